/*
 * The candidate's pages on a phone (issue 17): what they download before they can be used, and Lighthouse's
 * mobile performance score, through the real API server on the embedded database.
 *
 *   npm run build && npm run bench:candidate-page [-- --runs 3]
 *
 * It builds nothing: it serves apps/web/dist as it is. It seeds a company with an open posting and an applicant
 * with an analysed CV, an interview and a private link, then, for the upload page (by the posting's public link,
 * as its QR code opens it), the interview page and the candidate's private page (/my-application?t=, issue 19):
 *
 * - opens the page in Debian's Chromium (/usr/bin/chromium) as a phone, with an empty cache, and adds up the
 *   bytes of script and style it received (as sent: Brotli) from the first request until the page could be
 *   used: the CV picker shown (upload), the first answer box (interview) or the first of the private page's
 *   actions, the download of the candidate's data (private page). Counted from the browser's own
 *   Resource Timing entries; the files behind it are listed, and the same sum is computed from the build
 *   (e2e/support/candidate-build.ts) as a cross-check. Ceiling: 80 KB.
 * - runs Lighthouse (mobile form factor, its default simulated slow 4G and 4x slower CPU, headless) `--runs`
 *   times and prints each performance score and the range. Target: at least 95.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { promisify } from 'node:util';
import { chromium } from '@playwright/test';
import { CONSENT_VERSION } from '@postula/contract/applicants/intake';
import { MY_DATA_EXPORT_PATH } from '@postula/contract/applicants/my-data';
import { insertPosting } from '../apps/api/src/modules/postings/postings.repository';
import { issueAccessLink } from '../apps/api/src/modules/privacy/access-link';
import { insertInterview } from '../apps/api/src/modules/screening/screening.repository';
import { insertActivatedCompany } from '../apps/api/src/testing/seed';
import { CEILING_BYTES, DIST_DIR, pageLoad, type CandidatePageName } from '../e2e/support/candidate-build';
import { startEmbeddedApp } from './support/embedded-app';

const CHROMIUM = '/usr/bin/chromium';
const LIGHTHOUSE = join(import.meta.dirname, '../node_modules/.bin/lighthouse');
const TARGET_SCORE = 95;

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const RUNS = Number(values.runs);

if (!existsSync(join(DIST_DIR, 'candidate/upload.html'))) {
  console.error('No build of the candidate pages in apps/web/dist: run `npm run build` first.');
  process.exit(1);
}

const { database, base, close } = await startEmbeddedApp({ webDistDir: DIST_DIR });

// A posting as a recruiter writes one, and an applicant of it with an analysed CV, consent to the notice, an
// interview of four questions and a private link.
const company = await insertActivatedCompany(database.db, { name: 'Distribuidora del Sur' });
const posting = await insertPosting(database.db, {
  companyId: company.companyId,
  position: 'Operario/a de depósito',
  tasks:
    'Recepción y control de mercadería, armado de pedidos con lector de códigos, carga y descarga de camiones, ' +
    'orden y limpieza del sector, inventarios periódicos y registro de movimientos en el sistema del depósito.',
  mandatoryConditions: ['Experiencia en depósitos'],
  desirableConditions: ['Manejo de autoelevador'],
  maxCvs: 100,
  validUntil: '2099-12-31',
  language: 'es',
});
const insertedId = async (sql: string, values: unknown[]) => ((await database.executeSql(sql, values)).rows[0] as { id: number }).id;
const fileId = await insertedId(
  `insert into cv_files (company_id, posting_id, storage_key, original_name, kind, size_bytes, sha256)
   values ($1, $2, 'cv/bench/0001', 'cv.pdf', 'pdf', 1000, md5('bench')) returning id`,
  [company.companyId, posting.id],
);
const conditions = [
  {
    condition: 'Experiencia en depósitos',
    kind: 'mandatory',
    verdict: 'met',
    evidence: 'Operaria de depósito en Logística Norte (2019–2024): recepción, picking y control de stock.',
    reason: 'El CV muestra cinco años de trabajo en depósitos.',
  },
  { condition: 'Manejo de autoelevador', kind: 'desirable', verdict: 'unclear', evidence: null, reason: 'El CV no lo menciona.' },
];
const applicationId = await insertedId(
  `insert into applications (company_id, posting_id, cv_file_id, analysis_state, name, email, score, summary, conditions,
     engine, analysed_at, consent_version, consent_at)
   values ($1, $2, $3, 'done', 'Ana Gómez', 'ana.gomez@example.com', 8.2,
     'Cinco años como operaria de depósito: recepción, armado de pedidos y control de stock.', $4::jsonb,
     'embedded', now(), $5, now()) returning id`,
  [company.companyId, posting.id, fileId, JSON.stringify(conditions), CONSENT_VERSION],
);
const token = 'bench-interview-token-0123456789abcdef';
await insertInterview(database.db, {
  companyId: company.companyId,
  postingId: posting.id,
  applicationId,
  token,
  questions: [
    '¿Cuándo podrías empezar a trabajar?',
    '¿Qué experiencia tenés en depósitos?',
    '¿Manejaste autoelevador? ¿Tenés carnet?',
    '¿Podés trabajar en turnos rotativos?',
  ].map((pregunta, index) => ({ numero: index + 1, pregunta, tipo: 'general' as const })),
});

// The candidate's private link, as the thank-you page and the confirmation e-mail give it.
const privateLink = await issueAccessLink(database.db, base, applicationId);

const pages: { name: CandidatePageName; url: string; usable: string }[] = [
  // The posting's public link (the QR code's), which leads to the upload page.
  { name: 'upload', url: `${base}/${company.companyId}/${posting.id}`, usable: 'input[type="file"]' },
  { name: 'interview', url: `${base}/interview?iv=${token}`, usable: 'textarea' },
  { name: 'my-data', url: privateLink, usable: `a[href*="${MY_DATA_EXPORT_PATH}"]` },
];

interface Downloaded {
  file: string;
  bytes: number;
}

/**
 * Opens `url` as a phone with an empty cache and answers the script and style it received before `usable` showed:
 * the Resource Timing entries that started before that moment, with their encoded (as sent) body sizes.
 */
