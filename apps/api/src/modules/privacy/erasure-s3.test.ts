import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteMyApplicationCall, myApplicationCall } from '@postula/contract/applicants/my-data';
import { corpusFile, createPosting, uploadCv, waitForAnalyses } from '../../testing/applicants';
import { s3Environment, startS3StandIn, type S3StandIn } from '../../testing/s3-stand-in';
import { seedCompany, type SeededCompany } from '../../testing/seed';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { applyRetention } from './retention';

// Erasure with the CVs in an S3 bucket (issue 19): the candidate's own CV object leaves the bucket with their
// application; one the bucket refuses to delete then stays queued, and the daily run removes it.

describe('erasing an application whose CV is in an S3 bucket', () => {
  let s3: S3StandIn;
  let t: TestApp;
  let acme: SeededCompany;

  beforeAll(async () => {
    s3 = await startS3StandIn();
    t = await createTestApp(s3Environment(s3));
    acme = await seedCompany(t, { name: 'Acme' });
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  async function applicant(posting: number, path: string) {
    const before = new Set(s3.objects.keys());
    const sent = await uploadCv(t, { empresa_id: acme.companyId, evaluacion_id: posting, file: { bytes: corpusFile(path), name: 'cv.pdf' } });
    expect(sent.status).toBe(200);
    const [key] = [...s3.objects.keys()].filter((k) => !before.has(k));
    return { token: new URL(sent.data!.enlace_datos).searchParams.get('t')!, key: key! };
  }

  it('removes the CV’s object, and a removal the bucket refused is done by the next daily run', async () => {
    const posting = await createPosting(t, acme);
    const kept = await applicant(posting, 'cvs/fjuniorr__Awesome-CV__cv_en.pdf');
    const goes = await applicant(posting, 'cvs/fjuniorr__Awesome-CV__cv_pt.pdf');
    const refused = await applicant(posting, 'cvs/santisoler__cv__cv.pdf');
    await waitForAnalyses(t, acme, posting, 3);

    expect((await t.call(deleteMyApplicationCall, { body: { t: goes.token } })).status).toBe(200);
    expect(s3.objects.has(goes.key)).toBe(false);
    expect(s3.objects.has(kept.key)).toBe(true);

    // The bucket fails the delete: the application is erased all the same, and its object waits for the next run.
    s3.fail({ kind: 'error', status: 500, code: 'InternalError' }, { method: 'DELETE', times: 10 });
    expect((await t.call(deleteMyApplicationCall, { body: { t: refused.token } })).status).toBe(200);
    expect((await t.call(myApplicationCall, { query: { t: refused.token } })).status).toBe(404);
    expect(s3.objects.has(refused.key)).toBe(true);
    s3.clearFaults();
    expect(await applyRetention({ db: t.database.db, storage: t.storage })).toMatchObject({ files: 1 });
    expect(s3.objects.has(refused.key)).toBe(false);
    expect(s3.objects.has(kept.key)).toBe(true);
  }, 60_000);
});
