import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@postula/contract/constants';

// Each candidate page loads its own texts, with only the error texts it can meet (decision 046): a text its code asks
// for by name must be among them, in every language, or the page would show the key.
const src = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** The folders each page's code comes from, besides the shared ones. */
const PAGES = {
  upload: ['features/applicants/intake'],
  interview: ['features/screening/interview'],
  'my-data': ['features/privacy/my-data'],
} as const;
const SHARED = ['components/public', 'components/ui', 'lib/error-text.ts'];

function sources(path: string): string[] {
  const full = join(src, path);
  if (statSync(full).isFile()) return [readFileSync(full, 'utf8')];
  return readdirSync(full).flatMap((entry) => (/\.test\.tsx?$/.test(entry) ? [] : sources(join(path, entry))));
}

const codeOf = (folders: readonly string[]) => [...folders, ...SHARED].flatMap(sources).join('\n');

/** The texts a page's code asks for by a whole key: t('a.b.c') (a key built at run time cannot be read here). */
function namedKeys(folders: readonly string[]): string[] {
  const keys = [...codeOf(folders).matchAll(/\bt\(\s*['`]([a-zA-Z]+(?:\.[a-zA-Z_]+)+)['`]/g)].map((match) => match[1]!);
  return [...new Set(keys)].sort();
}

/** The error texts a page's code names: t('errors.x'), and the codes the upload page's own file check gives. */
function namedErrors(folders: readonly string[]): string[] {
  const code = codeOf(folders);
  const named = [...code.matchAll(/['`]errors\.([a-z_]+)['`]/g)].map((match) => match[1]!);
  const checked = [...code.matchAll(/Extract<ErrorCode, ([^>]+)>/g)].flatMap((match) => [...match[1]!.matchAll(/'([a-z_]+)'/g)].map((m) => m[1]!));
  return [...new Set([...named, ...checked])].sort();
}

type Tree = { [key: string]: Tree | string };
const keys = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`)));

describe("the candidate pages' texts", () => {
  for (const [page, folders] of Object.entries(PAGES)) {
    it(`${page}: every language has the same texts, and every error text the page's code names`, async () => {
      const loaded = await Promise.all(
        LANGUAGES.map(async (language) => ((await import(`./${page}/${language}.ts`)) as { texts: Tree & { errors: Tree } }).texts),
      );
      const [reference] = loaded;
      for (const texts of loaded) expect(keys(texts).sort()).toEqual(keys(reference!).sort());
      const needed = namedErrors(folders);
      expect(needed.length).toBeGreaterThan(0);
      expect(needed.filter((code) => !(code in reference!.errors))).toEqual([]);
      // Every other text asked for by its whole key (plural keys are stored with their _one/_other endings).
      const held = new Set(keys(reference!).map((key) => key.replace(/_(one|other)$/, '')));
      const asked = namedKeys(folders);
      expect(asked.length).toBeGreaterThan(5);
      expect(asked.filter((key) => !held.has(key))).toEqual([]);
    });
  }

  it('finds the errors the upload page names, its file check included', () => {
    expect(namedErrors(PAGES.upload)).toEqual(expect.arrayContaining(['consent_required', 'file_too_large', 'file_type', 'network', 'posting_not_found']));
  });
});
