import {
  ApplicationCommandOptionType,
  ApplicationCommandType,
  Locale,
  REST,
  Routes,
  type APIApplicationCommandOption,
  type LocalizationMap,
  type RESTOptions,
  type RESTPostAPIApplicationCommandsJSONBody,
} from 'discord.js';
import type { Config } from '../config.js';
import type { Logger } from '../log.js';
import type { CommandModule } from '../command/contract.js';
import { createRegistry } from './registry.js';

/**
 * deploy-commands: one bulk PUT of every definition, guild or global, never on start-up.
 * Discord's rules are checked offline first so a bad definition fails here with a readable
 * list instead of a 400 at deploy time.
 */

/** Discord's rule for slash command and option names, as its docs write it (the apostrophe included, for names such as French "jusqu'à"). */
export const NAME_PATTERN = /^[-_'\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$/u;
const MAX_COMMAND_CHARS = 8000;

type Option = APIApplicationCommandOption;

const isSub = (o: Option) => o.type === ApplicationCommandOptionType.Subcommand || o.type === ApplicationCommandOptionType.SubcommandGroup;

const LOCALES = new Set<string>(Object.values(Locale));

type Localized = { name_localizations?: LocalizationMap | null; description_localizations?: LocalizationMap | null };

/** The locales whose localisations a definition carries anywhere (names, descriptions, choices). */
function localesOf(d: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(d)) for (const x of d) localesOf(x, into);
  else if (d && typeof d === 'object') {
    for (const [k, v] of Object.entries(d)) {
      if ((k === 'name_localizations' || k === 'description_localizations') && v) for (const l of Object.keys(v)) into.add(l);
      else if (k === 'options' || k === 'choices') localesOf(v, into);
    }
  }
  return into;
}

/** The text Discord shows in a locale: its localisation, else the default. */
const inLocale = (text: string, map: LocalizationMap | null | undefined, locale: string | undefined) =>
  (locale && map?.[locale as keyof LocalizationMap]) || text;

function checkName(name: string, at: string, problems: string[]): void {
  if (!NAME_PATTERN.test(name)) problems.push(`${at}: name ${JSON.stringify(name)} must match ${NAME_PATTERN.source} (1-32 characters)`);
  else if (name.toLowerCase() !== name) problems.push(`${at}: name ${JSON.stringify(name)} must be lowercase`);
}

function checkDescription(description: string | undefined, at: string, problems: string[]): void {
  const n = description?.length ?? 0;
  if (n < 1 || n > 100) problems.push(`${at}: description must be 1-100 characters (has ${n})`);
}

/** Each localised name and description under the same rules as the default, per locale; only Discord's locale codes. */
function checkLocalized(
  o: Localized,
  at: string,
  problems: string[],
  rules: { name: (name: string, at: string) => void; description: boolean },
): void {
  for (const [locale, name] of Object.entries(o.name_localizations ?? {})) {
    if (!LOCALES.has(locale)) problems.push(`${at}: ${JSON.stringify(locale)} is not a Discord locale`);
    rules.name(name ?? '', `${at} [${locale}]`);
  }
  for (const [locale, description] of Object.entries(o.description_localizations ?? {})) {
    if (!LOCALES.has(locale)) problems.push(`${at}: ${JSON.stringify(locale)} is not a Discord locale`);
    if (rules.description) checkDescription(description ?? undefined, `${at} [${locale}]`, problems);
    else problems.push(`${at} [${locale}]: has no description to localise`);
  }
}

/** A text's length in its longest language (Discord counts the longest localisation). */
const longest = (text: string, map: LocalizationMap | null | undefined) =>
  Math.max(text.length, ...Object.values(map ?? {}).map((t) => t?.length ?? 0));

/** Characters Discord counts toward a command's 8000: names, descriptions, choice names (each in its longest language) and values. */
function optionChars(options: readonly Option[] | undefined): number {
  return (options ?? []).reduce((n, o) => {
    const choices = 'choices' in o && o.choices ? o.choices : [];
    const nested = 'options' in o ? optionChars(o.options as Option[] | undefined) : 0;
    return (
      n +
      longest(o.name, o.name_localizations) +
      longest(o.description, o.description_localizations) +
      nested +
      choices.reduce((k, c) => k + longest(c.name, c.name_localizations) + String(c.value).length, 0)
    );
  }, 0);
}

