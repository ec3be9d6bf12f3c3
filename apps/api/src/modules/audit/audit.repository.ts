import { and, asc, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AuditAction } from '@postula/contract/audit';
import { AUDIT_MIN_RETENTION_MONTHS } from '@postula/contract/audit';
import type { Db } from '../../platform/db/database';
import { users } from '../accounts/accounts.tables';
import { applications } from '../applicants/applicants.tables';
import { jobPostings } from '../postings/postings.tables';
import {
  analysisLog,
  auditEvents,
  type AuditActorKind,
  type LoggedVerdict,
  type StoredAuditDetail,
  type StoredPipelineChange,
  type StoredStageRef,
} from './audit.tables';

// The trail and the analysis log are written here only (decision 028): other modules call recordAudit and
// recordAuditBatch inside their own transaction, so an entry exists exactly when the change it records does.

export type { AuditActorKind, StoredAuditDetail, StoredPipelineChange, StoredStageRef };

/** Who acted and from where: the same for every entry of one request. */
export interface AuditActorRef {
  companyId: number;
  actor: AuditActorKind;
  /** The session's user; null for a candidate or the system. */
  userId: number | null;
  ip: string | null;
}

/** The session's user acting from `ip`: who every entry of a recruiter's request names. */
export const byRecruiter = (session: { companyId: number; userId: number }, ip: string): AuditActorRef => ({
  companyId: session.companyId,
  actor: 'recruiter',
  userId: session.userId,
  ip,
});

/** One entry of the trail: ids only, never a candidate's name, contact, CV text or CV hash. */
export interface AuditRecord extends AuditActorRef {
  action: AuditAction;
  postingId?: number | null;
  applicationId?: number | null;
  detail?: StoredAuditDetail;
}

const rowOf = (entry: AuditRecord) => ({
  companyId: entry.companyId,
  userId: entry.userId,
  actor: entry.actor,
  action: entry.action,
  postingId: entry.postingId ?? null,
  applicationId: entry.applicationId ?? null,
  detail: entry.detail ?? {},
  ip: entry.ip,
});

/** Records one entry; `db` is the caller's transaction where the change has one. */
export async function recordAudit(db: Db, entry: AuditRecord): Promise<void> {
  await db.insert(auditEvents).values(rowOf(entry));
}

/** Records the entries of a bulk action (one per applicant it changed), 1,000 rows per statement. */
export async function recordAuditBatch(db: Db, entries: AuditRecord[]): Promise<void> {
  for (let i = 0; i < entries.length; i += 1000) {
    await db.insert(auditEvents).values(entries.slice(i, i + 1000).map(rowOf));
  }
}

/** One stored CV analysis, in the transaction that stores it on the applicant. */
export interface AnalysisRecord {
  companyId: number;
  postingId: number;
  applicationId: number;
  engine: string;
  engineVersion: string;
  inputHash: string;
  score: number;
  mandatoryNotMet: boolean;
  verdicts: LoggedVerdict[];
}

export async function recordAnalysis(db: Db, entry: AnalysisRecord): Promise<void> {
  await db.insert(analysisLog).values(entry);
}

/**
 * Removes the trail's entries and the analyses logged before `before`: one company's (the daily retention job
 * passes each company's own date, the later of six months and its retention period) or, without `companyId`,
 * everyone's. A date less than AUDIT_MIN_RETENTION_MONTHS ago is refused: nothing purges the logs earlier.
 * Returns how many rows of each went.
 */
export async function purgeAuditBefore(db: Db, before: Date, companyId?: number, now = new Date()) {
  const floor = new Date(now);
  floor.setUTCMonth(floor.getUTCMonth() - AUDIT_MIN_RETENTION_MONTHS);
  if (!(before.getTime() <= floor.getTime())) {
    throw new RangeError(`the audit trail is kept at least ${AUDIT_MIN_RETENTION_MONTHS} months: ${before.toISOString()} is later than ${floor.toISOString()}`);
  }
  return db.transaction(async (tx) => {
    const events = await tx
      .delete(auditEvents)
      .where(and(lt(auditEvents.at, before), companyId === undefined ? undefined : eq(auditEvents.companyId, companyId)))
      .returning({ id: auditEvents.id });
    const analyses = await tx
      .delete(analysisLog)
      .where(and(lt(analysisLog.at, before), companyId === undefined ? undefined : eq(analysisLog.companyId, companyId)))
      .returning({ id: analysisLog.id });
    return { events: events.length, analyses: analyses.length };
  });
}

