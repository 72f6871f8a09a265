import type { Schedule } from '../../store/schedules.js';
import { nextRun, parseRunAt, periodAt } from '../../time/schedule.js';

/** The schedule's next run after `after` and the end of the period running then (weekly, monthly), in `zone`. */
export function nextTimes(
  schedule: Pick<Schedule, 'every' | 'runAt'>,
  zone: string,
  after: number,
): { nextRunAt: number; nextFinalAt: number | null } {
  const at = parseRunAt(schedule.every, schedule.runAt);
  if (!at) throw new Error(`unreadable schedule time ${schedule.runAt}`);
  return { nextRunAt: nextRun(at, zone, after), nextFinalAt: periodAt(schedule.every, zone, after)?.endsAt ?? null };
}
