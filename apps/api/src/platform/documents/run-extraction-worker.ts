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
 * Runs one extraction in a fresh worker thread and terminates it when it answers, fails or runs out
 * of time. A fresh thread per document: a hostile file cannot leave state behind for the next one, and
 * terminating is the only way to stop a parser stuck in a loop.
 */
export function runExtractionWorker(input: Omit<ExtractionJob, 'deadline'>, timeoutMs: number): Promise<ExtractionOutcome> {
  // A copy of exactly these bytes, moved to the worker: a Buffer can be a view into a larger pooled
  // ArrayBuffer, and cloning the view would clone all of it.
  const job: ExtractionJob = { ...input, bytes: new Uint8Array(input.bytes), deadline: Date.now() + timeoutMs };
  const worker = spawnWorker(job);
  return new Promise((resolve, reject) => {
    let ready = false;
    let settled = false;
    const settle = (done: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      worker.removeAllListeners();
      // A dying worker can still emit an error; without a listener that would crash the process.
      worker.on('error', () => undefined);
      void worker.terminate();
      done();
    };
    const broken = (cause: unknown) =>
      settle(() =>
        // Before "ready" nothing of the document has been parsed: the installation is broken, not the file.
        ready ? resolve({ result: { ok: false, reason: 'corrupted' }, networkAttempts: [] }) : reject(new Error('The document extraction worker could not start.', { cause })),
      );
    const timer = setTimeout(() => settle(() => resolve({ result: { ok: false, reason: 'timeout' }, networkAttempts: [] })), timeoutMs);
    worker.on('message', (message: ExtractionWorkerMessage) => {
      if (message.type === 'ready') ready = true;
      else if (message.type === 'done') settle(() => resolve({ result: message.result, networkAttempts: message.networkAttempts }));
    });
    // A parser exception escaping the worker, a stack overflow, or the heap limit (ERR_WORKER_OUT_OF_MEMORY).
    worker.on('error', broken);
    worker.on('exit', (code) => broken(new Error(`The extraction worker exited with code ${code}.`)));
  });
}

function spawnWorker(job: ExtractionJob): Worker {
  const worker = spawnModuleWorker('extract-worker', {
    workerData: job,
    transferList: [job.bytes.buffer as ArrayBuffer],
    resourceLimits: RESOURCE_LIMITS,
    // Parsers print warnings about the (hostile) documents they read; those belong to no log.
    stdout: true,
    stderr: true,
  });
  worker.stdout.resume();
  worker.stderr.resume();
  return worker;
}
