import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SAFE } from '../src/api/schemas.js';
import { PATHS } from './paths.js';
import { DEMO, startSandbox, type Sandbox } from '../src/sandbox/index.js';
import { call, expectBadRequest, qs } from './sandbox-helpers.js';

let sb: Sandbox;
beforeAll(async () => {
  sb = await startSandbox({ ratePerSecond: 0 });
});
afterAll(() => sb.close());

const get = (path: string, params: Parameters<typeof qs>[0] = {}) => call(sb, `${path}${qs(params)}`);
const BALANCES = PATHS.pointBalances(DEMO.pointSystems.active);

describe('query bounds, at and past each edge', () => {
  it.each([
    [PATHS.tokens, 100],
    [PATHS.questCompletions, 50],
    [PATHS.points, 50],
    [BALANCES, 100],
  ])('%s limit 0..%i', async (path, max) => {
    expect((await get(path, { limit: 0 })).status).toBe(200);
    expect((await get(path, { limit: max })).status).toBe(200);
    expectBadRequest(await get(path, { limit: max + 1 }), 'limit');
    expectBadRequest(await get(path, { limit: -1 }), 'limit');
    expectBadRequest(await get(path, { limit: '1.5' }), 'limit');
    expectBadRequest(await get(path, { limit: 'ten' }), 'limit');
    expectBadRequest(await get(path, { limit: '' }), 'limit');
    expect((await get(path, { offset: 0 })).status).toBe(200);
    expectBadRequest(await get(path, { offset: -1 }), 'offset');
    expectBadRequest(await get(path, { offset: 'x' }), 'offset');
  });

  it('refuses a scalar parameter given twice', async () => {
    expectBadRequest(await get(PATHS.tokens, { limit: [1, 2] }), 'limit');
  });

  it('token list chain: the 40-key list', async () => {
    expect((await get(PATHS.tokens, { chain: 'zkCronos' })).status).toBe(200);
    expectBadRequest(await get(PATHS.tokens, { chain: 'Bitcoin' }), 'chain');
    expectBadRequest(await get(PATHS.tokens, { chain: 'ethereum' }), 'chain');
  });

  it('quest completions: round 1..2^53-1, user id digits, times as whole ms', async () => {
    const p = PATHS.questCompletions;
    expect((await get(p, { iteration: 1 })).status).toBe(200);
    expect((await get(p, { iteration: MAX_SAFE })).status).toBe(200);
    expectBadRequest(await get(p, { iteration: 0 }), 'iteration');
    expectBadRequest(await get(p, { iteration: '9007199254740992' }), 'iteration');
    expectBadRequest(await get(p, { userId: 'abc' }), 'userId');
    expectBadRequest(await get(p, { startTime: -1 }), 'startTime');
    expectBadRequest(await get(p, { endTime: 'yesterday' }), 'endTime');
    expectBadRequest(await get(p, { questId: '' }), 'questId');
    expect((await get(p, { questId: DEMO.quests.unknown })).json.pagination.total).toBe(0);
  });

  it('point systems: search ≤ 256, statuses and permission enums, includeShared boolean', async () => {
    const p = PATHS.points;
    expect((await get(p, { query: 'x'.repeat(256) })).status).toBe(200);
    expectBadRequest(await get(p, { query: 'x'.repeat(257) }), 'query');
    expectBadRequest(await get(p, { statuses: ['ACTIVE', 'BOGUS'] }), 'statuses');
    expectBadRequest(await get(p, { statuses: 'ACTIVE,ARCHIVED' }), 'statuses');
    expectBadRequest(await get(p, { permission: 'ADMIN' }), 'permission');
    expectBadRequest(await get(p, { includeShared: 'yes' }), 'includeShared');
  });

  it('point balances: platform single value, sortBy enum, userIds digits', async () => {
    expect((await get(BALANCES, { platform: 'chat', sortBy: 'balance-desc' })).status).toBe(200);
    expectBadRequest(await get(BALANCES, { platform: 'discord' }), 'platform');
    expectBadRequest(await get(BALANCES, { sortBy: 'balance' }), 'sortBy');
    expectBadRequest(await get(BALANCES, { userIds: [DEMO.memberId, 'me'] }), 'userIds');
  });

  it('service wallets: platform and user required, user numeric', async () => {
    const p = '/v1/servicewallets';
    const core = (params: Parameters<typeof qs>[0]) => call(sb, `${p}${qs(params)}`, { key: null });
    expectBadRequest(await core({ user: '1' }), 'platform');
    expectBadRequest(await core({ platform: 'discord', user: '1' }), 'platform');
    expectBadRequest(await core({ platform: 'chat' }), 'user');
    expectBadRequest(await core({ platform: 'chat', user: 'alice' }), 'user');
  });
});

