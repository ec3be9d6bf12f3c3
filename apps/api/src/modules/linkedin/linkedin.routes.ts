import { linkedinAuthorizeCall, linkedinOauthCall, linkedinPublishCall, linkedinStatusCall } from '@postula/contract/linkedin';
import type { Router } from '../../platform/http/router';
import * as linkedin from './linkedin.usecases';

/** Publishing a posting on the recruiter's LinkedIn (paths under /jobsearch/linkedin; decision 012). */
export function linkedinRoutes(router: Router, deps: linkedin.LinkedinDeps): void {
  router.privateRoute(linkedinStatusCall, async ({ session }) => linkedin.status(deps, session));

  router.privateRoute(linkedinAuthorizeCall, async ({ session, body }) => linkedin.authorize(deps, session, body));

  router.privateRoute(linkedinOauthCall, async ({ session, body, language, request }) =>
    linkedin.completeAuthorization(deps, session, body, language, (error) =>
      request.log.warn({ err: error }, 'LinkedIn linked, but the post failed'),
    ),
  );

  router.privateRoute(linkedinPublishCall, async ({ session, body, language }) => linkedin.publish(deps, session, body, language));
}
