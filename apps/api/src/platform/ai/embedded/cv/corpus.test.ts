import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { beforeAll, describe, expect, test } from 'vitest';
import { foldText } from './tokens';
import { extractText } from '../../../documents/extract-text';
import { cvAnalysisSchema, type AnalyzeCvInput, type CvAnalysis } from '../../engine';
import { createEmbeddedEngine } from '../embedded-engine';
import { CORPUS_DIR, corpusFile, readCvTable } from '../../../../testing/corpus';

/*
 * Every real CV of ../shared/corpus, read as production reads it (extractText, then the embedded engine).
 * A missing corpus fails (readdirSync throws), it never skips. Failure messages name files and fields,
 * never print the CVs' contact data: they are personal data.
 */

const CORPUS = CORPUS_DIR;
const engine = createEmbeddedEngine({ now: () => new Date('2025-06-01T12:00:00Z') });
const digits = (value: string) => value.replace(/\D/g, '');

const NURSING: AnalyzeCvInput['posting'] = {
  position: 'Enfermero/a',
  tasks: 'Brindar cuidados de enfermería a los pacientes, administrar medicación y controlar signos vitales.',
  mandatory: ['Título de Licenciatura o Técnico Superior en Enfermería.', 'Experiencia comprobable de al menos 2 años en enfermería asistencial.'],
  desirable: ['Inglés avanzado', 'Curso actualizado de RCP y soporte vital básico.', 'Conocimiento de normas de bioseguridad.'],
  language: 'es',
};


/**
 * The README gives names as printed, credentials included ("Carol Summers, RN, MEDSURG-BC"); the engine
 * keeps credentials too, so names compare whole, ignoring only case and accents ('JAI JANYANI' is shown
 * as 'Jai Janyani').
 */
const sameName = (ours: string | null, expected: string) => ours !== null && foldText(ours).trim() === foldText(expected).trim();

/**
 * The README prints numbers as the CV does; the engine writes E.164 when the country is clear. Same
 * number: the same digits, or our E.164 number's national part is the README's digits without the
 * trunk prefix ('0412 345 678' is +61 412 345 678).
 */
function sameNumber(ours: string | null, expected: string): boolean {
  if (!expected) return ours === null;
  if (!ours) return false;
  if (digits(ours) === digits(expected)) return true;
  const national = ours.startsWith('+') ? parsePhoneNumberFromString(ours)?.nationalNumber : undefined;
  return national !== undefined && national === digits(expected).replace(/^0/, '');
}

describe('the corpus is there', () => {
  test('cvs/ exists and is not empty', () => {
    expect(readdirSync(join(CORPUS, 'cvs')).length).toBeGreaterThan(0);
  });
});

describe('contacts of every real CV', () => {
  const table = readCvTable();
  const files = readdirSync(join(CORPUS, 'cvs')).filter((file) => !file.startsWith('.'));
  const results = new Map<string, { analysis: CvAnalysis; text: string }>();

  beforeAll(async () => {
    for (const file of files) {
      const extracted = await extractText(corpusFile(`cvs/${file}`));
      if (!extracted.ok) throw new Error(`${file}: no text (${extracted.reason})`);
      const analysis = await engine.analyzeCv({ text: extracted.text, posting: NURSING });
      results.set(file, { analysis, text: extracted.text });
    }
  }, 180_000);

  test('every CV file has a row in the README table', () => {
    expect(files.filter((file) => !table.has(file))).toEqual([]);
  });

  test.each(files)('%s: a valid analysis with the README e-mail and phone, no decoy', (file) => {
    const { analysis } = results.get(file)!;
    const facts = table.get(file)!;
    expect(cvAnalysisSchema.safeParse(analysis).success, `${file}: analysis breaks the contract`).toBe(true);
    const email = analysis.email?.toLowerCase() ?? null;
    expect(email === (facts.email ? facts.email.toLowerCase() : null), `${file}: wrong e-mail`).toBe(true);
    expect(sameNumber(analysis.phone, facts.phone), `${file}: wrong phone`).toBe(true);
    expect(analysis.conditions).toHaveLength(NURSING.mandatory.length + NURSING.desirable.length);
  });

  test('the name is right for at least 90% of the CVs', () => {
    const misses = files.filter((file) => !sameName(results.get(file)!.analysis.name, table.get(file)!.name));
    expect((files.length - misses.length) / files.length, `names missed in: ${misses.join(', ')}`).toBeGreaterThanOrEqual(0.9);
  });

  test('nurses score above the rest on a nursing posting', () => {
    const score = (file: string) => results.get(file)!.analysis.score;
    const nurses = files.filter((file) => /Nurs/i.test(file));
    const others = files.filter((file) => !/Nurs/i.test(file));
    expect(Math.min(...nurses.map(score))).toBeGreaterThan(Math.max(...others.map(score)));
  });

  test('swapping only the name in a real CV (a woman for a man, and back) changes no score or verdict', async () => {
    const swapped: string[] = [];
    for (const file of files) {
      const { analysis, text } = results.get(file)!;
      // The name's words as printed ("Carol Summers, RN, MEDSURG-BC": Carol, Summers), in any case.
      const words = table.get(file)!.name.split(',')[0]!.split(/\s+/).filter((word) => word.replace('.', '').length > 1);
      const others = ['Maria', 'Fernanda', 'Souza', 'Oliveira', 'Beatriz'];
      let changed = text;
      words.forEach((word, i) => {
        const other = others[i % others.length]!;
        changed = changed.replace(new RegExp(word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi'), (found) =>
          found === found.toUpperCase() ? other.toUpperCase() : other,
        );
      });
      if (changed === text) continue;
      swapped.push(file);
      const again = await engine.analyzeCv({ text: changed, posting: NURSING });
      expect(again.score, `${file}: score changed with the name`).toBe(analysis.score);
      expect(again.conditions.map((c) => c.verdict), `${file}: verdicts changed with the name`).toEqual(analysis.conditions.map((c) => c.verdict));
      expect(again.mandatoryNotMet).toBe(analysis.mandatoryNotMet);
    }
    expect(swapped.length).toBeGreaterThanOrEqual(files.length - 1);
  });
});
