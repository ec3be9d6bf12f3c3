import { deflateSync } from 'node:zlib';
import { afterAll, describe, expect, test } from 'vitest';
import { corpusFile } from '../../testing/corpus';
import { lzwZeros, pdfWithContent } from '../../testing/document-fixtures';
import { createExtractionPool, type ExtractionOutcome, type ExtractionPool } from './extraction-pool';

/*
 * The pool reuses a process only for a document after one it read cleanly, and replaces it otherwise (decision
 * 030). Real processes throughout: the real extraction process for real documents, and for what no real
 * document does on demand (try the network, pollute a prototype, hold memory) the same loop around a scripted
 * reader (testing/scripted-extract-worker.ts).
 */

const TIMEOUT = 120_000;
const pools: ExtractionPool[] = [];
afterAll(() => {
  for (const pool of pools) pool.close();
});

function pool(options: Parameters<typeof createExtractionPool>[0]): ExtractionPool {
  const created = createExtractionPool(options);
  pools.push(created);
  return created;
}

const LIMITS = { timeoutMs: 30_000, memoryMb: 512 };

/** Whether a process of that pid still exists two seconds on (a killed one is gone once the pool has reaped it). */
async function alive(pid: number | undefined): Promise<boolean> {
  for (let i = 0; i < 40; i++) {
    try {
      process.kill(pid!, 0);
    } catch {
      return false;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}

describe('scripted documents', () => {
  /** A pool of one process for one test, so that what a test sees is its own documents' doing. */
  const scripted = (maxDocuments = 100, idleMs?: number) => {
    const created = pool({ module: '../../testing/scripted-extract-worker', size: 1, maxDocuments, maxGrowthMb: 64, ...(idleMs ? { idleMs } : {}) });
    return (script: string, limits = LIMITS) => created.run({ bytes: new Uint8Array(Buffer.from(script)), kind: 'pdf', ocr: false }, limits);
  };
  const seen = (outcome: ExtractionOutcome) => (outcome.result.ok ? (JSON.parse(outcome.result.text) as { script: string; polluted: string; heldMb: number }) : outcome.result.reason);

  test(
    'one process reads several documents, and is replaced after maxDocuments',
    async () => {
      const run = scripted(3);
      const outcomes = [];
      for (const script of ['one', 'two', 'three', 'four']) outcomes.push(await run(script));
      expect(outcomes.map((outcome) => seen(outcome))).toEqual(['one', 'two', 'three', 'four'].map((script) => ({ script, polluted: 'no', heldMb: 0 })));
      const [first, second, third, fourth] = outcomes.map((outcome) => outcome.pid);
      expect([second, third]).toEqual([first, first]);
      expect(fourth).not.toBe(first);
      expect(await alive(first)).toBe(false);
    },
    TIMEOUT,
  );

  test(
    'the network attempts of one document are its own: the next one, read by a new process, reports none',
    async () => {
      const run = scripted();
      const normal = await run('normal');
      const trying = await run('network');
      expect(trying.networkAttempts).toEqual(['fetch']);
      expect(seen(trying)).toEqual({ script: 'network', polluted: 'no', heldMb: 0 });
      expect(trying.pid).toBe(normal.pid);
      const next = await run('after');
      expect(next.networkAttempts).toEqual([]);
      expect(seen(next)).toEqual({ script: 'after', polluted: 'no', heldMb: 0 });
      expect(next.pid).not.toBe(trying.pid);
      expect(await alive(trying.pid)).toBe(false);
    },
    TIMEOUT,
  );

  test(
    'a document that changes a built-in object leaves it to no one: its process is replaced',
    async () => {
      const run = scripted();
      const polluting = await run('pollute');
      expect(polluting.result.ok).toBe(true);
      const next = await run('after');
      expect(next.pid).not.toBe(polluting.pid);
      expect(seen(next)).toEqual({ script: 'after', polluted: 'no', heldMb: 0 });
    },
    TIMEOUT,
  );

  test(
    'a process whose memory grew past the limit is replaced; one that failed a document too',
    async () => {
      const run = scripted();
      const holding = await run('hold 128');
      expect(seen(holding)).toEqual({ script: 'hold 128', polluted: 'no', heldMb: 128 });
      const next = await run('after');
      expect(next.pid).not.toBe(holding.pid);
      expect(seen(next)).toEqual({ script: 'after', polluted: 'no', heldMb: 0 });

      const failing = await run('fail');
      expect(failing.result).toEqual({ ok: false, reason: 'corrupted' });
      expect((await run('after')).pid).not.toBe(failing.pid);
    },
    TIMEOUT,
  );

  test(
    'a process that waited too long for its next document is ended; the next one is read by a fresh process',
    async () => {
      const run = scripted(100, 500);
      const first = await run('one');
      // Still there right after its document (process.kill with signal 0 only checks).
      expect(() => process.kill(first.pid!, 0)).not.toThrow();
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(await alive(first.pid)).toBe(false);
      const next = await run('two');
      expect(seen(next)).toEqual({ script: 'two', polluted: 'no', heldMb: 0 });
      expect(next.pid).not.toBe(first.pid);
    },
    TIMEOUT,
  );

  test(
    'a document that never ends is cut at its time limit, its process killed, and the next one read by another',
    async () => {
      const run = scripted();
      const warm = await run('warm');
      const looping = await run('loop', { ...LIMITS, timeoutMs: 1_000 });
      expect(looping.result).toEqual({ ok: false, reason: 'timeout' });
      expect(looping.pid).toBe(warm.pid);
      expect(await alive(looping.pid)).toBe(false);
      const next = await run('after');
      expect(seen(next)).toEqual({ script: 'after', polluted: 'no', heldMb: 0 });
      expect(next.pid).not.toBe(looping.pid);
    },
    TIMEOUT,
  );
});

describe('real documents', () => {
  const real = pool({ size: 1 });
  const read = (bytes: Uint8Array, limits = LIMITS) => real.run({ bytes, kind: 'pdf', ocr: true }, limits);
  const cv = corpusFile('cvs/bjherger__ResumeParser__john_smith.pdf');
  const other = corpusFile('cvs/srbhr__Resume-Matcher__john_doe.pdf');

  test(
    'after a document that ran out of time, and one that ran its process out of memory, the next CV is read whole by a new process',
    async () => {
      const first = await read(cv);
      const second = await read(other);
      expect(first.result.ok && first.result.text).toContain('sresume@kent.edu');
      expect(second.result.ok && second.result.text).toContain('john.doe@email.com');
      // Read by the same process, and nothing of the first CV in the second's text.
      expect(second.pid).toBe(first.pid);
      expect(second.result.ok && second.result.text).not.toContain('kent.edu');

      const late = await read(cv, { ...LIMITS, timeoutMs: 1 });
      expect(late.result).toEqual({ ok: false, reason: 'timeout' });
      expect(await alive(late.pid)).toBe(false);
      const afterTimeout = await read(other);
      expect(afterTimeout.pid).not.toBe(late.pid);
      expect(afterTimeout.result).toEqual(second.result);

      // A bomb no count sees: pdf.js inflates it until the data limit stops the process.
      const bomb = pdfWithContent(deflateSync(lzwZeros(1024 * 1024 * 1024)), '[/FlateDecode /LZWDecode]');
      const exhausted = await read(bomb);
      expect(exhausted.result).toEqual({ ok: false, reason: 'too_large' });
      expect(exhausted.pid).toBe(afterTimeout.pid);
      expect(await alive(exhausted.pid)).toBe(false);
      const afterBomb = await read(cv);
      expect(afterBomb.pid).not.toBe(exhausted.pid);
      expect(afterBomb.result).toEqual(first.result);
    },
    TIMEOUT,
  );
});
