import { and, desc, eq, inArray, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/database';
import type { DocumentKind } from '../../platform/documents/sniff';
import { companies } from '../accounts/accounts.tables';
import { lockPosting } from '../applications/applications.repository';
import { applications, cvFiles } from '../applications/applications.tables';
import { jobPostings } from '../jobsearch/jobsearch.tables';

/** The company's postings for the import screen, newest first, with the applicants each holds. */
export async function listImportable(db: Db, companyId: number) {
  return db
    .select({
      id: jobPostings.id,
      position: jobPostings.position,
      tasks: jobPostings.tasks,
      language: jobPostings.language,
      createdAt: jobPostings.createdAt,
      received: jobPostings.receivedCount,
      companyName: companies.name,
    })
    .from(jobPostings)
    .innerJoin(companies, eq(companies.id, jobPostings.companyId))
    .where(eq(jobPostings.companyId, companyId))
    // The dashboard's index (job_postings_company_created_idx).
    .orderBy(desc(jobPostings.createdAt), desc(jobPostings.id));
}

/** Which of `ids` are the company's postings. */
export async function ownPostingIds(db: Db, companyId: number, ids: number[]): Promise<number[]> {
  const rows = await db
    .select({ id: jobPostings.id })
    .from(jobPostings)
    .where(and(eq(jobPostings.companyId, companyId), inArray(jobPostings.id, ids)));
  return rows.map((r) => r.id);
}

/** A scored applicant of a source posting, with what copying their CV needs. */
export interface Candidate {
  id: number;
  email: string | null;
  phone: string | null;
  score: number;
  notes: string | null;
  markId: number | null;
  storageKey: string;
  originalName: string;
  kind: DocumentKind;
  sizeBytes: number;
  sha256: string;
}

/**
 * A slice of the scored applicants of the source postings together: best score first, then newest. Only
 * analyses that ended with a score count; the caller pages through until it has enough different people.
 */
export async function scoredApplicants(db: Db, companyId: number, postingIds: number[], offset: number, limit: number) {
  const rows = await db
    .select({
      id: applications.id,
      email: applications.email,
      phone: applications.phone,
      score: applications.score,
      notes: applications.notes,
      markId: applications.markId,
      storageKey: cvFiles.storageKey,
      originalName: cvFiles.originalName,
      kind: cvFiles.kind,
      sizeBytes: cvFiles.sizeBytes,
      sha256: cvFiles.sha256,
    })
    .from(applications)
    .innerJoin(cvFiles, eq(cvFiles.id, applications.cvFileId))
    .where(
      and(
        eq(applications.companyId, companyId),
        inArray(applications.postingId, postingIds),
        eq(applications.analysisState, 'done'),
        isNotNull(applications.score),
      ),
    )
    // The recruiter's list order (ids grow with upload time: newest first among equal scores), read per
    // source from applications_posting_score_idx.
    .orderBy(sql`${applications.score} desc nulls last`, desc(applications.id))
    .offset(offset)
    .limit(limit);
  return rows.map((r) => ({ ...r, score: r.score! })) satisfies Candidate[];
}

/** What the target posting already holds of some people: their e-mails, phones and source applicants. */
export interface Present {
  emails: Set<string>;
  phones: Set<string>;
  sourceIds: Set<number>;
}

/**
 * Which of the candidates the target posting already holds: an applicant with the same e-mail or phone, or
 * one imported from the same source applicant. An imported applicant not yet re-read has no contact data
 * of its own, so its source's contact data stands in for it.
 */
export async function presentInTarget(db: Db, targetId: number, candidates: Candidate[]): Promise<Present> {
  const present: Present = { emails: new Set(), phones: new Set(), sourceIds: new Set() };
  if (candidates.length === 0) return present;
  const emails = [...new Set(candidates.map((c) => c.email).filter((e): e is string => Boolean(e)))];
  const phones = [...new Set(candidates.map((c) => c.phone).filter((p): p is string => Boolean(p)))];
  const ids = candidates.map((c) => c.id);

  const same: SQL[] = [inArray(applications.importedFromApplicationId, ids)];
  if (emails.length) same.push(inArray(applications.email, emails));
  if (phones.length) same.push(inArray(applications.phone, phones));
  // Served by the (posting, email), (posting, phone) and (source, posting) indexes.
  const found = await db
    .select({ email: applications.email, phone: applications.phone, sourceId: applications.importedFromApplicationId })
    .from(applications)
    .where(and(eq(applications.postingId, targetId), or(...same)));

  const source = alias(applications, 'source');
  const awaiting = await db
    .select({ email: source.email, phone: source.phone, sourceId: applications.importedFromApplicationId })
    .from(applications)
    .innerJoin(source, eq(source.id, applications.importedFromApplicationId))
    .where(and(eq(applications.postingId, targetId), ne(applications.analysisState, 'done')));

  for (const row of [...found, ...awaiting]) {
    if (row.email) present.emails.add(row.email);
    if (row.phone) present.phones.add(row.phone);
    if (row.sourceId !== null) present.sourceIds.add(row.sourceId);
  }
  return present;
}

export const isPresent = (present: Present, c: Candidate) =>
  present.sourceIds.has(c.id) ||
  (c.email !== null && present.emails.has(c.email)) ||
  (c.phone !== null && present.phones.has(c.phone));

/** A candidate to import with the storage key of its copied CV. */
export interface Copied {
  candidate: Candidate;
  storageKey: string;
}

export interface Inserted {
  applicationId: number;
  cvFileId: number;
  storageKey: string;
  sourceId: number;
}

/**
 * Runs `choose` and inserts what it returns in one transaction, under the target posting's lock (the one
 * uploads and analyses take): the check of who is already there and of the room left, and the insert, see
 * the same applicants. `choose` gets the applicants the posting holds now.
 */
export async function insertImported(
  db: Db,
  target: { id: number; companyId: number },
  options: { notes: boolean; marks: boolean },
  choose: (tx: Db, received: number) => Promise<Copied[]>,
): Promise<Inserted[]> {
  return db.transaction(async (tx) => {
    await lockPosting(tx, target.id);
    const [posting] = await tx
      .select({ received: jobPostings.receivedCount })
      .from(jobPostings)
      .where(eq(jobPostings.id, target.id));
    const chosen = await choose(tx, posting?.received ?? 0);
    if (chosen.length === 0) return [];

    const files = await tx
      .insert(cvFiles)
      .values(
        chosen.map(({ candidate: c, storageKey }) => ({
          companyId: target.companyId,
          postingId: target.id,
          storageKey,
          originalName: c.originalName,
          kind: c.kind,
          sizeBytes: c.sizeBytes,
          sha256: c.sha256,
        })),
      )
      .returning({ id: cvFiles.id, storageKey: cvFiles.storageKey });
    const fileIds = new Map(files.map((f) => [f.storageKey, f.id]));

    const rows = await tx
      .insert(applications)
      .values(
        chosen.map(({ candidate: c, storageKey }) => ({
          companyId: target.companyId,
          postingId: target.id,
          cvFileId: fileIds.get(storageKey)!,
          notes: options.notes ? c.notes : null,
          markId: options.marks ? c.markId : null,
          importedFromApplicationId: c.id,
        })),
      )
      .returning({ id: applications.id, cvFileId: applications.cvFileId, sourceId: applications.importedFromApplicationId });
    const keys = new Map(files.map((f) => [f.id, f.storageKey]));
    return rows.map((r) => ({ applicationId: r.id, cvFileId: r.cvFileId, storageKey: keys.get(r.cvFileId)!, sourceId: r.sourceId! }));
  });
}

/** Undoes insertImported when the analyses could not be queued. */
export async function deleteImported(db: Db, inserted: Inserted[]) {
  if (inserted.length === 0) return;
  await db.transaction(async (tx) => {
    await tx.delete(applications).where(inArray(applications.id, inserted.map((i) => i.applicationId)));
    await tx.delete(cvFiles).where(inArray(cvFiles.id, inserted.map((i) => i.cvFileId)));
  });
}
