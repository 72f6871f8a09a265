import { createHash } from 'node:crypto';
import { DiscordAPIError, Routes, type REST } from 'discord.js';
import { messageReader } from '../i18n/reader.js';
import { createJobEngine, dbClock, type JobEngine, type JobObserver } from '../jobs/engine.js';
import type { EditOutcome, FeatureJobs, JobContext, JobStores, PostOutcome } from '../features/job-context.js';
import type { BackgroundBudget } from '../jobs/budget.js';
import { feedFeature, type FeedJobDeps } from '../features/feeds/jobs.js';
import { roleMoveFeature, type RoleMoveDeps } from '../features/moves/role-move-jobs.js';
import { periodFeature, type PeriodJobDeps } from '../features/periods/jobs.js';
import { scheduleFeature, type ScheduleJobDeps } from '../features/schedules/jobs.js';
import { cancelForGuildLeft, writeFeature, type WriteJobDeps } from '../features/writes/jobs.js';
import { exportFeature, type ExportJobDeps } from '../features/exports/jobs.js';
import { NO_NAMES, type ExportJobData } from '../features/exports/export.js';
import { CSV_MIME } from '../features/exports/csv.js';
import { memberInvoker, type AccessRules } from './router/access.js';
import type { Services } from '../command/contract.js';
import type { JobQueue } from '../services/services.js';
import type { DiscordFacts, NameLimits, NameReader } from '../services/discord-facts.js';
import type { Logger } from '../log.js';
import { fitReply } from '../discord/limits.js';
import { NO_MENTIONS, type Reply } from '../discord/reply.js';
import {
  createAuditLog,
  createFeeds,
  createPeriods,
  createSchedules,
  createSecretBox,
  ephemeralSecretBox,
  type LazyStore,
  type SecretBox,
  type Store,
} from '../store/index.js';
import type { CommunityLookup } from './community.js';
import { rewardsFeature, type RewardsFeature, type RewardsService } from '../features/rewards/runtime.js';

/**
 * The bot's background work: the job engine on the bot's store, with the feeds' jobs, posting
 * through the bot's Discord REST client. Started by `npm start` (both modes) and the console;
 * stopped after the interactions in flight, before the store closes.
 */

export interface BotJobs {
  /** Opens the store if needed and starts the engine (once). */
  start(): Promise<JobEngine>;
  /** The engine once started. */
  readonly engine: JobEngine | undefined;
  /** Stops it, letting running jobs finish within `graceMs`. */
  stop(graceMs?: number): Promise<void>;
  /** Each feature's jobs as wired here, with what they run with (a job can be run in this process as its worker would). */
  readonly features: BotFeatures;
  /** The bot left a server (Discord's guildDelete): cancels the writes waiting there; returns how many. */
  guildLeft(guildId: string): Promise<number>;
  /**
   * Runs the ticks now and waits until the polls and runs they queued have run (the console's
   * `wait` and its lines, tests), then for the exports this process queued. `timeoutMs`: how long
   * the ticks' jobs are waited for (default a minute; past it, an error, and they go on running);
   * `exports: false` does not wait for exports.
   */
  runDue(options?: { timeoutMs?: number; exports?: boolean }): Promise<void>;
  /**
   * The first moment after `after` (epoch ms) at which a scheduled board or a write at a set time
   * falls due, in any server of this store; undefined when none does.
   */
  nextDue(after: number): Promise<number | undefined>;
  /** What handlers queue their jobs through (BotServices.jobs): starts the engine if needed, seals interaction tokens. */
  queue: JobQueue;
  /**
   * Work this process took on that answers a member later (a long export, a whole-role move's
   * parts) and has not finished: how many jobs are queued or running (0 when the engine never started).
   */
  inFlight(): Promise<number>;
  /** Waits until that work has finished (the console, before it exits). */
  settle(): Promise<void>;
  /** What /rewards uses: its store, the member list, the first sync. */
  rewards: RewardsService;
}

/** Every feature's jobs; `writes` only where the engine sends scheduled writes (BotJobsOptions.services). */
export interface BotFeatures {
  feeds: FeatureJobs<FeedJobDeps>;
  schedules: FeatureJobs<ScheduleJobDeps>;
  periods: FeatureJobs<PeriodJobDeps>;
  writes?: FeatureJobs<WriteJobDeps>;
  roleMoves: FeatureJobs<RoleMoveDeps>;
  exports: FeatureJobs<ExportJobDeps>;
  rewards: RewardsFeature;
}

