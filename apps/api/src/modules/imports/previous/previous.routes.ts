import { importProcessCall, listForImportCall } from '@postula/contract/imports';
import type { Router } from '../../../platform/http/router';
import * as previous from './previous.usecases';

/** Importing applicants from earlier postings (paths of spec §7 under /jobsearch, served by this module). */
export function previousImportsRoutes(router: Router, deps: previous.PreviousImportsDeps): void {
  router.privateRoute(listForImportCall, async ({ session }) => ({
    evaluaciones: await previous.listForImport(deps, session),
  }));

  router.privateRoute(importProcessCall, async ({ session, body, language }) => ({
    message: await previous.importProcess(deps, session, body, language),
  }));
}
