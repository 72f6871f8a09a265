import {
  Client,
  Events,
  GatewayDispatchEvents,
  type GatewayGuildDeleteDispatchData,
  Options,
  RESTEvents,
  type ClientOptions,
  type RESTOptions,
} from 'discord.js';
import type { CommunityApi } from '../api/types.js';
import type { Config } from '../config.js';
import type { Logger } from '../log.js';
import type { CommandModule } from '../command/contract.js';
import type { Services } from '../command/contract.js';
import { createCommunityLookup } from './community.js';
import { createRegistry, type Registry } from './registry.js';
import { NO_MENTIONS } from '../discord/reply.js';
import { createRouter, DRAIN_TIMEOUT_MS, type InteractionEvent, type Router } from './router/router.js';
import { createDiscordFacts } from './discord-facts.js';
import { createServices, type ServicesHandle } from './services.js';
import { createBotJobs, interactionTokenBox, type BotJobs } from './jobs.js';
import type { JobObserver } from '../jobs/engine.js';
import { lazyStore, openMemoryStore, type Store } from '../store/index.js';

/**
 * Builds the whole bot without connecting: tests and the console drive `router` through a
 * real discord.js Client whose REST points at a local stand-in; `start()` is the only step
 * that talks to Discord's gateway.
 */

/** What the bot tells whoever watches it (metrics). */
export interface BotObserver {
  interaction(event: InteractionEvent): void;
  /** Every Discord REST response (route as discord.js names its rate-limit bucket). */
  discordResponse(route: string, status: number): void;
  shard(id: number, up: boolean): void;
}

export interface BotOptions {
  config: Config;
  logger: Logger;
  api: CommunityApi;
  commands: readonly CommandModule[];
  /** REST overrides, e.g. `{ api: 'http://127.0.0.1:1234/api' }` for the offline stand-in. */
  rest?: Partial<RESTOptions>;
  autocompleteTimeoutMs?: number;
  /** How long stop() waits for interactions in flight; default 10 s. */
  drainTimeoutMs?: number;
  now?: () => number;
  observer?: BotObserver & { jobs?: JobObserver };
  /** How often an idle job worker looks for work (seconds; default 2): tests and the console look more often. */
  jobPollSeconds?: number;
  /**
   * Where the journal and the audit trail live; the bot closes it on stop(). Default: a store
   * in memory, opened on first use (tests, the console without --data).
   */
  store?: Store;
}

export interface Bot {
  client: Client;
  router: Router;
  registry: Registry;
  services: Services;
  /** The background jobs (feeds): `jobs.start()` runs them on this bot's store. */
  jobs: BotJobs;
  /** Logs in to the gateway. */
  start(): Promise<void>;
  /** Stops taking interactions, lets those in flight and running jobs finish (bounded), destroys the client. */
  stop(): Promise<void>;
}

/** Every cache the bot has no use for: interactions carry what handlers need. */
const UNUSED_CACHES = [
  'ApplicationCommandManager',
  'ApplicationEmojiManager',
  'AutoModerationRuleManager',
  'BaseGuildEmojiManager',
  'DMMessageManager',
  'EntitlementManager',
  'GuildBanManager',
  'GuildEmojiManager',
  'GuildForumThreadManager',
  'GuildInviteManager',
  'GuildMemberManager',
  'GuildMessageManager',
  'GuildScheduledEventManager',
  'GuildStickerManager',
  'GuildTextThreadManager',
  'MessageManager',
  'PresenceManager',
  'ReactionManager',
  'ReactionUserManager',
  'StageInstanceManager',
  'ThreadManager',
  'ThreadMemberManager',
  'UserManager',
  'VoiceStateManager',
] as const;

/**
 * Sharding: SHARD_COUNT=auto (default) lets Discord recommend the count (required beyond 2500
 * guilds); SHARD_COUNT=n runs all n shards in this process, or only SHARD_IDS when several
 * processes split them. A guild's interactions arrive on shard (guild_id >> 22) % count.
 */
