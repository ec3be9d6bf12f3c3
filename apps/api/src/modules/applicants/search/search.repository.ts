import { and, count, desc, eq, getTableColumns, gte, inArray, isNull, lte, sql, sum, type SQL } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { jobPostings } from '../../postings/postings.tables';
import { applicantSearch, applicationCounts, applications, applicationCvTexts } from '../applicants.tables';
import type { TotalsCache } from './totals';
import type { Application } from '../applicants.repository';
import { byMandatory, filterConditions, narrowsMore, statesOf, termsOf, textOnlyMatch, totalWithoutText, type ApplicantsFilter } from './filter.repository';

/** Best score first (unscored last), then newest: the order of applications_posting_score_idx exactly. */
const BEST_FIRST = [sql`${applications.score} desc nulls last`, sql`${applications.id} desc nulls last`];

/** From this offset on, a page without text starts at its score (application_counts) instead of counting rows. */
const JUMP_OFFSET = 1000;

export type { ApplicantsFilter } from './filter.repository';

/** How the list is sorted: the order of an index each time, so a page reads its rows in index order. */
export type ApplicantsOrder = 'score' | 'date' | 'name';
const ORDERS: Record<ApplicantsOrder, SQL[]> = {
  score: BEST_FIRST,
  // applications_posting_created_idx
  date: [sql`${applications.createdAt} desc nulls last`, sql`${applications.id} desc nulls last`],
  // applications_posting_name_idx: accents and case ignored, nameless (not yet read) last
  name: [sql`f_unaccent(lower(${applications.name})) asc nulls last`, sql`${applications.id} desc nulls last`],
};

/**
 * The same orders as expressions no index provides: the planner then reads the matches through the text indexes
 * (a bitmap) and sorts them, instead of walking an order's index and testing row after row, which for a rare
 * word means testing row after row's words in applicant_search (a detoast each) to find the few that match.
 */
const ORDERS_FROM_MATCHES: Record<ApplicantsOrder, SQL[]> = {
  score: [sql`(${applications.score} + 0) desc nulls last`, sql`(${applications.id} + 0) desc nulls last`],
  date: [sql`(${applications.createdAt} + interval '0 s') desc nulls last`, sql`(${applications.id} + 0) desc nulls last`],
  name: [sql`(f_unaccent(lower(${applications.name})) || '') asc nulls last`, sql`(${applications.id} + 0) desc nulls last`],
};

/**
 * Planner settings for one text search's page, chosen by its count: walk the order's index (common words: no
 * bitmap of thousands of matches to recheck and sort), or read the matches through the text indexes (rare words:
 * no walk that tests every row's CV words). Local to the page's transaction.
 */
const WALK_THE_ORDER = sql`select set_config('enable_bitmapscan', 'off', true), set_config('enable_seqscan', 'off', true), set_config('enable_sort', 'off', true), set_config('enable_indexscan', 'on', true), set_config('jit', 'off', true)`;
const READ_MATCHES = sql`select set_config('enable_seqscan', 'off', true), set_config('jit', 'off', true)`;
/**
 * The same in applicant_search, whose score index leads with the posting: for a word in most CVs the planner would
 * rather read the whole posting through it, testing every row's words (half a second at 100,000), than the GIN
 * index's bitmap. Only bitmaps then: the page's 20 rows are read from applications through a bitmap of its key.
 */
const READ_SEARCH_MATCHES = sql`select set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true), set_config('jit', 'off', true)`;

/** Every column of an applicant but the CV's words (large, and only the search reads them). */
const { cvSearch: _words, ...listColumns } = getTableColumns(applications);
const LIST_COLUMNS = { ...listColumns, cvSearch: sql<string | null>`null` };

/**
 * How many of the posting's applicants the counters filter (marks, score range) has at each score, best first;
 * score -1 stands for the unscored ones, who come last.
 */
function scoreCounts(db: Db, postingId: number, filter: ApplicantsFilter) {
  const conditions = [eq(applicationCounts.postingId, postingId)];
  if (filter.markIds.length) conditions.push(inArray(applicationCounts.markId, filter.markIds));
  if (filter.scoreMin != null) conditions.push(gte(applicationCounts.score, filter.scoreMin));
  if (filter.scoreMax != null) conditions.push(lte(applicationCounts.score, filter.scoreMax));
  if (filter.scoreMin != null || filter.scoreMax != null) conditions.push(gte(applicationCounts.score, 0));
  return db
    .select({ score: applicationCounts.score, applicants: sum(applicationCounts.applicants).mapWith(Number) })
    .from(applicationCounts)
    .where(and(...conditions))
    .groupBy(applicationCounts.score)
    .orderBy(desc(applicationCounts.score));
}

