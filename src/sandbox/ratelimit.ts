/**
 * Per-key token bucket. Capacity is one second's worth of requests (at least 1), so at the
 * default 1 request/s it is fixed spacing: one request, then the next a second later. Refused
 * requests take no token: a client that honours Retry-After always gets through.
 */
export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private perSecond: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  set(perSecond: number): void {
    this.perSecond = perSecond;
    this.buckets.clear();
  }

  /** 0 when the request may go; otherwise milliseconds until it could. */
  take(key: string): number {
    if (!(this.perSecond > 0) || this.perSecond === Infinity) return 0;
    const capacity = Math.max(1, Math.floor(this.perSecond));
    const t = this.now();
    const bucket = this.buckets.get(key) ?? { tokens: capacity, at: t };
    bucket.tokens = Math.min(capacity, bucket.tokens + ((t - bucket.at) * this.perSecond) / 1000);
    bucket.at = t;
    this.buckets.set(key, bucket);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return 0;
    }
    return ((1 - bucket.tokens) * 1000) / this.perSecond;
  }
}

/** Retry-After in whole seconds, never 0 (a client reading 0 would retry at once). */
export const retryAfterSeconds = (waitMs: number) => String(Math.max(1, Math.ceil(waitMs / 1000)));
