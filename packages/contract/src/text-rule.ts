import { z } from 'zod/mini';

/**
 * The one rule for text that a request carries. PostgreSQL cannot store U+0000 in text or jsonb, and an
 * unpaired UTF-16 surrogate has no UTF-8 form (the driver turns it into U+FFFD in text, and jsonb refuses
 * its escape): both used to reach the database and answer 500, and both are refused. The other C0 control
 * characters mean nothing in a form field but arrive with text pasted from other programs (Word writes a
 * manual line break as a vertical tab): vertical tab and form feed become line breaks, the rest is dropped.
 * Every string field of every request schema is built from `text()` or `strippedText()` (text.ts), or from
 * `miniText()` or `miniStrippedText()` here in the schemas of the candidate's pages, and text.test.ts walks the
 * calls so that a new field cannot forget it.
 *
 * Here with zod/mini only, as the candidate's pages load this module and not zod's classic API (decision 048);
 * text.ts adds the classic builders the recruiter's schemas chain methods on.
 */
// eslint-disable-next-line no-control-regex -- NUL is the point
const UNSAFE_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const UNSAFE_TEXT_ALL = new RegExp(UNSAFE_TEXT.source, 'g');
// eslint-disable-next-line no-control-regex -- these control characters are the point
const STRAY_CONTROL = /[\u0001-\u0008\u000E-\u001F]/g;
// eslint-disable-next-line no-control-regex -- vertical tab and form feed
const PAGE_OR_LINE_BREAK = /[\u000B\u000C]/g;

/** Pasted text as a form field keeps it: vertical tabs and form feeds as line breaks, other controls dropped. */
export function tidyText(value: string): string {
  return value.replace(PAGE_OR_LINE_BREAK, '\n').replace(STRAY_CONTROL, '');
}

/** The issue message of a refused character; the API answers it as `validation` naming the field. */
export const UNSAFE_TEXT_MESSAGE = 'unsafe_text';

export function isSafeText(value: string): boolean {
  return !UNSAFE_TEXT.test(value);
}

export function stripUnsafeText(value: string): string {
  return tidyText(value).replace(UNSAFE_TEXT_ALL, '');
}

/**
 * Shared instances, so that text.test.ts can tell a guarded field from one that forgot the rule. A check is zod's
 * core: the same instance guards a classic schema and a zod/mini one.
 */
export const safeTextCheck = z.refine<string>(isSafeText, { error: UNSAFE_TEXT_MESSAGE });
export const tidyTextCheck = z.overwrite<string>(tidyText);
export const stripUnsafeTextCheck = z.overwrite<string>(stripUnsafeText);

/**
 * text() as a zod/mini schema, for the schemas of the candidate's pages (decision 048), with the further checks it
 * needs in the order classic's methods would add them: `miniText(z.trim(), z.maxLength(100))` is
 * `text().trim().max(100)`.
 */
export function miniText(...checks: z.core.$ZodCheck<string>[]) {
  return z.string().check(tidyTextCheck, safeTextCheck, ...checks);
}

/** strippedText() as a zod/mini schema (decision 048). */
export function miniStrippedText(...checks: z.core.$ZodCheck<string>[]) {
  return z.string().check(stripUnsafeTextCheck, ...checks);
}
