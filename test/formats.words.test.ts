import { ENGLISH } from '../src/i18n/reader.js';
import { describe, expect, it } from 'vitest';
import type { Quest } from '../src/api/schemas.js';
import { parseDuration } from '../src/input/parse.js';
import { formatMinutes, formatSeconds } from '../src/views/format.js';
import { leaderboardView } from '../src/features/leaderboard/view.js';
import { questInfo } from '../src/features/quests/view.js';
import { rewardText } from '../src/features/raids/view.js';
import { serviceWallets } from '../src/features/wallets/view.js';

/** Durations and numbers written one way everywhere. */

describe('durations: one format, whole words', () => {
  it.each([
    [90, '1 hour 30 minutes'],
    [120, '2 hours'],
    [1440, '1 day'],
    [2 * 1440 + 61, '2 days 1 hour 1 minute'],
    [10080, '1 week'],
    [8 * 1440, '8 days'],
    [43_200, '30 days'],
  ])('%i minutes → %s', (minutes, text) => {
    expect(formatMinutes(minutes, ENGLISH)).toBe(text);
    expect(text).not.toMatch(/\b(h|min|s)\b/);
  });

  it('short waits read in seconds, in words', () => {
    expect(formatSeconds(1, ENGLISH)).toBe('1 second');
    expect(formatSeconds(2.1, ENGLISH)).toBe('3 seconds');
  });

  it('1w and 2w are durations; the bound reads in the same words', () => {
    expect(parseDuration('1w', 43_200)).toEqual({ ok: true, value: 10_080 });
    expect(parseDuration('2w 1d', 43_200)).toEqual({ ok: true, value: 21_600 });
    const over = parseDuration('5w', 43_200);
    expect(over.ok === false && over.error(ENGLISH)).toBe('must be between 1 minute and 30 days (43,200 minutes)');
  });

  it('an overlong duration is not echoed back whole', () => {
    const junk = 'soon '.repeat(200);
    const r = parseDuration(junk, 43_200);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error(ENGLISH).length).toBeLessThan(160);
      expect(r.error(ENGLISH)).toContain('…');
    }
  });
});

describe('recurrence, raid cost, ranks and wallets', () => {
  const quest = (recurrence: string, recurrenceInterval: number) =>
    ({
      id: 'q1',
      communityId: 'c',
      name: 'Q',
      shortDescription: '',
      fullDescription: '',
      createdAt: 0,
      startTime: 0,
      endTime: 1,
      status: 'ACTIVE',
      recurrence,
      recurrenceInterval,
      visibility: 'PUBLIC',
      iteration: 1,
      iterationCompletions: [],
      totalCompletionCount: 0,
      tasks: [],
      rewards: [],
    }) as Quest;
  const recurrence = (q: Quest) => questInfo(q, ENGLISH).embeds?.[0]?.fields?.find((f) => f.name === 'Recurrence')?.value;

  it('says "Daily", not "Daily, every 1 day"; a custom interval reads "Repeats every 3 days"', () => {
    expect(recurrence(quest('DAILY', 86_400_000))).toBe('Daily');
    expect(recurrence(quest('CUSTOM', 3 * 86_400_000))).toBe('Repeats every 3 days');
    expect(recurrence(quest('DAILY', 2 * 86_400_000))).toBe('Daily, every 2 days');
  });

  it('a fixed raid reward says the total depends on how many members take part', () => {
    const { cost } = rewardText({ type: 'FIXED', item: { type: 'TOKEN', chain: 'Base', amount: 5 } }, ENGLISH, 'USDC');
    expect(cost).toBe('5 USDC per raider; the total depends on how many members take part');
  });

  it('ranks are grouped like the balances beside them', () => {
    const rows = Array.from({ length: 10 }, (_, i) => ({
      platform: 'chat',
      userId: String(318204957716152321n + BigInt(i)),
      balance: 1200,
    }));
    const r = leaderboardView(
      { system: { id: 'p', name: 'Sparks', emoji: '' }, order: 'balance-desc', page: 119, total: 1200, rows },
      ENGLISH,
    );
    const text = String(r.embeds?.[0]?.description);
    expect(text).toContain('**1,191.**');
    expect(text).not.toMatch(/\*\*1191\./);
  });

  it('/wallets names the chains that share one address once, on one line', () => {
    const evm = `0x${'ab'.repeat(20)}`;
    const r = serviceWallets(
      {
        userId: '318204957716152321',
        self: true,
        wallets: ['Ethereum', 'Base', 'Polygon']
          .map((chain, i) => ({ id: String(i), chain, chainId: '', address: evm }))
          .concat([{ id: 's', chain: 'Solana', chainId: '', address: 'So1ana111111111111111111111111111' }]),
        name: (k) => k,
      },
      ENGLISH,
    );
    const text = String(r.embeds?.[0]?.description);
    expect(text.split(evm)).toHaveLength(2);
    expect(text).toContain(`**Base, Ethereum, Polygon (3 chains)** \`${evm}\``);
    expect(text).toContain('(4 chains, 2 addresses)');
  });
});
