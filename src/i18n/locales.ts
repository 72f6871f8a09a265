/**
 * The bot's languages and how Discord's locale codes map to them. Discord sends the user's
 * client language (`locale`) and the server's (`guild_locale`) as one of its own codes
 * (https://discord.com/developers/docs/reference#locales); each maps to one of our languages,
 * and anything else falls back to English, the source language.
 */

/** Our languages, English first (the source). */
export const LANGUAGES = ['en', 'de', 'es', 'fr', 'pt-BR', 'ru', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];

export const SOURCE_LANGUAGE: Language = 'en';

/** Each language by its own name, as /setup offers them. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
  fr: 'Français',
  'pt-BR': 'Português (Brasil)',
  ru: 'Русский',
  ja: '日本語',
};

export const isLanguage = (s: string): s is Language => (LANGUAGES as readonly string[]).includes(s);

/**
 * The Discord locales each language serves. A command's `name_localizations` and
 * `description_localizations` carry one entry per locale listed here (English is the
 * definitions' own text, so it needs none).
 */
export const DISCORD_LOCALES: Readonly<Record<Language, readonly string[]>> = {
  en: ['en-US', 'en-GB'],
  de: ['de'],
  es: ['es-ES', 'es-419'],
  fr: ['fr'],
  'pt-BR': ['pt-BR'],
  ru: ['ru'],
  ja: ['ja'],
};

const BY_LOCALE = new Map<string, Language>(
  LANGUAGES.flatMap((language) => [[language.toLowerCase(), language] as const, ...DISCORD_LOCALES[language].map((l) => [l.toLowerCase(), language] as const)]),
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
