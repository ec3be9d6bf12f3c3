import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { linkedinAuthorizeCall, linkedinOauthCall, linkedinPublishCall, linkedinStatusCall } from '@postula/contract/linkedin';
import { socialMediaCall } from '@postula/contract/postings';
import { loginCall } from '@postula/contract/accounts';
import { createPosting } from '../../testing/applicants';
import { startLinkedinStandIn, type LinkedinStandIn } from '../../testing/linkedin-stand-in';
import { seedCompany, type SeededCompany } from '../../testing/seed';
import { createTestApp, type TestApp } from '../../testing/test-app';

const REDIRECT = 'http://panel.test/auth/linkedin/callback';
const TEXT = 'Buscamos desarrolladora #backend (remoto) @ Acme_SA — ¡postulate! https://panel.test/1/2';

let li: LinkedinStandIn;
let t: TestApp;
let acme: SeededCompany;
let other: SeededCompany;
let acmePosting: number;
let otherPosting: number;

beforeAll(async () => {
  li = await startLinkedinStandIn();
  t = await createTestApp(linkedinSettings(), { workers: false });
  acme = await seedCompany(t);
  other = await seedCompany(t);
  acmePosting = await createPosting(t, acme);
  otherPosting = await createPosting(t, other);
});
afterAll(async () => {
  await t?.close();
  await li?.close();
});
beforeEach(() => {
  li.clearFaults();
});

function linkedinSettings() {
  return {
    LINKEDIN_CLIENT_ID: li.clientId,
    LINKEDIN_CLIENT_SECRET: li.clientSecret,
    LINKEDIN_AUTH_URL: li.authUrl,
    LINKEDIN_OAUTH_URL: li.baseUrl,
    LINKEDIN_API_URL: li.baseUrl,
  };
}

/** Starts an authorization and follows LinkedIn's consent page as the browser would: answers code and state. */
async function authorize(company: SeededCompany, token = company.token, texto = TEXT, postingId = company === acme ? acmePosting : otherPosting) {
  const started = await t.call(linkedinAuthorizeCall, { body: { evaluacion_id: postingId, texto }, token });
  expect(started.status).toBe(200);
  const response = await fetch(started.data!.url_autorizacion, { redirect: 'manual' });
  expect(response.status).toBe(302);
  const back = new URL(response.headers.get('location')!);
  return { code: back.searchParams.get('code')!, state: back.searchParams.get('state')!, url: new URL(started.data!.url_autorizacion) };
}

async function secondSession(company: SeededCompany) {
  const login = await t.call(loginCall, { body: { username: company.email, password: company.password } });
  return login.data!.token;
}

async function linkRows(userEmail: string) {
  const { rows } = await t.database.executeSql(
    'select l.* from linkedin_links l join users u on u.id = l.user_id where u.email = $1',
    [userEmail],
  );
  return rows as { token_ciphertext: string; member_urn: string; token_expires_at: string }[];
}

describe('LinkedIn not configured', () => {
  it('answers 503 and reports configurado/vinculado false', async () => {
    const bare = await createTestApp({}, { workers: false });
    try {
      const company = await seedCompany(bare);
      const posting = await createPosting(bare, company);
      const status = await bare.call(linkedinStatusCall, { token: company.token });
      expect(status.data).toEqual({ configurado: false, vinculado: false });
      const started = await bare.call(linkedinAuthorizeCall, { body: { evaluacion_id: posting, texto: 'x' }, token: company.token });
      expect(started.status).toBe(503);
      expect(started.error!.code).toBe('linkedin_not_configured');
      const published = await bare.call(linkedinPublishCall, { body: { evaluacion_id: posting, texto: 'x' }, token: company.token });
      expect(published.status).toBe(503);
      const oauth = await bare.call(linkedinOauthCall, { body: { code: 'c', state: 's' }, token: company.token });
      expect(oauth.status).toBe(503);
    } finally {
      await bare.close();
    }
  });
});

