/**
 * Why a row matched when the match is in the CV (decision 038): a short passage of the CV's text around the first
 * searched word that is neither in the name nor in the notes. Plain text: the web app shows it as text (React
 * escapes it), never as HTML.
 */

/** The length of a passage, about two lines of the list. */
export const SNIPPET_LENGTH = 160;

/** One character lowercased and without accents, or as it is when that would change its length. */
function foldedChar(ch: string): string {
  const plain = ch.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  // Keep the positions: a character that folds to more or fewer code units keeps its own length.
  return plain.length === ch.length ? plain : ch.toLowerCase().length === ch.length ? ch.toLowerCase() : ch;
}

const FOLDED = new Map<string, string>();

/**
 * Lowercased and without accents, one output character per input code unit, so positions map back. Only capitals
 * and characters outside ASCII are looked at, each folded once (a CV repeats few distinct ones): a page folds
 * the 20 CVs it shows, some 80,000 characters.
 */
function folded(text: string): string {
  return text.replace(/[A-Z]|[^\0-\x7f]/gu, (ch) => {
    let out = FOLDED.get(ch);
    if (out === undefined) {
      out = foldedChar(ch);
      if (FOLDED.size < 10_000) FOLDED.set(ch, out);
    }
    return out;
  });
}

const WORDS = /[\p{L}\p{N}]+/gu;
const wordsOf = (term: string) => folded(term).match(WORDS) ?? [];

/** Where `word` starts a word of `text` (folded both), or -1. */
function wordStart(text: string, word: string): number {
  let from = 0;
  for (;;) {
    const at = text.indexOf(word, from);
    if (at < 0) return -1;
    if (at === 0 || !/[\p{L}\p{N}]/u.test(text[at - 1]!)) return at;
    from = at + 1;
  }
}

/**
 * For each plain letter, the letters with marks that fold to it (à, Á, ñ, ç, ạ, K…): what a pattern accepts for it.
 * Latin-1, Latin Extended A and B, Latin Extended Additional and the letterlike symbols hold every precomposed
 * letter that folds to a plain one.
 */
const MARKED = new Map<string, string>();
for (const [from, to] of [[0xc0, 0x24f], [0x1e00, 0x1eff], [0x2100, 0x214f]] as const) {
  for (let code = from; code <= to; code++) {
    const ch = String.fromCodePoint(code);
    const plain = foldedChar(ch);
    if (plain !== ch && /^[a-z]$/.test(plain)) MARKED.set(plain, (MARKED.get(plain) ?? '') + ch);
  }
}

/** A text with marks apart from their letters (decomposed): only folding reads it as the search does. */
const LOOSE_MARKS = /\p{M}/u;

/**
 * Where `word` (folded) starts a word of `text`, in the text's own positions: a pattern of the word's letters, each
 * with its marked forms, case ignored, run on the text as it is (no folded copy of it made).
 */
function wordStartIn(text: string, word: string): number {
  const letters = [...word].map((c) => (MARKED.has(c) ? `[${c}${MARKED.get(c)}]` : c.replace(/[\\^$.*+?()[\]{}|-]/g, '\\$&')));
  return text.search(new RegExp(`(?<![\\p{L}\\p{N}])${letters.join('')}`, 'iu'));
}

/**
 * The passage of `cvText` around the first searched word that starts no word of `nameAndNotes`, with an ellipsis
 * where it was cut; null when the name or notes hold every word, or the CV holds none of the others.
 */
export function cvSnippet(terms: string[], nameAndNotes: string, cvText: string): string | null {
  const known = folded(nameAndNotes);
  const patterns = !LOOSE_MARKS.test(cvText);
  let text: string | undefined;
  for (const word of terms.flatMap(wordsOf)) {
    if (wordStart(known, word) >= 0) continue;
    let at: number;
    if (patterns && /^[a-z0-9]+$/.test(word)) at = wordStartIn(cvText, word);
    else at = wordStart((text ??= folded(cvText)), word);
    if (at < 0) continue;
    const from = Math.max(0, at - Math.floor((SNIPPET_LENGTH - word.length) / 2));
    const to = Math.min(cvText.length, from + SNIPPET_LENGTH);
    // Cut at spaces, so no word is shown in half.
    let start = from === 0 ? 0 : cvText.indexOf(' ', from) + 1;
    if (start <= 0 || start > at) start = from;
    const endSpace = to === cvText.length ? to : cvText.lastIndexOf(' ', to);
    const end = endSpace > at ? endSpace : to;
    const passage = cvText.slice(start, end).replace(/\s+/g, ' ').trim();
    return `${start > 0 ? '… ' : ''}${passage}${end < cvText.length ? ' …' : ''}`;
  }
  return null;
}
