import { describe, expect, it } from 'vitest';
import {
  addDecimal,
  compareDecimal,
  decimalOfNumber,
  decimalPlaces,
  decimalText,
  formatDecimal,
  formatUnits,
  fromUnits,
  multiplyDecimal,
  parseDecimal,
  subtractDecimal,
  toUnits,
  truncateDecimal,
} from '../src/decimal.js';

const dec = (text: string) => {
  const r = parseDecimal(text);
  if (!r.ok) throw new Error(r.error);
  return r.value;
};

describe('parseDecimal and decimalText', () => {
  it.each([
    ['12', '12'],
    ['0.50', '0.5'],
    ['.5', '0.5'],
    ['1e30', '1000000000000000000000000000000'],
    ['1e-19', '0.0000000000000000001'],
    ['1.5E+3', '1500'],
    ['000.000', '0'],
  ])('%s reads exactly as %s', (text, plain) => {
    expect(decimalText(dec(text))).toBe(plain);
  });

  it.each(['', ' ', 'abc', '1,000', '-1', 'NaN', 'Infinity', '1e', '.', '1..2', '0x10'])('refuses %j with a plain message', (text) => {
    const r = parseDecimal(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/^amount /);
  });
});

describe('decimalOfNumber: the exact value JSON sends', () => {
  it('keeps tiny and huge numbers whole instead of 0 or an exponent', () => {
    const tiny = decimalOfNumber(1e-19);
    const huge = decimalOfNumber(1e30);
    expect(tiny.ok && decimalText(tiny.value)).toBe('0.0000000000000000001');
    expect(huge.ok && decimalText(huge.value)).toBe('1000000000000000000000000000000');
    // What goes over the wire reads back as the same decimal.
    expect(Number(JSON.stringify(1e-19))).toBe(Number('0.0000000000000000001'));
  });
  it('refuses non-finite numbers', () => {
    expect(decimalOfNumber(Number.POSITIVE_INFINITY).ok).toBe(false);
    expect(decimalOfNumber(Number.NaN).ok).toBe(false);
  });
});

describe('toUnits and fromUnits', () => {
  it('converts within the token decimals without floating point', () => {
    expect(toUnits(dec('1.5'), 6)).toEqual({ ok: true, value: 1_500_000n });
    expect(toUnits(dec('123456789.123456789123456789'), 18)).toEqual({ ok: true, value: 123456789123456789123456789n });
  });
  it('refuses more fraction digits than the token has, naming the smallest amount', () => {
    const r = toUnits(dec('1e-19'), 18, 'amount', 'POL');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toBe('amount has more decimal places than POL has (18); the smallest amount is 0.000000000000000001');
    expect(toUnits(dec('0.0000001'), 6).ok).toBe(false);
  });
  it('round-trips units', () => {
    expect(decimalText(fromUnits('1500000', 6))).toBe('1.5');
    expect(decimalText(fromUnits(10n ** 24n, 18))).toBe('1000000');
  });
});

describe('formatDecimal and formatUnits', () => {
  it('groups for the locale and keeps every digit', () => {
    expect(formatDecimal(dec('1000000.000001'))).toBe('1,000,000.000001');
    expect(formatDecimal(dec('1000000.000001'), 'de-DE')).toBe('1.000.000,000001');
    expect(formatUnits(123456789012345678901234n, 18)).toBe('123,456.789012345678901234');
    expect(formatUnits('-1500', 3)).toBe('-1.5');
  });
});

describe('arithmetic for moves', () => {
  const d = (text: string) => {
    const r = parseDecimal(text);
    if (!r.ok) throw new Error(r.error);
    return r.value;
  };
  it('compares, adds, subtracts and multiplies exactly', () => {
    expect(decimalText(addDecimal(d('0.1'), d('0.2')))).toBe('0.3');
    expect(decimalText(subtractDecimal(d('123456.789012345678901234'), d('0.000000000000000001')))).toBe('123456.789012345678901233');
    expect(() => subtractDecimal(d('1'), d('1.5'))).toThrow(RangeError);
    expect(decimalText(multiplyDecimal(d('5.25'), 2))).toBe('10.5');
    expect(compareDecimal(d('1.000000000000000001'), d('1'))).toBe(1);
    expect(compareDecimal(d('2'), d('2.000'))).toBe(0);
    expect(compareDecimal(d('0.5'), d('1'))).toBe(-1);
    expect(decimalPlaces(d('1.0000000000000000010'))).toBe(18);
    expect(decimalText(truncateDecimal(d('0.123456789'), 4))).toBe('0.1234');
  });
});
