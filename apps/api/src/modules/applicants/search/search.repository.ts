import { and, desc, eq, inArray, isNull, lte, sql, sum, type SQL } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { jobPostings } from '../../postings/postings.tables';
import { applicationCounts, applications } from '../applicants.tables';
import type { TotalsCache } from './totals';
import type { Application } from '../applicants.repository';

/** Best score first (unscored last), then newest: the order of applications_posting_score_idx exactly. */
const BEST_FIRST = [sql`${applications.score} desc nulls last`, sql`${applications.id} desc nulls last`];

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
  /** Reuses a search's total counted at the posting's current version (search/totals.ts). */
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
