import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import type { DocumentKind } from '../../../platform/documents/sniff';
import { companies } from '../../accounts/accounts.tables';
import { applications, cvFiles } from '../../applicants/applicants.tables';
import { jobPostings } from '../../postings/postings.tables';

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
  score: number;
  notes: string | null;
  markId: number | null;
  storageKey: string;
  originalName: string;
  kind: DocumentKind;
  sha256: string;
}

/**
 * A slice of the scored applicants of the source postings together: best score first, then newest. Only
 * analyses that ended with a score count, and only applicants in the list (one merged into another is
 * represented by that one); the caller pages through until it has enough.
 */
export async function scoredApplicants(db: Db, companyId: number, postingIds: number[], offset: number, limit: number) {
  const rows = await db
    .select({
      id: applications.id,
      score: applications.score,
      notes: applications.notes,
      markId: applications.markId,
      storageKey: cvFiles.storageKey,
      originalName: cvFiles.originalName,
      kind: cvFiles.kind,
      sha256: cvFiles.sha256,
    })
    .from(applications)
    .innerJoin(cvFiles, eq(cvFiles.id, applications.cvFileId))
    .where(
      and(
        eq(applications.companyId, companyId),
        inArray(applications.postingId, postingIds),
        isNull(applications.mergedIntoId),
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

/** What the target posting already holds of the candidates: their source applicants and their very files. */
export interface Present {
  sourceIds: Set<number>;
  sha256s: Set<string>;
}

/**
 * Which of the candidates the target posting already holds: one imported from the same source applicant, or
 * a CV with exactly the same bytes. Never by the e-mail or phone a CV prints (decision 017): that is unverified
 * text, and matching on it would let a forged CV keep a real applicant out.
 */
export async function presentInTarget(db: Db, targetId: number, candidates: Candidate[]): Promise<Present> {
  const present: Present = { sourceIds: new Set(), sha256s: new Set() };
  if (candidates.length === 0) return present;
  // The (source, posting) unique index.
  const imported = await db
    .select({ sourceId: applications.importedFromApplicationId })
    .from(applications)
    .where(and(eq(applications.postingId, targetId), inArray(applications.importedFromApplicationId, candidates.map((c) => c.id))));
  // cv_files_posting_idx, then the few files of the posting with these hashes.
  const files = await db
    .select({ sha256: cvFiles.sha256 })
    .from(cvFiles)
    .where(and(eq(cvFiles.postingId, targetId), inArray(cvFiles.sha256, [...new Set(candidates.map((c) => c.sha256))])));
  for (const row of imported) if (row.sourceId !== null) present.sourceIds.add(row.sourceId);
  for (const row of files) present.sha256s.add(row.sha256);
  return present;
}

export const isPresent = (present: Present, c: Candidate) => present.sourceIds.has(c.id) || present.sha256s.has(c.sha256);
