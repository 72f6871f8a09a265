import { WaitQueue } from './wait-queue.js';

/**
 * `background`: work nobody waits for (stale-while-revalidate refreshes, the job engine's polls):
 * it goes only when no read or write is queued, and at most a share of the key's rate. `web`:
 * the public web leaderboard's reads, after members' reads and writes and before background work
 * (a busy page must not starve members in Discord, nor wait behind the job engine).
 */
export type Priority = 'read' | 'write' | 'web' | 'background';

/** BACKGROUND_SHARE's default: background work may use at most half of a key's rate. */
export const DEFAULT_BACKGROUND_SHARE = 0.5;

/** The spacing of background slots: one per `intervalMs / share`. */
export const backgroundIntervalMs = (intervalMs: number, share: number): number => (share > 0 && share < 1 ? intervalMs / share : intervalMs);

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
  private readonly backgroundMs: number;
  private readonly waiters = new WaitQueue();
  private timer: NodeJS.Timeout | undefined;
  private closed: { reason: unknown } | undefined;

  constructor(
    readonly intervalMs: number,
    private readonly now: () => number = () => performance.now(),
    backgroundShare = DEFAULT_BACKGROUND_SHARE,
  ) {
    this.backgroundMs = backgroundIntervalMs(intervalMs, backgroundShare);
  }

  /** A slot's length for `rate` requests per second (0 for no limit). */
  static intervalFor(rate: number): number {
    return rate > 0 && Number.isFinite(rate) ? (1000 / rate) * 1.02 : 0;
  }

  /**
   * 0 or Infinity requests per second: no limit. The slot is a hair longer than 1/rate for
   * clock and timer granularity; `done()` guards against the larger drift of stalls.
   */
  static perSecond(rate: number, backgroundShare = DEFAULT_BACKGROUND_SHARE): Limiter {
    return new Limiter(Limiter.intervalFor(rate), undefined, backgroundShare);
  }

  get queued(): number {
    return this.waiters.size;
  }

  /** How long a request of this priority arriving now would wait for its slot. */
  waitMs(priority: Priority = 'read'): number {
    const free = priority === 'background' ? Math.max(this.next, this.nextBackground) : this.next;
    return Math.max(0, free - this.now()) + this.waiters.ahead(priority) * this.intervalMs;
  }

  /** Takes a slot only if one is free now and nobody is queued. */
  tryAcquire(): boolean {
    if (this.closed) throw this.closed.reason;
    if (this.queued > 0 || this.now() < this.next) return false;
    this.take();
    return true;
  }

  acquire(priority: Priority, signal?: AbortSignal, tenant?: string): Promise<void> {
    if (this.closed) return Promise.reject(this.closed.reason);
    if (signal?.aborted) return Promise.reject(signal.reason);
    // A background refresh never takes a free slot at once: the read that triggered it (a
    // stale answer) is usually followed at once by the read the member is waiting for.
    if (priority !== 'background' && this.tryAcquire()) return Promise.resolve();
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

  private take(): void {
    this.next = this.now() + this.intervalMs;
  }

  private schedule(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    while (this.queued > 0) {
      const background = this.waiters.head() === 'background';
      const wait = (background ? Math.max(this.next, this.nextBackground) : this.next) - this.now();
      if (wait > 0) {
        // Timers may fire a hair early; the loop re-checks and re-arms. A read or write arriving
        // meanwhile re-runs this at once and goes ahead of the background head.
        this.timer = setTimeout(() => this.schedule(), Math.ceil(wait));
        return;
      }
      if (!this.waiters.grant()) return;
      this.take();
      if (background) this.nextBackground = this.now() + this.backgroundMs;
    }
  }
}
