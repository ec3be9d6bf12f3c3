import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activateCall, activitiesCall, loginCall, logoutCall, preferencesCall, registerCall, resetCompleteCall, resetRequestCall } from '@postula/contract/accounts';
import type { Language } from '@postula/contract/constants';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  // Every account of this file signs up from one address; the limit on that is sign-up-limits.test.ts's subject.
  t = await createTestApp({ SIGNUP_LIMIT_PER_ADDRESS: '1000' });
});
afterAll(async () => {
  await t?.close();
});

let counter = 0;
const uniqueEmail = (prefix = 'recruiter') => `${prefix}.${Date.now()}.${++counter}@empresa.test`;
const PASSWORD = 'Segura123';

async function register(overrides: Partial<{ username: string; password: string; idioma: Language; nombre_empresa: string }> = {}) {
  const body = {
    username: uniqueEmail(),
    password: PASSWORD,
    nombre_empresa: 'Acme Selección',
    actividad_empresa: 1,
    idioma: 'es' as Language,
    ...overrides,
  };
  const result = await t.call(registerCall, { body });
  return { ...result, body };
}

/** The link of the latest e-mail to `to` whose subject matches. */
async function linkFrom(to: string, subject: RegExp) {
  const mail = await t.smtp.waitFor(to, (m) => subject.test(m.subject));
  const url = new URL(mail.links[0]!);
  return { mail, url, code: url.searchParams.get('p')!, email: url.searchParams.get('u')! };
}

async function activeAccount(idioma: Language = 'es') {
  const { body } = await register({ idioma });
  const { code, email } = await linkFrom(body.username, /./);
  expect((await t.call(activateCall, { body: { codigo_activacion: code, correo: email } })).status).toBe(200);
  return body;
}

async function signIn(username: string, password = PASSWORD, ip?: string) {
  return t.call(loginCall, { body: { username, password }, ...(ip ? { ip } : {}) });
}

describe('GET /user/activities', () => {
  it('lists business activities translated, Spanish by default', async () => {
    const es = await t.call(activitiesCall);
    const en = await t.call(activitiesCall, { query: { lang: 'en' } });
    const pt = await t.call(activitiesCall, { language: 'pt' });
    expect(es.data!.actividades.length).toBeGreaterThanOrEqual(20);
    expect(es.data!.actividades.map((a) => a.descripcion)).toContain('Tecnología y software');
    expect(en.data!.actividades.map((a) => a.descripcion)).toContain('Technology and software');
    expect(pt.data!.actividades.map((a) => a.descripcion)).toContain('Tecnologia e software');
    expect(new Set(es.data!.actividades.map((a) => a.id)).size).toBe(es.data!.actividades.length);
  });
});

