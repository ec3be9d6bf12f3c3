import { queryOptions, useQuery } from '@tanstack/react-query';
import { jobDetailCall } from '@postula/contract/postings';
import { apiCall } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** While a re-score runs, the posting's screens ask for its progress this often (decision 035). */
export const RESCORE_REFRESH_MS = 2000;

/** `id` as it comes in the path; the contract refuses anything that is not a positive integer. */
export function getJobDetail(id: string, options: { quiet?: boolean; signal?: AbortSignal } = {}) {
  return apiCall(jobDetailCall, { params: { id }, ...options });
}

export const jobDetailQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.postings.detail(id),
    // A detail already on the screen refreshes in the background, without the loading overlay.
    queryFn: ({ client, queryKey, signal }) => getJobDetail(id, { quiet: client.getQueryData(queryKey) !== undefined, signal }),
    refetchInterval: (query) => (query.state.data?.recalificacion ? RESCORE_REFRESH_MS : false),
  });

export function useJobDetail(id: string) {
  return useQuery(jobDetailQueryOptions(id));
}
