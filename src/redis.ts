import { createRequire } from 'node:module';
import type { Redis } from 'ioredis';
import type { Config } from './config.js';
import type { Logger } from './log.js';

/**
 * The Redis connection replicas share (REDIS_URL): the per-key rate limiter and the read cache
 * live there (src/api/shared-*.ts). Commands fail after a couple of reconnect attempts rather
 * than queue forever, and each command fails after REDIS_COMMAND_TIMEOUT_MS (a Redis that
 * accepts connections but stalls), so a Redis outage shows up as refused requests (a write
 * waiting for its slot: refused, nothing sent) and a 503 health check, never as interactions
 * hanging past Discord's deadline.
 */

/** Redis answers in about a millisecond; two seconds without an answer is a stalled server. */
export const REDIS_COMMAND_TIMEOUT_MS = 2_000;

export interface SharedRedis {
  redis: Redis;
  prefix: string;
  /** Connected and answering. */
  ready(): boolean;
  close(): Promise<void>;
}

// Loaded only when REDIS_URL is set: ioredis and its dependencies cost a single process about
// 100 ms of its start and memory it would never use.
const loadRedis = () => (createRequire(import.meta.url)('ioredis') as typeof import('ioredis')).Redis;

export function connectRedis(
  config: NonNullable<Config['redis']>,
  logger: Logger,
  options: { commandTimeoutMs?: number } = {},
): SharedRedis {
  const Redis = loadRedis();
  const redis = new Redis(config.url, {
    maxRetriesPerRequest: 2,
    connectTimeout: 5_000,
    commandTimeout: options.commandTimeoutMs ?? REDIS_COMMAND_TIMEOUT_MS,
    // Reconnect forever, backing off to 2 s: the process stays up and reports 503 meanwhile.
    retryStrategy: (times) => Math.min(times * 100, 2_000),
  });
  let lastError = '';
  redis.on('error', (err: Error) => {
    // One line per distinct failure, not one per reconnect attempt.
    if (err.message === lastError) return;
    lastError = err.message;
    logger.warn({ err }, 'Redis connection problem');
  });
  redis.on('ready', () => {
    lastError = '';
    logger.info('Redis connected');
  });
  return {
    redis,
    prefix: config.prefix,
    ready: () => redis.status === 'ready',
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/**
 * Without Redis each process keeps its own limiter: n replicas may together send n requests per
 * second on one key. The operator says how many run (REPLICAS); nothing else can tell, since
 * replicas share no state without Redis.
 */
export function replicaWarning(config: Pick<Config, 'redis' | 'replicas' | 'api'>): string | undefined {
  if (config.redis || config.replicas <= 1) return undefined;
  return (
    `REPLICAS=${config.replicas} but REDIS_URL is not set: the rate limit (${config.api.ratePerSecond} request/s per API key) ` +
    `and the read cache are per replica, so together the replicas may send up to ${config.replicas} times that. Set REDIS_URL.`
  );
}
