import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicUploadByIdCall } from '@postula/contract/applicants/intake';
import { apiCall } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/query-keys';

export function getUploadInfoById(evaluacionId: number) {
  return apiCall(publicUploadByIdCall, { params: { evaluacion_id: evaluacionId } });
}

/** Every query of the upload page is keyed under 'public-upload', so a closed posting can reload them all. */
export const uploadInfoByIdQueryOptions = (evaluacionId: number) =>
  queryOptions({
    queryKey: queryKeys.applicants.publicUpload.byId(evaluacionId),
    queryFn: () => getUploadInfoById(evaluacionId),
  });

/** `null` (an id that is not one) runs nothing. */
export function useUploadInfoById(evaluacionId: number | null) {
  return useQuery({ ...uploadInfoByIdQueryOptions(evaluacionId ?? 0), enabled: evaluacionId !== null });
}
