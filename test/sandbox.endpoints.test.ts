import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { LISTED_CHAINS } from '../src/api/chains.js';
import {
  ChainListResponse,
  PointBalanceListResponse,
  PointSystemListResponse,
  QuestCompletionListResponse,
  QuestSchema,
  ServiceWalletsResponse,
  SocialPostTaskSchema,
  TippingBalanceResponse,
  TippingInventoryResponse,
  TokenListResponse,
  UserDetailsSchema,
} from '../src/api/schemas.js';
import { PATHS } from './paths.js';
import { DEMO, startSandbox, type Sandbox } from '../src/sandbox/index.js';
import { call, qs } from './sandbox-helpers.js';

/** Parses with the project's response schema and proves nothing was stripped: no unknown fields. */
function conforms<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.parse(body);
  expect(parsed).toEqual(body);
  return parsed;
}

const SNOWFLAKE = /^\d{17,19}$/;

let sb: Sandbox;
beforeAll(async () => {
  // On a day of the demo's last recorded round (later days are in later, empty rounds).
  sb = await startSandbox({ ratePerSecond: 0, now: () => DEMO.quests.inLastRound });
});
afterAll(() => sb.close());

describe('core endpoints (no key)', () => {
  it('lists the 36 chains with ids and names as the spec states', async () => {
    const r = await call(sb, PATHS.chains, { key: null });
    expect(r.status).toBe(200);
    const { chains } = conforms(ChainListResponse, r.json);
    expect(chains.map((c) => c.key)).toEqual(LISTED_CHAINS);
    const byKey = new Map(chains.map((c) => [c.key, c]));
    for (const key of ['Atto', 'HyperCore', 'Nano', 'Pepecoin', 'Solana']) expect(byKey.get(key)?.id).toBe('');
    expect(byKey.get('CosmosHub')?.name).toBe('Cosmos Hub');
    expect(byKey.get('HyperEvm')?.name).toBe('HyperEVM');
    expect(byKey.get('SeiEvm')?.name).toBe('Sei EVM');
    expect(chains.filter((c) => !['CosmosHub', 'HyperEvm', 'SeiEvm'].includes(c.key)).every((c) => c.name === c.key)).toBe(true);
    expect(byKey.get('Ethereum')?.id).toBe('1');
    expect(byKey.get('Osmosis')?.id).toMatch(/^[a-z]+-\d+$/);
  });

  it('gives any numeric user one stable wallet per listed chain', async () => {
    const path = PATHS.chains.replace('chains', 'servicewallets');
    const a = await call(sb, `${path}${qs({ platform: 'chat', user: DEMO.memberId })}`, { key: null });
    expect(a.status).toBe(200);
    const { wallets } = conforms(ServiceWalletsResponse, a.json);
    expect(wallets.map((w) => w.chain)).toEqual(LISTED_CHAINS);
    const chains = conforms(ChainListResponse, (await call(sb, PATHS.chains, { key: null })).json).chains;
    for (const w of wallets) expect(w.chainId).toBe(chains.find((c) => c.key === w.chain)?.id);
    expect(wallets.find((w) => w.chain === 'Ethereum')?.address).toMatch(/^0x[0-9a-f]{40}$/);
    expect((await call(sb, `${path}${qs({ platform: 'chat', user: DEMO.memberId })}`, { key: null })).json).toEqual(a.json);
    const other = await call(sb, `${path}${qs({ platform: 'chat', user: '42' })}`, { key: null });
    expect(other.json.wallets[0].address).not.toBe(wallets[0]?.address);
  });
});

