import {
  ApplicationCommandOptionType,
  ApplicationCommandType,
  InteractionContextType,
  PermissionFlagsBits,
  type APIApplicationCommandOption,
  type RESTPostAPIApplicationCommandsJSONBody,
} from 'discord.js';
import { ID_PART } from '../discord/component-id.js';
import { localizeDefinition } from '../i18n/commands.js';
import { definitionsOf, type AnyCommand, type Component } from '../command/contract.js';

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
  readonly modules: readonly AnyCommand[];
  /** The module owning an invoked definition (slash command or context menu). */
  forDefinition(name: string, type?: ApplicationCommandType): AnyCommand | undefined;
  /** The module by its own name, the `<command>` part of custom ids. */
  byName(name: string): AnyCommand | undefined;
  /** Every definition, as deploy-commands sends them: with the localised names and descriptions (src/i18n). */
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

function checkComponents(where: string, name: string, components: readonly Component[] | undefined, problems: string[]): void {
  const actions = new Set<string>();
  for (const [i, c] of (components ?? []).entries()) {
    const at = `${where}[${i}]`;
    if (!c?.ids || typeof c.ids.parse !== 'function') {
      problems.push(`${at}: needs ids (componentIds from src/discord)`);
      continue;
    }
    if (c.ids.command !== name) problems.push(`${at}: its ids belong to ${JSON.stringify(c.ids.command)}, not ${JSON.stringify(name)}`);
    for (const action of c.ids.actions) {
      if (actions.has(action)) problems.push(`${at}: action ${JSON.stringify(action)} is answered twice`);
      actions.add(action);
    }
    if (typeof c.handle !== 'function') problems.push(`${at}: missing handle()`);
    if (typeof c.reply !== 'function' && !REPLY_MODES.has(c.reply))
      problems.push(`${at}: reply must be update, private or public (or a function choosing one)`);
    if (c.access !== undefined && c.access !== 'member' && c.access !== 'moderator' && c.access !== 'admin')
      problems.push(`${at}: access must be member, moderator or admin`);
  }
}

function checkModule(m: AnyCommand, problems: string[]): void {
  const at = `module ${JSON.stringify(m?.name)}`;
  if (typeof m?.name !== 'string' || !ID_PART.test(m.name)) problems.push(`${at}: name must match ${ID_PART}`);
  if (m?.access !== 'member' && m?.access !== 'moderator' && m?.access !== 'admin')
    problems.push(`${at}: access must be 'member', 'moderator' or 'admin'`);
  if (typeof m?.private !== 'boolean' && typeof m?.private !== 'function')
    problems.push(`${at}: private must be set (boolean or function)`);
  if (typeof m?.execute !== 'function') problems.push(`${at}: missing execute()`);
  if (!m?.definition || typeOf(m.definition) !== ApplicationCommandType.ChatInput) {
    problems.push(`${at}: needs a slash definition`);
    return;
  }
  if (m.definition.name !== m.name)
    problems.push(`${at}: its slash command is named ${JSON.stringify(m.definition.name)}; use the module name`);
  for (const u of m.userMenus ?? []) {
    if (u?.definition?.type !== ApplicationCommandType.User)
      problems.push(`${at} menu ${JSON.stringify(u?.definition?.name)}: must be a user context menu`);
    if (typeof u?.execute !== 'function') problems.push(`${at} menu ${JSON.stringify(u?.definition?.name)}: missing execute()`);
  }
  for (const d of definitionsOf(m)) {
    const dat = `${at} definition ${JSON.stringify(d.name)}`;
    if (!guildOnly(d)) problems.push(`${dat}: must be guild-only (contexts [Guild] or dm_permission false); a DM has no community`);
    if ((m.access === 'moderator' || m.access === 'admin') && d.default_member_permissions !== MANAGE_GUILD) {
      problems.push(`${dat}: moderator command needs default_member_permissions = ManageGuild (${MANAGE_GUILD})`);
    }
    if (m.access === 'member' && d.default_member_permissions != null) {
      problems.push(`${dat}: member command must not set default_member_permissions`);
    }
    const options = 'options' in d ? d.options : undefined;
    if (usesAutocomplete(options) && typeof m.autocomplete !== 'function')
      problems.push(`${dat}: has autocomplete options but no autocomplete()`);
  }
  const top: readonly APIApplicationCommandOption[] = m.definition.options ?? [];
  if (top.some((o) => o.type === ApplicationCommandOptionType.SubcommandGroup)) problems.push(`${at}: subcommand groups are not supported`);
  const paths = new Set(top.filter((o) => o.type === ApplicationCommandOptionType.Subcommand).map((o) => o.name));
  for (const p of m.moderatorSubcommands ?? []) {
    if (!paths.has(p)) problems.push(`${at}: moderatorSubcommands lists ${JSON.stringify(p)}, which is not one of its subcommands`);
  }
  checkComponents(`${at} components`, m.name, m.components, problems);
  checkComponents(`${at} modals`, m.name, m.modals, problems);
}

export function createRegistry(modules: readonly AnyCommand[]): Registry {
  const problems: string[] = [];
  const byName = new Map<string, AnyCommand>();
  const byDefinition = new Map<string, AnyCommand>();
  for (const m of modules) {
    checkModule(m, problems);
    if (byName.has(m?.name)) problems.push(`module ${JSON.stringify(m.name)}: name used twice`);
    else byName.set(m?.name, m);
    for (const d of m?.definition ? definitionsOf(m) : []) {
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
    definitions: () => modules.flatMap(definitionsOf).map(localizeDefinition),
  };
}
