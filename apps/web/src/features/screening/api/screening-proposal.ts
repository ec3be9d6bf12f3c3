import { queryOptions } from '@tanstack/react-query';
import { screeningProposalCall, type ScreeningData } from '@postula/contract/screening';
import { apiCall } from '../../../lib/api-client';

export const screeningKey = (postingId: number, applicationId: number) => ['screening', postingId, applicationId] as const;

/** How long a proposal read (or handed over by the list) counts as current when a screen opens. */
const FRESH_MS = 30_000;

/**
 * What the screening screens show for one applicant (POST /interview/screening-proposal). Read when a screen
 * opens and not while it stays open: the questions are the starting point of edits kept on the screen.
 */
export const screeningProposalQueryOptions = (postingId: number, applicationId: number, initial?: ScreeningData) =>
  queryOptions({
    queryKey: screeningKey(postingId, applicationId),
    queryFn: () => apiCall(screeningProposalCall, { body: { evaluacion_id: postingId, postulacion_id: applicationId } }),
    staleTime: FRESH_MS,
    refetchOnWindowFocus: false,
    retry: false,
    ...(initial ? { initialData: initial } : {}),
  });
