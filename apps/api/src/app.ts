import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { healthCall, readyCall } from '@postula/contract/call';
import type { Config } from './config';
import type { Database } from './platform/db/database';
import { apiDocs } from './platform/http/api-docs';
import { createReadiness, readinessProbes, type Readiness } from './platform/health/readiness';
import { installErrorHandler } from './platform/http/error-handler';
import { createRouter } from './platform/http/router';
import { securityHeaders } from './platform/http/security-headers';
import { serveSpa } from './platform/http/spa';
import { fastifyTrustProxy } from './platform/http/trust-proxy';
import { createEmbeddedEngine } from './engine/embedded/embedded-engine';
import type { AiEngine } from './engine/engine';
import type { Queue } from './platform/queue/queue';
import type { FileStorage } from './platform/storage/file-storage';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { resolveSession } from './modules/accounts/accounts.usecases';
import { createCvLinks } from './modules/applicants/cv-files/cv-link';
import { applicantsRoutes, UPLOAD_LIMITS } from './modules/applicants/applicants.routes';
import { createTotalsCache } from './modules/applicants/search/totals';
import { driveImportsRoutes } from './modules/imports/drive/drive.routes';
import { fairnessRoutes } from './modules/fairness/fairness.routes';
import { previousImportsRoutes } from './modules/imports/previous/previous.routes';
import { screeningRoutes } from './modules/screening/screening.routes';
import { postingsRoutes } from './modules/postings/postings.routes';
import { linkedinRoutes } from './modules/linkedin/linkedin.routes';
import { privacyRoutes } from './modules/privacy/privacy.routes';
import { createTokenCipher } from './modules/linkedin/linkedin.token-cipher';
import { marksRoutes } from './modules/marks/marks.routes';
import { stagesRoutes } from './modules/stages/stages.routes';
import { mailRoutes } from './modules/mail/mail.routes';
import { auditRoutes } from './modules/audit/audit.routes';
import { viewsRoutes } from './views/views.routes';

export interface AppDeps {
  config: Config;
  database: Database;
  queue: Queue;
  ai: AiEngine;
  storage: FileStorage;
  /** The built web app; omitted in API-only tests. */
  webDistDir?: string;
  /** Where request logs go; tests leave it out and log nothing. */
  logger?: FastifyBaseLogger;
  /** Told of every route as it is registered, whoever registers it (tests list them). */
  onRoute?: (route: RouteOptions) => void;
  /** The process's readiness, which server.ts marks as draining on SIGTERM; made from the deps when absent. */
  readiness?: Readiness;
}

/** JSON bodies of the API are small forms; files travel by multipart with their own limit. */
const JSON_BODY_LIMIT = 100 * 1024;

/** Builds the whole HTTP application. It listens nowhere: server.ts does that, tests use inject(). */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: false }),
    trustProxy: fastifyTrustProxy(deps.config.TRUST_PROXY),
    bodyLimit: JSON_BODY_LIMIT,
    // As a production service sets them: no client may hold a socket by sending slowly or nothing at all.
    requestTimeout: deps.config.HTTP_REQUEST_TIMEOUT_MS,
    connectionTimeout: deps.config.HTTP_IDLE_TIMEOUT_MS,
    keepAliveTimeout: deps.config.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    http: {
      // Node may not wait for the headers longer than for the whole request; it checks both every so often.
      headersTimeout: Math.min(deps.config.HTTP_HEADERS_TIMEOUT_MS, deps.config.HTTP_REQUEST_TIMEOUT_MS),
      connectionsCheckingInterval: Math.min(30_000, Math.ceil(deps.config.HTTP_HEADERS_TIMEOUT_MS / 2)),
    },
    // On close (SIGTERM): idle kept-alive connections are closed at once, requests in flight finish, and a
    // request that still arrives on an open connection is answered 503 with `Connection: close`.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
  });
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  await securityHeaders(app);

  const readiness =
    deps.readiness ??
    createReadiness({ probes: readinessProbes(deps), ...(deps.logger ? { logger: deps.logger } : {}) });
  // While draining, every answer closes its connection: the client's next request opens a new one, which the
  // load balancer sends to another process.
  app.addHook('onSend', async (_request, reply) => {
    if (readiness.draining) reply.header('connection', 'close');
  });

  const { db } = deps.database;
  const cvLinks = createCvLinks(db, deps.config.CV_LINK_SECRET);
  const linkedinTokens = createTokenCipher(db, deps.config.LINKEDIN_TOKEN_KEY);
  const fallbackAi = deps.ai.name === 'embedded' ? deps.ai : createEmbeddedEngine();
  await app.register(
    async (api) => {
      // Answers over 1 KB go compressed to clients that accept it: the applicants list, refreshed every 5 s,
      // is about 1.7 KB per applicant. Quick Brotli (quality 4) suits answers made per request; requests
      // are never decompressed (the API reads small JSON forms and multipart files only).
      await api.register(compress, {
        globalDecompression: false,
        encodings: ['br', 'gzip'],
        threshold: 1024,
        brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
      });
      // Files arrive only as multipart, read by the upload route itself within UPLOAD_LIMITS.
      await api.register(multipart, { limits: UPLOAD_LIMITS });
      const router = createRouter(api, (token) => resolveSession({ db }, token));
      // Liveness: the process answers. Readiness: it should be sent traffic (503 while draining or when a
      // dependency does not answer).
      router.publicRoute(healthCall, async () => ({ status: 'ok' as const }));
      router.publicRoute(readyCall, async ({ reply }) => {
        const answer = await readiness.check();
        if (answer.status !== 'ready') reply.code(503);
        return answer;
      });
      accountsRoutes(router, { db, queue: deps.queue, config: deps.config });
      postingsRoutes(router, { db, ai: deps.ai, config: deps.config, queue: deps.queue, storage: deps.storage, logger: app.log });
      viewsRoutes(router, { db, ai: deps.ai, config: deps.config, cvLinks });
      applicantsRoutes(router, {
        db,
        queue: deps.queue,
        storage: deps.storage,
        config: deps.config,
        cvLinks,
        totals: createTotalsCache(),
        logger: app.log,
      });
      marksRoutes(router, { db });
      stagesRoutes(router, { db });
      mailRoutes(router, { db, queue: deps.queue, config: deps.config });
      screeningRoutes(router, { db, queue: deps.queue, ai: deps.ai, fallbackAi, config: deps.config });
      previousImportsRoutes(router, { db, queue: deps.queue, storage: deps.storage });
      driveImportsRoutes(router, { db, queue: deps.queue, config: deps.config });
      linkedinRoutes(router, { db, config: deps.config, tokens: linkedinTokens });
      privacyRoutes(router, { db, storage: deps.storage, logger: app.log });
      auditRoutes(router, { db });
      fairnessRoutes(router, { db, queue: deps.queue, ai: deps.ai });
      // GET /api/openapi.json and /api/docs: every route the router registered, documented from the contract.
      apiDocs(api, router);
    },
    { prefix: '/api' },
  );

  await serveSpa(app, deps.webDistDir ?? '');
  return app;
}
