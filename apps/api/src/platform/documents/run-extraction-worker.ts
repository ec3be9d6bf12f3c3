import { availableParallelism } from 'node:os';
import { createExtractionPool, type ExtractionJob, type ExtractionOutcome, type ExtractionPool } from './extraction-pool';

/**
 * Memory one document may take, by default: about three times what the largest real CV of the corpus needs
 * (OCR of a scan, with its models, peaks near 300 MB), and a fraction of what a decompression bomb would take.
 */
export const DEFAULT_DOCUMENT_MEMORY_MB = 768;

/** Documents from this size on are read one at a time: a large file is what can need the most memory. */
const HEAVY_BYTES = 1024 * 1024;

/** The server's pool of extraction processes, started on first use (extraction-pool.ts). */
let pool: ExtractionPool | undefined;

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
  /** What the process that reads it may hold in memory; past it the document ends as 'too_large'. */
  memoryMb?: number;
}

/**
 * Reads one document in a process of the server's extraction pool, under a memory limit, cut off from the
 * network, and kills that process when it fails or runs out of time. A hostile file cannot leave state behind
 * for the next one: a process reads another document only after one it read cleanly (decision 030); killing
 * is the only way to stop a parser stuck in a loop; and a parser that exhausts its memory takes only its own
 * process down (the document then ends as 'too_large').
 */
export async function runExtractionWorker(input: Omit<ExtractionJob, 'deadline'>, limits: ExtractionLimits): Promise<ExtractionOutcome> {
  const { timeoutMs, memoryMb = DEFAULT_DOCUMENT_MEMORY_MB } = limits;
  // One process more than the cores: the analysis that a worker's spare slot runs for another company (decision 050)
  // finds a process free even while two slow documents hold the others. Idle processes end by themselves.
  pool ??= createExtractionPool({ size: availableParallelism() + 1 });
  const taken = pool;
  return inTurn(input.bytes.length >= HEAVY_BYTES, () => taken.run(input, { timeoutMs, memoryMb }));
}
