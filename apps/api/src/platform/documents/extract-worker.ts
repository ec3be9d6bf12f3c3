import type { ExtractionResult } from './extract-text';
import { buildPdf } from './minimal-pdf';
import { installNetworkGuard } from './network-guard';
import { isOutOfMemory } from './out-of-memory';
import type { ExtractionJob, ExtractionWorkerMessage } from './run-extraction-worker';

/*
 * Entry of an extraction worker process (started by run-extraction-worker.ts under a memory limit). The
 * network guard goes in first; the parsers are imported after it, before any document arrives, so a worker
 * can wait warm for its one document. Each worker reads one document and is then killed.
 */

const guard = installNetworkGuard();
// Parsers fed hostile bytes leave rejected promises nobody awaits (pdf.js does on broken streams). The
// awaited chain below reports the failures that matter; a stray one must not end the process first.
process.on('unhandledRejection', () => undefined);
const send = process.send?.bind(process);
if (!send) throw new Error('extract-worker.ts runs only as a child process with an IPC channel.');
// The server is gone (stopped, or killed): nothing is waiting for this document.
process.on('disconnect', () => process.exit(0));
const post = (message: ExtractionWorkerMessage) => send(message);

const [{ extractPdf }, { extractDocx }, { extractDoc }] = await Promise.all([
  import('./extract-pdf'),
  import('./extract-docx'),
  import('./extract-doc'),
]);

// A fresh process parses its first PDF several times slower than its later ones (cold JIT, lazy pdf.js
// set-up). Reading a tiny PDF of our own while waiting halves the time the real document then takes;
// no candidate's data is ever in the process before its document.
await extractPdf(buildPdf(['Warm-up', 'Curriculum vitae']), { ocr: false, deadline: Date.now() + 10_000 }).catch(() => undefined);

process.once('message', (job: ExtractionJob) => {
  const extract = (): Promise<ExtractionResult> =>
    job.kind === 'pdf'
      ? extractPdf(job.bytes, { ocr: job.ocr, deadline: job.deadline })
      : job.kind === 'docx'
        ? extractDocx(job.bytes)
        : extractDoc(job.bytes);
  extract()
    // The parsers' messages are about the document's insides; the reason is all the caller can use.
    .catch((error: unknown): ExtractionResult => ({ ok: false, reason: isOutOfMemory(error) ? 'too_large' : 'corrupted' }))
    .then((result) => post({ type: 'done', result, networkAttempts: guard.attempts() }));
});
post({ type: 'ready' });
