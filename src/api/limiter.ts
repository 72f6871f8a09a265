import { WaitQueue, type Priority } from './wait-queue.js';

export type { Priority } from './wait-queue.js';

/** BACKGROUND_SHARE's default: background work may use at most half of a key's rate. */
export const DEFAULT_BACKGROUND_SHARE = 0.5;
/** WEB_SHARE's default: the public web page may use at most a quarter of a key's rate. */
export const DEFAULT_WEB_SHARE = 0.25;

/** The spacing of a capped lane's slots (background, web): one per `intervalMs / share`. */
export const backgroundIntervalMs = (intervalMs: number, share: number): number =>
  share > 0 && share < 1 ? intervalMs / share : intervalMs;

/**
 * Which waiting lanes may take the next slot, in the order they get it: a write, else a read,
 * else background work (when its share allows) before the web (when its share allows).
 */
export function servingOrder(waiting: (priority: Priority) => boolean): Priority[] {
  if (waiting('write')) return ['write'];
  if (waiting('read')) return ['read'];
  return (['background', 'web'] as const).filter(waiting);
}

/** A Retry-After of an hour must not freeze a community's bot for an hour; a minute at most. */
export const MAX_PUSH_BACK_MS = 60_000;

/**
 * A key's send slots, in this process (Limiter) or shared by every replica (SharedLimiter in
 * shared-limiter.ts). The client only needs this much.
 */
export interface RateLimiter {
  readonly intervalMs: number;
  readonly queued: number;
  /** How long a request of this priority arriving now would wait (an estimate when shared). */
  waitMs(priority?: Priority): number;
  /** Takes a slot only if one is free now and nobody is queued; never waits in the queue. */
  tryAcquire(): boolean | Promise<boolean>;
  /** `tenant`: who asks, on a lane several servers share (the keyless one): they are served in turn. */
  acquire(priority: Priority, signal?: AbortSignal, tenant?: string): Promise<void>;
  /** A response came back: the next slot is a full interval from now. */
  done(): void;
  /** The service said 429: nothing more goes out for this key until `ms` from now. */
  pushBack(ms: number): void;
  close(reason: unknown): void;
}

/**
 * Written here rather than taken from a library: p-queue and bottleneck were considered; they
 * space or count requests but have no write-before-read-before-background lanes, no capped
 * background share, and no "next slot a full interval after the response" (done()), and
 * bottleneck's Redis mode cannot carry a 429's Retry-After to other replicas (see
 * shared-limiter.ts). The queue is WaitQueue; this class only decides when a slot is free.
 *
 * One key's send slots: at most one request per `intervalMs`, so no window of a second ever
 * holds more than the rate. Waiters are served in WaitQueue's order; a background request
 * also waits for its own slot, one per `intervalMs / backgroundShare`, so background work
 * never takes more than that share of the key's rate even when nobody else asks.
 */
export class Limiter implements RateLimiter {
  private next = 0;
  private nextBackground = 0;
  private nextWeb = 0;
  private readonly backgroundMs: number;
  private readonly webMs: number;
  private readonly waiters = new WaitQueue();
  private timer: NodeJS.Timeout | undefined;
  private closed: { reason: unknown } | undefined;

  constructor(
    readonly intervalMs: number,
    private readonly now: () => number = () => performance.now(),
    backgroundShare = DEFAULT_BACKGROUND_SHARE,
    webShare = DEFAULT_WEB_SHARE,
  ) {
    this.backgroundMs = backgroundIntervalMs(intervalMs, backgroundShare);
    this.webMs = backgroundIntervalMs(intervalMs, webShare);
  }

  /** A slot's length for `rate` requests per second (0 for no limit). */
  static intervalFor(rate: number): number {
    return rate > 0 && Number.isFinite(rate) ? (1000 / rate) * 1.02 : 0;
  }

