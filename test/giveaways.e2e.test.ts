import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { airdrop } from '../commands/airdrop.js';
import { raffle } from '../commands/raffle.js';
import { DEMO } from '../src/sandbox/index.js';
import type { RunResult } from '../src/bot/offline/harness.js';
import { confirm, expectMemberRefused, expectRefused, msg, shown, startMoveBot, type MoveBot } from './moves.e2e-helpers.js';

/**
 * /airdrop and /raffle through the offline bot against the sandbox: a private preview of the
 * prize, duration, entries and roles; one create request on Confirm; a token pool leaves the
 * tipping wallet (the sandbox's assumption), which /treasury balance then shows.
 */

const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const SIGNAL = DEMO.tipping.bigToken.contractAddress;
const KEYS = '0x1f2e3d4c5b6a79880f1e2d3c4b5a69788f9e0d1c';
const ROLE = '1203458820156252170';
const BOTS = '1203458820156252171';
const HOUR = 3_600_000;

let m: MoveBot;
beforeAll(async () => {
  m = await startMoveBot(airdrop);
});
afterAll(() => m?.bot.close());

const usdc = async () =>
  BigInt(
    (await m.bot.api.forKey(m.bot.demoKey).getTippingBalance('Ethereum', { fresh: true })).tokens.find((t) => t.symbol === 'USDC')!
      .balanceRaw,
  );

describe('/airdrop', () => {
  it('points: previews the pool, duration, entries and roles; Confirm creates it once', async () => {
    const p = await m.bot.slash(
      'airdrop',
      { subcommand: 'points', amount: '500', duration: '1d 12h', entries: 50, 'only-role': ROLE, 'not-role': BOTS, comment: 'gm' },
      m.mod,
    );
    expect(p.ephemeral).toBe(true);
    const text = shown(p);
    for (const part of [
      'Airdrop a pool of **500 ⚡ Sparks**, shared among up to 50 members who enter.',
      '1 day 12 hours after you confirm',
      'at most 50',
      `<@&${ROLE}>`,
      `<@&${BOTS}>`,
      'gm',
    ]) {
      expect(text).toContain(part);
    }
    expect(m.writes()).toBe(0);
    const done = await confirm(m, p);
    expect(msg(done).content).toContain('Airdrop created');
    expect(m.lastWrite()).toMatchObject({
      route: 'createAirdrop',
      body: {
        channelId: m.mod.channelId,
        item: { type: 'POINTS', pointSystemId: DEMO.pointSystems.active, amount: 500 },
        countdown: 36 * HOUR,
        maxEntries: 50,
        comment: 'gm',
        allowedRoleIds: [ROLE],
        forbiddenRoleIds: [BOTS],
      },
    });
    await confirm(m, p);
    expect(m.writes()).toBe(1);
    expect(m.audit().at(-1)).toContain('Outcome: done');
  });

  it('token: the pool leaves the tipping wallet, as /treasury balance shows', async () => {
    const before = await usdc();
    const p = await m.bot.slash(
      'airdrop',
      { subcommand: 'token', chain: 'Ethereum', token: USDC, amount: '3', duration: '2h', entries: 20 },
      m.mod,
    );
    expect(shown(p)).toContain('→');
    await confirm(m, p);
    expect(m.lastWrite()?.body).toMatchObject({
      item: { type: 'TOKEN', chain: 'Ethereum', tokenAddress: USDC, amount: 3 },
      countdown: 2 * HOUR,
      maxEntries: 20,
    });
    expect(await usdc()).toBe(before - 3_000_000n);
    const left = (before - 3_000_000n).toString();
    expect((await m.read('treasury', { subcommand: 'balance', chain: 'Ethereum' })).replace(/,/g, '')).toContain(
      `${`${left.slice(0, -6)}.${left.slice(-6)}`.replace(/\.?0+$/, '')} USDC`,
    );
  });

  it.each([
    [
      'overspending',
      { subcommand: 'token', chain: 'Ethereum', token: USDC, amount: '99999999', duration: '1h', entries: 5 },
      'more than the tipping wallet holds',
    ],
    [
      'a 19th decimal',
      { subcommand: 'token', chain: 'Ethereum', token: SIGNAL, amount: '0.0000000000000000001', duration: '1h', entries: 5 },
      'has 19 decimal places',
    ],
    [
      'an unknown token',
      { subcommand: 'token', chain: 'Ethereum', token: 'DOGE', amount: '1', duration: '1h', entries: 5 },
      'is not in the tipping wallet on Ethereum',
    ],
    ['a duration over 30 days', { subcommand: 'points', amount: '5', duration: '31d', entries: 5 }, 'must be between 1 second and 30 days'],
    ['a duration that is not one', { subcommand: 'points', amount: '5', duration: 'soon', entries: 5 }, 'is not a duration'],
    [
      'the same role allowed and forbidden',
      { subcommand: 'points', amount: '5', duration: '1h', entries: 5, 'only-role': ROLE, 'not-role': ROLE },
      'nobody could enter',
    ],
  ])('refuses %s privately with no write', (_label, values, words) => expectRefused(m, 'airdrop', values, words));

  it('refuses a member (not moderator) before any request', () =>
    expectMemberRefused(m, 'airdrop', { subcommand: 'points', amount: '5', duration: '1h', entries: 5 }));
});

