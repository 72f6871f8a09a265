import { compareDecimal, decimalText, parseDecimal, type Decimal, type DecimalProblem } from '../decimal.js';

/**
 * The one rule for reading an amount a member types, in the reader's language:
 *
 * - The language's own way of writing numbers is read: `1.000,5` in German, `1,000.5` in
 *   English, `1 000,5` in French; a point is read as the decimal mark in every language too
 *   (`0.5`), since that is how the examples and the API write it.
 * - Thousands are grouped in threes, with the language's group mark or a space.
 * - A form that could mean two amounts is refused with both readings: `1.000` in a language
 *   whose decimal mark is a comma could be one (a decimal point) or a thousand (a group
 *   mark). The two readings are named as written in the reader's language, ungrouped, so
 *   either can be typed back and mean only itself.
 *
 * The typed confirmation reads its answer by the same rule, and accepts it when any reading
 * is the previewed amount: what the preview shows can always be typed back.
 */

export type AmountReading =
  | { ok: true; value: Decimal }
  | { ok: false; problem: DecimalProblem | 'comma' }
  | { ok: false; problem: 'ambiguous'; readings: [Decimal, Decimal] };

/** Group marks that never stand for a decimal mark: spaces (French and Russian use narrow or no-break ones) and the Swiss apostrophe. */
const SPACE_GROUPS = " \u00a0\u202f\u2009'’";

const decimalMarks = new Map<string, string>();
/** The locale's decimal mark: `,` for de, fr, es, pt-BR, ru; `.` for en, ja. */
export function decimalMarkOf(locale: string): string {
  let mark = decimalMarks.get(locale);
  if (mark === undefined) {
    let format: Intl.NumberFormat;
    try {
      format = new Intl.NumberFormat(locale);
    } catch {
      format = new Intl.NumberFormat('en-US');
    }
    mark = format.formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';
    if (decimalMarks.size >= 256) decimalMarks.clear();
    decimalMarks.set(locale, mark);
  }
  return mark;
}

/** The amount as the reader writes it, ungrouped: `1000,5` in German, `1000.5` in English. Never has two readings. */
export function plainAmount(d: Decimal | string, locale: string): string {
  const text = typeof d === 'string' ? d : decimalText(d);
  return decimalMarkOf(locale) === ',' ? text.replace('.', ',') : text;
}

const escapeClass = (chars: string) => chars.replace(/[\\\]^-]/g, '\\$&');

/** `text` read with `decimal` as the decimal mark and `groups` as the marks that may group thousands, or undefined when it does not read so. */
function readWith(text: string, decimal: string, groups: string): Decimal | undefined {
  const at = text.indexOf(decimal);
  if (at !== text.lastIndexOf(decimal)) return undefined;
  const whole = at < 0 ? text : text.slice(0, at);
  const fraction = at < 0 ? '' : text.slice(at + 1);
  if (!/^\d*$/.test(fraction) || (at >= 0 && fraction === '' && whole === '')) return undefined;
  let digits = whole;
  if (!/^\d*$/.test(whole)) {
    // One group mark throughout, groups of three, no leading zero: `1.000.000`, `12 345`.
    const mark = whole.replace(/\d/g, '')[0] ?? '';
    if (!groups.includes(mark)) return undefined;
    const m = new RegExp(`^[1-9]\\d{0,2}(?:[${escapeClass(mark)}]\\d{3})+$`).exec(whole);
    if (!m) return undefined;
    digits = whole.split(mark).join('');
  }
  if (digits === '' && fraction === '') return undefined;
  const parsed = parseDecimal(fraction ? `${digits || '0'}.${fraction}` : digits);
  return parsed.ok ? parsed.value : undefined;
}

/** Every amount `text` can mean in `locale`, each once; empty when it is no amount. */
export function amountReadings(text: string, locale: string): Decimal[] {
  const s = text.trim().replace(/^\+/, '');
  if (/^\d*(?:\.\d*)?[eE][+-]?\d+$/.test(s)) {
    const parsed = parseDecimal(s);
    return parsed.ok ? [parsed.value] : [];
  }
  if (!/^[\d.,\s\u00a0\u202f\u2009'’]+$/.test(s)) return [];
  const commaDecimal = decimalMarkOf(locale) === ',';
  const ways = commaDecimal
    ? // The language's own: a decimal comma, points or spaces between thousands; and a decimal point.
      [
        { decimal: ',', groups: `.${SPACE_GROUPS}` },
        { decimal: '.', groups: SPACE_GROUPS },
      ]
    : [{ decimal: '.', groups: `,${SPACE_GROUPS}` }];
  const found: Decimal[] = [];
  for (const way of ways) {
    const d = readWith(s, way.decimal, way.groups);
    if (d && !found.some((f) => compareDecimal(f, d) === 0)) found.push(d);
  }
  // Smallest first, so a refusal names them in a stable order (`1 or 1000`).
  return found.sort(compareDecimal);
}

/** What a member typed as an amount, read by the one rule: one amount, or why not (two readings named). */
export function readAmount(text: string, locale: string): AmountReading {
  const s = text.trim();
  if (s.startsWith('-') && amountReadings(s.slice(1), locale).length > 0) return { ok: false, problem: 'negative' };
  const found = amountReadings(s, locale);
  if (found.length === 1) return { ok: true, value: found[0]! };
  if (found.length > 1) return { ok: false, problem: 'ambiguous', readings: [found[0]!, found[1]!] };
  // Why it is no amount: exponents out of range keep their own reason.
  const parsed = parseDecimal(s.replace(/^\+/, ''));
  if (!parsed.ok && (parsed.problem === 'tooLarge' || parsed.problem === 'tooSmall')) return { ok: false, problem: parsed.problem };
  // A comma where this language reads only points and groups: say how to write a decimal here.
  if (s.includes(',') && decimalMarkOf(locale) !== ',') return { ok: false, problem: 'comma' };
  return { ok: false, problem: 'notNumber' };
}

/** Whether `answer` can be read as `expected` (plain decimal text) in `locale`: the typed confirmation's test. */
export function readsAs(answer: string, expected: string, locale: string): boolean {
  const want = parseDecimal(expected);
  return want.ok && amountReadings(answer, locale).some((d) => compareDecimal(d, want.value) === 0);
}
