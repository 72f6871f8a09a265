import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commands } from '../commands/index.js';
import { createCommunityApi } from '../src/api/index.js';
import type { CommunityApi } from '../src/api/types.js';
import { createHarness, type Harness, type RunResult } from '../src/bot/offline/harness.js';
import { DEMO, startSandbox, type Sandbox } from '../src/sandbox/index.js';
import { openStore, storeOn, type Store } from '../src/store/index.js';
import { boardPeriodAt } from '../src/time/period.js';
import { amountText, exactText } from '../src/features/exports/csv.js';
import { expectDiscordLimits } from './discord-limits.js';
import { upstream } from './reply-helpers.js';
import { serverAvailable, TEST_SERVERS } from './support/servers.js';
import { dropSchema, memoryDb, testSchema, type BackendName } from './support/store.js';

/**
 * `/leaderboard period:<p> export:true` exports the period board, not the all-time one: on both
 * back ends, against the sandbox with the job engine on a fake clock (as periods.e2e.test.ts),
 * the file read back with a CSV parser holds every member ranked by gain, with exactly the
 * gains the period board shows and the API's balances; an ended period's file comes from the
 * store with 0 upstream requests.
 */

const serverUp = await serverAvailable('postgres', 'period export tests on PostgreSQL');
const BERLIN = 'Europe/Berlin';
const SYSTEM = DEMO.pointSystems.active;
/** Holds no points in the demo: a member who appears during the week. */
const NEWCOMER = '1203458820156259901';
const HEADER = ['rank', 'user_id', 'name', 'gain', 'balance'];
/**
 * An export names its first 500 members one GET each: at discord.js's default global limit
 * (50 a second) that alone is 10 s of waiting per export; the stand-in has no such limit.
 */
const NAME_LOOKUPS_PER_SECOND = 5_000;

const text = (r: RunResult) => JSON.stringify(r.message ?? {});

function csvOf(r: RunResult, name: string): string[][] {
  const file = r.files.find((f) => f.name === name);
  expect(file, `no ${name} attached in ${text(r).slice(0, 300)}`).toBeDefined();
  const body = file!.data.toString('utf8');
  expect(body.charCodeAt(0)).toBe(0xfeff);
  return parse(body, { bom: true }) as string[][];
}

function idOf(r: RunResult, action: string): string {
  for (const row of (r.message as { components?: { components?: { custom_id?: string }[] }[] })?.components ?? []) {
    for (const b of row.components ?? []) if (b.custom_id && b.custom_id.split(':')[1] === action) return b.custom_id;
  }
  throw new Error(`no ${action} button in ${text(r).slice(0, 300)}`);
}

/** The rows a period board's embed shows: rank, member, gain as displayed. */
function shownRows(r: RunResult): { rank: string; userId: string; gain: string }[] {
  const description = String((r.message as { embeds?: { description?: string }[] }).embeds?.[0]?.description ?? '');
  return [...description.matchAll(/\*\*(?:(\d+)\.|–)\*\* (?:\S+ )?<@(\d+)> — \*\*([^*]+)\*\*/g)].map((m) => ({
    rank: m[1] ?? '',
    userId: m[2]!,
    gain: m[3]!,
  }));
}

/** A gain as the board shows it (`+7.25`, `0`) from the file's exact text. */
const asShown = (gain: string) => `${Number(gain) > 0 ? '+' : ''}${Number(gain).toLocaleString('en-US')}`;

