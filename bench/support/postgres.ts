import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPostgres, type Database } from '../../apps/api/src/platform/db/database';

/**
 * A new, migrated database on the PostgreSQL server of `adminUrl` (a role that may create databases), for one
 * benchmark run; `drop` removes it.
 */
export async function createBenchDatabase(adminUrl: string): Promise<{ url: string; database: Database; drop(): Promise<void> }> {
  const name = `postula_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString());
  await database.migrate();
  return {
    url: url.toString(),
    database,
    async drop() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
