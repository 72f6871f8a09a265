import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { TEST_SERVERS } from './servers.js';

export { dropPrefix } from '../../bench/redis.js';

/**
 * A Redis key prefix of this run's own (`test:<suite>:<random>:`), removed afterwards with
 * dropPrefix, so runs in parallel and runs that crash leave each other alone.
 */
export function redisPrefix(suite: string): string {
  return `test:${suite}:${randomBytes(6).toString('hex')}:`;
}

/** A connection to the test Redis that fails commands instead of queueing them while down. */
export function testRedis(): Redis {
  return new Redis(TEST_SERVERS.redis.url, { maxRetriesPerRequest: 1, lazyConnect: false });
}
