import {
  ApplicationCommandOptionType,
  ApplicationCommandType,
  type APIApplicationCommandBasicOption,
  type APIApplicationCommandOption,
  type LocalizationMap,
  type RESTPostAPIApplicationCommandsJSONBody,
} from 'discord.js';
import {
  DISCORD_LOCALES,
  LANGUAGES,
  SOURCE_LANGUAGE,
  commandName,
  commandNamesIn,
  optionName,
  ownText,
  translate,
  type Language,
} from './index.js';
import { TEXTS } from './locales.js';
import { DEFINITION_KEYS as KEY, type Tree } from './shape.js';

/**
 * The command definitions in every language. A definition in `commands/` is the only English
 * source of its texts; the other languages keep theirs under keys that come from where the text
 * sits in the definition (see `DefinitionTexts`), or, for an option several commands share,
 * from the key the option object itself was marked with (`sharedOption`). From that one walk:
 * - `localizeDefinition`: the definition as deploy-commands sends it, with
 *   `name_localizations`, `description_localizations` and the choices' `name_localizations`;
 * - `sourceTexts`: the English every other language must mirror, derived from the definitions
 *   (what the checks compare; i18next never needs it, as every lookup falls back to the
 *   definition's own text);
 * - `commandLine`: a /command line as a member of another language types it.
 */

type Option = APIApplicationCommandOption;
type Definition = RESTPostAPIApplicationCommandsJSONBody;

/** The text key of each shared option object, found by identity (never by its wording). */
const SHARED = new WeakMap<object, string>();

/**
 * Marks an option that several commands (or subcommands) use as one object: its description
 * is translated once, as `optionDescriptions.<key>`, wherever the object appears. Returns the
 * object itself, its literal types kept (as `slash()` keeps a definition's) for `ArgsOf`.
 */
export function sharedOption<const O extends APIApplicationCommandBasicOption>(key: string, option: O): O {
  SHARED.set(option, key);
  return option;
}

/** The key an option was marked with by `sharedOption`, if any. */
export const sharedKeyOf = (option: object): string | undefined => SHARED.get(option);

const CHOICE_SETS = new WeakMap<object, string>();

/**
 * Marks an option whose choices are named apart from the same values elsewhere, as
 * `choices.<set>-<value>`: one status word cannot agree both with "quest" and with "point
 * system" in a language with grammatical gender. Returns the object itself, as `sharedOption`.
 */
export function ownChoices<const O extends APIApplicationCommandBasicOption>(set: string, option: O): O {
  CHOICE_SETS.set(option, set);
  return option;
}

/** A choice's key under `choices.`: its value, or `<set>-<value>` for an option marked by `ownChoices`. */
const choiceKeyOf = (option: object | undefined, value: string | number): string => {
  const set = option ? CHOICE_SETS.get(option) : undefined;
  return set ? `${set}-${value}` : String(value);
};

/** A choice's name as a reader of `language` sees it in Discord's picker, else as defined. */
export function choiceName(s: { language: Language }, option: object, choice: { name: string; value: string | number }): string {
  return ownText(s.language, KEY.choice(choiceKeyOf(option, choice.value))) ?? choice.name;
}

/** One localisable text of a definition: its key in the other languages, the definition's English, and where it sits. */
interface DefinitionText {
  key: string;
  english: string;
  /** `/points give amount`, for messages. */
  at: string;
  /** The option object that carries it, when it is an option's description. */
  option?: Option;
}

/** Called for each localisable text; returns its localisations (or nothing). */
type Visitor = (text: DefinitionText) => LocalizationMap | undefined;

const isSub = (o: Option) => o.type === ApplicationCommandOptionType.Subcommand || o.type === ApplicationCommandOptionType.SubcommandGroup;

function withMaps<T extends object>(target: T, names: LocalizationMap | undefined, descriptions?: LocalizationMap): T {
  return {
    ...target,
    ...(names ? { name_localizations: names } : {}),
    ...(descriptions ? { description_localizations: descriptions } : {}),
  };
}

