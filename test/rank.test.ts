import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommunityApi, type CommunityApi } from '../src/api/index.js';
import { RankFinder } from '../src/api/rank.js';
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
    options.sorted === false ? rows : [...rows].sort((a, b) => b.balance - a.balance || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
  const state = { rows: order(initial), reads: 0, calls: [] as GetPointBalancesInput[], onRead: undefined as ((n: number) => void) | undefined };
  let index: Map<string, PointBalance> | undefined;
  const getPointBalances = async (input: GetPointBalancesInput): Promise<Page<PointBalance>> => {
    state.reads++;
    state.calls.push(input);
    state.onRead?.(state.reads);
    index ??= new Map(state.rows.map((r) => [r.userId, r]));
    const rows = input.userIds ? input.userIds.flatMap((id) => index!.get(id) ?? []) : state.rows;
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
    expect(await finder.find('ps', '42')).toEqual({ pointSystemId: 'ps', userId: '42', balance: undefined, rank: undefined, total: 3000, exact: true });
    expect(b.state.reads).toBe(2);
    // An empty board too.
    const empty = fakeBoard([]);
    expect(await new RankFinder(empty.client).find('ps', '42')).toMatchObject({ rank: undefined, total: 0 });
  });

  it('costs at most 25 reads on a board of 1,000,000 and shares them with the next lookups', async () => {
    const n = 1_000_000;
    const big = generatedBoard(n);
    // The generated board read in place: a million rows are never built.
    const b = { state: { reads: 0 } };
    const client = {
      async getPointBalances(input: GetPointBalancesInput): Promise<Page<PointBalance>> {
        b.state.reads++;
        const offset = input.offset ?? 0;
        const limit = input.limit ?? 20;
        const found = (input.userIds ?? []).map((id) => big.indexOf(id)).filter((i) => i >= 0);
        const rows = input.userIds ? found.map((i) => big.at(i)) : readBoard(big, 'balance-desc', offset, limit);
        const data = rows.map((h) => entry(h.userId, h.balance));
        return { data, pagination: { offset, limit, total: input.userIds ? data.length : n, count: data.length } };
      },
    } as unknown as CommunityClient;
    const finder = new RankFinder(client);
    for (const at of [0, 1, 99, 100, 500_000, 909_100, n - 1]) {
      const before = b.state.reads;
      expect(await finder.find('big', generatedUserId(at))).toMatchObject({ rank: at + 1, total: n, exact: true });
      expect(b.state.reads - before).toBeLessThanOrEqual(25);
    }
    // A second ask within the TTL costs nothing; a neighbour reuses the probes read for the first.
    const reads = b.state.reads;
    expect(await finder.find('big', generatedUserId(500_000))).toMatchObject({ rank: 500_001 });
    expect(b.state.reads).toBe(reads);
    expect(await finder.find('big', generatedUserId(500_001))).toMatchObject({ rank: 500_002 });
    expect(b.state.reads - reads).toBeLessThanOrEqual(3);
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
      // Someone below the member jumps far above them.
      if (n === 5) b.set(start.map((r) => (r.userId === '9500' ? entry('9500', 5_000_000) : r)));
    };
    expect(await finder.find('ps', '6000')).toMatchObject({ rank: 5002, total: 10_000, exact: true });
  });

  it('says when it could not place the member exactly, instead of a wrong number', async () => {
    // Ties listed by id descending, against the search's assumption, in a run far longer than a window.
    const rows = [
      ...Array.from({ length: 300 }, (_, i) => entry(String(5000 + i), 900 - i)),
      ...Array.from({ length: 1000 }, (_, i) => entry(String(9999 - i), 10)),
    ];
    const b = fakeBoard(rows, { sorted: false });
    const finder = new RankFinder(b.client);
    const r = await finder.find('ps', '9500'); // shown at 300 + 499 + 1 = 800
    expect(r).toMatchObject({ exact: false, rank: 301, balance: 10 });
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

  it('places a member of a generated 1,000,000-holder board in at most 25 requests', async () => {
    const finder = new RankFinder(api.forKey(key));
    for (const at of [0, 123_456, 999_999]) {
      sandbox.stats.reset();
      expect(await finder.find(DEMO.bigBoard.id, generatedUserId(at))).toMatchObject({ rank: at + 1, total: 1_000_000, exact: true });
      expect(sandbox.stats.total()).toBeLessThanOrEqual(25);
    }
  });
});

describe('the sandbox’s generated board', () => {
  it('serves any slice in either order, and balances of given ids, without storing rows', async () => {
    const sandbox = await startSandbox({ ratePerSecond: 0 });
    try {
      const key = sandbox.addCommunity({ bigBoard: 1_000_000 });
      const get = async (query: string) => {
        const res = await fetch(`${sandbox.url}/v1/community/points/${DEMO.bigBoard.id}/balance?${query}`, { headers: { 'x-api-key': key } });
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
