/**
 * Wall-clock time in an IANA time zone, with nothing but Intl (Node carries the tz database):
 * the parts of an instant in a zone, and the instant of a zone's wall-clock time. A wall time
 * that does not exist (the hour skipped when clocks go forward) is moved on by the gap, as the
 * clocks are (02:30 → 03:30 in Europe/Berlin on the last Sunday of March); one that happens twice
 * (the hour repeated when clocks go back) is its first occurrence, so a schedule runs once.
 */

export interface WallTime {
  year: number;
  /** 1–12. */
  month: number;
  day: number;
  hour: number;
  minute: number;
}

export interface ZonedTime extends WallTime {
  /** 0 Monday … 6 Sunday. */
  weekday: number;
}

export const UTC = 'UTC';

const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(zone: string): Intl.DateTimeFormat {
  let f = formats.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      weekday: 'short',
    });
    formats.set(zone, f);
  }
  return f;
}

/** The zone's canonical name (`europe/berlin` → `Europe/Berlin`), or undefined when Intl does not know it. */
export function canonicalZone(name: string): string | undefined {
  const typed = name.trim();
  if (!typed || typed.length > 64) return undefined;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: typed }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** Every zone Intl offers (for autocomplete), UTC first. */
export function allZones(): string[] {
  const listed = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('timeZone') ?? [];
  return [UTC, ...listed.filter((z) => z !== UTC)];
}

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** The wall-clock parts of `ms` in `zone`. */
export function zonedTime(ms: number, zone: string): ZonedTime {
  const parts: Record<string, string> = {};
  for (const p of formatOf(zone).formatToParts(new Date(ms))) parts[p.type] = p.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
    weekday: WEEKDAYS.indexOf(parts.weekday ?? ''),
  };
}

/** The zone's offset from UTC at `ms`, in ms (Europe/Berlin in summer: +7,200,000). */
export function offsetAt(ms: number, zone: string): number {
  const t = zonedTime(ms, zone);
  const whole = Math.floor(ms / 60_000) * 60_000;
  return Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute) - whole;
}

const sameWall = (a: WallTime, b: WallTime) =>
  a.year === b.year && a.month === b.month && a.day === b.day && a.hour === b.hour && a.minute === b.minute;

/** The instant (epoch ms) of wall time `w` in `zone`: see the module comment for skipped and repeated times. */
export function instantOf(w: WallTime, zone: string): number {
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute);
  // The offsets in force half a day either side: a change of offset near `w` is one of them.
  const before = offsetAt(asUtc - 43_200_000, zone);
  const after = offsetAt(asUtc + 43_200_000, zone);
  const found = [...new Set([before, after])].map((o) => asUtc - o).filter((ms) => sameWall(zonedTime(ms, zone), w));
  if (found.length > 0) return Math.min(...found);
  // Skipped by a change forward: the offset before it puts the time as far past the change as it was meant to be.
  return asUtc - before;
}

/** The calendar day `n` days after the given one (no zone: pure calendar arithmetic). */
export function addDays(y: number, m: number, d: number, n: number): { year: number; month: number; day: number } {
  const t = new Date(Date.UTC(y, m - 1, d + n));
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
}

/** Days in a month (month 1–12). */
export const daysIn = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** 0 Monday … 6 Sunday, of a calendar day. */
export const weekdayOf = (y: number, m: number, d: number): number => (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;

/** The ISO week-year of a calendar day (the year of its week's Thursday): 29 December 2025 is in week 1 of 2026. */
export function weekYear(y: number, m: number, d: number): number {
  return addDays(y, m, d, 3 - weekdayOf(y, m, d)).year;
}

/** The ISO 8601 week number (1–53) of a calendar day. */
export function isoWeek(y: number, m: number, d: number): number {
  const thursday = addDays(y, m, d, 3 - weekdayOf(y, m, d));
  const jan1 = Date.UTC(thursday.year, 0, 1);
  return Math.floor((Date.UTC(thursday.year, thursday.month - 1, thursday.day) - jan1) / 86_400_000 / 7) + 1;
}
