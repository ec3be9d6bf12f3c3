import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Language } from '@postula/contract/constants';
import type { AnalyzeCvInput } from '../engine/engine';

/**
 * The shared corpus of real documents, the project root's sibling (DESIGN.md): a missing corpus fails the
 * test that reads it, it is never skipped.
 */
export const CORPUS_DIR = fileURLToPath(new URL('../../../../../shared/corpus/', import.meta.url));

/** A corpus file's bytes, by its path under the corpus ('cvs/…', 'hostile/…'). */
export const corpusFile = (path: string) => new Uint8Array(readFileSync(join(CORPUS_DIR, path)));

/** A graded posting as the rankings sets' postings.json hold it (the product's posting shape). */
export interface GradedPosting {
  key: string;
  idioma: Language;
  puesto: string;
  tareas_a_realizar: string;
  condiciones_necesarias: string[];
  condiciones_deseables: string[];
}

/** The postings of a rankings set's postings.json, by its path. */
export const readGradedPostings = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as GradedPosting[];

/** A graded posting as the engines read it. */
export function postingInput(posting: GradedPosting): AnalyzeCvInput['posting'] {
  return {
    position: posting.puesto,
    tasks: posting.tareas_a_realizar,
    mandatory: posting.condiciones_necesarias,
    desirable: posting.condiciones_deseables,
    language: posting.idioma,
  };
}

export interface CvFacts {
  /**
   * As printed, credentials included ("Carol Summers, RN, MEDSURG-BC"), then the other forms the README's
   * remark quotes ('printed "Dr. Santiago Rubén Soler"', 'signed at the end as …'). Empty when the CV
   * prints no name: then no name is the right answer.
   */
  names: string[];
  /** Every address the CV prints for its owner ("a@x / b@y (two)"); empty when it prints none. */
  emails: string[];
  /** Every number the CV prints for its owner, as printed, remarks removed; empty when it prints none. */
  phones: string[];
  /** The language the CV is written in, as the README gives it. */
  language: string;
}

/** A README cell: its values split on " / " or ", ", bracketed remarks removed. */
const values = (cell: string) =>
  cell
    .replace(/\s*\([^)]*\)/g, '')
    .split(/\s+\/\s+|,\s+/)
    .map((value) => value.trim())
    .filter(Boolean);

/** The cvs/ table of the corpus README: what a careful reader finds printed in each CV. */
export function readCvTable(): Map<string, CvFacts> {
  const readme = readFileSync(join(CORPUS_DIR, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## cvs/'), readme.indexOf('## hostile/'));
  const table = new Map<string, CvFacts>();
  for (const line of section.split('\n')) {
    // | file | repo | path | licence | lang | name | e-mail | phone | notes |
    const [, file, , , , language = '', name = '', email = '', phone = ''] = line.split('|').map((cell) => cell.trim());
    if (!file || file === 'file' || file.startsWith('---')) continue;
    // "John Doe (placeholder)": the bracket is the README's remark, not part of the name; a name quoted in the
    // remark ('printed without a space: "BeatrizHernández"') or given after "as" is another printed form.
    const remark = /\(([^)]*)\)/.exec(name)?.[1] ?? '';
    const printed = [...remark.matchAll(/"([^"]+)"/g)].map((m) => m[1]!);
    const signedAs = /\bas ([\p{Lu}][^,;]*)$/u.exec(remark)?.[1];
    const main = name.replace(/\s*\([^)]*\)/g, '').trim();
    table.set(file, {
      names: main ? [main, ...printed, ...(signedAs ? [signedAs.trim()] : [])] : [],
      emails: values(email),
      // "+1 (234) 567 890 (plus two more placeholder numbers)": only remarks holding letters are removed,
      // "(+55) 31 …" is part of the number.
      phones: phone
        .replace(/\([^)]*[a-z][^)]*\)/gi, '')
        .split(/\s+\/\s+/)
        .map((value) => value.trim())
        .filter(Boolean),
      language,
    });
  }
  return table;
}

export interface ShareReport<F extends string> {
  /** Per field, the share of files where it was right (0–1). */
  share: Record<F, number>;
  /** Per field, the files where it was not. */
  misses: Record<F, string[]>;
  /** One line per field for the test output: "email 50/55 (91%), missed in: a.pdf, b.docx". */
  lines: string[];
}

/**
 * How often each field was right across the corpus, and where not: the corpus tests assert a floor per
 * field and print the misses (file names only: the CVs' contents are personal data).
 */
export function reportShares<F extends string>(files: readonly string[], fields: readonly F[], right: (file: string, field: F) => boolean): ShareReport<F> {
  const share = {} as Record<F, number>;
  const misses = {} as Record<F, string[]>;
  const lines: string[] = [];
  for (const field of fields) {
    misses[field] = files.filter((file) => !right(file, field));
    const hits = files.length - misses[field].length;
    share[field] = files.length === 0 ? 0 : hits / files.length;
    lines.push(`  ${field} ${hits}/${files.length} (${Math.round(100 * share[field])}%)${misses[field].length ? `, missed in: ${misses[field].join(', ')}` : ''}`);
  }
  return { share, misses, lines };
}
