import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../platform/db/database';

/** A PostgreSQL server for tests (a role that may create databases), when the suite has one. */
export function postgresAdminUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined;
}

/**
 * A fresh, migrated database for one test file: PGlite (in memory, or in `pgliteDir` for a server the test
 * starts itself), or a new database on the PostgreSQL server of TEST_DATABASE_URL when the suite runs in
 * its PostgreSQL project; `url` is then its connection string.
 */
export async function openTestDatabase(pgliteDir?: string): Promise<Database & { url?: string }> {
  const adminUrl = postgresAdminUrl();
  if (process.env.TEST_DB_KIND !== 'postgres' || !adminUrl) {
    const database = openPglite(pgliteDir);
    await database.migrate();
    return database;
  }
  const name = `postula_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString());
  await database.migrate();
  return {
    ...database,
    url: url.toString(),
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
