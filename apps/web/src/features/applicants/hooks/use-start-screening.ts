import { useState } from 'react';
import { useNavigate } from 'react-router';
import { CREATE_INTERVIEW_YES, screeningProposalCall } from '@postula/contract/screening';
import { apiCall } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';

/**
 * "Create screening" (spec §4): the proposal decides where to go. 'si' → the posting's question definition;
 * a finished interview with answers → its result; anything else, or a failed proposal (logged), → the
 * applicant's screening screen. The proposal travels in the navigation state, so it is not asked twice.
 */
export function useStartScreening(postingId: number, applicationId: number) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const screeningPath = paths.screening(postingId, applicationId);

  const start = async () => {
    setBusy(true);
    try {
      const proposal = await apiCall(screeningProposalCall, {
        body: { evaluacion_id: postingId, postulacion_id: applicationId },
      });
      const state = { proposal };
      if (proposal.estado === 'FINALIZADA' && proposal.respuestas_entrevista) {
        await navigate(paths.screeningResume(postingId, applicationId), { state });
      } else if (proposal.crear_entrevista === CREATE_INTERVIEW_YES) {
        await navigate(paths.screeningDefinition(postingId), { state });
      } else {
        await navigate(screeningPath, { state });
      }
    } catch (error) {
      // eslint-disable-next-line no-console -- spec §8: on the list a failed proposal is logged, and the screen says why
      console.warn('Screening proposal failed', error);
      await navigate(screeningPath);
    } finally {
      setBusy(false);
    }
  };

  return { start, busy };
}
