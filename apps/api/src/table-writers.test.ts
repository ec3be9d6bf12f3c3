import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Each module is the only writer of its tables (decision 028): another module that needs a change asks the
// owner's repository. Read from the sources, as lint reads imports.

const MODULES = fileURLToPath(new URL('./modules', import.meta.url));

function repositories(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return repositories(path);
    return entry.name.endsWith('.repository.ts') ? [path] : [];
  });
}

describe('table writers', () => {
  it('every table is inserted into, updated and deleted from by one module only', () => {
    const writers = new Map<string, Set<string>>();
    for (const file of repositories(MODULES)) {
      const module = relative(MODULES, file).split('/')[0]!;
      for (const [, table] of readFileSync(file, 'utf8').matchAll(/\.(?:insert|update|delete)\(\s*(\w+)\s*\)/g)) {
        writers.set(table!, (writers.get(table!) ?? new Set()).add(module));
      }
    }
    expect(writers.get('applications')).toEqual(new Set(['applicants']));
    expect(writers.get('cvFiles')).toEqual(new Set(['applicants']));
    const shared = [...writers].filter(([, modules]) => modules.size > 1).map(([table, modules]) => `${table}: ${[...modules].join(', ')}`);
    expect(shared).toEqual([]);
  });
});
