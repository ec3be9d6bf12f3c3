import type { ApplicantsFilterRequest } from '@postula/contract/applicants';
import type { Db } from '../../../platform/db/database';
import { AppError, notFound } from '../../../platform/http/app-error';
import type { Session } from '../../../platform/http/router';
import type { ApplicantsFilter } from './filter.repository';
import { matchingIds, namesOnlyOwn, TooManyMatches } from './matching.repository';
import { filterOf } from './search.usecases';

export { TooManyMatches } from './matching.repository';

/**
 * The list's filter a bulk call sent (the stage, mark and e-mail calls), read as the page reads it. A stage or
 * mark of another company in it answers 404, like any other foreign id, rather than quietly matching nobody.
 */
export async function bulkFilter(db: Db, session: Session, filtro: ApplicantsFilterRequest): Promise<ApplicantsFilter> {
  const filter = filterOf(filtro);
  if (!(await namesOnlyOwn(db, session.companyId, filter))) throw notFound();
  return filter;
}

/** A filter matching more applicants than the call may change: 422 `bulk_too_many`, saying how many and the limit. */
export async function refusingTooMany<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof TooManyMatches) {
      throw new AppError('bulk_too_many', 422, { field: 'filtro', params: { count: error.matches, max: error.max }, cause: error });
    }
    throw error;
  }
}

/** The ids of the posting's applicants (the caller checked the posting) the filter matches; more than `max` is a 422. */
export async function matchingApplicantIds(db: Db, session: Session, postingId: number, filter: ApplicantsFilter, max: number): Promise<number[]> {
  return refusingTooMany(() => matchingIds(db, session.companyId, postingId, filter, { max }));
}
