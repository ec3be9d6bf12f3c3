import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * No client may hold a socket of the server by sending slowly or nothing at all (issue 16): the real server,
 * listening, with the timeouts shortened so that the test takes seconds.
 */
describe('server timeouts', () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp(
      { HTTP_HEADERS_TIMEOUT_MS: '1000', HTTP_REQUEST_TIMEOUT_MS: '2000', HTTP_IDLE_TIMEOUT_MS: '1500', HTTP_KEEP_ALIVE_TIMEOUT_MS: '1000' },
      { workers: false },
    );
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Opens a socket, runs `send` on it, and resolves with what the server wrote and after how long it closed. */
  function holdSocket(send: (socket: Socket) => void): Promise<{ received: string; closedAfterMs: number }> {
    return new Promise((resolve, reject) => {
      const started = Date.now();
      const socket = connect(port, '127.0.0.1', () => send(socket));
      let received = '';
      socket.on('data', (chunk) => (received += chunk.toString('latin1')));
      socket.on('error', () => undefined);
      socket.on('close', () => resolve({ received, closedAfterMs: Date.now() - started }));
      setTimeout(() => reject(new Error('the server kept the socket open')), 10_000);
    });
  }

  it('closes a connection that sends nothing', async () => {
    const { closedAfterMs } = await holdSocket(() => undefined);
    expect(closedAfterMs).toBeLessThan(5000);
  });

  it('cuts off a client that sends its headers a byte at a time', async () => {
    const { received, closedAfterMs } = await holdSocket((socket) => {
      const request = 'GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ' + 'a'.repeat(100);
      let at = 0;
      const drip = setInterval(() => {
        if (socket.destroyed || at >= request.length) return clearInterval(drip);
        socket.write(request[at++]!);
      }, 200);
      socket.on('close', () => clearInterval(drip));
    });
    expect(closedAfterMs).toBeLessThan(5000);
    expect(received).not.toContain('"status":"ok"');
  });

  it('answers 408 to a body that never finishes, and still answers a prompt client', async () => {
    const { received, closedAfterMs } = await holdSocket((socket) => {
      socket.write('POST /api/user/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"username":');
      // A byte now and then: never idle, never done.
      const drip = setInterval(() => (socket.destroyed ? clearInterval(drip) : socket.write(' ')), 300);
      socket.on('close', () => clearInterval(drip));
    });
    expect(closedAfterMs).toBeLessThan(6000);
    expect(received).toMatch(/^HTTP\/1\.1 408/);
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok' });
  });
});
