import type { Language } from '@postula/contract/constants';
import type { PostingDraft } from '../../engine';
import { correctWord, matchOccupation, type OccupationMatch } from './match-occupation';
import { cleanText, isStopWord, words as toWords, type Word } from '../normalize';
import { occupationById } from '../../vocabulary/occupations';
import { detectSeniority, detectTechnologies, detectWorkConditions, MODIFIER_WORDS, type Seniority, type Technology } from './position-modifiers';
import { capitalised } from '../cv/summary-text';
import { contentStems } from '../screening/text';
import { sectorById, SECTORS } from '../../vocabulary/sectors';
import { joinList, joinTasks, PHRASES, type Phrases } from './templates';
import type { Occupation, PostingText, Sector } from '../../vocabulary/vocabulary-schema';

/** Seniority, schedule, arrangement and technology words: they end the field a position names. */
const MODIFIER_KEYS = new Set(MODIFIER_WORDS);

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
  // What the position itself asks ('con carnet', 'com COREN ativo') is mandatory; the field it names after its
  // occupation ('para ferretería', 'de UTI') is the experience wished for, before the generic 'in the industry'.
  const details = positionDetails(reading, language);
  let withDetails = [...mandatory];
  for (const item of details.asked) {
    const same = withDetails.find((listed) => sameRequirement(listed, item));
    if (same && covers(same, item)) continue;
    // 'Inglés avanzado' asked by the position replaces the occupation's 'Inglés intermedio'; a licence's
    // category is asked beside the licence the occupation asks for.
    withDetails = same && !LICENCE_WORD.test(item) ? withDetails.map((listed) => (listed === same ? item : listed)) : [...withDetails, item];
  }
  // Past the limit, the occupation's own conditions give way from the last one; the position's stay.
  while (withDetails.length > MAX_CONDITIONS) {
    const last = withDetails.findLastIndex((condition) => mandatory.includes(condition));
    if (last === -1) break;
    withDetails.splice(last, 1);
  }
  const mandatoryAll = unique(withDetails).slice(0, MAX_CONDITIONS);
  const { specialty } = details;
  // The field the position names replaces the occupation's wishes that only say 'in the field' or name it among others.
  const field = specialty.length > 0 ? requirementStems(details.field) : new Set<string>();
  const nameField = (condition: string) => GENERIC_FIELD.test(condition) || (field.size > 0 && [...field].every((stem) => requirementStems(condition).has(stem)));
  // A wish the position now asks for ('Licencia de conducir' once it asks 'con carnet de conducir') is no longer a wish.
  const askedNow = mandatoryAll.filter((condition) => !mandatory.includes(condition));
  const desirable = unique([...specialty, ...experience.nice, ...(specialty.length > 0 ? nice.filter((condition) => !nameField(condition)) : nice)])
    .filter((condition) => !mandatoryAll.includes(condition) && !askedNow.some((item) => sameRequirement(item, condition)))
    .slice(0, MAX_CONDITIONS);

  return { description: sentences.slice(0, 6).join(' '), mandatory: mandatoryAll, desirable, understood: Boolean(occupation ?? sector) };
}

/** `listed` already asks all `item` does: every content word of the item is in it (licence words all alike). */
function covers(listed: string, item: string): boolean {
  const stems = requirementStems(listed);
  return [...requirementStems(item)].every((stem) => stems.has(stem) || IN_FORCE.test(stem));
}
const IN_FORCE = /^(?:vigent|current|valid|em|dia|ativ|activ)/;

/** A condition that only says 'in the field' ('Experiencia en el rubro'): the position's own field replaces it. */
const GENERIC_FIELD = /\b(?:en el rubro|in the industry|no segmento|no ramo)\b/i;
/** Where a position says what it asks beyond its occupation: 'con…', 'com…', 'with…'. */
const WITH_CLAUSE = /\s(?:con|com|with)\s+(.+)$/iu;
/** The field named after the occupation: 'para ferretería', 'de UTI', 'for ICU'. */
const FIELD_PREPOSITION = /^(?:de|del|para|for|of|da|do|das|dos)$/;
/**
 * A licence or registration, held or not: a position that names one asks for it in force. ('CRM' is also the
 * sales software, so only COREN of the councils' acronyms is read as one.)
 */
