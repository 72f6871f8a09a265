import type { CommunityClient } from '../api/types.js';
import type { Card } from '../cards/draw.js';
import type { BackgroundBudget } from '../jobs/budget.js';
import type { Store } from '../store/index.js';
import type { DiscordFacts } from './discord-facts.js';

/**
 * What the running bot lends to command handlers and jobs beyond the API client, as
 * interfaces: the bot builds them (src/bot/services.ts, src/bot/jobs.ts), and a test or the
 * console can build its own. Nothing here knows a command or a feature.
 */

/** What commands use of the store: the write journal (with its previews), the audit trail, the settings, the feeds. */
export type StoreAccess = Pick<Store, 'journal' | 'audit' | 'settings' | 'feeds' | 'schedules' | 'periods'>;

/** Where a guild's Community API key comes from, and a client for a key not saved yet. */
export interface GuildKeys {
  /** Whether the environment (COMMUNITY_API_KEY / COMMUNITY_API_KEYS) names a key for the guild: it wins over a stored one. */
  inEnvironment(guildId: string): boolean;
  /** What named those keys when it was not the environment: the console's sandbox (its demo key). */
  from?: 'sandbox';
  /** A client for `key`, to check it with one read before it is stored. */
  trial(key: string): CommunityClient;
}

/** Things commands share beyond the API: the store, an audit channel, a clock. */
export interface BotServices {
  /**
   * Durable state: every write to the Community API goes through `store.journal` (preview,
   * claim, send once, outcome), and its outcome is an audit row (`store.audit`).
   */
  store: StoreAccess;
  /** Posts a line to the configured audit channel (no-op when none) and logs it. */
  audit(entry: { guildId: string | null; userId: string; action: string; detail: string }): Promise<void>;
  now(): number;
  /** Draws image cards (src/cards) off the event loop, cached; may throw CardsBusyError. */
  cards: CardService;
  /** The guilds' key sources, for /setup. */
  keys: GuildKeys;
  /** Whether the bot can post in `channelId`: posts `line` there, false when Discord refuses. */
  tryPost(channelId: string, line: string): Promise<boolean>;
  /** What background work (feeds' polls) may cost each key. */
  background: BackgroundBudget;
  /** PUBLIC_URL: where the web leaderboard is reached (its links in /setup and /leaderboard); none: no links. */
  publicUrl?: string;
  /** Roles, owners and users as Discord describes them. */
  discord: DiscordFacts;
  /** Hands work that answers later (a long export, a whole-role move's parts) to the job engine; absent where no engine runs. */
  jobs?: JobQueue;
}

export interface CardService {
  render(card: Card): Promise<Buffer>;
}

/**
 * The job engine as a handler sees it: a feature queues its own jobs by name, with the data its
 * job reads. Interaction tokens kept in a job are sealed first (`seal`), so the job table never
 * holds one in plain text; any replica opens them.
 */
export interface JobQueue {
  /** Seals an interaction token (a credential for 15 minutes) of `guildId` for the job table. */
  seal(token: string, guildId: string): string;
  /** Queues one job of `name` per item, starting the engine where it has not started; `ordered`: run one after another. */
  send(name: string, items: readonly object[], options?: { ordered?: boolean }): Promise<void>;
}
