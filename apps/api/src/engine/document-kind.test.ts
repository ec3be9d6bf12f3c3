import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { extractText } from '../platform/documents/extract-text';
import { CORPUS_DIR, corpusFile } from '../testing/corpus';
import { englishBook, pagesText, portugueseProjectReport, spanishProjectReport } from '../testing/long-documents';
import { twoAtATime } from '../testing/two-at-a-time';
import {
  documentKind,
  LONGER_THAN_ANY_CV_WORDS,
  MIN_CV_SIGNS_PER_1000_WORDS,
  MIN_LETTERS,
  MIN_WORDS_TO_JUDGE,
  readDocument,
  type DocumentReading,
} from './document-kind';

/*
 * Issue 14: an empty or near-empty document ends as 'empty', a document that is plainly not a CV as
 * 'not_a_cv', and every real CV is still read as one. The real documents are read as production reads them
 * (extractText); assertions name files and figures, never print the CVs' text (personal data).
 */


async function readCorpusFile(path: string): Promise<DocumentReading> {
  const extracted = await twoAtATime(() => extractText(corpusFile(path), { timeoutMs: 60_000 }));
  if (!extracted.ok) throw new Error(`${path}: no text (${extracted.reason})`);
  return readDocument(extracted.text);
}

const figures = (r: DocumentReading) =>
  `${r.letters} letters, ${r.words} words, ${r.cvSigns} CV signs (${r.cvSignsPer1000Words.toFixed(1)} per 1,000 words), report signs: ${r.reportSigns.join(', ') || 'none'}`;

describe('real documents of the corpus', () => {
  const cvs = readdirSync(join(CORPUS_DIR, 'cvs')).filter((file) => !file.startsWith('.'));
  /** Documents of the corpus that are not CVs: a 117-page German textbook, a LaTeX article of Latin filler, a form. */
  const notCvs = [
    'hostile/py-pdf__sample-files__GeoTopo-komprimiert.pdf',
    'hostile/py-pdf__sample-files__multicolumn.pdf',
    'hostile/morungos__node-word-extractor__test07.doc',
  ];
  const readings = new Map<string, DocumentReading>();

  beforeAll(async () => {
    await Promise.all([...cvs.map((file) => `cvs/${file}`), ...notCvs].map(async (path) => readings.set(path, await readCorpusFile(path))));
  }, 300_000);

  test('the corpus has its 55 CVs', () => {
    expect(cvs.length).toBeGreaterThanOrEqual(55);
  });

  test('every real CV is read as a CV, the long academic ones too', () => {
    const misread = cvs.filter((file) => readings.get(`cvs/${file}`)!.kind !== 'cv').map((file) => `${file}: ${figures(readings.get(`cvs/${file}`)!)}`);
    expect(misread).toEqual([]);
    // Seven pages with many publications each: long, and still CVs.
    expect(readings.get('cvs/geofis__cv__cv-es.pdf')!.words).toBeGreaterThan(3_500);
    expect(readings.get('cvs/santisoler__cv__cv.pdf')!.words).toBeGreaterThan(1_000);
  });

  test.each([
    ['hostile/py-pdf__sample-files__GeoTopo-komprimiert.pdf', ['contents', 'chapters', 'length']],
    ['hostile/py-pdf__sample-files__multicolumn.pdf', []],
    ['hostile/morungos__node-word-extractor__test07.doc', ['chapters']],
  ])('%s is not a CV', (path, reportSigns) => {
    const reading = readings.get(path)!;
    expect(reading.kind, figures(reading)).toBe('not_a_cv');
    expect(reading.reportSigns).toEqual(reportSigns);
  });

  test('the thresholds keep their margins on both sides', () => {
    const cvReadings = cvs.map((file) => readings.get(`cvs/${file}`)!);
    const fewestLetters = Math.min(...cvReadings.map((r) => r.letters));
    const judged = cvReadings.filter((r) => r.words >= MIN_WORDS_TO_JUDGE);
    const sparsestCv = Math.min(...judged.map((r) => r.cvSignsPer1000Words));
    const longestCv = Math.max(...cvReadings.map((r) => r.words));
    const synthetic = [spanishProjectReport(), portugueseProjectReport(), englishBook()].map((pages) => readDocument(pagesText(pages)));
    const densestNotCv = Math.max(...[...notCvs.map((path) => readings.get(path)!), ...synthetic].map((r) => r.cvSignsPer1000Words));
    // eslint-disable-next-line no-console -- the figures behind the thresholds belong in the test output (decision 019)
    console.info(
      `document-kind on the corpus: the shortest CV has ${fewestLetters} letters (empty below ${MIN_LETTERS}); ` +
        `the sparsest CV judged shows ${sparsestCv.toFixed(1)} CV signs per 1,000 words, the densest not-CV ${densestNotCv.toFixed(1)} ` +
        `(threshold ${MIN_CV_SIGNS_PER_1000_WORDS}); the longest CV has ${longestCv} words (a length no CV has: ${LONGER_THAN_ANY_CV_WORDS}).`,
    );
    // The shortest real CV (andreterceiro/luciana, 518 characters) has ten times the letters of an empty one.
    expect(fewestLetters).toBeGreaterThan(10 * MIN_LETTERS);
    // The sparsest CV (geofis/cv-es.pdf, 7 pages) shows well over the threshold of CV signs; the not-CVs, the
    // synthetic reports with their cover-page contact data and dated phases included, well under.
    expect(sparsestCv).toBeGreaterThan(1.5 * MIN_CV_SIGNS_PER_1000_WORDS);
    expect(densestNotCv).toBeLessThan(MIN_CV_SIGNS_PER_1000_WORDS / 1.5);
    expect(longestCv).toBeLessThan(LONGER_THAN_ANY_CV_WORDS / 1.5);
  });
});

