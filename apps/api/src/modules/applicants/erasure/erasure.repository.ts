import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { companies } from '../../accounts/accounts.tables';
import { jobPostings } from '../../postings/postings.tables';
import { applicationCvTexts, applications, cvFiles } from '../applicants.tables';

// Erasing applicants' personal data (issue 19, decision 042): the candidate's withdrawal through their private link,
// and the company's retention period. This module alone writes applications and cv_files; the privacy module
// orchestrates, and the other modules forget what they hold of the same applicants.

/** The storage key of a withdrawn applicant's empty CV row: no file in the storage has it (it is not a storage key). */
export const ERASED_KEY_PREFIX = 'erased/';

/** The storage keys of CV files whose rows went, for the caller to remove from the storage after its commit. */
export interface Erased {
  applicationIds: number[];
  /** The posting of each of `applicationIds`, in the same order. */
  postingIds: number[];
  storageKeys: string[];
}

/**
 * The application and every copy the company imported from it into other postings (modules/imports), and theirs in
 * turn: the same person's data. Ids of `companyId` only.
 */
export async function withImportedCopies(tx: Db, companyId: number, applicationId: number): Promise<number[]> {
  const result = await tx.execute(sql`
    with recursive copies(id) as (
      select ${applications.id} from ${applications} where ${applications.id} = ${applicationId} and ${applications.companyId} = ${companyId}
      union
      select a.id from ${applications} a join copies c on a.imported_from_application_id = c.id where a.company_id = ${companyId}
    )
    select id from copies`);
  return (result as unknown as { rows: Array<{ id: number }> }).rows.map((row) => Number(row.id));
}

/**
 * Withdraws applicants (the candidate deleted the application): each row stays, with its posting, stage and dates, so
 * the recruiter sees that someone withdrew, and loses everything personal — name, contact, notes, mark, analysis,
 * interview mirror, CV text and words. Its CV file row is swapped for an empty one (no name, size or hash, and no
 * file), so an analysis still under way for the old file finds it is no longer the applicant's and stores nothing.
 * Applicants merged into a withdrawn one come back to the list on their own.
 */
export async function withdraw(tx: Db, ids: number[]): Promise<Erased> {
  if (ids.length === 0) return { applicationIds: [], postingIds: [], storageKeys: [] };
  const current = await tx
    .select({ id: applications.id, companyId: applications.companyId, postingId: applications.postingId, cvFileId: applications.cvFileId, storageKey: cvFiles.storageKey })
    .from(applications)
    .innerJoin(cvFiles, eq(cvFiles.id, applications.cvFileId))
    .where(and(inArray(applications.id, ids), isNull(applications.withdrawnAt)))
    .for('update', { of: applications });
  for (const row of current) {
    const [empty] = await tx
      .insert(cvFiles)
      .values({ companyId: row.companyId, postingId: row.postingId, storageKey: `${ERASED_KEY_PREFIX}${randomUUID()}`, originalName: '', kind: 'pdf', sizeBytes: 0, sha256: '' })
      .returning({ id: cvFiles.id });
    await tx
      .update(applications)
      .set({
        cvFileId: empty!.id,
        withdrawnAt: new Date(),
        analysisState: 'done',
        analysisFailure: null,
        analysisLeaseUntil: null,
        rescoring: false,
        name: null,
        email: null,
        phone: null,
        score: null,
        summary: null,
        summaryFacts: null,
        cvLanguage: null,
        conditions: [],
        mandatoryNotMet: false,
        mandatoryMet: false,
        relevance: null,
        notes: null,
        markId: null,
        screeningState: null,
        screeningSummary: null,
        screeningSummaryFacts: null,
        screeningOverride: null,
        mergedIntoId: null,
        cvSearch: null,
        consentVersion: null,
        consentAt: null,
        updatedAt: new Date(),
      })
      .where(eq(applications.id, row.id));
    await tx.delete(cvFiles).where(eq(cvFiles.id, row.cvFileId));
  }
  const withdrawn = current.map((row) => row.id);
  if (withdrawn.length > 0) {
    await tx.update(applications).set({ mergedIntoId: null, updatedAt: new Date() }).where(inArray(applications.mergedIntoId, withdrawn));
    await tx.delete(applicationCvTexts).where(inArray(applicationCvTexts.applicationId, withdrawn));
  }
  return { applicationIds: withdrawn, postingIds: current.map((row) => row.postingId), storageKeys: current.map((row) => row.storageKey) };
}

/**
 * The next `limit` applicants of a posting, for retention to delete them whole (their rows, CV file rows, texts,
 * words and, by the foreign keys, their interviews, e-mails listed and history).
 */
export async function nextOfPosting(tx: Db, postingId: number, limit: number): Promise<number[]> {
  const rows = await tx
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.postingId, postingId))
    .orderBy(asc(applications.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Deletes the applicants `ids` and their CV file rows (retention). */
export async function deleteWhole(tx: Db, ids: number[]): Promise<Erased> {
  if (ids.length === 0) return { applicationIds: [], postingIds: [], storageKeys: [] };
  // Under the lock uploads and imports take on the posting (intake.repository.ts), as a posting's deletion does.
  const postings = await tx.selectDistinct({ id: applications.postingId }).from(applications).where(inArray(applications.id, ids));
  for (const { id } of postings) await tx.execute(sql`select pg_advisory_xact_lock(hashtext('applications'), ${id})`);
  const files = await tx
    .select({ id: cvFiles.id, storageKey: cvFiles.storageKey })
    .from(applications)
    .innerJoin(cvFiles, eq(cvFiles.id, applications.cvFileId))
    .where(inArray(applications.id, ids));
  // Applicants of other postings imported from these ones keep their own copies; they lose only the link back.
  await tx.update(applications).set({ importedFromApplicationId: null }).where(inArray(applications.importedFromApplicationId, ids));
  const deleted = await tx.delete(applications).where(inArray(applications.id, ids)).returning({ id: applications.id, postingId: applications.postingId });
  if (files.length > 0) await tx.delete(cvFiles).where(inArray(cvFiles.id, files.map((f) => f.id)));
  return { applicationIds: deleted.map((row) => row.id), postingIds: deleted.map((row) => row.postingId), storageKeys: files.filter((f) => !f.storageKey.startsWith(ERASED_KEY_PREFIX)).map((f) => f.storageKey) };
}

/** What the candidate's private link shows of one application: the applicant, its CV file, posting and company's name. */
export async function findForCandidate(db: Db, applicationId: number) {
  const [row] = await db
    .select({ application: applications, cvFile: cvFiles, posting: jobPostings, companyName: companies.name })
    .from(applications)
    .innerJoin(cvFiles, eq(cvFiles.id, applications.cvFileId))
    .innerJoin(jobPostings, eq(jobPostings.id, applications.postingId))
    .innerJoin(companies, eq(companies.id, applications.companyId))
    .where(and(eq(applications.id, applicationId), isNull(applications.withdrawnAt)));
  return row ?? null;
}
