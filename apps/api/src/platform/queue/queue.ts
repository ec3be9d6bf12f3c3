import PgBoss from 'pg-boss';
import type { z } from 'zod';
import type { ExecuteSql } from '../db/database';

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
  const boss = new PgBoss({
    db: {
      executeSql: (text, values) => {
        // After the close, what pg-boss still writes about a job cut off (its end, once its handler returns) is
        // dropped: the stop has already failed that job back to the queue, and the database is being closed
        // (a write to a closed pool was an unhandled rejection, which ended the stopping worker with code 1).
        if (state === 'stopped') return Promise.resolve({ rows: [] });
        const statement = options.executeSql(text, values);
        const settled = () => inFlight.delete(statement);
        inFlight.add(statement);
        statement.then(settled, settled);
        return statement;
      },
    },
    // Cron scheduling needs a clock-skew monitor we do not use yet.
    schedule: false,
  });
  boss.on('error', (error) => options.onError?.(error));
  /**
   * One creation per queue and process, shared by every send that arrives while it runs: on PostgreSQL,
   * pg-boss's createQueue run by many requests at once (a burst of uploads to an API-only process that has
   * not queued that job yet) deadlocks, and the uploads answered 500.
   */
  const created = new Map<string, Promise<void>>();
  /** Workers in this process, by job name: a job sent from here wakes them instead of waiting for their poll. */
  const localWorkers = new Map<string, string[]>();
  let stopping: Promise<{ handedBack: number }> | undefined;
  /** Jobs whose handler is running in this process. */
  let running = 0;

  /**
   * Creates the queue unless it is there. Processes that start together (docker compose up) create the same
   * queues at once, and pg-boss's create_queue takes no lock: PostgreSQL then aborts all but one with a deadlock
   * or a duplicate key. The queue is there for the next try.
   */
  async function createUnlessThere(job: JobDefinition<z.ZodType>): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      if (await boss.getQueue(job.name)) return;
      try {
        await boss.createQueue(job.name, {
          name: job.name,
          retryLimit: job.retryLimit,
          retryDelay: job.retryDelaySeconds,
          retryBackoff: true,
          ...(job.expireInSeconds ? { expireInSeconds: job.expireInSeconds } : {}),
        });
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
      await boss.stop({ graceful: true, wait: true, timeout: Math.max(timeoutMs, 1000), close: false });
      // The jobs cut off are back in the queue; their handlers are still running here until the process exits.
      return { handedBack: running };
    })();
    return stopping;
  }

  return {
    async send(job, payload) {
      if (state === 'stopped') throw new Error(`the queue is stopped in this process: ${job.name} not sent`);
      await ensureQueue(job);
      const data = job.schema.parse(payload) as object;
      if (job.startAfterSeconds) {
        await boss.send(job.name, data, { startAfter: job.startAfterSeconds });
        return;
      }
      await boss.send(job.name, data);
      for (const id of localWorkers.get(job.name) ?? []) boss.notifyWorker(id);
    },
    async work(job, handler, workOptions) {
      await ensureQueue(job);
      const pollingIntervalSeconds = Math.min(job.pollingIntervalSeconds ?? 2, options.pollingIntervalSeconds ?? 2);
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
