/*
 * Password-reset timing (issue 33): does the answer to POST /api/user/password-reset take longer for an address
 * that has an account than for one that has none? Through the real HTTP server on the embedded database, with its
 * background workers running in the same process, as `npm start` runs them (what they do after the answer shares
 * the process and the database with the next request).
 *
 *   npm run bench:password-reset [-- --samples 400] [--postgres postgres://user:pass@host:5432/postgres] [--no-workers]
 *
 * Seeds `samples` accounts and asks for one reset each, interleaved with as many requests for addresses that have
 * no account, in a shuffled order; a warm-up of 20 of each comes first and is not counted. Each address is asked
 * for once, so no per-recipient limit is reached; the per-address limit is raised, since every request comes from
 * 127.0.0.1. With --postgres the server (still in this process) uses a new database of that PostgreSQL server.
 * With --no-workers nothing runs the jobs: what the call itself costs. Prints the median and p90 of each kind and
 * the ratio of the medians (1.00: the time tells nothing).
 */
import { parseArgs } from 'node:util';
import { insertCompanyWithUser, markActivated } from '../apps/api/src/modules/accounts/accounts.repository';
import { startEmbeddedApp } from './support/embedded-app';

const { values } = parseArgs({
  options: { samples: { type: 'string', default: '400' }, postgres: { type: 'string' }, 'no-workers': { type: 'boolean', default: false } },
});
const SAMPLES = Number(values.samples);
const WARM_UP = 20;

const { database, base, close } = await startEmbeddedApp({
  env: { RESET_REQUESTS_PER_ADDRESS: '1000000' },
  postgres: values.postgres,
  workers: !values['no-workers'],
});
console.log(`database: ${values.postgres ? 'PostgreSQL' : 'embedded (PGlite)'}`);

const run = Date.now();
const existing: string[] = [];
for (let i = 0; i < SAMPLES + WARM_UP; i++) {
  const email = `owner.${run}.${i}@bench.test`;
  // Not a real argon2 hash: nobody signs in here, and hashing 400 passwords would only slow the seeding.
  const created = await insertCompanyWithUser(database.db, { companyName: `Empresa ${i}`, activityId: 1, email, passwordHash: 'x', language: 'es' });
  await markActivated(database.db, created!.userId);
  existing.push(email);
}
const unknown = existing.map((_, i) => `nobody.${run}.${i}@bench.test`);

async function ask(correo: string): Promise<number> {
  const t = performance.now();
  const response = await fetch(`${base}/api/user/password-reset`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ correo }),
  });
  await response.text();
  const ms = performance.now() - t;
  if (response.status !== 200) throw new Error(`HTTP ${response.status}`);
  return ms;
}

const times = { existing: [] as number[], unknown: [] as number[] };
for (let i = 0; i < SAMPLES + WARM_UP; i++) {
  // Which goes first changes at random, so neither kind always follows the other's writes.
  const order = Math.random() < 0.5 ? (['existing', 'unknown'] as const) : (['unknown', 'existing'] as const);
  for (const kind of order) {
    const ms = await ask(kind === 'existing' ? existing[i]! : unknown[i]!);
    if (i >= WARM_UP) times[kind].push(ms);
  }
}

const quantile = (list: number[], q: number) => [...list].sort((a, b) => a - b)[Math.floor(q * (list.length - 1))]!;
for (const kind of ['existing', 'unknown'] as const) {
  console.log(`${kind.padEnd(9)} median ${quantile(times[kind], 0.5).toFixed(2)} ms   p90 ${quantile(times[kind], 0.9).toFixed(2)} ms   (${times[kind].length} requests)`);
}
console.log(`ratio of medians, existing / unknown: ${(quantile(times.existing, 0.5) / quantile(times.unknown, 0.5)).toFixed(2)}`);
await close();
