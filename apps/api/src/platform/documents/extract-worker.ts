import { parentPort } from 'node:worker_threads';
import type { ExtractionResult } from './extract-text';
import { buildPdf } from './minimal-pdf';
import { installNetworkGuard } from './network-guard';
import type { ExtractionJob, ExtractionWorkerMessage } from './run-extraction-worker';

/*
 * Entry of an extraction worker thread (started by run-extraction-worker.ts). The network guard goes in
 * first; the parsers are imported after it, before any document arrives, so a worker can wait warm for
 * its one document. Each worker reads one document and is then terminated.
 */

const guard = installNetworkGuard();
// Parsers fed hostile bytes leave rejected promises nobody awaits (pdf.js does on broken streams). The
// awaited chain below reports the failures that matter; a stray one must not kill the thread first.
process.on('unhandledRejection', () => undefined);
const port = parentPort;
if (!port) throw new Error('extract-worker.ts runs only as a worker thread.');
const post = (message: ExtractionWorkerMessage) => port.postMessage(message);

const [{ extractPdf }, { extractDocx }, { extractDoc }] = await Promise.all([
  import('./extract-pdf'),
  import('./extract-docx'),
  import('./extract-doc'),
]);

// A fresh thread parses its first PDF several times slower than its later ones (cold JIT, lazy pdf.js
// set-up). Reading a tiny PDF of our own while waiting halves the time the real document then takes;
// no candidate's data is ever in the thread before its document.
await extractPdf(buildPdf(['Warm-up', 'Curriculum vitae']), { ocr: false, deadline: Date.now() + 10_000 }).catch(() => undefined);

port.once('message', (job: ExtractionJob) => {
  const extract = (): Promise<ExtractionResult> =>
    job.kind === 'pdf'
      ? extractPdf(job.bytes, { ocr: job.ocr, deadline: job.deadline })
      : job.kind === 'docx'
        ? extractDocx(job.bytes)
        : extractDoc(job.bytes);
  extract()
    // The parsers' messages are about the document's insides; the reason is all the caller can use.
    .catch((): ExtractionResult => ({ ok: false, reason: 'corrupted' }))
    .then((result) => post({ type: 'done', result, networkAttempts: guard.attempts() }));
});
post({ type: 'ready' });
