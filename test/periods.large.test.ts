import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commands } from '../commands/index.js';
import { exactGain, openPeriodBoard } from '../src/features/periods/board.js';
import { createCommunityApi } from '../src/api/index.js';
import type { CommunityApi } from '../src/api/types.js';
import { createHarness } from '../src/bot/offline/harness.js';
import { snapshotTiming } from '../src/jobs/budget.js';
import { tickPeriods, type PeriodJobDeps } from '../src/features/periods/jobs.js';
import type { Logger } from '../src/log.js';
import { generatedBoard } from '../src/sandbox/board.js';
import { DEMO, startSandbox, type Sandbox } from '../src/sandbox/index.js';
import { openStore, type DbOptions, type Store } from '../src/store/index.js';
import type { GainRow } from '../src/store/periods.js';
import { boardPeriodAt, nextBoundary } from '../src/time/period.js';
import { upstream } from './reply-helpers.js';
import { entryArgs } from './support/entries.js';
import { serverAvailable, TEST_SERVERS } from './support/servers.js';
import { dropSchema, testSchema } from './support/store.js';

/**
 * A period board of 200,000 holders, on the embedded database (a data folder) and a PostgreSQL
 * server: the snapshot is taken by the job engine in a bot process (test/period-kill-main.ts)
 * through the key's background lane at its share, the process is killed with SIGKILL mid-way
 * and a new one continues from the last page written (each page read once more at most); the
 * week's board after some members gained (and one lost) ranks every one of the 200,001 rows by
 * gain exactly, and /leaderboard period:week costs 0 upstream requests. /setup says what a
 * snapshot of this board costs in requests and time, and the snapshot closing the week starts
 * that long before the week ends.
 */

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const serverUp = await serverAvailable('postgres', 'large period board test on PostgreSQL');
const SIZE = 200_000;
const PAGES = SIZE / 100;
/** The page the first process is killed at (read, not written): 800 pages are written before it. */
const KILL_AT = 80_000;
/** The key's rate in the bot processes, and background work's share: 200 background reads a second at most. */
const RATE = 400;
const SHARE = 0.5;
const BIG = DEMO.bigBoard;
const GUILD = DEMO.guildId;
// Wednesday 18 November 2026, 10:00 UTC: mid-week.
const NOW = Date.UTC(2026, 10, 18, 10, 0);
const quiet = { info() {}, warn() {}, error() {}, debug() {} } as unknown as Logger;

const at = (i: number) => generatedBoard(SIZE).at(i);
const NEWCOMER = '932000000000000001';
/** Points moved during the week (exact in binary too, as the sandbox keeps numbers). */
const CHANGES = [
  { userId: at(150_000).userId, amount: 5000.5 },
  { userId: at(199_999).userId, amount: 12.25 },
  { userId: at(120_000).userId, amount: 12.25 },
  { userId: NEWCOMER, amount: 7 },
  { userId: at(10).userId, amount: -100 },
  { userId: at(0).userId, amount: 0.5 },
];

/** The board the week must show: every holder's gain from the snapshot, by gain, ties by user id. */
function expectedRows(): GainRow[] {
  const board = generatedBoard(SIZE);
  const rows = new Map<string, GainRow>();
  for (let i = 0; i < SIZE; i++) {
    const { userId, balance } = board.at(i);
    rows.set(userId, { userId, gain: '0', balance: String(balance) });
  }
  for (const c of CHANGES) {
    const before = rows.get(c.userId);
    const balance = String(Number(before?.balance ?? 0) + c.amount);
    rows.set(c.userId, { userId: c.userId, balance, gain: exactGain(balance, before?.balance ?? '0') });
  }
  const sign = (r: GainRow) => (r.gain.startsWith('-') ? -1 : r.gain === '0' ? 0 : 1);
  return [...rows.values()].sort(
    (a, b) =>
      sign(b) - sign(a) ||
      (sign(a) !== 0 && Number(b.gain) !== Number(a.gain) ? Number(b.gain) - Number(a.gain) : a.userId < b.userId ? -1 : 1),
  );
}

let sb: Sandbox;
let api: CommunityApi;
const running = new Set<ChildProcess>();
beforeAll(async () => {
  sb = await startSandbox({ ratePerSecond: 0 });
  api = createCommunityApi({ baseUrl: sb.url, ratePerSecond: 0, retries: { max: 0, maxTotalMs: 0 }, timeoutMs: 10_000 });
});
afterAll(async () => {
  for (const child of running) if (child.exitCode === null && child.signalCode === null && child.pid) process.kill(child.pid, 'SIGKILL');
  await api?.close();
  await sb?.close();
});

