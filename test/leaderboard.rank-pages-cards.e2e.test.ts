import { ENGLISH, readerFor } from '../src/i18n/reader.js';
import { loadImage } from '@napi-rs/canvas';
import { InteractionResponseType } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BAD_PAGE } from '../commands/leaderboard.js';
import { CARD_WIDTH } from '../src/cards/draw.js';
import { splitId as decode } from '../src/discord/component-id.js';
import { generatedUserId } from '../src/sandbox/board.js';
import { DEMO } from '../src/sandbox/index.js';
import { BOARD_CARD_FILE, BOARD_GOTO_FORM, BOARD_PAGER, GOTO_FIELD, RANK_CARD_FILE } from '../src/features/leaderboard/view.js';
import { MEDALS } from '../src/views/format.js';
import { dataOf } from './discord-limits.js';
import { startTestBot, type RunResult, type TestBot } from './harness.js';
import { call, qs } from './sandbox-helpers.js';

/**
 * The board through the commands: exact rank at any board size (a generated board of 1,000,000
 * holders), paging private to the viewer, go to page, jump to my page, and PNG cards sent as
 * attachments (the hostile community's too).
 */

const SPARKS = DEMO.pointSystems.active;
const BIG = DEMO.bigBoard.id;
const BIG_GUILD = '1203458820156250001';
const HOSTILE_GUILD = '1203458820156250002';
const OWNER = '318204957716150001';
const OTHER = '318204957716150002';

let bot: TestBot;
let bigKey: string;
beforeAll(async () => {
  bot = await startTestBot({
    keys: (sb) => {
      bigKey = sb.addCommunity({ bigBoard: 1_000_000 });
      return { [DEMO.guildId]: sb.demoKey, [BIG_GUILD]: bigKey, [HOSTILE_GUILD]: sb.addCommunity({ hostile: true }) };
    },
  });
});
afterAll(() => bot?.close());

interface Message {
  content?: string;
  embeds?: { title?: string; description?: string; footer?: { text: string }; image?: { url: string } }[];
  components?: { components: { custom_id?: string; label?: string }[] }[];
}
const msg = (r: RunResult) => (r.message ?? {}) as Message;
const footer = (r: RunResult) => msg(r).embeds?.[0]?.footer?.text ?? '';
const button = (r: RunResult, action: string) => {
  const b = (msg(r).components ?? []).flatMap((row) => row.components).find((c) => decode(c.custom_id ?? '')?.action === action);
  if (!b?.custom_id) throw new Error(`no ${action} button in ${JSON.stringify(r.message).slice(0, 300)}`);
  return b.custom_id;
};
const owner = () => bot.member({ userId: OWNER });
const other = () => bot.member({ userId: OTHER });
const balanceRequests = () => bot.sandbox.stats.byRoute().getPointBalances;

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(png: Buffer) {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}
/** The card of a 10-row page (draw.ts: header 84, rows of 46, footer 56). */
const PAGE_CARD = { width: CARD_WIDTH, height: 84 + 10 * 46 + 56 };

const isUpdate = (r: RunResult) =>
  r.calls.some((c) => (c.body as { type?: number } | undefined)?.type === InteractionResponseType.DeferredMessageUpdate);

