import { buildApp } from './app';
import { loadConfig } from './config';
import { startWorkers } from './job-handlers';
import { openRuntime, webDistDir } from './runtime';

// The only entry that touches process state: environment, signals, the listening socket.
const config = loadConfig(process.env);
const runtime = await openRuntime(config, { terminal: process.stdout.isTTY === true });
if (config.EMBEDDED_WORKER) await startWorkers(runtime);

const app = await buildApp({
  config,
  database: runtime.database,
  queue: runtime.queue,
  ai: runtime.ai,
  storage: runtime.storage,
  webDistDir,
  logger: runtime.logger,
});

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: closing`);
  const force = setTimeout(() => process.exit(1), 15_000).unref();
  await app.close();
  await runtime.close();
  clearTimeout(force);
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.PORT, host: config.HOST });
app.log.info(
  `Postula is running at ${config.PUBLIC_URL} (database: ${runtime.database.kind}, e-mail: ${config.SMTP_URL ? 'SMTP' : 'log only'})`,
);
