import type { ChildProcess } from 'node:child_process';
import type { ExtractionResult } from './extract-text';
import type { DocumentKind } from './sniff';
import { spawnModuleProcess, type ProcessLimits } from './spawn-module-process';

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
 * Memory one document may take, by default: about three times what the largest real CV of the corpus needs
 * (OCR of a scan, with its models, peaks near 300 MB), and a fraction of what a decompression bomb would take.
 */
export const DEFAULT_DOCUMENT_MEMORY_MB = 768;

/** Documents from this size on are read one at a time in a process: a large file is what can need the most memory. */
const HEAVY_BYTES = 1024 * 1024;

/**
 * Workers started ahead of need, parsers loaded, each waiting for its one document. Starting a process and
 * loading pdf.js takes ~0.5 s; a warm one answers a CV in the time parsing takes.
 */
const SPARE_WORKERS = 2;

interface StartingWorker {
  memoryMb: number;
  process: ChildProcess;
  /** Resolves once its parsers are loaded. */
  ready: Promise<ChildProcess>;
}
const spares: StartingWorker[] = [];

function limitsFor(memoryMb: number): ProcessLimits {
  return { dataMb: memoryMb, heapMb: Math.max(64, Math.floor(memoryMb * 0.6)) };
}

/** A new worker; idle, it does not keep the server's process alive. */
function startWorker(memoryMb: number): StartingWorker {
  const worker = spawnModuleProcess('extract-worker', limitsFor(memoryMb));
  // Parsers print warnings about the (hostile) documents they read; those belong to no log.
  worker.stdout?.resume();
  worker.stderr?.resume();
  idle(worker);
  const ready = new Promise<ChildProcess>((resolve, reject) => {
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
  return { memoryMb, process: worker, ready };
}

/** An idle worker neither keeps the process alive nor has its output read (it prints nothing while waiting). */
function idle(worker: ChildProcess) {
  worker.unref();
  worker.channel?.unref();
  for (const stream of [worker.stdout, worker.stderr]) (stream as { unref?: () => void } | null)?.unref?.();
}

function busy(worker: ChildProcess) {
  worker.ref();
  worker.channel?.ref();
  for (const stream of [worker.stdout, worker.stderr]) (stream as { ref?: () => void } | null)?.ref?.();
}

function takeWorker(memoryMb: number): StartingWorker {
  const index = spares.findIndex((spare) => spare.memoryMb === memoryMb);
  const worker = index >= 0 ? spares.splice(index, 1)[0]! : startWorker(memoryMb);
  while (spares.filter((spare) => spare.memoryMb === memoryMb).length < SPARE_WORKERS) spares.push(startWorker(memoryMb));
  return worker;
}

/** Heavy documents wait for one another; light ones go straight on. */
let heavyQueue: Promise<unknown> = Promise.resolve();
function inTurn<T>(heavy: boolean, run: () => Promise<T>): Promise<T> {
  if (!heavy) return run();
  const turn = heavyQueue.then(run, run);
  heavyQueue = turn.catch(() => undefined);
  return turn;
}

export interface ExtractionLimits {
  timeoutMs: number;
  /** What the worker process may hold in memory; past it the document ends as 'too_large'. */
  memoryMb?: number;
}

/**
 * Runs one extraction in a worker process of its own, under a memory limit, and kills it when it answers,
 * fails or runs out of time. One process per document: a hostile file cannot leave state behind for the next
 * one, killing is the only way to stop a parser stuck in a loop, and a parser that exhausts its memory takes
 * only its own process down (the document then ends as 'too_large').
 */
export async function runExtractionWorker(input: Omit<ExtractionJob, 'deadline'>, limits: ExtractionLimits): Promise<ExtractionOutcome> {
  const { timeoutMs, memoryMb = DEFAULT_DOCUMENT_MEMORY_MB } = limits;
  return inTurn(input.bytes.length >= HEAVY_BYTES, async () => {
    // The time limit is for reading: waiting for a heavy document's turn does not count.
    const started = Date.now();
    const taken = takeWorker(memoryMb);
    // Held from now on (while it starts, too): someone is waiting for it.
    busy(taken.process);
    const worker = await taken.ready;
    // A copy of exactly these bytes: a Buffer can be a view into a larger pooled ArrayBuffer.
    const job: ExtractionJob = { ...input, bytes: new Uint8Array(input.bytes), deadline: started + timeoutMs };
    return new Promise<ExtractionOutcome>((resolve) => {
      let settled = false;
      const settle = (outcome: ExtractionOutcome) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        worker.removeAllListeners();
        // A dying worker can still emit an error; without a listener that would crash the server.
        worker.on('error', () => undefined);
        worker.kill('SIGKILL');
        resolve(outcome);
      };
      // Ended without answering: the data limit refused an allocation V8 could not survive (or the system's
      // out-of-memory killer stepped in). Nothing else ends it: parser exceptions are caught in the worker.
      const died = () => settle({ result: { ok: false, reason: 'too_large' }, networkAttempts: [] });
      const timer = setTimeout(
        () => settle({ result: { ok: false, reason: 'timeout' }, networkAttempts: [] }),
        Math.max(0, job.deadline - Date.now()),
      );
      worker.on('message', (message: ExtractionWorkerMessage) => {
        if (message.type === 'done') settle({ result: message.result, networkAttempts: message.networkAttempts });
      });
      worker.on('error', died);
      worker.on('exit', died);
      worker.send(job, (error) => {
        if (error) died();
      });
    });
  });
}
