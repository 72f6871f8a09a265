import { LRUCache } from 'lru-cache';
import type { Priority } from './wait-queue.js';

export interface CachePolicy {
  /** Off: nothing is stored or served from memory. */
  cache: boolean;
  /** Off: identical concurrent reads each go upstream. */
  coalesce: boolean;
}

export interface ReadOptions {
  /** Skip the stored value (an identical read in flight is still shared). */
  fresh?: boolean;
  signal?: AbortSignal;
  /** False: do not share an in-flight read (a no-wait caller must not sit behind a queued one). */
  join?: boolean;
  /** False: the answer is returned but not stored. */
  keep?: boolean;
  /**
   * Stale-while-revalidate: for this long after the TTL, a read is answered at once with the
   * stored value while one background read refreshes it. 0 (default): expired means gone.
   */
  staleMs?: number;
  /** Called when this read shares an identical read already in flight instead of sending its own. */
  onJoin?: () => void;
  /**
   * The queue this read waits in for its send slot (default `read`, a member's). It shares a
   * read in flight only if that one does not go later (see GOES).
   */
  priority?: ReadPriority;
}

/** The queues a read can wait in (writes are never cached). */
export type ReadPriority = Exclude<Priority, 'write'>;

/**
 * The order reads go in (lower first). Background work and the web page's reads yield their
 * slot to every member's read that waits, on any replica, and background work has no deadline:
 * a member's read sharing one of them would wait as long as members keep reading (forever, on
 * a busy key), not within its own queue limit. So a read shares only one that goes as soon as
 * it would; the later one still answers its own callers.
 */
const GOES: Record<ReadPriority, number> = { read: 0, web: 1, background: 2 };

/** Whether a read waiting in queue `a` goes after one waiting in `b` (false for a name it does not know). */
export function goesLater(a: string, b: ReadPriority): boolean {
  return Object.hasOwn(GOES, a) && GOES[a as ReadPriority] > GOES[b];
}

/** Reads the value; `background`: nobody waits for it (a stale-while-revalidate refresh). */
export type Fetch<T> = (signal: AbortSignal | undefined, background?: boolean) => Promise<T>;

/** After a failed background refresh, stale answers go on this long before the next try. */
export const REVALIDATE_BACKOFF_MS = 5_000;

/** What a lane needs of its cache: this process's ReadCache, or the Redis-shared one. */
export interface ReadCacheLike {
  read<T>(key: string, ttlMs: number, fetch: Fetch<T>, options?: ReadOptions): Promise<T>;
  /** A write changed what these reads return. */
  invalidate(prefix: string): void;
  clear(): void;
}

interface Flight {
  promise: Promise<unknown>;
  controller: AbortController;
  waiters: number;
  priority: ReadPriority;
  /**
   * Set when a write invalidated this key while the read was in flight (its answer may predate
   * the write), or a read that goes sooner took its place (its callers still get its answer).
   */
  stale: boolean;
}

interface Entry {
  value: unknown;
  /** Served as is until then. */
  freshUntil: number;
  /** Served stale (while one background read refreshes it) until then; gone after. */
  staleUntil: number;
  /** After a failed background refresh: no new one before this. */
  retryAt: number;
}

/**
 * One community's reads: entries with a lifetime and a size cap (least recently used goes
 * first, so a thousand communities stay small) and one shared upstream request per identical
 * read in flight. Failures are never stored.
 *
 * Storage is lru-cache (`max`, per-entry `ttl`, recency). Request sharing and
 * stale-while-revalidate stay here: lru-cache's `fetchMethod`/`allowStale` do them with other
 * rules (as lru-cache 11.5 behaves):
 * - a shared fetch is aborted when its first caller's signal aborts, rejecting every other
 *   caller with it; here each caller may leave on its own signal and the request is aborted
 *   only when the last one has left (autocomplete gives up after 2.5 s, a board does not);
 * - `delete` aborts a fetch in flight and rejects its callers ("deleted"); a write's
 *   invalidation here lets the read finish for its callers and only stops it being stored;
 * - a fetch cannot share without storing (`ttl: 0` keeps the entry for good), which the
 *   answers not kept (`keep: false`, rank probes) and the Redis-shared cache's local layer need;
 * - after a failed background refresh every read starts another (4 reads, 4 upstream calls);
 *   here stale answers go on for REVALIDATE_BACKOFF_MS first, since each call costs one of
 *   the key's requests per second.
 */
export class ReadCache implements ReadCacheLike {
  /** Made on the first answer stored (lru-cache sets aside room for `max` entries up front). */
  private entries: LRUCache<string, Entry> | undefined;
  private readonly flights = new Map<string, Flight>();

  constructor(
    private readonly maxEntries: number,
    private readonly policy: CachePolicy,
    private readonly now: () => number = () => performance.now(),
  ) {}

  get size(): number {
    return this.entries?.size ?? 0;
  }

