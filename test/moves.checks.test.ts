import { ENGLISH, type Text } from '../src/i18n/reader.js';
import { describe, expect, it } from 'vitest';
import { decimalText } from '../src/decimal.js';
import type { PointSystem, TippingNft, TippingToken } from '../src/api/schemas.js';
import { checkNftCount, checkPoints, checkTokenAmount, findNft, findPointSystem, findToken } from '../src/features/moves/checks.js';

const token = (over: Partial<TippingToken>): TippingToken => ({
  chain: 'Ethereum',
  contractAddress: null,
  symbol: 'ETH',
  decimals: 18,
  name: 'Ether',
  balanceRaw: '2000000000000000000',
  balance: 2,
  usdValue: 6400,
  ...over,
});
const ETH = token({});
const SIGNAL = token({
  contractAddress: '0x5a9e0c3f7d2b4e1a8c6f09d1b3e5a7c9d2f4b6e8',
  symbol: 'SIGNAL',
  balanceRaw: '123456789012345678901234',
  balance: 123456.789,
  usdValue: 2469.14,
});
const USDC = token({
  contractAddress: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  symbol: 'USDC',
  decimals: 6,
  balanceRaw: '10500000',
  balance: 10.5,
  usdValue: 10.5,
});
const BASE_ETH = token({ chain: 'Base' });
const WALLET = [ETH, SIGNAL, USDC, BASE_ETH];

const ok = <T>(r: { ok: true; value: T } | { ok: false; error: Text }): T => {
  if (!r.ok) throw new Error(r.error(ENGLISH));
  return r.value;
};
const err = (r: { ok: boolean; error?: Text }) => (r.ok ? '(accepted)' : r.error!(ENGLISH));

describe('findToken', () => {
  it('by native, address in any case, or a unique symbol', () => {
    expect(ok(findToken(WALLET, 'Ethereum', 'native'))).toBe(ETH);
    expect(ok(findToken(WALLET, 'Base', 'NATIVE'))).toBe(BASE_ETH);
    expect(ok(findToken(WALLET, 'Ethereum', SIGNAL.contractAddress!.toUpperCase().replace('0X', '0x')))).toBe(SIGNAL);
    expect(ok(findToken(WALLET, 'Ethereum', 'usdc'))).toBe(USDC);
  });
  it('an unknown token names what the wallet holds', () => {
    expect(err(findToken(WALLET, 'Ethereum', 'DOGE'))).toBe(
      '"DOGE" is not in the tipping wallet on Ethereum; it holds ETH, SIGNAL, and USDC',
    );
    expect(err(findToken(WALLET, 'Polygon', 'native'))).toContain('holds no tokens there');
  });
});

describe('checkTokenAmount', () => {
  it('keeps every digit and shows the wallet before and after', () => {
    const s = ok(checkTokenAmount(SIGNAL, '0.000000000000000001', 'absolute'));
    expect(decimalText(s.tokens)).toBe('0.000000000000000001');
    expect(decimalText(s.holdsAfter)).toBe('123456.789012345678901233');
    expect(s.estimated).toBe(false);
  });
  it('refuses a 19th decimal, overspending, zero, and a comma', () => {
    expect(err(checkTokenAmount(SIGNAL, '0.0000000000000000001', 'absolute'))).toBe(
      '0.0000000000000000001 has 19 decimal places; SIGNAL has at most 18',
    );
    expect(err(checkTokenAmount(USDC, '10.5000001', 'absolute'))).toBe('10.5000001 has 7 decimal places; USDC has at most 6');
    expect(err(checkTokenAmount(USDC, '10.6', 'absolute'))).toBe('10.6 USDC is more than the tipping wallet holds (10.5 USDC)');
    expect(err(checkTokenAmount(USDC, '0', 'absolute'))).toContain('greater than 0');
    expect(err(checkTokenAmount(USDC, '1,5', 'absolute'))).toContain('comma');
  });
  it('the whole wallet is allowed, one unit more is not', () => {
    expect(decimalText(ok(checkTokenAmount(USDC, '10.5', 'absolute')).holdsAfter)).toBe('0');
    expect(err(checkTokenAmount(USDC, '10.500001', 'absolute'))).toContain('is more than the tipping wallet holds (10.5 USDC)');
    expect(checkTokenAmount(USDC, '10.500000', 'absolute').ok).toBe(true);
  });
  it('several recipients multiply the total', () => {
    expect(decimalText(ok(checkTokenAmount(USDC, '5', 'absolute', 2)).holdsAfter)).toBe('0.5');
    expect(checkTokenAmount(USDC, '5.25', 'absolute', 2).ok).toBe(true);
    expect(err(checkTokenAmount(USDC, '5.26', 'absolute', 2))).toBe(
      '5.26 × 2 = 10.52 USDC is more than the tipping wallet holds (10.5 USDC)',
    );
  });
  // A double holds about 16 significant digits: these balances have 24, so only an exact
  // comparison tells the whole wallet from one smallest unit more.
  it('an 18-decimal balance beyond what a double holds: exactly all of it is accepted, one smallest unit over is refused', () => {
    expect(decimalText(ok(checkTokenAmount(SIGNAL, '123456.789012345678901234', 'absolute')).holdsAfter)).toBe('0');
    expect(err(checkTokenAmount(SIGNAL, '123456.789012345678901235', 'absolute'))).toBe(
      '123,456.789012345678901235 SIGNAL is more than the tipping wallet holds (123,456.789012345678901234 SIGNAL)',
    );
    // Three recipients: the wallet holds exactly three times the amount, and not a unit more.
    const triple = token({ symbol: 'TRI', balanceRaw: '370370367037037036703702', balance: 370370.367037037, usdValue: 0 });
    expect(decimalText(ok(checkTokenAmount(triple, '123456.789012345678901234', 'absolute', 3)).holdsAfter)).toBe('0');
    expect(err(checkTokenAmount(triple, '123456.789012345678901235', 'absolute', 3))).toBe(
      '123,456.789012345678901235 × 3 = 370,370.367037037036703705 TRI is more than the tipping wallet holds (370,370.367037037036703702 TRI)',
    );
  });
  it('dollars: an estimate of exactly the balance is accepted, the same estimate over a balance one smallest unit short is refused', () => {
    // $1 a token: $1,000,000 (or 4 × $250,000) is exactly 1,000,000 tokens.
    const whole = token({ symbol: 'ONE', balanceRaw: '1000000000000000000000000', balance: 1_000_000, usdValue: 1_000_000 });
    const short = token({ symbol: 'ONE', balanceRaw: '999999999999999999999999', balance: 1_000_000, usdValue: 1_000_000 });
    expect(decimalText(ok(checkTokenAmount(whole, '1000000', 'dollar')).holdsAfter)).toBe('0');
    expect(decimalText(ok(checkTokenAmount(whole, '250000', 'dollar', 4)).holdsAfter)).toBe('0');
    for (const [amount, times] of [
      ['1000000', 1],
      ['250000', 4],
    ] as const) {
      expect(err(checkTokenAmount(short, amount, 'dollar', times))).toBe(
        'is about 1,000,000 ONE, more than the tipping wallet holds (999,999.999999999999999999 ONE)',
      );
    }
  });
  it('dollars convert at the wallet price, as an estimate', () => {
    const s = ok(checkTokenAmount(ETH, '32', 'dollar'));
    expect(s.estimated).toBe(true);
    expect(decimalText(s.tokens)).toBe('0.01');
    expect(s.usd).toBe(32);
    expect(err(checkTokenAmount(ETH, '6400.01', 'dollar'))).toContain('more than the tipping wallet holds (2 ETH)');
    expect(err(checkTokenAmount(ETH, '1.005', 'dollar'))).toContain('cents');
    expect(err(checkTokenAmount(token({ usdValue: 0 }), '1', 'dollar'))).toContain('no dollar price');
  });
});

