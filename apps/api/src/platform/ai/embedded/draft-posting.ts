import type { Language } from '@postula/contract/constants';
import type { PostingDraft } from '../engine';
import { correctWord, matchOccupation, type OccupationMatch } from './match-occupation';
import { cleanText, words as toWords, type Word } from './normalize';
import { occupationById } from './occupations';
import { detectSeniority, detectTechnologies, detectWorkConditions, type Seniority, type Technology } from './position-modifiers';
import { sectorById, SECTORS } from './sectors';
import { joinList, joinTasks, PHRASES, type Phrases } from './templates';
import type { Occupation, PostingText, Sector } from './vocabulary-types';

/** The schema allows 8; a recruiter reads 6 at a glance, and the brief of the product says 2 to 6. */
const MAX_CONDITIONS = 6;
const MAX_TASKS = 4;
/** Positions are at most 200 characters by contract; the cut only protects callers that skip it. */
const MAX_POSITION = 200;

/** What the typed position was understood as; shared with the social post for its hashtags. */
export interface PositionReading {
  /** The position as typed: trimmed, spaces collapsed, first letter in capitals. */
  cleaned: string;
  words: Word[];
  match: OccupationMatch | undefined;
  occupation: Occupation | undefined;
  sector: Sector | undefined;
  technologies: Technology[];
}

export function readPosition(position: string): PositionReading {
  const cleaned = cut(cleanText(position), MAX_POSITION);
  const words = toWords(cleaned);
  const technologies = detectTechnologies(words);
  const match = matchOccupation(words);
  const occupation = refineByTechnology(match?.occupation, technologies);
  const sector = occupation ? sectorById(occupation.sector) : sectorOf(words);
  return { cleaned, words, match, occupation, sector, technologies };
}

export function draftPosting(position: string, language: Language): PostingDraft {
  const reading = readPosition(position);
  const phrases = PHRASES[language];
  const { occupation, sector, match } = reading;
  const text: PostingText = occupation?.[language] ?? sector?.generic[language] ?? phrases.general.text;
  const years = occupation?.years ?? phrases.general.years;
  const seniority = detectSeniority(reading.words, match?.consumed ?? new Set());
  const { modes, shifts } = detectWorkConditions(reading.words);

  const taskList = [...(seniority === 'lead' ? [phrases.leadTask] : []), ...text.tasks.slice(0, MAX_TASKS)];
  const sentences = [
    phrases.intro(displayPosition(reading, language)),
    seniority ? phrases.seniority[seniority] : undefined,
    phrases.tasks(joinTasks(taskList, language)),
    occupation?.profile?.[language] ?? sector?.profile[language] ?? phrases.general.profile,
    ...modes.map((mode) => phrases.workMode[mode]),
  ].filter((sentence): sentence is string => Boolean(sentence));

  const experience = experienceConditions(phrases, seniority, years, text.exp);
  const technologies = reading.technologies.map((technology) => technology.label);
  let must = [...text.must];
  if (technologies.length > 0) {
    const condition = phrases.technologies(joinList(technologies, language));
    // A generic stack ("Java, C#, Python…") would contradict the one the recruiter named.
    must = occupation?.stackMust ? [condition, ...must.slice(1)] : [condition, ...must];
  }
  let nice = [...text.nice];
  const fixedShift = shifts.some((shift) => shift === 'morning' || shift === 'afternoon' || shift === 'night');
  if (fixedShift) {
    // "Turno mañana" and "rotating shifts" cannot both be asked for.
    must = must.filter((condition) => !phrases.rotating.test(condition));
    nice = nice.filter((condition) => !phrases.rotating.test(condition));
  }
  const newShifts = shifts.filter((shift) => !must.some((condition) => phrases.shiftMention[shift].test(condition)));
  const mandatory = unique([...experience.must, ...must, ...newShifts.map((shift) => phrases.shift[shift])]).slice(0, MAX_CONDITIONS);
  // A desirable condition that a shift of the position now requires is no longer only desirable.
  nice = nice.filter((condition) => !newShifts.some((shift) => phrases.shiftMention[shift].test(condition)));
  const desirable = unique([...experience.nice, ...nice])
    .filter((condition) => !mandatory.includes(condition))
    .slice(0, MAX_CONDITIONS);

  return { description: sentences.slice(0, 6).join(' '), mandatory, desirable };
}

