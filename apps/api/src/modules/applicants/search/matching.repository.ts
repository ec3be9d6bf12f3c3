import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { marks } from '../../marks/marks.tables';
import { stages } from '../../stages/stages.tables';
import { applications } from '../applicants.tables';
import { filterConditions, type ApplicantsFilter } from './filter.repository';

/**
 * "Every applicant matching the filter" for the bulk calls (issue 18, decision 040): the ids the list's filter
 * matches, read with the page's own conditions (filterConditions), so a bulk action changes exactly the
 * applicants the recruiter was paging through.
 */

/** The filter matches more applicants than one call may change: nothing was read for change, nothing changed. */
export class TooManyMatches extends Error {
  constructor(
    readonly max: number,
    readonly matches: number,
  ) {
    super(`the filter matches ${matches} applicants, more than ${max}`);
    this.name = 'TooManyMatches';
  }
}

/**
 * The ids of the company's applicants to the posting (the caller checked it is the company's) that the filter
 * matches, lowest id first. More than `max` throws TooManyMatches with how many there are (counted only then).
 * `lock` takes them FOR UPDATE, in the caller's transaction, so the change that follows acts on the rows read; in
 * id order, so two bulk changes of one posting lock in the same order and never deadlock.
 */
export async function matchingIds(
  db: Db,
  companyId: number,
  postingId: number,
  filter: ApplicantsFilter,
  options: { max: number; lock?: boolean },
): Promise<number[]> {
  const where = and(...filterConditions(companyId, postingId, filter));
  const query = db.select({ id: applications.id }).from(applications).where(where).orderBy(asc(applications.id)).limit(options.max + 1);
  const rows = options.lock ? await query.for('update') : await query;
  if (rows.length > options.max) {
    const [counted] = await db.select({ matches: count() }).from(applications).where(where);
    throw new TooManyMatches(options.max, counted?.matches ?? rows.length);
  }
  return rows.map((r) => r.id);
}

/** Whether every stage and mark the filter names is the company's (another company's is refused, never matched). */
export async function namesOnlyOwn(db: Db, companyId: number, filter: ApplicantsFilter): Promise<boolean> {
  const stageIds = [...new Set(filter.stageIds ?? [])];
  const markIds = [...new Set(filter.markIds)];
  const [ownStages, ownMarks] = await Promise.all([
    stageIds.length
      ? db.select({ id: stages.id }).from(stages).where(and(eq(stages.companyId, companyId), inArray(stages.id, stageIds)))
      : [],
    markIds.length ? db.select({ id: marks.id }).from(marks).where(and(eq(marks.companyId, companyId), inArray(marks.id, markIds))) : [],
  ]);
  return ownStages.length === stageIds.length && ownMarks.length === markIds.length;
}
