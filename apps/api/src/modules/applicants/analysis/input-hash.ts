import { createHash } from 'node:crypto';
import { stringify } from 'safe-stable-stringify';
import type { AnalyzeCvInput } from '../../../engine/engine';

/**
 * The analysis log's fingerprint of what the engine read (decision 044): SHA-256 of the canonical JSON (keys in
 * order, safe-stable-stringify) of the CV's text as extracted and the posting's position, tasks, conditions and
 * language at its scoring version. Two analyses with the same hash and engine version read the same thing. It is
 * deliberately not the CV file's hash (cv_files.sha256): after a candidate deletes their application, nothing may
 * still hold that hash (the deletion is checked by searching every table for it), and the text with the conditions
 * is what the engine judged.
 */
export function analysisInputHash(input: AnalyzeCvInput, scoringVersion: number): string {
  const read = { version: 1, text: input.text, posting: input.posting, scoringVersion };
  return createHash('sha256').update(stringify(read)).digest('hex');
}
