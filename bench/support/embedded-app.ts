import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';
import { createAiEngine } from '../../apps/api/src/engine/create-engine';
import { startWorkers } from '../../apps/api/src/job-handlers';
import { createMailer } from '../../apps/api/src/platform/mail/mailer';
import { openPglite } from '../../apps/api/src/platform/db/database';
import { createQueue } from '../../apps/api/src/platform/queue/queue';
import { createLocalStorage } from '../../apps/api/src/platform/storage/file-storage';
import { createPostgresDatabase } from '../../apps/api/src/testing/test-database';

/**
 * The API server as `npm start` runs it on the embedded database, in this process, in a new data folder, with a
 * silent log: what a bench measures requests against. No background workers unless `workers` (then as `npm start`
 * runs them, its e-mails kept in the outbox); `env` adds settings (a bench that sends many requests from one
 * address raises its limits). With `postgres` (the URL of a role that may create databases) the same server runs
 * in this process on a new database of that server instead. `close` removes the folder (and drops that database).
 */
export async function startEmbeddedApp({
  env = {},
  postgres,
  workers = false,
  ...options
}: { webDistDir?: string; env?: Record<string, string>; postgres?: string | undefined; workers?: boolean } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'postula-bench-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env });
  const database = postgres ? await createPostgresDatabase(postgres, 'postula_bench') : openPglite(join(dataDir, 'pglite'));
  if (!postgres) await database.migrate();
  const queue = createQueue({ executeSql: database.executeSql });
  await queue.start();
  const logger = pino({ level: 'silent' });
  const ai = createAiEngine(config);
  const storage = createLocalStorage(config.FILES_DIR);
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, logger });
  const stopWorkers = workers ? await startWorkers({ config, database, queue, mailer, ai, storage, logger }) : () => undefined;
  const app = await buildApp({ config, database, queue, ai, storage, logger, ...options });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    database,
    base,
    async close() {
      stopWorkers();
      await app.close();
      await queue.close();
      mailer.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
