import { useMutation, useQueryClient } from '@tanstack/react-query';
import { separateApplicantCall } from '@postula/contract/applicants';
import { apiCall } from '../../../lib/api-client';
import { refreshApplicants } from './get-applicants-page';

/** POST /jobsearch/applicant/separate: a merged applicant goes back to the list as it was (decision 017). */
export function separateApplicant(postingId: number, mergedId: number) {
  return apiCall(separateApplicantCall, { body: { evaluacion_id: postingId, postulacion_id: mergedId }, quiet: true });
}

/** Separates a merged applicant; pending until the list has been read again with it back in its place. */
export function useSeparateApplicant(postingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mergedId: number) => separateApplicant(postingId, mergedId),
    onSettled: () => refreshApplicants(queryClient, postingId),
  });
}
