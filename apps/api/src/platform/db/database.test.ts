import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type Database } from './database';

describe('the embedded database’s upkeep', () => {
  let database: Database;

  beforeAll(async () => {
    database = openPglite();
    await database.migrate();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('vacuums and analyses, since PGlite has no autovacuum', async () => {
    const stats = async () =>
      (await database.executeSql(
        "select last_vacuum, last_analyze from pg_stat_user_tables where relname = 'applications'",
      )).rows[0] as { last_vacuum: Date | null; last_analyze: Date | null };
    expect(await stats()).toEqual({ last_vacuum: null, last_analyze: null });
    await database.maintain!();
    const after = await stats();
    expect(after.last_vacuum).not.toBeNull();
    expect(after.last_analyze).not.toBeNull();
  });
});