function runJobs(
  key: string,
  data: string,
  schema: string,
  env: Record<string, string> = {},
): Promise<{ code: number | null; signal: NodeJS.Signals | null; out: string }> {
  const child = spawn(process.execPath, entryArgs('test/period-kill-main.ts'), {
    cwd: ROOT,
    env: {
      ...process.env,
      DATA: data,
      SCHEMA: schema,
      SANDBOX_URL: sb.url,
      API_KEY: key,
      GUILD,
      RATE: String(RATE),
      SHARE: String(SHARE),
      NOW: String(NOW),
      ...env,
    },
  });
  running.add(child);
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), 600_000);
  return new Promise((resolve) => child.on('exit', (code, signal) => (clearTimeout(timer), resolve({ code, signal, out }))));
}

for (const { name, run } of [
  { name: 'the embedded database', run: true },
  { name: 'PostgreSQL', run: serverUp },
]) {
  describe.runIf(run)(`a 200,000-holder period board on ${name}`, () => {
    const schema = testSchema();
    const folder = mkdtempSync(join(tmpdir(), 'period-large-'));
    const data = name === 'PostgreSQL' ? TEST_SERVERS.postgres.url : folder;
    const where: DbOptions = name === 'PostgreSQL' ? { databaseUrl: data, schema } : { dataDir: folder };
    // A community of its own: the board's changes in one back end's run are not the other's.
    let key = '';
    beforeAll(() => void (key = sb.addCommunity({ bigBoard: SIZE, boardStored: true })));
    afterAll(async () => {
      rmSync(folder, { recursive: true, force: true });
      if (name === 'PostgreSQL') await dropSchema(schema);
    });
    const withStore = async <T>(fn: (store: Store) => Promise<T>): Promise<T> => {
      const store = await openStore(where);
      try {
        return await fn(store);
      } finally {
        await store.close();
      }
    };

    it('is snapshotted in the background at the lane’s share, resumes after a kill, and ranks by gain exactly with 0 upstream requests', async () => {
      await withStore((store) =>
        store.periods.enable(
          { guildId: GUILD, pointSystemId: BIG.id, enabledBy: '1', holders: SIZE, name: BIG.name, emoji: BIG.emoji },
          NOW - 60_000,
        ),
      );
      const before = sb.stats.byKey(key);
      const killed = await runJobs(key, data, schema, { KILL_AT: String(KILL_AT) });
      expect(killed.signal, killed.out).toBe('SIGKILL');
      // The pages before the kill, and the one read when it came.
      expect(sb.stats.byKey(key) - before).toBe(KILL_AT / 100 + 1);
      const stopped = await withStore(async (store) => {
        const snap = (await store.periods.taking())[0]!;
        const rows = await store.db.query<{ n: number }>('select count(*)::int as n from period_balances where snapshot_id = $1::bigint', [
          snap.id,
        ]);
        return { snap, rows: rows.rows[0]!.n };
      });
      expect(stopped.snap).toMatchObject({ state: 'taking', nextOffset: KILL_AT, total: SIZE });
      expect(stopped.rows).toBe(KILL_AT);

      const again = await runJobs(key, data, schema, { RESUME: '1' });
      expect(again.code, again.out).toBe(0);
      const jobs = JSON.parse(/period jobs: (.*)/.exec(again.out)![1]!) as { pages: number; background: number; other: number; ms: number };
      // Continued at the page the kill interrupted: nothing written is read again.
      expect(jobs.pages).toBe(PAGES - KILL_AT / 100);
      // Every read went through the key's background lane, which spaces them at its share of the key's rate.
      expect(jobs).toMatchObject({ background: jobs.pages, other: 0 });
      expect(jobs.ms).toBeGreaterThanOrEqual(((jobs.pages - 1) * 1000 * 0.99) / (RATE * SHARE));
      const snapshot = await withStore(async (store) => {
        const snap = await store.periods.snapshot(stopped.snap.id);
        const rows = await store.db.query<{ n: number; ids: number }>(
          'select count(*)::int as n, count(distinct user_id)::int as ids from period_balances where snapshot_id = $1::bigint',
          [stopped.snap.id],
        );
        return { snap, rows: rows.rows[0] };
      });
      expect(snapshot.snap).toMatchObject({ state: 'done', nextOffset: SIZE, at: NOW - 60_000 });
      expect(snapshot.rows).toEqual({ n: SIZE, ids: SIZE });

      // The week goes on: members gain (one newcomer), one loses.
      await api.forKey(key).changePoints({ pointSystemId: BIG.id, changes: CHANGES });

      const store = await openStore(where);
      const clock = NOW + 5 * 3_600_000;
      const h = await createHarness({
        commands,
        api,
        keysByGuild: { [GUILD]: key },
        guildId: GUILD,
        store: { ...store, close: async () => undefined },
        jobPollSeconds: 0.5,
        now: () => clock,
      });
      try {
        // The background reads the board again (its readings' part of the budget allows one every 4.4 hours at 1 request a second).
        const [, readRequests] = await upstream(sb, () => h.bot.jobs.runDue({ timeoutMs: 600_000 }));
        expect(readRequests).toBe(PAGES + 1);
        expect(await store.periods.latestReading(GUILD, BIG.id)).toMatchObject({ state: 'done', total: SIZE + 1 });

        const [board, requests] = await upstream(sb, () => h.slash('leaderboard', { period: 'week', system: BIG.id }, h.member()));
        expect(requests).toBe(0);
        const shown = JSON.stringify(board.message);
        expect(shown).toContain(`**1.** 🥇 <@${CHANGES[0]!.userId}> — **+5,000.5**`);
        expect(shown).toContain(`**2.** 🥈 <@${CHANGES[2]!.userId}> — **+12.25**`);
        expect(shown).toContain(`**3.** 🥉 <@${CHANGES[1]!.userId}> — **+12.25**`);
        expect(shown).toContain('Members with a gain: 5 of 200,001');

        // Every row, exactly: the 200,001 members by gain, ties by user id, the one who lost last.
        const period = await openPeriodBoard(h.bot.services, GUILD, { id: BIG.id, name: BIG.name, emoji: BIG.emoji }, 'week');
        expect(period.total).toBe(SIZE + 1);
        expect(period.gainers).toBe(5);
        const rows = await period.rows(0, period.total);
        const expected = expectedRows();
        const line = (r: GainRow | undefined) => r && `${r.userId} ${r.gain} ${r.balance}`;
        expect(rows).toHaveLength(expected.length);
        const firstWrong = rows.findIndex((r, i) => line(r) !== line(expected[i]));
        expect(firstWrong, `row ${firstWrong}: ${JSON.stringify(rows[firstWrong])} where ${JSON.stringify(expected[firstWrong])}`).toBe(-1);
        expect(rows.at(-1)).toEqual({ userId: CHANGES[4]!.userId, gain: '-100', balance: String(at(10).balance - 100) });
        expect(await period.rank(NEWCOMER)).toMatchObject({ place: 4, rank: 4 });

        // /setup says what a snapshot of this board costs, in requests and in time (the harness's key: 1 request a second, half for background work).
        const setup = await h.slash('setup', { periods: BIG.id }, h.moderator());
        const said = JSON.stringify(setup.message);
        expect(said).toContain('costs **2,001 requests**');
        expect(said).toContain(
          'A snapshot of this board costs **2,001 requests** (one for every 100 holders): about 67 minutes of background time',
        );
        expect(said).toContain('starts 2.4 hours before the period ends');

        // The snapshot closing the week starts that long before the week ends, so its final board is complete at the end.
        const timing = snapshotTiming(PAGES + 1, h.bot.services.background)!;
        const end = nextBoundary('UTC', clock);
        expect(end).toBe(boardPeriodAt('week', 'UTC', clock).endsAt);
        const queued: string[] = [];
        const deps = (now: number): PeriodJobDeps => ({
          periods: store.periods,
          zoneOf: async () => 'UTC',
          clientFor: async () => api.forKey(key),
          late: async () => {},
          now: () => now,
          log: quiet,
          queueSnapshots: async (ids) => void queued.push(...ids),
          budget: h.bot.services.background,
          queueReadings: async () => {},
        });
        await tickPeriods(deps(end - timing.leadMs - 60_000));
        expect((await store.periods.snapshotAt(GUILD, BIG.id, NOW - 60_000)).state).toBe('done');
        const none = await store.db.query<{ n: number }>(
          'select count(*)::int as n from period_snapshots where at >= to_timestamp($1::float8 / 1000)',
          [end],
        );
        expect(none.rows[0]!.n).toBe(0);
        await tickPeriods(deps(end - timing.leadMs + 60_000));
        const closing = await store.periods.firstIn(GUILD, BIG.id, end, end + 1);
        expect(closing).toMatchObject({ state: 'taking', at: end });
        expect(queued).toContain(closing!.id);
      } finally {
        await h.close();
        await store.close();
      }
    }, 900_000);
  });
}
