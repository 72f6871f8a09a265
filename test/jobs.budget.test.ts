import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FEED_INTERVAL_MS,
  DEFAULT_READING_INTERVAL_MS,
  feedIntervalMs,
  readingIntervalMs,
  REQUESTS_PER_POLL,
} from '../src/jobs/budget.js';

/**
 * What background work may cost a key (src/jobs/budget.ts): the feeds on one key share half of
 * the key's background budget, which is BACKGROUND_SHARE of its rate. Pure arithmetic, checked
 * against the figures an operator would work out by hand.
 */

describe('the feed interval', () => {
  /** 1 request a second, half of it for background work: feeds get 0.25 requests a second. */
  const LIVE = { ratePerSecond: 1, share: 0.5 };

  it('1 feed on a key polls every minute: 2 requests a minute are far inside its part', () => {
    expect(feedIntervalMs(1, LIVE)).toBe(DEFAULT_FEED_INTERVAL_MS);
    expect(feedIntervalMs(0, LIVE)).toBe(DEFAULT_FEED_INTERVAL_MS);
  });

  it('1 feed on a slow key: the background share counts (rate 0.02/s, share 0.5: 2 requests every 400 s)', () => {
    // Feeds' part: 0.02 × 0.5 × 0.5 = 0.005 requests a second; a poll of 2 requests needs 400 s.
    expect(feedIntervalMs(1, { ratePerSecond: 0.02, share: 0.5 })).toBe(400_000);
    // The whole rate for background work: twice as often.
    expect(feedIntervalMs(1, { ratePerSecond: 0.02, share: 1 })).toBe(200_000);
  });

  it('100 feeds on a key poll every 800 s: 200 requests a round at 0.25 requests a second', () => {
    expect(REQUESTS_PER_POLL).toBe(2);
    expect(feedIntervalMs(100, LIVE)).toBe(800_000);
    // A smaller background share stretches the round in proportion.
    expect(feedIntervalMs(100, { ratePerSecond: 1, share: 0.25 })).toBe(1_600_000);
    // Over a round the feeds' requests stay within half the background budget.
    const perSecond = (100 * REQUESTS_PER_POLL) / (feedIntervalMs(100, LIVE) / 1000);
    expect(perSecond).toBeLessThanOrEqual(LIVE.ratePerSecond * LIVE.share * 0.5);
  });

  it('no rate limit: every minute', () => {
    expect(feedIntervalMs(100, { ratePerSecond: 0, share: 0.5 })).toBe(DEFAULT_FEED_INTERVAL_MS);
    expect(feedIntervalMs(100, { ratePerSecond: Infinity, share: 0.5 })).toBe(DEFAULT_FEED_INTERVAL_MS);
  });
});

describe("the running period boards' reading interval", () => {
  const LIVE = { ratePerSecond: 1, share: 0.5 };

  it('a 1,200-holder board (12 requests) is read every 5 minutes', () => {
    expect(readingIntervalMs(12, LIVE)).toBe(DEFAULT_READING_INTERVAL_MS);
  });

  it('the 20,000-holder cap (200 requests) every 1,600 s: a quarter of the background share, 0.125 requests a second', () => {
    expect(readingIntervalMs(200, LIVE)).toBe(1_600_000);
    // Every board on the key counts: two such boards, twice as long each.
    expect(readingIntervalMs(400, LIVE)).toBe(3_200_000);
    expect(readingIntervalMs(200, { ratePerSecond: 1, share: 0.25 })).toBe(3_200_000);
  });

  it('no rate limit: every 5 minutes', () => {
    expect(readingIntervalMs(10_000, { ratePerSecond: 0, share: 0.5 })).toBe(DEFAULT_READING_INTERVAL_MS);
  });
});
