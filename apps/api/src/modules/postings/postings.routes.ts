import { aiPreviewCall, createJobCall, jobListCall } from '@postula/contract/postings';
import type { Router } from '../../platform/http/router';
import * as postings from './postings.usecases';

/** The job detail and the social post are composed above the modules (views/views.routes.ts). */
export function postingsRoutes(router: Router, deps: postings.PostingsDeps): void {
  router.privateRoute(jobListCall, async ({ session }) => ({ avisos: await postings.listPostings(deps, session) }));

  router.privateRoute(createJobCall, async ({ session, body, language }) =>
    postings.createPosting(deps, session, body, language),
  );

  router.privateRoute(aiPreviewCall, async ({ body, language }) => postings.draftPosting(deps, body.puesto, language));
}
