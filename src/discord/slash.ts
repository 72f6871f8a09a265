import {
  ApplicationCommandOptionType as T,
  type APIApplicationCommandBasicOption,
  type APIApplicationCommandOption,
  type RESTPostAPIChatInputApplicationCommandsJSONBody,
} from 'discord.js';
import { optionName } from '../i18n/index.js';
import { choiceName, commandLine } from '../i18n/commands.js';
import { quotedList, type Reader, type Text } from '../i18n/reader.js';
import { rendersAsNothing } from '../i18n/visible.js';

/**
 * One definition per option. A command's slash definition is written once, as the JSON Discord
 * receives (checked by `satisfies` through `slash()`), and everything else comes from it:
 * - `ArgsOf<typeof definition>`: the handler's argument type (a union over subcommands), so
 *   a handler cannot read an option its definition lacks (tsc refuses it);
 * - `readArgs(definition, raw)`: the one runtime check of what an interaction carries against
 *   that definition (type, required, choices, lengths, ranges). Discord enforces these in its
 *   client, but a raw interaction can carry anything, so they are checked here, once, before
 *   any handler runs.
 * Checks the definition cannot express (a chain name, an address, a duration) are the
 * command's, on the typed arguments.
 */

export type SlashDefinition = RESTPostAPIChatInputApplicationCommandsJSONBody;

/** Keeps the definition's literal types (names, `required: true`, choice values) for `ArgsOf`. */
export function slash<const D extends SlashDefinition>(definition: D): D {
  return definition;
}

/** What an option's value is once read: ids (user, role, channel) as strings. */
type ValueOf<O> = O extends { choices: readonly (infer C)[] }
  ? C extends { value: infer V }
    ? V
    : never
  : O extends { type: T.String }
    ? string
    : O extends { type: T.Integer | T.Number }
      ? number
      : O extends { type: T.Boolean }
        ? boolean
        : O extends { type: T.User | T.Channel | T.Role | T.Mentionable | T.Attachment }
          ? string
          : never;

type NameOf<O> = O extends { name: infer N extends string } ? N : never;
type Simplify<X> = { [K in keyof X]: X[K] } & {};

type Flat<Os> = Os extends readonly unknown[]
  ? Simplify<
      { [O in Os[number] as O extends { required: true } ? NameOf<O> : never]: ValueOf<O> } & {
        [O in Os[number] as O extends { required: true } ? never : NameOf<O>]?: ValueOf<O> | undefined;
      }
    >
  : // biome-ignore lint/complexity/noBannedTypes: a definition without options gives handlers no arguments, and `{}` is what intersects away
    {};

type Subcommands<Os extends readonly unknown[]> = { [O in Os[number] as O extends { type: T.Subcommand } ? NameOf<O> : never]: O };
type SubArgs<S> = { [K in keyof S]: Simplify<{ subcommand: K } & Flat<S[K] extends { options: infer P } ? P : []>> }[keyof S];

/** The handler's arguments for a slash definition: `{ subcommand, ...its options }` or its flat options. */
export type ArgsOf<D> = D extends { options: infer Os extends readonly unknown[] }
  ? Os[number] extends { type: T.Subcommand }
    ? SubArgs<Subcommands<Os>>
    : Flat<Os>
  : // biome-ignore lint/complexity/noBannedTypes: a definition without options gives handlers no arguments, and `{}` is what intersects away
    {};

/** The names of a definition's subcommands (never for a flat command). */
export type SubcommandOf<D> = ArgsOf<D> extends { subcommand: infer S } ? S : never;

export interface OptionIssue {
  /** The option's name as the user sees it. */
  field: string;
  /**
   * Plain text (escaped when shown), usually starting with the option's name in the reader's
   * language, e.g. "title must be at most 64 characters".
   */
  message: Text;
}

/** Discord ids made since 2015 have 16 to 20 digits; a shorter number is never a member, channel or role. */
const SNOWFLAKE = /^\d{16,20}$/;

const isSub = (o: APIApplicationCommandOption) => o.type === T.Subcommand || o.type === T.SubcommandGroup;

/** A value as the user sent it, short (the error module escapes it). */
const quote = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? String(v))).slice(0, 60);

/** A number's refusal by which bounds its option has. */
const WHOLE = {
  both: 'errors.option.wholeBetween',
  min: 'errors.option.wholeAtLeast',
  max: 'errors.option.wholeAtMost',
  none: 'errors.option.whole',
} as const;
const NUMBER = {
  both: 'errors.option.numberBetween',
  min: 'errors.option.numberAtLeast',
  max: 'errors.option.numberAtMost',
  none: 'errors.option.number',
} as const;
const RANGE = {
  both: 'errors.option.rangeBetween',
  min: 'errors.option.rangeAtLeast',
  max: 'errors.option.rangeAtMost',
  none: 'errors.option.rangeBetween',
} as const;

/**
 * Command lines to type, one of which is meant, in the reader's names (`/quest info or /quest list`):
 * for a plain text, so written as a plain text writes a command (quotation marks are an option's).
 * A language that lists without spaces (Japanese) would run a command's name into its "or": commas there.
 */
