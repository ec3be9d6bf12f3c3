import { z } from 'zod';
import type { Logger } from 'pino';
import { AiUnavailableError, type AiEngine, type InterviewSummaryFacts, type InterviewSummaryInput } from '../../engine/engine';
import { renderInterviewSummary } from '../../engine/embedded/screening/summarize-interview';
import type { Db } from '../../platform/db/database';
import { storedLanguage } from '../../platform/i18n/language';
import { defineJob, type Queue } from '../../platform/queue/queue';
import * as repo from './screening.repository';

export const summarizeInterviewJob = defineJob({
  name: 'interview.summarize',
  schema: z.object({ interviewId: z.number().int().positive() }),
  retryLimit: 3,
  retryDelaySeconds: 10,
  expireInSeconds: 5 * 60,
  pollingIntervalSeconds: 1,
});

export interface SummaryDeps {
  db: Db;
  ai: AiEngine;
  /**
   * Writes the summary at once when the configured engine is unavailable: the recruiter reads it next to the
   * answers, so a plainer summary now beats a better one after minutes of retries.
   */
  fallbackAi: AiEngine;
  logger?: Pick<Logger, 'warn'>;
}

/**
 * Summarises a submitted interview's answers for the recruiter (screening_resumen). Safe to run twice: an
 * interview already summarised is left alone. The answers go to the engine as data, never as instructions.
 */
export function summarizeInterview(deps: SummaryDeps) {
  return async ({ interviewId }: z.output<typeof summarizeInterviewJob.schema>) => {
    const found = await repo.findForSummary(deps.db, interviewId);
    if (!found || found.interview.state !== 'FINALIZADA' || found.interview.summary !== null) return;
    const { interview, posting } = found;
    const language = storedLanguage(posting.language);
    const input: InterviewSummaryInput = {
      posting: {
        position: posting.position,
        mandatory: posting.mandatoryConditions,
        desirable: posting.desirableConditions,
        language,
      },
      answers: interview.questions.map((q) => ({ question: q.pregunta, answer: interview.answers[q.numero] ?? '' })),
      conditions: found.conditions.map(({ condition, kind, verdict }) => ({ condition, kind, verdict })),
    };
    let facts: InterviewSummaryFacts;
    let engine = deps.ai.name;
    try {
      facts = await deps.ai.summarizeInterview(input);
    } catch (error) {
      if (!(error instanceof AiUnavailableError) || deps.ai === deps.fallbackAi) throw error;
      deps.logger?.warn({ err: error }, `AI engine ${deps.ai.name} unavailable; interview summarised by ${deps.fallbackAi.name}`);
      facts = await deps.fallbackAi.summarizeInterview(input);
      engine = deps.fallbackAi.name;
    }
    // The text in the posting's language stays beside the facts, for what reads the summary as text.
    await repo.storeSummary(deps.db, interview, { text: renderInterviewSummary(facts, language), facts }, engine);
  };
}

/** Queues again the summaries of interviews submitted while no worker wrote them. */
export async function resumeSummaries(deps: { db: Db; queue: Queue }): Promise<number> {
  const pending = await repo.unsummarised(deps.db);
  for (const { id } of pending) await deps.queue.send(summarizeInterviewJob, { interviewId: id });
  return pending.length;
}
