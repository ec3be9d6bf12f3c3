import PgBoss from 'pg-boss';
import type { z } from 'zod';
import type { ExecuteSql } from '../db/database';
import { FAIR_SHARE_INDEXES, fetchFairly, SHARE_KEY, type SharePath } from './fair-share';

/** A kind of background job: its queue name, payload schema and retry policy. */
export interface JobDefinition<Schema extends z.ZodType> {
  name: string;
  schema: Schema;
  retryLimit: number;
  retryDelaySeconds: number;
  /** A job still active after this long is taken as lost (its worker died) and retried; pg-boss's default is 15 min. */
  expireInSeconds?: number;
  /** How often an idle worker of this kind looks for work; overrides the queue's default. */
  pollingIntervalSeconds?: number;
  /**
   * The share a job belongs to (company, posting, sender): jobs of this kind are then handed out fairly between
   * shares instead of first come, first served, and each process keeps a spare slot for a share with nothing
   * running (fair-share.ts, decision 052).
   */
  share?: (payload: z.output<Schema>) => SharePath;
  /**
   * A job of this kind is not started sooner than this after it is sent, and its sending wakes no worker: for work
   * that must not share the time of the request that sent it (decision 051). It then starts within its polling
   * interval after that.
   */
  startAfterSeconds?: number;
}

export function defineJob<Schema extends z.ZodType>(job: JobDefinition<Schema>): JobDefinition<Schema> {
  return job;
}

export interface Queue {
  send<S extends z.ZodType>(job: JobDefinition<S>, payload: z.input<S>): Promise<void>;
  /**
   * Runs `handler` for every job of this kind, up to `concurrency` at a time in this process; the payload is
   * parsed with the job's schema first. A handler that throws has its job retried by the job's policy.
   */
  work<S extends z.ZodType>(
    job: JobDefinition<S>,
    handler: (payload: z.output<S>) => Promise<void>,
    options?: { concurrency?: number },
  ): Promise<void>;
  start(): Promise<void>;
  /**
   * Before the database closes: stops (if not yet), waits for the queue's writes under way, and from then on sends
   * nothing and drops what pg-boss would still write about the jobs the stop handed back (they end later, here,
   * but are already back in the queue).
   */
  close(): Promise<void>;
  /**
   * Takes no new jobs from now on and waits up to `timeoutMs` for the running ones of this process to finish;
   * those still running then are failed back to the queue, which retries them on another worker by their
   * job's policy. Resolves with how many were handed back. Called again, it waits for the same stop.
   */
  stop(timeoutMs?: number): Promise<{ handedBack: number }>;
  /** Resolves when the queue is started in this process and its tables answer; throws otherwise. */
  check(): Promise<void>;
}

/** PostgreSQL's deadlock_detected and unique_violation: what losing a race to create the same queue raises. */
const CREATION_RACES = new Set(['40P01', '23505']);

/**
 * Held while a queue is created (pg_advisory_xact_lock, released with the statement's transaction). pg-boss's
 * create_queue takes no lock, and two of them creating different queues at once deadlock: each inserts its queue's
 * row, then adds a foreign key to that table, which waits for the other's insert (the clean clone's CI run on a busy
 * machine failed so, past five tries). Any fixed number unlikely to be used elsewhere.
 */
const QUEUE_CREATION_LOCK = 7_305_517_918;

/** pg-boss's own create_queue, one creation at a time across every process of the database. */
const CREATE_QUEUE_LOCKED = 'WITH locked AS (SELECT pg_advisory_xact_lock($3)) SELECT pgboss.create_queue($1, $2) FROM locked';

/** A job's end that pg-boss records when a stop cuts its handler short: the same words as pg-boss's own. */
const HANDED_BACK = 'pg-boss shut down while active';

/** How long a stop waits for running jobs by default. */
const DEFAULT_STOP_TIMEOUT_MS = 10_000;

export interface QueueOptions {
  executeSql: ExecuteSql;
  /** How often an idle worker looks for work; pg-boss's minimum is 0.5 s. */
  pollingIntervalSeconds?: number;
  onError?: (error: Error) => void;
}

