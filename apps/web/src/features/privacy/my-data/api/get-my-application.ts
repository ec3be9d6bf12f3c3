import { queryOptions, useQuery } from '@tanstack/react-query';
import { myApplicationCall } from '@postula/contract/applicants/my-data';
import { apiCall } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/query-keys';

/** GET /applicant/my-data?t=: what the company holds of the candidate's application. */
export function getMyApplication(token: string) {
  return apiCall(myApplicationCall, { query: { t: token } });
}

export const myApplicationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: queryKeys.privacy.myData(token),
    queryFn: () => getMyApplication(token),
  });

/** `null` (no key that could be one in the link) runs nothing; neither does a deleted application. */
export function useMyApplication(token: string | null, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...myApplicationQueryOptions(token ?? ''), enabled: enabled && token !== null });
}
