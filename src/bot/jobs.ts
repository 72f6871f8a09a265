import { createHash } from 'node:crypto';
import { DiscordAPIError, Routes, type REST } from 'discord.js';
import { messageReader } from '../i18n/reader.js';
import { createJobEngine, dbClock, type JobEngine, type JobObserver } from '../jobs/engine.js';
import { FEED_POLL, FEED_TICK, feedJobs, pollFeed, tickFeeds, type FeedJobDeps, type PostOutcome } from '../features/feeds/jobs.js';
import { ROLE_MOVE_PART, roleMoveJobs, type RoleMoveDeps, type RolePartJob } from '../features/moves/role-move-jobs.js';
import { PERIODS_READING, PERIODS_SNAPSHOT, PERIODS_TICK, periodJobs, takeSnapshot, tickPeriods, type PeriodJobDeps } from '../features/periods/jobs.js';
import { runSchedule, SCHEDULE_RUN, SCHEDULE_TICK, scheduleJobs, tickSchedules, type EditOutcome, type ScheduleJobDeps } from '../features/schedules/jobs.js';
import { UTC } from '../time/zone.js';
import { cancelForGuildLeft, DEFAULT_GRACE_MINUTES, sendScheduled, tickWrites, WRITE_SEND, WRITES_TICK, writeJobs, type ScheduledSend, type WriteJobDeps } from '../features/writes/jobs.js';
import { memberInvoker, type AccessRules } from './router/access.js';
import { ROLE_MOVE_MAX_MEMBERS, type BackgroundBudget, type BotServices, type DiscordFacts, type RoleMoveStart } from '../command/contract.js';
import type { Logger } from '../log.js';
import { fitReply } from '../discord/limits.js';
import { NO_MENTIONS, type Reply } from '../discord/reply.js';
import { createAuditLog, createFeeds, createPeriods, createSchedules, createSecretBox, ephemeralSecretBox, type AuditLog, type DueRun, type Feeds, type Journal, type LazyStore, type Periods, type Schedules, type SecretBox, type Store } from '../store/index.js';
import { EXPORT_RUN, exportJobs, type ExportJobDeps } from '../features/exports/jobs.js';
import { NO_NAMES, type ExportJobData, type ExportQueue } from '../features/exports/export.js';
import type { NameLimits, NameReader } from '../command/contract.js';
import { CSV_MIME } from '../features/exports/csv.js';
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
  /** Queues a confirmed whole-role move's parts, in order (their jobs send them and edit the moderator's message). */
  startRoleMove(move: RoleMoveStart): Promise<void>;
  /** Queues long exports (BotServices.exports): starts the engine if needed, seals the interaction's token. */
  exports: ExportQueue;
  /**
   * Work this process took on that answers a member later (a long export, a whole-role move's
   * parts) and has not finished: how many jobs are queued or running (0 when the engine never started).
   */
  inFlight(): Promise<number>;
  /** Waits until that work has finished (the console, before it exits). */
  settle(): Promise<void>;
}

/** The jobs a member waits for: their answer comes from the job (the console waits for them before it exits). */
const ANSWERING = [EXPORT_RUN, ROLE_MOVE_PART];

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
        ...(r.files ? { attachments: files.map((f, id) => ({ id, filename: f.name, ...(f.description ? { description: f.description } : {}) })) } : {}),
      },
      ...(files.length ? { files: files.map((f) => ({ name: f.name, data: Buffer.from(f.data), contentType: f.name.endsWith('.csv') ? CSV_MIME : undefined })) } : {}),
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

