import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createCommunityApi,
  NetworkError,
  RejectedError,
  TimeoutError,
  UpstreamError,
  type CommunityApi,
  type CommunityClient,
} from '../src/api/index.js';
import { DEMO, startSandbox, type Sandbox } from '../src/sandbox/index.js';
import { startStub, type Stub } from './api-stub.js';

/**
 * The client's seven new operations against the sandbox over loopback: each write changes what
 * the reads then show (through the client's cache, with no `fresh`), refusals change nothing,
 * and a failed or unanswered write is sent once and never again.
 */

const CH = DEMO.channelId;
const MEMBER = DEMO.memberId;
const OTHER = '318204957716152399';
const SPARKS = DEMO.pointSystems.active;
const SIGNAL = DEMO.tipping.bigToken;
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const KEYS = '0x1f2e3d4c5b6a79880f1e2d3c4b5a69788f9e0d1c';
const BADGES = '0x8a7b6c5d4e3f20119a8b7c6d5e4f3a2b1c0d9e8f';

let sb: Sandbox;
let api: CommunityApi;
let c: CommunityClient;

beforeEach(async () => {
  sb = await startSandbox({ ratePerSecond: 0 });
  api = createCommunityApi({
    baseUrl: sb.url,
    ratePerSecond: 0,
    timeoutMs: 2_000,
    retries: { max: 3, maxTotalMs: 5_000, baseDelayMs: 10 },
  });
  c = api.forKey(sb.demoKey);
});
afterEach(async () => {
  await api.close();
  await sb.close();
});

const pointsOf = async (userId: string) => (await c.getPointBalances({ pointSystemId: SPARKS, userIds: [userId] })).data[0]?.balance ?? 0;
const tokenRaw = async (chain: string, address: string | null) =>
  (await c.getTippingBalance(chain)).tokens.find((t) =>
    address === null ? t.contractAddress === null : t.contractAddress?.toLowerCase() === address.toLowerCase(),
  )?.balanceRaw;
const nftAmount = async (chain: string, contract: string, tokenId: string) =>
  (await c.getTippingInventory(chain)).nfts.find((n) => n.contractAddress === contract && n.tokenId === tokenId)?.amount ?? 0;

