import { CONCEPT_GROUPS, OTHER_SENSES, RELATED_CONCEPTS, SHOWN_BY, type ConceptKind } from '../../vocabulary/concepts';
import { OCCUPATIONS, occupationById } from '../../vocabulary/occupations';
import { TECHNOLOGIES } from '../postings/position-modifiers';
import { stemsMatch, tokenize, type Token } from './tokens';

// Things a condition can ask for, each named in Spanish, English and Portuguese, so that a Spanish
// condition finds an English CV: the vocabulary's groups of synonyms (vocabulary/concepts.ts), the
// technologies the drafts name, and every occupation of the vocabulary (its names in the three languages
// are synonyms of each other).

export type { ConceptKind };

export interface Concept {
  id: string;
  kind: ConceptKind;
  /** Technologies and credentials weigh more than the words around them. */
  weight: number;
  /** Each phrase as the stems of its content words. */
  phrases: readonly (readonly string[])[];
  /** Phrases of the work that shows this skill without naming it (SHOWN_BY): found for it, never read as it. */
  shownBy?: readonly (readonly string[])[];
}

/** A one-word form whose stem is this short is matched as the word itself: 'pagos' and 'page' share the stem 'pag'. */
const SHORT_STEM = 4;

/** True when a word of `phrase` written in capitals ('IT', 'R&S') has no token of its own. */
function lostAcronym(phrase: string, tokens: readonly Token[]): boolean {
  const capitals = phrase.split(/[^\p{L}\p{N}]+/u).filter((word) => /\p{L}/u.test(word) && word === word.toUpperCase());
  return capitals.some((word) => {
    const lower = word.toLowerCase();
    // 'C#' and 'C++' keep their letter with the signs after it.
    return !tokens.some((token) => token.key === lower || (token.key.startsWith(lower) && !/\p{L}/u.test(token.key.slice(lower.length))));
  });
}

function phrasesOf(list: readonly string[]): (readonly string[])[] {
  return list
    .map((phrase) => {
      // '=accounting': that word itself, where its stem would also be another's ('account').
      if (phrase.startsWith('=')) return tokenize(phrase.slice(1)).map((token) => `=${token.key}`);
      const tokens = tokenize(phrase);
      // An acronym that is also a common word is no token ('IT' is 'it'): without it 'IT support' would be any
      // 'support' ('to support common goals'), and 'L&D specialist' any specialist. Such a name is not matched.
      if (lostAcronym(phrase, tokens)) return [];
      if (tokens.length === 1 && tokens[0]!.stem.length <= SHORT_STEM && tokens[0]!.key !== tokens[0]!.stem) return [`=${tokens[0]!.key}`];
      return tokens.map((token) => token.stem);
    })
    .filter((stems) => stems.length > 0);
}

/** A token is the word `=key` names, or its singular or plural ('loja', 'lojas'). */
function isWord(token: Token, key: string): boolean {
  return token.key === key || token.key === `${key}s` || token.key === `${key}es` || (key.endsWith('s') && token.key === key.slice(0, -1));
}

function build(): Concept[] {
  const out: Concept[] = CONCEPT_GROUPS.map(([id, kind, phrases]) => ({
    id,
    kind,
    weight: kind === 'soft' ? 0.5 : kind === 'credential' ? 1.5 : 1,
    phrases: phrasesOf(phrases.split(/\s*,\s*/)),
  }));
  for (const technology of TECHNOLOGIES) {
    // Keys like 'js', 'ts' and 'net' are read only inside a position; in CVs they are noise.
    const keys = technology.keys.filter((key) => key.length > 2 || key === 'go' || key.includes('#') || key.includes('+'));
    out.push({ id: `tech:${technology.label}`, kind: 'hard', weight: 2, phrases: phrasesOf([technology.label, ...keys]) });
  }
  // One-letter languages: the tokenizer keeps a lone letter only where it is named in a list or as a language.
  out.push({ id: 'tech:R', kind: 'hard', weight: 2, phrases: [['r'], ['rstudio']] });
  out.push({ id: 'tech:C', kind: 'hard', weight: 2, phrases: [['c']] });
  for (const occupation of OCCUPATIONS) {
    const names = [...occupation.es.names, ...occupation.en.names, ...occupation.pt.names];
    out.push({ id: `occupation:${occupation.id}`, kind: 'hard', weight: 1, phrases: phrasesOf(names) });
  }
  return out;
}

/** The concepts that count as work in the same field as `concept`. */
export function relatedTo(concept: Concept): Concept[] {
  const ids = RELATED_CONCEPTS[concept.id] ?? [];
  return allConcepts().filter((other) => ids.includes(other.id) || (ids.includes('tech:*') && other.id.startsWith('tech:')));
}

const fields = new Map<string, Concept[]>();
let professionWords: Set<string> | undefined;

/**
 * Skills and fields that the names of occupations of this many sectors share name a kind of worker, not a field:
 * a software engineer, a civil engineer and an HVAC engineer are all engineers; a graphic, a UX and an interior
 * designer all design.
 */
