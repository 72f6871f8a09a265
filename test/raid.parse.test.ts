import { describe, expect, it } from 'vitest';
import { ENGLISH } from '../src/i18n/reader.js';
import { TIPPING_INVENTORY_CHAINS, TOKEN_CHAINS } from '../src/api/chains.js';
import { fitChoices } from '../src/discord/limits.js';
import { chainChoices, checkPostUrl, EXAMPLE_POST_URL, matchChain, parseDuration } from '../src/input/parse.js';

const MAX = 43_200;

describe('parseDuration', () => {
  it.each([
    ['90', 90],
    ['45m', 45],
    ['2h', 120],
    ['3d', 4320],
    ['1d12h', 2160],
    ['1d 12h 30m', 2190],
    [' 2H ', 120],
    ['30d', MAX],
    ['43200', MAX],
    ['1', 1],
    // Each language's own units, as its texts show them.
    ['1j 12h', 2160],
    ['45min', 45],
    ['2ч', 120],
    ['1日12時間', 2160],
    ['1wo', 10080],
  ])('%s → %i minutes', (text, minutes) => {
    expect(parseDuration(text, MAX)).toEqual({ ok: true, value: minutes });
  });

  it.each(['0', '0m', '0d0h', '43201', '30d1m', '31d', '99999999999999999999'])('refuses %s with the bound stated', (text) => {
    const r = parseDuration(text, MAX);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error(ENGLISH)).toBe('must be between 1 minute and 30 days (43,200 minutes)');
  });

  it.each(['', 'soon', '2x', 'h2', '1.5h', '-5', '2h junk', '1d12', '30s'])('refuses junk %j, naming the forms', (text) => {
    const r = parseDuration(text, MAX);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error(ENGLISH)).toMatch(/^.* use minutes \(90\) or a span like 45m, 2h, 3d, 1w or 1d12h$/);
  });
});

describe('checkPostUrl', () => {
  it.each([
    EXAMPLE_POST_URL,
    'https://twitter.com/acme/status/1',
    'https://www.x.com/a_b/status/123/',
    'https://mobile.twitter.com/Acme/status/123?s=20&t=abc-DEF_1',
  ])('accepts %s', (url) => {
    expect(checkPostUrl(url, 256)).toEqual({ ok: true, value: url });
  });

  it.each([
    'http://x.com/acme/status/1',
    'https://x.com/acme',
    'https://x.com/acme/status/abc',
    'https://evil.com/acme/status/1',
    'https://x.com.evil.com/acme/status/1',
    'https://x.com/acme/status/1)](https://evil.com',
    'https://api.x.com/acme/status/1',
    'x.com/acme/status/1',
  ])('refuses %s with the example', (url) => {
    const r = checkPostUrl(url, 256);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error(ENGLISH)).toBe(`must be an https link to a post on X, such as ${EXAMPLE_POST_URL}`);
  });

  it('refuses a link over the length limit before looking at its form', () => {
    const url = `https://x.com/acme/status/1?${'a'.repeat(256)}`;
    const r = checkPostUrl(url, 256);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error(ENGLISH)).toBe('must be at most 256 characters');
  });
});

describe('chains', () => {
  it('matches keys and display names in any case', () => {
    expect(matchChain('polygon', TOKEN_CHAINS)).toBe('Polygon');
    expect(matchChain('sei evm', TOKEN_CHAINS)).toBe('SeiEvm');
    expect(matchChain('Atto', TIPPING_INVENTORY_CHAINS)).toBeUndefined();
  });
  it('offers every match, prefix matches first; the router keeps the first 25', () => {
    expect(chainChoices(TOKEN_CHAINS, '')).toHaveLength(TOKEN_CHAINS.length);
    expect(fitChoices(chainChoices(TOKEN_CHAINS, ''))).toHaveLength(25);
    const sei = chainChoices(TOKEN_CHAINS, 'SEI').map((c) => c.value);
    expect(sei).toEqual(['Sei', 'SeiEvm']);
    const a = chainChoices(TOKEN_CHAINS, 'a').map((c) => c.value);
    expect(a.slice(0, 5)).toEqual(['Abstract', 'ApeChain', 'Arbitrum', 'Atto', 'Avalanche']);
    expect(chainChoices(TOKEN_CHAINS, 'cosmos hub')).toEqual([{ name: 'Cosmos Hub', value: 'CosmosHub' }]);
  });
});
