import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
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

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  /** What it printed on stderr (a crash's stack trace, for one). */
  stderr(): string;
  /** SIGKILL: the process gets no chance to finish anything. */
  kill(): Promise<void>;
}

/**
 * The real server as `npm start` runs it (apps/api/src/server.ts through tsx), in a child process with only
 * `env` as its configuration; resolves once /api/health answers.
 */
export async function startServerProcess(env: Record<string, string>, port: number): Promise<ServerProcess> {
  // `node --import tsx`, not the tsx CLI: the CLI runs the server in a child process of its own, which a
  // SIGKILL of the CLI would leave running.
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'apps/api/src/server.ts')], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}): ${stderr}`);
    const healthy = await fetch(`${baseUrl}/api/health`).then((r) => r.ok).catch(() => false);
    if (healthy) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not start: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    child,
    baseUrl,
    stderr: () => stderr,
    async kill() {
      if (child.exitCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}

export interface WorkerProcess {
  child: ChildProcess;
  /** Every log line it printed so far, parsed (pino's JSON). */
  logs: Array<Record<string, unknown> & { msg?: string }>;
  /** Resolves with the first log line (already printed or still to come) that matches. */
  waitForLog(match: (line: Record<string, unknown> & { msg?: string }) => boolean, timeoutMs?: number): Promise<Record<string, unknown>>;
  /** SIGKILL: the process gets no chance to finish anything. */
  kill(): Promise<void>;
}

/**
 * A job worker as `npm run worker` runs it (apps/api/src/worker.ts), with only `env` as its configuration and
 * its JSON log read line by line; resolves once it says it started.
 */
export async function startWorkerProcess(env: Record<string, string>): Promise<WorkerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'apps/api/src/worker.ts')], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: WorkerProcess['logs'] = [];
  const waiters = new Set<() => void>();
  let stderr = '';
  let pending = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdout?.on('data', (chunk: Buffer) => {
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      try {
        logs.push(JSON.parse(line) as WorkerProcess['logs'][number]);
      } catch {
        logs.push({ msg: line });
      }
    }
    for (const wake of waiters) wake();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const waitForLog: WorkerProcess['waitForLog'] = (match, timeoutMs = 60_000) =>
    new Promise((resolve, reject) => {
      const check = () => {
        const found = logs.find(match);
        if (found) {
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        } else if (child.exitCode !== null) {
          waiters.delete(check);
          clearTimeout(timer);
          reject(new Error(`the worker exited (${child.exitCode}): ${stderr}`));
        }
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`no such log line within ${timeoutMs} ms: ${stderr}`));
      }, timeoutMs);
      waiters.add(check);
      child.once('exit', check);
      check();
    });
  const worker: WorkerProcess = {
    child,
    logs,
    waitForLog,
    async kill() {
      if (child.exitCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
  try {
    await waitForLog((line) => line.msg === 'worker started');
  } catch (error) {
    await worker.kill();
    throw error;
  }
  return worker;
}
