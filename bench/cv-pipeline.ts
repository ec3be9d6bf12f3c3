/*
 * CV pipeline benchmark (issue 4): every CV of ../shared/corpus/cvs through the real upload call and the
 * real analysis workers on the embedded database.
 *
 *   npm run bench:cv-pipeline [-- --rounds 3]
 *
 * Prints:
 * - text extraction: our time (sniffing, a reading process of the pool, limits, normalisation) against
 *   `pdftotext` (poppler) on the same PDFs, measured in this run, with an idle pause before each and back to
 *   back; the ratio is ours / pdftotext, against the 2x target of issue 17;
 * - the whole pipeline: CVs analysed per second with the default worker concurrency (the first 42 CVs sent
 *   at once, against the target of 5 per second, then every CV), and the median and p95 time from the
 *   upload's answer to the analysis stored.
 * Needs `pdftotext` (apt-get install poppler-utils) for the ratio.
 *
 * With `--postgres postgres://user:pass@host:5432/postgres` (a role that may create databases) it also runs
 * the pipeline as it runs at scale (support/worker-scaling.ts): an API process and 1, then 2 worker processes
 * on a new database of that server, one CV at a time per worker, each worker pinned to a core of its own and
 * then free, and prints CVs per second, how busy the cores were, and the ratio of two workers to one
 * (target ≥ 1.8). Pinning needs `taskset` (util-linux).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pino from 'pino';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { startWorkers } from '../apps/api/src/job-handlers';
import { countUnfinishedAnalyses, findForAnalysis } from '../apps/api/src/modules/applicants/analysis/analysis.repository';
import { createAiEngine } from '../apps/api/src/engine/create-engine';
import { openPglite } from '../apps/api/src/platform/db/database';
import { extractText } from '../apps/api/src/platform/documents/extract-text';
import { createMailer } from '../apps/api/src/platform/mail/mailer';
import { createQueue } from '../apps/api/src/platform/queue/queue';
import { createLocalStorage } from '../apps/api/src/platform/storage/file-storage';
import { insertActivatedCompany } from '../apps/api/src/testing/seed';
import { insertPosting } from '../apps/api/src/modules/postings/postings.repository';
import { CONSENT_VERSION } from '@postula/contract/applicants';
import { uploadToOwnPosting } from './support/upload';
import { measureWorkerScaling } from './support/worker-scaling';

const { values } = parseArgs({
  options: { rounds: { type: 'string', default: '3' }, postgres: { type: 'string' }, only: { type: 'string' } },
});
/** `--only flood` runs the flood case alone (section 2c); `--only pipeline` the throughput and latency cases. */
const only = values.only;
const rounds = Math.max(1, Number(values.rounds));
const corpus = new URL('../../shared/corpus/cvs/', import.meta.url);
const files = readdirSync(corpus).filter((f) => !f.startsWith('.')).sort();
if (files.length === 0) throw new Error('no CVs in ../shared/corpus/cvs');

const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;
const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
};
const fmt = (n: number) => n.toFixed(1);

// 1. Text extraction against pdftotext, PDF by PDF, alternating to share any machine noise, two ways: with the
// machine left idle for a moment before each of ours, as between candidates, and back to back, as in a burst.
// Ours is the whole call the analysis makes: sniffing, the copy to a reading process of the pool, reading,
// normalising, the answer; pdftotext's includes starting its process. The first round of the first way is the
// pool's new process reading these PDFs for the first time: V8 is still compiling pdf.js's hot paths, which
// takes about a hundred documents; it is printed apart from the rounds after it.
const EXTRACTION_TARGET = 2;
const pdfs = files.filter((f) => f.endsWith('.pdf'));
const hasPdftotext = spawnSync('pdftotext', ['-v']).status === 0;
await extractText(readFileSync(new URL(pdfs[0]!, corpus))); // start the pool
/** Our time and pdftotext's per PDF, in ms, for each round. */
async function extractionRounds(pauseMs: number): Promise<Array<{ ours: number; poppler: number }>> {
  const perRound = [];
  for (let round = 0; round < rounds; round++) {
    let ours = 0;
    let poppler = 0;
    for (const file of pdfs) {
      const bytes = readFileSync(new URL(file, corpus));
      if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
      let start = process.hrtime.bigint();
      const result = await extractText(bytes);
      ours += ms(start);
      if (!result.ok) throw new Error(`${file}: ${result.reason}`);
      if (hasPdftotext) {
        start = process.hrtime.bigint();
        execFileSync('pdftotext', ['-q', '-enc', 'UTF-8', new URL(file, corpus).pathname, '-']);
        poppler += ms(start);
      }
    }
    perRound.push({ ours: ours / pdfs.length, poppler: poppler / pdfs.length });
  }
  return perRound;
}
const compared = (measured: Array<{ ours: number; poppler: number }>) => {
  const ours = measured.reduce((sum, r) => sum + r.ours, 0) / measured.length;
  const poppler = measured.reduce((sum, r) => sum + r.poppler, 0) / measured.length;
  if (!hasPdftotext) return `ours ${fmt(ours)} ms per PDF (no pdftotext: apt-get install poppler-utils)`;
  const ratio = ours / poppler;
  return `ours ${fmt(ours)} ms, pdftotext ${fmt(poppler)} ms per PDF: ${ratio.toFixed(2)}x (${ratio <= EXTRACTION_TARGET ? 'within' : 'over'} the ${EXTRACTION_TARGET}x target)`;
};
if (!only) {
  console.log(`text extraction, ${pdfs.length} PDFs x ${rounds}:`);
  const idle = await extractionRounds(700);
  console.log(`  idle 700 ms before each, round 1 (a new process's first pass): ${compared(idle.slice(0, 1))}`);
  if (rounds > 1) console.log(`  idle 700 ms before each, rounds 2-${rounds}: ${compared(idle.slice(1))}`);
  console.log(`  back to back, ${rounds} rounds: ${compared(await extractionRounds(0))}`);
}

