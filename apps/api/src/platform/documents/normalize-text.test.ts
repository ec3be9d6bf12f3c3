import { describe, expect, test } from 'vitest';
import { countLetters, normalizeText } from './normalize-text';

describe('normalizeText', () => {
  test('line endings become \\n', () => {
    expect(normalizeText('a\r\nb\rc\u2028d\fe')).toBe('a\nb\nc\nd\ne');
  });

  test('NULs and control characters go, tabs and newlines stay', () => {
    expect(normalizeText('Jo\u0000ão\u0007 Silva\tEngenheiro\u001b\u0085x')).toBe('João Silva\tEngenheiro\nx');
  });

  test('Unicode NFC: a decomposed accent is one character', () => {
    expect(normalizeText('Jose\u0301 Marti\u0301nez')).toBe('José Martínez');
  });

  test('an accent a TeX font drew as a glyph of its own goes back on its letter', () => {
    expect(normalizeText('Jo\u02dcao Concei\u00e7\u02dcao, Ribeir\u02dcao Preto')).toBe('João Conceição, Ribeirão Preto');
    expect(normalizeText('Jos\u00b4e Mart\u00b4\u0131nez, Espa\u02dcna, P\u02c6ego')).toBe('José Martínez, España, Pêgo');
    // A dotless i under a combining accent: 'Tecnologı́a'.
    expect(normalizeText('Tecnolog\u0131\u0301a, l\u0131\u0301der')).toBe('Tecnología, líder');
    // An acute used as an apostrophe stays: after one letter, before a consonant or a capital.
    expect(normalizeText('l\u00b4empresa, it\u00b4s, DATA SCIENTIST\u00b4S, O\u00b4Neill')).toBe('l\u00b4empresa, it\u00b4s, DATA SCIENTIST\u00b4S, O\u00b4Neill');
  });

  test('runs of spaces (including no-break and ideographic spaces) collapse; lines are trimmed', () => {
    expect(normalizeText('  Ana \u00a0\u00a0 Lima  \n\t  Madrid \u3000 ')).toBe('Ana Lima\nMadrid');
    expect(normalizeText('Skills  \t  Python')).toBe('Skills\tPython');
  });

  test('three or more blank lines collapse to one', () => {
    expect(normalizeText('a\n\n\n\n\nb\n\nc')).toBe('a\n\nb\n\nc');
    expect(normalizeText('a\n \n\t\n \nb')).toBe('a\n\nb');
  });

  test('Private Use Area icons become spaces instead of gluing words', () => {
    expect(normalizeText('\uf0e0ana@example.com\uf095+34 600 000 000')).toBe('ana@example.com +34 600 000 000');
    expect(normalizeText('x\u{f0001}y')).toBe('x y');
  });

  test('invisible marks that split words are removed', () => {
    expect(normalizeText('\ufeffana\u200b@exam\u00adple.com \u200fعربي\u200e')).toBe('ana@example.com عربي');
  });

  test('ligatures and presentation forms become plain letters', () => {
    expect(normalizeText('ﬁnance ofﬁce')).toBe('finance office');
    expect(normalizeText('ﻟﻌﺮﺑﻴﺔ')).toBe('لعربية');
  });

  test('lone surrogates are dropped, astral characters kept', () => {
    expect(normalizeText('a\ud800b 😀')).toBe('ab 😀');
  });
});

test('countLetters counts letters of any script', () => {
  expect(countLetters('José 123 — 日本 عربي')).toBe(10);
});