const PROFESSION_SECTORS = 5;

/** Concepts named in an occupation's names in the three languages: 'vendedor' is sales, 'enfermero' nursing. */
function namedBy(id: string): Concept[] {
  const occupation = occupationById(id.replace(/^occupation:/, ''));
  const names = occupation ? [...occupation.es.names, ...occupation.en.names, ...occupation.pt.names] : [];
  return [...new Set(names.flatMap((name) => conceptsIn(tokenize(name)).map((hit) => hit.concept)))].filter((concept) => concept.kind === 'hard' && !concept.id.startsWith('occupation:'));
}

/** The fields an occupation's names name in the three languages ('sales representative', 'vendedor' are sales). */
export function occupationField(id: string): Concept[] {
  if (!professionWords) {
    const sectors = new Map<string, Set<string>>();
    for (const occupation of OCCUPATIONS) {
      for (const concept of namedBy(`occupation:${occupation.id}`)) sectors.set(concept.id, (sectors.get(concept.id) ?? new Set()).add(occupation.sector));
    }
    professionWords = new Set([...sectors].filter(([, named]) => named.size >= PROFESSION_SECTORS).map(([concept]) => concept));
  }
  let field = fields.get(id);
  if (!field) {
    field = namedBy(id).filter((concept) => !professionWords!.has(concept.id));
    fields.set(id, field);
  }
  return field;
}

let concepts: Concept[] | undefined;
export function allConcepts(): readonly Concept[] {
  if (!concepts) {
    const built = build();
    concepts = built.map((concept) => {
      const by = SHOWN_BY[concept.id];
      return by ? { ...concept, shownBy: built.filter((other) => by.includes(other.id)).flatMap((other) => other.phrases) } : concept;
    });
  }
  return concepts;
}

/**
 * Where a phrase occurs in the tokens: the index of its first token, or -1. Concept phrases list their
 * forms, so they match stems exactly ('programs' is not 'programming'); plain words of a condition
 * allow a close prefix (`loose`).
 */
export function findPhrase(tokens: readonly Token[], phrase: readonly string[], loose = false): number {
  const first = phrase[0];
  if (first === undefined) return -1;
  outer: for (let i = 0; i + phrase.length <= tokens.length; i++) {
    for (let j = 0; j < phrase.length; j++) {
      const stem = tokens[i + j]!.stem;
      const form = phrase[j]!;
      if (form.startsWith('=') ? !isWord(tokens[i + j]!, form.slice(1)) : loose ? !stemsMatch(stem, form) : stem !== form) continue outer;
    }
    if (phrase.length === 1 && (partOfInstitution(tokens, i) || otherSense(tokens, i))) continue;
    return i;
  }
  return -1;
}

/** A word right before these is part of a university's name ('James Cook University'), not a cook. */
const NAMED_INSTITUTION = new Set(['university', 'college']);

/**
 * Whether token `i` is part of the name of the university right after it on its line: only a space between them, no
 * comma ('Bachelor of Accounting, University of Glasgow'), no line break (offsets start again on each line).
 */
function partOfInstitution(tokens: readonly Token[], i: number): boolean {
  const next = tokens[i + 1];
  if (next === undefined || !NAMED_INSTITUTION.has(next.key)) return false;
  const gap = next.start - tokens[i]!.end;
  return gap >= 0 && gap <= 1;
}

let senses: Map<string, { before: Set<string>; after: Set<string> }> | undefined;

export function otherSense(tokens: readonly Token[], i: number): boolean {
  senses ??= new Map(
    OTHER_SENSES.map(([word, before, after]) => [tokenize(word)[0]!.stem, { before: new Set(tokenize(before).map((t) => t.stem)), after: new Set(tokenize(after).map((t) => t.stem)) }]),
  );
  const sense = senses.get(tokens[i]!.stem);
  if (sense === undefined) return false;
  return [tokens[i - 1], tokens[i - 2]].some((token) => sense.before.has(token?.stem ?? '')) || sense.after.has(tokens[i + 1]?.stem ?? '');
}

export interface ConceptHit {
  concept: Concept;
  /** Tokens of the text the concept covered. */
  covered: number[];
}

/** The concepts a text names, with the tokens each one covered; longer phrases first. */
export function conceptsIn(tokens: readonly Token[]): ConceptHit[] {
  const hits: ConceptHit[] = [];
  for (const concept of allConcepts()) {
    const covered = new Set<number>();
    for (const phrase of concept.phrases) {
      for (let from = 0; from < tokens.length; ) {
        const at = findPhrase(tokens.slice(from), phrase);
        if (at < 0) break;
        for (let k = 0; k < phrase.length; k++) covered.add(from + at + k);
        from += at + phrase.length;
      }
    }
    if (covered.size > 0) hits.push({ concept, covered: [...covered] });
  }
  return hits;
}
