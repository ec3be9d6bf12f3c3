import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';

/** Beyond the drain's own limit, what closing the queue and the database may take before the exit is forced. */
const FORCE_EXIT_MARGIN_MS = 5_000;
/**
 * A Ctrl-C reaches every process of the terminal's group, and `npm start` and tsx relay it once more: signals
 * this close to the first are that same one.
 */
const SAME_SIGNAL_MS = 1_000;

/**
 * On the first SIGTERM or SIGINT, runs `drain` (which has `timeoutMs` to let requests and jobs finish) and
 * exits 0. A drain that throws, or that is still going `timeoutMs` plus a margin later, exits 1; so does a
 * second signal a second or more after the first (a second Ctrl-C from someone who will not wait).
 */
export function exitAfterDrain(logger: Logger, timeoutMs: number, drain: (deadline: number) => Promise<void>): void {
  let stoppingSince: number | undefined;
  const stop = (signal: NodeJS.Signals) => {
    if (stoppingSince !== undefined) {
      if (Date.now() - stoppingSince < SAME_SIGNAL_MS) return;
      logger.warn(`${signal} again: exiting without waiting`);
      process.exit(1);
    }
    stoppingSince = Date.now();
    logger.info(`${signal}: finishing requests and jobs in progress (up to ${Math.round(timeoutMs / 1000)} s), then exiting`);
    const deadline = Date.now() + timeoutMs;
    setTimeout(() => {
      logger.error('shutdown took too long: exiting now');
      process.exit(1);
    }, timeoutMs + FORCE_EXIT_MARGIN_MS).unref();
    drain(deadline).then(
      () => {
        logger.info('stopped');
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

/**
 * Stops accepting connections and waits for the requests in flight (Fastify closes idle kept-alive connections
 * and answers 503 to anything new on the others); those still open at `deadline` are cut.
 */
export async function closeHttp(app: FastifyInstance, deadline: number): Promise<void> {
  const cut = setTimeout(() => {
    app.log.warn('requests still open at the shutdown deadline are cut');
    app.server.closeAllConnections();
  }, Math.max(0, deadline - Date.now()));
  try {
    await app.close();
  } finally {
    clearTimeout(cut);
  }
}

/** Logs what a stop of the queue left to other workers. */
export function reportHandedBack(logger: Logger, handedBack: number): void {
  if (handedBack > 0) {
    logger.warn(`${handedBack} job${handedBack === 1 ? '' : 's'} still running at the deadline handed back to the queue for another worker`);
  }
}
