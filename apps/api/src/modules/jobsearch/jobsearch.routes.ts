import {
  aiPreviewCall,
  createJobCall,
  jobDetailCall,
  jobListCall,
  socialMediaCall,
} from '@postula/contract/jobsearch';
import type { Router } from '../../platform/http/router';
import * as jobsearch from './jobsearch.usecases';

export function jobsearchRoutes(router: Router, deps: jobsearch.JobsearchDeps): void {
  router.privateRoute(jobListCall, async ({ session }) => ({ avisos: await jobsearch.listPostings(deps, session) }));

  router.privateRoute(jobDetailCall, async ({ session, params, language }) => jobsearch.getPosting(deps, session, params.id, language));

  router.privateRoute(createJobCall, async ({ session, body, language }) =>
    jobsearch.createPosting(deps, session, body, language),
  );

  router.privateRoute(aiPreviewCall, async ({ body, language }) => jobsearch.draftPosting(deps, body.puesto, language));

  router.privateRoute(socialMediaCall, async ({ session, body }) => jobsearch.socialPost(deps, session, body.evaluacion_id));
}
