import type { ChildProcess } from 'node:child_process';
import { availableParallelism } from 'node:os';
import type { ExtractionResult } from './extract-text';
import type { DocumentKind } from './sniff';
import { spawnModuleProcess, type ProcessLimits } from './spawn-module-process';

/*
 * A warm, bounded pool of extraction processes (decision 030). Each process reads documents one at a time,
 * under the memory limit it was started with, cut off from the network (extract-worker.ts). It is killed and
 * replaced when a document runs out of time, when it dies (a document ran it out of memory: 'too_large'), and
 * retired after any document it did not read cleanly (a failure, a network attempt, a built-in object
 * changed), after MAX_DOCUMENTS documents, once its memory grew past MAX_GROWTH_MB, or after IDLE_MS without a
 * document. Idle, a process does not keep the server alive.
 */

/** What a process is sent: the bytes, what sniffing found, and the moment it must have answered by. */
export interface ExtractionJob {
  bytes: Uint8Array;
  kind: DocumentKind;
  ocr: boolean;
  /** Epoch ms; OCR stops early enough to answer with what it has read by then. */
  deadline: number;
}

export type ParentMessage = { type: 'job'; id: number; job: ExtractionJob };

export type ExtractionWorkerMessage =
  | { type: 'ready'; dataBytes: number }
  | {
      type: 'done';
      id: number;
      result: ExtractionResult;
      /** Network calls the process's guard blocked while it read this document (network-guard.ts). */
      networkAttempts: string[];
      /** The process's data segment after reading it, what its data limit counts (serve-extraction-jobs.ts). */
      dataBytes: number;
      /** Nothing shared was changed and nothing tried the network between documents (serve-extraction-jobs.ts). */
      clean: boolean;
    };

export interface ExtractionOutcome {
  result: ExtractionResult;
  /** Network calls the guard blocked while this document was read; empty when parsing never tried. */
  networkAttempts: string[];
  /** The process that read it. */
  pid: number | undefined;
}

export interface ExtractionLimits {
  /** Wall-clock limit, counted from the moment the document has its process. */
  timeoutMs: number;
  /** The data limit of the process that reads it; past it the document ends as 'too_large'. */
  memoryMb: number;
}

export interface ExtractionPoolOptions {
  /** The processes' entry, by its path from this folder without extension. */
  module?: string;
  /** Processes at most, reading or waiting. */
  size?: number;
  /** Documents a process reads before it is replaced. */
  maxDocuments?: number;
  /** Growth of a process's data segment since it became ready, in MB, past which it is replaced. */
  maxGrowthMb?: number;
  /** How long a process that has read documents may wait for the next one before it is ended. */
  idleMs?: number;
}

export interface ExtractionPool {
  run(job: Omit<ExtractionJob, 'deadline'>, limits: ExtractionLimits): Promise<ExtractionOutcome>;
  /** Kills every process; documents being read end as 'too_large'. */
  close(): void;
}

/**
 * Documents one process reads before it is replaced. A new process costs about 2 s of a core: 0.5 s to start,
 * and its first hundred documents read at half speed while V8 compiles pdf.js's hot paths (measured: 46, then
 * 30, then 21 ms of CPU per corpus PDF over three rounds). Every one of them was read cleanly by then.
 */
const MAX_DOCUMENTS = 500;
/**
 * What a process may hold, beyond what it held when ready (about 150 MB), before it is replaced. Reading CVs,
 * a process settles 100 to 150 MB above that over its documents (V8's heap pages, the allocator's free lists,
 * compiled code); a large scan's OCR or a bloated document goes past it. Each document so starts with at least
 * DOCUMENT_MEMORY_MB less about 310 MB free (460 MB of the default 768), where a fresh process left about 620.
 */
const MAX_GROWTH_MB = 160;
/**
 * A warm process holds about 250 MB. One that has read nothing for this long is ended, and a fresh spare
 * (about 150 MB) waits instead: between bursts the server keeps little, and a burst warms its processes again.
 */
const IDLE_MS = 5 * 60_000;

const MB = 1024 * 1024;

