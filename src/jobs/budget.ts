import type { BackgroundBudget } from '../kit/command.js';

/**
 * Feeds space their polls so that all the feeds on one key stay within the key's background
 * budget (BackgroundBudget, src/kit/command.ts) on their own, leaving room for other background work.
 */

/** A feed polls at most this often. */
export const DEFAULT_FEED_INTERVAL_MS = 60_000;

/** Requests one poll makes in the usual case: the completions, and the quest (names, or whether it still exists). */
export const REQUESTS_PER_POLL = 2;

/** Feeds take at most half of the background budget, so other jobs always have room. */
const FEEDS_PART = 0.5;

/** How often each of `feedsOnKey` feeds polling with one key may poll: every 60 s, or slower when many share the key. */
export function feedIntervalMs(feedsOnKey: number, budget: BackgroundBudget): number {
  const perSecond = budget.ratePerSecond > 0 && Number.isFinite(budget.ratePerSecond) ? budget.ratePerSecond * budget.share * FEEDS_PART : Infinity;
  const needed = Math.ceil((Math.max(1, feedsOnKey) * REQUESTS_PER_POLL * 1000) / perSecond);
  return Math.max(DEFAULT_FEED_INTERVAL_MS, needed);
}
