import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface ProcessLimits {
  /**
   * The process's data limit (RLIMIT_DATA) in MB: what it may write of memory, V8's heap, ArrayBuffers and
   * WebAssembly memories together. Unlike an address-space limit it leaves alone the gigabytes V8 and
   * WebAssembly reserve without using, so Node starts under it; unlike a worker thread's resourceLimits
   * it also bounds ArrayBuffers, where parsers keep decoded streams and images.
   */
  dataMb: number;
  /** V8's old generation, below dataMb, so running out of heap is V8's own clean abort. */
  heapMb: number;
}

/**
 * Starts a Node.js process on a module, by its path from this folder without extension,, with an IPC channel that
 * carries typed arrays, stdout and stderr piped, under `limits`. From TypeScript sources (tsx in production,
 * Vitest in tests) the child loads tsx's loader first; from compiled JavaScript the module runs as it is.
 * `sh` applies the limit and then becomes Node (exec), so the child's pid is Node's.
 */
export function spawnModuleProcess(moduleName: string, limits: ProcessLimits, args: readonly string[] = []): ChildProcess {
  const typescript = import.meta.url.endsWith('.ts');
  const entry = fileURLToPath(new URL(`./${moduleName}.${typescript ? 'ts' : 'js'}`, import.meta.url));
  // Under a heap limit of less than 2 GB V8 lets the heap grow by less than its usual factor of 4 between major
  // collections: reading PDFs under 460 MB took half as much CPU time again, in major GCs. The limit itself
  // still holds; only the collections between are spaced as without it.
  const nodeArgs = [`--max-old-space-size=${limits.heapMb}`, '--heap-growing-percent=300', ...(typescript ? ['--import', import.meta.resolve('tsx')] : []), entry];
  // `ulimit -d` is POSIX sh; where a system refuses it the document is still read, bounded by the other limits.
  const script = `ulimit -d ${Math.round(limits.dataMb * 1024)} 2>/dev/null; exec "$0" "$@"`;
  return spawn('/bin/sh', ['-c', script, process.execPath, ...nodeArgs, ...args], {
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    serialization: 'advanced',
  });
}
