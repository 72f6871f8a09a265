import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { STALE } from '../src/bot/error-reply.js';
import { ENGLISH } from '../src/i18n/reader.js';
import { BOARD_PAGER } from '../src/features/leaderboard/view.js';
import { commands } from '../commands/index.js';
import { createCommunityApi } from '../src/api/index.js';
import type { CommunityApi } from '../src/api/types.js';
import { splitId as decode } from '../src/discord/component-id.js';
import { createHarness, type Harness, type RunResult } from '../src/bot/offline/harness.js';
import { snowflake } from '../src/bot/offline/discord-rest.js';
import { DEMO, startSandbox, type Sandbox } from '../src/sandbox/index.js';
import { MEDALS } from '../src/views/format.js';
import { call, qs } from './sandbox-helpers.js';

const EMPTY_GUILD = '1203458820156252999';
const SPARKS = DEMO.pointSystems.active;

let sb: Sandbox;
let api: CommunityApi;
let h: Harness;
const extra: { close(): Promise<void> }[] = [];

beforeAll(async () => {
  sb = await startSandbox({ ratePerSecond: 0 });
  api = createCommunityApi({ baseUrl: sb.url, ratePerSecond: 0 });
  h = await createHarness({ commands, api, keysByGuild: { [DEMO.guildId]: sb.demoKey, [EMPTY_GUILD]: sb.addCommunity({ empty: true }) } });
});

afterEach(async () => {
  sb.faults.clear();
  // Harnesses and clients built inside a test (restart, cold cache) close before the next one.
  for (const x of extra.splice(0).reverse()) await x.close();
});

afterAll(async () => {
  await h?.close();
  await api?.close();
  await sb?.close();
});

/** A second bot process on the same sandbox: its own client (cold cache) and Discord stand-in. */
async function freshBot(): Promise<Harness> {
  const api2 = createCommunityApi({ baseUrl: sb.url, ratePerSecond: 0 });
  extra.push(api2);
  const h2 = await createHarness({ commands, api: api2, keysByGuild: { [DEMO.guildId]: sb.demoKey } });
  extra.push(h2);
  return h2;
}

interface Message {
  content?: string;
  embeds?: { title?: string; description?: string; footer?: { text: string } }[];
  components?: { components: { custom_id?: string; disabled?: boolean; label?: string }[] }[];
  allowed_mentions?: { parse?: string[] };
}
const msg = (r: RunResult) => (r.message ?? {}) as Message;
const lines = (r: RunResult) => msg(r).embeds?.[0]?.description?.split('\n') ?? [];
const footer = (r: RunResult) => msg(r).embeds?.[0]?.footer?.text ?? '';
const button = (r: RunResult, action: string) => {
  const b = (msg(r).components ?? []).flatMap((row) => row.components).find((c) => decode(c.custom_id ?? '')?.action === action);
  if (!b?.custom_id) throw new Error(`no ${action} button`);
  return { id: b.custom_id, disabled: b.disabled ?? false };
};
/** The user ids shown, in order, read from the `<@id>` mentions. */
const shown = (r: RunResult) => lines(r).map((l) => /<@(\d+)>/.exec(l)?.[1]);

/** The board straight from the sandbox over HTTP, no bot code in between. */
async function board(sort: 'balance-desc' | 'balance-asc', offset: number, limit: number) {
  const res = await call(sb, `/v1/community/points/${SPARKS}/balance${qs({ sortBy: sort, offset, limit })}`);
  expect(res.status).toBe(200);
  return res.json as { data: { userId: string; balance: number }[]; pagination: { total: number } };
}

const balanceRequests = () => sb.stats.byRoute().getPointBalances;

