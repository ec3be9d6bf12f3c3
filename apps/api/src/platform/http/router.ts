import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AnySchema, Call } from '@postula/contract/call';
import type { Language } from '@postula/contract/constants';
import type { FileRouteDoc, OpenApiRoutes } from '@postula/contract/openapi';
import { pickLanguage } from '../i18n/language';
import { sessionExpired } from './app-error';

/** Who is calling: resolved from the bearer token, never from the request body (STYLE.md rule 6). */
export interface Session {
  tokenId: number;
  userId: number;
  companyId: number;
}

// Calls without a body (query, params) declare `undefined` for it; optional properties add `| undefined`.
type Defined<S> = Exclude<S, undefined>;
type Out<S> = [Defined<S>] extends [never] ? undefined : Defined<S> extends AnySchema ? z.output<Defined<S>> : undefined;

export interface RequestContext<C extends Call, S extends Session | null> {
  body: Out<C['body']>;
  query: Out<C['query']>;
  params: Out<C['params']>;
  session: S;
  language: Language;
  /** The client's address: X-Forwarded-For counts only as far as TRUST_PROXY believes it (decision 015). */
  ip: string;
  request: FastifyRequest;
  /** For a call that answers another status with the same body (readiness: 503); the handler still returns the body. */
  reply: FastifyReply;
}

type Handler<C extends Call, S extends Session | null> = (
  context: RequestContext<C, S>,
) => Promise<z.input<C['response']>>;

export interface Router {
  /** A call anyone may make. */
  publicRoute<C extends Call>(call: C, handler: Handler<C, null>): void;
  /** A call that needs a valid bearer token; a missing, expired or revoked one answers 403. */
  privateRoute<C extends Call>(call: C, handler: Handler<C, Session>): void;
  /**
   * A GET that answers a file rather than JSON, so it has no contract call to serialise through; its
   * handler checks its own key (a signed link). Answers are never cached. `doc` describes it in the API's
   * OpenAPI document.
   */
  fileRoute(path: string, doc: FileRouteDoc, handler: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>): void;
  /** Everything registered so far, for the OpenAPI document (platform/http/api-docs.ts). */
  registered(): OpenApiRoutes;
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * Registers routes from the contract's call definitions: the path, the request validation and the
 * response serialisation all come from one object, so the wire format cannot drift from the contract.
 */
export function createRouter(
  app: FastifyInstance,
  resolveSession: (token: string) => Promise<Session | null>,
): Router {
  const calls: Call[] = [];
  const files: Array<{ path: string; doc: FileRouteDoc }> = [];

  function register<C extends Call>(call: C, needsSession: boolean, handler: Handler<C, Session | null>) {
    if (call.auth !== needsSession) {
      throw new Error(`${call.method} ${call.path}: the contract says auth=${call.auth}`);
    }
    if (call.body && call.form) throw new Error(`${call.method} ${call.path}: a call has a body or a form, not both`);
    calls.push(call);
    // The session is resolved in onRequest, before the body is even parsed: a call without a valid token
    // answers 403 (the client's "session expired") whatever it sent.
    const sessions = new WeakMap<FastifyRequest, Session>();
    app.route({
      method: call.method,
      url: call.path,
      schema: {
        ...(call.body ? { body: call.body } : {}),
        ...(call.query ? { querystring: call.query } : {}),
        ...(call.params ? { params: call.params } : {}),
        response: { 200: call.response },
      },
      ...(needsSession
        ? {
            onRequest: async (request: FastifyRequest) => {
              const token = bearerToken(request);
              const session = token ? await resolveSession(token) : null;
              if (!session) throw sessionExpired();
              sessions.set(request, session);
            },
          }
        : {}),
      handler: async (request, reply) =>
        handler({
          body: request.body as Out<C['body']>,
          query: request.query as Out<C['query']>,
          params: request.params as Out<C['params']>,
          session: sessions.get(request) ?? null,
          language: pickLanguage(request.headers['accept-language']),
          ip: request.ip,
          request,
          reply,
        }),
    });
  }

  return {
    publicRoute: (call, handler) => register(call, false, handler as Handler<typeof call, Session | null>),
    privateRoute: (call, handler) => register(call, true, handler as Handler<typeof call, Session | null>),
    fileRoute: (path, doc, handler) => {
      files.push({ path, doc });
      app.get(path, {
        // Registered after the global onSend hook, so this runs later and has the last word on caching.
        onSend: async (_request, reply) => {
          reply.header('cache-control', 'private, no-store');
        },
        handler,
      });
    },
    registered: () => ({ calls: [...calls], files: [...files] }),
  };
}
