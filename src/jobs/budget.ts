/**
 * Feeds space their polls so that all the feeds on one key stay within the key's background
 * budget (BackgroundBudget) on their own, leaving room for other background work.
 */

/**
 * What background work may cost a key: at most `share` of its rate (BACKGROUND_SHARE), which the
 * limiters enforce (src/api/limiter.ts).
 */
export interface BackgroundBudget {
  /** The key's requests per second (API_RATE_PER_SECOND). */
  ratePerSecond: number;
  /** The most of it background work may use (BACKGROUND_SHARE). */
  share: number;
}

/** A feed polls at most this often. */
export const DEFAULT_FEED_INTERVAL_MS = 60_000;

/** Requests one poll makes in the usual case: the completions, and the quest (names, or whether it still exists). */
export const REQUESTS_PER_POLL = 2;

/** Feeds take at most half of the background budget, so other jobs always have room. */
const FEEDS_PART = 0.5;

/** How often each of `feedsOnKey` feeds polling with one key may poll: every 60 s, or slower when many share the key. */
export function feedIntervalMs(feedsOnKey: number, budget: BackgroundBudget): number {
  const perSecond =
    budget.ratePerSecond > 0 && Number.isFinite(budget.ratePerSecond) ? budget.ratePerSecond * budget.share * FEEDS_PART : Infinity;
  const needed = Math.ceil((Math.max(1, feedsOnKey) * REQUESTS_PER_POLL * 1000) / perSecond);
  return Math.max(DEFAULT_FEED_INTERVAL_MS, needed);
}

/**
 * The running period boards' readings (src/features/periods/jobs.ts) take at most this part of the
 * background budget: with feeds' half, a quarter is left for snapshots, scheduled posts, exports.
 */
const READINGS_PART = 0.25;
/** A running period board is read again at most this often: what "recent" means on its page. */
export const DEFAULT_READING_INTERVAL_MS = 5 * 60_000;

/**
 * How often each system with period boards on may be read again, when reading every such system
 * on one key costs `requestsOnKey` requests (holders / 100 each): every 5 minutes, or slower so
 * that the readings stay within their part of the key's background budget.
 */
export function readingIntervalMs(requestsOnKey: number, budget: BackgroundBudget): number {
  const perSecond =
    budget.ratePerSecond > 0 && Number.isFinite(budget.ratePerSecond) ? budget.ratePerSecond * budget.share * READINGS_PART : Infinity;
  return Math.max(DEFAULT_READING_INTERVAL_MS, Math.ceil((Math.max(1, requestsOnKey) * 1000) / perSecond));
}

/**
 * The part of the background budget a period snapshot can count on: what feeds leave (they take
 * at most half). Readings wait while a closing snapshot is taken (it is the newer reading).
 */
const SNAPSHOT_PART = 0.5;
/** Added to the closing snapshot's head start: answers slower than the key's rate, a restart. */
export const CLOSING_MARGIN_MS = 10 * 60_000;

export interface SnapshotTiming {
  /** How long the snapshot's requests take at the key's whole background share. */
  aloneMs: number;
  /** How long before a period ends its closing snapshot starts: the time at the part it can count on, and a margin. */
  leadMs: number;
}

/**
 * How long a snapshot of `requests` pages takes in the background lane, and so how early the
 * snapshot closing a period must start for the final board to be complete at the period's end;
 * undefined when the key's rate is not limited (the snapshot starts at the end, as fast as the API answers).
 */
export function snapshotTiming(requests: number, budget: BackgroundBudget): SnapshotTiming | undefined {
  if (!(budget.ratePerSecond > 0 && Number.isFinite(budget.ratePerSecond) && budget.share > 0)) return undefined;
  const perSecond = budget.ratePerSecond * budget.share;
  return {
    aloneMs: Math.ceil((requests * 1000) / perSecond),
    leadMs: Math.ceil((requests * 1000) / (perSecond * SNAPSHOT_PART)) + CLOSING_MARGIN_MS,
  };
}
