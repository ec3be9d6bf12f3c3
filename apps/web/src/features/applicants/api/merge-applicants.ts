import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mergeApplicantsCall } from '@postula/contract/applicants';
import { apiCall } from '../../../lib/api-client';
import { refreshApplicants } from './get-applicants-page';

export interface MergeApplicantsInput {
  /** The applicant kept in the list: the one whose detail is open. */
  keptId: number;
  /** The possible duplicate shown inside it from now on. */
  duplicateId: number;
}

/** POST /jobsearch/applicant/merge (decision 017): only the recruiter merges, and merging loses nothing. */
export function mergeApplicants(postingId: number, { keptId, duplicateId }: MergeApplicantsInput) {
  return apiCall(mergeApplicantsCall, {
    body: { evaluacion_id: postingId, postulacion_id: keptId, postulacion_id_duplicado: duplicateId },
    // The confirmation's button shows the progress; the panel stays readable meanwhile.
    quiet: true,
  });
}

/**
 * Merges a possible duplicate into the applicant kept. The mutation stays pending until the list has been read
 * again, so the confirmation closes on a list that already shows one row less.
 */
export function useMergeApplicants(postingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MergeApplicantsInput) => mergeApplicants(postingId, input),
    onSettled: () => refreshApplicants(queryClient, postingId),
  });
}
