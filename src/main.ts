import { commands } from '../commands/index.js';
import { createCommunityApi } from './api/index.js';
import { createBot } from './bot/bot.js';
import { installProcessHandlers } from './bot/process.js';
import { loadConfig, secretsOf } from './config.js';
import { createLogger, registerSecret } from './log.js';
import { connectRedis, replicaWarning } from './redis.js';

/** `npm start`: the bot on Discord's gateway. Commands are deployed separately (deploy-commands). */

const config = loadConfig({
  require: ['DISCORD_TOKEN', 'COMMUNITY_API_URL', 'COMMUNITY_API_KEY'],
  hint: 'To try the commands without Discord, run `npm run console`.',
});
for (const secret of secretsOf(config)) registerSecret(secret);
const logger = createLogger({ level: config.log.level, format: config.log.format });
const warning = replicaWarning(config);
if (warning) logger.warn(warning);
const shared = config.redis ? connectRedis(config.redis, logger) : undefined;
const api = createCommunityApi({
  baseUrl: config.api.baseUrl!,
  timeoutMs: config.api.timeoutMs,
  ratePerSecond: config.api.ratePerSecond,
  spelling: config.api.spelling,
  ...(shared ? { shared: { redis: shared.redis, prefix: shared.prefix } } : {}),
  logger,
});
const bot = createBot({ config, logger, api, commands, ...(config.discord.apiUrl ? { rest: { api: config.discord.apiUrl } } : {}) });
installProcessHandlers({
  proc: process,
  logger,
  exit: (code) => process.exit(code),
  stop: async () => {
    await bot.stop();
    await api.close();
    await shared?.close();
  },
});
try {
  await bot.start();
} catch (err) {
  logger.fatal({ err }, 'could not connect to Discord');
  await api.close();
  await shared?.close();
  process.exit(1);
}
