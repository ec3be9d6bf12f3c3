import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setMarksCall } from '@postula/contract/marks';
import { apiCall } from '../../../../lib/api-client';
import { refreshApplicants } from '../../api/get-applicants-page';

/** The bulk bar's "Set mark": one mark (or none, -1) on the selected applicants of one posting. */
export function useSetMarks(postingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { ids: number[]; markId: number }) =>
      apiCall(setMarksCall, { body: { evaluacion_id: postingId, postulacion_ids: input.ids, marca_id: input.markId } }),
    onSettled: () => refreshApplicants(queryClient, postingId),
  });
}
