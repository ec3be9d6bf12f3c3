import { createInterviewCall, interviewDefinitionCall, publicInterviewCall, saveAnswerCall, screeningProposalCall, submitInterviewCall, updateInterviewCall } from '@postula/contract/screening';
import type { Router } from '../../platform/http/router';
import * as screening from './screening.usecases';

export function screeningRoutes(router: Router, deps: screening.ScreeningDeps): void {
  router.privateRoute(screeningProposalCall, async ({ session, body, language }) => screening.proposal(deps, session, body, language));

  router.privateRoute(createInterviewCall, async ({ session, body, language, ip }) =>
    screening.createInterview(deps, session, body, language, ip),
  );

  router.privateRoute(updateInterviewCall, async ({ session, body, language, ip }) =>
    screening.updateInterview(deps, session, body, language, ip),
  );

  router.privateRoute(interviewDefinitionCall, async ({ session, body, language, ip }) =>
    screening.saveDefinition(deps, session, body, language, ip),
  );

  // The candidate's page: no session, the link's token is the key; every call counts against the address.
  router.publicRoute(publicInterviewCall, async ({ query, ip }) => {
    await screening.checkCandidateRate(deps, ip);
    return screening.publicInterview(deps, query.iv);
  });

  router.publicRoute(saveAnswerCall, async ({ body, ip }) => {
    await screening.checkCandidateRate(deps, ip);
    return screening.saveAnswer(deps, body);
  });

  router.publicRoute(submitInterviewCall, async ({ body, ip }) => {
    await screening.checkCandidateRate(deps, ip);
    return screening.submitInterview(deps, body.iv);
  });
}
