import i18next, { type i18n, type TOptions } from 'i18next';
import { LANGUAGES, SOURCE_LANGUAGE, type Language } from './locales.js';
import { de } from './resources/de.js';
import { en, type Resource } from './resources/en.js';
import { es } from './resources/es.js';
import { fr } from './resources/fr.js';
import { ja } from './resources/ja.js';
import { ptBR } from './resources/pt-BR.js';
import { ru } from './resources/ru.js';

/**
 * Translation through i18next, English the source. Texts live in `resources/<language>.ts`,
 * one object per language with exactly English's keys (the `Resource` type). One instance,
 * created synchronously from those objects: no files are read at run time, and a key missing
 * in a language falls back to English.
 */

export { DISCORD_LOCALES, LANGUAGES, SOURCE_LANGUAGE, languageOf, type Language } from './locales.js';
export type { Resource } from './resources/en.js';

export const RESOURCES: Readonly<Record<Language, Resource>> = { en, de, es, fr, 'pt-BR': ptBR, ru, ja };

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

/** The text of a key in a language, with `{{name}}` placeholders filled; English when missing. */
export function translate(language: Language, key: string, values: TOptions = {}): string {
  return instance.t(key, { ...values, lng: language }) as string;
}
