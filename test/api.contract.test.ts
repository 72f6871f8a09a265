import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  AuthError,
  createCommunityApi,
  LISTED_CHAINS,
  NetworkError,
  NotFoundError,
  RateLimitedError,
  RejectedError,
  SchemaError,
  TimeoutError,
  UpstreamError,
  type ApiOptions,
  type CommunityApi,
  type CreateRaidInput,
} from '../src/api/index.js';
import { DEMO, startSandbox, type Sandbox } from '../src/sandbox/index.js';

const NO_RETRY = { max: 0, maxTotalMs: 0 };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const raid: CreateRaidInput = {
  title: 'Boost the launch post',
  postUrl: 'https://x.com/community/status/1',
  description: null,
  durationMinutes: 60,
  channelId: DEMO.channelId,
  requirements: { like: true, comment: false, repost: true },
  // A pool the demo wallet holds (QUEST on Polygon): the sandbox takes a raid's pool out of the
  // tipping wallet and refuses one it cannot fund (assumption in src/sandbox/wallet.ts).
  reward: {
    type: 'TOKEN_POOL',
    item: { type: 'TOKEN', chain: 'Polygon', tokenAddress: '0x3b8e1d5f7a9c2e4b6d8f0a1c3e5b7d9f1a3c5e7b', amount: 10 },
  },
};

let sb: Sandbox;
let api: CommunityApi;
const open = (options: Partial<ApiOptions> = {}) => {
  api = createCommunityApi({ baseUrl: sb.url, ratePerSecond: 0, retries: { max: 3, maxTotalMs: 5_000, baseDelayMs: 20 }, ...options });
  return api.forKey(sb.demoKey);
};

beforeEach(async () => {
  // On a day of the demo's last recorded round (later days are in later, empty rounds).
  sb = await startSandbox({ ratePerSecond: 0, now: () => DEMO.quests.inLastRound });
});
afterEach(async () => {
  await api?.close();
  await sb.close();
});

describe('every endpoint against the sandbox', () => {
  it('reads the demo community', async () => {
    const c = open();
    const tokens = await c.listTokens();
    expect(tokens.pagination.total).toBe(DEMO.tokens.count);
    expect((await c.listTokens({ chain: 'Ethereum' })).data.every((t) => t.chain === 'Ethereum')).toBe(true);

    const quest = await c.getQuest(DEMO.quests.active);
    expect(quest).toMatchObject({ id: DEMO.quests.active, status: 'ACTIVE', iteration: DEMO.quests.activeRounds });
    const completions = await c.listQuestCompletions({ questId: DEMO.quests.active, userId: DEMO.memberId, limit: 50 });
    expect(completions.data.length).toBeGreaterThan(0);
    expect(completions.data.every((d) => d.questId === DEMO.quests.active && d.userId === DEMO.memberId)).toBe(true);

    const own = await c.listPointSystems();
    const withShared = await c.listPointSystems({ includeShared: true, statuses: ['ACTIVE', 'ARCHIVED', 'SUSPENDED'] });
    expect(own.data.map((p) => p.id)).not.toContain(DEMO.pointSystems.shared);
    expect(withShared.data.map((p) => p.id)).toContain(DEMO.pointSystems.shared);

    const balances = await c.getPointBalances({ pointSystemId: DEMO.pointSystems.active, limit: 100, sort: 'balance-desc' });
    expect(balances.pagination.total).toBe(DEMO.pointSystems.activeHolders);
    expect(balances.data).toHaveLength(100);
    expect(balances.data[0]!.balance).toBeGreaterThanOrEqual(balances.data[99]!.balance);

    expect((await c.getUserDetails(DEMO.gating.linked)).linkedAccounts.length).toBeGreaterThan(0);
    const redacted = await c.getUserDetails(DEMO.gating.redacted);
    expect([...redacted.linkedAccounts, ...redacted.linkedWallets].every((x) => x.isRedacted === true)).toBe(true);

    const balance = await c.getTippingBalance('Ethereum');
    expect(balance.tokens.find((t) => t.symbol === DEMO.tipping.bigToken.symbol)?.balanceRaw).toBe(DEMO.tipping.bigToken.balanceRaw);
    expect((await c.getTippingInventory('Base')).nfts).toHaveLength(DEMO.tipping.nftCountByChain.Base);

    const wallets = await c.getServiceWallets(DEMO.memberId);
    expect(wallets.length).toBeGreaterThan(0);
    expect((await c.listChains()).map((ch) => ch.key).sort()).toEqual([...LISTED_CHAINS].sort());
  });

  it('writes: a saved token shows in the next list at once, a raid is stored as sent', async () => {
    const c = open();
    expect((await c.listTokens({ limit: 100 })).pagination.total).toBe(DEMO.tokens.count);
    await c.saveToken({ chain: 'Base', address: '0x00000000000000000000000000000000000000b0' });
    const after = await c.listTokens({ limit: 100 });
    expect(after.data.map((t) => t.address)).toContain('0x00000000000000000000000000000000000000b0');
    await c.createRaid(raid);
    expect(sb.raids(sb.demoKey)).toEqual([expect.objectContaining(raid)]);
  });

  it('keys are isolated: their own data, cache and counts', async () => {
    const c = open();
    const otherKey = sb.addCommunity({ empty: true });
    const other = api.forKey(otherKey);
    await c.saveToken({ chain: 'Base', address: '0xdemo-only' });
    expect((await other.listTokens()).data.map((t) => t.address)).not.toContain('0xdemo-only');
    await other.listTokens();
    expect(sb.stats.byKey(otherKey)).toBe(1);
    expect(sb.stats.byKey(sb.demoKey)).toBe(1);
  });

  it('the core endpoints carry no key', async () => {
    const c = open();
    await c.listChains();
    await c.getServiceWallets(DEMO.memberId);
    expect(sb.stats.total()).toBe(2);
    expect(sb.stats.byKey(sb.demoKey)).toBe(0);
  });

  it('the discord spelling talks to a discord-spelled service', async () => {
    await sb.close();
    sb = await startSandbox({ ratePerSecond: 0, spelling: 'discord' });
    const c = open({ spelling: 'discord' });
    expect((await c.getServiceWallets(DEMO.memberId)).length).toBeGreaterThan(0);
    expect((await c.getUserDetails(DEMO.gating.linked)).chatUserId).toBe(DEMO.gating.linked);
    expect((await c.getPointBalances({ pointSystemId: DEMO.pointSystems.active })).data[0]?.platform).toBe('discord');
  });
});

