import type { ReadyAnswer } from '@postula/contract/call';

type CheckName = 'database' | 'queue' | 'storage';
type Outcome = 'ok' | 'failed' | 'timeout';

/** One dependency's check: resolves when it answers; `signal` aborts it once its time is up (where it can be). */
export type Probe = (signal: AbortSignal) => Promise<void>;

export interface Readiness {
  /** Runs every check at once, each within the time limit; while draining, answers `draining` without them. */
  check(): Promise<ReadyAnswer>;
  /** From now on the process is stopping: readiness answers `draining` at once. */
  drain(): void;
  readonly draining: boolean;
}

export interface ReadinessOptions {
  probes: Record<CheckName, Probe>;
  /** Each check's time limit; a load balancer's check waits a little longer than this. */
  timeoutMs?: number;
  /** Told when a check starts or stops failing (once per change, not on every poll), with its cause. */
  logger?: { warn(object: object, message: string): void; info(message: string): void };
}

/** Long enough for a round trip to a busy database or S3, short enough for a balancer's 5 s check. */
export const READINESS_TIMEOUT_MS = 2000;

class CheckTimeout extends Error {}

/**
 * Readiness of one process. A check still running from an earlier poll is waited for again instead of being
 * started twice, so an unreachable database or bucket never piles up connections however often it is polled.
 */
export function createReadiness(options: ReadinessOptions): Readiness {
  const timeoutMs = options.timeoutMs ?? READINESS_TIMEOUT_MS;
  const running = new Map<CheckName, Promise<void>>();
  const last = new Map<CheckName, Outcome>();
  let draining = false;

  async function run(name: CheckName): Promise<Outcome> {
    let probe = running.get(name);
    if (!probe) {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(new CheckTimeout(`${name} check timed out`)), timeoutMs);
      probe = options.probes[name](controller.signal).finally(() => {
        clearTimeout(timer);
        running.delete(name);
      });
      running.set(name, probe);
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const outcome = await Promise.race([
      probe.then(
        () => ({ outcome: 'ok' as const, error: undefined }),
        (error: unknown) => ({ outcome: error instanceof CheckTimeout ? ('timeout' as const) : ('failed' as const), error }),
      ),
      new Promise<{ outcome: 'timeout'; error?: undefined }>((resolve) => {
        timer = setTimeout(() => resolve({ outcome: 'timeout' }), timeoutMs);
      }),
    ]).finally(() => clearTimeout(timer));
    report(name, outcome.outcome, outcome.error);
    return outcome.outcome;
  }

  function report(name: CheckName, outcome: Outcome, error: unknown) {
    const before = last.get(name) ?? 'ok';
    last.set(name, outcome);
    if (outcome === before) return;
    if (outcome === 'ok') options.logger?.info(`readiness: the ${name} answers again`);
    else options.logger?.warn({ err: error }, `readiness: the ${name} check ${outcome === 'timeout' ? `took over ${timeoutMs} ms` : 'failed'}`);
  }

  return {
    async check() {
      if (draining) return { status: 'draining' };
      const [database, queue, storage] = await Promise.all([run('database'), run('queue'), run('storage')]);
      const checks = { database, queue, storage };
      // A stop that began while the checks ran wins: the balancer should stop sending now.
      if (draining) return { status: 'draining' };
      const ready = Object.values(checks).every((outcome) => outcome === 'ok');
      return { status: ready ? 'ready' : 'not_ready', checks };
    },
    drain() {
      draining = true;
    },
    get draining() {
      return draining;
    },
  };
}

/** The checks of a process that has a database, a job queue and a file storage. */
export function readinessProbes(deps: {
  database: { executeSql(text: string): Promise<unknown> };
  queue: { check(): Promise<void> };
  storage: { check(signal: AbortSignal): Promise<void> };
}): Record<CheckName, Probe> {
  return {
    database: async () => {
      await deps.database.executeSql('select 1');
    },
    queue: () => deps.queue.check(),
    storage: (signal) => deps.storage.check(signal),
  };
}