/** pg-boss on whichever database is in use (PGlite or PostgreSQL), through one SQL runner. */
export function createQueue(options: QueueOptions): Queue {
  let state: 'new' | 'started' | 'stopping' | 'stopped' = 'new';
  /** pg-boss's statements still running: it records a job's end (complete, fail) without waiting for it. */
  const inFlight = new Set<Promise<unknown>>();
  const executeSql: ExecuteSql = (text, values) => {
    // After the close, what pg-boss still writes about a job cut off (its end, once its handler returns) is
    // dropped: the stop has already failed that job back to the queue, and the database is being closed
    // (a write to a closed pool was an unhandled rejection, which ended the stopping worker with code 1).
    // A command that counts what it changed (completing, failing a job) is answered with a count of 0: pg-boss reads
    // `rows[0].count` of it, and empty rows threw a TypeError there at exit. Anything else finds nothing.
    if (state === 'stopped') return Promise.resolve({ rows: /SELECT COUNT\(\*\) FROM results\s*$/i.test(text) ? [{ count: 0 }] : [] });
    const statement = options.executeSql(text, values);
    const settled = () => inFlight.delete(statement);
    inFlight.add(statement);
    statement.then(settled, settled);
    return statement;
  };
  // Cron scheduling needs a clock-skew monitor we do not use yet.
  const boss = new PgBoss({ db: { executeSql }, schedule: false });
  boss.on('error', (error) => options.onError?.(error));
  /**
   * One creation per queue and process, shared by every send that arrives while it runs: on PostgreSQL,
   * pg-boss's createQueue run by many requests at once (a burst of uploads to an API-only process that has
   * not queued that job yet) deadlocks, and the uploads answered 500.
   */
  const created = new Map<string, Promise<void>>();
  /** Workers in this process, by job name: a job sent from here wakes them instead of waiting for their poll. */
  const localWorkers = new Map<string, string[]>();
  /** The fair workers' idle waits (fair-share.ts), by job name: a job sent from here ends them. */
  const fairWaits = new Map<string, Set<() => void>>();
  /** Jobs that fair workers of this process are running, by id, with their job's name. */
  const fairRunning = new Map<string, { name: string; done: Promise<void> }>();
  /** The fair workers' fetches under way: a job they bring back is running (fairRunning) once they settle. */
  const fairFetches = new Set<Promise<unknown>>();
  let stopping: Promise<{ handedBack: number }> | undefined;
  /** Jobs whose handler is running in this process. */
  let running = 0;

  const wakeFair = (name: string) => {
    for (const wake of fairWaits.get(name) ?? []) wake();
  };

  /** Waits `ms`, or less when a job of `name` is sent from this process or the queue stops. */
  function idle(name: string, ms: number): Promise<void> {
    return new Promise((resolve) => {
      const waits = fairWaits.get(name) ?? new Set<() => void>();
      fairWaits.set(name, waits);
      const wake = () => {
        clearTimeout(timer);
        waits.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      waits.add(wake);
    });
  }

  /**
   * `concurrency` slots that take the next job by fair share, and one spare slot that, while they are all busy,
   * takes only a job whose share has nothing running (fair-share.ts). A job's end is recorded as pg-boss's own
   * workers record it; a stop hands back the jobs still running when its time is up (stop()).
   */
  function workFairly<S extends z.ZodType>(
    job: JobDefinition<S>,
    handler: (payload: z.output<S>) => Promise<void>,
    concurrency: number,
    pollingMs: number,
  ) {
    let busy = 0;
    const slot = async (spare: boolean) => {
      while (state === 'started') {
        if (spare && busy < concurrency) {
          await idle(job.name, pollingMs);
          continue;
        }
        let fetched;
        const fetching = fetchFairly(executeSql, job.name, spare);
        fairFetches.add(fetching);
        try {
          fetched = await fetching;
        } catch (error) {
          options.onError?.(error as Error);
        } finally {
          fairFetches.delete(fetching);
        }
        if (!fetched) {
          await idle(job.name, pollingMs);
          continue;
        }
        const { id, data } = fetched;
        if (!spare) busy++;
        running++;
        const done = (async () => {
          try {
            await handler(job.schema.parse(data));
            await boss.complete(job.name, id);
          } catch (error) {
            await boss.fail(job.name, id, error as object);
          }
        })()
          .catch((error: unknown) => options.onError?.(error as Error))
          .finally(() => {
            if (!spare) busy--;
            running--;
            fairRunning.delete(id);
          });
        fairRunning.set(id, { name: job.name, done });
        await done;
      }
    };
    for (let i = 0; i < concurrency; i++) void slot(false);
    void slot(true);
  }

  /**
   * Waits up to `timeoutMs` for the fair workers' jobs to end, then fails those still running back to the queue, as
   * pg-boss's stop does with its own workers' (they are retried by their job's policy, on another worker).
   */
  async function stopFair(timeoutMs: number) {
    for (const waits of fairWaits.values()) for (const wake of [...waits]) wake();
    // A job fetched as the stop began runs, and is waited for (or handed back) with the others.
    await Promise.allSettled([...fairFetches]);
    const all = Promise.all([...fairRunning.values()].map((each) => each.done));
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([all, new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs)))]);
    clearTimeout(timer);
    const cutOff = new Map<string, string[]>();
    for (const [id, { name }] of fairRunning) cutOff.set(name, [...(cutOff.get(name) ?? []), id]);
    for (const [name, ids] of cutOff) for (const id of ids) await boss.fail(name, id, { message: HANDED_BACK });
  }

  /**
   * Creates the queue unless it is there, under a lock that every process takes for it (QUEUE_CREATION_LOCK). A
   * creation that still loses a race (a duplicate key) finds the queue there on its next try.
   */
  async function createUnlessThere(job: JobDefinition<z.ZodType>): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      if (await boss.getQueue(job.name)) return;
      try {
        // The options as pg-boss's createQueue hands them to create_queue (a standard queue).
        const queueOptions = {
          policy: 'standard',
          retryLimit: job.retryLimit,
          retryDelay: job.retryDelaySeconds,
          retryBackoff: true,
          ...(job.expireInSeconds ? { expireInSeconds: job.expireInSeconds } : {}),
        };
        await options.executeSql(CREATE_QUEUE_LOCKED, [job.name, queueOptions, QUEUE_CREATION_LOCK]);
        return;
      } catch (error) {
        if (!CREATION_RACES.has((error as { code?: string }).code ?? '') || attempt >= 5) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.random() * 100));
      }
    }
  }

  function ensureQueue(job: JobDefinition<z.ZodType>): Promise<void> {
    let creation = created.get(job.name);
    if (!creation) {
      creation = createUnlessThere(job).catch((error: unknown) => {
        // The next send tries again.
        created.delete(job.name);
        throw error;
      });
      created.set(job.name, creation);
    }
    return creation;
  }

  function stop(timeoutMs = DEFAULT_STOP_TIMEOUT_MS) {
    // pg-boss returns at once from a second stop, before the first has finished: every caller waits for one.
    stopping ??= (async () => {
      state = 'stopping';
      // pg-boss waits at least 1 s; it fails the jobs still running after `timeout` ("pg-boss shut down while
      // active"), which counts as one of their attempts and retries them after their retry delay.
      await Promise.all([
        boss.stop({ graceful: true, wait: true, timeout: Math.max(timeoutMs, 1000), close: false }),
        stopFair(Math.max(timeoutMs, 1000)),
      ]);
      // The jobs cut off are back in the queue; their handlers are still running here until the process exits.
      return { handedBack: running };
    })();
    return stopping;
  }

  return {
    async send(job, payload) {
      if (state === 'stopped') throw new Error(`the queue is stopped in this process: ${job.name} not sent`);
      await ensureQueue(job);
      const parsed: z.output<typeof job.schema> = job.schema.parse(payload);
      const data = job.share ? { ...(parsed as object), [SHARE_KEY]: job.share(parsed) } : (parsed as object);
      if (job.startAfterSeconds) {
        await boss.send(job.name, data, { startAfter: job.startAfterSeconds });
        return;
      }
      await boss.send(job.name, data);
      for (const id of localWorkers.get(job.name) ?? []) boss.notifyWorker(id);
      wakeFair(job.name);
    },
    async work(job, handler, workOptions) {
      await ensureQueue(job);
      const pollingIntervalSeconds = Math.min(job.pollingIntervalSeconds ?? 2, options.pollingIntervalSeconds ?? 2);
      if (job.share) {
        if (state !== 'started') throw new Error(`the queue is ${state} in this process: no workers for ${job.name}`);
        workFairly(job, handler, workOptions?.concurrency ?? 1, pollingIntervalSeconds * 1000);
        return;
      }
      // pg-boss runs one batch at a time per work() call: n calls are n jobs at a time.
      for (let i = 0; i < (workOptions?.concurrency ?? 1); i++) {
        // Known once work() answers; pg-boss calls the handler only after a fetch, later.
        const worker: { id?: string } = {};
        worker.id = await boss.work(job.name, { pollingIntervalSeconds, batchSize: 1 }, async (jobs) => {
          running++;
          try {
            for (const { data } of jobs) await handler(job.schema.parse(data));
          } finally {
            running--;
            // A worker that found a job looks for the next one at once: pg-boss waits out its polling interval
            // after every job shorter than it, so a burst of 42 CVs was analysed at two per interval.
            if (jobs.length > 0 && worker.id && state === 'started') boss.notifyWorker(worker.id);
          }
        });
        localWorkers.set(job.name, [...(localWorkers.get(job.name) ?? []), worker.id]);
      }
    },
    async start() {
      await boss.start();
      // Made once, at the first start (under the migrations' lock on PostgreSQL: database.migrate).
      for (const statement of FAIR_SHARE_INDEXES) await options.executeSql(statement);
      state = 'started';
    },
    stop,
    async close() {
      await stop();
      // The end of the last jobs that finished in time may still be being written: waited for, not cut.
      await Promise.allSettled([...inFlight]);
      state = 'stopped';
    },
    async check() {
      if (state !== 'started') throw new Error(`the queue is ${state === 'new' ? 'not started' : state} in this process`);
      if ((await boss.schemaVersion()) === null) throw new Error('the queue has no schema version');
    },
  };
}
