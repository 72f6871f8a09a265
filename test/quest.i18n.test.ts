import { describe, expect, it } from 'vitest';
import { parseWhen } from '../commands/quest.js';
import { MAX_SAFE, type Quest, type QuestCompletion } from '../src/api/schemas.js';
import type { Reply } from '../src/discord/reply.js';
import { ENGLISH, EVERY_READER, readerFor, type Reader } from '../src/i18n/reader.js';
import { completionsPage, questInfo, questListPage } from '../src/features/quests/view.js';
import { expectDiscordLimits } from './discord-limits.js';
import { textOf, sameAsEnglish, unfittedProblems } from './raid.limits-helper.js';

/**
 * Every quest view and refusal in every language: it fits Discord's limits as written (nothing
 * of a translation is cut), no text is a key or an unfilled placeholder, and each language
 * reads differently from English.
 */

/** A key of this area shown as is (a typo, or a text missing in every language). */
const RAW_KEY = /\bquest\.[a-z]+\.[a-zA-Z.]+\b/;

const WEEK = 7 * 86_400_000;
const start = Date.UTC(2026, 8, 7);
const wide = (n: number) => '*_[`'.repeat(Math.ceil(n / 4)).slice(0, n);

const quest = (over: Partial<Quest> = {}): Quest => ({
  id: 'q-weekly-signal',
  communityId: 'c1',
  name: 'Weekly Signal Boost',
  shortDescription: 'Short.',
  fullDescription: 'Like **and** repost.',
  createdAt: start - 1000,
  startTime: start,
  endTime: start + 52 * WEEK,
  status: 'ACTIVE',
  recurrence: 'CUSTOM',
  recurrenceInterval: 3 * 86_400_000,
  visibility: 'PUBLIC',
  iteration: 8,
  iterationCompletions: [1, 2, 3, 4, 5, 6, 7, 8],
  totalCompletionCount: 36,
  tasks: [
    {
      id: 't1',
      type: 'SOCIAL_POST_INTERACTION',
      postUrl: 'https://x.com/a/status/1',
      isLikeRequired: true,
      isRepostRequired: true,
      isCommentRequired: true,
    },
    {
      id: 't2',
      type: 'SOCIAL_POST_INTERACTION',
      postUrl: 'https://x.com/a/status/2',
      isLikeRequired: false,
      isRepostRequired: false,
      isCommentRequired: false,
    },
    { id: 't3', type: 'CHAT_ACCOUNT_AGE' },
  ],
  rewards: [
    {
      id: 'r1',
      type: 'FIXED',
      strategy: { type: 'RAFFLE', maxWinners: 1 },
      item: { type: 'TOKEN', chain: 'Base', tokenAddress: '0xabc', amount: 250 },
    },
    { id: 'r2', type: 'FIXED', strategy: { type: 'RAFFLE', maxWinners: 22 }, item: { type: 'TOKEN', chain: 'Polygon', amount: 1.5 } },
    { id: 'r3', type: 'RANDOM', rewardPoolId: 'pool-launch' },
    { id: 'r4', type: 'SHARED', item: { type: 'NFT', amount: 1 } },
    { id: 'r5', type: 'FIXED', item: { type: 'TOKEN', chain: 'Base' } },
  ],
  ...over,
});

/** The largest quest the spec allows. */
const largest = quest({
  name: wide(48),
  fullDescription: `## Heading\n- **bold** @everyone\n${'x '.repeat(3000)}`,
  tasks: Array.from({ length: 32 }, (_, i) =>
    i % 2
      ? {
          id: `t${i}`,
          type: 'SOCIAL_POST_INTERACTION' as const,
          postUrl: `https://x.com/a/status/${'9'.repeat(240)}`,
          isLikeRequired: true,
          isRepostRequired: true,
          isCommentRequired: true,
        }
      : { id: `t${i}`, type: `UNKNOWN_${'X'.repeat(100)}` },
  ),
  rewards: Array.from({ length: 4 }, (_, i) => ({
    id: `r${i}`,
    type: 'FIXED',
    strategy: { type: 'RAFFLE', maxWinners: MAX_SAFE },
    item: { type: 'TOKEN', chain: 'HyperEvm', tokenAddress: 'a'.repeat(256), amount: 1e21 },
    rewardPoolId: 'p'.repeat(128),
  })),
  iteration: MAX_SAFE,
  iterationCompletions: Array.from({ length: 500 }, (_, i) => i * 1000),
  totalCompletionCount: MAX_SAFE,
  id: 'q'.repeat(128),
});

const completion = (i: number, over: Partial<QuestCompletion> = {}): QuestCompletion => ({
  questId: 'q-weekly-signal',
  iteration: 3,
  userId: `31820495771615${String(i).padStart(4, '0')}`,
  timestamp: start + i * 60_000,
  source: { platform: 'chat', guildId: '1', channelId: '2' },
  taskIds: i % 2 ? ['t1'] : ['t1', 't2', 't3', 't4', 't5'],
  verificationData: [],
  rewardMultiplier: 1.5,
  ...over,
});
const rows = Array.from({ length: 10 }, (_, i) => completion(i));
const longRows = Array.from({ length: 10 }, (_, i) =>
  completion(i, { questId: 'q'.repeat(128), iteration: MAX_SAFE, taskIds: Array(32).fill('t') }),
);
const every = { questId: 'q-weekly-signal', round: 3, userId: '318204957716150001', since: start, until: start + WEEK };

