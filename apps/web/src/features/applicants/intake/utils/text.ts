/**
 * Cuts `text` to at most `max` characters for a preview (spec §9: the public task text shows 200 characters
 * on desktop and 100 on a phone), at the last word break when there is one in the second half, and marks
 * the cut with an ellipsis. Characters are counted as a person sees them (an emoji is one), never split.
 */
export function truncateText(text: string, max: number): { text: string; truncated: boolean } {
  const trimmed = text.trim();
  const characters = [...trimmed];
  if (characters.length <= max) return { text: trimmed, truncated: false };
  const head = characters.slice(0, max).join('');
  // The limit may fall right at the end of a word; otherwise go back to the last break.
  const endsAtWord = /\s/.test(characters[max] ?? '');
  const lastBreak = head.search(/\s\S*$/);
  const cut = !endsAtWord && lastBreak > head.length / 2 ? head.slice(0, lastBreak) : head;
  return { text: `${cut.replace(/[\s.,;:]+$/, '')}…`, truncated: true };
}
