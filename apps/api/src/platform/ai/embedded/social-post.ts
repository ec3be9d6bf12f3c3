import type { Language } from '@postula/contract/constants';
import type { SocialPostInput } from '../engine';
import { readPosition, type PositionReading } from './draft-posting';
import { isStopWord, words as toWords, type Word } from './normalize';
import { detectSeniority } from './position-modifiers';
import { joinTasks, PHRASES } from './templates';

/** Long enough for one or two sentences, short enough to show without "see more" in chat previews. */
const PITCH_MAX = 220;
const MAX_HASHTAGS = 5;
const MIN_HASHTAGS = 3;

/**
 * A post for WhatsApp and LinkedIn: an attention line, a pitch taken from the posting's own tasks, the
 * link once and a few hashtags. Plain text only: company and position are the company's words and are
 * written as they are, with no markup added around them.
 */
export function socialPost(input: SocialPostInput): string {
  const { language } = input;
  const phrases = PHRASES[language];
  const link = input.link.trim();
  // The link must appear exactly once, so it is taken out of the texts the post quotes.
  const withoutLink = (text: string) => (link ? text.split(link).join(' ') : text);
  const position = oneLine(withoutLink(input.position));
  const company = oneLine(withoutLink(input.company));

  const reading = readPosition(position);
  const fallbackTasks = (reading.occupation?.[language] ?? reading.sector?.generic[language] ?? phrases.general.text).tasks;
  const pitch =
    truncate(extractPitch(withoutLink(input.tasks)), PITCH_MAX) ||
    truncate(phrases.tasks(joinTasks(fallbackTasks.slice(0, 3), language)), PITCH_MAX);

  const headline = company ? phrases.post.headline(company, position) : phrases.post.headlineWithoutCompany(position);
  const lines = [headline, '', pitch, '', phrases.post.apply(link), '', hashtags(reading, language).map((tag) => `#${tag}`).join(' ')];
  return lines.join('\n');
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** A list item's bullet or number at the start of a line. */
export const BULLET = /^\s*(?:[-–—•*·>]+|\d{1,2}[.)-])\s*/;

/**
 * The first meaningful sentences of the tasks: headings ("Tareas:") and fragments are skipped. When the
 * tasks are a bare list of short items, the first items make the pitch instead.
 */
export function extractPitch(tasks: string): string {
  const lines = tasks
    .split(/\r?\n/)
    .map((line) => line.replace(BULLET, '').trim())
    .filter((line) => /\p{L}/u.test(line));
  const sentences = lines.flatMap((line) => line.split(/(?<=[.!?…])\s+/)).map((sentence) => sentence.trim());
  const meaningful = sentences.filter((sentence) => sentence.split(/\s+/).length >= 4 && !sentence.endsWith(':'));
  if (meaningful.length > 0) {
    const first = withStop(meaningful[0] ?? '');
    const second = meaningful[1] ? withStop(meaningful[1]) : '';
    return second && first.length + 1 + second.length <= PITCH_MAX ? `${first} ${second}` : first;
  }
  const items = lines.filter((line) => !line.endsWith(':')).slice(0, 4);
  // A word or two ("See link") says nothing about the job; the vocabulary's pitch is better.
  if (items.join(' ').split(/\s+/).length < 3) return '';
  // Items keep their capitals: 'Node' or 'SAP' must not become 'node' or 'sAP'.
  return withStop(items.join(', '));
}

function withStop(sentence: string): string {
  return /[.!?…]$/.test(sentence) ? sentence : `${sentence.replace(/[,;:]+$/, '')}.`;
}

/**
 * Never cuts a word: the text ends at the last whole word that fits, followed by an ellipsis; a text
 * with no space to cut at gives nothing, and the caller uses another pitch.
 */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const space = text.lastIndexOf(' ', max - 1);
  if (space <= 0) return '';
  return `${text.slice(0, space).replace(/[\s,;:.\-–—(]+$/, '')}…`;
}

function hashtags(reading: PositionReading, language: Language): string[] {
  const generic = PHRASES[language].post.hashtags;
  const { occupation, sector } = reading;
  const named = occupation ? occupationHashtag(reading, language) : positionHashtag(reading);
  const tags: string[] = [];
  const add = (tag: string | undefined) => {
    if (tag && !tags.some((kept) => kept.toLowerCase() === tag.toLowerCase())) tags.push(tag);
  };
  [generic[0], named, ...(sector?.hashtags[language] ?? [])].forEach(add);
  // Generic tags only fill up to the minimum; the specific ones say more about the job.
  for (const tag of generic.slice(1)) if (tags.length < MIN_HASHTAGS) add(tag);
  return tags.slice(0, MAX_HASHTAGS);
}

/**
 * CamelCase without accents ('Auxiliar administrativo/a' → 'AuxiliarAdministrativo'). The ñ stays: it is
 * a letter of its own, and '#Diseno' reads as a typo.
 */
export function toHashtag(text: string): string {
  const words = text
    .replace(/\([^)]*\)/g, ' ')
    .replace(/\/\p{L}{1,3}\b/gu, ' ')
    .replace(/[^ñÑ]/g, (letter) => letter.normalize('NFD').replace(/\p{M}+/gu, ''))
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  let tag = words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
  if (tag.length > 30) {
    tag = words
      .filter((word) => !isStopWord(word.toLowerCase()))
      .slice(0, 2)
      .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
      .join('');
  }
  return tag;
}

/**
 * The recruiter's own words when they name the occupation in the post's language and without typos
 * ('Vendedora de mostrador' gives #VendedoraDeMostrador, not the vocabulary's #Vendedor); the
 * vocabulary's name in that language otherwise.
 */
function occupationHashtag(reading: PositionReading, language: Language): string {
  const { match, occupation } = reading;
  const vocabulary = toHashtag(occupation?.[language].names[0] ?? '');
  if (!match || match.occupation !== occupation || !match.languages.has(language)) return vocabulary;
  if ((match.corrections.get(language)?.size ?? 0) > 0) return vocabulary;
  const used = [...match.consumed].map((i) => reading.words[i]).filter((word): word is Word => word !== undefined);
  const start = Math.min(...used.map((word) => word.start));
  const end = Math.max(...used.map((word) => word.end));
  const own = toHashtag(reading.cleaned.slice(start, end));
  return own.length > 0 && own.length <= 30 ? own : vocabulary;
}

/** For a position of no known occupation: up to three of its words, without seniority or inclusive endings. */
function positionHashtag(reading: PositionReading): string {
  const head = reading.cleaned.split(/[(,;|]| - /)[0] ?? '';
  const kept: Word[] = [];
  let content = 0;
  for (const word of toWords(head)) {
    if (content === 3) break;
    if (word.key.length === 1 || detectSeniority([word], new Set())) continue;
    if (isStopWord(word.key)) {
      if (kept.length > 0) kept.push(word);
      continue;
    }
    kept.push(word);
    content++;
  }
  while (kept.length > 0 && isStopWord(kept[kept.length - 1]?.key ?? '')) kept.pop();
  return toHashtag(kept.map((word) => word.raw).join(' '));
}
