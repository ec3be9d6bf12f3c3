import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { privacySettingsCall, updatePrivacySettingsCall, type PrivacySettings } from '@postula/contract/privacy';
import { apiCall } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const privacySettingsQueryOptions = queryOptions({
  queryKey: queryKeys.privacy.settings,
  queryFn: () => apiCall(privacySettingsCall, {}),
});

/** GET /privacy/settings: what the candidate's notice names, the retention period, and what it deletes next. */
export function usePrivacySettings() {
  return useQuery(privacySettingsQueryOptions);
}

/** PUT /privacy/settings; its answer is the screen's new state. */
export function useSavePrivacySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PrivacySettings) => apiCall(updatePrivacySettingsCall, { body }),
    onSuccess: (overview) => queryClient.setQueryData(queryKeys.privacy.settings, overview),
  });
}
