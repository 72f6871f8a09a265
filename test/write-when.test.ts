import { describe, expect, it } from 'vitest';
import { MAX_AHEAD_MS, parseSendAt } from '../src/time/when.js';

/**
 * `at:` of a write sent later, read in the server's zone (src/time/when.ts): the forms, a time
 * already past or too far ahead, and the days the clocks change in Europe/Berlin (a skipped
 * 02:30 is 03:30 CEST; a repeated one is its first occurrence) and in America/New_York.
 */

const BERLIN = 'Europe/Berlin';
const at = (typed: string, zone: string, now: string) => {
  const r = parseSendAt(typed, zone, Date.parse(now));
  return r.ok ? new Date(r.at).toISOString().replace(':00.000Z', 'Z') : r.why;
};

describe('at: in Europe/Berlin', () => {
  it('reads a clock time as its next occurrence, today or tomorrow', () => {
    expect(at('18:00', BERLIN, '2026-11-27T12:00:00Z')).toBe('2026-11-27T17:00Z');
    expect(at('18:00', BERLIN, '2026-11-27T18:00:00Z')).toBe('2026-11-28T17:00Z');
    expect(at('9', BERLIN, '2026-11-27T12:00:00Z')).toBe('2026-11-28T08:00Z');
    expect(at('mon 18:00', BERLIN, '2026-11-27T12:00:00Z')).toBe('2026-11-30T17:00Z');
  });

  it('reads today, tomorrow and a date; refuses what is past, unreadable or too far', () => {
    expect(at('tomorrow 9:00', BERLIN, '2026-11-27T22:30:00Z')).toBe('2026-11-28T08:00Z'); // 23:30 in Berlin on the 27th
    expect(at('tomorrow 9:00', BERLIN, '2026-11-27T23:30:00Z')).toBe('2026-11-29T08:00Z'); // 00:30 in Berlin: already the 28th, though not in UTC
    expect(at('Today  20:15', BERLIN, '2026-11-27T12:00:00Z')).toBe('2026-11-27T19:15Z');
    expect(at('today 9:00', BERLIN, '2026-11-27T12:00:00Z')).toBe('past');
    expect(at('2026-12-01 18:00', BERLIN, '2026-11-27T12:00:00Z')).toBe('2026-12-01T17:00Z');
    expect(at('2026-07-01 18:00', BERLIN, '2026-06-27T12:00:00Z')).toBe('2026-07-01T16:00Z'); // CEST
    expect(at('2025-12-01 18:00', BERLIN, '2026-11-27T12:00:00Z')).toBe('past');
    expect(at('2027-06-01 18:00', BERLIN, '2026-11-27T12:00:00Z')).toBe('far');
    for (const bad of [
      '',
      'soon',
      '25:00',
      '18:60',
      '2026-02-30 10:00',
      'tomorrow',
      'someday 18:00',
      '2026-12-01',
      '18:00 tomorrow extra',
    ]) {
      expect(at(bad, BERLIN, '2026-11-27T12:00:00Z'), bad).toBe('form');
    }
  });

  it('on the March change: 02:30 does not exist, so it is 03:30 CEST', () => {
    expect(at('2026-03-29 02:30', BERLIN, '2026-03-28T12:00:00Z')).toBe('2026-03-29T01:30Z');
    expect(at('tomorrow 2:30', BERLIN, '2026-03-28T12:00:00Z')).toBe('2026-03-29T01:30Z');
    expect(at('2026-03-29 03:00', BERLIN, '2026-03-28T12:00:00Z')).toBe('2026-03-29T01:00Z');
    expect(at('2026-03-29 01:59', BERLIN, '2026-03-28T12:00:00Z')).toBe('2026-03-29T00:59Z');
  });

  it('on the October change: 02:30 happens twice, and it is the first', () => {
    expect(at('2026-10-25 02:30', BERLIN, '2026-10-24T12:00:00Z')).toBe('2026-10-25T00:30Z');
    expect(at('2:30', BERLIN, '2026-10-24T23:00:00Z')).toBe('2026-10-25T00:30Z');
    // Seen between the two 02:30s (01:00Z is 02:00 CET, after the first): the next day's.
    expect(at('2:30', BERLIN, '2026-10-25T01:00:00Z')).toBe('2026-10-26T01:30Z');
    expect(at('2026-10-25 12:00', BERLIN, '2026-10-24T12:00:00Z')).toBe('2026-10-25T11:00Z');
  });
});

describe('at: in other zones', () => {
  it('America/New_York over its March change, and UTC', () => {
    expect(at('2026-03-08 02:30', 'America/New_York', '2026-03-07T12:00:00Z')).toBe('2026-03-08T07:30Z');
    expect(at('2026-03-08 18:00', 'America/New_York', '2026-03-07T12:00:00Z')).toBe('2026-03-08T22:00Z');
    expect(at('18:00', 'UTC', '2026-11-27T12:00:00Z')).toBe('2026-11-27T18:00Z');
  });

  it('the same words name different instants in different zones', () => {
    expect(at('tomorrow 9:00', 'Asia/Tokyo', '2026-11-27T16:00:00Z')).toBe('2026-11-29T00:00Z'); // 01:00 on the 28th in Tokyo: tomorrow is the 29th
    expect(at('tomorrow 9:00', 'America/Los_Angeles', '2026-11-27T12:00:00Z')).toBe('2026-11-28T17:00Z');
  });

  it('at most 30 days ahead', () => {
    expect(MAX_AHEAD_MS).toBe(30 * 86_400_000);
  });
});
