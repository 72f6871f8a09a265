/**
 * Formatting shared by views: exact token amounts, locale-aware numbers, Discord timestamps,
 * durations. Pure functions.
 */

/** Exact token amounts live in src/decimal.ts, shared with every command that moves money. */
export { formatUnits } from '../decimal.js';

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

const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * The one way every reply writes a duration: whole words, largest unit first.
 * 90 → "1 hour 30 minutes", 2880 → "2 days", 10080 → "1 week", 11520 → "8 days".
 * Weeks only when the span is whole weeks, so "8 days" never reads "1 week 1 day".
 */
export function formatMinutes(minutes: number): string {
  if (minutes >= 10080 && minutes % 10080 === 0) return unit(minutes / 10080, 'week');
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  const parts: string[] = [];
  if (days) parts.push(unit(days, 'day'));
  if (hours) parts.push(unit(hours, 'hour'));
  if (mins) parts.push(unit(mins, 'minute'));
  return parts.join(' ') || '0 minutes';
}

/** Seconds for a short wait ("try again in 3 seconds"), in the same words as formatMinutes. */
export function formatSeconds(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  return s < 60 ? unit(s, 'second') : formatMinutes(Math.ceil(s / 60));
}

/** Milliseconds to words, for quest intervals: 86400000 → "1 day". */
export function formatInterval(ms: number): string {
  return formatMinutes(Math.round(ms / 60_000));
}

/** `0x12345678…cdef` for long addresses in tight spaces; full addresses go in code blocks. */
export function shortAddress(address: string, keep = 6): string {
  return address.length <= keep * 2 + 1 ? address : `${address.slice(0, keep)}…${address.slice(-keep + 2)}`;
}

export const MEDALS = ['🥇', '🥈', '🥉'] as const;

/** `3 days`, `2 hours`, `90 minutes`, `1 day 12 hours`: a bound said the way people say it. */
export function describeMs(ms: number): string {
  const parts: string[] = [];
  let left = ms;
  for (const [unit, size] of [['week', 604_800_000], ['day', 86_400_000], ['hour', 3_600_000], ['minute', 60_000], ['second', 1_000]] as const) {
    const n = Math.floor(left / size);
    if (n > 0) parts.push(`${n} ${unit}${n === 1 ? '' : 's'}`);
    left -= n * size;
  }
  return parts.join(' ') || '0 seconds';
}
