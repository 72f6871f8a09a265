/**
 * The bot's languages and how Discord's locale codes map to them. Discord sends the user's
 * client language (`locale`) and the server's (`guild_locale`) as one of its own codes
 * (https://discord.com/developers/docs/reference#locales); each maps to one of our languages,
 * and anything else falls back to English, the source language.
 */
import { texts as de } from './languages/de/index.js';
import { texts as en } from './languages/en/index.js';
import { texts as es } from './languages/es/index.js';
import { texts as fr } from './languages/fr/index.js';
import { texts as ja } from './languages/ja/index.js';
import { texts as ptBR } from './languages/pt-BR/index.js';
import { texts as ru } from './languages/ru/index.js';
import type { DefinitionTexts, Translation } from './shape.js';
import type { Term } from './glossary.js';
import { glossary as enGlossary } from './languages/en/glossary.js';
import { glossary as deGlossary } from './languages/de/glossary.js';
import { glossary as esGlossary } from './languages/es/glossary.js';
import { glossary as frGlossary } from './languages/fr/glossary.js';
import { glossary as ptBRGlossary } from './languages/pt-BR/glossary.js';
import { glossary as ruGlossary } from './languages/ru/glossary.js';
import { glossary as jaGlossary } from './languages/ja/glossary.js';
import type { Texts } from './languages/en/index.js';

/** A folder's texts: the replies in English's shape, and (every language but English) the definitions' texts. */
export type FolderTexts = Translation<Texts> & Partial<DefinitionTexts>;

/**
 * Our languages, English first (the source), one line each: its texts (a folder of
 * `languages/`, with its glossary), its name in itself (as /setup offers it), and the Discord locales it serves.
 * A command's `name_localizations` and `description_localizations` carry one entry per locale
 * listed (English is the definitions' own text, so it needs none). Everything else (i18next's
 * resources, /setup's language picker, locale matching, the checks) is read from this table:
 * adding a language is a folder and a line here.
 */
const TABLE = {
  en: { texts: en, glossary: enGlossary, name: 'English', discord: ['en-US', 'en-GB'], capitalNouns: false },
  de: { texts: de, glossary: deGlossary, name: 'Deutsch', discord: ['de'], capitalNouns: true },
  es: { texts: es, glossary: esGlossary, name: 'Español', discord: ['es-ES', 'es-419'], capitalNouns: false },
  fr: { texts: fr, glossary: frGlossary, name: 'Français', discord: ['fr'], capitalNouns: false },
  'pt-BR': { texts: ptBR, glossary: ptBRGlossary, name: 'Português (Brasil)', discord: ['pt-BR'], capitalNouns: false },
  ru: { texts: ru, glossary: ruGlossary, name: 'Русский', discord: ['ru'], capitalNouns: false },
  ja: { texts: ja, glossary: jaGlossary, name: '日本語', discord: ['ja'], capitalNouns: false },
} as const satisfies Record<
  string,
  { texts: FolderTexts; glossary: readonly Term[]; name: string; discord: readonly string[]; capitalNouns: boolean }
>;

export type Language = keyof typeof TABLE;
export const LANGUAGES = Object.keys(TABLE) as readonly Language[];

export const SOURCE_LANGUAGE: Language = 'en';

const each = <V>(pick: (entry: (typeof TABLE)[Language]) => V) =>
  Object.fromEntries(LANGUAGES.map((l) => [l, pick(TABLE[l])])) as Readonly<Record<Language, V>>;

/** Each language by its own name, as /setup offers them. */
export const LANGUAGE_NAMES = each((e) => e.name);

/** The Discord locales each language serves. */
export const DISCORD_LOCALES = each((e): readonly string[] => e.discord);

/** Every text of each language. */
export const TEXTS = each((e): FolderTexts => e.texts);

/** Whether the language writes every noun with a capital (German): a word in running text keeps its capital there. */
export const CAPITAL_NOUNS = each((e): boolean => e.capitalNouns);

/** Each language's glossary: one word per concept (src/i18n/glossary.ts). */
export const GLOSSARIES = each((e): readonly Term[] => e.glossary);

export const isLanguage = (s: string): s is Language => (LANGUAGES as readonly string[]).includes(s);

const BY_LOCALE = new Map<string, Language>(
  LANGUAGES.flatMap((language) => [
    [language.toLowerCase(), language] as const,
    ...DISCORD_LOCALES[language].map((l) => [l.toLowerCase(), language] as const),
  ]),
);

/**
 * The language for a Discord locale (or any BCP 47 tag): the exact code, else its primary
 * language (`de-AT` → de, `es-MX` → es, `pt-PT` → pt-BR), else English.
 */
export function languageOf(locale: string | null | undefined): Language {
  if (!locale) return SOURCE_LANGUAGE;
  const code = locale.trim().replace(/_/g, '-').toLowerCase();
  const exact = BY_LOCALE.get(code);
  if (exact) return exact;
  const primary = code.split('-')[0] ?? '';
  return LANGUAGES.find((l) => l.toLowerCase().split('-')[0] === primary) ?? SOURCE_LANGUAGE;
}
