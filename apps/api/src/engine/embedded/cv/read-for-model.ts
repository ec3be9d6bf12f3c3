import type { Language } from '@postula/contract/constants';
import type { AnalyzeCvInput } from '../../engine';
import { readCv } from './analyze-cv';

/** About 6,000 tokens: a long CV's first pages say what a recruiter needs; the rest is cut. */
export const CV_PROMPT_MAX_CHARS = 24_000;
/** The head of a CV where its owner's contact data is printed. */
const CONTACT_HEAD_CHARS = 3000;

/** A CV read for a model: what is said locally, and the text the model may see. */
export interface ModelReading {
  language: Language | null;
  name: string | null;
  email: string | null;
  phone: string | null;
  /** The CV with the name, contact lines and personal data removed: what the model judges. */
  redacted: string;
  /** The beginning of the CV as printed, for a model to find the name in when the reader found none. */
  head: string;
  /** The text the reading was made of (bounded): a name or e-mail a model returns must be in it. */
  text: string;
  /** 0–1: the CV's relevance to the position, which the score weighs beside the model's verdicts. */
  relevance: number;
}

/**
 * The local part of a model's CV analysis (openai-engine.ts), the shared reading of analyze-cv.ts `readCv`:
 * contacts read by the embedded extractor (which knows to skip referees and template text), the text with the
 * candidate's name removed, so the name never reaches the prompt that judges the CV, and the CV's relevance to
 * the position. `name`, when given, is the one a model found in the head: it is removed the same way.
 */
export function readCvForModel(fullText: string, posting: AnalyzeCvInput['posting'], now: Date, name?: string): ModelReading {
  const reading = readCv(fullText, posting, now, { maxChars: CV_PROMPT_MAX_CHARS * 2, name });
  return {
    language: reading.language,
    name: reading.contacts.name,
    email: reading.contacts.email,
    phone: reading.contacts.phone,
    redacted: reading.segments.map((segment) => segment.text).join('\n'),
    head: reading.text.slice(0, CONTACT_HEAD_CHARS),
    text: reading.text,
    relevance: reading.relevance,
  };
}
