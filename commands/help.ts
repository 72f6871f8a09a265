import {
  ApplicationCommandOptionType,
  ApplicationCommandType,
  InteractionContextType,
  SlashCommandBuilder,
  type APIApplicationCommandOption,
  type RESTPostAPIApplicationCommandsJSONBody,
} from 'discord.js';
import { z } from 'zod';
import type { CommandModule } from '../src/bot/command.js';
import { helpView, type HelpLine } from '../src/views/help.js';

const options = z.object({});

const isSub = (o: APIApplicationCommandOption) =>
  o.type === ApplicationCommandOptionType.Subcommand || o.type === ApplicationCommandOptionType.SubcommandGroup;

/** `name:<name>` for required options, `[name:<name>]` for a few optional ones: one short line. */
function usage(prefix: string, opts: readonly APIApplicationCommandOption[] | undefined): string {
  const required = (opts ?? []).filter((o) => 'required' in o && o.required).map((o) => `${o.name}:<${o.name}>`);
  const optional = (opts ?? []).filter((o) => !('required' in o && o.required)).map((o) => `[${o.name}:<${o.name}>]`);
  const shown = optional.length > 3 ? [...optional.slice(0, 2), '[…]'] : optional;
  return [prefix, ...required, ...shown].join(' ');
}

export interface PathLine extends HelpLine {
  /** `''`, `'<sub>'` or `'<group> <sub>'` (the context menu's name for menus). */
  path: string;
}

/** One line per invocable path of a module: the command, each subcommand, each context menu. */
export function helpLines(m: CommandModule, definitions: readonly RESTPostAPIApplicationCommandsJSONBody[]): PathLine[] {
  const example = (path: string, fallback: string) => m.examples?.[path] ?? fallback;
  return definitions.flatMap((d): PathLine[] => {
    if ((d.type ?? ApplicationCommandType.ChatInput) !== ApplicationCommandType.ChatInput) {
      const where = d.type === ApplicationCommandType.User ? 'a member' : 'a message';
      return [{ path: d.name, example: example(d.name, `Right-click ${where} → Apps → ${d.name}`), description: `${d.name}, from the ${d.type === ApplicationCommandType.User ? 'member' : 'message'} menu` }];
    }
    const desc = ('description' in d ? d.description : undefined) ?? '';
    const top = 'options' in d ? (d.options ?? []) : [];
    if (!top.some(isSub)) return [{ path: '', example: example('', usage(`/${d.name}`, top)), description: desc }];
    return top.flatMap((o): PathLine[] => {
      if (o.type === ApplicationCommandOptionType.SubcommandGroup) {
        return (o.options ?? []).map((s) => ({
          path: `${o.name} ${s.name}`,
          example: example(`${o.name} ${s.name}`, usage(`/${d.name} ${o.name} ${s.name}`, s.options)),
          description: s.description,
        }));
      }
      if (o.type === ApplicationCommandOptionType.Subcommand) {
        return [{ path: o.name, example: example(o.name, usage(`/${d.name} ${o.name}`, o.options)), description: o.description }];
      }
      return [];
    });
  });
}

/** /help: the commands the caller may use. Members never see moderator commands. */
export const help: CommandModule<z.infer<typeof options>> = {
  name: 'help',
  definitions: [
    new SlashCommandBuilder()
      .setName('help')
      .setDescription('Show the commands you can use here')
      .setContexts(InteractionContextType.Guild)
      .toJSON(),
  ],
  access: 'member',
  private: true,
  options,
  examples: { '': '/help' },
  async execute({ services, invoker }) {
    const member: HelpLine[] = [];
    const moderator: HelpLine[] = [];
    for (const m of services.commands) {
      for (const line of helpLines(m, m.definitions)) {
        const forModerators = m.access === 'moderator' || m.moderatorSubcommands?.includes(line.path);
        (forModerators ? moderator : member).push(line);
      }
    }
    return helpView(member, invoker.isModerator ? moderator : undefined);
  },
};
