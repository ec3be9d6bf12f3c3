import { afterAll, beforeAll, expect, test } from 'vitest';
import { z } from 'zod';
import type { Database } from '../db/database';
import { openTestDatabase } from '../../testing/test-database';
import { createQueue, defineJob, type Queue } from './queue';

/*
 * The queue on a real (embedded) database, through pg-boss. A backlog (jobs queued while no worker of this
 * process was there to be woken, as after a burst of uploads or a restart) is drained job after job, not one
 * job per polling interval.
 */

let database: Database;
let queue: Queue;

beforeAll(async () => {
  database = await openTestDatabase();
  queue = createQueue({ executeSql: database.executeSql });
  await queue.start();
}, 60_000);

afterAll(async () => {
  await queue?.stop();
  await database?.close();
});

test('a worker that finds a job looks for the next one at once: a backlog of ten drains without waiting out the polling interval after each job', { timeout: 60_000 }, async () => {
  const job = defineJob({ name: 'test.backlog', schema: z.object({ n: z.number() }), retryLimit: 0, retryDelaySeconds: 1, pollingIntervalSeconds: 2 });
  // Sent before any worker exists, so nothing is woken by the sends themselves.
  for (let n = 0; n < 10; n++) await queue.send(job, { n });
  const done: number[] = [];
  const started = Date.now();
  await queue.work(job, async ({ n }) => {
    done.push(n);
  });
  while (done.length < 10 && Date.now() - started < 30_000) await new Promise((resolve) => setTimeout(resolve, 20));
  const elapsed = Date.now() - started;
  expect(done.sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  // Waiting out the 2 s interval after each job would take about 18 s.
  expect(elapsed).toBeLessThan(6_000);
});
