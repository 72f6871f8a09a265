import { describe, expect, it } from 'vitest';
import { byGain, exactGain, gainRows } from '../src/features/periods/board.js';
import { ENGLISH, EVERY_READER } from '../src/i18n/reader.js';
import { boardPeriodAt, latestBoundary, parsePeriod, previousPeriod } from '../src/time/period.js';
import { pruneBefore } from '../src/features/periods/jobs.js';
import { gained, gainRank, periodBoardView, periodRankView } from '../src/features/periods/view.js';
import { expectDiscordLimits } from './discord-limits.js';

/**
 * Period boards' pure parts: weeks and months in a server's zone across DST (Europe/Berlin),
 * periods as typed, exact gains and their order, and the views within Discord's limits.
 */

const BERLIN = 'Europe/Berlin';
const HOUR = 3_600_000;

describe('periods in Europe/Berlin across DST', () => {
  it('the week clocks go forward in (29 March 2026) starts Monday 00:00 CET and ends Monday 00:00 CEST: 167 hours', () => {
    const w = boardPeriodAt('week', BERLIN, Date.UTC(2026, 2, 29, 12));
    expect(w.label).toBe('2026-W13');
    expect(w.startsAt).toBe(Date.UTC(2026, 2, 22, 23));
    expect(w.endsAt).toBe(Date.UTC(2026, 2, 29, 22));
    expect(w.endsAt - w.startsAt).toBe(167 * HOUR);
  });

  it('the week clocks go back in (25 October 2026) lasts 169 hours, and the next starts Monday 00:00 CET', () => {
    const w = boardPeriodAt('week', BERLIN, Date.UTC(2026, 9, 25, 1, 30));
    expect(w.label).toBe('2026-W43');
    expect(w.startsAt).toBe(Date.UTC(2026, 9, 18, 22));
    expect(w.endsAt).toBe(Date.UTC(2026, 9, 25, 23));
    expect(w.endsAt - w.startsAt).toBe(169 * HOUR);
    // One minute before and after the boundary, in UTC terms, fall in different weeks.
    expect(boardPeriodAt('week', BERLIN, w.endsAt - 60_000).label).toBe('2026-W43');
    expect(boardPeriodAt('week', BERLIN, w.endsAt).label).toBe('2026-W44');
    expect(previousPeriod(boardPeriodAt('week', BERLIN, w.endsAt), BERLIN)).toEqual(w);
  });

  it('months start on the 1st at 00:00 in the zone (CET in March, CEST in April)', () => {
    const march = boardPeriodAt('month', BERLIN, Date.UTC(2026, 2, 29, 12));
    expect(march).toEqual({ kind: 'month', label: '2026-03', startsAt: Date.UTC(2026, 1, 28, 23), endsAt: Date.UTC(2026, 2, 31, 22) });
  });

  it('the snapshot due is the latest week or month start: Sunday 1 November 2026 is a month start, Monday 2 November a week start', () => {
    expect(latestBoundary(BERLIN, Date.UTC(2026, 10, 1, 12))).toBe(Date.UTC(2026, 9, 31, 23));
    expect(latestBoundary(BERLIN, Date.UTC(2026, 10, 2, 12))).toBe(Date.UTC(2026, 10, 1, 23));
  });

  it('a week at the turn of the year is named by its ISO week-year', () => {
    expect(boardPeriodAt('week', BERLIN, Date.UTC(2026, 11, 31, 12)).label).toBe('2026-W53');
    expect(boardPeriodAt('week', BERLIN, Date.UTC(2027, 0, 4, 12)).label).toBe('2027-W01');
  });
});

it('retention never deletes a snapshot a running period or the last ended one counts from', () => {
  const now = Date.UTC(2026, 10, 18, 10);
  // 1 week: October's start would be past it, but the last ended month (October) still counts from it.
  expect(pruneBefore(now, BERLIN, 1)).toBe(boardPeriodAt('month', BERLIN, Date.UTC(2026, 9, 15)).startsAt);
  // 26 weeks: the retention is the earlier bound.
  expect(pruneBefore(now, BERLIN, 26)).toBe(now - 26 * 7 * 86_400_000);
});

describe('periods as typed', () => {
  const now = Date.UTC(2026, 10, 18, 10);
  it('reads the words and past periods by name, and refuses anything else', () => {
    expect(parsePeriod('week', BERLIN, now)?.label).toBe('2026-W47');
    expect(parsePeriod('last-week', BERLIN, now)?.label).toBe('2026-W46');
    expect(parsePeriod('month', BERLIN, now)?.label).toBe('2026-11');
    expect(parsePeriod('last-month', BERLIN, now)?.label).toBe('2026-10');
    expect(parsePeriod('2026-W13', BERLIN, now)).toEqual(boardPeriodAt('week', BERLIN, Date.UTC(2026, 2, 25)));
    expect(parsePeriod('2026-w5', BERLIN, now)?.label).toBe('2026-W05');
    expect(parsePeriod('2026-09', BERLIN, now)?.label).toBe('2026-09');
    for (const bad of ['fortnight', '2026-W54', '2025-W53', '2026-13', '2026-00', '', 'W47'])
      expect(parsePeriod(bad, BERLIN, now), bad).toBeUndefined();
  });
});

