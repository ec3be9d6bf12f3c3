import { readFileSync } from 'node:fs';
import type { ExtractionResult } from './extract-text';
import type { NetworkGuard } from './network-guard';
import { isOutOfMemory } from './out-of-memory';
import type { ExtractionJob, ExtractionWorkerMessage, ParentMessage } from './extraction-pool';

/*
 * The loop of an extraction process (extraction-pool.ts): it answers 'ready' once its parsers are loaded, then
 * reads the documents it is sent, one at a time, and answers each with its result, the network attempts made
 * while reading it, its memory, and whether it is still clean: the built-in objects every parser shares are as
 * they were when it became ready, and nothing tried the network between two documents. The pool sends a
 * process no further document after one that was not read cleanly.
 */

/** Reads one document; throws only for what the document did (a parser's error, an allocation refused). */
export type ReadDocument = (job: ExtractionJob) => Promise<ExtractionResult>;

/**
 * Every own property of the objects all code in the process shares, with its value: a parser that a document
 * tricked into writing to one of them (prototype pollution, a replaced global) changes this.
 */
const SHARED = [
  globalThis,
  Object.prototype,
  Array.prototype,
  Function.prototype,
  String.prototype,
  Number.prototype,
  Boolean.prototype,
  Symbol.prototype,
  Promise.prototype,
  RegExp.prototype,
  Map.prototype,
  Set.prototype,
  Error.prototype,
  Uint8Array.prototype,
  Object.getPrototypeOf(Uint8Array.prototype) as object,
  ArrayBuffer.prototype,
  JSON,
  Math,
  Reflect,
  Object,
  Array,
];

function sharedShape(): unknown[] {
  // Node defines some globals lazily (DecompressionStream, fetch's dispatcher): a getter that turns into a
  // value, or adds a global, when first read. Reading every global first makes that happen now, not inside a
  // document's reading.
  for (const key of Reflect.ownKeys(globalThis)) {
    try {
      Reflect.get(globalThis, key);
    } catch {
      // A getter that throws stays a getter; its descriptor is compared.
    }
  }
  const shape: unknown[] = [];
  for (const target of SHARED) {
    for (const key of Reflect.ownKeys(target)) {
      const descriptor = Reflect.getOwnPropertyDescriptor(target, key);
      shape.push(key, descriptor && ('value' in descriptor ? descriptor.value : descriptor.get));
    }
  }
  return shape;
}

function sameShape(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((value, i) => Object.is(value, b[i]));
}

/**
 * The process's data segment, what its data limit (RLIMIT_DATA, spawn-module-process.ts) counts: V8's heap pages,
 * ArrayBuffers, what the allocator keeps for reuse. Read from /proc on Linux; elsewhere the resident size.
 */
function dataBytes(): number {
  try {
    const kilobytes = /^VmData:\s+(\d+) kB/m.exec(readFileSync('/proc/self/status', 'latin1'))?.[1];
    if (kilobytes) return Number(kilobytes) * 1024;
  } catch {
    // No /proc.
  }
  return process.memoryUsage.rss();
}

export function serveExtractionJobs(guard: NetworkGuard, read: ReadDocument): void {
  const send = process.send?.bind(process);
  if (!send) throw new Error('An extraction process runs only as a child process with an IPC channel.');
  const post = (message: ExtractionWorkerMessage) => send(message);
  // Parsers fed hostile bytes leave rejected promises nobody awaits (pdf.js does on broken streams). The
  // awaited chain below reports the failures that matter; a stray one must not end the process first.
  process.on('unhandledRejection', () => undefined);
  // The server is gone (stopped, or killed): nothing is waiting for any document.
  process.on('disconnect', () => process.exit(0));

  // What the parsers left once loaded and warmed up is the shape every later document must leave too.
  const shape = sharedShape();
  // Attempts before the first document (loading, warming up) are nobody's; the guard starts counting afresh.
  guard.take();

  let chain = Promise.resolve();
  process.on('message', (message: ParentMessage) => {
    if (message.type !== 'job') return;
    // One document at a time, even if the pool ever sent two.
    chain = chain.then(async () => {
      // Anything that tried the network since the last document answered (a parser's leftover timer) did so
      // while no document was being read: the process is not clean, whatever this document does.
      const between = guard.take();
      const result = await Promise.resolve(message.job)
        .then(read)
        .catch(
        // The parsers' messages are about the document's insides; the reason is all the caller can use.
        (error: unknown): ExtractionResult => ({ ok: false, reason: isOutOfMemory(error) ? 'too_large' : 'corrupted' }),
      );
      const networkAttempts = guard.take();
      post({
        type: 'done',
        id: message.id,
        result,
        networkAttempts,
        dataBytes: dataBytes(),
        clean: between.length === 0 && sameShape(shape, sharedShape()),
      });
    });
  });
  post({ type: 'ready', dataBytes: dataBytes() });
}
