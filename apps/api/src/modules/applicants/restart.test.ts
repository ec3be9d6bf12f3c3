import { CONSENT_VERSION } from '@postula/contract/applicants';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import type { Applicant } from '@postula/contract/applicants';
import { openPglite, openPostgres } from '../../platform/db/database';
import { corpusFile } from '../../testing/applicants';
import { insertActivatedCompany } from '../../testing/seed';
import { freePort, startServerProcess, type ServerProcess } from '../../testing/server-process';
import { openTestDatabase } from '../../testing/test-database';
import { insertPosting } from '../postings/postings.repository';
import { countUnfinishedAnalyses } from './analysis/analysis.repository';

/*
 * "No accepted CV is ever lost": the real server is started as `npm start` starts it, CVs are uploaded,
 * the process is killed with SIGKILL while their analyses are pending or running, and a new process
 * started on the same data finishes every one of them.
 */

const CVS = [
  'cvs/fjuniorr__Awesome-CV__cv_en.pdf',
  'cvs/JAIJANYANI__Automated-Resume-Screening-System__a1.pdf',
  'cvs/Honeegee__NCP__Nursing_Resume_Example.pdf',
  'cvs/srbhr__Resume-Matcher__john_doe.pdf',
  'cvs/AmandaMartinsDev__curriculo__curriculo.pdf',
  'cvs/bjherger__ResumeParser__john_smith.docx',
  'cvs/fjuniorr__Awesome-CV__examples_resume.pdf',
  'cvs/Honeegee__NCP__Med-Surg-Nurse-Resume.docx',
];

const servers: ServerProcess[] = [];
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const server of servers) await server.kill();
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function start(env: Record<string, string>, port: number) {
  const server = await startServerProcess(env, port);
  servers.push(server);
  return server;
}

it('finishes every pending analysis after the server is killed and started again', { timeout: 240_000 }, async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'postula-restart-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));

  // The company and its posting are written before the server starts (PGlite is one process's at a time).
  const database = await openTestDatabase(join(dataDir, 'pglite'));
  const company = await insertActivatedCompany(database.db, { name: 'Acme' });
  const posting = await insertPosting(database.db, {
    companyId: company.companyId,
    position: 'Analista',
    tasks: 'Analizar datos.',
    mandatoryConditions: [],
    desirableConditions: ['Inglés avanzado'],
    maxCvs: 500,
    validUntil: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
    language: 'es',
  });
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ANALYSIS_CONCURRENCY: '1',
    ...(database.url ? { DATABASE_URL: database.url } : {}),
  };
  if (database.url) cleanups.push(() => database.close());
  else await database.close();

  const port = await freePort();
  const first = await start(env, port);
  const base = first.baseUrl;
  for (const path of CVS) {
    const form = new FormData();
    form.set('empresa_id', String(company.companyId));
    form.set('evaluacion_id', String(posting.id));
    form.set('consentimiento', CONSENT_VERSION);
    form.set('file', new Blob([corpusFile(path)]), path.split('/').pop()!);
    const response = await fetch(`${base}/api/applicant/upload`, { method: 'POST', body: form });
    expect(response.status).toBe(200);
  }
  await first.kill();

  // The kill came before the analyses were done: some were still pending or running.
  const unfinished = await countUnfinished(dataDir, database.url);
  expect(unfinished).toBeGreaterThan(0);

  await start(env, port);
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: company.email, password: company.password }),
  });
  const { token } = (await login.json()) as { token: string };
  const deadline = Date.now() + 180_000;
  let applicants: Applicant[] = [];
  while (Date.now() < deadline) {
    const detail = await fetch(`${base}/api/jobsearch/detail/${posting.id}`, { headers: { authorization: `Bearer ${token}` } });
    applicants = ((await detail.json()) as { postulaciones: Applicant[] }).postulaciones;
    if (applicants.length === CVS.length && applicants.every((a) => a.analisis.estado === 'done')) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  expect(applicants.map((a) => a.analisis.estado)).toEqual(CVS.map(() => 'done'));
  expect(new Set(applicants.map((a) => a.correo)).size).toBe(CVS.length);
});

async function countUnfinished(dataDir: string, url: string | undefined): Promise<number> {
  const database = url ? openPostgres(url) : openPglite(join(dataDir, 'pglite'));
  try {
    return await countUnfinishedAnalyses(database.db);
  } finally {
    // The PostgreSQL test database itself is dropped by the cleanup, through its own connection.
    await database.close();
  }
}
