import type { Logger } from 'pino';
import type { Config } from './config';
import { createEmbeddedEngine } from './engine/embedded/embedded-engine';
import type { AiEngine } from './engine/engine';
import type { Database } from './platform/db/database';
import type { Mailer } from './platform/mail/mailer';
import type { Queue } from './platform/queue/queue';
import { HALF_WRITTEN_FILE_GRACE_MS, type FileStorage } from './platform/storage/file-storage';
import { createDriveClient } from './platform/drive/drive-client';
import { importFromDrive, importFromDriveJob, resumeDriveImports } from './modules/imports/drive/drive.jobs';
import { ANALYSIS_LEASE_SECONDS, analyzeCv, analyzeCvJob, resumeAnalyses } from './modules/applicants/analysis/analysis.jobs';
import { readCvTexts, readCvTextsJob, resumeCvTexts } from './modules/applicants/analysis/cv-text.jobs';
import { resumeSummaries, summarizeInterview, summarizeInterviewJob } from './modules/screening/screening.jobs';
import { deliverMail, deliverMailJob, resumeMail } from './modules/mail/mail.jobs';
import { resetMailJob, sendResetMail } from './modules/accounts/accounts.jobs';
import { resumeConfirmations } from './modules/mail/confirmation';
import { dailyRetention } from './modules/privacy/retention';
import { offerFileSweep } from './modules/privacy/unnamed-files';
import { fairnessReportJob, makeFairnessReport } from './modules/fairness/fairness.jobs';

export interface WorkerDeps {
  config: Pick<
    Config,
    | 'DOCUMENT_TIMEOUT_MS'
    | 'DOCUMENT_MEMORY_MB'
    | 'ANALYSIS_CONCURRENCY'
    | 'PUBLIC_URL'
    | 'GOOGLE_API_KEY'
    | 'GOOGLE_API_BASE_URL'
    | 'GOOGLE_API_RETRY_DELAY_MS'
    | 'RESET_TTL_MINUTES'
    | 'RESET_EMAILS_PER_RECIPIENT_PER_HOUR'
    | 'RESET_EMAILS_PER_RECIPIENT_PER_DAY'
  >;
  database: Database;
  queue: Queue;
  mailer: Mailer;
  ai: AiEngine;
  storage: FileStorage;
  logger?: Logger;
}

/**
 * PGlite runs no autovacuum: without it, rows that notes, marks and analyses update pile up dead, and the
 * planner never learns how the tables grew (a common-term search took 66 ms instead of about 1 ms at 100,000
 * applicants without statistics). The embedded database is vacuumed and analysed this often, and once soon
 * after start. PostgreSQL does this itself.
 */
const EMBEDDED_MAINTENANCE_MS = 60 * 60_000;
const FIRST_MAINTENANCE_MS = 60_000;

/**
 * How often a worker offers to run the day's retention (issue 19): the first offer of each UTC day runs it, so it
 * runs daily whichever workers are up. The first offer comes soon after start.
 */
const RETENTION_OFFER_MS = 60 * 60_000;
const FIRST_RETENTION_OFFER_MS = 2 * 60_000;

/** How often untried e-mails are looked for (an indexed read of the untried rows only). */
const SWEEP_INTERVAL_MS = 15_000;
/** How often analyses whose worker stopped renewing its claim are looked for: twice per lease. */
const ANALYSIS_SWEEP_MS = (ANALYSIS_LEASE_SECONDS * 1000) / 2;
/**
 * E-mails written this long ago and never tried lost their delivery job (it normally runs within a second or two): a
 * process stopped between writing the message and queueing it. Queued again soon, so a confirmation is not late by
 * minutes; should the first job still come, the delivery's claim lets only one of them send it.
 */
const UNTRIED_MAIL_MS = 30_000;
/**
 * How often a worker sweeps the storage: half-written files of its own folder, and (the first worker to offer after
 * the last run, file-storage.ts and unnamed-files.ts) files no row names. Also at start, and once more when what a
 * crash just before the start left is old enough to go.
 */
const FILE_SWEEP_MS = 60 * 60_000;
const SECOND_FILE_SWEEP_MS = HALF_WRITTEN_FILE_GRACE_MS + 60_000;

/**
 * Registers every background job handler on the queue, and takes back the analyses that a stopped
 * worker left unfinished and the e-mails whose delivery job was lost, and clears the half-written files and the
 * files without a row that a killed process left in the storage. Returns a function that stops the periodic sweeps.
 */
