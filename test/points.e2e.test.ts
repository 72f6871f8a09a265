import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STALE } from '../src/bot/error-reply.js';
import { ENGLISH } from '../src/i18n/reader.js';
import { SYSTEMS_PAGER } from '../src/features/points/view.js';
import { commands } from '../commands/index.js';
import { createCommunityApi } from '../src/api/index.js';
import type { CommunityApi } from '../src/api/types.js';
import { snowflake } from '../src/bot/offline/discord-rest.js';
import { createHarness, type Harness, type RunResult } from '../src/bot/offline/harness.js';
import { DEMO, startSandbox, type Sandbox } from '../src/sandbox/index.js';
import { call, qs } from './sandbox-helpers.js';

const EMPTY_GUILD = '1203458820156252999';

let sb: Sandbox;
let api: CommunityApi;
let h: Harness;

beforeAll(async () => {
  sb = await startSandbox({ ratePerSecond: 0 });
  api = createCommunityApi({ baseUrl: sb.url, ratePerSecond: 0 });
  h = await createHarness({ commands, api, keysByGuild: { [DEMO.guildId]: sb.demoKey, [EMPTY_GUILD]: sb.addCommunity({ empty: true }) } });
});

afterAll(async () => {
  await h?.close();
  await api?.close();
  await sb?.close();
});

interface Message {
  content?: string;
  embeds?: { title?: string; description?: string; footer?: { text: string }; fields?: { name: string; value: string }[] }[];
  components?: { components: { custom_id?: string }[] }[];
}
const msg = (r: RunResult) => (r.message ?? {}) as Message;
const description = (r: RunResult) => msg(r).embeds?.[0]?.description ?? '';
const fieldNames = (r: RunResult) => (msg(r).embeds?.[0]?.fields ?? []).map((f) => f.name);

/** Runs `fn` and returns how many requests reached the sandbox meanwhile. */
async function upstream<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const before = sb.stats.total();
  const result = await fn();
  return [result, sb.stats.total() - before];
}

async function balanceOf(system: string, userId: string): Promise<number | undefined> {
  const res = await call(sb, `/v1/community/points/${system}/balance${qs({ userIds: userId })}`);
  expect(res.status).toBe(200);
  return (res.json as { data: { userId: string; balance: number }[] }).data.find((e) => e.userId === userId)?.balance;
}

describe('/points balance', () => {
  it('shows the invoker their balance in every active system', async () => {
    const mine = await balanceOf(DEMO.pointSystems.active, DEMO.memberId);
    expect(mine).toBeGreaterThan(0);
    const r = await h.slash('points', { subcommand: 'balance' }, h.member({ userId: DEMO.memberId }));
    expect(r.ephemeral).toBe(false);
    // Only the community's own ACTIVE systems: the archived one and the collab's are left out.
    // With the member's exact place on the board and top-%.
    expect(description(r)).toMatch(
      new RegExp(
        `^Balances of <@${DEMO.memberId}>\\n\\n⚡ Sparks — \\*\\*${mine!.toLocaleString('en-US')}\\*\\* · \\*\\*#[\\d,]+\\*\\* of 1,200 holders \\(top [\\d.]+%\\)$`,
      ),
    );
    expect(msg(r).embeds?.[0]?.footer).toBeUndefined();
  });

  it("shows another member in one named system, in the server's language (a public reply)", async () => {
    const top = await call(sb, `/v1/community/points/${DEMO.pointSystems.archived}/balance${qs({ limit: 1 })}`);
    const holder = (top.json as { data: { userId: string; balance: number }[] }).data[0]!;
    const r = await h.slash(
      'points',
      { subcommand: 'balance', member: holder.userId, system: DEMO.pointSystems.archived },
      h.member({ guildLocale: 'de' }),
    );
    expect(msg(r).embeds?.[0]?.title).toBe('Punkte');
    expect(description(r)).toBe(
      `Guthaben von <@${holder.userId}>\n\n🏅 Season 1 XP – **${holder.balance.toLocaleString('de')}** · **Platz 1** von 80 Inhabern (Top 1,3 %)`,
    );
    const systems = await h.slash('points', { subcommand: 'systems' }, h.member({ guildLocale: 'de' }));
    expect(msg(systems).embeds?.[0]?.title).toBe('Punktesysteme');
    expect(msg(systems).embeds?.[0]?.footer?.text).toBe('Seite 1 von 1 · 2 Systeme');
  });

  it('says "none yet" for a member without a balance', async () => {
    const someone = snowflake();
    const r = await h.slash('points', { subcommand: 'balance', member: someone }, h.member());
    expect(description(r)).toBe(`Balances of <@${someone}>\n\n⚡ Sparks — 0 (none yet)`);
    const one = await h.slash('points', { subcommand: 'balance', system: DEMO.pointSystems.archived }, h.member({ userId: someone }));
    expect(description(one)).toContain('🏅 Season 1 XP — 0 (none yet)');
  });

  it('says so in a community without active systems', async () => {
    const r = await h.slash('points', { subcommand: 'balance' }, h.member({ guildId: EMPTY_GUILD }));
    expect(description(r)).toBe('This community has no active point systems.');
  });

  it('answers not found for an unknown system', async () => {
    const r = await h.slash('points', { subcommand: 'balance', system: DEMO.pointSystems.unknown }, h.member());
    expect(r.ephemeral).toBe(true);
    expect(msg(r).content).toContain(`no point system "${DEMO.pointSystems.unknown}"`);
  });

  it('refuses a system that is not an id shape, naming the field, before any request', async () => {
    const [r, sent] = await upstream(() => h.slash('points', { subcommand: 'balance', system: 'a/b' }, h.member()));
    expect(sent).toBe(0);
    expect(r.ephemeral).toBe(true);
    expect(msg(r).content).toMatch(/^`system`: /);
  });

  it('autocompletes the system option', async () => {
    const r = await h.autocomplete('points', { subcommand: 'balance', system: 'sp' }, 'system', h.member());
    expect(r.choices).toEqual([{ name: '⚡ Sparks', value: DEMO.pointSystems.active }]);
  });
});

