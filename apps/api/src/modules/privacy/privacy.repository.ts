import { and, asc, desc, eq, inArray, sql, sum } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { applications, cvFiles } from '../applicants/applicants.tables';
import { companies } from '../accounts/accounts.tables';
import { jobPostings } from '../postings/postings.tables';
import { applicantAccessTokens, DEFAULT_RETENTION_MONTHS, pendingFileRemovals, privacySettings, retentionErasures } from './privacy.tables';

export interface Settings {
  policyUrl: string | null;
  contactEmail: string | null;
  retentionMonths: number;
}

/** The company's privacy settings, or the defaults when it never saved any. */
export async function findSettings(db: Db, companyId: number): Promise<Settings> {
  const [row] = await db.select().from(privacySettings).where(eq(privacySettings.companyId, companyId));
  return row ?? { policyUrl: null, contactEmail: null, retentionMonths: DEFAULT_RETENTION_MONTHS };
}

export async function saveSettings(db: Db, companyId: number, settings: Settings): Promise<void> {
  await db
    .insert(privacySettings)
    .values({ companyId, ...settings })
    .onConflictDoUpdate({ target: privacySettings.companyId, set: { ...settings, updatedAt: new Date() } });
}

/** Keeps the hash of a new private link's key for the application. */
export async function insertToken(tx: Db, applicationId: number, tokenHash: string): Promise<void> {
  await tx.insert(applicantAccessTokens).values({ applicationId, tokenHash });
}

/** The application a private link's key opens, with its company; null for an unknown or revoked key. */
export async function findByToken(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ applicationId: applicantAccessTokens.applicationId, companyId: applications.companyId })
    .from(applicantAccessTokens)
    .innerJoin(applications, eq(applications.id, applicantAccessTokens.applicationId))
    .where(eq(applicantAccessTokens.tokenHash, tokenHash));
  return row ?? null;
}

/** Revokes every private link of the applications. */
export async function deleteTokens(tx: Db, applicationIds: number[]): Promise<void> {
  if (applicationIds.length > 0) await tx.delete(applicantAccessTokens).where(inArray(applicantAccessTokens.applicationId, applicationIds));
}

/** Files of erased rows, to remove from the storage after the commit (and by the daily run, should that fail). */
export async function queueFileRemovals(tx: Db, storageKeys: string[]): Promise<void> {
  if (storageKeys.length > 0) await tx.insert(pendingFileRemovals).values(storageKeys.map((storageKey) => ({ storageKey }))).onConflictDoNothing();
}

export async function pendingFileKeys(db: Db, limit: number): Promise<string[]> {
  const rows = await db.select({ key: pendingFileRemovals.storageKey }).from(pendingFileRemovals).orderBy(asc(pendingFileRemovals.createdAt)).limit(limit);
  return rows.map((row) => row.key);
}

export async function fileRemoved(db: Db, storageKeys: string[]): Promise<void> {
  if (storageKeys.length > 0) await db.delete(pendingFileRemovals).where(inArray(pendingFileRemovals.storageKey, storageKeys));
}

/**
 * Every column that names a file of the storage: a CV's row, and a removal still to do (whose file the daily run
 * removes, with its row). A file none of them names is removed by the sweep of unnamed files once old enough
 * (unnamed-files.ts), so a new table that names files must be listed here first, or its files go: the sweep's test
 * looks for stored keys in every column of every table and fails on one this list lacks.
 */
export const STORAGE_KEY_COLUMNS = [cvFiles.storageKey, pendingFileRemovals.storageKey] as const;

/** Which of `keys` a row names, in any of STORAGE_KEY_COLUMNS (one query, by their unique indexes). */
export async function namedStorageKeys(db: Db, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const list = sql.join(keys.map((key) => sql`${key}`), sql`, `);
  const named = sql.join(
    STORAGE_KEY_COLUMNS.map((column) => sql`select ${column} as key from ${column.table} where ${column} in (${list})`),
    sql` union `,
  );
  const result = (await db.execute(named)) as unknown as { rows: Array<{ key: string }> };
  return new Set(result.rows.map((row) => row.key));
}

