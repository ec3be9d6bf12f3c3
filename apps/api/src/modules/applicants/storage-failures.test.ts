import { CONSENT_VERSION } from '@postula/contract/applicants';
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPdf } from '../../testing/document-fixtures';
import { createLocalStorage } from '../../platform/storage/file-storage';
import { createPosting, uploadCv } from '../../testing/applicants';
import { fullDisk } from '../../testing/full-disk';
import { seedCompany, type SeededCompany } from '../../testing/seed';
import { createTestApp, type TestApp } from '../../testing/test-app';
import * as repo from './intake/intake.repository';

/** Every file under a folder, as paths relative to it. */
const filesIn = async (dir: string) =>
  (await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []))
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
    .sort();

describe('an upload when the disk is full', () => {
  let t: TestApp;
  let acme: SeededCompany;
  let postingId: number;
  let full = false;

  beforeAll(async () => {
    // The app's own local storage, on a file system whose writes stop half-way with ENOSPC while `full`.
    t = await createTestApp({ PUBLIC_UPLOAD_LIMIT: '1000' }, { workers: false, storage: (config) => createLocalStorage(config.FILES_DIR, fullDisk(() => full)) });
    acme = await seedCompany(t, { name: 'Acme' });
    postingId = await createPosting(t, acme);
  });
  afterAll(async () => {
    await t?.close();
  });

  const send = (language?: 'en') =>
    uploadCv(t, {
      empresa_id: acme.companyId,
      evaluacion_id: postingId,
      file: { bytes: buildPdf(['Ana Lima', 'ana@example.com', 'Desarrolladora']), name: 'cv.pdf' },
      ...(language ? { language } : {}),
    });

  it('answers 503 storage_unavailable with Retry-After, keeps no applicant and no half-written file', async () => {
    full = true;
    const answer = await send('en');
    expect(answer.status).toBe(503);
    expect(answer.error).toEqual({
      code: 'storage_unavailable',
      message: 'We could not store the file right now. Please try again in a few minutes.',
      mensaje: 'We could not store the file right now. Please try again in a few minutes.',
    });
    expect((await repo.findPublicPosting(t.database.db, { id: postingId }))!.received).toBe(0);
    expect(await filesIn(t.config.FILES_DIR)).toEqual([]);
  });

  it('says when to try again', async () => {
    full = true;
    const response = await t.app.inject({ method: 'POST', url: '/api/applicant/upload', ...(await multipart()) });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('60');
  });

  it('takes the CV once there is room again', async () => {
    full = false;
    expect((await send()).status).toBe(200);
    expect((await repo.findPublicPosting(t.database.db, { id: postingId }))!.received).toBe(1);
    expect(await filesIn(t.config.FILES_DIR)).toEqual([expect.stringMatching(/^cv\/\d{4}-\d{2}\/[0-9a-f-]{36}$/)]);
  });

  async function multipart() {
    const form = new FormData();
    form.set('empresa_id', String(acme.companyId));
    form.set('evaluacion_id', String(postingId));
    form.set('consentimiento', CONSENT_VERSION);
    form.set('file', new Blob([buildPdf(['Bea Souza'])]), 'cv.pdf');
    const request = new Request('http://panel.test/', { method: 'POST', body: form });
    return { headers: { 'content-type': request.headers.get('content-type')! }, payload: Buffer.from(await request.arrayBuffer()) };
  }
});

describe('files left half-written by a process that was killed', () => {
  let filesDir: string;
  let t: TestApp | undefined;
  const month = 'cv/2026-10';
  const orphan = `${month}/0b8f7a52-3c1d-4e8a-9f00-000000000001.part`;
  const inFlight = `${month}/0b8f7a52-3c1d-4e8a-9f00-000000000002.part`;
  const stored = `${month}/0b8f7a52-3c1d-4e8a-9f00-000000000003`;

  beforeAll(async () => {
    filesDir = await mkdtemp(join(tmpdir(), 'postula-files-'));
    await mkdir(join(filesDir, month), { recursive: true });
    for (const file of [orphan, inFlight, stored]) await writeFile(join(filesDir, file), buildPdf(['x']));
    // kill -9 in the middle of an upload an hour ago; a CV stored as long ago; another upload being written now.
    const anHourAgo = new Date(Date.now() - 3_600_000);
    await utimes(join(filesDir, orphan), anHourAgo, anHourAgo);
    await utimes(join(filesDir, stored), anHourAgo, anHourAgo);
  });
  afterAll(async () => {
    await t?.close();
    await rm(filesDir, { recursive: true, force: true });
  });

  it('are removed when the app starts; an upload in flight and the stored files are kept', async () => {
    t = await createTestApp({ FILES_DIR: filesDir });
    expect(await filesIn(filesDir)).toEqual([inFlight, stored].sort());
  });
});
