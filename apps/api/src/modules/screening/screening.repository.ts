import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ScreeningState } from '@postula/contract/applicants';
import type { Question } from '@postula/contract/screening';
import type { Db } from '../../platform/db/database';
import { companies } from '../accounts/accounts.tables';
import { mirrorScreening, recordScreeningOverride, type ScreeningOverride } from '../applicants/applicants.repository';
import { recordAudit, type AuditRecord } from '../audit/audit.repository';
import { applications } from '../applicants/applicants.tables';
import { jobPostings } from '../postings/postings.tables';
import { interviewDefinitions, interviews } from './screening.tables';

export type InterviewRow = typeof interviews.$inferSelect;

/** The posting's general questions, or null before the recruiter defines them. */
export async function findDefinition(db: Db, postingId: number): Promise<string[] | null> {
  const [row] = await db.select().from(interviewDefinitions).where(eq(interviewDefinitions.postingId, postingId));
  return row?.questions ?? null;
}

/**
 * Keeps the posting's general questions; when they differ from those it had, `audit` (which says how many, not
 * what they ask) is recorded in the same transaction.
 */
export async function saveDefinition(db: Db, companyId: number, postingId: number, questions: string[], audit: AuditRecord) {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ questions: interviewDefinitions.questions })
      .from(interviewDefinitions)
      .where(eq(interviewDefinitions.postingId, postingId))
      .for('update');
    await tx
      .insert(interviewDefinitions)
      .values({ postingId, companyId, questions })
      .onConflictDoUpdate({ target: interviewDefinitions.postingId, set: { questions, updatedAt: new Date() } });
    if (!before || !sameQuestions(before.questions, questions)) await recordAudit(tx, audit);
  });
}

/** The same questions in the same order (jsonb keeps an object's keys in its own order: compared field by field). */
const sameQuestions = (a: ReadonlyArray<string | Question>, b: ReadonlyArray<string | Question>) =>
  a.length === b.length &&
  a.every((q, i) => {
    const other = b[i]!;
    if (typeof q === 'string' || typeof other === 'string') return q === other;
    return q.numero === other.numero && q.pregunta === other.pregunta && q.tipo === other.tipo;
  });

/** The company's interview of an applicant, or null. */
export async function findByApplication(db: Db, companyId: number, applicationId: number): Promise<InterviewRow | null> {
  const [row] = await db
    .select()
    .from(interviews)
    .where(and(eq(interviews.companyId, companyId), eq(interviews.applicationId, applicationId)));
  return row ?? null;
}

export interface NewInterview {
  companyId: number;
  postingId: number;
  applicationId: number;
  token: string;
  questions: Question[];
}

/**
 * Creates the applicant's interview; null when they already have one. `decision` keeps, in the same
 * transaction, the recruiter's decision to interview them against the AI's advice, and its entry in the activity log.
 */
export async function insertInterview(
  db: Db,
  interview: NewInterview,
  decision?: { override: ScreeningOverride; audit: AuditRecord },
): Promise<InterviewRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(interviews).values(interview).onConflictDoNothing({ target: interviews.applicationId }).returning();
    if (!row) return null;
    await mirrorScreening(tx, row.applicationId, row.state, { text: null, facts: null });
    if (decision) {
      await recordScreeningOverride(tx, row.applicationId, decision.override);
      await recordAudit(tx, decision.audit);
    }
    return row;
  });
}

/**
 * Replaces the questions while the candidate has not started; null when they have (or it is gone). When they
 * differ from those it had, `audit` is recorded in the same transaction.
 */
export async function replaceQuestions(db: Db, id: number, questions: Question[], audit: AuditRecord): Promise<InterviewRow | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ questions: interviews.questions }).from(interviews).where(eq(interviews.id, id)).for('update');
    const [row] = await tx
      .update(interviews)
      .set({ questions, answers: {}, updatedAt: new Date() })
      .where(and(eq(interviews.id, id), eq(interviews.state, 'NO_INICIADA')))
      .returning();
    if (!row) return null;
    if (!before || !sameQuestions(before.questions, questions)) await recordAudit(tx, audit);
    return row;
  });
}

/** An interview by its link's token, with what the candidate's page shows around it. */
export async function findByToken(db: Db, token: string) {
  const [row] = await db
    .select({ interview: interviews, position: jobPostings.position, language: jobPostings.language, companyName: companies.name })
    .from(interviews)
    .innerJoin(jobPostings, eq(jobPostings.id, interviews.postingId))
    .innerJoin(companies, eq(companies.id, interviews.companyId))
    .where(eq(interviews.token, token));
  return row ?? null;
}

/**
 * Runs `change` on the interview locked for the transaction, so two tabs answering at once, or an answer
 * racing the submit, are applied one after the other.
 */
export async function withLockedInterview<T>(db: Db, token: string, change: (tx: Db, row: InterviewRow) => Promise<T>) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(interviews).where(eq(interviews.token, token)).for('update');
    return row ? change(tx, row) : null;
  });
}

export async function storeAnswers(tx: Db, row: InterviewRow, answers: Record<string, string>, state: ScreeningState) {
  const started = row.state === 'NO_INICIADA' && state === 'INICIADA';
  await tx
    .update(interviews)
    .set({ answers, state, updatedAt: new Date(), ...(started ? { startedAt: new Date() } : {}) })
    .where(eq(interviews.id, row.id));
  if (state !== row.state) await mirrorScreening(tx, row.applicationId, state);
}

export async function finish(tx: Db, row: InterviewRow) {
  await tx.update(interviews).set({ state: 'FINALIZADA', finishedAt: new Date(), updatedAt: new Date() }).where(eq(interviews.id, row.id));
  await mirrorScreening(tx, row.applicationId, 'FINALIZADA');
}

/** A finished interview to summarise, with its posting's conditions and language and the CV analysis' verdicts. */
export async function findForSummary(db: Db, id: number) {
  const [row] = await db
    .select({ interview: interviews, posting: jobPostings, conditions: applications.conditions })
    .from(interviews)
    .innerJoin(jobPostings, eq(jobPostings.id, interviews.postingId))
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .where(eq(interviews.id, id));
  return row ?? null;
}

/** Keeps the summary as data and as text in the posting's language, and mirrors both for the applicants list. */
export async function storeSummary(db: Db, row: InterviewRow, summary: { text: string; facts: unknown }, engine: string) {
  await db.transaction(async (tx) => {
    await tx
      .update(interviews)
      .set({ summary: summary.text, summaryFacts: summary.facts, summaryEngine: engine, updatedAt: new Date() })
      .where(eq(interviews.id, row.id));
    await mirrorScreening(tx, row.applicationId, row.state, summary);
  });
}

/** Finished interviews still without a summary (a worker stopped before writing it). */
export async function unsummarised(db: Db) {
  return db
    .select({ id: interviews.id })
    .from(interviews)
    .where(and(eq(interviews.state, 'FINALIZADA'), sql`${interviews.summary} is null`));
}

/** Deletes the applicants' interviews, questions and answers (issue 19: the candidate withdrew), in the erasure's transaction. */
export async function deleteInterviewsOf(tx: Db, applicationIds: number[]): Promise<void> {
  if (applicationIds.length > 0) await tx.delete(interviews).where(inArray(interviews.applicationId, applicationIds));
}
