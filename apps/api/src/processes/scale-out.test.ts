import { CONSENT_VERSION } from '@postula/contract/applicants';
import { readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import type { Applicant } from '@postula/contract/applicants';
import { countUnfinishedAnalyses } from '../modules/applicants/analysis/analysis.repository';
import { DELIVERY_HOLD_MS } from '../modules/mail/mail.jobs';
import { insertPosting } from '../modules/postings/postings.repository';
import { CORPUS_DIR, corpusFile } from '../testing/applicants';
import { s3Environment, startS3StandIn, type S3StandIn } from '../testing/s3-stand-in';
import { insertActivatedCompany } from '../testing/seed';
import {
  freePort,
  startServerProcess,
  startWorkerProcess,
  type ServerProcess,
  type AppProcess,
} from '../testing/server-process';
import { startSmtpCapture, type SmtpCapture } from '../testing/smtp-capture';
import { openTestDatabase } from '../testing/test-database';
import { eventually } from './fixture';

/*
 * The README's promise for scale-out (DATABASE_URL, S3_BUCKET, EMBEDDED_WORKER=false): any number of API and
 * `npm run worker` processes behave as one. Two API processes and two workers run from this checkout on a
 * fresh PostgreSQL database and the S3 stand-in; uploads go to both APIs in turn; one worker is killed with
 * SIGKILL in the middle of an analysis and another started. Every CV must be analysed exactly once, every
 * e-mail sent once, and sign-in limits, sessions, CV links and the applicants page must not depend on which
 * API answers. Runs where the suite has a PostgreSQL server (CI starts one).
 */

/** Half the corpus CVs (28: PDF, DOCX and DOC, Spanish, Portuguese and English). */
const CVS = readdirSync(join(CORPUS_DIR, 'cvs'))
  .sort()
  .filter((_, i) => i % 2 === 0)
  .map((name) => `cvs/${name}`);

const PASSWORD = 'Segura1234';

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let s3: S3StandIn;
let smtp: SmtpCapture;
let dataDir: string;
const apis: ServerProcess[] = [];
const workers: AppProcess[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'postula-scale-'));
  [database, s3, smtp] = await Promise.all([openTestDatabase(), startS3StandIn(), startSmtpCapture()]);
  if (!database.url) throw new Error('the scale-out test runs on PostgreSQL (TEST_DB_KIND=postgres, TEST_DATABASE_URL)');
}, 60_000);

afterEach(({ task }) => {
  // A failure says which process ended when it should not have, and why.
  if (task.result?.state !== 'fail') return;
  for (const api of apis) if (api.child.exitCode !== null) process.stderr.write(`API ${api.baseUrl} exited:\n${api.stderr()}\n`);
  for (const worker of workers) {
    if (worker.child.signalCode !== 'SIGKILL' && worker.child.exitCode !== null) process.stderr.write(`a worker exited:\n${worker.stderr()}\n`);
  }
});

