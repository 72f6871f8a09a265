import { commandLine } from '../src/i18n/commands.js';
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { commands } from '../commands/index.js';
import { helpLines } from '../commands/help.js';
import type { PointSystem } from '../src/api/schemas.js';
import { definitionsOf } from '../src/command/contract.js';
import { cardSize, drawCard } from '../src/cards/draw.js';
import { FAMILY, registerCardFonts } from '../src/cards/fonts.js';
import { LIMITS } from '../src/discord/limits.js';
import type { Reply } from '../src/discord/reply.js';
import { ENGLISH, EVERY_READER, type Reader } from '../src/i18n/reader.js';
import { auditPage, type AuditLine } from '../src/features/audit/view.js';
import { helpView } from '../src/features/help/view.js';
import { boardCard, gotoModal, leaderboardView, myRankView, rankCard, type LeaderboardPage } from '../src/features/leaderboard/view.js';
import { balancesView, systemsView } from '../src/features/points/view.js';
import { buttons, expectDiscordLimits } from './discord-limits.js';

/**
 * Every view of the board area (leaderboards, points, cards, audit, help) in every language:
 * within Discord's limits as rendered (not only once fitted), no key shown raw, and written in
 * that language (not English) wherever English has words.
 */

const RAW_KEY = /\bboard\.[a-zA-Z]+/;
const SNOWFLAKE = '318204957716152321';
const MAX = Number.MAX_SAFE_INTEGER;
const huge = { id: 'p'.repeat(60), name: 'N'.repeat(2000), emoji: `${'🔥'.repeat(12)}x` };

const board = (over: Partial<LeaderboardPage> = {}): LeaderboardPage => ({
  system: huge,
  order: 'balance-desc',
  page: 99_999_998,
  total: 999_999_999_990,
  rows: Array.from({ length: 10 }, (_, i) => ({ platform: 'chat', userId: `${10n ** 19n + BigInt(i)}`, balance: 1_000_000_000_000.25 })),
  ...over,
});

const system = (i: number): PointSystem => ({
  id: `${i}`.padEnd(128, 'i'),
  communityId: 'c1',
  status: 'SUSPENDED',
  createdAt: 0,
  name: 'N'.repeat(5000),
  description: 'D'.repeat(5000),
  emoji: `${'🔥'.repeat(12)}x`,
  aliases: [],
  isTransferable: true,
  isBurnable: false,
  permissions: ['VIEW', 'TRANSFER', 'SPEND', 'PRINT'],
  holderCount: 1_000_000_000_000,
});

const auditRow = (i: number): AuditLine => ({
  id: 100 - i,
  at: Date.UTC(2026, 10, 20, 12, i),
  userId: SNOWFLAKE,
  operation: 'raid.create',
  summary: 'S'.repeat(1000),
  outcome: ['created', 'refused', 'unknown'][i % 3]!,
  reference: 'r'.repeat(200),
});

/** Every reply the area's views give, with its most demanding data. */
function replies(s: Reader): Record<string, Reply> {
  const rank = { system: huge, userId: SNOWFLAKE, balance: 1e12, rank: 734_021, total: 1_000_000 };
  const helpLine = { example: '/points balance member:@alice', description: 'D'.repeat(100) };
  return {
    board: leaderboardView(board(), s, { owner: SNOWFLAKE }),
    'board, lowest first, as a card': leaderboardView(board({ order: 'balance-asc' }), s, { owner: SNOWFLAKE, card: true }),
    'board, empty': leaderboardView(board({ total: 0, rows: [] }), s),
    'board, id too long for buttons': leaderboardView(board({ system: { ...huge, id: 'i'.repeat(128) } }), s),
    'my rank': myRankView(rank, s),
    'my rank, about': myRankView({ ...rank, exact: false }, s),
    'my rank, first of one': myRankView({ ...rank, rank: 1, total: 1 }, s),
    'my rank, none': myRankView({ ...rank, balance: undefined, rank: undefined }, s),
    balances: balancesView(
      {
        userId: SNOWFLAKE,
        entries: Array.from({ length: 10 }, (_, i) => ({
          system: system(i),
          balance: i % 2 ? undefined : 1e12,
          rank: 3,
          total: 1e12,
          exact: i % 4 === 0,
        })),
        omitted: MAX,
      },
      s,
    ),
    'balances, one omitted': balancesView({ userId: SNOWFLAKE, entries: [{ system: system(0), balance: 1 }], omitted: 1 }, s),
    'balances, none': balancesView({ userId: SNOWFLAKE, entries: [], omitted: 0 }, s),
    systems: systemsView(
      {
        systems: Array.from({ length: 10 }, (_, i) => system(i)),
        page: 98,
        total: 1e12,
        filters: { search: 'x'.repeat(256), status: 'ARCHIVED', includeShared: true },
      },
      s,
    ),
    'systems, paged': systemsView(
      { systems: Array.from({ length: 10 }, (_, i) => system(i)), page: 1, total: 25, filters: { status: 'ACTIVE', includeShared: false } },
      s,
    ),
    'systems, no match': systemsView(
      { systems: [], page: 0, total: 0, filters: { search: 'x'.repeat(256), status: 'SUSPENDED', includeShared: true } },
      s,
    ),
    'systems, none': systemsView({ systems: [], page: 0, total: 0, filters: { includeShared: false } }, s),
    audit: auditPage(
      { rows: Array.from({ length: 10 }, (_, i) => auditRow(i)), more: true, before: 500, operation: 'raid.create', member: SNOWFLAKE },
      s,
    ),
    'audit, newest': auditPage({ rows: [auditRow(0)], more: true }, s),
    'audit, none': auditPage({ rows: [], more: false }, s),
    'audit, none filtered': auditPage({ rows: [], more: false, operation: 'tip.send', member: SNOWFLAKE }, s),
    'audit, no older': auditPage({ rows: [], more: false, before: 3, operation: 'tip.send' }, s),
    help: helpView(
      Array.from({ length: 40 }, () => helpLine),
      Array.from({ length: 40 }, () => helpLine),
      s,
    ),
    'help, nothing': helpView([], undefined, s),
  };
}