describe('tokens', () => {
  it('lists the demo tokens with the default page of 20', async () => {
    const r = await call(sb, PATHS.tokens);
    expect(r.status).toBe(200);
    const page = conforms(TokenListResponse, r.json);
    expect(page.pagination).toEqual({ offset: 0, limit: 20, total: DEMO.tokens.count, count: DEMO.tokens.count });
    expect(new Set(page.data.map((t) => t.chain))).toEqual(new Set(DEMO.tokens.chains));
  });

  it('filters by chain and pages', async () => {
    const eth = conforms(TokenListResponse, (await call(sb, `${PATHS.tokens}${qs({ chain: 'Ethereum' })}`)).json);
    expect(eth.data.length).toBe(2);
    expect(eth.data.every((t) => t.chain === 'Ethereum')).toBe(true);
    const second = conforms(TokenListResponse, (await call(sb, `${PATHS.tokens}${qs({ offset: 2, limit: 3 })}`)).json);
    expect(second.pagination).toEqual({ offset: 2, limit: 3, total: DEMO.tokens.count, count: 3 });
    const none = conforms(TokenListResponse, (await call(sb, `${PATHS.tokens}${qs({ limit: 0 })}`)).json);
    expect(none.pagination.count).toBe(0);
  });

  it('saves a token with 201 and an empty body; it then appears with createdAt = now', async () => {
    const key = sb.addCommunity({ empty: true });
    const before = Date.now();
    const r = await call(sb, PATHS.tokens, { key, body: { chain: 'Base', address: '0xAbCdEf0000000000000000000000000000000001' } });
    expect(r.status).toBe(201);
    expect(r.text).toBe('');
    const page = conforms(TokenListResponse, (await call(sb, PATHS.tokens, { key })).json);
    expect(page.pagination.total).toBe(1);
    const [token] = page.data;
    expect(token?.address).toBe('0xAbCdEf0000000000000000000000000000000001');
    expect(token?.createdAt).toBeGreaterThanOrEqual(before);
    expect(token?.createdAt).toBeLessThanOrEqual(Date.now());
  });

  it('treats a repeated save as idempotent: 201, no second row (EVM case-insensitive, Solana not)', async () => {
    const key = sb.addCommunity({ empty: true });
    const save = (chain: string, address: string) => call(sb, PATHS.tokens, { key, body: { chain, address } });
    expect((await save('Ethereum', '0xabcdef0000000000000000000000000000000002')).status).toBe(201);
    expect((await save('Ethereum', '0xABCDEF0000000000000000000000000000000002')).status).toBe(201);
    expect((await save('Polygon', '0xabcdef0000000000000000000000000000000002')).status).toBe(201);
    expect((await save('Solana', 'So11111111111111111111111111111111111111112')).status).toBe(201);
    expect((await save('Solana', 'SO11111111111111111111111111111111111111112')).status).toBe(201);
    const page = conforms(TokenListResponse, (await call(sb, PATHS.tokens, { key })).json);
    expect(page.data.map((t) => t.chain)).toEqual(['Ethereum', 'Polygon', 'Solana', 'Solana']);
  });

  it('keeps each key its own community', async () => {
    const a = sb.addCommunity();
    const b = sb.addCommunity();
    const address = '0x1111111111111111111111111111111111111111';
    expect((await call(sb, PATHS.tokens, { key: a, body: { chain: 'Linea', address } })).status).toBe(201);
    const listed = async (key: string) =>
      conforms(TokenListResponse, (await call(sb, `${PATHS.tokens}${qs({ chain: 'Linea' })}`, { key })).json).data;
    expect((await listed(a)).map((t) => t.address)).toEqual([address]);
    expect(await listed(b)).toEqual([]);
    expect(await listed(sb.demoKey)).toEqual([]);
  });
});

