import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import type { DocumentKind } from '../../../platform/documents/sniff';
import { companies } from '../../accounts/accounts.tables';
import { jobPostings } from '../../postings/postings.tables';
import { applications, cvFiles } from '../applicants.tables';

/**
 * Serialises the changes to one posting's applicants (admitting CVs against its maximum, merging applicants).
 * Held until the transaction ends.
 */
const lockPosting = (tx: Db, postingId: number) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext('applications'), ${postingId})`);

/** The applicants a posting holds (job_postings.received_count, kept by a trigger; merged ones are not counted). */
async function receivedCount(db: Db, postingId: number): Promise<number> {
  const [row] = await db.select({ received: jobPostings.receivedCount }).from(jobPostings).where(eq(jobPostings.id, postingId));
  return row?.received ?? 0;
}

/**
 * Runs `change` in a transaction holding the posting's lock, with the applicants the posting holds at that
 * moment: what it decides from that count stays true until it commits.
 */
export async function withPostingLock<T>(db: Db, postingId: number, change: (tx: Db, received: number) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await lockPosting(tx, postingId);
    return change(tx, await receivedCount(tx, postingId));
  });
}

/** A posting as its public page sees it: found by id or by its public code, with the CVs it holds. */
export async function findPublicPosting(db: Db, where: { id: number } | { code: string }) {
  const condition = 'id' in where ? eq(jobPostings.id, where.id) : eq(jobPostings.publicCode, where.code);
  const [row] = await db
    .select({ posting: jobPostings, companyName: companies.name })
    .from(jobPostings)
    .innerJoin(companies, eq(companies.id, jobPostings.companyId))
    .where(condition);
  if (!row) return null;
  return { ...row, received: row.posting.receivedCount };
}

/** A stored CV becoming an applicant: the file's row and what the applicant starts with. */
export interface NewApplicant {
  storageKey: string;
  originalName: string;
  kind: DocumentKind;
  sizeBytes: number;
  sha256: string;
  notes?: string | null;
  markId?: number | null;
  importedFromApplicationId?: number | null;
}

export interface InsertedApplicant {
  applicationId: number;
  cvFileId: number;
}

/** Inserts the CV files and their applicants, 'pending', in order. The caller holds the posting's lock. */
export async function insertApplicants(tx: Db, posting: { id: number; companyId: number }, rows: NewApplicant[]): Promise<InsertedApplicant[]> {
  if (rows.length === 0) return [];
  const files = await tx
    .insert(cvFiles)
    .values(
      rows.map((r) => ({
        companyId: posting.companyId,
        postingId: posting.id,
        storageKey: r.storageKey,
        originalName: r.originalName,
        kind: r.kind,
        sizeBytes: r.sizeBytes,
        sha256: r.sha256,
      })),
    )
    .returning({ id: cvFiles.id, storageKey: cvFiles.storageKey });
  const fileIds = new Map(files.map((f) => [f.storageKey, f.id]));
  const inserted = await tx
    .insert(applications)
    .values(
      rows.map((r) => ({
        companyId: posting.companyId,
        postingId: posting.id,
        cvFileId: fileIds.get(r.storageKey)!,
        notes: r.notes ?? null,
        markId: r.markId ?? null,
        importedFromApplicationId: r.importedFromApplicationId ?? null,
      })),
    )
    .returning({ id: applications.id, cvFileId: applications.cvFileId });
  // In the order of `rows`, whatever order RETURNING gives.
  const position = new Map(rows.map((r, i) => [fileIds.get(r.storageKey)!, i]));
  return inserted
    .map((a) => ({ applicationId: a.id, cvFileId: a.cvFileId }))
    .sort((a, b) => position.get(a.cvFileId)! - position.get(b.cvFileId)!);
}

/** Removes applicants just admitted, with their CV files' rows (their analyses could not be queued). */
export async function deleteApplicants(tx: Db, rows: ReadonlyArray<{ applicationId: number; cvFileId: number }>) {
  if (rows.length === 0) return;
  await tx.delete(applications).where(inArray(applications.id, rows.map((r) => r.applicationId)));
  await tx.delete(cvFiles).where(inArray(cvFiles.id, rows.map((r) => r.cvFileId)));
}

/** Whether the posting already holds a CV file with exactly these bytes (by their SHA-256). */
export async function holdsSameFile(db: Db, postingId: number, sha256: string): Promise<boolean> {
  const [same] = await db
    .select({ id: cvFiles.id })
    .from(cvFiles)
    .where(and(eq(cvFiles.postingId, postingId), eq(cvFiles.sha256, sha256)))
    .limit(1);
  return same !== undefined;
}

/** The consent the candidate gave on the public page (issue 19): the notice's version with its language, and now. */
export async function recordConsent(tx: Db, applicationIds: number[], version: string): Promise<void> {
  if (applicationIds.length > 0) {
    await tx.update(applications).set({ consentVersion: version, consentAt: new Date() }).where(inArray(applications.id, applicationIds));
  }
}
