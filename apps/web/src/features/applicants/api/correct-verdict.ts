import { useMutation, useQueryClient } from '@tanstack/react-query';
import { correctVerdictCall, type CorrectVerdictInput } from '@postula/contract/applicants';
import { apiCall } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type VerdictChange = Omit<CorrectVerdictInput, 'evaluacion_id'>;

/**
 * Sets the recruiter's verdict on one condition of an applicant's analysis, or takes it back to the AI's (POST
 * /jobsearch/applicant/verdict). The score changes with it, and so may the list's order: the pages are read again.
 */
export function useCorrectVerdict(postingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: VerdictChange) =>
      apiCall(correctVerdictCall, { body: { evaluacion_id: postingId, ...change }, quiet: true }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.applicants.all(postingId) });
      // The job detail lists the best applicants with their scores: read it again when next shown.
      void queryClient.invalidateQueries({ queryKey: queryKeys.postings.detail(postingId), refetchType: 'none' });
    },
  });
}
