import { nextRun, parseRunAt } from './schedule.js';
import { addDays, instantOf, zonedTime } from './zone.js';

/**
 * When a one-off write is sent (`at:` on /raid create and the value moves), in a server's zone:
 * `18:00` (its next 18:00), `mon 18:00` (the next Monday at 18:00), `today 18:00`,
 * `tomorrow 9:00`, or a date `2026-12-01 18:00`. A time a clock change skips or repeats is read
 * as src/time/zone.ts settles it. Pure; the repeating schedules' words and math are reused
 * (src/time/schedule.ts), so "18:00" means the same in both.
 */

export type SendAt = { ok: true; at: number } | { ok: false; why: 'form' | 'past' | 'far' };

/** A write may be scheduled at most this far ahead (the journal's and the key's life are not years). */
export const MAX_AHEAD_MS = 30 * 24 * 60 * 60_000;

const DATE = /^(\d{4})-(\d{2})-(\d{2}) (\d{1,2}):(\d{2})$/;
const DAY_WORD = /^(today|tomorrow) (\d{1,2}(?::\d{2})?)$/;

/** The instant `typed` names in `zone`, seen at `now`; refused when unreadable, not after `now`, or past MAX_AHEAD_MS. */
export function parseSendAt(typed: string, zone: string, now: number): SendAt {
  const text = typed.trim().toLowerCase().replace(/\s+/g, ' ');
  let at: number | undefined;
  const date = DATE.exec(text);
  const word = DAY_WORD.exec(text);
  if (date) {
    const [year, month, day, hour, minute] = date.slice(1).map(Number) as [number, number, number, number, number];
    const real = addDays(year, month, day, 0);
    // 2026-02-30 is no day; a time past 23:59 is no time.
    if (real.month !== month || real.day !== day || hour > 23 || minute > 59) return { ok: false, why: 'form' };
    at = instantOf({ year, month, day, hour, minute }, zone);
  } else if (word) {
    const clock = parseRunAt('day', word[2]);
    if (!clock) return { ok: false, why: 'form' };
    const today = zonedTime(now, zone);
    const d = addDays(today.year, today.month, today.day, word[1] === 'tomorrow' ? 1 : 0);
    at = instantOf({ ...d, hour: clock.hour, minute: clock.minute }, zone);
  } else {
    // `18:00` or `mon 18:00`: the next such time, as a daily or weekly schedule reads it.
    const run = text.includes(' ') ? parseRunAt('week', text) : /^\d{1,2}(:\d{2})?$/.test(text) ? parseRunAt('day', text) : undefined;
    if (!run) return { ok: false, why: 'form' };
    at = nextRun(run, zone, now);
  }
  if (at <= now) return { ok: false, why: 'past' };
  if (at - now > MAX_AHEAD_MS) return { ok: false, why: 'far' };
  return { ok: true, at };
}