/**
 * Seals interaction tokens kept in a queued job (a credential for 15 minutes) under a key every
 * replica derives from the bot's own token, so the database never holds one in plain text.
 */
export function interactionTokenBox(botToken: string | undefined): SecretBox {
  // Without a bot token (offline runs with none): a key of this process's own.
  return botToken ? createSecretBox(createHash('sha256').update(`interaction tokens v1\n${botToken}`).digest()) : ephemeralSecretBox();
}

/**
 * Replaces an interaction's original reply through its webhook (the token, not the bot's
 * authorization), with the files of the body: what a long export's job sends.
 */
export function createInteractionEdit(rest: REST, box: SecretBox): (job: ExportJobData, body: Reply) => Promise<void> {
  return async (job, body) => {
    const token = box.open(job.token, job.guildId);
    const r = fitReply(body);
    const files = r.files ?? [];
    await rest.patch(Routes.webhookMessage(job.applicationId, token, '@original'), {
      auth: false,
      body: {
        content: r.content ?? '',
        embeds: r.embeds ?? [],
        components: r.components ?? [],
        allowed_mentions: NO_MENTIONS,
        ...(r.files
          ? { attachments: files.map((f, id) => ({ id, filename: f.name, ...(f.description ? { description: f.description } : {}) })) }
          : {}),
      },
      ...(files.length
        ? {
            files: files.map((f) => ({
              name: f.name,
              data: Buffer.from(f.data),
              contentType: f.name.endsWith('.csv') ? CSV_MIME : undefined,
            })),
          }
        : {}),
    });
  };
}

/**
 * Posts a message, at most once: Discord's `enforce_nonce` answers a repeat of the same nonce
 * (discord.js retries a 5xx or a dropped connection by itself) with the message already made.
 * 403 and 404 (no access, unknown channel) are refusals: nothing was posted.
 */
export function createChannelPost(rest: REST, log: Logger): (channelId: string, body: Reply, nonce: string) => Promise<PostOutcome> {
  return async (channelId, body, nonce) => {
    try {
      const message = (await rest.post(Routes.channelMessages(channelId), {
        body: { ...fitReply(body), allowed_mentions: NO_MENTIONS, nonce, enforce_nonce: true },
      })) as { id: string };
      return { ok: true, messageId: message.id };
    } catch (err) {
      const refused = err instanceof DiscordAPIError && (err.status === 403 || err.status === 404);
      log.info({ err, channelId, refused }, refused ? 'cannot post in the channel' : 'channel post failed; outcome unknown');
      return { ok: false, refused };
    }
  };
}

/**
 * Edits a message the bot posted. 404 Unknown Message: it was deleted (`gone`); 403 and 404
 * Unknown Channel: no access (refused); anything else: unknown.
 */
export function createChannelEdit(rest: REST, log: Logger): (channelId: string, messageId: string, body: Reply) => Promise<EditOutcome> {
  return async (channelId, messageId, body) => {
    try {
      await rest.patch(Routes.channelMessage(channelId, messageId), { body: { ...fitReply(body), allowed_mentions: NO_MENTIONS } });
      return { ok: true };
    } catch (err) {
      if (err instanceof DiscordAPIError && err.status === 404 && err.code === 10008) return { ok: false, gone: true };
      const refused = err instanceof DiscordAPIError && (err.status === 403 || err.status === 404);
      log.info({ err, channelId, refused }, refused ? 'cannot edit in the channel' : 'message edit failed; outcome unknown');
      return { ok: false, gone: false, refused };
    }
  };
}

