import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommunityApi, NotSentError } from '../src/api/index.js';
import { SharedReadCache } from '../src/api/shared-cache.js';
import { SharedLimiter } from '../src/api/shared-limiter.js';
import type { CommunityApi } from '../src/api/types.js';
import { startSandbox, type Sandbox } from '../src/sandbox/index.js';
import { dropPrefix, redisPrefix, testRedis } from './support/redis.js';
import { serverAvailable } from './support/servers.js';

/**
 * The state replicas share through Redis, against the real server: each "replica" here is its
 * own Redis connection (as a separate process would have), all under this run's prefix.
 */

const available = await serverAvailable('redis', 'shared limiter and cache (Redis)');

/** A fetch that says when it started and waits until released. */
function gated() {
  let started!: () => void;
  const fetching = new Promise<void>((r) => (started = r));
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  return { started, fetching, release, gate };
}

describe.runIf(available)('shared state in Redis', () => {
  const prefix = redisPrefix('shared');
  const connections: Redis[] = [];
  const replica = () => {
    const r = testRedis();
    connections.push(r);
    return r;
  };
  let n = 0;
  const lane = () => `${prefix}lane${++n}`;

  afterAll(async () => {
    const admin = replica();
    await dropPrefix(admin, prefix);
    // Nothing of this run is left behind.
    expect(await admin.keys(`${prefix}*`)).toEqual([]);
    await Promise.all(connections.map((c) => c.quit()));
  });

  /** Polls until `cond` holds (no clock in the assertion: only the order of events). */
  const until = async (cond: () => Promise<boolean>) => {
    for (let i = 0; i < 500 && !(await cond()); i++) await new Promise((r) => setTimeout(r, 10));
  };

  describe('SharedLimiter', () => {
    it('a slot taken by one replica is taken for all', async () => {
      const key = lane();
      const a = new SharedLimiter(replica(), key, 10_000);
      const b = new SharedLimiter(replica(), key, 10_000);
      expect(await a.tryAcquire()).toBe(true);
      expect(await b.tryAcquire()).toBe(false);
      expect(await a.tryAcquire()).toBe(false);
      // B learned from Redis how long the slot stays taken.
      expect(b.waitMs()).toBeGreaterThan(8_000);
      a.close(new Error('over'));
      b.close(new Error('over'));
    });

    it('spaces grants by the interval across three replicas', async () => {
      const key = lane();
      const interval = 40;
      const limiters = [0, 1, 2].map(() => new SharedLimiter(replica(), key, interval));
      const started = performance.now();
      const grants: number[] = [];
      await Promise.all(
        Array.from({ length: 9 }, (_, i) => limiters[i % 3]!.acquire(i % 2 ? 'write' : 'read').then(() => grants.push(performance.now()))),
      );
      expect(grants).toHaveLength(9);
      // Redis granted nine slots at least an interval apart on its clock (the machine's clock):
      // nothing can make the ninth arrive sooner than eight intervals after we began asking.
      expect(Math.max(...grants) - started).toBeGreaterThanOrEqual(8 * interval - 2);
      limiters.forEach((l) => {
        l.close(new Error('over'));
      });
    });

    it("a write waiting on one replica goes before another replica's queued read", async () => {
      const key = lane();
      const a = new SharedLimiter(replica(), key, 400);
      const b = new SharedLimiter(replica(), key, 400);
      expect(await a.tryAcquire()).toBe(true);
      const order: string[] = [];
      const write = b.acquire('write').then(() => order.push('write on B'));
      // B's write has registered with Redis (the slot is still taken) before A's read queues.
      const watcher = replica();
      await until(async () => (await watcher.zcard(`${key}:writers`)) > 0 || order.length > 0);
      const read = a.acquire('read').then(() => order.push('read on A'));
      await Promise.all([write, read]);
      expect(order).toEqual(['write on B', 'read on A']);
      a.close(new Error('over'));
      b.close(new Error('over'));
    });

    it("a write granted its slot leaves the writers set at once: another replica's next read is not held back", async () => {
      const key = lane();
      const interval = 200;
      const a = new SharedLimiter(replica(), key, interval);
      const b = new SharedLimiter(replica(), key, interval);
      // The slot is taken, so B's write waits and registers as a writer (holding every replica's reads).
      expect(await a.tryAcquire()).toBe(true);
      const watcher = replica();
      const write = b.acquire('write');
      await until(async () => (await watcher.zcard(`${key}:writers`)) > 0);
      await write;
      expect(await watcher.zcard(`${key}:writers`)).toBe(0);
      // Granted within a few intervals, not after the 15 s a vanished writer holds reads back.
      const held = new Promise<'held'>((r) => setTimeout(() => r('held'), 25 * interval).unref());
      expect(await Promise.race([a.acquire('read').then(() => 'granted' as const), held])).toBe('granted');
      a.close(new Error('over'));
      b.close(new Error('over'));
    });

    it("background work on one replica yields to another replica's waiting read, and uses at most its share", async () => {
      const key = lane();
      const interval = 200;
      const a = new SharedLimiter(replica(), key, interval, undefined, 0.5);
      const b = new SharedLimiter(replica(), key, interval, undefined, 0.5);
      expect(await a.tryAcquire()).toBe(true);
      const order: string[] = [];
      const grants: number[] = [];
      const polls = [1, 2, 3].map((n) =>
        a.acquire('background').then(() => {
          order.push(`poll${n}`);
          grants.push(performance.now());
        }),
      );
      const read = b.acquire('read').then(() => order.push('read on B'));
      await Promise.all([...polls, read]);
      expect(order[0]).toBe('read on B');
      expect(order.slice(1)).toEqual(['poll1', 'poll2', 'poll3']);
      // Background slots are 2 intervals apart (share 0.5) on Redis's clock; a full share would
      // make them 1 apart. Seen here, a first grant noticed late on a loaded machine narrows the gap.
      expect(grants[2]! - grants[0]!).toBeGreaterThan(3 * interval);
      a.close(new Error('over'));
      b.close(new Error('over'));
    });

    it("a flood of web reads on one replica takes at most the web's share; another replica's background work keeps its own", async () => {
      const key = lane();
      const interval = 100;
      const a = new SharedLimiter(replica(), key, interval, undefined, 0.5, 0.25);
      const b = new SharedLimiter(replica(), key, interval, undefined, 0.5, 0.25);
      const web: number[] = [];
      const flood = Array.from({ length: 12 }, () => a.acquire('web').then(() => web.push(performance.now())));
      const polls: number[] = [];
      await Promise.all([1, 2, 3].map(() => b.acquire('background').then(() => polls.push(performance.now()))));
      // The polls finished while visitors still waited: the web did not take every slot.
      expect(web.length).toBeLessThan(12);
      a.close(new Error('over'));
      await Promise.allSettled(flood);
      // Web slots at least 4 intervals apart (share 0.25), on Redis's clock.
      for (let i = 1; i < web.length; i++) expect(web[i]! - web[i - 1]!).toBeGreaterThanOrEqual(4 * interval - 5);
      b.close(new Error('over'));
    });

    it("a 429's push-back on one replica holds the others", async () => {
      const key = lane();
      const a = new SharedLimiter(replica(), key, 0);
      const b = new SharedLimiter(replica(), key, 0);
      a.pushBack(5_000);
      // The push goes out before A's next call on the same connection; B reads the same key.
      expect(await a.tryAcquire()).toBe(false);
      expect(await b.tryAcquire()).toBe(false);
      a.close(new Error('over'));
      b.close(new Error('over'));
    });

    it('done() moves the shared slot a full interval past the response', async () => {
      const key = lane();
      const a = new SharedLimiter(replica(), key, 1_000);
      const b = new SharedLimiter(replica(), key, 1_000);
      expect(await a.tryAcquire()).toBe(true);
      await new Promise((r) => setTimeout(r, 1_020));
      a.done();
      // Without done() the slot would be free now; the response's arrival restarted it.
      expect(await a.tryAcquire()).toBe(false);
      expect(await b.tryAcquire()).toBe(false);
      a.close(new Error('over'));
      b.close(new Error('over'));
    });

    it('an aborted waiter leaves; close rejects the rest', async () => {
      const key = lane();
      const a = new SharedLimiter(replica(), key, 10_000);
      await a.acquire('read');
      const controller = new AbortController();
      const aborted = a.acquire('write', controller.signal);
      const pending = a.acquire('read');
      expect(a.queued).toBe(2);
      controller.abort(new Error('caller gave up'));
      await expect(aborted).rejects.toThrow('caller gave up');
      expect(a.queued).toBe(1);
      a.close(new Error('closed'));
      await expect(pending).rejects.toThrow('closed');
      await expect(a.acquire('read')).rejects.toThrow('closed');
    });

    it('refuses to send when Redis cannot be reached, rather than risk the rate', async () => {
      const { Redis } = await import('ioredis');
      const down = new Redis('redis://127.0.0.1:1', {
        maxRetriesPerRequest: 0,
        enableOfflineQueue: false,
        lazyConnect: true,
        retryStrategy: () => null,
      });
      const limiter = new SharedLimiter(down, lane(), 1000);
      const refused = limiter.acquire('read');
      await expect(refused).rejects.toThrow('shared rate limiter (Redis) did not answer, so nothing was sent');
      await expect(refused).rejects.toBeInstanceOf(NotSentError);
      limiter.close(new Error('over'));
      down.disconnect();
    });
  });

  describe('SharedReadCache', () => {
    const on = { cache: true, coalesce: true };
    const slow =
      <T>(value: T, counter: { n: number }, ms = 60) =>
      async () => {
        counter.n++;
        await new Promise((r) => setTimeout(r, ms));
        return value;
      };

    it('identical reads on three replicas make one upstream request and share its answer', async () => {
      const key = lane();
      const caches = [0, 1, 2].map(() => new SharedReadCache(replica(), key, on));
      const fetched = { n: 0 };
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) => caches[i % 3]!.read('/tokens', 60_000, slow({ data: [1, 2] }, fetched))),
      );
      expect(fetched.n).toBe(1);
      expect(answers.every((a) => JSON.stringify(a) === '{"data":[1,2]}')).toBe(true);
      // And later reads on any replica come from the shared value.
      await caches[2]!.read('/tokens', 60_000, slow({ data: [] }, fetched));
      expect(fetched.n).toBe(1);
    });

    it('a write on one replica invalidates what the others serve', async () => {
      const key = lane();
      const [a, b] = [new SharedReadCache(replica(), key, on), new SharedReadCache(replica(), key, on)];
      const fetched = { n: 0 };
      expect(await a.read('/tokens', 60_000, slow('before', fetched, 1))).toBe('before');
      expect(await b.read('/tokens', 60_000, slow('unused', fetched, 1))).toBe('before');
      b.invalidate('/tokens');
      // INCR is queued on B's connection before its next read; A's next read sees the new generation.
      await b.read('/other', 60_000, slow('x', fetched, 1));
      expect(await a.read('/tokens', 60_000, slow('after', fetched, 1))).toBe('after');
      expect(fetched.n).toBe(3);
    });

    it('a read in flight during a write does not store its (possibly older) answer', async () => {
      const key = lane();
      const [a, b] = [new SharedReadCache(replica(), key, on), new SharedReadCache(replica(), key, on)];
      const { started, fetching, release, gate } = gated();
      const inFlight = a.read('/tokens', 60_000, async () => {
        started();
        await gate;
        return 'older';
      });
      await fetching;
      b.invalidate('/tokens');
      // The INCR is on the wire before B's next command; only then does A's fetch answer.
      await b.read('/unrelated', 60_000, async () => 'x');
      release();
      expect(await inFlight).toBe('older');
      expect(await b.read('/tokens', 60_000, async () => 'newer')).toBe('newer');
    });

    it('a failed fetch is not stored: a waiting replica fetches for itself', async () => {
      const key = lane();
      const [a, b] = [new SharedReadCache(replica(), key, on), new SharedReadCache(replica(), key, on)];
      const { started, fetching, release, gate } = gated();
      const failing = a.read('/quest/1', 60_000, async () => {
        started();
        await gate;
        throw new Error('upstream 500');
      });
      // A holds the lock (it is fetching); B waits on it.
      await fetching;
      const waiting = b.read('/quest/1', 60_000, async () => 'from B');
      await new Promise((r) => setTimeout(r, 50));
      release();
      await expect(failing).rejects.toThrow('upstream 500');
      expect(await waiting).toBe('from B');
    });

    it("a member's read does not wait on another replica's background fetch of the same read; a background read waits on a member's", async () => {
      const key = lane();
      // The lock outlasts the test: nobody gets the read by waiting for it to expire.
      const [a, b, c] = [0, 1, 2].map(() => new SharedReadCache(replica(), key, on, { lockMs: 60_000 }));
      const within = <T>(read: Promise<T>) => Promise.race([read, new Promise((r) => setTimeout(r, 2_000, 'still waiting'))]);
      // A's job holds the lock, its fetch waiting behind members' reads (here: until released).
      const job = gated();
      const background = a!.read(
        '/balances?offset=0',
        60_000,
        async () => {
          job.started();
          await job.gate;
          return 'job';
        },
        { priority: 'background' },
      );
      await job.fetching;
      // B's member fetches for itself, and its answer is there for everyone.
      expect(await within(b!.read('/balances?offset=0', 60_000, async () => 'member'))).toBe('member');
      expect(await within(c!.read('/balances?offset=0', 60_000, async () => 'unused', { priority: 'background' }))).toBe('member');
      job.release();
      expect(await background).toBe('job');
      // The other way round, background work waits for the member's fetch and takes its answer.
      const member = gated();
      const read = b!.read('/balances?offset=100', 60_000, async () => {
        member.started();
        await member.gate;
        return 'member';
      });
      await member.fetching;
      const waiting = a!.read('/balances?offset=100', 60_000, async () => 'job', { priority: 'background' });
      await new Promise((r) => setTimeout(r, 50));
      member.release();
      expect(await read).toBe('member');
      expect(await waiting).toBe('member');
    });

    it('fresh skips the stored answer', async () => {
      const key = lane();
      const a = new SharedReadCache(replica(), key, on);
      const fetched = { n: 0 };
      await a.read('/wallet', 60_000, slow('old', fetched, 1));
      expect(await a.read('/wallet', 60_000, slow('new', fetched, 1), { fresh: true })).toBe('new');
      expect(fetched.n).toBe(2);
    });

    it('reads go upstream directly when Redis cannot be reached', async () => {
      const { Redis } = await import('ioredis');
      const down = new Redis('redis://127.0.0.1:1', {
        maxRetriesPerRequest: 0,
        enableOfflineQueue: false,
        lazyConnect: true,
        retryStrategy: () => null,
      });
      const errors: unknown[] = [];
      const cache = new SharedReadCache(down, lane(), on, { onError: (e) => errors.push(e) });
      expect(await cache.read('/tokens', 60_000, async () => 'direct')).toBe('direct');
      expect(errors.length).toBeGreaterThan(0);
      down.disconnect();
    });
  });

  describe('three API clients on one Redis against the sandbox at 1 request/s', () => {
    let sandbox: Sandbox;
    const apis: CommunityApi[] = [];
    beforeAll(async () => {
      sandbox = await startSandbox({ ratePerSecond: 1 });
      const apiPrefix = `${prefix}api3:`;
      for (let i = 0; i < 3; i++) {
        apis.push(
          createCommunityApi({ baseUrl: sandbox.url, shared: { redis: replica(), prefix: apiPrefix }, retries: { max: 0, maxTotalMs: 0 } }),
        );
      }
    });
    afterAll(async () => {
      await Promise.all(apis.map((a) => a.close()));
      await sandbox?.close();
    });

    it('keep one key under the limit together and share identical reads', async () => {
      const clients = apis.map((a) => a.forKey(sandbox.demoKey));
      const reads = Array.from({ length: 12 }, (_, i) => clients[i % 3]!.listPointSystems(i % 2 ? { limit: 5 } : {}));
      const token = clients[1]!.listTokens();
      const results = await Promise.allSettled([...reads, token]);
      expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
      // Three distinct reads, one upstream request each, whichever replica asked; no 429.
      expect(sandbox.stats.byKey(sandbox.demoKey)).toBe(3);
      expect(apis.reduce((s, a) => s + a.stats.rateLimited, 0)).toBe(0);
    });
  });
});
