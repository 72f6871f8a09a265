import { commands } from '../commands/index.js';
import { createCommunityApi } from './api/index.js';
import { createBot } from './bot/bot.js';
import { installProcessHandlers } from './bot/process.js';
import { loadConfig, secretsOf, type Config } from './config.js';
import { createLogger, registerSecret } from './log.js';

/** `npm start`: the bot on Discord's gateway. Commands are deployed separately (deploy-commands). */

export function missingForStart(config: Config): string[] {
  const missing: string[] = [];
  if (!config.discord.token) missing.push('DISCORD_TOKEN (the bot token from the Discord developer portal)');
  if (!config.api.baseUrl) missing.push('COMMUNITY_API_URL (the Community API base URL)');
  if (Object.keys(config.api.keysByGuild).length === 0) {
    missing.push('COMMUNITY_API_KEYS=guildId=key,… (or COMMUNITY_API_KEY with DISCORD_GUILD_ID)');
  }
  return missing;
}

const config = loadConfig();
const missing = missingForStart(config);
if (missing.length > 0) {
  process.stderr.write(
    `Cannot start the bot; missing:\n${missing.map((m) => `  - ${m}`).join('\n')}\n` +
      'See .env.example. To try the commands without Discord, run `npm run console`.\n',
  );
  process.exit(1);
}
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
