/*
 * Dashboard benchmark (issue 18, decision 035): one company with many postings and applicants on the embedded
 * database, and the recruiter's list with its counts (GET /api/jobsearch) through the real HTTP server.
 *
 *   npm run bench:dashboard [-- --postings 300 --applicants 100000 --requests 200]
 *
 * The applicants are spread over the postings, created over the last 30 days; the recruiter opened half of the
 * postings 10 days ago (their "new" counts the applicants since), one in ten has a re-score under way. Prints
 * p50 and p95 of the call, one request at a time and four at once.
 */
import { parseArgs } from 'node:util';
import { insertActivatedCompany } from '../apps/api/src/testing/seed';
import { startEmbeddedApp } from './support/embedded-app';

const { values } = parseArgs({
  options: {
    postings: { type: 'string', default: '300' },
    applicants: { type: 'string', default: '100000' },
    requests: { type: 'string', default: '200' },
    explain: { type: 'boolean', default: false },
  },
});
const POSTINGS = Number(values.postings);
const APPLICANTS = Number(values.applicants);
const REQUESTS = Number(values.requests);

const { database, base, close } = await startEmbeddedApp();

const company = await insertActivatedCompany(database.db, { name: 'Bench' });
const seedStart = Date.now();
await database.executeSql(
  `insert into job_postings (company_id, position, tasks, mandatory_conditions, desirable_conditions, max_cvs, valid_until, language,
     closed_at, rescore_total, created_at)
   select $1, 'Puesto ' || g, 'Tareas.', '[]', '[]', 100000, (case when g % 7 = 0 then '2020-01-01' else '2099-12-31' end)::date, 'es',
     case when g % 5 = 0 then now() end, case when g % 10 = 0 then 50 else 0 end, now() - make_interval(days => g % 60)
   from generate_series(1, $2) g`,
  [company.companyId, POSTINGS],
);
await database.executeSql(
  `insert into cv_files (company_id, posting_id, storage_key, original_name, kind, size_bytes, sha256)
   select $1, p.id, 'cv/2026-01/' || lpad(to_hex(g), 8, '0') || '-0000-4000-8000-000000000000', 'cv.pdf', 'pdf', 1000, md5(g::text)
   from generate_series(1, $2) g
   join (select id, row_number() over (order by id) - 1 as n from job_postings where company_id = $1) p on p.n = g % $3`,
  [company.companyId, APPLICANTS, POSTINGS],
);
await database.executeSql(
  `insert into applications (company_id, posting_id, cv_file_id, analysis_state, score, rescoring, created_at, analysed_at)
   select $1, f.posting_id, f.id, case when f.id % 9 = 0 then 'pending' else 'done' end,
     case when f.id % 9 = 0 then null else round((random() * 10)::numeric, 1) end,
     f.id % 40 = 0, now() - make_interval(hours => f.id % 720), now()
   from cv_files f where f.company_id = $1`,
  [company.companyId],
);
const login = await fetch(`${base}/api/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: company.email, password: company.password }),
});
const { token } = (await login.json()) as { token: string };
await database.executeSql(
  `insert into posting_views (user_id, posting_id, last_opened_at)
   select u.id, p.id, now() - interval '10 days' from users u, job_postings p
   where u.company_id = $1 and p.company_id = $1 and p.id % 2 = 0`,
  [company.companyId],
);
// As the product's upkeep leaves it (hourly on the embedded database, autovacuum on PostgreSQL).
await database.executeSql('vacuum analyze');
console.log(`seeded ${POSTINGS} postings and ${APPLICANTS} applicants in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`);

async function measure(concurrency: number) {
  const latencies: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < REQUESTS) {
        next++;
        const t = performance.now();
        const response = await fetch(`${base}/api/jobsearch`, { headers: { authorization: `Bearer ${token}` } });
        const body = (await response.json()) as { avisos: unknown[] };
        if (!response.ok || body.avisos.length !== POSTINGS) throw new Error(`HTTP ${response.status}`);
        latencies.push(performance.now() - t);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return { p50: latencies[Math.floor(latencies.length * 0.5)]!, p95: latencies[Math.floor(latencies.length * 0.95)]! };
}

if (values.explain) {
  // The dashboard's statement (management.repository.ts listWithCounts), as the server sends it.
  const [{ id: userId }] = (await database.executeSql('select id from users where company_id = $1', [company.companyId])).rows as [{ id: number }];
  const { rows } = await database.executeSql(
    `explain (analyze, buffers) select p.id,
      (select coalesce(sum(c.applicants), 0)::int from application_counts c where c.posting_id = p.id and c.score <> -1),
      case when v.last_opened_at is null then p.received_count else (select count(*)::int from applications a
        where a.posting_id = p.id and a.created_at > v.last_opened_at and a.merged_into_id is null) end,
      case when p.rescore_total = 0 then 0 else (select count(*)::int from applications a where a.posting_id = p.id and a.rescoring) end
    from job_postings p left join posting_views v on v.posting_id = p.id and v.user_id = $2
    where p.company_id = $1 order by p.created_at desc, p.id desc`,
    [company.companyId, userId],
  );
  console.log((rows as Array<Record<string, string>>).map((r) => Object.values(r)[0]).join('\n'));
}

for (let i = 0; i < 10; i++) await (await fetch(`${base}/api/jobsearch`, { headers: { authorization: `Bearer ${token}` } })).arrayBuffer();
for (const concurrency of [1, 4]) {
  const { p50, p95 } = await measure(concurrency);
  console.log(`GET /api/jobsearch, ${concurrency} at a time: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`);
}

await close();
