import { describe, expect, it } from 'vitest';
import type { CustomToken } from '../src/api/schemas.js';
import { splitId as decode } from '../src/discord/component-id.js';
import { apiWindow, clampPage, pageCount } from '../src/views/pager.js';
import { tokenList, tokenSaved, TOKENS_PAGER } from '../src/features/tokens/view.js';
import { dataOf } from './discord-limits.js';
import { ENGLISH, readerFor } from '../src/i18n/reader.js';
import { buttons, expectDiscordLimits } from './discord-limits.js';

const token = (i: number, over: Partial<CustomToken> = {}): CustomToken => ({
  chain: 'Ethereum',
  address: `0x${i.toString(16).padStart(40, '0')}`,
  symbol: `TK${i}`,
  decimals: 18,
  createdAt: Date.UTC(2026, 0, 1) + i * 1000,
  ...over,
});

describe('tokenList', () => {
  it('shows chain name, symbol, address, decimals and a Discord date per token', () => {
    const reply = tokenList({ tokens: [token(1, { chain: 'SeiEvm', decimals: 1 })], page: 0, total: 1 }, ENGLISH);
    const d = reply.embeds?.[0]?.description ?? '';
    expect(d).toContain('**TK1** · Sei EVM · 1 decimal · added <t:1767225601:D>');
    expect(d).toContain('`0x0000000000000000000000000000000000000001`');
    expect(reply.components).toEqual([]); // single page: no pager
    expectDiscordLimits(reply);
  });

  it('escapes API strings: a symbol cannot format the reply or break out of its code span', () => {
    const reply = tokenList({ tokens: [token(1, { symbol: '**# [x](https://e.vil)', address: 'a`b' })], page: 0, total: 1 }, ENGLISH);
    const d = reply.embeds?.[0]?.description ?? '';
    expect(d).not.toContain('**# [x]');
    expect(d).toContain('\\*\\*');
    expect(d).toContain('`aˋb`');
  });

  it('first page: first/previous disabled, next leads to page 2, state is <chain>:<page>', () => {
    const reply = tokenList({ tokens: Array.from({ length: 10 }, (_, i) => token(i)), page: 0, total: 35 }, ENGLISH);
    const [first, prev, next, last] = buttons(reply);
    expect([first?.disabled, prev?.disabled, next?.disabled, last?.disabled]).toEqual([true, true, false, false]);
    expect(decode(next?.custom_id ?? '')).toEqual({ command: 'tokens', action: 'next', state: ':1:~' });
    expect(dataOf(TOKENS_PAGER, last?.custom_id)).toEqual({ page: 3 });
    expect(reply.embeds?.[0]?.footer?.text).toBe('Page 1 of 4 · 35 tokens');
    expectDiscordLimits(reply);
  });

  it('last page: next/last disabled; the chain filter travels in the state', () => {
    const reply = tokenList({ tokens: [token(1)], page: 3, total: 31, chain: 'Ethereum' }, ENGLISH);
    const [first, prev, next, last] = buttons(reply);
    expect([first?.disabled, prev?.disabled, next?.disabled, last?.disabled]).toEqual([false, false, true, true]);
    expect(decode(prev?.custom_id ?? '')?.state).toBe('Ethereum:2:~');
    expect(reply.embeds?.[0]?.title).toBe('Custom tokens on Ethereum');
  });

  it('empty: says so, names the chain, no buttons', () => {
    const all = tokenList({ tokens: [], page: 0, total: 0 }, ENGLISH);
    expect(all.embeds?.[0]?.description).toContain('no custom tokens yet');
    expect(all.components).toEqual([]);
    const one = tokenList({ tokens: [], page: 0, total: 0, chain: 'CosmosHub' }, ENGLISH);
    expect(one.embeds?.[0]?.description).toContain('No custom tokens on Cosmos Hub yet.');
  });

  it('a 100-row API page of the longest addresses still fits Discord (only 10 shown)', () => {
    const tokens = Array.from({ length: 100 }, (_, i) => token(i, { address: 'x'.repeat(256), symbol: '_'.repeat(64) }));
    const reply = tokenList({ tokens, page: 0, total: 100 }, readerFor('de-DE'));
    expectDiscordLimits(reply);
    expect((reply.embeds?.[0]?.description ?? '').match(/\n`x/g)?.length).toBe(10);
  });

  it('tokenSaved names the address and chain, and the symbol and decimals when read back', () => {
    const reply = tokenSaved('Base', '0xabc', undefined, ENGLISH);
    expect(reply.embeds?.[0]?.description).toContain('`0xabc` on Base');
    const known = tokenSaved('Base', '0xabc', token(1, { chain: 'Base', address: '0xabc', symbol: 'BSPK', decimals: 18 }), ENGLISH);
    expect(known.embeds?.[0]?.description).toMatch(/^\*\*BSPK\*\* · 18 decimals · Base\n`0xabc`/);
  });
});

describe('pager state and maths', () => {
  it('round-trips and refuses junk', () => {
    expect(dataOf(TOKENS_PAGER, TOKENS_PAGER.id('next', { page: 4 }))).toEqual({ page: 4 });
    expect(dataOf(TOKENS_PAGER, TOKENS_PAGER.id('next', { chain: 'zkCronos', page: 0 }))).toEqual({ chain: 'zkCronos', page: 0 });
    for (const bad of ['', '*', '*.x', 'a.b.c', '*.-1', 'Eth/er.1', ':x!~', ':-1~', 'Dogechain:1~', ':1', '::1~'])
      expect(TOKENS_PAGER.parse(bad)).toBeUndefined();
  });
  it('maps view pages onto API pages', () => {
    expect(apiWindow(0, 10, 100)).toEqual({ offset: 0, skip: 0 });
    expect(apiWindow(9, 10, 100)).toEqual({ offset: 0, skip: 90 });
    expect(apiWindow(10, 10, 100)).toEqual({ offset: 100, skip: 0 });
    expect(apiWindow(7, 10, 50)).toEqual({ offset: 50, skip: 20 });
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(31, 10)).toBe(4);
    expect(clampPage(9, 4)).toBe(3);
    expect(clampPage(-2, 4)).toBe(0);
  });
});