/**
 * One page of the company's applicants to one of its postings, in `order`, and how many match the filter.
 * Every searched word must start a word of the name, the notes or the CV's text (applicant_search, decision 041).
 *
 * The total comes in the page's own query (one round trip; a second one only for a page past the end).
 * Without text it is a trigger-kept count wherever one is exact: the posting's received_count, or
 * application_counts for marks and score ranges (filter.ts says what else is counted). With text it counts
 * the matches in applicant_search through its GIN index: exact, so it visits every match, and cached by the
 * posting's version. A deep page by score with only marks and a score range first finds in application_counts
 * the score it starts at, then reads the score index from there: page 2500 skips a few hundred index entries
 * instead of 50,000 rows.
 */
export async function applicantsPage(
  db: Db,
  companyId: number,
  postingId: number,
  filter: ApplicantsFilter,
  page: { offset: number; limit: number },
  /** Reuses a total counted at the posting's current version (search/totals.ts); `received`: the posting's count. */
  cache?: { totals: TotalsCache; version: number; received?: number },
  order: ApplicantsOrder = 'score',
) {
  filter = { ...filter, markIds: [...new Set(filter.markIds)] };
  const terms = termsOf(filter.text);
  const where = and(...filterConditions(companyId, postingId, filter));

  const withoutText = terms.length ? null : totalWithoutText(postingId, filter, where);
  const counted = terms.length > 0 || Boolean(withoutText?.counts);
  const totalKey =
    cache && counted
      ? {
          postingId,
          version: cache.version,
          terms,
          markIds: filter.markIds,
          narrower: [
            filter.scoreMin ?? null,
            filter.scoreMax ?? null,
            statesOf(filter),
            Boolean(filter.mandatoryMet),
            Boolean(filter.noneUnmet),
            [...(filter.stageIds ?? [])].sort((x, y) => x - y),
          ],
        }
      : undefined;
  let known = totalKey && cache?.totals.get(totalKey);
  // A text search is counted first (or its count reused), to choose how to read its page: walking the order's
  // index finds 20 matches quickly when they are common, reading the matches and sorting them when they are rare
  // (the walk would test about (offset + limit) × received / matches rows, each against its searched words).
  let orderBy = ORDERS[order];
  let sparse = false;
  // Text alone, by score: counted, then read, in applicant_search only (decision 041).
  const matching = terms.length ? textOnlyMatch(companyId, postingId, filter) : null;
  if (matching && order === 'score') {
    return searchByScore(db, matching, page, { known, received: cache?.received, keep: (total) => totalKey && cache?.totals.set(totalKey, total) });
  }
  if (terms.length) {
    if (known === undefined) {
      const [row] = matching ? [{ total: await countMatches(db, matching) }] : await db.select({ total: count() }).from(applications).where(where);
      known = row?.total ?? 0;
      if (totalKey) cache?.totals.set(totalKey, known);
    }
    const received = cache?.received ?? known;
    sparse = known * known < (page.offset + page.limit) * received;
    if (sparse) orderBy = ORDERS_FROM_MATCHES[order];
  }
  // A scalar subquery: computed once per statement, whatever the number of rows.
  const total =
    known !== undefined
      ? sql`${known}`
      : terms.length
        ? sql`(select count(*) from ${applications} where ${where})`
        : narrowsMore(filter)
          ? withoutText!.total
          : filter.markIds.length
            ? sql`(select coalesce(sum(${applicationCounts.applicants}), 0) from ${applicationCounts}
             where ${and(eq(applicationCounts.postingId, postingId), inArray(applicationCounts.markId, filter.markIds))})`
            : sql`(select ${jobPostings.receivedCount} from ${jobPostings} where ${eq(jobPostings.id, postingId)})`;
  const select = (condition: SQL | undefined, offset: number, limit: number, on: Db = db) =>
    on
      .select({ application: LIST_COLUMNS, total: sql`${total}::int`.mapWith(Number) })
      .from(applications)
      .where(and(where, condition))
      .orderBy(...orderBy)
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

  // A stage filter reads its pages through applications_posting_stage_score_idx from the top (no score jump).
  const jumps = order === 'score' && !terms.length && !statesOf(filter).length && !byMandatory(filter) && !filter.stageIds?.length;
  if (terms.length) {
    // The planner cannot know what the count just told: held to the plan chosen above for this one query.
    const rows = await db.transaction(async (tx) => {
      await tx.execute(sparse ? READ_MATCHES : WALK_THE_ORDER);
      return select(undefined, page.offset, page.limit, tx as unknown as Db);
    });
    return answer(rows);
  }
  if (!jumps || page.offset < JUMP_OFFSET) return answer(await select(undefined, page.offset, page.limit));

  // The score the page starts at, and how many of the filtered applicants come before it.
  const scores = await scoreCounts(db, postingId, filter);
  let before = 0;
  const start = scores.find((s) => {
    if (before + s.applicants > page.offset) return true;
    before += s.applicants;
    return false;
  });
  if (!start) return answer([]);
  if (start.score < 0) return answer(await select(isNull(applications.score), page.offset - before, page.limit));
  const rows = await select(lte(applications.score, start.score), page.offset - before, page.limit);
  // The page may run past the lowest score into the unscored applicants (none when a score range is asked).
  if (rows.length < page.limit) rows.push(...(await select(isNull(applications.score), 0, page.limit - rows.length)));
  return answer(rows);
}

