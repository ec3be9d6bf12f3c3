/*
 * Applicants page benchmark (issue 5): one posting with 100,000 applicants on the embedded database, and
 * the recruiter's paged call (POST /api/jobsearch/page) through the real HTTP server.
 *
 *   npm run bench:applicants-page [-- --applicants 100000 --requests 200 --vacuum]
 *   npm run bench:applicants-page -- --postgres postgres://user:pass@host:5432/postgres
 *
 * With --postgres the same cases run on a new database of that PostgreSQL server (the role must be able to
 * create databases; the database is dropped at the end) instead of the embedded one.
 *
 * Prints p50 and p95 of the page call for an unfiltered page, a deep page, a rare search term, a common one
 * (repeated, as the list's refresh and paging repeat it, and new each time), a term of the notes and a mark
 * filter, each one with one request at a time (one recruiter) and four at once, and its throughput as a ratio
 * of the same server's GET /api/health throughput at the same concurrency (the ceiling: a call that does
 * nothing). Target: p95 < 30 ms.
 *
 * The seed is followed by ANALYZE, as the product's hourly upkeep of the embedded database does
 * (job-handlers.ts: PGlite has no autovacuum). `--vacuum` runs that upkeep itself, VACUUM included.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pino from 'pino';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { insertPosting } from '../apps/api/src/modules/postings/postings.repository';
import { createAiEngine } from '../apps/api/src/engine/create-engine';
import { openPglite } from '../apps/api/src/platform/db/database';
import { createQueue } from '../apps/api/src/platform/queue/queue';
import { createLocalStorage } from '../apps/api/src/platform/storage/file-storage';
import { insertActivatedCompany } from '../apps/api/src/testing/seed';
import { createPostgresDatabase } from '../apps/api/src/testing/test-database';
import { freePort, startServerProcess } from '../apps/api/src/testing/server-process';

const { values } = parseArgs({
  options: {
    applicants: { type: 'string', default: '100000' },
    requests: { type: 'string', default: '200' },
    vacuum: { type: 'boolean', default: false },
    postgres: { type: 'string' },
  },
});
const APPLICANTS = Number(values.applicants);
const REQUESTS = Number(values.requests);
/** One recruiter, then four requests at once (PGlite runs one query at a time: the others queue; PostgreSQL does not). */
const CONCURRENCY_LEVELS = [1, 4];

const dataDir = mkdtempSync(join(tmpdir(), 'postula-bench-'));
const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
const onPostgres = values.postgres ? await createPostgresDatabase(values.postgres, 'postula_bench') : null;
const database = onPostgres ?? openPglite(join(dataDir, 'pglite'));
if (!onPostgres) await database.migrate();
console.log(`database: ${onPostgres ? 'PostgreSQL' : 'embedded (PGlite)'}`);
// On PostgreSQL the API runs as it is deployed, in a process of its own (`npm start` with DATABASE_URL): the
// requests this process sends then do not share the server's event loop. PGlite lives inside the process that
// opened it, so the embedded server runs in this one, as `npm start` runs it with its database.
const server = onPostgres
  ? await startServerProcess({ DATABASE_URL: onPostgres.url, DATA_DIR: dataDir, EMBEDDED_WORKER: 'false', LOG_LEVEL: 'warn' }, await freePort())
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
      await queue.stop();
    },
  };
}

