import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginCall, registerCall } from '@postula/contract/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';

// Sign-up is the one call that makes the product e-mail an address anyone types in, with text anyone
// types in (decision 015). These run on the default settings: 10 sign-ups per client address an hour,
// 5 activation e-mails per recipient a day.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

let counter = 0;
const uniqueEmail = (prefix = 'victim') => `${prefix}.${Date.now()}.${++counter}@empresa.test`;
const PASSWORD = 'Segura123';

function signUp(ip: string, overrides: { username?: string; nombre_empresa?: string } = {}) {
  return t.call(registerCall, {
    body: { username: uniqueEmail(), password: PASSWORD, nombre_empresa: 'Acme', actividad_empresa: 1, idioma: 'es', ...overrides },
    ip,
  });
}

/** E-mails written for `to`: the outbox row is written before the call answers, so this needs no waiting. */
async function outboxCount(to: string): Promise<number> {
  const { rows } = await t.database.executeSql('select count(*)::int as n from outbox where recipient = $1', [to]);
  return (rows[0] as { n: number }).n;
}

describe('sign-ups per client address', () => {
  it('refuses the 11th sign-up of the hour from one address, creating and sending nothing', async () => {
    const ip = '203.0.113.50';
    const accepted: string[] = [];
    for (let i = 0; i < 10; i++) {
      const username = uniqueEmail();
      expect((await signUp(ip, { username })).status).toBe(200);
      accepted.push(username);
    }
    const eleventh = uniqueEmail();
    const refused = await signUp(ip, { username: eleventh });
    expect(refused.status).toBe(429);
    expect(refused.error).toMatchObject({ code: 'signup_limited' });
    expect(refused.error!.message).toBe('Se crearon demasiadas cuentas desde tu conexión. Vuelve a intentarlo en una hora.');

    expect(await outboxCount(eleventh)).toBe(0);
    // Every accepted sign-up's e-mail arrives; none to the refused one.
    for (const username of accepted) await t.smtp.waitFor(username);
    expect(t.smtp.messages.some((m) => m.to.includes(eleventh))).toBe(false);
    // No account was made: its password opens nothing, and the address is still free.
    expect((await t.call(loginCall, { body: { username: eleventh, password: PASSWORD }, ip: '198.51.100.1' })).error).toMatchObject({
      code: 'invalid_credentials',
    });
    expect((await signUp('198.51.100.50', { username: eleventh })).status).toBe(200);
  });

  it('counts refused sign-ups too, so an address already taken cannot be probed without limit', async () => {
    const ip = '203.0.113.51';
    const taken = uniqueEmail('taken');
    expect((await signUp('198.51.100.51', { username: taken })).status).toBe(200);
    for (let i = 0; i < 10; i++) expect((await signUp(ip, { username: taken })).status).toBe(409);
    expect((await signUp(ip)).status).toBe(429);
  });
});

describe('activation e-mails per recipient', () => {
  it('sends at most 5 a day to one address, the sign-up e-mail and re-sends on sign-in together', async () => {
    const victim = uniqueEmail();
    expect((await signUp('203.0.113.60', { username: victim })).status).toBe(200);
    // Whoever signed the victim up knows the password, and every sign-in of the unactivated account used
    // to send the e-mail again (3 an hour, so 72 a day). Ten sign-ins an hour apart:
    for (let hour = 0; hour < 10; hour++) {
      const answer = await t.call(loginCall, { body: { username: victim, password: PASSWORD }, ip: '203.0.113.61' });
      expect(answer.error).toMatchObject({ code: 'account_not_activated' });
      await t.database.executeSql(
        `update rate_limit_counters set window_start = window_start - interval '61 minutes' where key like 'activation%'`,
      );
    }
    expect(await outboxCount(victim)).toBe(5);
  });
});

describe('what the activation e-mail says', () => {
  it('has a fixed subject and heading, and carries none of the text typed into the form', async () => {
    const victim = uniqueEmail();
    const bait = 'Ganaste un premio: llama al +54 11 5555-0000 o entra en https://evil.test/premio';
    expect((await signUp('203.0.113.70', { username: victim, nombre_empresa: bait })).status).toBe(200);
    const mail = await t.smtp.waitFor(victim);
    expect(mail.subject).toBe('Confirma tu cuenta de Postula');
    expect(/<h1[^>]*>([^<]*)<\/h1>/.exec(mail.html)?.[1]).toBe('Te damos la bienvenida a Postula');
    expect(mail.text.split('\n')[0]).toBe('Te damos la bienvenida a Postula');
    for (const part of [mail.subject, mail.text, mail.html]) {
      expect(part).not.toContain('premio');
      expect(part).not.toContain('evil.test');
      expect(part).not.toContain('5555-0000');
    }
    expect(mail.links.every((link) => link.startsWith('http://panel.test/activate?'))).toBe(true);
  });
});
