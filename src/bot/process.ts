import type { EventEmitter } from 'node:events';
import type { Logger } from '../log.js';

/**
 * Process-level behaviour of `npm start`: SIGINT/SIGTERM stop the bot gracefully (the bot
 * bounds the wait for interactions in flight) and exit 0; a second signal exits at once. An
 * unhandled rejection is logged and the process stays up: one broken handler must not take
 * every server's bot down.
 */

/** `process`, or an EventEmitter in tests. */
export type ProcessLike = Pick<EventEmitter, 'on' | 'off'>;

export function installProcessHandlers(options: {
  proc: ProcessLike;
  stop: () => Promise<void>;
  logger: Logger;
  exit: (code: number) => void;
}): () => void {
  const { proc, stop, logger, exit } = options;
  let stopping = false;
  const onSignal = (signal: string) => () => {
    if (stopping) {
      logger.warn({ signal }, 'second signal: exiting now');
      exit(1);
      return;
    }
    stopping = true;
    logger.info({ signal }, 'shutting down');
    stop().then(
      () => exit(0),
      (err: unknown) => {
        logger.error({ err }, 'error while shutting down');
        exit(1);
      },
    );
  };
  const onInt = onSignal('SIGINT');
  const onTerm = onSignal('SIGTERM');
  const onRejection = (reason: unknown) => logger.error({ err: reason }, 'unhandled promise rejection');
  proc.on('SIGINT', onInt);
  proc.on('SIGTERM', onTerm);
  proc.on('unhandledRejection', onRejection);
  return () => {
    proc.off('SIGINT', onInt);
    proc.off('SIGTERM', onTerm);
    proc.off('unhandledRejection', onRejection);
  };
}
