import { z } from 'zod';

/**
 * A small client of LinkedIn's OAuth 2.0 (three-legged, authorization code) and the calls the product
 * makes as the member: userinfo (OpenID Connect) to learn the member id, and the versioned posts API to
 * share a text post. Written on fetch like the Drive client: three requests, and time-out and error rules
 * we want to own. No retries: a post is not idempotent, and the user is waiting for the answer.
 *
 * Tokens and the client secret never reach a message: they travel only in bodies and headers, and every
 * text that leaves this module is redacted anyway.
 */

export const LINKEDIN_SCOPES = ['openid', 'profile', 'w_member_social'] as const;

export type LinkedinErrorKind =
  /** LinkedIn answered 401: the access token is expired or revoked (or the code/credentials for the token call). */
  | 'unauthorized'
  /** Any other 4xx: the code was refused, a permission is missing, the post was refused (duplicate…). */
  | 'refused'
  /** 5xx, or a 2xx we cannot read. */
  | 'unavailable'
  /** No answer: connection refused or dropped, DNS, time-out. */
  | 'network';

export class LinkedinError extends Error {
  readonly kind: LinkedinErrorKind;
  readonly status: number | null;
  /** LinkedIn's machine-readable code (`error` of OAuth, `code`/`serviceErrorCode` of the REST API). */
  readonly reason: string | null;

  constructor(kind: LinkedinErrorKind, message: string, details: { status?: number | null; reason?: string | null; cause?: unknown } = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = 'LinkedinError';
    this.kind = kind;
    this.status = details.status ?? null;
    this.reason = details.reason ?? null;
  }
}

export interface LinkedinClientOptions {
  clientId: string;
  clientSecret: string;
  /** LINKEDIN_AUTH_URL: the page the browser is sent to. */
  authUrl: string;
  /** LINKEDIN_OAUTH_URL: base of /oauth/v2/accessToken. */
  oauthUrl: string;
  /** LINKEDIN_API_URL: base of /v2/userinfo and /rest/posts. */
  apiUrl: string;
  redirectUri: string;
  /** LinkedIn-Version header of the versioned REST API (YYYYMM). */
  apiVersion: string;
  timeoutMs: number;
}

export interface LinkedinToken {
  accessToken: string;
  /** Seconds from now. */
  expiresIn: number;
  scope: string | null;
}

export interface LinkedinMember {
  /** The member id: the author of a post is urn:li:person:{sub}. */
  sub: string;
  name: string | null;
}

export interface LinkedinClient {
  authorizationUrl(state: string): string;
  exchangeCode(code: string): Promise<LinkedinToken>;
  userInfo(accessToken: string): Promise<LinkedinMember>;
  /** Shares a public text post as the member; answers the post's urn (x-restli-id). */
  createPost(accessToken: string, post: { authorUrn: string; text: string }): Promise<string>;
}

const tokenSchema = z.object({
  access_token: z.string().min(1),
  expires_in: z.coerce.number().int().positive(),
  scope: z.string().optional(),
});

const userInfoSchema = z.object({ sub: z.string().min(1).max(200), name: z.string().optional() });

/** OAuth errors: `{ error, error_description }`; REST errors: `{ status, serviceErrorCode, code, message }`. */
const errorSchema = z.union([
  z.object({ error: z.string(), error_description: z.string().optional() }),
  z.object({
    status: z.number().optional(),
    serviceErrorCode: z.number().optional(),
    code: z.string().optional(),
    message: z.string().optional(),
  }),
]);

