import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { companies } from '../accounts/accounts.tables';
import { jobPostings } from './postings.tables';

export type NewPosting = Omit<typeof jobPostings.$inferInsert, 'id' | 'createdAt'>;
export type Posting = typeof jobPostings.$inferSelect;

export async function insertPosting(db: Db, posting: NewPosting): Promise<Posting> {
  const [row] = await db.insert(jobPostings).values(posting).returning();
  return row!;
}

export async function listPostings(db: Db, companyId: number) {
  return db
    .select({ id: jobPostings.id, position: jobPostings.position, createdAt: jobPostings.createdAt })
    .from(jobPostings)
    .where(eq(jobPostings.companyId, companyId))
    .orderBy(desc(jobPostings.createdAt), desc(jobPostings.id));
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

/** Changes a posting's limits (tests close postings this way; no screen edits a published posting yet). */
export async function updatePostingLimits(db: Db, id: number, changes: Partial<Pick<Posting, 'validUntil' | 'maxCvs'>>) {
  await db.update(jobPostings).set(changes).where(eq(jobPostings.id, id));
}
