/**
 * The Community API's enum values in plain words: one table per enum, the only place a value
 * becomes what a user reads. A value the API adds later is never shown raw: it reads as the
 * words it is made of (`CHAT_ACCOUNT_AGE` → "Chat account age"). Plain text: callers escape.
 */

/** `CHAT_ACCOUNT_AGE` → `Chat account age`, `balance-desc` → `Balance desc`, `holderCount` → `Holder count`. */
export function wordsOf(value: string): string {
  const words = value
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_\-.]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase())
    .join(' ');
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : value;
}

const lookup =
  (table: Readonly<Record<string, string>>) =>
  (value: string): string =>
    Object.hasOwn(table, value) ? table[value]! : wordsOf(value);

/** Quest task types (the spec shows one of 32; the rest read as their words). */
export const taskTypeWords = lookup({
  SOCIAL_POST_INTERACTION: 'Social post',
  CHAT_ACCOUNT_AGE: 'Discord account age',
  DISCORD_ACCOUNT_AGE: 'Discord account age',
  CHANNEL_MESSAGE: 'Message in a channel',
});

export const questStatusWords = lookup({
  DRAFT: 'Draft',
  TEMPLATE: 'Template',
  ACTIVE: 'Active',
  PAUSED: 'Paused',
  REVIEW: 'In review',
  ENDED: 'Ended',
  ARCHIVED: 'Archived',
});

export const recurrenceWords = lookup({ ONCE: 'Once', DAILY: 'Daily', WEEKLY: 'Weekly', MONTHLY: 'Monthly', CUSTOM: 'Custom' });

export const visibilityWords = lookup({ PRIVATE: 'Private', PUBLIC: 'Public', SHARED: 'Shared with partner communities' });

/** Quest reward variants and how winners are drawn. */
export const rewardTypeWords = lookup({ FIXED: 'Fixed', RANDOM: 'Random', SHARED: 'Shared' });
export const strategyWords = lookup({ RAFFLE: 'raffle' });
/** What a reward or a write gives away. */
export const itemTypeWords = lookup({ TOKEN: 'token', NFT: 'NFT', POINTS: 'points', ROLE: 'role' });

export const pointSystemStatusWords = lookup({ ACTIVE: 'Active', ARCHIVED: 'Archived', SUSPENDED: 'Suspended' });

/** What the community's key may do with a point system. */
export const permissionWords = lookup({
  VIEW: 'see balances',
  TRANSFER: 'move points between members',
  SPEND: 'spend points',
  PRINT: 'print new points',
});

export const balanceOrderWords = lookup({ 'balance-desc': 'highest first', 'balance-asc': 'lowest first' });

/** Linked account platforms: the spec's neutral words and the live service's names. */
export const platformWords = lookup({ social: 'X', twitter: 'X', x: 'X', chat: 'Discord', discord: 'Discord' });
