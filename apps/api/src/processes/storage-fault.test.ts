import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { testsEmbeddedDatabase } from '../testing/test-database';
import { freePort, startServerProcess, type ServerProcess, type SpawnOptions } from '../testing/server-process';
import { eventually, prepareFixture, type ProcessFixture } from './fixture';

/*
 * A passing storage fault under the embedded database (issue 33): its folder is made read-only for a few seconds, as
 * an operator's mistake or a disk remounted read-only would. While it lasts, calls answer 503 service_unavailable
 * (never 500) and readiness fails on the database; when it clears, the server recovers by itself, without a
 * restart, and nothing committed before is lost. Permissions bind only a user who is not root: when the suite runs as
 * root the server runs as `nobody`. The embedded database's own behaviour: on PostgreSQL the server owns its files.
 */

const embedded = testsEmbeddedDatabase();
const NOBODY = { uid: 65534, gid: 65534 };

let fixture: ProcessFixture;
let filesDir: string;
let server: ServerProcess;
let databaseDir: string;

beforeAll(async () => {
  if (!embedded) return;
  fixture = await prepareFixture();
  // The CVs elsewhere: only the database's folder refuses writes here, so readiness must name the database.
  filesDir = await mkdtemp(join(tmpdir(), 'postula-files-'));
  databaseDir = join(fixture.env.DATA_DIR!, 'pglite');
  const options: SpawnOptions = {};
  if (process.getuid?.() === 0) {
    execFileSync('chown', ['-R', `${NOBODY.uid}:${NOBODY.gid}`, fixture.env.DATA_DIR!, filesDir]);
    options.user = NOBODY;
  }
  server = await startServerProcess(
    { ...fixture.env, FILES_DIR: filesDir, HOME: fixture.env.DATA_DIR!, EMBEDDED_WORKER: 'false', LOG_LEVEL: 'warn' },
    await freePort(),
    options,
  );
  await server.waitUntilReady(60_000);
}, 120_000);

afterAll(async () => {
  if (databaseDir) execFileSync('chmod', ['-R', 'u+w', databaseDir]);
  await server?.kill();
  await fixture?.cleanup();
  if (filesDir) await rm(filesDir, { recursive: true, force: true });
});

async function call(method: string, path: string, body?: unknown, token?: string) {
  const response = await fetch(`${server.baseUrl}/api${path}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  return { status: response.status, retryAfter: response.headers.get('retry-after'), json: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

const signIn = () => call('POST', '/login', fixture.credentials);
const page = (token: string) =>
  call('POST', '/jobsearch/page', { evaluacion_id: fixture.postingId, numero_pagina: 1, cantidad_por_pagina: 20, filtro: { nombre_o_notas: '', marcas: [] } }, token);

it.runIf(embedded)('answers 503 while the database folder refuses its files, fails readiness, and recovers by itself when it takes them again', { timeout: 120_000 }, async () => {
  execFileSync('chmod', ['-R', 'a-w', databaseDir]);

  // Sign-in needs files this process has not opened yet; from then on every call that reads the database answers 503
  // until it is open again, the candidate's page too.
  const during = [await signIn(), await call('GET', `/jobsearch/upload/${fixture.postingId}`), await signIn()];
  expect(during.map((answer) => answer.status)).toEqual([503, 503, 503]);
  for (const answer of during) {
    expect(answer.json).toMatchObject({ code: 'service_unavailable' });
    expect(Number(answer.retryAfter)).toBeGreaterThan(0);
  }
  const notReady = await call('GET', '/ready');
  expect(notReady.status).toBe(503);
  expect(notReady.json).toMatchObject({ status: 'not_ready', checks: { database: 'failed', storage: 'ok' } });
  // Alive: the process itself is fine and mends itself; an orchestrator need not restart it.
  expect((await call('GET', '/health')).status).toBe(200);

  execFileSync('chmod', ['-R', 'u+w', databaseDir]);
  await server.waitUntilReady(30_000);

  // Everything works again, with what was there before the fault.
  const signedIn = await signIn();
  expect(signedIn.status).toBe(200);
  const token = signedIn.json.token as string;
  const postings = await call('GET', '/jobsearch', undefined, token);
  expect(postings.status).toBe(200);
  expect(JSON.stringify(postings.json)).toContain('Software developer');
  expect((await page(token)).status).toBe(200);
  await eventually(async () => (await call('GET', '/ready')).status === 200, 10_000, 'ready again');
});
