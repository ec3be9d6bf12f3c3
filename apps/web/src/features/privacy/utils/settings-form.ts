import { privacySettingsSchema, type PrivacySettings } from '@postula/contract/privacy';

/** The settings form as typed: the months as the field's text, so "" and "1.5" can be told apart from a number. */
export interface PrivacyDraft {
  politica_url: string;
  contacto_email: string;
  conservacion_meses: string;
}

export type PrivacyField = keyof PrivacyDraft;

/**
 * Reads the form with the contract's own schema (STYLE.md rule 4), the one the server validates with: the settings
 * to send, or the fields that the server would refuse, in the form's order.
 */
export function readPrivacyDraft(draft: PrivacyDraft): { settings: PrivacySettings } | { invalid: PrivacyField[] } {
  const months = draft.conservacion_meses.trim();
  const parsed = privacySettingsSchema.safeParse({
    politica_url: draft.politica_url,
    contacto_email: draft.contacto_email.trim(),
    conservacion_meses: /^\d+$/.test(months) ? Number(months) : Number.NaN,
  });
  if (parsed.success) return { settings: parsed.data };
  const fields = new Set(parsed.error.issues.map((issue) => issue.path[0]));
  return { invalid: (['politica_url', 'contacto_email', 'conservacion_meses'] as const).filter((field) => fields.has(field)) };
}
