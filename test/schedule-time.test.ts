import { describe, expect, it } from 'vitest';
import { nextRun, parseRunAt, periodAt, periodEndingAt, runAtText, type RunAt } from '../src/time/schedule.js';
import { canonicalZone, instantOf, zonedTime } from '../src/time/zone.js';
import { runAtWords } from '../src/features/schedules/view.js';
import { readerFor } from '../src/i18n/reader.js';

/**
 * A schedule's times in a server's zone: a weekly run at 02:30 in Europe/Berlin over the March
 * change (02:30 does not exist: it runs at 03:30 CEST) and the October change (02:30 happens
 * twice: it runs once, at the first), a month's last day, half-hour zones, and the periods a
 * final board closes.
 */

const iso = (ms: number) => new Date(ms).toISOString().replace(':00.000Z', 'Z');
const runs = (at: RunAt, zone: string, from: string, n: number): string[] => {
  const out: string[] = [];
  let t = Date.parse(from);
  for (let i = 0; i < n; i++) out.push(iso((t = nextRun(at, zone, t))));
  return out;
};
const BERLIN = 'Europe/Berlin';

describe('weekly at 02:30 in Europe/Berlin', () => {
  const sunday = parseRunAt('week', 'sun 02:30')!;

  it('over the March change: the skipped 02:30 runs at 03:30 CEST, once, and the weeks around are at 02:30 local', () => {
    expect(runs(sunday, BERLIN, '2026-03-16T00:00:00Z', 3)).toEqual([
      '2026-03-22T01:30Z', // 02:30 CET
      '2026-03-29T01:30Z', // 02:30 does not exist that night: 03:30 CEST
      '2026-04-05T00:30Z', // 02:30 CEST
    ]);
    const skipped = zonedTime(Date.parse('2026-03-29T01:30:00Z'), BERLIN);
    expect([skipped.hour, skipped.minute]).toEqual([3, 30]);
  });

  it('over the October change: the repeated 02:30 runs once, at its first occurrence', () => {
    const got = runs(sunday, BERLIN, '2026-10-12T00:00:00Z', 3);
    expect(got).toEqual([
      '2026-10-18T00:30Z', // 02:30 CEST
      '2026-10-25T00:30Z', // 02:30 CEST, the first of the two
      '2026-11-01T01:30Z', // 02:30 CET
    ]);
    // Asked again just after the first 02:30 (as the next tick is), the second 02:30 is not a run.
    expect(iso(nextRun(sunday, BERLIN, Date.parse('2026-10-25T00:30:00Z')))).toBe('2026-11-01T01:30Z');
    expect(iso(nextRun(sunday, BERLIN, Date.parse('2026-10-25T01:00:00Z')))).toBe('2026-11-01T01:30Z');
  });

  it('daily at 02:30 has one run a day across both changes', () => {
    const daily = parseRunAt('day', '02:30')!;
    expect(runs(daily, BERLIN, '2026-03-28T00:00:00Z', 3)).toEqual(['2026-03-28T01:30Z', '2026-03-29T01:30Z', '2026-03-30T00:30Z']);
    expect(runs(daily, BERLIN, '2026-10-24T00:00:00Z', 3)).toEqual(['2026-10-24T00:30Z', '2026-10-25T00:30Z', '2026-10-26T01:30Z']);
  });
});

