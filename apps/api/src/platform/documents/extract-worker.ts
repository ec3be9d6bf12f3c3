import { parentPort, workerData } from 'node:worker_threads';
import type { ExtractionResult } from './extract-text';
import { installNetworkGuard } from './network-guard';
import type { ExtractionJob, ExtractionWorkerMessage } from './run-extraction-worker';

/*
 * Entry of the extraction worker thread (started by run-extraction-worker.ts). The network guard goes
 * in first; the parsers are imported after it, and only the one this document needs.
 */

const guard = installNetworkGuard();
// Parsers fed hostile bytes leave rejected promises nobody awaits (pdf.js does on broken streams). The
// awaited chain below reports the failures that matter; a stray one must not kill the thread first.
process.on('unhandledRejection', () => undefined);
const job = workerData as ExtractionJob;
const port = parentPort;
if (!port) throw new Error('extract-worker.ts runs only as a worker thread.');
const post = (message: ExtractionWorkerMessage) => port.postMessage(message);

const extract: () => Promise<ExtractionResult> =
  job.kind === 'pdf'
    ? await import('./extract-pdf').then(({ extractPdf }) => () => extractPdf(job.bytes, { ocr: job.ocr, deadline: job.deadline }))
    : job.kind === 'docx'
      ? await import('./extract-docx').then(({ extractDocx }) => () => extractDocx(job.bytes))
      : await import('./extract-doc').then(({ extractDoc }) => () => extractDoc(job.bytes));
post({ type: 'ready' });

let result: ExtractionResult;
try {
  result = await extract();
} catch {
  // The parsers' messages are about the document's insides; the reason is all the caller can use.
  result = { ok: false, reason: 'corrupted' };
}
post({ type: 'done', result, networkAttempts: guard.attempts() });
