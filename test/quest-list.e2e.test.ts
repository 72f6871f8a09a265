import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quest } from '../commands/quest.js';
import { MESSAGES } from '../src/bot/router/router.js';
import { splitId } from '../src/discord/component-id.js';
import { DEMO } from '../src/sandbox/demo.js';
import { ENGLISH } from '../src/i18n/reader.js';
import { QUEST_LIST_PAGER, QUEST_OPEN, questListPage } from '../src/features/quests/view.js';
import { startTestBot, type RunResult, type TestBot } from './harness.js';
import { textOf } from './raid.limits-helper.js';

/**
 * /quest list through the offline bot against the sandbox: moderators see every quest, members
 * the published public ones only (drafts, templates and private quests are never asked for on
 * their behalf), with filters, pages, and a menu that opens a quest as /quest info does.
 */

let bot: TestBot;
beforeAll(async () => {
  bot = await startTestBot({ commands: [quest] });
});
afterAll(() => bot?.close());

type Row = { components: { custom_id?: string; options?: { value: string }[] }[] };
const text = (r: RunResult) => textOf(r.message as { content?: string; embeds?: unknown[] });
const rows = (r: RunResult) => ((r.message?.components ?? []) as Row[]).flatMap((row) => row.components);
const selectOf = (r: RunResult) => rows(r).find((c) => c.options);
const listed = (r: RunResult) => (selectOf(r)?.options ?? []).map((o) => o.value);

describe('/quest list', () => {
  it('moderators see every quest, drafts and private ones included, privately', async () => {
    const r = await bot.slash('quest', { subcommand: 'list' }, bot.moderator());
    expect(r.ephemeral).toBe(true);
    expect(listed(r)).toEqual(expect.arrayContaining([DEMO.quests.active, DEMO.quests.draft, DEMO.quests.archived]));
    expect(text(r)).toContain('drafts and private ones included');
  });

  it('members see published public quests only, and the request asks for no more', async () => {
    const r = await bot.slash('quest', { subcommand: 'list' }, bot.member());
    const ids = listed(r);
    expect(ids).toContain(DEMO.quests.active);
    expect(ids).not.toContain(DEMO.quests.draft);
    expect(ids).not.toContain(DEMO.quests.archived);
    expect(text(r)).not.toContain('Holiday');
  });

  it('filters by status, recurrence and visibility', async () => {
    const r = await bot.slash(
      'quest',
      { subcommand: 'list', status: 'ACTIVE', recurrence: 'WEEKLY', visibility: 'PUBLIC' },
      bot.moderator(),
    );
    expect(listed(r)).toEqual([DEMO.quests.active]);
    expect(text(r)).toContain('Filters: status active · recurrence weekly · visibility public');
    const none = await bot.slash('quest', { subcommand: 'list', status: 'REVIEW' }, bot.moderator());
    expect(text(none)).toContain('No quests match.');
  });

  it.each([
    [{ status: 'DRAFT' }, 'draft quests are for moderators'],
    [{ status: 'TEMPLATE' }, 'template quests are for moderators'],
    [{ visibility: 'PRIVATE' }, 'private quests are for moderators'],
  ])('a member filtering for %j is told so, with no request', async (filters, words) => {
    const before = bot.sandbox.stats.total();
    const r = await bot.slash('quest', { subcommand: 'list', ...filters }, bot.member());
    expect(r.ephemeral).toBe(true);
    expect(text(r)).toContain(words);
    expect(bot.sandbox.stats.total()).toBe(before);
  });

  it('choosing an entry opens it as /quest info does; a member cannot open a draft by a forged choice', async () => {
    const list = await bot.slash('quest', { subcommand: 'list' }, bot.member());
    const open = selectOf(list)!.custom_id!;
    const shown = await bot.select(open, [DEMO.quests.active], bot.member());
    expect(shown.ephemeral).toBe(true);
    expect(text(shown)).toContain('Weekly Signal Boost');
    expect(text(shown)).toContain('Quest id: q-weekly-signal');
    const forged = await bot.select(open, [DEMO.quests.draft], bot.member());
    expect(text(forged)).not.toContain('Holiday');
    expect(text(forged)).toMatch(/no such quest/i);
    expect(text(await bot.select(open, ['a b/c'], bot.member()))).toBe(MESSAGES.stale);
  });

  it('pages with its own buttons (not the completions pager), and a press re-applies who may see what', async () => {
    const { data } = await bot.api.forKey(bot.demoKey).listQuests({ limit: 50 });
    const many = Array.from({ length: 23 }, (_, i) => ({ ...data[i % data.length]!, id: `q-many-${i}` }));
    const view = questListPage(
      { quests: many.slice(0, 10), page: 0, total: many.length, filters: { status: 'ACTIVE' }, moderator: true },
      ENGLISH,
    );
    const ids = (view.components ?? [])
      .flatMap((row) => (row as Row).components.map((c) => c.custom_id ?? ''))
      .filter((id) => id.includes('list-'));
    expect(ids.map((id) => splitId(id)?.action)).toEqual(['list-first', 'list-prev', 'list-next', 'list-last']);
    expect(QUEST_LIST_PAGER.parse(splitId(ids[2]!)!.state)).toEqual({ page: 1, status: 'ACTIVE' });
    expect(QUEST_OPEN.id('open', {})).toBeDefined();
    // A moderator's unfiltered list pressed by a member: the member's rule, not the moderator's.
    const press = await bot.button(QUEST_LIST_PAGER.id('list-first', { page: 0 })!, bot.member());
    expect(listed(press)).not.toContain(DEMO.quests.draft);
    expect(listed(press)).toContain(DEMO.quests.active);
  });
});
