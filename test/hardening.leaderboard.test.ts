import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { splitId as decode } from '../src/discord/component-id.js';
import { DEMO } from '../src/sandbox/index.js';
import { MEDALS } from '../src/views/format.js';
import { BOARD_PAGER, BOARD_RANK } from '../src/features/leaderboard/view.js';
import { expectDiscordLimits } from './discord-limits.js';
import { expectAnswered } from './hardening.helpers.js';
import { startTestBot, type RunResult, type TestBot } from './harness.js';
import { call, qs } from './sandbox-helpers.js';

/**
 * The boards the demo community cannot show: one page (4 holders) and an empty board (an
 * ACTIVE system nobody holds), from a community added with `pointSystems: 'small'`.
 */

const { few: FEW, none: NONE, fewHolders } = DEMO.smallPointSystems;

let bot: TestBot;
let key: string;
beforeAll(async () => {
  bot = await startTestBot({
    keys: (sb) => {
      key = sb.addCommunity({ pointSystems: 'small' });
      return { [DEMO.guildId]: key };
    },
  });
});
afterAll(() => bot?.close());

type Message = {
  embeds?: { title?: string; description?: string; footer?: { text: string } }[];
  components?: { components: { custom_id?: string }[] }[];
};
const msg = (r: RunResult) => (r.message ?? {}) as Message;
const lines = (r: RunResult) => msg(r).embeds?.[0]?.description?.split('\n') ?? [];
const actions = (r: RunResult) => (msg(r).components ?? []).flatMap((row) => row.components).map((c) => decode(c.custom_id ?? '')?.action);

/** The board straight from the sandbox over HTTP. */
async function holders(sort: 'balance-desc' | 'balance-asc') {
  const res = await call(bot.sandbox, `/v1/community/points/${FEW}/balance${qs({ sortBy: sort, limit: 100 })}`, { key });
  expect(res.status).toBe(200);
  return (res.json as { data: { userId: string }[] }).data.map((e) => e.userId);
}

describe('/leaderboard on a small community', () => {
  it('shows a single page: every holder, medals for the top three, no pager, only "My rank" and "Card"', async () => {
    const top = await holders('balance-desc');
    expect(top).toHaveLength(fewHolders);
    const r = await bot.slash('leaderboard', {}, bot.member());
    expectAnswered(r);
    expect(r.ephemeral).toBe(false);
    expect(msg(r).embeds?.[0]?.title).toBe('🔥 Embers leaderboard');
    expect(lines(r).map((l) => /<@(\d+)>/.exec(l)?.[1])).toEqual(top);
    expect(lines(r).map((l) => MEDALS.findIndex((m) => l.includes(m)))).toEqual([0, 1, 2, -1]);
    expect(msg(r).embeds?.[0]?.footer?.text).toBe('Page 1 of 1 · 4 holders · highest first');
    expect(actions(r)).toEqual(['rank', 'card']);
    expectDiscordLimits(msg(r) as never);
  });

  it('lowest first is the same page reversed, without medals', async () => {
    const r = await bot.slash('leaderboard', { system: FEW, order: 'balance-asc' }, bot.member());
    expect(lines(r).map((l) => /<@(\d+)>/.exec(l)?.[1])).toEqual(await holders('balance-asc'));
    expect(lines(r).some((l) => MEDALS.some((m) => l.includes(m)))).toBe(false);
    expect(msg(r).embeds?.[0]?.footer?.text).toBe('Page 1 of 1 · 4 holders · lowest first');
  });

  it('a page button past the single page shows page 1', async () => {
    const r = await bot.button(BOARD_PAGER.id('last', { system: FEW, page: 2, order: 'balance-desc' })!, bot.member());
    expectAnswered(r);
    expect(msg(r).embeds?.[0]?.footer?.text).toBe('Page 1 of 1 · 4 holders · highest first');
  });

  it('"My rank" answers the last holder privately with rank 4 of 4', async () => {
    const last = (await holders('balance-desc'))[3]!;
    const r = await bot.button(BOARD_RANK.id('rank', { system: FEW })!, bot.member({ userId: last }));
    expectAnswered(r);
    expect(r.ephemeral).toBe(true);
    expect(String(r.message?.content)).toMatch(/^You are \*\*#4\*\* of 4 holders \(top 100%\) with \*\*[\d,]+\*\* 🔥 Embers\.$/);
  });

  it('shows an empty board for an active system nobody holds: no rows, no buttons', async () => {
    const r = await bot.slash('leaderboard', { system: NONE }, bot.member());
    expectAnswered(r);
    expect(r.ephemeral).toBe(false);
    expect(msg(r).embeds?.[0]?.title).toBe('❄️ Frost leaderboard');
    expect(msg(r).embeds?.[0]?.description).toBe('Nobody holds ❄️ Frost yet.');
    expect(msg(r).components ?? []).toEqual([]);
  });

  it('lists both systems, and the demo community is unchanged', async () => {
    const r = await bot.slash('points', { subcommand: 'systems' }, bot.member());
    const text = JSON.stringify(r.message);
    expect(text).toContain('Embers');
    expect(text).toContain('Frost');
    expect(text).not.toContain('Sparks');
    const demo = await call(bot.sandbox, `/v1/community/points/${DEMO.pointSystems.active}/balance${qs({ limit: 1 })}`);
    expect((demo.json as { pagination: { total: number } }).pagination.total).toBe(DEMO.pointSystems.activeHolders);
  });
});
