import { SCORE_MAX, SCORE_MIN } from '@postula/contract/constants';

/** Where the lists cut texts (spec §9). */
export const TRUNCATE = { summaryMobile: 140, summaryDesktop: 180, notesPreview: 180, searchChip: 60 } as const;

/**
 * The first `max` characters of `text` and an ellipsis, or the whole text when it fits. Counts characters as a
 * person does (an accented letter or an emoji is one), and does not end the cut on a blank.
 */
export function truncate(text: string, max: number): { text: string; cut: boolean } {
  const characters = Array.from(text);
  if (characters.length <= max) return { text, cut: false };
  return { text: `${characters.slice(0, max).join('').trimEnd()}…`, cut: true };
}

/** The score as the ring draws it: clamped to 0–10, or null when it is not a number (shown as '—', spec §5). */
export function ringScore(score: unknown): number | null {
  if (typeof score !== 'number' || !Number.isFinite(score)) return null;
  return Math.min(SCORE_MAX, Math.max(SCORE_MIN, score));
}

/** The chat-app link to a phone: wa.me takes only the number's digits (spec §9). Null without digits. */
export function chatLink(phone: string | null): string | null {
  const digits = phone?.replace(/\D/g, '') ?? '';
  return digits ? `https://wa.me/${digits}` : null;
}

/** A mailto link to an address, or null without one. */
export function mailLink(email: string | null): string | null {
  const address = email?.trim();
  return address ? `mailto:${encodeURIComponent(address).replace('%40', '@')}` : null;
}
