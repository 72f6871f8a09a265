import { parseEvery } from '../sandbox/live.js';
import { parseArgs } from 'node:util';
import { Locale } from 'discord.js';
import { DISCORD_LOCALES, LANGUAGES } from '../i18n/locales.js';
import type { Role } from './session.js';

/**
 * The console's command-line flags: one table (`OPTIONS`), one check per flag (`check`), one
 * usage text. A new flag is a line in each.
 */

/**
 * Who `--as` makes you, in the words the bot's roles are defined with (src/command/roles.ts): the
 * usage, the banner and the help say these.
 */
export const ROLE_WORDS: Record<Role, string> = {
  member: 'member: member commands only',
  moderator: 'moderator: holds a moderator role (@moderators), not Manage Server: moderator commands, not /setup',
  admin: 'administrator: Manage Server (or Administrator): /setup and every moderator command',
};

export const USAGE = `Usage: npm run console -- [options]
  --as member|moderator|admin   who you are (default member):
                                  ${ROLE_WORDS.member}
                                  ${ROLE_WORDS.moderator}
                                  ${ROLE_WORDS.admin}
  --user ID                     your Discord user id (default: the demo member)
  --guild ID                    the server id (default: the demo server; any other starts without a
                                key, as a new server does: set it with /setup as --as admin)
  --json                        print each payload the bot sends as one JSON line
  --fast                        no rate limit on the embedded sandbox (default: 1 request/s, like the live API)
  --data DIR|URL                keep the bot's data (previews, write journal, audit, /setup) in this folder,
                                or on the PostgreSQL server at a postgres:// URL; default: in memory,
                                gone when the console stops
  --locale CODE                 your Discord client language, as Discord sends it (de, es-ES, pt-BR, ja…;
                                default en-US): numbers and dates follow it; command names and
                                descriptions are translated for de, es-ES/es-419, fr, pt-BR, ru and ja
  --completions-every DURATION  the embedded sandbox adds 1 to 3 quest completions this often (30s, 2m):
                                try /feed quests, then wait 90s
  --web PORT                    also serve this server's web leaderboard on http://127.0.0.1:PORT
                                (0: any free port; the address is printed at start)
  --log-level LEVEL             log level on stderr (default warn)
  -h, --help                    this text
With COMMUNITY_API_URL and COMMUNITY_API_KEY set, talks to that API instead of the sandbox.
From a pipe it reads one command per line and exits at the end: 0, or 1 when the console refused
a line (unknown command or option, nothing to press, a form field out of bounds).`;

export interface ConsoleFlags {
  as: Role;
  user?: string;
  guild?: string;
  json: boolean;
  fast: boolean;
  /** A folder for the embedded database, or a postgres:// URL; undefined: in memory. */
  data?: string;
  /** The invoker's Discord locale (`locale` in every interaction the console builds); undefined: en-US. */
  locale?: string;
  logLevel: string;
  /** The embedded sandbox adds completions this often (ms). */
  completionsEveryMs?: number;
  /** Serve the web leaderboard on loopback at this port. */
  webPort?: number;
}

export type FlagsResult = { kind: 'run'; flags: ConsoleFlags } | { kind: 'help' } | { kind: 'error'; message: string };

const OPTIONS = {
  as: { type: 'string', default: 'member' },
  user: { type: 'string' },
  guild: { type: 'string' },
  json: { type: 'boolean', default: false },
  fast: { type: 'boolean', default: false },
  data: { type: 'string' },
  locale: { type: 'string' },
  'log-level': { type: 'string', default: 'warn' },
  'completions-every': { type: 'string' },
  web: { type: 'string' },
  help: { type: 'boolean', short: 'h', default: false },
} as const;

const ROLES: readonly string[] = ['member', 'moderator', 'admin'] satisfies Role[];
const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const SNOWFLAKE = /^\d{17,20}$/;
/** Discord's locale codes, by their lowercase spelling (`pt-br` → `pt-BR`). */
const LOCALES = new Map<string, string>(Object.values(Locale).map((l) => [l.toLowerCase(), l]));
const localeOf = (code: string) => LOCALES.get(code.trim().replace(/_/g, '-').toLowerCase());

type Values = ReturnType<typeof parseArgs<{ options: typeof OPTIONS }>>['values'];

/** Every problem with the given values, so a user fixes them all at once. */
function check(values: Values): string[] {
  const problems: string[] = [];
  if (!ROLES.includes(values.as)) problems.push('--as must be member, moderator or admin');
  if (values.user !== undefined && !SNOWFLAKE.test(values.user)) problems.push('--user must be a Discord id (17 to 20 digits)');
  if (values.guild !== undefined && !SNOWFLAKE.test(values.guild)) problems.push('--guild must be a Discord id (17 to 20 digits)');
  if (values.data !== undefined && values.data.trim() === '') problems.push('--data must be a folder path or a postgres:// URL');
  if (values.locale !== undefined && !localeOf(values.locale)) {
    const translated = LANGUAGES.filter((l) => l !== 'en').flatMap((l) => DISCORD_LOCALES[l]);
    problems.push(
      `--locale must be a Discord locale code: translated ${translated.join(', ')}; English en-US, en-GB; every code Discord knows: ${[...LOCALES.values()].join(', ')}`,
    );
  }
  if (values['completions-every'] !== undefined && parseEvery(values['completions-every']) === undefined) {
    problems.push('--completions-every must be a duration such as 30s or 2m (100ms to 24h)');
  }
  if (values.web !== undefined && !(/^\d{1,5}$/.test(values.web) && Number(values.web) <= 65_535))
    problems.push('--web must be a TCP port (0 to 65535)');
  if (!LEVELS.includes(values['log-level'])) problems.push(`--log-level must be one of ${LEVELS.join(', ')}`);
  return problems;
}

export function parseFlags(argv: string[]): FlagsResult {
  let values: Values;
  try {
    ({ values } = parseArgs({ args: argv, options: OPTIONS, strict: true, allowPositionals: false }));
  } catch (err) {
    return { kind: 'error', message: `${(err as Error).message}\n${USAGE}` };
  }
  if (values.help) return { kind: 'help' };
  const problems = check(values);
  if (problems.length) return { kind: 'error', message: `${problems.join('\n')}\n${USAGE}` };
  return {
    kind: 'run',
    flags: {
      as: values.as as Role,
      ...(values.user !== undefined ? { user: values.user } : {}),
      ...(values.guild !== undefined ? { guild: values.guild } : {}),
      json: values.json,
      fast: values.fast,
      ...(values.data !== undefined ? { data: values.data } : {}),
      ...(values.locale !== undefined ? { locale: localeOf(values.locale) as string } : {}),
      logLevel: values['log-level'],
      ...(values['completions-every'] !== undefined ? { completionsEveryMs: parseEvery(values['completions-every'])! } : {}),
      ...(values.web !== undefined ? { webPort: Number(values.web) } : {}),
    },
  };
}
