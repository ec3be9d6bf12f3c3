import { z } from 'zod';
import type { Logger } from 'pino';
import { DRIVE_MAX_FILES } from '@postula/contract/constants';
import type { Config } from '../../../config';
import type { Db } from '../../../platform/db/database';
import { sniffDocument } from '../../../platform/documents/sniff';
import { DOC_MIME, DOCX_MIME, GOOGLE_DOC_MIME, PDF_MIME, type DriveClient, type DriveFile } from '../../../platform/drive/drive-client';
import { DriveError } from '../../../platform/drive/drive-errors';
import { storedLanguage } from '../../../platform/i18n/language';
import { defineJob, type Queue } from '../../../platform/queue/queue';
import type { FileStorage } from '../../../platform/storage/file-storage';
import { admitCvs, cleanFileName } from '../../applicants/intake/intake';
import { analyzeCvJob } from '../../applicants/analysis/analysis.jobs';
import { queueMail } from '../../mail/mail.jobs';
import { importReportMail } from './drive.messages';
import * as repo from './drive.repository';

/** Runs of one import before a failure ends it as 'fallida' (the first and two retries). */
export const MAX_IMPORT_ATTEMPTS = 3;

export const importFromDriveJob = defineJob({
  name: 'drive.import',
  schema: z.object({ importId: z.number().int().positive() }),
  retryLimit: MAX_IMPORT_ATTEMPTS - 1,
  retryDelaySeconds: 30,
  // 100 files of up to 10 MB, each retried by the client: a run longer than this lost its worker.
  expireInSeconds: 60 * 60,
  pollingIntervalSeconds: 1,
});

/** Files of the folder read by the listing, CVs or not, before the first DRIVE_MAX_FILES CVs are taken. */
const LISTING_LIMIT = 1000;
const CV_MIME_TYPES = new Set([PDF_MIME, DOC_MIME, DOCX_MIME, GOOGLE_DOC_MIME]);

export interface DriveImportJobDeps {
  db: Db;
  queue: Queue;
  storage: FileStorage;
  /** Null without GOOGLE_API_KEY: a queued import then ends as 'fallida'. */
  drive: DriveClient | null;
  config: Pick<Config, 'PUBLIC_URL'>;
  logger?: Pick<Logger, 'warn' | 'error'>;
}

function reasonOf(error: unknown): repo.DriveImportReason {
  if (!(error instanceof DriveError)) return 'internal';
  if (error.kind === 'not_found' || error.kind === 'private' || error.kind === 'not_folder') return 'folder_not_found';
  if (error.kind === 'invalid_key') return 'invalid_key';
  return 'drive_unavailable';
}

/**
 * Imports the CVs of a public Drive folder into a posting (decision 011). Resumable: every file handled is
 * recorded with its outcome, so a run after a restart or a retry goes on where the last one stopped, and a
 * Drive file becomes an applicant of a posting once whatever runs again. A folder that cannot be read ends
 * the import at once; a passing failure (network, Google unavailable) throws so pg-boss retries the run, and
 * on the last attempt the import ends 'fallida' keeping what was imported. Either way the user is e-mailed.
 */
export function importFromDrive(deps: DriveImportJobDeps) {
  return async ({ importId }: z.output<typeof importFromDriveJob.schema>) => {
    const claimed = await repo.startRun(deps.db, importId);
    if (!claimed) {
      // Ended by an earlier run that stopped before its e-mail was queued.
      await sendReport(deps, importId);
      return;
    }
    const lastAttempt = claimed.attempts >= MAX_IMPORT_ATTEMPTS;
    try {
      if (!deps.drive) throw new DriveError('invalid_key', 'GOOGLE_API_KEY is not set');
      const ended = await run(deps, deps.drive, claimed, claimed.attempts > 1);
      await repo.finish(deps.db, importId, 'terminada', ended);
    } catch (error) {
      const reason = reasonOf(error);
      const transient = reason === 'internal' || (error instanceof DriveError && error.transient);
      if (transient && !lastAttempt) throw error;
      deps.logger?.warn({ err: error, importId }, 'Drive import ended as failed');
      await repo.finish(deps.db, importId, 'fallida', reason);
    }
    await sendReport(deps, importId);
  };
}

