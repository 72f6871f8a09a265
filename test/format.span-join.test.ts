import { describe, expect, it } from 'vitest';
import { readerFor } from '../src/i18n/reader.js';
import { formatSpan } from '../src/views/format.js';

/** A span's units are joined as each language writes a length of time, never with a bare comma in German. */
describe('a span of several units', () => {
  const ninety = 90 * 60_000;
  it.each([
    ['en', '1 hour 30 minutes'],
    ['de', '1 Stunde und 30 Minuten'],
    ['ru', '1 час 30 минут'],
    ['pt-BR', '1 hora e 30 minutos'],
    ['ja', '1時間30分'],
    ['es', '1 hora y 30 minutos'],
    ['fr', '1 heure et 30 minutes'],
  ])('%s: %s', (locale, expected) => {
    expect(formatSpan(ninety, readerFor(locale)).replace(/\s/gu, ' ')).toBe(expected);
  });
  it('Japanese: one unit glued to its number too', () => {
    expect(formatSpan(60_000, readerFor('ja'))).toBe('1分');
    expect(formatSpan(0, readerFor('ja'))).toBe('0秒');
  });
  it('three units in German: commas then "und"', () => {
    expect(formatSpan(26 * 3_600_000 + 60_000, readerFor('de'))).toBe('1 Tag, 2 Stunden und 1 Minute');
  });
});