  /**
   * 0 or Infinity requests per second: no limit. The slot is a hair longer than 1/rate for
   * clock and timer granularity; `done()` guards against the larger drift of stalls.
   */
  static perSecond(rate: number, backgroundShare = DEFAULT_BACKGROUND_SHARE, webShare = DEFAULT_WEB_SHARE): Limiter {
    return new Limiter(Limiter.intervalFor(rate), undefined, backgroundShare, webShare);
  }

  get queued(): number {
    return this.waiters.size;
  }

  /** How long a request of this priority arriving now would wait for its slot. */
  waitMs(priority: Priority = 'read'): number {
    return Math.max(0, this.freeAt(priority) - this.now()) + this.waiters.ahead(priority) * this.intervalMs;
  }

  /** When a request of this priority may take a slot, by the key's spacing and its lane's share. */
  private freeAt(priority: Priority): number {
    if (priority === 'background') return Math.max(this.next, this.nextBackground);
    if (priority === 'web') return Math.max(this.next, this.nextWeb);
    return this.next;
  }

  /** Takes a slot only if one is free now and nobody is queued. */
  tryAcquire(): boolean {
    if (this.closed) throw this.closed.reason;
    if (this.queued > 0 || this.now() < this.next) return false;
    this.take('read');
    return true;
  }

  acquire(priority: Priority, signal?: AbortSignal, tenant?: string): Promise<void> {
    if (this.closed) return Promise.reject(this.closed.reason);
    if (signal?.aborted) return Promise.reject(signal.reason);
    // A background refresh never takes a free slot at once: the read that triggered it (a
    // stale answer) is usually followed at once by the read the member is waiting for.
    if (priority !== 'background' && this.queued === 0 && this.now() >= this.freeAt(priority)) {
      this.take(priority);
      return Promise.resolve();
    }
    const granted = this.waiters.wait(priority, signal, tenant);
    if (priority === 'background') setImmediate(() => this.schedule());
    else this.schedule();
    return granted;
  }

  /**
   * A response came back. The request reached the service no later than now, so the next one
   * leaving a full interval from now cannot arrive too close to it, however late this one was
   * sent (event-loop stalls) or travelled. Spacing by send time alone cannot promise that.
   */
  done(): void {
    if (this.intervalMs === 0) return;
    this.next = Math.max(this.next, this.now() + this.intervalMs);
    if (this.queued > 0) this.schedule();
  }

  /** The service said 429: nothing more goes out for this key until `ms` from now. */
  pushBack(ms: number): void {
    this.next = Math.max(this.next, this.now() + Math.min(ms, MAX_PUSH_BACK_MS));
    if (this.queued > 0) this.schedule();
  }

  close(reason: unknown): void {
    this.closed = { reason };
    clearTimeout(this.timer);
    this.timer = undefined;
    this.waiters.clear(reason);
  }

  /** A slot taken now by a request of this priority: the key's next, and its lane's share. */
  private take(priority: Priority): void {
    const now = this.now();
    this.next = now + this.intervalMs;
    if (priority === 'background') this.nextBackground = now + this.backgroundMs;
    if (priority === 'web') this.nextWeb = now + this.webMs;
  }

  private schedule(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    while (this.queued > 0) {
      const now = this.now();
      // The first lane in serving order whose slot is free; else sleep until the soonest is.
      const lanes = servingOrder((p) => this.waiters.has(p));
      const ready = lanes.find((p) => this.freeAt(p) <= now);
      if (!ready) {
        // Timers may fire a hair early; the loop re-checks and re-arms. A request arriving
        // meanwhile re-runs this at once and goes ahead if its lane comes first.
        const wait = Math.min(...lanes.map((p) => this.freeAt(p))) - now;
        this.timer = setTimeout(() => this.schedule(), Math.max(1, Math.ceil(wait)));
        return;
      }
      if (!this.waiters.grant(ready)) return;
      this.take(ready);
    }
  }
}
