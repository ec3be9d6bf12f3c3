import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { companies } from '../accounts/accounts.tables';
import { jobPostings } from './postings.tables';

export type NewPosting = Omit<typeof jobPostings.$inferInsert, 'id' | 'createdAt'>;
export type Posting = typeof jobPostings.$inferSelect;

export async function insertPosting(db: Db, posting: NewPosting): Promise<Posting> {
  const [row] = await db.insert(jobPostings).values(posting).returning();
  return row!;
}

/** The posting with its company's name, only if it belongs to `companyId`. */
export async function findPosting(db: Db, companyId: number, id: number) {
  const [row] = await db
    .select({ posting: jobPostings, companyName: companies.name })
    .from(jobPostings)
    .innerJoin(companies, eq(companies.id, jobPostings.companyId))
    .where(and(eq(jobPostings.companyId, companyId), eq(jobPostings.id, id)));
  return row ?? null;
}

/** Changes a posting's limits straight in the database (tests expire or fill postings this way). */
export async function updatePostingLimits(db: Db, id: number, changes: Partial<Pick<Posting, 'validUntil' | 'maxCvs'>>) {
  await db.update(jobPostings).set(changes).where(eq(jobPostings.id, id));
}

/** The posting's applicants changed in a way the cached search totals count (applicants/search/totals.ts). */
export async function bumpApplicantsVersion(db: Db, postingId: number) {
  await db
    .update(jobPostings)
    .set({ applicantsVersion: sql`${jobPostings.applicantsVersion} + 1` })
    .where(eq(jobPostings.id, postingId));
}

/** Every job of the re-score at `version` was sent. */
export async function markRescoreSent(db: Db, postingId: number, version: number) {
  await db
    .update(jobPostings)
    .set({ rescoredVersion: version })
    .where(and(eq(jobPostings.id, postingId), lt(jobPostings.rescoredVersion, version)));
}