  /** The stored value while fresh. */
  peek(key: string): { value: unknown } | undefined {
    const hit = this.lookup(key);
    return hit && !hit.stale ? { value: hit.value } : undefined;
  }

  async read<T>(key: string, ttlMs: number, fetch: Fetch<T>, options: ReadOptions = {}): Promise<T> {
    options.signal?.throwIfAborted();
    const ttl = options.keep === false ? 0 : ttlMs;
    const staleMs = options.staleMs ?? 0;
    if (!options.fresh) {
      const hit = this.lookup(key);
      if (hit && !hit.stale) return hit.value as T;
      if (hit && this.policy.coalesce) {
        this.revalidate(key, ttl, staleMs, fetch);
        return hit.value as T;
      }
    }
    if (!this.policy.coalesce || options.join === false) {
      const value = await fetch(options.signal);
      this.store(key, value, ttl, staleMs);
      return value;
    }
    const priority = options.priority ?? 'read';
    const inFlight = this.flights.get(key);
    if (inFlight && !goesLater(inFlight.priority, priority)) {
      options.onJoin?.();
      return this.join(key, inFlight, options.signal) as Promise<T>;
    }
    // A read in flight that goes later answers only its own callers; this one's answer is stored.
    if (inFlight) inFlight.stale = true;
    return this.join(key, this.fly(key, ttl, staleMs, fetch, priority), options.signal) as Promise<T>;
  }

  /** The stored value, fresh or (within its stale window) stale; refreshes its recency. */
  private lookup(key: string): { value: unknown; stale: boolean } | undefined {
    const entry = this.entries?.get(key);
    if (!entry) return undefined;
    const now = this.now();
    if (entry.staleUntil <= now) {
      this.entries?.delete(key);
      return undefined;
    }
    return { value: entry.value, stale: entry.freshUntil <= now };
  }

  private fly<T>(key: string, ttl: number, staleMs: number, fetch: Fetch<T>, priority: ReadPriority, background = false): Flight {
    const controller = new AbortController();
    const created: Flight = { controller, waiters: 0, priority, stale: false, promise: Promise.resolve() };
    created.promise = fetch(controller.signal, background)
      .then((value) => {
        if (!created.stale) this.store(key, value, ttl, staleMs);
        return value;
      })
      .finally(() => {
        if (this.flights.get(key) === created) this.flights.delete(key);
      });
    this.flights.set(key, created);
    return created;
  }

  /** One background read for an entry served stale; after a failure the stale value goes on a while. */
  private revalidate<T>(key: string, ttl: number, staleMs: number, fetch: Fetch<T>): void {
    const entry = this.entries?.peek(key);
    if (this.flights.has(key) || !entry || entry.retryAt > this.now()) return;
    this.fly(key, ttl, staleMs, fetch, 'background', true).promise.catch(() => {
      const still = this.entries?.peek(key);
      if (still) still.retryAt = this.now() + REVALIDATE_BACKOFF_MS;
    });
  }

  /** A write changed what these reads return: drop stored answers and detach reads in flight. */
  invalidate(prefix: string): void {
    if (this.entries) for (const key of [...this.entries.keys()]) if (key.startsWith(prefix)) this.entries.delete(key);
    for (const [key, flight] of [...this.flights]) {
      if (!key.startsWith(prefix)) continue;
      flight.stale = true;
      this.flights.delete(key);
    }
  }

  clear(): void {
    this.invalidate('');
  }

  private store(key: string, value: unknown, ttlMs: number, staleMs = 0): void {
    if (!this.policy.cache || this.maxEntries <= 0 || ttlMs <= 0) return;
    const now = this.now();
    // The same clock for lru-cache's expiry as for freshness here; resolution 0 so a test's clock is read each time.
    this.entries ??= new LRUCache<string, Entry>({ max: this.maxEntries, perf: { now: this.now }, ttlResolution: 0 });
    // Full: expired entries make room before the least recently used live one does.
    if (this.entries.size >= this.entries.max && !this.entries.has(key)) this.entries.purgeStale();
    this.entries.set(key, { value, freshUntil: now + ttlMs, staleUntil: now + ttlMs + staleMs, retryAt: 0 }, { ttl: ttlMs + staleMs });
  }

  /** Each waiter may leave on its own signal; the upstream request is aborted only when all have left. */
  private join(key: string, flight: Flight, signal?: AbortSignal): Promise<unknown> {
    flight.waiters++;
    if (!signal) return flight.promise;
    return new Promise((resolve, reject) => {
      const onAbort = () => {
        flight.waiters--;
        if (flight.waiters === 0) {
          if (this.flights.get(key) === flight) this.flights.delete(key);
          flight.controller.abort(signal.reason);
        }
        reject(signal.reason);
      };
      signal.addEventListener('abort', onAbort, { once: true });
      flight.promise.then(
        (value) => {
          signal.removeEventListener('abort', onAbort);
          resolve(value);
        },
        (error: unknown) => {
          signal.removeEventListener('abort', onAbort);
          reject(error);
        },
      );
    });
  }
}
