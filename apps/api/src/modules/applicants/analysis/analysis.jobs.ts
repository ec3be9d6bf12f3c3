import { z } from 'zod';
import type { Logger } from 'pino';
import type { Config } from '../../../config';
import { AiUnavailableError, AnalysisTimeoutError, type AiEngine, type AnalyzeCvInput, type CvAnalysis } from '../../../engine/engine';
import { documentKindOffThread } from '../../../engine/threads/analysis-threads';
import type { Db } from '../../../platform/db/database';
import { extractText } from '../../../platform/documents/extract-text';
import { DOCUMENT_KINDS, SNIFF_PROBLEMS, type SniffResult } from '../../../platform/documents/sniff';
import { storedLanguage } from '../../../platform/i18n/language';
import { defineJob, type Queue } from '../../../platform/queue/queue';
import { confirmReceivedCv } from '../../mail/confirmation';
import type { FileStorage } from '../../../platform/storage/file-storage';
import * as repo from './analysis.repository';
import { analysisInputHash } from './input-hash';
import { markRescoreSent } from '../../postings/postings.repository';

/** Analyses started for one CV before it is given up as 'internal' (the first try and four retries). */
export const MAX_ANALYSIS_ATTEMPTS = 5;

export const analyzeCvJob = defineJob({
  name: 'cv.analyze',
  schema: z.object({
    applicationId: z.number().int().positive(),
    cvFileId: z.number().int().positive(),
    /**
     * What sniffing the file's bytes found when it came in (sniff.ts), so the analysis does not sniff them again.
     * Absent when the intake did not sniff them (a CV copied from an earlier posting) or the job was queued again.
     */
    document: z.object({ kind: z.enum(DOCUMENT_KINDS), problem: z.enum(SNIFF_PROBLEMS).optional() }).optional(),
    /**
     * Whose analysis it is: the workers are shared fairly between companies, their postings and who sent the CVs
     * (decision 050). Absent from jobs queued before it; those share one slot of their own.
     */
    share: z.object({ company: z.number().int().positive(), posting: z.number().int().positive(), sender: z.string().max(64) }).optional(),
  }),
  share: ({ share }) => (share ? [String(share.company), String(share.posting), share.sender] : ['']),
  retryLimit: MAX_ANALYSIS_ATTEMPTS - 1,
  retryDelaySeconds: 5,
  // Reading a document is cut off at DOCUMENT_TIMEOUT_MS (≤ 10 min); a job active longer lost its worker.
  expireInSeconds: 15 * 60,
  // Candidates' CVs should be analysed within seconds of the upload.
  pollingIntervalSeconds: 0.5,
});

/**
 * How long a worker holds an analysis it claimed without renewing the claim, and how often it renews it while
 * reading. A worker killed mid-analysis stops renewing; its analysis is taken over by the next sweep after
 * the lease runs out (job-handlers.ts sweeps every ANALYSIS_LEASE_SECONDS / 2).
 */
export const ANALYSIS_LEASE_SECONDS = 20;
const LEASE_RENEWAL_MS = 5_000;

export interface AnalysisDeps {
  db: Db;
  storage: FileStorage;
  /** The configured engine. */
  ai: AiEngine;
  /** Used when the configured engine is still unavailable on the last attempt, so no CV stays unscored. */
  fallbackAi: AiEngine;
  config: Pick<Config, 'DOCUMENT_TIMEOUT_MS' | 'DOCUMENT_MEMORY_MB' | 'PUBLIC_URL'>;
  /** Queues the confirmation e-mail a CV of the public page is owed once analysed. */
  queue: Queue;
  logger?: Pick<Logger, 'debug' | 'info' | 'warn' | 'error'>;
}

/**
 * Analyses one applicant's CV: reads the text, asks the engine for contact data, summary and verdicts, and
 * stores them. Safe to run twice or after a crash: a CV already analysed is left alone. A
 * document that cannot be read, or holds nothing to score (empty, not a CV), ends in 'failed' with its
 * reason; only our own failures are retried.
 */
