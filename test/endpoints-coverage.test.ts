import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commands } from '../commands/index.js';
import { splitId as decode } from '../src/discord/component-id.js';
import { EXAMPLE_POST_URL } from '../src/input/parse.js';
import { DEMO } from '../src/sandbox/demo.js';
import type { RouteName } from '../src/sandbox/index.js';
import { OPERATION_NAMES } from '../src/api/operations.js';
import { startTestBot, type RunResult, type TestBot } from './harness.js';
import { shown } from './reply-helpers.js';

/**
 * Every operation of both specs (the spec's 12 endpoints and the notes' 7), each proved in
 * use: one interaction per command of the real command list (commands/index.ts) through the
 * offline bot against the sandbox, then every route's count must be above zero. The routes are
 * the operations table's (src/api/operations.ts), so an operation added there without a command
 * that reaches it fails this test.
 */

const ALL_ROUTES: RouteName[] = [...OPERATION_NAMES];
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';

let bot: TestBot;

beforeAll(async () => {
  bot = await startTestBot();
});

afterAll(async () => {
  await bot?.close();
});

/** A reply that is the command's answer, not the router's error or refusal text. */
function expectAnswer(r: RunResult, label: string) {
  const m = shown(r);
  expect(m.embeds?.length ?? 0, `${label}: ${m.content ?? '(no message)'}`).toBeGreaterThan(0);
}

describe('every endpoint is used by a command', () => {
  it('the command list holds every command the bot was first built with', () => {
    const names = commands.map((c) => c.name).sort();
    expect(names).toEqual(
      expect.arrayContaining(['chains', 'leaderboard', 'points', 'quest', 'raid', 'tokens', 'treasury', 'verify', 'wallets']),
    );
  });

  it('one interaction per command reaches every route of both specs', async () => {
    bot.sandbox.stats.reset();
    const mod = bot.moderator({ guildId: DEMO.guildId });
    const member = bot.member({ guildId: DEMO.guildId, userId: DEMO.memberId });
    const touched = new Map<string, RouteName[]>();
    const step = async (label: string, run: () => Promise<RunResult>, answer = true) => {
      const before = bot.sandbox.stats.byRoute();
      const r = await run();
      if (answer) expectAnswer(r, label);
      const after = bot.sandbox.stats.byRoute();
      touched.set(
        label,
        ALL_ROUTES.filter((route) => (after[route] ?? 0) > (before[route] ?? 0)),
      );
      return r;
    };

    const preview = await step('/raid create', () =>
      bot.slash(
        'raid',
        {
          subcommand: 'create',
          title: 'Coverage raid',
          'post-url': EXAMPLE_POST_URL,
          'reward-type': 'TOKEN_POOL',
          chain: 'Base',
          token: '0x7c3f9e2a1b4d6c8e0f2a4b6c8d0e2f4a6b8c0d2e',
          amount: 100,
        },
        mod,
      ),
    );
    const confirm = (shown(preview).components?.[0]?.components ?? [])
      .map((c) => c.custom_id ?? '')
      .find((id) => decode(id)?.action === 'confirm');
    expect(confirm, 'the raid preview has a confirm button').toBeDefined();
    await step('/raid confirm', () => bot.button(confirm as string, mod), false);
    await step('/treasury balance', () => bot.slash('treasury', { subcommand: 'balance', chain: 'Ethereum' }, mod));
    await step('/treasury inventory', () => bot.slash('treasury', { subcommand: 'inventory', chain: 'Ethereum' }, mod));
    await step('/verify', () => bot.slash('verify', { member: DEMO.gating.linked }, mod));
    await step('/leaderboard', () => bot.slash('leaderboard', {}, member));
    await step('/points balance', () => bot.slash('points', { subcommand: 'balance' }, member));
    await step('/points systems', () => bot.slash('points', { subcommand: 'systems' }, member));
    await step('/tokens list', () => bot.slash('tokens', { subcommand: 'list' }, member));
    const tokenPreview = await step('/tokens add', () =>
      bot.slash('tokens', { subcommand: 'add', chain: 'Ethereum', address: '0x2222222222222222222222222222222222222222' }, mod),
    );
    const save = (shown(tokenPreview).components?.[0]?.components ?? [])
      .map((c) => c.custom_id ?? '')
      .find((id) => decode(id)?.action === 'confirm');
    expect(save, 'the token preview has a confirm button').toBeDefined();
    await step('/tokens add confirm', () => bot.button(save as string, mod));
    // Names come from the (cached) quest list; an id is asked for directly when the list cannot be read.
    bot.sandbox.faults.set('listQuests', { errorRate: 1, errorStatus: 500 });
    await step('/quest info (list unreadable)', () => bot.slash('quest', { subcommand: 'info', quest: DEMO.quests.ended }, member));
    bot.sandbox.faults.clear();
    await step('/quest info', () => bot.slash('quest', { subcommand: 'info', quest: DEMO.quests.active }, member));
    await step('/quest completions', () => bot.slash('quest', { subcommand: 'completions' }, mod));
    await step('/wallets', () => bot.slash('wallets', {}, member));
    await step('/chains', () => bot.slash('chains', {}, member));
    await step('/quest list', () => bot.slash('quest', { subcommand: 'list' }, mod));

    // The value moves (live-extensions 13 to 18): a preview, then its Confirm sends the write.
    const moves: [string, string, Record<string, unknown>][] = [
      ['/points give', 'points', { subcommand: 'give', member: DEMO.memberId, amount: '3' }],
      ['/tip points', 'tip', { subcommand: 'points', member: DEMO.memberId, amount: '2' }],
      ['/transfer token', 'transfer', { subcommand: 'token', address: ADDRESS, chain: 'Ethereum', token: USDC, amount: '1' }],
      ['/airdrop points', 'airdrop', { subcommand: 'points', amount: '5', duration: '2h', entries: 10 }],
      ['/raffle points', 'raffle', { subcommand: 'points', amount: '5', duration: '12h', entries: 20 }],
      ['/burn token', 'burn', { subcommand: 'token', chain: 'Ethereum', token: USDC, amount: '1' }],
    ];
    for (const [label, name, options] of moves) {
      const previewed = await step(label, () => bot.slash(name, options, mod), false);
      const ids = (shown(previewed).components?.[0]?.components ?? []).map((c) => c.custom_id ?? '');
      const confirmMove = ids.find((id) => decode(id)?.action === 'confirm') ?? ids[0];
      expect(confirmMove, `${label}: the preview has a Confirm button: ${shown(previewed).content ?? ''}`).toBeTruthy();
      await step(`${label} confirm`, () => bot.button(confirmMove as string, mod), false);
    }
    expect(bot.sandbox.moves(bot.sandbox.demoKey)).toHaveLength(moves.length);

    expect(bot.sandbox.raids(bot.sandbox.demoKey)).toHaveLength(1);
    const counts = bot.sandbox.stats.byRoute();
    const missing = ALL_ROUTES.filter((route) => !((counts[route] ?? 0) > 0));
    expect(missing, `routes no command used; per command: ${JSON.stringify(Object.fromEntries(touched))}`).toEqual([]);
  }, 120_000); // 29 interactions, the first of them starting the embedded journal
});