export async function startWorkers(deps: WorkerDeps): Promise<() => void> {
  const db = deps.database.db;
  const fallbackAi = deps.ai.name === 'embedded' ? deps.ai : createEmbeddedEngine();
  await deps.queue.work(deliverMailJob, deliverMail({ db, mailer: deps.mailer }));
  await deps.queue.work(resetMailJob, sendResetMail({ db, queue: deps.queue, config: deps.config }));
  await deps.queue.work(
    summarizeInterviewJob,
    summarizeInterview({ db, ai: deps.ai, fallbackAi, ...(deps.logger ? { logger: deps.logger } : {}) }),
  );
  await deps.queue.work(
    analyzeCvJob,
    analyzeCv({
      db,
      storage: deps.storage,
      queue: deps.queue,
      ai: deps.ai,
      fallbackAi,
      config: deps.config,
      ...(deps.logger ? { logger: deps.logger } : {}),
    }),
    { concurrency: deps.config.ANALYSIS_CONCURRENCY },
  );

  await deps.queue.work(
    readCvTextsJob,
    readCvTexts({ db, queue: deps.queue, storage: deps.storage, config: deps.config, ...(deps.logger ? { logger: deps.logger } : {}) }),
  );

  const { GOOGLE_API_KEY: apiKey, GOOGLE_API_BASE_URL: baseUrl, GOOGLE_API_RETRY_DELAY_MS: retryDelayMs } = deps.config;
  await deps.queue.work(
    importFromDriveJob,
    importFromDrive({
      db,
      queue: deps.queue,
      storage: deps.storage,
      drive: apiKey ? createDriveClient({ apiKey, baseUrl, retryDelayMs }) : null,
      config: deps.config,
      ...(deps.logger ? { logger: deps.logger } : {}),
    }),
  );

  // One report at a time per process: it reads the CVs on the same analysis threads as the uploads' analyses.
  await deps.queue.work(fairnessReportJob, makeFairnessReport({ db, ai: deps.ai, ...(deps.logger ? { logger: deps.logger } : {}) }));

  const resumed = await resumeAnalyses({ db, queue: deps.queue });
  if (resumed) deps.logger?.info(`${resumed} CV analyses left unfinished were queued again`);
  if (await resumeCvTexts({ db, queue: deps.queue })) deps.logger?.info('CVs analysed before their text was kept are read again for the search');
  const confirmations = await resumeConfirmations({ db, queue: deps.queue, config: deps.config });
  if (confirmations) deps.logger?.info(`${confirmations} confirmations of CVs received left unsent were queued`);
  const summaries = await resumeSummaries({ db, queue: deps.queue });
  if (summaries) deps.logger?.info(`${summaries} interview summaries left unwritten were queued again`);
  const imports = await resumeDriveImports({ db, queue: deps.queue });
  if (imports) deps.logger?.info(`${imports} Google Drive imports left unfinished were queued again`);
  const mail = await resumeMail({ db, queue: deps.queue }, new Date(Date.now() - UNTRIED_MAIL_MS));
  if (mail) deps.logger?.info(`${mail} e-mails never tried were queued again`);
  // A failed write removes its own file and its row's transaction its stored files: only a process that died
  // leaves either behind.
  const sweepHalfWritten = () =>
    deps.storage
      .sweep(new Date(Date.now() - HALF_WRITTEN_FILE_GRACE_MS))
      .then((parts) => {
        if (parts) deps.logger?.info(`${parts} half-written files left by a stopped process were removed`);
      })
      .catch((error: unknown) => deps.logger?.error({ err: error }, 'could not sweep half-written files'));
  const sweepUnnamed = () =>
    offerFileSweep({ db, storage: deps.storage })
      .then((swept) => {
        if (swept?.held) {
          deps.logger?.error(
            swept,
            'most stored files older than a day are named by no row of this database, so none were removed: check that the database and the file storage belong together',
          );
          return;
        }
        if (swept?.removed || swept?.failed) deps.logger?.info(swept, `${swept.removed} stored files no row names were removed`);
        if (swept?.cutShort) deps.logger?.warn(swept, 'the sweep of files no row names stopped at its time limit');
      })
      .catch((error: unknown) => deps.logger?.error({ err: error }, 'could not sweep the files no row names'));
  await sweepHalfWritten();
  // Not waited for: listing a large store must not hold up the start.
  void sweepUnnamed();
  const secondFileSweep = setTimeout(() => void sweepHalfWritten(), SECOND_FILE_SWEEP_MS);
  const fileSweep = setInterval(() => void sweepHalfWritten().then(sweepUnnamed), FILE_SWEEP_MS);
  secondFileSweep.unref();
  fileSweep.unref();
  const analysisSweep = setInterval(() => {
    resumeAnalyses({ db, queue: deps.queue })
      .then(async (count) => {
        if (count) deps.logger?.info(`${count} CV analyses left by a stopped worker were queued again`);
        const confirmed = await resumeConfirmations({ db, queue: deps.queue, config: deps.config });
        if (confirmed) deps.logger?.info(`${confirmed} confirmations of CVs received left unsent were queued`);
      })
      .catch((error: unknown) => deps.logger?.error({ err: error }, 'could not resume unfinished analyses'));
  }, ANALYSIS_SWEEP_MS);
  analysisSweep.unref();
  const sweep = setInterval(() => {
    resumeMail({ db, queue: deps.queue }, new Date(Date.now() - UNTRIED_MAIL_MS)).catch((error: unknown) =>
      deps.logger?.error({ err: error }, 'could not queue untried e-mails'),
    );
  }, SWEEP_INTERVAL_MS);
  sweep.unref();

  const retain = () =>
    dailyRetention({ db, storage: deps.storage, ...(deps.logger ? { logger: deps.logger } : {}) })
      .then((done) => {
        if (done?.applicants) deps.logger?.info(done, 'applicants past their company’s retention period were deleted');
      })
      .catch((error: unknown) => deps.logger?.error({ err: error }, 'could not apply the retention period'));
  const firstRetention = setTimeout(retain, FIRST_RETENTION_OFFER_MS);
  const retention = setInterval(retain, RETENTION_OFFER_MS);
  firstRetention.unref();
  retention.unref();

  const timers: ReturnType<typeof setTimeout>[] = [sweep, analysisSweep, firstRetention, retention, secondFileSweep, fileSweep];
  const { maintain: upkeep } = deps.database;
  if (upkeep) {
    const maintain = () =>
      upkeep().catch((error: unknown) => deps.logger?.error({ err: error }, 'could not vacuum the embedded database'));
    const first = setTimeout(maintain, FIRST_MAINTENANCE_MS);
    const every = setInterval(maintain, EMBEDDED_MAINTENANCE_MS);
    first.unref();
    every.unref();
    timers.push(first, every);
  }
  return () => timers.forEach((timer) => clearTimeout(timer));
}
