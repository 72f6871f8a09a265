import { REWARD_CONFIRM } from '../src/features/rewards/views.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commands } from '../commands/index.js';
import type { Component } from '../src/command/contract.js';
import { MESSAGES } from '../src/bot/router/router.js';
import { DEMO } from '../src/sandbox/index.js';
import { BOARD_CARD, BOARD_GOTO, BOARD_JUMP, BOARD_PAGER, BOARD_RANK } from '../src/features/leaderboard/view.js';
import { SYSTEMS_PAGER } from '../src/features/points/view.js';
import { COMPLETIONS_PAGER, QUEST_LIST_PAGER, QUEST_OPEN } from '../src/features/quests/view.js';
import { FEED_HIDDEN } from '../src/features/feeds/view.js';
import { AUDIT_PAGER } from '../src/features/audit/view.js';
import { confirmIds } from '../src/features/writes/confirm-view.js';
import { TOKENS_PAGER } from '../src/features/tokens/view.js';
import { INVENTORY_PAGER } from '../src/features/treasury/view.js';
import { SCHEDULE_WRITES_PAGER } from '../src/features/schedules/view.js';
import { PERIOD_CARD, PERIOD_PAGER, PERIOD_RANK, SETUP_PERIODS } from '../src/features/periods/view.js';
import {
  SETUP_AUDIT_CHANNEL,
  SETUP_KEY,
  SETUP_LANGUAGE,
  SETUP_LIMITS,
  SETUP_ROLES,
  SETUP_SYSTEM,
  SETUP_UNKEY,
  SETUP_WEB,
} from '../src/features/setup/view.js';
import { startTestBot, type RunResult, type TestBot } from './harness.js';

/**
 * Every component of every command, fed ids it never wrote: forged, cut short, and in the
 * formats older versions wrote. Each gets the one stale answer, privately, and the Community
 * API sees no request. A new component fails the first test until it has a sample here.
 */

interface Sample {
  /** An id the current code writes (for raid: well formed, its preview long gone). */
  valid: string;
  /** Whether pressing `valid` does real work (so the test can tell stale from working). */
  works: boolean;
  /** Ids of the same button as earlier versions wrote them. */
  old: string[];
}

