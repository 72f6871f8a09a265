import { ENGLISH } from '../src/i18n/reader.js';
import { describe, expect, it } from 'vitest';
import { discordTime, formatMinutes, formatUnits, formatUsd } from '../src/views/format.js';

describe('formatUnits', () => {
  it('keeps every digit of an 18-decimal balance above 2^53', () => {
    expect(formatUnits('123456789012345678901234', 18)).toBe('123,456.789012345678901234');
  });
  it('handles whole numbers, leading zeros, small fractions and zero decimals', () => {
    expect(formatUnits('1000000', 6)).toBe('1');
    expect(formatUnits('000123', 0)).toBe('123');
    expect(formatUnits('5', 18)).toBe('0.000000000000000005');
    expect(formatUnits('0', 9)).toBe('0');
  });
  it('groups for the reader locale', () => {
    expect(formatUnits('1234567891', 3, 'de-DE')).toBe('1.234.567,891');
  });
  it('truncates to the asked fraction digits without rounding up', () => {
    expect(formatUnits('1999999', 6, 'en-US', 2)).toBe('1.99');
  });
  it('returns non-numeric text untouched', () => {
    expect(formatUnits('n/a', 2)).toBe('n/a');
  });
});

describe('other formats', () => {
  it('formats minutes and money and timestamps', () => {
    expect(formatMinutes(1440, ENGLISH)).toBe('1 day');
    expect(formatMinutes(2 * 1440 + 90, ENGLISH)).toBe('2 days 1 hour 30 minutes');
    expect(formatUsd(1234.5)).toBe('$1,234.50');
    expect(formatUsd(1, 'xx-INVALID-locale-!!')).toBe('$1.00');
    expect(discordTime(1_700_000_000_999, 'R')).toBe('<t:1700000000:R>');
  });
});
