import { foldWord, isStopWord, stem } from '../normalize';

// The words of a CV and of a condition reduced to comparable stems. The same reduction is applied to
// both sides, so it only has to be consistent; it folds accents, case, plurals, the gender vowel and a
// few suffixes that the three languages share in shape ('administración', 'administração' and
// 'administration' all end as 'administracion').

const WORD = /[\p{L}\p{N}+#]+(?:[.'’-][\p{L}\p{N}+#]+)*/gu;

/** Words that carry no meaning of their own in CVs and conditions, on top of normalize.ts's stop words. */
const EXTRA_STOP = new Set([
  'y', 'o', 'u', 'e', 'ou', 'or', 'and', 'nor', 'en', 'em', 'in', 'on', 'at', 'by', 'from', 'desde', 'hasta', 'ate', 'until',
  'lo', 'le', 'les', 'su', 'sus', 'seu', 'sua', 'seus', 'suas', 'my', 'our', 'your', 'their', 'his', 'her', 'mi', 'mis', 'meu', 'minha',
  'que', 'which', 'who', 'this', 'that', 'these', 'those', 'este', 'esta', 'estos', 'estas', 'esse', 'essa', 'isso',
  'es', 'is', 'are', 'be', 'ser', 'estar', 'was', 'were', 'has', 'have', 'had', 'tener', 'ter',
  'muy', 'very', 'mas', 'more', 'mais', 'como', 'such', 'tal', 'tales', 'etc', 'other', 'otros', 'otras', 'outros', 'outras',
  'pelo', 'pela', 'pelos', 'pelas', 'ao', 'aos', 'al', 'del', 'dos', 'das', 'nas', 'nos', 'num', 'numa', 'sobre', 'about', 'into',
  'entre', 'between', 'per', 'via', 'also', 'tambien', 'tambem', 'se', 'si', 'it', 'its', 'i', 'we', 'yo', 'eu',
]);

export function isFunctionWord(key: string): boolean {
  return isStopWord(key) || EXTRA_STOP.has(key);
}

/**
 * The comparable stem of a folded word. Home-made rather than Snowball, on measurement (issue 16): Snowball
 * (snowball-stemmers 0.6.0) in the language of each text, in Spanish for all, or the shortest of its three
 * stems, with or without this folding on top, ranked worse on bench:ranking (mean rho on dev 0.70-0.72
 * against 0.75, on our own postings 0.52-0.57 against 0.59) and failed 6 to 8 judgement and summary tests
 * ('an Account Manager sells: accounts are not accounting', 'Office of the Comptroller'). It joins words the
 * vocabulary keeps apart: 'accounting' and 'account' in English, 'seguros' and 'seguridad' in Spanish.
 */
export function cvStem(key: string): string {
  if (key.length <= 3 || /[^a-z]/.test(key)) return key;
  let s = key;
  if (/(?:ciones|cion|coes|cao|tions|tion)$/.test(s) && s.length > 6) s = s.replace(/(?:ciones|cion|coes|cao|tions|tion)$/, 'cion');
  else if (/(?:siones|sion|soes|sao|sions)$/.test(s) && s.length > 6) s = s.replace(/(?:siones|sion|soes|sao|sions)$/, 'sion');
  else if (/(?:idades|idade|idad|ities|ity)$/.test(s) && s.length > 6) s = s.replace(/(?:idades|idade|idad|ities|ity)$/, 'idad');
  else if (/ing$/.test(s) && s.length > 6) s = s.slice(0, -3);
  else if (/[^e]ed$/.test(s) && s.length > 5) s = s.slice(0, -2);
  return stem(s);
}

export interface Token {
  /** Offset of the word in the text it was read from. */
  start: number;
  end: number;
  key: string;
  stem: string;
}

/** Before a lone letter: a list, or words that make it a programming language ('Python ou R', 'programming in C'). */
const BEFORE_LETTER = /(?:[,/(;:|•·]|\b(?:y|e|o|ou|or|and|lenguajes?|linguagem|linguagens|languages?|programming in|programaci[oó]n en|programa[cç][aã]o em))$/i;
/** After a lone letter: the rest of a list, or the same words after it ('C, C++', 'R language'). */
const AFTER_LETTER = /^(?:$|[,/);|•·]|\.(?:\s|$)|(?:and|y|e|o|ou|or|programming|language|lenguaje|linguagem)\b)/i;

/**
 * Whether a one-letter word is a name in a list ('R, SQL', 'C/C++') rather than an initial ('John R.
 * Smith'), a currency ('R$') or a category: only then can it be a language such as R or C.
 */
function listedLetter(text: string, start: number, end: number): boolean {
  const before = text.slice(Math.max(0, start - 40), start).trimEnd();
  const after = text.slice(end, end + 40).trimStart();
  if (/^\.\s*\p{Lu}/u.test(after)) return false;
  return BEFORE_LETTER.test(before) || AFTER_LETTER.test(after);
}

/** The content words of a text with their places; function words, and letters that are not names, are dropped. */
export function tokenize(text: string): Token[] {
  const out: Token[] = [];
  for (const match of text.matchAll(WORD)) {
    const key = foldWord(match[0]).replace(/[’']/g, '');
    // Numbers are read by the experience and language readers, not compared as words.
    if (!/\p{L}/u.test(key)) continue;
    if (isFunctionWord(key)) continue;
    if (key.length === 1 && !listedLetter(text, match.index, match.index + match[0].length)) continue;
    // 'Node.js' and 'E-mail' are one word; 'post-operative' compares as 'postoperative'.
    const joined = key.replace(/[.-]/g, '');
    out.push({ start: match.index, end: match.index + match[0].length, key: joined, stem: cvStem(joined) });
  }
  return out;
}

/** Two stems name the same thing: equal, or one a close prefix of the other ('enfermer', 'enfermeri'). */
export function stemsMatch(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.length >= 5 && long.length - short.length <= 3 && long.startsWith(short);
}

/** Folded text for regular expressions: lower case, no accents, the same length as the input. */
export function foldText(text: string): string {
  // NFD then dropping marks changes lengths; folding letter by letter keeps offsets aligned.
  let out = '';
  for (const char of text) {
    const folded = char.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase();
    out += folded.length === char.length ? folded : char.toLowerCase().slice(0, char.length).padEnd(char.length, ' ');
  }
  return out;
}
