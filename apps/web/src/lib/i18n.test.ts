import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ANALYSIS_FAILURES } from '@postula/contract/applicants';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@postula/contract/constants';
import { ERROR_CODES } from '@postula/contract/errors';

// STYLE.md rule 8: es, en and pt must have the same keys, file by file; rule 7: every error code the server
// can send has a text in every language, and so does every reason an analysis can end without a score.
const localesDir = join(dirname(fileURLToPath(import.meta.url)), '../locales');

type Tree = { [key: string]: Tree | string };

function readLocale(language: string): Record<string, Tree> {
  const dir = join(localesDir, language);
  return Object.fromEntries(
    readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => [file.replace(/\.json$/, ''), JSON.parse(readFileSync(join(dir, file), 'utf8')) as Tree]),
  );
}

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const keys = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') keys.set(path, value);
    else for (const [inner, text] of flatten(value, path)) keys.set(inner, text);
  }
  return keys;
}

/**
 * Words each language does not use for what the product calls by another one: a mark is "marca" (es, pt) and
 * "mark" (en), never a tag or label (issue 18 found "marcas" and "marcadores" on different Portuguese screens).
 */
const OTHER_WORDS: Record<string, RegExp[]> = {
  es: [/\betiquet/i, /\bmarcador/i],
  pt: [/\betiquet/i, /\bmarcador/i],
  en: [/\blabels?\b/i, /\btags?\b/i],
};

const locales = Object.fromEntries(LANGUAGES.map((language) => [language, flatten(readLocale(language))]));
const reference = locales[DEFAULT_LANGUAGE] ?? new Map<string, string>();

describe('locale files', () => {
  it('exist for every language', () => {
    expect(readdirSync(localesDir).sort()).toEqual([...LANGUAGES].sort());
  });

  for (const language of LANGUAGES) {
    it(`${language} has exactly the keys of ${DEFAULT_LANGUAGE}`, () => {
      const keys = locales[language] ?? new Map<string, string>();
      const missing = [...reference.keys()].filter((key) => !keys.has(key));
      const extra = [...keys.keys()].filter((key) => !reference.has(key));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    });

    it(`${language} has no empty texts`, () => {
      const empty = [...(locales[language] ?? new Map<string, string>())]
        .filter(([, text]) => text.trim() === '')
        .map(([key]) => key);
      expect(empty).toEqual([]);
    });

    it(`${language} has a text for every error code`, () => {
      const keys = locales[language] ?? new Map<string, string>();
      const missing = ERROR_CODES.filter((code) => !keys.has(`errors.${code}`));
      expect(missing).toEqual([]);
    });

    it(`${language} has a text for every reason an analysis fails`, () => {
      const keys = locales[language] ?? new Map<string, string>();
      const missing = ANALYSIS_FAILURES.filter((reason) => !keys.has(`applicants.analysis.reasons.${reason}`));
      expect(missing).toEqual([]);
    });

    it(`${language} calls each thing by one word on every screen`, () => {
      const strays = [...(locales[language] ?? new Map<string, string>())]
        .filter(([, text]) => (OTHER_WORDS[language] ?? []).some((word) => word.test(text)))
        .map(([key, text]) => `${key}: ${text}`);
      expect(strays).toEqual([]);
    });

    it(`${language} uses the same interpolation variables as ${DEFAULT_LANGUAGE}`, () => {
      const variables = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
      const keys = locales[language] ?? new Map<string, string>();
      const different = [...reference]
        .filter(([key, text]) => keys.has(key) && variables(text).join() !== variables(keys.get(key) ?? '').join())
        .map(([key]) => key);
      expect(different).toEqual([]);
    });
  }
});
