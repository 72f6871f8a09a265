import { expect, test } from 'vitest';
import type { GuildFacts } from '../src/services/discord-facts.js';
import { cannotChange, planChanges } from '../src/features/rewards/plan.js';
import { nextReward } from '../src/features/rewards/ahead.js';
import type { Reward } from '../src/features/rewards/store.js';

/** What a sync plans from who should hold the role and who does: the pure comparison. */

const guild: GuildFacts = {
  ownerId: 'owner',
  roles: [
    { id: 'g', permissions: 0n, managed: false, position: 0 },
    { id: 'gold', permissions: 0n, managed: false, position: 3 },
    { id: 'bot-role', permissions: 0n, managed: true, position: 10 },
    { id: 'high', permissions: 0n, managed: false, position: 12 },
  ],
  botRoleIds: ['bot-role'],
};

test('gives to the eligible members who lack it, takes from holders no longer eligible, skips who left and whom the bot cannot change', () => {
  const members = new Map<string, string[]>([
    ['a', []],
    ['b', ['gold']],
    ['c', ['gold']],
    ['owner', []],
    ['boss', ['high']],
    ['bot', ['bot-role', 'gold']],
  ]);
  const plan = planChanges({ eligible: ['a', 'b', 'gone', 'owner', 'boss'], members, roleId: 'gold', keep: false, guild, botId: 'bot' });
  expect(plan).toEqual({ add: ['a'], remove: ['c'], left: ['gone'], cannot: ['owner', 'boss'] });
});

test('keep: nobody loses the role', () => {
  const members = new Map<string, string[]>([['c', ['gold']]]);
  expect(planChanges({ eligible: [], members, roleId: 'gold', keep: true, guild }).remove).toEqual([]);
});

test('the bot cannot change the owner, nor a member at or above its highest role', () => {
  expect(cannotChange(guild, 'owner', [])).toBe(true);
  expect(cannotChange(guild, 'x', ['high'])).toBe(true);
  expect(cannotChange(guild, 'x', ['bot-role'])).toBe(true);
  expect(cannotChange(guild, 'x', ['gold'])).toBe(false);
});

test('/points balance names the nearest active threshold reward above the balance, of that system', () => {
  const r = (id: string, threshold: string, extra: Partial<Reward> = {}) =>
    ({ id, kind: 'threshold', state: 'active', pointSystemId: 's', threshold, roleId: id, ...extra }) as Reward;
  const rewards = [
    r('r50', '50'),
    r('r20', '20'),
    r('r10', '10'),
    r('other', '15', { pointSystemId: 't' }),
    r('stopped', '12', { state: 'stopped' }),
  ];
  expect(nextReward(rewards, 's', 11)).toEqual({ reward: rewards[1], missing: 9 });
  expect(nextReward(rewards, 's', 50)).toBeUndefined();
});
