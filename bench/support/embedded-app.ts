import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';
import { createAiEngine } from '../../apps/api/src/engine/create-engine';
import { openPglite } from '../../apps/api/src/platform/db/database';
import { createQueue } from '../../apps/api/src/platform/queue/queue';
import { createLocalStorage } from '../../apps/api/src/platform/storage/file-storage';

/**
 * The API server as `npm start` runs it on the embedded database, in this process, in a new data folder, with no
 * background workers and a silent log: what a bench measures requests against. `close` removes the folder.
 */
export async function startEmbeddedApp(options: { webDistDir?: string } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'postula-bench-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const database = openPglite(join(dataDir, 'pglite'));
  await database.migrate();
  const queue = createQueue({ executeSql: database.executeSql });
  await queue.start();
  const app = await buildApp({
    config,
    database,
    queue,
    ai: createAiEngine(config),
    storage: createLocalStorage(config.FILES_DIR),
    logger: pino({ level: 'silent' }),
    ...options,
  });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    database,
    base,
    async close() {
      await app.close();
      await queue.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
