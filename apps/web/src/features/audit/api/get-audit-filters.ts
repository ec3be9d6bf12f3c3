import { useQuery } from '@tanstack/react-query';
import { auditFiltersCall } from '@postula/contract/audit';
import { apiCall } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** What the log's filters offer: the company's users and postings. */
export function useAuditFilters() {
  return useQuery({ queryKey: queryKeys.audit.filters, queryFn: () => apiCall(auditFiltersCall, {}) });
}
