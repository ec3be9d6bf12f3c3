import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { corpusFile, createPosting, uploadCv, waitForAnalyses } from '../../testing/applicants';
import { seedCompany, type SeededCompany } from '../../testing/seed';
import { createTestApp, type TestApp } from '../../testing/test-app';

// The applicants list is refreshed every 5 s while a recruiter has it open, often on a phone: its answers
// travel compressed to clients that accept it. Small answers and CV files go as they are.

describe('compressed answers', () => {
  let t: TestApp;
  let acme: SeededCompany;
  let postingId: number;

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_UPLOAD_LIMIT: '1000' });
    acme = await seedCompany(t);
    postingId = await createPosting(t, acme, { puesto: 'Analista de datos' });
    for (const path of ['cvs/fjuniorr__Awesome-CV__cv_en.pdf', 'cvs/srbhr__Resume-Matcher__resume_1.pdf']) {
      const file = { bytes: corpusFile(path), name: 'cv.pdf' };
      expect((await uploadCv(t, { empresa_id: acme.companyId, evaluacion_id: postingId, file })).status).toBe(200);
    }
    await waitForAnalyses(t, acme, postingId, 2);
  });
  afterAll(async () => {
    await t?.close();
  });

  const page = (acceptEncoding?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/jobsearch/page',
      headers: {
        authorization: `Bearer ${acme.token}`,
        'content-type': 'application/json',
        ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
      },
      payload: JSON.stringify({ evaluacion_id: postingId, numero_pagina: 1, cantidad_por_pagina: 20, filtro: { nombre_o_notas: '', marcas: [] } }),
    });

  it('sends the applicants page as Brotli or gzip, the same JSON once decompressed', async () => {
    // The three answers are read at one instant: a CV link's expiry is signed to the second, and a second
    // ticking over between them would change the JSON, not the compression.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      await samePageCompressed();
    } finally {
      vi.useRealTimers();
    }
  });

  async function samePageCompressed() {
    const plain = await page();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const br = await page('gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gzip = await page('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  }

  it('leaves small answers and CV files as they are', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br' } });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toEqual({ status: 'ok' });

    const { postulaciones } = (await page()).json() as { postulaciones: { path_cv: string | null }[] };
    const link = postulaciones.find((applicant) => applicant.path_cv)!.path_cv!;
    const download = await t.app.inject({ method: 'GET', url: link, headers: { 'accept-encoding': 'br' } });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-encoding']).toBeUndefined();
    expect(download.headers['content-type']).toBe('application/pdf');
  });
});