/** Every view the quest commands show. */
function views(s: Reader): [string, Reply][] {
  return [
    ['info', questInfo(quest(), s, { rewardSymbols: [undefined, 'POL'] })],
    [
      'info: once, nothing yet',
      questInfo(
        quest({ recurrence: 'ONCE', recurrenceInterval: WEEK, tasks: [], rewards: [], iterationCompletions: [], totalCompletionCount: 0 }),
        s,
      ),
    ],
    [
      'info: daily every 2 days',
      questInfo(quest({ recurrence: 'DAILY', recurrenceInterval: 2 * 86_400_000, iterationCompletions: [1], totalCompletionCount: 1 }), s),
    ],
    ['info: the largest quest', questInfo(largest, s, { rewardSymbols: [wide(100)] })],
    ['completions: one, every filter', completionsPage({ completions: [completion(1)], page: 0, total: 1, filters: every }, s)],
    ['completions: a full page of many', completionsPage({ completions: rows, page: 1, total: 25, filters: {} }, s)],
    [
      'completions: the longest, too long for buttons',
      completionsPage({ completions: longRows, page: 0, total: MAX_SAFE, filters: { ...every, questId: 'q'.repeat(128) } }, s),
    ],
    ['completions: none', completionsPage({ completions: [], page: 0, total: 0, filters: { userId: '1' } }, s)],
    [
      'list: a moderator, filtered',
      questListPage(
        {
          quests: Array.from({ length: 10 }, (_, i) => quest({ id: `q-${i}`, name: wide(100) })),
          page: 0,
          total: 23,
          filters: { status: 'ACTIVE', recurrence: 'WEEKLY', visibility: 'PUBLIC' },
          moderator: true,
        },
        s,
      ),
    ],
    ['list: a member, one quest', questListPage({ quests: [quest()], page: 0, total: 1, filters: {}, moderator: false }, s)],
    ['list: none', questListPage({ quests: [], page: 0, total: 0, filters: { status: 'REVIEW' }, moderator: true }, s)],
  ];
}

describe('quest views in every language', () => {
  for (const s of EVERY_READER) {
    describe(s.language, () => {
      it.each(views(s))('%s: fits, and every text is translated', (_what, reply) => {
        expectDiscordLimits(reply);
        expect(unfittedProblems(reply)).toEqual([]);
        const text = textOf(reply);
        expect(text).not.toMatch(RAW_KEY);
        expect(text).not.toContain('{{');
      });
    });
  }

  it('each language reads in its own words', () => {
    expect(sameAsEnglish(views)).toEqual([]);
  });

  it('plural words follow the number in each language', () => {
    const [en, ru] = ['en', 'ru'].map((l) => EVERY_READER.find((s) => s.language === l)!);
    const rewards = (s: Reader) =>
      questInfo(quest(), s).embeds?.[0]?.fields?.find((f) => f.name.startsWith(s.t('quest.info.rewards', { n: 5 })))?.value ?? '';
    expect(rewards(en!).split('\n').slice(0, 2)).toEqual([
      'Fixed · raffle, up to 1 winner · 250 of token `0xabc` on Base',
      'Fixed · raffle, up to 22 winners · 1.5 of the native coin on Polygon',
    ]);
    expect(rewards(ru!)).toContain('до 1 победителя');
    expect(rewards(ru!)).toContain('до 22 победителей');
    const page = completionsPage({ completions: rows.slice(0, 2), page: 0, total: 21, filters: {} }, ru!);
    expect(page.embeds?.[0]?.footer?.text).toBe('Страница 1 из 3 · 21 выполнение');
    expect(page.embeds?.[0]?.description).toContain('5 заданий');
    expect(page.embeds?.[0]?.description).toContain('1 задание');
  });
});

describe('quest refusals in every language', () => {
  it.each(['yesterday', '2026-13-01', '99999d'])('a time that is not one: %s', (typed) => {
    const r = parseWhen(typed, 'since');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const english = r.error(ENGLISH);
    // The refusal line names the option first (optionErrorLine); the words do not repeat it.
    expect(english.startsWith('since')).toBe(false);
    for (const s of EVERY_READER) {
      const text = r.error(s);
      expect(text).not.toMatch(RAW_KEY);
      expect(text).not.toContain('{{');
      if (s.language !== 'en') expect(text, s.language).not.toBe(english);
    }
  });
});

describe("the quest list's filters in running text", () => {
  const head = (s: Reader) =>
    textOf(
      questListPage(
        { quests: [], page: 0, total: 0, filters: { status: 'DRAFT', recurrence: 'WEEKLY', visibility: 'PRIVATE' }, moderator: true },
        s,
      ),
    );
  it('are lower case where the language lowers such words, and keep German capitals', () => {
    expect(head(ENGLISH)).toContain('status draft · recurrence weekly · visibility private');
    expect(head(readerFor('fr'))).not.toMatch(/Brouillon|Hebdomadaire|Privée?\b/);
    expect(head(readerFor('de'))).toContain('Status: Entwurf · Wiederholung: Wöchentlich · Sichtbarkeit: Privat');
  });
});
