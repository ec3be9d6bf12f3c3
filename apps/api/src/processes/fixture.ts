import { CONSENT_VERSION } from '@postula/contract/applicants';
import { request } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPglite, openPostgres, type Database } from '../platform/db/database';
import { corpusFile } from '../testing/applicants';
import { insertActivatedCompany } from '../testing/seed';
import { openTestDatabase } from '../testing/test-database';
import { insertPosting } from '../modules/postings/postings.repository';

// What the tests of real processes (server.ts, worker.ts) share: a data folder and a database (PGlite in the
// folder, or a fresh PostgreSQL database in the api-postgres project) with one company and one posting,
// written before any process starts (PGlite is one process's at a time).

export const CV = 'cvs/fjuniorr__Awesome-CV__cv_en.pdf';

export interface ProcessFixture {
  /** DATA_DIR, and DATABASE_URL on PostgreSQL: the configuration every process of the test shares. */
  env: Record<string, string>;
  companyId: number;
  postingId: number;
  /** The company's user's sign-in. */
  credentials: { username: string; password: string };
  /** Opens the database for a look while no process holds it (PGlite) or alongside them (PostgreSQL). */
  openDatabase(): Database;
  cleanup(): Promise<void>;
}

export async function prepareFixture(): Promise<ProcessFixture> {
  const dataDir = await mkdtemp(join(tmpdir(), 'postula-processes-'));
  const database = await openTestDatabase(join(dataDir, 'pglite'));
  const company = await insertActivatedCompany(database.db, { name: 'Acme' });
  const posting = await insertPosting(database.db, {
    companyId: company.companyId,
    position: 'Software developer',
    tasks: 'Build and maintain web applications.',
    mandatoryConditions: [],
    desirableConditions: ['Advanced English'],
    maxCvs: 500,
    validUntil: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
    language: 'en',
  });
  const url = database.url;
  // The PostgreSQL test database is dropped by its own close(), at the end.
  if (!url) await database.close();
  return {
    env: { DATA_DIR: dataDir, ...(url ? { DATABASE_URL: url } : {}) },
    companyId: company.companyId,
    postingId: posting.id,
    credentials: { username: company.email, password: company.password },
    openDatabase: () => (url ? openPostgres(url) : openPglite(join(dataDir, 'pglite'))),
    async cleanup() {
      if (url) await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface SlowUpload {
  /** Sends the rest of the body and resolves with the answer. */
  finish(): Promise<{ status: number; body: string }>;
  /** Resolves with the answer, or rejects when the connection is cut, without sending anything more. */
  answer: Promise<{ status: number; body: string }>;
}

/**
 * POST /api/applicant/upload of a corpus CV as a browser on a slow link sends it: headers and half of the body
 * now, the rest when `finish()` is called. Until then the request is in flight in the server.
 */
export function startSlowUpload(baseUrl: string, fixture: ProcessFixture, path = CV): SlowUpload {
  const boundary = `----postula${Date.now()}`;
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const body = Buffer.concat([
    Buffer.from(field('empresa_id', String(fixture.companyId)) + field('evaluacion_id', String(fixture.postingId)) + field('consentimiento', CONSENT_VERSION)),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
    Buffer.from(corpusFile(path)),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const half = Math.floor(body.length / 2);
  const req = request(`${baseUrl}/api/applicant/upload`, {
    method: 'POST',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(body.length) },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
  // Headers go out at once with the first half.
  req.write(body.subarray(0, half));
  return {
    answer,
    finish() {
      req.end(body.subarray(half));
      return answer;
    },
  };
}

/** Polls `condition` every 100 ms until it holds; throws after `timeoutMs`. */
export async function eventually(condition: () => Promise<boolean> | boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
