import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommunityApi, type CommunityApi, type CommunityClient } from '../src/api/index.js';

/**
 * What the client puts on the wire for operations 13 to 19, checked against the notes
 * (../shared/spec/live-extensions.md) as written there, not against the client's schemas:
 * the rules below are typed out from the notes' tables by hand. Every field of every body
 * must be one the notes list for that operation, with the type and bounds they give.
 * A capture server on loopback records each raw request.
 */

interface Captured {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  raw: string;
}

let server: Server;
let base = '';
const seen: Captured[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, raw: Buffer.concat(chunks).toString('utf8') });
      if (req.method === 'GET') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ data: [], pagination: { offset: 0, limit: 20, total: 0, count: 0 } }));
      } else {
        // The live service's success: 201 and nothing else.
        res.writeHead(201);
        res.end();
      }
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

// ---------- the notes' rules, by hand ----------

type Rule = (v: unknown) => string | undefined;
const str =
  (max = Infinity, min = 0): Rule =>
  (v) =>
    typeof v !== 'string' ? 'not a string' : v.length > max ? `longer than ${max}` : v.length < min ? `shorter than ${min}` : undefined;
const num =
  (test: (n: number) => boolean = () => true, what = ''): Rule =>
  (v) =>
    typeof v !== 'number' || !Number.isFinite(v) ? 'not a number' : test(v) ? undefined : `out of bounds ${what}`;
const int = (min: number, max: number): Rule => num((n) => Number.isInteger(n) && n >= min && n <= max, `${min}..${max}`);
const bool: Rule = (v) => (typeof v === 'boolean' ? undefined : 'not a boolean');
const nullable =
  (r: Rule): Rule =>
  (v) =>
    v === null ? undefined : r(v);
const oneOf =
  (...values: string[]): Rule =>
  (v) =>
    values.includes(v as string) ? undefined : `not one of ${values}`;
const chatId = str(20, 1);
const idList: Rule = nullable((v) => (!Array.isArray(v) ? 'not a list' : v.length > 16 ? 'more than 16 ids' : v.map(chatId).find(Boolean)));

/** Fields the notes list for a body: rule and whether the notes mark it optional. */
type Shape = Record<string, { rule: Rule; optional?: boolean }>;

function checkObject(value: unknown, shape: Shape, where: string): string[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [`${where}: not an object`];
  const record = value as Record<string, unknown>;
  const problems: string[] = [];
  for (const key of Object.keys(record)) if (!(key in shape)) problems.push(`${where}.${key}: a field the notes do not list`);
  for (const [key, { rule, optional }] of Object.entries(shape)) {
    if (!(key in record)) {
      if (!optional) problems.push(`${where}.${key}: missing`);
      continue;
    }
    const problem = rule(record[key]);
    if (problem) problems.push(`${where}.${key}: ${problem}`);
  }
  return problems;
}

/** "chain key": the spec's 40-key list, copied from community-api.md. */
const chainKey = oneOf(
  ...'Abstract ApeChain Arbitrum Atto Avalanche Base Berachain Blast BSC CosmosHub Cronos Ethereum Harmony HyperCore HyperEvm Initia Injective Intergaze Linea Mitosis Nano Nibiru Optimism Osmosis Pepecoin Plasma Polygon Robinhood SEDA Sei SeiEvm Solana Somnia Sonic Stargaze Terra Unichain Yominet Zaar zkCronos'.split(
    ' ',
  ),
);
const ITEMS: Record<string, Shape> = {
  POINTS: { type: { rule: oneOf('POINTS') }, pointSystemId: { rule: str(Infinity, 1) }, amount: { rule: num((n) => n > 0, '> 0') } },
  TOKEN: {
    type: { rule: oneOf('TOKEN') },
    chain: { rule: chainKey },
    tokenAddress: { rule: nullable(str(256)), optional: true },
    amount: { rule: num((n) => n > 0, '> 0') },
    amountUnit: { rule: oneOf('absolute', 'dollar'), optional: true },
  },
  NFT: {
    type: { rule: oneOf('NFT') },
    chain: { rule: chainKey },
    tokenAddress: { rule: nullable(str()), optional: true },
    tokenId: { rule: str(256) },
    amount: { rule: int(1, Number.MAX_SAFE_INTEGER), optional: true },
  },
  ROLE: { type: { rule: oneOf('ROLE') }, roleId: { rule: chatId }, duration: { rule: int(1, 93_312_000_000), optional: true } },
};

