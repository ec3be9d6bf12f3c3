import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicInterviewCall } from '@postula/contract/screening/interview';
import { apiCall } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/query-keys';

/** GET /public/interview?iv=: the questions and the answers saved so far. `quiet` for a check behind the page. */
export function getPublicInterview(token: string, { quiet = false }: { quiet?: boolean } = {}) {
  return apiCall(publicInterviewCall, { query: { iv: token }, quiet });
}

export const publicInterviewQueryOptions = (token: string) =>
  queryOptions({
    queryKey: queryKeys.screening.interview(token),
    queryFn: () => getPublicInterview(token),
  });

/** `null` (no valid token in the link) runs nothing. */
export function usePublicInterview(token: string | null) {
  return useQuery({ ...publicInterviewQueryOptions(token ?? ''), enabled: token !== null });
}
