import { afterEach, expect, it } from 'vitest';
import { countUnfinishedAnalyses } from '../modules/applicants/analysis/analysis.repository';
import { freePort, startServerProcess, type ServerProcess } from '../testing/server-process';
import { eventually, prepareFixture, startSlowUpload, type ProcessFixture } from './fixture';

/*
 * What an orchestrator relies on when it stops the API (a deploy, a scale-down): on SIGTERM the process
 * says at once that it is not ready, keeps serving while the balancer notices, lets the requests in flight
 * finish (a CV upload on a slow link), closes kept-alive connections instead of waiting for their time-out,
 * and exits 0 well within its grace period; nothing accepted is lost.
 */

let fixture: ProcessFixture | undefined;
let server: ServerProcess | undefined;
afterEach(async () => {
  await server?.kill();
  await fixture?.cleanup();
  server = undefined;
  fixture = undefined;
});

const get = (url: string) =>
  fetch(url).then(async (response) => ({ status: response.status, connection: response.headers.get('connection'), body: (await response.json()) as unknown }));

it('on SIGTERM: readiness 503 at once, an upload in flight completes, then the process exits 0', { timeout: 90_000 }, async () => {
  fixture = await prepareFixture();
  server = await startServerProcess(
    { ...fixture.env, LOG_LEVEL: 'info', SHUTDOWN_DELAY_MS: '1500', SHUTDOWN_TIMEOUT_MS: '20000' },
    await freePort(),
  );
  await server.waitUntilReady();
  expect((await get(`${server.baseUrl}/api/ready`)).body).toEqual({
    status: 'ready',
    checks: { database: 'ok', queue: 'ok', storage: 'ok' },
  });

  const upload = startSlowUpload(server.baseUrl, fixture);
  await server.waitForLog((line) => line.msg === 'incoming request' && (line.req as { url?: string })?.url === '/api/applicant/upload');

  server.child.kill('SIGTERM');
  const signalled = Date.now();
  await server.waitForLog(/^SIGTERM: /);

  // During the delay: not ready, still alive, still serving; every answer closes its connection.
  const ready = await get(`${server.baseUrl}/api/ready`);
  expect(ready).toEqual({ status: 503, connection: 'close', body: { status: 'draining' } });
  const health = await get(`${server.baseUrl}/api/health`);
  expect(health).toMatchObject({ status: 200, connection: 'close', body: { status: 'ok' } });

  // Then the port closes while the upload is still being received: new connections are refused.
  await eventually(() => fetch(`${server!.baseUrl}/api/health`).then(() => false, () => true), 10_000, 'the port closes');
  expect(server.child.exitCode).toBeNull();

  const answer = await upload.finish();
  expect(answer.status).toBe(200);

  const exit = await server.exited;
  expect(exit).toEqual({ code: 0, signal: null });
  // Far below the 72 s a kept-alive connection (this test's fetches) would otherwise hold the server.
  expect(Date.now() - signalled).toBeLessThan(10_000);
  expect(server.logs.some((line) => line.level === 50)).toBe(false);

  // The CV it accepted is kept, its analysis waiting for the next worker (the embedded one stopped taking jobs).
  const database = fixture.openDatabase();
  try {
    expect(await countUnfinishedAnalyses(database.db)).toBe(1);
  } finally {
    await database.close();
  }
});

it('cuts a request still open at the shutdown deadline and still exits 0, within its time limit', { timeout: 60_000 }, async () => {
  fixture = await prepareFixture();
  server = await startServerProcess({ ...fixture.env, LOG_LEVEL: 'info', SHUTDOWN_TIMEOUT_MS: '2000' }, await freePort());
  const upload = startSlowUpload(server.baseUrl, fixture);
  const cut = upload.answer.then(
    () => 'answered',
    () => 'cut',
  );
  await server.waitForLog((line) => line.msg === 'incoming request' && (line.req as { url?: string })?.url === '/api/applicant/upload');

  const signalled = Date.now();
  server.child.kill('SIGTERM');
  expect(await server.exited).toEqual({ code: 0, signal: null });
  const took = Date.now() - signalled;
  expect(took).toBeGreaterThanOrEqual(1900);
  expect(took).toBeLessThan(6000);
  expect(await cut).toBe('cut');
  await server.waitForLog(/^requests still open at the shutdown deadline are cut$/, 1000);
});
