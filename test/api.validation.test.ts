import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommunityApi, ValidationError, type CommunityApi, type CommunityClient } from '../src/api/index.js';
import { MAX_SAFE } from '../src/api/schemas.js';
import { startStub, type Stub } from './api-stub.js';

const KEY = '0b7e6a52-1c1f-4a39-9d2e-6f1f0c4f7a11';
const s = (n: number) => 'x'.repeat(n);
const digits = (n: number) => '1'.repeat(n);
const pool = { type: 'TOKEN_POOL', item: { type: 'TOKEN', chain: 'Polygon', tokenAddress: '0xabc', amount: 5 } } as const;
const raid = { title: 'Raid', postUrl: 'https://x.com/p/1', requirements: { like: true, comment: false, repost: false }, reward: pool };

type Call = (c: CommunityClient) => Promise<unknown>;
type Refusal = { field: string; message: string | RegExp };
// Each bound at its edge (accepted, one request) and just past it (refused, nothing sent).
const cases: [string, Call, 'ok' | Refusal][] = [
  ['tokens limit 0', (c) => c.listTokens({ limit: 0 }), 'ok'],
  ['tokens limit 100', (c) => c.listTokens({ limit: 100 }), 'ok'],
  ['tokens limit 101', (c) => c.listTokens({ limit: 101 }), { field: 'limit', message: 'limit must be between 0 and 100' }],
  ['tokens limit -1', (c) => c.listTokens({ limit: -1 }), { field: 'limit', message: 'limit must be between 0 and 100' }],
  ['tokens limit 1.5', (c) => c.listTokens({ limit: 1.5 }), { field: 'limit', message: /whole number/ }],
  ['tokens offset 0', (c) => c.listTokens({ offset: 0 }), 'ok'],
  ['tokens offset max', (c) => c.listTokens({ offset: MAX_SAFE }), 'ok'],
  ['tokens offset -1', (c) => c.listTokens({ offset: -1 }), { field: 'offset', message: /offset must be a whole number of at least 0/ }],
  ['tokens offset past max', (c) => c.listTokens({ offset: MAX_SAFE + 2 }), { field: 'offset', message: /offset/ }],
  ['tokens chain Zaar', (c) => c.listTokens({ chain: 'Zaar' }), 'ok'],
  [
    'tokens chain unknown',
    (c) => c.listTokens({ chain: 'Dogechain' as never }),
    { field: 'chain', message: /Dogechain is not a chain the token endpoints accept; allowed: Abstract/ },
  ],
  ['tokens unknown option', (c) => c.listTokens({ page: 2 } as never), { field: 'page', message: /unknown option page/ }],
  ['save address 1', (c) => c.saveToken({ chain: 'Base', address: 'a' }), 'ok'],
  ['save address 256', (c) => c.saveToken({ chain: 'Base', address: s(256) }), 'ok'],
  ['save address empty', (c) => c.saveToken({ chain: 'Base', address: '' }), { field: 'address', message: 'address must not be empty' }],
  [
    'save address 257',
    (c) => c.saveToken({ chain: 'Base', address: s(257) }),
    { field: 'address', message: 'address must be at most 256 characters' },
  ],
  ['save no chain', (c) => c.saveToken({ address: 'a' } as never), { field: 'chain', message: /allowed:/ }],
  ['completions limit 50', (c) => c.listQuestCompletions({ limit: 50 }), 'ok'],
  ['completions limit 51', (c) => c.listQuestCompletions({ limit: 51 }), { field: 'limit', message: 'limit must be between 0 and 50' }],
  ['completions round 1', (c) => c.listQuestCompletions({ iteration: 1 }), 'ok'],
  ['completions round max', (c) => c.listQuestCompletions({ iteration: MAX_SAFE }), 'ok'],
  ['completions round 0', (c) => c.listQuestCompletions({ iteration: 0 }), { field: 'iteration', message: /round must be between 1 and/ }],
  ['completions user digits', (c) => c.listQuestCompletions({ userId: digits(20) }), 'ok'],
  ['completions user 21 digits', (c) => c.listQuestCompletions({ userId: digits(21) }), { field: 'userId', message: /is not a user id/ }],
  ['completions since = until', (c) => c.listQuestCompletions({ after: 5, until: 5 }), 'ok'],
  [
    'completions since > until',
    (c) => c.listQuestCompletions({ after: 6, until: 5 }),
    { field: 'after', message: 'since must be before until' },
  ],
  ['completions since -1', (c) => c.listQuestCompletions({ after: -1 }), { field: 'after', message: 'since must not be before 1970' }],
  ['completions quest id 128', (c) => c.listQuestCompletions({ questId: s(128) }), 'ok'],
  [
    'completions quest id 129',
    (c) => c.listQuestCompletions({ questId: s(129) }),
    { field: 'questId', message: 'quest id must be at most 128 characters' },
  ],
  ['quest id', (c) => c.getQuest('q1'), 'ok'],
  ['quest id empty', (c) => c.getQuest(''), { field: 'questId', message: 'quest id must not be empty' }],
  ['quest id with slash', (c) => c.getQuest('../tokens'), { field: 'questId', message: /must not contain spaces, slashes/ }],
  ['points search 256', (c) => c.listPointSystems({ search: s(256) }), 'ok'],
  [
    'points search 257',
    (c) => c.listPointSystems({ search: s(257) }),
    { field: 'search', message: 'search must be at most 256 characters' },
  ],
  ['points 3 statuses', (c) => c.listPointSystems({ statuses: ['ACTIVE', 'ARCHIVED', 'SUSPENDED'] }), 'ok'],
  [
    'points 4 statuses',
    (c) => c.listPointSystems({ statuses: ['ACTIVE', 'ARCHIVED', 'SUSPENDED', 'ACTIVE'] }),
    { field: 'statuses', message: /3/ },
  ],
  [
    'points bad status',
    (c) => c.listPointSystems({ statuses: ['GONE' as never] }),
    { field: 'statuses.0', message: /status GONE is not one of ACTIVE/ },
  ],
  [
    'points bad permission',
    (c) => c.listPointSystems({ permission: 'OWN' as never }),
    { field: 'permission', message: /permission OWN is not one of VIEW/ },
  ],
  [
    'points includeShared text',
    (c) => c.listPointSystems({ includeShared: 'yes' as never }),
    { field: 'includeShared', message: 'include-shared must be true or false' },
  ],
  ['points limit 50', (c) => c.listPointSystems({ limit: 50 }), 'ok'],
  ['points limit 51', (c) => c.listPointSystems({ limit: 51 }), { field: 'limit', message: 'limit must be between 0 and 50' }],
  [
    'balances 100 users',
    (c) => c.getPointBalances({ pointSystemId: 'p1', userIds: Array.from({ length: 100 }, () => '1234567890123456') }),
    'ok',
  ],
  [
    'balances 101 users',
    (c) => c.getPointBalances({ pointSystemId: 'p1', userIds: Array.from({ length: 101 }, () => '1') }),
    { field: 'userIds', message: 'at most 100 user ids at once' },
  ],
  ['balances no users listed', (c) => c.getPointBalances({ pointSystemId: 'p1', userIds: [] }), { field: 'userIds', message: /1/ }],
  ['balances limit 100', (c) => c.getPointBalances({ pointSystemId: 'p1', limit: 100 }), 'ok'],
  [
    'balances limit 101',
    (c) => c.getPointBalances({ pointSystemId: 'p1', limit: 101 }),
    { field: 'limit', message: 'limit must be between 0 and 100' },
  ],
  [
    'balances bad sort',
    (c) => c.getPointBalances({ pointSystemId: 'p1', sort: 'up' as never }),
    { field: 'sort', message: /sort up is not one of balance-desc/ },
  ],
  ['balances no system', (c) => c.getPointBalances({} as never), { field: 'pointSystemId', message: /point system id must be text/ }],
  ['balances system with ?', (c) => c.getPointBalances({ pointSystemId: 'a?b' }), { field: 'pointSystemId', message: /must not contain/ }],
  ['user digits', (c) => c.getUserDetails('123456789012345678'), 'ok'],
  ['user letters', (c) => c.getUserDetails('bob'), { field: 'chatUserId', message: /bob is not a user id/ }],
  ['balance chain', (c) => c.getTippingBalance('Ethereum'), 'ok'],
  ['balance Zaar', (c) => c.getTippingBalance('Zaar'), { field: 'chain', message: /^Zaar has no tipping balance; allowed: Abstract, / }],
  ['inventory Zaar (form B)', (c) => c.getTippingInventory('Zaar'), 'ok'],
  ['inventory HyperCore', (c) => c.getTippingInventory('HyperCore'), 'ok'],
  ['inventory Plasma', (c) => c.getTippingInventory('Plasma'), { field: 'chain', message: /^Plasma has no tipping inventory; allowed:/ }],
  ['raid', (c) => c.createRaid(raid), 'ok'],
  ['raid title 64', (c) => c.createRaid({ ...raid, title: s(64) }), 'ok'],
  ['raid title 65', (c) => c.createRaid({ ...raid, title: s(65) }), { field: 'title', message: 'title must be at most 64 characters' }],
  ['raid title empty', (c) => c.createRaid({ ...raid, title: '' }), { field: 'title', message: 'title must not be empty' }],
  ['raid url 256', (c) => c.createRaid({ ...raid, postUrl: `https://x.com/${s(242)}` }), 'ok'],
  [
    'raid url 257',
    (c) => c.createRaid({ ...raid, postUrl: `https://x.com/${s(243)}` }),
    { field: 'postUrl', message: 'post URL must be at most 256 characters' },
  ],
  ['raid url not a link', (c) => c.createRaid({ ...raid, postUrl: 'my post' }), { field: 'postUrl', message: /post URL must be a link/ }],
  ['raid description 256', (c) => c.createRaid({ ...raid, description: s(256) }), 'ok'],
  [
    'raid description 257',
    (c) => c.createRaid({ ...raid, description: s(257) }),
    { field: 'description', message: 'description must be at most 256 characters' },
  ],
  ['raid duration 1', (c) => c.createRaid({ ...raid, durationMinutes: 1 }), 'ok'],
  ['raid duration 43200', (c) => c.createRaid({ ...raid, durationMinutes: 43_200 }), 'ok'],
  [
    'raid duration 0',
    (c) => c.createRaid({ ...raid, durationMinutes: 0 }),
    { field: 'durationMinutes', message: 'duration (minutes) must be between 1 and 43200' },
  ],
  [
    'raid duration 43201',
    (c) => c.createRaid({ ...raid, durationMinutes: 43_201 }),
    { field: 'durationMinutes', message: 'duration (minutes) must be between 1 and 43200' },
  ],
  ['raid channel 16 digits', (c) => c.createRaid({ ...raid, channelId: digits(16) }), 'ok'],
  [
    'raid channel 15 digits',
    (c) => c.createRaid({ ...raid, channelId: digits(15) }),
    { field: 'channelId', message: /channel must be a Discord id/ },
  ],
  [
    'raid role 21 digits',
    (c) => c.createRaid({ ...raid, mentionRoleId: digits(21) }),
    { field: 'mentionRoleId', message: /role must be a Discord id/ },
  ],
  [
    'raid unknown requirement',
    (c) => c.createRaid({ ...raid, requirements: { ...raid.requirements, follow: true } as never }),
    { field: 'requirements.follow', message: 'unknown option follow' },
  ],
  [
    'raid no requirement',
    (c) => c.createRaid({ ...raid, requirements: { like: false, comment: false, repost: false } }),
    { field: 'requirements', message: /at least one of like, comment or repost/ },
  ],
  [
    'raid amount 0',
    (c) => c.createRaid({ ...raid, reward: { ...pool, item: { ...pool.item, amount: 0 } } }),
    { field: 'reward.item.amount', message: 'amount must be greater than 0' },
  ],
  [
    'raid reward kind',
    (c) => c.createRaid({ ...raid, reward: { type: 'NFT' } as never }),
    { field: 'reward.type', message: /reward must be a token pool/ },
  ],
  ['wallets user', (c) => c.getServiceWallets('4242424242424242'), 'ok'],
  ['wallets user letters', (c) => c.getServiceWallets('me'), { field: 'chatUserId', message: /me is not a user id/ }],
];

describe('input validation happens before any request', () => {
  let stub: Stub;
  let api: CommunityApi;
  beforeAll(async () => {
    stub = await startStub();
    api = createCommunityApi({ baseUrl: stub.url, ratePerSecond: 0, cache: false });
  });
  afterAll(async () => {
    await api.close();
    await stub.close();
  });

  it.each(cases)('%s', async (_name, call, expected) => {
    const before = stub.seen.length;
    const outcome = call(api.forKey(KEY));
    if (expected === 'ok') {
      await outcome;
      expect(stub.seen.length).toBe(before + 1);
      return;
    }
    const error = await outcome.then(
      () => expect.unreachable('accepted input past its bound'),
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ValidationError);
    const issue = (error as ValidationError).issues[0];
    expect(issue?.field).toBe(expected.field);
    if (typeof expected.message === 'string') expect(issue?.message).toBe(expected.message);
    else expect(issue?.message).toMatch(expected.message);
    expect(stub.seen.length).toBe(before);
  });

  it('refuses an unusable API key without echoing it', () => {
    const bad = 'secret key\nwith newline';
    let error: unknown;
    try {
      api.forKey(bad);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).field).toBe('apiKey');
    expect(String(error)).not.toContain('secret');
  });
});
