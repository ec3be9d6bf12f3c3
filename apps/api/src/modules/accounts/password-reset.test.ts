import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetRequestCall } from '@postula/contract/accounts';
import { insertActivatedCompany } from '../../testing/seed';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { resetMailJob, sendResetMail } from './accounts.jobs';

// Issue 33 (decision 051): a reset request answers the same, after the same work, whether or not the address has an
// account, and is limited per client address and per recipient. Timings are measured by bench/password-reset.ts,
// not here: these tests check what the call does before it answers, and what the job does after. The workers are
// off, so that nothing runs the job but the test (by hand, below), and e-mails stay in the outbox.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { workers: false });
});
afterAll(async () => {
  await t?.close();
});

let counter = 0;
const uniqueEmail = (prefix = 'nobody') => `${prefix}.${Date.now()}.${++counter}@empresa.test`;
const RATE_LIMITED_ES = 'Demasiadas solicitudes. Espera un momento y vuelve a intentarlo.';

const sql = async <T>(text: string, values: unknown[] = []) => (await t.database.executeSql(text, values)).rows as T[];
const count = async (text: string, values: unknown[]) => (await sql<{ n: number }>(text, values))[0]!.n;
const outboxCount = (to: string) => count('select count(*)::int as n from outbox where recipient = $1', [to]);
const resetCodes = (email: string) =>
  count(`select count(*)::int as n from one_time_codes c join users u on u.id = c.user_id where u.email = $1 and c.purpose = 'password_reset'`, [email]);

function ask(correo: string, ip: string) {
  return t.call(resetRequestCall, { body: { correo }, ip });
}

/** The reset jobs queued and not yet run, oldest first. */
const queuedResets = () =>
  sql<{ id: string; data: { email: string; language: string } }>(`select id, data from pgboss.job where name = $1 and state = 'created' order by created_on, id`, [
    resetMailJob.name,
  ]);

/** Runs every queued reset job as a worker would, then takes it off the queue. */
async function runQueuedResets() {
  const run = sendResetMail({ db: t.database.db, queue: t.queue, config: t.config });
  for (const job of await queuedResets()) {
    await run(resetMailJob.schema.parse(job.data));
    await sql('delete from pgboss.job where id = $1', [job.id]);
  }
}

describe('a reset request', () => {
  it('does the same before it answers whether or not the address has an account: the code and the e-mail come from a job', async () => {
    const owner = await insertActivatedCompany(t.database.db);
    const nobody = uniqueEmail();
    await runQueuedResets();

    const known = await ask(owner.email, '203.0.113.1');
    const unknown = await ask(nobody, '203.0.113.2');
    expect(known.status).toBe(200);
    expect(unknown).toEqual(known);
    expect(known.data!.message).toBe('Se ha enviado un correo con las instrucciones para recuperar tu contraseña');

    // Nothing that only an account leads to was done while the call ran: no code, no e-mail.
    expect(await resetCodes(owner.email)).toBe(0);
    expect(await outboxCount(owner.email)).toBe(0);
    // Each left one job, alike but for the address, which no worker starts while the answer is being sent.
    expect((await queuedResets()).map((job) => job.data)).toEqual([
      { email: owner.email, language: 'es' },
      { email: nobody, language: 'es' },
    ]);
    const delays = await sql<{ seconds: number }>(
      `select extract(epoch from start_after - created_on)::float as seconds from pgboss.job where name = $1 and state = 'created'`,
      [resetMailJob.name],
    );
    expect(delays.map((row) => Math.round(row.seconds))).toEqual([2, 2]);

    await runQueuedResets();
    expect(await resetCodes(owner.email)).toBe(1);
    expect(await outboxCount(owner.email)).toBe(1);
    expect(await outboxCount(nobody)).toBe(0);
    const [mail] = await sql<{ subject: string; links: string[] }>('select subject, links from outbox where recipient = $1', [owner.email]);
    expect(mail!.subject).toMatch(/contraseña/);
    expect(mail!.links[0]).toMatch(/^http:\/\/panel\.test\/password-new-recovery\?p=[\w-]{43}&u=.+&lang=es$/);
  });

  it('e-mails in the language asked for, else the reader’s', async () => {
    const owner = await insertActivatedCompany(t.database.db);
    await t.call(resetRequestCall, { body: { correo: owner.email, idioma: 'pt' }, ip: '203.0.113.3', language: 'en' });
    await t.call(resetRequestCall, { body: { correo: owner.email }, ip: '203.0.113.3', language: 'en' });
    expect((await queuedResets()).map((job) => job.data.language)).toEqual(['pt', 'en']);
    await runQueuedResets();
    const links = await sql<{ links: string[] }>('select links from outbox where recipient = $1 order by id', [owner.email]);
    expect(links.map((row) => new URL(row.links[0]!).searchParams.get('lang'))).toEqual(['pt', 'en']);
  });
});

describe('reset requests per client address', () => {
  it('refuses the 11th of the hour from one address with 429, known address or not, and queues nothing for it', async () => {
    const owner = await insertActivatedCompany(t.database.db);
    const ip = '203.0.113.20';
    for (let i = 0; i < 10; i++) expect((await ask(i < 2 ? owner.email : uniqueEmail(), ip)).status).toBe(200);
    await runQueuedResets();

    const refusedKnown = await ask(owner.email, ip);
    const refusedUnknown = await ask(uniqueEmail(), ip);
    expect(refusedKnown.status).toBe(429);
    expect(refusedKnown.error).toMatchObject({ code: 'rate_limited', message: RATE_LIMITED_ES, mensaje: RATE_LIMITED_ES });
    expect(refusedUnknown).toEqual(refusedKnown);
    expect(await queuedResets()).toEqual([]);
    const english = await t.call(resetRequestCall, { body: { correo: owner.email }, ip, language: 'en' });
    expect(english.error?.message).toBe('Too many requests. Wait a moment and try again.');

    // Another address is not affected, and the owner's e-mail is sent from it.
    const before = await outboxCount(owner.email);
    expect((await ask(owner.email, '203.0.113.21')).status).toBe(200);
    await runQueuedResets();
    expect(await outboxCount(owner.email)).toBe(before + 1);
  });
});

describe('reset e-mails per recipient', () => {
  it('sends at most 5 an hour and 10 a day to one account, answering every request the same', async () => {
    const owner = await insertActivatedCompany(t.database.db);
    const nobody = uniqueEmail();
    // Each from its own address, so that only the recipient limits stand in the way.
    let host = 0;
    const fromAnywhere = (correo: string) => ask(correo, `198.51.100.${++host}`);

    const answers = [];
    for (let i = 0; i < 8; i++) answers.push(await fromAnywhere(owner.email), await fromAnywhere(nobody));
    await runQueuedResets();
    expect(new Set(answers.map((answer) => JSON.stringify(answer)))).toEqual(new Set([JSON.stringify(answers[0])]));
    expect(answers[0]!.status).toBe(200);
    expect(await outboxCount(owner.email)).toBe(5);
    expect(await outboxCount(nobody)).toBe(0);

    // Hour after hour: the day's limit holds.
    for (let hour = 0; hour < 4; hour++) {
      await sql(`update rate_limit_counters set window_start = window_start - interval '61 minutes' where key like 'reset-mail:hour:%'`);
      for (let i = 0; i < 5; i++) expect((await fromAnywhere(owner.email)).status).toBe(200);
      await runQueuedResets();
    }
    expect(await outboxCount(owner.email)).toBe(10);
    expect(await resetCodes(owner.email)).toBe(10);
  });
});