describe('registration and activation', () => {
  it.each([
    ['es', /Confirma tu cuenta/, /Activar mi cuenta/],
    ['en', /Confirm your Postula account/, /Activate my account/],
    ['pt', /Confirme sua conta/, /Ativar minha conta/],
  ] as const)('sends the activation e-mail over SMTP in %s, as text and HTML', async (idioma, subject, action) => {
    const { status, body } = await register({ idioma, nombre_empresa: '<b>Acme</b> & Co' });
    expect(status).toBe(200);
    const { mail, url } = await linkFrom(body.username, subject);
    expect(mail.text).toMatch(action);
    expect(mail.html).toMatch(action);
    // What the form says is not repeated to the address it names, as markup or as text.
    expect(mail.html).not.toContain('Acme');
    expect(mail.text).not.toContain('Acme');
    expect(`${url.origin}${url.pathname}`).toBe('http://panel.test/activate');
    expect(url.searchParams.get('u')).toBe(body.username);
  });

  it('activates once with the e-mailed code, then the same code is refused', async () => {
    const { body } = await register();
    const { code, email } = await linkFrom(body.username, /./);
    const first = await t.call(activateCall, { body: { codigo_activacion: code, correo: email } });
    expect(first.status).toBe(200);
    const again = await t.call(activateCall, { body: { codigo_activacion: code, correo: email } });
    expect(again.status).toBe(400);
    expect(again.error!.code).toBe('invalid_activation_code');
  });

  it('refuses a code for another address, an invented code and an expired code', async () => {
    const a = await register();
    const b = await register();
    const { code } = await linkFrom(a.body.username, /./);
    const wrongUser = await t.call(activateCall, { body: { codigo_activacion: code, correo: b.body.username } });
    expect(wrongUser.error!.code).toBe('invalid_activation_code');
    const invented = await t.call(activateCall, { body: { codigo_activacion: 'x'.repeat(43), correo: a.body.username } });
    expect(invented.error!.code).toBe('invalid_activation_code');

    await t.database.executeSql(`update one_time_codes set expires_at = now() - interval '1 minute'`);
    const expired = await t.call(activateCall, { body: { codigo_activacion: code, correo: a.body.username } });
    expect(expired.error!.code).toBe('invalid_activation_code');
    expect((await signIn(a.body.username)).error!.code).toBe('account_not_activated');
  });

  it('refuses a duplicate e-mail, whatever its case, and keeps the first account', async () => {
    const first = await activeAccount();
    const duplicate = await register({ username: first.username.toUpperCase(), nombre_empresa: 'Otra' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.error).toMatchObject({ code: 'email_taken', field: 'username' });
    const login = await signIn(first.username);
    expect(login.data!.nombre_empresa).toBe('Acme Selección');
  });

  it('refuses weak passwords with the criteria, and creates nothing', async () => {
    for (const password of ['Short1', 'alllowercase1', 'ALLUPPERCASE1', 'NoDigitsHere']) {
      const result = await register({ password });
      expect(result.status).toBe(400);
      expect(result.error!.code).toBe('weak_password');
      expect(result.error!.field).toBe('password');
      expect(result.error!.mensaje).toMatch(/8 caracteres/);
      // The address stays free: registering properly afterwards works.
      expect((await register({ username: result.body.username })).status).toBe(200);
    }
  });

  it('names the invalid field, in the caller language', async () => {
    const missing = await t.call(registerCall, {
      body: { username: uniqueEmail(), password: PASSWORD, actividad_empresa: 1, idioma: 'es' },
      language: 'en',
    });
    expect(missing.status).toBe(400);
    expect(missing.error).toMatchObject({ code: 'validation', field: 'nombre_empresa' });
    expect(missing.error!.message).toBe('The field nombre_empresa is not valid.');

    const badEmail = await t.call(registerCall, {
      body: { username: 'not-an-email', password: PASSWORD, nombre_empresa: 'A', actividad_empresa: 1, idioma: 'es' },
    });
    expect(badEmail.error).toMatchObject({ code: 'validation', field: 'username' });

    const badActivity = await register();
    const unknown = await t.call(registerCall, { body: { ...badActivity.body, username: uniqueEmail(), actividad_empresa: 9999 } });
    expect(unknown.error).toMatchObject({ code: 'unknown_activity', field: 'actividad_empresa' });

    const wrongType = await t.call(registerCall, { body: { ...badActivity.body, username: uniqueEmail(), actividad_empresa: '1' } });
    expect(wrongType.error).toMatchObject({ code: 'validation', field: 'actividad_empresa' });
  });
});

describe('sign-in', () => {
  it('refuses an unactivated account, says why and sends the activation e-mail again', async () => {
    const { body } = await register({ idioma: 'pt' });
    await linkFrom(body.username, /Confirme/);
    t.smtp.clear();
    const result = await signIn(body.username);
    expect(result.status).toBe(401);
    expect(result.error!.code).toBe('account_not_activated');
    const { code, email } = await linkFrom(body.username, /Confirme/);
    expect((await t.call(activateCall, { body: { codigo_activacion: code, correo: email } })).status).toBe(200);
    expect((await signIn(body.username)).status).toBe(200);
  });

  it('answers the session with the company, profile and preferences; the e-mail is case-insensitive', async () => {
    const account = await activeAccount('en');
    const result = await signIn(`  ${account.username.toUpperCase()} `);
    expect(result.status).toBe(200);
    expect(result.data).toMatchObject({
      nombre_empresa: 'Acme Selección',
      actividad_empresa: 1,
      perfil: 'USER',
      idioma: 'en',
      tema: 'claro',
    });
    expect(result.data!.token).toMatch(/^[\w-]{43}$/);
  });

  it('gives the same answer for a wrong password and an unknown address', async () => {
    const account = await activeAccount();
    const wrong = await signIn(account.username, 'Otra1234x', '10.0.0.1');
    const unknown = await signIn(uniqueEmail('nobody'), PASSWORD, '10.0.0.2');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.error).toEqual(unknown.error);
    expect(wrong.error!.message).toBe('Correo o contraseña incorrectos.');
  });

  it('pauses sign-ins into an account from one address after repeated failures, even with the right password', async () => {
    const account = await activeAccount();
    const ip = '10.1.0.1';
    for (let i = 0; i < t.config.LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS; i++) {
      expect((await signIn(account.username, 'Wrong1234', ip)).status).toBe(401);
    }
    const locked = await signIn(account.username, PASSWORD, ip);
    expect(locked.status).toBe(429);
    expect(locked.error!.code).toBe('too_many_attempts');
    expect(locked.error!.message).toContain(String(t.config.LOGIN_WINDOW_MINUTES));
    // From another address the owner signs in (sign-in-limits.test.ts has the limits across addresses).
    expect((await signIn(account.username, PASSWORD, '10.1.1.1')).status).toBe(200);

    // Once the window has passed, the right password works from the first address again.
    await t.database.executeSql(`update rate_limit_counters set window_start = now() - interval '1 day'`);
    expect((await signIn(account.username, PASSWORD, ip)).status).toBe(200);
  });

  it('limits failures per client address across accounts', async () => {
    const account = await activeAccount();
    const ip = '10.2.0.1';
    for (let i = 0; i < t.config.LOGIN_MAX_FAILURES_PER_ADDRESS; i++) {
      await signIn(uniqueEmail('guess'), 'Wrong1234', ip);
    }
    expect((await signIn(account.username, PASSWORD, ip)).status).toBe(429);
    expect((await signIn(account.username, PASSWORD, '10.2.0.2')).status).toBe(200);
  });
});

