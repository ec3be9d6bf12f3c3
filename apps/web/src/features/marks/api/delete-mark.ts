import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteMarkCall, markUsageCall } from '@postula/contract/marks';
import { apiCall } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** How many applicants carry a mark, for the confirmation before removing it. */
export function getMarkUsage(id: number) {
  return apiCall(markUsageCall, { params: { id } });
}

/** Removes a mark; its applicants are left unmarked, so every applicants list is read again. */
export function useDeleteMark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiCall(deleteMarkCall, { params: { id } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.marks.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.applicants.everyPosting }),
      ]),
  });
}
