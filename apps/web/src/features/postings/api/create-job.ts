import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createJobCall, type CreateJobRequest } from '@postula/contract/postings';
import { apiCall } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function createJob(body: CreateJobRequest) {
  return apiCall(createJobCall, { body });
}

export function useCreateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createJob,
    // Every query of job-posting data is keyed under 'jobsearch' (the dashboard's list among them).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.postings.all }),
  });
}
