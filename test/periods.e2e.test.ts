import { MEDALS } from '../src/views/format.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commands } from '../commands/index.js';
import { createCommunityApi } from '../src/api/index.js';
import type { CommunityApi, CommunityClient } from '../src/api/types.js';
import { createHarness, type Harness, type RunResult } from '../src/bot/offline/harness.js';
import {
  NEXT_SLICE_AFTER_SECONDS,
  PAGE_SLICE_MS,
  PERIODS_SNAPSHOT,
  periodJobs,
  takeSnapshot,
  type PeriodJobDeps,
} from '../src/features/periods/jobs.js';
import type { Logger } from '../src/log.js';
import { DEMO, startSandbox, type Sandbox } from '../src/sandbox/index.js';
import { openStore, storeOn, type Store } from '../src/store/index.js';
import { boardPeriodAt, latestBoundary, previousPeriod } from '../src/time/period.js';
import { expectDiscordLimits } from './discord-limits.js';
import { upstream } from './reply-helpers.js';
import { serverAvailable, TEST_SERVERS } from './support/servers.js';
import { dropSchema, memoryDb, testSchema, type BackendName } from './support/store.js';
import { periodLabelWords } from '../src/views/period-label.js';
import { readerFor } from '../src/i18n/reader.js';

/**
 * Period boards end to end, on both back ends, against the sandbox over loopback with the
 * offline Discord stand-in and the job engine, on a fake clock: /setup shows the cost and turns
 * them on; the snapshot job reads the board; a week's board after /points give shows exactly
 * the gain (a new member too); after the week changes its final board is answered from the
 * store with 0 upstream requests ("My rank" too); a snapshot interrupted and resumed holds
 * every holder once. The zone math over DST is in periods.time.test.ts.
 */

const serverUp = await serverAvailable('postgres', 'period board tests on PostgreSQL');
const BERLIN = 'Europe/Berlin';
const SYSTEM = DEMO.pointSystems.active;
const HOLDERS = DEMO.pointSystems.activeHolders;
/** Holds no points in the demo: a member who appears during the week. */
const NEWCOMER = '1203458820156259901';

const text = (r: RunResult) => JSON.stringify(r.message ?? {});
/** A button's custom id on a reply, by the end of its action. */
function idOf(r: RunResult, action: string): string {
  for (const row of (r.message as { components?: { components?: { custom_id?: string }[] }[] })?.components ?? []) {
    for (const b of row.components ?? []) if (b.custom_id && b.custom_id.split(':')[1] === action) return b.custom_id;
  }
  throw new Error(`no ${action} button in ${text(r).slice(0, 300)}`);
}

const quiet = { info() {}, warn() {}, error() {}, debug() {} } as unknown as Logger;