export interface AuditQuery {
  action?: AuditAction | undefined;
  userId?: number | undefined;
  postingId?: number | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

function auditConditions(companyId: number, query: AuditQuery): SQL | undefined {
  return and(
    eq(auditEvents.companyId, companyId),
    query.action ? eq(auditEvents.action, query.action) : undefined,
    query.userId ? eq(auditEvents.userId, query.userId) : undefined,
    query.postingId ? eq(auditEvents.postingId, query.postingId) : undefined,
    query.from ? gte(auditEvents.at, query.from) : undefined,
    query.to ? lt(auditEvents.at, query.to) : undefined,
  );
}

/**
 * Newest first, as the indexes are written (drizzle-kit writes `DESC NULLS LAST`): spelled the same, or
 * PostgreSQL reads the index and then sorts every matching row.
 */
const newestFirst = (table: typeof auditEvents | typeof analysisLog) => [sql`${table.at} desc nulls last`, sql`${table.id} desc nulls last`];

/** Where a CSV export stopped: the last entry written, in the trail's order (newest first). */
export interface AuditCursor {
  at: Date;
  id: number;
}

/**
 * The company's entries the query matches, newest first, with what they name as it is now: the user's e-mail,
 * the posting's position and the applicant's name, while they exist (joined within the company, so another
 * company's id names nothing). `page` by offset (the screen), or `after` a cursor (the export's batches).
 */
export async function listAudit(
  db: Db,
  companyId: number,
  query: AuditQuery,
  window: { offset: number; limit: number } | { after: AuditCursor | null; limit: number },
) {
  const after = 'after' in window && window.after ? window.after : null;
  const rows = db
    .select({
      id: auditEvents.id,
      at: auditEvents.at,
      actor: auditEvents.actor,
      action: auditEvents.action,
      userId: auditEvents.userId,
      userEmail: users.email,
      postingId: auditEvents.postingId,
      position: jobPostings.position,
      applicationId: auditEvents.applicationId,
      applicantExists: sql<boolean>`${applications.id} is not null`,
      // A merged applicant is shown inside the one kept; its own name is still its own.
      applicantName: applications.name,
      detail: auditEvents.detail,
      ip: auditEvents.ip,
    })
    .from(auditEvents)
    .leftJoin(users, and(eq(users.id, auditEvents.userId), eq(users.companyId, auditEvents.companyId)))
    .leftJoin(jobPostings, and(eq(jobPostings.id, auditEvents.postingId), eq(jobPostings.companyId, auditEvents.companyId)))
    .leftJoin(applications, and(eq(applications.id, auditEvents.applicationId), eq(applications.companyId, auditEvents.companyId)))
    .where(
      and(
        auditConditions(companyId, query),
        after ? or(lt(auditEvents.at, after.at), and(eq(auditEvents.at, after.at), lt(auditEvents.id, after.id))) : undefined,
      ),
    )
    .orderBy(...newestFirst(auditEvents))
    .limit(window.limit);
  return 'offset' in window ? rows.offset(window.offset) : rows;
}

export type AuditRow = Awaited<ReturnType<typeof listAudit>>[number];

/** What the log's filters offer: the company's users and postings. */
export async function filterOptions(db: Db, companyId: number) {
  const [people, postings] = await Promise.all([
    db.select({ id: users.id, email: users.email }).from(users).where(eq(users.companyId, companyId)).orderBy(asc(users.email)),
    db
      .select({ id: jobPostings.id, position: jobPostings.position })
      .from(jobPostings)
      .where(eq(jobPostings.companyId, companyId))
      .orderBy(desc(jobPostings.id)),
  ]);
  return { people, postings };
}

/** The company's logged analyses, newest first, with the posting's position and the applicant's name while they exist. */
export async function listAnalyses(db: Db, companyId: number, postingId: number | undefined, window: { offset: number; limit: number }) {
  return db
    .select({
      id: analysisLog.id,
      at: analysisLog.at,
      postingId: analysisLog.postingId,
      position: jobPostings.position,
      applicationId: analysisLog.applicationId,
      applicantExists: sql<boolean>`${applications.id} is not null`,
      applicantName: applications.name,
      engine: analysisLog.engine,
      engineVersion: analysisLog.engineVersion,
      inputHash: analysisLog.inputHash,
      score: analysisLog.score,
      mandatoryNotMet: analysisLog.mandatoryNotMet,
      verdicts: analysisLog.verdicts,
    })
    .from(analysisLog)
    .leftJoin(jobPostings, and(eq(jobPostings.id, analysisLog.postingId), eq(jobPostings.companyId, analysisLog.companyId)))
    .leftJoin(applications, and(eq(applications.id, analysisLog.applicationId), eq(applications.companyId, analysisLog.companyId)))
    .where(and(eq(analysisLog.companyId, companyId), postingId ? eq(analysisLog.postingId, postingId) : undefined))
    .orderBy(...newestFirst(analysisLog))
    .limit(window.limit)
    .offset(window.offset);
}
