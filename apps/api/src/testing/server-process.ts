import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/** A TCP port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** One line of the process's log: pino's JSON object (level, time, msg, fields), or `{ msg }` for other output. */
export type LogRecord = Record<string, unknown> & { msg?: string; level?: number };

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface AppProcess {
  child: ChildProcess;
  /** Every log line written so far (standard output, JSON), in order. */
  logs: LogRecord[];
  /** What it wrote to standard error (start-up failures, crashes). */
  stderr(): string;
  /**
   * Resolves with the first log line, already written or still to come, whose message matches `match` (a
   * RegExp on `msg`, or a predicate on the whole record); rejects if the process exits or `timeoutMs` passes first.
   */
  waitForLog(match: RegExp | ((record: LogRecord) => boolean), timeoutMs?: number): Promise<LogRecord>;
  /** Resolves when the process has exited, with its code or signal. */
  exited: Promise<Exit>;
  /** Sends `signal` (SIGKILL by default: no chance to finish anything) and waits for the exit. */
  kill(signal?: NodeJS.Signals): Promise<Exit>;
}

export interface ServerProcess extends AppProcess {
  baseUrl: string;
  /** Resolves once GET /api/ready answers 200 (database, queue and storage answer). */
  waitUntilReady(timeoutMs?: number): Promise<void>;
}

export interface SpawnOptions {
  /** Runs the process as this user (the test runs as root): file permissions then bind it as they bind a deployment. */
  user?: { uid: number; gid: number };
}

const ENTRIES = { server: 'apps/api/src/server.ts', worker: 'apps/api/src/worker.ts' } as const;

/**
 * Runs one of the product's entries (the API server, or `npm run worker`) as its npm script does, in a child
 * process with only `env` as its configuration (plus PATH and HOME). Its log is JSON (LOG_FORMAT=json unless
 * `env` says otherwise) and read line by line. Does not wait for anything: see startServerProcess and
 * startWorkerProcess.
 */
export function spawnAppProcess(entry: keyof typeof ENTRIES, env: Record<string, string>, options: SpawnOptions = {}): AppProcess {
  // `node --import tsx`, not the tsx CLI: the CLI runs the entry in a child process of its own, which a
  // SIGKILL of the CLI would leave running, and signals would reach the entry only as the CLI relays them.
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, ENTRIES[entry])], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LOG_FORMAT: 'json', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(options.user ?? {}),
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const logs: LogRecord[] = [];
  const listeners = new Set<(record: LogRecord) => void>();
  createInterface({ input: child.stdout! }).on('line', (line) => {
    let record: LogRecord;
    try {
      record = JSON.parse(line) as LogRecord;
    } catch {
      record = { msg: line };
    }
    logs.push(record);
    for (const listener of listeners) listener(record);
  });
  const exited = new Promise<Exit>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));

  return {
    child,
    logs,
    stderr: () => stderr,
    waitForLog(match, timeoutMs = 60_000) {
      const test = typeof match === 'function' ? match : (record: LogRecord) => match.test(String(record.msg ?? ''));
      const found = logs.find(test);
      if (found) return Promise.resolve(found);
      return new Promise<LogRecord>((resolve, reject) => {
        const done = () => {
          listeners.delete(listener);
          clearTimeout(timer);
        };
        const listener = (record: LogRecord) => {
          if (!test(record)) return;
          done();
          resolve(record);
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`no log line matching ${String(match)} within ${timeoutMs} ms; stderr: ${stderr}`));
        }, timeoutMs);
        listeners.add(listener);
        void exited.then((exit) => {
          if (!listeners.has(listener)) return;
          done();
          reject(new Error(`the ${entry} exited (${exit.code ?? exit.signal}) before a log line matching ${String(match)}: ${stderr}`));
        });
      });
    },
    exited,
    async kill(signal = 'SIGKILL') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

async function pollUntil(server: AppProcess, url: string, accept: (status: number) => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (server.child.exitCode !== null) throw new Error(`the server exited (${server.child.exitCode}): ${server.stderr()}`);
    const status = await fetch(url).then((r) => r.status, () => 0);
    if (accept(status)) return;
    if (Date.now() > deadline) throw new Error(`${url} did not answer in time: ${server.stderr()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * The real server as `npm start` runs it (apps/api/src/server.ts through tsx), with only `env` as its
 * configuration, listening on 127.0.0.1:`port`; resolves once /api/health answers.
 */
export async function startServerProcess(env: Record<string, string>, port: number, options: SpawnOptions = {}): Promise<ServerProcess> {
  const server = spawnAppProcess('server', { ...env, PORT: String(port), HOST: '127.0.0.1' }, options);
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await pollUntil(server, `${baseUrl}/api/health`, (status) => status === 200, 60_000);
  } catch (error) {
    await server.kill();
    throw error;
  }
  return {
    ...server,
    baseUrl,
    waitUntilReady: (timeoutMs = 30_000) => pollUntil(server, `${baseUrl}/api/ready`, (status) => status === 200, timeoutMs),
  };
}

/**
 * A worker process as `npm run worker` runs it (apps/api/src/worker.ts through tsx), with only `env` as its
 * configuration; resolves once it logs that its job handlers are registered ("worker started"), which needs
 * LOG_LEVEL info or lower (the default).
 */
export async function startWorkerProcess(env: Record<string, string>): Promise<AppProcess> {
  if (env.LOG_LEVEL && !['info', 'debug', 'trace'].includes(env.LOG_LEVEL)) {
    throw new Error(`startWorkerProcess waits for an info line: LOG_LEVEL ${env.LOG_LEVEL} would hide it`);
  }
  const worker = spawnAppProcess('worker', env);
  try {
    await worker.waitForLog(/^worker started$/);
  } catch (error) {
    await worker.kill();
    throw error;
  }
  return worker;
}
