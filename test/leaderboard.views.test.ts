import { describe, expect, it } from 'vitest';
import type { PointBalance } from '../src/api/schemas.js';
import type { Reply } from '../src/discord/reply.js';
import { splitId as decode } from '../src/discord/component-id.js';
import { MEDALS } from '../src/views/format.js';
import {
  BOARD_PAGER,
  BOARD_RANK,
  leaderboardView,
  myRankView,
  type LeaderboardPage,
} from '../src/views/leaderboard.js';
import { buttons, dataOf, expectDiscordLimits } from './discord-limits.js';

const byAction = (reply: Reply, action: string) => buttons(reply).find((b) => decode(b.custom_id)?.action === action);

const sparks = { id: 'ps-sparks', name: 'Sparks', emoji: '⚡' };
const rows = (from: number, count: number, base = 1_000_000): PointBalance[] =>
  Array.from({ length: count }, (_, i) => ({
    platform: 'chat',
    userId: String(318204957716152321n + BigInt(from + i)),
    balance: base - (from + i) * 7,
  }));
const page = (over: Partial<LeaderboardPage>): LeaderboardPage => ({
  system: sparks,
  order: 'balance-desc',
  page: 0,
  total: 1200,
  rows: rows(0, 10),
  ...over,
});

describe('leaderboardView', () => {
  it('shows page 1 with medals for the top three, mentions, locale numbers and a pager', () => {
    const reply = leaderboardView(page({}), 'en-US');
    const e = reply.embeds?.[0];
    expect(e?.title).toBe('⚡ Sparks leaderboard');
    const lines = e?.description?.split('\n') ?? [];
    expect(lines).toHaveLength(10);
    expect(lines[0]).toBe(`**1.** ${MEDALS[0]} <@318204957716152321> — **1,000,000**`);
    expect(lines[1]).toContain(MEDALS[1]);
    expect(lines[2]).toContain(MEDALS[2]);
    expect(lines[3]).toBe('**4.** <@318204957716152324> — **999,979**');
    expect(e?.footer?.text).toBe('Page 1 of 120 · 1,200 holders · highest first');
    expect(byAction(reply, 'first')?.disabled).toBe(true);
    expect(byAction(reply, 'prev')?.disabled).toBe(true);
    expect(byAction(reply, 'next')?.disabled).toBe(false);
    expect(dataOf(BOARD_PAGER, byAction(reply, 'next')!.custom_id)).toEqual({
      system: 'ps-sparks',
      page: 1,
      order: 'balance-desc',
    });
    expect(dataOf(BOARD_PAGER, byAction(reply, 'last')!.custom_id)).toEqual({ system: 'ps-sparks', page: 119, order: 'balance-desc' });
    expect(decode(byAction(reply, 'rank')!.custom_id)).toEqual({ command: 'leaderboard', action: 'rank', state: 'ps-sparks~' });
    expect(dataOf(BOARD_RANK, byAction(reply, 'rank')!.custom_id)).toEqual({ system: 'ps-sparks' });
    expectDiscordLimits(reply);
  });

  it('formats balances for the reader locale', () => {
    const reply = leaderboardView(page({ rows: [{ platform: 'chat', userId: '1', balance: 1234567.5 }] }), 'de-DE');
    expect(reply.embeds?.[0]?.description).toContain('**1.234.567,5**');
    expect(reply.embeds?.[0]?.footer?.text).toBe('Page 1 of 120 · 1.200 holders · highest first');
  });

  it('gives no medals below rank 3 or in lowest-first order', () => {
    const second = leaderboardView(page({ page: 1, rows: rows(10, 10) }), 'en-US');
    expect(second.embeds?.[0]?.description?.split('\n')[0]).toMatch(/^\*\*11\.\*\* <@/);
    const asc = leaderboardView(page({ order: 'balance-asc' }), 'en-US');
    for (const m of MEDALS) expect(asc.embeds?.[0]?.description).not.toContain(m);
    expect(asc.embeds?.[0]?.footer?.text).toContain('lowest first');
    expect(dataOf(BOARD_PAGER, byAction(asc, 'next')!.custom_id)).toEqual({ system: 'ps-sparks', page: 1, order: 'balance-asc' });
  });

  it('disables next and last on the last page, and keeps ids unique when targets coincide', () => {
    const reply = leaderboardView(page({ page: 119, rows: rows(1190, 10) }), 'en-US');
    expect(byAction(reply, 'next')?.disabled).toBe(true);
    expect(byAction(reply, 'last')?.disabled).toBe(true);
    expect(byAction(reply, 'prev')?.disabled).toBe(false);
    expect(dataOf(BOARD_PAGER, byAction(reply, 'prev')!.custom_id)).toEqual({ system: 'ps-sparks', page: 118, order: 'balance-desc' });
    expect(reply.embeds?.[0]?.footer?.text).toMatch(/^Page 120 of 120/);
    expectDiscordLimits(reply);
  });

  it('has no pager on a single page, only "My rank"', () => {
    const reply = leaderboardView(page({ total: 4, rows: rows(0, 4) }), 'en-US');
    expect(buttons(reply).map((b) => decode(b.custom_id)?.action)).toEqual(['rank']);
    expect(reply.embeds?.[0]?.footer?.text).toBe('Page 1 of 1 · 4 holders · highest first');
  });

  it('says nobody holds the system yet on an empty board, without buttons', () => {
    const reply = leaderboardView(page({ total: 0, rows: [] }), 'en-US');
    expect(reply.embeds?.[0]?.description).toBe('Nobody holds ⚡ Sparks yet.');
    expect(reply.components ?? []).toHaveLength(0);
  });

  it('escapes markdown in system names and never mentions a non-id', () => {
    const reply = leaderboardView(
      page({
        system: { id: 'x', name: '# **Big** [click](https://evil.example)', emoji: '' },
        rows: [{ platform: 'chat', userId: '@everyone', balance: 1 }],
        total: 1,
      }),
      'en-US',
    );
    const e = reply.embeds?.[0];
    expect(e?.title).not.toContain('**Big**');
    expect(e?.title).toContain('\\*\\*Big\\*\\*');
    expect(e?.title).toContain('\\[click](');
    expect(e?.description).not.toContain('<@@everyone>');
  });

  it('stays inside every Discord limit with the largest data', () => {
    const huge = { id: 'p'.repeat(60), name: 'N'.repeat(2000), emoji: '🔥'.repeat(12) + 'x' };
    expect(huge.emoji.length).toBe(25);
    const big = Array.from({ length: 100 }, (_, i) => ({ platform: 'chat', userId: `${10n ** 19n + BigInt(i)}`, balance: 1_000_000_000_000 }));
    const reply = leaderboardView(page({ system: huge, rows: big, page: 99_999_998, total: 999_999_999_990 }), 'en-US');
    expectDiscordLimits(reply);
    expect(reply.embeds?.[0]?.description).toContain('1,000,000,000,000');
    expect(reply.embeds?.[0]?.description).toMatch(/…and \d+ more$/);
    expect(buttons(reply)).toHaveLength(5);
  });

  it('leaves the buttons out (and says why) when the system id cannot fit a custom id', () => {
    const reply = leaderboardView(page({ system: { ...sparks, id: 'i'.repeat(128) } }), 'en-US');
    expect(reply.components).toEqual([]);
    expect(reply.embeds?.[0]?.footer?.text).toContain('use /leaderboard');
    expectDiscordLimits(reply);
  });
});

