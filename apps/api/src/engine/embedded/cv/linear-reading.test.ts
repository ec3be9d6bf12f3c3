import { describe, expect, it } from 'vitest';
import { corpusFile } from '../../../testing/corpus';
import { extractText } from '../../../platform/documents/extract-text';
import type { AnalyzeCvInput } from '../../engine';
import { analyzeCvText } from './analyze-cv';
import { boundText, wrapAt } from './cv-document';
import { emailsIn } from './contact-lines';

/*
 * Texts shaped to make a reader slow (issue 13): each was quadratic somewhere in the reading (contacts, the
 * e-mail pattern, experience blocks, the footer-name pattern) and took seconds at 40,000 characters. Each is
 * now read in about the time a real CV of that length takes; a reader that turns quadratic again shows up here
 * as a ratio to that CV, measured in the same run (never as an absolute time).
 */

const posting: AnalyzeCvInput['posting'] = {
  position: 'Vendedor',
  tasks: 'Vender productos y atender clientes.',
  mandatory: ['Experiencia en ventas de al menos 2 años', 'Secundario completo'],
  desirable: ['Inglés avanzado', 'Licencia de conducir'],
  language: 'es',
};
const now = new Date('2025-06-01T12:00:00Z');
const SIZE = 40_000;

const SHAPES: Record<string, string> = {
  'runs of digits (phone candidates)': '1 ',
  'one long word of address characters': 'a-',
  'dotted digits': '1.',
  'dated jobs on one line': 'enero 2020 - presente ',
  'year ranges': '2019 - 2020 ',
  dates: '12/12/2012 ',
  'bracketed digits': '(1 ',
  'e-mail addresses': 'a.b@c.de ',
  'many short lines': 'x\n',
  // The name is looked for on every line a profile link or the e-mail may confirm, over two lines too.
  'lines that could be names, and profile links': 'Ana María López\nlinkedin.com/in/ana-maria-\nLópez\n',
  'glued capitalised words': 'AnaMaríaLópezGarcíaRuiz ',
};

function medianMs(run: () => unknown, times = 3): number {
  const took: number[] = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    run();
    took.push(performance.now() - started);
  }
  return took.sort((a, b) => a - b)[Math.floor(times / 2)]!;
}

describe('reading hostile text', () => {
  it('every shape is read in about the time a real CV of the same length takes', { timeout: 120_000 }, async () => {
    const extracted = await extractText(corpusFile('cvs/Honeegee__NCP__Med-Surg-Nurse-Resume.pdf'));
    if (!extracted.ok) throw new Error('the reference CV could not be read');
    let reference = extracted.text;
    while (reference.length < SIZE) reference += `\n${extracted.text}`;
    const baseline = medianMs(() => analyzeCvText({ text: reference.slice(0, SIZE), posting }, now));

    const ratios: Record<string, number> = {};
    for (const [name, unit] of Object.entries(SHAPES)) {
      const text = unit.repeat(Math.ceil(SIZE / unit.length)).slice(0, SIZE);
      ratios[name] = Math.round((medianMs(() => analyzeCvText({ text, posting }, now)) / baseline) * 10) / 10;
    }
    // Measured: 0.3 to 2 times the real CV. The quadratic readers took 20 to 70 times as long.
    for (const [name, ratio] of Object.entries(ratios)) expect(ratio, `${name}: ${JSON.stringify(ratios)}`).toBeLessThan(8);
  });
});

describe('the bounds', () => {
  it('finds e-mail addresses from their "@", whatever surrounds them', () => {
    expect(emailsIn('Correo: ana.gómez@example.com.ar, otro@sub.example.org; x@y')).toEqual([
      { index: 8, value: 'ana.gómez@example.com.ar' },
      { index: 34, value: 'otro@sub.example.org' },
    ]);
    // A local part longer than RFC 5321 allows is read from its last 64 characters.
    expect(emailsIn(`${'a'.repeat(100)}@example.com`)[0]!.value).toBe(`${'a'.repeat(64)}@example.com`);
    expect(emailsIn('a-'.repeat(20_000))).toEqual([]);
  });

  it('wraps long lines at a space and cuts long texts', () => {
    expect(wrapAt('uno dos tres cuatro', 8)).toEqual(['uno dos', 'tres', 'cuatro']);
    expect(wrapAt('x'.repeat(20), 8)).toEqual(['x'.repeat(8), 'x'.repeat(8), 'x'.repeat(4)]);
    const bounded = boundText(`${'palabra '.repeat(1000)}\ncorta`, 5000, 100);
    expect(bounded.length).toBeLessThanOrEqual(5000);
    expect(Math.max(...bounded.split('\n').map((line) => line.length))).toBeLessThanOrEqual(100);
  });
});
