import {
  ApplicationCommandOptionType,
  ApplicationCommandType,
  InteractionContextType,
  type APIApplicationCommandOption,
  type RESTPostAPIApplicationCommandsJSONBody,
} from 'discord.js';
import { command, definitionsOf, type AnyCommand } from '../src/command/contract.js';
import { slash } from '../src/discord/slash.js';
import type { Reader } from '../src/i18n/reader.js';
import { commandLine, localizeFor, shownIn } from '../src/i18n/commands.js';
import { helpView, type HelpLine } from '../src/features/help/view.js';
import { holdsAdministrator } from '../src/command/roles.js';

/** `name:<name>` for required options, `[name:<name>]` for a few optional ones: one short line. */
function usage(prefix: string, opts: readonly APIApplicationCommandOption[] | undefined): string {
  const required = (opts ?? []).filter((o) => 'required' in o && o.required).map((o) => `${o.name}:<${o.name}>`);
  const optional = (opts ?? []).filter((o) => !('required' in o && o.required)).map((o) => `[${o.name}:<${o.name}>]`);
  const shown = optional.length > 3 ? [...optional.slice(0, 2), '[…]'] : optional;
  return [prefix, ...required, ...shown].join(' ');
}

export interface PathLine extends HelpLine {
  /** `''` or `'<sub>'` (the context menu's name for menus). */
  path: string;
}

/**
 * One line per invocable path of a module: the command, each subcommand, each context menu,
 * as Discord shows them in `s`'s language: examples and usage lines as a member of that language
 * types them (names, choices and sample words in it; see `commandLine`), descriptions and menu names too.
 */
export function helpLines(m: AnyCommand, definitions: readonly RESTPostAPIApplicationCommandsJSONBody[], s: Reader): PathLine[] {
  return definitions.flatMap((defined): PathLine[] => {
    const d = localizeFor(s.language, defined);
    const example = (path: string, fallback: string) => {
      const line = m.examples?.[path] ?? fallback;
      return line.startsWith('/') ? commandLine(s.language, line, defined) : line;
    };
    if ((d.type ?? ApplicationCommandType.ChatInput) !== ApplicationCommandType.ChatInput) {
      const name = shownIn(s.language, d.name, d.name_localizations);
      const user = d.type === ApplicationCommandType.User;
      return [
        {
          path: d.name,
          example: example(d.name, s.t(user ? 'board.help.memberMenu' : 'board.help.messageMenu', { name })),
          description: s.t(user ? 'board.help.memberMenuAbout' : 'board.help.messageMenuAbout', { name }),
        },
      ];
    }
    const desc = 'description' in d ? shownIn(s.language, d.description ?? '', d.description_localizations) : '';
    const top = 'options' in d ? (d.options ?? []) : [];
    if (!top.some((o) => o.type === ApplicationCommandOptionType.Subcommand))
      return [{ path: '', example: example('', usage(`/${d.name}`, top)), description: desc }];
    return top.flatMap((o): PathLine[] => {
      if (o.type === ApplicationCommandOptionType.Subcommand) {
        return [
          {
            path: o.name,
            example: example(o.name, usage(`/${d.name} ${o.name}`, o.options)),
            description: shownIn(s.language, o.description, o.description_localizations),
          },
        ];
      }
      return [];
    });
  });
}

/** /help: the commands the caller may use. Members never see moderator commands. */
export const help = command({
  name: 'help',
  definition: slash({ name: 'help', description: 'Show the commands you can use here', contexts: [InteractionContextType.Guild] }),
  access: 'member',
  private: true,
  examples: { '': '/help' },
  async execute({ services, invoker, reader }) {
    const member: HelpLine[] = [];
    const moderator: HelpLine[] = [];
    const admin: HelpLine[] = [];
    for (const m of services.commands) {
      for (const line of helpLines(m, definitionsOf(m), reader)) {
        // /setup is the administrators' (Manage Server), not every moderator's: its own section.
        if (m.access === 'admin') admin.push(line);
        else if (m.access === 'moderator' || (m.moderatorSubcommands as readonly string[] | undefined)?.includes(line.path))
          moderator.push(line);
        else member.push(line);
      }
    }
    return helpView(
      member,
      invoker.isModerator ? moderator : undefined,
      reader,
      holdsAdministrator(invoker.permissions) ? admin : undefined,
    );
  },
});
