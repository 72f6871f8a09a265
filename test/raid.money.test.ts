import { formatDecimal, fromUnits } from '../src/decimal.js';
import type { APIEmbed } from 'discord.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { raid, RAID_REPEAT_WINDOW_MS } from '../commands/raid.js';
import { EXAMPLE_POST_URL, postIdOf } from '../src/input/parse.js';
import { journalBots } from './support/journal-bots.js';
import { DEMO } from '../src/sandbox/demo.js';
import { startTestBot, type RunResult, type TestBot } from './harness.js';

/**
 * The raid reward is checked against the tipping wallet as /tip checks a tip
 * (a token it holds on that chain, at most its decimals, at most its balance); the preview shows
 * the amount exactly as the body sends it, its dollar value and the wallet's balance, and warns
 * when the same post was raided in the last 24 hours. Refusals are private and write nothing.
 */

const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const SIGNAL = DEMO.tipping.bigToken.contractAddress;
const OTHER_GUILD = '1203458820156252999';

let clock = Date.UTC(2026, 8, 7, 12);
let bot: TestBot;
beforeAll(async () => {
  // A second server on the same community: raids are remembered per server.
  bot = await startTestBot({
    commands: [raid],
    now: () => clock,
    keys: (sb) => ({ [DEMO.guildId]: sb.demoKey, [OTHER_GUILD]: sb.demoKey }),
  });
});
afterEach(() => bot.sandbox.faults.clear());
afterAll(() => bot?.close());

type Shown = { content?: string; embeds?: APIEmbed[]; components?: { components: { custom_id?: string }[] }[] };
const shown = (r: RunResult) => (r.message ?? {}) as Shown;
const field = (r: RunResult, name: string) => shown(r).embeds?.[0]?.fields?.find((f) => f.name === name)?.value;
const raidPosts = () => bot.sandbox.stats.byRoute().createRaid ?? 0;
const raids = () => bot.sandbox.raids(bot.demoKey) as { reward: { item: { amount: number } } }[];

const create = (values: Record<string, unknown>) => ({
  subcommand: 'create',
  title: 'Boost the launch',
  'post-url': EXAMPLE_POST_URL,
  'reward-type': 'TOKEN_POOL',
  chain: 'Ethereum',
  token: SIGNAL,
  amount: 50,
  ...values,
});

const confirmId = (r: RunResult) => String(shown(r).components?.[0]?.components[0]?.custom_id);
const cancelId = (r: RunResult) => String(shown(r).components?.[0]?.components[1]?.custom_id);

describe('raid reward checked against the tipping wallet', () => {
  const refusals: [string, Record<string, unknown>, string, RegExp][] = [
    [
      '1e30 USDC (more than the wallet holds)',
      { token: USDC, amount: 1e30 },
      'amount',
      /^`amount`: 1(,000){10} USDC is more than the tipping wallet holds \([\d.,]+ USDC\)$/,
    ],
    [
      '1e308 of the native coin',
      { chain: 'Polygon', token: 'native', amount: 1e308 },
      'amount',
      /^`amount`: 100(,000){102} POL is more than the tipping wallet holds \([\d.,]+ POL\)$/,
    ],
    [
      '1e-19 POL (more places than POL has)',
      { chain: 'Polygon', token: 'native', amount: 1e-19 },
      'amount',
      /^`amount`: 0\.0000000000000000001 has 19 decimal places; POL has at most 18$/,
    ],
    [
      '1.5e-7 USDC (USDC has 6 decimals)',
      { token: USDC, amount: 1.5e-7 },
      'amount',
      /^`amount`: 0\.00000015 has 8 decimal places; USDC has at most 6$/,
    ],
    [
      'a token the wallet does not hold (0x…0001)',
      { chain: 'Polygon', token: `0x${'0'.repeat(39)}1` },
      'token',
      /^`token`: "0x0{39}1" is not in the tipping wallet on Polygon; it holds POL and QUEST$/,
    ],
    [
      'a chain with no tipping wallet balance',
      { chain: 'Stargaze', token: 'native' },
      'chain',
      /^`chain`: the Community API has no tipping wallet balance on Stargaze; it keeps them only on the chains \/chains lists$/,
    ],
    ['an unknown chain', { chain: 'Narnia', token: 'native' }, 'chain', /^`chain`: "Narnia" is not a chain the Community API supports/],
  ];
  it.each(refusals)('refuses %s privately, naming the option, with no raid sent', async (_what, values, _option, message) => {
    const before = raidPosts();
    const r = await bot.slash('raid', create(values), bot.moderator());
    expect(r.ephemeral).toBe(true);
    expect(shown(r).content).toMatch(message);
    expect(shown(r).components ?? []).toEqual([]);
    expect(raidPosts()).toBe(before);
  });

  it('a fixed reward per raider is checked too', async () => {
    const r = await bot.slash('raid', create({ 'reward-type': 'FIXED', token: USDC, amount: 1e30 }), bot.moderator());
    expect(shown(r).content).toMatch(/^`amount`: 1(,000){10} USDC is more than the tipping wallet holds/);
  });
});

