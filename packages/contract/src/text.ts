import { z } from 'zod';

/**
 * The one rule for text that a request carries. PostgreSQL cannot store U+0000 in text or jsonb, and an
 * unpaired UTF-16 surrogate has no UTF-8 form (the driver turns it into U+FFFD in text, and jsonb refuses
 * its escape): both used to reach the database and answer 500. The other C0 control characters mean nothing
 * in a form field and would only reach the screens and e-mails; tab, line feed and carriage return are text.
 * Every string field of every request schema is built from `text()` (or `strippedText()`), and
 * text.test.ts walks the calls so that a new field cannot forget it.
 */
// eslint-disable-next-line no-control-regex
const UNSAFE_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const UNSAFE_TEXT_ALL = new RegExp(UNSAFE_TEXT.source, 'g');

/** The issue message of a refused character; the API answers it as `validation` naming the field. */
export const UNSAFE_TEXT_MESSAGE = 'unsafe_text';

export function isSafeText(value: string): boolean {
  return !UNSAFE_TEXT.test(value);
}

export function stripUnsafeText(value: string): string {
  return value.replace(UNSAFE_TEXT_ALL, '');
}

/** Shared instances, so that text.test.ts can tell a guarded field from one that forgot the rule. */
export const safeTextCheck = z.refine<string>(isSafeText, { error: UNSAFE_TEXT_MESSAGE });
export const stripUnsafeTextCheck = z.overwrite<string>(stripUnsafeText);

/** A string that refuses NUL, other C0 controls but tab and line breaks, and unpaired surrogates. */
export function text() {
  return z.string().check(safeTextCheck);
}

/**
 * A string whose unsafe characters are removed instead: for the candidate's interview answer, where a stray
 * character pasted from another program must not cost them the rest of what they wrote.
 */
export function strippedText() {
  return z.string().check(stripUnsafeTextCheck);
}
