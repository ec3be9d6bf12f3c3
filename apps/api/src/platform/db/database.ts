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
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other process of this database runs its own `alone` work: on PostgreSQL, several
   * API and worker processes started at once on a new database would otherwise create the same schemas
   * together and fail (a session advisory lock; PGlite belongs to one process anyway).
   */
  alone<T>(work: () => Promise<T>): Promise<T>;
  /**
   * The upkeep PostgreSQL's autovacuum does by itself, for a database without it (PGlite): removes dead rows
   * and refreshes the planner's statistics. Absent on PostgreSQL.
   */
  maintain?: () => Promise<void>;
  close(): Promise<void>;
}

/** The advisory lock key of start-up work (migrations, the queue's schema): "post" in ASCII. */
const START_UP_LOCK = 0x706f7374;

const migrationsFolder = fileURLToPath(new URL('../../../drizzle', import.meta.url));

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
    migrate: () => migratePg(db as never, { migrationsFolder }),
    async alone(work) {
      // A connection of its own holds the lock, so the work's queries may use any of the pool's.
      const holder = await pool.connect();
      try {
        await holder.query('select pg_advisory_lock($1)', [START_UP_LOCK]);
        return await work();
      } finally {
        await holder.query('select pg_advisory_unlock($1)', [START_UP_LOCK]).catch(() => undefined);
        holder.release();
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
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    alone: (work) => work(),
    maintain: async () => {
      await client.exec('VACUUM (ANALYZE)');
    },
    close: () => client.close(),
  };
}

export function openDatabase(options: { databaseUrl?: string; dataDir: string; onIdleError?: (error: Error) => void }): Database {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.onIdleError) : openPglite(`${options.dataDir}/pglite`);
}
