import type { Db } from '../../platform/db/database';
import { UNNAMED_FILE_GRACE_MS, type FileStorage } from '../../platform/storage/file-storage';
import { CV_PREFIX } from '../applicants/intake/intake';
import * as rateLimit from '../rate-limit/rate-limit.repository';
import * as repo from './privacy.repository';

// The sweep of stored files that no row names (issue 33): what a process killed between storing a CV and committing
// its row leaves, and a removal that failed after its row was deleted with no queue to retry it (a posting's
// deletion). Nobody can reach such a file, so neither the candidate's deletion nor retention ever would: personal
// data kept forever. Files are listed a page at a time and each page is checked against the database in one query,
// so a store of 100,000 files takes a hundred listings and a hundred queries, in bounded memory.

/**
 * The prefixes swept: only those whose rows STORAGE_KEY_COLUMNS lists. A new kind of file gets a prefix of its own
 * and is not swept until its table is listed there.
 */
const SWEPT_PREFIXES = [CV_PREFIX];

/** Files per listing and per query (S3 answers 1,000 at most; 1,000 parameters are far from PostgreSQL's limit). */
const PAGE_SIZE = 1000;
/** Unnamed keys a run keeps to remove; the rest wait for the next run (about 1 MB of keys). */
const REMOVED_PER_RUN = 10_000;
/** Removals at once. */
const REMOVE_CONCURRENCY = 8;
/**
 * A run stops listing after this long and removes what it found by then; the next starts from the beginning. Listing
 * and checking 100,000 files takes well under a minute.
 */
const TIME_LIMIT_MS = 10 * 60_000;
/**
 * Above this many unnamed old files, a run that finds more unnamed than named ones removes nothing (`held`). That is
 * not a crash's leftovers (a killed process leaves the few uploads it had in flight) but a database that does not
 * belong to the store: another deployment's, a restored backup, a wrong DATABASE_URL. Removing would be the worst
 * mistake this sweep can make, so it stops and says so.
 */
const HOLD_ABOVE = 20;

/** The runs of every worker share one claim: the first offer after this long since the last run sweeps. */
export const FILE_SWEEP_CLAIM = 'unnamed-files-sweep';
const CLAIM_MS = 50 * 60_000;

export interface FileSweepDeps {
  db: Db;
  storage: FileStorage;
}

export interface FileSweepOutcome {
  /** Stored files older than the grace, as listed. */
  old: number;
  /** Of those, the ones no row names. */
  unnamed: number;
  removed: number;
  /** Removals the storage refused; the next run finds them again. */
  failed: number;
  /** Nothing was removed: most old files were unnamed (HOLD_ABOVE). */
  held: boolean;
  /** The listing stopped at the time limit. */
  cutShort: boolean;
}

/**
 * Removes every stored file that no row names and that was stored longer than UNNAMED_FILE_GRACE_MS before `now` (a
 * younger one may be an upload whose row is not written yet). A file is removed only if its key was looked up in
 * every column of STORAGE_KEY_COLUMNS and found in none; a failing query fails the run before anything is removed.
 */
export async function sweepUnnamedFiles(deps: FileSweepDeps, options: { now?: Date; pageSize?: number } = {}): Promise<FileSweepOutcome> {
  const cutoff = (options.now ?? new Date()).getTime() - UNNAMED_FILE_GRACE_MS;
  const stopAt = Date.now() + TIME_LIMIT_MS;
  const outcome: FileSweepOutcome = { old: 0, unnamed: 0, removed: 0, failed: 0, held: false, cutShort: false };
  const unnamed: string[] = [];
  listing: for (const prefix of SWEPT_PREFIXES) {
    for await (const page of deps.storage.list(prefix, options.pageSize ?? PAGE_SIZE)) {
      const old = page.filter((file) => file.storedAt.getTime() < cutoff).map((file) => file.key);
      outcome.old += old.length;
      const named = await repo.namedStorageKeys(deps.db, old);
      for (const key of old) {
        if (named.has(key)) continue;
        outcome.unnamed++;
        if (unnamed.length < REMOVED_PER_RUN) unnamed.push(key);
      }
      if (Date.now() > stopAt) {
        outcome.cutShort = true;
        break listing;
      }
    }
  }
  if (outcome.unnamed > HOLD_ABOVE && outcome.unnamed * 2 > outcome.old) {
    outcome.held = true;
    return outcome;
  }
  let next = 0;
  const remove = async () => {
    while (next < unnamed.length) {
      const key = unnamed[next++]!;
      try {
        await deps.storage.remove(key);
        outcome.removed++;
      } catch {
        outcome.failed++;
      }
    }
  };
  await Promise.all(Array.from({ length: REMOVE_CONCURRENCY }, remove));
  return outcome;
}

/**
 * What every worker calls at start and hourly: the first offer after CLAIM_MS since the last run sweeps (claimed
 * atomically, as rate limits are counted), so workers sharing one store do not list it together. Null when another
 * run was too recent.
 */
export async function offerFileSweep(deps: FileSweepDeps): Promise<FileSweepOutcome | null> {
  if ((await rateLimit.increment(deps.db, FILE_SWEEP_CLAIM, CLAIM_MS)) > 1) return null;
  return sweepUnnamedFiles(deps);
}
