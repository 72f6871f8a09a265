import { afterEach, describe, expect, it } from 'vitest';
import { ReadCache, REVALIDATE_BACKOFF_MS } from '../src/api/cache.js';
import { RateLimitedError, UpstreamError, ValidationError } from '../src/api/errors.js';
import { Limiter } from '../src/api/limiter.js';
import { buildQuery } from '../src/api/query.js';
import { backoffMs, DEFAULT_RETRY, isRetryable, withRetry } from '../src/api/retry.js';
import { parseRetryAfter, upstreamMessage } from '../src/api/transport.js';

describe('buildQuery', () => {
  it('repeats array keys, spells booleans, skips absent values, keeps order', () => {
    expect(buildQuery({ query: 'a b', statuses: ['ACTIVE', 'ARCHIVED'], includeShared: false, limit: 0, x: undefined, y: null })).toBe(
      '?query=a+b&statuses=ACTIVE&statuses=ARCHIVED&includeShared=false&limit=0',
    );
    expect(buildQuery({ includeShared: true })).toBe('?includeShared=true');
    expect(buildQuery({})).toBe('');
    expect(buildQuery({ q: '&=?#' })).toBe('?q=%26%3D%3F%23');
  });
});

describe('Retry-After and upstream messages', () => {
  it('reads delta-seconds and HTTP-dates', () => {
    expect(parseRetryAfter('2')).toBe(2000);
    expect(parseRetryAfter('0.5')).toBe(500);
    const now = Date.parse('Wed, 21 Oct 2015 07:28:00 GMT');
    expect(parseRetryAfter('Wed, 21 Oct 2015 07:28:03 GMT', now)).toBe(3000);
    expect(parseRetryAfter('Wed, 21 Oct 2015 07:27:00 GMT', now)).toBe(0);
    expect(parseRetryAfter(undefined)).toBeUndefined();
    expect(parseRetryAfter('soon')).toBeUndefined();
  });

  it('finds the reason in a body of any shape', () => {
    expect(upstreamMessage({ message: 'chain: not allowed', error: 'Bad Request' })).toBe('chain: not allowed');
    expect(upstreamMessage({ error: 'nope' })).toBe('nope');
    expect(upstreamMessage({ error: { message: 'deep' } })).toBe('deep');
    expect(upstreamMessage({ message: ['a', 'b'] })).toBe('a; b');
    expect(upstreamMessage('plain text\n')).toBe('plain text');
    expect(upstreamMessage([1, 2])).toBeUndefined();
    expect(upstreamMessage({ code: 7 })).toBeUndefined();
    expect(upstreamMessage(undefined)).toBeUndefined();
    expect(upstreamMessage('x'.repeat(1000))?.length).toBe(300);
  });
});

describe('retry policy', () => {
  it('keeps full-jitter delays under the capped exponential ceiling, with Retry-After as a floor', () => {
    expect(backoffMs(0, DEFAULT_RETRY, new Error(), () => 0.999)).toBeLessThan(DEFAULT_RETRY.baseDelayMs);
    expect(backoffMs(10, DEFAULT_RETRY, new Error(), () => 0.999)).toBeLessThan(DEFAULT_RETRY.capDelayMs);
    expect(backoffMs(3, DEFAULT_RETRY, new Error(), () => 0)).toBe(0);
    const limited = new RateLimitedError('429', { method: 'GET', path: '/' }, 1500);
    expect(backoffMs(0, DEFAULT_RETRY, limited, () => 0)).toBe(1500);
  });

  it('retries only what a repeat may cure, and stops at the count', async () => {
    expect(isRetryable(new ValidationError([]))).toBe(false);
    let calls = 0;
    const failing = () => {
      calls++;
      return Promise.reject(new UpstreamError('503', { method: 'GET', path: '/', status: 503 }));
    };
    await expect(withRetry(failing, { ...DEFAULT_RETRY, max: 2, baseDelayMs: 1 })).rejects.toBeInstanceOf(UpstreamError);
    expect(calls).toBe(3);
  });

  it('gives up when the next wait would pass the total budget', async () => {
    let calls = 0;
    const limited = () => {
      calls++;
      return Promise.reject(new RateLimitedError('429', { method: 'GET', path: '/' }, 5_000));
    };
    await expect(withRetry(limited, { ...DEFAULT_RETRY, maxTotalMs: 1_000 })).rejects.toBeInstanceOf(RateLimitedError);
    expect(calls).toBe(1);
  });
});

