import { loadConfig } from './config';
import { startWorkers } from './job-handlers';
import { openRuntime } from './runtime';

// A worker-only process (`npm run worker`), for deployments that run jobs apart from the API.
const config = loadConfig(process.env);
const runtime = await openRuntime(config, { terminal: process.stdout.isTTY === true });
await startWorkers(runtime);
runtime.logger.info('worker started');

async function shutdown() {
  await runtime.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
