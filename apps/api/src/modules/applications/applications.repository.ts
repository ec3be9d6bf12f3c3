import { and, asc, count, desc, eq, inArray, isNull, lt, lte, ne, or, sql, sum, type SQL } from 'drizzle-orm';
import type { AnalysisFailure } from '@postula/contract/applicant';
import type { CvAnalysis } from '../../platform/ai/engine';
import type { Db } from '../../platform/db/database';
import type { DocumentKind } from '../../platform/documents/sniff';
import { companies } from '../accounts/accounts.tables';
import { jobPostings } from '../jobsearch/jobsearch.tables';
import { applicationCounts, applications, cvFiles, serverSecrets } from './applications.tables';
import type { TotalsCache } from './applications.totals';

export type Application = typeof applications.$inferSelect;
export type Posting = typeof jobPostings.$inferSelect;

/**
 * Serialises the changes to one posting's applicants (counting against its maximum, merging duplicates,
 * importing from earlier postings). Held until the transaction ends.
 */
export const lockPosting = (tx: Db, postingId: number) =>
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
 * A LIKE pattern that finds `term` anywhere in applications.search_text: lowercased and unaccented the same way,
 * then `%`, `_` and `\` escaped so what the user typed is searched for, not used as a wildcard. The escaping
 * comes after unaccent, which turns the full-width ％ ＿ ＼ into those very characters. All of it is immutable,
 * so the planner folds it into a constant and can pick the trigram index for a rare term.
 */
const LIKE_SPECIAL = String.raw`([\\%_])`;
const LIKE_ESCAPED = String.raw`\\\1`;
const containing = (term: string) =>
  sql`'%' || regexp_replace(f_unaccent(lower(${term})), ${LIKE_SPECIAL}, ${LIKE_ESCAPED}, 'g') || '%'`;

/** From this offset on, a page without text starts at its score (application_counts) instead of counting rows. */
const JUMP_OFFSET = 1000;

export interface ApplicantsFilter {
  /** Searched in name and notes; empty means no text filter. */
  text: string;
  /** Mark ids; empty means any mark or none. */
  markIds: number[];
}

/**
 * How many of the posting's applicants (with one of `markIds`, when given) have each score, best first;
 * score -1 stands for the unscored ones, who come last.
 */
function scoreCounts(db: Db, postingId: number, markIds: number[]) {
  const conditions = [eq(applicationCounts.postingId, postingId)];
  if (markIds.length) conditions.push(inArray(applicationCounts.markId, markIds));
  return db
    .select({ score: applicationCounts.score, applicants: sum(applicationCounts.applicants).mapWith(Number) })
    .from(applicationCounts)
    .where(and(...conditions))
    .groupBy(applicationCounts.score)
    .orderBy(desc(applicationCounts.score));
}

/**
 * One page of the company's applicants to one of its postings, best first, and how many match the filter.
 * Every term must appear (in any order) in the name or the notes.
 *
 * The total comes in the page's own query (one round trip; a second one only for a page past the end).
 * Without text it is a trigger-kept count: the posting's received_count, or application_counts for marks.
 * With text it counts the matches through the trigram index: exact, so it visits every match. A deep page
 * without text first finds in application_counts the score it starts at, then reads the score index from
 * there: page 2500 skips a few hundred index entries instead of 50,000 rows.
 */
export async function applicantsPage(
  db: Db,
  companyId: number,
  postingId: number,
  filter: ApplicantsFilter,
  page: { offset: number; limit: number },
  /** Reuses a search's total counted at the posting's current version (applications.totals.ts). */
  cache?: { totals: TotalsCache; version: number },
) {
  const terms = filter.text.split(/\s+/).filter(Boolean);
  const markIds = [...new Set(filter.markIds)];
  const conditions: SQL[] = [
    // The posting is the company's (the caller checked); the company keeps any other row out regardless.
    eq(applications.companyId, companyId),
    eq(applications.postingId, postingId),
  ];
  for (const term of terms) conditions.push(sql`${applications.searchText} like ${containing(term)}`);
  if (markIds.length) conditions.push(inArray(applications.markId, markIds));
  const where = and(...conditions);

  const totalKey = cache && terms.length ? { postingId, version: cache.version, terms, markIds } : undefined;
  const known = totalKey && cache?.totals.get(totalKey);
  // A scalar subquery: computed once per statement, whatever the number of rows.
  const total = terms.length
    ? known !== undefined
      ? sql`${known}`
      : sql`(select count(*) from ${applications} where ${where})`
    : markIds.length
      ? sql`(select coalesce(sum(${applicationCounts.applicants}), 0) from ${applicationCounts}
             where ${and(eq(applicationCounts.postingId, postingId), inArray(applicationCounts.markId, markIds))})`
      : sql`(select ${jobPostings.receivedCount} from ${jobPostings} where ${eq(jobPostings.id, postingId)})`;
  const select = (condition: SQL | undefined, offset: number, limit: number) =>
    db
      .select({ application: applications, total: sql`${total}::int`.mapWith(Number) })
      .from(applications)
      .where(and(where, condition))
      .orderBy(...BEST_FIRST)
      .offset(offset)
      .limit(limit);
  const answer = async (rows: Array<{ application: Application; total: number }>) => {
    let counted = rows[0]?.total;
    if (counted === undefined) {
      const [row] = await db
        .select({ total: sql`${total}::int`.mapWith(Number) })
        .from(jobPostings)
        .where(eq(jobPostings.id, postingId));
      counted = row?.total ?? 0;
    }
    if (totalKey && known === undefined) cache?.totals.set(totalKey, counted);
    return { rows: rows.map((r) => r.application), total: counted };
  };

  if (terms.length || page.offset < JUMP_OFFSET) return answer(await select(undefined, page.offset, page.limit));

  // The score the page starts at, and how many of the filtered applicants come before it.
  const scores = await scoreCounts(db, postingId, markIds);
  let before = 0;
  const start = scores.find((s) => {
    if (before + s.applicants > page.offset) return true;
    before += s.applicants;
    return false;
  });
  if (!start) return answer([]);
  if (start.score < 0) return answer(await select(isNull(applications.score), page.offset - before, page.limit));
  const rows = await select(lte(applications.score, start.score), page.offset - before, page.limit);
  // The page may run past the lowest score into the unscored applicants.
  if (rows.length < page.limit) rows.push(...(await select(isNull(applications.score), 0, page.limit - rows.length)));
  return answer(rows);
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
