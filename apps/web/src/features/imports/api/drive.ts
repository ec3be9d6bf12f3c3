import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { driveImportsCall, googleDriveCall } from '@postula/contract/imports';
import { apiCall } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** While an import of the posting is queued or running, its progress is asked for this often. */
const DRIVE_PROGRESS_MS = 2000;

/** GET /jobsearch/google-drive/{id}: whether Drive is configured, and the posting's latest imports. */
export function useDriveImports(postingId: number) {
  return useQuery({
    queryKey: queryKeys.imports.drive(postingId),
    queryFn: ({ queryKey, signal, client }) =>
      apiCall(driveImportsCall, {
        params: { evaluacion_id: postingId },
        quiet: client.getQueryData(queryKey) !== undefined,
        signal,
      }),
    refetchInterval: (query) =>
      query.state.data?.importaciones.some((i) => i.estado === 'en_cola' || i.estado === 'en_proceso') ? DRIVE_PROGRESS_MS : false,
  });
}

/** POST /jobsearch/google-drive: starts the import; its progress is then read again. */
export function useStartDriveImport(postingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (url: string) => apiCall(googleDriveCall, { body: { evaluacion_id: postingId, url_google_drive_folder: url } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.imports.drive(postingId) }),
  });
}
