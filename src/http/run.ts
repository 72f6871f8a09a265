import type { CommunityApi } from '../api/types.js';
import { createBot, type Bot } from '../bot/bot.js';
import type { CommandModule } from '../command/contract.js';
import type { Config } from '../config.js';
import type { Logger } from '../log.js';
import type { Metrics } from '../metrics/metrics.js';
import type { SharedRedis } from '../redis.js';
import type { Store } from '../store/index.js';
import { runChecks, startOpsServer, type Check, type OpsOptions, type OpsServer } from './ops.js';
import { replayGuard } from './replays.js';
import { createInitialResponses } from './responder.js';
import { createInteractionsServer, type InteractionPayload, type InteractionsServer } from './server.js';
import { isWebPath } from '../web/paths.js';
import type { WebListener } from '../web/serve.js';
import { openPeriodBoard } from '../features/periods/board.js';

/**
 * `npm start` with INTERACTIONS_PORT: the same bot (router, commands, views, discord.js
 * interaction objects) fed by Discord's HTTP POSTs instead of the gateway. A stateless
 * replica: nothing it holds in memory is needed by the next request, which may reach another
 * replica; what must be shared lives in Redis (rate limit, read cache, interaction ids seen)
 * and the store.
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
  /** Redis shared by the replicas: interaction ids seen are kept there, so a replay to another replica does nothing too. */
  shared?: SharedRedis;
  /** More readiness checks (the store, Redis), by name. */
  checks?: Readonly<Record<string, Check>>;
  /** Served at GET /metrics, and told what the bot does. */
  metrics?: Metrics;
  shutdownGraceMs?: number;
  drainTimeoutMs?: number;
}

export interface HttpMode {
  bot: Bot;
  server: InteractionsServer;
  port: number;
  /** The ops paths' own port (OPS_PORT), when they have one. */
  opsPort?: number;
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
  const checks = () => runChecks({ commands: () => bot.registry.modules.length > 0, ...options.checks });
  // The public port answers /healthz (no details) to anyone; /readyz and /metrics live on
  // OPS_PORT, or here for a request bearing OPS_TOKEN when there is no OPS_PORT.
  const privateOps = config.ops.port !== undefined;
  // The public web leaderboard shares the interactions port (a server publishes its board with /setup).
  // Loaded at its first visitor: hono and the page code would otherwise sit in every replica's
  // memory from the start, and many are never asked for a board.
  let web: Promise<WebListener> | undefined;
  const webListener: WebListener = async (req, res) => {
    if (!web) {
      web = import('../web/serve.js').then(
        ({ createBotWeb }) =>
          createBotWeb({
            openPeriodBoard,
            bot,
            api: options.api,
            config,
            logger,
            ...(options.metrics ? { onShed: options.metrics.webShed } : {}),
          }).listener,
      );
      // A failed load is tried again at the next visitor.
      web.catch(() => (web = undefined));
    }
    return (await web)(req, res);
  };
  const server = createInteractionsServer({
    web: { handles: isWebPath, listener: webListener },
    publicKey: config.interactions.publicKey,
    responses,
    replays: replayGuard(options.shared, logger),
    logger,
    checks,
    ...(privateOps
      ? {}
      : { ...(options.metrics ? { metrics: options.metrics } : {}), ...(config.ops.token ? { opsToken: config.ops.token } : {}) }),
    dispatch: (payload) => dispatchToRouter(bot, payload),
  });
  const { port, host } = await server.listen(config.interactions.port, config.interactions.host);
  logger.info({ port, host, pid: process.pid, commands: bot.registry.modules.length }, 'interactions endpoint listening');
  const ops = privateOps
    ? await startPrivateOps(
        config.ops,
        { live: () => server.healthy, checks, ...(options.metrics ? { metrics: options.metrics } : {}) },
        logger,
      ).catch(async (err: unknown) => {
        await Promise.all([server.close(0), bot.stop()]);
        throw err;
      })
    : undefined;

  let stopping: Promise<void> | undefined;
  return {
    bot,
    server,
    port,
    ...(ops ? { opsPort: ops.port } : {}),
    stop: () => (stopping ??= stopHttpMode({ bot, server, ops }, options)),
  };
}

/** The gateway's path: discord.js builds the interaction object and emits interactionCreate; the router's handling of it is returned. */
function dispatchToRouter(bot: Bot, payload: InteractionPayload): Promise<void> | undefined {
  (bot.client as unknown as WithActions).actions.InteractionCreate.handle(payload);
  return bot.router.inFlight(payload.id);
}

async function startPrivateOps(at: Config['ops'], options: OpsOptions, logger: Logger): Promise<OpsServer> {
  const ops = await startOpsServer(at.port!, at.host, options, logger);
  logger.info({ port: ops.port, host: at.host }, 'metrics and health endpoints listening');
  return ops;
}

async function stopHttpMode(
  running: { bot: Bot; server: InteractionsServer; ops: OpsServer | undefined },
  options: HttpModeOptions,
): Promise<void> {
  const { bot, server, ops } = running;
  server.unhealthy();
  const grace = options.shutdownGraceMs ?? SHUTDOWN_GRACE_MS;
  options.logger.info({ graceMs: grace }, 'health checks now fail; still serving until the grace period ends');
  if (grace > 0) await new Promise((r) => setTimeout(r, grace));
  // Interactions already received finish (their follow-ups go over REST); the listener closes.
  await Promise.all([server.close(options.drainTimeoutMs ?? 10_000), bot.stop()]);
  await ops?.close();
}
