import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_KEY_MESSAGE as NO_KEY, readStored } from '../src/command/error-texts.js';
import { ENGLISH } from '../src/i18n/reader.js';

const NO_KEY_MESSAGE = readStored(NO_KEY, ENGLISH);
import type { Actor } from '../src/bot/offline/payloads.js';
import { DEMO } from '../src/sandbox/index.js';
import { BOARD_PAGER, BOARD_RANK } from '../src/features/leaderboard/view.js';
import { TOKENS_PAGER } from '../src/features/tokens/view.js';
import { startTestBot, type RunResult, type TestBot } from './harness.js';
import { expectAnswered, finalText } from './hardening.helpers.js';

/**
 * One bot serves many communities: an interaction from guild A only ever uses A's key (and A's
 * cache); a guild without a key is told so and sends nothing.
 */

const GUILD_A = DEMO.guildId;
const GUILD_B = '1203458820156252161';
const GUILD_NONE = '1203458820156252162';

let bot: TestBot;
let keyB: string;
beforeAll(async () => {
  bot = await startTestBot({
    keys: (sb) => {
      keyB = sb.addCommunity({ empty: true });
      return { [GUILD_A]: sb.demoKey, [GUILD_B]: keyB };
    },
  });
});
afterAll(() => bot?.close());

/** Every command path that asks the Community API with the guild's key, run as `actor`. */
function keyedRuns(actor: () => Actor): (() => Promise<RunResult>)[] {
  return [
    () => bot.slash('tokens', { subcommand: 'list' }, actor()),
    // /tokens add previews, then its Confirm saves the token.
    async () => {
      const who = actor();
      const preview = await bot.slash('tokens', { subcommand: 'add', chain: 'Base', address: `0x${'ab'.repeat(20)}` }, who);
      const confirm = ((preview.message?.components ?? []) as { components: { custom_id: string }[] }[])[0]?.components[0]?.custom_id;
      return confirm ? bot.button(confirm, who) : preview;
    },
    () => bot.button(TOKENS_PAGER.id('next', { page: 0 })!, actor()),
    () => bot.slash('quest', { subcommand: 'info', quest: DEMO.quests.active }, actor()),
    () => bot.slash('quest', { subcommand: 'completions' }, actor()),
    () => bot.slash('treasury', { subcommand: 'balance', chain: 'Ethereum' }, actor()),
    () => bot.slash('treasury', { subcommand: 'inventory', chain: 'Base' }, actor()),
    () => bot.slash('verify', { member: DEMO.gating.linked }, actor()),
    () => bot.userCommand('Verified details', DEMO.gating.bare, actor()),
    () => bot.slash('leaderboard', {}, actor()),
    () => bot.button(BOARD_PAGER.id('next', { system: DEMO.pointSystems.active, page: 1, order: 'balance-desc' })!, actor()),
    () => bot.button(BOARD_RANK.id('rank', { system: DEMO.pointSystems.active })!, actor()),
    () => bot.slash('points', { subcommand: 'balance' }, actor()),
    () => bot.slash('points', { subcommand: 'systems' }, actor()),
  ];
}

/** The keyless core endpoints: sent without any key, refused all the same in a guild without one. */
const coreRuns = (actor: () => Actor) => [() => bot.slash('chains', {}, actor()), () => bot.slash('wallets', {}, actor())];

describe('isolation between communities', () => {
  it("an interaction from guild A never uses guild B's key, and the reverse", async () => {
    const modA = () => bot.moderator({ guildId: GUILD_A });
    const modB = () => bot.moderator({ guildId: GUILD_B });
    const [a0, b0] = [bot.sandbox.stats.byKey(bot.demoKey), bot.sandbox.stats.byKey(keyB)];
    for (const run of keyedRuns(modA)) expectAnswered(await run());
    const [a1, b1] = [bot.sandbox.stats.byKey(bot.demoKey), bot.sandbox.stats.byKey(keyB)];
    expect(a1).toBeGreaterThan(a0 + 10);
    expect(b1).toBe(b0);
    for (const run of keyedRuns(modB)) expectAnswered(await run());
    expect(bot.sandbox.stats.byKey(bot.demoKey)).toBe(a1);
    expect(bot.sandbox.stats.byKey(keyB)).toBeGreaterThan(b1 + 10);
  });

  it("B never sees A's cached answers: right after A's lists, B's are its own", async () => {
    const tokensA = await bot.slash('tokens', { subcommand: 'list' }, bot.member({ guildId: GUILD_A }));
    const tokensB = await bot.slash('tokens', { subcommand: 'list' }, bot.member({ guildId: GUILD_B }));
    expect(finalText(tokensA)).toContain('USDC');
    // B (empty at start) holds only the token the first test added there.
    expect(finalText(tokensB)).not.toContain('USDC');
    expect(finalText(tokensB)).toContain('1 token');
    const boardA = await bot.slash('leaderboard', {}, bot.member({ guildId: GUILD_A }));
    const boardB = await bot.slash('leaderboard', {}, bot.member({ guildId: GUILD_B }));
    expect(finalText(boardA)).toContain('Sparks');
    expect(finalText(boardB)).toContain('no active point system');
  });

  it('a guild with no key gets a clear message for every command that needs one, and sends nothing', async () => {
    const mod = () => bot.moderator({ guildId: GUILD_NONE });
    const before = bot.sandbox.stats.total();
    for (const run of [...keyedRuns(mod), ...coreRuns(mod)]) {
      const r = await run();
      expectAnswered(r);
      expect(r.ephemeral).toBe(true);
      expect(String(r.message?.content)).toBe(NO_KEY_MESSAGE);
    }
    const suggest = await bot.autocomplete('leaderboard', { system: 'sp' }, 'system', bot.member({ guildId: GUILD_NONE }));
    expect(suggest.choices).toEqual([]);
    expect(bot.sandbox.stats.total()).toBe(before);
    // What needs no API still works there.
    const help = await bot.slash('help', {}, mod());
    expect(finalText(help)).toContain('/leaderboard');
  });
});
