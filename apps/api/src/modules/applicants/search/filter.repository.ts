import { and, eq, gt, gte, inArray, isNull, lte, not, sql, type SQL } from 'drizzle-orm';
import { SEARCHED_WORDS_MAX, type AnalysisStateFilter } from '@postula/contract/applicants';
import { MANDATORY_NOT_MET_MAX_SCORE } from '@postula/contract/constants';
import { applicantSearch, applicationCounts, applications } from '../applicants.tables';
import { stageCounts } from '../../stages/stages.tables';

/** What the recruiter narrows a posting's applicants by (POST /jobsearch/page, POST /jobsearch/export). */
export interface ApplicantsFilter {
  /** Words searched at the start of the name's, the notes' and the CV's words; empty means no text filter. */
  text: string;
  /** Mark ids; empty means any mark or none. */
  markIds: number[];
  /** Inclusive score bounds; either one leaves the unscored applicants out. */
  scoreMin?: number | null;
  scoreMax?: number | null;
  /** Any of these analysis states; empty means any. */
  states?: AnalysisStateFilter[];
  /** Only analysed CVs whose every mandatory condition is confirmed met (by the AI or a recruiter). */
  mandatoryMet?: boolean;
  /** Only analysed CVs with no mandatory condition known unmet: unclear ones pass. */
  noneUnmet?: boolean;
  /** Stage ids; empty or absent means every stage. */
  stageIds?: number[];
}

/**
 * A LIKE pattern that finds `term` anywhere in applications.search_text: lowercased and unaccented the same way,
 * then `%`, `_` and `\` escaped so what the user typed is searched for, not used as a wildcard. The escaping
 * comes after unaccent, which turns the full-width ％ ＿ ＼ into those very characters. All of it is immutable,
 * so the planner folds it into a constant and can pick the trigram index.
 */
const LIKE_SPECIAL = String.raw`([\\%_])`;
const LIKE_ESCAPED = String.raw`\\\1`;
const containing = (term: string) =>
  sql`'%' || regexp_replace(f_unaccent(lower(${term})), ${LIKE_SPECIAL}, ${LIKE_ESCAPED}, 'g') || '%'`;

/** The words of a searched text: runs of letters and digits (what the tsvector's parser keeps as words). */
export const wordsOf = (text: string) => text.match(/[\p{L}\p{N}]+/gu) ?? [];

/**
 * `parts` joined with `separator` by `||` as a balanced tree, `((a || s || b) || s || (c || s || d))`, not the
 * chain `a || s || b || s || c …`, which nests one operator deeper for each part. PGlite (PostgreSQL compiled to
 * WebAssembly) runs on a far smaller stack than the 2 MB max_stack_depth it reports, so PostgreSQL's depth check
 * never fires there: a few hundred nested operators overflow it, and the query answers nothing at all, or fails
 * with "bad buffer ID: 0" (issue 33: a search of 90 one-letter words, each `quote_literal(f_unaccent(lower(w))) ||
 * ':*'` chained with ' & '). PostgreSQL itself takes thousands. Balanced, the depth grows with the log of the parts.
 */
function balancedConcat(parts: SQL[], separator: SQL): SQL {
  if (parts.length === 1) return parts[0]!;
  const half = Math.ceil(parts.length / 2);
  return sql`(${balancedConcat(parts.slice(0, half), separator)}) || ${separator} || (${balancedConcat(parts.slice(half), separator)})`;
}

/**
 * A tsquery that finds every word of `words` at the start of a word of applicant_search.words ("logist" finds
 * "logística", "jos" finds "José"): `'w1':* & 'w2':*`, unaccented and lowercased like the words. Each word is
 * quoted and only letters and digits reach it, so nothing the recruiter types is read as tsquery syntax.
 */
function wordsQuery(words: string[]): SQL {
  // quote_literal doubles any quote unaccent might yield; all of it immutable, so folded into a constant.
  const query = balancedConcat(
    words.map((w) => sql`quote_literal(f_unaccent(lower(${w}))) || ':*'`),
    sql`' & '`,
  );
  return sql`to_tsquery('simple', ${query})`;
}

/** Each term the recruiter typed, split at spaces. */
export const termsOf = (text: string) => text.split(/\s+/).filter(Boolean);

/**
 * The fewest of `terms` that ask the same, in the order typed, at most `max`: a repeated term once, and none that
 * a longer one `covers` (a word that starts another searched word, a typed term inside another: whoever holds
 * the longer one holds it too). Lowercasing and unaccenting work one character at a time (unaccent's rules each
 * replace one character), so what covers as typed still covers once folded. Past `max` different ones, the rest
 * is ignored (SEARCHED_WORDS_MAX says why), but a later term that covers kept ones still takes their place.
 */
