import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { BotJobs } from './bot/jobs.js';
import { loadConfig, secretsOf } from './config.js';
import { cachedCheck, runChecks, startOpsServer, type Check } from './http/ops.js';
import { discordLoginProblem } from './bot/login-problem.js';
import { installProcessHandlers } from './bot/process.js';
import { keepStarting } from './jobs/keep-starting.js';
import { createLogger, registerSecret } from './log.js';
import { createMetrics } from './metrics/metrics.js';
import { connectRedis, replicaWarning } from './redis.js';
import { shareSettingsChanges } from './store/settings-changes.js';
import type { WebServer } from './web/serve.js';
import {
  describeDb,
  embeddedReplicaWarning,
  keyProblem,
  lazyStore,
  openStore,
  settingsBox,
  storeOptionsOf,
  storeReadiness,
} from './store/index.js';

/**
 * `npm start`: the bot on Discord's gateway, or with INTERACTIONS_PORT an HTTP interactions
 * endpoint (no gateway; run as many replicas as you like behind a load balancer). Commands are
 * deployed separately (deploy-commands).
 */

// No key is required: each server sets its own with /setup (the environment's keys still work).
const config = loadConfig({
  require: ['DISCORD_TOKEN', 'COMMUNITY_API_URL'],
  hint: 'To try the commands without Discord, run `npm run console`.',
});
for (const secret of secretsOf(config)) registerSecret(secret);
const logger = createLogger({ level: config.log.level, format: config.log.format });
// The bot's code (discord.js above all: most of a start) loads while the stored keys are
// checked and the store connects and migrates, rather than before.
const loading = Promise.all([import('../commands/index.js'), import('./api/index.js'), import('./bot/bot.js'), import('./http/run.js')]);
for (const warning of [replicaWarning(config), embeddedReplicaWarning(config)]) if (warning) logger.warn(warning);
const shared = config.redis ? connectRedis(config.redis, logger) : undefined;
// Other replicas' /setup writes, heard here (the web's kept pages drop them), and ours told to them.
const stopSettingsShare = shared
  ? shareSettingsChanges(shared.redis, shared.prefix, (err) =>
      logger.warn({ err }, 'settings changes are not shared with the other replicas'),
    )
  : undefined;
// The background jobs (feeds), once the bot exists: metrics and readiness read them late.
let jobs: BotJobs | undefined;
// A store that cannot be reached at start (its server down) is tried again until the engine starts.
const jobsStopping = new AbortController();
const startJobs = (bot: { jobs: BotJobs }) => {
  jobs = bot.jobs;
  void keepStarting(() => bot.jobs.start(), { logger, signal: jobsStopping.signal }).then((started) => started && collectStartGarbage());
};
/**
 * One full collection once the start is done (npm start and the image run node with
 * --expose-gc). Starting leaves buffers behind that are dead at once, above all the embedded
 * database's WebAssembly and files read to compile it and fill its file system (about 10 MiB),
 * but an idle bot allocates too little for V8 to run a full collection on its own, so resident
 * memory kept them for hours.
 */
function collectStartGarbage(): void {
  (globalThis as { gc?: () => void }).gc?.();
}
// /metrics is served on OPS_PORT, or in HTTP mode beside /interactions to a request bearing OPS_TOKEN.
const metrics =
  (config.interactions && config.ops.token) || config.ops.port !== undefined
    ? createMetrics({
        guildLabels: config.metrics.guildLabels,
        queued: () => api.queued,
        jobCounts: () => jobs?.engine?.counts(),
        probes: {
          // Not opened yet (nothing written since start): reported as -1, not opened for a scrape.
          store: () => (store.opened ? store.db.query('select 1') : Promise.reject(new Error('not open'))),
          ...(shared ? { redis: () => shared.redis.ping() } : {}),
        },
      })
    : undefined;
// With DATABASE_URL, replicas share one PostgreSQL server; otherwise the embedded database.
const storeAt = storeOptionsOf(config.store);
// SETTINGS_SECRET, or during a rotation both secrets: keys are stored under the newest.
const box = settingsBox(config.settings);
// An embedded folder that does not exist yet holds no settings: reading them opens nothing
// until the first write (starting the embedded database costs seconds, and a bot that never
// writes never needs it). One that exists is opened in the background now (a PostgreSQL
// server's store just below), so the first command that reads a server's settings (a member's
// moderator roles, before Discord's 3 s acknowledgement) does not wait for it.
const embeddedFolder = 'dataDir' in storeAt ? existsSync(join(storeAt.dataDir, 'pglite')) : undefined;
const store = lazyStore(
  async () => {
    const s = await openStore(storeAt, { box, ...(metrics ? { observe: metrics.journal } : {}) });
    logger.info({ store: describeDb(storeAt) }, 'store open');
    return s;
  },
  { fresh: embeddedFolder === false },
);
// Keys stored with /setup and a SETTINGS_SECRET that cannot open them: refuse to start rather
// than answer every command with "cannot read the key". The store is opened for good to read
// them: an embedded folder that exists would be opened just after anyway, and a second start of
// the embedded database costs its CPU again and holds its memory until a collection comes (one
// that does not exist yet holds no keys and is not created here).
try {
  const problem = 'databaseUrl' in storeAt || embeddedFolder ? await keyProblem((await store.open()).db, box) : undefined;
  if (problem) {
    await store.close().catch(() => undefined);
    // Text plainly on stderr whatever LOG_LEVEL is (the logger may be silent).
    process.stderr.write(`${problem}\n`);
    process.exit(1);
  }
} catch (err) {
  logger.warn({ err, store: describeDb(storeAt) }, 'could not check the stored API keys at start; each is checked when used');
}
if (embeddedFolder)
  store
    .open()
    .catch((err: unknown) =>
      logger.warn({ err, store: describeDb(storeAt) }, 'could not open the store at start; it is tried again when used'),
    );
