import { LANGUAGES, type Language } from '@postula/contract/constants';
import { editDistance, foldWord, isStopWord, typoAllowance, words as toWords, type Word } from '../normalize';
import { OCCUPATIONS } from '../../vocabulary/occupations';
import { MODIFIER_WORDS } from './position-modifiers';
import { SECTORS } from '../../vocabulary/sectors';
import type { Occupation } from '../../vocabulary/vocabulary-schema';

// Matching compares the stems of the typed words with the stems of every name of every occupation, in
// all three languages: a name matches when each of its content words is found among the typed words,
// exactly or within the typo allowance. The typed text may hold more words than the name ('Vendedor de
// mostrador para sucursal centro'); those are kept for seniority and work conditions.

interface NameToken {
  stem: string;
  /** The word as the vocabulary spells it, accents included, to correct a typo in place. */
  surface: string;
}

interface IndexedName {
  occupation: Occupation;
  order: number;
  language: Language;
  tokens: readonly NameToken[];
  length: number;
}

export interface OccupationMatch {
  occupation: Occupation;
  /** Languages in which a name of the occupation matched: the draft names it in its language otherwise. */
  languages: ReadonlySet<Language>;
  /** Indices of the words the best name used; seniority and conditions are read from the others. */
  consumed: ReadonlySet<number>;
  /**
   * Typed words matched only within the typo allowance, with the vocabulary word they stand for, per
   * language of the name that matched: a Portuguese draft corrects 'enfemera' with the Portuguese word.
   */
  corrections: ReadonlyMap<Language, ReadonlyMap<number, string>>;
}

interface NameHit {
  fuzzy: number;
  /** Sum of the edit distances of the fuzzy words. */
  distance: number;
  used: number[];
  corrections: Map<number, string>;
}

interface Index {
  names: IndexedName[];
  /**
   * Stems of real words: every word of the vocabulary, of the sector keywords and of the modifiers. A
   * typed word found here is spelt right and is never read as a typo of another one ('analista de
   * riesgos' must not become 'agilista').
   */
  known: Set<string>;
}

const INDEXES = new WeakMap<readonly Occupation[], Index>();
/** Seniority, schedule and arrangement words ('turno', 'noche', 'senior'): never a field. */
const MODIFIER_STEMS = new Set(toWords(MODIFIER_WORDS.join(' ')).flatMap((word) => word.stems));

function indexOf(occupations: readonly Occupation[]): Index {
  const cached = INDEXES.get(occupations);
  if (cached) return cached;
  const index: IndexedName[] = [];
  occupations.forEach((occupation, order) => {
    for (const language of LANGUAGES) {
      for (const name of occupation[language].names) {
        const tokens = toWords(name)
          .filter((word) => !isStopWord(word.key))
          .map((word) => ({ stem: word.stems[0] ?? word.key, surface: word.raw.toLowerCase() }));
        if (tokens.length > 0) index.push({ occupation, order, language, tokens, length: name.length });
      }
    }
  });
  const extra = toWords([...SECTORS.flatMap((sector) => sector.keywords), ...MODIFIER_WORDS].join(' '));
  const known = new Set([...index.flatMap((entry) => entry.tokens.map((token) => token.stem)), ...extra.flatMap((word) => word.stems)]);
  const built = { names: index, known };
  INDEXES.set(occupations, built);
  return built;
}

function isTypoOf(word: Word, target: string, known: ReadonlySet<string>): boolean {
  if (word.stems.some((s) => known.has(s))) return false;
  const allowance = typoAllowance(word.key);
  // Short stems and a different first letter make too many unrelated words "one typo apart".
  if (allowance === 0 || target.length < 4 || word.key.charAt(0) !== target.charAt(0)) return false;
  return word.stems.some((s) => editDistance(s, target, allowance) <= allowance);
}

function matchName(entry: IndexedName, words: readonly Word[], candidates: readonly number[], known: ReadonlySet<string>): NameHit | undefined {
  const used: number[] = [];
  const corrections = new Map<number, string>();
  let fuzzy = 0;
  let distance = 0;
  for (const token of entry.tokens) {
    let at = candidates.find((i) => !used.includes(i) && words[i]?.stems.includes(token.stem));
    if (at === undefined) {
      at = candidates.find((i) => {
        const word = words[i];
        return word !== undefined && !used.includes(i) && isTypoOf(word, token.stem, known);
      });
      if (at === undefined) return undefined;
      fuzzy++;
      distance += Math.min(...(words[at]?.stems ?? []).map((s) => editDistance(s, token.stem, 2)));
      corrections.set(at, token.surface);
    }
    used.push(at);
  }
  return { fuzzy, distance, used, corrections };
}

/**
 * The most specific occupation the position names: the name with the most matched words wins
 * ('Ingeniero de datos' is a data engineer, not any engineer), then the one with fewer typos, then the
 * longer name, then the vocabulary order, so the same position always gives the same occupation.
 */
