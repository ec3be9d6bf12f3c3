import { useMutation } from '@tanstack/react-query';
import { registerCall, type RegisterRequest } from '@postula/contract/accounts';
import { apiCall } from '../../../lib/api-client';

export function register(body: RegisterRequest) {
  return apiCall(registerCall, { body });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