describe('near-empty documents', () => {
  test.each([
    ['nothing', ''],
    ['whitespace', ' \n\t \n  '],
    ['a few characters', 'x'],
    ['punctuation and digits', '. . . 1 1 1 — 2024'],
    ['a lone word (es)', 'Currículum'],
    ['a lone word (pt)', 'Currículo'],
    ['a lone word (en)', 'Resume'],
    ['a title (es)', 'HOJA DE VIDA'],
    ['a title (en)', 'Curriculum Vitae'],
    ['a title and a name (es)', 'Currículum vitae de Juan Pérez'],
    ['a title and a name (pt)', 'CURRÍCULO\nMaria da Silva'],
    ['a name and a link (en)', 'John Smith\nhttps://www.linkedin.com/in/johnsmith'],
    ['an unfilled template (es)', 'Hoja de vida\nNombre:\nApellidos:\nTeléfono:\nCorreo electrónico:\nExperiencia laboral:\nFormación académica: ____'],
    ['an unfilled template (pt)', 'Currículo\nNome:\nEndereço:\nTelefone:\nE-mail:\nExperiência profissional:\nFormação:'],
    ['an unfilled template (en)', 'Resume\nName:\nAddress:\nPhone:\nEmail:\nWork experience:\nEducation:'],
  ])('%s is empty', (_, text) => {
    expect(documentKind(text)).toBe('empty');
  });

  test.each([
    ['a name and a trade (es)', 'Caro Díaz Lucero\nChofer de reparto con licencia profesional'],
    ['a one-line CV (pt)', 'Ana Souza, programadora com experiência em Java e SQL'],
    ['a name, contact and a line (en)', 'Jane Roe\njane.roe@example.com\nData engineer, ten years of Python and SQL.'],
  ])('%s is short, but says something about someone: a CV', (_, text) => {
    expect(documentKind(text)).toBe('cv');
  });

  test.each([
    ['an e-mail (en)', 'John Smith\njohn.smith@example.com'],
    ['a phone (es)', 'HOJA DE VIDA\nLaura Sosa\nCel. 314 516 72 52'],
    ['an e-mail and a phone (pt)', 'Currículo\nMaria da Silva\nmaria.silva@example.com.br | (11) 96591-8870'],
  ])('a near-empty document with %s is scored: the recruiter gets a way to reach its sender', (_, text) => {
    expect(readDocument(text).letters).toBeLessThan(MIN_LETTERS);
    expect(documentKind(text)).toBe('cv');
  });

  test('digits alone are not a phone number', () => {
    expect(documentKind('1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1')).toBe('empty');
    expect(documentKind('2001 - 2003\n2019 - 2023')).toBe('empty');
  });
});