/** What retention keeps of a posting's erased applicants: how many, anonymous. */
export async function recordErasure(tx: Db, companyId: number, postingId: number, applicants: number): Promise<void> {
  if (applicants > 0) await tx.insert(retentionErasures).values({ companyId, postingId, applicants });
}

export async function erasedTotal(db: Db, companyId: number): Promise<number> {
  const [row] = await db.select({ total: sum(retentionErasures.applicants) }).from(retentionErasures).where(eq(retentionErasures.companyId, companyId));
  return Number(row?.total ?? 0);
}

/**
 * When a posting closed: the recruiter closed it, or the day after its valid-until date began (UTC), whichever came
 * first; null while it is open. A posting that is only full (its maximum of CVs reached) is still open.
 */
const closedAt = sql<Date>`least(${jobPostings.closedAt}, (${jobPostings.validUntil} + 1)::timestamp at time zone 'UTC')`;
const retentionMonths = sql<number>`coalesce(${privacySettings.retentionMonths}, ${DEFAULT_RETENTION_MONTHS})`;
/** The day its applicants' data is due for deletion: the closing time plus the company's retention period. */
const dueAt = sql<Date>`${closedAt} + make_interval(months => ${retentionMonths})`;

export interface DuePosting {
  id: number;
  companyId: number;
  position: string;
  closedAt: Date;
  dueAt: Date;
  applicants: number;
}

function duePostings(db: Db) {
  return db
    .select({
      id: jobPostings.id,
      companyId: jobPostings.companyId,
      position: jobPostings.position,
      closedAt: sql<Date>`${closedAt}`.mapWith((value: string | Date) => new Date(value)),
      dueAt: sql<Date>`${dueAt}`.mapWith((value: string | Date) => new Date(value)),
      applicants: sql<number>`(select count(*) from ${applications} where ${applications.postingId} = ${jobPostings.id})`.mapWith(Number),
    })
    .from(jobPostings)
    .innerJoin(companies, eq(companies.id, jobPostings.companyId))
    .leftJoin(privacySettings, eq(privacySettings.companyId, jobPostings.companyId));
}

/** Postings of any company whose applicants are due for deletion at `now` and still have some. */
export async function postingsDue(db: Db, now: Date, limit: number): Promise<DuePosting[]> {
  return duePostings(db)
    .where(
      and(
        sql`${dueAt} <= ${now.toISOString()}::timestamptz`,
        sql`exists (select 1 from ${applications} where ${applications.postingId} = ${jobPostings.id})`,
      ),
    )
    .orderBy(asc(jobPostings.id))
    .limit(limit);
}

/** The company's closed postings with applicants, soonest deletion first: what the settings screen shows next. */
export async function nextDue(db: Db, companyId: number, limit: number): Promise<DuePosting[]> {
  return duePostings(db)
    .where(
      and(
        eq(jobPostings.companyId, companyId),
        sql`${closedAt} <= now()`,
        sql`exists (select 1 from ${applications} where ${applications.postingId} = ${jobPostings.id})`,
      ),
    )
    .orderBy(asc(dueAt), desc(jobPostings.id))
    .limit(limit);
}


/** Every company with its retention period (the default for those that set none). */
export async function companiesRetention(db: Db): Promise<Array<{ companyId: number; retentionMonths: number }>> {
  return db
    .select({ companyId: companies.id, retentionMonths: sql<number>`${retentionMonths}`.mapWith(Number) })
    .from(companies)
    .leftJoin(privacySettings, eq(privacySettings.companyId, companies.id));
}

/**
 * The day the posting's applicants are due for deletion, `months` after it closed (the same rule as the daily run's);
 * null while it is open.
 */
export async function deletionDue(db: Db, postingId: number, months: number): Promise<Date | null> {
  const [row] = await db
    .select({ dueAt: sql<Date>`${closedAt} + make_interval(months => ${months}::int)`.mapWith((value: string | Date) => new Date(value)) })
    .from(jobPostings)
    .where(and(eq(jobPostings.id, postingId), sql`${closedAt} <= now()`));
  return row?.dueAt ?? null;
}
