import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkTarget } from '@postula/contract/applicants';
import { setMarksCall } from '@postula/contract/marks';
import { apiCall } from '../../../../lib/api-client';
import { refreshApplicants } from '../../api/get-applicants-page';

/** The bulk bar's "Set mark": one mark (or none, -1) on the selected applicants of one posting, or on all the filter matches. */
export function useSetMarks(postingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { target: BulkTarget; markId: number }) =>
      apiCall(setMarksCall, { body: { evaluacion_id: postingId, ...input.target, marca_id: input.markId } }),
    onSettled: () => refreshApplicants(queryClient, postingId),
  });
}