describe('path parameters', () => {
  it('tipping balance takes the 36 listed chains only', async () => {
    expect((await call(sb, PATHS.tippingBalance('Robinhood'))).status).toBe(200);
    expectBadRequest(await call(sb, PATHS.tippingBalance('Stargaze')), 'chain');
    expectBadRequest(await call(sb, PATHS.tippingBalance('Bitcoin')), 'chain');
  });

  it('tipping inventory takes the union of forms A and B', async () => {
    expect((await call(sb, PATHS.tippingInventory('CosmosHub'))).status).toBe(200); // form A only
    expect((await call(sb, PATHS.tippingInventory('Intergaze'))).status).toBe(200); // form B only
    for (const chain of ['Atto', 'Nano', 'Pepecoin', 'Plasma', 'Robinhood', 'Somnia']) {
      expectBadRequest(await call(sb, PATHS.tippingInventory(chain)), 'chain');
    }
  });

  it('gating user id must be digits', async () => {
    expectBadRequest(await call(sb, PATHS.gatingUser('alice')), 'userId');
  });
});

describe('token body', () => {
  const save = (body: unknown, key?: string) => call(sb, PATHS.tokens, { key, body });

  it('requires a 40-list chain and a non-empty address', async () => {
    const key = sb.addCommunity({ empty: true });
    expect((await save({ chain: 'zkCronos', address: 'a' }, key)).status).toBe(201);
    // The spec sets no maximum; the client's 256 is its own rule.
    expect((await save({ chain: 'Osmosis', address: 'o'.repeat(300) }, key)).status).toBe(201);
    expectBadRequest(await save({ address: '0x1' }, key), 'chain');
    expectBadRequest(await save({ chain: 'Bitcoin', address: '0x1' }, key), 'chain');
    expectBadRequest(await save({ chain: 'Base' }, key), 'address');
    expectBadRequest(await save({ chain: 'Base', address: '' }, key), 'address');
    expectBadRequest(await save({ chain: 'Base', address: 42 }, key), 'address');
    expectBadRequest(await save([{ chain: 'Base', address: '0x1' }], key), 'body');
    expectBadRequest(await save('{"chain":', key), 'body');
    expect((await call(sb, PATHS.tokens, { key })).json.pagination.total).toBe(2);
  });

  it('asks for a JSON content type', async () => {
    const r = await call(sb, PATHS.tokens, { body: '{"chain":"Base","address":"0x1"}', headers: { 'content-type': 'text/plain' } });
    expect(r.status).toBe(415);
  });
});

