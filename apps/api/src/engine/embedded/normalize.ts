// Text folding for matching what recruiters type against the vocabulary. Everything here is pure and
// language-agnostic on purpose: a Spanish position must match when the draft is asked in English.

/** A word of the typed text with where it sits, so a typo can be corrected in place. */
export interface Word {
  raw: string;
  start: number;
  end: number;
  /** Lower case, accents removed, '@' of 'vended@r' read as 'o'. */
  key: string;
  /** Stems of `key` and of its inclusive variants ('enfermerxs' also as 'enfermeros'). */
  stems: readonly string[];
}

// Letters, digits and the signs of 'c#', 'c++' and 'vended@r'; anything else separates words, so
// 'vendedor/a' gives 'vendedor' and 'a' (a stop word) and 'UX/UI' gives two words.
const WORD = /[\p{L}\p{N}+#@]+/gu;

/**
 * Function words of the three languages, ignored when matching. 'a', 'o' and 'e' are also what is left
 * of inclusive forms ('cajero/a', 'enfermeiro(a)', 'médico/e').
 */
const STOP_WORDS = new Set([
  'a', 'al', 'and', 'an', 'as', 'at', 'com', 'con', 'da', 'das', 'de', 'del', 'do', 'dos', 'e', 'el', 'em',
  'en', 'for', 'in', 'la', 'las', 'los', 'na', 'nas', 'no', 'nos', 'o', 'of', 'os', 'para', 'por', 'ra',
  'the', 'to', 'um', 'uma', 'un', 'una', 'with', 'y', 'x',
]);

export function stripAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}+/gu, '');
}

export function foldWord(raw: string): string {
  return stripAccents(raw.toLowerCase()).replace(/(?<=\p{L})@/gu, 'o').replace(/@/g, '');
}

export function isStopWord(key: string): boolean {
  return STOP_WORDS.has(key);
}

/**
 * A light stemmer shared by es/en/pt: it folds plurals and the gender vowel so that 'vendedoras',
 * 'vendedor' and 'vendedore' (inclusive -e) meet, and 'nurses' meets 'nurse'. It is applied the same way
 * to the vocabulary and to the input, so it only has to be consistent, not linguistically right. Snowball
 * (es, en, pt, or all three) matched worse (issue 16): 'agente de seguros' became a security guard, since
 * 'seguros' and 'seguridad' share its stem.
 */
export function stem(key: string): string {
  if (key.length <= 3 || /[^a-z]/.test(key)) return key;
  let s = key;
  if (s.endsWith('es') && s.length > 4 && !'aeiou'.includes(s.charAt(s.length - 3))) s = s.slice(0, -2);
  else if (s.endsWith('s') && !s.endsWith('ss')) s = s.slice(0, -1);
  if (s.length > 3 && /[aoe]$/.test(s)) s = s.slice(0, -1);
  return s;
}

/** Inclusive 'x' ('enfermerx', 'programadorxs') read as the generic form; 'linux' stays 'linux'. */
function variants(key: string): string[] {
  const out = [key];
  const x = /^([a-z]{3,}[^aeiouxs])x(s?)$/.exec(key);
  if (x) out.push(`${x[1]}o${x[2]}`);
  return out;
}

export function words(text: string): Word[] {
  const out: Word[] = [];
  for (const match of text.matchAll(WORD)) {
    const raw = match[0];
    const key = foldWord(raw);
    if (!/[\p{L}\p{N}]/u.test(key)) continue;
    out.push({ raw, start: match.index, end: match.index + raw.length, key, stems: [...new Set(variants(key).map(stem))] });
  }
  return out;
}

/**
 * Optimal string alignment distance (Levenshtein plus adjacent transpositions, so 'accountnat' is one
 * edit from 'accountant'). Stops early once every path exceeds `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prevPrev: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (prevPrev[j - 2] ?? 0) + 1);
      }
      row.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    prevPrev = prev;
    prev = row;
  }
  return prev[b.length] ?? max + 1;
}

/** Typos tolerated in a typed word: none below 5 letters (too many short words are one edit apart). */
export function typoAllowance(key: string): number {
  if (key.length >= 8) return 2;
  if (key.length >= 5) return 1;
  return 0;
}

/** The position as it will be shown: trimmed, one space between words, first letter in capitals. */
export function cleanText(text: string): string {
  const collapsed = text.replace(/\s+/g, ' ').trim();
  return collapsed.charAt(0).toLocaleUpperCase() + collapsed.slice(1);
}
