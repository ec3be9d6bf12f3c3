import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicUploadByCodeCall } from '@postula/contract/applicants/intake';
import { apiCall } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/query-keys';

export function getUploadInfoByCode(code: string) {
  return apiCall(publicUploadByCodeCall, { query: { e: code } });
}

export const uploadInfoByCodeQueryOptions = (code: string) =>
  queryOptions({
    queryKey: queryKeys.applicants.publicUpload.byCode(code),
    queryFn: () => getUploadInfoByCode(code),
  });

/** `null` (no code in the link) runs nothing. */
export function useUploadInfoByCode(code: string | null) {
  return useQuery({ ...uploadInfoByCodeQueryOptions(code ?? ''), enabled: code !== null });
}
