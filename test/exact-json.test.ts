import { describe, expect, it } from 'vitest';
import { exactAt, ExactNumber, parseJsonExact, toJsonText } from '../src/api/exact-json.js';
import { decimalText, parseDecimal, type Decimal } from '../src/decimal.js';

const d = (text: string): Decimal => {
  const r = parseDecimal(text);
  if (!r.ok) throw new Error(r.error);
  return r.value;
};

describe('exact JSON numbers', () => {
  it('writes ExactNumber digit for digit (signed too) and leaves undefined fields out', () => {
    const body = {
      item: { amount: new ExactNumber(d('1.000000000000000001')), note: 'a"b', gone: undefined },
      take: new ExactNumber(d('2.5'), true),
      list: [1, null],
    };
    const text = toJsonText(body);
    expect(text).toBe('{"item":{"amount":1.000000000000000001,"note":"a\\"b"},"take":-2.5,"list":[1,null]}');
    expect(JSON.parse(text)).toEqual({ item: { amount: 1, note: 'a"b' }, take: -2.5, list: [1, null] });
    expect(JSON.stringify({ a: new ExactNumber(d('0.5')) })).toBe('{"a":0.5}');
  });

  it('parseJsonExact reads a number as sent, never a string that looks like one', () => {
    const { value, exact } = parseJsonExact('{"a":{"amount":0.123456789012345678901},"s":"12","t":"x\\"1.5","e":1e-18}');
    expect(value).toEqual({ a: { amount: 0.12345678901234568 }, s: '12', t: 'x"1.5', e: 1e-18 });
    expect(decimalText(exactAt(exact, ['a', 'amount'])!)).toBe('0.123456789012345678901');
    expect(decimalText(exactAt(exact, ['e'])!)).toBe('0.000000000000000001');
    expect(exactAt(exact, ['s'])).toBeUndefined();
    expect(exactAt(exact, ['missing', 'x'])).toBeUndefined();
  });
});
