import { keepPreviousData, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { APPLICANTS_PAGE_SIZE, NO_MARK_ID } from '@postula/contract/constants';
import { applicantsPageCall } from '@postula/contract/applicants';
import { apiCall } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { findingRequest, NO_FINDING, type Finding } from '../utils/finding-params';

/**
 * How often an open list asks again. New applicants arrive and analyses finish while the recruiter reads the
 * list; asking every few seconds shows them without a reload, costs one indexed page query, and keeps the
 * short-lived CV links of the rows fresh. Paused while the tab is hidden.
 */
export const LIVE_REFRESH_MS = 5000;

export interface ApplicantsQuery {
  postingId: number;
  /** 1-based. */
  page: number;
  /** Searched in names and notes; empty for none. */
  text: string;
  /** A mark's id, or NO_MARK_ID for every applicant. */
  markId: number;
  /** Stage ids (filtro.etapas); empty or absent for every stage. */
  stageIds?: number[];
  /** Rows per page; the list's size unless given (a board column asks for its own). */
  pageSize?: number;
  /** Whether the query runs (a board column scrolled out of reach need not). */
  enabled?: boolean;
  /** Score range, analysis state, mandatory conditions and order (issue 18). */
  finding?: Finding;
}

/**
 * After a merge or a separation rows come and go and the counts change: every loaded page of the posting is
 * read again (the one on screen now, the others when next shown), and so is the posting's detail, whose
 * received count heads a filtered list. Also after a refusal: it may come from a list that changed meanwhile
 * (the other applicant merged from another tab), and the list read again shows why.
 */
export function refreshApplicants(queryClient: QueryClient, postingId: number): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.applicants.all(postingId) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.postings.detail(postingId) }),
  ]);
}

export function useApplicantsPage({
  postingId,
  page,
  text,
  markId,
  stageIds = [],
  pageSize = APPLICANTS_PAGE_SIZE,
  enabled = true,
  finding = NO_FINDING,
}: ApplicantsQuery) {
  const queryClient = useQueryClient();
  const queryKey = [
    ...queryKeys.applicants.page(postingId, page, text, markId, stageIds),
    finding,
    ...(pageSize === APPLICANTS_PAGE_SIZE ? [] : [pageSize]),
  ] as const;
  const { filtro, orden } = findingRequest(finding);
  return useQuery({
    queryKey,
    queryFn: ({ signal }) =>
      apiCall(applicantsPageCall, {
        body: {
          evaluacion_id: postingId,
          numero_pagina: page,
          cantidad_por_pagina: pageSize,
          filtro: { nombre_o_notas: text, marcas: markId === NO_MARK_ID ? [] : [markId], ...filtro, etapas: stageIds },
          orden,
        },
        // A page already on the screen refreshes in the background; a new page or filter shows the overlay.
        quiet: queryClient.getQueryData(queryKey) !== undefined,
        signal,
      }),
    // Paging and filtering keep the rows on screen until the next ones arrive, instead of a blank list.
    placeholderData: keepPreviousData,
    refetchInterval: LIVE_REFRESH_MS,
    enabled,
  });
}
