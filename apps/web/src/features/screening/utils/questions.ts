import type { Question } from '@postula/contract/screening';

/** A question on the screen while the recruiter edits: a stable key for React, and its text. */
export interface DraftQuestion {
  key: string;
  text: string;
}

let counter = 0;
/** A key no other draft question has. */
export const newKey = () => `q${++counter}`;

export const toDrafts = (questions: Question[]): DraftQuestion[] =>
  [...questions].sort((a, b) => a.numero - b.numero).map((q) => ({ key: newKey(), text: q.pregunta }));

/**
 * The questions as the calls take them (spec §7): general first, then the CV's typed 'especifica', numbered
 * 1…n consecutively; blank ones are left out, so deleting one renumbers the rest.
 */
export function toQuestions(general: DraftQuestion[], specific: DraftQuestion[] = []): Question[] {
  const kept = (drafts: DraftQuestion[]) => drafts.map((d) => d.text.trim()).filter(Boolean);
  return [
    ...kept(general).map((pregunta) => ({ pregunta, tipo: 'general' as const })),
    ...kept(specific).map((pregunta) => ({ pregunta, tipo: 'especifica' as const })),
  ].map((q, index) => ({ numero: index + 1, ...q }));
}

/** The digits of a phone, for the chat app's link (spec §9); null without any. */
export function phoneDigits(phone: string | null): string | null {
  const digits = phone?.replace(/\D/g, '') ?? '';
  return digits || null;
}

/** The chat app's link that opens a conversation with `phone`, the message already written. */
export function chatMessageLink(phone: string | null, message: string): string | null {
  const digits = phoneDigits(phone);
  return digits ? `https://wa.me/${digits}?text=${encodeURIComponent(message)}` : null;
}
