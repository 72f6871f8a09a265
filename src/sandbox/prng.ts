/**
 * A tiny seeded PRNG (mulberry32) so the demo community is the same on every run and machine.
 * Data never comes from Math.random.
 */

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** Lowercase hex string of `length` characters. */
  hex(length: number): string;
  /** Text from an alphabet. */
  text(alphabet: string, length: number): string;
}

export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const text = (alphabet: string, length: number) => {
    let out = '';
    for (let i = 0; i < length; i++) out += alphabet[int(0, alphabet.length - 1)];
    return out;
  };
  return {
    next,
    int,
    pick: <T>(items: readonly T[]) => items[int(0, items.length - 1)] as T,
    hex: (length: number) => text('0123456789abcdef', length),
    text,
  };
}

/** FNV-1a: turns a string (a user id, a chain key) into a seed. */
export function hashSeed(...parts: (string | number)[]): number {
  let h = 0x811c9dc5;
  for (const ch of parts.join('\u0000')) {
    h ^= ch.codePointAt(0) ?? 0;
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const DISCORD_EPOCH = 1_420_070_400_000n;

/** A Discord-like snowflake (18-19 digits) for a moment in time. */
export function snowflake(rng: Rng, atMs: number): string {
  const low = BigInt(rng.int(0, 0x3fffff));
  return (((BigInt(atMs) - DISCORD_EPOCH) << 22n) | low).toString();
}
