/**
 * Exact decimal amounts for money. A token amount is an integer count of the token's smallest
 * unit (`10^-decimals`); everything here works on that integer as a bigint, so no floating
 * point ever decides what a moderator sees or what is checked against a balance.
 *
 * Shared by every command that moves or shows money (raids, transfers, balances): parse what
 * was typed, check it against a token's decimals and a balance, and format it back exactly.
 */

/** Why a text is not an amount, for a refusal written in the reader's words (`error` is the English). */
export type DecimalProblem = 'notNumber' | 'negative' | 'tooLarge' | 'tooSmall';

export type DecimalResult<T> = { ok: true; value: T } | { ok: false; error: string; problem?: DecimalProblem };

/** A non-negative decimal as digits and a scale: `value = digits × 10^-scale`. */
export interface Decimal {
  digits: bigint;
  scale: number;
}

/** Digits, an optional fraction, an optional exponent (`1e-19`, `1.5E+3`): what a JS number prints as. */
const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d{1,4}))?$/;

/** Scales past this are not an amount anyone means (and would build huge bigints). */
const MAX_SCALE = 400;

/**
 * Text → exact decimal. Accepts `12`, `0.5`, `.5`, `1e30`, `1e-19`; refuses signs other than
 * `+`, `-` values, blanks, `NaN`, `Infinity` and anything with grouping characters.
 */
export function parseDecimal(text: string, name = 'amount'): DecimalResult<Decimal> {
  const s = text.trim();
  const m = DECIMAL.exec(s);
  if (!m || (m[2] === '' && (m[3] ?? '') === ''))
    return { ok: false, error: `${name} must be a number such as 12 or 0.5`, problem: 'notNumber' };
  if (m[1] === '-') return { ok: false, error: `${name} must not be negative`, problem: 'negative' };
  const whole = m[2] ?? '';
  const fraction = m[3] ?? '';
  const exponent = Number(m[4] ?? '0');
  let scale = fraction.length - exponent;
  let digits = BigInt(`${whole}${fraction}` || '0');
  if (scale < 0) {
    if (-scale > MAX_SCALE) return { ok: false, error: `${name} is far too large`, problem: 'tooLarge' };
    digits *= 10n ** BigInt(-scale);
    scale = 0;
  }
  if (scale > MAX_SCALE) return { ok: false, error: `${name} is far too small`, problem: 'tooSmall' };
  return { ok: true, value: normalize({ digits, scale }) };
}

/** The same value with no trailing zeros in the fraction (`1.500` → `1.5`). */
function normalize(d: Decimal): Decimal {
  let { digits, scale } = d;
  while (scale > 0 && digits % 10n === 0n) {
    digits /= 10n;
    scale--;
  }
  return { digits, scale };
}

/**
 * The exact decimal a JS number stands for when it is sent as JSON: JSON writes the shortest
 * text that reads back as the same double, and that text is what the service receives. So
 * `1e-19` stays `0.0000000000000000001`, never `0`.
 */
export function decimalOfNumber(n: number, name = 'amount'): DecimalResult<Decimal> {
  if (!Number.isFinite(n)) return { ok: false, error: `${name} must be a finite number` };
  return parseDecimal(JSON.stringify(n), name);
}

