import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { importProcessCall, listForImportCall, type ImportProcessRequest } from '@postula/contract/imports';
import { apiCall } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The company's postings to import from (GET /jobsearch/list-for-import). */
export function useImportablePostings() {
  return useQuery({ queryKey: queryKeys.imports.postings, queryFn: () => apiCall(listForImportCall, {}) });
}

/** POST /jobsearch/import-process; the target's applicants and counts are read again afterwards. */
export function useImportProcess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ImportProcessRequest) => apiCall(importProcessCall, { body }),
    onSuccess: (_, body) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.applicants.all(body.evaluacion_id_destino) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.postings.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.imports.all });
    },
  });
}