function checkOptions(options: readonly Option[] | undefined, at: string, problems: string[]): void {
  const list = options ?? [];
  if (list.length > 25) problems.push(`${at}: at most 25 options (has ${list.length})`);
  const names = new Set<string>();
  let optionalSeen = false;
  const slashName = { name: (name: string, where: string) => checkName(name, where, problems), description: true };
  for (const o of list) {
    const oat = `${at} > ${o.name}`;
    checkName(o.name, oat, problems);
    checkDescription(o.description, oat, problems);
    checkLocalized(o, oat, problems, slashName);
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
      for (const [locale, name] of Object.entries(c.name_localizations ?? {})) {
        if (!LOCALES.has(locale)) problems.push(`${oat}: ${JSON.stringify(locale)} is not a Discord locale`);
        const n = name?.length ?? 0;
        if (n < 1 || n > 100) problems.push(`${oat} [${locale}]: choice name ${JSON.stringify(name)} must be 1-100 characters`);
      }
      if (typeof c.value === 'string' && c.value.length > 100) problems.push(`${oat}: choice value must be at most 100 characters`);
    }
    if ('autocomplete' in o && o.autocomplete && choices.length > 0) problems.push(`${oat}: autocomplete and choices exclude each other`);
  }
  // Names must stay apart in every language a user may see them in.
  for (const locale of localesOf(list)) {
    const seen = new Set<string>();
    for (const o of list) {
      const name = inLocale(o.name, o.name_localizations, locale);
      if (seen.has(name)) problems.push(`${at} [${locale}]: option name ${JSON.stringify(name)} used twice`);
      seen.add(name);
    }
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
      checkLocalized(d, at, problems, { name: (name, where) => checkName(name, where, problems), description: true });
      const options = 'options' in d ? d.options : undefined;
      checkOptions(options, at, problems);
      const chars =
        longest(d.name, d.name_localizations) +
        longest(description ?? '', 'description_localizations' in d ? d.description_localizations : undefined) +
        optionChars(options);
      if (chars > MAX_COMMAND_CHARS)
        problems.push(
          `${at}: ${chars} characters in names, descriptions and values (each in its longest language); at most ${MAX_COMMAND_CHARS}`,
        );
    } else {
      if (d.name.length < 1 || d.name.length > 32) problems.push(`${at}: context menu names are 1-32 characters`);
      if ('description' in d && d.description) problems.push(`${at}: context menus have no description`);
      const menuName = (name: string, where: string) => {
        if (name.length < 1 || name.length > 32) problems.push(`${where}: context menu names are 1-32 characters`);
      };
      checkLocalized(d, at, problems, { name: menuName, description: false });
    }
  }
  for (const locale of localesOf(definitions)) {
    const names = new Set<string>();
    for (const d of definitions) {
      const name = `${d.type ?? ApplicationCommandType.ChatInput}:${inLocale(d.name, d.name_localizations, locale)}`;
      if (names.has(name))
        problems.push(
          `command ${JSON.stringify(d.name)} [${locale}]: name ${JSON.stringify(name.slice(name.indexOf(':') + 1))} used twice`,
        );
      names.add(name);
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
    'guildId' in options.target
      ? Routes.applicationGuildCommands(applicationId, options.target.guildId)
      : Routes.applicationCommands(applicationId);
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
      ...(!guildId && !args.global
        ? ['No target: pass --guild ID, set DISCORD_GUILD_ID, or pass --global to deploy to every server.']
        : []),
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
    stderr.write(
      `Deployed ${echoed.length} commands ${guildId ? `to server ${guildId}` : 'globally (Discord may take a while to show them everywhere)'}.\n`,
    );
    return 0;
  } catch (err) {
    stderr.write(`deploy-commands failed: ${err instanceof Error ? err.message : String(err)}\n`);
    return 1;
  }
}
