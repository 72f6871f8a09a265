import {
  ApplicationCommandOptionType as T,
  ApplicationCommandType,
  type APIApplicationCommandInteractionDataOption,
  type RESTPostAPIApplicationCommandsJSONBody,
  type RESTPostAPIChatInputApplicationCommandsJSONBody,
} from 'discord.js';
import { languageOf, translate } from '../i18n/index.js';
import { quote, tokenize, type Token, type Tokenized } from './tokenize.js';

/**
 * Checks a typed slash command against the bot's own definitions, as the Discord client does
 * before it sends anything: the command and subcommand exist, every option is known, values
 * have the option's type, bounds and choices, required options are there. The result is the
 * interaction data Discord would send.
 */

type Localized = Partial<Record<string, string | null>> | null;

export type ChatInputDefinition = RESTPostAPIChatInputApplicationCommandsJSONBody;
export type OptionValue = string | number | boolean;

/** The fields of an option definition the console reads (the union's members, loosened). */
export interface OptionDef {
  type: T;
  name: string;
  description: string;
  required?: boolean;
  autocomplete?: boolean;
  choices?: { name: string; value: string | number; name_localizations?: Localized }[];
  name_localizations?: Localized;
  min_value?: number;
  max_value?: number;
  min_length?: number;
  max_length?: number;
  options?: OptionDef[];
}

export interface Invocation {
  commandName: string;
  group?: string;
  subcommand?: string;
  /** Given options in the order typed, with typed values (users, roles, channels as ids). */
  options: { name: string; type: T; value: OptionValue }[];
  /** `data.options` of the interaction, nested under group/subcommand like Discord's. */
  data: APIApplicationCommandInteractionDataOption[];
}

export type Resolution = { ok: true; invocation: Invocation } | { ok: false; error: string };

/** Where a line stands in a command's tree: the definition, the path and the options in scope. */
export interface Leaf {
  definition: ChatInputDefinition;
  group?: string;
  subcommand?: string;
  /** Options of the (sub)command, when the path is complete. */
  options?: OptionDef[];
  /** Names one level down still to choose (groups/subcommands) when the path is not complete. */
  children?: OptionDef[];
  /** How many tokens the path used (command, group, subcommand). */
  used: number;
}

export interface ResolveContext {
  /** The invoker's id, so `user:me` works. */
  self?: string;
  /** A member's id by name, so `user:@alice` works for members the console knows. */
  memberId?: (name: string) => string | undefined;
  /** A channel's id by name, so `channel:#general` works for channels the console knows. */
  channelId?: (name: string) => string | undefined;
  /** A role's id by name, so `role:@event` works for roles the console knows. */
  roleId?: (name: string) => string | undefined;
  /**
   * The member's Discord locale (`de`): as in their Discord, the command's, subcommands' and
   * options' names and the choices' names are also accepted in its language, and True/False in
   * its words. The English names always work.
   */
  locale?: string;
}

/** `typed` names what is defined as `name` (with its localisations), in English or in `locale`'s language. */
function names(typed: string, name: string, localized: Localized | undefined, locale: string | undefined): boolean {
  const lower = typed.toLowerCase();
  return lower === name.toLowerCase() || (locale !== undefined && localized?.[locale]?.toLowerCase() === lower);
}

/** A choice's name as the member's Discord shows it. */
const choiceName = (c: NonNullable<OptionDef['choices']>[number], locale: string | undefined) =>
  (locale && c.name_localizations?.[locale]) || c.name;

/** The option of `scope` a typed name means, in English or in the member's language. */
export function optionNamed(scope: readonly OptionDef[], typed: string, locale?: string): OptionDef | undefined {
  return scope.find((o) => names(typed, o.name, o.name_localizations, locale));
}

export function chatInputDefinitions(definitions: RESTPostAPIApplicationCommandsJSONBody[]): ChatInputDefinition[] {
  return definitions.filter((d): d is ChatInputDefinition => d.type === undefined || d.type === ApplicationCommandType.ChatInput);
}

const isBranch = (o: OptionDef) => o.type === T.Subcommand || o.type === T.SubcommandGroup;

export function optionsOf(definition: ChatInputDefinition): OptionDef[] {
  return (definition.options ?? []) as unknown as OptionDef[];
}

