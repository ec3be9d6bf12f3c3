import { z } from 'zod';
import type { Logger } from 'pino';
import { AiUnavailableError, type AiEngine } from '../../engine/engine';
import { addMeasure, emptyTally, measureApplicant } from '../../engine/fairness/measure';
import type { Db } from '../../platform/db/database';
import { storedLanguage } from '../../platform/i18n/language';
import { defineJob } from '../../platform/queue/queue';
import * as repo from './fairness.repository';

/** Runs of one report before a failure ends it as 'fallido' (the first and two retries). */
export const MAX_REPORT_ATTEMPTS = 3;

export const fairnessReportJob = defineJob({
  name: 'fairness.report',
  schema: z.object({ reportId: z.number().int().positive() }),
  retryLimit: MAX_REPORT_ATTEMPTS - 1,
  retryDelaySeconds: 30,
  // 200 applicants × 17 readings: about 2 minutes on the built-in engine, up to a couple of hours with a slow
  // model. A run still active after this lost its worker (killed), and the queue runs it again.
  expireInSeconds: 3 * 60 * 60,
  pollingIntervalSeconds: 1,
});

export interface FairnessJobDeps {
  db: Db;
  /** The configured engine: the one measured. */
  ai: AiEngine;
  logger?: Pick<Logger, 'warn' | 'error'>;
}

/** Progress is written after this many applicants (and after the last): a few writes a minute. */
const PROGRESS_EVERY = 5;

/**
 * Makes a posting's fairness report (decision 045): every covered applicant's CV text is scored again by the
 * configured engine as it came and under every variant, and the changes are added up. An applicant the engine
 * cannot score (a model down past its retries) is counted as failed and left out; if every one failed, the
 * report ends 'fallido'. A run cut short (a worker stopped) is run again from the start by the queue.
 */
export function makeFairnessReport(deps: FairnessJobDeps) {
  return async ({ reportId }: z.output<typeof fairnessReportJob.schema>) => {
    const claimed = await repo.startRun(deps.db, reportId);
    if (!claimed) return;
    const run = claimed.attempts;
    try {
      const posting = await repo.postingOf(deps.db, claimed);
      if (!posting) return; // removed with its posting meanwhile
      const applicants = await repo.bestAnalysed(deps.db, claimed, claimed.applicantLimit);
      if (!(await repo.recordProgress(deps.db, reportId, run, { total: applicants.length, processed: 0, failed: 0 }))) return;
      const input = {
        position: posting.position,
        tasks: posting.tasks,
        mandatory: posting.mandatory,
        desirable: posting.desirable,
        language: storedLanguage(posting.language),
      };
      let tally = emptyTally();
      let processed = 0;
      let failed = 0;
      for (const applicant of applicants) {
        try {
          tally = addMeasure(tally, await measureApplicant(deps.ai, { text: applicant.text, posting: input, storedName: applicant.name }));
        } catch (error) {
          if (!(error instanceof AiUnavailableError)) throw error;
          failed++;
        }
        processed++;
        if (processed % PROGRESS_EVERY === 0 || processed === applicants.length) {
          if (!(await repo.recordProgress(deps.db, reportId, run, { processed, failed }))) return; // a later run took over
        }
      }
      const measured = applicants.length - failed;
      if (applicants.length > 0 && measured === 0) {
        deps.logger?.warn({ reportId }, 'fairness report: the engine scored none of the applicants');
        await repo.finish(deps.db, reportId, run, 'fallido', null);
        return;
      }
      await repo.finish(deps.db, reportId, run, 'terminado', tally);
    } catch (error) {
      if (run < MAX_REPORT_ATTEMPTS) throw error;
      deps.logger?.error({ err: error, reportId }, 'fairness report failed on its last attempt');
      await repo.finish(deps.db, reportId, run, 'fallido', null);
    }
  };
}