/** Reads the folder and handles every CV not handled yet; returns 'no_cvs' for a folder without any. */
async function run(deps: DriveImportJobDeps, drive: DriveClient, job: repo.DriveImportRow, resumed: boolean): Promise<repo.DriveImportReason | null> {
  const listing = await drive.listFolder(job.folderId, { maxFiles: LISTING_LIMIT, resourceKey: job.resourceKey });
  const cvs = listing.files.filter((f) => CV_MIME_TYPES.has(f.mimeType));
  const files = cvs.slice(0, DRIVE_MAX_FILES);
  await repo.recordListing(deps.db, job.id, {
    folderName: listing.folder.name,
    files: files.length,
    moreFiles: cvs.length > DRIVE_MAX_FILES || (listing.truncated && files.length === DRIVE_MAX_FILES),
    ignored: listing.files.length - cvs.length,
  });
  if (files.length === 0) return 'no_cvs';

  const found = await repo.findForJob(deps.db, job.id);
  if (!found) return null;
  const handled = new Set((await repo.handledFiles(deps.db, job.id)).map((f) => f.driveFileId));
  const alreadyImported = await repo.importedIntoPosting(deps.db, job.postingId, files.map((f) => f.id));
  // A run cut between an applicant's insert and its analysis job: queue those again (the job is idempotent).
  if (resumed) {
    for (const { applicationId, cvFileId, companyId, postingId } of await repo.pendingApplicants(deps.db, job.id)) {
      await deps.queue.send(analyzeCvJob, { applicationId, cvFileId, share: { company: companyId, posting: postingId, sender: driveSender(job.id) } });
    }
  }

  for (const file of files) {
    if (handled.has(file.id)) continue;
    const base = { importId: job.id, companyId: job.companyId, postingId: job.postingId, driveFileId: file.id, name: nameOf(file) };
    if (alreadyImported.has(file.id)) {
      await repo.recordNotImported(deps.db, base, 'skipped', 'already_imported');
      continue;
    }
    const download = await drive.download(file);
    if (!download.ok) {
      const outcome = download.reason === 'not_accessible' ? 'failed' : 'skipped';
      await repo.recordNotImported(deps.db, base, outcome, download.reason === 'unsupported_type' ? 'not_a_cv' : download.reason);
      continue;
    }
    // The bytes decide, as for an upload: a "PDF" that is a picture or a text file is not a CV.
    const sniffed = sniffDocument(download.bytes);
    const { kind } = sniffed;
    if (!kind) {
      await repo.recordNotImported(deps.db, base, 'skipped', 'not_a_cv');
      continue;
    }
    // A new applicant of the posting through the one intake of CVs, with this file's record written with it.
    await admitCvs(deps, found.posting, [{ file: { bytes: download.bytes }, originalName: base.name, kind, sniffed }], driveSender(job.id), {
      choose: async (tx, room, [stored]) => ((await repo.admitsDriveFile(tx, base, stored!.sha256, room)) ? [0] : []),
      recorded: async (tx, [admitted]) => repo.recordImported(tx, base, admitted!.applicationId),
      undone: async (tx) => repo.forgetImported(tx, base),
    });
  }
  return null;
}

/** An import's CVs share the workers as one sender (decision 050). */
const driveSender = (importId: number) => `drive:${importId}`;

/** The name Drive gives, as a plain one-line text (Google Docs have no extension). */
const nameOf = (file: DriveFile) => cleanFileName(file.name, file.mimeType === GOOGLE_DOC_MIME ? 'docx' : 'cv');

/** E-mails the user how the import ended, once. */
async function sendReport(deps: DriveImportJobDeps, importId: number) {
  const found = await repo.findForJob(deps.db, importId);
  if (!found) return;
  const { import: row, posting } = found;
  if (row.state !== 'terminada' && row.state !== 'fallida') return;
  if (row.mailedAt) return;
  const files = await repo.handledFiles(deps.db, importId);
  const mail = importReportMail({
    to: found.userEmail,
    language: storedLanguage(found.userLanguage),
    url: `${deps.config.PUBLIC_URL}/job/${posting.id}/applicants`,
    position: posting.position,
    folder: row.folderName,
    state: row.state,
    reason: row.reason,
    imported: row.imported,
    skipped: row.skipped,
    failed: row.failed,
    moreFiles: row.moreFiles > 0,
    ignored: row.ignored,
    maxFiles: DRIVE_MAX_FILES,
    files: files.map((f) => ({ name: f.name, reason: f.reason })),
  });
  if (!(await repo.claimMail(deps.db, importId))) return;
  await queueMail(deps, mail);
}

/** Queues again the imports a stopped worker left queued or running (their runs go on where they stopped). */
export async function resumeDriveImports(deps: { db: Db; queue: Queue }): Promise<number> {
  const pending = await repo.unfinished(deps.db);
  for (const { id } of pending) await deps.queue.send(importFromDriveJob, { importId: id });
  return pending.length;
}
