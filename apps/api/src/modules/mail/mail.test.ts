import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMailer } from '../../platform/mail/mailer';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { deliverMail, resumeMail } from './mail.jobs';
import { findOutbox, insertOutbox } from './mail.repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const silent = pino({ level: 'silent' });
const message = (to: string) => ({
  to,
  subject: 'Prueba',
  text: 'Hola https://panel.test/activate?p=abc&u=x',
  html: '<p>Hola</p>',
  links: ['https://panel.test/activate?p=abc&u=x'],
});

describe('mail delivery job', () => {
  it('keeps the message when the SMTP server is down, and delivers it once on a later try', async () => {
    const db = t.database.db;
    const id = await insertOutbox(db, message('retry@empresa.test'));
    // Nothing listens on port 9 of loopback: the connection is refused.
    const down = createMailer({ smtpUrl: 'smtp://127.0.0.1:9', from: 'a@b.test', logger: silent });
    await expect(deliverMail({ db, mailer: down })({ outboxId: id })).rejects.toThrow();
    expect(await findOutbox(db, id)).toMatchObject({ status: 'pending', attempts: 1 });
    expect((await findOutbox(db, id))!.lastError).toBeTruthy();

    const up = createMailer({ smtpUrl: t.smtp.url, from: 'a@b.test', logger: silent });
    await deliverMail({ db, mailer: up })({ outboxId: id });
    await deliverMail({ db, mailer: up })({ outboxId: id });
    expect(await findOutbox(db, id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    await t.smtp.waitFor('retry@empresa.test');
    expect(t.smtp.messages.filter((m) => m.to.includes('retry@empresa.test'))).toHaveLength(1);
  });

  it('prints the message and its links to the log when no SMTP server is configured', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) }));
    const db = t.database.db;
    const id = await insertOutbox(db, message('log@empresa.test'));
    await deliverMail({ db, mailer: createMailer({ from: 'a@b.test', logger }) })({ outboxId: id });
    expect(await findOutbox(db, id)).toMatchObject({ status: 'logged' });
    expect(lines.join('')).toContain('https://panel.test/activate?p=abc&u=x');
  });

  it('sends a message once when two jobs deliver it at the same time, and waits out a job that died holding it', async () => {
    const db = t.database.db;
    const mailer = createMailer({ smtpUrl: t.smtp.url, from: 'a@b.test', logger: silent });
    const id = await insertOutbox(db, message('twice@empresa.test'));
    await Promise.all([deliverMail({ db, mailer })({ outboxId: id }), deliverMail({ db, mailer })({ outboxId: id })]);
    await t.smtp.waitFor('twice@empresa.test');
    expect(await findOutbox(db, id)).toMatchObject({ status: 'sent', attempts: 1, claimedUntil: null });

    // A job holds this one (its process died half-way): others leave it until the hold ends.
    const held = await insertOutbox(db, message('held@empresa.test'));
    await t.database.executeSql(`update outbox set claimed_until = now() + interval '1 minute', attempts = 1 where id = $1`, [held]);
    await deliverMail({ db, mailer })({ outboxId: held });
    expect(await findOutbox(db, held)).toMatchObject({ status: 'pending', attempts: 1 });
    await t.database.executeSql(`update outbox set claimed_until = now() - interval '1 second' where id = $1`, [held]);
    await deliverMail({ db, mailer })({ outboxId: held });
    expect(await findOutbox(db, held)).toMatchObject({ status: 'sent', attempts: 2 });
    await t.smtp.waitFor('held@empresa.test');
    for (const to of ['twice@empresa.test', 'held@empresa.test']) {
      expect(t.smtp.messages.filter((m) => m.to.includes(to))).toHaveLength(1);
    }
  });

  it('queues again a message whose delivery job was lost, and the worker delivers it once', async () => {
    const db = t.database.db;
    // Written, but the process ended before its job was queued.
    const lost = await insertOutbox(db, message('lost@empresa.test'));
    const recent = await insertOutbox(db, message('recent@empresa.test'));
    await t.database.executeSql(`update outbox set created_at = now() - interval '11 minutes' where id = $1`, [lost]);

    const tenMinutesAgo = () => new Date(Date.now() - 10 * 60_000);
    expect(await resumeMail({ db, queue: t.queue }, tenMinutesAgo())).toBe(1);
    await t.smtp.waitFor('lost@empresa.test');
    await vi.waitFor(async () => expect(await findOutbox(db, lost)).toMatchObject({ status: 'sent', attempts: 1 }), { timeout: 10_000 });
    expect(await findOutbox(db, recent)).toMatchObject({ status: 'pending', attempts: 0 });
    expect(await resumeMail({ db, queue: t.queue }, tenMinutesAgo())).toBe(0);
    expect(t.smtp.messages.filter((m) => m.to.includes('lost@empresa.test'))).toHaveLength(1);
  });
});
