import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { linkedinAuthorizeCall, linkedinOauthCall, linkedinPublishCall, linkedinStatusCall } from '@postula/contract/linkedin';
import { apiCall } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Whether LinkedIn is configured on this server and linked for the signed-in user. */
export function useLinkedinStatus() {
  return useQuery({ queryKey: queryKeys.linkedin.status, queryFn: () => apiCall(linkedinStatusCall, {}) });
}

export interface LinkedinPost {
  evaluacion_id: number;
  texto: string;
}

/** Keeps the post on the server and answers where LinkedIn asks the user to authorize. */
export function useLinkedinAuthorize() {
  return useMutation({ mutationFn: (post: LinkedinPost) => apiCall(linkedinAuthorizeCall, { body: post }) });
}

/** Publishes with the authorization kept from before. */
export function useLinkedinPublish() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (post: LinkedinPost) => apiCall(linkedinPublishCall, { body: post }),
    // A refused token is gone: the button goes back to asking for an authorization.
    onError: () => void queryClient.invalidateQueries({ queryKey: queryKeys.linkedin.status }),
  });
}

/**
 * The callback's exchange (code and state → token, then the post). A query keyed by the code, so the page
 * asks once even when React runs its effects twice; a code is single-use, so it is never retried.
 */
export function useLinkedinExchange(code: string, state: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.linkedin.exchange(code, state),
    queryFn: () => apiCall(linkedinOauthCall, { body: { code, state } }),
    enabled,
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
  });
}