export function analyzeCv(deps: AnalysisDeps) {
  return async ({ applicationId, cvFileId, document, share }: z.output<typeof analyzeCvJob.schema>) => {
    const found = await repo.findForAnalysis(deps.db, applicationId);
    if (!found || found.cvFile.id !== cvFileId) return;
    const claimed = await repo.startAnalysis(deps.db, applicationId, cvFileId, ANALYSIS_LEASE_SECONDS);
    if (!claimed) return;
    const lastAttempt = claimed.attempts >= MAX_ANALYSIS_ATTEMPTS;
    deps.logger?.debug({ applicationId, cvFileId, attempt: claimed.attempts }, 'CV analysis started');
    const renewal = setInterval(() => {
      repo
        .renewLease(deps.db, applicationId, cvFileId, ANALYSIS_LEASE_SECONDS)
        .catch((error: unknown) => deps.logger?.warn({ err: error, applicationId }, 'could not renew the claim on a CV analysis'));
    }, LEASE_RENEWAL_MS);
    try {
      await analyzeClaimed(deps, found, document, lastAttempt, share ? JSON.stringify(share) : undefined);
    } catch (error) {
      // Retried by the queue: any worker may claim it again at once instead of waiting for the lease to end.
      await repo.releaseLease(deps.db, applicationId, cvFileId).catch(() => undefined);
      throw error;
    } finally {
      clearInterval(renewal);
    }
  };
}

type ForAnalysis = NonNullable<Awaited<ReturnType<typeof repo.findForAnalysis>>>;

async function analyzeClaimed(
  deps: AnalysisDeps,
  found: ForAnalysis,
  document: z.output<typeof analyzeCvJob.schema>['document'],
  lastAttempt: boolean,
  sender: string | undefined,
): Promise<void> {
  const { id: applicationId, cvFileId } = found.application;
  try {
    const bytes = await deps.storage.get(found.cvFile.storageKey);
    const extracted = await extractText(bytes, {
      timeoutMs: deps.config.DOCUMENT_TIMEOUT_MS,
      memoryMb: deps.config.DOCUMENT_MEMORY_MB,
      ...(document ? { sniffed: sniffedAtIntake(document) } : {}),
      ...(sender ? { sender } : {}),
    });
    if (!extracted.ok) {
      await repo.storeFailure(deps.db, applicationId, cvFileId, extracted.reason);
      return;
    }
    // Searchable from now on, even when it turns out not to be a CV (decision 038).
    await repo.storeCvText(deps.db, applicationId, cvFileId, extracted.text);
    // An empty page or a document that is plainly not a CV (a report, a book) is named, not scored: decided
    // here, before either engine reads it (document-kind.ts, decision 019).
    const kind = await documentKindOffThread(extracted.text);
    if (kind !== 'cv') {
      await repo.storeFailure(deps.db, applicationId, cvFileId, kind);
      return;
    }
    // The posting may change while the CV is read (decision 035): an analysis made against conditions that are no
    // longer the posting's is not stored, but made again against the current ones, under the same claim.
    let posting: typeof found.posting | null = found.posting;
    for (let round = 0; posting && round < MAX_SCORING_ROUNDS; round++) {
      const input = analysisInput(extracted.text, posting);
      const { analysis, engine } = await analyzeWith(deps, input, lastAttempt);
      const inputHash = analysisInputHash(input, posting.scoringVersion);
      if (await repo.storeAnalysis(deps.db, applicationId, cvFileId, analysis, engine, posting.scoringVersion, inputHash)) {
        deps.logger?.info({ applicationId, cvFileId, engine }, 'CV analysed');
        // The analysis is stored: a confirmation that cannot be written is logged, not retried with the analysis.
        await confirmReceivedCv(deps, applicationId).catch((error: unknown) =>
          deps.logger?.error({ err: error, applicationId }, 'could not queue the confirmation of a CV received'),
        );
        return;
      }
      const read: number = posting.scoringVersion;
      posting = await repo.currentPosting(deps.db, applicationId, cvFileId);
      if (posting?.scoringVersion === read) return;
    }
    // Gone, or changed again and again: the queue retries it (a deleted applicant's job then finds nothing to do).
    if (posting) throw new Error('the posting kept changing during the analysis');
  } catch (error) {
    // The text took longer to read than any bounded text can: the document's doing, not worth retrying.
    if (error instanceof AnalysisTimeoutError) {
      await repo.storeFailure(deps.db, applicationId, cvFileId, 'timeout');
      return;
    }
    if (!lastAttempt) throw error;
    deps.logger?.error({ err: error, applicationId }, 'CV analysis failed on its last attempt');
    await repo.storeFailure(deps.db, applicationId, cvFileId, 'internal');
  }
}

