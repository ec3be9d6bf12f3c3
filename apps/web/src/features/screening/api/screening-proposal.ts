import { queryOptions } from '@tanstack/react-query';
import { screeningProposalCall, type ScreeningData } from '@postula/contract/screening';
import { apiCall } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';


/** How long a proposal read (or handed over by the list) counts as current when a screen opens. */
const FRESH_MS = 30_000;

/**
 * What the screening screens show for one applicant (POST /interview/screening-proposal). Read when a screen
 * opens and not while it stays open: the questions are the starting point of edits kept on the screen.
 */
export const screeningProposalQueryOptions = (postingId: number, applicationId: number, initial?: ScreeningData) =>
  queryOptions({
    queryKey: queryKeys.screening.proposal(postingId, applicationId),
    queryFn: () => apiCall(screeningProposalCall, { body: { evaluacion_id: postingId, postulacion_id: applicationId } }),
    staleTime: FRESH_MS,
    refetchOnWindowFocus: false,
    retry: false,
    ...(initial ? { initialData: initial } : {}),
  });
