import type { AiEngine } from '../engine';
import { analyzeCvOffThread, summarizeInterviewOffThread } from '../threads/analysis-threads';
import { draftPosting } from './postings/draft-posting';
import { generalQuestions } from './screening/general-questions';
import { screeningQuestions } from './screening/screening-questions';
import { socialPost } from './postings/social-post';

export interface EmbeddedEngineOptions {
  /** The date years of experience are counted to ('2019 – present'); tests fix it. */
  now?: () => Date;
}

/**
 * The offline engine (DESIGN.md "The AI engine"): drafts and posts come from a vocabulary of occupations
 * written in Spanish, English and Portuguese, so the product works with no AI server, and the same input
 * always gives the same text. CVs are read by rules (cv/), with evidence for every verdict; screening
 * questions and interview summaries are built from the analysis and the answers by templates (screening/).
 */
export function createEmbeddedEngine(options: EmbeddedEngineOptions = {}): AiEngine {
  const now = options.now ?? (() => new Date());
  return {
    name: 'embedded',
    draftPosting: async ({ position, language }) => draftPosting(position, language),
    socialPost: async (input) => socialPost(input),
    // The candidate's text is read off the event loop (threads/analysis-threads.ts).
    analyzeCv: (input) => analyzeCvOffThread(input, now()),
    screeningQuestions: async (input) => screeningQuestions(input),
    generalQuestions: async (input) => generalQuestions(input),
    summarizeInterview: (input) => summarizeInterviewOffThread(input),
  };
}
