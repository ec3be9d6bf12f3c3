import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { beforeAll, describe, expect, test } from 'vitest';
import type { Language } from '@postula/contract/constants';
import { detectCvLanguage } from './detect-language';
import { foldText } from './tokens';
import { extractText } from '../../../platform/documents/extract-text';
import { cvAnalysisSchema, type AnalyzeCvInput, type CvAnalysis } from '../../engine';
import { createEmbeddedEngine } from '../embedded-engine';
import { CORPUS_DIR, corpusFile, readCvTable, reportShares } from '../../../testing/corpus';

/*
 * Every real CV of ../shared/corpus, read as production reads it (extractText, then the embedded engine).
 * A missing corpus fails (readdirSync throws), it never skips. Failure messages name files and fields,
 * never print the CVs' contact data: they are personal data.
 */

const CORPUS = CORPUS_DIR;
const engine = createEmbeddedEngine({ now: () => new Date('2025-06-01T12:00:00Z') });
const digits = (value: string) => value.replace(/\D/g, '');

/**
 * The share of the corpus CVs whose e-mail, phone and name the engine reads as the README prints them.
 * The corpus grew from 14 to 55 CVs; these are today's figures, a floor that may only rise (the CV-judgement
 * issue targets e-mail 98%, phone 95%, name 95%). Misses are listed in the test output.
 */
/** CVs whose text holds the README name's words, so the swap changes something. */
const SWAPPED_FLOOR = 52;
const CONTACT_FLOORS = { email: 55 / 55, phone: 55 / 55, name: 55 / 55 };

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
 * trunk prefix ('0412 345 678' is +61 412 345 678), or the README's number, printed with its country
 * code, is ours in E.164 ('+55 021 979930632' keeps Brazil's trunk prefix 0, which E.164 drops). The
 * stored number keeps no extension: '+1809 535 8273 ext 4281' is +18095358273.
 */
function sameNumber(ours: string | null, expected: string): boolean {
  if (!ours) return false;
  if (digits(ours) === digits(expected)) return true;
  const printed = expected.trim().startsWith('+') ? parsePhoneNumberFromString(expected) : undefined;
  if (printed && printed.number === ours) return true;
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
  const results = new Map<string, { analysis: CvAnalysis; text: string; language: Language | null }>();

  beforeAll(async () => {
    for (const file of files) {
      const extracted = await extractText(corpusFile(`cvs/${file}`));
      if (!extracted.ok) throw new Error(`${file}: no text (${extracted.reason})`);
      const analysis = await engine.analyzeCv({ text: extracted.text, posting: NURSING });
      results.set(file, { analysis, text: extracted.text, language: detectCvLanguage(extracted.text) });
    }
  }, 180_000);

  test('every CV file has a row in the README table', () => {
    expect(files.filter((file) => !table.has(file))).toEqual([]);
  });

  test.each(files)('%s: a valid analysis, one verdict per condition', (file) => {
    const { analysis } = results.get(file)!;
    expect(cvAnalysisSchema.safeParse(analysis).success, `${file}: analysis breaks the contract`).toBe(true);
    expect(analysis.conditions).toHaveLength(NURSING.mandatory.length + NURSING.desirable.length);
  });

  test("the README's e-mail, phone and name are found for at least today's share of the CVs", () => {
    const right = (file: string, field: 'email' | 'phone' | 'name'): boolean => {
      const { analysis } = results.get(file)!;
      const facts = table.get(file)!;
      // One of the addresses or numbers the CV prints for its owner; none when it prints none.
      if (field === 'email') return facts.emails.length === 0 ? analysis.email === null : facts.emails.some((email) => analysis.email?.toLowerCase() === email.toLowerCase());
      if (field === 'phone') return facts.phones.length === 0 ? analysis.phone === null : facts.phones.some((phone) => sameNumber(analysis.phone, phone));
      return facts.names.length === 0 ? analysis.name === null : facts.names.some((name) => sameName(analysis.name, name));
    };
    const report = reportShares(files, ['email', 'phone', 'name'], right);
    // eslint-disable-next-line no-console -- the misses belong in the test output: what the CV-judgement issue has left to fix
    console.info(`Contacts read from the corpus CVs:\n${report.lines.join('\n')}`);
    for (const field of ['email', 'phone', 'name'] as const) {
      expect(report.share[field], `${field} right in too few CVs; missed in ${report.misses[field].join(', ')}`).toBeGreaterThanOrEqual(CONTACT_FLOORS[field] - 1e-9);
    }
  });

  test('each CV is read in the language the README gives', () => {
    expect(files.filter((file) => results.get(file)!.language !== table.get(file)!.language)).toEqual([]);
  });

  test('nurses score above the rest on a nursing posting', () => {
    const score = (file: string) => results.get(file)!.analysis.score;
    // The nurses' and nursing students' CVs, and the registered nurse's resume of the livecareer scrape.
    const nurse = (file: string) => /Nurs|resumeScraper__14062078/i.test(file);
    const nurses = files.filter(nurse);
    const others = files.filter((file) => !nurse(file));
    expect(Math.min(...nurses.map(score))).toBeGreaterThan(Math.max(...others.map(score)));
  });

  test('swapping only the name in a real CV (a woman for a man, and back) changes no score or verdict', async () => {
    const swapped: string[] = [];
    for (const file of files) {
      const { analysis, text } = results.get(file)!;
      // The name's words as printed ("Carol Summers, RN, MEDSURG-BC": Carol, Summers), in any case.
      const words = (table.get(file)!.names[0] ?? '').split(',')[0]!.split(/\s+/).filter((word) => word.replace('.', '').length > 1);
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
    // Where the name's words are not in the extracted text there is nothing to swap (see the extraction floors).
    expect(swapped.length).toBeGreaterThanOrEqual(SWAPPED_FLOOR);
  });
});
