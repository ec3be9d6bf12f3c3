import { driveImportsCall, googleDriveCall } from '@postula/contract/jobsearch';
import type { Router } from '../../platform/http/router';
import * as driveImports from './drive-imports.usecases';

/** Importing CVs from a Google Drive folder (paths of spec §7 under /jobsearch, served by this module). */
export function driveImportsRoutes(router: Router, deps: driveImports.DriveImportsDeps): void {
  router.privateRoute(googleDriveCall, async ({ session, body, language }) => driveImports.startImport(deps, session, body, language));

  router.privateRoute(driveImportsCall, async ({ session, params, language }) =>
    driveImports.importStatus(deps, session, params.evaluacion_id, language),
  );
}
