import { CACHE_TTL_MS } from './client.js';
import type { Page, PointBalance } from './schemas.js';
import type { CommunityClient } from './types.js';

/**
 * A member's exact place on a point system's board (highest first) at any board size, without
 * scanning it: the member's balance comes from the balances endpoint asked for their id alone,
 * then a binary search of the board by offset with one-row reads narrows their place to a
 * window of RANK_WINDOW rows, and one read of that window finds them. A board of 1,000,000
 * holders costs 1 balance read + the first block + ⌈log2(1,000,000 / 100)⌉ = 14 probes + 1
 * window = about 17 reads, each cached and shared with every other lookup on that board.
 *
 * Ties: the API orders equal balances by user id (the sandbox does, and the search assumes
 * it). The rank is always where the board shows the member: the last read looks for their id
 * in the rows themselves, so an upstream that orders ties another way, or a board that moves
 * during the search, costs a second, fresh search rather than a wrong number; when that also
 * misses, the answer says so (`exact: false`: the rank is where their balance starts).
 */

/** Rows in the first block and in the final window: the API's largest page. */
export const RANK_WINDOW = 100;

export interface RankResult {
  pointSystemId: string;
  userId: string;
  /** Undefined: the member holds none of it. */
  balance: number | undefined;
  /** 1-based, highest first. Undefined when the member holds none. */
  rank: number | undefined;
  /** Holders on the board. */
  total: number;
  /** False: the board moved under both searches; `rank` is where the member's balance starts. */
  exact: boolean;
}

export interface RankFinderOptions {
  /** How long probes, balances and answers are reused. */
  ttlMs?: number;
  now?: () => number;
  /** Boards remembered per client; the least recently used goes first. */
  maxBoards?: number;
  /** Rows remembered per board. */
  maxRows?: number;
}

interface Row {
  row: PointBalance | undefined;
  total: number;
  at: number;
}

/** What one board has read lately: rows by offset, reads in flight, and answers per member. */
interface BoardMemory {
  rows: Map<number, Row>;
  flights: Map<string, Promise<Page<PointBalance>>>;
  answers: Map<string, { result: RankResult; at: number }>;
  /** Ids waiting for the next balances read, each with its callers. */
  pending: Map<string, { resolve: (b: number | undefined) => void; reject: (e: unknown) => void }[]>;
  balances: Map<string, { balance: number | undefined; at: number }>;
  batching: boolean;
}

interface Found {
  rank: number;
  total: number;
  exact: boolean;
}

/** Most ids the balances endpoint takes at once. */
const MAX_IDS_PER_READ = 100;

export class RankFinder {
  private readonly boards = new Map<string, BoardMemory>();
  private readonly ttlMs: number;
  private readonly now: () => number;
  private readonly maxBoards: number;
  private readonly maxRows: number;

  constructor(
    private readonly client: CommunityClient,
    options: RankFinderOptions = {},
  ) {
    this.ttlMs = options.ttlMs ?? CACHE_TTL_MS.getPointBalances;
    this.now = options.now ?? (() => performance.now());
    this.maxBoards = options.maxBoards ?? 32;
    this.maxRows = options.maxRows ?? 8192;
  }

  async find(pointSystemId: string, userId: string): Promise<RankResult> {
    const board = this.board(pointSystemId);
    const known = board.answers.get(userId);
    if (known && this.now() - known.at < this.ttlMs) return known.result;
    const balance = await this.balanceOf(board, pointSystemId, userId);
    let result: RankResult;
    if (balance === undefined) {
      const top = await this.read(board, pointSystemId, 0, RANK_WINDOW, false);
      result = { pointSystemId, userId, balance, rank: undefined, total: top.pagination.total, exact: true };
    } else {
      // A miss means the board moved under the search (or orders ties otherwise): once more, fresh.
      const found = (await this.search(board, pointSystemId, userId, balance, false)) ?? (await this.search(board, pointSystemId, userId, balance, true, true));
      result = { pointSystemId, userId, balance, rank: found.rank, total: found.total, exact: found.exact };
    }
    board.answers.set(userId, { result, at: this.now() });
    if (board.answers.size > this.maxRows) board.answers.delete(board.answers.keys().next().value as string);
    return result;
  }

  /** Forget what was read of a board (after a write to its balances). */
  forget(pointSystemId: string): void {
    this.boards.delete(pointSystemId);
  }

  private board(pointSystemId: string): BoardMemory {
    let board = this.boards.get(pointSystemId);
    if (board) {
      this.boards.delete(pointSystemId);
    } else {
      board = { rows: new Map(), flights: new Map(), answers: new Map(), pending: new Map(), balances: new Map(), batching: false };
    }
    this.boards.set(pointSystemId, board);
    if (this.boards.size > this.maxBoards) this.boards.delete(this.boards.keys().next().value as string);
    return board;
  }

  /**
   * The member's balance. Ids asked while a balances read is being sent wait and go together
   * in the next one (up to 100 ids a read), so a crowd pressing "My rank" costs a few reads.
   */
  private balanceOf(board: BoardMemory, pointSystemId: string, userId: string): Promise<number | undefined> {
    const known = board.balances.get(userId);
    if (known && this.now() - known.at < this.ttlMs) return Promise.resolve(known.balance);
    return new Promise((resolve, reject) => {
      const waiting = board.pending.get(userId);
      if (waiting) waiting.push({ resolve, reject });
      else board.pending.set(userId, [{ resolve, reject }]);
      // Same-tick callers join the first read too.
      if (!board.batching) {
        board.batching = true;
        setImmediate(() => void this.sendBalances(board, pointSystemId));
      }
    });
  }

