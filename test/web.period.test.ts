import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commands } from '../commands/index.js';
import { createCommunityApi } from '../src/api/index.js';
import type { CommunityApi } from '../src/api/types.js';
import { createHarness, type Harness, type RunResult } from '../src/bot/offline/harness.js';
import { createLogger } from '../src/log.js';
import { DEMO, startSandbox, type Sandbox } from '../src/sandbox/index.js';
import { openStore, storeOn, type Store } from '../src/store/index.js';
import { boardPeriodAt } from '../src/time/period.js';
import type { MemberDirectory } from '../src/bot/directory.js';
import { createBotWeb } from '../src/web/serve.js';
import type { Hono } from 'hono';
import { upstream } from './reply-helpers.js';
import { serverAvailable, TEST_SERVERS } from './support/servers.js';
import { dropSchema, memoryDb, testSchema, type BackendName } from './support/store.js';
import { openPeriodBoard } from '../src/features/periods/board.js';
import { periodLabelWords } from '../src/views/period-label.js';
import { readerFor } from '../src/i18n/reader.js';

/**
 * The public web board's `?period=`: for a system with period boards on, the page shows the
 * period board (ranked by gain, gain beside the balance) exactly as /leaderboard period: does;
 * an ended period's page comes from the store with 0 upstream requests; a refusal (boards off,
 * a bad period) is the page's notice, with no upstream request. Both back ends, fake clock.
 */

const serverUp = await serverAvailable('postgres', 'web period board tests on PostgreSQL');
const BERLIN = 'Europe/Berlin';
const SYSTEM = DEMO.pointSystems.active;
const NEWCOMER = '1203458820156259901';
const SILENT = createLogger({ level: 'silent' });
/** Discord shows no names (rows read "Member <id>"); its member search finds the newcomer as "Newbie". */
const DIRECTORY: MemberDirectory = {
  members: async () => new Map(),
  search: async (_guild, query) => ('newbie'.startsWith(query.toLowerCase()) ? [NEWCOMER] : []),
};

const text = (r: RunResult) => JSON.stringify(r.message ?? {});
function idOf(r: RunResult, action: string): string {
  for (const row of (r.message as { components?: { components?: { custom_id?: string }[] }[] })?.components ?? []) {
    for (const b of row.components ?? []) if (b.custom_id && b.custom_id.split(':')[1] === action) return b.custom_id;
  }
  throw new Error(`no ${action} button in ${text(r).slice(0, 300)}`);
}

/** The bot's period board rows: rank (a dash: not ranked), member, gain as shown. */
function botRows(r: RunResult): { rank: string; userId: string; gain: string }[] {
  const description = String((r.message as { embeds?: { description?: string }[] }).embeds?.[0]?.description ?? '');
  return [...description.matchAll(/\*\*(?:(\d+)\.|(–))\*\* (?:\S+ )?<@(\d+)> — \*\*([^*]+)\*\*/g)].map((m) => ({
    rank: m[1] ?? m[2]!,
    userId: m[3]!,
    gain: m[4]!,
  }));
}

/** The web page's rows: rank, member id (unnamed: "Member <id>"), gain, balance cells. */
function webRows(page: string): { rank: string; userId: string; gain: string; balance: string }[] {
  return [
    ...page.matchAll(
      /<tr>\s*<td class="num">(?:<span aria-hidden="true">\S+ <\/span>)?([\d,]+|–)<\/td>\s*<td class="member"><bdi>Member (\d+)<\/bdi><\/td>\s*<td class="num">([^<]+)<\/td>\s*<td class="num">([^<]+)<\/td>/g,
    ),
  ].map((m) => ({
    rank: m[1]!,
    userId: m[2]!,
    gain: m[3]!,
    balance: m[4]!,
  }));
}

