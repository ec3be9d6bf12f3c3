import { z } from 'zod';
import { safeTextCheck, stripUnsafeTextCheck, tidyTextCheck } from './text-rule';

// The text rule (text-rule.ts) as classic zod schemas, for the schemas that chain classic methods on them:
// `text().trim().min(1).max(200)`. The candidate's pages build theirs with text-rule.ts's miniText (decision 048).
export * from './text-rule';

/** A string that refuses NUL and unpaired surrogates, with other control characters tidied (tidyText). */
export function text() {
  return z.string().check(tidyTextCheck, safeTextCheck);
}

/**
 * A string whose unsafe characters are removed instead: for the candidate's interview answer, where a stray
 * character pasted from another program must not cost them the rest of what they wrote.
 */
export function strippedText() {
  return z.string().check(stripUnsafeTextCheck);
}
