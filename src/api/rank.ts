import { CACHE_TTL_MS } from './client.js';
import type { Page, PointBalance } from './schemas.js';
import type { CommunityClient } from './types.js';

/**
 * A member's exact place on a point system's board (highest first) at any board size, in a
 * handful of reads: the member's balance comes from the balances endpoint asked for their id
 * alone; the board's first block and its last block (the lowest first, same size) anchor the
 * search; then each read is a window of RANK_WINDOW rows placed where the member is expected,
 * until one holds them.
 *
 * Where to look is interpolated on the shape the rows already read show: of four ways to draw
 * the board (balance or log-balance against rank or log-rank), the one that best predicts the
 * rows read from their neighbours is used between the nearest rows either side of the member.
 * Real boards are steep power laws (log-log nearly straight); a linear one is drawn linearly. A
 * guess that misses still narrows the search to one side of its window; after two misses on the
 * same side the next read bisects, so an odd board costs at most about twice a binary search.
 *
 * Ties: inside a run of equal balances the board's own order decides, and it is learned from
 * the rows (each pair of neighbours with equal balances rules out orders they contradict: user
 * id as text or as a number, rising or falling). Within the run, the member is placed by
 * interpolating their id between the run's rows read, or from the run's density of ids when
 * only one side is known. When the rows contradict every order, the run's start is found and
 * the first windows of the run read; a member further in is answered `exact: false` (the rank
 * where their balance starts) rather than with a wrong number.
 *
 * The rank is always where the board shows the member: the search ends only on a row with
 * their id. Rows that disagree with each other (the board moved while it was read) cost a
 * second, fresh search; when that also fails the answer says so (`exact: false`). Every read
 * is cached and shared with the other lookups on that board.
 */

/** Rows in each read: the API's largest page. */
export const RANK_WINDOW = 100;
/** Windows read from the start of a run of ties whose order is unknown. */
const RUN_SCAN_WINDOWS = 3;
/** Reads of one search before it gives up as if the board moved (a guard; a search needs far fewer). */
const MAX_READS = 64;

export interface RankResult {
  pointSystemId: string;
  userId: string;
  /** Undefined: the member holds none of it. */
  balance: number | undefined;
  /** 1-based, highest first. Undefined when the member holds none. */
  rank: number | undefined;
  /** Holders on the board. */
  total: number;
  /** False: the board moved under both searches, or its ties are in an order the rows do not show; `rank` is where the member's balance starts. */
  exact: boolean;
}

/** Where a lookup stands, for a progress line. */
export interface RankProgress {
  /** Holders on the board. */
  total: number;
  /** Places the member can still be in. */
  remaining: number;
}

export interface RankFinderOptions {
  /** How long rows, balances and answers are reused. */
  ttlMs?: number;
  now?: () => number;
  /** Boards remembered per client; the least recently used goes first. */
  maxBoards?: number;
  /** Rows remembered per board. */
  maxRows?: number;
}

/** How a board orders equal balances: by user id as text or as a number, rising or falling. */
export type TieOrder = 'text' | 'number' | 'text-desc' | 'number-desc';
const TIE_ORDERS: readonly TieOrder[] = ['text', 'number', 'text-desc', 'number-desc'];

interface Row {
  row: PointBalance;
  total: number;
  at: number;
}

/** The board's lowest rows (read lowest first): balances only, as ties may be listed otherwise that way. */
interface Tail {
  balances: number[];
  total: number;
  at: number;
}

/** What one board has read lately: rows by offset, reads in flight, and answers per member. */
interface BoardMemory {
  rows: Map<number, Row>;
  tail: Tail | undefined;
  flights: Map<string, Promise<Page<PointBalance>>>;
  answers: Map<string, { result: RankResult; at: number }>;
  /** Ids waiting for the next balances read, each with its callers. */
  pending: Map<string, { resolve: (b: number | undefined) => void; reject: (e: unknown) => void }[]>;
  balances: Map<string, { balance: number | undefined; at: number }>;
  batching: boolean;
  /** Tie orders no pair of equal neighbours read so far contradicts. */
  orders: Set<TieOrder>;
  /** When a lookup last asked for it or a read last filled it: everything in it is stale `ttlMs` after. */
  usedAt: number;
}

