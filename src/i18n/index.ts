import i18next, { type i18n, type TOptions } from 'i18next';
import { LANGUAGES, SOURCE_LANGUAGE, TEXTS, type Language } from './locales.js';
import type { Texts } from './languages/en/index.js';
import { neededForms } from './check.js';
import { DEFINITION_KEYS, FORMS, type Form, type Tree } from './shape.js';

/**
 * Translation through i18next, English the source. Texts live in `languages/<language>/`, one
 * folder per language, listed in `locales.ts`; i18next gets exactly those (the command
 * definitions' English is not among them: it is the definitions' own text, the fallback of
 * every lookup of theirs). One instance, created synchronously: no files are read at run time,
 * a reply text missing in a language falls back to English, and plurals are i18next's
 * (`key_one`, `key_few`… picked by `count` through `Intl.PluralRules`).
 */

export { DISCORD_LOCALES, LANGUAGES, SOURCE_LANGUAGE, languageOf, type Language } from './locales.js';
export type { Texts };

/** Every text of each language: the table's, as its translators wrote them. */
export const RESOURCES = TEXTS;

export const NAMESPACE = 'translation';

/**
 * A language's texts as i18next gets them: the table's, plus each plural's forms that the
 * language's rules pick only past what its translators write (French, Spanish and Portuguese
 * `many`, for a million and more; the checks ask for the forms 0 to 1,000 use), given the
 * language's own `other`. Without them i18next answers those counts in English.
 */
export function withRareForms(language: Language, tree: Tree): Tree {
  const rare = FORMS.filter(
    (f) => new Intl.PluralRules(language).resolvedOptions().pluralCategories.includes(f) && !neededForms(language).includes(f),
  );
  if (rare.length === 0) return tree;
  const walk = (t: Tree): Tree => {
    const out: Record<string, string | Tree> = {};
    for (const [key, value] of Object.entries(t)) {
      out[key] = typeof value === 'string' ? value : walk(value);
      const base = typeof value === 'string' && key.endsWith('_other') ? key.slice(0, -'_other'.length) : undefined;
      if (base !== undefined) for (const f of rare) if (!(`${base}_${f}` in t)) out[`${base}_${f}`] = value;
    }
    return out;
  };
  return walk(tree);
}

/** How a reader of one language sees commands in Discord: a command's name, and a subcommand's or option's. */
export interface CommandNames {
  command(name: string): string;
  option(name: string): string;
}

/**
 * A slash command line with its command's, subcommand's and options' names as `names` gives
 * them (`/points balance member:@alice` → `/punkte guthaben mitglied:@alice`); values stay as
 * written. The one rendering of a command or option named in a text: the `{{/…}}` references of
 * the translations (`withCommandNames`) and `commandLine` (src/i18n/commands.ts) both use it.
 */
