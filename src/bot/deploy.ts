import {
  ApplicationCommandOptionType,
  ApplicationCommandType,
  REST,
  Routes,
  type APIApplicationCommandOption,
  type RESTOptions,
  type RESTPostAPIApplicationCommandsJSONBody,
} from 'discord.js';
import type { Config } from '../config.js';
import type { Logger } from '../log.js';
import type { CommandModule } from './command.js';
import { createRegistry } from './registry.js';

/**
 * deploy-commands: one bulk PUT of every definition, guild or global, never on start-up.
 * Discord's rules are checked offline first so a bad definition fails here with a readable
 * list instead of a 400 at deploy time.
 */

export const NAME_PATTERN = /^[-_\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$/u;
const MAX_COMMAND_CHARS = 8000;

type Option = APIApplicationCommandOption;

const isSub = (o: Option) =>
  o.type === ApplicationCommandOptionType.Subcommand || o.type === ApplicationCommandOptionType.SubcommandGroup;

function checkName(name: string, at: string, problems: string[]): void {
  if (!NAME_PATTERN.test(name)) problems.push(`${at}: name ${JSON.stringify(name)} must match ${NAME_PATTERN.source} (1-32 characters)`);
  else if (name.toLowerCase() !== name) problems.push(`${at}: name ${JSON.stringify(name)} must be lowercase`);
}

function checkDescription(description: string | undefined, at: string, problems: string[]): void {
  const n = description?.length ?? 0;
  if (n < 1 || n > 100) problems.push(`${at}: description must be 1-100 characters (has ${n})`);
}

/** Characters Discord counts toward a command's 8000: names, descriptions, choice names and values. */
function optionChars(options: readonly Option[] | undefined): number {
  return (options ?? []).reduce((n, o) => {
    const choices = 'choices' in o && o.choices ? o.choices : [];
    const nested = 'options' in o ? optionChars(o.options as Option[] | undefined) : 0;
    return n + o.name.length + o.description.length + nested + choices.reduce((k, c) => k + c.name.length + String(c.value).length, 0);
  }, 0);
}

function checkOptions(options: readonly Option[] | undefined, at: string, problems: string[]): void {
  const list = options ?? [];
  if (list.length > 25) problems.push(`${at}: at most 25 options (has ${list.length})`);
  const names = new Set<string>();
  let optionalSeen = false;
  for (const o of list) {
    const oat = `${at} > ${o.name}`;
    checkName(o.name, oat, problems);
    checkDescription(o.description, oat, problems);
    if (names.has(o.name)) problems.push(`${oat}: option name used twice`);
    names.add(o.name);
    if (isSub(o)) {
      checkOptions('options' in o ? (o.options as Option[] | undefined) : undefined, oat, problems);
      continue;
    }
    const required = 'required' in o && o.required === true;
    if (required && optionalSeen) problems.push(`${oat}: required options must come before optional ones`);
    if (!required) optionalSeen = true;
    const choices = 'choices' in o && o.choices ? o.choices : [];
    if (choices.length > 25) problems.push(`${oat}: at most 25 choices (has ${choices.length})`);
    for (const c of choices) {
      if (c.name.length < 1 || c.name.length > 100) problems.push(`${oat}: choice name ${JSON.stringify(c.name)} must be 1-100 characters`);
      if (typeof c.value === 'string' && c.value.length > 100) problems.push(`${oat}: choice value must be at most 100 characters`);
    }
    if ('autocomplete' in o && o.autocomplete && choices.length > 0) problems.push(`${oat}: autocomplete and choices exclude each other`);
  }
  const subs = list.filter(isSub).length;
  if (subs > 0 && subs < list.length) problems.push(`${at}: subcommands cannot be mixed with plain options`);
}

/** Every rule Discord enforces on a bulk overwrite that can be checked offline; empty when fine. */
export function checkCommands(definitions: readonly RESTPostAPIApplicationCommandsJSONBody[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  const counts = new Map<ApplicationCommandType, number>();
  for (const d of definitions) {
    const type = d.type ?? ApplicationCommandType.ChatInput;
    const at = `command ${JSON.stringify(d.name)}`;
    counts.set(type, (counts.get(type) ?? 0) + 1);
    if (seen.has(`${type}:${d.name}`)) problems.push(`${at}: name used twice`);
    seen.add(`${type}:${d.name}`);
    if (type === ApplicationCommandType.ChatInput) {
      checkName(d.name, at, problems);
      const description = 'description' in d ? d.description : undefined;
      checkDescription(description, at, problems);
      const options = 'options' in d ? d.options : undefined;
      checkOptions(options, at, problems);
      const chars = d.name.length + (description?.length ?? 0) + optionChars(options);
      if (chars > MAX_COMMAND_CHARS) problems.push(`${at}: ${chars} characters in names, descriptions and values; at most ${MAX_COMMAND_CHARS}`);
    } else {
      if (d.name.length < 1 || d.name.length > 32) problems.push(`${at}: context menu names are 1-32 characters`);
      if ('description' in d && d.description) problems.push(`${at}: context menus have no description`);
    }
  }
  const max: [ApplicationCommandType, number, string][] = [
    [ApplicationCommandType.ChatInput, 100, 'slash commands'],
    [ApplicationCommandType.User, 15, 'user context menus'],
    [ApplicationCommandType.Message, 15, 'message context menus'],
  ];
  for (const [type, limit, what] of max) {
    if ((counts.get(type) ?? 0) > limit) problems.push(`at most ${limit} ${what}`);
  }
  return problems;
}

export type DeployTarget = { guildId: string } | { global: true };

/** One PUT that replaces every command of the target; resolves with Discord's echo. */
export async function deployCommands(options: {
  rest: REST;
  applicationId?: string;
  target: DeployTarget;
  body: readonly RESTPostAPIApplicationCommandsJSONBody[];
}): Promise<unknown[]> {
  const applicationId = options.applicationId ?? ((await options.rest.get(Routes.currentApplication())) as { id: string }).id;
  const route =
    'guildId' in options.target ? Routes.applicationGuildCommands(applicationId, options.target.guildId) : Routes.applicationCommands(applicationId);
  return (await options.rest.put(route, { body: options.body })) as unknown[];
}

export const DEPLOY_USAGE = `Usage: npm run deploy-commands -- [--guild ID | --global] [--dry-run]
  --guild ID    install in this server (default: DISCORD_GUILD_ID); updates at once
  --global      install in every server the bot is in (Discord may take a while)
  --dry-run     print the definitions as JSON on stdout, check them offline, send nothing (no token needed)
  -h, --help    this text
One bulk PUT replaces every command of the target. Needs DISCORD_TOKEN (see .env.example).`;

export interface DeployArgs {
  help?: boolean;
  guildId?: string;
  global: boolean;
  dryRun: boolean;
}

export function parseDeployArgs(argv: readonly string[]): DeployArgs {
  const args: DeployArgs = { global: false, dryRun: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--help' || a === '-h') args.help = true;
    else if (a === '--dry-run') args.dryRun = true;
    else if (a === '--global') args.global = true;
    else if (a === '--guild' || a?.startsWith('--guild=')) {
      const value = a === '--guild' ? argv[++i] : a.slice('--guild='.length);
      if (!value || !/^\d{16,20}$/.test(value)) throw new Error('--guild needs a server id (16 to 20 digits)');
      args.guildId = value;
    } else throw new Error(`unknown argument ${JSON.stringify(a)}\n${DEPLOY_USAGE}`);
  }
  if (args.global && args.guildId) throw new Error('use either --guild ID or --global, not both');
  return args;
}

export interface DeployDeps {
  config: Config;
  commands: readonly CommandModule[];
  logger: Logger;
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
  /** REST overrides (the offline stand-in in tests). */
  rest?: Partial<RESTOptions>;
}

/** The whole command; returns the exit code. */
export async function runDeploy(argv: readonly string[], deps: DeployDeps): Promise<number> {
  const { config, logger, stderr } = deps;
  try {
    const args = parseDeployArgs(argv);
    if (args.help) {
      deps.stdout.write(`${DEPLOY_USAGE}\n`);
      return 0;
    }
    const body = createRegistry(deps.commands).definitions();
    const problems = checkCommands(body);
    if (problems.length > 0) {
      stderr.write(`Command definitions break Discord's rules:\n${problems.map((p) => `  - ${p}`).join('\n')}\n`);
      return 1;
    }
    if (args.dryRun) {
      deps.stdout.write(`${JSON.stringify(body, null, 2)}\n`);
      stderr.write(`Dry run: ${body.length} command definitions printed, nothing sent.\n`);
      return 0;
    }
    const guildId = args.guildId ?? (args.global ? undefined : config.discord.guildId);
    const missing = [
      ...(!guildId && !args.global ? ['No target: pass --guild ID, set DISCORD_GUILD_ID, or pass --global to deploy to every server.'] : []),
      ...(!config.discord.token ? ['DISCORD_TOKEN is missing; deploying needs the bot token (use --dry-run to only print the JSON).'] : []),
    ];
    if (missing.length > 0 || !config.discord.token) {
      stderr.write(`${missing.join('\n')}\n`);
      return 1;
    }
    const rest = new REST({ ...deps.rest }).setToken(config.discord.token);
    const target: DeployTarget = guildId ? { guildId } : { global: true };
    const echoed = await deployCommands({
      rest,
      ...(config.discord.applicationId ? { applicationId: config.discord.applicationId } : {}),
      target,
      body,
    });
    logger.debug({ commands: echoed.length, target: guildId ? `guild ${guildId}` : 'global' }, 'commands deployed');
    stderr.write(`Deployed ${echoed.length} commands ${guildId ? `to server ${guildId}` : 'globally (Discord may take a while to show them everywhere)'}.\n`);
    return 0;
  } catch (err) {
    stderr.write(`deploy-commands failed: ${err instanceof Error ? err.message : String(err)}\n`);
    return 1;
  }
}
