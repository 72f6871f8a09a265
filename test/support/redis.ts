import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { TEST_SERVERS } from './servers.js';

/**
 * A Redis key prefix of this run's own (`test:<suite>:<random>:`), and the removal of every key
 * under it afterwards, so runs in parallel and runs that crash leave each other alone.
 */
export function redisPrefix(suite: string): string {
  return `test:${suite}:${randomBytes(6).toString('hex')}:`;
}

/** A connection to the test Redis that fails commands instead of queueing them while down. */
export function testRedis(): Redis {
  return new Redis(TEST_SERVERS.redis.url, { maxRetriesPerRequest: 1, lazyConnect: false });
}

export async function dropPrefix(redis: Redis, prefix: string): Promise<number> {
  let cursor = '0';
  let dropped = 0;
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
    cursor = next;
    if (keys.length > 0) dropped += await redis.del(...keys);
  } while (cursor !== '0');
  return dropped;
}