describe('/raffle', () => {
  let r: MoveBot;
  beforeAll(async () => {
    r = await startMoveBot(raffle);
  });
  afterAll(() => r?.bot.close());

  it('role: the role for a while, winners; Confirm (typed) creates it once', async () => {
    const p = await r.bot.slash(
      'raffle',
      { subcommand: 'role', role: ROLE, duration: '1d', entries: 50, winners: 3, 'keep-for': '30d' },
      r.mod,
    );
    expect(p.ephemeral).toBe(true);
    expect(shown(p)).toContain(`Raffle **the <@&${ROLE}> role for 30 days** among up to 50 members who enter; 3 winners.`);
    // A role prize always asks for the typed confirmation.
    expect(msg(p).content).toContain('type `ROLE`');
    await confirm(r, p, 'ROLE');
    expect(r.lastWrite()).toMatchObject({
      route: 'createRaffle',
      body: { item: { type: 'ROLE', roleId: ROLE, duration: 30 * 24 * HOUR }, countdown: 24 * HOUR, maxEntries: 50, maxWinners: 3 },
    });
    expect(r.writes()).toBe(1);
  });

  it('nft: asks to type SEND (unknown worth) and /treasury inventory no longer lists it', async () => {
    const inventory = () => r.read('treasury', { subcommand: 'inventory', chain: 'Base' });
    expect(await inventory()).toContain('Base Builders #2');
    const p = await r.bot.slash(
      'raffle',
      { subcommand: 'nft', chain: 'Base', nft: 'Base Builders #2', duration: '2d', entries: 100 },
      r.mod,
    );
    expect(msg(p).content).toContain('type `SEND`');
    expect(msg(await confirm(r, p, 'SEND')).content).toContain('Raffle created');
    expect(r.lastWrite()?.body).toMatchObject({ item: { type: 'NFT', chain: 'Base', tokenId: '2' }, maxWinners: 1 });
    expect(await inventory()).not.toContain('Base Builders #2');
  });

  it('says what each winner gets: the pool shared among the winners', async () => {
    const writes = r.writes();
    const points = await r.bot.slash('raffle', { subcommand: 'points', amount: '100', duration: '12h', entries: 200, winners: 3 }, r.mod);
    expect(shown(points)).toContain('Raffle **100 ⚡ Sparks** among up to 200 members who enter; 3 winners, ≈ 33.33 ⚡ Sparks each.');
    const field = (p: RunResult, name: string) =>
      (msg(p).embeds?.[0] as { fields?: { name: string; value: string }[] } | undefined)?.fields?.find((f) => f.name === name)?.value;
    expect(field(points, 'Each winner gets')).toBe('≈ 33.33 ⚡ Sparks');
    const token = await r.bot.slash(
      'raffle',
      { subcommand: 'token', chain: 'Ethereum', token: USDC, amount: '3', duration: '1h', entries: 20, winners: 4 },
      r.mod,
    );
    expect(shown(token)).toContain('4 winners, 0.75 USDC each.');
    const one = await r.bot.slash('raffle', { subcommand: 'points', amount: '100', duration: '12h', entries: 200 }, r.mod);
    expect(shown(one)).toContain('among up to 200 members who enter; 1 winner.');
    expect(field(one, 'Each winner gets')).toBe('100 ⚡ Sparks');
    const role = await r.bot.slash('raffle', { subcommand: 'role', role: ROLE, duration: '1d', entries: 50, winners: 3 }, r.mod);
    expect(field(role, 'Each winner gets')).toBe(`the <@&${ROLE}> role for good`);
    expect(r.writes()).toBe(writes);
  });

  it('"Raffle created" says when it ends, as a time', async () => {
    const p = await r.bot.slash('raffle', { subcommand: 'points', amount: '100', duration: '12h', entries: 200, winners: 2 }, r.mod);
    const ends = (q: RunResult) =>
      (msg(q).embeds?.[0] as { fields?: { name: string; value: string }[] } | undefined)?.fields?.find((f) => f.name === 'Ends')?.value ??
      '';
    expect(ends(p)).toBe('12 hours after you confirm');
    const before = Date.now();
    const done = await confirm(r, p);
    const after = Date.now();
    expect(msg(done).content).toContain('Raffle created');
    const at = /^<t:(\d+):f> \(<t:\1:R>\)$/.exec(ends(done));
    expect(at, ends(done)).not.toBeNull();
    // Twelve hours after it was sent.
    expect(Number(at![1])).toBeGreaterThanOrEqual(Math.floor((before + 12 * HOUR) / 1000));
    expect(Number(at![1])).toBeLessThanOrEqual(Math.ceil((after + 12 * HOUR) / 1000));
  });

  it('points: printed when it ends, so balances do not move now', async () => {
    const p = await r.bot.slash('raffle', { subcommand: 'points', amount: '100', duration: '12h', entries: 200 }, r.mod);
    await confirm(r, p);
    expect(r.lastWrite()?.body).toMatchObject({ item: { type: 'POINTS', amount: 100 }, countdown: 12 * HOUR, maxEntries: 200 });
  });

  it.each([
    [
      'overspending',
      { subcommand: 'token', chain: 'Ethereum', token: USDC, amount: '99999999', duration: '1h', entries: 5 },
      'more than the tipping wallet holds',
    ],
    [
      'a 19th decimal',
      { subcommand: 'token', chain: 'Ethereum', token: SIGNAL, amount: '0.0000000000000000001', duration: '1h', entries: 5 },
      'has 19 decimal places',
    ],
    [
      'an unknown token',
      { subcommand: 'token', chain: 'Ethereum', token: 'DOGE', amount: '1', duration: '1h', entries: 5 },
      'is not in the tipping wallet on Ethereum',
    ],
    [
      'a missing NFT',
      { subcommand: 'nft', chain: 'Ethereum', nft: `${KEYS}:999`, duration: '1h', entries: 5 },
      "is not in the tipping wallet's inventory",
    ],
    [
      'a role kept over 3 years',
      { subcommand: 'role', role: ROLE, duration: '1h', entries: 5, 'keep-for': '1100d' },
      'must be between 1 second and 1,080 days',
    ],
  ])('refuses %s privately with no write', (_label, values, words) => expectRefused(r, 'raffle', values, words));

  it('refuses a member (not moderator) before any request', () =>
    expectMemberRefused(r, 'raffle', { subcommand: 'role', role: ROLE, duration: '1h', entries: 5 }));

  // An impossible combination is refused before anything is read or sent.
  it.each([
    ['points', { subcommand: 'points', amount: '10', duration: '1h', entries: 2, winners: 5 }],
    ['a token', { subcommand: 'token', chain: 'Ethereum', token: USDC, amount: '1', duration: '1h', entries: 2, winners: 5 }],
    ['a role', { subcommand: 'role', role: ROLE, duration: '1h', entries: 2, winners: 3 }],
  ])('refuses more winners than entries for %s, before any request', async (_label, values) => {
    const before = r.requests();
    await expectRefused(r, 'raffle', values, 'is more than "entries" (2): at most 2 members can enter');
    expect(r.requests()).toBe(before);
  });

  it('as many winners as entries is possible', async () => {
    const p = await r.bot.slash('raffle', { subcommand: 'role', role: ROLE, duration: '1h', entries: 3, winners: 3 }, r.mod);
    expect(shown(p)).not.toContain('more than');
  });
});
