import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '../db/database';
import { openPglite } from '../db/database';
import { createPostgresDatabase, postgresAdminUrl } from '../../testing/test-database';
import { createQueue, defineJob, type Queue } from './queue';

/*
 * Fair shares (decision 050), on the embedded database and on PostgreSQL when the suite has a server. Handlers
 * here wait until the test lets them end, as a slow document holds a worker: what is asserted is which job a free
 * worker takes next, never how long anything took.
 */

const job = defineJob({
  name: 'test.fair',
  schema: z.object({ label: z.string(), company: z.string(), posting: z.string(), sender: z.string() }),
  retryLimit: 2,
  retryDelaySeconds: 1,
  pollingIntervalSeconds: 0.5,
  share: ({ company, posting, sender }) => [company, posting, sender],
});

type Payload = z.input<typeof job.schema>;
const of = (label: string, company: string, posting = 'p1', sender = 's1'): Payload => ({ label, company, posting, sender });

/**
 * Sends jobs one after another, each later than the one before. The embedded database's clock counts milliseconds, and
 * jobs of one share sent within the same millisecond have no order between them (pg-boss's order, then a random id).
 */
async function sendInOrder(queue: Queue, ...payloads: Payload[]) {
  for (const payload of payloads) {
    await queue.send(job, payload);
    await new Promise((resolve) => setTimeout(resolve, 3));
  }
}

/** Runs jobs that end only when released; says which started, in order. */
function heldHandler() {
  const started: string[] = [];
  const releases = new Map<string, () => void>();
  const waiters: Array<() => void> = [];
  return {
    started,
    handler: async ({ label }: { label: string }) => {
      started.push(label);
      for (const wake of waiters.splice(0)) wake();
      await new Promise<void>((resolve) => releases.set(label, resolve));
    },
    release(label: string) {
      const release = releases.get(label);
      if (!release) throw new Error(`${label} is not running`);
      releases.delete(label);
      release();
    },
    /** Resolves once `count` jobs have started. */
    async startedCount(count: number) {
      const deadline = Date.now() + 20_000;
      while (started.length < count) {
        if (Date.now() > deadline) throw new Error(`only ${started.join(', ')} started`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    releaseAll() {
      for (const label of [...releases.keys()]) this.release(label);
    },
  };
}

const databases: Array<{ kind: string; open: () => Promise<Database> }> = [
  {
    kind: 'PGlite',
    open: async () => {
      const database = openPglite();
      await database.migrate();
      return database;
    },
  },
  ...(postgresAdminUrl() ? [{ kind: 'PostgreSQL', open: () => createPostgresDatabase(postgresAdminUrl()!, 'postula_fair') }] : []),
];

describe.each(databases)('fair shares on $kind', ({ open }) => {
  let database: Database | undefined;
  let queue: Queue | undefined;
  let held: ReturnType<typeof heldHandler> | undefined;

  async function start() {
    database = await open();
    queue = createQueue({ executeSql: database.executeSql });
    await queue.start();
    return queue;
  }

  afterEach(async () => {
    held?.releaseAll();
    await queue?.stop(1000);
    await queue?.close();
    await database?.close();
    [database, queue, held] = [undefined, undefined, undefined];
  });

  it("another company's job runs while one company's slow jobs hold every ordinary slot, and waits for none of them", { timeout: 60_000 }, async () => {
    const queue = await start();
    held = heldHandler();
    await sendInOrder(queue, ...[1, 2, 3, 4, 5, 6].map((i) => of(`A${i}`, 'A')));
    await queue.work(job, held.handler, { concurrency: 2 });
    await held.startedCount(2);
    // Slots that fetch at once (on PostgreSQL, on separate connections) may start their jobs in either order.
    expect(held.started.toSorted()).toEqual(['A1', 'A2']);

    await queue.send(job, of('B1', 'B'));
    await held.startedCount(3);
    // Taken by the spare slot while A1 and A2 still run; A3 to A6 stay behind B1.
    expect(held.started[2]).toBe('B1');
    expect(held.started).toHaveLength(3);
  });

  it('a free slot takes the job of the company, then the posting, then the sender with the fewest jobs running', { timeout: 60_000 }, async () => {
    const queue = await start();
    held = heldHandler();
    // All sent before any worker looks: first come, first served would run them in this order.
    await sendInOrder(
      queue,
      of('A-p1-x1', 'A', 'p1', 'x'),
      of('A-p1-x2', 'A', 'p1', 'x'),
      of('A-p1-y1', 'A', 'p1', 'y'),
      of('A-p2-x1', 'A', 'p2', 'x'),
      of('C-p9-x1', 'C', 'p9', 'x'),
    );
    await queue.work(job, held.handler, { concurrency: 1 });

    // The one ordinary slot takes the oldest; the spare, a job of a company with nothing running.
    await held.startedCount(2);
    expect(held.started).toEqual(['A-p1-x1', 'C-p9-x1']);
    // C ended: the spare takes, of company A (busy), the posting with nothing running.
    held.release('C-p9-x1');
    await held.startedCount(3);
    expect(held.started[2]).toBe('A-p2-x1');
    // A-p2-x1 ended: in posting p1, sender x has a job running and y has none: y goes before x's older jobs.
    held.release('A-p2-x1');
    await held.startedCount(4);
    expect(held.started[3]).toBe('A-p1-y1');
    held.release('A-p1-x1');
    held.release('A-p1-y1');
    await held.startedCount(5);
    expect(held.started[4]).toBe('A-p1-x2');
  });

  it('one share alone gets every slot, and the spare stays out of its way', { timeout: 60_000 }, async () => {
    const queue = await start();
    held = heldHandler();
    await sendInOrder(queue, ...[1, 2, 3, 4, 5].map((i) => of(`A${i}`, 'A')));
    await queue.work(job, held.handler, { concurrency: 3 });
    await held.startedCount(3);
    // The spare takes nothing of a share that has jobs running: three at a time, not four.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    // Slots that fetch at once (on PostgreSQL, on separate connections) may start their jobs in either order.
    expect(held.started.toSorted()).toEqual(['A1', 'A2', 'A3']);
    held.release('A1');
    await held.startedCount(4);
    expect(held.started[3]).toBe('A4');
  });

  it('a stop hands the jobs still running back to the queue, to be retried', { timeout: 60_000 }, async () => {
    const queue = await start();
    held = heldHandler();
    await queue.send(job, of('A1', 'A'));
    await queue.work(job, held.handler);
    await held.startedCount(1);
    expect(await queue.stop(1000)).toEqual({ handedBack: 1 });
    const { rows } = await database!.executeSql(`select state, retry_count from pgboss.job where name = '${job.name}'`);
    expect(rows).toEqual([{ state: 'retry', retry_count: 0 }]);
  });

  it('a job that fails is retried by its policy, and one that ends is completed', { timeout: 60_000 }, async () => {
    const queue = await start();
    const seen: string[] = [];
    await queue.send(job, of('fails', 'A'));
    await queue.send(job, of('ends', 'B'));
    await queue.work(job, async ({ label }) => {
      seen.push(label);
      if (label === 'fails') throw new Error('a failure of the handler');
    });
    const deadline = Date.now() + 20_000;
    while (seen.filter((label) => label === 'fails').length < 2 || !seen.includes('ends')) {
      if (Date.now() > deadline) throw new Error(`seen: ${seen.join(', ')}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const { rows } = await database!.executeSql(
      `select data->>'label' as label, state from pgboss.job where name = '${job.name}' and data->>'label' = 'ends'`,
    );
    expect(rows).toEqual([{ label: 'ends', state: 'completed' }]);
  });
});
