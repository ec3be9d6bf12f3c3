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

/**
 * Heavy documents of one sender wait for one another; light ones, and other senders' heavy ones, go straight on. One
 * line for every heavy document made a large CV of one company wait behind another company's flood of large, slow
 * scans (49 s in bench:cv-pipeline's flood, decision 052); per sender, a flood of large files is still read one at a
 * time, and the memory of heavy documents read at once is bounded by the analyses running at once, as for light ones.
 */
const heavyLines = new Map<string, Promise<unknown>>();
function inTurn<T>(heavy: boolean, sender: string, run: () => Promise<T>): Promise<T> {
  if (!heavy) return run();
  const turn = (heavyLines.get(sender) ?? Promise.resolve()).then(run, run);
  const settled = turn.catch(() => undefined);
  heavyLines.set(sender, settled);
  // The line is forgotten once empty, so senders do not pile up in the map.
  void settled.then(() => {
    if (heavyLines.get(sender) === settled) heavyLines.delete(sender);
  });
  return turn;
}

export interface ExtractionLimits {
  timeoutMs: number;
  /** What the process that reads it may hold in memory; past it the document ends as 'too_large'. */
  memoryMb?: number;
  /** Whose document it is: a sender's large documents are read one at a time (inTurn). */
  sender?: string;
}

/**
 * Reads one document in a process of the server's extraction pool, under a memory limit, cut off from the
 * network, and kills that process when it fails or runs out of time. A hostile file cannot leave state behind
 * for the next one: a process reads another document only after one it read cleanly (decision 030); killing
 * is the only way to stop a parser stuck in a loop; and a parser that exhausts its memory takes only its own
 * process down (the document then ends as 'too_large').
 */
export async function runExtractionWorker(input: Omit<ExtractionJob, 'deadline'>, limits: ExtractionLimits): Promise<ExtractionOutcome> {
  const { timeoutMs, memoryMb = DEFAULT_DOCUMENT_MEMORY_MB, sender = '' } = limits;
  // One process more than the cores: the analysis that a worker's spare slot runs for another company (decision 052)
  // finds a process free even while two slow documents hold the others. Idle processes end by themselves.
  pool ??= createExtractionPool({ size: availableParallelism() + 1 });
  const taken = pool;
  return inTurn(input.bytes.length >= HEAVY_BYTES, sender, () => taken.run(input, { timeoutMs, memoryMb }));
}
