import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateMarkCall } from '@postula/contract/marks';
import { apiCall } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface UpdateMarkInput {
  marca_id: number;
  nombre: string;
  color: string;
}

export function updateMark(body: UpdateMarkInput) {
  return apiCall(updateMarkCall, { body });
}

export function useUpdateMark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMark,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.marks.all }),
  });
}
