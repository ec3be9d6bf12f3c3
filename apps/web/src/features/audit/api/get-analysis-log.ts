import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { analysisLogCall } from '@postula/contract/audit';
import { apiCall } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** A page of the company's logged CV analyses, newest first, of one posting or all. */
export function useAnalysisLog(postingId: number | null, page: number) {
  return useQuery({
    queryKey: queryKeys.audit.analyses(postingId, page),
    queryFn: () => apiCall(analysisLogCall, { query: { pagina: page, ...(postingId ? { evaluacion_id: postingId } : {}) } }),
    placeholderData: keepPreviousData,
  });
}
