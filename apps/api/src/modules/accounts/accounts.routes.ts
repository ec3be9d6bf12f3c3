import { activateCall, activitiesCall, loginCall, logoutCall, preferencesCall, registerCall, resetCompleteCall, resetRequestCall } from '@postula/contract/accounts';
import type { Router } from '../../platform/http/router';
import { listActivities } from './accounts.activities';
import { accountsText } from './accounts.messages';
import * as accounts from './accounts.usecases';

export function accountsRoutes(router: Router, deps: accounts.AccountsDeps): void {
  router.publicRoute(activitiesCall, async ({ query, language }) => ({
    actividades: listActivities(query.lang ?? language),
  }));

  router.publicRoute(registerCall, async ({ body, language, ip }) => {
    await accounts.register(deps, body, ip);
    return { message: accountsText(language, 'registered') };
  });

  router.publicRoute(activateCall, async ({ body, language }) => {
    await accounts.activate(deps, body);
    return { message: accountsText(language, 'activated') };
  });

  router.publicRoute(loginCall, async ({ body, ip }) => accounts.login(deps, body, ip));

  router.privateRoute(logoutCall, async ({ session, language }) => {
    await accounts.logout(deps, session);
    return { message: accountsText(language, 'signedOut') };
  });

  router.publicRoute(resetRequestCall, async ({ body, language, ip }) => {
    await accounts.requestPasswordReset(deps, body, language, ip);
    // The same answer whether or not the address has an account.
    return { message: accountsText(language, 'resetRequested') };
  });

  router.publicRoute(resetCompleteCall, async ({ body, language, ip }) => {
    await accounts.completePasswordReset(deps, body, ip);
    return { message: accountsText(language, 'passwordChanged') };
  });

  router.privateRoute(preferencesCall, async ({ body, session, language }) => {
    await accounts.savePreferences(deps, session, body);
    return { message: accountsText(language, 'preferencesSaved') };
  });
}
