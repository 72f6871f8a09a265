import { InteractionResponseType } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEMS_PAGER } from '../src/features/points/view.js';
import { TOKENS_PAGER } from '../src/features/tokens/view.js';
import { startTestBot, type RunResult, type TestBot } from './harness.js';

/**
 * /tokens list and /points systems answer in public: the member who ran one pages it; anyone
 * else's press opens their own private copy at that page and leaves the public message as it
 * was (as the leaderboard does), so nobody changes what another member is reading. (That the
 * lists' buttons carry their owner is in tokens.e2e and points.views.)
 */

let bot: TestBot;
beforeAll(async () => {
  bot = await startTestBot();
}, 120_000);
afterAll(() => bot?.close());

const OWNER = '1603458820156252001';
const OTHER = '1603458820156252002';
const isUpdate = (r: RunResult) =>
  r.calls.some((c) => (c.body as { type?: number } | undefined)?.type === InteractionResponseType.DeferredMessageUpdate);

describe.each([
  ['/tokens list', TOKENS_PAGER.id('next', { page: 1, owner: OWNER })!],
  ['/points systems', SYSTEMS_PAGER.id('next', { page: 1, includeShared: true, owner: OWNER })!],
])('%s', (_name, next) => {
  it("the owner's press moves the public list; anyone else's gives them a private copy", async () => {
    const theirs = await bot.button(next, bot.member({ userId: OTHER }), OWNER);
    expect(isUpdate(theirs)).toBe(false);
    expect(theirs.ephemeral).toBe(true);
    const moved = await bot.button(next, bot.member({ userId: OWNER }), OWNER);
    expect(isUpdate(moved)).toBe(true);
  });
});
