import { ENGLISH, EVERY_READER, type Reader } from '../src/i18n/reader.js';
import type { APIEmbed } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BALANCE_SORTS,
  POINT_PERMISSIONS,
  POINT_SYSTEM_STATUSES,
  QUEST_RECURRENCES,
  QUEST_STATUSES,
  QUEST_VISIBILITIES,
} from '../src/api/schemas.js';
import { convert } from '../src/console/resolve.js';
import { DEMO } from '../src/sandbox/demo.js';
import { questInfo } from '../src/features/quests/view.js';
import {
  balanceOrderWords,
  itemTypeWords,
  permissionWords,
  platformWords,
  pointSystemStatusWords,
  questStatusWords,
  recurrenceWords,
  rewardTypeWords,
  strategyWords,
  taskTypeWords,
  visibilityWords,
  wordsOf,
} from '../src/views/enum-words.js';
import { startTestBot, type RunResult, type TestBot } from './harness.js';

/**
 * No raw API word reaches a user. Each enum has one table of plain words
 * (src/views/enum-words.ts); a value the API adds later reads as its words; messages about choices
 * name the choices as the picker shows them, not the values sent.
 */

/** Every enum value the spec and the notes publish, as it would look raw. */
const RAW = new RegExp(
  [
    ...QUEST_STATUSES,
    ...QUEST_RECURRENCES,
    ...QUEST_VISIBILITIES,
    ...POINT_SYSTEM_STATUSES,
    ...POINT_PERMISSIONS,
    'SOCIAL_POST_INTERACTION',
    'CHAT_ACCOUNT_AGE',
    'CHANNEL_MESSAGE',
    'FIXED',
    'RANDOM',
    'RAFFLE',
    'TOKEN_POOL',
    'TOKEN',
    'POINTS',
  ]
    .map((v) => `\\b${v}\\b`)
    .concat(
      BALANCE_SORTS.map((v) => v.replace('-', '\\-')),
      ['\\b[A-Z]+_[A-Z_]+\\b'],
    )
    .join('|'),
);

describe('one table of plain words per enum', () => {
  it('every published value reads as plain words, never as itself', () => {
    const tables: [(v: string, s: Reader) => string, readonly string[]][] = [
      [questStatusWords, QUEST_STATUSES],
      [recurrenceWords, QUEST_RECURRENCES],
      [visibilityWords, QUEST_VISIBILITIES],
      [pointSystemStatusWords, POINT_SYSTEM_STATUSES],
      [permissionWords, POINT_PERMISSIONS],
      [balanceOrderWords, BALANCE_SORTS],
      [taskTypeWords, ['SOCIAL_POST_INTERACTION', 'CHAT_ACCOUNT_AGE', 'CHANNEL_MESSAGE']],
      [rewardTypeWords, ['FIXED', 'RANDOM', 'SHARED']],
      [strategyWords, ['RAFFLE']],
      [itemTypeWords, ['TOKEN', 'POINTS', 'ROLE']],
    ];
    for (const [words, values] of tables) {
      for (const v of values) for (const s of EVERY_READER) expect(words(v, s), v).not.toMatch(RAW);
    }
    expect(taskTypeWords('CHAT_ACCOUNT_AGE', ENGLISH)).toBe('Discord account age');
    expect(taskTypeWords('CHANNEL_MESSAGE', ENGLISH)).toBe('Message in a channel');
    expect(permissionWords('PRINT', ENGLISH)).toBe('print new points');
    expect(balanceOrderWords('balance-desc', ENGLISH)).toBe('highest first');
    expect(questStatusWords('REVIEW', ENGLISH)).toBe('In review');
    expect(platformWords('social', ENGLISH)).toBe('X');
  });

  it('a value the API adds later reads as its words', () => {
    expect(wordsOf('CHAT_ACCOUNT_AGE')).toBe('Chat account age');
    expect(taskTypeWords('SOCIAL_FOLLOW_ACCOUNT', ENGLISH)).toBe('Social follow account');
    expect(permissionWords('BURN', ENGLISH)).toBe('Burn');
    expect(balanceOrderWords('balance-random', ENGLISH)).toBe('Balance random');
    expect(questStatusWords('SCHEDULED', ENGLISH)).toBe('Scheduled');
    expect(platformWords('telegram', ENGLISH)).toBe('Telegram');
    expect(wordsOf('holderCount')).toBe('Holder count');
  });

  it('the quest view shows task types, rewards and statuses in words', () => {
    const quest = {
      id: 'q1',
      communityId: 'c1',
      name: 'Q',
      shortDescription: 's',
      fullDescription: '',
      createdAt: 0,
      startTime: 1_790_000_000_000,
      endTime: 1_790_600_000_000,
      status: 'REVIEW',
      recurrence: 'WEEKLY',
      recurrenceInterval: 604_800_000,
      visibility: 'SHARED',
      iteration: 1,
      iterationCompletions: [1],
      totalCompletionCount: 1,
      tasks: [
        { id: 't1', type: 'CHAT_ACCOUNT_AGE' },
        { id: 't2', type: 'CHANNEL_MESSAGE' },
        { id: 't3', type: 'SOME_FUTURE_TASK' },
      ],
      rewards: [{ id: 'r1', type: 'SHARED', item: { type: 'POINTS', amount: 5 } }],
    } as unknown as Parameters<typeof questInfo>[0];
    const fields = questInfo(quest, ENGLISH).embeds?.[0]?.fields ?? [];
    const value = (name: string) => fields.find((f) => f.name.startsWith(name))?.value;
    expect(value('Tasks')).toBe('1. Discord account age\n2. Message in a channel\n3. Some future task');
    expect(value('Status')).toBe('In review');
    expect(value('Visibility')).toBe('Shared with partner communities');
    expect(value('Rewards')).toBe('Shared · 5 of points');
  });
});