const company = await insertActivatedCompany(database.db, { name: 'Bench' });
const posting = await insertPosting(database.db, {
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

const marks: number[] = [];
for (const [nombre, color] of [['Entrevistar', '#16a34a'], ['Descartado', '#dc2626'], ['En duda', '#f59e0b']] as const) {
  const created = await fetch(`${base}/api/settings/marks`, { method: 'POST', headers: auth, body: JSON.stringify({ nombre, color }) });
  if (!created.ok) throw new Error(`could not create a mark (${created.status}): is the marks API there?`);
  marks.push(((await created.json()) as { marca_id: number }).marca_id);
}

// 100,000 applicants in one statement each for files and applicants: names with and without accents,
// notes on one in ten, a mark on one in eight, a rare name on one in ten thousand, one office phone shared by
// one in fifty (the possible duplicates every page looks up).
const seedStart = Date.now();
const first = ['José', 'María', 'João', 'Ana', 'Lucía', 'Pedro', 'Sofía', 'Martín', 'Camila', 'Andrés', 'Valentina', 'Tomás'];
const last = ['Pérez', 'González', 'Silva', 'Rodríguez', 'Fernández', 'Souza', 'López', 'Martínez', 'Gómez', 'Oliveira'];
await database.executeSql(
  `insert into cv_files (company_id, posting_id, storage_key, original_name, kind, size_bytes, sha256)
   select $1, $2, 'cv/2026-01/' || lpad(to_hex(g), 8, '0') || '-0000-4000-8000-000000000000', 'cv.pdf', 'pdf', 1000, md5(g::text)
   from generate_series(1, $3) g`,
  [company.companyId, posting.id, APPLICANTS],
);
await database.executeSql(
  `insert into applications (company_id, posting_id, cv_file_id, analysis_state, name, email, phone, score, summary, notes, mark_id, analysed_at)
   select $1, $2, f.id, 'done',
     case when f.id % 10000 = 7 then 'Zoe Xiloquén' else ($3::text[])[1 + f.id % 12] || ' ' || ($4::text[])[1 + (f.id / 12) % 10] end,
     'persona' || f.id || '@example.com',
     -- One in fifty gives the same office phone: 2,000 possible duplicates of one another.
     case when f.id % 50 = 0 then '+541140001234' else '+54911' || lpad(f.id::text, 8, '0') end,
     round((random() * 10)::numeric, 1),
     'Experiencia en depósitos y logística.',
     case when f.id % 10 = 0 then 'Llamar la semana próxima; buena actitud' end,
     case when f.id % 8 = 0 then ($5::int[])[1 + f.id % 3] end,
     now()
   from cv_files f where f.posting_id = $2`,
  [company.companyId, posting.id, first, last, marks],
);
// PostgreSQL's autovacuum would analyse the new rows within a minute; the bench does not wait for it.
if (values.vacuum) await (database.maintain ? database.maintain() : database.executeSql('vacuum (analyze) applications'));
else await database.executeSql('analyze applications');
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

const page = (filtro: { nombre_o_notas: string; marcas: number[] }, numero_pagina = 1) => () => pageOf(filtro, numero_pagina);
const pageOf = (filtro: { nombre_o_notas: string; marcas: number[] }, numero_pagina = 1) =>
  fetch(`${base}/api/jobsearch/page`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ evaluacion_id: posting.id, numero_pagina, cantidad_por_pagina: 20, filtro }),
  });

// Searches never asked before: a full name of the seed each time (120 of them), so every total is counted;
// in the second round the surname first, which finds the same people but is a new search for the cache.
const fullNames = first.flatMap((f) => last.map((l) => [f, l] as const));
let round = 0;
const fullName = (i: number) => {
  const [f, l] = fullNames[i % fullNames.length]!;
  return round === 0 ? `${f} ${l}` : `${l} ${f}`;
};
const cases: Array<[string, Request, number?]> = [
  ['unfiltered, page 1', page({ nombre_o_notas: '', marcas: [] })],
  ['unfiltered, page 2500', page({ nombre_o_notas: '', marcas: [] }, 2500)],
  ['rare term "xiloquen"', page({ nombre_o_notas: 'xiloquen', marcas: [] })],
  ['common term "jose", repeated', page({ nombre_o_notas: 'jose', marcas: [] })],
  ['common terms, new each time', (i) => pageOf({ nombre_o_notas: fullName(i), marcas: [] }), fullNames.length],
  ['note term "semana proxima"', page({ nombre_o_notas: 'semana proxima', marcas: [] })],
  ['one mark', page({ nombre_o_notas: '', marcas: [marks[0]!] })],
];
// Warm the whole path (JIT, caches) first, on every case but the one whose point is to be new.
for (let i = 0; i < 10; i++) {
  await (await fetch(`${base}/api/health`)).arrayBuffer();
  for (const [name, request] of cases) if (!name.includes('new each time')) await (await request(i)).arrayBuffer();
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
rmSync(dataDir, { recursive: true, force: true });
