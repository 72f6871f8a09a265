import { DiscordAPIError, Routes, type REST } from 'discord.js';
import { messageReader } from '../i18n/reader.js';
import { createJobEngine, dbClock, type JobEngine, type JobObserver } from '../jobs/engine.js';
import { FEED_POLL, FEED_TICK, feedJobs, pollFeed, type FeedJobDeps, type PostOutcome } from '../jobs/feeds.js';
import type { BackgroundBudget } from '../jobs/budget.js';
import { PERIODS_SNAPSHOT, PERIODS_TICK, periodJobs, takeSnapshot, type PeriodJobDeps } from '../jobs/periods.js';
import { runSchedule, SCHEDULE_RUN, SCHEDULE_TICK, scheduleJobs, type EditOutcome, type ScheduleJobDeps } from '../jobs/schedules.js';
import { UTC } from '../time/zone.js';
import { DEFAULT_GRACE_MINUTES, sendScheduled, WRITE_SEND, WRITES_TICK, writeJobs, type ScheduledSend, type WriteJobDeps } from '../jobs/writes.js';
import type { BotServices } from '../kit/command.js';
import type { Logger } from '../log.js';
import { fitReply } from '../discord/limits.js';
import { NO_MENTIONS, type Reply } from '../discord/reply.js';
import { createFeeds, createPeriods, createSchedules, type DueRun, type Feeds, type LazyStore, type Periods, type Schedules, type Store } from '../store/index.js';
import type { CommunityLookup } from './community.js';

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
  /** Polls one feed now, in this process, as its job would (tests; two replicas polling at once). */
  poll(feedId: string): Promise<number>;
  /** Runs one scheduled run now, in this process, as its job would (tests: replicas running it at once). */
  runSchedule(run: DueRun): Promise<string>;
  /** Takes (or continues) one period snapshot now, in this process, as its job would (tests: an interrupted one resumed). */
  takeSnapshot(id: string): Promise<string>;
  /** Sends one scheduled write now, in this process, as its job would (tests: replicas sending it at once). */
  sendScheduled(journalId: string): Promise<ScheduledSend>;
  /** Runs the ticks now and waits until the polls and runs they queued have run (the console's `wait`, tests). */
  runDue(): Promise<void>;
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
  services?: BotServices;
}

