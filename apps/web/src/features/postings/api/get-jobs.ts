import { queryOptions, useQuery } from '@tanstack/react-query';
import { jobListCall } from '@postula/contract/postings';
import { apiCall } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function getJobs() {
  return apiCall(jobListCall, {});
}

// Keys of job-posting data start with 'jobsearch': creating a posting invalidates that prefix.
export const jobsQueryOptions = queryOptions({ queryKey: queryKeys.postings.list, queryFn: getJobs });

export function useJobs() {
  return useQuery(jobsQueryOptions);
}
