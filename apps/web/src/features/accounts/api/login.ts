import { useMutation } from '@tanstack/react-query';
import { loginCall, type LoginRequest } from '@postula/contract/accounts';
import { apiCall } from '../../../lib/api-client';

export function login(body: LoginRequest) {
  return apiCall(loginCall, { body });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
