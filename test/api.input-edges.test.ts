import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { raid } from '../commands/raid.js';
import { createCommunityApi } from '../src/api/index.js';
import { NetworkError } from '../src/api/errors.js';
import { createTransport } from '../src/api/transport.js';
import type { CommunityApi } from '../src/api/types.js';
import { createHarness, type Harness, type RunResult } from '../src/bot/offline/harness.js';
import { EXAMPLE_POST_URL } from '../src/input/parse.js';
import { DEMO } from '../src/sandbox/index.js';
import { startTestBot, type TestBot } from './harness.js';

/**
 * Input that used to crash or reach the API, and a refused connection
 * that used to be reported as a request the service may have acted on.
 */

let bot: TestBot;
beforeAll(async () => {
  bot = await startTestBot();
});
afterAll(() => bot?.close());

const content = (r: RunResult) => String(r.message?.content ?? '');

/** A loopback port with nothing listening: connecting to it is refused at once. */
async function deadPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('item 4: a lone UTF-16 surrogate is refused, not a crash', () => {
  it.each([
    ['quest info quest', 'quest', { subcommand: 'info', quest: '\uD800' }, 'quest'],
    ['quest completions quest', 'quest', { subcommand: 'completions', quest: 'q\uDC00' }, 'quest'],
    ['leaderboard system', 'leaderboard', { system: '\uD800' }, 'system'],
    ['points balance system', 'points', { subcommand: 'balance', system: 'a\uDC00' }, 'system'],
    ['points systems search', 'points', { subcommand: 'systems', search: 'x\uD83D' }, 'search'],
  ] as const)('%s', async (_what, command, values, field) => {
    const before = bot.sandbox.stats.total();
    const r = await bot.slash(command, values, bot.moderator());
    expect(r.ephemeral).toBe(true);
    expect(content(r)).toMatch(new RegExp(`^\`${field}\``));
    expect(content(r)).toContain('broken character');
    expect(content(r)).not.toContain('Something went wrong');
    expect(bot.sandbox.stats.total()).toBe(before);
  });

  it('a whole emoji (a surrogate pair) is still fine', async () => {
    const r = await bot.slash('quest', { subcommand: 'info', quest: 'q-🙂' }, bot.member());
    expect(content(r)).not.toContain('broken character');
  });
});

describe('item 6: user ids must have 16 to 20 digits', () => {
  it.each([
    ['wallets member 1', 'wallets', { member: '1' }],
    ['verify member of 3 digits', 'verify', { subcommand: 'member', member: '123' }],
    ['points balance member of 15 digits', 'points', { subcommand: 'balance', member: '123456789012345' }],
    ['quest completions member of 2 digits', 'quest', { subcommand: 'completions', member: '12' }],
  ] as const)('%s is refused before any request', async (_what, command, values) => {
    const before = bot.sandbox.stats.total();
    const r = await bot.slash(command, values, bot.moderator());
    expect(r.ephemeral).toBe(true);
    expect(content(r)).toMatch(/^`member`/);
    expect(content(r)).toContain('a Discord user id has 16 to 20 digits');
    expect(content(r)).not.toMatch(/Invalid|expected string|received|regex|pattern/);
    expect(bot.sandbox.stats.total()).toBe(before);
  });

  it('a user context-menu target of 15 digits is refused the same way', async () => {
    const before = bot.sandbox.stats.total();
    const r = await bot.slash('verify', { subcommand: 'member', member: '999999999999999' }, bot.moderator());
    expect(content(r)).toContain('16 to 20 digits');
    expect(bot.sandbox.stats.total()).toBe(before);
  });

  it('16 and 20 digits pass', async () => {
    for (const member of ['1'.repeat(16), '1'.repeat(20)]) {
      const r = await bot.slash('wallets', { member }, bot.moderator());
      expect(content(r)).not.toContain('16 to 20 digits');
    }
  });
});

describe('item 5: a refused connection is reported as not sent', () => {
  let api: CommunityApi;
  let h: Harness;
  beforeAll(async () => {
    api = createCommunityApi({ baseUrl: `http://127.0.0.1:${await deadPort()}`, ratePerSecond: 0, retries: { max: 0, maxTotalMs: 0 } });
    h = await createHarness({ commands: [raid], api, keysByGuild: { [DEMO.guildId]: 'k-dead' } });
  });
  afterAll(async () => {
    await h?.close();
    await api?.close();
  });

  it('the transport marks ECONNREFUSED as never sent, so a write is not "outcome unknown"', async () => {
    const transport = createTransport({ baseUrl: `http://127.0.0.1:${await deadPort()}`, timeoutMs: 2_000 });
    try {
      const err = await transport.send({ method: 'POST', path: '/v1/community/raiding/raids', body: {} }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(NetworkError);
      expect((err as NetworkError).notSent).toBe(true);
      expect((err as NetworkError).outcomeUnknown).toBe(false);
    } finally {
      await transport.close();
    }
  });

  it('the raid reply says nothing was sent and the raid was not created', async () => {
    const mod = h.moderator();
    const preview = await h.slash(
      'raid',
      { subcommand: 'create', title: 'Pool raid', 'post-url': EXAMPLE_POST_URL, 'reward-type': 'RANDOM', 'reward-pool': 'pool-1' },
      mod,
    );
    const confirm = String((preview.message?.components as { components: { custom_id: string }[] }[])[0]?.components[0]?.custom_id);
    const r = await h.button(confirm, mod);
    const text = content(r);
    expect(text).toContain('The raid was not created');
    expect(text).toContain('nothing was sent');
    expect(text).not.toMatch(/reached the Community API|may or may not exist|Outcome unknown/);
  });
});
