import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  changeStageCall,
  listStagesCall,
  removeStageCall,
  saveStagesCall,
  stageHistoryCall,
  type SaveStagesRequest,
} from '@postula/contract/stages';
import type { BulkTarget } from '@postula/contract/applicants';
import { apiCall } from '../../../../lib/api-client';
import { useLanguage } from '../../../../lib/i18n';
import { queryKeys } from '../../../../lib/query-keys';
import { refreshApplicants } from '../../api/get-applicants-page';

// Default stages are named in the reader's language (the api client sends it): the language is part of the key.
export const stagesQueryOptions = (language: string) =>
  queryOptions({ queryKey: [...queryKeys.stages.list, language], queryFn: () => apiCall(listStagesCall, {}) });

/** The company's pipeline, in order. */
export function useStages() {
  return useQuery(stagesQueryOptions(useLanguage()));
}

export function useSaveStages() {
  const queryClient = useQueryClient();
  const language = useLanguage();
  return useMutation({
    mutationFn: (body: SaveStagesRequest) => apiCall(saveStagesCall, { body }),
    onSuccess: (data) => {
      queryClient.setQueryData([...queryKeys.stages.list, language], { etapas: data.etapas });
      return queryClient.invalidateQueries({ queryKey: queryKeys.stages.all });
    },
  });
}

export function useRemoveStage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { etapa_id: number; mover_a: number }) => apiCall(removeStageCall, { body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.stages.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.applicants.everyPosting }),
      ]),
  });
}

/** Moves applicants of one posting to a stage: one (board, drawer), a selection or all the filter matches (bulk bar). */
export function useChangeStage(postingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { target: BulkTarget; stageId: number }) =>
      apiCall(changeStageCall, { body: { evaluacion_id: postingId, ...input.target, etapa_id: input.stageId } }),
    onSettled: () =>
      Promise.all([
        refreshApplicants(queryClient, postingId),
        queryClient.invalidateQueries({ queryKey: ['stages', 'history', postingId] }),
        queryClient.invalidateQueries({ queryKey: queryKeys.stages.list }),
      ]),
  });
}

/** An applicant's stage changes, newest first. */
export function useStageHistory(postingId: number, applicantId: number) {
  return useQuery({
    queryKey: [...queryKeys.stages.history(postingId, applicantId), useLanguage()],
    queryFn: () =>
      apiCall(stageHistoryCall, { query: { evaluacion_id: String(postingId), postulacion_id: String(applicantId) } }),
  });
}
