import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { splitId } from '../src/discord/component-id.js';
import { Answer, PROGRESS_INTERVAL_MS, type Repliable } from '../src/bot/router/answer.js';
import type { Trace } from '../src/bot/router/trace.js';
import { LANGUAGES } from '../src/i18n/locales.js';
import { readerFor } from '../src/i18n/reader.js';
import { generatedUserId } from '../src/sandbox/board.js';
import { rankSearchLine } from '../src/features/leaderboard/view.js';
import { startTestBot, type TestBot } from './harness.js';

/**
 * While a rank is found the member sees a progress line instead of a bare
 * "thinking…", edited at most once a second and never after the answer.
 */

const silent = { warn: () => undefined } as never;

/** Only Discord is stood in for: an interaction that records its edits and when they came. */
function deferred() {
  const edits: { at: number; content: string }[] = [];
  const interaction = {
    editReply: async (body: { content: string }) => {
      edits.push({ at: Date.now(), content: body.content });
    },
  } as unknown as Repliable;
  const answer = new Answer(interaction, {} as Trace);
  answer.acknowledged('private');
  return { answer, edits };
}

describe('Answer.progress', () => {
  beforeAll(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date', 'performance'] }));
  afterAll(() => vi.useRealTimers());

  it('shows the latest line at most once a second, the first a second after the acknowledgement', async () => {
    const { answer, edits } = deferred();
    const start = Date.now();
    for (let i = 0; i < 35; i++) {
      answer.progress(`line ${i}`, silent);
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(edits.map((e) => e.content)).toEqual(['line 9', 'line 19', 'line 29']);
    expect(edits[0]!.at - start).toBeGreaterThanOrEqual(PROGRESS_INTERVAL_MS);
    for (let i = 1; i < edits.length; i++) expect(edits[i]!.at - edits[i - 1]!.at).toBeGreaterThanOrEqual(PROGRESS_INTERVAL_MS);
  });

  it('never edits a line in after the answer', async () => {
    const { answer, edits } = deferred();
    answer.progress('searching', silent);
    await answer.send({ content: 'You are #5' }, readerFor('en-US'), silent);
    answer.progress('too late', silent);
    await vi.advanceTimersByTimeAsync(5 * PROGRESS_INTERVAL_MS);
    expect(edits.map((e) => e.content)).toEqual(['You are #5']);
  });

  it('leaves an updated message alone (an update keeps the board shown)', async () => {
    const { answer, edits } = deferred();
    answer.acknowledged('update');
    answer.progress('searching', silent);
    await vi.advanceTimersByTimeAsync(3 * PROGRESS_INTERVAL_MS);
    expect(edits).toEqual([]);
  });
});

describe('the progress line', () => {
  it('exists in every language, with the holders and the places left', () => {
    for (const language of LANGUAGES) {
      const line = rankSearchLine({ total: 1_000_000, remaining: 54_321 }, readerFor(language));
      expect(line).not.toContain('{{');
      expect(line).toMatch(/1.000.000/);
      expect(line).toMatch(/54.321/);
      if (language !== 'en') expect(line).not.toBe(rankSearchLine({ total: 1_000_000, remaining: 54_321 }, readerFor('en')));
    }
  });
});

describe('My rank at 1 request/s on a board of a million', () => {
  let bot: TestBot;
  let key: string;
  beforeAll(async () => {
    bot = await startTestBot({
      sandboxRate: 1,
      apiOptions: { ratePerSecond: 1, timeoutMs: 20_000 },
      keys: (sb) => {
        key = sb.addCommunity({ bigBoard: 1_000_000 });
        return { '1203458820156250001': key };
      },
    });
  });
  afterAll(() => bot?.close());

  it('shows where the search stands before the answer, not a bare "thinking…"', async () => {
    const board = await bot.slash('leaderboard', {}, bot.member({ guildId: '1203458820156250001' }));
    const ids = ((board.message?.components ?? []) as { components: { custom_id?: string }[] }[]).flatMap((row) =>
      row.components.map((c) => c.custom_id ?? ''),
    );
    const rankId = ids.find((id) => splitId(id)?.action === 'rank')!;
    const at = 654_321;
    const r = await bot.button(rankId, bot.member({ guildId: '1203458820156250001', userId: generatedUserId(at) }));
    const edits = r.calls.filter((c) => c.method === 'PATCH').map((c) => String((c.body as { content?: string }).content ?? ''));
    expect(edits.at(-1)).toContain(`#${(at + 1).toLocaleString('en-US')}**`);
    const lines = edits.slice(0, -1);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines[0]).toContain('Finding your place on the board… holders: 1,000,000');
  }, 60_000);
});