  private async sendBalances(board: BoardMemory, pointSystemId: string): Promise<void> {
    const batch = [...board.pending].slice(0, MAX_IDS_PER_READ);
    for (const [id] of batch) board.pending.delete(id);
    try {
      const page = await this.client.getPointBalances(
        { pointSystemId, userIds: batch.map(([id]) => id), limit: MAX_IDS_PER_READ },
        { keep: false },
      );
      const at = this.now();
      for (const [id, callers] of batch) {
        const balance = page.data.find((e) => e.userId === id)?.balance;
        board.balances.set(id, { balance, at });
        for (const c of callers) c.resolve(balance);
      }
      while (board.balances.size > this.maxRows) board.balances.delete(board.balances.keys().next().value as string);
    } catch (error) {
      for (const [, callers] of batch) for (const c of callers) c.reject(error);
    } finally {
      if (board.pending.size > 0) void this.sendBalances(board, pointSystemId);
      else board.batching = false;
    }
  }

  /**
   * The member's place, or undefined when the rows read disagree with each other (the board
   * changed while it was read). `lastTry` answers anyway, marked inexact.
   */
  private search(board: BoardMemory, pointSystemId: string, userId: string, balance: number, fresh: boolean, lastTry: true): Promise<Found>;
  private search(board: BoardMemory, pointSystemId: string, userId: string, balance: number, fresh: boolean): Promise<Found | undefined>;
  private async search(
    board: BoardMemory,
    pointSystemId: string,
    userId: string,
    balance: number,
    fresh: boolean,
    lastTry = false,
  ): Promise<Found | undefined> {
    // The board's own first block (same query, so the board's cache answers it when warm).
    const top = await this.read(board, pointSystemId, 0, RANK_WINDOW, fresh);
    const total = top.pagination.total;
    const inTop = top.data.findIndex((e) => e.userId === userId);
    if (inTop >= 0) return { rank: inTop + 1, total, exact: true };
    /** Does this row come before the member on the board? Higher balance, or equal and a smaller id. */
    const before = (r: PointBalance) => r.balance > balance || (r.balance === balance && r.userId < userId);
    let lo = Math.min(top.data.length, total);
    let hi = total;
    if (top.data.length === RANK_WINDOW) {
      while (hi - lo > RANK_WINDOW) {
        const mid = lo + Math.floor((hi - lo) / 2);
        const probe = await this.row(board, pointSystemId, mid, fresh);
        if (probe.total !== total) {
          if (!lastTry) return undefined;
          hi = Math.min(hi, probe.total);
          continue;
        }
        if (!probe.row) hi = mid;
        else if (probe.row.userId === userId) return { rank: mid + 1, total, exact: true };
        else if (before(probe.row)) lo = mid + 1;
        else hi = mid;
      }
    } else {
      // The whole board was in the first block and the member was not: it moved.
      if (!lastTry) return undefined;
    }
    const window = await this.read(board, pointSystemId, lo, RANK_WINDOW, fresh);
    const at = window.data.findIndex((e) => e.userId === userId);
    if (at >= 0) return { rank: lo + at + 1, total: window.pagination.total, exact: true };
    if (!lastTry) return undefined;
    const starts = window.data.findIndex((e) => e.balance <= balance);
    return { rank: lo + (starts >= 0 ? starts : window.data.length) + 1, total: window.pagination.total, exact: false };
  }

  /** One row of the board by offset, from memory when read lately. */
  private async row(board: BoardMemory, pointSystemId: string, offset: number, fresh: boolean): Promise<Row> {
    const known = board.rows.get(offset);
    if (!fresh && known && this.now() - known.at < this.ttlMs) return known;
    const page = await this.read(board, pointSystemId, offset, 1, fresh);
    return board.rows.get(offset) ?? { row: page.data[0], total: page.pagination.total, at: this.now() };
  }

  /** A read of `limit` rows at `offset`, shared with identical reads in flight; its rows are remembered. */
  private read(board: BoardMemory, pointSystemId: string, offset: number, limit: number, fresh: boolean): Promise<Page<PointBalance>> {
    const key = `${offset}:${limit}:${fresh ? 'f' : ''}`;
    let flight = board.flights.get(key);
    if (!flight) {
      flight = this.client
        .getPointBalances(
          { pointSystemId, sort: 'balance-desc', offset, limit },
          // The first block is the board's own (worth keeping); probes and windows are not.
          { fresh, keep: offset === 0 && limit === RANK_WINDOW },
        )
        .then((page) => {
          const at = this.now();
          if (page.data.length === 0) board.rows.set(offset, { row: undefined, total: page.pagination.total, at });
          for (const [i, row] of page.data.entries()) {
            board.rows.delete(offset + i);
            board.rows.set(offset + i, { row, total: page.pagination.total, at });
          }
          while (board.rows.size > this.maxRows) board.rows.delete(board.rows.keys().next().value as number);
          return page;
        })
        .finally(() => board.flights.delete(key));
      board.flights.set(key, flight);
    }
    return flight;
  }
}

const finders = new WeakMap<CommunityClient, RankFinder>();

/** The one finder of a client (one API key), so every lookup on its boards shares reads. */
export function rankFinder(client: CommunityClient): RankFinder {
  let finder = finders.get(client);
  if (!finder) {
    finder = new RankFinder(client);
    finders.set(client, finder);
  }
  return finder;
}