describe('the preview shows the amount as sent, its dollar value and the wallet', () => {
  it('shows 0.30000000000000004 (what JSON sends for 0.1 + 0.2), not a longer binary expansion, and sends exactly that', async () => {
    const amount = 0.1 + 0.2;
    const mod = bot.moderator();
    const p = await bot.slash('raid', create({ amount }), mod);
    expect(field(p, 'Reward')).toBe('A pool of 0.30000000000000004 SIGNAL (0x5a9e…b6e8) on Ethereum, shared by the raiders');
    expect(field(p, 'Total cost')).toBe('0.30000000000000004 SIGNAL (the whole pool)');
    // The demo wallet holds exactly 123,456.789012345678901234 SIGNAL at $0.02.
    expect(field(p, 'Tipping wallet')).toBe('123,456.789012345678901234 → 123,456.489012345678901194 SIGNAL');
    expect(field(p, 'Dollar value')).toBe('≈ $0.01 (the whole pool)');
    const done = await bot.button(confirmId(p), mod);
    expect(shown(done).content).toContain('Raid created');
    expect(raids().at(-1)?.reward.item.amount).toBe(amount);
  });

  it('a fixed reward shows the dollar value per raider and what the wallet holds', async () => {
    const p = await bot.slash(
      'raid',
      create({ 'reward-type': 'FIXED', amount: 1000, 'post-url': 'https://x.com/acme/status/1790000000000000001' }),
      bot.moderator(),
    );
    expect(field(p, 'Dollar value')).toBe('≈ $20.00 per raider');
    // The pool of the raid above (0.30000000000000004 SIGNAL) has left the wallet (the sandbox's assumption, wallet.ts).
    expect(field(p, 'Tipping wallet')).toBe("holds 123,456.489012345678901194 SIGNAL; each raider's reward is paid from it");
    await bot.button(cancelId(p), bot.moderator());
  });
});

describe('a post raided in the last 24 hours is warned about, not refused', () => {
  const POST = 'https://x.com/acme/status/1790000000000000777';
  const warning = /This post was raided in the last 24 hours\*\*: \*\*Boost the launch\*\*, <t:\d+:R>\. Check it is not a repeat/;

  it('warns after a raid this bot created on the same post (any spelling of its link), until 24 hours have passed', async () => {
    const mod = bot.moderator();
    const first = await bot.slash('raid', create({ 'post-url': POST }), mod);
    expect(shown(first).content).not.toMatch(/raided in the last 24 hours/);
    await bot.button(confirmId(first), mod);

    clock += 60 * 60_000;
    const again = await bot.slash('raid', create({ 'post-url': 'https://twitter.com/acme/status/1790000000000000777?s=20' }), mod);
    expect(again.ephemeral).toBe(true);
    expect(shown(again).content).toMatch(warning);
    // A warning: the preview still has Confirm and Cancel.
    expect(shown(again).components?.[0]?.components).toHaveLength(2);
    await bot.button(cancelId(again), mod);

    // Another server's raids are not this server's.
    const elsewhere = await bot.slash('raid', create({ 'post-url': POST }), bot.moderator({ guildId: OTHER_GUILD }));
    expect(shown(elsewhere).content).toMatch(/^Check this raid before it is created/);
    expect(shown(elsewhere).content).not.toMatch(/raided in the last 24 hours/);

    clock += RAID_REPEAT_WINDOW_MS;
    const later = await bot.slash('raid', create({ 'post-url': POST }), mod);
    expect(shown(later).content).not.toMatch(/raided in the last 24 hours/);
    await bot.button(cancelId(later), mod);
  });

  it('a raid the service refused does not count', async () => {
    const post = 'https://x.com/acme/status/1790000000000000888';
    const mod = bot.moderator();
    const first = await bot.slash('raid', create({ 'post-url': post }), mod);
    bot.sandbox.faults.set('createRaid', { errorRate: 1, errorStatus: 400 });
    const failed = await bot.button(confirmId(first), mod);
    expect(shown(failed).content).toContain('not created');
    bot.sandbox.faults.clear();
    const again = await bot.slash('raid', create({ 'post-url': post }), mod);
    expect(shown(again).content).not.toMatch(/raided in the last 24 hours/);
  });
});

