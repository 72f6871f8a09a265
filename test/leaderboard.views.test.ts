import { ENGLISH, readerFor } from '../src/i18n/reader.js';
import { describe, expect, it } from 'vitest';
import type { PointBalance } from '../src/api/schemas.js';
import type { Reply } from '../src/discord/reply.js';
import { splitId as decode } from '../src/discord/component-id.js';
import { MEDALS } from '../src/views/format.js';
import {
  BOARD_CARD,
  BOARD_CARD_FILE,
  BOARD_GOTO,
  BOARD_GOTO_FORM,
  BOARD_JUMP,
  BOARD_PAGER,
  BOARD_RANK,
  boardCard,
  rankCard,
  boardReplyMode,
  GOTO_FIELD,
  gotoModal,
  leaderboardView,
  myRankView,
  pageOfRank,
  rankAt,
  topPercent,
  type LeaderboardPage,
} from '../src/features/leaderboard/view.js';
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
    const reply = leaderboardView(page({}), ENGLISH);
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
    expect(decode(byAction(reply, 'rank')!.custom_id)).toEqual({ command: 'leaderboard', action: 'rank', state: 'ps-sparks:~' });
    expect(dataOf(BOARD_RANK, byAction(reply, 'rank')!.custom_id)).toEqual({ system: 'ps-sparks' });
    expectDiscordLimits(reply);
  });

  it("is written in the reader's language, numbers formatted for their locale", () => {
    const reply = leaderboardView(page({ rows: [{ platform: 'chat', userId: '1', balance: 1234567.5 }] }), readerFor('de-DE'));
    expect(reply.embeds?.[0]?.title).toBe('Rangliste ⚡ Sparks');
    expect(reply.embeds?.[0]?.description).toContain('**1.234.567,5**');
    expect(reply.embeds?.[0]?.footer?.text).toMatch(/^Seite 1 von 120 · 1\.200 Inhaber · /);
    expect(buttons(reply).map((b) => b.label)).toContain('Mein Rang');
  });

  it('gives no medals below rank 3 or in lowest-first order', () => {
    const second = leaderboardView(page({ page: 1, rows: rows(10, 10) }), ENGLISH);
    expect(second.embeds?.[0]?.description?.split('\n')[0]).toMatch(/^\*\*11\.\*\* <@/);
    const asc = leaderboardView(page({ order: 'balance-asc' }), ENGLISH);
    for (const m of MEDALS) expect(asc.embeds?.[0]?.description).not.toContain(m);
    expect(asc.embeds?.[0]?.footer?.text).toContain('lowest first');
    expect(dataOf(BOARD_PAGER, byAction(asc, 'next')!.custom_id)).toEqual({ system: 'ps-sparks', page: 1, order: 'balance-asc' });
  });

  it('numbers a lowest-first board by the highest-first rank, and its Jump and My rank keep the order', () => {
    const asc = leaderboardView(page({ order: 'balance-asc' }), ENGLISH);
    expect(asc.embeds?.[0]?.description?.split('\n').map((l) => /^\*\*([\d,]+)\.\*\*/.exec(l)?.[1])).toEqual([
      '1,200',
      '1,199',
      '1,198',
      '1,197',
      '1,196',
      '1,195',
      '1,194',
      '1,193',
      '1,192',
      '1,191',
    ]);
    expect(dataOf(BOARD_JUMP, byAction(asc, 'jump')!.custom_id)).toEqual({ system: 'ps-sparks', order: 'balance-asc' });
    expect(dataOf(BOARD_RANK, byAction(asc, 'rank')!.custom_id)).toEqual({ system: 'ps-sparks', order: 'balance-asc' });
    const mine = myRankView(
      {
        system: { id: 'ps-sparks', name: 'Sparks', emoji: '⚡' },
        order: 'balance-asc',
        userId: '1203458820156250001',
        balance: 5,
        rank: 480,
        total: 1200,
      },
      ENGLISH,
    );
    expect(dataOf(BOARD_JUMP, (mine.components![0]!.components[0] as { custom_id: string }).custom_id)).toMatchObject({
      order: 'balance-asc',
    });
    // The page holding a rank, in each order.
    expect([
      pageOfRank('balance-desc', 480, 1200),
      pageOfRank('balance-asc', 480, 1200),
      pageOfRank('balance-asc', 1, 1200),
      pageOfRank('balance-asc', 1200, 1200),
    ]).toEqual([47, 72, 119, 0]);
    expect(rankAt('balance-asc', 1, 1200)).toBe(1200);
  });

  it('disables next and last on the last page, and keeps ids unique when targets coincide', () => {
    const reply = leaderboardView(page({ page: 119, rows: rows(1190, 10) }), ENGLISH);
    expect(byAction(reply, 'next')?.disabled).toBe(true);
    expect(byAction(reply, 'last')?.disabled).toBe(true);
    expect(byAction(reply, 'prev')?.disabled).toBe(false);
    expect(dataOf(BOARD_PAGER, byAction(reply, 'prev')!.custom_id)).toEqual({ system: 'ps-sparks', page: 118, order: 'balance-desc' });
    expect(reply.embeds?.[0]?.footer?.text).toMatch(/^Page 120 of 120/);
    expectDiscordLimits(reply);
  });

  it('has no pager on a single page, only "My rank" and "Card"', () => {
    const reply = leaderboardView(page({ total: 4, rows: rows(0, 4) }), ENGLISH);
    expect(buttons(reply).map((b) => decode(b.custom_id)?.action)).toEqual(['rank', 'card']);
    expect(reply.embeds?.[0]?.footer?.text).toBe('Page 1 of 1 · 4 holders · highest first');
  });

  it('says nobody holds the system yet on an empty board, without buttons', () => {
    const reply = leaderboardView(page({ total: 0, rows: [] }), ENGLISH);
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
      ENGLISH,
    );
    const e = reply.embeds?.[0];
    expect(e?.title).not.toContain('**Big**');
    expect(e?.title).toContain('\\*\\*Big\\*\\*');
    expect(e?.title).toContain('\\[click](');
    expect(e?.description).not.toContain('<@@everyone>');
  });

  it('stays inside every Discord limit with the largest data', () => {
    const huge = { id: 'p'.repeat(60), name: 'N'.repeat(2000), emoji: `${'🔥'.repeat(12)}x` };
    expect(huge.emoji.length).toBe(25);
    const big = Array.from({ length: 100 }, (_, i) => ({
      platform: 'chat',
      userId: `${10n ** 19n + BigInt(i)}`,
      balance: 1_000_000_000_000,
    }));
    const reply = leaderboardView(page({ system: huge, rows: big, page: 99_999_998, total: 999_999_999_990 }), ENGLISH);
    expectDiscordLimits(reply);
    expect(reply.embeds?.[0]?.description).toContain('1,000,000,000,000');
    expect(reply.embeds?.[0]?.description).toMatch(/…and \d+ more$/);
    // The pager, then Go to page…, My rank, Jump to my page and Card.
    expect(buttons(reply).map((b) => decode(b.custom_id)?.action)).toEqual([
      'first',
      'prev',
      'next',
      'last',
      'goto',
      'rank',
      'jump',
      'card',
    ]);
    expect(reply.components).toHaveLength(2);
  });

  it('leaves the buttons out (and says why) when the system id cannot fit a custom id', () => {
    const reply = leaderboardView(page({ system: { ...sparks, id: 'i'.repeat(128) } }), ENGLISH);
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
    expect(myRankView({ system: sparks, userId: '1', balance: undefined, rank: undefined, total: 9 }, ENGLISH).content).toBe(
      'You have no ⚡ Sparks yet.',
    );
    expect(myRankView({ system: sparks, userId: '1', balance: 1234, rank: 2, total: 1200 }, ENGLISH).content).toBe(
      `${MEDALS[1]} You are **#2** of 1,200 holders (top 0.17%) with **1,234** ⚡ Sparks.`,
    );
    expect(myRankView({ system: sparks, userId: '1', balance: 1234, rank: 42, total: 1200 }, readerFor('de-DE')).content).toBe(
      'Du bist auf **Platz 42** von 1.200 Inhabern (Top 3,5 %) mit **1.234** ⚡ Sparks.',
    );
    expect(myRankView({ system: sparks, userId: '1', balance: 1234, rank: 1, total: 1 }, ENGLISH).content).toBe(
      `${MEDALS[0]} You are **#1** of 1 holder (top 100%) with **1,234** ⚡ Sparks.`,
    );
    expect(myRankView({ system: sparks, userId: '1', balance: 5, rank: 3, total: 21 }, readerFor('ru')).content).toBe(
      `${MEDALS[2]} Вы на **3-м** месте из 21 участника (топ 15 %), у вас **5** ⚡ Sparks.`,
    );
    expect(myRankView({ system: sparks, userId: '1', balance: 5, rank: 3, total: 22 }, readerFor('ru')).content).toContain(
      'из 22 участников',
    );
    // Far down a million-holder board: exact, no cut-off.
    expect(myRankView({ system: sparks, userId: '1', balance: 3, rank: 734_021, total: 1_000_000 }, ENGLISH).content).toBe(
      'You are **#734,021** of 1,000,000 holders (top 74%) with **3** ⚡ Sparks.',
    );
    // The board moved under both searches: said so.
    expect(myRankView({ system: sparks, userId: '1', balance: 3, rank: 700, total: 1200, exact: false }, ENGLISH).content).toBe(
      'You are about **#700** of 1,200 holders (top 59%) with **3** ⚡ Sparks.',
    );
  });
  it('fits with a huge name and balance', () => {
    const reply = myRankView(
      { system: { id: 'x', name: 'n'.repeat(5000), emoji: `${'🔥'.repeat(12)}x` }, userId: '1', balance: 1e12, rank: 1, total: 1e12 },
      ENGLISH,
    );
    expectDiscordLimits(reply);
    expect(reply.content).toContain('1,000,000,000,000');
  });
});

