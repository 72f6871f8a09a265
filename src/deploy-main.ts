import { commands } from '../commands/index.js';
import { loadConfig, secretsOf } from './config.js';
import { createLogger, registerSecret } from './log.js';
import { runDeploy } from './bot/deploy.js';

/**
 * `npm run deploy-commands -- [--guild ID | --global] [--dry-run]`. stdout carries only the
 * JSON of a dry run; every log line goes to stderr. Exits non-zero on any failure.
 */
const config = loadConfig();
for (const secret of secretsOf(config)) registerSecret(secret);
const logger = createLogger({ level: config.log.level, format: config.log.format });

process.exitCode = await runDeploy(process.argv.slice(2), {
  config,
  commands,
  logger,
  stdout: process.stdout,
  stderr: process.stderr,
  ...(config.discord.apiUrl ? { rest: { api: config.discord.apiUrl } } : {}),
});
