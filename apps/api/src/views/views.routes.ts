import { jobDetailCall, socialMediaCall } from '@postula/contract/postings';
import type { Router } from '../platform/http/router';
import * as views from './job-detail';

/** The calls whose answers are composed from several modules (job-detail.ts). */
export function viewsRoutes(router: Router, deps: views.ViewsDeps): void {
  router.privateRoute(jobDetailCall, async ({ session, params, language }) => views.jobDetail(deps, session, params.id, language));

  router.privateRoute(socialMediaCall, async ({ session, body }) => views.socialPostWithLinkedin(deps, session, body.evaluacion_id));
}
