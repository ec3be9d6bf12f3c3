import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../platform/mail/mailer';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { deliverMail } from './mail.jobs';
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
});