describe('paging is private to the viewer', () => {
  it("a second member's press leaves the public board where its owner left it and gives them their own copy", async () => {
    const board = await bot.slash('leaderboard', { system: SPARKS }, owner());
    expect(board.ephemeral).toBe(false);
    expect(dataOf(BOARD_PAGER, button(board, 'next'))).toMatchObject({ page: 1, owner: OWNER });

    const theirs = await bot.button(button(board, 'next'), other(), OWNER);
    expect(isUpdate(theirs)).toBe(false);
    expect(theirs.ack).toBe('defer');
    expect(theirs.ephemeral).toBe(true);
    expect(footer(theirs)).toMatch(/^Page 2 of 120/);
    // Their copy is theirs: its buttons carry them.
    expect(dataOf(BOARD_PAGER, button(theirs, 'next'))).toMatchObject({ page: 2, owner: OTHER });
    // The public message was not touched: the press was answered with a new private message
    // (a deferred ephemeral reply), never an update of the message the button sits on.
    expect(theirs.calls.map((c) => `${c.method} ${c.path.replace(/\d{5,}|offline-[\w-]+/g, '…')}`)).toEqual([
      'POST /interactions/…/…/callback',
      'PATCH /webhooks/…/…/messages/@original',
    ]);

    // On their copy, their presses move their copy.
    const further = await bot.button(button(theirs, 'next'), other(), OWNER);
    expect(isUpdate(further)).toBe(true);
    expect(footer(further)).toMatch(/^Page 3 of 120/);

    // The owner's press moves the public board.
    const moved = await bot.button(button(board, 'next'), owner(), OWNER);
    expect(isUpdate(moved)).toBe(true);
    expect(footer(moved)).toMatch(/^Page 2 of 120/);
  });

  it('go to page: a form for the page; the owner moves the board, a bad page is refused before any request', async () => {
    const board = await bot.slash('leaderboard', { system: SPARKS }, owner());
    const form = await bot.button(button(board, 'goto'), owner(), OWNER);
    expect(form.ack).toBe('modal');
    const modalId = String(form.modal?.custom_id);
    expect(dataOf(BOARD_GOTO_FORM, modalId)).toMatchObject({ system: SPARKS, owner: OWNER });

    const to57 = await bot.modal(modalId, { [GOTO_FIELD]: '57' }, owner(), true);
    expect(isUpdate(to57)).toBe(true);
    expect(footer(to57)).toMatch(/^Page 57 of 120/);
    expect(msg(to57).embeds?.[0]?.description?.split('\n')[0]).toMatch(/^\*\*561\.\*\* /);

    const past = await bot.modal(modalId, { [GOTO_FIELD]: '9999' }, owner(), true);
    expect(footer(past)).toMatch(/^Page 120 of 120/);

    const before = bot.sandbox.stats.total();
    for (const bad of ['abc', '0', '-3', '1.5', '']) {
      const r = await bot.modal(modalId, { [GOTO_FIELD]: bad }, owner(), true);
      expect(r.ephemeral, bad).toBe(true);
      expect(String(msg(r).content), bad).toContain(BAD_PAGE(ENGLISH));
      // A form's field is no option, so no English `page:` name in front.
      expect(String(msg(r).content), bad).toBe(BAD_PAGE(ENGLISH));
    }
    for (const locale of ['de', 'ja', 'ru']) {
      const r = await bot.modal(modalId, { [GOTO_FIELD]: 'abc' }, bot.member({ userId: OWNER, locale }), true);
      expect(String(msg(r).content), locale).toBe(BAD_PAGE(readerFor(locale)));
      expect(String(msg(r).content), locale).not.toContain('page');
    }
    expect(bot.sandbox.stats.total()).toBe(before);

    // Someone else's form answer is their own private copy.
    const theirs = await bot.modal(modalId, { [GOTO_FIELD]: '3' }, other(), true);
    expect(isUpdate(theirs)).toBe(false);
    expect(theirs.ephemeral).toBe(true);
    expect(footer(theirs)).toMatch(/^Page 3 of 120/);
  });

  it('a forged or cut form id is stale, with no request', async () => {
    const before = bot.sandbox.stats.total();
    const id = BOARD_GOTO_FORM.id('goto-page', { system: SPARKS, page: 0, order: 'balance-desc', owner: OWNER })!;
    for (const bad of [id.slice(0, -1), 'leaderboard:goto-page:x~', `leaderboard:goto-page:${SPARKS}:0:d~`]) {
      const r = await bot.modal(bad, { [GOTO_FIELD]: '2' }, owner(), true);
      expect(r.ephemeral).toBe(true);
      expect(String(msg(r).content)).toMatch(/no longer valid/);
    }
    expect(bot.sandbox.stats.total()).toBe(before);
  });
});

describe('exact rank through the command', () => {
  async function board(system: string, key: string | undefined, offset: number, limit: number) {
    const res = await call(
      bot.sandbox,
      `/v1/community/points/${system}/balance${qs({ sortBy: 'balance-desc', offset, limit })}`,
      key ? { key } : {},
    );
    return res.json as { data: { userId: string; balance: number }[]; pagination: { total: number } };
  }

  it('on 1,000,000 holders: first, deep in a run of ties, and last, each within 25 requests', async () => {
    const big = (userId: string) => bot.member({ guildId: BIG_GUILD, userId });
    const r = await bot.slash('leaderboard', {}, bot.member({ guildId: BIG_GUILD }));
    expect(footer(r)).toBe('Page 1 of 100,000 · 1,000,000 holders · highest first');
    const rankId = button(r, 'rank');
    // Position 734,020 sits in the tail, where long runs of holders share one balance.
    for (const [at, text] of [
      [0, `${MEDALS[0]} You are **#1** of 1,000,000 holders (top 0.01%)`],
      [734_020, 'You are **#734,021** of 1,000,000 holders (top 74%)'],
      [999_999, 'You are **#1,000,000** of 1,000,000 holders (top 100%)'],
    ] as const) {
      const tie = await board(BIG, bigKey, at, 2);
      if (at === 734_020) expect(tie.data[0]!.balance).toBe(tie.data[1]!.balance);
      const before = balanceRequests();
      const mine = await bot.button(rankId, big(generatedUserId(at)));
      expect(mine.ephemeral).toBe(true);
      expect(String(msg(mine).content)).toContain(text);
      expect(balanceRequests() - before).toBeLessThanOrEqual(25);
    }
    // A member who holds none, on the same board.
    expect(String(msg(await bot.button(rankId, big(OTHER))).content)).toBe('You have no 🌊 Multitudes yet.');
  });

  it('"Jump to my page" moves the owner\'s board to the page holding them; a non-holder is told so', async () => {
    const top = await board(SPARKS, undefined, 600, 100);
    const me = top.data[34]!; // rank 635: page 64
    const mine = bot.member({ userId: me.userId });
    const r = await bot.slash('leaderboard', { system: SPARKS }, mine);
    const jumped = await bot.button(button(r, 'jump'), mine, me.userId);
    expect(isUpdate(jumped)).toBe(true);
    expect(footer(jumped)).toMatch(/^Page 64 of 120/);
    expect(msg(jumped).embeds?.[0]?.description).toContain(`**635.** <@${me.userId}>`);

    // From the private "My rank" answer: the jump turns it into their own board.
    const rank = await bot.button(button(r, 'rank'), mine, me.userId);
    expect(String(msg(rank).content)).toContain('**#635**');
    const fromRank = await bot.button(button(rank, 'jump'), mine, me.userId);
    expect(footer(fromRank)).toMatch(/^Page 64 of 120/);

    const none = await bot.button(button(r, 'jump'), other(), me.userId);
    expect(none.ephemeral).toBe(true);
    expect(String(msg(none).content)).toBe('You hold no ⚡ Sparks yet, so you have no page on this board.');
  });

  it('/points balance shows rank and top-% beside the balance', async () => {
    const top = await board(SPARKS, undefined, 0, 100);
    const me = top.data[41]!;
    const r = await bot.slash('points', { subcommand: 'balance', system: SPARKS }, bot.member({ userId: me.userId }));
    expect(msg(r).embeds?.[0]?.description).toBe(
      `Balances of <@${me.userId}>\n\n⚡ Sparks — **${me.balance.toLocaleString('en-US')}** · **#42** of 1,200 holders (top 3.5%)`,
    );
  });
});

