import { queryOptions, useQuery } from '@tanstack/react-query';
import { listMarksCall } from '@postula/contract/marks';
import { apiCall } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function getMarks() {
  return apiCall(listMarksCall, {});
}

// Every query of mark data is keyed under 'marks': saving a mark invalidates that prefix.
export const marksQueryOptions = queryOptions({ queryKey: queryKeys.marks.list, queryFn: getMarks });

export function useMarks() {
  return useQuery(marksQueryOptions);
}