/** Discord's limits on the reply as the view wrote it: the router's fitting only cuts long data, never a text of ours. */
function expectWithinLimits(reply: Reply): void {
  expectDiscordLimits(reply);
  for (const e of reply.embeds ?? []) {
    expect((e.title ?? '').length).toBeLessThanOrEqual(LIMITS.embedTitle);
    expect((e.footer?.text ?? '').length).toBeLessThanOrEqual(LIMITS.footer);
  }
  for (const b of buttons(reply)) expect((b.label ?? '').length).toBeLessThanOrEqual(LIMITS.buttonLabel);
}

const english = replies(ENGLISH);

describe.each(EVERY_READER.map((s) => [s.language, s] as const))('%s', (language, s) => {
  const all = replies(s);

  it.each(Object.keys(all))('%s: fits, no raw key, in its own words', (name) => {
    const reply = all[name]!;
    expectWithinLimits(reply);
    expect(JSON.stringify(reply)).not.toMatch(RAW_KEY);
    if (language !== 'en') expect(JSON.stringify(reply)).not.toBe(JSON.stringify(english[name]));
  });

  it('the "Go to page" form: title and label within the modal limits', () => {
    const modal = gotoModal({ system: 'p'.repeat(40), page: 3, order: 'balance-desc', owner: SNOWFLAKE }, 999_999_999_999, s)!;
    expect(modal.title.length).toBeLessThanOrEqual(45);
    const input = (modal.components[0] as { components: { label: string; placeholder?: string }[] }).components[0]!;
    expect(input.label.length).toBeLessThanOrEqual(45);
    expect(JSON.stringify(modal)).not.toMatch(RAW_KEY);
    if (language !== 'en') expect(modal.title).not.toBe(gotoModal({ system: 'p', page: 3, order: 'balance-desc' }, 9, ENGLISH)!.title);
  });

  it('the cards: texts translated, drawn at the expected size', () => {
    const data = board({ system: { id: 'ps', name: 'Sparks', emoji: '⚡' }, page: 0, total: 1200 });
    const cards = [
      boardCard(data, s, { userId: data.rows[1]!.userId, name: 'Zoë' }),
      boardCard(board({ total: 0, rows: [] }), s),
      rankCard({ system: data.system, userId: SNOWFLAKE, balance: 1234, rank: 42, total: 1200 }, 'Zoë', s),
      rankCard({ system: data.system, userId: SNOWFLAKE, balance: undefined, rank: undefined, total: 1 }, 'Zoë', s),
    ];
    for (const card of cards) {
      expect(JSON.stringify(card)).not.toMatch(RAW_KEY);
      const canvas = drawCard(card);
      expect({ width: canvas.width, height: canvas.height }).toEqual(cardSize(card));
    }
    if (language !== 'en') expect(cards[0]).not.toEqual(boardCard(data, ENGLISH, { userId: data.rows[1]!.userId, name: 'Zoë' }));
  });

  it('/help: each description as Discord shows it in this language', () => {
    const lines = commands.flatMap((m) => helpLines(m, definitionsOf(m), s));
    const inEnglish = commands.flatMap((m) => helpLines(m, definitionsOf(m), ENGLISH));
    // Slash examples are typed as the member's Discord shows the command: its names, choices and sample words in their language.
    const slash = (l: { example: string }[]) => l.map((x) => x.example).filter((e) => e.startsWith('/'));
    const typed = commands.flatMap((m) =>
      slash(helpLines(m, definitionsOf(m), ENGLISH)).map((e) =>
        commandLine(
          language,
          e,
          definitionsOf(m).find((d) => e.split(' ')[0] === `/${d.name}`),
        ),
      ),
    );
    expect(slash(lines)).toEqual(typed);
    expect(slash(lines).length).toBeGreaterThan(lines.length - 3);
    for (const l of lines) expect(l.description.length).toBeGreaterThan(0);
    if (language !== 'en')
      expect(lines.filter((l, i) => l.description === inEnglish[i]!.description).map((l) => l.description)).toEqual([]);
  });
});

describe('card fonts', () => {
  /** The pixels of `text` drawn alone: a character no font has draws as the same empty box as any other. */
  function pixels(text: string): string {
    registerCardFonts();
    const canvas = createCanvas(120, 50);
    const g = canvas.getContext('2d');
    g.font = `bold 30px ${FAMILY}`;
    g.fillStyle = '#fff';
    g.fillText(text, 10, 38);
    return Buffer.from(g.getImageData(0, 0, 120, 50).data).toString('base64');
  }

  it('draw Latin, Cyrillic, kana and kanji, not the missing-glyph box', () => {
    const missing = pixels('\u{E000}');
    expect(pixels('\u{E001}')).toBe(missing);
    for (const ch of ['Ä', 'Ж', 'ラ', '位', '保']) expect(pixels(ch), ch).not.toBe(missing);
  });
});
