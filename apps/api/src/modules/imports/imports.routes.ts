import { importProcessCall, listForImportCall } from '@postula/contract/jobsearch';
import type { Router } from '../../platform/http/router';
import * as imports from './imports.usecases';

/** Importing applicants from earlier postings (paths of spec §7 under /jobsearch, served by this module). */
export function importsRoutes(router: Router, deps: imports.ImportsDeps): void {
  router.privateRoute(listForImportCall, async ({ session }) => ({
    evaluaciones: await imports.listForImport(deps, session),
  }));

  router.privateRoute(importProcessCall, async ({ session, body, language }) => ({
    message: await imports.importProcess(deps, session, body, language),
  }));
}
