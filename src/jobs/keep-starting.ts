import type { Logger } from '../log.js';

/**
 * Starts the job engine, and keeps trying until it starts. A replica (re)started while its
 * store's server is down would otherwise never run a job (feeds, schedules, snapshots, role
 * moves) and never become ready, though it answers commands again as soon as the server is
 * back. Readiness stays false until the engine is started (the engine's own check); each failed
 * attempt is logged with when the next one comes.
 */

export interface KeepStartingOptions {
  logger: Logger;
  /** Aborted when the process stops: no attempt is made after it. */
  signal: AbortSignal;
  /** The wait after the first failure (ms); doubled after each, up to `maxDelayMs`. */
  firstDelayMs?: number;
  maxDelayMs?: number;
}

/** Resolves true once started, false when stopped first. Never rejects. */
export async function keepStarting(start: () => Promise<unknown>, options: KeepStartingOptions): Promise<boolean> {
  const { logger, signal } = options;
  const maxDelayMs = options.maxDelayMs ?? 30_000;
  let delayMs = options.firstDelayMs ?? 1_000;
  for (let attempt = 1; ; attempt++) {
    if (signal.aborted) return false;
    try {
      await start();
      if (attempt > 1) logger.info({ attempts: attempt }, 'job engine started after earlier attempts failed');
      return true;
    } catch (err) {
      if (signal.aborted) return false;
      logger.warn(
        { err, attempt, retryInMs: delayMs },
        'could not start the job engine; background jobs wait and readiness stays false until it starts',
      );
    }
    const waited = await new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => {
        signal.removeEventListener('abort', onAbort);
        resolve(true);
      }, delayMs);
      const onAbort = () => {
        clearTimeout(timer);
        resolve(false);
      };
      signal.addEventListener('abort', onAbort, { once: true });
    });
    if (!waited) return false;
    delayMs = Math.min(delayMs * 2, maxDelayMs);
  }
}
