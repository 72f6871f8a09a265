import { readsAs } from '../../input/amount.js';
import type { GuildSettings } from '../../store/index.js';
import { isTypedWord, type TypedWhy } from './confirm-view.js';

/**
 * The one rule for when Confirm alone is not enough and the moderator must type the amount (or
 * a word): the write is worth more dollars than the server's limit, its worth is unknown, it
 * moves more points than the server's points limit (each limit is set with /setup), it hands
 * out a role, or the moderator moves value to themself.
 */

export interface TypedLimits {
  /** Dollars: a write worth more asks for typing (exactly this much does not). */
  usd: number;
  /** Points: a write moving more asks for typing. */
  points: number;
}

/**
 * Until a server sets its own. $100: a slip of a digit on a routine tip should cost a second
 * look. 10,000 points: above what communities hand out routinely (quest rewards of tens to
 * hundreds, event pools of a few thousand), so those stay one click, while a digit or two too
 * many on them (printing from nothing inflates every balance) asks for the amount typed.
 */
export const DEFAULT_TYPED_LIMITS: TypedLimits = { usd: 100, points: 10_000 };

/** What a write puts at stake, as its command sees it. */
export type Stake =
  /** Value leaving the tipping wallet (or paid from it), in dollars; undefined when it has no price. */
  | { usd: number | undefined }
  /** Points printed or taken, in all. */
  | { points: number }
  /** A role handed to whoever wins: its worth is what it lets them do, which no limit measures, so always typed. */
  | { role: true }
  /** Nothing the limits measure (a reward pool, a token added to the list). */
  | { none: true };

/** The server's limits: its own from /setup, else the defaults. */
export function limitsOf(settings: Pick<GuildSettings, 'typedLimitUsd' | 'typedLimitPoints'> | undefined): TypedLimits {
  return { usd: settings?.typedLimitUsd ?? DEFAULT_TYPED_LIMITS.usd, points: settings?.typedLimitPoints ?? DEFAULT_TYPED_LIMITS.points };
}

/**
 * Why this stake asks for typing under these limits, or undefined when Confirm is enough. A
 * moderator moving value to themself always types, whatever it is worth.
 */
export function typedWhy(stake: Stake, limits: TypedLimits, toSelf = false): TypedWhy | undefined {
  if (toSelf) return { reason: 'self' };
  if ('role' in stake) return { reason: 'role' };
  if ('usd' in stake) {
    // The limit is named with it: "unknown worth" is why typing is asked, the limit is what it could not be measured against.
    if (stake.usd === undefined || !Number.isFinite(stake.usd)) return { reason: 'unknown', limit: limits.usd };
    // In whole cents, as the preview shows dollars: $100.004 is "$100.00", not above $100.
    return Math.round(stake.usd * 100) > Math.round(limits.usd * 100) ? { reason: 'usd', limit: limits.usd } : undefined;
  }
  if ('points' in stake) return stake.points > limits.points ? { reason: 'points', limit: limits.points } : undefined;
  return undefined;
}

/**
 * Whether the typed answer matches, as the texts say: a word exactly, as kept (English) or as
 * `shown` in the reader's language, its accents optional (`SEND`, not `send`); an amount read by the one rule in the
 * reader's language (src/input/amount.ts), so the amount as the preview shows it (`600,5`,
 * `1.000` in German) or as plain decimals (`600.5`) is the same number.
 */
export function typedMatches(expected: string, answer: string, locale = 'en-US', shown?: string): boolean {
  const a = answer.trim();
  if (isTypedWord(expected)) return a === expected || (shown !== undefined && unaccented(a) === unaccented(shown));
  return readsAs(a, expected, locale);
}

/** A capital É is hard to type on many keyboards: DETRUIRE answers DÉTRUIRE (the case still counts). */
const unaccented = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '');
