import { documentKind as kindOf, type DocumentContent } from '../document-kind';
import type { AnalyzeCvInput, CvAnalysis, InterviewSummaryFacts, InterviewSummaryInput } from '../engine';
import { analyzeCvText } from '../embedded/cv/analyze-cv';
import { readCvForModel, type ModelReading } from '../embedded/cv/read-for-model';
import { summarizeInterview as summarize } from '../embedded/screening/summarize-interview';

/*
 * What analysis threads run (analysis-threads.ts): the CPU-bound readings of text a candidate wrote, a CV or
 * interview answers, which must not hold the server's event loop. Plain data in, plain data out.
 */

export function analyzeCv({ input, now }: { input: AnalyzeCvInput; now: number }): CvAnalysis {
  return analyzeCvText(input, new Date(now));
}

export function readForModel({ text, posting, now, name }: { text: string; posting: AnalyzeCvInput['posting']; now: number; name?: string }): ModelReading {
  return readCvForModel(text, posting, new Date(now), name);
}

export function summarizeInterview(input: InterviewSummaryInput): InterviewSummaryFacts {
  return summarize(input);
}

/** Whether the text is a CV to score, an empty document or one that is not a CV (document-kind.ts). */
export function documentKind(text: string): DocumentContent {
  return kindOf(text);
}