export function createLinkedinClient(options: LinkedinClientOptions): LinkedinClient {
  const oauthBase = options.oauthUrl.replace(/\/+$/, '');
  const apiBase = options.apiUrl.replace(/\/+$/, '');
  const secrets: string[] = [options.clientSecret];
  const redact = (text: string) => secrets.reduce((out, secret) => (secret ? out.split(secret).join('[redacted]') : out), text);

  async function request(what: string, url: string, init: RequestInit): Promise<Response> {
    const timeout = AbortSignal.timeout(options.timeoutMs);
    let response: Response;
    try {
      // LinkedIn's API answers directly: a redirect would carry the bearer token elsewhere.
      response = await fetch(url, { ...init, signal: timeout, redirect: 'manual' });
    } catch (cause) {
      const detail = timeout.aborted ? `did not answer within ${options.timeoutMs} ms` : 'could not be reached';
      const inner = cause instanceof Error ? redact(`${cause.message}${cause.cause instanceof Error ? `: ${cause.cause.message}` : ''}`) : '';
      throw new LinkedinError('network', `${what}: LinkedIn ${detail}${inner ? ` (${inner})` : ''}`, { reason: timeout.aborted ? 'timeout' : null });
    }
    if (response.status >= 200 && response.status < 300) return response;
    const text = await response.text().catch(() => '');
    let json: unknown = null;
    try {
      json = JSON.parse(text);
    } catch {
      // Gateways answer HTML: the status says enough.
    }
    const parsed = errorSchema.safeParse(json);
    let reason: string | null = null;
    let detail = '';
    if (parsed.success) {
      const body = parsed.data;
      if ('error' in body) {
        reason = body.error;
        detail = body.error_description ?? '';
      } else {
        reason = body.code ?? (body.serviceErrorCode === undefined ? null : String(body.serviceErrorCode));
        detail = body.message ?? '';
      }
    }
    const kind: LinkedinErrorKind =
      response.status === 401 ? 'unauthorized' : response.status >= 400 && response.status < 500 ? 'refused' : 'unavailable';
    const message = `${what}: LinkedIn answered ${response.status}${reason ? ` ${reason}` : ''}${detail ? `: ${detail.slice(0, 300)}` : ''}`;
    throw new LinkedinError(kind, redact(message), { status: response.status, reason });
  }

  async function readJson<S extends z.ZodType>(what: string, response: Response, schema: S): Promise<z.output<S>> {
    const parsed = schema.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) throw new LinkedinError('unavailable', `${what}: LinkedIn answered an unreadable response`, { status: response.status, reason: 'malformed_response' });
    return parsed.data;
  }

  return {
    authorizationUrl(state) {
      const url = new URL(options.authUrl);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('client_id', options.clientId);
      url.searchParams.set('redirect_uri', options.redirectUri);
      url.searchParams.set('state', state);
      url.searchParams.set('scope', LINKEDIN_SCOPES.join(' '));
      return url.toString();
    },

    async exchangeCode(code) {
      const what = 'Exchanging the authorization code';
      const response = await request(what, `${oauthBase}/oauth/v2/accessToken`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: options.redirectUri,
          client_id: options.clientId,
          client_secret: options.clientSecret,
        }).toString(),
      });
      const token = await readJson(what, response, tokenSchema);
      secrets.push(token.access_token);
      return { accessToken: token.access_token, expiresIn: token.expires_in, scope: token.scope ?? null };
    },

    async userInfo(accessToken) {
      secrets.push(accessToken);
      const what = 'Reading the member';
      const response = await request(what, `${apiBase}/v2/userinfo`, {
        headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
      });
      const member = await readJson(what, response, userInfoSchema);
      return { sub: member.sub, name: member.name ?? null };
    },

    async createPost(accessToken, post) {
      secrets.push(accessToken);
      const what = 'Publishing the post';
      const response = await request(what, `${apiBase}/rest/posts`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${accessToken}`,
          'content-type': 'application/json',
          'LinkedIn-Version': options.apiVersion,
          'X-Restli-Protocol-Version': '2.0.0',
        },
        body: JSON.stringify({
          author: post.authorUrn,
          commentary: escapeCommentary(post.text),
          visibility: 'PUBLIC',
          distribution: { feedDistribution: 'MAIN_FEED', targetEntities: [], thirdPartyDistributionChannels: [] },
          lifecycleState: 'PUBLISHED',
          isReshareDisabledByAuthor: false,
        }),
      });
      await response.arrayBuffer().catch(() => undefined);
      return response.headers.get('x-restli-id') ?? '';
    },
  };
}

/**
 * The posts API reads `commentary` as "little text": these characters are markup there (mentions,
 * hashtags templates, …) and a bare one makes LinkedIn cut the text or refuse the post, so they are
 * escaped with a backslash as LinkedIn documents. The member sees the text exactly as written.
 */
export function escapeCommentary(text: string): string {
  return text.replace(/[\\|{}@[\]()<>#*_~]/g, (c) => `\\${c}`);
}
