import type { Language } from '@postula/contract/constants';
import { scoringSegments } from './analyze-cv';
import { extractContacts } from './contacts';
import { boundText, readLines } from './cv-document';
import { detectCvLanguage } from './detect-language';

/** About 6,000 tokens: a long CV's first pages say what a recruiter needs; the rest is cut. */
export const CV_PROMPT_MAX_CHARS = 24_000;
/** The head of a CV where its owner's contact data is printed. */
const CONTACT_HEAD_CHARS = 3000;
const MAX_LINE = 1_000;

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
}

/**
 * The local part of a model's CV analysis (openai-engine.ts): contacts read by the embedded extractor (which
 * knows to skip referees and template text), and the text with the candidate's name removed, so the name never
 * reaches the prompt that judges the CV. `name`, when given, is the one a model found in the head: it is
 * removed the same way.
 */
export function readCvForModel(fullText: string, name?: string): ModelReading {
  const text = boundText(fullText, CV_PROMPT_MAX_CHARS * 2, MAX_LINE);
  const lines = readLines(text);
  const contacts = extractContacts(lines);
  const used = name ? { ...contacts, name } : contacts;
  return {
    language: detectCvLanguage(text),
    name: used.name,
    email: contacts.email,
    phone: contacts.phone,
    redacted: scoringSegments(lines, used)
      .map((segment) => segment.text)
      .join('\n'),
    head: text.slice(0, CONTACT_HEAD_CHARS),
    text,
  };
}