export function neededTerms(terms: string[], covers: (longer: string, shorter: string) => boolean, max = SEARCHED_WORDS_MAX): string[] {
  let kept: string[] = [];
  for (const term of terms) {
    if (kept.some((k) => covers(k, term))) continue;
    const covered = kept.filter((k) => covers(term, k));
    if (!covered.length && kept.length >= max) continue;
    kept = [...kept.filter((k) => !covered.includes(k)), term];
  }
  return kept;
}

const startsWith = (longer: string, shorter: string) => longer.startsWith(shorter);
const contains = (longer: string, shorter: string) => longer.includes(shorter);

/**
 * What a searched text asks (decision 041): every word of every term must start a word of the applicant's name,
 * notes or CV (`words`, one tsquery for all of them); a term with no letter or digit at all ("%", "_") is looked
 * for as typed inside the name or the notes (`typed`), the only thing such a term can mean. Each only as often as
 * it narrows anything, and at most SEARCHED_WORDS_MAX of each (neededTerms): "a a a …" is one word.
 */
export function textSearchOf(text: string): { words: SQL | null; typed: string[] } {
  const terms = termsOf(text);
  const words = neededTerms(terms.flatMap(wordsOf), startsWith);
  const typed = neededTerms(terms.filter((t) => !wordsOf(t).length), contains);
  return { words: words.length ? wordsQuery(words) : null, typed };
}

/** The applicant's row in applicant_search holds every searched word. */
const holdsWords = (companyId: number, postingId: number, words: SQL) =>
  sql`exists (select 1 from ${applicantSearch} where ${applicantSearch.applicationId} = ${applications.id}
    and ${applicantSearch.companyId} = ${companyId} and ${applicantSearch.postingId} = ${postingId}
    and ${applicantSearch.words} @@ ${words})`;

/**
 * The applicant_search rows a text-only search matches (no other filter: those need applications' columns), or
 * null. Narrow rows, and the GIN match on a tsvector is exact: counting them rechecks no row.
 */
export function textOnlyMatch(companyId: number, postingId: number, filter: ApplicantsFilter): SQL | null {
  const { words, typed } = textSearchOf(filter.text);
  if (!words || typed.length || filter.markIds.length || narrowsMore(filter)) return null;
  return sql`${applicantSearch.companyId} = ${companyId} and ${applicantSearch.postingId} = ${postingId}
    and ${applicantSearch.words} @@ ${words}`;
}

const STATE_VALUES: Record<AnalysisStateFilter, Array<'pending' | 'processing' | 'done' | 'failed'>> = {
  pendiente: ['pending', 'processing'],
  analizado: ['done'],
  fallido: ['failed'],
};

/** The states asked for, or none when every state is (no narrowing). */
export function statesOf(filter: ApplicantsFilter): AnalysisStateFilter[] {
  const states = [...new Set(filter.states ?? [])];
  return states.length === 3 ? [] : states.sort();
}

const hasScoreBound = (filter: ApplicantsFilter) => filter.scoreMin != null || filter.scoreMax != null;

/** Every condition of the filter on applications (company, posting and merged ones left out included). */
export function filterConditions(companyId: number, postingId: number, filter: ApplicantsFilter): SQL[] {
  const conditions: SQL[] = [
    // The posting is the company's (the caller checked); the company keeps any other row out regardless.
    eq(applications.companyId, companyId),
    eq(applications.postingId, postingId),
    // Merged applicants are shown inside the one they were merged into (and the indexes leave them out).
    isNull(applications.mergedIntoId),
  ];
  const { words, typed } = textSearchOf(filter.text);
  if (words) conditions.push(holdsWords(companyId, postingId, words));
  for (const term of typed) conditions.push(sql`${applications.searchText} like ${containing(term)}`);
  if (filter.markIds.length) conditions.push(inArray(applications.markId, filter.markIds));
  if (filter.scoreMin != null) conditions.push(gte(applications.score, filter.scoreMin));
  if (filter.scoreMax != null) conditions.push(lte(applications.score, filter.scoreMax));
  const states = statesOf(filter);
  if (states.length) conditions.push(inArray(applications.analysisState, states.flatMap((s) => STATE_VALUES[s])));
  if (filter.mandatoryMet) conditions.push(eq(applications.analysisState, 'done'), eq(applications.mandatoryMet, true));
  if (filter.noneUnmet) conditions.push(eq(applications.analysisState, 'done'), not(applications.mandatoryNotMet));
  if (filter.stageIds?.length) conditions.push(inArray(applications.stageId, filter.stageIds));
  return conditions;
}

