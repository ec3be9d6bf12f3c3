import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginCall, resetCompleteCall, resetRequestCall } from '@postula/contract/accounts';
import { insertActivatedCompany } from '../../testing/seed';
import { createTestApp, type TestApp } from '../../testing/test-app';

// Who a failed sign-in counts against (decision 015): the account from that client address (5 per 15
// minutes), the client address over every account (20), and the account from everywhere (100 an hour).

let sequence = 0;
const nobody = () => `nobody.${++sequence}@empresa.test`;

function signIn(t: TestApp, username: string, password: string, ip: string) {
  return t.call(loginCall, { body: { username, password }, ip });
}

/** How many answers had each status. */
function tally(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

describe('on the default settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a stranger who knows the address cannot lock the owner out', async () => {
    const owner = await insertActivatedCompany(t.database.db);
    const stranger = '203.0.113.66';
    const answers: number[] = [];
    for (let i = 0; i < 20; i++) answers.push((await signIn(t, owner.email, 'Wrong1234', stranger)).status);
    expect(answers.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(answers.slice(5)).toEqual(Array<number>(15).fill(429));

    expect((await signIn(t, owner.email, owner.password, '198.51.100.23')).status).toBe(200);
    // The owner's success does not reopen the stranger's allowance, not even with the right password.
    const still = await signIn(t, owner.email, owner.password, stranger);
    expect(still.status).toBe(429);
    expect(still.error).toMatchObject({ code: 'too_many_attempts' });
    expect(still.error!.message).toContain('15 minutos');
  });

  it('200 wrong passwords sent at once get at most 5 checked', async () => {
    const owner = await insertActivatedCompany(t.database.db);
    const answers = await Promise.all(
      Array.from({ length: 200 }, () => signIn(t, owner.email, 'Wrong1234', '203.0.113.77')),
    );
    const counts = tally(answers.map((a) => a.status));
    expect(counts[401]).toBeLessThanOrEqual(5);
    expect(counts[401]).toBeGreaterThanOrEqual(1);
    expect(counts[429]).toBe(200 - counts[401]!);
    expect((await signIn(t, owner.email, owner.password, '198.51.100.24')).status).toBe(200);
  });

  it('the right password after failures from the same address works, and clears them', async () => {
    const owner = await insertActivatedCompany(t.database.db);
    const ip = '203.0.113.88';
    for (let i = 0; i < 4; i++) expect((await signIn(t, owner.email, 'Wrong1234', ip)).status).toBe(401);
    expect((await signIn(t, owner.email, owner.password, ip)).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await signIn(t, owner.email, 'Wrong1234', ip)).status).toBe(401);
    expect((await signIn(t, owner.email, owner.password, ip)).status).toBe(429);
  });

  it('a password reset lets the owner sign in at once from the address they failed from', async () => {
    const owner = await insertActivatedCompany(t.database.db);
    const ip = '203.0.113.90';
    for (let i = 0; i < 5; i++) expect((await signIn(t, owner.email, 'Wrong1234', ip)).status).toBe(401);
    expect((await signIn(t, owner.email, owner.password, ip)).status).toBe(429);

    await t.call(resetRequestCall, { body: { correo: owner.email }, ip });
    const link = new URL((await t.smtp.waitFor(owner.email)).links[0]!);
    const reset = await t.call(resetCompleteCall, {
      body: { codigo_validacion: link.searchParams.get('p')!, correo: owner.email, password: 'NuevaClave9' },
      ip,
    });
    expect(reset.status).toBe(200);
    expect((await signIn(t, owner.email, 'NuevaClave9', ip)).status).toBe(200);
  });

  it('sign-ins that succeed do not use up an address’s allowance (an office behind one address)', async () => {
    const office = '203.0.113.99';
    for (let i = 0; i < 25; i++) {
      const recruiter = await insertActivatedCompany(t.database.db);
      expect((await signIn(t, recruiter.email, recruiter.password, office)).status).toBe(200);
    }
    expect((await signIn(t, nobody(), 'Wrong1234', office)).status).toBe(401);
  });
});

describe('with small limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      LOGIN_MAX_FAILURES_PER_ACCOUNT: '10',
      LOGIN_MAX_FAILURES_PER_ADDRESS: '8',
      LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS: '3',
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('failures from many addresses pause the account for everyone, the owner included, until the window passes', async () => {
    const owner = await insertActivatedCompany(t.database.db);
    for (let i = 0; i < 10; i++) expect((await signIn(t, owner.email, 'Wrong1234', `10.3.0.${i}`)).status).toBe(401);
    const paused = await signIn(t, owner.email, owner.password, '10.3.1.1');
    expect(paused.status).toBe(429);
    expect(paused.error!.message).toContain('60 minutos');

    await t.database.executeSql(`update rate_limit_counters set window_start = now() - interval '1 day'`);
    expect((await signIn(t, owner.email, owner.password, '10.3.1.1')).status).toBe(200);
  });

  it('failures sent at once from many addresses get at most the account-wide limit checked', async () => {
    const owner = await insertActivatedCompany(t.database.db);
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => signIn(t, owner.email, 'Wrong1234', `10.4.${i >> 8}.${i & 255}`)),
    );
    const counts = tally(answers.map((a) => a.status));
    expect(counts[401]).toBeLessThanOrEqual(10);
    expect(counts[429]).toBe(60 - counts[401]!);
  });

  it('failures sent at once from one address over many accounts get at most the address limit checked', async () => {
    const answers = await Promise.all(Array.from({ length: 60 }, () => signIn(t, nobody(), 'Wrong1234', '10.5.0.1')));
    const counts = tally(answers.map((a) => a.status));
    expect(counts[401]).toBeLessThanOrEqual(8);
    expect(counts[429]).toBe(60 - counts[401]!);
  });
});
