import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { DocumentContent } from '../document-kind';
import { AnalysisTimeoutError, type AnalyzeCvInput, type CvAnalysis, type InterviewSummaryFacts, type InterviewSummaryInput } from '../engine';
import type { ModelReading } from '../embedded/cv/read-for-model';

/**
 * The text side of analyses (reading a CV, summarising an interview) runs on threads of its own, never on the
 * server's event loop: the text is the candidate's, and a document built to be slow to read (one endless line
 * of digits took 7 s) must not slow down anyone else's requests. The readers are linear and read bounded text
 * (cv-document.ts boundText); the threads are the second guard, with a heap limit and a time limit.
 *
 * One pool per process, started on first use: threads wait warm between analyses (loading the vocabulary takes
 * about a second) and end after a minute idle; idle, they do not keep the process alive.
 */

/** Far above what a bounded text takes (well under a second); reached, the thread is ended and replaced. */
const TASK_TIMEOUT_MS = 30_000;

let pool: Piscina | undefined;

function threads(): Piscina {
  pool ??= new Piscina({
    filename: fileURLToPath(new URL('./analysis-thread.mjs', import.meta.url)),
    minThreads: 0,
    maxThreads: 2,
    idleTimeout: 60_000,
    // A bounded text needs a few tens of MB.
    resourceLimits: { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32 },
  });
  return pool;
}

async function run<T>(name: 'analyzeCv' | 'documentKind' | 'readForModel' | 'summarizeInterview', task: unknown): Promise<T> {
  try {
    return (await threads().run(task, { name, signal: AbortSignal.timeout(TASK_TIMEOUT_MS) })) as T;
  } catch (error) {
    if ((error as { name?: string }).name === 'AbortError' || (error as { name?: string }).name === 'TimeoutError') {
      throw new AnalysisTimeoutError(`${name} took longer than ${TASK_TIMEOUT_MS} ms`, { cause: error });
    }
    throw error;
  }
}

/** The embedded engine's reading of a CV against a posting (embedded/cv/analyze-cv.ts), on an analysis thread. */
export const analyzeCvOffThread = (input: AnalyzeCvInput, now: Date) => run<CvAnalysis>('analyzeCv', { input, now: now.getTime() });

/** Whether a document's text is a CV, empty, or not a CV (document-kind.ts), on an analysis thread. */
export const documentKindOffThread = (text: string) => run<DocumentContent>('documentKind', text);

/** The local part of a model's CV analysis (embedded/cv/read-for-model.ts), on an analysis thread. */
export const readCvForModelOffThread = (input: AnalyzeCvInput, now: Date, name?: string) =>
  run<ModelReading>('readForModel', { text: input.text, posting: input.posting, now: now.getTime(), ...(name ? { name } : {}) });

/** The embedded interview summary (embedded/screening/summarize-interview.ts), on an analysis thread. */
export const summarizeInterviewOffThread = (input: InterviewSummaryInput) => run<InterviewSummaryFacts>('summarizeInterview', input);
