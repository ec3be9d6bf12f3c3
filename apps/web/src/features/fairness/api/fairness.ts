import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fairnessReportCall, startFairnessCall } from '@postula/contract/fairness';
import { apiCall } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** While a report is queued or running, its progress is asked for this often. */
const FAIRNESS_PROGRESS_MS = 2000;

/** GET /jobsearch/fairness/{id}: the posting's last fairness report, or null. */
export function useFairnessReport(postingId: number) {
  return useQuery({
    queryKey: queryKeys.fairness.report(postingId),
    queryFn: ({ queryKey, signal, client }) =>
      apiCall(fairnessReportCall, {
        params: { evaluacion_id: postingId },
        // Asking again for the progress does not dim the screen.
        quiet: client.getQueryData(queryKey) !== undefined,
        signal,
      }),
    refetchInterval: (query) => {
      const state = query.state.data?.informe?.estado;
      return state === 'en_cola' || state === 'en_proceso' ? FAIRNESS_PROGRESS_MS : false;
    },
  });
}

/** POST /jobsearch/fairness: starts a report; the last report is then read again. */
export function useStartFairnessReport(postingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall(startFairnessCall, { body: { evaluacion_id: postingId } }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: queryKeys.fairness.report(postingId) }),
  });
}