describe('raid body', () => {
  const valid = {
    title: 'Raid',
    postUrl: 'https://x.com/signalhq/status/1',
    requirements: { like: true, comment: true, repost: false },
    reward: { type: 'FIXED', item: { type: 'TOKEN', chain: 'Base', tokenAddress: '0x1', amount: 5 } },
  };
  const raid = (patch: Record<string, unknown>) => call(sb, PATHS.raids, { body: { ...valid, ...patch } });
  const url = (length: number) => {
    const head = 'https://x.com/signalhq/status/';
    return head + '1'.repeat(length - head.length);
  };

  it('accepts each bound at its edge and every reward variant', async () => {
    // Not empty: a token pool must be one the tipping wallet holds (QUEST on Polygon), as it leaves the wallet.
    const key = sb.addCommunity();
    const accepted = [
      { title: 't'.repeat(64) },
      { postUrl: url(256) },
      { description: 'd'.repeat(256) },
      { description: null },
      { durationMinutes: 43_200 },
      { durationMinutes: null },
      // The spec allows these; the client refuses them as its own rules, the sandbox must not.
      { title: '' },
      { durationMinutes: 0 },
      { requirements: { like: false, comment: false, repost: false } },
      {
        reward: {
          type: 'TOKEN_POOL',
          item: { type: 'TOKEN', chain: 'Polygon', tokenAddress: '0x3b8e1d5f7a9c2e4b6d8f0a1c3e5b7d9f1a3c5e7b', amount: 10 },
        },
      },
      { reward: { type: 'RANDOM', rewardPoolId: 'pool-launch' } },
      { reward: { type: 'FIXED', item: { type: 'TOKEN', chain: 'Solana', amount: 1 } } },
    ];
    for (const patch of accepted) {
      const r = await call(sb, PATHS.raids, { key, body: { ...valid, ...patch } });
      expect(r.status, JSON.stringify(patch)).toBe(201);
    }
    expect(sb.raids(key)).toHaveLength(accepted.length);
  });

  it('refuses a token pool the tipping wallet does not hold, or more than it holds, and stores nothing', async () => {
    const key = sb.addCommunity();
    const pool = (tokenAddress: string, amount: number) =>
      call(sb, PATHS.raids, {
        key,
        body: { ...valid, reward: { type: 'TOKEN_POOL', item: { type: 'TOKEN', chain: 'Polygon', tokenAddress, amount } } },
      });
    expectBadRequest(await pool('0x1', 100000), 'item.tokenAddress');
    expectBadRequest(await pool('0x3b8e1d5f7a9c2e4b6d8f0a1c3e5b7d9f1a3c5e7b', 1e9), 'item.amount');
    expect(sb.raids(key)).toEqual([]);
  });

  it('refuses each bound past its edge, naming the field', async () => {
    const before = sb.raids(sb.demoKey).length;
    expectBadRequest(await raid({ title: 't'.repeat(65) }), 'title');
    expectBadRequest(await raid({ title: undefined }), 'title');
    expectBadRequest(await raid({ postUrl: url(257) }), 'postUrl');
    expectBadRequest(await raid({ postUrl: 'not a link' }), 'postUrl');
    expectBadRequest(await raid({ description: 'd'.repeat(257) }), 'description');
    expectBadRequest(await raid({ durationMinutes: 43_201 }), 'durationMinutes');
    expectBadRequest(await raid({ durationMinutes: 1.5 }), 'durationMinutes');
    expectBadRequest(await raid({ requirements: { like: 'yes', comment: true, repost: true } }), 'requirements.like');
    expectBadRequest(await raid({ requirements: undefined }), 'requirements');
    expectBadRequest(await raid({ reward: { type: 'BOGUS' } }), 'reward.type');
    expectBadRequest(await raid({ reward: 'lots' }), 'reward');
    expectBadRequest(
      await raid({ reward: { type: 'TOKEN_POOL', item: { type: 'TOKEN', chain: 'Base', amount: -1 } } }),
      'reward.item.amount',
    );
    expectBadRequest(await raid({ reward: { type: 'FIXED', item: { type: 'TOKEN', chain: 'Bitcoin', amount: 1 } } }), 'reward.item.chain');
    expectBadRequest(await raid({ reward: { type: 'RANDOM' } }), 'reward.rewardPoolId');
    expect(sb.raids(sb.demoKey)).toHaveLength(before);
  });
});

describe('auth', () => {
  it('answers 401 JSON for a missing, malformed or unknown key, never echoing it', async () => {
    for (const key of [null, '', 'not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const r = await call(sb, PATHS.tokens, { key });
      expect(r.status, String(key)).toBe(401);
      expect(r.json).toMatchObject({ error: 'Unauthorized', message: expect.stringMatching(/^x-api-key: /) });
      if (key) expect(r.text).not.toContain(key);
    }
  });

  it('lets the core endpoints through without a key', async () => {
    expect((await call(sb, PATHS.chains, { key: null })).status).toBe(200);
  });
});

describe('unknown things', () => {
  it('404 for an unknown quest, point system, gating user or route', async () => {
    for (const path of [
      PATHS.quest(DEMO.quests.unknown),
      PATHS.pointBalances(DEMO.pointSystems.unknown),
      PATHS.gatingUser(DEMO.gating.unknown),
      '/v1/community/nothing',
      '/v2/chains',
      '/v1/chains/',
    ]) {
      const r = await call(sb, path);
      expect(r.status, path).toBe(404);
      expect(r.json.error).toBe('Not Found');
    }
  });

  it('405 with Allow for a wrong method', async () => {
    const del = await call(sb, PATHS.tokens, { method: 'DELETE' });
    expect(del.status).toBe(405);
    expect(del.headers.get('allow')).toBe('GET, POST');
    const post = await call(sb, PATHS.chains, { method: 'POST', body: {} });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET');
  });
});