interface Found {
  rank: number;
  total: number;
  exact: boolean;
}

/** A place on the board whose balance is known (and its holder, except for the tail's rows). */
interface Point {
  pos: number;
  balance: number;
  userId?: string;
}

/** Why a search stopped without the member: the board moved, or the ties are not in the order assumed. */
type Miss = 'moved' | 'order';

/** Most ids the balances endpoint takes at once. */
const MAX_IDS_PER_READ = 100;
/** How often a finder lets go of its boards stale past their TTL. */
export const BOARD_SWEEP_MS = 10_000;

export class RankFinder {
  private readonly boards = new Map<string, BoardMemory>();
  /** Runs while a board is held. */
  private sweeper: NodeJS.Timeout | undefined;
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

  /** `onProgress` hears, after each read of this lookup's own search, how far it has got. */
  async find(pointSystemId: string, userId: string, onProgress?: (p: RankProgress) => void): Promise<RankResult> {
    const board = this.board(pointSystemId);
    const known = board.answers.get(userId);
    if (known && this.now() - known.at < this.ttlMs) return known.result;
    // The first block is needed whatever the balance: read it meanwhile.
    const [balance, top] = await Promise.all([
      this.balanceOf(board, pointSystemId, userId),
      this.read(board, pointSystemId, 0, 'balance-desc', false),
    ]);
    let result: RankResult;
    if (balance === undefined) {
      result = { pointSystemId, userId, balance, rank: undefined, total: top.pagination.total, exact: true };
    } else {
      const found = await this.place(board, pointSystemId, userId, balance, top, onProgress);
      result = { pointSystemId, userId, balance, rank: found.rank, total: found.total, exact: found.exact };
    }
    board.usedAt = this.now();
    board.answers.set(userId, { result, at: board.usedAt });
    if (board.answers.size > this.maxRows) board.answers.delete(board.answers.keys().next().value as string);
    return result;
  }

  /** Forget what was read of a board (after a write to its balances). */
  forget(pointSystemId: string): void {
    this.boards.delete(pointSystemId);
  }

  /** Boards remembered now (tests, diagnostics). */
  get boardsHeld(): number {
    return this.boards.size;
  }

  /**
   * A community's client lives as long as its key is in use (ten idle minutes), but what its
   * boards hold is stale after the TTL: boards nothing has asked for or filled since, and that
   * wait for no read, are let go, so a thousand communities that each asked once do not keep
   * their rows for ten minutes. The timer stops once no board is left.
   */
  private sweepLater(): void {
    if (this.sweeper) return;
    this.sweeper = setInterval(() => {
      const now = this.now();
      for (const [id, board] of this.boards) {
        const waiting = board.flights.size > 0 || board.pending.size > 0 || board.batching;
        if (!waiting && now - board.usedAt >= this.ttlMs) this.boards.delete(id);
      }
      if (this.boards.size > 0) return;
      clearInterval(this.sweeper);
      this.sweeper = undefined;
    }, BOARD_SWEEP_MS);
    this.sweeper.unref();
  }

  /** The tie orders a board's rows have not ruled out (tests, diagnostics). */
  tieOrders(pointSystemId: string): TieOrder[] {
    return [...(this.boards.get(pointSystemId)?.orders ?? TIE_ORDERS)];
  }