let bot: TestBot;
beforeAll(async () => {
  bot = await startTestBot();
});
afterAll(() => bot?.close());

type Shown = { content?: string; embeds?: APIEmbed[] };
const text = (r: RunResult) => JSON.stringify((r.message ?? {}) as Shown);

describe('replies, end to end', () => {
  it('quest info, completions, point systems and verified details carry no raw API word', async () => {
    const mod = bot.moderator();
    const replies = [
      ...(await Promise.all(
        Object.values(DEMO.quests)
          .filter((q) => typeof q === 'string' && q !== DEMO.quests.unknown && q.startsWith('q-'))
          .map((id) => bot.slash('quest', { subcommand: 'info', quest: id }, mod)),
      )),
      await bot.slash('quest', { subcommand: 'completions' }, mod),
      await bot.slash('points', { subcommand: 'systems' }, mod),
      await bot.slash('verify', { member: DEMO.gating.linked }, mod),
    ];
    expect(replies.length).toBeGreaterThanOrEqual(8);
    // Real answers, not refusals: each has an embed with fields or a description.
    for (const r of replies) expect((r.message as Shown | undefined)?.embeds?.[0]?.title, text(r).slice(0, 200)).toBeTruthy();
    expect(text(replies[0]!)).toContain('Discord account age');
    for (const r of replies) {
      // Quest ids and token addresses are ids, not words; take them out before looking.
      const shown = text(r)
        .replace(/`[^`]*`/g, '')
        .replace(/Quest id: [^"]*/g, '');
      expect(shown).not.toMatch(RAW);
    }
    const completions = text(replies.at(-3)!);
    expect(completions).toMatch(/ · reward ×[\d.]+/);
    const systems = text(replies.at(-2)!);
    expect(systems).toContain('This server may: see balances, move points between members, spend points, and print new points');
    expect(systems).not.toContain('Permissions:');
  });

  it('a value outside the choices is refused by the choice names, in Discord and in the console', async () => {
    const r = await bot.slash('leaderboard', { order: 'balance-random' }, bot.member());
    expect(String((r.message as Shown | undefined)?.content)).toBe(
      '`order`: balance-random is not one of "highest first" or "lowest first"',
    );
    // A German member reads the names their picker shows.
    const de = await bot.slash('leaderboard', { order: 'balance-random' }, bot.member({ locale: 'de' }));
    const german = String((de.message as Shown | undefined)?.content);
    expect(german).toContain('„Höchste zuerst“ oder „Niedrigste zuerst“');
    expect(german).not.toContain('highest first');
    const order = {
      type: 3,
      name: 'order',
      description: 'o',
      choices: BALANCE_SORTS.map((value) => ({ name: balanceOrderWords(value, ENGLISH), value })),
    };
    expect(convert(order as Parameters<typeof convert>[0], 'sideways')).toEqual({
      error: 'order: choose one of: highest first, lowest first',
    });
  });
});