export function shardOptions(discord: Config['discord']): Pick<ClientOptions, 'shards' | 'shardCount'> {
  if (discord.shardCount === 'auto') return { shards: 'auto' };
  const all = Array.from({ length: discord.shardCount }, (_, i) => i);
  return { shardCount: discord.shardCount, shards: discord.shardIds ?? all };
}

/**
 * How often discord.js lets go of its idle REST handlers (its default: hourly). It keeps one per
 * route and major parameter, and an interaction's callback and webhook routes carry its own id
 * and token: a handler per interaction, dead once answered, about 0.8 kB each (W2: 7,000 after
 * a thousand servers' 10,000 interactions). Only handlers with nothing queued and no rate limit
 * in force go; a route's bucket (`rest.hashes`) stays known, and a new handler learns its
 * remaining count from the next response.
 */
export const REST_HANDLER_SWEEP_MS = 15_000;

export function clientOptions(config: Config, rest?: Partial<RESTOptions>): ClientOptions {
  return {
    // No intents: interactions reach every bot whatever its intents, and carry the member, roles
    // and permissions the handlers read. With `Guilds`, Discord would send every server's
    // channels and roles at login and discord.js would keep them (13–38 kB a server);
    // without it the shard is ready at once instead of waiting for each server's GUILD_CREATE.
    intents: [],
    allowedMentions: NO_MENTIONS,
    makeCache: Options.cacheWithLimits(Object.fromEntries(UNUSED_CACHES.map((m) => [m, 0]))),
    ...shardOptions(config.discord),
    rest: { handlerSweepInterval: REST_HANDLER_SWEEP_MS, ...rest },
  };
}

export function createBot(options: BotOptions): Bot {
  const { config, logger, api } = options;
  const registry = createRegistry(options.commands);
  const client = new Client(clientOptions(config, options.rest));
  if (config.discord.token) client.rest.setToken(config.discord.token);
  const store = options.store ?? lazyStore(() => openMemoryStore(options.now ? { now: options.now } : {}), { fresh: true });
  // Environment keys first (no store involved); a stored key only for a guild the environment does not name.
  const communities = createCommunityLookup(api, config.api.keysByGuild, (guildId) => store.settings.apiKey(guildId));
  const services = createServices({
    rest: client.rest,
    ...(config.discord.auditChannelId ? { channelId: config.discord.auditChannelId } : {}),
    log: logger,
    commands: registry.modules,
    store,
    keys: {
      inEnvironment: (guildId) => communities.inEnvironment(guildId),
      trial: (key) => api.tryKey(key),
      ...(config.api.keysFrom ? { from: config.api.keysFrom } : {}),
    },
    background: { ratePerSecond: config.api.ratePerSecond, share: config.api.backgroundShare },
    discord: createDiscordFacts(
      client.rest,
      () => client.user?.id ?? config.discord.applicationId,
      (err) => logger.warn({ err }, "could not read a member's name from Discord"),
    ),
    ...(options.now ? { now: options.now } : {}),
    ...(config.web.publicUrl ? { publicUrl: config.web.publicUrl } : {}),
  });
  const discordFacts = services.discord;
  const jobs = createBotJobs({
    store,
    tokenBox: interactionTokenBox(config.discord.token),
    nameReader: (guildId, limits) => discordFacts.nameReader(guildId, limits),
    communities,
    rest: client.rest,
    tryPost: services.tryPost,
    services,
    auditChannelId: config.discord.auditChannelId,
    budget: services.background,
    logger,
    now: services.now,
    ...(options.observer?.jobs ? { observer: options.observer.jobs } : {}),
    ...(options.jobPollSeconds !== undefined ? { pollSeconds: options.jobPollSeconds } : {}),
    applicationId: config.discord.applicationId,
    writeAudit: services.audit,
    botId: () => client.user?.id ?? config.discord.applicationId,
    access: {
      moderatorRoleIds: config.discord.moderatorRoleIds,
      storedModeratorRoles: async (guildId) => (await store.settings.get(guildId))?.moderatorRoleIds ?? [],
    },
  });
  services.jobs = jobs.queue;
  services.rewards = jobs.rewards;
  const router = createRouter({
    registry,
    communities,
    services,
    logger,
    moderatorRoleIds: config.discord.moderatorRoleIds,
    serverLanguage: async (guildId) => (await store.settings.get(guildId))?.language ?? null,
    storedModeratorRoles: async (guildId) => (await store.settings.get(guildId))?.moderatorRoleIds ?? [],
    ...(options.autocompleteTimeoutMs !== undefined ? { autocompleteTimeoutMs: options.autocompleteTimeoutMs } : {}),
    ...(options.observer ? { observe: (e: InteractionEvent) => options.observer?.interaction(e) } : {}),
  });
  if (options.observer) reportTo(options.observer, client);
  client.on(Events.InteractionCreate, (interaction) => void router.handle(interaction));
  // The raw dispatch: discord.js emits guildDelete only for a server it cached, and without
  // intents it caches none. Discord sends it only to a gateway with the Guilds intent, which this
  // bot does not ask for; where it comes, the writes waiting there are cancelled at once, and
  // otherwise the first of them due finds the bot gone and cancels them all (src/features/writes/jobs.ts).
  client.ws.on(GatewayDispatchEvents.GuildDelete, (data: GatewayGuildDeleteDispatchData) => {
    // `unavailable`: an outage, not a removal.
    if (data.unavailable) return;
    jobs
      .guildLeft(data.id)
      .catch((err: unknown) => logger.error({ err, guildId: data.id }, 'could not cancel the scheduled writes of a server the bot left'));
  });
  logClientEvents(client, logger, registry);
  return new DiscordBot(client, router, registry, services, jobs, options);
}

