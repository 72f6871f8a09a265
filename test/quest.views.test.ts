import { ENGLISH } from '../src/i18n/reader.js';
import { describe, expect, it } from 'vitest';
import { MAX_SAFE, type Quest, type QuestCompletion } from '../src/api/schemas.js';
import { splitId as decode } from '../src/discord/component-id.js';
import { completionsPage, cutMarkdown, neutralizeMentions, questInfo, questTimeMs } from '../src/features/quests/view.js';
import { buttons, expectDiscordLimits } from './discord-limits.js';

const WEEK = 7 * 86_400_000;
const start = Date.UTC(2026, 8, 7);

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
  recurrence: 'WEEKLY',
  recurrenceInterval: WEEK,
  visibility: 'PUBLIC',
  iteration: 6,
  iterationCompletions: [10, 11, 12, 13, 14, 15],
  totalCompletionCount: 75,
  tasks: [
    {
      id: 't1',
      type: 'SOCIAL_POST_INTERACTION',
      postUrl: 'https://x.com/a/status/1',
      isLikeRequired: true,
      isRepostRequired: true,
      isCommentRequired: false,
    },
    { id: 't2', type: 'CHAT_ACCOUNT_AGE' },
  ],
  rewards: [
    {
      id: 'r1',
      type: 'FIXED',
      strategy: { type: 'RAFFLE', maxWinners: 10 },
      item: { type: 'TOKEN', chain: 'Base', tokenAddress: '0xabc', amount: 250 },
    },
  ],
  ...over,
});

const field = (q: ReturnType<typeof questInfo>, name: string) => q.embeds?.[0]?.fields?.find((f) => f.name.startsWith(name))?.value ?? '';

