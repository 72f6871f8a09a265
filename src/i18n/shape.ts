import type { Texts } from './languages/en/index.js';

/**
 * The shape of a language's texts. English's replies (`languages/en/`) are the source; every
 * other language has exactly their keys, except that a text depending on a number is i18next's
 * plural: one key per CLDR category the language's grammar has (`holders_one`,
 * `holders_few`, `holders_many`, `holders_other`), picked by i18next from `count`. English has
 * `_one` and `_other`, so its `_other` key is what marks a plural.
 */

/** A CLDR plural category, as i18next suffixes it (`key_few`). */
export type Form = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

export const FORMS: readonly Form[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

/** A group of texts, as the checks walk them. */
export type Tree = { readonly [key: string]: string | Tree };

type Base<K> = K extends `${infer B}_other` ? B : never;

/** English's keys with each plural open to the forms of another grammar (`_other` always there). */
export type Translation<T> = {
  [K in keyof T as K extends `${string}_${Form}` ? never : K]: T[K] extends string ? string : Translation<T[K]>;
} & {
  [K in keyof T as K extends `${string}_other` ? K : never]: string;
} & {
  [K in keyof T as K extends `${string}_other` ? `${Base<K>}_${Exclude<Form, 'other'>}` : never]?: string;
};

/**
 * The command definitions' texts in a language other than English (English is the
 * definitions' own text in `commands/`; `src/i18n/commands.ts` derives its keys from them):
 * - `commands.<command>.name` and `.description`, `commands.<command>.options.<subcommand>.description`,
 *   `commands.<command>.options.<subcommand>.options.<option>.description` (or
 *   `commands.<command>.options.<option>.description` without subcommands);
 * - `options.<name>`: a subcommand's or option's name, one word wherever it appears;
 * - `choices.<value>`: a choice's name, the same wherever the value appears;
 * - `optionDescriptions.<key>`: the description of an option several commands share (one object,
 *   marked with `sharedOption(key, …)`).
 * test/i18n.test.ts checks each language has exactly the keys the definitions give.
 */
export interface DefinitionTexts {
  commands: Tree;
  options: Readonly<Record<string, string>>;
  choices: Readonly<Record<string, string>>;
  optionDescriptions: Readonly<Record<string, string>>;
}

/** What a language other than English provides: the replies in English's shape, and the definitions' texts. */
export type LanguageTexts = Translation<Texts> & DefinitionTexts;

/** Where the other languages keep each kind of definition text (see DefinitionTexts). */
export const DEFINITION_KEYS = {
  command: (command: string) => `commands.${command}`,
  option: (parent: string, option: string) => `${parent}.options.${option}`,
  name: (path: string) => `${path}.name`,
  description: (path: string) => `${path}.description`,
  optionName: (name: string) => `options.${name}`,
  choice: (value: string | number) => `choices.${value}`,
  shared: (key: string) => `optionDescriptions.${key}`,
};
