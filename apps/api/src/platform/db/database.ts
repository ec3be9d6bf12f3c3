import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite, type Transaction } from '@electric-sql/pglite';
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

/**
 * The database cannot be used for a moment: the embedded database's folder refuses its files, or the PostgreSQL
 * server cannot be reached. The error handler answers 503 service_unavailable with Retry-After; nothing was changed.
 */
export class DatabaseUnavailableError extends Error {
  constructor(message: string, options: { cause: unknown }) {
    super(message, options);
    this.name = 'DatabaseUnavailableError';
  }
}

/**
 * SQLSTATEs of a database that cannot be reached or cannot use its files: connection exceptions (08), an operator
 * or crash shutdown (57P01–57P03), too many connections (53300), a full disk (53100), and the system errors of its
 * files (58030 io_error, 58P01 undefined_file).
 */
const UNAVAILABLE_STATES = new Set(['08000', '08001', '08003', '08004', '08006', '57P01', '57P02', '57P03', '53300', '53100', '58030', '58P01']);
/** What node-postgres raises when the server cannot be reached at all. */
const UNREACHABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE']);
/**
 * PostgreSQL reports a file it may not open as insufficient_privilege (42501, errcode_for_file_access on EACCES),
 * the code of a role's missing grant too: told apart by its words.
 */
const FILE_ACCESS = /^could not (open|create|read|write|extend|fsync|truncate|seek|stat|access|rename|remove|link|unlink)\b/i;

function storageFault(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code !== 'string') return false;
  return UNAVAILABLE_STATES.has(code) || (code === '42501' && typeof message === 'string' && FILE_ACCESS.test(message));
}

/**
 * Whether an error means the database cannot be used for now rather than that the request was wrong: the error
 * itself or what caused it (Drizzle wraps a driver's error as its cause).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; cause = (cause as { cause?: unknown }).cause, depth++) {
    if (cause instanceof DatabaseUnavailableError || storageFault(cause)) return true;
    const { code, message } = cause as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && UNREACHABLE.has(code)) return true;
    // node-postgres's own words for a connection lost or never made in time (they carry no code).
    if (typeof message === 'string' && /^(Connection terminated|timeout exceeded when trying to connect)/.test(message)) return true;
  }
  return false;
}

export interface EmbeddedOptions {
  /** Told when the embedded database fails on its files, and when it works again. */
  logger?: { warn(object: object, message: string): void; info(message: string): void };
  /** First wait before trying to open the folder again; doubled up to 5 s. */
  retryMs?: number;
}

/** How long the recovery waits at most between two tries. */
const MAX_RETRY_MS = 5_000;

/**
 * `dataDir` undefined means an in-memory database (tests).
 *
 * PGlite keeps what its file system layer learnt about a file: once its folder refused a file (made read-only for
 * two seconds, a disk gone), that file stayed refused after the folder came back, and every call that needed it
 * answered 500 until a restart (issue 33). So a call that fails on the database's files puts it out of use: calls
 * answer 503 (DatabaseUnavailableError) at once, readiness fails (its `select 1` does too), and the folder is opened
 * again in a new PGlite, after the old one is closed (never two on one folder), until it opens and writes; then
 * calls go to it. What was committed before the fault is in its write-ahead log, replayed on opening.
 */
export function openPglite(dataDir?: string, options: EmbeddedOptions = {}): Database {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // The applicant search needs unaccent and pg_trgm (migration 0004); PostgreSQL ships them in contrib.
  const open = () => new PGlite({ dataDir, extensions: { unaccent, pg_trgm } });
  let current = open();
  let fault: unknown;
  let recovery: Promise<void> | undefined;
  let closed = false;

  async function reopen() {
    for (let wait = options.retryMs ?? 250; !closed; wait = Math.min(wait * 2, MAX_RETRY_MS)) {
      await new Promise((resolve) => setTimeout(resolve, wait));
      if (closed) return;
      // The old one goes first, whatever state it is in: two PGlites must never write one folder.
      await current.close().catch(() => undefined);
      const candidate = open();
      try {
        // A checkpoint writes the data files and the log: the folder takes writes again.
        await candidate.exec('select count(*) from pg_class; checkpoint');
        current = candidate;
        fault = undefined;
        options.logger?.info('the embedded database works again');
        return;
      } catch {
        // Still refused: closed, and closed again (harmlessly) before the next try.
        current = candidate;
        await candidate.close().catch(() => undefined);
      }
    }
  }

  function outOfUse(cause: unknown): DatabaseUnavailableError {
    if (!fault) {
      fault = cause;
      options.logger?.warn({ err: cause }, 'the embedded database could not use its files: calls answer 503 until it opens them again');
      recovery = reopen().finally(() => (recovery = undefined));
    }
    return new DatabaseUnavailableError('the embedded database cannot use its files for now', { cause });
  }

  /** Runs `call` on the PGlite in use; a failure on its files puts it out of use (and is answered as such). */
  async function guarded<T>(call: (client: PGlite) => Promise<T>): Promise<T> {
    if (fault) throw new DatabaseUnavailableError('the embedded database cannot use its files for now', { cause: fault });
    try {
      return await call(current);
    } catch (error) {
      if (storageFault(error)) throw outOfUse(error);
      throw error;
    }
  }

  // What Drizzle's PGlite driver uses of a client: query and transaction.
  const client = {
    query: (...args: Parameters<PGlite['query']>) => guarded((pglite) => pglite.query(...args)),
    transaction: <T>(run: (tx: Transaction) => Promise<T>) => guarded((pglite) => pglite.transaction(run)),
  } as unknown as PGlite;
  const db = drizzlePglite({ client }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    // pg-boss sends single parameterised statements with values, and multi-statement scripts without.
    executeSql: (text, values) =>
      guarded(async (pglite) => {
        if (values && values.length > 0) return pglite.query(text, values);
        const results = await pglite.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      }),
    // One process at a time holds a PGlite folder: nothing to lock.
    migrate: async (prepare) => {
      await migratePglite(db as never, { migrationsFolder });
      await prepare?.();
    },
    maintain: async () => {
      await guarded((pglite) => pglite.exec('VACUUM (ANALYZE)'));
    },
    close: async () => {
      closed = true;
      await recovery;
      await current.close();
    },
  };
}

export function openDatabase(
  options: { databaseUrl?: string; dataDir: string; onIdleError?: (error: Error) => void } & Pick<EmbeddedOptions, 'logger'>,
): Database {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.onIdleError)
    : openPglite(`${options.dataDir}/pglite`, options.logger ? { logger: options.logger } : {});
}
