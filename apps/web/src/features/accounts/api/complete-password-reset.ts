import { useMutation } from '@tanstack/react-query';
import { resetCompleteCall, type ResetComplete } from '@postula/contract/accounts';
import { apiCall } from '../../../lib/api-client';

export function completePasswordReset(body: ResetComplete) {
  return apiCall(resetCompleteCall, { body });
}

export function useCompletePasswordReset() {
  return useMutation({ mutationFn: completePasswordReset });
}