const itemRule =
  (...types: string[]): Rule =>
  (v) => {
    const type = (v as { type?: unknown } | null)?.type;
    if (typeof type !== 'string' || !types.includes(type)) return `item type ${String(type)} is not one of ${types}`;
    return checkObject(v, ITEMS[type]!, 'item').join('; ') || undefined;
  };

const comment = { rule: nullable(str(256)), optional: true };
const hide = { rule: nullable(bool), optional: true };
const giveaway = (items: string[]): Shape => ({
  channelId: { rule: chatId },
  item: { rule: itemRule(...items) },
  countdown: { rule: int(1000, 2_592_000_000) },
  maxEntries: { rule: int(1, 500) },
  comment,
  allowedRoleIds: { rule: idList, optional: true },
  allowedUserIds: { rule: idList, optional: true },
  forbiddenRoleIds: { rule: idList, optional: true },
  forbiddenUserIds: { rule: idList, optional: true },
});

const BODIES: Record<string, { path: RegExp; shape: Shape }> = {
  changePoints: {
    path: /^\/v1\/community\/points\/[^/]+\/balance$/,
    shape: {
      changes: {
        rule: (v) =>
          !Array.isArray(v) || v.length < 1 || v.length > 1000
            ? 'not a list of 1 to 1000'
            : v
                .flatMap((c, i) =>
                  checkObject(
                    c,
                    { platform: { rule: oneOf('chat') }, userId: { rule: str(20, 1) }, amount: { rule: num() } },
                    `changes.${i}`,
                  ),
                )
                .join('; ') || undefined,
      },
      metadata: {
        rule: nullable((v) =>
          v === null || typeof v !== 'object' || Array.isArray(v)
            ? 'not an object'
            : Object.values(v).find((x) => !(typeof x === 'number' || typeof x === 'boolean' || (typeof x === 'string' && x.length <= 128)))
              ? 'a value is not a string ≤ 128, number or boolean'
              : undefined,
        ),
        optional: true,
      },
    },
  },
  sendTip: {
    path: /^\/v1\/community\/tipping\/tips$/,
    shape: {
      channelId: { rule: chatId },
      recipientId: { rule: chatId },
      item: { rule: itemRule('POINTS', 'TOKEN', 'NFT') },
      comment,
      hideNotification: hide,
    },
  },
  transfer: {
    path: /^\/v1\/community\/tipping\/transfers$/,
    shape: {
      channelId: { rule: chatId },
      recipientAddress: { rule: str(128) },
      item: { rule: itemRule('TOKEN', 'NFT') },
      comment,
      hideNotification: hide,
    },
  },
  createAirdrop: { path: /^\/v1\/community\/tipping\/airdrops$/, shape: giveaway(['POINTS', 'TOKEN']) },
  createRaffle: {
    path: /^\/v1\/community\/tipping\/raffles$/,
    shape: { ...giveaway(['POINTS', 'TOKEN', 'NFT', 'ROLE']), maxWinners: { rule: nullable(int(1, 500)), optional: true } },
  },
  burn: {
    path: /^\/v1\/community\/tipping\/burning$/,
    shape: { channelId: { rule: chatId }, item: { rule: itemRule('TOKEN', 'NFT') }, comment, hideNotification: hide },
  },
};

// ---------- the calls ----------

const KEY = '8c1f5a2e-4b3d-4e6f-9a0b-1c2d3e4f5a6b';
const CH = '1203458820156252163';
const USER = '318204957716152321';
const ROLE = '1203458820156252199';
const TOKEN = {
  type: 'TOKEN',
  chain: 'Ethereum',
  tokenAddress: '0x5a9e0c3f7d2b4e1a8c6f09d1b3e5a7c9d2f4b6e8',
  amount: '1.000000000000000001',
} as const;
const NATIVE = { type: 'TOKEN', chain: 'Solana', amount: 0.25, amountUnit: 'dollar' } as const;
const NFT = { type: 'NFT', chain: 'Ethereum', tokenAddress: '0x1f2e3d4c5b6a79880f1e2d3c4b5a69788f9e0d1c', tokenId: '7' } as const;
const SOL_NFT = { type: 'NFT', chain: 'Solana', tokenId: 'J1S9H3QjnRtBbbuD4HjPV6RpRhwuk4zKbxsnCHuTgh9w', amount: 2 } as const;
const POINTS = { type: 'POINTS', pointSystemId: 'ps-sparks', amount: 25 } as const;
const ROLE_ITEM = { type: 'ROLE', roleId: ROLE, duration: 86_400_000 } as const;