afterAll(async () => {
  await Promise.all([...apis, ...workers].map((process) => process.kill()));
  await Promise.all([database?.close(), s3?.close(), smtp?.close()]);
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** The same configuration for every process; only the role differs. Each has its own (unused) data folder. */
function environment(name: string): Record<string, string> {
  return {
    DATABASE_URL: database.url!,
    DATA_DIR: join(dataDir, name),
    EMBEDDED_WORKER: 'false',
    ...s3Environment(s3),
    SMTP_URL: smtp.url,
    // One analysis at a time per worker: the work left when the new worker starts is shared by both.
    ANALYSIS_CONCURRENCY: '1',
    // On a machine busy with other work a scanned CV's reading can near the usual 30 s; this test is about
    // processes, not time limits, so a CV must not end as 'timeout' here (hostile-documents.test.ts tests those).
    DOCUMENT_TIMEOUT_MS: '180000',
    LOG_LEVEL: 'debug',
  };
}

async function startApi(name: string) {
  const api = await startServerProcess(environment(name), await freePort());
  apis.push(api);
  return api;
}

async function startWorker(name: string) {
  const worker = await startWorkerProcess(environment(name));
  workers.push(worker);
  return worker;
}

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

function post(api: ServerProcess, path: string, body: unknown, token?: string) {
  return fetch(`${api.baseUrl}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
}

const analysedIds = (worker: AppProcess) =>
  worker.logs.filter((line) => line.msg === 'CV analysed').map((line) => line.applicationId as number);
const startedIds = (worker: AppProcess) =>
  worker.logs.filter((line) => line.msg === 'CV analysis started').map((line) => line.applicationId as number);

it('two APIs and two workers on PostgreSQL and S3 behave as one, through a worker killed mid-analysis', { timeout: 300_000 }, async () => {
  const company = await insertActivatedCompany(database.db, { name: 'Acme' });
  const posting = await insertPosting(database.db, {
    companyId: company.companyId,
    position: 'Enfermero/a',
    tasks: 'Cuidado de pacientes hospitalizados.',
    mandatoryConditions: ['Título de enfermería'],
    desirableConditions: ['Inglés avanzado'],
    maxCvs: 500,
    validUntil: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
    language: 'es',
  });

  const [apiA, apiB, first, second] = await Promise.all([startApi('api-a'), startApi('api-b'), startWorker('worker-1'), startWorker('worker-2')]);
  const api = (i: number) => (i % 2 === 0 ? apiA : apiB);

  // Uploads go to both APIs in turn; companies sign up through both (each sign-up sends one e-mail).
  const uploads = CVS.map(async (path, i) => {
    const form = new FormData();
    form.set('empresa_id', String(company.companyId));
    form.set('evaluacion_id', String(posting.id));
    form.set('consentimiento', CONSENT_VERSION);
    form.set('file', new Blob([corpusFile(path)]), path.split('/').pop()!);
    const response = await fetch(`${api(i).baseUrl}/api/applicant/upload`, { method: 'POST', body: form });
    expect(response.status, path).toBe(200);
  });
  const signUps = Array.from({ length: 6 }, (_, i) => `alta${i}@scale.test`);
  const registrations = signUps.map(async (username, i) => {
    const response = await post(api(i), '/user', { username, password: PASSWORD, nombre_empresa: `Empresa ${i}`, actividad_empresa: 1, idioma: 'es' });
    expect(response.status, username).toBe(200);
  });
  await Promise.all([...uploads, ...registrations]);

  // Half-way, the first worker is killed with SIGKILL in the middle of an analysis, and another is started.
  await eventually(async () => (await countUnfinishedAnalyses(database.db)) <= CVS.length / 2, 120_000, 'half the CVs analysed');
  const cut = await first.waitForLog((line) => line.msg === 'CV analysis started' && !analysedIds(first).includes(line.applicationId as number));
  await first.kill();
  const killedAt = new Date();
  const third = await startWorker('worker-3');

  await eventually(async () => (await countUnfinishedAnalyses(database.db)) === 0, 180_000, 'every CV analysed').catch(async (error: unknown) => {
    const { rows } = await database.executeSql(`select id, analysis_state, analysis_attempts from applications where analysis_state <> 'done'`);
    throw new Error(`${(error as Error).message}: ${JSON.stringify(rows)}`);
  });

  // Every CV analysed, exactly once: each has one stored analysis (the analysis log is written with it), none failed.
  const { rows: stored } = await database.executeSql(
    `select a.id, a.analysis_state as state, a.analysis_failure as failure, count(l.id)::int as analyses, max(l.at) as at
     from applications a left join analysis_log l on l.application_id = a.id group by a.id order by a.id`,
  );
  const analyses = stored as Array<{ id: number; state: string; failure: string | null; analyses: number; at: Date }>;
  expect(analyses.filter((row) => row.state !== 'done' || row.analyses !== 1)).toEqual([]);
  expect(analyses.length).toBe(CVS.length);
  // The logs agree: no CV analysed by two workers.
  const everyAnalysis = [first, second, third].flatMap(analysedIds);
  expect(new Set(everyAnalysis).size).toBe(everyAnalysis.length);
  // The CV cut short by the kill was taken over by another worker. Only if the killed worker stored it in the
  // instant between its last log line read here and the kill is it done without a line of its own.
  const storedAt = analyses.find((row) => row.id === cut.applicationId)!.at;
  if (new Date(storedAt) > killedAt) {
    expect([second, third].flatMap(analysedIds)).toContain(cut.applicationId);
    expect([second, third].flatMap(startedIds)).toContain(cut.applicationId);
  }

  // Every e-mail sent once: the sign-ups' and the confirmations to the addresses the CVs print. One whose delivery
  // was cut short (the killed worker's, or one still under way more than 10 s) stays held for DELIVERY_HOLD_MS
  // before another worker tries it: past this test, so not waited for; every other one is delivered.
  await Promise.all(signUps.map((to) => smtp.waitFor(to, () => true, 60_000)));
  const recipients = async (where: string) =>
    ((await database.executeSql(`select recipient from outbox where ${where}`)).rows as Array<{ recipient: string }>).map((row) => row.recipient).sort();
  const held = `claimed_until between now() and now() + interval '${DELIVERY_HOLD_MS / 1000 - 10} seconds'`;
  const undelivered = `status = 'pending' and (claimed_until is null or not (${held}))`;
  await eventually(async () => (await recipients(undelivered)).length === 0, 60_000, 'every e-mail delivered but those held by a delivery cut short').catch(
    async (error: unknown) => {
      // What was left, to tell a lost delivery job from a slow or failing one.
      const { rows } = await database.executeSql(`select id, attempts, claimed_until, last_error, created_at, now() as now from outbox where ${undelivered}`);
      throw new Error(`${(error as Error).message}: ${JSON.stringify(rows)}`);
    },
  );
  // A delivery cut short may have reached the SMTP server before it could write so. The last confirmations may
  // still be under way (they leave after their analyses): read the outbox and the SMTP server until they agree.
  let received: string[] = [];
  let sent: string[] = [];
  await eventually(
    async () => {
      const pending = await recipients(`status = 'pending'`);
      sent = await recipients(`status = 'sent'`);
      received = smtp.messages.flatMap((mail) => mail.to).filter((to) => !pending.includes(to)).sort();
      return JSON.stringify(received) === JSON.stringify(sent);
    },
    30_000,
    'the outbox says sent of what the SMTP server received',
  ).catch(() => expect(received).toEqual(sent));
  expect(sent.length).toBeGreaterThan(signUps.length);

  // Sessions: opened on one API, used and closed on the other.
  const { token } = await json<{ token: string }>(await post(apiA, '/login', { username: company.email, password: company.password }));
  expect((await fetch(`${apiB.baseUrl}/api/jobsearch`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);

  // Both APIs answer the same applicants page, and a CV link signed by one opens on the other.
  const page = { evaluacion_id: posting.id, numero_pagina: 1, cantidad_por_pagina: 50, filtro: { nombre_o_notas: '', marcas: [] } };
  type Page = { postulaciones: Applicant[]; total_cv_recibidos: number };
  const [pageA, pageB] = await Promise.all([
    post(apiA, '/jobsearch/page', page, token).then((r) => json<Page>(r)),
    post(apiB, '/jobsearch/page', page, token).then((r) => json<Page>(r)),
  ]);
  const withoutLinks = (p: Page) => p.postulaciones.map(({ path_cv: _link, ...applicant }) => applicant);
  expect(pageA.total_cv_recibidos).toBe(CVS.length);
  expect(pageA.postulaciones.every((a) => a.analisis.estado === 'done')).toBe(true);
  expect(withoutLinks(pageB)).toEqual(withoutLinks(pageA));
  const link = pageA.postulaciones[0]!.path_cv!;
  const cv = await fetch(new URL(link, apiB.baseUrl));
  expect(cv.status).toBe(200);
  expect((await cv.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  expect(s3.objects.size).toBe(CVS.length);

  expect((await post(apiB, '/logout', {}, token)).status).toBe(200);
  // A revoked session is refused everywhere (403, as the spec answers an invalid token).
  expect((await fetch(`${apiA.baseUrl}/api/jobsearch`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(403);

  // Sign-in limits are counted once for all APIs: 40 wrong passwords sent at once to both get at most 5 checked.
  const answers = await Promise.all(
    Array.from({ length: 40 }, (_, i) => post(api(i), '/login', { username: company.email, password: 'Wrong1234' }).then((r) => r.status)),
  );
  expect(answers.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
  expect(answers.filter((status) => status === 429).length).toBeGreaterThanOrEqual(35);
  for (const each of [apiA, apiB]) {
    expect((await post(each, '/login', { username: company.email, password: company.password })).status).toBe(429);
  }
});
