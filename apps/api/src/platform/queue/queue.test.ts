import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { z } from 'zod';
import { expect, it } from 'vitest';
import { postgresAdminUrl } from '../../testing/test-database';
import { openPostgres } from '../db/database';
import { createQueue, defineJob, type Queue } from './queue';

const adminUrl = postgresAdminUrl();

const jobs = ['one', 'two', 'three', 'four'].map((name) =>
  defineJob({ name: `race.${name}`, schema: z.object({ n: z.number() }), retryLimit: 1, retryDelaySeconds: 1 }),
);

it.skipIf(!adminUrl)('processes that start together on a new PostgreSQL database all create their job queues', { timeout: 30_000 }, async () => {
  const name = `postula_queues_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl!);
  url.pathname = `/${name}`;
  // As docker compose up starts two APIs and two workers: each registers its workers and sends at once.
  const databases = Array.from({ length: 4 }, () => openPostgres(url.toString()));
  const queues: Queue[] = [];
  try {
    for (const database of databases) {
      const queue = createQueue({ executeSql: database.executeSql });
      queues.push(queue);
      await database.migrate(() => queue.start());
    }
    const outcomes = await Promise.allSettled(
      queues.flatMap((queue) => jobs.map((job) => queue.work(job, async () => undefined).then(() => queue.send(job, { n: 1 })))),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toEqual([]);
    const { rows } = await databases[0]!.executeSql("select count(*)::int as queues from pgboss.queue where name like 'race.%'");
    expect(rows).toEqual([{ queues: jobs.length }]);
  } finally {
    await Promise.all(queues.map((queue) => queue.stop(1000)));
    // pg-boss's stop resolves before its worker loops have seen it (they check every second): a loop that
    // polls once more after its pool is ended raises "Cannot use a pool after calling end" in the test run.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await Promise.all(databases.map((database) => database.close()));
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
});