describe('LinkedIn through the real app and the stand-in', () => {
  it('answers the authorization address with the right parameters', async () => {
    const started = await t.call(linkedinAuthorizeCall, { body: { evaluacion_id: acmePosting, texto: TEXT }, token: acme.token });
    const url = new URL(started.data!.url_autorizacion);
    expect(url.origin + url.pathname).toBe(li.authUrl);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('client_id')).toBe(li.clientId);
    expect(url.searchParams.get('redirect_uri')).toBe(REDIRECT);
    expect(url.searchParams.get('scope')).toBe('openid profile w_member_social');
    // At least 128 random bits, URL-safe.
    expect(url.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{43,}$/);
    expect(url.searchParams.get('client_secret')).toBeNull();
  });

  it("answers 404 for another company's posting", async () => {
    const started = await t.call(linkedinAuthorizeCall, { body: { evaluacion_id: otherPosting, texto: TEXT }, token: acme.token });
    expect(started.status).toBe(404);
    const published = await t.call(linkedinPublishCall, { body: { evaluacion_id: otherPosting, texto: TEXT }, token: acme.token });
    expect(published.status).toBe(404);
  });

  it('refuses a state of another session or company, then a used one, publishing nothing', async () => {
    const { code, state } = await authorize(acme);
    const before = li.posts.length;
    const otherSession = await secondSession(acme);
    for (const token of [otherSession, other.token]) {
      const answer = await t.call(linkedinOauthCall, { body: { code, state }, token });
      expect(answer.status).toBe(400);
      expect(answer.error!.code).toBe('linkedin_state_invalid');
    }
    const bogus = await t.call(linkedinOauthCall, { body: { code, state: 'x'.repeat(43) }, token: acme.token });
    expect(bogus.status).toBe(400);
    expect(li.requests.filter((r) => r.kind === 'token')).toHaveLength(0);
    expect(await linkRows(other.email)).toHaveLength(0);

    // The right session still can use it (nothing changed), once.
    const done = await t.call(linkedinOauthCall, { body: { code, state }, token: acme.token, language: 'en' });
    expect(done.data).toEqual({ message: 'Successfully published on LinkedIn', post_publicado: true });
    const again = await t.call(linkedinOauthCall, { body: { code, state }, token: acme.token });
    expect(again.status).toBe(400);
    expect(again.error!.code).toBe('linkedin_state_invalid');
    expect(li.posts.length).toBe(before + 1);
  });

  it('refuses an expired state', async () => {
    const { code, state } = await authorize(other);
    await t.database.executeSql("update linkedin_authorizations set expires_at = now() - interval '1 second' where used_at is null");
    const answer = await t.call(linkedinOauthCall, { body: { code, state }, token: other.token });
    expect(answer.status).toBe(400);
    expect(answer.error!.code).toBe('linkedin_state_invalid');
  });

  it('answers 502 when LinkedIn refuses the code, keeping nothing', async () => {
    const { state } = await authorize(other);
    const answer = await t.call(linkedinOauthCall, { body: { code: 'AQnot-a-code', state }, token: other.token });
    expect(answer.status).toBe(502);
    expect(answer.error!.code).toBe('linkedin_unavailable');
    expect(JSON.stringify(answer.error)).not.toContain(li.clientSecret);
    expect(await linkRows(other.email)).toHaveLength(0);
    const status = await t.call(linkedinStatusCall, { token: other.token });
    expect(status.data).toEqual({ configurado: true, vinculado: false });
  });

  it('links, publishes the exact text as the member, keeps the token encrypted, and reports the link', async () => {
    const company = await seedCompany(t);
    const posting = await createPosting(t, company);
    const before = await t.call(socialMediaCall, {
      body: { puesto: 'Desarrolladora', tareas_a_realizar: 'Programar', evaluacion_id: posting, link_postula: 'https://panel.test/x' },
      token: company.token,
    });
    expect(before.data!.linkedin_vinculado).toBe(false);

    // LinkedIn refuses the same text twice from one member (the stand-in too): this one differs.
    const text = `${TEXT}\n\nSegunda línea: *Java* ~ [C#] {x} | <y> \\ _z_`;
    const { code, state } = await authorize(company, company.token, text, posting);
    const done = await t.call(linkedinOauthCall, { body: { code, state }, token: company.token });
    expect(done.data).toEqual({ message: 'Publicado correctamente en LinkedIn', post_publicado: true });

    const post = li.posts.at(-1)!;
    expect(post.text).toBe(text);
    expect(post.author).toBe(`urn:li:person:${li.member.sub}`);
    // The default version is one LinkedIn still serves: the stand-in refuses retired ones.
    expect(post.headers).toEqual({ linkedinVersion: t.config.LINKEDIN_API_VERSION, restliProtocolVersion: '2.0.0' });
    expect(post.body).toMatchObject({
      visibility: 'PUBLIC',
      distribution: { feedDistribution: 'MAIN_FEED', targetEntities: [], thirdPartyDistributionChannels: [] },
      lifecycleState: 'PUBLISHED',
      isReshareDisabledByAuthor: false,
    });

    const [row] = await linkRows(company.email);
    const token = li.tokens[post.tokenIndex]!;
    expect(row!.member_urn).toBe(`urn:li:person:${li.member.sub}`);
    expect(row!.token_ciphertext).not.toContain(token);
    expect(row!.token_ciphertext).not.toContain(Buffer.from(token).toString('base64url').slice(0, 20));
    const { rows: all } = await t.database.executeSql('select * from linkedin_links');
    expect(JSON.stringify(all)).not.toContain(token);

    const status = await t.call(linkedinStatusCall, { token: company.token });
    expect(status.data).toEqual({ configurado: true, vinculado: true });
    const after = await t.call(socialMediaCall, {
      body: { puesto: 'Desarrolladora', tareas_a_realizar: 'Programar', evaluacion_id: posting, link_postula: 'https://panel.test/x' },
      token: company.token,
    });
    expect(after.data!.linkedin_vinculado).toBe(true);

    // Publishing again uses the kept token, without another consent.
    const tokenCalls = li.requests.filter((r) => r.kind === 'token').length;
    const again = await t.call(linkedinPublishCall, { body: { evaluacion_id: posting, texto: 'Segundo aviso' }, token: company.token, language: 'pt' });
    expect(again.data).toEqual({ message: 'Publicado com sucesso no LinkedIn', post_publicado: true });
    expect(li.posts.at(-1)!.text).toBe('Segundo aviso');
    expect(li.requests.filter((r) => r.kind === 'token')).toHaveLength(tokenCalls);

    // LinkedIn failing answers 502 and keeps the link.
    li.fail({ on: 'posts', fault: { kind: 'error', status: 500 } });
    const failed = await t.call(linkedinPublishCall, { body: { evaluacion_id: posting, texto: 'Tercero' }, token: company.token });
    expect(failed.status).toBe(502);
    expect(failed.error!.code).toBe('linkedin_unavailable');
    expect(await linkRows(company.email)).toHaveLength(1);
  });

  it('keeps the token when the first post fails, answering post_publicado false', async () => {
    const company = await seedCompany(t);
    const posting = await createPosting(t, company);
    const { code, state } = await authorize(company, company.token, 'Aviso que falla', posting);
    li.fail({ on: 'posts', fault: { kind: 'error', status: 503 } });
    const done = await t.call(linkedinOauthCall, { body: { code, state }, token: company.token });
    expect(done.status).toBe(200);
    expect(done.data!.post_publicado).toBe(false);
    expect(done.data!.message).toMatch(/LinkedIn/);
    expect(await linkRows(company.email)).toHaveLength(1);
    const again = await t.call(linkedinPublishCall, { body: { evaluacion_id: posting, texto: 'Aviso que falla' }, token: company.token });
    expect(again.data!.post_publicado).toBe(true);
  });

  it('keeps the link when LinkedIn has retired the configured version, answering post_publicado false', async () => {
    const retired = await createTestApp(
      { ...linkedinSettings(), LINKEDIN_API_VERSION: '202411' },
      { workers: false },
    );
    try {
      const user = await seedCompany(retired);
      const own = await createPosting(retired, user);
      const started = await retired.call(linkedinAuthorizeCall, { body: { evaluacion_id: own, texto: 'Aviso' }, token: user.token });
      const back = new URL((await fetch(started.data!.url_autorizacion, { redirect: 'manual' })).headers.get('location')!);
      const done = await retired.call(linkedinOauthCall, {
        body: { code: back.searchParams.get('code')!, state: back.searchParams.get('state')! },
        token: user.token,
      });
      expect(done.status).toBe(200);
      expect(done.data!.post_publicado).toBe(false);
      const status = await retired.call(linkedinStatusCall, { token: user.token });
      expect(status.data).toEqual({ configurado: true, vinculado: true });
    } finally {
      await retired.close();
    }
  });

  it('answers 409 without a token, with an expired one, and once LinkedIn revoked it', async () => {
    const company = await seedCompany(t);
    const posting = await createPosting(t, company);
    const none = await t.call(linkedinPublishCall, { body: { evaluacion_id: posting, texto: 'x' }, token: company.token });
    expect(none.status).toBe(409);
    expect(none.error!.code).toBe('linkedin_not_linked');

    const { code, state } = await authorize(company, company.token, 'Primero', posting);
    expect((await t.call(linkedinOauthCall, { body: { code, state }, token: company.token })).data!.post_publicado).toBe(true);

    // Expired: moved into the past in the database.
    await t.database.executeSql(
      "update linkedin_links set token_expires_at = now() - interval '1 second' where user_id = (select id from users where email = $1)",
      [company.email],
    );
    const expired = await t.call(linkedinPublishCall, { body: { evaluacion_id: posting, texto: 'x' }, token: company.token });
    expect(expired.status).toBe(409);
    expect((await t.call(linkedinStatusCall, { token: company.token })).data!.vinculado).toBe(false);

    // Linked again, then revoked by the member on LinkedIn.
    const second = await authorize(company, company.token, 'Segundo', posting);
    expect((await t.call(linkedinOauthCall, { body: { code: second.code, state: second.state }, token: company.token })).data!.post_publicado).toBe(true);
    li.revokeAll();
    const revoked = await t.call(linkedinPublishCall, { body: { evaluacion_id: posting, texto: 'Tercero' }, token: company.token });
    expect(revoked.status).toBe(409);
    expect(revoked.error!.code).toBe('linkedin_not_linked');
    expect(await linkRows(company.email)).toHaveLength(0);
    expect((await t.call(linkedinStatusCall, { token: company.token })).data!.vinculado).toBe(false);
  });
});
