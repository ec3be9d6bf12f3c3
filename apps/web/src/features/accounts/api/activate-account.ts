import { useQuery } from '@tanstack/react-query';
import { activateCall, type ActivateRequest } from '@postula/contract/accounts';
import { apiCall } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function activateAccount(body: ActivateRequest) {
  return apiCall(activateCall, { body });
}

/**
 * Activation runs once when the page opens. It is a query rather than a mutation so that React's
 * double-run of effects in development, or a re-render, never sends the single-use code twice: the
 * query is deduplicated by its key and never refetched.
 */
export function useActivateAccount(request: ActivateRequest | null) {
  return useQuery({
    queryKey: queryKeys.accounts.activation(request?.codigo_activacion, request?.correo),
    queryFn: () => activateAccount(request as ActivateRequest),
    enabled: request !== null,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnMount: false,
    refetchOnReconnect: false,
  });
}
