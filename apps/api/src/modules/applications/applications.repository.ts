import { and, asc, count, eq, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnalysisFailure } from '@postula/contract/applicant';
import type { CvAnalysis } from '../../platform/ai/engine';
import type { Db } from '../../platform/db/database';
import type { DocumentKind } from '../../platform/documents/sniff';
import { companies } from '../accounts/accounts.tables';
import { jobPostings } from '../jobsearch/jobsearch.tables';
import { applications, cvFiles, serverSecrets } from './applications.tables';

export type Application = typeof applications.$inferSelect;
export type Posting = typeof jobPostings.$inferSelect;

/** Serialises the changes to one posting's applicants (counting against its maximum, merging duplicates). */
const lockPosting = (tx: Db, postingId: number) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext('applications'), ${postingId})`);

/** The applicants a posting holds (job_postings.received_count, kept by a trigger). */
async function receivedCount(db: Db, postingId: number): Promise<number> {
  const [row] = await db.select({ received: jobPostings.receivedCount }).from(jobPostings).where(eq(jobPostings.id, postingId));
  return row?.received ?? 0;
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

export interface NewUpload {
  posting: Posting;
  storageKey: string;
  originalName: string;
  kind: DocumentKind;
  sizeBytes: number;
  sha256: string;
}

/**
 * Records a stored CV and its applicant, unless the posting is full: the count and the insert happen under
 * the posting's lock, so concurrent uploads cannot push it past its maximum.
 */
export async function insertUpload(db: Db, upload: NewUpload, isOpen: (received: number) => boolean) {
  return db.transaction(async (tx) => {
    await lockPosting(tx, upload.posting.id);
    if (!isOpen(await receivedCount(tx, upload.posting.id))) return null;
    const { posting, ...file } = upload;
    const [cvFile] = await tx
      .insert(cvFiles)
      .values({ ...file, companyId: posting.companyId, postingId: posting.id })
      .returning({ id: cvFiles.id });
    const [application] = await tx
      .insert(applications)
      .values({ companyId: posting.companyId, postingId: posting.id, cvFileId: cvFile!.id })
      .returning({ id: applications.id, cvFileId: applications.cvFileId });
    return application!;
  });
}

/** Undoes insertUpload when its analysis could not be queued. */
export async function deleteUpload(db: Db, applicationId: number, cvFileId: number) {
  await db.transaction(async (tx) => {
    await tx.delete(applications).where(eq(applications.id, applicationId));
    await tx.delete(cvFiles).where(eq(cvFiles.id, cvFileId));
  });
}

/** Everything the analysis of one applicant needs. */
export async function findForAnalysis(db: Db, applicationId: number) {
  const [row] = await db
    .select({ application: applications, cvFile: cvFiles, posting: jobPostings })
    .from(applications)
    .innerJoin(cvFiles, eq(cvFiles.id, applications.cvFileId))
    .innerJoin(jobPostings, eq(jobPostings.id, applications.postingId))
    .where(eq(applications.id, applicationId));
  return row ?? null;
}

/**
 * Claims the analysis of this CV: moves it to `processing` and counts the attempt. Null when there is
 * nothing to do: the applicant is gone (merged), its CV was replaced, or its analysis already ended.
 */
export async function startAnalysis(db: Db, applicationId: number, cvFileId: number) {
  const [row] = await db
    .update(applications)
    .set({
      analysisState: 'processing',
      analysisAttempts: sql`${applications.analysisAttempts} + 1`,
      analysisStartedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(applications.id, applicationId),
        eq(applications.cvFileId, cvFileId),
        inArray(applications.analysisState, ['pending', 'processing']),
      ),
    )
    .returning({ attempts: applications.analysisAttempts });
  return row ?? null;
}

const stillCurrent = (applicationId: number, cvFileId: number) =>
  and(eq(applications.id, applicationId), eq(applications.cvFileId, cvFileId), ne(applications.analysisState, 'done'));

export async function storeFailure(db: Db, applicationId: number, cvFileId: number, reason: AnalysisFailure) {
  await db
    .update(applications)
    .set({ analysisState: 'failed', analysisFailure: reason, analysedAt: new Date(), updatedAt: new Date() })
    .where(stillCurrent(applicationId, cvFileId));
}

export interface StoredAnalysis {
  /** Storage keys of CVs replaced by a newer one from the same person: the caller removes the bytes. */
  replacedStorageKeys: string[];
  /** The applicant that holds the analysis now (an earlier one of the same person, when there was one). */
  applicationId: number | null;
}

/**
 * Stores an analysis. When the same person (same e-mail or phone) already applied to the posting, the
 * applicants become one: the earliest keeps its id, notes, mark and screening, and takes the newest CV
 * and its analysis; the others are removed with their older CVs. Idempotent: storing the same analysis
 * twice, or for a CV that was replaced meanwhile, changes nothing.
 */
export async function storeAnalysis(
  db: Db,
  applicationId: number,
  cvFileId: number,
  analysis: CvAnalysis,
  engine: string,
): Promise<StoredAnalysis> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(applications).where(stillCurrent(applicationId, cvFileId));
    if (!current) return { replacedStorageKeys: [], applicationId: null };
    await lockPosting(tx, current.postingId);

    const analysed = {
      analysisState: 'done' as const,
      analysisFailure: null,
      name: analysis.name,
      email: analysis.email?.toLowerCase() ?? null,
      phone: analysis.phone,
      score: analysis.score,
      summary: analysis.summary,
      cvLanguage: analysis.language,
      conditions: analysis.conditions,
      mandatoryNotMet: analysis.mandatoryNotMet,
      engine,
      analysedAt: new Date(),
      updatedAt: new Date(),
    };
    const sameContact: SQL[] = [];
    if (analysed.email) sameContact.push(eq(applications.email, analysed.email));
    if (analysed.phone) sameContact.push(eq(applications.phone, analysed.phone));
    const others = sameContact.length
      ? await tx
          .select()
          .from(applications)
          .where(and(eq(applications.postingId, current.postingId), ne(applications.id, current.id), or(...sameContact)))
      : [];

    if (others.length === 0) {
      await tx.update(applications).set(analysed).where(eq(applications.id, current.id));
      return { replacedStorageKeys: [], applicationId: current.id };
    }

    // Ids grow with upload time: the highest id holds the newest CV.
    const group = [current, ...others].sort((a, b) => a.id - b.id);
    const keeper = group[0]!;
    const newest = group[group.length - 1]!;
    // Only analysed applicants have contact data, so every other one of the group has ended its analysis.
    const newestAnalysis = newest.id === current.id ? analysed : pickAnalysis(newest);
    const newestCvFileId = newest.cvFileId;
    const notes = group
      .map((a) => a.notes?.trim())
      .filter((n): n is string => Boolean(n))
      .join('\n\n');

    const removed = group.filter((a) => a.id !== keeper.id);
    if (removed.length) await tx.delete(applications).where(inArray(applications.id, removed.map((a) => a.id)));
    await tx
      .update(applications)
      .set({
        ...newestAnalysis,
        cvFileId: newestCvFileId,
        notes: notes || null,
        markId: keeper.markId ?? removed.find((a) => a.markId !== null)?.markId ?? null,
      })
      .where(eq(applications.id, keeper.id));

    const oldFileIds = group.map((a) => a.cvFileId).filter((id) => id !== newestCvFileId);
    const oldFiles = oldFileIds.length
      ? await tx.delete(cvFiles).where(inArray(cvFiles.id, oldFileIds)).returning({ key: cvFiles.storageKey })
      : [];
    return { replacedStorageKeys: oldFiles.map((f) => f.key), applicationId: keeper.id };
  });
}

function pickAnalysis(a: Application) {
  return {
    analysisState: a.analysisState,
    analysisFailure: a.analysisFailure,
    analysisStartedAt: a.analysisStartedAt,
    name: a.name,
    email: a.email,
    phone: a.phone,
    score: a.score,
    summary: a.summary,
    cvLanguage: a.cvLanguage,
    conditions: a.conditions,
    mandatoryNotMet: a.mandatoryNotMet,
    engine: a.engine,
    analysedAt: a.analysedAt,
    updatedAt: new Date(),
  };
}

/**
 * Analyses claimed by a worker and not finished since `before`. Pending ones are not listed: each has its
 * job in the queue from the moment its upload was accepted.
 */
export async function findUnfinished(db: Db, before: Date) {
  return db
    .select({ id: applications.id, cvFileId: applications.cvFileId, attempts: applications.analysisAttempts })
    .from(applications)
    .where(and(eq(applications.analysisState, 'processing'), lt(applications.updatedAt, before)))
    .orderBy(asc(applications.id));
}

/** Applicants, of any posting, whose analysis has not ended. */
export async function countUnfinishedAnalyses(db: Db): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(applications)
    .where(inArray(applications.analysisState, ['pending', 'processing']));
  return row?.total ?? 0;
}

/** Best score first (unscored last), then newest: the order of applications_posting_score_idx exactly. */
const BEST_FIRST = [sql`${applications.score} desc nulls last`, sql`${applications.id} desc nulls last`];

export async function updateNotes(db: Db, applicationId: number, notes: string | null) {
  await db.update(applications).set({ notes, updatedAt: new Date() }).where(eq(applications.id, applicationId));
}

/**
 * What the search matches: name and notes, lowercased and without accents. The expression is the one of
 * applications_search_trgm_idx (migration 0004) character for character, or the index is not used.
 */
const searchable = sql`f_unaccent(lower(coalesce(${applications.name}, '') || ' ' || coalesce(${applications.notes}, '')))`;

/** `%`, `_` and `\` typed by the user are searched for, not used as LIKE wildcards. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface ApplicantsFilter {
  /** Searched in name and notes; empty means no text filter. */
  text: string;
  /** Mark ids; empty means any mark or none. */
  markIds: number[];
}

/**
 * One page of the company's applicants to one of its postings, best first, and how many match the filter.
 * Every term must appear (in any order) in the name or the notes.
 */
export async function applicantsPage(
  db: Db,
  companyId: number,
  postingId: number,
  filter: ApplicantsFilter,
  page: { offset: number; limit: number },
) {
  const conditions: SQL[] = [eq(applications.companyId, companyId), eq(applications.postingId, postingId)];
  for (const term of filter.text.split(/\s+/).filter(Boolean)) {
    conditions.push(sql`${searchable} like f_unaccent(lower(${`%${escapeLike(term)}%`}))`);
  }
  if (filter.markIds.length) conditions.push(inArray(applications.markId, filter.markIds));
  const where = and(...conditions);
  const unfiltered = !filter.text.trim() && filter.markIds.length === 0;
  const [rows, total] = await Promise.all([
    db
      .select({ application: applications })
      .from(applications)
      .where(where)
      .orderBy(...BEST_FIRST)
      .offset(page.offset)
      .limit(page.limit),
    unfiltered
      ? receivedCount(db, postingId)
      : db
          .select({ total: count() })
          .from(applications)
          .where(where)
          .then(([counted]) => counted?.total ?? 0),
  ]);
  return { rows: rows.map((r) => r.application), total };
}

/** The company's applicant to its posting; null for another company's, another posting's, or none. */
export async function findApplicant(db: Db, companyId: number, postingId: number, applicationId: number) {
  const [row] = await db
    .select()
    .from(applications)
    .where(
      and(eq(applications.companyId, companyId), eq(applications.postingId, postingId), eq(applications.id, applicationId)),
    );
  return row ?? null;
}

/** Sets the notes or the mark of one of the company's applicants; false when there is no such applicant. */
export async function updateReview(
  db: Db,
  companyId: number,
  applicationId: number,
  changes: { notes: string | null } | { markId: number | null },
): Promise<boolean> {
  const rows = await db
    .update(applications)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(applications.companyId, companyId), eq(applications.id, applicationId)))
    .returning({ id: applications.id });
  return rows.length > 0;
}

/** The applicant's current CV file, for the signed download link. */
export async function findCurrentCv(db: Db, applicationId: number) {
  const [row] = await db
    .select({ companyId: applications.companyId, cvFile: cvFiles })
    .from(applications)
    .innerJoin(cvFiles, eq(cvFiles.id, applications.cvFileId))
    .where(eq(applications.id, applicationId));
  return row ?? null;
}

/** The stored secret of that name, created with `generate()` by the first process that asks. */
export async function serverSecret(db: Db, name: string, generate: () => string): Promise<string> {
  await db.insert(serverSecrets).values({ name, value: generate() }).onConflictDoNothing();
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, name));
  return row!.value;
}
