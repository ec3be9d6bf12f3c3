import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createInterviewCall, interviewDefinitionCall, updateInterviewCall, type Question, type ScreeningData } from '@postula/contract/screening';
import { apiCall } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** PUT /interview-definition: the posting's general questions. */
export function useSaveDefinition(postingId: number) {
  return useMutation({
    mutationFn: (preguntas: Question[]) => apiCall(interviewDefinitionCall, { body: { evaluacion_id: postingId, preguntas } }),
  });
}

interface SaveInterviewInput {
  /** null creates the interview (PUT); an id updates it (POST), spec §4 "Saving a screening". */
  interviewId: number | null;
  preguntas: Question[];
  /** The recruiter interviews a candidate the AI advised against, and why (optional). */
  goAhead?: { reason: string } | undefined;
}

/** Saves the applicant's interview and keeps the screen's copy of the proposal in step with what was saved. */
export function useSaveInterview(postingId: number, applicationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ interviewId, preguntas, goAhead }: SaveInterviewInput) =>
      apiCall(interviewId === null ? createInterviewCall : updateInterviewCall, {
        body: {
          evaluacion_id: postingId,
          postulacion_id: applicationId,
          preguntas,
          ...(goAhead ? { avanzar_pese_a_recomendacion: true, ...(goAhead.reason.trim() ? { motivo_decision: goAhead.reason.trim() } : {}) } : {}),
        },
      }),
    onSuccess: (saved, { preguntas, goAhead }) => {
      queryClient.setQueryData<ScreeningData>(queryKeys.screening.proposal(postingId, applicationId), (data) =>
        data
          ? {
              ...data,
              entrevista_id: saved.entrevista_id,
              link_entrevista: saved.link_entrevista,
              estado: data.estado ?? 'NO_INICIADA',
              crear_entrevista: 'no',
              decision_entrevista:
                data.decision_entrevista ??
                (goAhead && data.condicion_necesaria_incumplida ? { motivo: goAhead.reason.trim() || null, fecha: new Date().toISOString() } : null),
              preguntas_generales: preguntas.filter((q) => q.tipo === 'general'),
              preguntas_postulante: preguntas.filter((q) => q.tipo !== 'general'),
            }
          : data,
      );
      // The applicants list shows the screening's state.
      void queryClient.invalidateQueries({ queryKey: queryKeys.applicants.all(postingId) });
    },
  });
}
