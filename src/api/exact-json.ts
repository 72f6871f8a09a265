import { z } from 'zod';
import { decimalOfNumber, decimalText, parseDecimal, type Decimal } from '../decimal.js';

/**
 * Exact numbers on the wire. The notes give every amount as a JSON number; a double cannot hold
 * 1.000000000000000001, so amounts travel as `ExactNumber` and are written digit for digit by
 * `toJsonText`. `parseJsonExact` is the receiving side (the sandbox): it keeps each number's
 * source text beside the usual parse.
 */

/** A number written on the wire as its own decimal text. */
export class ExactNumber {
  readonly text: string;
  constructor(
    readonly value: Decimal,
    readonly negative = false,
  ) {
    this.text = `${negative && value.digits !== 0n ? '-' : ''}${decimalText(value)}`;
  }
  /** Never reached by `toJsonText`; keeps a stray JSON.stringify from sending a string. */
  toJSON(): number {
    return Number(this.text);
  }
}

/** JSON text where every ExactNumber is written as its own digits; undefined fields are left out. */
export function toJsonText(value: unknown): string {
  if (value instanceof ExactNumber) return value.text;
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? 'null' : toJsonText(v))).join(',')}]`;
  const fields = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined && typeof v !== 'function')
    .map(([k, v]) => `${JSON.stringify(k)}:${toJsonText(v)}`);
  return `{${fields.join(',')}}`;
}

const JSON_TOKEN = /"(?:[^"\\]|\\.)*"|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/g;
/** Marks a number's text in the parallel tree of `parseJsonExact` (written escaped, read back as U+0001). */
const NUMBER_MARK = '\u0001';
const NUMBER_MARK_ESCAPED = '\\u0001';

/**
 * Parses JSON text twice over: `value` as JSON.parse gives it, and `exact` where each number
 * is its source text, so a receiver can read an amount digit for digit.
 */
export function parseJsonExact(text: string): { value: unknown; exact: unknown } {
  const value: unknown = JSON.parse(text);
  const marked = text.replace(JSON_TOKEN, (token) => (token.startsWith('"') ? token : `"${NUMBER_MARK_ESCAPED}${token}"`));
  const exact: unknown = JSON.parse(marked);
  return { value, exact };
}

/** The exact non-negative decimal at a path of `parseJsonExact`'s tree, when a number stands there. */
export function exactAt(tree: unknown, path: readonly (string | number)[]): Decimal | undefined {
  let at: unknown = tree;
  for (const key of path) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<string | number, unknown>)[key];
  }
  if (typeof at !== 'string' || !at.startsWith(NUMBER_MARK)) return undefined;
  const parsed = parseDecimal(at.slice(1));
  return parsed.ok ? parsed.value : undefined;
}

const quote = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

/**
 * An amount as a number or as decimal text (`"0.000000000000000001"`), carried on as an
 * ExactNumber so every digit reaches the wire. `sign`: positive, or any but zero.
 */
export const exactAmount = (name: string, sign: 'positive' | 'nonzero') =>
  z.union([z.number({ error: `${name} must be a number` }), z.string({ error: `${name} must be a number` })]).transform((raw, ctx) => {
    // A sign is only meaningful for point changes; the decimal itself is kept unsigned.
    const negative = typeof raw === 'number' ? raw < 0 : raw.trim().startsWith('-');
    const parsed =
      typeof raw === 'number' ? decimalOfNumber(Math.abs(raw), name) : parseDecimal(negative ? raw.trim().slice(1) : raw, name);
    if (!parsed.ok) {
      ctx.issues.push({ code: 'custom', message: `${name} ${quote(raw)} is not a number`, input: raw });
      return z.NEVER;
    }
    if (parsed.value.digits === 0n || (negative && sign === 'positive')) {
      ctx.issues.push({
        code: 'custom',
        message: sign === 'positive' ? `${name} must be greater than 0` : `${name} must not be 0`,
        input: raw,
      });
      return z.NEVER;
    }
    return new ExactNumber(parsed.value, negative);
  });
