import type { Language } from '@postula/contract/constants';
import type { SocialPostInput } from '../../engine';
import { readPosition, type PositionReading } from './draft-posting';
import { isStopWord, words as toWords, type Word } from '../normalize';
import { mentionsProtectedTrait } from '../../protected-traits';
import { foldText } from '../cv/tokens';
import { detectSeniority } from './position-modifiers';
import { lowerFirst } from '../screening/text';
import { PHRASES } from './templates';

/** Long enough for one or two sentences, short enough to show without "see more" in chat previews. */
const PITCH_MAX = 220;
const MAX_HASHTAGS = 3;
const MIN_HASHTAGS = 2;
const TASKS_SHOWN = 2;
const CONDITIONS_SHOWN = 2;
const ITEM_MAX = 90;

const LINES: Record<Language, { does: string; fits: string; offers: string }> = {
  es: { does: 'Qué vas a hacer', fits: 'Qué buscamos', offers: 'Qué ofrecemos' },
  en: { does: "What you'll do", fits: "What we're looking for", offers: 'What we offer' },
  pt: { does: 'O que você vai fazer', fits: 'O que procuramos', offers: 'O que oferecemos' },
};

/**
 * A post for WhatsApp and LinkedIn that reads better than the posting pasted: a hook with the company and the
 * position, what the job is (its first tasks, never the sentence that presents the posting), who fits (its
 * first mandatory conditions), what it offers when the tasks say so, the link once, and two or three fitting
 * hashtags. Plain text only: company, position, tasks and conditions are the company's words and are
 * written as they are, with no markup added around them.
 */
export function socialPost(input: SocialPostInput): string {
  const { language } = input;
  const phrases = PHRASES[language];
  const lines = LINES[language];
  const link = input.link.trim();
  // The link must appear exactly once, so it is taken out of the texts the post quotes.
  const withoutLink = (text: string) => (link ? text.split(link).join(' ') : text);
  const position = oneLine(withoutLink(input.position));
  const company = oneLine(withoutLink(input.company));
  const tasks = withoutLink(input.tasks);

  const reading = readPosition(position);
  const fallbackTasks = (reading.occupation?.[language] ?? reading.sector?.generic[language] ?? phrases.general.text).tasks;
  const items = taskItems(tasks, TASKS_SHOWN).map((item) => lowerFirst(truncate(item, ITEM_MAX) || item.slice(0, ITEM_MAX)));
  const does = items.length > 0 ? items : fallbackTasks.slice(0, TASKS_SHOWN);
  const fits = (input.conditions ?? [])
    .map((condition) => oneLine(withoutLink(condition)).replace(/[.;:]+$/, ''))
    .filter((condition) => /\p{L}{2}/u.test(condition) && !mentionsProtectedTrait(condition))
    .slice(0, CONDITIONS_SHOWN)
    .map((condition) => lowerFirst(truncate(condition, ITEM_MAX) || condition.slice(0, ITEM_MAX)));
  const offer = offerIn(tasks);

  const headline = company ? phrases.post.headline(company, position) : phrases.post.headlineWithoutCompany(position);
  const body = [
    // Items joined by semicolons: a task or a condition often holds an 'y' of its own.
    line(lines.does, does),
    ...(fits.length > 0 ? [line(lines.fits, fits)] : []),
    ...(offer ? [line(lines.offers, [offer])] : []),
  ].filter((text) => text.length > 0);
  return [headline, '', ...body, '', phrases.post.apply(link), '', hashtags(reading, language).map((tag) => `#${tag}`).join(' ')].join('\n');
}

/** 'Label: a; b.', cut at a word within PITCH_MAX; a text already cut ends with its ellipsis, not a stop. */
function line(label: string, items: readonly string[]): string {
  const text = truncate(`${label}: ${items.join('; ')}`, PITCH_MAX);
  return text.endsWith('…') ? text : `${text}.`;
}

/** What the posting says it offers: the rest of a sentence that starts 'Ofrecemos', 'We offer', 'Oferecemos'. */
function offerIn(tasks: string): string | undefined {
  for (const sentence of sentencesOf(tasks)) {
    const found = /^(?:te ofrecemos|ofrecemos|we offer|we provide|oferecemos)\s*:?\s+(.+)$/iu.exec(sentence);
    if (found) return truncate(found[1]!.replace(/[.!]+$/, ''), ITEM_MAX) || undefined;
  }
  return undefined;
}

/** The tasks' lines and sentences, bullets taken off. */
function sentencesOf(tasks: string): string[] {
  return tasks
    .split(/\r?\n/)
    .map((line) => line.replace(BULLET, '').trim())
    .flatMap((line) => line.split(/(?<=[.!?…])\s+/))
    .filter((sentence) => sentence.length > 0);
}

/**
 * Sentences that present the posting or what it offers rather than a task: 'Buscamos incorporar a una
 * persona…', 'We are looking for…', 'Ofrecemos…', a schedule or a salary line.
 */
const NOT_A_TASK =
  /^(?:buscamos|estamos buscando|se busca|buscase|sumate|unete|te invitamos|te ofrecemos|nos encontramos|somos|ofrecemos|we are|we re|we offer|we provide|join|are you|our|you will join|procuramos|estamos (?:em busca|a procura|procurando|contratando)|venha|junte-se|oferecemos|horario|schedule|salario|salary|sueldo|remuneracion|beneficios|benefits|valoramos|we value|valorizamos)\b/;
/** A line that introduces the list of tasks: what follows its colon is the tasks. */
const TASKS_INTRO = /\b(?:tareas|funciones|responsabilidades|tasks|duties|responsibilities|tarefas|funcoes|atividades|atribuicoes)\b/;

/**
 * The first tasks a posting's tasks name, as the recruiter wrote them: the items of a list, or the sentences
 * that are tasks. The sentences that present the posting ('Buscamos incorporar a una persona para el puesto
 * de…'), or say what it offers or values, are not tasks.
 */
export function taskItems(tasks: string, max: number): string[] {
  const items: string[] = [];
  for (const sentence of sentencesOf(tasks)) {
    const colon = sentence.indexOf(':');
    if (colon >= 0 && !TASKS_INTRO.test(foldText(sentence.slice(0, colon)))) continue;
    const body = sentence.slice(colon + 1).trim();
    if (!body || NOT_A_TASK.test(foldText(body))) continue;
    for (const part of body.split(/;\s*(?:y\s+|e\s+|and\s+)?|,\s+(?=\p{Ll})|\s[–—]\s/u)) {
      const item = part.trim().replace(/[.!?…\s]+$/, '');
      if (item.split(/\s+/).length >= 2 && /\p{L}/u.test(item)) items.push(item);
      if (items.length >= max) return items;
    }
  }
  return items;
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
  const meaningful = sentencesOf(tasks).filter((sentence) => sentence.split(/\s+/).length >= 4 && !sentence.endsWith(':'));
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
