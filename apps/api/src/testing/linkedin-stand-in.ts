// A local server speaking LinkedIn's protocol for what the product uses: the OAuth 2.0 authorization page
// (answered at once with a redirect, as if the member had consented or cancelled), the token endpoint, the
// OpenID Connect userinfo and the versioned posts API. It checks requests as LinkedIn does (credentials,
// redirect_uri, single-use codes, bearer tokens, the version headers, the post's shape) and answers in
// LinkedIn's shapes, errors included; it records the posts, and can be told to fail a given request.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export type LinkedinRequestKind = 'authorization' | 'token' | 'userinfo' | 'posts' | 'other';

export type LinkedinFault =
  /** Destroys the connection without answering. */
  | { kind: 'drop' }
  /** Any status and body (LinkedIn's REST error `{status, serviceErrorCode, code, message}` by default). */
  | { kind: 'error'; status: number; body?: unknown }
  /** Waits before handling the request normally (to trip the client's time-out). */
  | { kind: 'slow'; delayMs: number };

export interface LinkedinFaultRule {
  on: LinkedinRequestKind;
  /** How many matching requests in a row fail. Default 1; Infinity for all. */
  times?: number;
  fault: LinkedinFault;
}

export interface LinkedinStandInPost {
  id: string;
  author: string;
  /** As sent (little text, reserved characters escaped). */
  commentary: string;
  /** The commentary with LinkedIn's escapes undone: what members read. */
  text: string;
  body: Record<string, unknown>;
  headers: { linkedinVersion: string | null; restliProtocolVersion: string | null };
  /** Which access token published it (its position in `tokens`). */
  tokenIndex: number;
}

export interface LinkedinStandInOptions {
  clientId?: string;
  clientSecret?: string;
  /** The member who consents: urn:li:person:{sub}. */
  member?: { sub: string; name: string };
  /** expires_in of issued tokens. Default 5,184,000 s (60 days, as LinkedIn). */
  tokenTtlSeconds?: number;
  /** The authorization page answers as if the member cancelled. Default false (consents). */
  deny?: boolean;
  /** The port to listen on (browser tests start the product with fixed LINKEDIN_* URLs); any free one by default. */
  port?: number;
  /**
   * Versions older than this one are sunset and answered 426, as LinkedIn does. Default 202601: the oldest
   * version LinkedIn's migrations table listed as active on 2026-11-23 (202511 was sunset on 2026-11-16).
   */
  oldestActiveVersion?: string;
}

export interface LinkedinStandIn {
  /** For LINKEDIN_OAUTH_URL and LINKEDIN_API_URL; LINKEDIN_AUTH_URL is `${baseUrl}/oauth/v2/authorization`. */
  baseUrl: string;
  authUrl: string;
  clientId: string;
  clientSecret: string;
  member: { sub: string; name: string };
  posts: LinkedinStandInPost[];
  requests: { kind: LinkedinRequestKind; method: string; path: string; fault: LinkedinFault['kind'] | null }[];
  /** Access tokens issued so far, in order (tests check that none is stored in plain text). */
  tokens: string[];
  /** A code as the authorization page would give it, for tests without a browser. */
  issueCode(redirectUri: string): string;
  /** The authorization page answers error=user_cancelled_login (true) or consents (false). */
  setDeny(deny: boolean): void;
  /** Revokes every token issued: the API answers 401 to them. */
  revokeAll(): void;
  fail(rule: LinkedinFaultRule): void;
  clearFaults(): void;
  close(): Promise<void>;
}

const API_VERSION = /^\d{6}(\.\d{2})?$/;

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(text)), ...headers });
  res.end(text);
}

/** LinkedIn's REST error body. */
export const restError = (status: number, message: string, code?: string, serviceErrorCode?: number) => ({
  status,
  ...(serviceErrorCode === undefined ? {} : { serviceErrorCode }),
  ...(code ? { code } : {}),
  message,
});

const oauthError = (error: string, description: string) => ({ error, error_description: description });