const [{ commands }, { createCommunityApi }, { createBot }, { startHttpMode }] = await loading;
const api = createCommunityApi({
  baseUrl: config.api.baseUrl!,
  timeoutMs: config.api.timeoutMs,
  ratePerSecond: config.api.ratePerSecond,
  backgroundShare: config.api.backgroundShare,
  webShare: config.api.webShare,
  spelling: config.api.spelling,
  ...(shared ? { shared: { redis: shared.redis, prefix: shared.prefix } } : {}),
  ...(metrics ? { observer: metrics.api } : {}),
  logger,
});
/**
 * What /readyz reports beside the bot's own checks, by name; each that does I/O is asked at most
 * once a second. Readiness opens a PostgreSQL server's store (a connection); never the embedded
 * one (seconds of CPU).
 */
const readiness: Record<string, Check> = {
  store: cachedCheck(storeReadiness(store, { openOnCheck: 'databaseUrl' in storeAt })),
  ...(shared ? { redis: () => shared.ready() } : {}),
  jobs: () => jobs?.engine?.ready() ?? false,
};
const closeShared = async () => {
  await stopSettingsShare?.();
  await api.close();
  await shared?.close();
};

if (config.interactions) {
  try {
    const http = await startHttpMode({
      config: { ...config, interactions: config.interactions },
      logger,
      api,
      commands,
      store,
      checks: readiness,
      ...(shared ? { shared } : {}),
      ...(metrics ? { metrics } : {}),
      shutdownGraceMs: config.shutdownGraceMs,
    });
    startJobs(http.bot);
    installProcessHandlers({
      proc: process,
      logger,
      exit: (code) => process.exit(code),
      stop: async () => {
        jobsStopping.abort();
        await http.stop();
        await closeShared();
      },
    });
  } catch (err) {
    logger.fatal({ err }, 'could not open the interactions endpoint');
    await store.close().catch(() => undefined);
    await closeShared();
    process.exit(1);
  }
} else {
  const bot = createBot({
    config,
    logger,
    api,
    commands,
    store,
    ...(config.discord.apiUrl ? { rest: { api: config.discord.apiUrl } } : {}),
    ...(metrics ? { observer: metrics } : {}),
  });
  let stopping = false;
  const ops =
    metrics && config.ops.port !== undefined
      ? await startOpsServer(
          config.ops.port,
          config.ops.host,
          {
            live: () => !stopping,
            checks: () => runChecks({ commands: () => bot.registry.modules.length > 0, gateway: () => bot.client.isReady(), ...readiness }),
            metrics,
          },
          logger,
        )
      : undefined;
  if (ops) logger.info({ port: ops.port, host: config.ops.host }, 'metrics and health endpoints listening');
  // The public web leaderboard: in gateway mode on a port of its own, only with WEB_PORT.
  let web: WebServer | undefined;
  if (config.web.port !== undefined) {
    const [{ createBotWeb, startWebServer }, { openPeriodBoard }] = await Promise.all([
      import('./web/serve.js'),
      import('./features/periods/board.js'),
    ]);
    web = await startWebServer(
      createBotWeb({ openPeriodBoard, bot, api, config, logger, ...(metrics ? { onShed: metrics.webShed } : {}) }).listener,
      config.web.port,
      config.web.host,
      logger,
    );
    logger.info({ port: web.port, host: config.web.host }, 'web leaderboard listening');
  }
  installProcessHandlers({
    proc: process,
    logger,
    exit: (code) => process.exit(code),
    stop: async () => {
      stopping = true;
      jobsStopping.abort();
      await bot.stop();
      await web?.close();
      await ops?.close();
      await closeShared();
    },
  });
  try {
    await bot.start();
    startJobs(bot);
  } catch (err) {
    // A refused token or an unreachable Discord is the operator's to fix: one plain sentence on
    // stderr whatever LOG_LEVEL is; anything else is logged with its stack.
    const problem = discordLoginProblem(err, config.discord.apiUrl);
    if (problem) process.stderr.write(`${problem}\n`);
    else logger.fatal({ err }, 'could not connect to Discord');
    await closeShared();
    process.exit(1);
  }
}