describe('/points systems', () => {
  it('lists the community systems with status, holders, flags and permissions', async () => {
    const r = await h.slash('points', { subcommand: 'systems' }, h.member());
    expect(r.ephemeral).toBe(false);
    expect(fieldNames(r)).toEqual(['⚡ Sparks', '🏅 Season 1 XP']);
    const sparks = msg(r).embeds?.[0]?.fields?.[0]?.value ?? '';
    expect(sparks).toContain('**Active** · 1,200 holders');
    expect(sparks).toContain('Transferable: yes · Burnable: yes');
    expect(sparks).toContain('This server may: see balances, move points between members, spend points, and print new points');
    expect(sparks).toContain('Id: `ps-sparks`');
    expect(msg(r).embeds?.[0]?.footer?.text).toBe('Page 1 of 1 · 2 systems');
    expect(msg(r).components ?? []).toEqual([]);
  });

  it('filters by status, includes shared systems, and searches', async () => {
    const archived = await h.slash('points', { subcommand: 'systems', status: 'ARCHIVED' }, h.member());
    expect(fieldNames(archived)).toEqual(['🏅 Season 1 XP']);
    expect(msg(archived).embeds?.[0]?.fields?.[0]?.value).toContain('**Archived** · 80 holders');
    const shared = await h.slash('points', { subcommand: 'systems', 'include-shared': true }, h.member());
    expect(fieldNames(shared)).toEqual(['⚡ Sparks', '🏅 Season 1 XP', '💎 Partner Gems']);
    expect(msg(shared).embeds?.[0]?.footer?.text).toBe('Page 1 of 1 · 3 systems · shared included');
    const search = await h.slash('points', { subcommand: 'systems', search: 'spark' }, h.member());
    expect(fieldNames(search)).toEqual(['⚡ Sparks']);
  });

  it('says when nothing matches', async () => {
    const r = await h.slash('points', { subcommand: 'systems', search: 'zzz', status: 'SUSPENDED' }, h.member());
    expect(description(r)).toBe('No point systems match (matching "zzz", status suspended).');
    const empty = await h.slash('points', { subcommand: 'systems' }, h.member({ guildId: EMPTY_GUILD }));
    expect(description(empty)).toBe('This community has no point systems.');
  });

  it('refuses a search longer than 256 characters before any request', async () => {
    const [r, sent] = await upstream(() => h.slash('points', { subcommand: 'systems', search: 'x'.repeat(257) }, h.member()));
    expect(sent).toBe(0);
    expect(r.ephemeral).toBe(true);
    expect(msg(r).content).toBe('`search`: must be at most 256 characters');
    const [ok] = await upstream(() => h.slash('points', { subcommand: 'systems', search: 'x'.repeat(256) }, h.member()));
    expect(description(ok)).toContain('No point systems match');
  });

  it('refuses a status outside the choices before any request', async () => {
    const [r, sent] = await upstream(() => h.slash('points', { subcommand: 'systems', status: 'PAUSED' }, h.member()));
    expect(sent).toBe(0);
    expect(msg(r).content).toMatch(/^`status`: PAUSED is not one of "active", "archived", or "suspended"/);
  });

  it('pages from the state in a button id (a fresh press works without the original message)', async () => {
    const r = await h.button(SYSTEMS_PAGER.id('last', { page: 0, includeShared: true })!, h.member());
    expect(fieldNames(r)).toEqual(['⚡ Sparks', '🏅 Season 1 XP', '💎 Partner Gems']);
    expect(msg(r).embeds?.[0]?.footer?.text).toBe('Page 1 of 1 · 3 systems · shared included');
    for (const forged of ['points:next:9.Q.1.', 'points:next:9:Q:1:~', 'points:next:1.-.1.']) {
      const [bad, sent] = await upstream(() => h.button(forged, h.member()));
      expect(sent).toBe(0);
      expect(msg(bad).content).toBe(STALE(ENGLISH));
    }
  });
});