async function downloadedBeforeUse(url: string, usable: string): Promise<{ files: Downloaded[]; later: Downloaded[]; encodings: Set<string> }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'es-ES' });
    const page = await context.newPage();
    const encodings = new Set<string>();
    page.on('response', (response) => {
      if (/\.(?:js|css)$/.test(new URL(response.url()).pathname)) encodings.add(response.headers()['content-encoding'] ?? 'none');
    });
    // The moment the page can be used, taken in the page itself as soon as the element is there. (A string:
    // tsx would wrap a function's inner functions in a helper the page does not have.)
    await page.addInitScript(`
      new MutationObserver((records, observer) => {
        if (!document.querySelector(${JSON.stringify(usable)})) return;
        window.usableAt = performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    `);
    await page.goto(url);
    await page.locator(usable).first().waitFor({ state: 'attached' });
    // The page has settled (the modals' code loads when the browser is idle): all of it is in the timing list.
    await page.waitForLoadState('networkidle');
    const entries = await page.evaluate(() => {
      const usableAt = (window as unknown as { usableAt: number }).usableAt;
      return performance
        .getEntriesByType('resource')
        .map((entry) => entry as PerformanceResourceTiming)
        .filter((entry) => /\.(?:js|css)$/.test(new URL(entry.name).pathname))
        .map((entry) => ({ url: entry.name, start: entry.startTime, bytes: entry.encodedBodySize, before: entry.startTime <= usableAt }));
    });
    const downloaded = (entry: (typeof entries)[number]) => ({ file: new URL(entry.url).pathname.slice(1), bytes: entry.bytes });
    return {
      files: entries.filter((entry) => entry.before).map(downloaded),
      later: entries.filter((entry) => !entry.before).map(downloaded),
      encodings,
    };
  } finally {
    await browser.close();
  }
}

interface LighthouseRun {
  score: number;
  metrics: Record<string, number>;
}

async function lighthouse(url: string): Promise<LighthouseRun> {
  const { stdout } = await promisify(execFile)(
    LIGHTHOUSE,
    [url, '--only-categories=performance', '--output=json', '--output-path=stdout', '--quiet', '--chrome-flags=--headless=new --no-sandbox'],
    { env: { ...process.env, CHROME_PATH: CHROMIUM }, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(stdout) as {
    categories: { performance: { score: number } };
    audits: Record<string, { numericValue?: number }>;
  };
  const metric = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round(report.categories.performance.score * 100),
    metrics: {
      FCP: metric('first-contentful-paint'),
      LCP: metric('largest-contentful-paint'),
      TBT: metric('total-blocking-time'),
      CLS: metric('cumulative-layout-shift'),
      SI: metric('speed-index'),
    },
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

try {
  for (const { name, url, usable } of pages) {
    console.log(`\n${name} page: ${url.replace(base, '')}`);
    const { files, later, encodings } = await downloadedBeforeUse(url, usable);
    const total = files.reduce((sum, file) => sum + file.bytes, 0);
    for (const file of files) console.log(`  ${file.file.padEnd(42)} ${String(file.bytes).padStart(6)} B`);
    for (const file of later) console.log(`  ${file.file.padEnd(42)} ${String(file.bytes).padStart(6)} B, after: when idle`);
    console.log(`  content-encoding of the scripts and styles: ${[...encodings].join(', ')}`);
    const built = [...pageLoad(name).brotliBytes.values()].reduce((sum, bytes) => sum + bytes, 0);
    console.log(
      `  script and style before use: ${kb(total)} (${total} B) against the ${kb(CEILING_BYTES)} ceiling: ${total <= CEILING_BYTES ? 'within' : 'OVER'}` +
        ` (by the build's .br files, with the largest language's texts: ${kb(built)})`,
    );

    const runs: LighthouseRun[] = [];
    for (let run = 0; run < RUNS; run++) {
      const result = await lighthouse(url);
      runs.push(result);
      const metrics = Object.entries(result.metrics)
        .map(([id, value]) => `${id} ${id === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ms`}`)
        .join(', ');
      console.log(`  Lighthouse mobile run ${run + 1}: performance ${result.score} (${metrics})`);
    }
    const scores = runs.map((run) => run.score);
    const low = Math.min(...scores);
    console.log(
      `  Lighthouse mobile performance: ${low}–${Math.max(...scores)} over ${RUNS} runs against the target of ${TARGET_SCORE}: ${low >= TARGET_SCORE ? 'met' : 'NOT met'}`,
    );
  }
} finally {
  await close();
}
