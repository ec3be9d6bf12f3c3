import { describe, expect, it, vi } from 'vitest';
import { createReadiness, type Probe } from './readiness';

const ok: Probe = async () => undefined;
const never: Probe = () => new Promise(() => undefined);

function logger() {
  return { warn: vi.fn(), info: vi.fn() };
}

describe('readiness', () => {
  it('is ready when the database, the queue and the storage all answer', async () => {
    const readiness = createReadiness({ probes: { database: ok, queue: ok, storage: ok } });
    expect(await readiness.check()).toEqual({ status: 'ready', checks: { database: 'ok', queue: 'ok', storage: 'ok' } });
  });

  it('names the check that failed, without its cause (that goes to the log, once)', async () => {
    const log = logger();
    const refused = new Error('connect ECONNREFUSED 10.0.0.5:5432 user=postula password=hunter2');
    const readiness = createReadiness({
      probes: { database: () => Promise.reject(refused), queue: ok, storage: ok },
      logger: log,
    });
    const answer = await readiness.check();
    expect(answer).toEqual({ status: 'not_ready', checks: { database: 'failed', queue: 'ok', storage: 'ok' } });
    expect(JSON.stringify(answer)).not.toMatch(/hunter2|5432|ECONNREFUSED/);
    await readiness.check();
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn).toHaveBeenCalledWith({ err: refused }, 'readiness: the database check failed');
  });

  it('answers within its time limit when a check hangs, and aborts that check', async () => {
    let signal: AbortSignal | undefined;
    const readiness = createReadiness({
      timeoutMs: 100,
      probes: {
        database: ok,
        queue: ok,
        storage: (given) => {
          signal = given;
          return new Promise((_resolve, reject) => given.addEventListener('abort', () => reject(given.reason as Error)));
        },
      },
    });
    const started = Date.now();
    expect(await readiness.check()).toEqual({ status: 'not_ready', checks: { database: 'ok', queue: 'ok', storage: 'timeout' } });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(signal?.aborted).toBe(true);
  });

  it('never runs a check again while an earlier one still hangs (no pile of connections to a dead database)', async () => {
    const database = vi.fn(never);
    const readiness = createReadiness({ timeoutMs: 50, probes: { database, queue: ok, storage: ok } });
    for (let i = 0; i < 4; i++) expect((await readiness.check()).checks?.database).toBe('timeout');
    expect(database).toHaveBeenCalledTimes(1);
  });

  it('logs when a check recovers', async () => {
    const log = logger();
    let failing = true;
    const readiness = createReadiness({
      probes: { database: ok, queue: async () => (failing ? Promise.reject(new Error('stopped')) : undefined), storage: ok },
      logger: log,
    });
    expect((await readiness.check()).status).toBe('not_ready');
    failing = false;
    expect((await readiness.check()).status).toBe('ready');
    expect(log.info).toHaveBeenCalledWith('readiness: the queue answers again');
  });

  it('answers draining at once after drain(), without running any check', async () => {
    const database = vi.fn(never);
    const readiness = createReadiness({ probes: { database, queue: ok, storage: ok } });
    readiness.drain();
    expect(readiness.draining).toBe(true);
    expect(await readiness.check()).toEqual({ status: 'draining' });
    expect(database).not.toHaveBeenCalled();
  });

  it('answers draining when the stop comes while the checks run', async () => {
    let release: () => void = () => undefined;
    const readiness = createReadiness({
      probes: { database: () => new Promise<void>((resolve) => (release = resolve)), queue: ok, storage: ok },
    });
    const answer = readiness.check();
    readiness.drain();
    release();
    expect(await answer).toEqual({ status: 'draining' });
  });
});
