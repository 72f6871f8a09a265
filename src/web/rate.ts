import { upTo } from '../bounded.js';
import { LRUCache } from 'lru-cache';

/**
 * Requests per visitor address: a bucket of `burst` that refills at `perMinute`. It keeps web
 * traffic from one address from taking the key's requests (the API allows 1 a second, and
 * members in Discord come first); the web priority keeps the rest of the web behind members.
 */
export interface RateLimitOptions {
  perMinute: number;
  burst: number;
  /** Addresses remembered; the least recently seen is forgotten first. */
  maxAddresses?: number;
  now?: () => number;
}

export const DEFAULT_WEB_RATE: RateLimitOptions = { perMinute: 30, burst: 20 };

export class AddressLimit {
  private readonly buckets: LRUCache<string, { tokens: number; at: number }>;
  private readonly now: () => number;

  constructor(private readonly options: RateLimitOptions = DEFAULT_WEB_RATE) {
    this.buckets = new LRUCache({ ...upTo(options.maxAddresses ?? 10_000) });
    this.now = options.now ?? (() => performance.now());
  }

  /** 0 when the address may go now (and it is counted); else the seconds until it may. */
  take(address: string): number {
    const now = this.now();
    const perMs = this.options.perMinute / 60_000;
    const b = this.buckets.get(address) ?? { tokens: this.options.burst, at: now };
    b.tokens = Math.min(this.options.burst, b.tokens + (now - b.at) * perMs);
    b.at = now;
    this.buckets.set(address, b);
    if (b.tokens >= 1) {
      b.tokens -= 1;
      return 0;
    }
    return Math.max(1, Math.ceil((1 - b.tokens) / perMs / 1000));
  }
}