/** How long a role's holders read for one move's parts are used again. */
const HOLDERS_KEPT_MS = 30_000;

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
  /** Who is a moderator (MODERATOR_ROLE_IDS, the /setup roles): a scheduled write's job judges its scheduler by the router's rule. */
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
    budget: options.budget,
    async queueReadings(ids) {
      for (const id of ids) await queueTo().send(PERIODS_READING, { id }, { singletonKey: `reading:${id}` });
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
    actingAs(guildId, userId, locale) {
      if (!options.services) throw new Error('this job engine sends no scheduled writes');
      return memberInvoker(options.services.discord, options.access ?? { moderatorRoleIds: [] }, guildId, userId, locale);
    },
  };
  const box = options.tokenBox ?? ephemeralSecretBox();
  let journal: Journal | undefined;
  // A role's holders, read again when a move's parts are sent: the parts of one move (sent one
  // after another) share one read of the member list, kept at most half a minute.
  const holdersRead = new Map<string, { at: number; ids: Promise<ReadonlySet<string>> }>();
  const roleDeps: RoleMoveDeps = {
    get journal() {
      if (!journal) throw new Error('the job engine is not started');
      return journal;
    },
    holders(guildId, roleId, move) {
      const discord = options.discord ?? options.services?.discord;
      if (!discord) return Promise.reject(new Error('this job engine cannot read Discord members'));
      const key = `${move}/${guildId}/${roleId}`;
      const t = Date.now();
      for (const [k, v] of holdersRead) if (t - v.at > HOLDERS_KEPT_MS) holdersRead.delete(k);
      let read = holdersRead.get(key);
      if (!read) {
        read = { at: t, ids: discord.roleMembers(guildId, roleId, ROLE_MOVE_MAX_MEMBERS).then((members) => new Set(members.map((m) => m.id))) };
        read.ids.catch(() => holdersRead.delete(key));
        holdersRead.set(key, read);
      }
      return read.ids;
    },
    clientFor: (guildId) => options.communities.forGuild(guildId),
    log: logger,
    audit: options.writeAudit ?? (async (e) => void (e.guildId ? await audit(e.guildId, `${e.action}: ${e.detail}`) : undefined)),
    async editMessage(sealed, guildId, body) {
      if (!options.applicationId) return;
      const token = box.open(sealed, guildId);
      await options.rest.patch(Routes.webhookMessage(options.applicationId, token, '@original'), {
        body: { ...fitReply(body), allowed_mentions: NO_MENTIONS },
        auth: false,
      });
    },
    now: options.now,
    onPartSent: options.onRolePartSent,
  };
  let auditRepo: AuditLog | undefined;
  /** The database's clock when this process's engine started: what it queued since is its own. */
  let startedSince: string | undefined;
  const exportDeps: ExportJobDeps = {
    clientFor: (guildId) => options.communities.forGuild(guildId),
    get audit() {
      if (!auditRepo) throw new Error('the job engine is not started');
      return auditRepo;
    },
    zoneOf: scheduleDeps.zoneOf,
    nameReader: options.nameReader ?? (() => NO_NAMES),
    editReply: createInteractionEdit(options.rest, box),
    now: options.now,
    log: logger,
  };
  const start = (): Promise<JobEngine> => {
    starting ??= (async () => {
      const opened = 'open' in store ? await store.open() : store;
      journal = opened.journal;
      const db = opened.db.background();
      feedsRepo = createFeeds({ db, now: options.now });
      schedulesRepo = createSchedules({ db, now: options.now });
      auditRepo = createAuditLog({ db, now: options.now });
      periodsRepo = createPeriods({ db });
      const e = createJobEngine({
        db,
        jobs: [...feedJobs(deps), ...scheduleJobs(scheduleDeps), ...periodJobs(periodDeps), ...(writes ? writeJobs(writeDeps) : []), ...roleMoveJobs(roleDeps), ...exportJobs(exportDeps)],
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
    async guildLeft(guildId) {
      return writes ? cancelForGuildLeft({ services: writeDeps.services, log: logger }, guildId) : 0;
    },
    exports: {
      async queue(job) {
        const e = await start();
        await e.send(EXPORT_RUN, { ...job, token: box.seal(job.token, job.guildId) });
      },
    },
    async nextDue(after) {
      const opened = 'open' in store ? await store.open() : store;
      const db = opened.db.background();
      const times = [await createSchedules({ db, now: options.now }).nextAfter(after), writes ? await opened.journal.nextDueAfter(after) : undefined];
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
      const ticks: [string, () => Promise<number>][] = [
        [FEED_TICK, () => tickFeeds(deps)],
        [SCHEDULE_TICK, () => tickSchedules(scheduleDeps)],
        [PERIODS_TICK, () => tickPeriods(periodDeps)],
        ...(writes ? [[WRITES_TICK, () => tickWrites(writeDeps)] as [string, () => Promise<number>]] : []),
      ];
      for (const [name, tick] of ticks) await tick().catch((err: unknown) => logger.warn({ err, job: name }, 'job failed'));
      await e.idle([FEED_TICK, FEED_POLL, SCHEDULE_TICK, SCHEDULE_RUN, PERIODS_TICK, PERIODS_SNAPSHOT, PERIODS_READING, ROLE_MOVE_PART, ...(writes ? [WRITES_TICK, WRITE_SEND] : [])], { since, ...(timeoutMs !== undefined ? { timeoutMs } : {}) });
      // Exports this process queued (before this call too: the console's `wait` after an export).
      if (exports) await e.idle([EXPORT_RUN], { since, timeoutMs: 16 * 60_000 });
    },
    async inFlight() {
      const e = engine;
      if (!e || !startedSince) return 0;
      return e.pending(ANSWERING, { since: startedSince });
    },
    async settle() {
      const e = engine;
      // An export may take up to its token's 15 minutes.
      if (e && startedSince) await e.idle(ANSWERING, { since: startedSince, timeoutMs: 16 * 60_000 });
    },
    async startRoleMove(move) {
      const e = await start();
      const message = move.token ? { token: box.seal(move.token, move.guildId), locale: move.locale } : undefined;
      const parts: RolePartJob[] = move.entries.map((_, index) => ({ guildId: move.guildId, entries: move.entries, index, ...(message ? { message } : {}) }));
      await e.sendMany(ROLE_MOVE_PART, parts, { ordered: true });
    },
  };
}
