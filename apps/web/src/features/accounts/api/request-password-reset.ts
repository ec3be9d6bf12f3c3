import { useMutation } from '@tanstack/react-query';
import { resetRequestCall, type ResetRequest } from '@postula/contract/accounts';
import { apiCall } from '../../../lib/api-client';

export function requestPasswordReset(body: ResetRequest) {
  return apiCall(resetRequestCall, { body });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
