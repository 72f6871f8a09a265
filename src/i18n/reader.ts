import { LANGUAGES, SOURCE_LANGUAGE, languageOf, type Language } from './locales.js';
import { translate, translator, type PluralKey, type Translate } from './index.js';
import type { TOptions } from 'i18next';

/**
 * The language one message is written in, and the locale its numbers, dates and lists are
 * formatted with (`Intl`). Views take a Reader instead of a locale; handlers get theirs as
 * `ctx.reader` (private replies follow the member's client, public ones the server's).
 */
export interface Reader {
  language: Language;
  /** A BCP 47 locale for `Intl`: the Discord locale when it belongs to `language`, else the language itself. */
  locale: string;
  t: Translate;
  /** `a, b and c` (`conjunction`) or `a, b or c` (`disjunction`), in this language. */
  list(items: readonly string[], type?: 'conjunction' | 'disjunction'): string;
  /**
   * A plural text for `n`: i18next picks the language's form for it (`key_one`, `key_few`…,
   * else `key_other`); `{{n}}` is `n` formatted for the locale unless `values.n` is given.
   * In `t` and `plural` alike, a value given as a number is written in the locale's format, and a
   * `reason` as a clause (`asClause`): the text around it ends the sentence.
   */
  plural(key: PluralKey, n: number, values?: TOptions): string;
}

/** A word or name in the reader's quotation marks ("x", „x“, «x», 「x」): for plain text, where backticks would show as such. */
export const quoted = (s: Reader, text: string): string => s.t('board.quote', { text });

/** A text with an aside in the language's brackets: `"Weekly Quiz" (q-43)`, `「Weekly Quiz」（q-43）`. */
export const withAside = (s: Reader, text: string, aside: string): string => s.t('board.aside', { text, aside });

/** Each item quoted on its own, listed as the language lists: `"a" and "b"`, `„a“ oder „b“`, `「a」と「b」`. */
export const quotedList = (s: Reader, items: readonly string[], type: 'conjunction' | 'disjunction'): string =>
  s.list(
    items.map((i) => quoted(s, i)),
    type,
  );

/**
 * A reason as the part of a sentence it fills (`{{reason}}`): without its own final full stop, so
 * the text around it ends the sentence once (some reasons are whole sentences, upstream's words).
 */
export const asClause = (reason: string): string => reason.replace(/(?<![.．])[.．。]\s*$/u, '').trimEnd();

const cache = new Map<string, Reader>();

/** The Reader for a Discord locale (or a language code); anything unknown is English. */
export function readerFor(locale: string | null | undefined): Reader {
  const key = locale ?? '';
  let s = cache.get(key);
  if (!s) {
    const language = languageOf(locale);
    const intl =
      locale && languageOf(locale) === language && safeLocale(locale) ? locale : language === SOURCE_LANGUAGE ? 'en-US' : language;
    // Made at first use: every start makes a reader per language (EVERY_READER below), and ICU's
    // formatters cost a start tens of ms that most of them never use.
    const lists: Partial<Record<'conjunction' | 'disjunction', Intl.ListFormat>> = {};
    let numbers: Intl.NumberFormat | undefined;
    let exact: Intl.NumberFormat | undefined;
    // A number given to a text as it is (`{ max: 10000 }`) is written in the reader's format too:
    // no text shows a member 10000 where the rest of the bot writes 10,000.
    const inFormat = (values: TOptions | undefined): TOptions | undefined =>
      values &&
      Object.fromEntries(
        Object.entries(values).map(([k, v]) => [
          k,
          typeof v === 'number' && k !== 'count'
            ? (exact ??= new Intl.NumberFormat(intl, { maximumFractionDigits: 20 })).format(v)
            : k === 'reason' && typeof v === 'string'
              ? asClause(v)
              : v,
        ]),
      );
    const t = translator(language);
    s = Object.freeze({
      language,
      locale: intl,
      t: ((key, values) => t(key, inFormat(values))) as Translate,
      list: (items: readonly string[], type: 'conjunction' | 'disjunction' = 'conjunction') =>
        (lists[type] ??= new Intl.ListFormat(intl, { type })).format(items),
      plural: (key: PluralKey, n: number, values: TOptions = {}) =>
        translate(language, key, {
          count: n,
          n: (numbers ??= new Intl.NumberFormat(intl, { maximumFractionDigits: 2 })).format(n),
          ...inFormat(values),
        }),
    });
    if (cache.size < 256) cache.set(key, s);
  }
  return s;
}

function safeLocale(locale: string): boolean {
  try {
    return Intl.NumberFormat.supportedLocalesOf([locale]).length > 0;
  } catch {
    return false;
  }
}

/**
 * The Reader of a message: a private reply follows the member's client (`locale`); a public
 * message follows the server's choice in /setup, else the server's Discord language
 * (`guild_locale`). Anything unknown is English.
 */
export function messageReader(where: {
  private: boolean;
  locale?: string | null | undefined;
  serverLanguage?: string | null | undefined;
  guildLocale?: string | null | undefined;
}): Reader {
  return readerFor(where.private ? where.locale : where.serverLanguage || where.guildLocale);
}

/** English (en-US): log lines, `Error.message`, and tests that read the source text. */
export const ENGLISH: Reader = readerFor('en-US');

/** One Reader per language (tests and checks that walk every language). */
export const EVERY_READER: readonly Reader[] = LANGUAGES.map((l) => readerFor(l));

/**
 * A text to show, written once the reader's language is known: an error thrown deep in a
 * command is shown privately, so in the member's language even when the reply would have been public.
 */
export type Text = (s: Reader) => string;

/** Text the same in every language: a name, a value the user typed, upstream's own words. */
export const verbatim =
  (text: string): Text =>
  () =>
    text;

/** A Text as English text (for `Error.message` and logs). */
export const inEnglish = (text: Text): string => text(ENGLISH);