function limitsFor(memoryMb: number): ProcessLimits {
  return { dataMb: memoryMb, heapMb: Math.max(64, Math.floor(memoryMb * 0.6)) };
}

/** Neither keeps the server alive nor has its output read (it prints nothing while waiting). */
function unref(child: ChildProcess) {
  child.unref();
  child.channel?.unref();
  for (const stream of [child.stdout, child.stderr]) (stream as { unref?: () => void } | null)?.unref?.();
}

function ref(child: ChildProcess) {
  child.ref();
  child.channel?.ref();
  for (const stream of [child.stdout, child.stderr]) (stream as { ref?: () => void } | null)?.ref?.();
}

interface Reading {
  id: number;
  answered(message: Extract<ExtractionWorkerMessage, { type: 'done' }>): void;
  /** The process ended (or could not be sent the document) before it answered. */
  ended(): void;
}

interface Reader {
  child: ChildProcess;
  memoryMb: number;
  /** Resolves once the parsers are loaded; rejects when the process ends before. */
  ready: Promise<void>;
  isReady: boolean;
  /** Its data segment once ready: what it holds before any document. */
  readyData: number;
  documents: number;
  reading: Reading | undefined;
  /** Ends it when it has waited IDLE_MS with no document. */
  idleTimer: NodeJS.Timeout | undefined;
  gone: boolean;
}

