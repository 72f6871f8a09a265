import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transfer } from '../commands/transfer.js';
import { DEMO } from '../src/sandbox/index.js';
import { confirm, expectMemberRefused, expectRefused, msg, shown, startMoveBot, type MoveBot } from './moves.e2e-helpers.js';

/**
 * /transfer token|nft through the offline bot against the sandbox: the address is checked for
 * the chain's family, the preview is private, Confirm sends one transfer (typed above the
 * threshold), and /treasury balance|inventory then show the wallet without it.
 */

const TO = '0x52908400098527886E0F7030069857D2E4169EE7';
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const SIGNAL = DEMO.tipping.bigToken.contractAddress;
const KEYS = '0x1f2e3d4c5b6a79880f1e2d3c4b5a69788f9e0d1c';

let m: MoveBot;
beforeAll(async () => {
  m = await startMoveBot(transfer);
});
afterAll(() => m?.bot.close());

const token = (values: Record<string, unknown> = {}) => ({
  subcommand: 'token',
  address: TO,
  chain: 'Ethereum',
  token: USDC,
  amount: '2.5',
  ...values,
});

describe('/transfer', () => {
  it('token: previews privately, sends once, and /treasury balance shows the wallet without it', async () => {
    expect(await m.read('treasury', { subcommand: 'balance', chain: 'Ethereum' })).toMatch(/[\d,.]+ USDC/);
    const before = (await m.bot.api.forKey(m.bot.demoKey).getTippingBalance('Ethereum', { fresh: true })).tokens.find(
      (t) => t.symbol === 'USDC',
    )!;
    const p = await m.bot.slash('transfer', token({ comment: 'payout' }), m.mod);
    expect(p.ephemeral).toBe(true);
    expect(m.writes()).toBe(0);
    const text = shown(p);
    for (const part of [
      `Transfer **2.5 USDC** from the tipping wallet to \`${TO}\` on Ethereum.`,
      '≈ $2.50',
      '→',
      'cannot be undone',
      'payout',
    ])
      expect(text).toContain(part);
    const done = await confirm(m, p);
    expect(msg(done).content).toContain('Transfer sent');
    expect(m.writes()).toBe(1);
    expect(m.lastWrite()?.body).toEqual({
      channelId: m.mod.channelId,
      recipientAddress: TO,
      item: { type: 'TOKEN', chain: 'Ethereum', tokenAddress: USDC, amount: 2.5 },
      comment: 'payout',
    });
    await confirm(m, p);
    expect(m.writes()).toBe(1);
    const after = (BigInt(before.balanceRaw) - 2_500_000n).toString();
    const left = `${after.slice(0, -6)}.${after.slice(-6)}`.replace(/\.?0+$/, '');
    const balance = await m.read('treasury', { subcommand: 'balance', chain: 'Ethereum' });
    expect(balance.replace(/,/g, '')).toContain(`${left} USDC`);
    expect(m.audit().at(-1)).toContain('Outcome: done');
  });

  it('nft: of unknown worth, asks to type SEND; /treasury inventory no longer lists it', async () => {
    const inventory = () => m.read('treasury', { subcommand: 'inventory', chain: 'Base' });
    expect(await inventory()).toContain('Base Builders #2');
    const p = await m.bot.slash('transfer', { subcommand: 'nft', address: TO, chain: 'Base', nft: 'Base Builders #2' }, m.mod);
    expect(msg(p).content).toContain('type `SEND`');
    const n = m.writes();
    const wrong = await confirm(m, p, 'yes');
    expect(msg(wrong).content).toContain('does not match');
    expect(m.writes()).toBe(n);
    const done = await confirm(m, p, 'SEND');
    expect(msg(done).content).toContain('Transfer sent');
    expect(m.writes()).toBe(n + 1);
    expect(m.lastWrite()?.body).toMatchObject({
      channelId: m.mod.channelId,
      recipientAddress: TO,
      item: { type: 'NFT', chain: 'Base', tokenId: '2' },
    });
    expect(await inventory()).not.toContain('Base Builders #2');
  });

  it.each([
    [502, 'Outcome unknown', 'Check the balances'],
    [400, 'Nothing was moved', 'injected fault'],
  ])('an answer of %i is told as it is (%s), and pressing again sends nothing more', async (status, head, words) => {
    const p = await m.bot.slash('transfer', token({ amount: '0.5' }), m.mod);
    m.bot.sandbox.faults.set('transfer', { errorRate: 1, errorStatus: status });
    // Confirm reads the balance again (recheck.ts) and sends once: the sends are counted on the
    // transfer route, and a second press makes no request of any kind.
    const sends = () => m.bot.sandbox.stats.byRoute().transfer;
    const before = sends();
    try {
      const done = await confirm(m, p);
      expect(msg(done).content).toContain(head);
      expect(msg(done).content).toContain(words);
      expect(msg(done).components).toEqual([]);
      expect(sends()).toBe(before + 1);
      const after = m.requests();
      await confirm(m, p);
      expect(m.requests()).toBe(after);
      expect(sends()).toBe(before + 1);
    } finally {
      m.bot.sandbox.faults.clear();
    }
    expect(m.audit().at(-1)).toContain(`Outcome: ${status === 502 ? 'unknown' : 'failed'}`);
  });

  it.each([
    ['overspending', token({ amount: '99999999' }), 'more than the tipping wallet holds'],
    ['a 19th decimal', token({ token: SIGNAL, amount: '0.0000000000000000001' }), 'has 19 decimal places; SIGNAL has at most 18'],
    ['an unknown token', token({ token: 'DOGE' }), 'is not in the tipping wallet on Ethereum'],
    [
      'a missing NFT',
      { subcommand: 'nft', address: TO, chain: 'Ethereum', nft: `${KEYS}:999` },
      "is not in the tipping wallet's inventory",
    ],
    ['an EVM address of the wrong shape', token({ address: '0x1234' }), 'must be 0x followed by 40 hexadecimal characters on Ethereum'],
    [
      'a Solana-shaped address on an EVM chain',
      token({ address: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV' }),
      'must be 0x followed by 40',
    ],
  ])('refuses %s privately with no write', (_label, values, words) => expectRefused(m, 'transfer', values, words));

  it('a bad address is refused before any request at all', async () => {
    const before = m.requests();
    const r = await m.bot.slash(
      'transfer',
      token({ chain: 'Solana', token: 'native', address: '0x52908400098527886E0F7030069857D2E4169EE7' }),
      m.mod,
    );
    expect(shown(r)).toContain('must be a Solana address');
    expect(m.requests()).toBe(before);
  });

  it('refuses a member (not moderator) before any request', () => expectMemberRefused(m, 'transfer', token()));

  // Each of these passed the shape check and reached the preview before.
  it.each([
    [
      'a mixed-case EVM address with a typo (EIP-55)',
      token({ address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD' }),
      'fails its checksum (EIP-55)',
    ],
    ['the zero address', token({ address: `0x${'0'.repeat(40)}` }), 'zero or burn address'],
    ['the 0x…dEaD burn address', token({ address: '0x000000000000000000000000000000000000dEaD' }), 'zero or burn address'],
    [
      'a bech32 address with a typo',
      token({ chain: 'Osmosis', token: 'native', address: 'osmo1pvc9275lcn5suv6c0k3v0mq3xedcpfw203mumg' }),
      'bech32 checksum does not match',
    ],
    [
      'a base58 text that is no 32-byte key',
      token({ chain: 'Solana', token: 'native', address: '2'.repeat(32) }),
      'does not decode to a 32-byte key',
    ],
  ])('refuses %s before any request', async (_label, values, words) => {
    const before = m.requests();
    const r = await m.bot.slash('transfer', values, m.mod);
    expect(r.ephemeral).toBe(true);
    expect(shown(r)).toContain(words);
    expect(m.requests()).toBe(before);
  });

  it('an address in one letter case is accepted, and the preview says it carries no checksum', async () => {
    const lower = TO.toLowerCase();
    const p = await m.bot.slash('transfer', token({ address: lower }), m.mod);
    expect(shown(p)).toContain(`\`${lower}\``);
    expect(shown(p)).toContain('carries no checksum: a typo in it cannot be detected');
    const checked = await m.bot.slash('transfer', token({ amount: '2.25' }), m.mod);
    expect(shown(checked)).not.toContain('carries no checksum');
  });
});
