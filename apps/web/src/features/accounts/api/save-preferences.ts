import { useMutation } from '@tanstack/react-query';
import { preferencesCall, type Preferences } from '@postula/contract/accounts';
import { apiCall } from '../../../lib/api-client';

export function savePreferences(body: Preferences) {
  return apiCall(preferencesCall, { body });
}

export function useSavePreferences() {
  return useMutation({ mutationFn: savePreferences });
}
