import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { points } from '../commands/points.js';
import { tip } from '../commands/tip.js';
import { leaderboard } from '../commands/leaderboard.js';
import { DEMO } from '../src/sandbox/index.js';
import { startTestBot, type TestBot } from './harness.js';
import { textOf } from './raid.limits-helper.js';

/**
 * The default point system a server picks in /setup is the one every command uses when no
 * system is given: the board, and the value moves (while it is active; else the first active).
 */

const GUILD = '1203458820156259001';
let bot: TestBot;

beforeAll(async () => {
  bot = await startTestBot({
    commands: [points, tip, leaderboard],
    keys: (sb) => ({ [GUILD]: sb.addCommunity({ pointSystems: 'small' }) }),
  });
});
afterAll(() => bot?.close());

const mod = () => bot.moderator({ guildId: GUILD });
const shown = (r: Awaited<ReturnType<TestBot['slash']>>) => textOf((r.message ?? {}) as Record<string, unknown>);

describe('the server default point system', () => {
  it('is used by /leaderboard, /points give and /tip points when no system is given', async () => {
    const before = await bot.slash('points', { subcommand: 'give', member: DEMO.memberId, amount: '3' }, mod());
    const first = /Give \*\*3 (.+?)\*\*/.exec(shown(before))?.[1];
    expect(first).toBeDefined();
    await bot.bot.services.store.settings.update(
      GUILD,
      { defaultPointSystem: DEMO.smallPointSystems.none },
      { userId: '1203458820156250011', summary: 'default point system set' },
    );
    const give = await bot.slash('points', { subcommand: 'give', member: DEMO.memberId, amount: '3' }, mod());
    const chosen = /Give \*\*3 (.+?)\*\*/.exec(shown(give))?.[1];
    expect(chosen).toBeDefined();
    expect(chosen).not.toBe(first);
    const tipped = await bot.slash('tip', { subcommand: 'points', member: DEMO.memberId, amount: '2' }, mod());
    expect(shown(tipped)).toContain(`2 ${chosen}`);
    const board = await bot.slash('leaderboard', {}, bot.member({ guildId: GUILD }));
    expect(shown(board)).toContain(chosen!.replace(/^\S+ /, ''));
  });
});