/**
 * A text-only search's page, best first, all of it in applicant_search and in one transaction: the matches counted
 * (unless `known`), then the page read the way the count says, the rows the GIN index finds sorted by the score
 * kept there (few matches), or applicant_search_posting_score_idx walked from the top, testing each row's words,
 * until the page is full (many matches). Only the page's rows are read from applications.
 */
async function searchByScore(
  db: Db,
  matching: SQL,
  page: { offset: number; limit: number },
  counted: { known?: number; received?: number; keep: (total: number) => void },
) {
  return db.transaction(async (tx) => {
    let total = counted.known;
    if (total === undefined) {
      // A common word is estimated at most rows: a sequential scan would then read every applicant's words.
      await tx.execute(READ_SEARCH_MATCHES);
      const [row] = await tx.select({ total: count() }).from(applicantSearch).where(matching);
      total = row?.total ?? 0;
      counted.keep(total);
    }
    // A walked row costs 8 (PGlite) to 60 (PostgreSQL) rows read through the index: its words are fetched from
    // TOAST and tested (6 against 0.75 µs, 12 against 0.2 µs, measured at 100,000 applicants).
    const sparse = total * total < (page.offset + page.limit) * (counted.received ?? total) * 16;
    if (!sparse || counted.known !== undefined) await tx.execute(sparse ? READ_SEARCH_MATCHES : WALK_THE_ORDER);
    const best = tx
      .select({
        id: sql<number>`${applicantSearch.applicationId}`.as('best_id'),
        score: sql<number | null>`${applicantSearch.score}`.as('best_score'),
      })
      .from(applicantSearch)
      .where(matching)
      .orderBy(
        ...(sparse
          ? [sql`(${applicantSearch.score} + 0) desc nulls last`, sql`(${applicantSearch.applicationId} + 0) desc nulls last`]
          : [sql`${applicantSearch.score} desc nulls last`, sql`${applicantSearch.applicationId} desc nulls last`]),
      )
      .offset(page.offset)
      .limit(page.limit)
      .as('best');
    const rows = await tx
      .select({ application: LIST_COLUMNS })
      .from(best)
      .innerJoin(applications, eq(applications.id, best.id))
      .orderBy(sql`${best.score} desc nulls last`, sql`${best.id} desc nulls last`);
    return { rows: rows.map((r) => r.application as Application), total };
  });
}

/** How many applicants a text-only search matches, counted in applicant_search through its GIN index. */
async function countMatches(db: Db, matching: SQL): Promise<number> {
  const [row] = await db.transaction(async (tx) => {
    await tx.execute(READ_SEARCH_MATCHES);
    return tx.select({ total: count() }).from(applicantSearch).where(matching);
  });
  return row?.total ?? 0;
}

/** The CV texts read for these applicants, by applicant id (absent when not read yet). */
export async function cvTextsOf(db: Db, applicationIds: number[]): Promise<Map<number, string>> {
  if (!applicationIds.length) return new Map();
  const rows = await db
    .select({ id: applicationCvTexts.applicationId, text: applicationCvTexts.text })
    .from(applicationCvTexts)
    .where(inArray(applicationCvTexts.applicationId, applicationIds));
  return new Map(rows.map((r) => [r.id, r.text]));
}
