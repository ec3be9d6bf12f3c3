import { queryOptions, useQuery } from '@tanstack/react-query';
import { jobListCall } from '@postula/contract/postings';
import { apiCall } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { RESCORE_REFRESH_MS } from './get-job-detail';

export function getJobs(options: { quiet?: boolean; signal?: AbortSignal } = {}) {
  return apiCall(jobListCall, options);
}

// Keys of job-posting data start with 'jobsearch': creating a posting invalidates that prefix. While a
// posting's applicants are scored again, the list asks again quietly to show the progress (decision 035).
export const jobsQueryOptions = queryOptions({
  queryKey: queryKeys.postings.list,
  queryFn: ({ client, queryKey, signal }) => getJobs({ quiet: client.getQueryData(queryKey) !== undefined, signal }),
  refetchInterval: (query) => (query.state.data?.avisos.some((a) => a.recalificacion) ? RESCORE_REFRESH_MS : false),
});

export function useJobs() {
  return useQuery(jobsQueryOptions);
}
