import { describe, expect, it } from 'vitest';
import { decimalText } from '../src/decimal.js';
import { amountReadings, plainAmount, readAmount } from '../src/input/amount.js';

/**
 * One rule for reading a typed amount in the reader's language. On main,
 * `1.000` was taken as 1 in German and `0,5` refused; here each form has one reading or is
 * refused with both.
 */
const read = (text: string, locale: string) => {
  const r = readAmount(text, locale);
  if (r.ok) return decimalText(r.value);
  return r.problem === 'ambiguous' ? `ambiguous ${r.readings.map(decimalText).join(' | ')}` : r.problem;
};

describe('readAmount', () => {
  it.each([
    // German: a decimal comma, points between thousands; a lone point is still a decimal point.
    ['0,5', 'de', '0.5'],
    ['600,5', 'de', '600.5'],
    ['1.000,5', 'de', '1000.5'],
    ['1.234.567', 'de', '1234567'],
    ['1.5', 'de', '1.5'],
    ['0.500', 'de', '0.5'],
    ['1,000', 'de', '1'],
    ['1.000', 'de', 'ambiguous 1 | 1000'],
    ['12.345', 'de', 'ambiguous 12.345 | 12345'],
    ['1.00', 'de', '1'],
    // French and Russian group with (no-break) spaces.
    ['1 000,5', 'fr', '1000.5'],
    ['1\u202f000,5', 'fr', '1000.5'],
    ['1\u00a0000', 'ru', '1000'],
    ['1.000', 'pt-BR', 'ambiguous 1 | 1000'],
    ['1.000', 'es', 'ambiguous 1 | 1000'],
    // English and Japanese: a decimal point, commas between thousands.
    ['1,000.5', 'en-US', '1000.5'],
    ['1,000', 'en-US', '1000'],
    ['1.000', 'en-US', '1'],
    ['1,5', 'en-US', 'comma'],
    ['1,00,000', 'en-US', 'comma'],
    ['1,000', 'ja', '1000'],
    // Exact, however long; exponents as before.
    ['1.123456789012345678', 'en-US', '1.123456789012345678'],
    ['99999999999999999999999', 'de', '99999999999999999999999'],
    ['1e-19', 'en-US', '0.0000000000000000001'],
    ['1e999', 'en-US', 'tooLarge'],
    ['-3', 'de', 'negative'],
    ['lots', 'de', 'notNumber'],
    ['', 'de', 'notNumber'],
    ['1..5', 'de', 'notNumber'],
    ['01.000', 'de', '1'],
  ])('%s in %s reads as %s', (text, locale, expected) => {
    expect(read(text, locale)).toBe(expected);
  });

  it('the readings named in a refusal are written so each has one reading itself', () => {
    for (const locale of ['de', 'fr', 'es', 'pt-BR', 'ru', 'en-US', 'ja']) {
      for (const typed of ['1.000', '12.345', '999.999']) {
        for (const d of amountReadings(typed, locale)) {
          const shown = plainAmount(d, locale);
          expect(amountReadings(shown, locale).map(decimalText), `${typed} ${locale} ${shown}`).toEqual([decimalText(d)]);
        }
      }
    }
  });
});
