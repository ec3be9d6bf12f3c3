import { buildApp } from './app';
import { loadConfig } from './config';
import { startWorkers } from './job-handlers';
import { createReadiness, readinessProbes } from './platform/health/readiness';
import { openRuntime, webDistDir } from './runtime';
import { closeHttp, exitAfterDrain, reportHandedBack } from './shutdown';

// The only entry that touches process state: environment, signals, the listening socket.
const config = loadConfig(process.env);
const runtime = await openRuntime(config, { terminal: process.stdout.isTTY === true });
const stopWorkers = config.EMBEDDED_WORKER ? await startWorkers(runtime) : undefined;
const readiness = createReadiness({ probes: readinessProbes(runtime), logger: runtime.logger });

const app = await buildApp({
  config,
  database: runtime.database,
  queue: runtime.queue,
  ai: runtime.ai,
  storage: runtime.storage,
  webDistDir,
  logger: runtime.logger,
  readiness,
});

exitAfterDrain(runtime.logger, config.SHUTDOWN_TIMEOUT_MS, async (deadline) => {
  // At once: readiness answers 503, and the embedded workers take no new job (running ones go on).
  readiness.drain();
  stopWorkers?.();
  const jobs = runtime.queue.stop(deadline - Date.now());
  // Serving as usual meanwhile, so that a balancer polling readiness stops sending before the port closes.
  const delay = Math.min(config.SHUTDOWN_DELAY_MS, deadline - Date.now());
  if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
  await closeHttp(app, deadline);
  reportHandedBack(runtime.logger, (await jobs).handedBack);
  await runtime.close();
});

await app.listen({ port: config.PORT, host: config.HOST });
app.log.info(
  `Postula is running at ${config.PUBLIC_URL} (database: ${runtime.database.kind}, e-mail: ${config.SMTP_URL ? 'SMTP' : 'log only'})`,
);
