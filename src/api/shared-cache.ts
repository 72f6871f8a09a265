import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { goesLater, ReadCache, type CachePolicy, type ReadCacheLike, type ReadOptions, type ReadPriority } from './cache.js';
import { sleep } from './retry.js';

/**
 * One community's reads shared by every replica through Redis: an identical read on any
 * replica is answered from one cached value, and when none is cached only the replica holding
 * a short lock fetches while the others wait for its answer. Inside a process, identical reads
 * in flight still share one Redis round (a ReadCache that stores nothing).
 *
 * The lock names the queue its fetch waits in for a send slot: a read that goes sooner (a
 * member's, while background work or the web page fetches the same page) does not wait for
 * it, as it does not share such a read in flight in its own process (cache.ts, GOES): it
 * fetches for itself, without the lock, and stores its answer for everyone.
 *
 * Invalidation: every value lives under the lane's generation; a write bumps it (INCR, atomic,
 * seen by all replicas at once), so nothing cached before the write, and nothing a read in
 * flight during the write stores afterwards, is served again. Old generations expire by TTL.
 * A write invalidates all of its key's reads, not only a path prefix: writes are rare and
 * per-prefix bookkeeping in Redis would cost more than the reads it saves.
 *
 * Redis is an accelerator here: if it cannot be reached the read goes upstream directly (the
 * shared limiter still keeps the rate).
 */

/** How long a fetching replica holds the lock; past it another replica may fetch. */
export const SHARED_LOCK_MS = 5_000;
/** How often a replica waiting on another's fetch looks for the answer. */
const POLL_MS = 20;
/** A cache-off policy still hands the fetched answer to the replicas waiting on it, this long. */
const HANDOFF_MS = 2_000;

const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;

type ScriptRedis = Redis & { sharedCacheRelease(lock: string, token: string): Promise<number> };

function scripted(redis: Redis): ScriptRedis {
  const r = redis as ScriptRedis;
  if (typeof r.sharedCacheRelease !== 'function') redis.defineCommand('sharedCacheRelease', { numberOfKeys: 1, lua: RELEASE });
  return r;
}

export interface SharedCacheOptions {
  lockMs?: number;
  pollMs?: number;
  /** Told when Redis fails and a read goes upstream without it. */
  onError?: (err: unknown) => void;
}

export class SharedReadCache implements ReadCacheLike {
  private readonly redis: ScriptRedis;
  private readonly local: ReadCache;
  private readonly generationKey: string;
  private readonly lockMs: number;
  private readonly pollMs: number;

  /** `lane` names the key's space in Redis (prefixed, free of secrets). */
  constructor(
    redis: Redis,
    private readonly lane: string,
    private readonly policy: CachePolicy,
    private readonly options: SharedCacheOptions = {},
  ) {
    this.redis = scripted(redis);
    this.local = new ReadCache(0, { cache: false, coalesce: policy.coalesce });
    this.generationKey = `${lane}:gen`;
    this.lockMs = options.lockMs ?? SHARED_LOCK_MS;
    this.pollMs = options.pollMs ?? POLL_MS;
  }

  read<T>(key: string, ttlMs: number, fetch: (signal: AbortSignal | undefined) => Promise<T>, options: ReadOptions = {}): Promise<T> {
    // Not kept (`keep: false`): other replicas waiting on this fetch still get it, briefly.
    const keepMs = options.keep === false ? 0 : ttlMs;
    const priority = options.priority ?? 'read';
    return this.local.read(key, ttlMs, (signal) => this.shared(key, keepMs, fetch, signal, options.fresh === true, priority), {
      ...options,
      staleMs: 0,
    });
  }

  invalidate(prefix: string): void {
    this.local.invalidate(prefix);
    this.redis.incr(this.generationKey).catch((err: unknown) => this.options.onError?.(err));
  }

  clear(): void {
    this.local.clear();
  }

  private async shared<T>(
    key: string,
    ttlMs: number,
    fetch: (signal: AbortSignal | undefined) => Promise<T>,
    signal: AbortSignal | undefined,
    fresh: boolean,
    priority: ReadPriority,
  ): Promise<T> {
    let generation: string;
    let hit: string | null = null;
    try {
      generation = (await this.redis.get(this.generationKey)) ?? '0';
      const valueKey = this.valueKey(generation, key);
      if (!fresh && this.policy.cache) hit = await this.redis.get(valueKey);
    } catch (err) {
      this.options.onError?.(err);
      return fetch(signal);
    }
    if (hit !== null) return JSON.parse(hit) as T;
    const valueKey = this.valueKey(generation, key);
    const lockKey = `${valueKey}:lock`;
    const token = `${priority}:${randomBytes(8).toString('hex')}`;
    // A fresh read must not take an answer stored before it began: only one whose fetch it waited on.
    let waitedOnFetch = false;
    for (;;) {
      signal?.throwIfAborted();
      let locked: boolean;
      try {
        locked = (await this.redis.set(lockKey, token, 'PX', this.lockMs, 'NX')) === 'OK';
      } catch (err) {
        this.options.onError?.(err);
        return fetch(signal);
      }
      if (locked) return this.fetchAndStore(valueKey, { key: lockKey, token }, ttlMs, fetch, signal);
      // Another replica is fetching this read: wait for its answer, or for its lock to go.
      for (;;) {
        await sleep(this.pollMs, signal);
        let value: string | null | undefined;
        let holder: string | null | undefined;
        try {
          [value, holder] = await this.redis.mget(valueKey, lockKey);
        } catch (err) {
          this.options.onError?.(err);
          return fetch(signal);
        }
        if (holder != null) waitedOnFetch = true;
        if (value != null && (!fresh || (waitedOnFetch && holder == null))) return JSON.parse(value) as T;
        // The fetch failed (nothing stored) or its lock expired: try to take the lock ourselves.
        if (holder == null) break;
        // Its fetch waits behind this one's queue (perhaps for as long as members keep reading).
        if (goesLater(holder.split(':')[0]!, priority)) return this.fetchAndStore(valueKey, undefined, ttlMs, fetch, signal);
      }
    }
  }

  /** `lock`: the lock this fetch holds, released after (none: it fetches beside another's). */
  private async fetchAndStore<T>(
    valueKey: string,
    lock: { key: string; token: string } | undefined,
    ttlMs: number,
    fetch: (signal: AbortSignal | undefined) => Promise<T>,
    signal: AbortSignal | undefined,
  ): Promise<T> {
    try {
      const value = await fetch(signal);
      if (value === undefined) return value;
      const keepMs = this.policy.cache && ttlMs > 0 ? ttlMs : HANDOFF_MS;
      // Failures are never stored: waiters then see the lock go without a value and try themselves.
      await this.redis.set(valueKey, JSON.stringify(value), 'PX', Math.ceil(keepMs)).catch((err: unknown) => this.options.onError?.(err));
      return value;
    } finally {
      if (lock) await this.redis.sharedCacheRelease(lock.key, lock.token).catch((err: unknown) => this.options.onError?.(err));
    }
  }

  private valueKey(generation: string, key: string): string {
    return `${this.lane}:v${generation}:${key}`;
  }
}
