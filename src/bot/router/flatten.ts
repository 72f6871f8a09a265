import { ApplicationCommandOptionType, type CommandInteractionOption } from 'discord.js';

/** `{ subcommand?, <name>: value }`; users, channels, roles and mentionables are their ids. */
export function flattenOptions(data: readonly CommandInteractionOption[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const o of data) {
    if (o.type === ApplicationCommandOptionType.Subcommand) {
      out.subcommand = o.name;
      Object.assign(out, flattenOptions(o.options ?? []));
    } else {
      out[o.name] = o.value;
    }
  }
  return out;
}

/** `'<sub>'` of flattened options; `''` without subcommands. */
export function subcommandPath(options: Record<string, unknown>): string {
  return typeof options.subcommand === 'string' ? options.subcommand : '';
}
