import type { Worker } from 'node:worker_threads';
import type { ExtractionResult } from './extract-text';
import type { DocumentKind } from './sniff';
import { spawnModuleWorker } from './spawn-module-worker';

/** What the worker gets: the bytes, what sniffing found, and the moment it must have answered by. */
export interface ExtractionJob {
  bytes: Uint8Array;
  kind: DocumentKind;
  ocr: boolean;
  /** Epoch ms; OCR stops early enough to answer with what it has read by then. */
  deadline: number;
}

export type ExtractionWorkerMessage =
  | { type: 'ready' }
  | { type: 'done'; result: ExtractionResult; networkAttempts: string[] };

export interface ExtractionOutcome {
  result: ExtractionResult;
  /** Network calls the worker's guard blocked (see network-guard.ts); empty when parsing never tried. */
  networkAttempts: string[];
}

/**
 * Parsers hold their data on the V8 heap; 512 MB is several times what the largest legitimate CV
 * needs and stops a decompression bomb long before it hurts the server.
 */
const RESOURCE_LIMITS = { maxOldGenerationSizeMb: 512, maxYoungGenerationSizeMb: 64 };

/**
 * Workers started ahead of need, parsers loaded, each waiting for its one document. Starting a thread and
 * loading pdf.js takes ~0.3 s; a warm one answers a CV in the time parsing takes.
 */
const SPARE_WORKERS = 2;
const spares: Array<Promise<Worker>> = [];

/** A new worker, resolved once its parsers are loaded; it does not keep the process alive while idle. */
function startWorker(): Promise<Worker> {
  const worker = spawnModuleWorker('extract-worker', {
    resourceLimits: RESOURCE_LIMITS,
    // Parsers print warnings about the (hostile) documents they read; those belong to no log.
    stdout: true,
    stderr: true,
  });
  worker.unref();
  const ready = new Promise<Worker>((resolve, reject) => {
    const failed = (cause: unknown) => reject(new Error('The document extraction worker could not start.', { cause }));
    worker.once('message', (message: ExtractionWorkerMessage) => {
      worker.off('error', failed).off('exit', failed);
      if (message.type === 'ready') resolve(worker);
      else failed(new Error(`unexpected message ${message.type}`));
    });
    worker.once('error', failed);
    worker.once('exit', failed);
  });
  // A spare that fails is reported to whoever takes it, never as an unhandled rejection.
  ready.catch(() => undefined);
  return ready;
}

function takeWorker(): Promise<Worker> {
  const worker = spares.shift() ?? startWorker();
  while (spares.length < SPARE_WORKERS) spares.push(startWorker());
  return worker;
}

/**
 * Runs one extraction in a worker thread of its own and terminates it when it answers, fails or runs out
 * of time. One thread per document: a hostile file cannot leave state behind for the next one, and
 * terminating is the only way to stop a parser stuck in a loop.
 */
export async function runExtractionWorker(input: Omit<ExtractionJob, 'deadline'>, timeoutMs: number): Promise<ExtractionOutcome> {
  const started = Date.now();
  const worker = await takeWorker();
  // Only a worker at work holds the process open and has its output drained (a resumed stream of an idle
  // spare would keep the process alive after everything else has ended).
  worker.ref();
  worker.stdout.resume();
  worker.stderr.resume();
  // A copy of exactly these bytes, moved to the worker: a Buffer can be a view into a larger pooled
  // ArrayBuffer, and cloning the view would clone all of it.
  const job: ExtractionJob = { ...input, bytes: new Uint8Array(input.bytes), deadline: started + timeoutMs };
  return new Promise((resolve) => {
    let settled = false;
    const settle = (outcome: ExtractionOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      worker.removeAllListeners();
      // A dying worker can still emit an error; without a listener that would crash the process.
      worker.on('error', () => undefined);
      void worker.terminate();
      resolve(outcome);
    };
    // A parser exception escaping the worker, a stack overflow, or the heap limit (ERR_WORKER_OUT_OF_MEMORY).
    const broken = () => settle({ result: { ok: false, reason: 'corrupted' }, networkAttempts: [] });
    const timer = setTimeout(() => settle({ result: { ok: false, reason: 'timeout' }, networkAttempts: [] }), Math.max(0, job.deadline - Date.now()));
    worker.on('message', (message: ExtractionWorkerMessage) => {
      if (message.type === 'done') settle({ result: message.result, networkAttempts: message.networkAttempts });
    });
    worker.on('error', broken);
    worker.on('exit', broken);
    worker.postMessage(job, [job.bytes.buffer as ArrayBuffer]);
  });
}
