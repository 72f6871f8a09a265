import type { Redis } from 'ioredis';

/**
 * Removes every Redis key under a prefix (a test's or a benchmark's own, `<suite>:<random>:`),
 * so runs in parallel and runs that crashed leave each other alone. Returns how many it removed.
 */
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
