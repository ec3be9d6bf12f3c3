import { existsSync, readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobDetailCall } from '@postula/contract/postings';
import { corpusFile, createPosting, uploadCv, waitForAnalyses } from '../../testing/applicants';
import { s3Environment, startS3StandIn, type S3StandIn } from '../../testing/s3-stand-in';
import { seedCompany, type SeededCompany } from '../../testing/seed';
import { createTestApp, type TestApp } from '../../testing/test-app';

// With S3_BUCKET set, the CVs live in the bucket (here a stand-in that checks S3's signatures): the upload,
// the analysis worker and the signed CV link all go through it, and nothing is written to FILES_DIR.

describe('CV files in an S3 bucket', () => {
  let s3: S3StandIn;
  let t: TestApp;
  let acme: SeededCompany;

  beforeAll(async () => {
    s3 = await startS3StandIn();
    t = await createTestApp({
      PUBLIC_UPLOAD_LIMIT: '1000',
      ...s3Environment(s3),
    });
    acme = await seedCompany(t);
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  const localFiles = () => (existsSync(t.config.FILES_DIR) ? readdirSync(t.config.FILES_DIR, { recursive: true }).length : 0);

  it('stores the upload in the bucket, analyses it from there, and the CV link serves its bytes', async () => {
    const posting = await createPosting(t, acme, { puesto: 'Analista de datos' });
    const bytes = corpusFile('cvs/fjuniorr__Awesome-CV__cv_en.pdf');
    const uploaded = await uploadCv(t, { empresa_id: acme.companyId, evaluacion_id: posting, file: { bytes, name: 'cv.pdf' } });
    expect(uploaded.status).toBe(200);

    const [applicant] = await waitForAnalyses(t, acme, posting, 1);
    expect(applicant).toMatchObject({ nombre_persona: 'Francisco Alves', analisis: { estado: 'done' } });
    const [key, object] = [...s3.objects.entries()].find(([, stored]) => stored.bytes.equals(Buffer.from(bytes)))!;
    expect(key).toMatch(/^cv\/\d{4}-\d{2}\/[0-9a-f-]{36}$/);
    expect(object.bytes.length).toBe(bytes.length);
    expect(localFiles()).toBe(0);

    const download = await t.app.inject({ method: 'GET', url: applicant!.path_cv! });
    expect(download.statusCode).toBe(200);
    expect(new Uint8Array(download.rawPayload)).toEqual(bytes);
  });

  it('answers an error and keeps no applicant when the bucket cannot take the file', async () => {
    const posting = await createPosting(t, acme, { puesto: 'Contador' });
    const stored = s3.objects.size;
    s3.fail({ kind: 'error', status: 503, code: 'SlowDown' }, { method: 'PUT', times: Infinity });
    const uploaded = await uploadCv(t, {
      empresa_id: acme.companyId,
      evaluacion_id: posting,
      file: { bytes: corpusFile('cvs/fjuniorr__Awesome-CV__cv_pt.pdf'), name: 'cv.pdf' },
    });
    // The candidate is asked to try again later (503 storage_unavailable); nothing of the storage shows.
    expect(uploaded.status).toBe(503);
    expect(uploaded.error).toMatchObject({
      code: 'storage_unavailable',
      message: 'No pudimos guardar el archivo en este momento. Vuelve a intentarlo en unos minutos.',
    });
    s3.clearFaults();
    const detail = await t.call(jobDetailCall, { params: { id: posting }, token: acme.token });
    expect(detail.data!.postulaciones).toEqual([]);
    expect(s3.objects.size).toBe(stored);
  });
});