/** Plain decimal text, no exponent and no grouping: `0.0000000000000000001`, `1000000`. */
export function decimalText(d: Decimal): string {
  const raw = d.digits.toString();
  if (d.scale === 0) return raw;
  const padded = raw.padStart(d.scale + 1, '0');
  const whole = padded.slice(0, padded.length - d.scale);
  const fraction = padded.slice(padded.length - d.scale).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

/**
 * The amount in the token's smallest units, or why it cannot be sent: more fraction digits
 * than the token has (`1e-19` of an 18-decimal token) would be rounded or refused upstream.
 */
export function toUnits(d: Decimal, decimals: number, name = 'amount', symbol = 'this token'): DecimalResult<bigint> {
  const places = Math.max(0, Math.trunc(decimals));
  if (d.scale > places) {
    const smallest = decimalText({ digits: 1n, scale: places });
    return {
      ok: false,
      error: `${name} has more decimal places than ${symbol} has (${places}); the smallest amount is ${smallest}`,
    };
  }
  return { ok: true, value: d.digits * 10n ** BigInt(places - d.scale) };
}

/** Smallest units (a bigint or the API's `balanceRaw` text) → exact decimal. */
export function fromUnits(units: bigint | string, decimals: number): Decimal {
  const digits = typeof units === 'bigint' ? units : BigInt(units);
  return normalize({ digits: digits < 0n ? -digits : digits, scale: Math.max(0, Math.trunc(decimals)) });
}

/** The group and decimal characters of a locale, e.g. `,` and `.` for en-US, `.` and `,` for de. */
const separators = new Map<string, { group: string; decimal: string }>();
function separatorsOf(locale: string): { group: string; decimal: string } {
  let found = separators.get(locale);
  if (!found) {
    let format: Intl.NumberFormat;
    try {
      format = new Intl.NumberFormat(locale);
    } catch {
      format = new Intl.NumberFormat('en-US');
    }
    const parts = format.formatToParts(1234.5);
    found = {
      group: parts.find((p) => p.type === 'group')?.value ?? ',',
      decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    };
    if (separators.size >= 256) separators.clear();
    separators.set(locale, found);
  }
  return found;
}

/**
 * Exact decimal text grouped for the reader's locale: `1,000,000.000001` (en-US),
 * `1.000.000,000001` (de). Every digit is kept; `maxFractionDigits` only cuts (never rounds)
 * where a view has no room, and a cut value is never shown where the exact one matters.
 */
export function formatDecimal(value: Decimal | string, locale = 'en-US', maxFractionDigits?: number): string {
  const text = typeof value === 'string' ? value : decimalText(value);
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? text.slice(1) : text).split('.');
  const { group, decimal } = separatorsOf(locale);
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const shown = (maxFractionDigits === undefined ? fraction : fraction.slice(0, Math.max(0, maxFractionDigits))).replace(/0+$/, '');
  return `${negative ? '-' : ''}${grouped}${shown ? decimal + shown : ''}`;
}

/** Units → grouped exact text: `formatUnits('1500000', 6)` → `1.5`. */
export function formatUnits(raw: string | bigint, decimals: number, locale = 'en-US', maxFractionDigits?: number): string {
  const text = typeof raw === 'bigint' ? raw.toString() : raw;
  if (!/^-?\d+$/.test(text)) return text;
  const negative = text.startsWith('-');
  const d = fromUnits(negative ? text.slice(1) : text, decimals);
  return `${negative ? '-' : ''}${formatDecimal(d, locale, maxFractionDigits)}`;
}

/** -1, 0 or 1. */
export function compareDecimal(a: Decimal, b: Decimal): number {
  const scale = Math.max(a.scale, b.scale);
  const x = a.digits * 10n ** BigInt(scale - a.scale);
  const y = b.digits * 10n ** BigInt(scale - b.scale);
  return x < y ? -1 : x > y ? 1 : 0;
}

export function addDecimal(a: Decimal, b: Decimal): Decimal {
  const scale = Math.max(a.scale, b.scale);
  return normalize({ digits: a.digits * 10n ** BigInt(scale - a.scale) + b.digits * 10n ** BigInt(scale - b.scale), scale });
}

/** `a - b` for `a ≥ b` (what a wallet holds after a spend already checked against it); throws otherwise. */
export function subtractDecimal(a: Decimal, b: Decimal): Decimal {
  const scale = Math.max(a.scale, b.scale);
  const digits = a.digits * 10n ** BigInt(scale - a.scale) - b.digits * 10n ** BigInt(scale - b.scale);
  if (digits < 0n) throw new RangeError('subtractDecimal: the result would be negative');
  return normalize({ digits, scale });
}

/** `d × n` for a whole `n` (one amount to each of n recipients). */
export function multiplyDecimal(d: Decimal, n: number): Decimal {
  return normalize({ digits: d.digits * BigInt(n), scale: d.scale });
}

/** Digits after the point (trailing zeros never count). */
export const decimalPlaces = (d: Decimal): number => normalize(d).scale;

/** The nearest double: for dollar estimates only, never for a check. */
export const decimalToNumber = (d: Decimal): number => Number(decimalText(d));

/** At most `places` digits after the point, cut toward zero (never more than was asked for). */
export function truncateDecimal(d: Decimal, places: number): Decimal {
  if (d.scale <= places) return d;
  return normalize({ digits: d.digits / 10n ** BigInt(d.scale - places), scale: places });
}

/**
 * `d ÷ n` for a whole `n` > 0 (a pool shared by n winners), cut toward zero after `places`
 * digits; `exact` when nothing was cut.
 */
export function divideDecimal(d: Decimal, n: number, places: number): { value: Decimal; exact: boolean } {
  const scale = Math.max(d.scale, places);
  const digits = d.digits * 10n ** BigInt(scale - d.scale);
  const divisor = BigInt(Math.max(1, Math.trunc(n)));
  const whole = { digits: digits / divisor, scale };
  return { value: truncateDecimal(normalize(whole), places), exact: digits % divisor === 0n && normalize(whole).scale <= places };
}
