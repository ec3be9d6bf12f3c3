import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginCall } from '@postula/contract/accounts';
import { createTestApp, type TestApp } from '../testing/test-app';

// Which client address the per-address limits count, behind a reverse proxy (decision 015). Seen through
// the sign-in limit per address: 3 wrong sign-ins from one address, and the fourth answers 429.
const LIMIT = 3;
const PROXY = '10.0.0.2';

let sequence = 0;

/** A wrong sign-in (a new unknown account each time) arriving from `socket`, carrying `forwardedFor`. */
async function wrongSignIn(t: TestApp, socket: string, forwardedFor?: string): Promise<number> {
  const answer = await t.call(loginCall, {
    body: { username: `nobody.${++sequence}@empresa.test`, password: 'Wrong1234' },
    ip: socket,
    ...(forwardedFor === undefined ? {} : { headers: { 'x-forwarded-for': forwardedFor } }),
  });
  return answer.status;
}

function behindOneProxy(trustProxy: string) {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: trustProxy, LOGIN_MAX_FAILURES_PER_ADDRESS: String(LIMIT) });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a forged left-most X-Forwarded-For does not give the client a new address', async () => {
    // The proxy appends the address it saw; whatever the client sent before it is the client's own writing.
    for (let i = 0; i < LIMIT; i++) {
      expect(await wrongSignIn(t, PROXY, `198.51.100.${i}, 203.0.113.9`)).toBe(401);
    }
    expect(await wrongSignIn(t, PROXY, '198.51.100.77, 203.0.113.9')).toBe(429);
    expect(await wrongSignIn(t, PROXY, '192.0.2.1, 192.0.2.2, 192.0.2.3, 203.0.113.9')).toBe(429);
    expect(await wrongSignIn(t, PROXY, '203.0.113.9')).toBe(429);
    // Another client behind the same proxy has an allowance of its own.
    expect(await wrongSignIn(t, PROXY, '198.51.100.77, 203.0.113.10')).toBe(401);
  });
}

describe('TRUST_PROXY=1: one proxy in front', () => {
  behindOneProxy('1');
});

describe('TRUST_PROXY=true: still accepted, and means one proxy, not every hop', () => {
  behindOneProxy('true');
});

describe('TRUST_PROXY as the proxies’ addresses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1', LOGIN_MAX_FAILURES_PER_ADDRESS: String(LIMIT) });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('takes the address the first untrusted hop was seen from, through any number of listed proxies', async () => {
    // A load balancer (10.0.0.5) in front of a proxy (10.0.0.2) in front of the app.
    for (let i = 0; i < LIMIT; i++) {
      expect(await wrongSignIn(t, PROXY, `198.51.100.${i}, 203.0.113.20, 10.0.0.5`)).toBe(401);
    }
    expect(await wrongSignIn(t, PROXY, '10.9.9.9, 203.0.113.20, 10.0.0.5')).toBe(429);
    expect(await wrongSignIn(t, '127.0.0.1', '203.0.113.20')).toBe(429);
    expect(await wrongSignIn(t, PROXY, '203.0.113.21, 10.0.0.5')).toBe(401);
  });

  it('ignores X-Forwarded-For from a client that is not one of the proxies', async () => {
    const client = '203.0.113.40';
    for (let i = 0; i < LIMIT; i++) expect(await wrongSignIn(t, client, `198.51.100.${i}`)).toBe(401);
    expect(await wrongSignIn(t, client, '198.51.100.99')).toBe(429);
    expect(await wrongSignIn(t, client, '10.0.0.7')).toBe(429);
  });
});
