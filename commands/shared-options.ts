import { ApplicationCommandOptionType as T, ChannelType } from 'discord.js';
import { MAX_ENTRIES, MAX_WINNERS, METADATA_TEXT_MAX, RECIPIENT_ADDRESS_MAX } from '../src/api/moves.js';
import { sharedOption } from '../src/i18n/commands.js';

/**
 * The options several commands share, each one object defined once as Discord receives it
 * (its English is the only English of its texts). Each is marked with its text key, so every
 * other language translates its description once (`optionDescriptions.<key>` in
 * `src/i18n/languages/<language>/commands.ts`) and the translation is found by the object
 * itself wherever a command uses it.
 */
export const OPT = {
  /** The tipping wallet's chain (/tip, /transfer, /airdrop, /raffle, /burn). */
  chain: sharedOption('tippingChain', {
    type: T.String,
    name: 'chain',
    description: 'Chain of the tipping wallet',
    required: true,
    autocomplete: true,
  }),
  token: sharedOption('tippingToken', {
    type: T.String,
    name: 'token',
    description: 'Token of the tipping wallet (shows what it holds)',
    required: true,
    autocomplete: true,
  }),
  tokenAmount: sharedOption('tokenAmount', {
    type: T.String,
    name: 'amount',
    description: 'Amount as you write numbers (12.5 · 1,000.5); forms with two readings are refused; tokens or $',
    required: true,
    max_length: 80,
  }),
  unit: sharedOption('amountUnit', {
    type: T.String,
    name: 'unit',
    description: 'Whether the amount is in tokens (default) or US dollars',
    choices: [
      { name: 'tokens', value: 'absolute' },
      { name: 'US dollars', value: 'dollar' },
    ],
  }),
  nft: sharedOption('tippingNft', {
    type: T.String,
    name: 'nft',
    description: 'NFT of the tipping wallet',
    required: true,
    autocomplete: true,
  }),
  count: sharedOption('editions', {
    type: T.Integer,
    name: 'count',
    description: 'Editions, for multi-edition NFTs (default 1)',
    min_value: 1,
  }),
  points: sharedOption('points', {
    type: T.String,
    name: 'amount',
    description: 'Points, e.g. 25 or 12.5; forms with two readings (1.000 in German) are refused',
    required: true,
    max_length: 40,
  }),
  /** The point system of the commands that default to the first active one (/leaderboard, /points give|take, /tip points, /airdrop, /raffle). */
  system: sharedOption('pointSystem', {
    type: T.String,
    name: 'system',
    description: 'Point system, by name or id (default: the first active one)',
    autocomplete: true,
  }),
  /** /leaderboard, /points balance: a period board (gains since the period's snapshot). */
  period: sharedOption('period', {
    type: T.String,
    name: 'period',
    description: 'Gains in a period: week, month, last-week, last-month, or a past one (2026-W47, 2026-11)',
    max_length: 16,
  }),
  channel: sharedOption('channel', {
    type: T.Channel,
    name: 'channel',
    description: 'Where the service posts about it (default: this channel)',
    channel_types: [ChannelType.GuildText, ChannelType.GuildAnnouncement],
  }),
  comment: sharedOption('comment', {
    type: T.String,
    name: 'comment',
    description: 'Comment shown with it (at most 256 characters)',
    max_length: 256,
  }),
  /** /transfer: where the token or NFT goes; its form is checked per chain family. */
  address: sharedOption('walletAddress', {
    type: T.String,
    name: 'address',
    description: 'Wallet address on the chosen chain',
    required: true,
    max_length: RECIPIENT_ADDRESS_MAX,
  }),
  /** /points give|take: recorded as metadata in the service's transaction log. */
  reason: sharedOption('reason', {
    type: T.String,
    name: 'reason',
    description: `Why (recorded by the service; at most ${METADATA_TEXT_MAX} characters)`,
    max_length: METADATA_TEXT_MAX,
  }),
  /** /airdrop, /raffle: how long members can enter. */
  duration: sharedOption('raffleDuration', {
    type: T.String,
    name: 'duration',
    description: 'How long members can enter: 30m, 2h, 1d 12h (1 second to 30 days)',
    required: true,
    max_length: 40,
  }),
  entries: sharedOption('entries', {
    type: T.Integer,
    name: 'entries',
    description: `Maximum number of members who can enter (1 to ${MAX_ENTRIES})`,
    required: true,
    min_value: 1,
    max_value: MAX_ENTRIES,
  }),
  winners: sharedOption('winners', {
    type: T.Integer,
    name: 'winners',
    description: 'How many members win (default 1)',
    min_value: 1,
    max_value: MAX_WINNERS,
  }),
  onlyRole: sharedOption('onlyRole', { type: T.Role, name: 'only-role', description: 'Only members with this role may enter' }),
  notRole: sharedOption('notRole', { type: T.Role, name: 'not-role', description: 'Members with this role may not enter' }),
  /** /points give|take. */
  /** /points give|take: one member (with more-members), or everyone holding `role`. */
  pointsMember: sharedOption('pointsMember', { type: T.User, name: 'member', description: 'Whose points change' }),
  pointsRole: sharedOption('pointsRole', {
    type: T.Role,
    name: 'role',
    description: 'Everyone holding this role, instead of member (bots left out)',
  }),
  /** /leaderboard, /audit, /quest completions: every row as a CSV file, in a private reply (src/features/exports/reply.ts). */
  export: sharedOption('export', { type: T.Boolean, name: 'export', description: 'Send every row as a CSV file, only to you' }),
  moreMembers: sharedOption('moreMembers', {
    type: T.String,
    name: 'more-members',
    description: 'More members at once: paste mentions or ids, e.g. @bob @carol (25 in all)',
    max_length: 2000,
  }),
  /** /raid create and the value moves: send it later, at a time in the server's zone or after a while (src/features/writes/when.ts). */
  sendAt: sharedOption('sendAt', {
    type: T.String,
    name: 'at',
    description: 'Send it then, in the server time zone: 18:00, tomorrow 9:00, 2026-12-01 18:00',
    max_length: 40,
  }),
  sendIn: sharedOption('sendIn', { type: T.String, name: 'in', description: 'Send it after this long: 30m, 2h, 1d', max_length: 40 }),
};

/** The options that send a write later, for every command that writes: [at, in]. */
export const SEND_LATER = [OPT.sendAt, OPT.sendIn] as const;
