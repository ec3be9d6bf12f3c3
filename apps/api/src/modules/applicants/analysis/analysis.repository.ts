import { and, count, asc, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { AnalysisFailure } from '@postula/contract/applicants';
import type { CvAnalysis } from '../../../engine/engine';
import type { Db } from '../../../platform/db/database';
import { jobPostings } from '../../postings/postings.tables';
import { applications, cvFiles } from '../applicants.tables';

/** Everything the analysis of one applicant needs. */
export async function findForAnalysis(db: Db, applicationId: number) {
  const [row] = await db
    .select({ application: applications, cvFile: cvFiles, posting: jobPostings })
    .from(applications)
    .innerJoin(cvFiles, eq(cvFiles.id, applications.cvFileId))
    .innerJoin(jobPostings, eq(jobPostings.id, applications.postingId))
    .where(eq(applications.id, applicationId));
  return row ?? null;
}

/**
 * Claims the analysis of this CV for `leaseSeconds`: moves it to `processing`, counts the attempt and sets
 * the time until which this worker holds it. Null when there is nothing to do: the applicant is gone (its
 * upload was undone), its analysis already ended, or another worker holds it now. Times are the database's,
 * the one clock every API and worker process shares.
 */
export async function startAnalysis(db: Db, applicationId: number, cvFileId: number, leaseSeconds: number) {
  const [row] = await db
    .update(applications)
    .set({
      analysisState: 'processing',
      analysisAttempts: sql`${applications.analysisAttempts} + 1`,
      analysisStartedAt: new Date(),
      analysisLeaseUntil: leaseFromNow(leaseSeconds),
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(applications.id, applicationId),
        eq(applications.cvFileId, cvFileId),
        or(eq(applications.analysisState, 'pending'), and(eq(applications.analysisState, 'processing'), leaseExpired)),
      ),
    )
    .returning({ attempts: applications.analysisAttempts });
  return row ?? null;
}

const leaseFromNow = (seconds: number) => sql`now() + make_interval(secs => ${seconds})`;
const leaseExpired = or(isNull(applications.analysisLeaseUntil), lt(applications.analysisLeaseUntil, sql`now()`));

/** The worker still reading the CV keeps holding it for another `leaseSeconds`. */
export async function renewLease(db: Db, applicationId: number, cvFileId: number, leaseSeconds: number) {
  await db
    .update(applications)
    .set({ analysisLeaseUntil: leaseFromNow(leaseSeconds) })
    .where(and(eq(applications.id, applicationId), eq(applications.cvFileId, cvFileId), eq(applications.analysisState, 'processing')));
}

/** The worker gives the analysis up (its attempt failed and will be retried): any worker may claim it at once. */
export async function releaseLease(db: Db, applicationId: number, cvFileId: number) {
  await db
    .update(applications)
    .set({ analysisLeaseUntil: null })
    .where(and(eq(applications.id, applicationId), eq(applications.cvFileId, cvFileId), eq(applications.analysisState, 'processing')));
}

const stillCurrent = (applicationId: number, cvFileId: number) =>
  and(eq(applications.id, applicationId), eq(applications.cvFileId, cvFileId), ne(applications.analysisState, 'done'));

export async function storeFailure(db: Db, applicationId: number, cvFileId: number, reason: AnalysisFailure) {
  await db
    .update(applications)
    .set({ analysisState: 'failed', analysisFailure: reason, analysisLeaseUntil: null, analysedAt: new Date(), updatedAt: new Date() })
    .where(stillCurrent(applicationId, cvFileId));
}

/**
 * Stores an analysis on its applicant. What the CV prints (name, e-mail, phone) is stored as read and never
 * merges, replaces or removes any other applicant (decision 017): a probable repeat is only flagged to the
 * recruiter. Idempotent: storing it again, or after the analysis ended, changes nothing.
 */
export async function storeAnalysis(db: Db, applicationId: number, cvFileId: number, analysis: CvAnalysis, engine: string): Promise<void> {
  await db
    .update(applications)
    .set({
      analysisState: 'done',
      analysisLeaseUntil: null,
      analysisFailure: null,
      name: analysis.name,
      email: analysis.email?.toLowerCase() ?? null,
      phone: analysis.phone,
      score: analysis.score,
      summary: analysis.summary,
      summaryFacts: analysis.summaryFacts ?? null,
      cvLanguage: analysis.language,
      conditions: analysis.conditions,
      mandatoryNotMet: analysis.mandatoryNotMet,
      engine,
      analysedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(stillCurrent(applicationId, cvFileId));
}

/**
 * Analyses claimed by a worker and not finished since `before`. Pending ones are not listed: each has its
 * job in the queue from the moment its upload was accepted.
 */
/** Analyses claimed by a worker that stopped renewing its claim (it was killed, or its machine is gone). */
export async function findAbandoned(db: Db) {
  return db
    .select({ id: applications.id, cvFileId: applications.cvFileId, attempts: applications.analysisAttempts })
    .from(applications)
    .where(and(eq(applications.analysisState, 'processing'), leaseExpired))
    .orderBy(asc(applications.id));
}

/** Applicants, of any posting, whose analysis has not ended. */
export async function countUnfinishedAnalyses(db: Db): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(applications)
    .where(inArray(applications.analysisState, ['pending', 'processing']));
  return row?.total ?? 0;
}
