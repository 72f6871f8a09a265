import { isLanguage, languageOf, LANGUAGES, type Language } from '../i18n/locales.js';

/**
 * The visitor's language: the first in their browser's Accept-Language (by weight) that the bot
 * speaks, else the server's (/setup), else English. A tag whose language the bot does not speak
 * is skipped rather than read as English (languageOf's fallback), so `xx, de` gives German.
 */
export function visitorLanguage(acceptLanguage: string | undefined, serverLanguage: string | null | undefined): Language {
  return askedLanguage(acceptLanguage) ?? (serverLanguage && isLanguage(languageOf(serverLanguage)) ? languageOf(serverLanguage) : 'en');
}

/** The first language in the browser's Accept-Language the bot speaks; undefined: none (the server's is used). */
export function askedLanguage(acceptLanguage: string | undefined): Language | undefined {
  const asked = (acceptLanguage ?? '')
    .slice(0, 500)
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), order };
    })
    .filter((t) => t.tag && t.tag !== '*' && t.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
  for (const { tag } of asked) {
    const primary = tag.toLowerCase().split('-')[0];
    if (LANGUAGES.some((l) => l.toLowerCase().split('-')[0] === primary)) return languageOf(tag);
  }
  return undefined;
}
