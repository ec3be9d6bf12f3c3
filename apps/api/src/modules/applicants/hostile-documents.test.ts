import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildDocx, deflatedZeros, paragraph, pdfWithContent } from '../../testing/document-fixtures';
import { corpusFile, createPosting, uploadCv, waitForAnalyses } from '../../testing/applicants';
import { processTreeRss, samplePeak } from '../../testing/process-memory';
import { seedCompany, type SeededCompany } from '../../testing/seed';
import { createTestApp, type TestApp } from '../../testing/test-app';

/*
 * Anonymous documents built to hurt everyone on the server (issue 13): one whose text makes reading it slow,
 * and decompression bombs. Sent through the real upload and analysed by the real workers, in this process.
 */

let t: TestApp;
let acme: SeededCompany;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_UPLOAD_LIMIT: '1000' });
  acme = await seedCompany(t, { name: 'Acme' });
  // Warm up what the first analysis of a process starts (document readers, analysis threads), so that what
  // follows measures the hostile documents and not a cold start.
  const warm = await createPosting(t, acme, { puesto: 'Calentamiento' });
  await uploadCv(t, { empresa_id: acme.companyId, evaluacion_id: warm, file: { bytes: corpusFile('cvs/srbhr__Resume-Matcher__john_doe.pdf'), name: 'cv.pdf' } });
  await waitForAnalyses(t, acme, warm, 1);
});
afterAll(async () => {
  await t?.close();
});

/** The time one GET /api/health takes over the network, in ms, as a client of the server sees it. */
async function healthMs(baseUrl: string): Promise<number> {
  const started = performance.now();
  const answer = await fetch(`${baseUrl}/api/health`);
  expect(answer.status).toBe(200);
  await answer.arrayBuffer();
  return performance.now() - started;
}

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(p * values.length))]!;

it('a 1 KB document of one endless line does not slow the server down while it is read', { timeout: 120_000 }, async () => {
  // "1 1 1 1 …": 60,000 short runs of digits on one line, each of them a phone number candidate. Reading its
  // contacts used to be quadratic and ran on the event loop: GET /api/health waited 7 s. A line of CV before it,
  // so that it is read as a CV (digits alone are an empty document) and its contacts are looked for.
  const docx = buildDocx({ bodyXml: paragraph('Ana Lima, vendedora con cinco años de experiencia en atención al público.') + paragraph('1 '.repeat(60_000)) });
  expect(docx.length).toBeLessThan(2048);
  const postingId = await createPosting(t, acme, { puesto: 'Vendedor' });

  const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const before: number[] = [];
  for (let i = 0; i < 50; i++) before.push(await healthMs(baseUrl));

  const answer = await uploadCv(t, { empresa_id: acme.companyId, evaluacion_id: postingId, file: { bytes: docx, name: 'cv.docx' } });
  expect(answer.status).toBe(200);
  const during: number[] = [];
  let analysed = false;
  const waiting = waitForAnalyses(t, acme, postingId, 1).then((applicants) => {
    analysed = true;
    return applicants;
  });
  while (!analysed) during.push(await healthMs(baseUrl));
  const [applicant] = await waiting;

  // It was read (to the end, within its limits), and the server answered all along as fast as before.
  expect(applicant!.analisis.estado).toBe('done');
  expect(during.length).toBeGreaterThan(20);
  const beforeMedian = percentile(before, 0.5);
  const beforeP95 = percentile(before, 0.95);
  const seen = JSON.stringify({ beforeMedian, beforeP95, duringMedian: percentile(during, 0.5), slowest: Math.max(...during), samples: during.length });
  // Typical answers as fast as before (measured: the same, ±20%).
  expect(percentile(during, 0.5) / beforeMedian, seen).toBeLessThan(3);
  // No answer waited for the reading: one that did would be thousands of times the usual (seconds against about
  // 1 ms). The slowest seen is a few tens of times the usual (a database write, starting a reader process).
  expect(Math.max(...during) / beforeMedian, seen).toBeLessThan(500);
});

it('two PDF bombs that inflate to 1 GB each end as too_large, adding a small fraction of that to the memory in use', { timeout: 120_000 }, async () => {
  const gigabyte = 1024 * 1024 * 1024;
  const bomb = pdfWithContent(deflatedZeros(gigabyte), '/FlateDecode');
  expect(bomb.length).toBeLessThan(1.1 * 1024 * 1024);
  const postingId = await createPosting(t, acme, { puesto: 'Analista' });

  const base = processTreeRss();
  const sampling = samplePeak();
  const answers = await Promise.all(
    ['bomba-1.pdf', 'bomba-2.pdf'].map((name, i) =>
      uploadCv(t, { empresa_id: acme.companyId, evaluacion_id: postingId, ip: `198.51.100.${i + 1}`, file: { bytes: bomb, name } }),
    ),
  );
  expect(answers.map((a) => a.status)).toEqual([200, 200]);
  const applicants = await waitForAnalyses(t, acme, postingId, 2);
  const added = sampling.stop() - base;

  expect(applicants.map((a) => [a.analisis.estado, a.analisis.motivo])).toEqual([
    ['failed', 'too_large'],
    ['failed', 'too_large'],
  ]);
  // Two gigabytes inflated were gigabytes resident (about 1.2 GB added per file). Now each reading stops counting
  // at its cap and keeps nothing; what is added is mostly the reader processes started for the next documents.
  expect(added, `added ${Math.round(added / 1e6)} MB`).toBeLessThan((2 * gigabyte) / 4);
});