describe('exact gains', () => {
  it('subtracts decimals exactly, with signs, and ranks by gain then id', () => {
    expect(exactGain('0.3', '0.1')).toBe('0.2');
    expect(exactGain('10', '12.5')).toBe('-2.5');
    expect(exactGain('1e+21', '1')).toBe('999999999999999999999');
    expect(exactGain('5', '5')).toBe('0');
    const rows = gainRows(
      new Map([
        ['1', '10'],
        ['2', '3'],
        ['4', '1'],
      ]),
      new Map([
        ['1', '10.5'],
        ['2', '1'],
        ['3', '0.5'],
      ]),
    );
    expect(rows).toEqual([
      { userId: '1', gain: '0.5', balance: '10.5' },
      { userId: '3', gain: '0.5', balance: '0.5' },
      { userId: '4', gain: '-1', balance: '0' },
      { userId: '2', gain: '-2', balance: '1' },
    ]);
    expect(byGain(rows[0]!, rows[1]!)).toBeLessThan(0);
  });
});

it('period boards and "My rank" stay within Discord limits in every language', () => {
  const period = boardPeriodAt('week', BERLIN, Date.UTC(2026, 10, 18));
  const rows = Array.from({ length: 10 }, (_, i) => ({
    userId: `120345882015625${String(i).padStart(4, '0')}`,
    gain: String(1e12 - i),
    balance: '123456789012.25',
  }));
  const system = { id: 'p'.repeat(100), name: 'S'.repeat(200), emoji: '⚡' };
  for (const s of EVERY_READER) {
    for (const live of [true, false]) {
      expectDiscordLimits(
        periodBoardView(
          {
            system,
            period,
            live,
            sinceAt: period.startsAt,
            asOf: period.startsAt,
            midPeriod: live,
            page: 3,
            total: 123_456,
            gainers: 35,
            rows,
          },
          s,
          { owner: '1203458820156252001' },
        ),
      );
      expectDiscordLimits(
        periodRankView({ system, period, live, total: 123_456, gainers: 100_000, mine: { place: 2, rank: 2, row: rows[1]! } }, s),
      );
      expectDiscordLimits(
        periodRankView({ system, period, live, total: 123_456, gainers: 1, mine: { place: 2, rank: undefined, row: rows[1]! } }, s),
      );
      expectDiscordLimits(periodRankView({ system, period, live, total: 0, gainers: 0, mine: undefined }, s));
    }
  }
});

it('a period board ranks only those who gained: no medal or rank for 0, and it says how many gained', () => {
  const period = boardPeriodAt('week', BERLIN, Date.UTC(2026, 10, 18));
  const rows = [
    { userId: '1203458820156250001', gain: '12', balance: '40' },
    { userId: '1203458820156250002', gain: '0', balance: '900' },
    { userId: '1203458820156250003', gain: '-3', balance: '7' },
  ];
  const system = { id: 'ps', name: 'Sparks', emoji: '⚡' };
  const view = periodBoardView(
    { system, period, live: true, sinceAt: period.startsAt, asOf: period.startsAt, midPeriod: false, page: 0, total: 3, gainers: 1, rows },
    ENGLISH,
  );
  const lines = view.embeds![0]!.description!.split('\n');
  expect(lines).toContain('Members with a gain: 1 of 3; the others are listed without a rank.');
  expect(lines.filter((l) => l.includes('<@'))).toEqual([
    '**1.** 🥇 <@1203458820156250001> — **+12** · balance 40',
    '**–** <@1203458820156250002> — **0** · balance 900',
    '**–** <@1203458820156250003> — **-3** · balance 7',
  ]);
  expect(gainRank(1, 1)).toBe(1);
  expect(gainRank(2, 1)).toBeUndefined();
  expect([gained('0'), gained('0.000'), gained('-1'), gained('0.01'), gained('5')]).toEqual([false, false, false, true, true]);
  const mine = periodRankView(
    {
      system,
      period,
      live: true,
      total: 1201,
      gainers: 57,
      mine: { place: 434, rank: undefined, row: { userId: '1', gain: '0', balance: '19433' } },
    },
    ENGLISH,
  );
  expect(mine.content).toBe(
    'You have gained nothing this week: **0** ⚡ Sparks (balance 19,433), so you are not ranked. Members with a gain: 57 of 1,201.',
  );
});
