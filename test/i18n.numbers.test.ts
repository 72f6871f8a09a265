import { describe, expect, test } from 'vitest';
import { EVERY_READER } from '../src/i18n/reader.js';
import { formatNumber } from '../src/views/format.js';
import { snapshotTimeText } from '../src/features/periods/view.js';
import { scheduledBoard } from '../src/features/schedules/view.js';

/**
 * Every number a member reads is in the reader's number format, whichever message carries it
 * (a value given to a text as a number is formatted by the Reader itself):
 * the board a schedule posts writes a balance of five million as /leaderboard does, and a period
 * board refused for its size writes its holders and the bot's limit grouped, in every language.
 */

const SYSTEM = { id: 'ps-sparks', name: 'Sparks', emoji: '⚡' };
const text = (r: unknown) => JSON.stringify(r);

describe.each(EVERY_READER.map((s) => [s.language, s]))('%s', (_language, s) => {
  test('a scheduled board post writes balances as /leaderboard does (5,000,000, never 5000000)', () => {
    const page = {
      system: SYSTEM,
      order: 'balance-desc' as const,
      page: 0,
      total: 2,
      rows: [
        { userId: '111111111111111111', balance: 5_000_000 },
        { userId: '222222222222222222', balance: 1234.5 },
      ],
    };
    for (const final of [undefined, { every: 'week' as const, year: 2026, week: 47 }]) {
      const shown = text(
        scheduledBoard(
          { page: page as never, mode: 'update', at: Date.UTC(2026, 11, 7), nextAt: Date.UTC(2026, 11, 8), final: final as never },
          s,
        ),
      );
      expect(shown).toContain(formatNumber(5_000_000, s.locale));
      expect(shown).not.toMatch(/5000000/);
    }
  });

  test("a number given to a text as it is comes out in the reader's format (10000 reads 10,000)", () => {
    const said = s.t('errors.option.wholeAtMost', { name: '`x`', max: 10_000 });
    expect(said).toContain(formatNumber(10_000, s.locale));
    expect(said).not.toContain('10000');
    expect(s.plural('board.holders', 12_345, { n: 12_345 })).toContain(formatNumber(12_345, s.locale));
  });

  test("a period board's snapshot cost says its requests and rate in the reader's format", () => {
    const said = snapshotTimeText(s, { requests: 20_000, perSecond: 0.5, aloneMs: 40_000_000, leadMs: 81_000_000 });
    expect(said).toContain(formatNumber(20_000, s.locale));
    expect(said).toContain(formatNumber(0.5, s.locale));
    expect(said).not.toMatch(/20000/);
  });
});