/** Undoes little text's backslash escapes. */
const unescapeLittleText = (text: string) => text.replace(/\\([\\|{}@[\]()<>#*_~])/g, '$1');

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startLinkedinStandIn(options: LinkedinStandInOptions = {}): Promise<LinkedinStandIn> {
  const clientId = options.clientId ?? '78stand1nclient';
  const clientSecret = options.clientSecret ?? `WPL_AP1.${randomBytes(12).toString('base64url')}`;
  const member = options.member ?? { sub: 'aB3dEf9hIj', name: 'Rita Reclutadora' };
  const tokenTtl = options.tokenTtlSeconds ?? 5_184_000;
  let deny = options.deny ?? false;
  const oldestActiveVersion = options.oldestActiveVersion ?? '202601';
  const codes = new Map<string, { redirectUri: string; used: boolean }>();
  const tokens: string[] = [];
  const revoked = new Set<string>();
  const posts: LinkedinStandInPost[] = [];
  const requests: LinkedinStandIn['requests'] = [];
  let rules: (LinkedinFaultRule & { left: number })[] = [];

  const issueCode = (redirectUri: string) => {
    const code = `AQ${randomBytes(24).toString('base64url')}`;
    codes.set(code, { redirectUri, used: false });
    return code;
  };

  const kindOf = (method: string, path: string): LinkedinRequestKind => {
    if (method === 'GET' && path === '/oauth/v2/authorization') return 'authorization';
    if (method === 'POST' && path === '/oauth/v2/accessToken') return 'token';
    if (method === 'GET' && path === '/v2/userinfo') return 'userinfo';
    if (method === 'POST' && path === '/rest/posts') return 'posts';
    return 'other';
  };

  /** The bearer token's index, or an answered 401. */
  const bearer = (req: IncomingMessage, res: ServerResponse): number | null => {
    const match = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '');
    const index = match ? tokens.indexOf(match[1]!) : -1;
    if (index < 0 || revoked.has(match![1]!)) {
      send(res, 401, restError(401, 'Invalid access token', 'INVALID_ACCESS_TOKEN', 65600));
      return null;
    }
    return index;
  };

  async function handle(req: IncomingMessage, res: ServerResponse, kind: LinkedinRequestKind, url: URL) {
    if (kind === 'authorization') {
      const q = url.searchParams;
      const redirectUri = q.get('redirect_uri');
      if (q.get('response_type') !== 'code' || q.get('client_id') !== clientId || !redirectUri) {
        res.writeHead(400, { 'content-type': 'text/html' });
        return res.end('<h1>Bad request</h1><p>invalid client_id, response_type or redirect_uri</p>');
      }
      const back = new URL(redirectUri);
      const state = q.get('state');
      if (deny) {
        back.searchParams.set('error', 'user_cancelled_login');
        back.searchParams.set('error_description', 'The user cancelled LinkedIn login');
      } else back.searchParams.set('code', issueCode(redirectUri));
      if (state !== null) back.searchParams.set('state', state);
      res.writeHead(302, { location: back.toString() });
      return res.end();
    }

    if (kind === 'token') {
      if (!/^application\/x-www-form-urlencoded/.test(req.headers['content-type'] ?? '')) {
        return send(res, 400, oauthError('invalid_request', 'A required parameter "grant_type" is missing'));
      }
      const form = new URLSearchParams(await readBody(req));
      if (form.get('grant_type') !== 'authorization_code') return send(res, 400, oauthError('unsupported_grant_type', 'Unsupported grant type'));
      if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret) {
        return send(res, 401, oauthError('invalid_client', 'Client authentication failed'));
      }
      const code = codes.get(form.get('code') ?? '');
      if (!code || code.used) {
        return send(res, 400, oauthError('invalid_request', 'Unable to retrieve access token: authorization code not found'));
      }
      if (code.redirectUri !== form.get('redirect_uri')) {
        return send(res, 400, oauthError('invalid_redirect_uri', 'Unable to retrieve access token: appid/redirect uri/code verifier does not match authorization code'));
      }
      code.used = true;
      const token = `AQV${randomBytes(40).toString('base64url')}`;
      tokens.push(token);
      return send(res, 200, { access_token: token, expires_in: tokenTtl, scope: 'email,openid,profile,w_member_social', token_type: 'Bearer', id_token: 'eyJ.stand-in.jwt' });
    }

    if (kind === 'userinfo') {
      if (bearer(req, res) === null) return;
      return send(res, 200, { sub: member.sub, name: member.name, given_name: member.name.split(' ')[0], family_name: member.name.split(' ').slice(1).join(' '), locale: { country: 'AR', language: 'es' }, email_verified: true });
    }

    if (kind === 'posts') {
      const tokenIndex = bearer(req, res);
      if (tokenIndex === null) return;
      const version = req.headers['linkedin-version'];
      const protocol = req.headers['x-restli-protocol-version'];
      if (typeof version !== 'string' || !API_VERSION.test(version)) {
        return send(res, 426, restError(426, 'A version must be present. Please specify a version by adding the LinkedIn-Version header.', 'VERSION_MISSING'));
      }
      if (version.slice(0, 6) < oldestActiveVersion) {
        return send(res, 426, restError(426, `Requested version ${version} is not active`, 'NONEXISTENT_VERSION'));
      }
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(await readBody(req)) as Record<string, unknown>;
      } catch {
        return send(res, 400, restError(400, 'Unable to parse the request body', 'MALFORMED_JSON'));
      }
      const distribution = body.distribution as Record<string, unknown> | undefined;
      const problems = [
        body.author !== `urn:li:person:${member.sub}` && '/author',
        (typeof body.commentary !== 'string' || unescapeLittleText(body.commentary).length > 3000) && '/commentary',
        !['PUBLIC', 'CONNECTIONS', 'LOGGED_IN'].includes(body.visibility as string) && '/visibility',
        (distribution?.feedDistribution !== 'MAIN_FEED' || !Array.isArray(distribution.targetEntities) || !Array.isArray(distribution.thirdPartyDistributionChannels)) && '/distribution',
        body.lifecycleState !== 'PUBLISHED' && '/lifecycleState',
        typeof body.isReshareDisabledByAuthor !== 'boolean' && '/isReshareDisabledByAuthor',
      ].filter(Boolean);
      if (problems.length > 0) {
        const forbiddenAuthor = problems[0] === '/author';
        if (forbiddenAuthor) return send(res, 403, restError(403, `Not enough permissions to access: partnerApiPostsExternal.CREATE.${version}`, 'ACCESS_DENIED', 100));
        return send(res, 422, restError(422, `ERROR :: ${problems.join(', ')} :: invalid value`, 'UNPROCESSABLE_ENTITY', 100));
      }
      const text = unescapeLittleText(body.commentary as string);
      if (posts.some((p) => p.author === body.author && p.text === text)) {
        return send(res, 422, restError(422, 'Content is a duplicate of urn:li:share:0', 'DUPLICATE_POST', 100));
      }
      const id = `urn:li:share:${7_000_000_000_000_000_000n + BigInt(posts.length + 1)}`;
      posts.push({
        id,
        author: body.author as string,
        commentary: body.commentary as string,
        text,
        body,
        headers: { linkedinVersion: version, restliProtocolVersion: typeof protocol === 'string' ? protocol : null },
        tokenIndex,
      });
      res.writeHead(201, { 'x-restli-id': id, 'x-linkedin-id': id, 'content-length': '0' });
      return res.end();
    }

    return send(res, 404, restError(404, `No virtual resource found`, 'NOT_FOUND'));
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const kind = kindOf(req.method ?? 'GET', url.pathname);
    const rule = rules.find((r) => r.on === kind && r.left > 0);
    if (rule) rule.left--;
    requests.push({ kind, method: req.method ?? 'GET', path: url.pathname, fault: rule?.fault.kind ?? null });
    const run = async () => {
      if (rule?.fault.kind === 'drop') return void req.socket.destroy();
      if (rule?.fault.kind === 'error') return send(res, rule.fault.status, rule.fault.body ?? restError(rule.fault.status, 'Internal Server Error', 'INTERNAL_SERVER_ERROR'));
      if (rule?.fault.kind === 'slow') await new Promise((resolve) => setTimeout(resolve, (rule.fault as { delayMs: number }).delayMs));
      await handle(req, res, kind, url);
    };
    run().catch(() => {
      if (!res.headersSent) send(res, 500, restError(500, 'Internal Server Error'));
      else res.destroy();
    });
  });
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;

  return {
    baseUrl,
    authUrl: `${baseUrl}/oauth/v2/authorization`,
    clientId,
    clientSecret,
    member,
    posts,
    requests,
    tokens,
    issueCode,
    setDeny: (value) => {
      deny = value;
    },
    revokeAll: () => {
      for (const token of tokens) revoked.add(token);
    },
    fail: (rule) => {
      rules.push({ ...rule, left: rule.times ?? 1 });
    },
    clearFaults: () => {
      rules = [];
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
