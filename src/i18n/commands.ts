import {
  ApplicationCommandOptionType,
  ApplicationCommandType,
  type APIApplicationCommandOption,
  type LocalizationMap,
  type RESTPostAPIApplicationCommandsJSONBody,
} from 'discord.js';
import { DISCORD_LOCALES, LANGUAGES, SOURCE_LANGUAGE, hasKey, translate, type Language } from './index.js';
import { commands as en } from './languages/en/commands.js';

/**
 * Command definitions in every language, in one pass over the definitions as deploy-commands
 * sends them (the command modules stay English). Keys come from the command's path:
 * - `commands.<command>.name` and `.description`;
 * - `commands.<command>.options.<subcommand>.description` (and `.name`, unused so far);
 * - `commands.<command>.options.<subcommand>.options.<option>.description` (or
 *   `commands.<command>.options.<option>.description`) for an option's description;
 * - `options.<name>` for a subcommand's or option's name, the same word wherever it appears;
 * - `commands.<path>.choices.<value>`, else `choices.<value>`, for a choice's name;
 * - `optionDescriptions.<name>` for a description several commands share, found by its English text.
 * A key English lacks leaves that text English in every language (Discord falls back to the
 * default text); a key English has is in every language (tsc and test/i18n.test.ts).
 */

type Option = APIApplicationCommandOption;

/** Shared option descriptions by their English text. */
const SHARED = new Map(Object.entries(en.optionDescriptions).map(([name, text]) => [text as string, `optionDescriptions.${name}`]));
type Definition = RESTPostAPIApplicationCommandsJSONBody;

/** The localisations of a key, one entry per Discord locale whose text differs from English; undefined without the key. */
export function localizations(keys: readonly string[]): LocalizationMap | undefined {
  const key = keys.find(hasKey);
  if (key === undefined) return undefined;
  const english = translate(SOURCE_LANGUAGE, key);
  const map: LocalizationMap = {};
  for (const language of LANGUAGES) {
    if (language === SOURCE_LANGUAGE) continue;
    const text = translate(language, key);
    if (text === english) continue;
    for (const locale of DISCORD_LOCALES[language]) map[locale as keyof LocalizationMap] = text;
  }
  return Object.keys(map).length > 0 ? map : undefined;
}

const isSub = (o: Option) => o.type === ApplicationCommandOptionType.Subcommand || o.type === ApplicationCommandOptionType.SubcommandGroup;

/**
 * Called for each localisable text of a definition with the keys that may translate it (the
 * first English has wins) and the definition's own (English) text; returns its localisations.
 */
type Visitor = (keys: readonly string[], english: string) => LocalizationMap | undefined;

function withMaps<T extends object>(target: T, names: LocalizationMap | undefined, descriptions?: LocalizationMap): T {
  return {
    ...target,
    ...(names ? { name_localizations: names } : {}),
    ...(descriptions ? { description_localizations: descriptions } : {}),
  };
}

function visitOptions(options: readonly Option[] | undefined, path: string, visit: Visitor): Option[] | undefined {
  if (!options) return undefined;
  return options.map((o) => {
    const at = `${path}.options.${o.name}`;
    const names = visit([`${at}.name`, `options.${o.name}`], o.name);
    const shared = SHARED.get(o.description);
    const descriptions = visit(shared ? [`${at}.description`, shared] : [`${at}.description`], o.description);
    const nested = 'options' in o && o.options ? { options: visitOptions(o.options as Option[], at, visit) } : {};
    const choices =
      !isSub(o) && 'choices' in o && o.choices
        ? { choices: o.choices.map((c) => withMaps(c, visit([`${at}.choices.${c.value}`, `choices.${c.value}`], c.name))) }
        : {};
    return withMaps({ ...o, ...nested, ...choices } as Option, names, descriptions);
  });
}

function visitDefinition<D extends Definition>(definition: D, visit: Visitor): D {
  const path = `commands.${definition.name}`;
  const names = visit([`${path}.name`], definition.name);
  if ((definition.type ?? ApplicationCommandType.ChatInput) !== ApplicationCommandType.ChatInput) return withMaps(definition, names);
  const options = 'options' in definition && definition.options ? { options: visitOptions(definition.options, path, visit) } : {};
  const description = 'description' in definition ? (definition.description ?? '') : '';
  return withMaps({ ...definition, ...options }, names, visit([`${path}.description`], description));
}

/** A definition with `name_localizations`, `description_localizations` and choices' `name_localizations` filled from the translations. */
export function localizeDefinition<D extends Definition>(definition: D): D {
  return visitDefinition(definition, (keys) => localizations(keys));
}

/** Each text of a definition that has a translation: the key used and the definition's English (which English's text must equal). */
export function translatedTexts(definition: Definition): { key: string; english: string }[] {
  const found: { key: string; english: string }[] = [];
  visitDefinition(definition, (keys, english) => {
    const key = keys.find(hasKey);
    if (key !== undefined) found.push({ key, english });
    return undefined;
  });
  return found;
}

/**
 * A slash command line as a member whose Discord speaks `language` types it: the command's,
 * subcommand's and options' names in that language (`/points balance member:@alice` →
 * `/punkte guthaben mitglied:@alice` in German), values as written. Discord sends the bot the
 * English names whatever the member typed.
 */
export function commandLine(language: Language, line: string): string {
  const name = (key: string, english: string) => (hasKey(key) ? translate(language, key) : english);
  return line
    .replace(/^\/([a-z0-9-]+)(?: ([a-z0-9-]+)(?=\s|$))?/, (_all, command: string, sub?: string) => {
      const cmd = `/${name(`commands.${command}.name`, command)}`;
      return sub ? `${cmd} ${name(`options.${sub}`, sub)}` : cmd;
    })
    .replace(/(^|[\s[])([a-z][a-z0-9-]*):(<([a-z][a-z0-9-]*)>)?/g, (_all, before: string, option: string, hole?: string, inner?: string) =>
      `${before}${name(`options.${option}`, option)}:${hole && inner ? `<${name(`options.${inner}`, inner)}>` : (hole ?? '')}`,
    );
}
