import {
  ApplicationCommandOptionType,
  ApplicationCommandType,
  InteractionContextType,
  PermissionFlagsBits,
  type APIApplicationCommandOption,
  type RESTPostAPIApplicationCommandsJSONBody,
} from 'discord.js';
import type { CommandModule, ComponentHandler } from './command.js';
import { ID_PART } from '../discord/component-id.js';

/**
 * Loads the explicit command list (commands/index.ts) and refuses to start with a module that
 * is incomplete: a missing handler would otherwise surface as "This interaction failed" in
 * front of a user, long after deploy.
 */

export class RegistryError extends Error {
  constructor(readonly problems: string[]) {
    super(`Command modules are incomplete:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'RegistryError';
  }
}

export interface Registry {
  readonly modules: readonly CommandModule[];
  /** The module owning an invoked definition (slash command or context menu). */
  forDefinition(name: string, type?: ApplicationCommandType): CommandModule | undefined;
  /** The module by its own name, the `<command>` part of custom ids. */
  byName(name: string): CommandModule | undefined;
  /** Every definition, as deploy-commands sends them. */
  definitions(): RESTPostAPIApplicationCommandsJSONBody[];
}

const MANAGE_GUILD = String(PermissionFlagsBits.ManageGuild);
const REPLY_MODES = new Set(['update', 'private', 'public']);

const typeOf = (d: RESTPostAPIApplicationCommandsJSONBody) => d.type ?? ApplicationCommandType.ChatInput;
const key = (type: ApplicationCommandType, name: string) => `${type}:${name}`;

function usesAutocomplete(options: readonly APIApplicationCommandOption[] | undefined): boolean {
  return (options ?? []).some((o) =>
    o.type === ApplicationCommandOptionType.Subcommand || o.type === ApplicationCommandOptionType.SubcommandGroup
      ? usesAutocomplete(o.options)
      : 'autocomplete' in o && o.autocomplete === true,
  );
}

function guildOnly(d: RESTPostAPIApplicationCommandsJSONBody): boolean {
  if (d.contexts != null) return d.contexts.length === 1 && d.contexts[0] === InteractionContextType.Guild;
  return d.dm_permission === false;
}

function checkHandlers(where: string, handlers: Record<string, ComponentHandler> | undefined, problems: string[]): void {
  for (const [action, h] of Object.entries(handlers ?? {})) {
    const at = `${where}.${action}`;
    if (!ID_PART.test(action)) problems.push(`${at}: action must match ${ID_PART}`);
    if (!h || typeof h.handle !== 'function') problems.push(`${at}: missing handle()`);
    if (!h || !REPLY_MODES.has(h.reply)) problems.push(`${at}: reply must be update, private or public`);
    if (h?.access !== undefined && h.access !== 'member' && h.access !== 'moderator') problems.push(`${at}: access must be member or moderator`);
  }
}

function checkModule(m: CommandModule, problems: string[]): void {
  const at = `module ${JSON.stringify(m?.name)}`;
  if (typeof m?.name !== 'string' || !ID_PART.test(m.name)) problems.push(`${at}: name must match ${ID_PART}`);
  if (m?.access !== 'member' && m?.access !== 'moderator') problems.push(`${at}: access must be 'member' or 'moderator'`);
  if (typeof m?.private !== 'boolean' && typeof m?.private !== 'function') problems.push(`${at}: private must be set (boolean or function)`);
  if (typeof (m?.options as { safeParseAsync?: unknown } | undefined)?.safeParseAsync !== 'function') problems.push(`${at}: options must be a zod schema`);
  if (typeof m?.execute !== 'function') problems.push(`${at}: missing execute()`);
  if (!Array.isArray(m?.definitions) || m.definitions.length === 0) {
    problems.push(`${at}: needs at least one definition`);
    return;
  }
  const slash = m.definitions.filter((d) => typeOf(d) === ApplicationCommandType.ChatInput);
  if (slash.length > 1) problems.push(`${at}: owns more than one slash command`);
  if (slash[0] && slash[0].name !== m.name) problems.push(`${at}: its slash command is named ${JSON.stringify(slash[0].name)}; use the module name`);
  for (const d of m.definitions) {
    const dat = `${at} definition ${JSON.stringify(d.name)}`;
    if (!guildOnly(d)) problems.push(`${dat}: must be guild-only (contexts [Guild] or dm_permission false); a DM has no community`);
    if (m.access === 'moderator' && d.default_member_permissions !== MANAGE_GUILD) {
      problems.push(`${dat}: moderator command needs default_member_permissions = ManageGuild (${MANAGE_GUILD})`);
    }
    if (m.access === 'member' && d.default_member_permissions != null) {
      problems.push(`${dat}: member command must not set default_member_permissions`);
    }
    const options = 'options' in d ? d.options : undefined;
    if (usesAutocomplete(options) && typeof m.autocomplete !== 'function') problems.push(`${dat}: has autocomplete options but no autocomplete()`);
  }
  const paths = new Set(
    slash.flatMap((d) =>
      ('options' in d ? (d.options ?? []) : []).flatMap((o) =>
        o.type === ApplicationCommandOptionType.SubcommandGroup
          ? (o.options ?? []).map((s) => `${o.name} ${s.name}`)
          : o.type === ApplicationCommandOptionType.Subcommand
            ? [o.name]
            : [],
      ),
    ),
  );
  for (const p of m.moderatorSubcommands ?? []) {
    if (!paths.has(p)) problems.push(`${at}: moderatorSubcommands lists ${JSON.stringify(p)}, which is not one of its subcommands`);
  }
  checkHandlers(`${at} components`, m.components, problems);
  checkHandlers(`${at} modals`, m.modals, problems);
}

export function createRegistry(modules: readonly CommandModule[]): Registry {
  const problems: string[] = [];
  const byName = new Map<string, CommandModule>();
  const byDefinition = new Map<string, CommandModule>();
  for (const m of modules) {
    checkModule(m, problems);
    if (byName.has(m?.name)) problems.push(`module ${JSON.stringify(m.name)}: name used twice`);
    else byName.set(m?.name, m);
    for (const d of Array.isArray(m?.definitions) ? m.definitions : []) {
      const k = key(typeOf(d), d.name);
      const owner = byDefinition.get(k);
      if (owner) problems.push(`definition ${JSON.stringify(d.name)}: defined by both ${owner.name} and ${m.name}`);
      else byDefinition.set(k, m);
    }
  }
  if (problems.length > 0) throw new RegistryError(problems);
  return {
    modules,
    forDefinition: (name, type = ApplicationCommandType.ChatInput) => byDefinition.get(key(type, name)),
    byName: (name) => byName.get(name),
    definitions: () => modules.flatMap((m) => m.definitions),
  };
}