describe('the same-post warning comes from the journal', () => {
  it('keys a post by its status id', () => {
    expect(postIdOf('https://mobile.twitter.com/acme/status/42?s=20')).toBe(postIdOf('https://x.com/acme/status/42'));
  });

  it('is shared by every process on the store (another replica, or the bot after a restart)', async () => {
    const bots = await journalBots([raid]);
    try {
      const post = 'https://x.com/acme/status/1790000000000000999';
      const values = {
        subcommand: 'create',
        title: 'On replica A',
        'post-url': post,
        'reward-type': 'TOKEN_POOL',
        chain: 'Polygon',
        token: 'native',
        amount: 5,
      };
      const modA = bots.a.moderator();
      const first = await bots.a.slash('raid', values, modA);
      await bots.a.button(confirmId(first), modA);
      const modB = bots.b.moderator({ userId: modA.userId });
      const again = await bots.b.slash(
        'raid',
        { ...values, title: 'On replica B', 'post-url': 'https://twitter.com/acme/status/1790000000000000999' },
        modB,
      );
      expect(shown(again).content).toMatch(/This post was raided in the last 24 hours\*\*: \*\*On replica A\*\*/);
    } finally {
      await bots.close();
    }
  });
});

// The amount is text, kept exact to the wire; a symbol names the token as on /tip; a pool leaves the wallet.
describe('raid amounts are exact text, the token is resolved as on /tip, and the pool leaves the wallet', () => {
  const balanceOf = async (chain: string, symbol: string) =>
    BigInt(
      (await bot.api.forKey(bot.demoKey).getTippingBalance(chain, { fresh: true })).tokens.find((t) => t.symbol === symbol)!.balanceRaw,
    );

  it('1.123456789012345678 SIGNAL is previewed, sent and taken from the wallet to the last digit', async () => {
    const before = await balanceOf('Ethereum', 'SIGNAL');
    const mod = bot.moderator();
    const p = await bot.slash(
      'raid',
      create({ amount: '1.123456789012345678', 'post-url': 'https://x.com/acme/status/1790000000000000444' }),
      mod,
    );
    expect(field(p, 'Reward')).toContain('A pool of 1.123456789012345678 SIGNAL');
    const done = await bot.button(confirmId(p), mod);
    expect(shown(done).content).toContain('Raid created');
    // What the preview promised ("wallet before → after") is what the wallet now holds.
    expect(await balanceOf('Ethereum', 'SIGNAL')).toBe(before - 1_123_456_789_012_345_678n);
    const after = fromUnits(before - 1_123_456_789_012_345_678n, 18);
    const again = await bot.slash('raid', create({ amount: '1', 'post-url': 'https://x.com/acme/status/1790000000000000445' }), mod);
    expect(field(again, 'Tipping wallet')).toContain(`${formatDecimal(after, 'en-US')} →`);
    await bot.button(cancelId(again), mod);
  });

  it('99999999999999999999999 is refused as typed, not rounded to 100000000000000000000000', async () => {
    const r = await bot.slash('raid', create({ amount: '99999999999999999999999' }), bot.moderator());
    expect(shown(r).content).toMatch(/^`amount`: 99,999,999,999,999,999,999,999 SIGNAL is more than the tipping wallet holds/);
  });

  it('token:QUEST (a symbol) is taken on /raid as on /tip, and the body carries its address', async () => {
    const mod = bot.moderator();
    const p = await bot.slash(
      'raid',
      create({ chain: 'Polygon', token: 'QUEST', amount: '5', 'post-url': 'https://x.com/acme/status/1790000000000000446' }),
      mod,
    );
    expect(field(p, 'Reward')).toContain('5 QUEST');
    await bot.button(confirmId(p), mod);
    expect((raids().at(-1) as unknown as { reward: { item: { tokenAddress?: string } } }).reward.item.tokenAddress).toBe(
      '0x3b8e1d5f7a9c2e4b6d8f0a1c3e5b7d9f1a3c5e7b',
    );
  });
});