/** Times one claim analyses a CV again because the posting's conditions changed while it was read. */
const MAX_SCORING_ROUNDS = 3;

function analysisInput(text: string, posting: ForAnalysis['posting']): AnalyzeCvInput {
  return {
    text,
    posting: {
      position: posting.position,
      tasks: posting.tasks,
      mandatory: posting.mandatoryConditions,
      desirable: posting.desirableConditions,
      language: storedLanguage(posting.language),
    },
  };
}

/** The sniff the intake sent along with the job, as sniff.ts gave it. */
function sniffedAtIntake(document: NonNullable<z.output<typeof analyzeCvJob.schema>['document']>): SniffResult {
  return document.problem ? { ok: false, problem: document.problem, kind: document.kind } : { ok: true, kind: document.kind };
}

async function analyzeWith(
  deps: AnalysisDeps,
  input: AnalyzeCvInput,
  lastAttempt: boolean,
): Promise<{ analysis: CvAnalysis; engine: string }> {
  try {
    return { analysis: await deps.ai.analyzeCv(input), engine: deps.ai.name };
  } catch (error) {
    if (!(error instanceof AiUnavailableError) || !lastAttempt || deps.ai === deps.fallbackAi) throw error;
    deps.logger?.warn({ err: error }, `AI engine ${deps.ai.name} unavailable; CV analysed by ${deps.fallbackAi.name}`);
    return { analysis: await deps.fallbackAi.analyzeCv(input), engine: deps.fallbackAi.name };
  }
}

/**
 * Finds analyses whose worker stopped renewing its claim (killed, or its machine gone) and queues them again;
 * those past their attempts end as 'internal'. Run at start and by every worker's sweep: an analysis another
 * live worker is reading keeps its lease and is left alone, so no CV is read by two workers at once.
 */
export async function resumeAnalyses(deps: { db: Db; queue: Queue }): Promise<number> {
  const abandoned = await repo.findAbandoned(deps.db);
  for (const { id, cvFileId, attempts, companyId, postingId } of abandoned) {
    if (attempts >= MAX_ANALYSIS_ATTEMPTS) await repo.storeFailure(deps.db, id, cvFileId, 'internal');
    else await deps.queue.send(analyzeCvJob, { applicationId: id, cvFileId, share: { company: companyId, posting: postingId, sender: 'resumed' } });
  }
  let resent = 0;
  for (const postingId of await repo.findUnsentRescores(deps.db)) resent += await queueRescore(deps, postingId);
  return abandoned.length + resent;
}

/**
 * Sends the analysis jobs of a posting's re-score (decision 035): its applicants the edit put back to
 * `pending`. Called right after the edit commits, and by the sweep for a posting whose edit's process stopped
 * before all were sent. A job sent twice is harmless: only one claims the analysis (startAnalysis), and a
 * claim after the new score is stored finds nothing to do. Returns how many were sent.
 */
export async function queueRescore(deps: { db: Db; queue: Queue }, postingId: number): Promise<number> {
  const found = await repo.rescoreWaiting(deps.db, postingId);
  if (!found) return 0;
  for (const { id, cvFileId } of found.waiting) {
    await deps.queue.send(analyzeCvJob, { applicationId: id, cvFileId, share: { company: found.companyId, posting: postingId, sender: 'rescore' } });
  }
  await markRescoreSent(deps.db, postingId, found.version);
  return found.waiting.length;
}
