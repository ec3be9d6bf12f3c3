import { buildPdf } from './minimal-pdf';
import { installNetworkGuard } from './network-guard';
import { serveExtractionJobs } from './serve-extraction-jobs';

/*
 * Entry of an extraction process (started by extraction-pool.ts under a memory limit). The network guard goes
 * in first; the parsers are imported after it, before any document arrives, so a process waits warm for its
 * documents. It reads them one at a time (serve-extraction-jobs.ts) until the pool replaces it.
 */

const guard = installNetworkGuard();
// pdf.js inflates Flate streams through DecompressionStream when there is one: in Node a web stream over zlib,
// where every chunk of every stream is a round of promises and a trip to libuv's thread pool. Without it
// pdf.js inflates in JavaScript, at once: a CV's streams are small, and reading the corpus PDFs took about a
// quarter less time, a tenth less CPU.
Reflect.deleteProperty(globalThis, 'DecompressionStream');

const [{ extractPdf }, { extractDocx }, { extractDoc }] = await Promise.all([
  import('./extract-pdf'),
  import('./extract-docx'),
  import('./extract-doc'),
]);

// A fresh process parses its first PDF several times slower than its later ones (cold JIT, lazy pdf.js
// set-up). Reading a tiny PDF of our own while waiting halves the time the first real document then takes;
// no candidate's data is ever in the process before its first document.
await extractPdf(buildPdf(['Warm-up', 'Curriculum vitae']), { ocr: false, deadline: Date.now() + 10_000 }).catch(() => undefined);

serveExtractionJobs(guard, (job) =>
  job.kind === 'pdf' ? extractPdf(job.bytes, { ocr: job.ocr, deadline: job.deadline }) : job.kind === 'docx' ? extractDocx(job.bytes) : extractDoc(job.bytes),
);
