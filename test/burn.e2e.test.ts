import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { burn } from '../commands/burn.js';
import { DEMO } from '../src/sandbox/index.js';
import { confirm, expectMemberRefused, expectRefused, msg, shown, startMoveBot, type MoveBot } from './moves.e2e-helpers.js';

/**
 * /burn token|nft through the offline bot against the sandbox: a private preview, one burn on
 * Confirm (typed BURN above the threshold or of unknown worth), and /treasury then shows less.
 */

const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const SIGNAL = DEMO.tipping.bigToken.contractAddress;
const KEYS = '0x1f2e3d4c5b6a79880f1e2d3c4b5a69788f9e0d1c';

let m: MoveBot;
beforeAll(async () => {
  m = await startMoveBot(burn);
});
afterAll(() => m?.bot.close());

const token = (values: Record<string, unknown> = {}) => ({ subcommand: 'token', chain: 'Ethereum', token: USDC, amount: '1', ...values });
const usdc = async () =>
  (await m.bot.api.forKey(m.bot.demoKey).getTippingBalance('Ethereum', { fresh: true })).tokens.find((t) => t.symbol === 'USDC')!;

describe('/burn', () => {
  it('token: previews privately, burns once, and /treasury balance shows less', async () => {
    const before = BigInt((await usdc()).balanceRaw);
    const p = await m.bot.slash('burn', token(), m.mod);
    expect(p.ephemeral).toBe(true);
    expect(shown(p)).toContain('Burn **1 USDC** from the tipping wallet: it is destroyed.');
    expect(m.writes()).toBe(0);
    const done = await confirm(m, p);
    expect(msg(done).content).toContain('Burned');
    expect(m.lastWrite()?.body).toEqual({
      channelId: m.mod.channelId,
      item: { type: 'TOKEN', chain: 'Ethereum', tokenAddress: USDC, amount: 1 },
    });
    expect(BigInt((await usdc()).balanceRaw)).toBe(before - 1_000_000n);
    const left = (before - 1_000_000n).toString();
    const text = (await m.read('treasury', { subcommand: 'balance', chain: 'Ethereum' })).replace(/,/g, '');
    expect(text).toContain(`${`${left.slice(0, -6)}.${left.slice(-6)}`.replace(/\.?0+$/, '')} USDC`);
    expect(m.audit().at(-1)).toMatch(/Burn .* Outcome: done/);
  });

  it('above the threshold asks to type BURN; a wrong answer sends nothing', async () => {
    const p = await m.bot.slash('burn', token({ amount: '150' }), m.mod);
    expect(msg(p).content).toContain('type `BURN`');
    const n = m.writes();
    expect(msg(await confirm(m, p, '150')).content).toContain('does not match');
    expect(m.writes()).toBe(n);
    // The text says "exactly, in capital letters", so lower case is not the word.
    expect(msg(await confirm(m, p, 'burn')).content).toContain('type BURN exactly, in capital letters');
    expect(m.writes()).toBe(n);
    expect(msg(await confirm(m, p, 'BURN')).content).toContain('Burned');
    expect(m.writes()).toBe(n + 1);
  });

  it('nft: /treasury inventory no longer lists it', async () => {
    const inventory = () => m.read('treasury', { subcommand: 'inventory', chain: 'Base' });
    expect(await inventory()).toContain('Base Builders #2');
    const p = await m.bot.slash('burn', { subcommand: 'nft', chain: 'Base', nft: 'Base Builders #2' }, m.mod);
    await confirm(m, p, 'BURN');
    expect(m.lastWrite()?.route).toBe('burn');
    expect(await inventory()).not.toContain('Base Builders #2');
  });

  it.each([
    ['overspending', token({ amount: '99999999' }), 'more than the tipping wallet holds'],
    ['a 19th decimal', token({ token: SIGNAL, amount: '0.0000000000000000001' }), 'has 19 decimal places; SIGNAL has at most 18'],
    ['an unknown token', token({ token: 'DOGE' }), 'is not in the tipping wallet on Ethereum'],
    ['a missing NFT', { subcommand: 'nft', chain: 'Ethereum', nft: `${KEYS}:999` }, "is not in the tipping wallet's inventory"],
  ])('refuses %s privately with no write', (_label, values, words) => expectRefused(m, 'burn', values, words));

  it('refuses a member (not moderator) before any request', () => expectMemberRefused(m, 'burn', token()));
});
