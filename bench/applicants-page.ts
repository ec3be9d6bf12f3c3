/*
 * Applicants page benchmark (issue 5): one posting with 100,000 applicants on the embedded database, and
 * the recruiter's paged call (POST /api/jobsearch/page) through the real HTTP server.
 *
 *   npm run bench:applicants-page [-- --applicants 100000 --requests 200 --vacuum]
 *   npm run bench:applicants-page -- --postgres postgres://user:pass@host:5432/postgres
 *   npm run bench:applicants-page -- --keep /tmp/bench-data --only "new each time"
 *
 * While iterating: `--keep <dir>` seeds the embedded database into that folder once and reuses it on the next runs
 * (new migrations apply to it as they would to a deployed one); `--only <text>` runs only the cases whose name
 * holds it. Neither changes what a case measures.
 *
 * With --postgres the same cases run on a new database of that PostgreSQL server (the role must be able to
 * create databases; the database is dropped at the end) instead of the embedded one.
 *
 * Prints p50 and p95 of the page call for an unfiltered page, a deep page, a rare search term, a common one
 * (repeated, as the list's refresh and paging repeat it, and new each time), a term of the notes, a mark
 * filter, a score range, the analysed CVs, the ones meeting every mandatory condition, the orders by date and by
 * name, words inside the CVs' text (rare, common, new each time), and
 * the stage filter, each one with one request at a time (one
 * recruiter) and four at once, and its throughput as a ratio
 * of the same server's GET /api/health throughput at the same concurrency (the ceiling: a call that does
 * nothing). Target: p95 < 30 ms.
 *
 * Every applicant has a CV text: one of the shared corpus's real CVs (read once with the product's reader) and a
 * line of its own, searched as the product searches it (decision 038).
 *
 * The seed is followed by ANALYZE, as the product's hourly upkeep of the embedded database does
 * (job-handlers.ts: PGlite has no autovacuum). `--vacuum` runs that upkeep itself, VACUUM included.
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readdirSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import pino from 'pino';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { insertPosting } from '../apps/api/src/modules/postings/postings.repository';
import { createAiEngine } from '../apps/api/src/engine/create-engine';
import { openPglite } from '../apps/api/src/platform/db/database';
import { createQueue } from '../apps/api/src/platform/queue/queue';
import { createLocalStorage } from '../apps/api/src/platform/storage/file-storage';
import { extractText } from '../apps/api/src/platform/documents/extract-text';
import { CORPUS_DIR } from '../apps/api/src/testing/corpus';
import { insertActivatedCompany } from '../apps/api/src/testing/seed';
import { createPostgresDatabase } from '../apps/api/src/testing/test-database';
import { freePort, startServerProcess } from '../apps/api/src/testing/server-process';

const { values } = parseArgs({
  options: {
    applicants: { type: 'string', default: '100000' },
    requests: { type: 'string', default: '200' },
    vacuum: { type: 'boolean', default: false },
    postgres: { type: 'string' },
    keep: { type: 'string' },
    only: { type: 'string' },
  },
});
const APPLICANTS = Number(values.applicants);
const REQUESTS = Number(values.requests);
/** One recruiter, then four requests at once (PGlite runs one query at a time: the others queue; PostgreSQL does not). */
const CONCURRENCY_LEVELS = [1, 4];

const dataDir = values.keep ?? mkdtempSync(join(tmpdir(), 'postula-bench-'));
if (values.keep && values.postgres) throw new Error('--keep is for the embedded database only');
/** What a kept seed needs to be used again (--keep). */
interface KeptSeed {
  companyId: number;
  email: string;
  password: string;
  postingId: number;
  marks: number[];
}
const keptFile = join(dataDir, 'seed.json');
const kept: KeptSeed | null = values.keep && existsSync(keptFile) ? (JSON.parse(readFileSync(keptFile, 'utf8')) as KeptSeed) : null;
// The seed (the CVs' text included) outlasts the server's idle timeouts: the connection the bench opened before
// it must still be open after it.
const KEEP_OPEN = { HTTP_IDLE_TIMEOUT_MS: '3600000', HTTP_KEEP_ALIVE_TIMEOUT_MS: '600000' };
const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...KEEP_OPEN });
const onPostgres = values.postgres ? await createPostgresDatabase(values.postgres, 'postula_bench') : null;
const database = onPostgres ?? openPglite(join(dataDir, 'pglite'));
if (!onPostgres) await database.migrate();
console.log(`database: ${onPostgres ? 'PostgreSQL' : 'embedded (PGlite)'}`);
// On PostgreSQL the API runs as it is deployed, in a process of its own (`npm start` with DATABASE_URL): the
// requests this process sends then do not share the server's event loop. PGlite lives inside the process that
// opened it, so the embedded server runs in this one, as `npm start` runs it with its database.
const server = onPostgres
  ? await startServerProcess({ DATABASE_URL: onPostgres.url, DATA_DIR: dataDir, EMBEDDED_WORKER: 'false', LOG_LEVEL: 'warn', ...KEEP_OPEN }, await freePort())
  : null;
