import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listEmailTemplatesCall, saveEmailTemplateCall, type SaveEmailTemplateRequest } from '@postula/contract/mail';
import { apiCall } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const emailTemplatesQueryOptions = queryOptions({
  queryKey: queryKeys.mail.templates,
  queryFn: () => apiCall(listEmailTemplatesCall, {}),
});

/** The company's templates, every kind in every language (its own text, or the built-in one). */
export function useEmailTemplates() {
  return useQuery(emailTemplatesQueryOptions);
}

export function useSaveEmailTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveEmailTemplateRequest) => apiCall(saveEmailTemplateCall, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.mail.templates }),
  });
}