export function commandsOr(s: Reader, lines: readonly string[]): string {
  const commands = lines.map((l) => commandLine(s.language, l));
  return s.list(['a', 'b'], 'disjunction').includes(' ') ? s.list(commands, 'disjunction') : commands.join(s.t('board.comma'));
}

/** One option's value against its definition; undefined when it is fine. */
function problem(o: APIApplicationCommandBasicOption, value: unknown): Text | undefined {
  const at = (s: Parameters<Text>[0]) => ({ name: optionName(s, o.name), value: quote(value) });
  if ('choices' in o && o.choices?.length) {
    if (o.choices?.some((c) => c.value === value)) return undefined;
    // The names the picker shows, never the values sent, each quoted as a value typed is.
    return (s) =>
      s.t('errors.option.notAChoice', {
        ...at(s),
        choices: quotedList(
          s,
          o.choices!.map((c) => choiceName(s, o, c)),
          'disjunction',
        ),
      });
  }
  switch (o.type) {
    case T.String: {
      if (typeof value !== 'string') return (s) => s.t('errors.option.notText', at(s));
      // Zero-width or combining-only text is as empty as spaces, for every text option.
      if (rendersAsNothing(value)) return (s) => s.t('errors.option.blank', at(s));
      if (o.min_length !== undefined && value.length < o.min_length)
        return (s) => s.t('errors.option.tooShort', { ...at(s), min: s.plural('common.count.characters', o.min_length ?? 0) });
      if (o.max_length !== undefined && value.length > o.max_length)
        return (s) => s.t('errors.option.tooLong', { ...at(s), max: s.plural('common.count.characters', o.max_length ?? 0) });
      return undefined;
    }
    case T.Integer:
    case T.Number: {
      const { min_value: min, max_value: max } = o;
      const whole = o.type === T.Integer;
      const bounds = min !== undefined && max !== undefined ? 'both' : min !== undefined ? 'min' : max !== undefined ? 'max' : 'none';
      if (typeof value !== 'number' || !Number.isFinite(value) || (whole && !Number.isSafeInteger(value))) {
        return (s) => s.t((whole ? WHOLE : NUMBER)[bounds], { ...at(s), min, max });
      }
      if ((min !== undefined && value < min) || (max !== undefined && value > max))
        return (s) => s.t(RANGE[bounds], { ...at(s), min, max });
      return undefined;
    }
    case T.Boolean:
      return typeof value === 'boolean' ? undefined : (s) => s.t('errors.option.notBoolean', at(s));
    case T.User:
    case T.Mentionable:
      return typeof value === 'string' && SNOWFLAKE.test(value) ? undefined : (s) => s.t('errors.option.notUser', at(s));
    case T.Channel:
      return typeof value === 'string' && SNOWFLAKE.test(value) ? undefined : (s) => s.t('errors.option.notChannel', at(s));
    case T.Role:
      return typeof value === 'string' && SNOWFLAKE.test(value) ? undefined : (s) => s.t('errors.option.notRole', at(s));
    default:
      return typeof value === 'string' ? undefined : (s) => s.t('errors.option.unsupported', at(s));
  }
}

/**
 * Checks flattened options (`{ subcommand?, <name>: value }`) against the definition. Returns
 * the typed arguments (only the options the definition has, so nothing else reaches a handler)
 * or every problem, each naming its option.
 */
export function readArgs<D extends SlashDefinition>(
  definition: D,
  raw: Readonly<Record<string, unknown>>,
): { ok: true; args: ArgsOf<D> } | { ok: false; issues: OptionIssue[] } {
  const top = definition.options ?? [];
  const subs = top.filter(isSub);
  const out: Record<string, unknown> = {};
  let options: readonly APIApplicationCommandOption[] = top;
  if (subs.length > 0) {
    const sub = subs.find((s) => s.name === raw.subcommand && s.type === T.Subcommand);
    if (!sub || sub.type !== T.Subcommand) {
      const lines = subs.map((s) => `/${definition.name} ${s.name}`);
      const list = (s: Reader) => commandsOr(s, lines);
      return { ok: false, issues: [{ field: 'subcommand', message: (s) => s.t('errors.option.unknownSubcommand', { list: list(s) }) }] };
    }
    out.subcommand = sub.name;
    options = sub.options ?? [];
  }
  const issues: OptionIssue[] = [];
  for (const o of options) {
    if (isSub(o)) continue;
    const basic = o as APIApplicationCommandBasicOption;
    const value = raw[basic.name];
    if (value === undefined || value === null) {
      if (basic.required)
        issues.push({ field: basic.name, message: (s) => s.t('errors.option.required', { name: optionName(s, basic.name) }) });
      continue;
    }
    const p = problem(basic, value);
    if (p) issues.push({ field: basic.name, message: p });
    else out[basic.name] = value;
  }
  return issues.length > 0 ? { ok: false, issues } : { ok: true, args: out as ArgsOf<D> };
}
