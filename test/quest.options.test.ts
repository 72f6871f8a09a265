import { ENGLISH } from '../src/i18n/reader.js';
import { describe, expect, it } from 'vitest';
import { parseWhen, resolveWhen, wholeSeconds } from '../commands/quest.js';
import { MAX_SAFE } from '../src/api/schemas.js';
import { COMPLETIONS_PAGER } from '../src/features/quests/view.js';
import { dataOf } from './discord-limits.js';

/** What the pager button for `page` of these filters carries, read back; undefined when it does not fit. */
const roundTrip = (filters: object, page: number) => {
  const id = COMPLETIONS_PAGER.id('next', { page, ...filters });
  const data = dataOf(COMPLETIONS_PAGER, id);
  if (!data) return undefined;
  const { page: p, ...f } = data;
  return { filters: wholeSeconds(f), page: p };
};

const NOW = Date.UTC(2026, 10, 22, 12);

describe('parseWhen', () => {
  it("takes a span ago in the reader's units too", () => {
    for (const [text, minutes] of [
      ['7j', 7 * 1440],
      ['12ч', 720],
      ['30мин', 30],
      ['7日', 7 * 1440],
      ['12std', 720],
    ] as const)
      expect(parseWhen(text, 'since'), text).toEqual({ ok: true, value: { agoMs: minutes * 60_000 } });
  });
  it('reads ISO dates (UTC; an until date covers its whole day) and full ISO times', () => {
    expect(parseWhen('2026-11-01', 'since')).toEqual({ ok: true, value: { at: Date.UTC(2026, 10, 1) } });
    expect(parseWhen('2026-11-01', 'until')).toEqual({ ok: true, value: { at: Date.UTC(2026, 10, 2) - 1 } });
    expect(parseWhen('2026-11-01T12:30', 'since')).toEqual({ ok: true, value: { at: Date.UTC(2026, 10, 1, 12, 30) } });
    expect(parseWhen('2026-11-01T12:30:15.250+02:00', 'since')).toEqual({
      ok: true,
      value: { at: Date.UTC(2026, 10, 1, 10, 30, 15, 250) },
    });
    expect(parseWhen(' 2026-11-01T00:00:00Z ', 'since')).toEqual({ ok: true, value: { at: Date.UTC(2026, 10, 1) } });
  });

  it('reads spans ago and resolves them against the clock', () => {
    const ago = (text: string) => {
      const r = parseWhen(text, 'since');
      return r.ok ? resolveWhen(r.value, NOW) : r.error;
    };
    expect(ago('7d')).toBe(NOW - 7 * 86_400_000);
    expect(ago('12h')).toBe(NOW - 12 * 3_600_000);
    expect(ago('30m')).toBe(NOW - 30 * 60_000);
    expect(ago('1d 12h')).toBe(NOW - 36 * 3_600_000);
    expect(resolveWhen(undefined, NOW)).toBeUndefined();
  });

  it('refuses what is not a time (the refusal line names the option)', () => {
    for (const text of ['', 'yesterday', '2026', '2026-13-01', '2026-02-29', '2026-11-01T25:00', '7x', '-7d', '7 days']) {
      const r = parseWhen(text, 'until');
      expect(r.ok, text).toBe(false);
      if (!r.ok) expect(r.error(ENGLISH)).toMatch(/is not a time|must be a span ago/);
    }
    expect(parseWhen('2028-02-29', 'since').ok).toBe(true); // a leap day exists
  });
});

describe('completions pager state', () => {
  it('round-trips every filter, the quest id last (it may hold dots)', () => {
    const filters = { questId: 'q.v2.final', round: MAX_SAFE, userId: '18446744073709551615', since: 0, until: Date.UTC(2030, 0, 1) + 999 };
    expect(roundTrip(filters, 12)).toEqual({ filters, page: 12 });
    // Times travel in whole seconds: since rounds down, until covers its whole second.
    const ms = wholeSeconds({ since: 1_500, until: 2_500 });
    expect(ms).toEqual({ since: 1_000, until: 2_999 });
    expect(roundTrip(ms, 0)?.filters).toEqual(ms);
    expect(roundTrip({}, 0)).toEqual({ filters: {}, page: 0 });
  });

  it('leaves room for a 40-character quest id with every other filter at its largest', () => {
    const y2100 = Date.UTC(2099, 11, 31);
    const filters = { questId: 'q'.repeat(40), round: MAX_SAFE, userId: '18446744073709551615', since: y2100, until: y2100 };
    expect(COMPLETIONS_PAGER.id('last', { page: 998, ...filters })).toBeDefined();
    expect(COMPLETIONS_PAGER.id('first', { page: 998, ...filters })!.length).toBeLessThanOrEqual(100);
    // Past that, no buttons (the view then says to narrow the search).
    expect(COMPLETIONS_PAGER.id('last', { page: 998, ...filters, questId: 'q'.repeat(60) })).toBeUndefined();
    expect(COMPLETIONS_PAGER.id('last', { page: 1, questId: 'q'.repeat(80) })).toBeDefined();
  });

  it('refuses tampered states', () => {
    for (const bad of [
      '',
      '1',
      '1....',
      'A.....',
      '.....',
      '1.0....',
      '1....x y',
      '1:::::',
      '1:0::::~',
      '1:::::x y~',
      '1::!:::~',
      `1:${'z'.repeat(14)}::::~`,
      ':::::~',
      '1::::::~',
    ]) {
      expect(COMPLETIONS_PAGER.parse(bad), bad).toBeUndefined();
    }
  });
});
