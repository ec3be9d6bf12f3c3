import { driveImportsCall, googleDriveCall } from '@postula/contract/imports';
import type { Router } from '../../../platform/http/router';
import * as drive from './drive.usecases';

/** Importing CVs from a Google Drive folder (paths of spec §7 under /jobsearch, served by this module). */
export function driveImportsRoutes(router: Router, deps: drive.DriveImportsDeps): void {
  router.privateRoute(googleDriveCall, async ({ session, body, language }) => drive.startImport(deps, session, body, language));

  router.privateRoute(driveImportsCall, async ({ session, params, language }) =>
    drive.importStatus(deps, session, params.evaluacion_id, language),
  );
}