for (const { name, run } of [
  { name: 'PGlite' as BackendName, run: true },
  { name: 'PostgreSQL' as BackendName, run: serverUp },
]) {
  describe.runIf(run)(`web period boards on ${name}`, () => {
    let sb: Sandbox;
    let api: CommunityApi;
    let h: Harness;
    let store: Store;
    let app: Hono;
    const schema = testSchema();
    let dropMemory: (() => Promise<void>) | undefined;
    let clock = Date.UTC(2026, 10, 18, 10, 0);
    const week = boardPeriodAt('week', BERLIN, clock);
    const path = `/boards/${DEMO.guildId}/${SYSTEM}`;
    const get = async (query: string) => {
      const res = await app.request(`${path}${query}`, { headers: { 'accept-language': 'en' } });
      return { status: res.status, page: await res.text() };
    };

    beforeAll(async () => {
      sb = await startSandbox({ ratePerSecond: 0 });
      if (name === 'PostgreSQL') store = await openStore({ databaseUrl: TEST_SERVERS.postgres.url, schema });
      else {
        const m = await memoryDb(schema);
        dropMemory = m.drop;
        store = await storeOn(m.db);
      }
      api = createCommunityApi({ baseUrl: sb.url, ratePerSecond: 0, retries: { max: 0, maxTotalMs: 0 }, timeoutMs: 5_000 });
      h = await createHarness({
        commands,
        api,
        keysByGuild: { [DEMO.guildId]: sb.demoKey },
        guildId: DEMO.guildId,
        store: { ...store, close: async () => undefined },
        jobPollSeconds: 0.5,
        now: () => clock,
      });
      await store.settings.update(DEMO.guildId, { timeZone: BERLIN, webBoard: 'named' }, { userId: '1', summary: 'test' });
      app = createBotWeb({
        openPeriodBoard,
        bot: h.bot,
        api,
        config: h.config,
        logger: SILENT,
        directory: DIRECTORY,
        rate: { perMinute: 1_000, burst: 1_000 },
      }).app;
    }, 300_000);
    afterAll(async () => {
      await h?.close().catch(() => {});
      await api?.close();
      await sb?.close();
      await store?.close().catch(() => {});
      if (name === 'PostgreSQL') await dropSchema(schema);
      else await dropMemory?.();
    });

    it('a period board that is off, or a bad period, is the page’s notice with no upstream request', async () => {
      // The all-time page first: the community's systems are then in the cache, as on a visited board.
      expect((await get('')).status).toBe(200);
      const [off, requests] = await upstream(sb, () => get('?period=last-week'));
      expect(off.status).toBe(200);
      expect(off.page).toContain('No final board of');
      expect(off.page).not.toContain('<table>');
      expect(off.page).not.toContain('holders');
      expect(requests).toBe(0);
      const [bad, badRequests] = await upstream(sb, () => get('?period=fortnight'));
      // Each period word in quotation marks, escaped for the page.
      expect(bad.page).toContain('Type a period as &quot;week&quot;, &quot;month&quot;');
      expect(badRequests).toBe(0);
    }, 120_000);

    it("the running week's page shows the gains /leaderboard period:week shows, row for row, and keeps the period in its links", async () => {
      const shown = await h.slash('setup', { periods: SYSTEM }, h.moderator());
      await h.button(idOf(shown, 'period-on'), h.moderator());
      await h.bot.jobs.runDue();
      for (const [member, amount] of [
        [DEMO.gating.linked, '5'],
        [NEWCOMER, '7.25'],
      ] as const) {
        const mod = h.moderator();
        const preview = await h.slash('points', { subcommand: 'give', member, amount, system: SYSTEM }, mod);
        const done = await h.button(idOf(preview, 'confirm'), mod);
        expect(text(done)).toContain('Points given');
        expect(text(done)).not.toContain('unknown');
      }
      // The running board is the background's latest reading: five minutes on, the tick reads it again.
      clock += 5 * 60_000;
      await h.bot.jobs.runDue();
      clock += 2 * 60_000;
      const bot = botRows(await h.slash('leaderboard', { period: 'week', system: SYSTEM }, h.member()));
      const [{ status, page }, requests] = await upstream(sb, () => get('?period=week'));
      expect(requests).toBe(0);
      expect(status).toBe(200);
      expect(page).toContain('Balances read 2 minutes ago');
      expect(page).toContain('gains this week');
      expect(page).toContain('<th scope="col" class="num">Gain</th>');
      const rows = webRows(page);
      expect(rows).toHaveLength(50);
      expect(rows[0]).toEqual({ rank: '1', userId: NEWCOMER, gain: '+7.25', balance: '7.25' });
      expect(rows[1]).toMatchObject({ rank: '2', userId: DEMO.gating.linked, gain: '+5' });
      expect(rows.slice(0, bot.length).map(({ rank, userId, gain }) => ({ rank, userId, gain }))).toEqual(bot);
      // Those who gained nothing are listed without a rank or a medal, as the bot lists them.
      expect(rows[2]).toMatchObject({ rank: '–', gain: '0' });
      expect(page).not.toContain('🥉');
      expect(page).toContain(`href="${path}?period=week&amp;page=2"`);
      // Page 2: all gains 0, none ranked.
      const second = webRows((await get('?period=week&page=2')).page);
      expect(second.every((r) => r.rank === '–')).toBe(true);
      expect(second.every((r) => r.gain === '0')).toBe(true);
      // Without ?period= the all-time board, unchanged: no gain column.
      expect((await get('')).page).not.toContain('>Gain<');
    }, 120_000);

    it("an ended week's page is its final board from the store with 0 upstream requests", async () => {
      clock = week.endsAt + 60_000;
      await h.bot.jobs.runDue();
      const [ended, requests] = await upstream(sb, () => get('?period=last-week'));
      expect(requests).toBe(0);
      expect(ended.page).toContain(`Final board of ${periodLabelWords(week.label, readerFor('en'))}`);
      expect(webRows(ended.page)[0]).toEqual({ rank: '1', userId: NEWCOMER, gain: '+7.25', balance: '7.25' });
      const [mine, mineRequests] = await upstream(sb, () => get(`?period=${week.label}&member=${DEMO.gating.linked}`));
      expect(mineRequests).toBe(0);
      expect(mine.page).toContain('id="me"');
    }, 120_000);

    it("finds a member by name on a period board: their row marked on the period's page; the form keeps the period", async () => {
      const [found, requests] = await upstream(sb, () => get(`?period=${week.label}&find=newb`));
      expect(requests).toBe(0);
      expect(found.page).toMatch(
        new RegExp(
          `<tr id="me"[^>]*>\\s*<td class="num">(?:<span[^>]*>\\S+ </span>)?1</td>\\s*<td class="member"><bdi>Member ${NEWCOMER}</bdi>`,
        ),
      );
      expect(found.page).toContain(`<input type="hidden" name="period" value="${week.label}">`);
      expect(found.page).toContain('value="newb"');
      const none = await get(`?period=${week.label}&find=zed`);
      expect(none.page).toContain('No member whose name starts with “zed”');
      expect(none.page).not.toContain('id="me"');
    }, 120_000);

    it('names hidden: a period board ignores ?member= and ?find=, and no row carries a member id', async () => {
      await store.settings.update(DEMO.guildId, { webBoard: 'anonymous' }, { userId: '1', summary: 'test' });
      try {
        const plain = await get(`?period=${week.label}`);
        for (const query of [`&member=${NEWCOMER}`, '&find=newb']) {
          const asked = await get(`?period=${week.label}${query}`);
          expect(asked.page, query).toBe(plain.page);
        }
        expect(plain.page).toContain('+7.25');
        expect(plain.page).not.toContain(NEWCOMER);
        expect(plain.page).not.toContain(DEMO.gating.linked);
        expect(plain.page).not.toContain('id="me"');
      } finally {
        await store.settings.update(DEMO.guildId, { webBoard: 'named' }, { userId: '1', summary: 'test' });
      }
    }, 120_000);
  });
}
