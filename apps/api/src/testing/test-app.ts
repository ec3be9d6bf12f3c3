import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { z } from 'zod';
import type { AnySchema, Call } from '@postula/contract/call';
import type { Language } from '@postula/contract/constants';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { startWorkers } from '../job-handlers';
import { createAiEngine } from '../engine/create-engine';
import type { Database } from '../platform/db/database';
import { createMailer } from '../platform/mail/mailer';
import { createQueue, type Queue } from '../platform/queue/queue';
import { createStorage } from '../platform/storage/create-storage';
import type { FileStorage } from '../platform/storage/file-storage';
import { startSmtpCapture, type SmtpCapture } from './smtp-capture';
import { openTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: Database;
  queue: Queue;
  storage: FileStorage;
  smtp: SmtpCapture;
  /** Every route registered on the app, by whatever registered it, with its full path (/api/login). */
  routes: Array<{ method: string; url: string }>;
  /** Makes a call of the contract through the real app (no network), as the web client would. */
  call<C extends Call>(call: C, options?: CallOptions<C>): Promise<CallResult<C>>;
  close(): Promise<void>;
}

type BodyOf<C extends Call> = C['body'] extends AnySchema ? z.input<C['body']> : never;

export interface CallOptions<C extends Call> {
  /** The request body; `raw` sends a string as it is (malformed JSON, oversized bodies). */
  body?: BodyOf<C> | Record<string, unknown>;
  raw?: string;
  query?: Record<string, string>;
  params?: Record<string, string | number>;
  token?: string;
  language?: Language;
  ip?: string;
  /** Further request headers, e.g. the X-Forwarded-For a proxy (or a client pretending to be one) adds. */
  headers?: Record<string, string>;
}

export interface CallResult<C extends Call> {
  status: number;
  /** The parsed 200 body; undefined on errors. */
  data: z.output<C['response']> | undefined;
  /** The error body (code, message, mensaje, field) on errors. */
  error: { code: string; message: string; mensaje: string; field?: string } | undefined;
}

/**
 * The real app on a fresh database, with its background workers running (unless `workers: false`), its
 * files in a temporary folder (or in the `storage` given) and its e-mail going over SMTP to a capture server
 * on loopback. One per test file.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { workers?: boolean; storage?: (config: Config) => FileStorage } = {},
): Promise<TestApp> {
  const smtp = await startSmtpCapture();
  const dataDir = await mkdtemp(join(tmpdir(), 'postula-test-'));
  const config = loadConfig({
    PUBLIC_URL: 'http://panel.test',
    SMTP_URL: smtp.url,
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    ...env,
  });
  const database = await openTestDatabase();
  const logger = pino({ level: 'silent' });
  const queue = createQueue({ executeSql: database.executeSql, pollingIntervalSeconds: 0.5 });
  await queue.start();
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, logger });
  const ai = createAiEngine(config);
  const storage = options.storage ? options.storage(config) : createStorage(config);
  // Tests of a job handler itself run it by hand, with no worker racing them for the job.
  const stopWorkers =
    options.workers === false ? () => undefined : await startWorkers({ config, database, queue, mailer, ai, storage });
  const routes: TestApp['routes'] = [];
  const app = await buildApp({
    config,
    database,
    queue,
    ai,
    storage,
    onRoute: (route) => {
      for (const method of [route.method].flat()) routes.push({ method, url: route.url });
    },
  });

  return {
    app,
    config,
    database,
    queue,
    storage,
    smtp,
    routes,
    async call<C extends Call>(call: C, options: CallOptions<C> = {}): Promise<CallResult<C>> {
      const path = call.path.replace(/:(\w+)/g, (_, name: string) => String(options.params?.[name] ?? ''));
      const headers: Record<string, string> = { ...options.headers };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      if (options.language) headers['accept-language'] = options.language;
      const hasBody = options.body !== undefined || options.raw !== undefined;
      if (hasBody) headers['content-type'] = 'application/json';
      const response = await app.inject({
        method: call.method,
        url: `/api${path}`,
        query: options.query,
        headers,
        remoteAddress: options.ip ?? '127.0.0.1',
        ...(hasBody ? { payload: options.raw ?? JSON.stringify(options.body) } : {}),
      });
      const json = response.body ? (response.json() as unknown) : undefined;
      return response.statusCode === 200
        ? { status: 200, data: z.parse(call.response, json) as z.output<C['response']>, error: undefined }
        : { status: response.statusCode, data: undefined, error: json as CallResult<C>['error'] };
    },
    async close() {
      stopWorkers();
      await app.close();
      await queue.close();
      mailer.close();
      await database.close();
      await smtp.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
