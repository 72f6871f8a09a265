import type { RESTPostAPIApplicationCommandsJSONBody } from 'discord.js';
import { PermissionFlagsBits, ApplicationCommandOptionType as T } from 'discord.js';
import type { Choice } from '../discord/reply.js';
import type { Control } from './render.js';
import { chatInputDefinitions, findLeaf, userMenuNames } from './resolve.js';
import { quote, tokenize } from './tokenize.js';

/**
 * Tab completion for the console line: command, subcommand and option names from the
 * definitions, fixed choices and booleans locally, and autocomplete options by asking the
 * bot (the `suggest` callback runs the module's autocomplete through the router).
 */

export const CONSOLE_WORDS = ['help', 'exit', 'press ', 'suggest ', 'menu ', 'wait '] as const;

export interface Completion {
  /** Replacements for `replace` (the end of the line), as readline's completer returns them. */
  completions: string[];
  replace: string;
  /** The bot's suggestions, for listing with their names when there are several. */
  suggested?: { option: string; choices: Choice[] };
}

export type Suggest = (line: string) => Promise<{ option: string; choices: Choice[] } | undefined>;

const starts = (text: string, prefix: string) => text.toLowerCase().startsWith(prefix.toLowerCase());

/**
 * What Discord's picker shows a member with these permissions: a command whose
 * default_member_permissions they lack is hidden (moderator commands from members).
 */
export function visibleTo(
  definitions: RESTPostAPIApplicationCommandsJSONBody[],
  permissions: bigint | undefined,
): RESTPostAPIApplicationCommandsJSONBody[] {
  if (permissions === undefined) return definitions;
  return definitions.filter((d) => {
    if (d.default_member_permissions == null) return true;
    const needed = BigInt(d.default_member_permissions);
    // "0" hides a command from everyone but administrators.
    return (permissions & PermissionFlagsBits.Administrator) !== 0n || (needed !== 0n && (permissions & needed) === needed);
  });
}

export async function complete(
  line: string,
  allDefinitions: RESTPostAPIApplicationCommandsJSONBody[],
  extras: { suggest?: Suggest; controls?: Control[]; permissions?: bigint; members?: readonly string[] } = {},
): Promise<Completion> {
  const definitions = visibleTo(allDefinitions, extras.permissions);
  const { tokens, trailingSpace } = tokenize(line);
  const last = tokens[tokens.length - 1];
  const current = trailingSpace || !last ? undefined : last;
  const replace = current ? line.slice(current.start) : '';
  const before = current ? tokens.slice(0, -1) : tokens;
  const none: Completion = { completions: [], replace };
  const defs = chatInputDefinitions(definitions);

  const first = before[0];
  if (!first) {
    const words = [...defs.map((d) => `/${d.name} `), ...(replace.startsWith('/') ? [] : CONSOLE_WORDS)];
    return { completions: words.filter((w) => starts(w, replace)), replace };
  }
  if (!first.text.startsWith('/')) {
    if (first.text === 'press' && before.length === 1 && extras.controls) {
      const numbers = extras.controls.filter((c) => c.kind !== 'link' && !c.disabled).map((c) => `${c.n} `);
      return { completions: numbers.filter((n) => n.startsWith(replace)), replace };
    }
    if (first.text === 'menu' && before.length === 1) {
      // readline only appends, so an unquoted start continues with escaped spaces instead of a quote.
      const names = userMenuNames(definitions).map((n) =>
        replace && !replace.startsWith('"') ? n.replace(/[\\\s"]/g, (c) => `\\${c}`) : quote(n),
      );
      return { completions: names.filter((n) => starts(n, replace)).map((n) => `${n} `), replace };
    }
    return none;
  }
  const leaf = findLeaf(defs, before);
  if (!leaf) return none;
  if (leaf.children) {
    // Only the word right after the path can be a subcommand.
    if (before.length !== leaf.used) return none;
    return { completions: leaf.children.map((c) => `${c.name} `).filter((n) => starts(n, current?.text ?? '')), replace };
  }
  const options = leaf.options ?? [];
  if (current?.name === undefined) {
    const used = new Set(before.map((t) => t.name?.toLowerCase()));
    const names = options.filter((o) => !used.has(o.name)).map((o) => `${o.name}:`);
    return { completions: names.filter((n) => starts(n, current?.text ?? '')), replace };
  }
  const option = options.find((o) => o.name === current.name!.toLowerCase());
  if (!option) return none;
  const typed = current.value ?? '';
  const as = (value: string | number) => `${option.name}:${quote(String(value))} `;
  if (option.choices?.length) {
    const matching = option.choices.filter((c) => starts(c.name, typed) || starts(String(c.value), typed));
    return { completions: matching.map((c) => as(c.value)), replace, suggested: { option: option.name, choices: matching } };
  }
  if (option.type === T.Boolean) return { completions: ['true', 'false'].filter((b) => starts(b, typed)).map(as), replace };
  if ((option.type === T.User || option.type === T.Mentionable) && extras.members) {
    return { completions: ['me', ...extras.members.map((n) => `@${n}`)].filter((m) => starts(m, typed)).map(as), replace };
  }
  if (option.autocomplete && extras.suggest) {
    const answer = await extras.suggest(line);
    if (!answer) return none;
    return { completions: answer.choices.map((c) => as(c.value)), replace, suggested: answer };
  }
  return none;
}
