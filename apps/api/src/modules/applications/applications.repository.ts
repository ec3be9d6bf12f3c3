import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lt, lte, ne, or, sql, sum, type SQL } from 'drizzle-orm';
import type { AnalysisFailure, ScreeningState } from '@postula/contract/applicant';
import type { CvAnalysis } from '../../engine/engine';
import type { Db } from '../../platform/db/database';
import type { DocumentKind } from '../../platform/documents/sniff';
import { companies } from '../accounts/accounts.tables';
import { jobPostings } from '../jobsearch/jobsearch.tables';
import { applicationCounts, applications, cvFiles, serverSecrets, type ScreeningOverride } from './applications.tables';
import type { TotalsCache } from './applications.totals';

export type Application = typeof applications.$inferSelect;
export type { ScreeningOverride };
export type Posting = typeof jobPostings.$inferSelect;

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
 * nothing to do: the applicant is gone (its upload was undone), or its analysis already ended.
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

/**
 * Stores an analysis on its applicant. What the CV prints (name, e-mail, phone) is stored as read and never
 * merges, replaces or removes any other applicant (decision 017): a probable repeat is only flagged to the
 * recruiter. Idempotent: storing it again, or after the analysis ended, changes nothing.
 */
export async function storeAnalysis(db: Db, applicationId: number, cvFileId: number, analysis: CvAnalysis, engine: string): Promise<void> {
  await db
    .update(applications)
    .set({
      analysisState: 'done',
      analysisFailure: null,
      name: analysis.name,
      email: analysis.email?.toLowerCase() ?? null,
      phone: analysis.phone,
      score: analysis.score,
      summary: analysis.summary,
      summaryFacts: analysis.summaryFacts ?? null,
      cvLanguage: analysis.language,
      conditions: analysis.conditions,
      mandatoryNotMet: analysis.mandatoryNotMet,
      engine,
      analysedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(stillCurrent(applicationId, cvFileId));
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
    // Merged applicants are shown inside the one they were merged into (and the indexes leave them out).
    isNull(applications.mergedIntoId),
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

/** At most this many possible duplicates are listed per applicant; the answer says when there are more. */
export const DUPLICATES_SHOWN = 5;

export interface PossibleDuplicate {
  id: number;
  name: string | null;
  email: string | null;
  phone: string | null;
  score: number | null;
  createdAt: Date;
  cvFileId: number;
}

/**
 * Other applicants of the posting (not merged into anyone) with one of these e-mails or phones: the possible
 * repeats the recruiter is shown, never acted on (decision 017). At most DUPLICATES_SHOWN + 1 per value, so an
 * office phone shared by hundreds of CVs costs a few rows; each lookup reads the (posting, e-mail) or
 * (posting, phone) index.
 */
export async function sharingContact(db: Db, postingId: number, values: { emails: string[]; phones: string[] }): Promise<PossibleDuplicate[]> {
  if (values.emails.length === 0 && values.phones.length === 0) return [];
  const list = (items: string[]) => sql`array[${sql.join([sql`null`, ...items.map((value) => sql`${value}`)], sql`, `)}]::text[]`;
  const same = (column: 'email' | 'phone', items: string[]) => sql`
    select d.id, d.name, d.email, d.phone, d.score, d.created_at, d.cv_file_id
    from unnest(${list(items)}) as v(value)
    cross join lateral (
      select a.id, a.name, a.email, a.phone, a.score, a.created_at, a.cv_file_id from ${applications} a
      where a.posting_id = ${postingId} and a.${sql.raw(column)} = v.value and a.merged_into_id is null
      order by a.id limit ${DUPLICATES_SHOWN + 1}
    ) d`;
  // One round trip for both: the list refreshes every 5 s.
  const result = await db.execute(sql`${same('email', values.emails)} union all ${same('phone', values.phones)}`);
  type Row = { id: number; name: string | null; email: string | null; phone: string | null; score: number | null; created_at: string | Date; cv_file_id: number };
  const rows = (result as unknown as { rows: Row[] }).rows;
  const found = new Map<number, PossibleDuplicate>();
  for (const row of rows) {
    found.set(Number(row.id), {
      id: Number(row.id),
      name: row.name,
      email: row.email,
      phone: row.phone,
      score: row.score === null ? null : Number(row.score),
      createdAt: new Date(row.created_at),
      cvFileId: Number(row.cv_file_id),
    });
  }
  return [...found.values()];
}

/** The applicants merged into these ones, oldest first. */
export async function mergedInto(db: Db, ids: number[]): Promise<Application[]> {
  if (ids.length === 0) return [];
  return db.select().from(applications).where(inArray(applications.mergedIntoId, ids)).orderBy(asc(applications.id));
}

export type MergeOutcome = 'merged' | 'not_found' | 'same' | 'already_merged';

/**
 * Merges `duplicateId` (and whoever had been merged into it) into `keptId`, both of the company's posting:
 * only what the recruiter asked, under the posting's lock. Nothing is removed: the merged rows keep all they
 * hold and can be separated again.
 */
export async function merge(db: Db, companyId: number, postingId: number, keptId: number, duplicateId: number): Promise<MergeOutcome> {
  if (keptId === duplicateId) return 'same';
  return withPostingLock(db, postingId, async (tx) => {
    const rows = await tx
      .select({ id: applications.id, mergedIntoId: applications.mergedIntoId })
      .from(applications)
      .where(and(eq(applications.companyId, companyId), eq(applications.postingId, postingId), inArray(applications.id, [keptId, duplicateId])));
    if (rows.length !== 2) return 'not_found';
    if (rows.some((r) => r.mergedIntoId !== null)) return 'already_merged';
    await tx
      .update(applications)
      .set({ mergedIntoId: keptId, updatedAt: new Date() })
      .where(and(eq(applications.postingId, postingId), or(eq(applications.id, duplicateId), eq(applications.mergedIntoId, duplicateId))));
    return 'merged';
  });
}

/** Takes a merged applicant out again, back into the list; false when it is not a merged one of the posting. */
export async function separate(db: Db, companyId: number, postingId: number, applicationId: number): Promise<boolean> {
  return withPostingLock(db, postingId, async (tx) => {
    const rows = await tx
      .update(applications)
      .set({ mergedIntoId: null, updatedAt: new Date() })
      .where(
        and(
          eq(applications.companyId, companyId),
          eq(applications.postingId, postingId),
          eq(applications.id, applicationId),
          isNotNull(applications.mergedIntoId),
        ),
      )
      .returning({ id: applications.id });
    return rows.length > 0;
  });
}

/**
 * The applicant's screening columns mirror its interview, for the applicants list (spec §4 screening_estado /
 * screening_resumen). The interviews module calls it in the transaction that changes the interview.
 */
export async function mirrorScreening(
  tx: Db,
  applicationId: number,
  state: ScreeningState,
  summary?: { text: string | null; facts: unknown },
) {
  await tx
    .update(applications)
    .set({
      screeningState: state,
      ...(summary === undefined ? {} : { screeningSummary: summary.text, screeningSummaryFacts: summary.facts }),
      updatedAt: new Date(),
    })
    .where(eq(applications.id, applicationId));
}

/** Keeps the recruiter's decision to interview an applicant the AI advised against, in the interview's transaction. */
export async function recordScreeningOverride(tx: Db, applicationId: number, override: ScreeningOverride) {
  await tx.update(applications).set({ screeningOverride: override, updatedAt: new Date() }).where(eq(applications.id, applicationId));
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