const CASES: [string, keyof typeof BODIES, (c: CommunityClient) => Promise<unknown>][] = [
  [
    'points change with metadata',
    'changePoints',
    (c) =>
      c.changePoints({
        pointSystemId: 'ps-sparks',
        changes: [
          { userId: USER, amount: 10 },
          { userId: CH, amount: '-2.5' },
        ],
        metadata: { reason: 'event', round: 3, bonus: true },
      }),
  ],
  [
    'points change without metadata',
    'changePoints',
    (c) => c.changePoints({ pointSystemId: 'ps-sparks', changes: [{ userId: USER, amount: 1 }] }),
  ],
  ['token tip', 'sendTip', (c) => c.sendTip({ channelId: CH, recipientId: USER, item: TOKEN, comment: 'thanks', hideNotification: false })],
  ['native coin tip in dollars', 'sendTip', (c) => c.sendTip({ channelId: CH, recipientId: USER, item: NATIVE })],
  ['points tip', 'sendTip', (c) => c.sendTip({ channelId: CH, recipientId: USER, item: POINTS, comment: null })],
  ['NFT tip', 'sendTip', (c) => c.sendTip({ channelId: CH, recipientId: USER, item: NFT })],
  ['token transfer', 'transfer', (c) => c.transfer({ channelId: CH, recipientAddress: `0x${'ab'.repeat(20)}`, item: TOKEN })],
  [
    'Solana NFT transfer',
    'transfer',
    (c) =>
      c.transfer({
        channelId: CH,
        recipientAddress: '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin',
        item: SOL_NFT,
        hideNotification: true,
      }),
  ],
  [
    'points airdrop with lists',
    'createAirdrop',
    (c) =>
      c.createAirdrop({
        channelId: CH,
        item: POINTS,
        countdown: 7_200_000,
        maxEntries: 500,
        comment: 'gm',
        allowedRoleIds: [ROLE],
        forbiddenUserIds: [USER],
        allowedUserIds: null,
      }),
  ],
  ['token airdrop', 'createAirdrop', (c) => c.createAirdrop({ channelId: CH, item: TOKEN, countdown: 1000, maxEntries: 1 })],
  [
    'role raffle',
    'createRaffle',
    (c) => c.createRaffle({ channelId: CH, item: ROLE_ITEM, countdown: 2_592_000_000, maxEntries: 10, maxWinners: 3 }),
  ],
  [
    'NFT raffle',
    'createRaffle',
    (c) => c.createRaffle({ channelId: CH, item: NFT, countdown: 60_000, maxEntries: 5, maxWinners: null, forbiddenRoleIds: [ROLE] }),
  ],
  ['token burn', 'burn', (c) => c.burn({ channelId: CH, item: TOKEN, comment: 'supply cut' })],
  ['NFT burn', 'burn', (c) => c.burn({ channelId: CH, item: NFT })],
];

let api: CommunityApi;
let client: CommunityClient;
beforeAll(() => {
  api = createCommunityApi({ baseUrl: base, ratePerSecond: 0 });
  client = api.forKey(KEY);
});
afterAll(() => api.close());

