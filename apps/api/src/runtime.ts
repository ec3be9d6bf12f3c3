import { fileURLToPath } from 'node:url';
import type pino from 'pino';
import type { Config } from './config';
import { createAiEngine } from './engine/create-engine';
import type { AiEngine } from './engine/engine';
import { isDatabaseUnavailable, openDatabase, type Database } from './platform/db/database';
import { createLogger } from './platform/logging/logger';
import { createMailer, type Mailer } from './platform/mail/mailer';
import { createQueue, type Queue } from './platform/queue/queue';
import { createStorage, describeStorage } from './platform/storage/create-storage';
import type { FileStorage } from './platform/storage/file-storage';

export const webDistDir = fileURLToPath(new URL('../../web/dist', import.meta.url));

export interface Runtime {
  config: Config;
  database: Database;
  storage: FileStorage;
  queue: Queue;
  mailer: Mailer;
  ai: AiEngine;
  logger: pino.Logger;
  close(): Promise<void>;
}

/** Opens and migrates the database, and prepares the queue, file storage and mailer, from the configuration. */
export async function openRuntime(config: Config, options: { terminal: boolean }): Promise<Runtime> {
  const logger = createLogger({ level: config.LOG_LEVEL, format: config.LOG_FORMAT, terminal: options.terminal });
  const database = openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    onIdleError: (error) => logger.warn({ err: error }, 'a database connection was closed by the server; the next query opens another'),
    logger,
  });
  const queue = createQueue({
    executeSql: database.executeSql,
    // A database out of use is said once, by the database (database.ts), not on every poll of every worker.
    onError: (error) => (isDatabaseUnavailable(error) ? logger.debug({ err: error }, 'queue paused: the database is unavailable') : logger.error({ err: error }, 'queue error')),
  });
  // The queue makes its tables on its first start: under the same lock as the migrations.
  await database.migrate(() => queue.start());
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, logger });
  logger.info(`AI engine: ${config.AI_BASE_URL ? `OpenAI-compatible at ${config.AI_BASE_URL}` : 'embedded'}`);
  logger.info(`CV files: ${describeStorage(config)}`);
  return {
    config,
    database,
    storage: createStorage(config),
    queue,
    mailer,
    ai: createAiEngine(config),
    logger,
    /** Stops the queue (waiting for the jobs of this process as a stop already begun allows), then the rest. */
    async close() {
      await queue.close();
      mailer.close();
      await database.close();
    },
  };
}
