import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FairnessTally } from '../../engine/fairness/measure';
import type { Db } from '../../platform/db/database';
import { applicationCvTexts, applications } from '../applicants/applicants.tables';
import { jobPostings } from '../postings/postings.tables';
import { fairnessReports } from './fairness.tables';

export type FairnessReportRow = typeof fairnessReports.$inferSelect;

/** The unique index of running reports refused the row: this posting already has one queued or running. */
export class ReportRunning extends Error {}

const isUniqueViolation = (error: unknown): boolean => {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
};

export async function insertReport(
  db: Db,
  row: { companyId: number; postingId: number; userId: number; engine: string; applicantLimit: number },
): Promise<number> {
  try {
    const [created] = await db.insert(fairnessReports).values(row).returning({ id: fairnessReports.id });
    return created!.id;
  } catch (error) {
    if (isUniqueViolation(error)) throw new ReportRunning('a fairness report of this posting is running', { cause: error });
    throw error;
  }
}

export async function deleteReport(db: Db, id: number) {
  await db.delete(fairnessReports).where(eq(fairnessReports.id, id));
}

/** The company's posting's last report (fairness_reports_company_posting_idx). */
export async function lastReport(db: Db, companyId: number, postingId: number) {
  const [row] = await db
    .select()
    .from(fairnessReports)
    .where(and(eq(fairnessReports.companyId, companyId), eq(fairnessReports.postingId, postingId)))
    .orderBy(desc(fairnessReports.id))
    .limit(1);
  return row ?? null;
}

/**
 * Claims a queued or interrupted report for a run, counting the attempt and starting its figures over; null when
 * it has ended. The returned `attempts` names this run: only the latest run may write progress.
 */
export async function startRun(db: Db, id: number) {
  const [row] = await db
    .update(fairnessReports)
    .set({ state: 'en_proceso', attempts: sql`${fairnessReports.attempts} + 1`, total: 0, processed: 0, failed: 0, result: null })
    .where(and(eq(fairnessReports.id, id), inArray(fairnessReports.state, ['en_cola', 'en_proceso'])))
    .returning();
  return row ?? null;
}

/** The posting the report is of: what the engine reads of it. */
export async function postingOf(db: Db, report: Pick<FairnessReportRow, 'companyId' | 'postingId'>) {
  const [row] = await db
    .select({
      position: jobPostings.position,
      tasks: jobPostings.tasks,
      mandatory: jobPostings.mandatoryConditions,
      desirable: jobPostings.desirableConditions,
      language: jobPostings.language,
    })
    .from(jobPostings)
    .where(and(eq(jobPostings.companyId, report.companyId), eq(jobPostings.id, report.postingId)));
  return row ?? null;
}

/**
 * The posting's analysed applicants with the text the analysis read, best scored first (the list's own order,
 * applications_posting_score_idx), at most `limit`. Merged applicants are shown inside another and left out.
 */
export async function bestAnalysed(db: Db, report: Pick<FairnessReportRow, 'companyId' | 'postingId'>, limit: number) {
  return db
    .select({ id: applications.id, name: applications.name, text: applicationCvTexts.text })
    .from(applications)
    .innerJoin(applicationCvTexts, eq(applicationCvTexts.applicationId, applications.id))
    .where(
      and(
        eq(applications.companyId, report.companyId),
        eq(applications.postingId, report.postingId),
        eq(applications.analysisState, 'done'),
        isNotNull(applications.score),
        isNull(applications.mergedIntoId),
        sql`length(${applicationCvTexts.text}) > 0`,
      ),
    )
    .orderBy(sql`${applications.score} desc nulls last`, desc(applications.id))
    .limit(limit);
}

/** This run's progress; false when a later run has taken the report over (this one then stops). */
export async function recordProgress(db: Db, id: number, run: number, progress: { total?: number; processed: number; failed: number }) {
  const rows = await db
    .update(fairnessReports)
    .set(progress)
    .where(and(eq(fairnessReports.id, id), eq(fairnessReports.attempts, run), eq(fairnessReports.state, 'en_proceso')))
    .returning({ id: fairnessReports.id });
  return rows.length > 0;
}

/** Ends the report with its figures (none when it failed); false when it had ended or another run holds it. */
export async function finish(db: Db, id: number, run: number, state: 'terminado' | 'fallido', result: FairnessTally | null) {
  const rows = await db
    .update(fairnessReports)
    .set({ state, result, finishedAt: new Date() })
    .where(and(eq(fairnessReports.id, id), eq(fairnessReports.attempts, run), inArray(fairnessReports.state, ['en_cola', 'en_proceso'])))
    .returning({ id: fairnessReports.id });
  return rows.length > 0;
}

/** Ends a report whatever run holds it: one queued or running far longer than any run takes lost its job. */
export async function abandon(db: Db, id: number) {
  await db
    .update(fairnessReports)
    .set({ state: 'fallido', finishedAt: new Date() })
    .where(and(eq(fairnessReports.id, id), inArray(fairnessReports.state, ['en_cola', 'en_proceso'])));
}
