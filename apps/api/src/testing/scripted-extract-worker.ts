import { installNetworkGuard } from '../platform/documents/network-guard';
import { serveExtractionJobs } from '../platform/documents/serve-extraction-jobs';

/*
 * Process entry used only by extraction-pool.test.ts: the real loop of an extraction process (network guard,
 * per-document attempts, shared-object check) around a reader whose "documents" are scripts, so a test can
 * make a document do what a hostile one would: try the network, pollute a prototype, hold memory, never end.
 * Every document answers with the process's view of the state a previous document could have left.
 */

const guard = installNetworkGuard();
const held: Buffer[] = [];

serveExtractionJobs(guard, async (job) => {
  const script = Buffer.from(job.bytes).toString('utf8');
  if (script === 'network') {
    try {
      await fetch('http://127.0.0.1:9/');
    } catch {
      // Blocked by the guard, as a parser's attempt would be; the document still reads.
    }
  }
  if (script === 'pollute') Object.assign(Object.prototype, { polluted: 'yes' });
  if (script.startsWith('hold ')) held.push(Buffer.alloc(Number(script.slice(5)) * 1024 * 1024, 1));
  if (script === 'loop') for (;;);
  if (script === 'fail') throw new Error('unreadable');
  // What a later document could see of an earlier one.
  const seen = { polluted: ({} as { polluted?: string }).polluted ?? 'no', heldMb: held.reduce((sum, b) => sum + b.length, 0) / 1024 / 1024 };
  return { ok: true, kind: 'pdf', ocr: false, text: JSON.stringify({ script, ...seen }) };
});