describe('cards', () => {
  it('/leaderboard card:true attaches a PNG of the page, shown in the embed; paging keeps drawing it', async () => {
    const r = await bot.slash('leaderboard', { system: SPARKS, card: true }, owner());
    expect(r.ephemeral).toBe(false);
    expect(r.files.map((f) => [f.name, f.contentType])).toEqual([[BOARD_CARD_FILE, 'image/png']]);
    expect(pngSize(r.files[0]!.data)).toEqual(PAGE_CARD);
    expect(msg(r).embeds?.[0]?.image?.url).toBe(`attachment://${BOARD_CARD_FILE}`);
    // The attachment replaces whatever the message held.
    expect((r.message as { attachments?: unknown[] }).attachments).toHaveLength(1);
    expect((msg(r).components ?? []).flatMap((row) => row.components).map((c) => c.label)).not.toContain('Card');

    const next = await bot.button(button(r, 'next'), owner(), OWNER);
    expect(footer(next)).toMatch(/^Page 2 of 120/);
    expect(next.files).toHaveLength(1);
    expect(next.files[0]!.data.equals(r.files[0]!.data)).toBe(false);
  });

  it('the Card button: the owner gets it on the board, anyone else a private copy with the card', async () => {
    const r = await bot.slash('leaderboard', { system: SPARKS }, owner());
    expect(r.files).toEqual([]);
    const theirs = await bot.button(button(r, 'card'), other(), OWNER);
    expect(theirs.ephemeral).toBe(true);
    expect(pngSize(theirs.files[0]!.data)).toEqual(PAGE_CARD);
    const mine = await bot.button(button(r, 'card'), owner(), OWNER);
    expect(isUpdate(mine)).toBe(true);
    expect(mine.files).toHaveLength(1);
  });

  it("renders the hostile community's board: the PNG decodes to the expected size", async () => {
    const r = await bot.slash('leaderboard', { card: true }, bot.member({ guildId: HOSTILE_GUILD }));
    expect(r.ephemeral).toBe(false);
    const png = r.files[0]!.data;
    const rows = (msg(r).embeds?.[0]?.description ?? '').split('\n').length;
    const expected = { width: CARD_WIDTH, height: 84 + rows * 46 + 56 };
    expect(pngSize(png)).toEqual(expected);
    const image = await loadImage(png);
    expect({ width: image.width, height: image.height }).toEqual(expected);
  });

  it('/points balance card:true attaches a rank card', async () => {
    const top = await board(0);
    const me = top[4]!;
    const r = await bot.slash('points', { subcommand: 'balance', system: SPARKS, card: true }, bot.member({ userId: me }));
    expect(r.files.map((f) => f.name)).toEqual([RANK_CARD_FILE]);
    expect(pngSize(r.files[0]!.data)).toEqual({ width: CARD_WIDTH, height: 240 });
    expect(msg(r).embeds?.[0]?.image?.url).toBe(`attachment://${RANK_CARD_FILE}`);
  });

  async function board(offset: number) {
    const res = await call(bot.sandbox, `/v1/community/points/${SPARKS}/balance${qs({ sortBy: 'balance-desc', offset, limit: 10 })}`);
    return (res.json as { data: { userId: string }[] }).data.map((e) => e.userId);
  }
});