function visitOptions(options: readonly Option[] | undefined, path: string, at: string, visit: Visitor): Option[] | undefined {
  if (!options) return undefined;
  return options.map((o) => {
    const own = KEY.option(path, o.name);
    const where = `${at} ${o.name}`;
    const names = visit({ key: KEY.optionName(o.name), english: o.name, at: where });
    const shared = SHARED.get(o);
    const descriptions = visit({
      key: shared !== undefined ? KEY.shared(shared) : KEY.description(own),
      english: o.description,
      at: where,
      option: o,
    });
    const nested = 'options' in o && o.options ? { options: visitOptions(o.options as Option[], own, where, visit) } : {};
    const choices =
      !isSub(o) && 'choices' in o && o.choices
        ? {
            choices: o.choices.map((c) =>
              withMaps(c, visit({ key: KEY.choice(choiceKeyOf(o, c.value)), english: c.name, at: `${where} (${c.value})` })),
            ),
          }
        : {};
    return withMaps({ ...o, ...nested, ...choices } as Option, names, descriptions);
  });
}

function visitDefinition<D extends Definition>(definition: D, visit: Visitor): D {
  const path = KEY.command(definition.name);
  const at = `/${definition.name}`;
  const names = visit({ key: KEY.name(path), english: definition.name, at });
  if ((definition.type ?? ApplicationCommandType.ChatInput) !== ApplicationCommandType.ChatInput) return withMaps(definition, names);
  const options = 'options' in definition && definition.options ? { options: visitOptions(definition.options, path, at, visit) } : {};
  const description = 'description' in definition ? (definition.description ?? '') : '';
  return withMaps({ ...definition, ...options }, names, visit({ key: KEY.description(path), english: description, at }));
}

/** Every localisable text of the definitions, in order. */
function definitionTexts(definitions: readonly Definition[]): DefinitionText[] {
  const found: DefinitionText[] = [];
  for (const d of definitions) visitDefinition(d, (text) => void found.push(text));
  return found;
}

/** One entry per Discord locale of each language whose own text for the key differs from the definition's; undefined when none. */
function localizations(key: string, english: string, languages: readonly Language[]): LocalizationMap | undefined {
  const map: LocalizationMap = {};
  for (const language of languages) {
    if (language === SOURCE_LANGUAGE) continue;
    const text = ownText(language, key);
    if (text === undefined || text === english) continue;
    for (const locale of DISCORD_LOCALES[language]) map[locale as keyof LocalizationMap] = text;
  }
  return Object.keys(map).length > 0 ? map : undefined;
}

/** A definition with `name_localizations`, `description_localizations` and choices' `name_localizations` filled from the translations. */
export function localizeDefinition<D extends Definition>(definition: D): D {
  return visitDefinition(definition, ({ key, english }) => localizations(key, english, LANGUAGES));
}

/** The same with one language's localisations only (/help shows its reader's), read back with `shownIn`. */
export function localizeFor<D extends Definition>(language: Language, definition: D): D {
  return visitDefinition(definition, ({ key, english }) => localizations(key, english, [language]));
}

/** A name or description as a reader of `language` sees it in Discord: its localisation for the language, else as defined. */
export function shownIn(language: Language, defined: string, localized: LocalizationMap | null | undefined): string {
  return localized?.[DISCORD_LOCALES[language][0] as keyof LocalizationMap] ?? defined;
}

/**
 * The English every other language must mirror, derived from the definitions (a tree like a
 * language's `commands.ts`), and what makes it ambiguous: a key given two English texts (one
 * choice value named two ways, two options marked with one key and different descriptions), or
 * one option object used in several places without a shared key (its translation would be
 * written once per place).
 */