describe('Limiter', () => {
  const limiters: Limiter[] = [];
  const make = (interval: number) => {
    const l = new Limiter(interval);
    limiters.push(l);
    return l;
  };
  afterEach(() =>
    limiters.splice(0).forEach((l) => {
      l.close(new Error('test over'));
    }),
  );

  it('spaces grants by the interval and serves queued writes before queued reads, FIFO within each', async () => {
    const limiter = make(30);
    const order: string[] = [];
    const times: number[] = [];
    const grant = (name: string, p: 'read' | 'write') =>
      limiter.acquire(p, undefined).then(() => {
        order.push(name);
        times.push(performance.now());
      });
    const started = performance.now();
    await Promise.all([grant('r1', 'read'), grant('r2', 'read'), grant('w1', 'write'), grant('r3', 'read'), grant('w2', 'write')]);
    // r1 took the free slot at once; the writes jumped the queued reads.
    expect(order).toEqual(['r1', 'w1', 'w2', 'r2', 'r3']);
    // Measured from before the first grant: a stalled event loop can bunch two callbacks
    // together, but nothing can make five grants arrive sooner than four intervals.
    expect(times[4]! - started).toBeGreaterThanOrEqual(4 * 29);
  });

  it('lets a read asked just after a background refresh take the free slot first', async () => {
    const limiter = make(30);
    const order: string[] = [];
    const background = limiter.acquire('background').then(() => order.push('refresh'));
    const read = limiter.acquire('read').then(() => order.push('board'));
    await Promise.all([background, read]);
    expect(order).toEqual(['board', 'refresh']);
  });

  it('background work takes at most its share of the rate, and a member queued behind it goes first', () => {
    let clock = 0;
    // 1 s slots; background may use half: one background slot per 2 s.
    const limiter = new Limiter(1000, () => clock, 0.5);
    limiters.push(limiter);
    expect(limiter.tryAcquire()).toBe(true);
    const order: string[] = [];
    const polls = [1, 2, 3].map((n) => limiter.acquire('background').then(() => order.push(`poll${n}`)));
    expect(limiter.waitMs('background')).toBeGreaterThanOrEqual(1000);
    return (async () => {
      const tick = async (ms: number) => {
        clock += ms;
        // biome-ignore lint/complexity/useLiteralKeys: the bracket reaches the limiter's private step on purpose
        limiter['schedule']();
        await new Promise((r) => setImmediate(r));
        await Promise.resolve();
      };
      await tick(1000);
      expect(order).toEqual(['poll1']);
      // A member's read arrives while the next poll waits for its background slot: it goes first,
      // behind only the poll already sent.
      const read = limiter.acquire('read').then(() => order.push('read'));
      await tick(1000);
      await read;
      expect(order).toEqual(['poll1', 'read']);
      // poll2 needs both a free slot and its own background slot (2 s after poll1).
      await tick(500);
      expect(order).toEqual(['poll1', 'read']);
      await tick(500);
      expect(order).toEqual(['poll1', 'read', 'poll2']);
      await tick(1000);
      expect(order).toEqual(['poll1', 'read', 'poll2']);
      await tick(1000);
      await Promise.all(polls);
      expect(order).toEqual(['poll1', 'read', 'poll2', 'poll3']);
    })();
  });

  it('the web takes at most its own share, after background work that is due: a flood of visitors leaves background its share', () => {
    let clock = 0;
    // 1 s slots; background may use half (a slot per 2 s), the web a quarter (a slot per 4 s).
    const limiter = new Limiter(1000, () => clock, 0.5, 0.25);
    limiters.push(limiter);
    expect(limiter.tryAcquire()).toBe(true);
    const order: string[] = [];
    const web = Array.from({ length: 8 }, (_, n) => limiter.acquire('web').then(() => order.push(`web${n + 1}`)));
    const polls = [1, 2, 3].map((n) => limiter.acquire('background').then(() => order.push(`poll${n}`)));
    return (async () => {
      const tick = async (ms: number) => {
        clock += ms;
        // biome-ignore lint/complexity/useLiteralKeys: the bracket reaches the limiter's private step on purpose
        limiter['schedule']();
        await new Promise((r) => setImmediate(r));
        await Promise.resolve();
      };
      for (let i = 0; i < 6; i++) await tick(1000);
      await Promise.all(polls);
      // Background went when its slot was due, the web in its own slots between: 6 s, 3 polls, 2 pages.
      expect(order).toEqual(['poll1', 'web1', 'poll2', 'poll3', 'web2']);
      // A member's read still goes first, ahead of every visitor queued.
      const read = limiter.acquire('read').then(() => order.push('read'));
      await tick(1000);
      await read;
      expect(order.at(-1)).toBe('read');
      // The web alone: one slot per 4 s, however many wait.
      for (let i = 0; i < 8; i++) await tick(1000);
      expect(order.filter((o) => o.startsWith('web'))).toEqual(['web1', 'web2', 'web3', 'web4']);
      expect(limiter.waitMs('web')).toBeGreaterThan(0);
      limiter.close(new Error('over'));
      await Promise.allSettled(web);
    })();
  });

  it('done() restarts the interval from the response, so a late send cannot crowd the next', () => {
    let clock = 0;
    const limiter = new Limiter(1000, () => clock);
    limiters.push(limiter);
    expect(limiter.tryAcquire()).toBe(true);
    // The first request left late (a stalled event loop) and its answer came at 600 ms.
    clock = 600;
    limiter.done();
    clock = 1000;
    expect(limiter.tryAcquire()).toBe(false);
    clock = 1599;
    expect(limiter.tryAcquire()).toBe(false);
    clock = 1600;
    expect(limiter.tryAcquire()).toBe(true);
  });

  it('tryAcquire never queues', () => {
    const limiter = make(10_000);
    expect(limiter.tryAcquire()).toBe(true);
    expect(limiter.tryAcquire()).toBe(false);
    expect(limiter.waitMs()).toBeGreaterThan(9_000);
  });

  it('pushBack delays the next slot', async () => {
    const limiter = make(0);
    limiter.pushBack(80);
    const started = performance.now();
    await limiter.acquire('read');
    expect(performance.now() - started).toBeGreaterThanOrEqual(75);
  });

  it('an aborted waiter leaves the queue; close rejects the rest', async () => {
    const limiter = make(10_000);
    await limiter.acquire('read');
    const controller = new AbortController();
    const aborted = limiter.acquire('read', controller.signal);
    const pending = limiter.acquire('write');
    expect(limiter.queued).toBe(2);
    controller.abort(new Error('caller gave up'));
    await expect(aborted).rejects.toThrow('caller gave up');
    expect(limiter.queued).toBe(1);
    limiter.close(new Error('closed'));
    await expect(pending).rejects.toThrow('closed');
    await expect(limiter.acquire('read')).rejects.toThrow('closed');
  });

  it('0 or Infinity per second means no spacing', () => {
    expect(Limiter.perSecond(0).intervalMs).toBe(0);
    expect(Limiter.perSecond(Infinity).intervalMs).toBe(0);
    expect(Limiter.perSecond(1).intervalMs).toBeGreaterThanOrEqual(1000);
  });
});