export interface BotJobsOptions {
  store: Store | LazyStore;
  communities: CommunityLookup;
  rest: REST;
  /** Posts a line in a channel; false when Discord refuses (services.tryPost). */
  tryPost(channelId: string, line: string): Promise<boolean>;
  /** AUDIT_CHANNEL_ID, for servers that did not choose their own. */
  auditChannelId?: string | undefined;
  budget: BackgroundBudget;
  logger: Logger;
  now(): number;
  observer?: JobObserver;
  /** How often an idle worker looks for work (seconds; default 2). */
  pollSeconds?: number;
  /** See FeedJobDeps.onPosted. */
  onPosted?: (feedId: string) => void;
  /** What a scheduled write's send uses: the journal, the audit line, Discord's facts for its re-check. Without it (a feeds-only process), no write jobs. */
  services?: Services;
  /**
   * Who is a moderator (MODERATOR_ROLE_IDS, the /setup roles): a scheduled write's job judges its
   * scheduler, and a whole-role move's parts the moderator who confirmed it, by the router's rule
   * (default: the /setup roles only).
   */
  access?: AccessRules;
  /** The application's id: whole-role moves edit the moderator's message through its webhook. */
  applicationId?: string | undefined;
  /** The write outcome's audit line (services.audit), for whole-role move parts. */
  writeAudit?: RoleMoveDeps['audit'];
  /** See RoleMoveDeps.onPartSent. */
  onRolePartSent?: (index: number) => void;
  /**
   * Seals the interaction tokens whole-role moves and long exports keep in the job table
   * (interactionTokenBox: any replica can open them); default: this process's own.
   */
  tokenBox?: SecretBox;
  /** Discord's facts: a whole-role move's parts read their role's members again (default: services.discord). */
  discord?: DiscordFacts;
  /** Many members' names as the server shows them (DiscordFacts.nameReader), for exports; default: none known. */
  nameReader?(guildId: string, limits: NameLimits): NameReader;
  /** The bot's user id (rewards never change the bot's own roles). */
  botId?: () => string | undefined;
  /** Test hook: a reward's change was marked sending, before its request. */
  onRewardSending?: (syncId: string, userId: string) => void;
}

