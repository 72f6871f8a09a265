import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCommunityApi, type CommunityApi } from '../src/api/index.js';
import { BOARD_SWEEP_MS, RankFinder } from '../src/api/rank.js';
import type { GetPointBalancesInput, Page, PointBalance } from '../src/api/schemas.js';
import type { CommunityClient } from '../src/api/types.js';
import { generatedBoard, generatedUserId, readBoard } from '../src/sandbox/board.js';
import { DEMO, startSandbox, type Sandbox } from '../src/sandbox/index.js';

/**
 * A board held in memory behind the one client method the finder uses, counting reads. Rows
 * are kept in board order (balance highest first, ties by user id) unless a test orders them.
 */
function fakeBoard(initial: PointBalance[], options: { sorted?: boolean } = {}) {
  const order = (rows: PointBalance[]) =>
    options.sorted === false
      ? rows
      : [...rows].sort((a, b) => b.balance - a.balance || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
  const state = {
    rows: order(initial),
    reads: 0,
    calls: [] as GetPointBalancesInput[],
    onRead: undefined as ((n: number) => void) | undefined,
  };
  let index: Map<string, PointBalance> | undefined;
  const getPointBalances = async (input: GetPointBalancesInput): Promise<Page<PointBalance>> => {
    state.reads++;
    state.calls.push(input);
    state.onRead?.(state.reads);
    index ??= new Map(state.rows.map((r) => [r.userId, r]));
    const rows = input.userIds
      ? input.userIds.flatMap((id) => index!.get(id) ?? [])
      : input.sort === 'balance-asc'
        ? [...state.rows].reverse()
        : state.rows;
    const offset = input.offset ?? 0;
    const limit = input.limit ?? 20;
    const data = rows.slice(offset, offset + limit);
    return { data, pagination: { offset, limit, total: rows.length, count: data.length } };
  };
  const client = { getPointBalances } as unknown as CommunityClient;
  const set = (rows: PointBalance[]) => {
    state.rows = order(rows);
    index = undefined;
  };
  return { state, client, set };
}

const entry = (userId: string, balance: number): PointBalance => ({ platform: 'chat', userId, balance });
/** `n` holders, ids `1000…`, balances falling by 1 every `tie` places. */
const holders = (n: number, tie = 1) => Array.from({ length: n }, (_, i) => entry(String(1000 + i), 1_000_000 - Math.floor(i / tie)));

describe('RankFinder', () => {
  it('finds the first and the last holder exactly', async () => {
    const b = fakeBoard(holders(5000));
    const finder = new RankFinder(b.client);
    expect(await finder.find('ps', '1000')).toMatchObject({ rank: 1, total: 5000, balance: 1_000_000, exact: true });
    expect(await finder.find('ps', '5999')).toMatchObject({ rank: 5000, total: 5000, exact: true });
  });

  it('ranks every holder where the board shows them, ties included', async () => {
    // Runs of 7 equal balances, listed in an order unlike the ids' numeric order (ids of mixed length).
    const rows = Array.from({ length: 1500 }, (_, i) => entry(String((i * 7919) % 100_003), 50_000 - Math.floor(i / 7)));
    const b = fakeBoard(rows);
    const finder = new RankFinder(b.client);
    for (const at of [0, 99, 100, 101, 699, 700, 701, 1053, 1498, 1499]) {
      const row = b.state.rows[at]!;
      expect(await finder.find('ps', row.userId)).toMatchObject({ rank: at + 1, balance: row.balance, exact: true });
    }
  });

  it('answers a member who holds none with the holder count, without searching', async () => {
    const b = fakeBoard(holders(3000));
    const finder = new RankFinder(b.client);
    expect(await finder.find('ps', '42')).toEqual({
      pointSystemId: 'ps',
      userId: '42',
      balance: undefined,
      rank: undefined,
      total: 3000,
      exact: true,
    });
    expect(b.state.reads).toBe(2);
    // An empty board too.
    const empty = fakeBoard([]);
    expect(await new RankFinder(empty.client).find('ps', '42')).toMatchObject({ rank: undefined, total: 0 });
  });

  it.each(['ties', 'distinct'] as const)(
    'costs at most 10 reads (6 at the median) cold on a %s board of 1,000,000, and shares them with the next lookups',
    async (shape) => {
      const n = 1_000_000;
      const big = generatedBoard(n, shape);
      // The generated board read in place: a million rows are never built.
      const b = { state: { reads: 0 } };
      const client = {
        async getPointBalances(input: GetPointBalancesInput): Promise<Page<PointBalance>> {
          b.state.reads++;
          const offset = input.offset ?? 0;
          const limit = input.limit ?? 20;
          const found = (input.userIds ?? []).map((id) => big.indexOf(id)).filter((i) => i >= 0);
          const rows = input.userIds ? found.map((i) => big.at(i)) : readBoard(big, input.sort ?? 'balance-desc', offset, limit);
          const data = rows.map((h) => entry(h.userId, h.balance));
          return { data, pagination: { offset, limit, total: input.userIds ? data.length : n, count: data.length } };
        },
      } as unknown as CommunityClient;
      // Cold: a finder of its own per member, at places spread over the whole board.
      const cold: number[] = [];
      for (let k = 0; k < 60; k++) {
        const at = [0, 1, 99, 100, 101, 909_081, 909_100, n - 1][k] ?? Math.floor(((k * 7919) % 1000) * 1000 + ((k * 31) % 1000));
        const before = b.state.reads;
        expect(await new RankFinder(client).find('big', generatedUserId(at))).toMatchObject({ rank: at + 1, total: n, exact: true });
        cold.push(b.state.reads - before);
      }
      cold.sort((x, y) => x - y);
      expect(cold.at(-1)).toBeLessThanOrEqual(10);
      expect(cold[Math.floor((cold.length - 1) / 2)]).toBeLessThanOrEqual(6);
      const finder = new RankFinder(client);
      for (const at of [0, 1, 99, 100, 500_000, 909_100, n - 1]) {
        expect(await finder.find('big', generatedUserId(at))).toMatchObject({ rank: at + 1, total: n, exact: true });
      }
      // A second ask within the TTL costs nothing; a neighbour reuses the probes read for the first.
      const reads = b.state.reads;
      expect(await finder.find('big', generatedUserId(500_000))).toMatchObject({ rank: 500_001 });
      expect(b.state.reads).toBe(reads);
      expect(await finder.find('big', generatedUserId(500_001))).toMatchObject({ rank: 500_002 });
      expect(b.state.reads - reads).toBeLessThanOrEqual(3);
    },
  );

  it('lets go of boards nothing has used within the TTL: hundreds of communities that asked once hold nothing after', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const ttlMs = 20_000;
      let clock = 0;
      const b = fakeBoard(holders(1000));
      // One finder per community (rankFinder keeps one per client), each asked once.
      const finders = Array.from({ length: 300 }, () => new RankFinder(b.client, { ttlMs, now: () => clock }));
      for (const f of finders) expect(await f.find('ps', '1500')).toMatchObject({ rank: 501, exact: true });
      expect(finders.reduce((n, f) => n + f.boardsHeld, 0)).toBe(300);

      // Within the TTL every board is kept, and one community asks again.
      clock += ttlMs - 1;
      vi.advanceTimersByTime(BOARD_SWEEP_MS);
      expect(finders.reduce((n, f) => n + f.boardsHeld, 0)).toBe(300);
      const reads = b.state.reads;
      expect(await finders[0]!.find('ps', '1500')).toMatchObject({ rank: 501 });
      expect(b.state.reads).toBe(reads);

      // Past it, only the board used since is left, then none, and no timer runs.
      clock += 2;
      vi.advanceTimersByTime(BOARD_SWEEP_MS);
      expect(finders.map((f) => f.boardsHeld).filter((n) => n > 0)).toEqual([1]);
      expect(finders[0]!.boardsHeld).toBe(1);
      clock += ttlMs;
      vi.advanceTimersByTime(BOARD_SWEEP_MS);
      expect(finders.reduce((n, f) => n + f.boardsHeld, 0)).toBe(0);
      expect(vi.getTimerCount()).toBe(0);

      // A lookup after the sweep reads afresh and is still exact.
      expect(await finders[1]!.find('ps', '1700')).toMatchObject({ rank: 701, exact: true });
      expect(b.state.reads).toBeGreaterThan(reads);
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks for the balances of a crowd together', async () => {
    const b = fakeBoard(holders(20_000));
    const finder = new RankFinder(b.client);
    const ids = Array.from({ length: 60 }, (_, i) => String(1000 + i * 300));
    const results = await Promise.all(ids.map((id) => finder.find('ps', id)));
    expect(results.map((r) => r.rank)).toEqual(ids.map((_, i) => i * 300 + 1));
    const balanceReads = b.state.calls.filter((c) => c.userIds);
    expect(balanceReads).toHaveLength(1);
    expect(balanceReads[0]?.userIds).toHaveLength(60);
  });

  it('stays exact when the board changes between its reads', async () => {
    const start = holders(10_000);
    const b = fakeBoard(start);
    const finder = new RankFinder(b.client);
    // After the 4th read, five newcomers rise above everyone: every place shifts by five.
    b.state.onRead = (n) => {
      if (n === 4) b.set([...start, ...Array.from({ length: 5 }, (_, i) => entry(String(90 + i), 2_000_000))]);
    };
    const target = '8000'; // place 7001 before, 7006 after
    expect(await finder.find('ps', target)).toMatchObject({ rank: 7006, total: 10_005, exact: true });
  });

  it('stays exact when a balance changes but the holder count does not', async () => {
    const start = holders(10_000);
    const b = fakeBoard(start);
    const finder = new RankFinder(b.client);
    b.state.onRead = (n) => {
      // Someone below the member jumps far above them, after the board's two ends were read.
      if (n === 3) b.set(start.map((r) => (r.userId === '9500' ? entry('9500', 5_000_000) : r)));
    };
    expect(await finder.find('ps', '6000')).toMatchObject({ rank: 5002, total: 10_000, exact: true });
  });

  it('learns the order of ties from the rows: ids falling, in a run far longer than a window', async () => {
    const rows = [
      ...Array.from({ length: 300 }, (_, i) => entry(String(5000 + i), 900 - i)),
      ...Array.from({ length: 1000 }, (_, i) => entry(String(9999 - i), 10)),
    ];
    const b = fakeBoard(rows, { sorted: false });
    const finder = new RankFinder(b.client);
    expect(await finder.find('ps', '9500')).toMatchObject({ exact: true, rank: 800, balance: 10 }); // 300 + 499 + 1
    expect(finder.tieOrders('ps')).toEqual(['text-desc', 'number-desc']);
  });

  it('learns ties ordered by id as a number (ids of mixed length), placing members by id within a long run', async () => {
    const ids = Array.from({ length: 30_000 }, (_, i) => String(BigInt(10) ** BigInt(16 + (i % 3)) + BigInt(i * 7_777_777)));
    const rows = [
      ...Array.from({ length: 500 }, (_, i) => entry(String(1000 + i), 10_000 - i)),
      ...[...ids].sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1)).map((id) => entry(id, 7)),
    ];
    const b = fakeBoard(rows, { sorted: false });
    for (const at of [600, 10_000, 20_345, 30_499]) {
      const finder = new RankFinder(b.client);
      expect(await finder.find('ps', rows[at]!.userId)).toMatchObject({ rank: at + 1, exact: true });
      expect(finder.tieOrders('ps')).toContain('number');
    }
  });

  it('says when it could not place the member exactly (ties in an order no id explains), instead of a wrong number', async () => {
    // A run of 1,000 equal balances in a shuffled order: every order by id is ruled out.
    const shuffled = Array.from({ length: 1000 }, (_, i) => String(10_000 + ((i * 7919) % 1000)));
    const rows = [...Array.from({ length: 300 }, (_, i) => entry(String(5000 + i), 900 - i)), ...shuffled.map((id) => entry(id, 10))];
    const b = fakeBoard(rows, { sorted: false });
    // Far into the run: the answer is where the balance starts, marked inexact.
    expect(await new RankFinder(b.client).find('ps', shuffled[800]!)).toMatchObject({ exact: false, rank: 301, balance: 10 });
    // Within the run's first windows: read there, exact.
    expect(await new RankFinder(b.client).find('ps', shuffled[120]!)).toMatchObject({ exact: true, rank: 421 });
  });

  it('tells its progress as it narrows the board down', async () => {
    const b = fakeBoard(holders(50_000));
    const seen: { total: number; remaining: number }[] = [];
    expect(await new RankFinder(b.client).find('ps', '31000', (p) => seen.push(p))).toMatchObject({ rank: 30_001 });
    expect(seen.length).toBeGreaterThan(0);
    expect(seen[0]).toMatchObject({ total: 50_000 });
    for (let i = 1; i < seen.length; i++) expect(seen[i]!.remaining).toBeLessThan(seen[i - 1]!.remaining);
  });
});

