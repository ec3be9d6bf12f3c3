import { createHash } from 'node:crypto';
import type { AnalyzeCvInput } from '../../../engine/engine';

/** JSON with every object's keys in order: the same value always gives the same text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * The analysis log's fingerprint of what the engine read (decision 044): SHA-256 of the canonical JSON of the CV's
 * text as extracted and the posting's position, tasks, conditions and language at its scoring version. Two
 * analyses with the same hash and engine version read the same thing. It is deliberately not the CV file's hash
 * (cv_files.sha256): after a candidate deletes their application, nothing may still hold that hash (the deletion
 * is checked by searching every table for it), and the text with the conditions is what the engine judged.
 */
export function analysisInputHash(input: AnalyzeCvInput, scoringVersion: number): string {
  const read = { version: 1, text: input.text, posting: input.posting, scoringVersion };
  return createHash('sha256').update(canonicalJson(read)).digest('hex');
}