const SYSTEM = DEMO.pointSystems.active;
const OWNER = '318204957716152399';
const SAMPLES: Record<string, Sample> = {
  'leaderboard:first': {
    valid: BOARD_PAGER.id('next', { system: SYSTEM, page: 1, order: 'balance-desc', owner: OWNER })!,
    works: true,
    // The oldest pager ids carried no owner and no card flag.
    old: [`leaderboard:next:${SYSTEM}.2.d`, `leaderboard:last:${SYSTEM}.120.a`, `leaderboard:next:${SYSTEM}:1:d~`],
  },
  'leaderboard:card': {
    valid: BOARD_CARD.id('card', { system: SYSTEM, page: 1, order: 'balance-desc', owner: OWNER, card: true })!,
    works: true,
    old: [`leaderboard:card:${SYSTEM}:1:d~`, `leaderboard:card:${SYSTEM}:1:d:${OWNER}~`],
  },
  'leaderboard:goto': {
    valid: BOARD_GOTO.id('goto', { system: SYSTEM, page: 1, order: 'balance-desc', owner: OWNER, pages: 120 })!,
    works: true,
    old: [`leaderboard:goto:${SYSTEM}:1:d~`, `leaderboard:goto:${SYSTEM}:1:d::~`],
  },
  'leaderboard:jump': {
    valid: BOARD_JUMP.id('jump', { system: SYSTEM, owner: OWNER })!,
    works: true,
    old: [`leaderboard:jump:${SYSTEM}~`, `leaderboard:jump:${SYSTEM}:1~`],
  },
  'leaderboard:rank': { valid: BOARD_RANK.id('rank', { system: SYSTEM })!, works: true, old: [`leaderboard:rank:${SYSTEM}`] },
  'points:first': {
    valid: SYSTEMS_PAGER.id('next', { page: 0, includeShared: true })!,
    works: true,
    old: ['points:next:1.-.1.', 'points:last:2.A.0.spark'],
  },
  'tokens:first': { valid: TOKENS_PAGER.id('next', { page: 1 })!, works: true, old: ['tokens:next:*.1', 'tokens:prev:Ethereum.0'] },
  'quest:first': {
    valid: COMPLETIONS_PAGER.id('next', { page: 1, questId: DEMO.quests.active })!,
    works: true,
    old: ['quest:next:1.....', `quest:next:1.....${DEMO.quests.active}`],
  },
  'quest:list-first': {
    valid: QUEST_LIST_PAGER.id('list-next', { page: 0, status: 'ACTIVE' })!,
    works: true,
    old: ['quest:list-next:1', 'quest:list-next:1:DRAFTY::~'],
  },
  // A select: pressed without a choice it is stale whatever its id; the list test chooses.
  'quest:open': { valid: QUEST_OPEN.id('open', {})!, works: false, old: ['quest:open', 'quest:open:q-weekly-signal'] },
  'treasury:first': { valid: INVENTORY_PAGER.id('next', { chain: 'Ethereum', page: 1 })!, works: true, old: ['treasury:next:Ethereum.1'] },
  'raid:confirm': {
    valid: confirmIds('raid').buttons.id('confirm', { preview: 'AAAAAAAA' })!,
    works: false,
    old: ['raid:confirm:AAAAAAAA', 'raid:cancel:AAAAAAAA', 'raid:anyway:AAAAAAAA'],
  },
  // A reward's Confirm: its preview id; a forged or old one finds no preview and sends nothing.
  'rewards:confirm': {
    valid: REWARD_CONFIRM.id('confirm', { id: 'aaaaaaaa' })!,
    works: false,
    old: ['rewards:confirm', 'rewards:confirm:AAAAAAAA'],
  },
  'audit:newest': {
    valid: AUDIT_PAGER.id('older', { before: 5, operation: 'raid.create', member: '1203458820156250011' })!,
    works: true,
    old: ['audit:older:5', 'audit:newest'],
  },
  'raid:confirmtyped': {
    valid: confirmIds('raid').typedButton.id('confirmtyped', { preview: 'AAAAAAAA' })!,
    works: false,
    old: ['raid:confirmtyped:AAAAAAAA'],
  },
  // /setup (administrators): the key button opens its form; remove and an empty role or channel
  // choice (clearing) do work; the point-system and language selects need a choice.
  'setup:key': { valid: SETUP_KEY.id('key', { guild: DEMO.guildId })!, works: true, old: ['setup:key', 'setup:key:~'] },
  'setup:unkey': { valid: SETUP_UNKEY.id('unkey', { guild: DEMO.guildId })!, works: true, old: ['setup:unkey', 'setup:unkey:~'] },
  'setup:roles': { valid: SETUP_ROLES.id('roles', { guild: DEMO.guildId })!, works: true, old: ['setup:roles', 'setup:roles:~'] },
  'setup:auditch': {
    valid: SETUP_AUDIT_CHANNEL.id('auditch', { guild: DEMO.guildId })!,
    works: true,
    old: ['setup:auditch', 'setup:auditch:~'],
  },
  'setup:system': { valid: SETUP_SYSTEM.id('system', { guild: DEMO.guildId })!, works: false, old: ['setup:system', 'setup:system:~'] },
  'setup:language': {
    valid: SETUP_LANGUAGE.id('language', { guild: DEMO.guildId })!,
    works: false,
    old: ['setup:language', 'setup:language:~'],
  },
  // Opens the typed-confirmation limits form.
  'setup:limits': { valid: SETUP_LIMITS.id('limits', { guild: DEMO.guildId })!, works: true, old: ['setup:limits', 'setup:limits:~'] },
  // Period boards: new ids, so no older forms; a press answers (off, or no final board stored), never stale.
  'leaderboard:period-first': {
    valid: PERIOD_PAGER.id('period-next', { system: SYSTEM, period: '2026-W47', page: 1, owner: OWNER })!,
    works: true,
    old: [],
  },
  'leaderboard:period-card': {
    valid: PERIOD_CARD.id('period-card', { system: SYSTEM, period: '2026-11', page: 0, owner: OWNER, card: true })!,
    works: true,
    old: [],
  },
  'leaderboard:period-rank': { valid: PERIOD_RANK.id('period-rank', { system: SYSTEM, period: '2026-W47' })!, works: true, old: [] },
  'setup:period-on': { valid: SETUP_PERIODS.id('period-off', { guild: DEMO.guildId, system: SYSTEM })!, works: true, old: [] },
  // A feed of a hidden quest, confirmed after its warning: a new id, so no older forms.
  'feed:hidden': {
    valid: FEED_HIDDEN.id('hidden', { channel: '1203458820156252599', quest: DEMO.quests.archived, mention: true })!,
    works: true,
    old: [],
  },
  // /schedule list's scheduled writes, a page at a time: new ids, so no older forms.
  'schedule:writes-first': { valid: SCHEDULE_WRITES_PAGER.id('writes-next', { page: 1 })!, works: true, old: [] },
  // Moves the web leaderboard on: off → with names → names hidden → off.
  'setup:web': { valid: SETUP_WEB.id('web', { guild: DEMO.guildId })!, works: true, old: ['setup:web', 'setup:web:~'] },
  // Every confirmed write's preview buttons (raids, value moves, /tokens add): one flow, the same ids under each command's name.
  ...Object.fromEntries(
    ['tip', 'points', 'transfer', 'airdrop', 'raffle', 'burn', 'tokens'].flatMap((name) => [
      [
        `${name}:confirm`,
        { valid: confirmIds(name).buttons.id('confirm', { preview: 'AAAAAAAA' })!, works: false, old: [`${name}:confirm:AAAAAAAA`] },
      ],
      [
        `${name}:confirmtyped`,
        {
          valid: confirmIds(name).typedButton.id('confirmtyped', { preview: 'AAAAAAAA' })!,
          works: false,
          old: [`${name}:confirmtyped:AAAAAAAA`],
        },
      ],
    ]),
  ),
};

