/** One piece of a text: matched by the search or not. */
export interface Piece {
  text: string;
  match: boolean;
}

/** Lowercased and without accents, one output code unit per input code unit, so positions map back. */
function folded(text: string): string {
  let out = '';
  for (const ch of text) {
    const plain = ch.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    out += plain.length === ch.length ? plain : ch;
  }
  return out;
}

/**
 * `text` cut into pieces where a searched word starts a word (accents and case ignored, as the search finds
 * them), for the passage of the CV a row shows. Plain strings: React escapes them.
 */
export function highlight(text: string, search: string): Piece[] {
  const words = (folded(search).match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => w.length > 0);
  const plain = folded(text);
  const marked = new Array<boolean>(text.length).fill(false);
  for (const word of words) {
    for (let at = plain.indexOf(word); at >= 0; at = plain.indexOf(word, at + 1)) {
      if (at > 0 && /[\p{L}\p{N}]/u.test(plain[at - 1]!)) continue;
      // The whole word the search's word starts.
      let end = at + word.length;
      while (end < plain.length && /[\p{L}\p{N}]/u.test(plain[end]!)) end++;
      marked.fill(true, at, end);
    }
  }
  const pieces: Piece[] = [];
  for (let i = 0; i < text.length; ) {
    let j = i;
    while (j < text.length && marked[j] === marked[i]) j++;
    pieces.push({ text: text.slice(i, j), match: marked[i]! });
    i = j;
  }
  return pieces;
}
