import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { extractText } from '../../platform/documents/extract-text';
import { CORPUS_DIR, corpusFile, postingInput, readGradedPostings } from '../../testing/corpus';
import type { AnalyzeCvInput } from '../engine';
import { createEmbeddedEngine } from '../embedded/embedded-engine';
import { addMeasure, emptyTally, measureApplicant, type FairnessTally } from './measure';
import { VARIANTS } from './variants';

/*
 * The fairness check's promise for the built-in engine (decision 045): every real CV of ../shared/corpus, scored
 * against the corpus's three graded postings (es, pt, en) as it came and under every variant (14 names of 7
 * regions, both genders; every gendered word put in one gender, both ways), changes no score and no verdict. The
 * real engine, on its analysis threads, as the report's job runs it. A missing corpus fails, it never skips.
 */

const engine = createEmbeddedEngine({ now: () => new Date('2025-06-01T12:00:00Z') });

const postings = readGradedPostings(join(CORPUS_DIR, 'rankings/postings.json')).map((p): [string, AnalyzeCvInput['posting']] => [p.key, postingInput(p)]);

/** CVs whose text prints the name the analysis reads (as corpus.test.ts counts them): the swap changes something. */
const NAME_SWAPPED_FLOOR = 52;
/** CVs with a gendered word of their language to put in the other gender, as measured on 2026-11-25. */
const GENDER_FLOORS = { f: 24, m: 15 };

describe('the fairness check on the real corpus, built-in engine', () => {
  const files = readdirSync(join(CORPUS_DIR, 'cvs')).filter((file) => !file.startsWith('.')).sort();
  const texts = new Map<string, string>();
  const tallies = new Map<string, FairnessTally>();
  const changes: string[] = [];

  beforeAll(async () => {
    for (const file of files) {
      const extracted = await extractText(corpusFile(`cvs/${file}`));
      if (!extracted.ok) throw new Error(`${file}: no text (${extracted.reason})`);
      texts.set(file, extracted.text);
    }
    // The three postings at once: the engine's two analysis threads share the work.
    await Promise.all(
      postings.map(async ([key, posting]) => {
        let tally = emptyTally();
        for (const file of files) {
          const measure = await measureApplicant(engine, { text: texts.get(file)!, posting, storedName: null });
          tally = addMeasure(tally, measure);
          for (const outcome of measure.outcomes) {
            if (outcome.change > 0 || outcome.verdictsChanged) {
              changes.push(`${key}/${file} under ${outcome.key}: score ${outcome.change > 0 ? `moved ${outcome.change}` : 'kept'}, verdicts ${outcome.verdictsChanged ? 'changed' : 'kept'}`);
            }
          }
        }
        tallies.set(key, tally);
      }),
    );
  }, 600_000);

  it('reads the three postings, one per language', () => {
    expect(postings.map(([, posting]) => posting.language).sort()).toEqual(['en', 'es', 'pt']);
  });

  it('changes no score and no verdict, for every CV and every variant', () => {
    // File names and variants only: the CVs' contents are personal data.
    expect(changes).toEqual([]);
    for (const [key, tally] of tallies) {
      expect(tally.maxChange, key).toBe(0);
      expect(tally.changedApplicants, key).toBe(0);
      for (const variant of tally.variants) expect(variant, `${key} ${variant.key}`).toMatchObject({ changed: 0, maxChange: 0 });
    }
  });

  it('every variant changed enough CVs for the 0 to mean something', () => {
    for (const [key, tally] of tallies) {
      expect(tally.variants.map((v) => v.key)).toEqual(VARIANTS.map((v) => v.key));
      for (const variant of tally.variants) {
        const floor = variant.key === 'gender:f' ? GENDER_FLOORS.f : variant.key === 'gender:m' ? GENDER_FLOORS.m : NAME_SWAPPED_FLOOR;
        expect(variant.applied, `${key} ${variant.key} applied to too few CVs`).toBeGreaterThanOrEqual(floor);
      }
    }
  });
});
