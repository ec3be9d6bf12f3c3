import { queryOptions, useQuery } from '@tanstack/react-query';
import { activitiesCall } from '@postula/contract/accounts';
import type { Language } from '@postula/contract/constants';
import { apiCall } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function getActivities(lang: Language) {
  return apiCall(activitiesCall, { query: { lang } });
}

export function activitiesQueryOptions(lang: Language) {
  return queryOptions({
    queryKey: queryKeys.accounts.activities(lang),
    queryFn: () => getActivities(lang),
    staleTime: Infinity,
  });
}

export function useActivities(lang: Language) {
  return useQuery(activitiesQueryOptions(lang));
}
