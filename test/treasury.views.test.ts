import { describe, expect, it } from 'vitest';
import type { TippingNft, TippingToken } from '../src/api/schemas.js';
import { splitId as decode } from '../src/discord/component-id.js';
import { ENGLISH } from '../src/i18n/reader.js';
import { INVENTORY_PAGE_SIZE, sortTokens, treasuryBalance, treasuryInventory } from '../src/features/treasury/view.js';
import { limitProblems, textOf } from './raid.limits-helper.js';

const WALLET = '0x1111111111111111111111111111111111111111';

const token = (symbol: string, usdValue: number, over: Partial<TippingToken> = {}): TippingToken => ({
  chain: 'Ethereum',
  contractAddress: `0x${symbol.padEnd(40, '0').slice(0, 40)}`,
  symbol,
  decimals: 6,
  name: `${symbol} token`,
  balanceRaw: '1500000',
  balance: 1.5,
  usdValue,
  ...over,
});

describe('treasury balance view', () => {
  it('sorts by USD value, marks the native coin, renders 18 decimals exactly and totals', () => {
    const reply = treasuryBalance(
      'Ethereum',
      {
        walletAddress: WALLET,
        tokens: [
          token('USDC', 1500.25),
          token('ETH', 9600, { contractAddress: null, decimals: 18, name: 'Ether', balanceRaw: '3000000000000000000' }),
          token('SIGNAL', 2469.13, { decimals: 18, balanceRaw: '123456789012345678901234' }),
        ],
      },
      ENGLISH,
    );
    expect(limitProblems(reply)).toEqual([]);
    const text = textOf(reply);
    expect(text).toContain(`\`${WALLET}\``);
    const order = ['**3 ETH**', '**123,456.789012345678901234 SIGNAL**', '**1.5 USDC**'].map((s) => text.indexOf(s));
    expect(order.every((i) => i >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(text).toMatch(/\*\*3 ETH\*\* — Ether · \$9,600\.00 · \*\*native coin\*\*/);
    expect(text).toContain('$13,569.38');
  });

  it('says so for an empty wallet', () => {
    const reply = treasuryBalance('Base', { walletAddress: WALLET, tokens: [] }, ENGLISH);
    expect(textOf(reply)).toContain('The wallet holds no tokens on Base.');
  });

  it('fits Discord limits with many tokens and long names, counting the rest', () => {
    const tokens = Array.from({ length: 400 }, (_, i) =>
      token(`*${'S'.repeat(40)}${i}`, i, { name: `# ${'Long [name](https://x.y) '.repeat(20)}`, decimals: 30, balanceRaw: '9'.repeat(78) }),
    );
    const reply = treasuryBalance('Ethereum', { walletAddress: WALLET, tokens }, ENGLISH);
    expect(limitProblems(reply)).toEqual([]);
    expect(textOf(reply)).toMatch(/…and \d+ more \(counted in the total\)/);
    expect(sortTokens(tokens)[0]?.usdValue).toBe(399);
  });
});

const nft = (i: number, over: Partial<TippingNft> = {}): TippingNft => ({
  chain: 'Ethereum',
  contractAddress: '0x2222222222222222222222222222222222222222',
  tokenId: String(i),
  name: `Key #${i}`,
  imageUrl: `https://img.example/${i}.png`,
  amount: 1,
  ...over,
});

const pagerIds = (reply: ReturnType<typeof treasuryInventory>) =>
  (reply.components?.[0]?.components ?? []).map((b) => {
    const id = 'custom_id' in b ? decode(b.custom_id) : undefined;
    return `${id?.action}:${id?.state}:${'disabled' in b && b.disabled ? 'off' : 'on'}`;
  });

describe('treasury inventory view', () => {
  const nfts = Array.from({ length: 12 }, (_, i) => nft(i + 1));

  it('shows one embed per NFT with its image, and pages', () => {
    const first = treasuryInventory('Ethereum', { walletAddress: WALLET, nfts }, 0, ENGLISH);
    expect(first.embeds).toHaveLength(INVENTORY_PAGE_SIZE);
    expect(first.embeds?.[0]?.thumbnail).toEqual({ url: 'https://img.example/1.png' });
    expect(textOf(first)).toContain('12 NFTs, page 1 of 3');
    expect(pagerIds(first)).toEqual(['first:Ethereum:0~:off', 'prev:Ethereum:0~:off', 'next:Ethereum:1~:on', 'last:Ethereum:2~:on']);
    const last = treasuryInventory('Ethereum', { walletAddress: WALLET, nfts }, 2, ENGLISH);
    expect(last.embeds?.map((e) => e.title)).toEqual(['Key #11', 'Key #12']);
    expect(pagerIds(last)).toEqual(['first:Ethereum:0~:on', 'prev:Ethereum:1~:on', 'next:Ethereum:2~:off', 'last:Ethereum:2~:off']);
  });

  it('clamps a page past the end, and has no pager for a single page', () => {
    expect(textOf(treasuryInventory('Ethereum', { walletAddress: WALLET, nfts }, 99, ENGLISH))).toContain('page 3 of 3');
    const single = treasuryInventory('Base', { walletAddress: WALLET, nfts: nfts.slice(0, 3) }, 0, ENGLISH);
    expect(single.components).toEqual([]);
    expect(single.embeds).toHaveLength(3);
  });

  it('says so when there are none', () => {
    const reply = treasuryInventory('Base', { walletAddress: WALLET, nfts: [] }, 0, ENGLISH);
    expect(reply.content).toBe(`The tipping wallet \`${WALLET}\` holds no NFTs on Base.`);
    expect(reply.embeds).toEqual([]);
  });

  it('fits limits with the longest fields and leaves out unusable images', () => {
    const big = Array.from({ length: 5 }, (_, i) =>
      nft(i, {
        name: '__N__'.repeat(100),
        tokenId: '9'.repeat(78),
        contractAddress: 'c'.repeat(300),
        imageUrl: i ? 'javascript:alert(1)' : 'ipfs://x',
        amount: 1e15,
      }),
    );
    const reply = treasuryInventory('Ethereum', { walletAddress: 'w'.repeat(200), nfts: big }, 0, ENGLISH);
    expect(limitProblems(reply)).toEqual([]);
    expect(reply.embeds?.every((e) => e.thumbnail === undefined)).toBe(true);
  });
});