export function createBotJobs(options: BotJobsOptions): BotJobs {
  const { store, logger } = options;
  let engine: JobEngine | undefined;
  // Workers may run a job (a tick left queued by a killed process) while start() is still
  // creating the other queues: what they queue must reach the engine, never be dropped.
  let queueing: JobEngine | undefined;
  const queueTo = (): JobEngine => {
    if (!queueing) throw new Error('the job engine is not started');
    return queueing;
  };
  let starting: Promise<JobEngine> | undefined;
  const settingsOf = (guildId: string) => store.settings.get(guildId);
  // The feeds' jobs read and write through the store's background lane (Db.background()).
  let feedsRepo: Feeds | undefined;
  const audit = async (guildId: string, line: string) => {
    logger.info({ audit: true, guildId, detail: line }, 'audit');
    const channelId = (await settingsOf(guildId).catch(() => undefined))?.auditChannelId ?? options.auditChannelId;
    if (channelId) await options.tryPost(channelId, line);
  };
  const deps: FeedJobDeps = {
    get feeds() {
      if (!feedsRepo) throw new Error('the job engine is not started');
      return feedsRepo;
    },
    clientFor: (guildId) => options.communities.forGuild(guildId),
    post: createChannelPost(options.rest, logger),
    readerFor: async (feed) => messageReader({ private: false, serverLanguage: (await settingsOf(feed.guildId))?.language, guildLocale: feed.locale }),
    audit,
    budget: options.budget,
    now: options.now,
    log: logger,
    async queuePolls(feedIds) {
      await queueTo().sendMany(FEED_POLL, feedIds.map((feedId) => ({ feedId })));
    },
    ...(options.onPosted ? { onPosted: options.onPosted } : {}),
  };
  let schedulesRepo: Schedules | undefined;
  const scheduleDeps: ScheduleJobDeps = {
    get schedules() {
      if (!schedulesRepo) throw new Error('the job engine is not started');
      return schedulesRepo;
    },
    zoneOf: async (guildId) => (await settingsOf(guildId))?.timeZone ?? UTC,
    clientFor: (guildId) => options.communities.forGuild(guildId),
    post: deps.post,
    edit: createChannelEdit(options.rest, logger),
    readerFor: async (schedule) => messageReader({ private: false, serverLanguage: (await settingsOf(schedule.guildId))?.language, guildLocale: schedule.locale }),
    audit,
    now: options.now,
    log: logger,
    async queueRuns(runs) {
      await queueTo().sendMany(SCHEDULE_RUN, runs);
    },
  };
  let periodsRepo: Periods | undefined;
  const periodDeps: PeriodJobDeps = {
    get periods() {
      if (!periodsRepo) throw new Error('the job engine is not started');
      return periodsRepo;
    },
    zoneOf: scheduleDeps.zoneOf,
    clientFor: (guildId) => options.communities.forGuild(guildId),
    async late(snapshot, zone) {
      const s = messageReader({ private: false, serverLanguage: (await settingsOf(snapshot.guildId))?.language });
      await audit(snapshot.guildId, s.t('period.snapshotLate', { system: `\`${snapshot.pointSystemId}\``, at: `<t:${Math.floor(snapshot.at / 1000)}:f>`, zone }));
    },
    now: options.now,
    log: logger,
    async queueSnapshots(ids) {
      // One job per snapshot (its id as singleton key): a snapshot queued again while one runs waits for it.
      for (const id of ids) await queueTo().send(PERIODS_SNAPSHOT, { id }, { singletonKey: id });
    },
  };
  const auditChannelOf = async (guildId: string) => (await settingsOf(guildId).catch(() => undefined))?.auditChannelId ?? options.auditChannelId;
  const writes = options.services !== undefined;
  const writeDeps: WriteJobDeps = {
    get services() {
      if (!options.services) throw new Error('this job engine sends no scheduled writes');
      return options.services;
    },
    clientFor: (guildId) => options.communities.forGuild(guildId),
    graceOf: async (guildId) => (await settingsOf(guildId))?.writeGraceMinutes ?? DEFAULT_GRACE_MINUTES,
    readerFor: async (guildId) => messageReader({ private: false, serverLanguage: (await settingsOf(guildId))?.language }),
    async tell(guildId, body, nonce) {
      const channelId = await auditChannelOf(guildId);
      if (channelId) await deps.post(channelId, body, nonce);
      else logger.info({ guildId }, 'no audit channel to tell a scheduled write outcome in');
    },
    now: options.now,
    log: logger,
    async queueSends(ids) {
      await queueTo().sendMany(WRITE_SEND, ids.map((id) => ({ id })));
    },
  };
  const start = (): Promise<JobEngine> => {
    starting ??= (async () => {
      const opened = 'open' in store ? await store.open() : store;
      const db = opened.db.background();
      feedsRepo = createFeeds({ db, now: options.now });
      schedulesRepo = createSchedules({ db, now: options.now });
      periodsRepo = createPeriods({ db });
      const e = createJobEngine({
        db,
        jobs: [...feedJobs(deps), ...scheduleJobs(scheduleDeps), ...periodJobs(periodDeps), ...(writes ? writeJobs(writeDeps) : [])],
        logger,
        ...(options.observer ? { observer: options.observer } : {}),
        ...(options.pollSeconds !== undefined ? { pollSeconds: options.pollSeconds } : {}),
      });
      queueing = e;
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
    start,
    async stop(graceMs) {
      const e = await starting?.catch(() => undefined);
      await e?.stop(graceMs);
    },
    async poll(feedId) {
      await start();
      return pollFeed(deps, feedId);
    },
    async runSchedule(run) {
      await start();
      return runSchedule(scheduleDeps, run);
    },
    async takeSnapshot(id) {
      await start();
      return takeSnapshot(periodDeps, id);
    },
    async sendScheduled(journalId) {
      await start();
      return sendScheduled(writeDeps, journalId);
    },
    async runDue() {
      // Only what is queued from now on is waited for (a job left active by a killed process
      // waits for its expiry), and "now" is taken before the workers start: a tick a stopped
      // process left queued may run while the engine starts, and the polls it queues count.
      const opened = 'open' in store ? await store.open() : store;
      const since = await dbClock(opened.db.background());
      const e = await start();
      await e.send(FEED_TICK, {});
      await e.send(SCHEDULE_TICK, {});
      await e.send(PERIODS_TICK, {});
      if (writes) await e.send(WRITES_TICK, {});
      await e.idle([FEED_TICK, FEED_POLL, SCHEDULE_TICK, SCHEDULE_RUN, PERIODS_TICK, PERIODS_SNAPSHOT, ...(writes ? [WRITES_TICK, WRITE_SEND] : [])], { since });
    },
  };
}
