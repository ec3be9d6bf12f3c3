import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCompany, type SeededCompany } from '../../testing/seed';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { purgeAuditBefore, recordAnalysis, recordAudit } from './audit.repository';

/*
 * Both logs are kept at least six months (AI Act Art. 12, 26(6)): the daily retention job (the privacy module)
 * calls purgeAuditBefore per company with the later of six months and the company's own period.
 */

let t: TestApp;
let acme: SeededCompany;
let other: SeededCompany;

const monthsAgo = (months: number, days = 0, now = new Date()) => {
  const date = new Date(now);
  date.setUTCMonth(date.getUTCMonth() - months);
  date.setUTCDate(date.getUTCDate() - days);
  return date;
};

/** One entry of each log for the company, written `at`. */
async function entriesAt(company: SeededCompany, at: Date, tag: number) {
  await recordAudit(t.database.db, { companyId: company.companyId, actor: 'recruiter', userId: company.userId, ip: '192.0.2.1', action: 'cv_visto', postingId: tag, applicationId: tag });
  await recordAnalysis(t.database.db, {
    companyId: company.companyId,
    postingId: tag,
    applicationId: tag,
    engine: 'embedded',
    engineVersion: 'test',
    inputHash: String(tag).padStart(64, '0'),
    score: 5,
    mandatoryNotMet: false,
    verdicts: [],
  });
  await t.database.executeSql('update audit_events set at = $1 where application_id = $2', [at.toISOString(), tag]);
  await t.database.executeSql('update analysis_log set at = $1 where application_id = $2', [at.toISOString(), tag]);
}

const remaining = async (table: 'audit_events' | 'analysis_log', company: SeededCompany) =>
  ((await t.database.executeSql(`select application_id from ${table} where company_id = $1 order by application_id`, [company.companyId])).rows as Array<{ application_id: number }>).map(
    (r) => r.application_id,
  );

beforeAll(async () => {
  t = await createTestApp({}, { workers: false });
  acme = await seedCompany(t, { name: 'Acme' });
  other = await seedCompany(t, { name: 'Otra' });
  for (const company of [acme, other]) {
    const base = company === acme ? 0 : 100;
    await entriesAt(company, monthsAgo(13), base + 1);
    await entriesAt(company, monthsAgo(7), base + 2);
    await entriesAt(company, monthsAgo(5, 20), base + 3);
    await entriesAt(company, new Date(), base + 4);
  }
});
afterAll(async () => {
  await t?.close();
});

describe('purgeAuditBefore', () => {
  it('refuses any date less than six months ago, and removes nothing then', async () => {
    await expect(purgeAuditBefore(t.database.db, monthsAgo(5, 27), acme.companyId)).rejects.toThrow(RangeError);
    await expect(purgeAuditBefore(t.database.db, new Date())).rejects.toThrow(/at least 6 months/);
    expect(await remaining('audit_events', acme)).toEqual([1, 2, 3, 4]);
  });

  it("removes one company's entries and analyses older than its date, and nobody else's", async () => {
    // The company keeps a year: the retention job passes a year ago.
    expect(await purgeAuditBefore(t.database.db, monthsAgo(12), acme.companyId)).toEqual({ events: 1, analyses: 1 });
    expect(await remaining('audit_events', acme)).toEqual([2, 3, 4]);
    expect(await remaining('analysis_log', acme)).toEqual([2, 3, 4]);
    expect(await remaining('audit_events', other)).toEqual([101, 102, 103, 104]);
    // Six months exactly is allowed: what is older goes, what is younger stays.
    expect(await purgeAuditBefore(t.database.db, monthsAgo(6), acme.companyId)).toEqual({ events: 1, analyses: 1 });
    expect(await remaining('audit_events', acme)).toEqual([3, 4]);
    expect(await remaining('analysis_log', acme)).toEqual([3, 4]);
  });

  it('without a company, removes everyone’s older entries', async () => {
    expect(await purgeAuditBefore(t.database.db, monthsAgo(6))).toEqual({ events: 2, analyses: 2 });
    expect(await remaining('audit_events', other)).toEqual([103, 104]);
    expect(await remaining('analysis_log', other)).toEqual([103, 104]);
    expect(await remaining('audit_events', acme)).toEqual([3, 4]);
  });
});