export function commandNamesIn(line: string, names: CommandNames): string {
  return line
    .replace(/^\/([a-z0-9-]+)(?: ([a-z0-9-]+)(?=\s|$))?/, (_all, command: string, sub?: string) => {
      const cmd = `/${names.command(command)}`;
      return sub ? `${cmd} ${names.option(sub)}` : cmd;
    })
    .replace(
      /(^|[\s[])([a-z][a-z0-9-]*):(<([a-z][a-z0-9-]*)>)?/g,
      (_all, before: string, o: string, hole?: string, inner?: string) =>
        `${before}${names.option(o)}:${hole && inner ? `<${names.option(inner)}>` : (hole ?? '')}`,
    );
}

/** A command reference in a text: `{{/setup periods:}}`, `{{/feed list}}` (English names, as defined). */
export const COMMAND_REFERENCE = /\{\{\s*(\/[a-z0-9][a-z0-9 :-]*?)\s*\}\}/g;

/**
 * An option named on its own in a text about its own command: `{{:balance}}` → `„guthaben“`, in
 * the language's quotation marks (`board.quote`), the one way an option is named in running text:
 * it reads the same in a refusal, shown as plain text, and in a message (the command's path would
 * only repeat what the member just ran).
 */
export const OPTION_REFERENCE = /\{\{\s*:([a-z][a-z0-9-]*)\s*\}\}/g;

/** The names a language's own tables give (`commands.<command>.name`, `options.<name>`), else the definitions' English. */
function tableNames(tree: Tree): CommandNames {
  const at = (path: string): string | undefined => {
    let node: string | Tree | undefined = tree;
    for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
    return typeof node === 'string' ? node : undefined;
  };
  return {
    command: (name) => at(DEFINITION_KEYS.name(DEFINITION_KEYS.command(name))) ?? name,
    option: (name) => at(DEFINITION_KEYS.optionName(name)) ?? name,
  };
}

/**
 * A language's texts with each command reference (`{{/setup periods:}}`) written as a member of
 * the language sees that command in Discord (`/einrichtung periodenranglisten:`), from the same
 * tables the definitions' localisations come from: no text spells a command or option name
 * itself. Done once, when the texts are loaded, so no value interpolated later is ever read as one.
 */
export function withCommandNames(tree: Tree, names: CommandNames = tableNames(tree)): Tree {
  const board = tree.board;
  const quote = typeof board === 'object' && typeof board.quote === 'string' ? board.quote : '"{{text}}"';
  const walk = (t: Tree): Tree =>
    Object.fromEntries(
      Object.entries(t).map(([key, value]) => [
        key,
        typeof value === 'string'
          ? value
              .replace(COMMAND_REFERENCE, (_all, path: string) => commandNamesIn(path, names))
              .replace(OPTION_REFERENCE, (_all, option: string) => quote.replace('{{text}}', names.option(option)))
          : walk(value),
      ]),
    );
  return walk(tree);
}

function create(): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    resources: Object.fromEntries(
      LANGUAGES.map((l) => [l, { [NAMESPACE]: withRareForms(l, withCommandNames(RESOURCES[l] as unknown as Tree)) }]),
    ),
    lng: SOURCE_LANGUAGE,
    fallbackLng: SOURCE_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    // Keep `pt-BR` as one language rather than also loading `pt`.
    load: 'currentOnly',
    initAsync: false,
    // Discord messages are not HTML; escaping (Markdown) is the views' job.
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

/** The one i18next instance (exported for the test that it holds only the table's texts). */
export const I18N = create();

/**
 * The text of a key in a language, with `{{name}}` placeholders filled; English when missing.
 * With `count`, the plural form of the language for it (`key_few`…), else its own `key_other`.
 */
export function translate(language: Language, key: string, values: TOptions = {}): string {
  return I18N.t(key, { ...values, lng: language }) as string;
}

/** The language's own text for a key, without falling back to English; undefined when it has none. */
export function ownText(language: Language, key: string): string | undefined {
  const text: unknown = I18N.getResource(language, NAMESPACE, key);
  return typeof text === 'string' ? text : undefined;
}

type Plural<K> = K extends `${string}_${Form}` ? true : false;

/** The dotted path of every reply text English has, e.g. `raid.preview.title` (plurals: see PluralKey). */
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]-?: T[K] extends string ? (Plural<K> extends true ? never : `${P}${K}`) : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
export type TextKey = Leaves<Texts>;

/** The dotted path of every plural text, without its form: `board.holders` for `board.holders_one`… */
type PluralLeaves<T, P extends string = ''> = {
  [K in keyof T & string]-?: T[K] extends string ? (K extends `${infer B}_other` ? `${P}${B}` : never) : PluralLeaves<T[K], `${P}${K}.`>;
}[keyof T & string];
export type PluralKey = PluralLeaves<Texts>;

/** Texts of one language; a key English lacks is a tsc error. */
export type Translate = (key: TextKey, values?: TOptions) => string;

export function translator(language: Language): Translate {
  return (key, values) => translate(language, key, values);
}

/** An option's or subcommand's name as a reader of `language` sees it in Discord (`options.<name>`), else as defined. */
export function optionName(s: { language: Language }, name: string): string {
  return ownText(s.language, DEFINITION_KEYS.optionName(name)) ?? name;
}

/** A command's name as a reader of `language` sees it in Discord (`commands.<name>.name`), else as defined. */
export function commandName(s: { language: Language }, name: string): string {
  return ownText(s.language, DEFINITION_KEYS.name(DEFINITION_KEYS.command(name))) ?? name;
}
