import { loadConfig } from './config';
import { startWorkers } from './job-handlers';
import { openRuntime } from './runtime';
import { exitAfterDrain, reportHandedBack } from './shutdown';

// A worker-only process (`npm run worker`), for deployments that run jobs apart from the API.
const config = loadConfig(process.env);
const runtime = await openRuntime(config, { terminal: process.stdout.isTTY === true });
const stopWorkers = await startWorkers(runtime);

exitAfterDrain(runtime.logger, config.SHUTDOWN_TIMEOUT_MS, async (deadline) => {
  // No new job from now on; the running ones (CV analyses) get until the deadline, then go back to the queue.
  stopWorkers();
  reportHandedBack(runtime.logger, (await runtime.queue.stop(deadline - Date.now())).handedBack);
  await runtime.close();
});
runtime.logger.info('worker started');