const embedded = server ? null : await startEmbedded();
const base = server?.baseUrl ?? embedded!.base;

async function startEmbedded() {
  const queue = createQueue({ executeSql: database.executeSql });
  await queue.start();
  const ai = createAiEngine(config);
  const app = await buildApp({ config, database, queue, ai, storage: createLocalStorage(config.FILES_DIR), logger: pino({ level: 'silent' }) });
  return {
    base: await app.listen({ port: 0, host: '127.0.0.1' }),
    async close() {
      await app.close();
      await queue.close();
    },
  };
}

const company = kept ? { ...kept } : await insertActivatedCompany(database.db, { name: 'Bench' });
const posting = kept ? { id: kept.postingId } : await insertPosting(database.db, {
  companyId: company.companyId,
  position: 'Operario/a de depósito',
  tasks: 'Preparar pedidos.',
  mandatoryConditions: [],
  desirableConditions: [],
  maxCvs: 100_000,
  validUntil: '2099-12-31',
  language: 'es',
});
const login = await fetch(`${base}/api/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: company.email, password: company.password }),
});
const { token } = (await login.json()) as { token: string };
const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

const marks: number[] = kept ? [...kept.marks] : [];
for (const [nombre, color] of kept ? [] : ([['Entrevistar', '#16a34a'], ['Descartado', '#dc2626'], ['En duda', '#f59e0b']] as const)) {
  const created = await fetch(`${base}/api/settings/marks`, { method: 'POST', headers: auth, body: JSON.stringify({ nombre, color }) });
  if (!created.ok) throw new Error(`could not create a mark (${created.status}): is the marks API there?`);
  marks.push(((await created.json()) as { marca_id: number }).marca_id);
}

// The company's default stages (issue 18), read before the seed: a connection left idle through it is closed.
const stagesAnswer = await fetch(`${base}/api/settings/stages`, { headers: auth });
if (!stagesAnswer.ok) throw new Error(`could not read the stages (${stagesAnswer.status}): is the stages API there?`);
const [newStage, shortlisted, interview] = ((await stagesAnswer.json()) as { etapas: Array<{ etapa_id: number }> }).etapas.map((s) => s.etapa_id);

// The corpus's CVs, read once with the product's reader.
const cvTexts: string[] = [];
for (const name of readdirSync(join(CORPUS_DIR, 'cvs')).sort()) {
  const read = await extractText(new Uint8Array(readFileSync(join(CORPUS_DIR, 'cvs', name))));
  if (read.ok && read.text.length > 200) cvTexts.push(read.text);
}
const seedStart = Date.now();
const first = ['José', 'María', 'João', 'Ana', 'Lucía', 'Pedro', 'Sofía', 'Martín', 'Camila', 'Andrés', 'Valentina', 'Tomás'];
const last = ['Pérez', 'González', 'Silva', 'Rodríguez', 'Fernández', 'Souza', 'López', 'Martínez', 'Gómez', 'Oliveira'];
// 100,000 applicants in one statement each for files and applicants: names with and without accents,
// notes on one in ten, a mark on one in eight, a rare name on one in ten thousand, one office phone shared by
// one in fifty (the possible duplicates every page looks up).
if (!kept) {
  // Built once after the bulk writes, as CREATE INDEX sorts: row by row the GIN index takes several times longer.
  await database.executeSql('drop index applicant_search_words_idx');
  await database.executeSql(
    `insert into cv_files (company_id, posting_id, storage_key, original_name, kind, size_bytes, sha256)
     select $1, $2, 'cv/2026-01/' || lpad(to_hex(g), 8, '0') || '-0000-4000-8000-000000000000', 'cv.pdf', 'pdf', 1000, md5(g::text)
     from generate_series(1, $3) g`,
    [company.companyId, posting.id, APPLICANTS],
  );
  await database.executeSql(
    `insert into applications (company_id, posting_id, cv_file_id, analysis_state, name, email, phone, score, summary, notes, mark_id, analysed_at, mandatory_not_met, mandatory_met, stage_id)
     select $1, $2, f.id, 'done',
       case when f.id % 10000 = 7 then 'Zoe Xiloquén' else ($3::text[])[1 + f.id % 12] || ' ' || ($4::text[])[1 + (f.id / 12) % 10] end,
       'persona' || f.id || '@example.com',
       -- One in fifty gives the same office phone: 2,000 possible duplicates of one another.
       case when f.id % 50 = 0 then '+541140001234' else '+54911' || lpad(f.id::text, 8, '0') end,
       s.score,
       'Experiencia en depósitos y logística.',
       case when f.id % 10 = 0 then 'Llamar la semana próxima; buena actitud' end,
       case when f.id % 8 = 0 then ($5::int[])[1 + f.id % 3] end,
       now(),
       -- Half the scores up to 4 miss a mandatory condition (the cap, engine/score.ts).
       s.score <= 4 and f.id % 2 = 0,
       -- Of the rest, two in three have every mandatory condition confirmed met; one is left to confirm (decision 057).
       not (s.score <= 4 and f.id % 2 = 0) and f.id % 3 <> 0,
       -- The pipeline (issue 18): one in fifty in interview, one in five shortlisted, the rest new.
       case when f.id % 50 = 1 then $7::int when f.id % 5 = 0 then $6::int else $8::int end
     from cv_files f, lateral (select round((random() * 10)::numeric, 1) + 0 * f.id as score) s where f.posting_id = $2`,
    [company.companyId, posting.id, first, last, marks, shortlisted, interview, newStage],
  );
  // The CVs' text: the corpus's CVs in turn, each with a line of its own; a rare word in one CV in ten thousand.
  const textStart = Date.now();
  await database.executeSql(
    `insert into application_cv_texts (application_id, text)
     select a.id, ($2::text[])[1 + a.id % $3] || case when a.id % 10000 = 3 then ' Criogenia industrial.' else '' end
       || ' Referencia ' || a.id || ', legajo ' || md5(a.id::text)
     from applications a where a.posting_id = $1`,
    [posting.id, cvTexts, cvTexts.length],
  );
  await database.executeSql(
    `update applications a set cv_search = strip(to_tsvector('simple', f_unaccent(lower(t.text))))
     from application_cv_texts t where t.application_id = a.id and a.posting_id = $1`,
    [posting.id],
  );
  await database.executeSql('create index applicant_search_words_idx on applicant_search using gin (words) with (fastupdate = off)');
  const avgChars = cvTexts.reduce((n, t) => n + t.length, 0) / cvTexts.length;
  console.log(`CV texts: ${cvTexts.length} corpus CVs in turn, ${avgChars.toFixed(0)} characters on average, stored and indexed in ${((Date.now() - textStart) / 1000).toFixed(1)} s`);
  if (values.keep) {
    const seed: KeptSeed = { companyId: company.companyId, email: company.email, password: company.password, postingId: posting.id, marks };
    writeFileSync(keptFile, JSON.stringify(seed));
}
}
// Words of the corpus found in several CVs: a new CV-text search each time.
const documentFrequency = new Map<string, number>();
for (const text of cvTexts) {
  for (const word of new Set(text.toLowerCase().match(/\p{L}{7,}/gu) ?? [])) documentFrequency.set(word, (documentFrequency.get(word) ?? 0) + 1);
}
const cvWords = [...documentFrequency].filter(([, n]) => n >= 3 && n <= cvTexts.length / 2).map(([w]) => w).slice(0, 120);

// PostgreSQL's autovacuum would analyse the new rows within a minute; the bench does not wait for it.
if (values.vacuum) await (database.maintain ? database.maintain() : database.executeSql('vacuum (analyze) applications'));
else for (const table of ['applications', 'applicant_search']) await database.executeSql(`analyze ${table}`);
console.log(
  `seeded ${APPLICANTS} applicants in ${((Date.now() - seedStart) / 1000).toFixed(1)} s${values.vacuum ? ' (and vacuumed)' : ''}`,
);

interface Result {
  p50: number;
  p95: number;
  perSecond: number;
}

type Request = (index: number) => Promise<Response>;

/** `requests` requests, `concurrency` at a time; latencies and throughput. The caller warms up. */
async function measure(request: Request, concurrency: number, requests = REQUESTS): Promise<Result> {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests) {
        const index = next++;
        const t = performance.now();
        const response = await request(index);
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        latencies.push(performance.now() - t);
      }
    }),
  );
  const elapsed = performance.now() - started;
  latencies.sort((a, b) => a - b);
  return {
    p50: latencies[Math.floor(latencies.length * 0.5)]!,
    p95: latencies[Math.floor(latencies.length * 0.95)]!,
    perSecond: (latencies.length / elapsed) * 1000,
  };
}

type Filter = { nombre_o_notas: string; marcas: number[] } & Record<string, unknown>;
const page = (filtro: Filter, numero_pagina = 1, orden = 'calificacion') => () => pageOf(filtro, numero_pagina, orden);
const pageOf = (filtro: Filter, numero_pagina = 1, orden = 'calificacion') =>
  fetch(`${base}/api/jobsearch/page`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ evaluacion_id: posting.id, numero_pagina, cantidad_por_pagina: 20, filtro, orden }),
  });
const none = { nombre_o_notas: '', marcas: [] };

// Searches never asked before: a full name of the seed each time (120 of them), so every total is counted;
// in the second round the surname first, which finds the same people but is a new search for the cache.
const fullNames = first.flatMap((f) => last.map((l) => [f, l] as const));
let round = 0;
const fullName = (i: number) => {
  const [f, l] = fullNames[i % fullNames.length]!;
  return round === 0 ? `${f} ${l}` : `${l} ${f}`;
};
const allCases: Array<[string, Request, number?]> = [
  ['unfiltered, page 1', page({ nombre_o_notas: '', marcas: [] })],
  ['unfiltered, page 2500', page({ nombre_o_notas: '', marcas: [] }, 2500)],
  ['rare term "xiloquen"', page({ nombre_o_notas: 'xiloquen', marcas: [] })],
  ['common term "jose", repeated', page({ nombre_o_notas: 'jose', marcas: [] })],
  ['common terms, new each time', (i) => pageOf({ nombre_o_notas: fullName(i), marcas: [] }), fullNames.length],
  ['note term "semana proxima"', page({ nombre_o_notas: 'semana proxima', marcas: [] })],
  ['one mark', page({ nombre_o_notas: '', marcas: [marks[0]!] })],
  ['score 7 to 9', page({ ...none, calificacion_min: 7, calificacion_max: 9 })],
  ['score 7 to 9, page 500', page({ ...none, calificacion_min: 7, calificacion_max: 9 }, 500)],
  ['analysed only', page({ ...none, estados_analisis: ['analizado'] })],
  ['meets every mandatory condition', page({ ...none, cumple_obligatorias: true })],
  ['no mandatory condition unmet', page({ ...none, sin_obligatorias_incumplidas: true })],
  ['mandatory met, score 2 to 5', page({ ...none, cumple_obligatorias: true, calificacion_min: 2, calificacion_max: 5 })],
  ['by date, page 1', page(none, 1, 'fecha')],
  ['by name, page 1', page(none, 1, 'nombre')],
  ['by name, page 100', page(none, 100, 'nombre')],
  ['CV rare word "criogenia"', page({ ...none, nombre_o_notas: 'criogenia' })],
  ['CV common word "experiencia", repeated', page({ ...none, nombre_o_notas: 'experiencia' })],
  ['CV words, new each time', (i) => pageOf({ ...none, nombre_o_notas: cvWords[i % cvWords.length]!.slice(0, round === 0 ? 7 : 6) }), cvWords.length],
  // The stage filter and the board's columns: a common stage, a rare one, two at once, and a stage with a mark.
  ['one stage (78%)', page({ ...none, etapas: [newStage!] })],
  ['one stage (2%), page 10', page({ ...none, etapas: [interview!] }, 10)],
  ['two stages', page({ ...none, etapas: [shortlisted!, interview!] })],
  ['one stage and one mark', page({ nombre_o_notas: '', marcas: [marks[0]!], etapas: [shortlisted!] })],
];
const cases = allCases.filter(([name]) => !values.only || name.includes(values.only));
// Warm the whole path (JIT, caches) first, on every case (the ones not run too) but those whose point is to be new.
for (let i = 0; i < 10; i++) {
  await (await fetch(`${base}/api/health`)).arrayBuffer();
  for (const [name, request] of allCases) if (!name.includes('new each time')) await (await request(i)).arrayBuffer();
}
for (const concurrency of CONCURRENCY_LEVELS) {
  const health = await measure(() => fetch(`${base}/api/health`), concurrency);
  console.log(
    `\n${concurrency} at a time — GET /api/health: p50 ${health.p50.toFixed(1)} ms, ${health.perSecond.toFixed(0)} req/s (the ceiling)`,
  );
  for (const [name, request, requests] of cases) {
    const result = await measure(request, concurrency, requests);
    console.log(
      `POST /api/jobsearch/page, ${name}: p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms` +
        ` (target < 30), throughput ${(result.perSecond / health.perSecond).toFixed(2)} of health`,
    );
  }
  round++;
}

await embedded?.close();
await server?.kill('SIGTERM');
await database.close();
if (!values.keep) rmSync(dataDir, { recursive: true, force: true });
