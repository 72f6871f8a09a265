import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from './paths.js';
import { DEMO, startSandbox, type Sandbox } from '../src/sandbox/index.js';
import { call, expectBadRequest, qs } from './sandbox-helpers.js';

/**
 * The sandbox's six write bodies, at and past each bound the notes give, sent raw (no project
 * client), each to a fresh community so a test's writes cannot starve another's wallet.
 */

let sb: Sandbox;
beforeAll(async () => {
  sb = await startSandbox({ ratePerSecond: 0 });
});
afterAll(() => sb.close());

const CH = DEMO.channelId;
const USER = DEMO.memberId;
const ROLE = '1203458820156252199';
const POINTS = { type: 'POINTS', pointSystemId: DEMO.pointSystems.active, amount: 1 };
const USDC = { type: 'TOKEN', chain: 'Ethereum', tokenAddress: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', amount: 0.01 };
const post = (key: string, path: string, body: unknown) => call(sb, path, { key, body });

const VALID: Record<string, [string, Record<string, unknown>]> = {
  points: [PATHS.pointBalances(DEMO.pointSystems.active), { changes: [{ platform: 'chat', userId: USER, amount: 1 }] }],
  tip: [PATHS.tips, { channelId: CH, recipientId: USER, item: USDC }],
  transfer: [PATHS.transfers, { channelId: CH, recipientAddress: `0x${'1'.repeat(40)}`, item: USDC }],
  airdrop: [PATHS.airdrops, { channelId: CH, item: POINTS, countdown: 1000, maxEntries: 1 }],
  raffle: [PATHS.raffles, { channelId: CH, item: POINTS, countdown: 1000, maxEntries: 1 }],
  burn: [PATHS.burns, { channelId: CH, item: USDC }],
};

describe('each body at its edges', () => {
  it.each(Object.entries(VALID))('%s: the minimal body is accepted with an empty 201', async (_name, [path, body]) => {
    const key = sb.addCommunity({ seed: 1 });
    const r = await post(key, path, body);
    expect(r.status).toBe(201);
    expect(r.text).toBe('');
  });

  it.each([
    [
      'airdrop',
      { countdown: 2_592_000_000, maxEntries: 500, comment: 'x'.repeat(256), allowedRoleIds: Array(16).fill(ROLE), forbiddenUserIds: null },
    ],
    ['raffle', { maxWinners: 500, item: { type: 'ROLE', roleId: ROLE, duration: 93_312_000_000 } }],
    ['raffle', { maxWinners: null, item: { ...USDC, amountUnit: 'dollar', amount: 0.5 } }],
    ['tip', { comment: null, hideNotification: null, item: { type: 'NFT', chain: 'Ethereum', tokenId: '3', amount: 1 } }],
    ['points', { metadata: { note: 'x'.repeat(128), n: 1, b: true } }],
    ['points', { changes: Array.from({ length: 1000 }, () => ({ platform: 'chat', userId: USER, amount: 1 })) }],
  ])('%s accepts %j', async (name, patch) => {
    const key = sb.addCommunity({ seed: 2 });
    const [path, body] = VALID[name]!;
    expect((await post(key, path, { ...body, ...patch })).status).toBe(201);
  });

  it.each([
    ['airdrop', { countdown: 999 }, 'countdown'],
    ['airdrop', { countdown: 2_592_000_001 }, 'countdown'],
    ['airdrop', { maxEntries: 0 }, 'maxEntries'],
    ['airdrop', { maxEntries: 501 }, 'maxEntries'],
    ['airdrop', { allowedUserIds: Array(17).fill(USER) }, 'allowedUserIds'],
    ['airdrop', { item: { type: 'NFT', chain: 'Base', tokenId: '1' } }, 'item.type'],
    ['raffle', { maxWinners: 501 }, 'maxWinners'],
    ['raffle', { item: { type: 'ROLE', roleId: ROLE, duration: 93_312_000_001 } }, 'item.duration'],
    ['raffle', { item: { type: 'ROLE', roleId: ROLE, duration: 0 } }, 'item.duration'],
    ['tip', { comment: 'x'.repeat(257) }, 'comment'],
    ['tip', { item: { type: 'ROLE', roleId: ROLE } }, 'item.type'],
    ['tip', { item: { ...USDC, amount: 0 } }, 'item.amount'],
    ['tip', { item: { ...USDC, tokenAddress: 'x'.repeat(257) } }, 'item.tokenAddress'],
    ['tip', { item: { type: 'NFT', chain: 'Ethereum', tokenId: 'x'.repeat(257) } }, 'item.tokenId'],
    ['tip', { item: { type: 'NFT', chain: 'Ethereum', tokenId: '3', amount: 0 } }, 'item.amount'],
    ['tip', { memo: 'hi' }, 'memo'],
    ['tip', { recipientId: 'bob' }, 'recipientId'],
    ['transfer', { recipientAddress: 'x'.repeat(129) }, 'recipientAddress'],
    ['transfer', { item: POINTS }, 'item.type'],
    ['burn', { hideNotification: 'yes' }, 'hideNotification'],
    ['points', { changes: [] }, 'changes'],
    ['points', { changes: Array(1001).fill({ platform: 'chat', userId: USER, amount: 1 }) }, 'changes'],
    ['points', { changes: [{ platform: 'social', userId: USER, amount: 1 }] }, 'changes.0.platform'],
    ['points', { changes: [{ platform: 'chat', userId: USER, amount: 0 }] }, 'changes.0.amount'],
    ['points', { metadata: { note: 'x'.repeat(129) } }, 'metadata.note'],
  ])('%s refuses %j naming %s', async (name, patch, field) => {
    const key = sb.addCommunity({ seed: 3 });
    const [path, body] = VALID[name]!;
    expectBadRequest(await post(key, path, { ...body, ...patch }), field);
    expect(sb.moves(key)).toEqual([]);
  });
});

describe('quest list query', () => {
  it('takes the three filters as repeated keys and a limit up to 50', async () => {
    const ok = await call(
      sb,
      `${PATHS.quests}${qs({ statuses: ['ACTIVE', 'PAUSED'], recurrenceTypes: 'DAILY', visibilityTypes: 'PUBLIC', limit: 50 })}`,
    );
    expect(ok.status).toBe(200);
    expect(ok.json.data.map((q: { id: string }) => q.id)).toEqual([DEMO.quests.paused]);
    expectBadRequest(await call(sb, `${PATHS.quests}${qs({ limit: 51 })}`), 'limit');
    expectBadRequest(await call(sb, `${PATHS.quests}${qs({ statuses: 'LIVE' })}`), 'statuses');
    expectBadRequest(await call(sb, `${PATHS.quests}${qs({ recurrenceTypes: 'YEARLY' })}`), 'recurrenceTypes');
    expectBadRequest(await call(sb, `${PATHS.quests}${qs({ visibilityTypes: 'SECRET' })}`), 'visibilityTypes');
  });
});
