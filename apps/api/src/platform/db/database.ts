import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';

/** The same Drizzle API over PGlite (embedded) and node-postgres (at scale). */
export type Db = PgDatabase<PgQueryResultHKT>;

/** A plain SQL runner for libraries that bring their own SQL (pg-boss). */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  executeSql: ExecuteSql;
  /**
   * Applies the migrations, then `prepare` (the job queue's own tables), holding a lock on PostgreSQL so that
   * processes starting at once on a new database do it one after the other.
   */
  migrate(prepare?: () => Promise<void>): Promise<void>;
  /**
   * The upkeep PostgreSQL's autovacuum does by itself, for a database without it (PGlite): removes dead rows
   * and refreshes the planner's statistics. Absent on PostgreSQL.
   */
  maintain?: () => Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('../../../drizzle', import.meta.url));

/**
 * Held while one process migrates: any number of processes may start at once on a new database (`docker
 * compose up` starts two APIs and two workers together), and neither drizzle's migrator (no lock) nor pg-boss
 * (its CREATE SCHEMA IF NOT EXISTS) is safe then: all but one failed on a duplicate key in the catalog. Any
 * fixed number unlikely to be used elsewhere.
 */
const MIGRATION_LOCK = 7_305_517_917;

export function openPostgres(url: string, onIdleError: (error: Error) => void = () => undefined): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // A connection waiting in the pool can be cut (the server restarts, a failover, an administrator): the
  // pool drops it and the next query opens another. Without a listener that 'error' would end the process.
  pool.on('error', onIdleError);
  const db = drizzlePg({ client: pool }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    executeSql: async (text, values) => pool.query(text, values),
    async migrate(prepare) {
      // The lock and the migrations on one connection: the lock goes with it if the process dies.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        try {
          await migratePg(drizzlePg({ client }) as never, { migrationsFolder });
          await prepare?.();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
        }
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** `dataDir` undefined means an in-memory database (tests). */
export function openPglite(dataDir?: string): Database {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // The applicant search needs unaccent and pg_trgm (migration 0004); PostgreSQL ships them in contrib.
  const client = new PGlite({ dataDir, extensions: { unaccent, pg_trgm } });
  const db = drizzlePglite({ client }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    // pg-boss sends single parameterised statements with values, and multi-statement scripts without.
    executeSql: async (text, values) => {
      if (values && values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
    // One process at a time holds a PGlite folder: nothing to lock.
    migrate: async (prepare) => {
      await migratePglite(db as never, { migrationsFolder });
      await prepare?.();
    },
    maintain: async () => {
      await client.exec('VACUUM (ANALYZE)');
    },
    close: () => client.close(),
  };
}

export function openDatabase(options: { databaseUrl?: string; dataDir: string; onIdleError?: (error: Error) => void }): Database {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.onIdleError) : openPglite(`${options.dataDir}/pglite`);
}