describe('long documents that are not CVs', () => {
  test.each([
    ['a 31-page project report in Spanish', spanishProjectReport()],
    ['a project report in Portuguese', portugueseProjectReport()],
    ['a book in English', englishBook()],
  ])('%s is not a CV, though it prints an e-mail, a phone and dated phases', (_, pages) => {
    const reading = readDocument(pagesText(pages));
    expect(reading.kind, figures(reading)).toBe('not_a_cv');
    expect(reading.cvSigns).toBeGreaterThan(0);
    expect(reading.reportSigns).toEqual(expect.arrayContaining(['contents', 'chapters']));
  });

  test('the Spanish report is 31 pages, and even its first 12 are not a CV', () => {
    const report = spanishProjectReport();
    expect(report).toHaveLength(31);
    const reading = readDocument(pagesText(report.slice(0, 12)));
    expect(reading.kind, figures(reading)).toBe('not_a_cv');
    expect(reading.reportSigns).not.toContain('length');
  });

  test('a cover letter of a page and a half, with contact data and no sections or dates, is scored as a CV', () => {
    const paragraph =
      'Me dirijo a ustedes para postularme al puesto de vendedora. Trabajé varios años en atención al público, ' +
      'manejo de caja y reposición, y me considero una persona responsable, puntual y con muchas ganas de aprender. ';
    const letter = ['Lucía Fernández', 'lucia.fernandez@example.com', '+54 9 11 5555 1234', 'Estimados señores:', ...Array(14).fill(paragraph), 'Saludos cordiales.'];
    const reading = readDocument(letter.join('\n'));
    expect(reading.words).toBeGreaterThan(MIN_WORDS_TO_JUDGE);
    expect(reading.kind, figures(reading)).toBe('cv');
  });

  test('a short text of a page or less is scored whatever it is: too little to judge', () => {
    const lorem = 'Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore. '.repeat(15);
    expect(readDocument(lorem).words).toBeLessThan(MIN_WORDS_TO_JUDGE);
    expect(documentKind(lorem)).toBe('cv');
  });
});

describe('hostile text', () => {
  /** 200 lines of 1,000 characters (the most that is read) of one shape. */
  const lines = (unit: string, start = '', end = '') =>
    Array(200).fill(start + unit.repeat(Math.ceil(1000 / unit.length)).slice(0, 1000 - start.length - end.length) + end).join('\n');

  test.each([
    ['an endless line of digits', '1 '.repeat(60_000)],
    ['an endless line of periods', '2019 - '.repeat(200_000)],
    ['an endless line of dots', `${'.'.repeat(1_000_000)} 1`],
    ['60 MB of text', 'Experiencia 2019 – 2020\n'.repeat(2_500_000)],
    // Shapes that make a careless pattern retry from every position of a line.
    ['"a-a-a-…"', lines('a-')],
    ['"1.1.1.…"', lines('1.')],
    ['"a@a@a@…"', lines('a@')],
    ['letters, then an "@"', lines('a', '', '@')],
    ['dot leaders with no page number after them', lines('. ', '2019 ', ' x')],
    ['dashes after a year', lines('-', '2019 ', 'x')],
    ['"desde" and one endless word', lines('a', 'desde ')],
    ['doubled letters', lines('aa')],
  ])('%s is read within a bounded time', (_, text) => {
    const started = performance.now();
    documentKind(text);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