const keyOf = (c: Component) => `${c.ids.command}:${c.ids.actions[0]}`;
const every = commands.flatMap((m) => (m.components ?? []).map((c) => ({ m, c })));

/** Every cut of `id` that still names its command and action. */
function cuts(id: string): string[] {
  const head = id.indexOf(':', id.indexOf(':') + 1) + 1;
  return Array.from({ length: id.length - head }, (_, i) => id.slice(0, head + i));
}

function forged(command: string, action: string): string[] {
  const at = `${command}:${action}:`;
  // Malformed forgeries: a well-formed id of a made-up item (a system id nobody has) is
  // indistinguishable from a real one without signing ids; that one is answered "not found".
  return [
    at,
    `${at}~`,
    `${at}~~`,
    `${at}x:y:z:w:v:u:t:s~`,
    `${at}%%%~`,
    `${at}%3~`,
    `${at}a/b~`,
    `${at}${'/'.repeat(100 - at.length - 1)}~`,
    `${at}-1:-1:-1~`,
    `${at} ~`,
    `${at}a b~`,
  ];
}

let bot: TestBot;
beforeAll(async () => {
  bot = await startTestBot();
});
afterAll(() => bot?.close());

const content = (r: RunResult) => String(r.message?.content ?? '');

describe('component ids nobody wrote', () => {
  it('every component of every command has a sample here', () => {
    expect(every.length).toBeGreaterThanOrEqual(Object.keys(SAMPLES).length);
    expect(every.map(({ c }) => keyOf(c)).filter((k) => !SAMPLES[k])).toEqual([]);
  });

  it.each(every.map(({ m, c }) => [keyOf(c), m.name, c] as const))(
    '%s: forged, cut and old ids are stale, with no request',
    async (key, _name, c) => {
      const sample = SAMPLES[key]!;
      const ids = [...sample.old, ...cuts(sample.valid), ...c.ids.actions.flatMap((a) => forged(c.ids.command, a))];
      const before = bot.sandbox.stats.total();
      for (const id of ids) {
        const r = await bot.button(id, bot.moderator());
        expect(r.ephemeral, id).toBe(true);
        expect(content(r), id).toBe(MESSAGES.stale);
      }
      expect(bot.sandbox.stats.total()).toBe(before);
      // The same component answers the id it wrote: what made the others stale was the id.
      if (sample.works) expect(content(await bot.button(sample.valid, bot.moderator()))).not.toBe(MESSAGES.stale);
    },
  );
});
