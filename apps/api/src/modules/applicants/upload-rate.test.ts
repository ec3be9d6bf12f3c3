import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPdf } from '../../platform/documents/minimal-pdf';
import { createPosting, uploadCv } from '../../testing/applicants';
import { seedCompany } from '../../testing/seed';
import { createTestApp, type TestApp } from '../../testing/test-app';

// The public upload's limit per posting and client address holds when the uploads arrive all at once
// (decisions 015 and 039): each upload is counted by one atomic statement before its file is read.
let t: TestApp;
beforeAll(async () => {
  // No workers: what is counted here is what was stored, not what was analysed.
  t = await createTestApp({ PUBLIC_UPLOAD_LIMIT: '30' }, { workers: false });
});
afterAll(async () => {
  await t?.close();
});

describe('the upload limit per posting and address, under concurrency', () => {
  it('60 uploads sent at once from one address store at most 30', async () => {
    const acme = await seedCompany(t, { name: 'Acme' });
    const postingId = await createPosting(t, acme);
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        uploadCv(t, {
          empresa_id: acme.companyId,
          evaluacion_id: postingId,
          ip: '203.0.113.5',
          file: { bytes: buildPdf([`Persona ${i}`, `persona${i}@example.com`]), name: `cv-${i}.pdf`, type: 'application/pdf' },
        }),
      ),
    );
    const accepted = answers.filter((a) => a.status === 200).length;
    expect(accepted).toBeLessThanOrEqual(30);
    expect(answers.filter((a) => a.status === 429 && a.error?.code === 'rate_limited').length).toBe(60 - accepted);

    const { rows } = await t.database.executeSql('select count(*)::int as n from applications where posting_id = $1', [postingId]);
    expect((rows[0] as { n: number }).n).toBe(accepted);
    // Another address is not held back by them.
    const other = await uploadCv(t, {
      empresa_id: acme.companyId,
      evaluacion_id: postingId,
      ip: '198.51.100.5',
      file: { bytes: buildPdf(['Otra Persona']), name: 'cv.pdf', type: 'application/pdf' },
    });
    expect(other.status).toBe(200);
  });
});
