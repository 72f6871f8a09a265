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
}

interface Flight {
  promise: Promise<unknown>;
  controller: AbortController;
  waiters: number;
  /** Set when a write invalidated this key while the read was in flight: its answer may predate the write. */
  stale: boolean;
}

/**
 * One community's reads: TTL entries with a size cap (least recently used goes first, so a
 * thousand communities stay small) and one shared upstream request per identical read in flight.
 * Failures are never stored.
 */
export class ReadCache {
  private readonly entries = new Map<string, { value: unknown; expires: number }>();
  private readonly flights = new Map<string, Flight>();

  constructor(
    private readonly maxEntries: number,
    private readonly policy: CachePolicy,
    private readonly now: () => number = () => performance.now(),
  ) {}

  get size(): number {
    return this.entries.size;
  }

  peek(key: string): { value: unknown } | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    return { value: entry.value };
  }

  async read<T>(
    key: string,
    ttlMs: number,
    fetch: (signal: AbortSignal | undefined) => Promise<T>,
    options: ReadOptions = {},
  ): Promise<T> {
    options.signal?.throwIfAborted();
    if (!options.fresh) {
      const hit = this.peek(key);
      if (hit) return hit.value as T;
    }
    const ttl = options.keep === false ? 0 : ttlMs;
    if (!this.policy.coalesce || options.join === false) {
      const value = await fetch(options.signal);
      this.store(key, value, ttl);
      return value;
    }
    let flight = this.flights.get(key);
    if (!flight) {
      const controller = new AbortController();
      const created: Flight = { controller, waiters: 0, stale: false, promise: Promise.resolve() };
      created.promise = fetch(controller.signal)
        .then((value) => {
          if (!created.stale) this.store(key, value, ttl);
          return value;
        })
        .finally(() => {
          if (this.flights.get(key) === created) this.flights.delete(key);
        });
      this.flights.set(key, created);
      flight = created;
    }
    return this.join(key, flight, options.signal) as Promise<T>;
  }

  /** A write changed what these reads return: drop stored answers and detach reads in flight. */
  invalidate(prefix: string): void {
    for (const key of [...this.entries.keys()]) if (key.startsWith(prefix)) this.entries.delete(key);
    for (const [key, flight] of [...this.flights]) {
      if (!key.startsWith(prefix)) continue;
      flight.stale = true;
      this.flights.delete(key);
    }
  }

  clear(): void {
    this.invalidate('');
  }

  private store(key: string, value: unknown, ttlMs: number): void {
    if (!this.policy.cache || ttlMs <= 0) return;
    const now = this.now();
    this.entries.delete(key);
    this.entries.set(key, { value, expires: now + ttlMs });
    if (this.entries.size <= this.maxEntries) return;
    for (const [k, entry] of this.entries) if (entry.expires <= now) this.entries.delete(k);
    for (const k of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries) break;
      this.entries.delete(k);
    }
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
