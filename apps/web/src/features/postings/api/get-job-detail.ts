import { queryOptions, useQuery } from '@tanstack/react-query';
import { jobDetailCall } from '@postula/contract/postings';
import { apiCall } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `id` as it comes in the path; the contract refuses anything that is not a positive integer. */
export function getJobDetail(id: string) {
  return apiCall(jobDetailCall, { params: { id } });
}

export const jobDetailQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.postings.detail(id), queryFn: () => getJobDetail(id) });

export function useJobDetail(id: string) {
  return useQuery(jobDetailQueryOptions(id));
}
