import type { CommunityClient } from '../api/types.js';
import type { Reply } from '../discord/reply.js';
import type { Reader } from '../i18n/reader.js';
import type { Logger } from '../log.js';
import type { AuditLog, Db, Feeds, GuildSettings, Journal, Periods, Schedules } from '../store/index.js';
import type { Invoker } from '../command/contract.js';
import type { BackgroundBudget } from '../jobs/budget.js';
import type { JobDefinition, JobEngine } from '../jobs/engine.js';
import { UTC } from '../time/zone.js';

/**
 * What every feature's jobs run with, built once by the bot (src/bot/jobs.ts). A job acts for a
 * server at the moment it runs, so it asks for that server's client, reader and settings each
 * time rather than keeping them.
 */
export interface JobContext {
  /** The server's Community API client of its current key; undefined without a key (rejects when a stored key cannot be read). */
  clientFor(guildId: string): Promise<CommunityClient | undefined>;
  /** A reader for the server's public messages: its /setup language, else `locale` (the Discord locale the work was made in). */
  readerFor(guildId: string, locale?: string | null): Promise<Reader>;
  /** The server's /setup settings, read now. */
  settingsOf(guildId: string): Promise<GuildSettings | undefined>;
  /** The server's audit channel (/setup, else AUDIT_CHANNEL_ID); undefined when it has none. */
  auditChannelOf(guildId: string): Promise<string | undefined>;
  /** A line in the server's audit channel, and the log. */
  audit(guildId: string, line: string): Promise<void>;
  now(): number;
  log: Logger;
  /** What background work may cost each key. */
  budget: BackgroundBudget;
  /** The store's tables on its background lane; throws before the engine started. */
  readonly stores: JobStores;
  /** The engine's queues; throws before the engine started. */
  readonly queue: Pick<JobEngine, 'send' | 'sendMany'>;
  /** Posts a message once; `nonce` lets Discord drop a repeat of the same post. */
  post(channelId: string, body: Reply, nonce: string): Promise<PostOutcome>;
  /** Edits a message the bot posted. */
  edit(channelId: string, messageId: string, body: Reply): Promise<EditOutcome>;
  /**
   * Who a job acts for, as a command of theirs in the server would find them now (Discord's
   * member record, the router's moderator rule with the /setup roles); null when no longer a
   * member. Throws BotNotInGuildError when the bot is not in the server, and whatever a failed
   * read throws (never a guess): what a scheduled write and each part of a whole-role move read
   * before they are sent.
   */
  actingAs(guildId: string, userId: string, locale: string): Promise<Invoker | null>;
}

/** The store as jobs use it: through the background lane (Db.background()), so no member waits behind them. */
export interface JobStores {
  feeds: Feeds;
  schedules: Schedules;
  periods: Periods;
  audit: AuditLog;
  journal: Journal;
  /** The background lane itself, for a feature's own tables. */
  db: Db;
}

/** What a post to a channel came to. `refused`: Discord said no (nothing posted); `unknown`: no answer. */
export type PostOutcome = { ok: true; messageId: string } | { ok: false; refused: boolean };

/** What an edit of a message came to. `gone`: the message was deleted (post a new one). */
export type EditOutcome = { ok: true } | { ok: false; gone: true } | { ok: false; gone: false; refused: boolean };

/** One feature's jobs, as the bot wires them: a loop over every feature's. */
export interface FeatureJobs<Deps = unknown> {
  /** Its job definitions. */
  jobs: JobDefinition<any>[];
  /** Its ticks, run at once by `runDue` (each also runs every minute as a job): find what is due and queue it. */
  ticks: { name: string; run(): Promise<number> }[];
  /** The jobs `runDue` waits for: its ticks' and what they queue. */
  due: string[];
  /** The jobs whose work answers a member later (the console waits for them before it exits). */
  answers: string[];
  /** What its jobs run with, built on the job context. */
  deps: Deps;
  /** Its ticks run after the others' work has finished (it reads what they made). */
  after?: boolean;
}

/** The server's time zone (/setup), UTC when it chose none. */
export const zoneOf = async (ctx: Pick<JobContext, 'settingsOf'>, guildId: string): Promise<string> =>
  (await ctx.settingsOf(guildId))?.timeZone ?? UTC;