describe('NFTs', () => {
  const nft = (tokenId: string, amount = 1): TippingNft => ({
    chain: 'Ethereum',
    contractAddress: '0xabc',
    tokenId,
    name: `Key #${tokenId}`,
    imageUrl: '',
    amount,
  });
  const INV = [nft('1'), nft('2', 3)];
  it('finds by contract:id, id or name; refuses a missing one', () => {
    expect(ok(findNft(INV, 'Ethereum', '0xABC:2')).tokenId).toBe('2');
    expect(ok(findNft(INV, 'Ethereum', 'key #1')).tokenId).toBe('1');
    expect(err(findNft(INV, 'Ethereum', '0xabc:9'))).toBe('"0xabc:9" is not in the tipping wallet\'s inventory on Ethereum');
    expect(findNft(INV, 'Base', '1').ok).toBe(false);
  });
  it('counts editions', () => {
    expect(ok(checkNftCount(INV[1]!, 3)).holdsAfter).toBe(0);
    expect(err(checkNftCount(INV[1]!, 4))).toContain('more than the tipping wallet holds of Key #2 (3)');
    expect(err(checkNftCount(INV[0]!, 0))).toContain('at least 1');
  });
});

describe('points', () => {
  const system = (over: Partial<PointSystem>): PointSystem => ({
    id: 'ps-sparks',
    communityId: 'c',
    status: 'ACTIVE',
    createdAt: 0,
    name: 'Sparks',
    description: '',
    emoji: '✨',
    aliases: [],
    isTransferable: true,
    isBurnable: true,
    permissions: ['VIEW', 'PRINT'],
    holderCount: 0,
    ...over,
  });
  it('finds an active system by id or name; refuses unknown and archived ones', () => {
    const systems = [system({}), system({ id: 'ps-old', name: 'Old XP', status: 'ARCHIVED' })];
    expect(ok(findPointSystem(systems, 'SPARKS')).id).toBe('ps-sparks');
    expect(err(findPointSystem(systems, 'old xp'))).toBe('Old XP is archived; only active point systems can change');
    expect(err(findPointSystem(systems, 'gems'))).toBe(
      'no point system "gems" in this community; pick one from the suggestions, or see /points systems',
    );
    expect(err(findPointSystem(systems, 'sparkz'))).toContain('did you mean "Sparks"?');
    expect(err(findPointSystem(systems, 'ps-old'))).toContain('archived');
  });
  it('amounts a point balance can hold exactly', () => {
    expect(decimalText(ok(checkPoints('12.5')))).toBe('12.5');
    expect(err(checkPoints('1.000000000000000001'))).toContain('cannot be recorded exactly');
    expect(err(checkPoints('-3'))).toContain('must not be negative');
  });
});