// 2. The whole pipeline through HTTP on the embedded database, workers in the same process.
const dataDir = mkdtempSync(join(tmpdir(), 'postula-bench-'));
const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', PUBLIC_UPLOAD_LIMIT: '100000' });
const database = openPglite(join(dataDir, 'pglite'));
await database.migrate();
const queue = createQueue({ executeSql: database.executeSql });
await queue.start();
const logger = pino({ level: 'silent' });
const mailer = createMailer({ from: config.MAIL_FROM, logger });
const ai = createAiEngine(config);
const storage = createLocalStorage(config.FILES_DIR);
const stopWorkers = await startWorkers({ config, database, queue, mailer, ai, storage });
const app = await buildApp({ config, database, queue, ai, storage });
const address = await app.listen({ port: 0, host: '127.0.0.1' });

const company = await insertActivatedCompany(database.db, { name: 'Bench' });

/** Uploads one CV to a posting of its own, and says when the upload answered. */
async function upload(file: string): Promise<{ postingId: number; answeredAt: number }> {
  const { postingId } = await uploadToOwnPosting({ db: database.db, companyId: company.companyId, baseUrl: address, corpus, file });
  return { postingId, answeredAt: Date.now() };
}

async function allAnalysed() {
  while ((await countUnfinishedAnalyses(database.db)) > 0) await new Promise((resolve) => setTimeout(resolve, 10));
}

if (only !== 'flood') {
  // 2a. Latency: one upload at a time, as candidates usually arrive.
  const latencies: number[] = [];
  let nextApplicationId = 1;
  for (let round = 0; round < rounds; round++) {
    for (const file of files) {
      const { answeredAt } = await upload(file);
      await allAnalysed();
      const found = await findForAnalysis(database.db, nextApplicationId++);
      if (found?.application.analysisState !== 'done') throw new Error(`${file} was not analysed`);
      latencies.push(found.application.analysedAt!.getTime() - answeredAt);
    }
  }
  console.log(`pipeline, one upload at a time, ${files.length} CVs x ${rounds}:`);
  console.log(`  upload answered -> analysis stored: median ${fmt(quantile(latencies, 0.5))} ms, p95 ${fmt(quantile(latencies, 0.95))} ms`);

  // 2b. Throughput: the first 42 CVs sent at once (issue 17's measure), then every CV at once, analysed by the
  // workers at their default concurrency.
  const BURST_TARGET = 5;
  const burst = files.slice(0, 42);
  const burstRates: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const started = Date.now();
    await Promise.all(burst.map((file) => upload(file)));
    await allAnalysed();
    burstRates.push((burst.length / (Date.now() - started)) * 1000);
  }
  console.log(`pipeline, ${burst.length} CVs sent at once x ${rounds} (concurrency ${config.ANALYSIS_CONCURRENCY}):`);
  console.log(
    `  ${burstRates.map(fmt).join(', ')} CVs per second (median ${fmt(quantile(burstRates, 0.5))}; ${Math.min(...burstRates) >= BURST_TARGET ? 'every one at or above' : 'not all at'} the target of ${BURST_TARGET})`,
  );
  const burstStart = Date.now();
  await Promise.all(Array.from({ length: rounds }, () => files).flat().map((file) => upload(file)));
  await allAnalysed();
  const burstMs = Date.now() - burstStart;
  console.log(`pipeline, ${files.length * rounds} CVs sent at once (concurrency ${config.ANALYSIS_CONCURRENCY}):`);
  console.log(`  ${fmt(((files.length * rounds) / burstMs) * 1000)} CVs per second`);
}