for (const { name, run } of [
  { name: 'PGlite' as BackendName, run: true },
  { name: 'PostgreSQL' as BackendName, run: serverUp },
]) {
  describe.runIf(run)(`period boards on ${name}`, () => {
    let sb: Sandbox;
    let api: CommunityApi;
    let h: Harness;
    let store: Store;
    const schema = testSchema();
    let dropMemory: (() => Promise<void>) | undefined;
    // Wednesday of a week in Berlin, mid-period.
    let clock = Date.UTC(2026, 10, 18, 10, 0);

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

    /** Holders on the board now, as the API counts them (read outside the measured calls). */
    let holdersNow = 0;
    const countHolders = async () =>
      (holdersNow = (await api.forKey(sb.demoKey).getPointBalances({ pointSystemId: SYSTEM, offset: 0, limit: 1 }, { fresh: true }))
        .pagination.total);
    const give = async (member: string, amount: string) => {
      const mod = h.moderator();
      const preview = await h.slash('points', { subcommand: 'give', member, amount, system: SYSTEM }, mod);
      const done = await h.button(idOf(preview, 'confirm'), mod);
      expect(text(done)).not.toContain('unknown');
    };

    it('a bad period is refused privately before any request; off until turned on', async () => {
      const [bad, requests] = await upstream(sb, () => h.slash('leaderboard', { period: 'fortnight' }, h.member()));
      expect(bad.ephemeral).toBe(true);
      expect(text(bad)).toContain('2026-W47');
      expect(requests).toBe(0);
      const off = await h.slash('leaderboard', { period: 'week', system: SYSTEM }, h.member());
      expect(text(off)).toContain('Period boards are off');
    }, 300_000);

    it('/setup periods: shows the cost in requests and time (holders / 100 pages at the background rate) before turning on', async () => {
      expect(h.bot.services.background).toEqual({ ratePerSecond: 1, share: 0.5 });
      const shown = await h.slash('setup', { periods: SYSTEM }, h.moderator());
      expectDiscordLimits(shown.message as never);
      expect(text(shown)).toContain('costs **12 requests**');
      // 12 pages at 0.5 a second: 24 s alone, 48 s at the half feeds leave, and the 10 minutes' margin.
      expect(text(shown)).toContain(
        "A snapshot of this board costs **12 requests** (one for every 100 holders): about 1 minute of background time at this key's background rate (requests a second: 0.5)",
      );
      expect(text(shown)).toContain('the snapshot that closes each period starts 11 minutes before the period ends');
      expect(await store.periods.get(DEMO.guildId, SYSTEM)).toBeUndefined();
      const on = await h.button(idOf(shown, 'period-on'), h.moderator());
      expect(text(on)).toContain('Period boards are on');
      expect((await store.periods.get(DEMO.guildId, SYSTEM))?.enabledAt).toBe(clock);
    }, 120_000);

    it("the snapshot job reads the board; a week's board shows exactly the gain after /points give, and a new member with theirs", async () => {
      await h.bot.jobs.runDue();
      const snap = await store.periods.firstIn(DEMO.guildId, SYSTEM, clock - 1, clock + 1);
      expect(snap?.state).toBe('done');
      expect((await store.periods.balances(snap!.id)).size).toBe(HOLDERS);

      await give(DEMO.gating.linked, '5');
      await give(NEWCOMER, '7.25');
      // The newcomer (and the linked member, when the demo gave them none) joined the board.
      expect(await countHolders()).toBeGreaterThan(HOLDERS);
      // The running board is what the background read last (here the snapshot itself): a look costs no request.
      const [before, beforeRequests] = await upstream(sb, () => h.slash('leaderboard', { period: 'week', system: SYSTEM }, h.member()));
      expect(beforeRequests).toBe(0);
      // Nobody gained yet: nobody is ranked, no medal for 0, and the board says so.
      expect(text(before)).toMatch(/\*\*–\*\* <@\d+> — \*\*0\*\*/);
      for (const m of MEDALS) expect(text(before)).not.toContain(m);
      expect(text(before)).toContain(`Members with a gain: 0 of ${HOLDERS.toLocaleString('en-US')}; the others are listed without a rank.`);
      expect(text(before)).toContain(`Balances as read <t:${Math.floor(clock / 1000)}:R>`);
      // Five minutes on, the tick has the board read again (through the background lane, holders / 100 requests).
      clock += 5 * 60_000;
      const [, readRequests] = await upstream(sb, () => h.bot.jobs.runDue());
      expect(readRequests).toBe(Math.ceil(holdersNow / 100));
      const reading = await store.periods.latestReading(DEMO.guildId, SYSTEM);
      expect(reading).toMatchObject({ state: 'done', at: clock, total: holdersNow });
      // Not again before its interval: a tick a minute later reads nothing.
      clock += 60_000;
      const [, idleRequests] = await upstream(sb, () => h.bot.jobs.runDue());
      expect(idleRequests).toBe(0);
      const [board, boardRequests] = await upstream(sb, () => h.slash('leaderboard', { period: 'week', system: SYSTEM }, h.member()));
      expect(boardRequests).toBe(0);
      expectDiscordLimits(board.message as never);
      const shown = text(board);
      expect(shown).toContain(`Balances as read <t:${Math.floor(reading!.at / 1000)}:R>`);
      expect(shown).toContain('gains this week');
      expect(shown).toContain('when period boards were turned on');
      expect(shown).toContain(`**1.** 🥇 <@${NEWCOMER}> — **+7.25** · balance 7.25`);
      expect(shown).toMatch(new RegExp(`\\*\\*2\\.\\*\\* 🥈 <@${DEMO.gating.linked}> — \\*\\*\\+5\\*\\* · balance`));
      // Everyone else gained nothing: listed, tied, without a rank or a medal.
      expect(shown).not.toContain('🥉');
      expect(shown).not.toContain('**3.**');
      expect(shown).toMatch(/\*\*–\*\* <@\d+> — \*\*0\*\*/);
      expect(shown).toContain(`Members with a gain: 2 of ${holdersNow.toLocaleString('en-US')}`);
      // "My rank": exact, from the board already read; ranked among those who gained.
      const [mine, requests] = await upstream(sb, () => h.button(idOf(board, 'period-rank'), h.member({ userId: DEMO.gating.linked })));
      expect(text(mine)).toContain('You are **#2** of 2 with a gain on this week’s board: **+5**');
      expect(requests).toBe(0);
      // A member who gained nothing is told so, and is not ranked.
      const [nothing] = await upstream(sb, () => h.button(idOf(board, 'period-rank'), h.member({ userId: DEMO.memberId })));
      expect(text(nothing)).toMatch(
        /You have gained nothing this week: \*\*0\*\* .* so you are not ranked\. Members with a gain: 2 of [\d,]+\./,
      );
      // Page 2 from the same computed board: no rank there.
      const [page2, pageRequests] = await upstream(sb, () => h.button(idOf(board, 'period-next'), h.member()));
      expect(text(page2)).not.toContain('**11.**');
      expect(text(page2)).toContain('**–** <@');
      expect(pageRequests).toBe(0);
    }, 120_000);

    it('after the week changes its final board is answered from the store with 0 upstream requests', async () => {
      const week = boardPeriodAt('week', BERLIN, clock);
      clock = week.endsAt + 60_000;
      await h.bot.jobs.runDue();
      const final = await store.periods.final(DEMO.guildId, SYSTEM, 'week', week.label);
      expect(final?.holders).toBe(holdersNow);
      const [board, requests] = await upstream(sb, () => h.slash('leaderboard', { period: 'last-week' }, h.member()));
      expect(requests).toBe(0);
      const shown = text(board);
      expect(shown).toContain(`Final board of ${periodLabelWords(week.label, readerFor('en'))}`);
      expect(shown).toContain(`<@${NEWCOMER}> — **+7.25** · balance 7.25`);
      const [byName, nameRequests] = await upstream(sb, () =>
        h.slash('leaderboard', { period: week.label.toLowerCase(), system: SYSTEM }, h.member()),
      );
      expect(text(byName)).toContain(`<@${DEMO.gating.linked}> — **+5**`);
      expect(nameRequests).toBe(0);
      const [mine, rankRequests] = await upstream(sb, () => h.button(idOf(board, 'period-rank'), h.member({ userId: NEWCOMER })));
      expect(text(mine)).toContain('You are **#1** of 2 with a gain');
      expect(final?.gainers).toBe(2);
      expect(rankRequests).toBe(0);
      // /points balance period: the member's gain and place, from the same stored board.
      const [balance, balanceRequests] = await upstream(sb, () =>
        h.slash('points', { subcommand: 'balance', member: DEMO.gating.linked, period: 'last-week', system: SYSTEM }, h.member()),
      );
      expect(text(balance)).toContain(`<@${DEMO.gating.linked}> in ${periodLabelWords(week.label, readerFor('en'))}: **+5**`);
      expect(text(balance)).toContain('(**#2** of 2 with a gain, balance 5)');
      const [none] = await upstream(sb, () =>
        h.slash('points', { subcommand: 'balance', member: DEMO.memberId, period: 'last-week', system: SYSTEM }, h.member()),
      );
      expect(text(none)).toMatch(/\(no gain, so not ranked; balance [\d,.]+\)/);
      expect(balanceRequests).toBe(0);
      // The new week counts from its own snapshot (Monday 00:00 in Berlin): nobody gained yet.
      const now = await h.slash('leaderboard', { period: 'week', system: SYSTEM }, h.member());
      expect(text(now)).not.toContain('when period boards were turned on');
      expect(text(now)).toMatch(/\*\*–\*\* <@\d+> — \*\*0\*\*/);
      expect(text(now)).not.toContain('🥇');
    }, 120_000);

    it('snapshots past the retention (/setup retention:) are deleted; the final board of each period stays', async () => {
      const week = previousPeriod(boardPeriodAt('week', BERLIN, clock), BERLIN);
      const set = await h.slash('setup', { retention: 1 }, h.moderator());
      expect(text(set)).toContain('Snapshots are now kept 1 week.');
      const before = await store.db.query<{ n: number }>('select count(*)::int as n from period_snapshots');
      expect(before.rows[0]!.n).toBe(2);
      // Tuesday 5 January 2027: the snapshots of November are past a week, and no running or last ended period (December, the week from 28 December) counts from them.
      clock = Date.UTC(2027, 0, 5, 11);
      await h.bot.jobs.runDue();
      const left = await store.db.query<{ at: number }>('select epoch_ms(at) as at from period_snapshots');
      expect(left.rows.map((r) => Number(r.at))).toEqual([latestBoundary(BERLIN, clock)]);
      const [old, requests] = await upstream(sb, () => h.slash('leaderboard', { period: week.label, system: SYSTEM }, h.member()));
      expect(text(old)).toContain(`<@${NEWCOMER}> — **+7.25**`);
      expect(requests).toBe(0);
    }, 120_000);

    it('a weekly /schedule leaderboard turns period boards on, with their cost', async () => {
      await store.periods.disable(DEMO.guildId, SYSTEM);
      const created = await h.slash(
        'schedule',
        { subcommand: 'leaderboard', channel: '1203458820156252666', every: 'week', at: 'mon 18:00', system: SYSTEM },
        h.moderator(),
      );
      expect(text(created)).toContain('Period boards were turned on for this system too');
      expect((await store.periods.get(DEMO.guildId, SYSTEM))?.enabledAt).toBe(clock);
    }, 120_000);

    it('a snapshot interrupted mid-way continues from its last page and holds every holder once', async () => {
      const at = clock + 3_600_000;
      const snap = await store.periods.snapshotAt(DEMO.guildId, SYSTEM, at);
      const real = api.forKey(sb.demoKey);
      const offsets: number[] = [];
      let failAt: number | undefined = 300;
      const client = new Proxy(real, {
        get(target, prop, receiver) {
          if (prop !== 'getPointBalances') return Reflect.get(target, prop, receiver);
          return (query: { offset?: number }, options?: object) => {
            offsets.push(query.offset ?? 0);
            if (query.offset === failAt) {
              failAt = undefined;
              return Promise.reject(new Error('connection reset (the process was killed)'));
            }
            return target.getPointBalances(query as never, options as never);
          };
        },
      }) as CommunityClient;
      const deps: PeriodJobDeps = {
        periods: store.periods,
        zoneOf: async () => BERLIN,
        clientFor: async () => client,
        late: async () => {},
        now: () => at,
        log: quiet,
        queueSnapshots: async () => {},
        budget: { ratePerSecond: 0, share: 0.5 },
        queueReadings: async () => {},
      };
      await expect(takeSnapshot(deps, snap.id)).rejects.toThrow('connection reset');
      expect((await store.periods.snapshot(snap.id))?.nextOffset).toBe(300);
      offsets.length = 0;
      expect(await takeSnapshot(deps, snap.id)).toBe('done');
      // Resumed at the page that failed: the pages written are not read again.
      expect(offsets[0]).toBe(300);
      expect(offsets).toHaveLength(Math.ceil(holdersNow / 100) - 3);
      const balances = await store.periods.balances(snap.id);
      expect(balances.size).toBe(holdersNow);
      const rows = await store.db.query<{ n: number; ids: number }>(
        'select count(*)::int as n, count(distinct user_id)::int as ids from period_balances where snapshot_id = $1::bigint',
        [snap.id],
      );
      expect(rows.rows[0]).toEqual({ n: holdersNow, ids: holdersNow });
      expect(balances.get(NEWCOMER)).toBe('7.25');

      // One that cannot finish within its own period is given up and says so.
      const lateAt = at + 60_000;
      const unfinished = await store.periods.snapshotAt(DEMO.guildId, SYSTEM, lateAt);
      const said: string[] = [];
      const over = boardPeriodAt('week', BERLIN, lateAt).endsAt;
      expect(await takeSnapshot({ ...deps, now: () => over, late: async (x) => void said.push(x.id) }, unfinished.id)).toBe('late');
      expect(said).toEqual([unfinished.id]);
      expect((await store.periods.snapshot(unfinished.id))?.state).toBe('late');
    }, 120_000);

    it("a snapshot job reads one slice and queues the rest, so a killed replica's job expires in minutes and its retry never runs beside a live one", async () => {
      // The job's expiry leaves a page started at the slice's end most of it to finish.
      const job = periodJobs({} as PeriodJobDeps).find((j) => j.name === PERIODS_SNAPSHOT)!;
      expect(job.expireInSeconds! * 1000).toBeGreaterThanOrEqual(2 * PAGE_SLICE_MS);
      expect(job.expireInSeconds!).toBeLessThanOrEqual(5 * 60);
      const at = clock + 7_200_000;
      const snap = await store.periods.snapshotAt(DEMO.guildId, SYSTEM, at);
      const queued: [string[], number | undefined][] = [];
      const deps: PeriodJobDeps = {
        periods: store.periods,
        zoneOf: async () => BERLIN,
        clientFor: async () => api.forKey(sb.demoKey),
        late: async () => {},
        now: () => at,
        log: quiet,
        queueSnapshots: async (ids, after) => void queued.push([[...ids], after]),
        budget: { ratePerSecond: 0, share: 0.5 },
        queueReadings: async () => {},
      };
      // A slice already over: one page each time (a page is always read, so each job gets on).
      const slices: string[] = [];
      for (let n = 0; n < 100; n++) {
        const r = await takeSnapshot(deps, snap.id, undefined, { ms: 0 });
        slices.push(r);
        if (r !== 'more') break;
        expect((await store.periods.snapshot(snap.id))?.nextOffset).toBe(slices.length * 100);
      }
      expect(slices.at(-1)).toBe('done');
      expect(slices).toHaveLength(Math.ceil(holdersNow / 100));
      // Each slice queued the next, a moment later (its own job's completion recorded first).
      expect(queued).toEqual(slices.slice(0, -1).map(() => [[snap.id], NEXT_SLICE_AFTER_SECONDS]));
      expect((await store.periods.balances(snap.id)).size).toBe(holdersNow);
    }, 120_000);

    it('readings: one being taken per system at a time, written with their cursor, only the latest done one kept', async () => {
      const other = 'ps-readings-contract';
      const first = await store.periods.startReading(DEMO.guildId, other, 1_000);
      expect(await store.periods.startReading(DEMO.guildId, other, 2_000)).toEqual(first);
      expect(await store.periods.writeReadingPage(first.id, 0, 2, [{ userId: 'a', balance: '1.5' }])).toBe(true);
      // A second worker's copy of the same page is not written twice.
      expect(await store.periods.writeReadingPage(first.id, 0, 2, [{ userId: 'a', balance: '1.5' }])).toBe(false);
      expect(await store.periods.writeReadingPage(first.id, 1, 2, [{ userId: 'b', balance: '2' }])).toBe(true);
      expect(await store.periods.latestReading(DEMO.guildId, other)).toBeUndefined();
      await store.periods.finishReading(first.id);
      const second = await store.periods.startReading(DEMO.guildId, other, 3_000);
      expect(second.id).not.toBe(first.id);
      expect(await store.periods.latestReading(DEMO.guildId, other)).toMatchObject({
        id: first.id,
        state: 'done',
        total: 2,
        nextOffset: 2,
      });
      await store.periods.writeReadingPage(second.id, 0, 1, [{ userId: 'c', balance: '3' }]);
      await store.periods.finishReading(second.id);
      expect(await store.periods.latestReading(DEMO.guildId, other)).toMatchObject({ id: second.id, at: 3_000 });
      expect(await store.periods.readingBalances(second.id)).toEqual(new Map([['c', '3']]));
      const kept = await store.db.query<{ n: number }>('select count(*)::int as n from period_readings where point_system_id = $1', [
        other,
      ]);
      expect(kept.rows[0]!.n).toBe(1);
      expect(await store.periods.readingBalances(first.id)).toEqual(new Map());
    }, 120_000);
  });
}
