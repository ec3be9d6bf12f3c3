import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../platform/db/database';

/** A PostgreSQL server for tests (a role that may create databases), when the suite has one. */
export function postgresAdminUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined;
}

/** Whether this test project runs on the embedded database (PGlite), as openTestDatabase opens it. */
export function testsEmbeddedDatabase(): boolean {
  return process.env.TEST_DB_KIND !== 'postgres' || !postgresAdminUrl();
}

/**
 * A fresh, migrated database for one test file: PGlite (in memory, or in `pgliteDir` for a server the test
 * starts itself), or a new database on the PostgreSQL server of TEST_DATABASE_URL when the suite runs in
 * its PostgreSQL project; `url` is then its connection string.
 */
export async function openTestDatabase(pgliteDir?: string): Promise<Database & { url?: string }> {
  const adminUrl = postgresAdminUrl();
  if (testsEmbeddedDatabase() || !adminUrl) {
    const database = openPglite(pgliteDir);
    await database.migrate();
    return database;
  }
  return createPostgresDatabase(adminUrl, 'postula_test');
}

/**
 * A new, migrated database on the PostgreSQL server of `adminUrl` (a role that may create databases), named
 * `<prefix>_<random>`; closing it drops it. For test files and benchmark runs.
 */
export async function createPostgresDatabase(adminUrl: string, prefix: string): Promise<Database & { url: string }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
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
      try {
        await dropDatabase(cleanup, name);
      } finally {
        await cleanup.end();
      }
    },
  };
}

/** PostgreSQL's code when a role may not signal a backend: the server's own autovacuum worker in the database. */
const INSUFFICIENT_PRIVILEGE = '42501';

/**
 * Drops the test database, ending its connections. An autovacuum worker that happens to be in it belongs to
 * the server, which a role that may only create databases cannot end (seen once in CI): the worker is done
 * within moments, so the drop is tried again for a few seconds before it fails.
 */
async function dropDatabase(client: pg.Client, name: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      await client.query(`drop database if exists ${name} with (force)`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== INSUFFICIENT_PRIVILEGE || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}