describe('each write changes what the reads show', () => {
  it('points: give to two members, take from one; a take past the balance is refused whole', async () => {
    const before = await pointsOf(MEMBER);
    expect(await pointsOf(OTHER)).toBe(0);
    await c.changePoints({
      pointSystemId: SPARKS,
      changes: [
        { userId: MEMBER, amount: 10 },
        { userId: OTHER, amount: 5 },
      ],
      metadata: { reason: 'event' },
    });
    expect(await pointsOf(MEMBER)).toBe(before + 10);
    expect(await pointsOf(OTHER)).toBe(5);
    await c.changePoints({ pointSystemId: SPARKS, changes: [{ userId: OTHER, amount: -2 }] });
    expect(await pointsOf(OTHER)).toBe(3);
    const refused = await c
      .changePoints({
        pointSystemId: SPARKS,
        changes: [
          { userId: MEMBER, amount: 1 },
          { userId: OTHER, amount: -4 },
        ],
      })
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(RejectedError);
    expect((refused as RejectedError).upstreamMessage).toContain('changes.1.amount');
    expect(await pointsOf(MEMBER)).toBe(before + 10);
    await expect(
      c.changePoints({ pointSystemId: DEMO.pointSystems.unknown, changes: [{ userId: MEMBER, amount: 1 }] }),
    ).rejects.toMatchObject({ kind: 'not-found' });
  });

  it('token tip: the smallest unit of an 18-decimal token leaves the wallet exactly', async () => {
    expect(await tokenRaw('Ethereum', SIGNAL.contractAddress)).toBe(SIGNAL.balanceRaw);
    await c.sendTip({
      channelId: CH,
      recipientId: MEMBER,
      item: { type: 'TOKEN', chain: 'Ethereum', tokenAddress: SIGNAL.contractAddress, amount: '0.000000000000000001' },
    });
    expect(await tokenRaw('Ethereum', SIGNAL.contractAddress)).toBe((BigInt(SIGNAL.balanceRaw) - 1n).toString());
    await c.sendTip({
      channelId: CH,
      recipientId: MEMBER,
      item: { type: 'TOKEN', chain: 'Ethereum', tokenAddress: SIGNAL.contractAddress, amount: '1.000000000000000001' },
    });
    expect(await tokenRaw('Ethereum', SIGNAL.contractAddress)).toBe((BigInt(SIGNAL.balanceRaw) - 2n - 10n ** 18n).toString());
    expect(sb.moves(sb.demoKey).map((m) => m.route)).toEqual(['sendTip', 'sendTip']);
  });

  it('points tip prints to the recipient; NFT tip leaves the inventory', async () => {
    const before = await pointsOf(MEMBER);
    await c.sendTip({ channelId: CH, recipientId: MEMBER, item: { type: 'POINTS', pointSystemId: SPARKS, amount: 7 } });
    expect(await pointsOf(MEMBER)).toBe(before + 7);
    expect(await nftAmount('Ethereum', KEYS, '7')).toBe(1);
    await c.sendTip({ channelId: CH, recipientId: MEMBER, item: { type: 'NFT', chain: 'Ethereum', tokenAddress: KEYS, tokenId: '7' } });
    expect(await nftAmount('Ethereum', KEYS, '7')).toBe(0);
    const again = await c
      .sendTip({ channelId: CH, recipientId: MEMBER, item: { type: 'NFT', chain: 'Ethereum', tokenAddress: KEYS, tokenId: '7' } })
      .catch((e: unknown) => e);
    expect(again).toBeInstanceOf(RejectedError);
    expect((again as RejectedError).upstreamMessage).toContain('no NFT');
  });

  it('transfer, burn, airdrop and raffle each take their prize from the wallet', async () => {
    const usdc = BigInt((await tokenRaw('Ethereum', USDC))!);
    await c.transfer({
      channelId: CH,
      recipientAddress: `0x${'ab'.repeat(20)}`,
      item: { type: 'TOKEN', chain: 'Ethereum', tokenAddress: USDC, amount: '1.5' },
    });
    await c.burn({ channelId: CH, item: { type: 'TOKEN', chain: 'Ethereum', tokenAddress: USDC, amount: 2 } });
    await c.createAirdrop({
      channelId: CH,
      item: { type: 'TOKEN', chain: 'Ethereum', tokenAddress: USDC, amount: '0.25' },
      countdown: 3_600_000,
      maxEntries: 50,
    });
    expect(BigInt((await tokenRaw('Ethereum', USDC))!)).toBe(usdc - 3_750_000n);

    // Quest Badge #2 has 3 editions.
    expect(await nftAmount('Ethereum', BADGES, '2')).toBe(3);
    await c.createRaffle({
      channelId: CH,
      item: { type: 'NFT', chain: 'Ethereum', tokenAddress: BADGES, tokenId: '2', amount: 2 },
      countdown: 60_000,
      maxEntries: 10,
      maxWinners: 2,
    });
    expect(await nftAmount('Ethereum', BADGES, '2')).toBe(1);
    await c.createRaffle({ channelId: CH, item: { type: 'ROLE', roleId: '1203458820156252199' }, countdown: 60_000, maxEntries: 10 });
    await c.createAirdrop({
      channelId: CH,
      item: { type: 'POINTS', pointSystemId: SPARKS, amount: 1000 },
      countdown: 60_000,
      maxEntries: 10,
    });
    expect(sb.moves(sb.demoKey).map((m) => m.route)).toEqual([
      'transfer',
      'burn',
      'createAirdrop',
      'createRaffle',
      'createRaffle',
      'createAirdrop',
    ]);
  });
});

