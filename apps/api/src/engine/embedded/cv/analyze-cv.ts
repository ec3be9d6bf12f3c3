import type { AnalyzeCvInput, CvAnalysis } from '../../engine';
import { conditionsToAssess, isImplicit, scoreVerdicts } from '../../score';
import { assessCondition } from './assess-condition';
import { extractContacts, withoutLinks, type Contacts } from './contacts';
import { boundText, readLines, readSegments, type Line, type Segment } from './cv-document';
import { detectCvLanguage } from './detect-language';
import { ASSISTANT_ROLE, readJobs, type Job } from './experience';
import { webAddresses, type WebAddress } from './portfolio';
import { relevance } from './relevance';
import { summaryFacts } from './summary';
import { renderSummary } from './summary-text';
import { foldText } from './tokens';

// The embedded reading of a CV against a posting (DESIGN.md "The AI engine"): contacts from the
// whole text, everything else from the text with the name, contact lines and personal data removed, so
// the score cannot depend on who the candidate is.

/** Ten pages of text; what comes after is appendices and publications, and the reading stays fast. */
const MAX_TEXT = 40_000;
/** A printed line is under 200 characters; a paragraph saved as one line, a few thousand. */
const MAX_LINE = 1_000;

/**
 * Lines that state protected traits (birth date, age, nationality, marital status, sex, religion,
 * identity numbers): never read as evidence, never scored.
 */
const PERSONAL =
  /\b(fecha de nacimiento|date of birth|data de nascimento|dob|nacid[oa]|nascid[oa]|born|edad|age\s*:|idade|years old|nacionalidad|nationality|nacionalidade|estado civil|marital|sexo|sex|gender|genero|religion|religiao|dni|cpf|passport|pasaporte|passaporte|casad[oa]|solter[oa]|married|divorciad[oa]|viud[oa]|mujer|hombre|mulher|homem|female|male|femenino|masculino)\b/;

function nameWords(name: string | null): string[] {
  if (!name) return [];
  const personal = name.split(',')[0] ?? '';
  return foldText(personal)
    .split(/[^a-z'’-]+/)
    .filter((word) => word.length >= 2 && !['de', 'da', 'do', 'dos', 'das', 'del', 'la', 'van', 'von'].includes(word));
}

/** Where a word of the name starts, in a folded text. */
function namePattern(words: readonly string[]): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${words.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`, 'gu');
}

/** `text` with every word of the name taken out; the rest of the text as it was. */
function blankName(text: string, pattern: RegExp): string {
  const folded = foldText(text);
  let out = '';
  let last = 0;
  for (const match of folded.matchAll(pattern)) {
    const end = match.index + match[0].length;
    // The word ends there, or a PDF glued the next word to it ('AlvesRua'): the next letter is a capital.
    const next = text.charAt(end);
    if (/[\p{Ll}\p{N}]/u.test(next)) continue;
    out += text.slice(last, match.index);
    last = end;
  }
  return out + text.slice(last);
}

/** The line with every word of the name blanked, wherever it appears ('FRANCISCO ALVES · CURRICULUM VITAE'). */
function redact(text: string, words: readonly string[]): string {
  if (words.length === 0) return text;
  return blankName(text, namePattern(words)).replace(/\s{2,}/g, ' ').trim();
}

/**
 * The text the CV's language is told from: the whole CV without its owner's name. A name is no evidence of the
 * language a CV is written in, and on a short or mixed CV it tipped the balance: 'Francisco Alves' read as
 * Portuguese and the same CV under 'James Alves' as English, with other verdicts (decision 045).
 */
function withoutName(text: string, words: readonly string[]): string {
  return words.length === 0 ? text : blankName(text, namePattern(words));
}

export function scoringSegments(lines: readonly Line[], contacts: Contacts): Segment[] {
  const words = nameWords(contacts.name);
  const kept: Line[] = [];
  for (const line of lines) {
    if (line.section === 'references' || line.template || contacts.contactLines.has(line.index)) continue;
    if (PERSONAL.test(foldText(line.text))) continue;
    const text = redact(withoutLinks(line.text), words);
    // What is left of the name's line is the address ('Nurse City, ON Z9Y 8X7') unless it is a title.
    if (line.index === contacts.nameLine && /\d/.test(text)) continue;
    // A line of words, or of dates alone ('03/2018 08/2018', '2017 - 2019'): a job's or a degree's.
    if (/\p{L}{2}/u.test(text) || /\b(?:19|20)\d{2}\b/.test(text)) kept.push({ ...line, text });
  }
  return readSegments(kept);
}

/**
 * The reading every engine starts from (one pipeline, replaceable judges): the bounded text, its contacts,
 * its language, the segments with the name and personal data removed (what is judged), and the CV's
 * relevance to the position (what orders alike verdicts). An engine then judges the conditions and writes
 * the summary; the score follows from both by score.ts. `name`, when given, replaces the name read here
 * (a model found it where the reader did not), and is removed the same way.
 */
export interface LocalReading {
  text: string;
  language: ReturnType<typeof detectCvLanguage>;
  contacts: Contacts;
  segments: Segment[];
  /** The CV's jobs (experience.ts), read once for the readers that need them. */
  jobs: Job[];
  /** Its links and web addresses (portfolio.ts). */
  addresses: WebAddress[];
  /** 0–1, cv/relevance.ts. */
  relevance: number;
}

export function readCv(fullText: string, posting: AnalyzeCvInput['posting'], now: Date, options: { maxChars?: number; name?: string } = {}): LocalReading {
  const text = boundText(fullText, options.maxChars ?? MAX_TEXT, MAX_LINE);
  const lines = readLines(text);
  const read = extractContacts(lines);
  const contacts = options.name ? { ...read, name: options.name } : read;
  const segments = scoringSegments(lines, contacts);
  const jobs = readJobs(segments, now);
  const addresses = webAddresses(lines);
  const language = detectCvLanguage(withoutName(text, nameWords(contacts.name)));
  return { text, language, contacts, segments, jobs, addresses, relevance: relevance({ segments, jobs }, posting) };
}

/** The embedded engine's analysis: the shared reading, judged by rules (assess-condition.ts). */
export function analyzeCvText(input: AnalyzeCvInput, now: Date): CvAnalysis {
  const { segments, jobs, language, contacts, addresses, relevance: relevant } = readCv(input.text, input.posting, now);
  const cv = { segments, jobs, language, now, addresses, assistantPosting: ASSISTANT_ROLE.test(foldText(input.posting.position)) };
  const implicit = isImplicit(input.posting) ? { tasks: input.posting.tasks } : undefined;
  const conditions = conditionsToAssess(input.posting).map((condition) => assessCondition(cv, condition, input.posting.language, implicit));
  const { score, mandatoryNotMet } = scoreVerdicts(conditions, relevant);
  const facts = summaryFacts({ segments, jobs }, input.posting, now);
  return {
    language,
    name: contacts.name ? contacts.name.slice(0, 200) : null,
    email: contacts.email && contacts.email.length <= 254 ? contacts.email : null,
    phone: contacts.phone && contacts.phone.length <= 20 ? contacts.phone : null,
    summary: renderSummary(facts, input.posting.language),
    summaryFacts: facts,
    score,
    conditions,
    mandatoryNotMet,
    relevance: relevant,
  };
}