export function sourceTexts(definitions: readonly Definition[]): { texts: Tree; problems: string[] } {
  const texts: Record<string, unknown> = {};
  const first = new Map<string, DefinitionText>();
  const places = new Map<Option, string[]>();
  const problems: string[] = [];
  for (const text of definitionTexts(definitions)) {
    if (text.option && !SHARED.has(text.option)) places.set(text.option, [...(places.get(text.option) ?? []), text.at]);
    const seen = first.get(text.key);
    if (seen) {
      if (seen.english !== text.english) problems.push(`${text.key}: "${seen.english}" at ${seen.at}, "${text.english}" at ${text.at}`);
      continue;
    }
    first.set(text.key, text);
    const path = text.key.split('.');
    let node = texts;
    for (const part of path.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
    node[path.at(-1)!] = text.english;
  }
  for (const [o, at] of places) {
    if (at.length > 1)
      problems.push(
        `option "${o.name}" is one object at ${at.join(', ')}: mark it with sharedOption(key, …) so its description is translated once`,
      );
  }
  return { texts: texts as Tree, problems };
}

/** Words a member types for a value that is not a name: a True/False option's, and /help's sample texts. */
function valueIn(language: Language, o: Option | undefined, value: string): string {
  if (!o || /^<[^>]*>$/.test(value)) return value;
  const quoted = /^".*"$/.test(value);
  const bare = quoted ? value.slice(1, -1) : value;
  const lower = bare.toLowerCase();
  if ('choices' in o && o.choices?.length) {
    const starting = o.choices.filter((c) => c.name.toLowerCase().startsWith(lower));
    const choice =
      o.choices.find((c) => c.name.toLowerCase() === lower || String(c.value).toLowerCase() === lower) ??
      (starting.length === 1 ? starting[0] : undefined);
    return choice ? choiceName({ language }, o, choice) : value;
  }
  if (o.type === ApplicationCommandOptionType.Boolean && (lower === 'true' || lower === 'false'))
    return translate(language, `common.boolean.${lower}`);
  if (o.type !== ApplicationCommandOptionType.String) return value;
  const samples = TEXTS[SOURCE_LANGUAGE].board.help.sample;
  const key = (Object.keys(samples) as (keyof typeof samples)[]).find((k) => samples[k] === bare);
  if (!key) return value;
  const own = translate(language, `board.help.sample.${key}`);
  return quoted ? `"${own}"` : own;
}

/** The options a line's values belong to: the subcommand's when the line names one, else the command's. */
function optionsInScope(definition: Definition, sub: string | undefined): readonly Option[] {
  const top = 'options' in definition ? (definition.options ?? []) : [];
  const branch = sub ? top.find((o) => isSub(o) && o.name === sub) : undefined;
  return branch && 'options' in branch ? ((branch.options ?? []) as Option[]) : top;
}

/**
 * A slash command line as a member whose Discord speaks `language` types it: the command's,
 * subcommand's and options' names in that language (`/points balance member:@alice` →
 * `/punkte guthaben mitglied:@alice` in German); given the command's definition, also the
 * values a member of the language picks or writes: choices by their names in the language,
 * True/False in its words, /help's sample texts (`board.help.sample`) in it; other values
 * (members, amounts, names of things) as written. Discord sends the bot the English names and
 * the choices' values whatever the member typed.
 */
export function commandLine(language: Language, line: string, definition?: Definition): string {
  const reader = { language };
  let translated = line;
  if (definition && language !== SOURCE_LANGUAGE) {
    const scope = optionsInScope(definition, /^\/[a-z0-9-]+ ([a-z0-9-]+)(?=\s|$)/.exec(line)?.[1]);
    const starts = [...line.matchAll(/(^|\s)([a-z][a-z0-9-]*):/g)].filter((m) => scope.some((o) => o.name === m[2]));
    translated = starts.length ? line.slice(0, starts[0]!.index) : line;
    starts.forEach((m, i) => {
      const from = m.index + m[0].length;
      const raw = line.slice(from, starts[i + 1]?.index ?? line.length);
      const value = raw.trimEnd();
      translated +=
        m[0] +
        valueIn(
          language,
          scope.find((o) => o.name === m[2]),
          value,
        ) +
        raw.slice(value.length);
    });
  }
  return commandNamesIn(translated, { command: (c) => commandName(reader, c), option: (o) => optionName(reader, o) });
}
