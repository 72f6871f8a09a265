/** A member's balance in a point system. */
export interface Holder {
  userId: string;
  balance: number;
}

/**
 * A point system's holders in board order (highest balance first, ties by user id), read by
 * position. A stored list serves the demo's boards; a generated one serves a board of a million
 * holders without a million objects in memory, so the sandbox can stand in for a large community.
 */
export interface Board {
  readonly size: number;
  /** The holder at 0-based position `i` (0 ≤ i < size). */
  at(i: number): Holder;
  /** Position of that user on the board, or -1. */
  indexOf(userId: string): number;
}

export function listBoard(holders: readonly Holder[]): Board {
  let index: Map<string, number> | undefined;
  return {
    size: holders.length,
    at: (i) => holders[i] as Holder,
    indexOf(userId) {
      index ??= new Map(holders.map((h, i) => [h.userId, i]));
      return index.get(userId) ?? -1;
    },
  };
}

/** 11 digits, then a 7-digit position: 18-digit ids like Discord's, ascending along the board. */
const GENERATED_PREFIX = '93100000000';
const POSITION_DIGITS = 7;
export const MAX_GENERATED_HOLDERS = 10 ** POSITION_DIGITS;

/** The user id of position `i` on a generated board. */
export function generatedUserId(i: number): string {
  return GENERATED_PREFIX + String(i).padStart(POSITION_DIGITS, '0');
}

/** `ties`: a power law with a long flat tail (runs of thousands of equal balances); `distinct`: no two holders equal. */
export type BoardShape = 'ties' | 'distinct';

/**
 * `size` holders whose balances fall like real boards do (a few whales, a long tail). `ties`:
 * position i holds ⌊10,000,000 / (i + 10)⌋, at least 1, so the tail holds long runs of equal
 * balances (90,910 holders of 10 on a board of a million). `distinct`: i holds ⌊C / (i + 1000)⌋
 * with C = 2·(size + 1000)², which falls by at least 1 a place, so no two balances are equal.
 * Ids ascend with position, so ties are ordered by user id as on a stored board.
 */
export function generatedBoard(size: number, shape: BoardShape = 'ties'): Board {
  if (!Number.isInteger(size) || size < 0 || size > MAX_GENERATED_HOLDERS) {
    throw new Error(`a generated board holds 0 to ${MAX_GENERATED_HOLDERS} holders`);
  }
  const c = 2 * (size + 1000) ** 2;
  const balance =
    shape === 'distinct' ? (i: number) => Math.floor(c / (i + 1000)) : (i: number) => Math.max(1, Math.floor(10_000_000 / (i + 10)));
  return {
    size,
    at: (i) => ({ userId: generatedUserId(i), balance: balance(i) }),
    indexOf(userId) {
      if (userId.length !== GENERATED_PREFIX.length + POSITION_DIGITS || !userId.startsWith(GENERATED_PREFIX)) return -1;
      const i = Number(userId.slice(GENERATED_PREFIX.length));
      return Number.isInteger(i) && i < size ? i : -1;
    },
  };
}

/** Entries `offset…offset+limit` of the board in the asked order. */
export function readBoard(board: Board, order: 'balance-desc' | 'balance-asc', offset: number, limit: number): Holder[] {
  const out: Holder[] = [];
  const end = Math.min(board.size, offset + limit);
  for (let k = offset; k < end; k++) out.push(board.at(order === 'balance-asc' ? board.size - 1 - k : k));
  return out;
}
