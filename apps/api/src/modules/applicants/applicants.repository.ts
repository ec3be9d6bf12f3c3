import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { ScreeningState } from '@postula/contract/applicants';
import type { Db } from '../../platform/db/database';
import type { jobPostings } from '../postings/postings.tables';
import { applications, type ScreeningOverride } from './applicants.tables';

// The applicant as other modules may read and change it: the screening module finds the applicant it interviews
// and mirrors the interview on the applicant's row through these functions (this module alone writes the row).

export type Application = typeof applications.$inferSelect;
export type { ScreeningOverride };
export type Posting = typeof jobPostings.$inferSelect;

/** The company's applicant to its posting; null for another company's, another posting's, or none. */
export async function findApplicant(db: Db, companyId: number, postingId: number, applicationId: number) {
  const [row] = await db
    .select()
    .from(applications)
    .where(
      and(eq(applications.companyId, companyId), eq(applications.postingId, postingId), eq(applications.id, applicationId)),
    );
  return row ?? null;
}

/**
 * The applicant's screening columns mirror its interview, for the applicants list (spec §4 screening_estado /
 * screening_resumen). The screening module calls it in the transaction that changes the interview.
 */
export async function mirrorScreening(
  tx: Db,
  applicationId: number,
  state: ScreeningState,
  summary?: { text: string | null; facts: unknown },
) {
  await tx
    .update(applications)
    .set({
      screeningState: state,
      ...(summary === undefined ? {} : { screeningSummary: summary.text, screeningSummaryFacts: summary.facts }),
      updatedAt: new Date(),
    })
    .where(eq(applications.id, applicationId));
}

/** Keeps the recruiter's decision to interview an applicant the AI advised against, in the interview's transaction. */
export async function recordScreeningOverride(tx: Db, applicationId: number, override: ScreeningOverride) {
  await tx.update(applications).set({ screeningOverride: override, updatedAt: new Date() }).where(eq(applications.id, applicationId));
}

/** Puts `markId` (null: none) on the applicants `ids`, in the marks module's transaction that checked them. */
export async function putMark(tx: Db, ids: number[], markId: number | null) {
  for (let i = 0; i < ids.length; i += 5000) {
    await tx.update(applications).set({ markId }).where(inArray(applications.id, ids.slice(i, i + 5000)));
  }
}

/** Moves the applicants `ids` to the stage, in the stages module's transaction that records their history. */
export async function putStage(tx: Db, ids: number[], stageId: number) {
  for (let i = 0; i < ids.length; i += 5000) {
    await tx.update(applications).set({ stageId }).where(inArray(applications.id, ids.slice(i, i + 5000)));
  }
}

/**
 * Sends every scored applicant of the posting back to the analysis, marked `rescoring` and keeping its score
 * until the new one is stored (decision 035), in the postings module's transaction that changed the posting.
 */
export async function queueForRescore(tx: Db, postingId: number) {
  await tx
    .update(applications)
    .set({ analysisState: 'pending', analysisAttempts: 0, analysisLeaseUntil: null, rescoring: true, updatedAt: new Date() })
    .where(and(eq(applications.postingId, postingId), eq(applications.analysisState, 'done'), isNull(applications.withdrawnAt)));
}