describe('each error class', () => {
  it('AuthError for an unknown key, NotFoundError for unknown ids', async () => {
    open();
    const stranger = api.forKey('00000000-0000-4000-8000-000000000000');
    const auth = await stranger.listTokens().catch((e: unknown) => e);
    expect(auth).toBeInstanceOf(AuthError);
    expect((auth as AuthError).status).toBe(401);
    const c = api.forKey(sb.demoKey);
    await expect(c.getQuest(DEMO.quests.unknown)).rejects.toBeInstanceOf(NotFoundError);
    await expect(c.getUserDetails(DEMO.gating.unknown)).rejects.toBeInstanceOf(NotFoundError);
    await expect(c.getPointBalances({ pointSystemId: DEMO.pointSystems.unknown })).rejects.toBeInstanceOf(NotFoundError);
  });

  it('RejectedError carries the service message', async () => {
    // A client spelled for another platform: the sandbox refuses the platform value.
    const c = open({ spelling: 'discord' });
    const error = (await c.getPointBalances({ pointSystemId: DEMO.pointSystems.active }).catch((e: unknown) => e)) as RejectedError;
    expect(error).toBeInstanceOf(RejectedError);
    expect(error.status).toBe(400);
    expect(error.upstreamMessage).toMatch(/^platform:/);
    expect(error.path).toContain('platform=discord');
  });

  it('RateLimitedError, UpstreamError, TimeoutError, NetworkError, SchemaError from injected faults', async () => {
    const c = open({ retries: NO_RETRY, timeoutMs: 1_000, cache: false });
    sb.faults.set('listTokens', { rateLimitBurst: 1 });
    const limited = (await c.listTokens().catch((e: unknown) => e)) as RateLimitedError;
    expect(limited).toBeInstanceOf(RateLimitedError);
    expect(limited.retryAfterMs).toBe(1000);
    expect(api.stats.rateLimited).toBe(1);

    sb.faults.set('getQuest', { errorRate: 1, errorStatus: 502 });
    await expect(c.getQuest(DEMO.quests.active)).rejects.toBeInstanceOf(UpstreamError);
    sb.faults.set('getQuest', { hang: true });
    await expect(c.getQuest(DEMO.quests.active)).rejects.toBeInstanceOf(TimeoutError);
    sb.faults.set('getQuest', { reset: 1 });
    await expect(c.getQuest(DEMO.quests.active)).rejects.toBeInstanceOf(NetworkError);

    sb.faults.set('listChains', { malformedJson: 1 });
    const malformed = await c.listChains().catch((e: unknown) => e);
    expect(malformed).toBeInstanceOf(SchemaError);

    sb.faults.set('listTokens', { drift: 'missing-field' });
    const drift = (await c.listTokens().catch((e: unknown) => e)) as SchemaError;
    expect(drift).toBeInstanceOf(SchemaError);
    expect(drift.issues.map((i) => i.path)).toEqual(['data.0.chain']);

    sb.faults.set('listTokens', { drift: 'extra-field' });
    const page = await c.listTokens();
    expect(page).not.toHaveProperty('unexpectedField');
    expect(page.data[0]).not.toHaveProperty('unexpectedField');

    for (const e of [limited, drift, malformed]) {
      const text = [JSON.stringify(e), String(e), (e as Error).stack].join('\n');
      expect(text).not.toContain(sb.demoKey);
    }
  });
});