describe('refusals change nothing', () => {
  it.each([
    ['overspending', { tokenAddress: USDC, amount: '99999999' }, 'insufficient funds'],
    ['a 19th decimal', { tokenAddress: SIGNAL.contractAddress, amount: '0.0000000000000000001' }, 'decimal places'],
    ['an unknown token', { tokenAddress: `0x${'9'.repeat(40)}`, amount: 1 }, 'holds no token'],
  ])('%s', async (_label, token, words) => {
    const before = (await c.getTippingBalance('Ethereum')).tokens;
    const error = await c
      .sendTip({ channelId: CH, recipientId: MEMBER, item: { type: 'TOKEN', chain: 'Ethereum', ...token } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RejectedError);
    expect((error as RejectedError).upstreamMessage).toContain(words);
    expect((await c.getTippingBalance('Ethereum', { fresh: true })).tokens).toEqual(before);
    expect(sb.moves(sb.demoKey)).toEqual([]);
  });

  it('a raffle of a missing NFT', async () => {
    await expect(
      c.createRaffle({ channelId: CH, item: { type: 'NFT', chain: 'Base', tokenId: '999' }, countdown: 60_000, maxEntries: 1 }),
    ).rejects.toBeInstanceOf(RejectedError);
  });
});

describe('faults: a write is sent once, whatever happens', () => {
  const tip = () =>
    c.sendTip({ channelId: CH, recipientId: MEMBER, item: { type: 'TOKEN', chain: 'Ethereum', tokenAddress: USDC, amount: 1 } });

  it('a 503 is not retried and moves nothing', async () => {
    const before = await tokenRaw('Ethereum', USDC);
    sb.faults.set('sendTip', { errorRate: 1, errorStatus: 503 });
    await expect(tip()).rejects.toBeInstanceOf(UpstreamError);
    expect(sb.stats.byRoute().sendTip).toBe(1);
    expect(await tokenRaw('Ethereum', USDC)).toBe(before);
  });

  it('an answer lost after the write took effect: outcome unknown, not resent, caches dropped', async () => {
    const before = BigInt((await tokenRaw('Ethereum', USDC))!);
    sb.faults.set('sendTip', { dropAnswer: 1 });
    const error = await tip().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).outcomeUnknown).toBe(true);
    expect(sb.stats.byRoute().sendTip).toBe(1);
    expect(BigInt((await tokenRaw('Ethereum', USDC))!)).toBe(before - 1_000_000n);
  });

  it('a slow write times out with outcome unknown and is not resent', async () => {
    sb.faults.set('burn', { latencyMs: 3_000 });
    const error = await c.burn({ channelId: CH, item: { type: 'NFT', chain: 'Base', tokenId: '1' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as TimeoutError).outcomeUnknown).toBe(true);
    expect(sb.stats.byRoute().burn).toBe(1);
  });
});

describe('quest list', () => {
  it('filters by status, recurrence and visibility, and pages', async () => {
    const all = await c.listQuests({ limit: 50 });
    expect(all.pagination.total).toBeGreaterThanOrEqual(5);
    const drafts = await c.listQuests({ statuses: ['DRAFT'] });
    expect(drafts.data.map((q) => q.id)).toEqual([DEMO.quests.draft]);
    const priv = await c.listQuests({ visibilities: ['PRIVATE'] });
    expect(priv.data.every((q) => q.visibility === 'PRIVATE')).toBe(true);
    expect(priv.data.map((q) => q.id).sort()).toEqual([DEMO.quests.archived, DEMO.quests.draft].sort());
    const weekly = await c.listQuests({ recurrences: ['WEEKLY'], statuses: ['ACTIVE'] });
    expect(weekly.data.map((q) => q.id)).toContain(DEMO.quests.active);
    const second = await c.listQuests({ offset: 1, limit: 1 });
    expect(second.data[0]?.id).toBe(all.data[1]?.id);
  });
});

describe('the limiter', () => {
  let stub: Stub;
  afterEach(() => stub?.close());

  it('sends a queued tip before queued reads', async () => {
    // Slots 220 ms apart: wide enough that a connect on a busy machine cannot reorder arrivals.
    stub = await startStub();
    const slow = createCommunityApi({ baseUrl: stub.url, ratePerSecond: 5, cache: false });
    try {
      const k = slow.forKey(sb.demoKey);
      await Promise.all([
        k.listQuests({ offset: 0 }),
        k.listQuests({ offset: 1 }),
        k.listQuests({ offset: 2 }),
        k.sendTip({ channelId: CH, recipientId: MEMBER, item: { type: 'POINTS', pointSystemId: SPARKS, amount: 1 } }),
      ]);
      expect(stub.seen.map((s) => s.method)).toEqual(['GET', 'POST', 'GET', 'GET']);
    } finally {
      await slow.close();
    }
  });
});
