import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createMarkCall } from '@postula/contract/marks';
import { apiCall } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface CreateMarkInput {
  nombre: string;
  color: string;
}

export function createMark(body: CreateMarkInput) {
  return apiCall(createMarkCall, { body });
}

export function useCreateMark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMark,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.marks.all }),
  });
}
