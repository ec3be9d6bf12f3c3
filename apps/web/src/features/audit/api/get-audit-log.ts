import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { auditListCall, type AuditFilterInput } from '@postula/contract/audit';
import { apiCall } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** A page of the company's activity log, newest first; the previous page stays on screen while the next loads. */
export function useAuditLog(filter: AuditFilterInput, page: number) {
  return useQuery({
    queryKey: queryKeys.audit.list(filter, page),
    queryFn: () => apiCall(auditListCall, { query: { ...filter, pagina: page } }),
    placeholderData: keepPreviousData,
  });
}
