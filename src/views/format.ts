/**
 * Formatting shared by views: exact token amounts, locale-aware numbers, Discord timestamps,
 * durations. Pure functions.
 */

/** Exact token amounts live in src/decimal.ts, shared with every command that moves money. */
export { formatUnits } from '../decimal.js';
import type { PluralKey } from '../i18n/index.js';
import { withAside, type Reader } from '../i18n/reader.js';

export function formatNumber(value: number, locale = 'en-US', maximumFractionDigits = 2): string {
  return numberFormat(locale, `n${maximumFractionDigits}`, { maximumFractionDigits }).format(value);
}

export function formatUsd(value: number, locale = 'en-US'): string {
  return numberFormat(locale, 'usd', { style: 'currency', currency: 'USD' }).format(value);
}

/**
 * Building an Intl.NumberFormat costs far more than using one, and a busy leaderboard formats
 * hundreds of numbers a second; Discord's locales are few, so one per locale and style is kept.
 */
const formats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, style: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${style}`;
  let format = formats.get(key);
  if (!format) {
    if (formats.size >= 256) formats.clear();
    format = new Intl.NumberFormat(safeLocale(locale), options);
    formats.set(key, format);
  }
  return format;
}

function safeLocale(locale: string): string {
  try {
    return Intl.NumberFormat.supportedLocalesOf([locale]).length > 0 ? locale : 'en-US';
  } catch {
    return 'en-US';
  }
}

export type TimestampStyle = 't' | 'T' | 'd' | 'D' | 'f' | 'F' | 'R';

/** A Discord timestamp tag, rendered in each reader's own time zone. Accepts milliseconds. */
export function discordTime(ms: number, style: TimestampStyle = 'f'): string {
  return `<t:${Math.floor(ms / 1000)}:${style}>`;
}

/** A moment as a date and time with how far off it is beside it: `7 December 2026 18:00 (in 2 days)`, each reader's clock. */
export const discordTimeFromNow = (ms: number, s: Reader, style: TimestampStyle = 'f'): string =>
  withAside(s, discordTime(ms, style), discordTime(ms, 'R'));

type Unit = 'week' | 'day' | 'hour' | 'minute' | 'second';
const UNIT_MS: readonly (readonly [Unit, number])[] = [
  ['week', 604_800_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
  ['second', 1_000],
];

/** `2 hours`, `2 Stunden`, `2 часа`: Intl knows every language's units and plural forms. */
const unit = (n: number, u: Unit, s: Reader) => numberFormat(s.locale, `u-${u}`, { style: 'unit', unit: u, unitDisplay: 'long' }).format(n);
/**
 * How a span's units are joined, as each language writes a length of time: "1 Stunde und
 * 30 Minuten", "1 hora e 30 minutos", "1時間30分", "1 hour 30 minutes", "1 час 30 минут".
 * Intl's narrow unit list puts a comma between German units, so German takes "und" and the
 * Romance languages the long unit list.
 */
const SPAN_JOIN: Partial<Record<string, Intl.ListFormatOptions | 'glued'>> = {
  de: { type: 'conjunction' },
  es: { type: 'unit', style: 'long' },
  fr: { type: 'unit', style: 'long' },
  // Japanese writes a length of time with no space at all, which Intl's units do not.
  ja: 'glued',
  pt: { type: 'unit', style: 'long' },
};
const spaced = (parts: string[], s: Reader) => {
  const join = SPAN_JOIN[s.locale.split('-')[0]!] ?? { type: 'unit', style: 'narrow' };
  if (join === 'glued') return parts.join('').replace(/\s/gu, '');
  return parts.length > 1 ? new Intl.ListFormat(s.locale, join).format(parts) : (parts[0] ?? '');
};

/**
 * The one way every reply writes a span: whole units, largest first, in the reader's language.
 * 90 min → "1 hour 30 minutes", 2 days, 1 week, "8 days" (weeks only when the span is whole
 * weeks, so 8 days never reads "1 week 1 day"). Below a minute, seconds.
 */
export function formatSpan(ms: number, s: Reader): string {
  const weeks = ms >= 604_800_000 && ms % 604_800_000 === 0;
  const parts: string[] = [];
  let left = ms;
  for (const [u, size] of UNIT_MS) {
    if ((u === 'week' && !weeks) || (u === 'second' && ms >= 60_000)) continue;
    const n = Math.floor(left / size);
    if (n > 0) parts.push(unit(n, u, s));
    left -= n * size;
  }
  return spaced(parts.length ? parts : [unit(0, ms >= 60_000 ? 'minute' : 'second', s)], s);
}

export const formatMinutes = (minutes: number, s: Reader): string => formatSpan(minutes * 60_000, s);

/** The nouns `counted` writes with their number (`common.count`). */
export type Counted = 'holders' | 'members' | 'requests' | 'minutes' | 'weeks' | 'points' | 'characters';

/**
 * "200,000 holders", "2 запроса": a number in the reader's format with the noun it counts, in the
 * form the language's grammar gives that number. What a text says a count with, as a whole phrase.
 */
export const counted = (noun: Counted, n: number, s: Reader): string => s.plural(`common.count.${noun}` as PluralKey, n);

const EVERY: readonly (readonly ['week' | 'day' | 'hour' | 'minute', number])[] = [
  ['week', 604_800_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/**
 * How often something repeats, as a phrase: "every minute" (one unit has its own words), "every 90
 * minutes", "every 2 days", in the largest unit the interval is a whole number of (seconds round
 * up to a minute).
 */
export function formatEvery(ms: number, s: Reader): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000)) * 60_000;
  const [unit, size] = EVERY.find(([, size]) => minutes % size === 0) ?? EVERY[EVERY.length - 1]!;
  const n = minutes / size;
  return n === 1 ? s.t(`common.every.${unit}`) : s.plural(`common.every.${unit}s` as PluralKey, n);
}

/** Seconds for a short wait ("try again in 3 seconds"), rounded up. */
export function formatSeconds(seconds: number, s: Reader): string {
  const whole = Math.max(1, Math.ceil(seconds));
  return whole < 60 ? unit(whole, 'second', s) : formatMinutes(Math.ceil(whole / 60), s);
}

/** `0x12345678…cdef` for long addresses in tight spaces; full addresses go in code blocks. */
export function shortAddress(address: string, keep = 6): string {
  return address.length <= keep * 2 + 1 ? address : `${address.slice(0, keep)}…${address.slice(-keep + 2)}`;
}

export const MEDALS = ['🥇', '🥈', '🥉'] as const;
