import { and, count, desc, eq, notLike, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { applications, cvFiles } from '../applicants/applicants.tables';
import { queueForRescore } from '../applicants/applicants.repository';
import { ERASED_KEY_PREFIX } from '../applicants/erasure/erasure.repository';
import { jobPostings, postingViews } from './postings.tables';
import type { NewPosting, Posting } from './postings.repository';
import { recordAudit, type AuditActorRef } from '../audit/audit.repository';

/** What the recruiter may change after publishing: every field of the create form. */
export type PostingFields = Pick<Posting, 'position' | 'tasks' | 'mandatoryConditions' | 'desirableConditions' | 'maxCvs' | 'validUntil'>;

const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((value, i) => value === b[i]);

/** Whether the analysis of a CV reads something that changed (engine/: position, tasks and both condition lists). */
function scoringChanged(before: Posting, after: PostingFields): boolean {
  return (
    before.position !== after.position ||
    before.tasks !== after.tasks ||
    !sameList(before.mandatoryConditions, after.mandatoryConditions) ||
    !sameList(before.desirableConditions, after.desirableConditions)
  );
}

/**
 * Edits the company's posting. When what the analysis reads changed, in the same transaction: the posting's
 * scoring version goes up (an analysis under way stores nothing against the old one) and every applicant
 * with a score goes back to `pending`, marked `rescoring`, keeping its old score until the new one is stored
 * (decision 035). Their jobs are sent after the commit (analysis.jobs.ts queueRescore). Null when not found.
 */
export async function updatePosting(db: Db, companyId: number, id: number, fields: PostingFields) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(jobPostings)
      .where(and(eq(jobPostings.id, id), eq(jobPostings.companyId, companyId)))
      // Not 'update': uploads adding applicants meanwhile (their foreign key's share lock) are not held up.
      .for('no key update');
    if (!before) return null;
    const rescore = scoringChanged(before, fields);
    await tx
      .update(jobPostings)
      .set({ ...fields, ...(rescore ? { scoringVersion: sql`${jobPostings.scoringVersion} + 1` } : {}) })
      .where(eq(jobPostings.id, id));
    if (!rescore) return { rescoring: 0 };
    await queueForRescore(tx, id);
    // Applicants still waiting from an earlier re-score are counted again: the progress starts over.
    const [waiting] = await tx
      .select({ total: count() })
      .from(applications)
      .where(and(eq(applications.postingId, id), eq(applications.rescoring, true)));
    const rescoring = waiting?.total ?? 0;
    await tx.update(jobPostings).set({ rescoreTotal: rescoring }).where(eq(jobPostings.id, id));
    return { rescoring };
  });
}

/** Closes or reopens the company's posting (and gives it a new valid-until date); null when not found. */
export async function setClosed(db: Db, companyId: number, id: number, closed: boolean, validUntil?: string) {
  const [row] = await db
    .update(jobPostings)
    .set({
      closedAt: closed ? sql`coalesce(${jobPostings.closedAt}, now())` : null,
      ...(validUntil ? { validUntil } : {}),
    })
    .where(and(eq(jobPostings.id, id), eq(jobPostings.companyId, companyId)))
    .returning();
  return row ?? null;
}

export async function insertCopy(db: Db, posting: NewPosting): Promise<Posting> {
  const [row] = await db.insert(jobPostings).values(posting).returning();
  return row!;
}

/**
 * Removes the company's posting and, by the foreign keys' cascades, its applicants, CV file rows, interviews,
 * imports, counts and views. Returns the storage keys of its CVs (to remove from the storage once the rows are
 * gone) and how many applicants went with it; null when not found (another company's: nothing removed).
 */
export async function deletePosting(db: Db, companyId: number, id: number, by: AuditActorRef) {
  return db.transaction(async (tx) => {
    // First the lock uploads and imports hold while they add applicants (in their order: no deadlock), so
    // none adds a CV file this delete would not see.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('applications'), ${id})`);
    const [found] = await tx
      .select({ id: jobPostings.id, position: jobPostings.position })
      .from(jobPostings)
      .where(and(eq(jobPostings.id, id), eq(jobPostings.companyId, companyId)));
    if (!found) return null;
    // A withdrawn applicant's CV row names no file (issue 19): its key is not the storage's.
    const files = await tx
      .select({ key: cvFiles.storageKey })
      .from(cvFiles)
      .where(and(eq(cvFiles.postingId, id), notLike(cvFiles.storageKey, `${ERASED_KEY_PREFIX}%`)));
    const [applicants] = await tx.select({ total: count() }).from(applications).where(eq(applications.postingId, id));
    await tx.delete(jobPostings).where(eq(jobPostings.id, id));
    // The entry keeps the position, which the log can no longer read from the posting, and how many went with it.
    await recordAudit(tx, {
      ...by,
      action: 'aviso_eliminado',
      postingId: id,
      detail: { puesto: found.position, postulantes: applicants?.total ?? 0 },
    });
    return { storageKeys: files.map((f) => f.key), applicants: applicants?.total ?? 0 };
  });
}

/** The recruiter opened the posting now: the dashboard's "new" counts from here. */
export async function recordOpened(db: Db, userId: number, postingId: number) {
  await db
    .insert(postingViews)
    .values({ userId, postingId })
    .onConflictDoUpdate({ target: [postingViews.userId, postingViews.postingId], set: { lastOpenedAt: sql`now()` } });
}

/** Re-score progress of one posting: null when none is under way. */
export async function rescoreProgress(db: Db, postingId: number, total: number) {
  if (total === 0) return null;
  const [row] = await db
    .select({ waiting: count() })
    .from(applications)
    .where(and(eq(applications.postingId, postingId), eq(applications.rescoring, true)));
  const waiting = row?.waiting ?? 0;
  return waiting === 0 ? null : { total, hechos: Math.max(0, total - waiting) };
}

/**
 * The dashboard in one query: each of the company's postings, newest first, with its applicants received
 * (the kept counter), analysed (the score counts of application_counts, at most ~100 rows per posting), new
 * since this user last opened it (applications_posting_created_idx (migration 0022), from that moment on; never opened: all
 * received) and a re-score's progress (applications_rescoring_idx, only while one is under way).
 */
export async function listWithCounts(db: Db, companyId: number, userId: number) {
  const analysed = sql<number>`(select coalesce(sum(c.applicants), 0)::int from application_counts c
    where c.posting_id = ${jobPostings.id} and c.score <> -1)`;
  const fresh = sql<number>`case when ${postingViews.lastOpenedAt} is null then ${jobPostings.receivedCount}
    else (select count(*)::int from ${applications} a where a.posting_id = ${jobPostings.id}
      and a.created_at > ${postingViews.lastOpenedAt} and a.merged_into_id is null) end`;
  const waiting = sql<number>`case when ${jobPostings.rescoreTotal} = 0 then 0
    else (select count(*)::int from ${applications} a where a.posting_id = ${jobPostings.id} and a.rescoring) end`;
  return db
    .select({
      id: jobPostings.id,
      position: jobPostings.position,
      createdAt: jobPostings.createdAt,
      validUntil: jobPostings.validUntil,
      closedAt: jobPostings.closedAt,
      received: jobPostings.receivedCount,
      analysed,
      fresh,
      rescoreTotal: jobPostings.rescoreTotal,
      waiting,
    })
    .from(jobPostings)
    .leftJoin(postingViews, and(eq(postingViews.postingId, jobPostings.id), eq(postingViews.userId, userId)))
    .where(eq(jobPostings.companyId, companyId))
    .orderBy(desc(jobPostings.createdAt), desc(jobPostings.id));
}