describe('sessions and preferences', () => {
  it('saves preferences for the next sign-in', async () => {
    const account = await activeAccount();
    const { data } = await signIn(account.username);
    const saved = await t.call(preferencesCall, { body: { idioma: 'pt', tema: 'oscuro' }, token: data!.token, language: 'pt' });
    expect(saved.status).toBe(200);
    expect(saved.data!.message).toBe('Preferências salvas.');
    expect((await signIn(account.username)).data).toMatchObject({ idioma: 'pt', tema: 'oscuro' });

    const invalid = await t.call(preferencesCall, { body: { idioma: 'fr', tema: 'oscuro' }, token: data!.token });
    expect(invalid.error).toMatchObject({ code: 'validation', field: 'idioma' });
    expect((await signIn(account.username)).data).toMatchObject({ idioma: 'pt', tema: 'oscuro' });
  });

  it('answers 403 without a token, with a forged one, after sign-out and after expiry', async () => {
    const account = await activeAccount();
    const body = { idioma: 'es', tema: 'claro' } as const;
    expect((await t.call(preferencesCall, { body })).status).toBe(403);
    // The token is checked before the body: a bad body without a session is still "session expired".
    expect((await t.call(preferencesCall, { body: { idioma: 'xx' } })).status).toBe(403);
    const forged = await t.call(preferencesCall, { body, token: 'a'.repeat(43) });
    expect(forged.status).toBe(403);
    expect(forged.error!.code).toBe('session_expired');

    const first = (await signIn(account.username)).data!.token;
    const second = (await signIn(account.username)).data!.token;
    expect((await t.call(logoutCall, { token: first })).status).toBe(200);
    expect((await t.call(preferencesCall, { body, token: first })).status).toBe(403);
    // Signing out ends that session only.
    expect((await t.call(preferencesCall, { body, token: second })).status).toBe(200);

    await t.database.executeSql(`update auth_tokens set expires_at = now() - interval '1 second'`);
    expect((await t.call(preferencesCall, { body, token: second })).status).toBe(403);
  });
});