export function createExtractionPool(options: ExtractionPoolOptions = {}): ExtractionPool {
  const module = options.module ?? 'extract-worker';
  const size = Math.max(1, options.size ?? availableParallelism());
  const maxDocuments = options.maxDocuments ?? MAX_DOCUMENTS;
  const maxGrowthBytes = (options.maxGrowthMb ?? MAX_GROWTH_MB) * MB;
  const idleMs = options.idleMs ?? IDLE_MS;

  /** Every live process. */
  const readers: Reader[] = [];
  /** Processes with no document, the most recently used last (it is the warmest). */
  const idle: Reader[] = [];
  /** Documents waiting for a process, first come first served. */
  const waiting: Array<{ memoryMb: number; take(reader: Reader): void; fail(error: Error): void }> = [];
  /** The memory limit of the last document: a spare is started with it. */
  let lastMemoryMb: number | undefined;
  let jobs = 0;
  let closed = false;

  function forget(reader: Reader) {
    reader.gone = true;
    clearTimeout(reader.idleTimer);
    for (const list of [readers, idle]) {
      const index = list.indexOf(reader);
      if (index >= 0) list.splice(index, 1);
    }
  }

  function start(memoryMb: number): Reader {
    const child = spawnModuleProcess(module, limitsFor(memoryMb));
    // Parsers print warnings about the (hostile) documents they read; those belong to no log.
    child.stdout?.resume();
    child.stderr?.resume();
    unref(child);
    let readied!: () => void;
    let failed!: (error: Error) => void;
    const reader: Reader = {
      child,
      memoryMb,
      ready: new Promise<void>((resolve, reject) => {
        readied = resolve;
        failed = reject;
      }),
      isReady: false,
      readyData: 0,
      documents: 0,
      reading: undefined,
      idleTimer: undefined,
      gone: false,
    };
    // A spare that fails is reported to whoever takes it, never as an unhandled rejection.
    reader.ready.catch(() => undefined);
    child.on('message', (message: ExtractionWorkerMessage) => {
      if (message.type === 'ready') {
        reader.isReady = true;
        reader.readyData = message.dataBytes;
        readied();
      } else if (message.type === 'done' && reader.reading?.id === message.id) {
        reader.reading.answered(message);
      }
    });
    // Ended without answering: the data limit refused an allocation V8 could not survive (or the system's
    // out-of-memory killer stepped in). Nothing else ends it: parser exceptions are caught in the process.
    const ended = (cause: unknown) => {
      if (reader.gone) return;
      forget(reader);
      failed(new Error('The document extraction process could not start.', { cause }));
      reader.reading?.ended();
      dispatch();
    };
    child.on('error', ended);
    child.on('exit', ended);
    readers.push(reader);
    return reader;
  }

  function kill(reader: Reader) {
    forget(reader);
    reader.reading = undefined;
    // A dying process can still emit an error; its listener above stays, so none goes unhandled.
    reader.child.kill('SIGKILL');
  }

  /** An idle process with this limit: a ready one first, the most recently used of them. */
  function takeIdle(memoryMb: number): Reader | undefined {
    let index = idle.findLastIndex((reader) => reader.memoryMb === memoryMb && reader.isReady);
    if (index < 0) index = idle.findLastIndex((reader) => reader.memoryMb === memoryMb);
    const reader = index < 0 ? undefined : idle.splice(index, 1)[0];
    clearTimeout(reader?.idleTimer);
    return reader;
  }

  /** Gives waiting documents their processes, starting new ones while there is room, and keeps one spare. */
  function dispatch() {
    if (closed) return;
    while (waiting.length > 0) {
      const next = waiting[0]!;
      let reader = takeIdle(next.memoryMb);
      // An idle process started with another limit makes room for one with this limit.
      if (!reader && readers.length >= size && idle.length > 0) kill(idle[0]!);
      if (!reader && readers.length < size) reader = start(next.memoryMb);
      if (!reader) break;
      waiting.shift();
      next.take(reader);
    }
    // A spare waits warm while there is room, so the next document does not wait for a process to start.
    if (lastMemoryMb !== undefined && idle.length === 0 && readers.length < size) idle.push(start(lastMemoryMb));
  }

  function release(reader: Reader, retire: boolean) {
    reader.reading = undefined;
    if (retire) {
      kill(reader);
    } else {
      unref(reader.child);
      idle.push(reader);
      reader.idleTimer = setTimeout(() => {
        kill(reader);
        dispatch();
      }, idleMs);
      reader.idleTimer.unref();
    }
    dispatch();
  }

  async function run(input: Omit<ExtractionJob, 'deadline'>, limits: ExtractionLimits): Promise<ExtractionOutcome> {
    if (closed) throw new Error('The document extraction pool is closed.');
    const { timeoutMs, memoryMb } = limits;
    lastMemoryMb = memoryMb;
    const reader = await new Promise<Reader>((take, fail) => {
      waiting.push({ memoryMb, take, fail });
      dispatch();
    });
    // The time limit is for reading: waiting for a free process does not count, starting one does.
    const started = Date.now();
    // Held from now on (while it starts, too): someone is waiting for it.
    ref(reader.child);
    await reader.ready;
    const pid = reader.child.pid;
    // A copy of exactly these bytes: a Buffer can be a view into a larger pooled ArrayBuffer.
    const job: ExtractionJob = { ...input, bytes: new Uint8Array(input.bytes), deadline: started + timeoutMs };
    const id = ++jobs;
    return new Promise<ExtractionOutcome>((resolve) => {
      const timer = setTimeout(() => {
        kill(reader);
        dispatch();
        resolve({ result: { ok: false, reason: 'timeout' }, networkAttempts: [], pid });
      }, Math.max(0, job.deadline - Date.now()));
      reader.reading = {
        id,
        answered: (message) => {
          clearTimeout(timer);
          reader.documents++;
          const retire =
            !message.result.ok ||
            message.networkAttempts.length > 0 ||
            !message.clean ||
            reader.documents >= maxDocuments ||
            message.dataBytes - reader.readyData > maxGrowthBytes;
          release(reader, retire);
          resolve({ result: message.result, networkAttempts: message.networkAttempts, pid });
        },
        ended: () => {
          clearTimeout(timer);
          reader.reading = undefined;
          resolve({ result: { ok: false, reason: 'too_large' }, networkAttempts: [], pid });
        },
      };
      reader.child.send({ type: 'job', id, job } satisfies ParentMessage, (error) => {
        if (!error || !reader.reading) return;
        reader.reading.ended();
        kill(reader);
        dispatch();
      });
    });
  }

  return {
    run,
    close() {
      closed = true;
      for (const waiter of waiting.splice(0)) waiter.fail(new Error('The document extraction pool is closed.'));
      for (const reader of [...readers]) {
        const reading = reader.reading;
        kill(reader);
        reading?.ended();
      }
    },
  };
}
