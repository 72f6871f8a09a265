import { addDays, daysIn, instantOf, isoWeek, weekdayOf, weekYear, zonedTime } from './zone.js';

/**
 * When a repeating schedule runs, in a server's time zone: every hour at a minute, every day at
 * a time, every week on a weekday at a time, every month on a day (or its last day) at a time.
 * A weekly or monthly schedule's period (ISO week from Monday 00:00, calendar month) also ends,
 * and its final board is posted then. Pure: the zone math is src/time/zone.ts.
 */

export const EVERY = ['hour', 'day', 'week', 'month'] as const;
export type Every = (typeof EVERY)[number];

export interface RunAt {
  every: Every;
  hour: number;
  minute: number;
  /** Weekly: 0 Monday … 6 Sunday. */
  weekday?: number;
  /** Monthly: 1–31 (past the month's end: its last day) or `last`. */
  day?: number | 'last';
}

const WEEKDAY_WORDS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
const FULL_WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/** Defaults when `at` is left out: on the hour; 09:00; Monday 09:00; the 1st at 09:00. */
const DEFAULTS: Record<Every, RunAt> = {
  hour: { every: 'hour', hour: 0, minute: 0 },
  day: { every: 'day', hour: 9, minute: 0 },
  week: { every: 'week', hour: 9, minute: 0, weekday: 0 },
  month: { every: 'month', hour: 9, minute: 0, day: 1 },
};

const clock = (text: string): { hour: number; minute: number } | undefined => {
  const m = /^(\d{1,2})(?::(\d{2}))?$/.exec(text);
  if (!m) return undefined;
  const hour = Number(m[1]);
  const minute = Number(m[2] ?? 0);
  return hour < 24 && minute < 60 ? { hour, minute } : undefined;
};

/**
 * `at` as typed for `every`, or undefined when it is not one of the forms: hour `:15`;
 * day `18:00`; week `mon 18:00`; month `1 09:00`, `31 23:30` or `last 23:30`.
 */
export function parseRunAt(every: Every, typed: string | undefined): RunAt | undefined {
  const text = (typed ?? '').trim().toLowerCase().replace(/\s+/g, ' ');
  if (!text) return DEFAULTS[every];
  if (every === 'hour') {
    const m = /^:?(\d{1,2})$/.exec(text);
    return m && Number(m[1]) < 60 ? { every, hour: 0, minute: Number(m[1]) } : undefined;
  }
  if (every === 'day') {
    const c = clock(text);
    return c && { every, ...c };
  }
  const [first = '', second, ...rest] = text.split(' ');
  if (rest.length > 0) return undefined;
  const c = second === undefined ? { hour: DEFAULTS[every].hour, minute: 0 } : clock(second);
  if (!c) return undefined;
  if (every === 'week') {
    const weekday = Math.max(WEEKDAY_WORDS.indexOf(first), FULL_WEEKDAYS.indexOf(first));
    return weekday < 0 ? undefined : { every, ...c, weekday };
  }
  if (first === 'last') return { every, ...c, day: 'last' };
  if (!/^\d{1,2}$/.test(first) || Number(first) < 1 || Number(first) > 31) return undefined;
  return { every, ...c, day: Number(first) };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `at` as stored and as `parseRunAt` reads it back: `:15`, `18:00`, `mon 18:00`, `last 23:30`. */
export function runAtText(at: RunAt): string {
  const time = `${pad(at.hour)}:${pad(at.minute)}`;
  if (at.every === 'hour') return `:${pad(at.minute)}`;
  if (at.every === 'day') return time;
  if (at.every === 'week') return `${WEEKDAY_WORDS[at.weekday ?? 0]} ${time}`;
  return `${at.day ?? 1} ${time}`;
}

/** The first run strictly after `after` (epoch ms), in `zone`. */
export function nextRun(at: RunAt, zone: string, after: number): number {
  if (at.every === 'hour') {
    // Minute by minute: a zone's offset may be a half or quarter hour, so its minutes are not UTC's.
    for (let t = Math.floor(after / 60_000) * 60_000 + 60_000; ; t += 60_000) {
      if (zonedTime(t, zone).minute === at.minute) return t;
    }
  }
  const today = zonedTime(after, zone);
  if (at.every !== 'month') {
    for (let i = 0; i <= 8; i++) {
      const d = addDays(today.year, today.month, today.day, i);
      if (at.every === 'week' && weekdayOf(d.year, d.month, d.day) !== at.weekday) continue;
      const t = instantOf({ ...d, hour: at.hour, minute: at.minute }, zone);
      if (t > after) return t;
    }
    throw new Error('no run within 8 days');
  }
  for (let i = 0; i < 3; i++) {
    const month = ((today.month - 1 + i) % 12) + 1;
    const year = today.year + Math.floor((today.month - 1 + i) / 12);
    const last = daysIn(year, month);
    const want = at.day ?? 1;
    const day = want === 'last' || want > last ? last : want;
    const t = instantOf({ year, month, day, hour: at.hour, minute: at.minute }, zone);
    if (t > after) return t;
  }
  throw new Error('no run within 3 months');
}

/** A weekly or monthly schedule's period: it ends at `endsAt` (the next Monday 00:00 or 1st 00:00), named by `week` or `year`/`month`. */
export interface Period {
  every: 'week' | 'month';
  endsAt: number;
  year: number;
  month: number;
  /** ISO week number (weekly). */
  week: number;
  /** The ISO week's year (weekly): week 1 may start in December, week 53 end in January. */
  weekYear: number;
}

/** The period (of a weekly or monthly schedule) that is running at `at`; undefined for hourly and daily ones. */
export function periodAt(every: Every, zone: string, at: number): Period | undefined {
  if (every !== 'week' && every !== 'month') return undefined;
  const t = zonedTime(at, zone);
  if (every === 'week') {
    const next = addDays(t.year, t.month, t.day, 7 - weekdayOf(t.year, t.month, t.day));
    return {
      every,
      endsAt: instantOf({ ...next, hour: 0, minute: 0 }, zone),
      year: t.year,
      month: t.month,
      week: isoWeek(t.year, t.month, t.day),
      weekYear: weekYear(t.year, t.month, t.day),
    };
  }
  const year = t.month === 12 ? t.year + 1 : t.year;
  const month = t.month === 12 ? 1 : t.month + 1;
  return {
    every,
    endsAt: instantOf({ year, month, day: 1, hour: 0, minute: 0 }, zone),
    year: t.year,
    month: t.month,
    week: isoWeek(t.year, t.month, t.day),
    weekYear: weekYear(t.year, t.month, t.day),
  };
}

/** The period that ended at `endsAt` (the one a final board is for). */
export const periodEndingAt = (every: Every, zone: string, endsAt: number): Period | undefined => periodAt(every, zone, endsAt - 60_000);
