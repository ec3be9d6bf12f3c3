import type { Line } from './cv-document';
import { foldText } from './tokens';

// What the contact readers share: the e-mail addresses of a text, and which of the CV's lines may hold its
// owner's contacts, ranked by where they sit.

/** A character of an address's local part, and its domain read from just after the '@'. */
const LOCAL_CHAR = /[\p{L}\p{N}._%+'’-]/u;
const DOMAIN = /^[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/u;
/** RFC 5321's limits, which also bound the work per '@'. */
const MAX_LOCAL = 64;
const MAX_DOMAIN = 255;

/**
 * The e-mail addresses in a text, in order. Found from each '@' outwards, not by a pattern tried at every
 * position: on a long run of characters an address may hold ('a-a-a-…', '1.1.1.…') that pattern backtracked
 * over the whole run from every start, and one line held the server for seconds.
 */
export function emailsIn(text: string): Array<{ index: number; value: string }> {
  const out: Array<{ index: number; value: string }> = [];
  let after = 0;
  for (let at = text.indexOf('@'); at >= 0; at = text.indexOf('@', at + 1)) {
    let start = at;
    while (start > after && at - start < MAX_LOCAL && LOCAL_CHAR.test(text[start - 1]!)) start--;
    if (start === at) continue;
    const domain = DOMAIN.exec(text.slice(at + 1, at + 1 + MAX_DOMAIN));
    if (!domain) continue;
    out.push({ index: start, value: text.slice(start, at + 1 + domain[0].length) });
    after = at + 1 + domain[0].length;
  }
  return out;
}

/** The text with its addresses blanked out. */
export function withoutEmails(text: string): string {
  let out = '';
  let last = 0;
  for (const { index, value } of emailsIn(text)) {
    out += `${text.slice(last, index)} `;
    last = index + value.length;
  }
  return out + text.slice(last);
}
export const URL = /\b(?:https?:\/\/|www\.)\S+|\b(?:linkedin|github|gitlab|behance)\.com\/\S*/i;
/** Someone else's details are introduced by words like these: such lines are never read for contacts. */
export const DECOY = /\b(referees?|references?|referencias?|agency|agencia|recruit\w*|reclutamiento|recrutamento|consultora|template|plantilla|powered by|created with|made with|emergency|emergencia|contacto de emergencia|contato de emergencia)\b/;

export interface Candidate<T> {
  value: T;
  rank: number;
  line: number;
}

export function best<T>(candidates: Candidate<T>[]): Candidate<T> | undefined {
  return [...candidates].sort((a, b) => a.rank - b.rank || a.line - b.line)[0];
}

/**
 * How far a line is from where contact data belongs: the header (before the first heading) and the
 * first lines are best; lines further down are kept as a fallback, since some templates print the
 * contact block at the foot of the page.
 */
export function placeRank(line: Line, nameLine: number | undefined): number {
  let rank = line.section === 'header' ? 0 : line.index < 8 ? 1 : 3;
  if (nameLine !== undefined && Math.abs(line.index - nameLine) <= 3) rank -= 1;
  return rank;
}

export function isReadable(line: Line): boolean {
  return line.section !== 'references' && !line.template && !DECOY.test(foldText(line.text));
}

export function readable(lines: readonly Line[]): Line[] {
  return lines.filter(isReadable);
}
