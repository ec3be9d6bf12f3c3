import { z } from 'zod';
import { DEFAULT_MARK_COLOR, MARK_COLOR_PATTERN } from '@postula/contract/constants';
import { MARK_NAME_MAX_LENGTH, type Mark } from '@postula/contract/marks';

/** Messages the form's schema gives; the form turns them into texts. */
export const MARK_FORM_ERRORS = { required: 'required', tooLong: 'tooLong', color: 'color' } as const;

/** What the mark form holds (spec §5 Mark): a required name, trimmed, and a #RRGGBB colour. */
export const markFormSchema = z.object({
  nombre: z
    .string()
    .trim()
    .min(1, MARK_FORM_ERRORS.required)
    .max(MARK_NAME_MAX_LENGTH, MARK_FORM_ERRORS.tooLong),
  color: z.string().trim().regex(MARK_COLOR_PATTERN, MARK_FORM_ERRORS.color),
});
export type MarkFormInput = z.input<typeof markFormSchema>;
export type MarkFormValues = z.output<typeof markFormSchema>;

/** The form's starting values: the mark being edited, or a blank name in the default colour (spec §9). */
export function markFormDefaults(mark?: Mark | null): MarkFormInput {
  return mark ? { nombre: mark.nombre, color: mark.color } : { nombre: '', color: DEFAULT_MARK_COLOR };
}

/**
 * What the native colour picker can show: it only takes lowercase #rrggbb, so while the hex field holds
 * something else the picker keeps the last good colour.
 */
export function pickerColor(value: string, fallback: string): string {
  const trimmed = value.trim();
  return MARK_COLOR_PATTERN.test(trimmed) ? trimmed.toLowerCase() : fallback;
}
