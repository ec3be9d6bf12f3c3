import type { Language } from '@postula/contract/constants';
import type { DriveImport } from '@postula/contract/imports';
import type { Config } from '../../../config';
import type { Db } from '../../../platform/db/database';
import { parseFolderLink } from '../../../platform/drive/folder-link';
import { AppError } from '../../../platform/http/app-error';
import type { Session } from '../../../platform/http/router';
import type { Queue } from '../../../platform/queue/queue';
import { requirePosting } from '../../postings/require-posting';
import { importFromDriveJob } from './drive.jobs';
import { importReasonText, startedMessage } from './drive.messages';
import * as repo from './drive.repository';

/**
 * Importing CVs from a public Google Drive folder (spec §2 /job/{id}/import-google-drive, §7 POST
 * /jobsearch/google-drive; decision 011). The request only checks and queues; the job reads the folder.
 *
 * - Without GOOGLE_API_KEY the feature is off: 503 drive_not_configured.
 * - The posting is the company's (else 404); the link names a Drive folder (else 400 drive_folder_link).
 * - One import at a time per posting (409 drive_import_running), kept by a unique index, so two requests at
 *   once cannot both start one.
 */
export interface DriveImportsDeps {
  db: Db;
  queue: Queue;
  config: Pick<Config, 'GOOGLE_API_KEY'>;
}

/** The status call shows this many imports, newest first. */
const LATEST_IMPORTS = 5;

export async function startImport(
  deps: DriveImportsDeps,
  session: Session,
  request: { evaluacion_id: number; url_google_drive_folder: string },
  language: Language,
): Promise<{ message: string; importacion_id: number }> {
  if (!deps.config.GOOGLE_API_KEY) throw new AppError('drive_not_configured', 503);
  const found = await requirePosting(deps.db, session, request.evaluacion_id);
  const link = parseFolderLink(request.url_google_drive_folder);
  if (!link) throw new AppError('drive_folder_link', 400, { field: 'url_google_drive_folder' });

  let importId: number;
  try {
    importId = await repo.insertImport(deps.db, {
      companyId: session.companyId,
      postingId: found.posting.id,
      userId: session.userId,
      folderId: link.id,
      resourceKey: link.resourceKey,
    });
  } catch (error) {
    if (error instanceof repo.ImportRunning) throw new AppError('drive_import_running', 409);
    throw error;
  }
  try {
    await deps.queue.send(importFromDriveJob, { importId });
  } catch (error) {
    // An import without its job would block the posting's next one for ever.
    await repo.deleteImport(deps.db, importId).catch(() => undefined);
    throw error;
  }
  return { message: startedMessage(language), importacion_id: importId };
}

export async function importStatus(
  deps: Pick<DriveImportsDeps, 'db' | 'config'>,
  session: Session,
  postingId: number,
  language: Language,
): Promise<{ configurado: boolean; importaciones: DriveImport[] }> {
  await requirePosting(deps.db, session, postingId);
  const rows = await repo.latestImports(deps.db, session.companyId, postingId, LATEST_IMPORTS);
  return {
    configurado: Boolean(deps.config.GOOGLE_API_KEY),
    importaciones: rows.map((r) => ({
      importacion_id: r.id,
      estado: r.state,
      carpeta: r.folderName,
      archivos: r.files,
      procesados: r.processed,
      importados: r.imported,
      omitidos: r.skipped,
      fallidos: r.failed,
      motivo: r.reason ? importReasonText(language, r.reason) : null,
      fecha_inicio: r.createdAt.toISOString(),
      fecha_fin: r.finishedAt?.toISOString() ?? null,
    })),
  };
}
