import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { privacySettingsCall, updatePrivacySettingsCall } from '@postula/contract/privacy';
import { buildPdf } from '../../testing/document-fixtures';
import { createPosting, uploadCv, waitForAnalyses } from '../../testing/applicants';
import { storedFilesHashing, tablesHoldingText } from '../../testing/personal-data';
import { seedCompany, type SeededCompany } from '../../testing/seed';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { applyRetention, dailyRetention } from './retention';

let t: TestApp;
let acme: SeededCompany;
let longer: SeededCompany;

beforeAll(async () => {
  t = await createTestApp();
  acme = await seedCompany(t, { name: 'Acme' });
  longer = await seedCompany(t, { name: 'Keeps longer' });
  // This company keeps its applicants 24 months instead of the default 12.
  expect((await t.call(updatePrivacySettingsCall, { body: { politica_url: '', contacto_email: '', conservacion_meses: 24 }, token: longer.token })).status).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

const sql = async <T>(text: string, values: unknown[] = []) => (await t.database.executeSql(text, values)).rows as T[];

interface Person {
  email: string;
  sha256: string;
}

let sequence = 0;
/** A posting with two analysed applicants; then `close` says (in SQL) how it closed, or leaves it open. */
async function postingWithApplicants(company: SeededCompany, close: string | null) {
  const posting = await createPosting(t, company, { condiciones_necesarias: [] });
  const people: Person[] = [];
  for (let i = 0; i < 2; i++) {
    const email = `retained.${++sequence}.${Date.now()}@example.com`;
    const bytes = buildPdf([`Persona ${sequence}`, email, 'Vendedora con cinco años de experiencia.']);
    const sent = await uploadCv(t, { empresa_id: company.companyId, evaluacion_id: posting, file: { bytes, name: 'cv.pdf', type: 'application/pdf' } });
    expect(sent.status).toBe(200);
    people.push({ email, sha256: createHash('sha256').update(bytes).digest('hex') });
  }
  await waitForAnalyses(t, company, posting, 2);
  for (const person of people) await t.smtp.waitFor(person.email);
  if (close) await sql(`update job_postings set ${close} where id = $1`, [posting]);
  return { posting, people };
}

const applicantsOf = async (posting: number) => (await sql<{ n: number }>('select count(*)::int as n from applications where posting_id = $1', [posting]))[0]!.n;

describe('retention', () => {
  it('deletes exactly the applicants whose posting closed longer ago than the company keeps them, files and e-mails too', async () => {
    const due = {
      closedLongAgo: await postingWithApplicants(acme, `closed_at = now() - interval '13 months'`),
      closedJustPast: await postingWithApplicants(acme, `closed_at = now() - interval '12 months' - interval '1 minute'`),
      expiredLongAgo: await postingWithApplicants(acme, `valid_until = (now() - interval '14 months')::date`),
    };
    const kept = {
      closedRecently: await postingWithApplicants(acme, `closed_at = now() - interval '12 months' + interval '1 minute'`),
      expiredRecently: await postingWithApplicants(acme, `valid_until = (now() - interval '11 months')::date`),
      open: await postingWithApplicants(acme, null),
      // Closed 13 months ago, but this company keeps 24.
      otherCompany: await postingWithApplicants(longer, `closed_at = now() - interval '13 months'`),
    };

    // Before the run, the settings screen lists what is due and what comes next, soonest first.
    const before = (await t.call(privacySettingsCall, { token: acme.token })).data!;
    expect(before.proximos_borrados.map((p) => p.evaluacion_id)).toEqual([
      due.expiredLongAgo.posting,
      due.closedLongAgo.posting,
      due.closedJustPast.posting,
      kept.closedRecently.posting,
      kept.expiredRecently.posting,
    ]);
    expect(before.proximos_borrados[2]).toMatchObject({ postulantes: 2 });
    expect(before.borrados_total).toBe(0);

    const outcome = await applyRetention({ db: t.database.db, storage: t.storage });
    expect(outcome).toEqual({ postings: 3, applicants: 6, files: 6 });

    for (const { posting, people } of Object.values(due)) {
      expect(await applicantsOf(posting)).toBe(0);
      for (const person of people) {
        expect(await tablesHoldingText(t, person.email)).toEqual([]);
        expect(await tablesHoldingText(t, person.sha256)).toEqual([]);
        expect(storedFilesHashing(t, person.sha256)).toEqual([]);
      }
    }
    for (const { posting, people } of Object.values(kept)) {
      expect(await applicantsOf(posting)).toBe(2);
      for (const person of people) {
        expect(await tablesHoldingText(t, person.email)).toContain('public.applications');
        expect(storedFilesHashing(t, person.sha256)).toHaveLength(1);
      }
    }

    // Only anonymous counts stay: how many each posting had.
    expect(await sql('select posting_id, sum(applicants)::int as n from retention_erasures group by posting_id order by posting_id')).toEqual(
      [due.closedLongAgo, due.closedJustPast, due.expiredLongAgo].map((d) => ({ posting_id: d.posting, n: 2 })),
    );
    const after = (await t.call(privacySettingsCall, { token: acme.token })).data!;
    expect(after.proximos_borrados.map((p) => p.evaluacion_id)).toEqual([kept.closedRecently.posting, kept.expiredRecently.posting]);
    expect(after.borrados_total).toBe(6);
    expect((await t.call(privacySettingsCall, { token: longer.token })).data!.borrados_total).toBe(0);

    // Again: nothing more is due.
    expect(await applyRetention({ db: t.database.db, storage: t.storage })).toEqual({ postings: 0, applicants: 0, files: 0 });
  });

  it('runs once a day, whichever worker offers first', async () => {
    const day = new Date('2031-03-04T05:00:00Z');
    expect(await dailyRetention({ db: t.database.db, storage: t.storage }, day)).not.toBeNull();
    expect(await dailyRetention({ db: t.database.db, storage: t.storage }, new Date('2031-03-04T23:00:00Z'))).toBeNull();
    expect(await dailyRetention({ db: t.database.db, storage: t.storage }, new Date('2031-03-05T00:10:00Z'))).not.toBeNull();
  });
});