describe('ReadCache', () => {
  let clock = 0;
  const now = () => clock;
  const on = { cache: true, coalesce: true };

  it('serves within the TTL and refetches after it', async () => {
    clock = 0;
    const cache = new ReadCache(10, on, now);
    let calls = 0;
    const fetch = async () => ++calls;
    expect(await cache.read('a', 100, fetch)).toBe(1);
    clock = 99;
    expect(await cache.read('a', 100, fetch)).toBe(1);
    expect(await cache.read('a', 100, fetch, { fresh: true })).toBe(2);
    clock = 300;
    expect(await cache.read('a', 100, fetch)).toBe(3);
  });

  it('serves a stale value at once within its stale window and refreshes it once in the background', async () => {
    clock = 0;
    const cache = new ReadCache(10, on, now);
    let calls = 0;
    const backgrounds: boolean[] = [];
    let release!: () => void;
    const fetch = (_signal: AbortSignal | undefined, background?: boolean) => {
      calls++;
      backgrounds.push(background === true);
      if (calls === 1) return Promise.resolve('v1');
      return new Promise<string>((r) => (release = () => r(`v${calls}`)));
    };
    expect(await cache.read('list', 100, fetch, { staleMs: 1000 })).toBe('v1');
    clock = 150;
    expect(await cache.read('list', 100, fetch, { staleMs: 1000 })).toBe('v1');
    expect(await cache.read('list', 100, fetch, { staleMs: 1000 })).toBe('v1');
    expect(calls).toBe(2);
    expect(backgrounds).toEqual([false, true]);
    release();
    await new Promise((r) => setImmediate(r));
    expect(await cache.read('list', 100, fetch, { staleMs: 1000 })).toBe('v2');
    // Past the stale window the read waits as for a cold entry.
    clock = 150 + 100 + 1000;
    const cold = cache.read('list', 100, fetch, { staleMs: 1000 });
    release();
    expect(await cold).toBe('v3');
    expect(backgrounds).toEqual([false, true, false]);
  });

  it('keeps serving stale after a failed refresh, and tries again only after a pause', async () => {
    clock = 0;
    const cache = new ReadCache(10, on, now);
    let calls = 0;
    const fetch = async () => {
      calls++;
      if (calls > 1) throw new Error('upstream down');
      return 'v1';
    };
    await cache.read('list', 100, fetch, { staleMs: 60_000 });
    clock = 200;
    expect(await cache.read('list', 100, fetch, { staleMs: 60_000 })).toBe('v1');
    await new Promise((r) => setImmediate(r));
    expect(await cache.read('list', 100, fetch, { staleMs: 60_000 })).toBe('v1');
    expect(calls).toBe(2);
    clock = 200 + REVALIDATE_BACKOFF_MS + 1;
    expect(await cache.read('list', 100, fetch, { staleMs: 60_000 })).toBe('v1');
    expect(calls).toBe(3);
  });

  it('returns a read it was told not to keep without storing it', async () => {
    clock = 0;
    const cache = new ReadCache(10, on, now);
    await cache.read('board', 1000, async () => 'block');
    expect(await cache.read('probe', 1000, async () => 'row', { keep: false })).toBe('row');
    expect(cache.peek('probe')).toBeUndefined();
    expect(cache.size).toBe(1);
  });

  it('caps the entries, dropping the least recently used', async () => {
    clock = 0;
    const cache = new ReadCache(2, on, now);
    await cache.read('a', 1000, async () => 'a');
    await cache.read('b', 1000, async () => 'b');
    cache.peek('a');
    await cache.read('c', 1000, async () => 'c');
    expect(cache.size).toBe(2);
    expect(cache.peek('b')).toBeUndefined();
    expect(cache.peek('a')).toEqual({ value: 'a' });
  });

  it('does not store failures, and shares one fetch among concurrent readers', async () => {
    const cache = new ReadCache(10, on, now);
    let calls = 0;
    await expect(cache.read('k', 1000, async () => Promise.reject(new Error(`fail ${++calls}`)))).rejects.toThrow('fail 1');
    let release!: (v: string) => void;
    const fetch = () => {
      calls++;
      return new Promise<string>((r) => (release = r));
    };
    const readers = Array.from({ length: 5 }, () => cache.read('k', 1000, fetch));
    release('v');
    expect(await Promise.all(readers)).toEqual(['v', 'v', 'v', 'v', 'v']);
    expect(calls).toBe(2);
  });

  it("a member's read does not share background work or a refresh in flight; background work shares a member's read", async () => {
    clock = 0;
    const cache = new ReadCache(10, on, now);
    const answers: ((v: string) => void)[] = [];
    const backgrounds: boolean[] = [];
    const fetch = (_signal: AbortSignal | undefined, background?: boolean) => {
      backgrounds.push(background === true);
      return new Promise<string>((r) => answers.push(r));
    };
    // A job's read waits behind every member's (and, busy, for as long as they keep asking).
    const job = cache.read('board', 1000, fetch, { priority: 'background' });
    const member = cache.read('board', 1000, fetch);
    expect(answers).toHaveLength(2);
    answers[1]!('member');
    expect(await member).toBe('member');
    // The job's answer is its own; the member's is the one stored.
    answers[0]!('job');
    expect(await job).toBe('job');
    expect(cache.peek('board')).toEqual({ value: 'member' });
    const first = cache.read('list', 1000, fetch);
    const joined = cache.read('list', 1000, fetch, { priority: 'background' });
    expect(answers).toHaveLength(3);
    answers[2]!('shared');
    expect(await Promise.all([first, joined])).toEqual(['shared', 'shared']);
    // A stale-while-revalidate refresh goes last too: a fresh read sends its own.
    await cache.read('systems', 100, async () => 'v1', { staleMs: 1000 });
    clock = 150;
    expect(await cache.read('systems', 100, fetch, { staleMs: 1000 })).toBe('v1');
    const fresh = cache.read('systems', 100, fetch, { fresh: true, staleMs: 1000 });
    expect(backgrounds.slice(-2)).toEqual([true, false]);
    answers.at(-1)!('v2');
    expect(await fresh).toBe('v2');
    answers.at(-2)!('v2 (refresh)');
  });

  it('a read in flight during an invalidation is not stored', async () => {
    const cache = new ReadCache(10, on, now);
    let release!: (v: string) => void;
    const before = cache.read('/tokens?x', 1000, () => new Promise<string>((r) => (release = r)));
    cache.invalidate('/tokens');
    release('old');
    expect(await before).toBe('old');
    expect(cache.peek('/tokens?x')).toBeUndefined();
  });

  it('aborts the shared fetch only when every waiter has left', async () => {
    const cache = new ReadCache(10, on, now);
    let upstream: AbortSignal | undefined;
    const fetch = (signal: AbortSignal | undefined) =>
      new Promise<string>((_, reject) => {
        upstream = signal;
        signal?.addEventListener('abort', () => reject(signal.reason));
      });
    const a = new AbortController();
    const b = new AbortController();
    const first = cache.read('k', 1000, fetch, { signal: a.signal });
    const second = cache.read('k', 1000, fetch, { signal: b.signal });
    a.abort(new Error('a left'));
    await expect(first).rejects.toThrow('a left');
    expect(upstream?.aborted).toBe(false);
    b.abort(new Error('b left'));
    await expect(second).rejects.toThrow('b left');
    expect(upstream?.aborted).toBe(true);
  });

  it('with caching and coalescing off, every read fetches', async () => {
    const cache = new ReadCache(10, { cache: false, coalesce: false }, now);
    let calls = 0;
    await Promise.all([cache.read('k', 1000, async () => ++calls), cache.read('k', 1000, async () => ++calls)]);
    await cache.read('k', 1000, async () => ++calls);
    expect(calls).toBe(3);
  });
});

describe('response enums', () => {
  it('accept values the service adds later, so a new status never breaks a command', async () => {
    const { PointSystemSchema } = await import('../src/api/schemas.js');
    const system = {
      id: 'ps',
      communityId: 'c',
      status: 'FROZEN',
      createdAt: 1,
      name: 'XP',
      description: '',
      emoji: '⭐',
      aliases: [],
      isTransferable: true,
      isBurnable: false,
      permissions: ['VIEW', 'MINT'],
      holderCount: 3,
    };
    expect(PointSystemSchema.parse(system)).toMatchObject({ status: 'FROZEN', permissions: ['VIEW', 'MINT'] });
    expect(PointSystemSchema.safeParse({ ...system, status: 7 }).success).toBe(false);
  });
});