describe('questInfo', () => {
  it('shows status, recurrence in words, visibility, times, round, completions, tasks and rewards', () => {
    const r = questInfo(quest(), ENGLISH);
    const e = r.embeds?.[0];
    expect(e?.title).toBe('Weekly Signal Boost');
    expect(e?.description).toBe('Like **and** repost.');
    expect(field(r, 'Status')).toBe('Active');
    expect(field(r, 'Recurrence')).toBe('Weekly');
    expect(field(r, 'Visibility')).toBe('Public');
    expect(field(r, 'Starts')).toBe(`<t:${start / 1000}:f> (<t:${start / 1000}:R>)`);
    expect(field(r, 'Current round')).toBe('6');
    const completions = field(r, 'Completions');
    expect(completions.split('\n').slice(0, 5)).toEqual(['Round 6: 15', 'Round 5: 14', 'Round 4: 13', 'Round 3: 12', 'Round 2: 11']);
    expect(completions.split('\n').slice(5)).toEqual(['Earlier rounds: 10', '**Total: 75**']);
    expect(field(r, 'Tasks (2)')).toBe('1. [Social post](https://x.com/a/status/1): like, repost\n2. Discord account age');
    expect(field(r, 'Rewards (1)')).toBe('Fixed · raffle, up to 10 winners · 250 of token `0xabc` on Base');
    expect(e?.footer?.text).toBe('Quest id: q-weekly-signal');
    expectDiscordLimits(r);
  });

  it('shows reward tokens by symbol when the command found them, by address when not', () => {
    const rewards = [
      {
        id: 'r1',
        type: 'FIXED',
        strategy: { type: 'RAFFLE', maxWinners: 10 },
        item: { type: 'TOKEN', chain: 'Base', tokenAddress: '0x7c3f9e2a1b4d6c8e0f2a4b6c8d0e2f4a6b8c0d2e', amount: 250 },
      },
      { id: 'r2', type: 'FIXED', item: { type: 'TOKEN', chain: 'Polygon', amount: 1.5 } },
      { id: 'r3', type: 'FIXED', item: { type: 'TOKEN', chain: 'Base', tokenAddress: '0xabc', amount: 7 } },
      { id: 'r4', type: 'FIXED', item: { type: 'TOKEN', chain: 'Solana', tokenAddress: 'DezX', amount: 3 } },
    ];
    const r = questInfo(quest({ rewards }), ENGLISH, { rewardSymbols: ['BSPK', 'POL', undefined, '@here [x](https://e.vil)'] });
    expect(field(r, 'Rewards (4)').split('\n')).toEqual([
      'Fixed · raffle, up to 10 winners · 250 BSPK (0x7c3f…0d2e) on Base',
      'Fixed · 1.5 POL (native coin) on Polygon',
      'Fixed · 7 of token `0xabc` on Base',
      'Fixed · 3 @here \\[x](https://e.vil) (DezX) on Solana',
    ]);
    expectDiscordLimits(r);
  });

  it('lists the last five rounds, then the earlier ones as one line; five or fewer have no such line', () => {
    const many = field(
      questInfo(quest({ iteration: 8, iterationCompletions: [1, 2, 3, 4, 5, 6, 7, 8], totalCompletionCount: 36 }), ENGLISH),
      'Completions',
    );
    const lines = many.split('\n');
    expect(lines).toEqual(['Round 8: 8', 'Round 7: 7', 'Round 6: 6', 'Round 5: 5', 'Round 4: 4', 'Earlier rounds: 6', '**Total: 36**']);
    const shown = lines.slice(0, 6).map((l) => Number(/: (\d+)$/.exec(l)?.[1]));
    expect(shown.reduce((a, b) => a + b, 0)).toBe(36);
    const five = field(
      questInfo(quest({ iteration: 5, iterationCompletions: [1, 2, 3, 4, 5], totalCompletionCount: 15 }), ENGLISH),
      'Completions',
    );
    expect(five).toBe('Round 5: 5\nRound 4: 4\nRound 3: 3\nRound 2: 2\nRound 1: 1\n**Total: 15**');
  });

  it('ONCE reads as a duration; unknown task and reward shapes are named by type', () => {
    const r = questInfo(
      quest({
        recurrence: 'ONCE',
        recurrenceInterval: 3_600_000,
        tasks: [{ type: 'SOMETHING_NEW' }],
        rewards: [
          { id: 'r', type: 'RANDOM', rewardPoolId: 'pool-launch' },
          { id: 'r2', type: 'SHARED', item: { type: 'NFT', amount: 1 } },
          { id: 'r3', type: 'MYSTERY' },
        ],
      }),
      ENGLISH,
    );
    expect(field(r, 'Recurrence')).toBe('Once, runs 1 hour');
    expect(field(r, 'Tasks')).toBe('1. Something new');
    expect(field(r, 'Rewards')).toBe('Random · from reward pool `pool-launch`\nShared · 1 of NFT\nMystery');
  });

  it('no tasks, rewards or completions yet, and an empty full description falls back to the short one', () => {
    const r = questInfo(
      quest({ tasks: [], rewards: [], iterationCompletions: [], totalCompletionCount: 0, fullDescription: '  ', shortDescription: '# hi' }),
      ENGLISH,
    );
    expect(field(r, 'Tasks')).toBe('No tasks.');
    expect(field(r, 'Rewards')).toBe('No rewards.');
    expect(field(r, 'Completions')).toBe('**Total: 0**');
    expect(r.embeds?.[0]?.description).toBe('\\# hi');
  });

  it('the largest quest the spec allows fits every Discord limit and stays safe', () => {
    const name = '*_~|`#>['.repeat(6); // 48 characters, every one markdown
    const para =
      '## Heading\n- **bold** @everyone <@123456789012345678> <@&223456789012345678> @here [link](https://x.com)\n```js\ncode();\n```\n';
    const fullDescription = para.repeat(40).slice(0, 4096);
    expect(fullDescription.length).toBe(4096);
    const tasks = Array.from({ length: 32 }, (_, i) =>
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
    );
    const rewards = Array.from({ length: 4 }, (_, i) => ({
      id: `r${i}`,
      type: 'FIXED',
      strategy: { type: 'RAFFLE', maxWinners: MAX_SAFE },
      item: { type: 'TOKEN', chain: 'HyperEvm', tokenAddress: 'a'.repeat(256), amount: 1e21 },
    }));
    const r = questInfo(
      quest({
        name,
        fullDescription,
        tasks,
        rewards,
        iteration: MAX_SAFE,
        iterationCompletions: Array.from({ length: 500 }, (_, i) => i * 1000),
        totalCompletionCount: MAX_SAFE,
        id: 'q'.repeat(128),
      }),
      ENGLISH,
    );
    expectDiscordLimits(r);
    const e = r.embeds?.[0];
    expect(e?.title).not.toContain('**');
    expect(e?.title).toContain('\\*');
    const d = e?.description ?? '';
    // Markdown kept, mentions defused, cut visibly, and no code fence left open.
    expect(d).toContain('## Heading');
    expect(d).not.toMatch(/@everyone|@here|<@\d|<@&\d/);
    expect(d).toContain('@\u200beveryone');
    expect(d.length).toBeLessThan(4096);
    expect(d).toMatch(/…(\n```)?$/);
    expect((d.match(/```/g) ?? []).length % 2).toBe(0);
    expect(field(r, 'Tasks (32)')).toMatch(/…and \d+ more$/);
    expect(field(r, 'Rewards (4)').split('\n')).toHaveLength(4);
  });
});

