import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBot, type TestBot } from './harness.js';
import { textOf } from './raid.limits-helper.js';

/** /help with the real commands: every value-moving command is listed for moderators only. */

const MOVES = [
  '/points give',
  '/points take',
  '/tip token',
  '/transfer token',
  '/transfer nft',
  '/airdrop points',
  '/airdrop token',
  '/raffle role',
  '/burn token',
  '/burn nft',
];

let bot: TestBot;
beforeAll(async () => {
  bot = await startTestBot();
});
afterAll(() => bot?.close());

const help = async (actor: ReturnType<TestBot['member']>) => textOf((await bot.slash('help', {}, actor)).message as { embeds?: unknown[] });

describe('/help and the value-moving commands', () => {
  it('a member is shown none of them, and /quest list as one of theirs', async () => {
    const body = await help(bot.member());
    for (const line of MOVES) expect(body).not.toContain(line);
    expect(body).toContain('/quest list');
  });

  it('a moderator is shown each, under the moderator commands', async () => {
    const body = await help(bot.moderator());
    const mod = body.slice(body.indexOf('Moderator commands'));
    for (const line of MOVES) expect(mod).toContain(line);
  });
});
