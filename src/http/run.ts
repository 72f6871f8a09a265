import type { CommunityApi } from '../api/types.js';
import { createBot, type Bot } from '../bot/bot.js';
import type { CommandModule } from '../kit/command.js';
import type { Config } from '../config.js';
import type { Logger } from '../log.js';
import type { SharedRedis } from '../redis.js';
import type { Store } from '../store/index.js';
import { createInitialResponses } from './responder.js';
import type { Metrics } from '../metrics/metrics.js';
import { createInteractionsServer, type InteractionsServer } from './server.js';

/**
 * `npm start` with INTERACTIONS_PORT: the same bot (router, commands, views, discord.js
 * interaction objects) fed by Discord's HTTP POSTs instead of the gateway. A stateless
 * replica: nothing it holds in memory is needed by the next request, which may reach another
 * replica; what must be shared lives in Redis (rate limit, read cache) and the store.
 */

/** How long health checks say 503 before the listener closes, so a load balancer stops sending first. */
export const SHUTDOWN_GRACE_MS = 5_000;

export interface HttpModeOptions {
  config: Config & { interactions: NonNullable<Config['interactions']> };
  logger: Logger;
  api: CommunityApi;
  commands: readonly CommandModule[];
  /** The bot's store (closed when the bot stops); default in memory. */
  store?: Store;
  shared?: SharedRedis;
  /** More readiness checks (the store), by name. */
  checks?: Record<string, () => boolean | Promise<boolean>>;
  /** Served at GET /metrics, and told what the bot does. */
  metrics?: Metrics;
  shutdownGraceMs?: number;
  drainTimeoutMs?: number;
}

export interface HttpMode {
  bot: Bot;
  server: InteractionsServer;
  port: number;
  /** Health 503 → grace → stop listening → finish interactions in flight. */
  stop(): Promise<void>;
}

/** discord.js's own gateway action for INTERACTION_CREATE (internal, as the offline harness uses it). */
type WithActions = { actions: { InteractionCreate: { handle(data: unknown): void } } };

export async function startHttpMode(options: HttpModeOptions): Promise<HttpMode> {
  const { config, logger } = options;
  const responses = createInitialResponses();
  const bot = createBot({
    config,
    logger,
    api: options.api,
    commands: options.commands,
    ...(options.store ? { store: options.store } : {}),
    rest: { ...(config.discord.apiUrl ? { api: config.discord.apiUrl } : {}), makeRequest: responses.makeRequest },
    ...(options.drainTimeoutMs !== undefined ? { drainTimeoutMs: options.drainTimeoutMs } : {}),
    ...(options.metrics ? { observer: options.metrics } : {}),
  });
  const client = bot.client as unknown as WithActions;

  const checks = async (): Promise<Record<string, boolean>> => {
    const named: Record<string, boolean> = { commands: bot.registry.modules.length > 0 };
    if (options.shared) named.redis = options.shared.ready();
    for (const [name, check] of Object.entries(options.checks ?? {})) named[name] = await check();
    return named;
  };

  const server = createInteractionsServer({
    publicKey: config.interactions.publicKey,
    responses,
    logger,
    checks,
    ...(options.metrics ? { metrics: options.metrics } : {}),
    dispatch(payload) {
      // The gateway's path: discord.js builds the interaction object and emits interactionCreate.
      client.actions.InteractionCreate.handle(payload);
      return bot.router.inFlight(payload.id);
    },
  });
  const { port, host } = await server.listen(config.interactions.port, config.interactions.host);
  logger.info({ port, host, pid: process.pid, commands: bot.registry.modules.length }, 'interactions endpoint listening');

  let stopping: Promise<void> | undefined;
  return {
    bot,
    server,
    port,
    stop() {
      stopping ??= (async () => {
        server.unhealthy();
        const grace = options.shutdownGraceMs ?? SHUTDOWN_GRACE_MS;
        logger.info({ graceMs: grace }, 'health checks now fail; still serving until the grace period ends');
        if (grace > 0) await new Promise((r) => setTimeout(r, grace));
        // Interactions already received finish (their follow-ups go over REST); the listener closes.
        await Promise.all([server.close(options.drainTimeoutMs ?? 10_000), bot.stop()]);
      })();
      return stopping;
    },
  };
}