describe('/leaderboard', () => {
  it('shows page 1 of the first active system with medals, and pages next, last and first', async () => {
    const top = await board('balance-desc', 0, 20);
    const r = await h.slash('leaderboard', {}, h.member());
    expect(r.ephemeral).toBe(false);
    expect(msg(r).allowed_mentions?.parse).toEqual([]);
    expect(msg(r).embeds?.[0]?.title).toBe('⚡ Sparks leaderboard');
    expect(shown(r)).toEqual(top.data.slice(0, 10).map((e) => e.userId));
    const first = top.data[0]!;
    expect(lines(r)[0]).toBe(`**1.** ${MEDALS[0]} <@${first.userId}> — **${first.balance.toLocaleString('en-US')}**`);
    expect(lines(r)[1]).toContain(MEDALS[1]);
    expect(lines(r)[2]).toContain(MEDALS[2]);
    expect(lines(r)[3]).toMatch(/^\*\*4\.\*\* <@/);
    expect(footer(r)).toBe('Page 1 of 120 · 1,200 holders · highest first');
    expect(button(r, 'first').disabled).toBe(true);
    expect(button(r, 'prev').disabled).toBe(true);
    expect(button(r, 'next').disabled).toBe(false);

    const next = await h.button(button(r, 'next').id, h.member());
    expect(next.ack).toBe('deferUpdate');
    expect(shown(next)).toEqual(top.data.slice(10, 20).map((e) => e.userId));
    expect(lines(next)[0]).toMatch(/^\*\*11\.\*\* <@\d+> — \*\*/);
    expect(footer(next)).toMatch(/^Page 2 of 120/);
    expect(button(next, 'prev').disabled).toBe(false);

    const tail = await board('balance-desc', 1190, 10);
    const last = await h.button(button(next, 'last').id, h.member());
    expect(footer(last)).toMatch(/^Page 120 of 120 · 1,200 holders/);
    expect(shown(last)).toEqual(tail.data.map((e) => e.userId));
    expect(lines(last)[9]).toMatch(/^\*\*1,200\.\*\* <@/);
    expect(button(last, 'next').disabled).toBe(true);
    expect(button(last, 'last').disabled).toBe(true);
    expect(button(last, 'prev').disabled).toBe(false);

    const back = await h.button(button(last, 'first').id, h.member());
    expect(shown(back)).toEqual(shown(r));
    expect(footer(back)).toMatch(/^Page 1 of 120/);
  });

  it("is written in the server's language (public), and answers a press privately in the presser's", async () => {
    const top = await board('balance-desc', 0, 1);
    const r = await h.slash('leaderboard', { system: SPARKS }, h.member({ guildLocale: 'de' }));
    expect(r.ephemeral).toBe(false);
    expect(msg(r).embeds?.[0]?.title).toBe('Rangliste ⚡ Sparks');
    expect(lines(r)[0]).toContain(`**${top.data[0]!.balance.toLocaleString('de')}**`);
    expect(footer(r)).toMatch(/^Seite 1 von 120 · 1\.200 Inhaber · /);
    expect((msg(r).components ?? []).flatMap((row) => row.components).map((c) => c.label)).toEqual(
      expect.arrayContaining(['Zu Seite …', 'Mein Rang', 'Zu meiner Seite', 'Karte']),
    );
    // "My rank" is private: in the presser's own language, whatever the server's.
    const mine = await h.button(button(r, 'rank').id, h.member({ locale: 'de', guildLocale: 'en-US' }));
    expect(mine.ephemeral).toBe(true);
    expect(msg(mine).content).toBe('Du hast noch keine ⚡ Sparks.');
    const english = await h.button(button(r, 'rank').id, h.member({ locale: 'en-US', guildLocale: 'de' }));
    expect(msg(english).content).toBe('You have no ⚡ Sparks yet.');
  });

  it('orders lowest first without medals', async () => {
    const low = await board('balance-asc', 0, 10);
    const r = await h.slash('leaderboard', { system: SPARKS, order: 'balance-asc' }, h.member());
    expect(shown(r)).toEqual(low.data.map((e) => e.userId));
    for (const m of MEDALS) expect(msg(r).embeds?.[0]?.description).not.toContain(m);
    expect(footer(r)).toContain('lowest first');
    const next = await h.button(button(r, 'next').id, h.member());
    expect(shown(next)).toEqual((await board('balance-asc', 10, 10)).data.map((e) => e.userId));
  });

  it('shows another system picked by id, and resolves a typed name or alias', async () => {
    const r = await h.slash('leaderboard', { system: DEMO.pointSystems.archived }, h.member());
    expect(msg(r).embeds?.[0]?.title).toBe('🏅 Season 1 XP leaderboard');
    expect(footer(r)).toBe('Page 1 of 8 · 80 holders · highest first');
    const byAlias = await h.slash('leaderboard', { system: 'XP' }, h.member());
    expect(msg(byAlias).embeds?.[0]?.title).toBe('🏅 Season 1 XP leaderboard');
  });

  it('shows a system shared through a collab by its name', async () => {
    const r = await h.slash('leaderboard', { system: DEMO.pointSystems.shared }, h.member());
    expect(msg(r).embeds?.[0]?.title).toBe('💎 Partner Gems leaderboard');
    expect(footer(r)).toBe('Page 1 of 15 · 150 holders · highest first');
  });

  it('refuses an order outside the choices before any request', async () => {
    const before = sb.stats.total();
    const r = await h.slash('leaderboard', { order: 'balance-random' }, h.member());
    expect(sb.stats.total()).toBe(before);
    expect(msg(r).content).toBe('`order`: balance-random is not one of "highest first" or "lowest first"');
  });

  it('tells an empty community there is no leaderboard yet', async () => {
    const r = await h.slash('leaderboard', {}, h.member({ guildId: EMPTY_GUILD }));
    expect(r.ephemeral).toBe(true);
    expect(msg(r).content).toContain('no active point system');
  });

  it('names the option and where to find systems for an unknown system id', async () => {
    const r = await h.slash('leaderboard', { system: DEMO.pointSystems.unknown }, h.member());
    expect(r.ephemeral).toBe(true);
    expect(msg(r).content).toContain(
      `\`system\`: no point system "${DEMO.pointSystems.unknown}" in this community; pick one from the suggestions, or see /points systems`,
    );
  });

  it('refuses a system that is not an id shape, naming the field, before any request', async () => {
    const before = sb.stats.total();
    const r = await h.slash('leaderboard', { system: 'not an/id' }, h.member());
    expect(sb.stats.total()).toBe(before);
    expect(r.ephemeral).toBe(true);
    expect(msg(r).content).toMatch(/^`system`: /);
  });

  it('clamps a page past the end (the board shrank since the button was drawn) to the last page', async () => {
    const r = await h.button(BOARD_PAGER.id('next', { system: SPARKS, page: 998, order: 'balance-desc' })!, h.member());
    expect(footer(r)).toMatch(/^Page 120 of 120/);
    expect(shown(r)).toEqual((await board('balance-desc', 1190, 10)).data.map((e) => e.userId));
  });

  it('refuses a forged pager state without a request', async () => {
    const before = sb.stats.total();
    for (const state of ['junk', `${SPARKS}.0.d`, 'a b.1.d', `${SPARKS}:-1:d~`, 'a b:1:d~', `${SPARKS}:1:d`]) {
      const r = await h.button(`leaderboard:next:${state}`, h.member());
      expect(r.ephemeral).toBe(true);
      expect(msg(r).content).toBe(STALE(ENGLISH));
    }
    expect(sb.stats.total()).toBe(before);
  });

  it('keeps working after a restart: a fresh bot handles the old message buttons', async () => {
    const r = await h.slash('leaderboard', { system: SPARKS }, h.member());
    const old = button(r, 'next').id;
    const rank = button(r, 'rank').id;
    const h2 = await freshBot();
    const next = await h2.button(old, h2.member());
    expect(footer(next)).toMatch(/^Page 2 of 120/);
    expect(shown(next)).toEqual((await board('balance-desc', 10, 10)).data.map((e) => e.userId));
    const mine = await h2.button(rank, h2.member());
    expect(mine.ephemeral).toBe(true);
    expect(msg(mine).content).toBe('You have no ⚡ Sparks yet.');
  });

  it('costs at most one upstream balance request for 20 presses within one 100-row block', async () => {
    const h2 = await freshBot();
    const before = balanceRequests();
    let r = await h2.slash('leaderboard', { system: SPARKS }, h2.member());
    // Pages 1–10 are rows 1–100: up to 6, back to 1, up to 10, back to 9.
    const presses = [...Array(5).fill('next'), ...Array(5).fill('prev'), ...Array(9).fill('next'), 'prev'] as string[];
    expect(presses).toHaveLength(20);
    let page = 1;
    for (const action of presses) {
      r = await h2.button(button(r, action).id, h2.member());
      page += action === 'next' ? 1 : -1;
      expect(footer(r)).toMatch(new RegExp(`^Page ${page} of 120`));
    }
    expect(page).toBe(9);
    expect(balanceRequests() - before).toBeLessThanOrEqual(1);
  });

  it('My rank: shows rank, top-% and balance, privately', async () => {
    const top = await board('balance-desc', 0, 100);
    const me = top.data[41]!;
    const r = await h.slash('leaderboard', { system: SPARKS }, h.member());
    const mine = await h.button(button(r, 'rank').id, h.member({ userId: me.userId }));
    expect(mine.ephemeral).toBe(true);
    expect(msg(mine).content).toBe(`You are **#42** of 1,200 holders (top 3.5%) with **${me.balance.toLocaleString('en-US')}** ⚡ Sparks.`);
  });

  it('My rank: rank 480, pressed on a lowest-first board (the rank is highest first)', async () => {
    const block = await board('balance-desc', 400, 100);
    const me = block.data[79]!;
    const r = await h.slash('leaderboard', { system: SPARKS, order: 'balance-asc' }, h.member());
    const mine = await h.button(button(r, 'rank').id, h.member({ userId: me.userId }));
    expect(msg(mine).content).toContain('You are **#480** of 1,200 holders (top 40%)');
  });

  it('one meaning of rank in both orders: lowest first numbers rows by their highest-first rank, and Jump keeps the order', async () => {
    const block = await board('balance-desc', 400, 100);
    const me = block.data[79]!;
    const r = await h.slash('leaderboard', { system: SPARKS, order: 'balance-asc' }, h.member({ userId: me.userId }));
    // The lowest balance is last of the highest-first board: #1,200, written so on the first lowest-first page.
    expect(lines(r)[0]).toMatch(/^\*\*1,200\.\*\* <@/);
    expect(lines(r)[9]).toMatch(/^\*\*1,191\.\*\* <@/);
    // "Jump to my page" on the lowest-first board: its page of that board, the member's row numbered #480 as My rank says.
    const jumped = await h.button(button(r, 'jump').id, h.member({ userId: me.userId }));
    expect(footer(jumped)).toContain('lowest first');
    const mine = lines(jumped).find((l) => l.includes(`<@${me.userId}>`));
    expect(mine).toMatch(/^\*\*480\.\*\* /);
    // Every button of the jumped-to board keeps the order; so does My rank's own Jump.
    expect(footer(await h.button(button(jumped, 'next').id, h.member({ userId: me.userId })))).toContain('lowest first');
    const rank = await h.button(button(r, 'rank').id, h.member({ userId: me.userId }));
    expect(msg(rank).content).toContain('You are **#480** of 1,200 holders');
    const fromRank = await h.button(button(rank, 'jump').id, h.member({ userId: me.userId }));
    expect(footer(fromRank)).toContain('lowest first');
    expect(lines(fromRank).find((l) => l.includes(`<@${me.userId}>`))).toMatch(/^\*\*480\.\*\* /);
  });

  it('My rank: exact past the old 500 cut-off (rank 700) and at the very last place, without scanning', async () => {
    const block = await board('balance-desc', 600, 100);
    const me = block.data[99]!;
    const r = await h.slash('leaderboard', { system: SPARKS }, h.member());
    const before = balanceRequests();
    const mine = await h.button(button(r, 'rank').id, h.member({ userId: me.userId }));
    expect(msg(mine).content).toBe(`You are **#700** of 1,200 holders (top 59%) with **${me.balance.toLocaleString('en-US')}** ⚡ Sparks.`);
    // Balance, first block (cached by the board), a few one-row probes and one window.
    expect(balanceRequests() - before).toBeLessThanOrEqual(1 + 1 + Math.ceil(Math.log2(1200 / 100)) + 1);
    const last = (await board('balance-desc', 1199, 1)).data[0]!;
    const lastRank = await h.button(button(r, 'rank').id, h.member({ userId: last.userId }));
    expect(msg(lastRank).content).toContain('You are **#1,200** of 1,200 holders (top 100%)');
  });

  it('My rank: a member without a balance is told so', async () => {
    const r = await h.slash('leaderboard', { system: SPARKS }, h.member());
    const mine = await h.button(button(r, 'rank').id, h.member({ userId: snowflake() }));
    expect(msg(mine).content).toBe('You have no ⚡ Sparks yet.');
  });

  it('autocompletes systems by name or alias, and falls back to no choices on error', async () => {
    const byName = await h.autocomplete('leaderboard', { system: 'spa' }, 'system', h.member());
    expect(byName.choices).toEqual([{ name: '⚡ Sparks', value: SPARKS }]);
    const byAlias = await h.autocomplete('leaderboard', { system: 'XP' }, 'system', h.member());
    expect(byAlias.choices).toEqual([{ name: '🏅 Season 1 XP (archived)', value: DEMO.pointSystems.archived }]);
    const all = await h.autocomplete('leaderboard', { system: '' }, 'system', h.member());
    expect(all.choices?.map((c) => c.value)).toEqual([SPARKS, DEMO.pointSystems.archived]);

    const h2 = await freshBot();
    sb.faults.set('listPointSystems', { errorRate: 1, errorStatus: 503 });
    const failed = await h2.autocomplete('leaderboard', { system: 'spa' }, 'system', h2.member());
    expect(failed.ack).toBe('choices');
    expect(failed.choices).toEqual([]);
  });
});