describe('retries against the sandbox', () => {
  it('a GET recovers after 5xx', async () => {
    const c = open({ logger: { debug: () => sb.faults.clear(), warn: () => undefined } });
    sb.faults.set('getQuest', { errorRate: 1, errorStatus: 503 });
    await expect(c.getQuest(DEMO.quests.active)).resolves.toMatchObject({ id: DEMO.quests.active });
    expect(sb.stats.byRoute().getQuest).toBe(2);
    expect(api.stats.retries).toBe(1);
  });

  it('a GET recovers after 429s, honouring Retry-After', async () => {
    const c = open();
    sb.faults.set('listChains', { rateLimitBurst: 1 });
    const started = performance.now();
    await expect(c.listChains()).resolves.toHaveLength(LISTED_CHAINS.length);
    expect(performance.now() - started).toBeGreaterThanOrEqual(950);
    expect(sb.stats.byRoute().listChains).toBe(2);
  });

  it('a POST is sent exactly once when it hangs or fails', async () => {
    const c = open({ timeoutMs: 1_000 });
    sb.faults.set('createRaid', { hang: true });
    const timedOut = (await c.createRaid(raid).catch((e: unknown) => e)) as TimeoutError;
    expect(timedOut).toBeInstanceOf(TimeoutError);
    expect(timedOut.outcomeUnknown).toBe(true);
    sb.faults.set('saveToken', { errorRate: 1, errorStatus: 503 });
    await expect(c.saveToken({ chain: 'Base', address: '0x1' })).rejects.toBeInstanceOf(UpstreamError);
    await sleep(500);
    expect(sb.stats.byRoute().createRaid).toBe(1);
    expect(sb.stats.byRoute().saveToken).toBe(1);
    expect(api.stats.retries).toBe(0);
  });
});

describe('rate and sharing against the sandbox', () => {
  it('at the service limit of 1 request per second, no request is refused', async () => {
    sb.setRateLimit(1);
    const c = open({ ratePerSecond: 1, cache: false, coalesce: false });
    await Promise.all([
      c.getQuest(DEMO.quests.active),
      c.getQuest(DEMO.quests.ended),
      c.listTokens(),
      c.saveToken({ chain: 'Base', address: '0x2' }),
    ]);
    expect(api.stats.rateLimited).toBe(0);
    expect(api.stats.requests).toBe(4);
    expect(sb.stats.total()).toBe(4);
  });

  it('10 identical concurrent GETs are one upstream request', async () => {
    const c = open();
    sb.faults.set('getQuest', { latencyMs: 50 });
    const quests = await Promise.all(Array.from({ length: 10 }, () => c.getQuest(DEMO.quests.active)));
    expect(quests.every((q) => q.id === DEMO.quests.active)).toBe(true);
    expect(sb.stats.byRoute().getQuest).toBe(1);
    await c.getQuest(DEMO.quests.active);
    expect(sb.stats.byRoute().getQuest).toBe(1);
  });
});
