import { addDays, instantOf, isoWeek, weekdayOf, weekYear, zonedTime } from './zone.js';
import { periodAt } from './schedule.js';

/**
 * The periods of period boards in a server's time zone: the ISO week (from Monday 00:00) and
 * the calendar month (from the 1st, 00:00), each named as typed (`2026-W47`, `2026-11`). Pure:
 * the zone math (DST included) is src/time/zone.ts, the period ends are src/time/schedule.ts.
 */

export type PeriodKind = 'week' | 'month';

export interface BoardPeriod {
  kind: PeriodKind;
  /** `2026-W47` or `2026-11`. */
  label: string;
  /** Epoch ms of its first instant (Monday 00:00, the 1st 00:00) in the zone. */
  startsAt: number;
  /** Epoch ms of the next period's start. */
  endsAt: number;
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** The week or month running at `at` in `zone`. */
export function boardPeriodAt(kind: PeriodKind, zone: string, at: number): BoardPeriod {
  const t = zonedTime(at, zone);
  const endsAt = periodAt(kind, zone, at)!.endsAt;
  if (kind === 'week') {
    const monday = addDays(t.year, t.month, t.day, -weekdayOf(t.year, t.month, t.day));
    const startsAt = instantOf({ ...monday, hour: 0, minute: 0 }, zone);
    return { kind, label: `${weekYear(t.year, t.month, t.day)}-W${pad(isoWeek(t.year, t.month, t.day))}`, startsAt, endsAt };
  }
  return {
    kind,
    label: `${t.year}-${pad(t.month)}`,
    startsAt: instantOf({ year: t.year, month: t.month, day: 1, hour: 0, minute: 0 }, zone),
    endsAt,
  };
}

/** The period before `p` (the one that ended when it started). */
export const previousPeriod = (p: BoardPeriod, zone: string): BoardPeriod => boardPeriodAt(p.kind, zone, p.startsAt - 60_000);

/** What `/leaderboard period:` takes. */
export type PeriodChoice = 'week' | 'month' | 'last-week' | 'last-month';
export const PERIOD_WORDS: readonly PeriodChoice[] = ['week', 'month', 'last-week', 'last-month'];

/**
 * The period a typed `period:` names at `now` in `zone`: `week`, `month`, `last-week`,
 * `last-month`, or a past one by name (`2026-W47`, `2026-11`). Undefined when it is none of
 * them (or names a week that does not exist).
 */
export function parsePeriod(typed: string, zone: string, now: number): BoardPeriod | undefined {
  const text = typed.trim().toLowerCase();
  if (text === 'week' || text === 'month') return boardPeriodAt(text, zone, now);
  if (text === 'last-week' || text === 'last-month')
    return previousPeriod(boardPeriodAt(text === 'last-week' ? 'week' : 'month', zone, now), zone);
  const week = /^(\d{4})-w(\d{1,2})$/.exec(text);
  if (week) {
    const year = Number(week[1]);
    const n = Number(week[2]);
    // Week 1 holds 4 January; week n starts 7(n-1) days after its Monday.
    const monday = addDays(year, 1, 4, -weekdayOf(year, 1, 4) + 7 * (n - 1));
    if (n < 1 || weekYear(monday.year, monday.month, monday.day) !== year || isoWeek(monday.year, monday.month, monday.day) !== n)
      return undefined;
    return boardPeriodAt('week', zone, instantOf({ ...monday, hour: 12, minute: 0 }, zone));
  }
  const month = /^(\d{4})-(\d{1,2})$/.exec(text);
  if (month) {
    const m = Number(month[2]);
    if (m < 1 || m > 12) return undefined;
    return boardPeriodAt('month', zone, instantOf({ year: Number(month[1]), month: m, day: 15, hour: 12, minute: 0 }, zone));
  }
  return undefined;
}

/** The latest period start (week or month) at or before `at`: when a snapshot is due. */
export function latestBoundary(zone: string, at: number): number {
  return Math.max(boardPeriodAt('week', zone, at).startsAt, boardPeriodAt('month', zone, at).startsAt);
}

/** The next period start after `at` (a week's or a month's, whichever comes first): where the running periods' closing snapshot is. */
export function nextBoundary(zone: string, at: number): number {
  return Math.min(boardPeriodAt('week', zone, at).endsAt, boardPeriodAt('month', zone, at).endsAt);
}