/** What the metrics hear from discord.js: every REST response, and each shard going up or down. */
function reportTo(observer: BotObserver, client: Client): void {
  client.rest.on(RESTEvents.Response, (request, response) => observer.discordResponse(request.route, response.status));
  client.on(Events.ShardReady, (id) => observer.shard(id, true));
  client.on(Events.ShardResume, (id) => observer.shard(id, true));
  client.on(Events.ShardDisconnect, (_event, id) => observer.shard(id, false));
  client.on(Events.ShardReconnecting, (id) => observer.shard(id, false));
}

function logClientEvents(client: Client, logger: Logger, registry: Registry): void {
  client.on(Events.Error, (err) => logger.error({ err }, 'discord client error'));
  client.on(Events.Warn, (msg) => logger.warn(msg));
  client.on(Events.ShardError, (err, shardId) => logger.error({ err, shardId }, 'shard error'));
  client.once(Events.ClientReady, (c) =>
    logger.info({ user: c.user.tag, guilds: c.guilds.cache.size, commands: registry.modules.length }, 'bot ready'),
  );
}

class DiscordBot implements Bot {
  private stopped: Promise<void> | undefined;

  constructor(
    readonly client: Client,
    readonly router: Router,
    readonly registry: Registry,
    readonly services: ServicesHandle,
    readonly jobs: BotJobs,
    private readonly options: BotOptions,
  ) {}

  async start(): Promise<void> {
    const { token } = this.options.config.discord;
    if (!token) throw new Error('DISCORD_TOKEN is not set');
    await this.client.login(token);
  }

  stop(): Promise<void> {
    return (this.stopped ??= this.shutdown());
  }

  private async shutdown(): Promise<void> {
    this.router.close();
    const finished = await this.router.drain(this.options.drainTimeoutMs ?? DRAIN_TIMEOUT_MS);
    if (!finished) this.options.logger.warn({ active: this.router.active }, 'stopping with interactions still in flight');
    // Running jobs get the same grace; what is left is failed and retried by another replica.
    const grace = this.options.drainTimeoutMs ?? DRAIN_TIMEOUT_MS;
    await this.jobs.stop(grace).catch((err: unknown) => this.options.logger.error({ err }, 'could not stop the job engine'));
    await this.services.stop();
    await this.client.destroy();
  }
}
