import { describe, expect, it } from 'vitest';
import { formatSpan } from '../src/views/format.js';
import { ENGLISH } from '../src/i18n/reader.js';
import { parseMemberList, parseSpanMs, walletAddressProblem } from '../src/kit/parse.js';

const DAY = 86_400_000;
const bounds = { minMs: 1_000, maxMs: 30 * DAY };

describe('parseSpanMs', () => {
  it.each([
    ['2h', 7_200_000],
    ['1d 12h', 1.5 * DAY],
    ['1d12h30m', 1.5 * DAY + 1_800_000],
    ['45s', 45_000],
    ['1s', 1_000],
    ['90', 5_400_000],
    ['2w', 14 * DAY],
    ['30d', 30 * DAY],
    [' 3 D ', 3 * DAY],
  ])('%j is %i ms', (text, ms) => {
    expect(parseSpanMs(text, bounds)).toEqual({ ok: true, value: ms });
  });

  it.each([
    ['30d 1s', 'between 1 second and 30 days'],
    ['0s', 'between'],
    ['2x', 'is not a duration'],
    ['h2', 'is not a duration'],
    ['', 'is not a duration'],
    ['2h 3h', 'gives h twice'],
    ['1d 2', 'is not a duration'],
  ])('refuses %j', (text, words) => {
    const r = parseSpanMs(text, bounds, 'duration');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error(ENGLISH)).toContain(words);
  });

  it('describes bounds in words', () => {
    expect(formatSpan(1_000, ENGLISH)).toBe('1 second');
    expect(formatSpan(93_312_000_000, ENGLISH)).toBe('1,080 days');
    expect(formatSpan(1.5 * DAY, ENGLISH)).toBe('1 day 12 hours');
  });
});

describe('parseMemberList', () => {
  const A = '318204957716152321';
  const B = '318204957716152322';
  it('reads mentions, nickname mentions and ids, each once, in order', () => {
    expect(parseMemberList(`<@${A}>, <@!${B}> ${A}`, 25)).toEqual({ ok: true, value: [A, B] });
  });
  it('names what is not a member, and refuses too many or none', () => {
    const bad = parseMemberList(`<@${A}> @bob`, 25);
    expect(bad.ok === false && bad.error(ENGLISH)).toContain('holds "@bob", which is not a member: type @ and pick the member from Discord\'s list, or paste their id');
    expect(parseMemberList(`<@&${A}>`, 25).ok).toBe(false);
    const many = parseMemberList(`${A} ${B}`, 1);
    expect(many.ok === false && many.error(ENGLISH)).toContain('at most 1 member');
    expect(parseMemberList('  ', 5).ok).toBe(false);
  });
});

describe('walletAddressProblem', () => {
  it.each([
    ['Ethereum', `0x${'a'.repeat(40)}`],
    ['Base', `0x${'A1'.repeat(20)}`],
    ['Solana', '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'],
    ['Osmosis', `osmo1${'q'.repeat(38)}`],
    ['Nano', `nano_1${'3'.repeat(59)}`],
    ['Pepecoin', `P${'a'.repeat(33)}`],
  ] as const)('%s accepts its own form', (chain, address) => {
    expect(walletAddressProblem(chain, address)).toBeUndefined();
  });

  it.each([
    ['Ethereum', '0x123', '40 hexadecimal'],
    ['Ethereum', '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin', '40 hexadecimal'],
    ['Solana', `0x${'a'.repeat(40)}`, 'base58'],
    ['Osmosis', `cosmos1${'q'.repeat(38)}`, 'osmo1'],
    ['Osmosis', `osmo1${'b'.repeat(38)}`, 'bech32'],
    ['Ethereum', 'x'.repeat(129), '1 to 128'],
  ] as const)('%s refuses %s', (chain, address, words) => {
    expect(walletAddressProblem(chain, address)?.(ENGLISH)).toContain(words);
  });
});