describe('owner, card, go to page, jump', () => {
  const OWNER = '318204957716152399';

  it('every board button carries its owner; a press is an update only for the owner', () => {
    const reply = leaderboardView(page({}), ENGLISH, { owner: OWNER });
    for (const [ids, action] of [
      [BOARD_PAGER, 'next'],
      [BOARD_CARD, 'card'],
      [BOARD_GOTO, 'goto'],
      [BOARD_JUMP, 'jump'],
    ] as const) {
      const id = byAction(reply, action)!.custom_id;
      expect(id.length).toBeLessThanOrEqual(100);
      expect((dataOf(ids as typeof BOARD_PAGER, id) as { owner?: string }).owner, action).toBe(OWNER);
    }
    expect(dataOf(BOARD_PAGER, byAction(reply, 'next')!.custom_id)).toEqual({
      system: 'ps-sparks',
      page: 1,
      order: 'balance-desc',
      owner: OWNER,
    });
    expect(boardReplyMode(OWNER, OWNER)).toBe('update');
    expect(boardReplyMode('1', OWNER)).toBe('private');
    // An id without an owner (hand-made) moves no public message.
    expect(boardReplyMode(OWNER, undefined)).toBe('private');
  });

  it('a board drawn as a card shows the attachment in its embed, keeps the card on every page, and has no Card button', () => {
    const reply = leaderboardView(page({}), ENGLISH, { owner: OWNER, card: true });
    expect(reply.embeds?.[0]?.image).toEqual({ url: `attachment://${BOARD_CARD_FILE}` });
    expect(byAction(reply, 'card')).toBeUndefined();
    expect(dataOf(BOARD_PAGER, byAction(reply, 'next')!.custom_id)).toMatchObject({ page: 1, card: true });
    const card = dataOf(
      BOARD_CARD,
      byAction(leaderboardView(page({ page: 4, rows: rows(40, 10) }), ENGLISH, { owner: OWNER }), 'card')!.custom_id,
    );
    expect(card).toMatchObject({ page: 4, card: true, owner: OWNER });
  });

  it('"Go to page…" only on long boards; its form asks for the page and carries the board', () => {
    expect(byAction(leaderboardView(page({ total: 30, rows: rows(0, 10) }), ENGLISH), 'goto')).toBeUndefined();
    const reply = leaderboardView(page({ page: 3, rows: rows(30, 10) }), ENGLISH, { owner: OWNER });
    const goto = dataOf(BOARD_GOTO, byAction(reply, 'goto')!.custom_id)!;
    expect(goto).toEqual({ system: 'ps-sparks', page: 3, order: 'balance-desc', owner: OWNER, pages: 120 });
    const { pages, ...state } = goto;
    const modal = gotoModal(state, pages, ENGLISH)!;
    expect(dataOf(BOARD_GOTO_FORM, modal.custom_id)).toEqual(state);
    const input = (modal.components[0] as { components: { custom_id: string; label: string }[] }).components[0]!;
    expect(input).toMatchObject({ custom_id: GOTO_FIELD, label: 'Page (1–120)' });
  });

  it('"My rank" offers "Jump to my page", owned by the presser', () => {
    const reply = myRankView({ system: sparks, userId: OWNER, balance: 10, rank: 734, total: 1200 }, ENGLISH);
    expect(dataOf(BOARD_JUMP, byAction(reply, 'jump')!.custom_id)).toEqual({ system: 'ps-sparks', owner: OWNER });
    expect(
      myRankView({ system: sparks, userId: OWNER, balance: undefined, rank: undefined, total: 1200 }, ENGLISH).components,
    ).toBeUndefined();
  });

  it('top-% rounds up and never says 0%', () => {
    expect(topPercent(1, 1_000_000, ENGLISH)).toBe('top 0.01%');
    expect(topPercent(1, 1, ENGLISH)).toBe('top 100%');
    expect(topPercent(42, 1200, ENGLISH)).toBe('top 3.5%');
    expect(topPercent(121, 1200, ENGLISH)).toBe('top 11%');
    expect(topPercent(1200, 1200, ENGLISH)).toBe('top 100%');
  });

  it('the card of a page: ranks, balances for the locale, the viewer highlighted by name', () => {
    const data = page({ page: 1, rows: rows(10, 10) });
    const card = boardCard(data, readerFor('de-DE'), { userId: data.rows[2]!.userId, name: 'Zoë' });
    expect(card.rows[0]).toEqual({ rank: 11, place: '#11', name: data.rows[0]!.userId, balance: (1_000_000 - 70).toLocaleString('de-DE') });
    expect(card.rows[2]!.name).toBe('Zoë');
    expect(card.highlight).toBe(13);
    expect(card.title).toBe('Rangliste ⚡ Sparks');
    expect(card.footer).toMatch(/^Seite 2 von 120 · 1\.200 Inhaber · /);
    expect(boardCard(data, ENGLISH)).toMatchObject({
      title: '⚡ Sparks leaderboard',
      empty: 'Nobody holds ⚡ Sparks yet.',
      footer: 'Page 2 of 120 · 1,200 holders · highest first',
    });
  });

  it('a place on a card is written as the message writes numbers, and the rank card says what its balance counts', () => {
    const far = page({ page: 119, rows: rows(10, 1190) });
    expect(boardCard(far, ENGLISH).rows[0]!.place).toBe('#1,191');
    expect(boardCard(far, readerFor('de-DE')).rows[0]!.place).toBe('#1.191');
    expect(
      rankCard({ system: sparks, userId: '318204957716152399', balance: 1234, rank: 1191, total: 1200 }, 'Zoë', ENGLISH),
    ).toMatchObject({ rank: '#1,191', balance: '1,234 ⚡ Sparks' });
    expect(
      rankCard({ system: sparks, userId: '318204957716152399', balance: 1234.5, rank: 3, total: 1200 }, 'Zoë', readerFor('de')),
    ).toMatchObject({ balance: '1.234,5 ⚡ Sparks' });
  });
});
