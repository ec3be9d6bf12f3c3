import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLinkedinClient, LinkedinError } from '../platform/linkedin/linkedin-client';
import { startLinkedinStandIn, type LinkedinStandIn } from './linkedin-stand-in';

const REDIRECT = 'http://panel.test/auth/linkedin/callback';
let li: LinkedinStandIn;

beforeAll(async () => {
  li = await startLinkedinStandIn();
});
afterAll(async () => {
  await li?.close();
});

const client = (overrides: { clientSecret?: string; timeoutMs?: number; apiVersion?: string } = {}) =>
  createLinkedinClient({
    clientId: li.clientId,
    clientSecret: overrides.clientSecret ?? li.clientSecret,
    authUrl: li.authUrl,
    oauthUrl: li.baseUrl,
    apiUrl: li.baseUrl,
    redirectUri: REDIRECT,
    apiVersion: overrides.apiVersion ?? '202607',
    timeoutMs: overrides.timeoutMs ?? 5000,
  });

async function consent(url: string) {
  const response = await fetch(url, { redirect: 'manual' });
  expect(response.status).toBe(302);
  return new URL(response.headers.get('location')!);
}

describe('LinkedIn stand-in', () => {
  it('redirects from the authorization page with a code and the state, and walks the whole flow', async () => {
    const back = await consent(client().authorizationUrl('st4te'));
    expect(back.origin + back.pathname).toBe(REDIRECT);
    expect(back.searchParams.get('state')).toBe('st4te');
    const token = await client().exchangeCode(back.searchParams.get('code')!);
    expect(token.expiresIn).toBeGreaterThan(0);
    const member = await client().userInfo(token.accessToken);
    expect(member.sub).toBe(li.member.sub);
    const id = await client().createPost(token.accessToken, { authorUrn: `urn:li:person:${member.sub}`, text: 'Buscamos #dev (remoto) @ Acme_SA' });
    expect(id).toMatch(/^urn:li:share:/);
    expect(li.posts.at(-1)!.text).toBe('Buscamos #dev (remoto) @ Acme_SA');
    expect(li.posts.at(-1)!.headers).toEqual({ linkedinVersion: '202607', restliProtocolVersion: '2.0.0' });
    // A version LinkedIn has retired is refused with 426, as LinkedIn answers it.
    await expect(client({ apiVersion: '202511' }).createPost(token.accessToken, { authorUrn: `urn:li:person:${member.sub}`, text: 'x' })).rejects.toMatchObject({
      kind: 'refused',
      status: 426,
      reason: 'NONEXISTENT_VERSION',
    });
    // A code is single use.
    await expect(client().exchangeCode(back.searchParams.get('code')!)).rejects.toMatchObject({ kind: 'refused', reason: 'invalid_request' });
  });

  it('answers a cancelled login when told to deny', async () => {
    li.setDeny(true);
    try {
      const back = await consent(client().authorizationUrl('s2'));
      expect(back.searchParams.get('error')).toBe('user_cancelled_login');
      expect(back.searchParams.get('code')).toBeNull();
      expect(back.searchParams.get('state')).toBe('s2');
    } finally {
      li.setDeny(false);
    }
  });

  it('refuses a wrong secret without repeating it, revoked tokens, and injected faults', async () => {
    const wrong = 'not-the-secret-0123456789';
    const error = await client({ clientSecret: wrong }).exchangeCode(li.issueCode(REDIRECT)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LinkedinError);
    expect((error as LinkedinError).kind).toBe('unauthorized');
    expect((error as LinkedinError).message).not.toContain(wrong);

    const token = await client().exchangeCode(li.issueCode(REDIRECT));
    li.fail({ on: 'userinfo', fault: { kind: 'error', status: 500 } });
    await expect(client().userInfo(token.accessToken)).rejects.toMatchObject({ kind: 'unavailable', status: 500 });
    li.fail({ on: 'posts', fault: { kind: 'drop' } });
    await expect(client().createPost(token.accessToken, { authorUrn: `urn:li:person:${li.member.sub}`, text: 'x' })).rejects.toMatchObject({ kind: 'network' });
    li.revokeAll();
    const revoked = await client().userInfo(token.accessToken).catch((e: unknown) => e as LinkedinError);
    expect(revoked).toMatchObject({ kind: 'unauthorized', reason: 'INVALID_ACCESS_TOKEN' });
    expect((revoked as LinkedinError).message).not.toContain(token.accessToken);
  });
});
