import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  closeJobCall,
  deleteJobCall,
  duplicateJobCall,
  reopenJobCall,
  updateJobCall,
  type CreateJobRequest,
} from '@postula/contract/postings';
import { apiCall } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

// A published posting's management (decision 035): each one refreshes every query of posting data after it.

function useJobMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.postings.all }) });
}

export const useUpdateJob = (id: number) =>
  useJobMutation((body: CreateJobRequest) => apiCall(updateJobCall, { params: { id }, body }));

export const useCloseJob = (id: number) => useJobMutation(() => apiCall(closeJobCall, { params: { id } }));

export const useReopenJob = (id: number) =>
  useJobMutation((validUntil: string | undefined) =>
    apiCall(reopenJobCall, { params: { id }, body: validUntil ? { valido_hasta: validUntil } : {} }),
  );

export const useDuplicateJob = (id: number) => useJobMutation(() => apiCall(duplicateJobCall, { params: { id } }));

export function useDeleteJob(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall(deleteJobCall, { params: { id } }),
    onSuccess: () => {
      // Its detail would answer 404 now: dropped, not asked again.
      queryClient.removeQueries({ queryKey: queryKeys.postings.detail(id) });
      queryClient.removeQueries({ queryKey: queryKeys.applicants.all(id) });
      return queryClient.invalidateQueries({ queryKey: queryKeys.postings.list });
    },
  });
}
