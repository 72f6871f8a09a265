import { commands } from '../commands/index.js';
import { createCommunityApi } from './api/index.js';
import { createBot } from './bot/bot.js';
import { installProcessHandlers } from './bot/process.js';
import { loadConfig, secretsOf } from './config.js';
import { createLogger, registerSecret } from './log.js';

/** `npm start`: the bot on Discord's gateway. Commands are deployed separately (deploy-commands). */

const config = loadConfig({
  require: ['DISCORD_TOKEN', 'COMMUNITY_API_URL', 'COMMUNITY_API_KEY'],
  hint: 'To try the commands without Discord, run `npm run console`.',
});
for (const secret of secretsOf(config)) registerSecret(secret);
const logger = createLogger({ level: config.log.level, format: config.log.format });
const api = createCommunityApi({
  baseUrl: config.api.baseUrl!,
  timeoutMs: config.api.timeoutMs,
  ratePerSecond: config.api.ratePerSecond,
  spelling: config.api.spelling,
  logger,
});
const bot = createBot({ config, logger, api, commands });
installProcessHandlers({
  proc: process,
  logger,
  exit: (code) => process.exit(code),
  stop: async () => {
    await bot.stop();
    await api.close();
  },
});
try {
  await bot.start();
} catch (err) {
  logger.fatal({ err }, 'could not connect to Discord');
  await api.close();
  process.exit(1);
}
