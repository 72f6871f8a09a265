import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommunityApi } from '../src/api/index.js';
import { rankFinder } from '../src/api/rank.js';
import type { ApiOptions } from '../src/api/types.js';
import { DEMO, startSandbox, type Sandbox } from '../src/sandbox/index.js';
import { dropPrefix, redisPrefix, testRedis } from './support/redis.js';
import { serverAvailable } from './support/servers.js';

/**
 * A member's read and a background job's read of the same page (the period board's reading
 * and a member's rank both read a board's first block) are one request in flight when they
 * coincide. Background work takes no slot while any member's read waits for one, and has no
 * deadline (nobody waits for it): a member's read that joined it waited as long as members
 * kept reading, on a busy key without end, its /points balance deferred and never answered. A
 * member's read goes at its own priority, within its own deadline, whatever background read of
 * the same page is in flight.
 */

const redisUp = await serverAvailable('redis', 'member read beside a background read (Redis-shared lane)');

const SYSTEM = DEMO.pointSystems.active;
/** The board's first block, as RankFinder and the period jobs read it. */
const FIRST_BLOCK = { pointSystemId: SYSTEM, sort: 'balance-desc', offset: 0, limit: 100 } as const;
/** Members' reads keep coming this long at most: longer than a read may take, short for a test. */
const STREAM_MS = 8_000;

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ ratePerSecond: 10 });
});
afterAll(() => sandbox?.close());

/**
 * Members keep the key's queue busy (four at a time, each reading a page of its own), a
 * background job starts reading the board's first block, and a member asks for their rank.
 */
async function rankBesideStarvedBackground(options: Partial<ApiOptions>) {
  const api = createCommunityApi({ baseUrl: sandbox.url, ratePerSecond: 10, ...options });
  const client = api.forKey(sandbox.demoKey);
  try {
    // The member: first on the board (a page of its own, so the first block is not cached).
    const member = (await client.getPointBalances({ pointSystemId: SYSTEM, sort: 'balance-desc', offset: 0, limit: 3 })).data[0]!.userId;
    const endsAt = performance.now() + STREAM_MS;
    let streaming = true;
    const stream = Array.from({ length: 4 }, async (_, worker) => {
      for (let i = 0; streaming && performance.now() < endsAt; i++) {
        const offset = 10 + ((worker + 4 * i) % 1000);
        await client
          .getPointBalances({ pointSystemId: SYSTEM, sort: 'balance-asc', offset, limit: 1 }, { fresh: true })
          .catch(() => undefined);
      }
      streaming = false;
    });
    while (api.queued === 0) await new Promise((r) => setTimeout(r, 5));
    const background = client.getPointBalances(FIRST_BLOCK, { background: true, fresh: true, keep: false });
    const asked = performance.now();
    const outcome = await rankFinder(client)
      .find(SYSTEM, member)
      .then(
        (r) => ({ rank: r.rank, whileMembersRead: streaming }),
        (err: unknown) => ({ err: String(err), whileMembersRead: streaming }),
      );
    const tookMs = performance.now() - asked;
    streaming = false;
    await Promise.all(stream);
    // The background read still goes once members stop asking, and answers its job.
    await expect(background).resolves.toMatchObject({ pagination: { total: expect.any(Number) } });
    return { outcome, tookMs };
  } finally {
    await api.close();
  }
}

describe("a member's read does not wait on a background read of the same page", () => {
  it('in one process: the rank is answered while members keep the queue busy', async () => {
    const { outcome, tookMs } = await rankBesideStarvedBackground({});
    expect(outcome).toEqual({ rank: 1, whileMembersRead: true });
    expect(tookMs).toBeLessThan(STREAM_MS / 2);
  }, 30_000);

  describe.runIf(redisUp)('on the Redis-shared lane (replicas)', () => {
    const prefix = redisPrefix('background-join');
    let redis: Redis;
    beforeAll(() => {
      redis = testRedis();
    });
    afterAll(async () => {
      await dropPrefix(redis, prefix);
      await redis.quit();
    });

    it('the rank is answered while members keep the queue busy', async () => {
      const { outcome, tookMs } = await rankBesideStarvedBackground({ shared: { redis, prefix } });
      expect(outcome).toEqual({ rank: 1, whileMembersRead: true });
      expect(tookMs).toBeLessThan(STREAM_MS / 2);
    }, 30_000);
  });
});
