import i18next, { type i18n, type TOptions } from 'i18next';
import { LANGUAGES, SOURCE_LANGUAGE, TEXTS, type Language } from './locales.js';
import type { Texts } from './languages/en/index.js';
import type { Resource } from './languages/en/commands.js';
import type { Plural } from './plural.js';

/**
 * Translation through i18next, English the source. Texts live in `languages/<language>/`, one
 * folder per language with exactly English's keys (the `Texts` type), listed in `locales.ts`.
 * One instance, created synchronously from those objects: no files are read at run time, and
 * a key missing in a language falls back to English.
 */

export { DISCORD_LOCALES, LANGUAGE_NAMES, LANGUAGES, SOURCE_LANGUAGE, isLanguage, languageOf, type Language } from './locales.js';
export type { Resource, Texts };

/** Every text of each language, as i18next holds them. */
export const RESOURCES: Readonly<Record<Language, Texts>> = TEXTS;

const NAMESPACE = 'translation';

function create(): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    resources: Object.fromEntries(LANGUAGES.map((l) => [l, { [NAMESPACE]: RESOURCES[l] }])),
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

const instance = create();

/** Whether the key has a text in English (the source, so in every language). */
export function hasKey(key: string): boolean {
  return instance.exists(key, { lng: SOURCE_LANGUAGE });
}

/** The form of a plural text for `n` in a language (`{{n}}` filled with `n` as given, or as `values.n`). */
export function translatePlural(language: Language, key: string, category: string, values: TOptions): string {
  const form = `${key}.${category}`;
  return instance.t(instance.exists(form, { lng: language, fallbackLng: false }) ? form : `${key}.other`, { ...values, lng: language }) as string;
}

/** The text of a key in a language, with `{{name}}` placeholders filled; English when missing. */
export function translate(language: Language, key: string, values: TOptions = {}): string {
  return instance.t(key, { ...values, lng: language }) as string;
}

/** The dotted path of every text English has, e.g. `commands.points.name` (plural forms: see PluralKey). */
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]-?: T[K] extends Plural ? never : T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
export type TextKey = Leaves<Texts>;

/** The dotted path of every plural text, e.g. `board.holders`. */
type PluralLeaves<T, P extends string = ''> = {
  [K in keyof T & string]-?: T[K] extends Plural ? `${P}${K}` : T[K] extends string ? never : PluralLeaves<T[K], `${P}${K}.`>;
}[keyof T & string];
export type PluralKey = PluralLeaves<Texts>;

/** Texts of one language; a key English lacks is a tsc error. */
export type Translate = (key: TextKey, values?: TOptions) => string;

export function translator(language: Language): Translate {
  return (key, values) => translate(language, key, values);
}

/** An option's or subcommand's name as a reader of `language` sees it in Discord (`options.<name>`), else as defined. */
export function optionName(s: { language: Language }, name: string): string {
  return hasKey(`options.${name}`) ? translate(s.language, `options.${name}`) : name;
}