for (const { name, run } of [
  { name: 'PGlite' as BackendName, run: true },
  { name: 'PostgreSQL' as BackendName, run: serverUp },
]) {
  describe.runIf(run)(`period board exports on ${name}`, () => {
    let sb: Sandbox;
    let api: CommunityApi;
    let h: Harness;
    let store: Store;
    const schema = testSchema();
    let dropMemory: (() => Promise<void>) | undefined;
    // Wednesday of a week in Berlin, mid-period.
    let clock = Date.UTC(2026, 10, 18, 10, 0);
    const week = boardPeriodAt('week', BERLIN, clock);
    /** The running week's file, compared with the ended week's. */
    let liveRows: string[][] = [];

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
        discordRequestsPerSecond: NAME_LOOKUPS_PER_SECOND,
      });
      await store.settings.update(DEMO.guildId, { timeZone: BERLIN }, { userId: '1', summary: 'time zone set to Europe/Berlin' });
    }, 300_000);
    afterAll(async () => {
      await h?.close().catch(() => {});
      await api?.close();
      await sb?.close();
      await store?.close().catch(() => {});
      if (name === 'PostgreSQL') await dropSchema(schema);
      else await dropMemory?.();
    });

    const give = async (member: string, amount: string) => {
      const mod = h.moderator();
      const preview = await h.slash('points', { subcommand: 'give', member, amount, system: SYSTEM }, mod);
      const done = await h.button(idOf(preview, 'confirm'), mod);
      expect(text(done)).not.toContain('unknown');
    };

    it('a bad period with export:true is refused privately before any request', async () => {
      const [bad, requests] = await upstream(sb, () => h.slash('leaderboard', { period: 'fortnight', export: true }, h.member()));
      expect(bad.ephemeral).toBe(true);
      expect(bad.files).toHaveLength(0);
      expect(requests).toBe(0);
    }, 120_000);

    it("the running week's export is the period board: ranked by gain, exactly the gains it shows, the API's balances", async () => {
      const shown = await h.slash('setup', { periods: SYSTEM }, h.moderator());
      await h.button(idOf(shown, 'period-on'), h.moderator());
      await h.bot.jobs.runDue();
      const snap = await store.periods.firstIn(DEMO.guildId, SYSTEM, clock - 1, clock + 1);
      expect(snap?.state).toBe('done');
      const then = await store.periods.balances(snap!.id);

      await give(DEMO.gating.linked, '5');
      await give(NEWCOMER, '7.25');
      // The running board is the background's latest reading: five minutes on, the tick reads it again.
      clock += 5 * 60_000;
      await h.bot.jobs.runDue();
      const board = await h.slash('leaderboard', { period: 'week', system: SYSTEM }, h.member());
      const r = await h.slash('leaderboard', { period: 'week', system: SYSTEM, export: true }, h.member());
      expect(r.ephemeral).toBe(true);
      expectDiscordLimits({
        content: String((r.message as { content?: string }).content ?? ''),
        files: r.files.map((f) => ({ name: f.name, data: f.data, description: 'x' })),
      });
      const rows = csvOf(r, `board-${week.label}.csv`);
      expect(rows[0]).toEqual(HEADER);
      liveRows = rows.slice(1);

      // Every holder now, from the API, against the snapshot: the gains the file must hold.
      const now = new Map<string, number>();
      for (let offset = 0; ; offset += 100) {
        const page = await api.forKey(sb.demoKey).getPointBalances({ pointSystemId: SYSTEM, offset, limit: 100 }, { fresh: true });
        for (const b of page.data) now.set(b.userId, b.balance);
        if (page.data.length < 100) break;
      }
      expect(liveRows).toHaveLength(new Set([...now.keys(), ...then.keys()]).size);
      liveRows.forEach(([rank, userId, , gain, balance], i) => {
        // Only the two who gained anything are ranked; the rest have no rank, as the board shows them.
        expect(rank).toBe(i < 2 ? String(i + 1) : '');
        expect(balance).toBe(amountText(now.get(userId!) ?? 0));
        expect(Number(gain)).toBeCloseTo((now.get(userId!) ?? 0) - Number(then.get(userId!) ?? 0), 9);
      });
      // Ranked by gain, the newcomer first with exact text: not the all-time board (balance order, no gain).
      expect(liveRows[0]!.slice(0, 2).concat(liveRows[0]!.slice(3))).toEqual(['1', NEWCOMER, '7.25', '7.25']);
      expect(liveRows[1]![1]).toBe(DEMO.gating.linked);
      expect(liveRows[1]![3]).toBe('5');
      expect(liveRows.slice(2).every((row) => row[3] === '0')).toBe(true);
      // Row for row what the board's first page shows.
      const onBoard = shownRows(board);
      expect(onBoard.length).toBeGreaterThan(2);
      expect(onBoard).toEqual(
        liveRows.slice(0, onBoard.length).map(([rank, userId, , gain]) => ({ rank: rank!, userId: userId!, gain: asShown(gain!) })),
      );
    }, 120_000);

    it("an ended week's export is its final board from the store, with 0 upstream requests", async () => {
      clock = week.endsAt + 60_000;
      await h.bot.jobs.runDue();
      const final = await store.periods.final(DEMO.guildId, SYSTEM, 'week', week.label);
      expect(final?.holders).toBe(liveRows.length);
      const [r, requests] = await upstream(sb, () => h.slash('leaderboard', { period: 'last-week', export: true }, h.member()));
      expect(requests).toBe(0);
      expect(r.ephemeral).toBe(true);
      const rows = csvOf(r, `board-${week.label}.csv`);
      expect(rows[0]).toEqual(HEADER);
      // Nothing changed since: the same ranks, gains and balances as the running week's file.
      expect(rows.slice(1)).toEqual(liveRows);
      // By its name too, again from the store.
      const [named, namedRequests] = await upstream(sb, () =>
        h.slash('leaderboard', { period: week.label, system: SYSTEM, export: true }, h.member()),
      );
      expect(namedRequests).toBe(0);
      expect(csvOf(named, `board-${week.label}.csv`).slice(1)).toEqual(liveRows);
    }, 120_000);
  });
}

describe('exactText', () => {
  it("writes the store's numeric text as amountText writes amounts", () => {
    expect(exactText('5.00')).toBe('5');
    expect(exactText('-0.000')).toBe('0');
    expect(exactText('10.50')).toBe('10.5');
    expect(exactText('100')).toBe('100');
    expect(exactText('-3.25')).toBe('-3.25');
    expect(exactText('007.2')).toBe('7.2');
    expect(exactText('1e+21')).toBe('1000000000000000000000');
  });
});