export function matchOccupation(words: readonly Word[], occupations: readonly Occupation[] = OCCUPATIONS): OccupationMatch | undefined {
  const candidates = words.flatMap((word, i) => (isStopWord(word.key) ? [] : [i]));
  if (candidates.length === 0) return undefined;

  type Best = { entry: IndexedName; hit: NameHit };
  let best: Best | undefined;
  // The best name of each occupation in each language, to correct typos in the draft's language.
  const perLanguage = new Map<Occupation, Map<Language, Best>>();
  const { names, known } = indexOf(occupations);
  for (const entry of names) {
    const hit = matchName(entry, words, candidates, known);
    if (!hit) continue;
    const languages = perLanguage.get(entry.occupation) ?? new Map<Language, Best>();
    const current = languages.get(entry.language);
    if (!current || better(entry, hit, current.entry, current.hit)) languages.set(entry.language, { entry, hit });
    perLanguage.set(entry.occupation, languages);
    if (!best || better(entry, hit, best.entry, best.hit)) best = { entry, hit };
  }
  if (!best) return undefined;
  const named = byFieldWord(words, candidates, best, names);
  if (named) {
    best = named;
    perLanguage.set(named.entry.occupation, new Map([[named.entry.language, named]]));
  }
  const languages = perLanguage.get(best.entry.occupation) ?? new Map<Language, Best>();
  return {
    occupation: best.entry.occupation,
    languages: new Set(languages.keys()),
    consumed: new Set(best.hit.used),
    corrections: new Map([...languages].map(([language, { hit }]) => [language, hit.corrections])),
  };
}

/** Words that say a role's rank or kind of work, not its field ('operario', 'auxiliar', 'técnico'). */
const GENERIC_ROLE = new Set(
  toWords(
    'operario operaria operador operadora operator auxiliar asistente assistente assistant ayudante ajudante helper ' +
      'tecnico tecnica technician empleado empleada employee trabajador trabajadora worker encargado encargada ' +
      'responsable responsavel agente agent oficial peon',
  ).flatMap((word) => word.stems),
);

/**
 * A position whose best name is only a generic role word ('Operario de autoelevador' matched 'operario', a
 * production operator) is read by its field word instead: the occupation one of whose names holds another of
 * the typed words ('maquinista de autoelevador'). Undefined when no name holds one.
 */
function byFieldWord(
  words: readonly Word[],
  candidates: readonly number[],
  best: { entry: IndexedName; hit: NameHit },
  names: readonly IndexedName[],
): { entry: IndexedName; hit: NameHit } | undefined {
  if (!best.hit.used.every((i) => words[i]?.stems.some((stem) => GENERIC_ROLE.has(stem)))) return undefined;
  const field = candidates.filter((i) => !best.hit.used.includes(i) && !words[i]?.stems.some((stem) => GENERIC_ROLE.has(stem) || MODIFIER_STEMS.has(stem)));
  for (const entry of names) {
    const at = field.find((i) => entry.tokens.some((token) => words[i]?.stems.includes(token.stem)));
    if (at !== undefined) return { entry, hit: { fuzzy: 0, distance: 0, used: [...best.hit.used, at], corrections: new Map() } };
  }
  return undefined;
}

function better(entry: IndexedName, hit: NameHit, bestEntry: IndexedName, bestHit: NameHit): boolean {
  if (entry.tokens.length !== bestEntry.tokens.length) return entry.tokens.length > bestEntry.tokens.length;
  if (hit.fuzzy !== bestHit.fuzzy) return hit.fuzzy < bestHit.fuzzy;
  if (hit.distance !== bestHit.distance) return hit.distance < bestHit.distance;
  if (entry.length !== bestEntry.length) return entry.length > bestEntry.length;
  return entry.order < bestEntry.order;
}

/**
 * The vocabulary word in the gender and number the recruiter typed ('enfemera' becomes 'enfermera', not
 * the listed 'enfermero'), in the recruiter's capitalisation.
 */
export function correctWord(typed: string, surface: string): string {
  const forms = new Set([surface]);
  if (surface.endsWith('o')) forms.add(`${surface.slice(0, -1)}a`);
  if (/[rln]$/.test(surface)) forms.add(`${surface}a`);
  for (const form of [...forms]) {
    forms.add(`${form}s`);
    if (/[rln]$/.test(form)) forms.add(`${form}es`);
  }
  const target = foldWord(typed);
  let choice = surface;
  let distance = Number.POSITIVE_INFINITY;
  for (const form of forms) {
    const d = editDistance(foldWord(form), target, 10);
    if (d < distance) {
      distance = d;
      choice = form;
    }
  }
  if (typed.length > 1 && typed === typed.toUpperCase()) return choice.toUpperCase();
  if (typed.charAt(0) === typed.charAt(0).toUpperCase()) return choice.charAt(0).toUpperCase() + choice.slice(1);
  return choice;
}
