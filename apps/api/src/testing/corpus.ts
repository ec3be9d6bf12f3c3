import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The shared corpus of real documents, the project root's sibling (DESIGN.md): a missing corpus fails the
 * test that reads it, it is never skipped.
 */
export const CORPUS_DIR = fileURLToPath(new URL('../../../../../shared/corpus/', import.meta.url));

/** A corpus file's bytes, by its path under the corpus ('cvs/…', 'hostile/…'). */
export const corpusFile = (path: string) => new Uint8Array(readFileSync(join(CORPUS_DIR, path)));

export interface CvFacts {
  /** As printed, credentials included ("Carol Summers, RN, MEDSURG-BC"); the README's remarks removed. */
  name: string;
  email: string;
  phone: string;
}

/** The cvs/ table of the corpus README: what a careful reader finds printed in each CV. */
export function readCvTable(): Map<string, CvFacts> {
  const readme = readFileSync(join(CORPUS_DIR, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## cvs/'), readme.indexOf('## hostile/'));
  const table = new Map<string, CvFacts>();
  for (const line of section.split('\n')) {
    // | file | repo | path | licence | lang | name | e-mail | phone | notes |
    const [, file, , , , , name = '', email = '', phone = ''] = line.split('|').map((cell) => cell.trim());
    if (!file || file === 'file' || file.startsWith('---')) continue;
    table.set(file, {
      // "John Doe (placeholder)": the bracket is the README's remark, not part of the name.
      name: name.replace(/\s*\([^)]*\)/g, '').trim(),
      email,
      // "+1 (234) 567 890 (plus two more placeholder numbers)": remarks in brackets hold letters.
      phone: phone.replace(/\([^)]*[a-z][^)]*\)/gi, '').trim(),
    });
  }
  return table;
}