/** Walks the command, group and subcommand words. `undefined` only when the command is unknown. */
export function findLeaf(definitions: ChatInputDefinition[], tokens: Token[], locale?: string): Leaf | undefined {
  const name = tokens[0]?.text.replace(/^\//, '') ?? '';
  const definition = definitions.find((d) => names(name, d.name, d.name_localizations as Localized | undefined, locale));
  if (!definition) return undefined;
  let level = optionsOf(definition);
  const leaf: Leaf = { definition, used: 1 };
  for (;;) {
    if (!level.some(isBranch)) return { ...leaf, options: level };
    const word = tokens[leaf.used];
    const next =
      word && word.name === undefined
        ? level.find((o) => isBranch(o) && names(word.text, o.name, o.name_localizations, locale))
        : undefined;
    if (!next) return { ...leaf, children: level.filter(isBranch) };
    leaf.used++;
    if (next.type === T.SubcommandGroup) leaf.group = next.name;
    else leaf.subcommand = next.name;
    level = next.options ?? [];
  }
}

export function pathOf(leaf: Pick<Leaf, 'definition' | 'group' | 'subcommand'>): string {
  return [`/${leaf.definition.name}`, leaf.group, leaf.subcommand].filter(Boolean).join(' ');
}

const list = (names: string[]) => names.join(', ');

export function resolve(
  definitions: RESTPostAPIApplicationCommandsJSONBody[],
  line: string | Tokenized,
  context: ResolveContext = {},
): Resolution {
  const fail = (error: string): Resolution => ({ ok: false, error });
  const { tokens, open } = typeof line === 'string' ? tokenize(line) : line;
  if (open) return fail('A quote is not closed: end the value with "');
  const first = tokens[0];
  if (!first?.text.startsWith('/') || first.text.length < 2) return fail('A command starts with /, such as /help');
  const defs = chatInputDefinitions(definitions);
  const leaf = findLeaf(defs, tokens, context.locale);
  if (!leaf) {
    const typed = first.text.slice(1);
    const near = defs.map((d) => d.name).filter((n) => n.startsWith(typed.slice(0, 2).toLowerCase()));
    return fail(
      `Unknown command ${first.text}: this app has no such command, so Discord would not offer it.` +
        (near.length ? ` Did you mean ${list(near.map((n) => `/${n}`))}?` : ' Type help for the list.'),
    );
  }
  const path = pathOf(leaf);
  if (leaf.children) {
    const word = tokens[leaf.used];
    const names = list(leaf.children.map((c) => c.name));
    return fail(
      word && word.name === undefined
        ? `Unknown subcommand "${word.text}" for ${path}; choose one of: ${names}`
        : `${path} needs a subcommand: ${names}`,
    );
  }
  const defsInScope = leaf.options ?? [];
  const given = new Map<string, { def: OptionDef; raw: string }>();
  let running: { def: OptionDef; raw: string } | undefined;
  for (const token of tokens.slice(leaf.used)) {
    let def: OptionDef | undefined;
    let raw: string;
    // `https://…` typed bare is a value, not an option called https.
    const named = token.name !== undefined && !(token.value?.startsWith('//') && !optionNamed(defsInScope, token.name, context.locale));
    // Like Discord's client, a text value runs to the next option name: `title:Launch day`.
    if (!named && running) {
      running.raw = `${running.raw} ${token.text}`;
      continue;
    }
    running = undefined;
    if (named) {
      def = optionNamed(defsInScope, token.name!, context.locale);
      if (!def) {
        const names = defsInScope.map((o) => o.name);
        return fail(`Unknown option "${token.name}" for ${path}. ${names.length ? `Its options: ${list(names)}` : 'It takes no options.'}`);
      }
      raw = token.value ?? '';
    } else {
      // Like Discord's client, a bare value fills the first required option still empty.
      def = defsInScope.find((o) => o.required && !given.has(o.name));
      if (!def) {
        return fail(
          `"${token.text}" is not an option of ${path}; write name:value` +
            (defsInScope.length ? ` (options: ${list(defsInScope.map((o) => o.name))})` : ''),
        );
      }
      raw = token.text;
    }
    if (given.has(def.name)) return fail(`Option ${def.name} is given twice`);
    const entry = { def, raw };
    given.set(def.name, entry);
    if (named && def.type === T.String && !token.quoted) running = entry;
  }
  const missing = defsInScope.filter((o) => o.required && !given.has(o.name)).map((o) => o.name);
  if (missing.length) {
    return fail(`${path}: ${missing.length > 1 ? 'these options are' : 'this option is'} required: ${list(missing)}`);
  }
  const options: Invocation['options'] = [];
  for (const { def, raw } of given.values()) {
    const value = convert(def, raw, context);
    if (typeof value === 'object') return fail(value.error);
    options.push({ name: def.name, type: def.type, value });
  }
  let data: APIApplicationCommandInteractionDataOption[] = options.map(
    (o) => ({ name: o.name, type: o.type, value: o.value }) as APIApplicationCommandInteractionDataOption,
  );
  if (leaf.subcommand) data = [{ name: leaf.subcommand, type: T.Subcommand, options: data } as APIApplicationCommandInteractionDataOption];
  if (leaf.group) data = [{ name: leaf.group, type: T.SubcommandGroup, options: data } as APIApplicationCommandInteractionDataOption];
  return {
    ok: true,
    invocation: {
      commandName: leaf.definition.name,
      ...(leaf.group ? { group: leaf.group } : {}),
      ...(leaf.subcommand ? { subcommand: leaf.subcommand } : {}),
      options,
      data,
    },
  };
}

const SNOWFLAKE = /^\d{17,20}$/;

/** True/False as the member's Discord language words them (`common.boolean`). */
function booleanWords(locale: string | undefined): { true: string; false: string } {
  const language = languageOf(locale);
  return { true: translate(language, 'common.boolean.true'), false: translate(language, 'common.boolean.false') };
}

/** `me`, or `@name` of a member the console knows: their id. */
function memberOf(raw: string, context: ResolveContext): string | undefined {
  if (raw.toLowerCase() === 'me') return context.self;
  return raw.startsWith('@') ? context.memberId?.(raw.slice(1)) : undefined;
}

/**
 * `@name` of a member the console knows, inside a text option, as the mention `<@id>`: what
 * Discord's client sends when the member is picked from the @ list while typing (`more-members`,
 * a reason that thanks someone). Any other `@word` stays as typed.
 */
function mentionsIn(raw: string, context: ResolveContext): string {
  if (!context.memberId) return raw;
  return raw.replace(/(^|[\s,;(])@([\w.]{2,32})(?=$|[\s,;)])/g, (whole, before: string, name: string) => {
    const id = context.memberId?.(name);
    return id ? `${before}<@${id}>` : whole;
  });
}

/** A typed value, or the message Discord's client would show beside the option. */
export function convert(def: OptionDef, raw: string, context: ResolveContext = {}): OptionValue | { error: string } {
  const bad = (why: string) => ({ error: `${def.name}: ${why}` });
  if (def.choices?.length) {
    const lower = raw.toLowerCase();
    // As in Discord's picker: the value, a name, or the start of exactly one name ("Token pool").
    // In the member's language and in English, as the member may have read either.
    const shown = (c: NonNullable<OptionDef['choices']>[number]) => [choiceName(c, context.locale), c.name].map((n) => n.toLowerCase());
    const starting = def.choices.filter((c) => lower !== '' && shown(c).some((n) => n.startsWith(lower)));
    const choice =
      def.choices.find((c) => String(c.value) === raw) ??
      def.choices.find((c) => shown(c).includes(lower) || String(c.value).toLowerCase() === lower) ??
      (starting.length === 1 ? starting[0] : undefined);
    // The names the picker shows (each is accepted as typed), never the values sent.
    if (!choice) return bad(`choose one of: ${list(def.choices.map((c) => choiceName(c, context.locale)))}`);
    return choice.value;
  }
  switch (def.type) {
    case T.String: {
      if (raw.length === 0) return bad('this option is required to have a value');
      const min = def.min_length ?? 0;
      const max = def.max_length ?? 6000;
      if (raw.length < min) return bad(`must be at least ${min} characters long`);
      if (raw.length > max) return bad(`must be at most ${max} characters long`);
      return mentionsIn(raw, context);
    }
    case T.Integer:
    case T.Number: {
      const integer = def.type === T.Integer;
      const ok = integer ? /^[-+]?\d+$/.test(raw) : /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(raw);
      const n = Number(raw);
      if (!ok || !Number.isFinite(n)) return bad(integer ? 'enter a whole number' : 'enter a number');
      if (integer && !Number.isSafeInteger(n)) return bad('this number is too large');
      if (def.min_value !== undefined && n < def.min_value) return bad(`the value must be at least ${def.min_value}`);
      if (def.max_value !== undefined && n > def.max_value) return bad(`the value must be at most ${def.max_value}`);
      return n;
    }
    case T.Boolean: {
      const v = raw.toLowerCase();
      const words = booleanWords(context.locale);
      if (v === 'true' || v === 'yes' || v === words.true.toLowerCase()) return true;
      if (v === 'false' || v === 'no' || v === words.false.toLowerCase()) return false;
      return bad(`choose ${words.true} or ${words.false}`);
    }
    case T.User:
    case T.Channel:
    case T.Role:
    case T.Mentionable: {
      const kind = { [T.User]: 'user', [T.Channel]: 'channel', [T.Role]: 'role', [T.Mentionable]: 'user or role' }[def.type];
      if (def.type === T.User || def.type === T.Mentionable) {
        const member = memberOf(raw, context);
        if (member) return member;
      }
      const pattern = {
        [T.User]: /^<@!?(\d+)>$/,
        [T.Channel]: /^<#(\d+)>$/,
        [T.Role]: /^<@&(\d+)>$/,
        [T.Mentionable]: /^<@[!&]?(\d+)>$/,
      }[def.type];
      const named =
        def.type === T.Channel && raw.startsWith('#')
          ? context.channelId?.(raw.slice(1).toLowerCase())
          : def.type === T.Role && raw.startsWith('@')
            ? context.roleId?.(raw.slice(1).toLowerCase())
            : undefined;
      const id = named ?? pattern.exec(raw)?.[1] ?? raw;
      const members = def.type === T.User || def.type === T.Mentionable ? ', @name of a member the console knows, or me' : '';
      const channels =
        def.type === T.Channel
          ? ', or #name of a channel the console knows'
          : def.type === T.Role
            ? ', or @name of a role the console knows'
            : '';
      if (!SNOWFLAKE.test(id)) return bad(`enter a ${kind}: a mention such as <@123456789012345678>, the id${members || channels}`);
      return id;
    }
    default:
      return bad('this kind of option (attachments) cannot be given in the console');
  }
}

export type UserMenuResolution = { ok: true; name: string; targetId: string } | { ok: false; error: string };

/** The app's user context menus (right-click a member → Apps), as `menu` runs them. */
export function userMenuNames(definitions: RESTPostAPIApplicationCommandsJSONBody[]): string[] {
  return definitions.filter((d) => d.type === ApplicationCommandType.User).map((d) => d.name);
}

/**
 * `menu "Verified details" 318204957716152321`: a user context menu and the member it is
 * opened on (an id, `@id`, `<@id>` or `me`). The name may also be typed unquoted; the
 * longest run of words naming a menu wins, so a forgotten target is reported as such.
 */
export function resolveUserMenu(
  definitions: RESTPostAPIApplicationCommandsJSONBody[],
  line: string,
  context: ResolveContext = {},
): UserMenuResolution {
  const fail = (error: string): UserMenuResolution => ({ ok: false, error });
  const { tokens, open } = tokenize(line);
  if (open) return fail('A quote is not closed: end the menu name with "');
  const names = userMenuNames(definitions);
  const example = `e.g. menu ${quote(names[0] ?? 'Name')} me`;
  const words = tokens.slice(1).map((t) => t.text);
  if (!words.length) {
    return fail(
      names.length ? `menu needs a user menu and a member, ${example}. User menus: ${list(names)}` : 'This app has no user menus.',
    );
  }
  let name: string | undefined;
  let used = 0;
  for (let n = words.length; n > 0 && !name; n--) {
    const typed = words.slice(0, n).join(' ').toLowerCase();
    name = names.find((m) => m.toLowerCase() === typed);
    used = n;
  }
  if (!name) {
    return fail(
      `Unknown user menu "${words[0]}": this app has no such menu, so Discord would not offer it.` +
        (names.length ? ` User menus: ${list(names)}` : ' It has no user menus.'),
    );
  }
  const rest = words.slice(used);
  if (rest.length === 0) return fail(`${name} is opened on a member: give one after the name, ${example}`);
  if (rest.length > 1) return fail(`${name} takes one member, not "${rest.join(' ')}"; quote the menu name if it has spaces`);
  const raw = rest[0]!;
  const member = memberOf(raw, context);
  if (member) return { ok: true, name, targetId: member };
  const id = /^<@!?(\d+)>$/.exec(raw)?.[1] ?? raw.replace(/^@/, '');
  if (!SNOWFLAKE.test(id))
    return fail(`${name}: "${raw}" is not a member the console knows; give @name, a mention such as <@123456789012345678>, the id, or me`);
  return { ok: true, name, targetId: id };
}