describe('each write goes out as the notes describe', () => {
  it.each(CASES)('%s', async (_label, op, run) => {
    seen.length = 0;
    await run(client);
    expect(seen, 'exactly one request, no retry').toHaveLength(1);
    const req = seen[0]!;
    expect(req.method).toBe('POST');
    expect(req.path).toMatch(BODIES[op]!.path);
    expect(req.headers['x-api-key']).toBe(KEY);
    expect(req.headers['content-type']).toMatch(/^application\/json/);
    expect(checkObject(JSON.parse(req.raw), BODIES[op]!.shape, 'body')).toEqual([]);
  });

  it('a token amount goes out digit for digit, not as the nearest double', async () => {
    seen.length = 0;
    await client.sendTip({ channelId: CH, recipientId: USER, item: TOKEN });
    expect(seen[0]!.raw).toContain('"amount":1.000000000000000001');
    expect(seen[0]!.raw).toContain(`"chain":"Ethereum"`);
  });

  it('the checker itself refuses what the notes do not allow', () => {
    const tip = BODIES.sendTip!.shape;
    const wired = { ...TOKEN, amount: 1 };
    expect(checkObject({ channelId: CH, recipientId: USER, item: wired }, tip, 'body')).toEqual([]);
    expect(checkObject({ channelId: CH, recipientId: USER, item: wired, extra: 1 }, tip, 'body')).toEqual([
      'body.extra: a field the notes do not list',
    ]);
    expect(checkObject({ channelId: CH, recipientId: USER, item: ROLE_ITEM }, tip, 'body')[0]).toContain('item type ROLE');
    expect(checkObject({ channelId: CH, recipientId: USER, item: { ...NFT, amount: 0 } }, tip, 'body')[0]).toContain('item.amount');
    expect(checkObject({ channelId: CH, recipientId: USER, item: wired, comment: 'x'.repeat(257) }, tip, 'body')[0]).toContain('comment');
    expect(checkObject({ channelId: CH, item: POINTS, countdown: 999, maxEntries: 1 }, BODIES.createAirdrop!.shape, 'body')[0]).toContain(
      'countdown',
    );
  });
});

describe('the quest list query', () => {
  it("uses the notes' names, arrays as repeated keys", async () => {
    seen.length = 0;
    await client.listQuests({ statuses: ['ACTIVE', 'DRAFT'], recurrences: ['WEEKLY'], visibilities: ['PRIVATE'], offset: 20, limit: 50 });
    expect(seen).toHaveLength(1);
    const url = new URL(seen[0]!.path, base);
    expect(url.pathname).toBe('/v1/community/quests');
    expect(url.searchParams.getAll('statuses')).toEqual(['ACTIVE', 'DRAFT']);
    expect(url.searchParams.getAll('recurrenceTypes')).toEqual(['WEEKLY']);
    expect(url.searchParams.getAll('visibilityTypes')).toEqual(['PRIVATE']);
    expect(url.searchParams.get('offset')).toBe('20');
    expect(url.searchParams.get('limit')).toBe('50');
    expect([...new Set(url.searchParams.keys())].sort()).toEqual(['limit', 'offset', 'recurrenceTypes', 'statuses', 'visibilityTypes']);
  });
});

describe('bad input sends nothing', () => {
  it.each([
    ['zero amount', (c: CommunityClient) => c.sendTip({ channelId: CH, recipientId: USER, item: { ...TOKEN, amount: 0 } })],
    ['role tip', (c: CommunityClient) => c.sendTip({ channelId: CH, recipientId: USER, item: ROLE_ITEM as never })],
    ['unknown field', (c: CommunityClient) => c.burn({ channelId: CH, item: TOKEN, memo: 'x' } as never)],
    [
      'countdown over 30 days',
      (c: CommunityClient) => c.createAirdrop({ channelId: CH, item: POINTS, countdown: 2_592_000_001, maxEntries: 1 }),
    ],
    [
      '17 allowed roles',
      (c: CommunityClient) =>
        c.createRaffle({ channelId: CH, item: POINTS, countdown: 1000, maxEntries: 1, allowedRoleIds: Array(17).fill(ROLE) }),
    ],
    [
      '1001 point changes',
      (c: CommunityClient) => c.changePoints({ pointSystemId: 'ps', changes: Array(1001).fill({ userId: USER, amount: 1 }) }),
    ],
    ['zero point change', (c: CommunityClient) => c.changePoints({ pointSystemId: 'ps', changes: [{ userId: USER, amount: '0.000' }] })],
    ['quest limit 51', (c: CommunityClient) => c.listQuests({ limit: 51 })],
  ])('%s', async (_label, run) => {
    seen.length = 0;
    await expect(run(client)).rejects.toMatchObject({ kind: 'validation' });
    expect(seen).toHaveLength(0);
  });
});
