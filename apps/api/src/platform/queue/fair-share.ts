import type { ExecuteSql } from '../db/database';

/*
 * Fair shares of one queue's workers (decision 052). pg-boss hands out a queue's jobs first come, first served: six
 * slow CVs sent to one company's public page made another company's ordinary CV wait 147 s. A job of a queue that
 * shares fairly carries its share's path, coarse to fine (company, posting, sender), and the next job is the
 * oldest of the share with the fewest jobs running anywhere, level by level: a company with nothing running goes
 * before one with two running; within a company, a posting with nothing running goes before a busy one; within a
 * posting, a sender with nothing running goes before a busy one. It costs no throughput: a share alone gets every
 * worker, as before.
 *
 * Running jobs cannot be interrupted, so every process also keeps one spare slot that takes only a job whose
 * sender has nothing running anywhere, and only while all its ordinary slots are busy: two slow documents of one
 * company in both slots no longer hold back everyone else for as long as they take.
 */

/** The share a job belongs to, coarse to fine: at most three levels (e.g. company, posting, sender). */
export type SharePath = readonly [string, string?, string?];

/** Where a job's share path is kept in its data; the payload's schema strips it before the handler sees it. */
export const SHARE_KEY = '~share';

/** A job's share as SQL: its path, or an empty one for a job sent without (one share of their own). */
const SHARE = `coalesce(data->'${SHARE_KEY}', '[]'::jsonb)`;

/**
 * Indexes of pg-boss's job table that a fair fetch reads instead of the table: the running jobs of a queue (pg-boss
 * keeps finished ones for hours in the same table), and each share's waiting jobs in pg-boss's own order. Made on
 * the partitioned table, so every queue's partition has them, those created later too.
 */
export const FAIR_SHARE_INDEXES = [
  `CREATE INDEX IF NOT EXISTS postula_job_running ON pgboss.job (name) WHERE state = 'active'`,
  `CREATE INDEX IF NOT EXISTS postula_job_share_waiting ON pgboss.job (name, (${SHARE}), priority DESC, created_on, id) WHERE state < 'active'`,
];

/** A job as the fair fetch returns it. */
export interface FetchedJob {
  id: string;
  data: unknown;
}

/** Shares tried at most for one fetch: past them (all delayed by retries, or taken meanwhile) it answers none. */
const TRIES = 8;
/** Distinct waiting shares looked at: beyond them (thousands of senders at once) the choice is among these. */
const SHARES_LOOKED_AT = 2000;

type Path = Array<string | null>;

/**
 * Fetches the next job of `name` by fair share and marks it active, as pg-boss's own fetch does (same states, same
 * retry count), so that completing, failing, expiring and retrying stay pg-boss's. With `spare`, only a job whose
 * share has nothing running at its finest level.
 *
 * Three index reads, whatever the backlog: the shares of the running jobs (a few: at most the workers' slots), the
 * first waiting job of each share (one index probe per share), then the first job of the chosen share.
 */
export async function fetchFairly(executeSql: ExecuteSql, name: string, spare: boolean): Promise<FetchedJob | undefined> {
  const running = (await executeSql(`SELECT ${SHARE} AS share FROM pgboss.job WHERE name = $1 AND state = 'active'`, [name])).rows as Array<{
    share: Path;
  }>;
  const counts = new Map<string, number>();
  for (const { share } of running) {
    for (let depth = 1; depth <= 3; depth++) {
      const key = prefix(share, depth);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  const busy = (share: Path, depth: number) => counts.get(prefix(share, depth)) ?? 0;

  // Each waiting share with its first job in pg-boss's order: a loose index scan, one probe per share.
  const heads = (
    await executeSql(
      `WITH RECURSIVE shares AS (
         (SELECT ${SHARE} AS share FROM pgboss.job WHERE name = $1 AND state < 'active' ORDER BY ${SHARE} LIMIT 1)
         UNION ALL
         SELECT (SELECT ${SHARE} FROM pgboss.job WHERE name = $1 AND state < 'active' AND ${SHARE} > s.share ORDER BY ${SHARE} LIMIT 1)
         FROM shares s WHERE s.share IS NOT NULL
       )
       SELECT s.share, h.priority, h.created_on
       FROM (SELECT share FROM shares WHERE share IS NOT NULL LIMIT ${SHARES_LOOKED_AT}) s
       CROSS JOIN LATERAL (
         SELECT priority, created_on FROM pgboss.job
         WHERE name = $1 AND state < 'active' AND ${SHARE} = s.share
         ORDER BY priority DESC, created_on, id LIMIT 1
       ) h`,
      [name],
    )
  ).rows as Array<{ share: Path; priority: number; created_on: Date | string }>;

  const candidates = heads
    .filter(({ share }) => !spare || busy(share, 3) === 0)
    .sort(
      (a, b) =>
        busy(a.share, 1) - busy(b.share, 1) ||
        busy(a.share, 2) - busy(b.share, 2) ||
        busy(a.share, 3) - busy(b.share, 3) ||
        b.priority - a.priority ||
        new Date(a.created_on).getTime() - new Date(b.created_on).getTime(),
    );

  for (const { share } of candidates.slice(0, TRIES)) {
    const { rows } = await executeSql(
      `WITH next AS (
         SELECT id FROM pgboss.job
         WHERE name = $1 AND state < 'active' AND start_after < now() AND ${SHARE} = $2::jsonb
         ORDER BY priority DESC, created_on, id
         LIMIT 1
         FOR UPDATE SKIP LOCKED
       )
       UPDATE pgboss.job j SET
         state = 'active',
         started_on = now(),
         retry_count = CASE WHEN j.started_on IS NOT NULL THEN j.retry_count + 1 ELSE j.retry_count END
       FROM next
       WHERE j.name = $1 AND j.id = next.id
       RETURNING j.id, j.data`,
      [name, JSON.stringify(share)],
    );
    if (rows[0]) return rows[0] as FetchedJob;
  }
  return undefined;
}

/** A share's first `depth` levels as one key. */
function prefix(share: Path, depth: number): string {
  return JSON.stringify(Array.from({ length: depth }, (_, i) => share[i] ?? null));
}
