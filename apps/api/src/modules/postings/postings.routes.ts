import {
  aiPreviewCall,
  closeJobCall,
  createJobCall,
  deleteJobCall,
  duplicateJobCall,
  jobListCall,
  reopenJobCall,
  updateJobCall,
} from '@postula/contract/postings';
import type { Router } from '../../platform/http/router';
import * as management from './management.usecases';
import * as postings from './postings.usecases';

/** The job detail and the social post are composed above the modules (views/views.routes.ts). */
export function postingsRoutes(router: Router, deps: postings.PostingsDeps & management.ManagementDeps): void {
  router.privateRoute(jobListCall, async ({ session }) => ({ avisos: await management.listPostings(deps, session) }));

  router.privateRoute(createJobCall, async ({ session, body, language }) =>
    postings.createPosting(deps, session, body, language),
  );

  router.privateRoute(aiPreviewCall, async ({ body, language }) => postings.draftPosting(deps, body.puesto, language));

  // After publishing (decision 035).
  router.privateRoute(updateJobCall, async ({ session, params, body }) => management.updatePosting(deps, session, params.id, body));
  router.privateRoute(closeJobCall, async ({ session, params }) => management.closePosting(deps, session, params.id));
  router.privateRoute(reopenJobCall, async ({ session, params, body }) =>
    management.reopenPosting(deps, session, params.id, body.valido_hasta),
  );
  router.privateRoute(duplicateJobCall, async ({ session, params }) => management.duplicatePosting(deps, session, params.id));
  router.privateRoute(deleteJobCall, async ({ session, params, ip }) => management.deletePosting(deps, session, params.id, ip));
}
