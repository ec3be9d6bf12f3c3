import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestApp } from './test-app';

// Where a person's data still is (issue 19): the tests of erasure and retention look for an e-mail, a name or a CV's
// hash in every table of every schema and in every stored file.

/** Every table of every schema whose rows, read as text, hold `needle` (case-insensitive). */
export async function tablesHoldingText(t: TestApp, needle: string): Promise<string[]> {
  const { rows } = await t.database.executeSql(
    `select table_schema as schema, table_name as name from information_schema.tables
     where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
  );
  const found: string[] = [];
  for (const { schema, name } of rows as Array<{ schema: string; name: string }>) {
    const counted = await t.database.executeSql(`select count(*)::int as n from "${schema}"."${name}" r where r::text ilike $1`, [`%${needle}%`]);
    if ((counted.rows[0] as { n: number }).n > 0) found.push(`${schema}.${name}`);
  }
  return found;
}

/** Every file of the local file store whose bytes hash to `sha256` (hex). */
export function storedFilesHashing(t: TestApp, sha256: string): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)]));
  return walk(t.config.FILES_DIR).filter((path) => createHash('sha256').update(readFileSync(path)).digest('hex') === sha256);
}