describe('markdown helpers', () => {
  it('neutralizeMentions defuses everyone/here/users/roles, keeps channels', () => {
    expect(neutralizeMentions('@everyone @HERE <@1> <@!2> <@&3> <#4>')).toBe(
      '@\u200beveryone @\u200bHERE <@\u200b1> <@\u200b!2> <@\u200b&3> <#4>',
    );
  });
  it('cutMarkdown closes an open fence and prefers a line break', () => {
    expect(cutMarkdown('short', 10)).toBe('short');
    const cut = cutMarkdown(`intro\n\`\`\`\n${'x '.repeat(100)}`, 60);
    expect(cut.length).toBeLessThanOrEqual(60);
    expect(cut.endsWith('…\n```')).toBe(true);
  });
  it('quest times in seconds are read as seconds', () => {
    expect(questTimeMs(1_790_000_000)).toBe(1_790_000_000_000);
    expect(questTimeMs(1_790_000_000_000)).toBe(1_790_000_000_000);
  });
});

const completion = (i: number, over: Partial<QuestCompletion> = {}): QuestCompletion => ({
  questId: 'q-weekly-signal',
  iteration: 3,
  userId: `31820495771615${String(i).padStart(4, '0')}`,
  timestamp: start + i * 60_000,
  source: { platform: 'chat', guildId: '1', channelId: '2' },
  taskIds: ['t1', 't2'],
  verificationData: [],
  rewardMultiplier: 1.5,
  ...over,
});

describe('completionsPage', () => {
  it('lists member mention, quest, round, time, tasks and multiplier, with the filters', () => {
    const r = completionsPage(
      { completions: [completion(1)], page: 0, total: 1, filters: { questId: 'q-weekly-signal', round: 3, since: start } },
      ENGLISH,
    );
    const d = r.embeds?.[0]?.description ?? '';
    expect(d).toContain(`Filters: quest \`q-weekly-signal\` · round 3 · since <t:${start / 1000}:f>`);
    expect(d).toContain(`<@318204957716150001> · \`q-weekly-signal\` · round 3 · <t:${start / 1000 + 60}:f> · 2 tasks · reward ×1.5`);
    expect(r.components).toEqual([]);
    expectDiscordLimits(r);
  });

  it('first and last pages set the buttons; a user id that is not a snowflake is shown as code', () => {
    const rows = Array.from({ length: 10 }, (_, i) => completion(i, { userId: i ? completion(i).userId : 'not<@digits>' }));
    const first = completionsPage({ completions: rows, page: 0, total: 25, filters: {} }, ENGLISH);
    expect(buttons(first).map((b) => b.disabled)).toEqual([true, true, false, false]);
    expect(decode(buttons(first)[3]?.custom_id ?? '')).toEqual({ command: 'quest', action: 'last', state: '2:::::~' });
    expect(first.embeds?.[0]?.description).toContain('`not<@digits>`');
    expect(first.embeds?.[0]?.footer?.text).toBe('Page 1 of 3 · 25 completions');
    const last = completionsPage({ completions: rows.slice(0, 5), page: 2, total: 25, filters: {} }, ENGLISH);
    expect(buttons(last).map((b) => b.disabled)).toEqual([false, false, true, true]);
  });

  it('when the filters cannot fit a custom id the footer says to narrow the search', () => {
    const r = completionsPage({ completions: [completion(1)], page: 0, total: 40, filters: { questId: 'q'.repeat(128) } }, ENGLISH);
    expect(r.components).toEqual([]);
    expect(r.embeds?.[0]?.footer?.text).toContain('narrow the search');
  });

  it('empty: says no completions match', () => {
    const r = completionsPage({ completions: [], page: 0, total: 0, filters: { userId: '1' } }, ENGLISH);
    expect(r.embeds?.[0]?.description).toContain('No completions match.');
    expect(r.components).toEqual([]);
  });

  it('a 100-row page with the longest values fits (only 10 shown)', () => {
    const rows = Array.from({ length: 100 }, (_, i) =>
      completion(i, { questId: 'q'.repeat(128), iteration: MAX_SAFE, taskIds: Array(32).fill('t') }),
    );
    const r = completionsPage(
      { completions: rows, page: 0, total: 10_000, filters: { questId: 'q'.repeat(128), userId: '1'.repeat(20) } },
      ENGLISH,
    );
    expectDiscordLimits(r);
    expect((r.embeds?.[0]?.description ?? '').split('\n').filter((l) => l.startsWith('<@'))).toHaveLength(10);
  });
});