export function createBotJobs(options: BotJobsOptions): BotJobs {
  const { store, logger } = options;
  let engine: JobEngine | undefined;
  // Workers may run a job (a tick left queued by a killed process) while start() is still
  // creating the other queues: what they queue must reach the engine, never be dropped.
  let queueing: JobEngine | undefined;
  let stores: JobStores | undefined;
  let starting: Promise<JobEngine> | undefined;
  const settingsOf = (guildId: string) => store.settings.get(guildId);
  const auditChannelOf = async (guildId: string) =>
    (await settingsOf(guildId).catch(() => undefined))?.auditChannelId ?? options.auditChannelId;
  const post = createChannelPost(options.rest, logger);
  const access: AccessRules = options.access ?? {
    moderatorRoleIds: [],
    storedModeratorRoles: async (guildId) => (await settingsOf(guildId))?.moderatorRoleIds ?? [],
  };
  const context: JobContext = {
    clientFor: (guildId) => options.communities.forGuild(guildId),
    readerFor: async (guildId, locale) =>
      messageReader({
        private: false,
        serverLanguage: (await settingsOf(guildId))?.language,
        ...(locale !== undefined ? { guildLocale: locale } : {}),
      }),
    settingsOf,
    auditChannelOf,
    async audit(guildId, line) {
      logger.info({ audit: true, guildId, detail: line }, 'audit');
      const channelId = await auditChannelOf(guildId);
      if (channelId) await options.tryPost(channelId, line);
    },
    now: options.now,
    log: logger,
    budget: options.budget,
    get stores() {
      if (!stores) throw new Error('the job engine is not started');
      return stores;
    },
    get queue() {
      if (!queueing) throw new Error('the job engine is not started');
      return queueing;
    },
    post,
    edit: createChannelEdit(options.rest, logger),
    actingAs(guildId, userId, locale) {
      const discord = options.discord ?? options.services?.discord;
      if (!discord) return Promise.reject(new Error('this job engine cannot read Discord members'));
      return memberInvoker(discord, access, guildId, userId, locale);
    },
  };
  const box = options.tokenBox ?? ephemeralSecretBox();
  const { services } = options;
  const features: BotFeatures = {
    feeds: feedFeature(context, options.onPosted),
    schedules: scheduleFeature(context),
    periods: periodFeature(context),
    ...(services
      ? { writes: writeFeature(context, services, (guildId, userId, locale) => context.actingAs(guildId, userId, locale)) }
      : {}),
    roleMoves: roleMoveFeature(context, {
      discord: options.discord ?? services?.discord,
      audit: options.writeAudit,
      onPartSent: options.onRolePartSent,
      async editMessage(sealed, guildId, body) {
        if (!options.applicationId) return;
        const token = box.open(sealed, guildId);
        await options.rest.patch(Routes.webhookMessage(options.applicationId, token, '@original'), {
          body: { ...fitReply(body), allowed_mentions: NO_MENTIONS },
          auth: false,
        });
      },
    }),
    exports: exportFeature(context, options.nameReader ?? (() => NO_NAMES), createInteractionEdit(options.rest, box)),
    rewards: rewardsFeature(context, {
      open: async () => ('open' in store ? await store.open() : store),
      rest: options.rest,
      discord() {
        const discord = options.discord ?? options.services?.discord;
        if (!discord) throw new Error('this job engine cannot read Discord');
        return discord;
      },
      botId: options.botId ?? (() => options.applicationId),
      startEngine: () => start(),
      onSending: options.onRewardSending,
    }),
  };
  const all = Object.values(features).filter((f): f is FeatureJobs => f !== undefined);
  const due = all.flatMap((f) => f.due);
  const answering = all.flatMap((f) => f.answers);
  /** The database's clock when this process's engine started: what it queued since is its own. */
  let startedSince: string | undefined;
  const start = (): Promise<JobEngine> => {
    starting ??= (async () => {
      const opened = 'open' in store ? await store.open() : store;
      // The jobs read and write through the store's background lane (Db.background()).
      const db = opened.db.background();
      stores = {
        feeds: createFeeds({ db, now: options.now }),
        schedules: createSchedules({ db, now: options.now }),
        audit: createAuditLog({ db, now: options.now }),
        periods: createPeriods({ db }),
        journal: opened.journal,
        db,
      };
      const e = createJobEngine({
        db,
        jobs: all.flatMap((f) => f.jobs),
        logger,
        ...(options.observer ? { observer: options.observer } : {}),
        ...(options.pollSeconds !== undefined ? { pollSeconds: options.pollSeconds } : {}),
      });
      queueing = e;
      startedSince = await dbClock(db);
      await e.start();
      engine = e;
      return e;
    })();
    starting.catch(() => (starting = undefined));
    return starting;
  };
  return {
    get engine() {
      return engine;
    },
    features,
    rewards: features.rewards.service,
    start,
    async stop(graceMs) {
      const e = await starting?.catch(() => undefined);
      await e?.stop(graceMs);
    },
    async guildLeft(guildId) {
      return features.writes ? cancelForGuildLeft({ services: features.writes.deps.services, log: logger }, guildId) : 0;
    },
    queue: {
      seal: (token, guildId) => box.seal(token, guildId),
      async send(name, items, { ordered = false } = {}) {
        const e = await start();
        if (items.length === 1 && !ordered) await e.send(name, items[0]!);
        else await e.sendMany(name, items, { ordered });
      },
    },
    async nextDue(after) {
      const opened = 'open' in store ? await store.open() : store;
      const db = opened.db.background();
      const times = [
        await createSchedules({ db, now: options.now }).nextAfter(after),
        features.writes ? await opened.journal.nextDueAfter(after) : undefined,
      ];
      const due = times.filter((t): t is number => t !== undefined);
      return due.length ? Math.min(...due) : undefined;
    },
    async runDue({ timeoutMs, exports = true } = {}) {
      // What is queued since this process's engine started is waited for: this call's ticks and
      // what they queue, and also a poll or run the engine's own minute tick queued a moment
      // before, still running (a slow read) or waiting for its retry. Without it the console's
      // `wait` could end, and the console with it, before that poll posted. A job left active
      // by a process killed before this one started is not (it waits for its expiry); the clock
      // is read before the workers start, so a tick such a process left queued, run while the
      // engine starts, counts with the polls it queues.
      const e = await start();
      const since = startedSince!;
      // The ticks run here rather than as queued jobs (a tick's claims hold across replicas either
      // way): a look with nothing due then costs a few queries, not a round through the queue.
      for (const later of [false, true]) {
        const stage = all.filter((f) => (f.after ?? false) === later);
        for (const tick of stage.flatMap((f) => f.ticks))
          await tick.run().catch((err: unknown) => logger.warn({ err, job: tick.name }, 'job failed'));
        await e.idle(
          stage.flatMap((f) => f.due),
          { since, ...(timeoutMs !== undefined ? { timeoutMs } : {}) },
        );
      }
      // The answering jobs this process queued (before this call too: the console's `wait` after an export).
      const answers = answering.filter((n) => !due.includes(n));
      if (exports && answers.length) await e.idle(answers, { since, timeoutMs: 16 * 60_000 });
    },
    async inFlight() {
      const e = engine;
      if (!e || !startedSince) return 0;
      return e.pending(answering, { since: startedSince });
    },
    async settle() {
      const e = engine;
      // An export may take up to its token's 15 minutes.
      if (e && startedSince) await e.idle(answering, { since: startedSince, timeoutMs: 16 * 60_000 });
    },
  };
}
