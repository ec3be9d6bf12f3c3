import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { postgresAdminUrl } from '../../testing/test-database';
import { createQueue, type Queue } from '../queue/queue';
import { isDatabaseUnavailable, openPglite, openPostgres, type Database } from './database';

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

describe('a PostgreSQL connection the server cuts', () => {
  const adminUrl = postgresAdminUrl();

  it.skipIf(!adminUrl)('does not stop the process: the pool reports it and the next query opens another', async () => {
    const name = `postula_cut_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    const reported: Error[] = [];
    const database = openPostgres(url.toString(), (error) => reported.push(error));
    try {
      await database.executeSql('select 1');
      // The connection now waits in the pool; an administrator (or a restart) ends it.
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
      await vi.waitFor(() => expect(reported).toHaveLength(1));
      expect(reported[0]!.message).toMatch(/terminating connection/);
      expect((await database.executeSql('select 2 as two')).rows).toEqual([{ two: 2 }]);
    } finally {
      await database.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});

describe('processes that start at once on a new PostgreSQL database', () => {
  const adminUrl = postgresAdminUrl();

  it.skipIf(!adminUrl)('migrate and make the queue one after the other: every one starts, the schema is made once', async () => {
    const name = `postula_race_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    // As `docker compose up` starts two APIs and two workers, and two more for good measure.
    const databases = Array.from({ length: 6 }, () => openPostgres(url.toString()));
    const queues: Queue[] = [];
    try {
      const outcomes = await Promise.allSettled(
        databases.map((database) => {
          const queue = createQueue({ executeSql: database.executeSql });
          queues.push(queue);
          return database.migrate(() => queue.start());
        }),
      );
      expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toEqual([]);
      const { rows } = await databases[0]!.executeSql('select count(*)::int as applied from drizzle.__drizzle_migrations');
      const folder = new URL('../../../drizzle/', import.meta.url);
      expect(rows).toEqual([{ applied: readdirSync(folder).filter((file) => file.endsWith('.sql')).length }]);
    } finally {
      await Promise.all(queues.map((queue) => queue.stop()));
      await Promise.all(databases.map((database) => database.close()));
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});

describe('a database that cannot be used for now is told apart from a wrong request', () => {
  it('a PostgreSQL server nobody answers for is unavailable (503), not a failure of the request', async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    // Nothing listens there any more: connections are refused.
    await new Promise((resolve) => server.close(resolve));
    const database = openPostgres(`postgres://nobody:nothing@127.0.0.1:${port}/none`);
    try {
      const error = await database.executeSql('select 1').then(() => undefined, (caught: unknown) => caught);
      expect(error).toBeDefined();
      expect(isDatabaseUnavailable(error)).toBe(true);
    } finally {
      await database.close();
    }
  });

  it('a query that is wrong, or a privilege a role lacks, is not', async () => {
    const database = openPglite();
    try {
      const wrong = await database.executeSql('select * from no_such_table').then(() => undefined, (caught: unknown) => caught);
      expect(isDatabaseUnavailable(wrong)).toBe(false);
      const denied = { code: '42501', message: 'permission denied for table applications' };
      expect(isDatabaseUnavailable(denied)).toBe(false);
      expect(isDatabaseUnavailable({ code: '42501', message: 'could not open file "base/5/2656": Permission denied' })).toBe(true);
      // Drizzle's wrapper keeps the driver's error as its cause.
      expect(isDatabaseUnavailable(new Error('Failed query: select 1', { cause: { code: '58030', message: 'could not read block 0' } }))).toBe(true);
    } finally {
      await database.close();
    }
  });
});