/**
 * application_counts rows (posting, mark, score) that hold the applicants the filter matches, when counting
 * them is enough; null when it is not (a text, or a mandatory filter, which counters do not know).
 * An analysed CV always has a score and any other has none (score -1 in the counters), so the states split
 * there too, except pending from failed, which are counted (few: not ended, or unreadable).
 */
export function countersConditions(postingId: number, filter: ApplicantsFilter, scores?: SQL): SQL | undefined {
  const conditions: SQL[] = [eq(applicationCounts.postingId, postingId)];
  if (filter.markIds.length) conditions.push(inArray(applicationCounts.markId, filter.markIds));
  if (filter.scoreMin != null) conditions.push(gte(applicationCounts.score, filter.scoreMin));
  if (filter.scoreMax != null) conditions.push(lte(applicationCounts.score, filter.scoreMax));
  if (hasScoreBound(filter) || statesOf(filter).length) conditions.push(gte(applicationCounts.score, 0));
  if (scores) conditions.push(scores);
  return and(...conditions);
}

const countersSum = (condition: SQL | undefined) =>
  sql`(select coalesce(sum(${applicationCounts.applicants}), 0) from ${applicationCounts} where ${condition})`;
const exactCount = (where: SQL | undefined) => sql`(select count(*) from ${applications} where ${where})`;

/**
 * How the total of a filter without text is counted, as a scalar SQL expression, and whether any part of it
 * counts rows (then it is worth caching by the posting's version). Counters wherever they are exact:
 * - scored applicants in the score range, with the marks: application_counts;
 * - "no mandatory condition known unmet": a score above MANDATORY_NOT_MET_MAX_SCORE is one (a missed mandatory
 *   condition caps the score there, engine/score.ts), so only the scores at or below it are counted row by row;
 * - "every mandatory condition confirmed met": no score tells it (an unclear one does not cap), counted row by row;
 * - unscored applicants of some states (pending or failed): counted row by row, from the score index's tail.
 */
export function totalWithoutText(postingId: number, filter: ApplicantsFilter, where: SQL | undefined): { total: SQL; counts: boolean } {
  if (filter.stageIds?.length) {
    // Stages alone: the trigger-kept stage_counts; with anything else, counted through the stage index (cached
    // by the posting's version, which a stage change bumps).
    const alone = !filter.markIds.length && !hasScoreBound(filter) && !statesOf(filter).length && !byMandatory(filter);
    return alone
      ? {
          total: sql`(select coalesce(sum(${stageCounts.applicants}), 0) from ${stageCounts}
             where ${and(eq(stageCounts.postingId, postingId), inArray(stageCounts.stageId, filter.stageIds))})`,
          counts: false,
        }
      : { total: exactCount(where), counts: true };
  }
  const states = statesOf(filter);
  const pieces: SQL[] = [];
  let counts = false;
  const scored = !states.length || states.includes('analizado');
  if (scored) {
    if (filter.mandatoryMet) {
      // Confirmed met is no score's sign (an unclear condition does not cap): counted row by row.
      pieces.push(exactCount(where));
      counts = true;
    } else if (filter.noneUnmet) {
      pieces.push(countersSum(countersConditions(postingId, filter, gt(applicationCounts.score, MANDATORY_NOT_MET_MAX_SCORE))));
      pieces.push(exactCount(and(where, lte(applications.score, MANDATORY_NOT_MET_MAX_SCORE))));
      counts = true;
    } else {
      pieces.push(countersSum(countersConditions(postingId, filter)));
    }
  }
  const unscored = !hasScoreBound(filter) && !byMandatory(filter) && states.some((s) => s !== 'analizado');
  if (unscored) {
    pieces.push(exactCount(and(where, isNull(applications.score))));
    counts = true;
  }
  return { total: pieces.length ? sql.join(pieces, sql` + `) : sql`0`, counts };
}

/** Whether the filter keeps only analysed CVs by their mandatory conditions (either way of reading them). */
export const byMandatory = (filter: ApplicantsFilter) => Boolean(filter.mandatoryMet) || Boolean(filter.noneUnmet);

/** Whether the filter narrows anything beyond the text and the marks the page has always had. */
export const narrowsMore = (filter: ApplicantsFilter) =>
  hasScoreBound(filter) || statesOf(filter).length > 0 || byMandatory(filter) || Boolean(filter.stageIds?.length);