describe('board state', () => {
  it('round-trips ids with dots and colons and refuses junk', () => {
    const id = BOARD_PAGER.id('next', { system: 'a.b:c', page: 7, order: 'balance-asc' });
    expect(dataOf(BOARD_PAGER, id)).toEqual({ system: 'a.b:c', page: 7, order: 'balance-asc' });
    for (const junk of ['', 'ps', 'ps:1', 'ps:-1:d~', 'ps:x!:d~', 'ps:1:z~', ':1:d~', 'ps.1.d', 'ps.2.d~', 'a/b:1:d~']) {
      expect(BOARD_PAGER.parse(junk), junk).toBeUndefined();
    }
  });
});

describe('myRankView', () => {
  it('words each outcome', () => {
    expect(myRankView({ system: sparks, userId: '1', balance: undefined, rank: undefined, total: 9 }, 'en-US').content).toBe(
      'You have no ⚡ Sparks yet.',
    );
    expect(myRankView({ system: sparks, userId: '1', balance: 1234, rank: 2, total: 1200 }, 'en-US').content).toBe(
      `${MEDALS[1]} You are **#2** of 1,200 holders with **1,234** ⚡ Sparks.`,
    );
    expect(myRankView({ system: sparks, userId: '1', balance: 1234, rank: 42, total: 1200 }, 'de-DE').content).toBe(
      'You are **#42** of 1.200 holders with **1.234** ⚡ Sparks.',
    );
    expect(myRankView({ system: sparks, userId: '1', balance: 3, rank: undefined, total: 1200 }, 'en-US').content).toBe(
      'You have **3** ⚡ Sparks, outside the top 500 of 1,200 holders.',
    );
  });
  it('fits with a huge name and balance', () => {
    const reply = myRankView({ system: { id: 'x', name: 'n'.repeat(5000), emoji: '🔥'.repeat(12) + 'x' }, userId: '1', balance: 1e12, rank: 1, total: 1e12 }, 'en-US');
    expectDiscordLimits(reply);
    expect(reply.content).toContain('1,000,000,000,000');
  });
});
