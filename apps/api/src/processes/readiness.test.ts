import { afterAll, beforeAll, expect, it } from 'vitest';
import { s3Environment, startS3StandIn, type S3StandIn } from '../testing/s3-stand-in';
import { freePort, startServerProcess, type ServerProcess } from '../testing/server-process';
import { prepareFixture, type ProcessFixture } from './fixture';

/*
 * A load balancer's view of an API process (EMBEDDED_WORKER=false, CVs in S3, as docker-compose.yml runs it):
 * ready while its database, queue and bucket answer; 503 naming the bucket, and nothing about where it is or
 * how to reach it, while the bucket fails; ready again when it recovers; alive throughout.
 */

let fixture: ProcessFixture;
let s3: S3StandIn;
let server: ServerProcess;
beforeAll(async () => {
  fixture = await prepareFixture();
  s3 = await startS3StandIn();
  server = await startServerProcess(
    {
      ...fixture.env,
      EMBEDDED_WORKER: 'false',
      LOG_LEVEL: 'warn',
      ...s3Environment(s3),
    },
    await freePort(),
  );
}, 90_000);
afterAll(async () => {
  await server?.kill();
  await s3?.close();
  await fixture?.cleanup();
});

const get = async (path: string) => {
  const response = await fetch(`${server.baseUrl}${path}`);
  return { status: response.status, text: await response.text() };
};

it('answers ready while the database, the queue and the bucket answer, 503 naming the bucket while it fails', async () => {
  await server.waitUntilReady();
  const ready = await get('/api/ready');
  expect(ready.status).toBe(200);
  expect(JSON.parse(ready.text)).toEqual({ status: 'ready', checks: { database: 'ok', queue: 'ok', storage: 'ok' } });
  // The first check wrote the probe object; later ones only read it.
  expect(s3.objects.has('.postula-readiness')).toBe(true);

  s3.fail({ kind: 'error', status: 503, code: 'ServiceUnavailable' }, { times: 1000 });
  const failing = await get('/api/ready');
  expect(failing.status).toBe(503);
  const body = JSON.parse(failing.text) as { status: string; checks: Record<string, string> };
  expect(body.status).toBe('not_ready');
  expect(body.checks.database).toBe('ok');
  expect(body.checks.queue).toBe('ok');
  expect(['failed', 'timeout']).toContain(body.checks.storage);
  // Nothing of where the bucket is or how to sign in to it.
  for (const secret of [s3.endpoint, s3.accessKeyId, s3.secretAccessKey, s3.bucket, '127.0.0.1']) {
    expect(failing.text).not.toContain(secret);
  }
  // Liveness is not readiness: the process itself is fine, an orchestrator must not restart it.
  expect((await get('/api/health')).status).toBe(200);

  s3.clearFaults();
  await server.waitUntilReady(10_000);
});