describe('quests and completions', () => {
  it('serves every demo quest in its status; the active one has a social post task and rounds', async () => {
    const expected = {
      [DEMO.quests.active]: 'ACTIVE',
      [DEMO.quests.ended]: 'ENDED',
      [DEMO.quests.paused]: 'PAUSED',
      [DEMO.quests.draft]: 'DRAFT',
      [DEMO.quests.archived]: 'ARCHIVED',
    };
    for (const [id, status] of Object.entries(expected)) {
      const r = await call(sb, PATHS.quest(id));
      expect(r.status).toBe(200);
      expect(QuestSchema.parse(r.json).status).toBe(status);
    }
    const quest = QuestSchema.parse((await call(sb, PATHS.quest(DEMO.quests.active))).json);
    expect(quest.iteration).toBe(DEMO.quests.activeRounds);
    expect(quest.iterationCompletions).toHaveLength(DEMO.quests.activeRounds);
    expect(quest.totalCompletionCount).toBe(quest.iterationCompletions.reduce((a, b) => a + b, 0));
    const social = quest.tasks.find((t) => t.type === 'SOCIAL_POST_INTERACTION');
    expect(SocialPostTaskSchema.parse(social).id).toBe(DEMO.quests.socialTaskId);
    expect(quest.tasks.some((t) => t.type !== 'SOCIAL_POST_INTERACTION')).toBe(true);
  });

  it('lists completions with a default page of 20 and totals that match the quests', async () => {
    const first = conforms(QuestCompletionListResponse, (await call(sb, PATHS.questCompletions)).json);
    expect(first.pagination.limit).toBe(20);
    expect(first.pagination.count).toBe(20);
    let sum = 0;
    for (const id of Object.values(DEMO.quests).filter((v) => typeof v === 'string' && v.startsWith('q-'))) {
      const r = await call(sb, PATHS.quest(id as string));
      if (r.status === 200) sum += (r.json as { totalCompletionCount: number }).totalCompletionCount;
    }
    expect(first.pagination.total).toBe(sum);
  });

  it('filters by quest, round, user and time, and pages through every round of the active quest', async () => {
    const quest = QuestSchema.parse((await call(sb, PATHS.quest(DEMO.quests.active))).json);
    for (let round = 1; round <= quest.iteration; round++) {
      const r = await call(sb, `${PATHS.questCompletions}${qs({ questId: quest.id, iteration: round, limit: 50 })}`);
      const page = conforms(QuestCompletionListResponse, r.json);
      expect(page.pagination.total).toBe(quest.iterationCompletions[round - 1]);
      expect(page.data.every((c) => c.iteration === round && c.questId === quest.id)).toBe(true);
    }
    const seen: string[] = [];
    for (let offset = 0; ; offset += 50) {
      const page = conforms(
        QuestCompletionListResponse,
        (await call(sb, `${PATHS.questCompletions}${qs({ questId: quest.id, offset, limit: 50 })}`)).json,
      );
      seen.push(...page.data.map((c) => `${c.iteration}:${c.userId}`));
      if (offset + page.pagination.count >= page.pagination.total) break;
    }
    expect(new Set(seen).size).toBe(quest.totalCompletionCount);

    const mine = conforms(
      QuestCompletionListResponse,
      (await call(sb, `${PATHS.questCompletions}${qs({ userId: DEMO.memberId, questId: quest.id })}`)).json,
    );
    expect(mine.data.map((c) => c.iteration).sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(mine.data[0]?.verificationData[0]?.type).toBe('CHAT_ACCOUNT_AGE');
    expect(mine.data[0]?.source.platform).toBe('chat');

    const [newest] = mine.data;
    const t = newest?.timestamp ?? 0;
    const exact = conforms(
      QuestCompletionListResponse,
      (await call(sb, `${PATHS.questCompletions}${qs({ userId: DEMO.memberId, startTime: t, endTime: t })}`)).json,
    );
    expect(exact.data).toEqual([newest]);
    const after = conforms(
      QuestCompletionListResponse,
      (await call(sb, `${PATHS.questCompletions}${qs({ userId: DEMO.memberId, startTime: t + 1 })}`)).json,
    );
    expect(after.data.every((c) => c.timestamp > t)).toBe(true);
  });
});

describe('points', () => {
  it('lists own point systems; the shared one only with includeShared=true', async () => {
    const own = conforms(PointSystemListResponse, (await call(sb, PATHS.points)).json);
    expect(own.data.map((p) => p.id)).toEqual([DEMO.pointSystems.active, DEMO.pointSystems.archived]);
    expect(own.pagination).toEqual({ offset: 0, limit: 20, total: 2, count: 2 });
    const all = conforms(PointSystemListResponse, (await call(sb, `${PATHS.points}${qs({ includeShared: true })}`)).json);
    expect(all.data.map((p) => p.id)).toContain(DEMO.pointSystems.shared);
    expect(all.data.find((p) => p.id === DEMO.pointSystems.active)?.holderCount).toBe(DEMO.pointSystems.activeHolders);
  });

  it('filters by repeated statuses, permission and search text', async () => {
    const ids = async (params: Parameters<typeof qs>[0]) =>
      conforms(PointSystemListResponse, (await call(sb, `${PATHS.points}${qs(params)}`)).json).data.map((p) => p.id);
    expect(await ids({ statuses: 'ARCHIVED' })).toEqual([DEMO.pointSystems.archived]);
    expect(await ids({ statuses: ['ACTIVE', 'ARCHIVED'] })).toHaveLength(2);
    expect(await ids({ statuses: 'SUSPENDED' })).toEqual([]);
    expect(await ids({ permission: 'PRINT', includeShared: true })).toEqual([DEMO.pointSystems.active]);
    expect(await ids({ query: 'SPARK' })).toEqual([DEMO.pointSystems.active]);
    expect(await ids({ query: 'gems', includeShared: true })).toEqual([DEMO.pointSystems.shared]);
  });

  it('pages a 1,200-holder leaderboard, highest first, and sorts ascending on request', async () => {
    const path = PATHS.pointBalances(DEMO.pointSystems.active);
    const balances: number[] = [];
    const users = new Set<string>();
    for (let offset = 0; offset < DEMO.pointSystems.activeHolders; offset += 100) {
      const page = conforms(PointBalanceListResponse, (await call(sb, `${path}${qs({ offset, limit: 100 })}`)).json);
      expect(page.pagination).toEqual({ offset, limit: 100, total: DEMO.pointSystems.activeHolders, count: 100 });
      for (const e of page.data) {
        expect(e.platform).toBe('chat');
        expect(e.userId).toMatch(SNOWFLAKE);
        balances.push(e.balance);
        users.add(e.userId);
      }
    }
    expect(users.size).toBe(DEMO.pointSystems.activeHolders);
    expect(balances).toEqual([...balances].sort((a, b) => b - a));
    const first = conforms(PointBalanceListResponse, (await call(sb, path)).json);
    expect(first.pagination.limit).toBe(20);
    const asc = conforms(
      PointBalanceListResponse,
      (await call(sb, `${path}${qs({ sortBy: 'balance-asc', limit: 5, platform: 'chat' })}`)).json,
    );
    expect(asc.data.map((e) => e.balance)).toEqual(balances.slice(-5).reverse());
  });

  it('looks up specific members with repeated userIds', async () => {
    const path = PATHS.pointBalances(DEMO.pointSystems.active);
    const page = conforms(PointBalanceListResponse, (await call(sb, `${path}${qs({ userIds: [DEMO.memberId, '1'] })}`)).json);
    expect(page.data.map((e) => e.userId)).toEqual([DEMO.memberId]);
    expect(page.pagination.total).toBe(1);
    const shared = await call(sb, PATHS.pointBalances(DEMO.pointSystems.shared));
    expect(conforms(PointBalanceListResponse, shared.json).pagination.total).toBeGreaterThan(0);
  });
});

describe('gating users', () => {
  it('returns only the accounts and wallets the gating rules require', async () => {
    const r = await call(sb, PATHS.gatingUser(DEMO.gating.linked));
    const user = conforms(UserDetailsSchema, r.json);
    expect(user.chatUserId).toBe(DEMO.gating.linked);
    expect(user.linkedAccounts).toEqual([{ platform: 'social', username: expect.any(String) }]);
    expect(user.linkedWallets.map((w) => w.chain)).toEqual(['Linea', 'Solana']);
    expect(user.linkedWallets[0]).toMatchObject({ chainId: '59144', address: expect.stringMatching(/^0x[0-9a-f]{40}$/) });
  });

  it('blanks every detail of a user who disabled sharing', async () => {
    const user = conforms(UserDetailsSchema, (await call(sb, PATHS.gatingUser(DEMO.gating.redacted))).json);
    const linked = [...user.linkedAccounts, ...user.linkedWallets];
    expect(linked.length).toBeGreaterThan(0);
    expect(linked.every((l) => l.isRedacted === true)).toBe(true);
    expect(user.linkedAccounts.every((a) => a.username === '')).toBe(true);
    expect(user.linkedWallets.every((w) => w.address === '')).toBe(true);
  });

  it('answers a verified user with nothing linked, and 404 for an unknown one', async () => {
    const bare = conforms(UserDetailsSchema, (await call(sb, PATHS.gatingUser(DEMO.gating.bare))).json);
    expect(bare).toMatchObject({ linkedAccounts: [], linkedWallets: [] });
    expect((await call(sb, PATHS.gatingUser(DEMO.gating.unknown))).status).toBe(404);
  });
});

describe('tipping wallet', () => {
  it('holds a native coin and an 18-decimal token beyond 2^53 raw units', async () => {
    const r = await call(sb, PATHS.tippingBalance(DEMO.tipping.bigToken.chain));
    const { walletAddress, tokens } = conforms(TippingBalanceResponse, r.json);
    expect(walletAddress).toMatch(/^0x[0-9a-f]{40}$/);
    expect(tokens.some((t) => t.contractAddress === null)).toBe(true);
    const big = tokens.find((t) => t.symbol === DEMO.tipping.bigToken.symbol);
    expect(big).toMatchObject({ decimals: 18, balanceRaw: DEMO.tipping.bigToken.balanceRaw });
    expect(BigInt(big?.balanceRaw ?? 0) > BigInt(Number.MAX_SAFE_INTEGER)).toBe(true);
    // The raw text survives JSON untouched; only the number form is rounded.
    expect(r.text).toContain(`"balanceRaw":"${DEMO.tipping.bigToken.balanceRaw}"`);
    for (const chain of DEMO.tipping.chains) {
      const page = conforms(TippingBalanceResponse, (await call(sb, PATHS.tippingBalance(chain))).json);
      expect(page.tokens.length).toBeGreaterThan(0);
    }
  });

  it('answers a listed chain without holdings with its address and no tokens', async () => {
    const r = conforms(TippingBalanceResponse, (await call(sb, PATHS.tippingBalance('CosmosHub'))).json);
    expect(r.walletAddress).toMatch(/^cosmos1/);
    expect(r.tokens).toEqual([]);
  });

  it('lists NFTs with image URLs; Ethereum has enough to page', async () => {
    const eth = conforms(TippingInventoryResponse, (await call(sb, PATHS.tippingInventory('Ethereum'))).json);
    expect(eth.nfts).toHaveLength(DEMO.tipping.nftCountByChain.Ethereum);
    expect(eth.nfts.every((n) => n.imageUrl.startsWith('https://'))).toBe(true);
    for (const chain of DEMO.tipping.nftChains) {
      const r = conforms(TippingInventoryResponse, (await call(sb, PATHS.tippingInventory(chain))).json);
      expect(r.nfts).toHaveLength(DEMO.tipping.nftCountByChain[chain]);
    }
    // Form B only: accepted, as the builder's union requires.
    expect((await call(sb, PATHS.tippingInventory('Zaar'))).status).toBe(200);
  });
});

describe('raids', () => {
  it('creates a raid with 201 and an empty body, stored per community', async () => {
    // A community of its own whose wallet holds QUEST: a raid's pool leaves the tipping wallet (wallet.ts).
    const key = sb.addCommunity();
    const body = {
      title: 'Boost the launch post',
      postUrl: 'https://x.com/signalhq/status/1965432109876543210',
      description: null,
      durationMinutes: 60,
      channelId: DEMO.channelId,
      mentionRoleId: null,
      requirements: { like: true, comment: false, repost: true },
      reward: {
        type: 'TOKEN_POOL',
        item: { type: 'TOKEN', chain: 'Polygon', tokenAddress: '0x3b8e1d5f7a9c2e4b6d8f0a1c3e5b7d9f1a3c5e7b', amount: 10 },
      },
    };
    const before = Date.now();
    const r = await call(sb, PATHS.raids, { key, body });
    expect(r.status).toBe(201);
    expect(r.text).toBe('');
    const [raid] = sb.raids(key) as Record<string, unknown>[];
    expect(raid).toMatchObject(body);
    expect(raid?.id).toEqual(expect.any(String));
    expect(raid?.createdAt).toBeGreaterThanOrEqual(before);
    expect(sb.raids(sb.demoKey)).toEqual([]);
  });
});

describe('communities', () => {
  it('an empty community has no tokens, points, quests, completions or tipping holdings', async () => {
    const key = sb.addCommunity({ empty: true });
    const totals = await Promise.all(
      [PATHS.tokens, PATHS.questCompletions, `${PATHS.points}?includeShared=true`].map(
        async (p) => (await call(sb, p, { key })).json.pagination.total,
      ),
    );
    expect(totals).toEqual([0, 0, 0]);
    expect((await call(sb, PATHS.quest(DEMO.quests.active), { key })).status).toBe(404);
    expect(conforms(TippingBalanceResponse, (await call(sb, PATHS.tippingBalance('Ethereum'), { key })).json).tokens).toEqual([]);
    expect(conforms(TippingInventoryResponse, (await call(sb, PATHS.tippingInventory('Ethereum'), { key })).json).nfts).toEqual([]);
  });

  it('generates the same community from the same seed and another from another seed', async () => {
    const again = await startSandbox({ ratePerSecond: 0, seed: 42 });
    const other = await startSandbox({ ratePerSecond: 0, seed: 7 });
    try {
      const path = `${PATHS.pointBalances(DEMO.pointSystems.active)}?limit=50`;
      const mine = (await call(sb, path)).json;
      expect((await call(again, path)).json).toEqual(mine);
      expect((await call(other, path)).json).not.toEqual(mine);
      expect((await call(other, path)).json.pagination.total).toBe(DEMO.pointSystems.activeHolders);
    } finally {
      await Promise.all([again.close(), other.close()]);
    }
  });

  it('uses Discord-like snowflakes for the well-known member ids', () => {
    for (const id of [DEMO.memberId, ...Object.values(DEMO.gating), DEMO.guildId, DEMO.channelId]) expect(id).toMatch(SNOWFLAKE);
  });
});

describe('discord spelling', () => {
  let discord: Sandbox;
  beforeAll(async () => {
    discord = await startSandbox({ ratePerSecond: 0, spelling: 'discord' });
  });
  afterAll(() => discord.close());

  it('serves the platform-named wallets path and platform value', async () => {
    const r = await call(discord, `/v1/discordwallets${qs({ platform: 'discord', user: '1' })}`, { key: null });
    expect(conforms(ServiceWalletsResponse, r.json).wallets).toHaveLength(36);
    expect((await call(discord, `/v1/servicewallets${qs({ platform: 'chat', user: '1' })}`, { key: null })).status).toBe(404);
    const page = PointBalanceListResponse.parse((await call(discord, PATHS.pointBalances(DEMO.pointSystems.active))).json);
    expect(page.data[0]?.platform).toBe('discord');
    expect((await call(discord, `${PATHS.pointBalances(DEMO.pointSystems.active)}?platform=chat`)).status).toBe(400);
  });

  it('spells the user fields with the platform name, which the schema maps back', async () => {
    const r = await call(discord, PATHS.gatingUser(DEMO.gating.linked));
    expect(r.json.discordUserId).toBe(DEMO.gating.linked);
    expect(r.json.chatUserId).toBeUndefined();
    expect(UserDetailsSchema.parse(r.json).chatUserId).toBe(DEMO.gating.linked);
  });
});