/**
 * Years follow the seniority the recruiter wrote (trainee and junior 0–1, semi senior or pleno 2–3,
 * senior 5+), and the occupation's own default otherwise; an occupation that needs none only wishes
 * for previous experience.
 */
function experienceConditions(phrases: Phrases, seniority: Seniority | undefined, years: number, exp: string): { must: string[]; nice: string[] } {
  switch (seniority) {
    case 'trainee':
      return { must: [phrases.trainee.must], nice: [phrases.trainee.nice(exp)] };
    case 'junior':
      return { must: [phrases.experience.junior(exp)], nice: [] };
    case 'mid':
      return { must: [phrases.experience.mid(exp)], nice: [] };
    case 'senior':
      return { must: [phrases.experience.senior(exp)], nice: [] };
    case 'lead':
      return { must: [phrases.experience.lead(exp)], nice: [] };
    default:
      return years > 0 ? { must: [phrases.experience.atLeast(years, exp)], nice: [] } : { must: [], nice: [phrases.experience.previous(exp)] };
  }
}

/**
 * The position as typed, with typos of matched words corrected ('Progamador' reads 'Programador'), and
 * the occupation's name in the draft's language when the recruiter wrote it in another one, so an English
 * draft for 'Enfermera para clínica' says what the job is.
 */
function displayPosition(reading: PositionReading, language: Language): string {
  const { match, occupation } = reading;
  if (!reading.cleaned) return PHRASES[language].unnamedPosition;
  let shown = reading.cleaned;
  if (match) {
    const inLanguage = match.corrections.get(language) ?? [...match.corrections.values()][0] ?? new Map<number, string>();
    const corrections = [...inLanguage].sort(([a], [b]) => b - a);
    for (const [index, surface] of corrections) {
      const word = reading.words[index];
      if (word) shown = shown.slice(0, word.start) + correctWord(word.raw, surface) + shown.slice(word.end);
    }
  }
  if (occupation && (!match || !match.languages.has(language))) {
    const name = occupation[language].names[0] ?? '';
    // 'desenvolvedor(a) back-end' inside parentheses would nest them.
    shown = `${shown} (${name.replace(/\((a|as|ã)\)/g, '/$1')})`;
  }
  return shown;
}

/** Specialised developers when the position names their stack: 'Programador React' is a frontend job. */
function refineByTechnology(occupation: Occupation | undefined, technologies: readonly Technology[]): Occupation | undefined {
  const hinted = technologies.map((technology) => (technology.hint ? occupationById(technology.hint) : undefined)).find(Boolean);
  if (!occupation) return hinted;
  if (occupation.id === 'software-developer' && hinted?.sector === 'technology') return hinted;
  return occupation;
}

let sectorStems: Map<Sector, Set<string>> | undefined;

/** The sector whose keywords the position names most, for positions that match no occupation. */
function sectorOf(words: readonly Word[]): Sector | undefined {
  sectorStems ??= new Map(SECTORS.map((sector) => [sector, new Set(toWords(sector.keywords.join(' ')).flatMap((word) => word.stems))]));
  let best: Sector | undefined;
  let bestCount = 0;
  for (const [sector, keywords] of sectorStems) {
    const count = words.filter((word) => word.stems.some((s) => keywords.has(s))).length;
    if (count > bestCount) {
      best = sector;
      bestCount = count;
    }
  }
  return best;
}

function unique(items: readonly string[]): string[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = item.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** At most `max` characters, ending on a whole word. */
export function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const space = text.lastIndexOf(' ', max);
  return (space > 0 ? text.slice(0, space) : text.slice(0, max)).trim();
}