const LICENCE_WORDS = 'carnet|carn[eé]|licencia|licen[cs]e|habilitaci[oó]n|habilita[cç][aã]o|cnh|registro|registration|matr[ií]cula|coren';
const LICENCE_WORD = new RegExp(`\\b(?:${LICENCE_WORDS})\\b`, 'i');
const LICENCE_WORD_G = new RegExp(`\\b(?:${LICENCE_WORDS})\\b`, 'gi');

const DETAIL_PHRASES: Record<Language, { specialty: (field: string) => string; inForce: (licence: string) => string }> = {
  es: { specialty: (field) => `Experiencia en ${field}.`, inForce: (licence) => `${licence} vigente.` },
  en: { specialty: (field) => `Experience in ${field}.`, inForce: (licence) => `${licence}, current.` },
  pt: { specialty: (field) => `Experiência em ${field}.`, inForce: (licence) => `${licence} em dia.` },
};


/** The words that say what a condition asks ('manejo', 'experiencia', 'vigente' say how), licence words all alike. */
const requirementStems = (text: string) => new Set(contentStems(text.replace(LICENCE_WORD_G, 'licence')));

/**
 * Two conditions ask for the same thing: a licence both, or a word of what they ask in common ('COREN ativo',
 * 'Registro ativo no COREN'); 'Manejo de CRM' and 'Manejo de caja' ask for different things.
 */
function sameRequirement(a: string, b: string): boolean {
  if (LICENCE_WORD.test(a) && LICENCE_WORD.test(b)) return true;
  const stems = requirementStems(a);
  return [...requirementStems(b)].some((stem) => stems.has(stem));
}

/**
 * The details a position states beyond its occupation, as conditions: each item after 'con/com/with'
 * ('con conocimiento de materiales eléctricos', 'con carnet'), and the field named after the occupation by a
 * preposition ('Vendedor para ferretería', 'Enfermera de UTI'). Seniority, schedule, arrangement and
 * technologies are read elsewhere.
 */
function positionDetails(reading: PositionReading, language: Language): { asked: string[]; specialty: string[]; field: string } {
  const phrases = DETAIL_PHRASES[language];
  const head = reading.cleaned.split(/\s[–—-]\s|[(|]/)[0] ?? '';
  const clause = WITH_CLAUSE.exec(head);
  const asked = (clause?.[1] ?? '')
    .split(/,\s*|\s+(?:y|e|and)\s+/u)
    .map((item) => item.trim().replace(/[.;:]+$/, ''))
    .filter((item) => /\p{L}{2}/u.test(item))
    .map((item) => (LICENCE_WORD.test(item) && !/vigente|current|valid|v[aá]lid|ativ|activ|em dia/i.test(item) ? phrases.inForce(capitalised(item)) : `${capitalised(item)}.`));

  const before = clause ? head.slice(0, clause.index) : head;
  const consumed = reading.match?.consumed ?? new Set<number>();
  const words = reading.words.filter((word) => word.end <= before.length);
  // The occupation's words, with the inclusive ending typed after them ('Camarero/a'), then a preposition.
  const named = (i: number): boolean => consumed.has(i) || (GENDER_ENDING.test(words[i]?.key ?? '') && named(i - 1));
  const at = words.findIndex((word, i) => i > 0 && named(i - 1) && FIELD_PREPOSITION.test(word.key) && words[i + 1] !== undefined && !consumed.has(i + 1));
  if (at === -1) return { asked, specialty: [], field: '' };
  // The field runs to a comma, an occupation word, or the first seniority, schedule or technology word.
  const field: Word[] = [];
  for (let i = at + 1; i < words.length; i++) {
    const word = words[i]!;
    if (consumed.has(i) || MODIFIER_KEYS.has(word.key) || (field.length > 0 && /,/.test(before.slice(field[field.length - 1]!.end, word.start)))) break;
    field.push(word);
  }
  // 'Professor de Matemática para ensino médio': the field ends before the preposition of the next name.
  while (field.length > 0 && isStopWord(field[field.length - 1]!.key)) field.pop();
  if (field.length === 0 || field.length > 4) return { asked, specialty: [], field: '' };
  const text = before.slice(field[0]!.start, field[field.length - 1]!.end);
  return { asked, specialty: [phrases.specialty(text)], field: text };
}

/** The inclusive endings typed after a name: 'Camarero/a', 'Enfermero/as'. */
const GENDER_ENDING = /^(?:a|o|e|as|os|es|x)$/;

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