// 2c. The flood of issue 33: one company's public link receives CVs whose reading nears the 30 s limit (a scanned
// 1.1 MB PDF of ../shared/corpus/hostile, read by OCR), one after another; meanwhile another company's candidates send
// ordinary CVs, one every few seconds. Measured: from each of those uploads' answer to its analysis stored. First
// come, first served, one took 147 s (issue 33); shared fairly (decision 052) the target is 10 s at p95.
if (only !== 'pipeline') {
  const FLOOD_TARGET_MS = 10_000;
  const slowPdf = readFileSync(new URL('../../shared/corpus/hostile/mozilla__pdf.js__issue7229.pdf', import.meta.url));
  const flooded = await insertPosting(database.db, {
    companyId: company.companyId,
    position: 'Enfermero/a',
    tasks: 'Cuidado de pacientes.',
    mandatoryConditions: [],
    desirableConditions: [],
    maxCvs: 500,
    validUntil: '2099-12-31',
    language: 'es',
  });
  const other = await insertActivatedCompany(database.db, { name: 'Other' });
  const floodUpload = async () => {
    const form = new FormData();
    form.set('empresa_id', String(company.companyId));
    form.set('evaluacion_id', String(flooded.id));
    form.set('consentimiento', CONSENT_VERSION);
    form.set('file', new Blob([slowPdf]), 'cv.pdf');
    const response = await fetch(`${address}/api/applicant/upload`, { method: 'POST', body: form });
    if (!response.ok) throw new Error(`flood upload answered ${response.status}`);
  };
  const waits: number[] = [];
  const samples = Math.max(6, rounds * 3);
  for (let i = 0; i < 6; i++) await floodUpload();
  for (let i = 0; i < samples; i++) {
    const file = files[(i * 7) % files.length]!;
    const { postingId } = await uploadToOwnPosting({ db: database.db, companyId: other.companyId, baseUrl: address, corpus, file });
    const answeredAt = Date.now();
    for (;;) {
      const { rows } = await database.executeSql('select analysis_state, analysed_at from applications where posting_id = $1', [postingId]);
      const row = rows[0] as { analysis_state: string; analysed_at: Date | null } | undefined;
      if (row && row.analysis_state !== 'pending' && row.analysis_state !== 'processing') {
        waits.push(new Date(row.analysed_at ?? Date.now()).getTime() - answeredAt);
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    // The flood goes on: one more slow CV for each ordinary one, then a pause as between candidates.
    await floodUpload();
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  const p95 = quantile(waits, 0.95);
  console.log(`flood: 6 + ${samples} slow CVs (about 28 s each) to one company's posting, ${samples} ordinary CVs of another company meanwhile:`);
  console.log(
    `  upload answered -> analysis stored: median ${fmt(quantile(waits, 0.5))} ms, p95 ${fmt(p95)} ms, worst ${fmt(Math.max(...waits))} ms (${p95 <= FLOOD_TARGET_MS ? 'within' : 'over'} the ${FLOOD_TARGET_MS / 1000} s target)`,
  );
}

stopWorkers();
await app.close();
await queue.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });

// 3. At scale: PostgreSQL, an API process and separate worker processes. Each worker on a core of its own
// (as a container with one CPU would run it), then free to use every core.
if (values.postgres) {
  for (const pin of [true, false]) {
    const scaling = await measureWorkerScaling({ adminUrl: values.postgres, corpus, files, workerCounts: [1, 2], concurrency: 1, rounds, pin });
    console.log(
      `pipeline on PostgreSQL, ${files.length} CVs x ${rounds} sent to an API process, analysed by warm worker processes (one CV at a time each), ` +
        (pin ? 'each worker on a core of its own:' : 'every worker free to use every core:'),
    );
    for (const { workers, perSecond, busy } of scaling.perSecond) {
      console.log(`  ${workers} worker${workers > 1 ? 's' : ''}: ${fmt(perSecond)} CVs per second, the machine's ${cpus().length} cores ${Math.round(busy * 100)}% busy`);
    }
    const [one, two] = scaling.perSecond;
    console.log(
      `  two workers / one: ${(two!.perSecond / one!.perSecond).toFixed(2)} (target >= 1.8); CVs per busy core-second: ${fmt(one!.perSecond / one!.busy / cpus().length)} and ${fmt(two!.perSecond / two!.busy / cpus().length)}`,
    );
  }
}