describe('RankFinder against the sandbox', () => {
  let sandbox: Sandbox;
  let api: CommunityApi;
  let key: string;
  beforeAll(async () => {
    sandbox = await startSandbox({ ratePerSecond: 0 });
    key = sandbox.addCommunity({ bigBoard: 1_000_000 });
    api = createCommunityApi({ baseUrl: sandbox.url, ratePerSecond: 0 });
  });
  afterAll(async () => {
    await api?.close();
    await sandbox?.close();
  });

  it('places a member of a generated 1,000,000-holder board in at most 10 requests', async () => {
    for (const at of [0, 123_456, 950_000, 999_999]) {
      // A client of its own each time: nothing cached.
      const own = createCommunityApi({ baseUrl: sandbox.url, ratePerSecond: 0 });
      sandbox.stats.reset();
      expect(await new RankFinder(own.forKey(key)).find(DEMO.bigBoard.id, generatedUserId(at))).toMatchObject({
        rank: at + 1,
        total: 1_000_000,
        exact: true,
      });
      expect(sandbox.stats.total()).toBeLessThanOrEqual(10);
      await own.close();
    }
  });
});

describe('the sandbox’s generated board', () => {
  it('serves any slice in either order, and balances of given ids, without storing rows', async () => {
    const sandbox = await startSandbox({ ratePerSecond: 0 });
    try {
      const key = sandbox.addCommunity({ bigBoard: 1_000_000 });
      const get = async (query: string) => {
        const res = await fetch(`${sandbox.url}/v1/community/points/${DEMO.bigBoard.id}/balance?${query}`, {
          headers: { 'x-api-key': key },
        });
        return (await res.json()) as Page<PointBalance>;
      };
      const last = await get('sortBy=balance-desc&offset=999999&limit=100');
      expect(last.data.map((e) => e.userId)).toEqual([generatedUserId(999_999)]);
      expect(last.pagination).toEqual({ offset: 999_999, limit: 100, total: 1_000_000, count: 1 });
      const lowest = await get('sortBy=balance-asc&limit=2');
      expect(lowest.data.map((e) => e.userId)).toEqual([generatedUserId(999_999), generatedUserId(999_998)]);
      const mine = await get(`userIds=${generatedUserId(5)}&userIds=42&userIds=${generatedUserId(2)}`);
      expect(mine.data.map((e) => [e.userId, e.balance])).toEqual([
        [generatedUserId(2), 833_333],
        [generatedUserId(5), 666_666],
      ]);
    } finally {
      await sandbox.close();
    }
  });
});
