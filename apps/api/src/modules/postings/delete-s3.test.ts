import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteJobCall, jobDetailCall } from '@postula/contract/postings';
import { corpusFile, createPosting, uploadCv, waitForAnalyses } from '../../testing/applicants';
import { s3Environment, startS3StandIn, type S3StandIn } from '../../testing/s3-stand-in';
import { seedCompany, type SeededCompany } from '../../testing/seed';
import { createTestApp, type TestApp } from '../../testing/test-app';

// Deleting a posting whose CVs live in an S3 bucket (decision 035): its objects leave the bucket, another
// company's delete of it removes nothing, and the CVs of the company's other postings stay.

describe('deleting a posting with its CVs in an S3 bucket', () => {
  let s3: S3StandIn;
  let t: TestApp;
  let acme: SeededCompany;
  let other: SeededCompany;

  beforeAll(async () => {
    s3 = await startS3StandIn();
    t = await createTestApp({ PUBLIC_UPLOAD_LIMIT: '1000', ...s3Environment(s3) });
    acme = await seedCompany(t, { name: 'Acme' });
    other = await seedCompany(t, { name: 'Otra' });
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  async function postingWithCvs(paths: string[]) {
    const id = await createPosting(t, acme);
    for (const path of paths) {
      const sent = await uploadCv(t, { empresa_id: acme.companyId, evaluacion_id: id, file: { bytes: corpusFile(path), name: 'cv.pdf' } });
      expect(sent.status).toBe(200);
    }
    await waitForAnalyses(t, acme, id, paths.length);
    return id;
  }

  it('removes the posting’s objects from the bucket, and only them', async () => {
    const kept = await postingWithCvs(['cvs/fjuniorr__Awesome-CV__cv_en.pdf']);
    const keptObjects = new Set(s3.objects.keys());
    const doomed = await postingWithCvs(['cvs/fjuniorr__Awesome-CV__cv_pt.pdf', 'cvs/santisoler__cv__cv.pdf']);
    const doomedObjects = [...s3.objects.keys()].filter((key) => !keptObjects.has(key));
    expect(doomedObjects).toHaveLength(2);

    // Another company's delete: not found, and every object stays.
    const foreign = await t.call(deleteJobCall, { params: { id: doomed }, token: other.token });
    expect(foreign.status).toBe(404);
    expect(s3.objects.size).toBe(keptObjects.size + 2);

    const deleted = await t.call(deleteJobCall, { params: { id: doomed }, token: acme.token });
    expect(deleted.data).toEqual({ eliminados: 2 });
    expect([...s3.objects.keys()].sort()).toEqual([...keptObjects].sort());
    expect((await t.call(jobDetailCall, { params: { id: kept }, token: acme.token })).data?.total_cv_recibidos).toBe(1);
  }, 60_000);
});