  private board(pointSystemId: string): BoardMemory {
    let board = this.boards.get(pointSystemId);
    if (board) {
      this.boards.delete(pointSystemId);
    } else {
      board = {
        rows: new Map(),
        tail: undefined,
        flights: new Map(),
        answers: new Map(),
        pending: new Map(),
        balances: new Map(),
        batching: false,
        orders: new Set(TIE_ORDERS),
        usedAt: 0,
      };
    }
    board.usedAt = this.now();
    this.boards.set(pointSystemId, board);
    this.sweepLater();
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
      board.usedAt = at;
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
   * A search from what is cached, then (the board moved, or its ties are not in the order the
   * rows suggested) once more with everything read afresh; the last try answers in any case.
   */
  private async place(
    board: BoardMemory,
    pointSystemId: string,
    userId: string,
    balance: number,
    top: Page<PointBalance>,
    onProgress?: (p: RankProgress) => void,
  ): Promise<Found> {
    const first = await this.search(board, pointSystemId, userId, balance, top, false, onProgress);
    if (typeof first !== 'string') return first;
    return (await this.search(
      board,
      pointSystemId,
      userId,
      balance,
      undefined,
      first === 'order' && board.orders.size === 0,
      onProgress,
    )) as Found;
  }

  /**
   * One search: from the first block read just before (`top`), or afresh, reading only rows
   * of its own, as the last try (it answers, inexactly if it must). `distrustTies`: the rows'
   * tie order already failed once.
   */
  private async search(
    board: BoardMemory,
    pointSystemId: string,
    userId: string,
    balance: number,
    cachedTop: Page<PointBalance> | undefined,
    distrustTies: boolean,
    onProgress?: (p: RankProgress) => void,
  ): Promise<Found | Miss> {
    const fresh = cachedTop === undefined;
    const since = fresh ? this.now() : -Infinity;
    const top = cachedTop ?? (await this.read(board, pointSystemId, 0, 'balance-desc', true));
    const total = top.pagination.total;
    const inTop = top.data.findIndex((e) => e.userId === userId);
    if (inTop >= 0) return { rank: inTop + 1, total, exact: true };
    const startOf = top.data.findIndex((e) => e.balance <= balance);
    const answerAnyway = (): Found | Miss =>
      fresh ? { rank: (startOf >= 0 ? startOf : top.data.length) + 1, total, exact: false } : 'moved';
    // The whole board was in the first block and the member was not: it moved.
    if (top.data.length >= total) return answerAnyway();
    if (total > 2 * RANK_WINDOW) {
      const tail = await this.read(board, pointSystemId, 0, 'balance-asc', fresh);
      if (tail.pagination.total !== total) return answerAnyway();
    }
    const ctx: SearchContext = { board, pointSystemId, userId, balance, total, fresh, since, onProgress };
    // Each order the rows still allow, until one places the member (a gap that closes without
    // them rules its order out).
    while (!distrustTies && board.orders.size > 0) {
      const found = await this.narrow(ctx, 'ties');
      if (typeof found === 'object') return found;
      if (found === 'moved') return answerAnyway();
      if (!fresh) return 'order';
    }
    // No order fits the ties: find where the member's balance starts and read the run from there.
    const start = await this.narrow(ctx, 'run-start');
    if (typeof start !== 'number') return typeof start === 'object' ? start : answerAnyway();
    for (let w = 0, offset = start; w < RUN_SCAN_WINDOWS && offset < total; w++, offset += RANK_WINDOW) {
      const page = await this.read(board, pointSystemId, offset, 'balance-desc', fresh);
      if (page.pagination.total !== total) return answerAnyway();
      const at = page.data.findIndex((e) => e.userId === userId);
      if (at >= 0) return { rank: offset + at + 1, total, exact: true };
      if (page.data.length === 0 || page.data.at(-1)!.balance < balance) break;
    }
    return { rank: start + 1, total, exact: false };
  }

  /**
   * Reads windows until the member's row is read (their rank), or, in `run-start` mode, until
   * the first row of their balance is pinned (its offset). `moved`: rows disagree on the
   * board's size or order. `run-start` (in `ties` mode): a gap closed without the member where
   * a tie decided a side, or every tie order is ruled out: the run must be read instead.
   */
  private async narrow(ctx: SearchContext, mode: 'ties' | 'run-start'): Promise<Found | number | 'moved' | 'run-start'> {
    const { board, pointSystemId, userId, balance, total, fresh } = ctx;
    /** How far the last guess reached from the nearer end of the gap (Infinity: no guess yet). */
    let lastReach = Infinity;
    /** How far the last gallop reached (0: none yet): each one reaches at least twice as far. */
    let gallop = 0;
    let missed = false;
    for (let reads = 0; reads <= MAX_READS; reads++) {
      // The likeliest order so far: the rows just read may have ruled one out.
      const order = [...board.orders][0];
      if (mode === 'ties' && !order) return 'run-start';
      const points = this.points(ctx);
      const side = (p: Point): -1 | 0 | 1 | undefined => {
        if (p.userId === userId && mode === 'ties') return 0;
        if (p.balance !== balance) return p.balance > balance ? -1 : 1;
        if (mode === 'run-start') return 1;
        if (p.userId === undefined || !order) return undefined;
        return compareTies(order, p.userId, userId) < 0 ? -1 : 1;
      };
      let lo: Point = { pos: -1, balance: Infinity };
      let hi: Point = { pos: total, balance: -Infinity };
      for (const p of points) {
        const s = side(p);
        if (s === 0) return { rank: p.pos + 1, total, exact: true };
        if (s === -1 && p.pos > lo.pos) lo = p;
        else if (s === 1 && p.pos < hi.pos) hi = p;
      }
      const tieDecided = lo.balance === balance || hi.balance === balance;
      const span = hi.pos - lo.pos - 1;
      if (span <= 0 && mode === 'run-start') return span === 0 && hi.balance === balance ? hi.pos : 'moved';
      if (span <= 0) {
        if (!tieDecided || !order) return 'moved';
        board.orders.delete(order);
        return 'run-start';
      }
      ctx.onProgress?.({ total, remaining: span });
      let guess = lo.pos + 1 + span / 2;
      let reach = Infinity;
      if (span > RANK_WINDOW) {
        const g =
          mode === 'run-start' || !order
            ? balanceGuess(points, lo, hi, balance, mode === 'run-start')
            : tieGuess(points, lo, hi, balance, userId, order);
        if (Number.isFinite(g)) {
          guess = Math.min(hi.pos - 1, Math.max(lo.pos + 1, g));
          reach = Math.max(Math.min(guess - lo.pos, hi.pos - guess), RANK_WINDOW);
          // A miss whose next guess is not at least twice as close: the drawing is off here.
          // Gallop from the nearer end instead (twice as far each time, at most half the gap:
          // a bisection), so an odd board costs at most about twice a binary search.
          if (missed && reach > lastReach / 2) {
            reach = Math.min(Math.max(2 * lastReach, 2 * gallop), span / 2);
            gallop = reach;
            guess = guess - lo.pos < hi.pos - guess ? lo.pos + reach : hi.pos - reach;
          }
        }
      }
      lastReach = reach;
      const offset = Math.max(lo.pos + 1, Math.min(Math.round(guess - RANK_WINDOW / 2), hi.pos - RANK_WINDOW));
      const page = await this.read(board, pointSystemId, offset, 'balance-desc', fresh);
      if (page.pagination.total !== total || page.data.length === 0) return 'moved';
      missed = !page.data.some((e) => e.userId === userId);
    }
    return 'moved';
  }

  /** Rows this search may rely on: read within the TTL (by this search when fresh), of a board of this size. */
  private points(ctx: SearchContext): Point[] {
    const { board, total, since } = ctx;
    const now = this.now();
    const out: Point[] = [];
    for (const [pos, r] of board.rows) {
      if (r.total === total && r.at >= since && now - r.at < this.ttlMs) out.push({ pos, balance: r.row.balance, userId: r.row.userId });
    }
    const tail = board.tail;
    if (tail && tail.total === total && tail.at >= since && now - tail.at < this.ttlMs) {
      for (const [k, b] of tail.balances.entries()) out.push({ pos: total - 1 - k, balance: b });
    }
    return out;
  }

  /**
   * A window of rows at `offset` in either order, shared with identical reads in flight. Rows
   * read highest first are remembered by position (and teach the tie order); rows read lowest
   * first (from offset 0 only) are the tail.
   */
  private read(
    board: BoardMemory,
    pointSystemId: string,
    offset: number,
    sort: 'balance-desc' | 'balance-asc',
    fresh: boolean,
  ): Promise<Page<PointBalance>> {
    const key = `${sort}:${offset}:${fresh ? 'f' : ''}`;
    let flight = board.flights.get(key);
    if (!flight) {
      flight = this.client
        .getPointBalances(
          { pointSystemId, sort, offset, limit: RANK_WINDOW },
          // The board's two ends are worth keeping (the first block is the board's own page); windows are not.
          { fresh, keep: offset === 0 },
        )
        .then((page) => {
          const at = this.now();
          board.usedAt = at;
          const total = page.pagination.total;
          if (sort === 'balance-asc') {
            board.tail = { balances: page.data.map((e) => e.balance), total, at };
            return page;
          }
          for (const [i, row] of page.data.entries()) {
            board.rows.delete(offset + i);
            board.rows.set(offset + i, { row, total, at });
            const next = page.data[i + 1];
            if (next && next.balance === row.balance) {
              for (const o of board.orders) if (compareTies(o, row.userId, next.userId) >= 0) board.orders.delete(o);
            }
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

interface SearchContext {
  board: BoardMemory;
  pointSystemId: string;
  userId: string;
  balance: number;
  total: number;
  fresh: boolean;
  since: number;
  onProgress: ((p: RankProgress) => void) | undefined;
}

/**
 * Where the member should be when their balance's run reaches `lo` or `hi`: their id
 * interpolated between the run's rows either side, or, with one side only, stepped from it at
 * the run's density of ids (from the run's rows read on that side). Else by balance.
 */
function tieGuess(points: Point[], lo: Point, hi: Point, balance: number, userId: string, order: TieOrder): number {
  const cu = tieCoordinate(order, userId);
  const c = (p: Point | undefined) => (p?.userId === undefined || p.balance !== balance ? undefined : tieCoordinate(order, p.userId));
  const cL = c(lo);
  const cH = c(hi);
  if (cu !== undefined && (cL !== undefined || cH !== undefined)) {
    if (cL !== undefined && cH !== undefined) return cH > cL ? lo.pos + (hi.pos - lo.pos) * ratio(cu - cL, cH - cL) : NaN;
    let far: Point | undefined;
    for (const p of points) {
      if (c(p) === undefined) continue;
      if (cL !== undefined && p.pos < lo.pos && (!far || p.pos < far.pos)) far = p;
      if (cH !== undefined && p.pos > hi.pos && (!far || p.pos > far.pos)) far = p;
    }
    const cF = c(far);
    if (far && cF !== undefined && cL !== undefined && cL > cF) return lo.pos + (lo.pos - far.pos) * ratio(cu - cL, cL - cF);
    if (far && cF !== undefined && cH !== undefined && cF > cH) return hi.pos - (far.pos - hi.pos) * ratio(cH - cu, cF - cH);
    return NaN;
  }
  return balanceGuess(points, lo, hi, balance, false);
}

const ratio = (a: bigint, b: bigint) => Number(a) / Number(b);

/** A way to draw the board: rank and balance each as is or as a logarithm. */
interface Drawing {
  x: (pos: number) => number;
  fromX: (x: number) => number;
  y: (balance: number) => number;
}
const LINEAR_X = { x: (p: number) => p, fromX: (x: number) => x };
const LOG_X = { x: (p: number) => Math.log(p + 1), fromX: (x: number) => Math.exp(x) - 1 };
const LINEAR_Y = (b: number) => b;
const LOG_Y = (b: number) => (b > 0 ? Math.log(b) : NaN);
/** Log-log first: real boards' shape, and the pick when the rows cannot tell. */
const DRAWINGS: readonly Drawing[] = [
  { ...LOG_X, y: LOG_Y },
  { ...LINEAR_X, y: LINEAR_Y },
  { ...LINEAR_X, y: LOG_Y },
  { ...LOG_X, y: LINEAR_Y },
];

/** Where `balance` lies between `a` and `b` on a drawing (NaN when it cannot say). */
function between(d: Drawing, a: Point, b: Point, balance: number): number {
  const ya = d.y(a.balance);
  const yb = d.y(b.balance);
  const t = (ya - d.y(balance)) / (ya - yb);
  if (!Number.isFinite(t)) return NaN;
  return d.fromX(d.x(a.pos) + t * (d.x(b.pos) - d.x(a.pos)));
}

/**
 * Where `balance` lies between `lo` and `hi`, on the drawing that best predicts the rows read:
 * each end of a stretch of rows read together is predicted from the nearest rows read around
 * it, and the drawing with the least error (as a share of the gap) wins. Near a stretch of rows
 * read together, its own slope steps from its end (Newton's step: the curve is smooth at that
 * scale); farther, the gap's two ends are joined. Whole balances aim at the middle of their run
 * of ties (`start`: its first row).
 */
function balanceGuess(points: Point[], lo: Point, hi: Point, balance: number, start: boolean): number {
  if (!Number.isFinite(lo.balance) || !Number.isFinite(hi.balance)) return NaN;
  const whole = points.every((p) => Number.isInteger(p.balance));
  const target = whole ? balance + (start ? 0.999 : 0.5) : balance;
  const byPos = new Map<number, Point>();
  for (const p of points) byPos.set(p.pos, p);
  const sorted = [...byPos.values()].sort((a, b) => a.pos - b.pos);
  const edges: Point[] = [];
  for (const [i, p] of sorted.entries()) {
    const prev = sorted[i - 1];
    const next = sorted[i + 1];
    if (!prev || !next || prev.pos !== p.pos - 1 || next.pos !== p.pos + 1) edges.push(p);
  }
  let best: Drawing | undefined;
  let bestError = Infinity;
  for (const d of DRAWINGS) {
    let error = 0;
    for (let i = 1; i + 1 < edges.length; i++) {
      const a = edges[i - 1]!;
      const b = edges[i + 1]!;
      const e = edges[i]!;
      if (b.pos - a.pos <= 2 || a.balance === b.balance || e.balance === a.balance || e.balance === b.balance) continue;
      const predicted = between(d, a, b, e.balance);
      error += Number.isFinite(predicted) ? Math.min(1, Math.abs(predicted - e.pos) / (b.pos - a.pos)) : 1;
    }
    if (error < bestError && Number.isFinite(between(d, lo, hi, target))) {
      best = d;
      bestError = error;
    }
  }
  if (!best) return NaN;
  // Newton's step from either end, when it lands within a few stretches' lengths of it.
  let guess = between(best, lo, hi, target);
  let nearest = Infinity;
  for (const [end, away] of [
    [lo, -1],
    [hi, 1],
  ] as const) {
    let far = end;
    for (let pos = end.pos + away; byPos.has(pos) && Math.abs(pos - end.pos) < RANK_WINDOW; pos += away) far = byPos.get(pos)!;
    const stretch = Math.abs(far.pos - end.pos);
    // Whole balances that barely change along the stretch give its slope too coarsely.
    if (stretch < 4 || Math.abs(far.balance - end.balance) < (whole ? MIN_STEP_UNITS : Number.MIN_VALUE)) continue;
    const step = between(best, far, end, target);
    const distance = Math.abs(step - end.pos);
    if (Number.isFinite(step) && distance <= NEWTON_REACH * stretch && distance / stretch < nearest) {
      nearest = distance / stretch;
      guess = step;
    }
  }
  return guess;
}

/** Whole units a stretch's balances must fall by for its slope to be used. */
const MIN_STEP_UNITS = 20;
/** How far (in lengths of the stretch it was measured on) a stretch's own slope is trusted. */
const NEWTON_REACH = 20;

const DIGITS = /^\d{1,20}$/;

/** Below 0: `a` comes before `b` among equal balances in that order. */
export function compareTies(order: TieOrder, a: string, b: string): number {
  const sign = order.endsWith('-desc') ? -1 : 1;
  if (order.startsWith('number') && DIGITS.test(a) && DIGITS.test(b)) {
    const x = BigInt(a);
    const y = BigInt(b);
    return sign * (x < y ? -1 : x > y ? 1 : 0);
  }
  return sign * (a < b ? -1 : a > b ? 1 : 0);
}

/**
 * A number rising along the board within a run of ties in that order, for interpolating an
 * id's place between others (undefined for ids that are not digits). As text, an id reads as
 * the decimal fraction of its digits (padded), which rises in the same order as the text.
 */
export function tieCoordinate(order: TieOrder, id: string): bigint | undefined {
  if (!DIGITS.test(id)) return undefined;
  const value = order.startsWith('number') ? BigInt(id) : BigInt(id.padEnd(20, '0'));
  return order.endsWith('-desc') ? -value : value;
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