describe('password reset', () => {
  it('answers the same for unknown addresses and sends nothing', async () => {
    const nobody = uniqueEmail('nobody');
    const account = await activeAccount();
    const unknown = await t.call(resetRequestCall, { body: { correo: nobody } });
    const known = await t.call(resetRequestCall, { body: { correo: account.username } });
    expect(unknown.status).toBe(200);
    expect(unknown.data).toEqual(known.data);
    expect(unknown.data!.message).toBe('Se ha enviado un correo con las instrucciones para recuperar tu contraseña');
    await t.smtp.waitFor(account.username, (m) => /contraseña/.test(m.subject));
    expect(t.smtp.messages.some((m) => m.to.includes(nobody))).toBe(false);
  });

  it('changes the password with the e-mailed link once, ending every session', async () => {
    const account = await activeAccount();
    const oldToken = (await signIn(account.username)).data!.token;
    await t.call(resetRequestCall, { body: { correo: account.username, idioma: 'en' } });
    const { url, code, email } = await linkFrom(account.username, /Change your Postula password/);
    expect(url.pathname).toBe('/password-new-recovery');
    expect(url.searchParams.get('lang')).toBe('en');

    const weak = await t.call(resetCompleteCall, { body: { codigo_validacion: code, correo: email, password: 'weak' } });
    expect(weak.error!.code).toBe('weak_password');

    const done = await t.call(resetCompleteCall, { body: { codigo_validacion: code, correo: email, password: 'NuevaClave9' } });
    expect(done.status).toBe(200);
    expect(done.data!.message).toBe('Contraseña actualizada exitosamente');

    expect((await signIn(account.username)).status).toBe(401);
    expect((await signIn(account.username, 'NuevaClave9')).status).toBe(200);
    expect((await t.call(preferencesCall, { body: { idioma: 'es', tema: 'claro' }, token: oldToken })).status).toBe(403);

    const reused = await t.call(resetCompleteCall, { body: { codigo_validacion: code, correo: email, password: 'OtraClave99' } });
    expect(reused.error!.code).toBe('invalid_reset_code');
    expect((await signIn(account.username, 'NuevaClave9')).status).toBe(200);
  });

  it('refuses an expired link and an older link once a newer one was used', async () => {
    const account = await activeAccount();
    await t.call(resetRequestCall, { body: { correo: account.username } });
    const older = await linkFrom(account.username, /contraseña/);
    t.smtp.clear();
    await t.call(resetRequestCall, { body: { correo: account.username } });
    const newer = await linkFrom(account.username, /contraseña/);
    expect(newer.code).not.toBe(older.code);

    await t.database.executeSql(
      `update one_time_codes set expires_at = now() - interval '1 minute' where purpose = 'password_reset' and user_id = (select id from users where email = $1) and id = (select min(id) from one_time_codes where purpose = 'password_reset' and user_id = (select id from users where email = $1))`,
      [account.username],
    );
    const expired = await t.call(resetCompleteCall, { body: { codigo_validacion: older.code, correo: older.email, password: 'NuevaClave9' } });
    expect(expired.error!.code).toBe('invalid_reset_code');

    expect((await t.call(resetCompleteCall, { body: { codigo_validacion: newer.code, correo: newer.email, password: 'NuevaClave9' } })).status).toBe(200);
    expect((await signIn(account.username, 'NuevaClave9')).status).toBe(200);
  });
});

describe('malformed requests', () => {
  it('answers malformed JSON, oversized bodies and unknown calls with a coded error', async () => {
    const malformed = await t.call(loginCall, { raw: '{"username": "a@b.c", ' });
    expect(malformed.status).toBe(400);
    expect(malformed.error!.code).toBe('malformed_body');

    const huge = await t.call(registerCall, { raw: JSON.stringify({ username: 'a@b.c', pad: 'x'.repeat(200_000) }) });
    expect(huge.status).toBe(413);
    expect(huge.error!.code).toBe('body_too_large');

    const wrongShape = await t.call(loginCall, { raw: '[1,2,3]' });
    expect(wrongShape.status).toBe(400);

    const unknown = await t.app.inject({ method: 'GET', url: '/api/does-not-exist', headers: { 'accept-language': 'pt-BR,pt;q=0.9' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'route_not_found', message: 'Este endereço não existe.' });
  });
});