describe("a month's last day", () => {
  it('`last 23:30` is the 28th of February, the 31st of March, the 30th of April, in the zone', () => {
    expect(runs(parseRunAt('month', 'last 23:30')!, BERLIN, '2026-02-01T00:00:00Z', 4)).toEqual([
      '2026-02-28T22:30Z',
      '2026-03-31T21:30Z', // CEST from the 29th
      '2026-04-30T21:30Z',
      '2026-05-31T21:30Z',
    ]);
    // A leap year.
    expect(runs(parseRunAt('month', 'last 12:00')!, 'UTC', '2028-02-01T00:00:00Z', 1)).toEqual(['2028-02-29T12:00Z']);
  });

  it('day 31 falls on the last day of shorter months; day 1 of the next month follows', () => {
    expect(runs(parseRunAt('month', '31 09:00')!, 'UTC', '2026-04-01T00:00:00Z', 3)).toEqual([
      '2026-04-30T09:00Z',
      '2026-05-31T09:00Z',
      '2026-06-30T09:00Z',
    ]);
  });

  it("the month's period ends at 00:00 on the 1st in the zone, and the week's at Monday 00:00", () => {
    const march = periodAt('month', BERLIN, Date.parse('2026-03-15T12:00:00Z'))!;
    expect(iso(march.endsAt)).toBe('2026-03-31T22:00Z');
    expect(periodEndingAt('month', BERLIN, march.endsAt)).toMatchObject({ year: 2026, month: 3 });
    const week = periodAt('week', BERLIN, Date.parse('2026-11-18T12:00:00Z'))!;
    expect(iso(week.endsAt)).toBe('2026-11-22T23:00Z');
    expect(periodEndingAt('week', BERLIN, week.endsAt)?.week).toBe(47);
    // The week holding the October change ends on Monday 00:00 CET.
    expect(iso(periodAt('week', BERLIN, Date.parse('2026-10-24T12:00:00Z'))!.endsAt)).toBe('2026-10-25T23:00Z');
    expect(periodAt('day', BERLIN, 0)).toBeUndefined();
  });

  it("a week carries its ISO week's year: late December may be week 1 of the next year, early January week 53 of the last", () => {
    expect(periodAt('week', BERLIN, Date.parse('2024-12-31T12:00:00Z'))).toMatchObject({ year: 2024, week: 1, weekYear: 2025 });
    expect(periodAt('week', BERLIN, Date.parse('2027-01-01T12:00:00Z'))).toMatchObject({ year: 2027, week: 53, weekYear: 2026 });
    expect(periodAt('week', BERLIN, Date.parse('2026-11-18T12:00:00Z'))).toMatchObject({ week: 47, weekYear: 2026 });
  });
});

describe('zones and what moderators type', () => {
  it("hourly runs at the zone's minute, also in a half-hour zone", () => {
    expect(runs(parseRunAt('hour', ':15')!, 'Asia/Kolkata', '2026-01-01T00:00:00Z', 2)).toEqual(['2026-01-01T00:45Z', '2026-01-01T01:45Z']);
    expect(runs(parseRunAt('hour', undefined)!, 'UTC', '2026-01-01T00:00:00Z', 1)).toEqual(['2026-01-01T01:00Z']);
  });

  it('reads each form back as it is stored, and refuses the rest', () => {
    for (const [every, typed, stored] of [
      ['hour', '15', ':15'],
      ['day', '9:05', '09:05'],
      ['week', 'Monday 18:00', 'mon 18:00'],
      ['week', 'fri', 'fri 09:00'],
      ['month', 'LAST 23:30', 'last 23:30'],
      ['month', '15 8:00', '15 08:00'],
    ] as const) {
      expect(runAtText(parseRunAt(every, typed)!)).toBe(stored);
      expect(runAtText(parseRunAt(every, stored)!)).toBe(stored);
    }
    for (const [every, typed] of [
      ['hour', '60'],
      ['day', '24:00'],
      ['day', 'mon 18:00'],
      ['week', 'someday 18:00'],
      ['month', '32 09:00'],
      ['month', '0'],
      ['week', 'mon 18:00 x'],
    ] as const) {
      expect(parseRunAt(every, typed)).toBeUndefined();
    }
  });

  it('knows zones by any case and refuses unknown ones', () => {
    expect(canonicalZone('europe/berlin')).toBe('Europe/Berlin');
    expect(canonicalZone('Mars/Olympus')).toBeUndefined();
    expect(canonicalZone('')).toBeUndefined();
    expect(iso(instantOf({ year: 2026, month: 7, day: 1, hour: 12, minute: 0 }, 'America/New_York'))).toBe('2026-07-01T16:00Z');
  });
});

describe('a monthly run in words', () => {
  const monthly = (day: number): RunAt => ({ every: 'month', day, hour: 9, minute: 0 }) as RunAt;
  it('the first of the month takes the ordinal each language writes it with', () => {
    expect(runAtWords(monthly(1), 'UTC', readerFor('fr'))).toBe('le 1er de chaque mois à 09:00 (UTC)');
    expect(runAtWords(monthly(1), 'UTC', readerFor('pt-BR'))).toBe('no dia 1º de cada mês às 09:00 (UTC)');
    expect(runAtWords(monthly(15), 'UTC', readerFor('fr'))).toBe('le 15 de chaque mois à 09:00 (UTC)');
    expect(runAtWords(monthly(15), 'UTC', readerFor('en'))).toBe('on day 15 of every month at 09:00 (UTC)');
  });
});
