import { z } from 'zod';
import type { Logger } from 'pino';
import type { Config } from '../../../config';
import type { Db } from '../../../platform/db/database';
import { extractText } from '../../../platform/documents/extract-text';
import { defineJob, type Queue } from '../../../platform/queue/queue';
import type { FileStorage } from '../../../platform/storage/file-storage';
import * as repo from './analysis.repository';

/** Applicants whose CV text is read per job; the job queues itself again while there are more. */
export const CV_TEXT_BATCH = 20;

/**
 * Reads again, in the background, the text of CVs analysed before their text was kept (decision 038), so the
 * recruiter's search finds words inside them too. Only the text: the analysis, the score and the verdicts stay as
 * they are. A few at a time, one after another, each job queuing the next while any is left; a CV that can no
 * longer be read (its file gone, a time-out) is kept with an empty text, so it is not tried forever.
 */
export const readCvTextsJob = defineJob({
  name: 'cv.read-texts',
  schema: z.object({}),
  retryLimit: 3,
  retryDelaySeconds: 60,
  expireInSeconds: 15 * 60,
  pollingIntervalSeconds: 5,
});

export interface CvTextDeps {
  db: Db;
  queue: Queue;
  storage: FileStorage;
  config: Pick<Config, 'DOCUMENT_TIMEOUT_MS' | 'DOCUMENT_MEMORY_MB'>;
  logger?: Pick<Logger, 'info' | 'warn'>;
}

export function readCvTexts(deps: CvTextDeps) {
  return async () => {
    const missing = await repo.withoutCvText(deps.db, CV_TEXT_BATCH);
    for (const { id, cvFileId, storageKey } of missing) {
      let text = '';
      try {
        const extracted = await extractText(await deps.storage.get(storageKey), {
          timeoutMs: deps.config.DOCUMENT_TIMEOUT_MS,
          memoryMb: deps.config.DOCUMENT_MEMORY_MB,
        });
        if (extracted.ok) text = extracted.text;
      } catch (error) {
        deps.logger?.warn({ err: error, applicationId: id }, 'could not read a CV again for the search');
      }
      await repo.storeCvText(deps.db, id, cvFileId, text);
    }
    if (missing.length === CV_TEXT_BATCH) await deps.queue.send(readCvTextsJob, {});
    else if (missing.length) deps.logger?.info('every analysed CV has its text kept for the search');
  };
}

/** At start: queues the reading when some analysed CV has no text kept (a database from before decision 038). */
export async function resumeCvTexts(deps: { db: Db; queue: Queue }): Promise<boolean> {
  const missing = await repo.withoutCvText(deps.db, 1);
  if (missing.length) await deps.queue.send(readCvTextsJob, {});
  return missing.length > 0;
}
