import {
  createInterviewCall,
  interviewDefinitionCall,
  publicInterviewCall,
  saveAnswerCall,
  screeningProposalCall,
  submitInterviewCall,
  updateInterviewCall,
} from '@postula/contract/interview';
import type { Router } from '../../platform/http/router';
import * as interviews from './interviews.usecases';

export function interviewsRoutes(router: Router, deps: interviews.InterviewsDeps): void {
  router.privateRoute(screeningProposalCall, async ({ session, body, language }) => interviews.proposal(deps, session, body, language));

  router.privateRoute(createInterviewCall, async ({ session, body, language }) =>
    interviews.createInterview(deps, session, body, language),
  );

  router.privateRoute(updateInterviewCall, async ({ session, body, language }) =>
    interviews.updateInterview(deps, session, body, language),
  );

  router.privateRoute(interviewDefinitionCall, async ({ session, body, language }) =>
    interviews.saveDefinition(deps, session, body, language),
  );

  // The candidate's page: no session, the link's token is the key; every call counts against the address.
  router.publicRoute(publicInterviewCall, async ({ query, ip }) => {
    await interviews.checkCandidateRate(deps, ip);
    return interviews.publicInterview(deps, query.iv);
  });

  router.publicRoute(saveAnswerCall, async ({ body, ip }) => {
    await interviews.checkCandidateRate(deps, ip);
    return interviews.saveAnswer(deps, body);
  });

  router.publicRoute(submitInterviewCall, async ({ body, ip }) => {
    await interviews.checkCandidateRate(deps, ip);
    return interviews.submitInterview(deps, body.iv);
  });
}
