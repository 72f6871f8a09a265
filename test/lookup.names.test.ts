import { ENGLISH } from '../src/i18n/reader.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../src/sandbox/demo.js';
import { BOARD_PAGER, BOARD_RANK } from '../src/features/leaderboard/view.js';
import { startTestBot, type RunResult, type TestBot } from './harness.js';
import { embed, shown, upstream } from './reply-helpers.js';
import { call } from './sandbox-helpers.js';

/**
 * Point systems and quests are found by name as well as by id,
 * with a "did you mean" for a near miss; members see (and are suggested) only the published
 * public quests, and a hidden one is refused exactly like one that does not exist; an unknown
 * quest in /quest completions and a board button for a removed system say what happened.
 */

/** Communities with the demo's data whose client caches start cold, one per fault test. */
const COLD_QUESTS = '1203458820156253001';
const COLD_SYSTEMS = '1203458820156253002';
const COLD_QUEST_NAMES = '1203458820156253003';
const keyOf: Record<string, string> = {};

let bot: TestBot;
beforeAll(async () => {
  bot = await startTestBot({
    keys: (sb) =>
      Object.assign(keyOf, {
        [DEMO.guildId]: sb.demoKey,
        [COLD_QUESTS]: sb.addCommunity(),
        [COLD_SYSTEMS]: sb.addCommunity(),
        [COLD_QUEST_NAMES]: sb.addCommunity(),
      }),
  });
});
afterEach(() => bot.sandbox.faults.clear());
afterAll(() => bot?.close());

const content = (r: RunResult) => String(shown(r).content ?? '');
const title = (r: RunResult) => embed(r).title ?? '';
const member = (guildId: string = DEMO.guildId) => bot.member({ guildId });
const moderator = (guildId: string = DEMO.guildId) => bot.moderator({ guildId });
const routes = () => bot.sandbox.stats.byRoute();

/** The published public demo quests (what a member may see), in the API's order. */
const PUBLIC = [
  { name: 'Weekly Signal Boost (q-weekly-signal)', value: DEMO.quests.active },
  { name: 'Launch Week (q-launch-week)', value: DEMO.quests.ended },
  { name: 'Daily GM (q-daily-gm)', value: DEMO.quests.paused },
];
const HIDDEN = [
  { name: 'Holiday Quest (q-holiday-draft)', value: DEMO.quests.draft },
  { name: 'Beta Testers (q-beta-testers)', value: DEMO.quests.archived },
];

describe('item 7: point systems and quests by name', () => {
  it.each(['Season 1 XP', 'season 1 xp', '  Season   1 XP ', DEMO.pointSystems.archived])('/leaderboard system:%j', async (system) => {
    const r = await bot.slash('leaderboard', { system }, member());
    expect(content(r)).toBe('');
    expect(title(r)).toBe('🏅 Season 1 XP leaderboard');
  });

  it('/points balance system: takes a name', async () => {
    const r = await bot.slash('points', { subcommand: 'balance', system: 'Season 1 XP' }, member());
    expect(embed(r).description).toContain('🏅 Season 1 XP — ');
  });

  it.each(['Weekly Signal Boost', 'weekly signal boost', DEMO.quests.active])('/quest info quest:%j', async (id) => {
    const r = await bot.slash('quest', { subcommand: 'info', quest: id }, member());
    expect(r.ephemeral).toBe(false);
    expect(title(r)).toBe('Weekly Signal Boost');
  });

  it('/quest completions quest: takes a name and filters by that quest', async () => {
    const res = await call(bot.sandbox, `/v1/community/quest-completions?limit=1&questId=${DEMO.quests.active}`);
    const total = res.json.pagination.total as number;
    const r = await bot.slash('quest', { subcommand: 'completions', quest: 'Weekly Signal Boost' }, moderator());
    expect(embed(r).footer?.text).toContain(`${total} completions`);
  });

  it('a near miss names what the user may have meant, privately, and asks for no balance', async () => {
    const before = routes().getPointBalances;
    const r = await bot.slash('leaderboard', { system: 'Season 2' }, member());
    expect(r.ephemeral).toBe(true);
    expect(content(r)).toBe(
      '`system`: no point system "Season 2" in this community; did you mean "Season 1 XP"? Pick one from the suggestions, or see /points systems',
    );
    expect(routes().getPointBalances).toBe(before);
    const quest = await bot.slash('quest', { subcommand: 'info', quest: 'Weekly Signal Bost' }, member());
    expect(content(quest)).toBe(
      '`quest`: no such quest "Weekly Signal Bost" in this community; did you mean "Weekly Signal Boost"? Pick one from the suggestions',
    );
    const points = await bot.slash('points', { subcommand: 'balance', system: 'gemz' }, member());
    expect(content(points)).toContain('did you mean "Partner Gems"?');
  });

  it('a mistyped id gets the same "did you mean"', async () => {
    const r = await bot.slash('leaderboard', { system: 'ps-sparx' }, member());
    expect(content(r)).toContain('`system`: no point system "ps-sparx" in this community; did you mean "Sparks"?');
  });

  it('an id in the cached list costs no list request, and a cached quest none at all', async () => {
    await bot.slash('quest', { subcommand: 'info', quest: DEMO.quests.active }, member());
    const [r, sent] = await upstream(bot.sandbox, () => bot.slash('quest', { subcommand: 'info', quest: DEMO.quests.ended }, member()));
    expect(title(r)).toBe('Launch Week');
    expect(sent).toBe(0);
    await bot.slash('leaderboard', { system: DEMO.pointSystems.active }, member());
    const lists = routes().listPointSystems;
    const board = await bot.slash('leaderboard', { system: DEMO.pointSystems.archived, order: 'balance-asc' }, member());
    expect(title(board)).toBe('🏅 Season 1 XP leaderboard');
    expect(routes().listPointSystems).toBe(lists);
  });

  it('a plain id still works when the lists cannot be read; a name then gets the service error', async () => {
    bot.sandbox.faults.set('listQuests', { errorRate: 1, errorStatus: 503 });
    const r = await bot.slash('quest', { subcommand: 'info', quest: DEMO.quests.active }, member(COLD_QUESTS));
    expect(title(r)).toBe('Weekly Signal Boost');
    const byName = await bot.slash('quest', { subcommand: 'info', quest: 'Weekly Signal Boost' }, member(COLD_QUESTS));
    expect(byName.ephemeral).toBe(true);
    expect(content(byName)).toMatch(/Community API had a problem/);
    bot.sandbox.faults.clear();
    bot.sandbox.faults.set('listPointSystems', { errorRate: 1, errorStatus: 503 });
    const board = await bot.slash('leaderboard', { system: DEMO.pointSystems.archived }, member(COLD_SYSTEMS));
    expect(content(board)).toBe('');
    expect(embed(board).footer?.text).toMatch(/^Page 1 of 8/);
  });
});

describe('item 8: members see published public quests only', () => {
  it('suggests every quest the invoker may see', async () => {
    const forMember = await bot.autocomplete('quest', { subcommand: 'info', quest: '' }, 'quest', member());
    expect(forMember.choices).toEqual(PUBLIC);
    const forModerator = await bot.autocomplete('quest', { subcommand: 'info', quest: '' }, 'quest', moderator());
    expect(forModerator.choices).toEqual([...PUBLIC, ...HIDDEN]);
    const completions = await bot.autocomplete('quest', { subcommand: 'completions', quest: '' }, 'quest', moderator());
    expect(completions.choices).toEqual([...PUBLIC, ...HIDDEN]);
  });

  it('filters suggestions by name or id, and never offers a hidden quest to a member', async () => {
    const signal = await bot.autocomplete('quest', { subcommand: 'info', quest: 'signal' }, 'quest', member());
    expect(signal.choices).toEqual([PUBLIC[0]]);
    for (const typed of ['holiday', 'Beta', DEMO.quests.draft]) {
      const r = await bot.autocomplete('quest', { subcommand: 'info', quest: typed }, 'quest', member());
      expect(r.choices, typed).toEqual([]);
    }
    const mod = await bot.autocomplete('quest', { subcommand: 'info', quest: 'holiday' }, 'quest', moderator());
    expect(mod.choices).toEqual([HIDDEN[0]]);
  });

  it('refuses a draft or private quest to a member exactly as an unknown one, by id or by name', async () => {
    const same = (r: RunResult, typed: string) => content(r).replace(`"${typed}"`, '"…"');
    const unknown = await bot.slash('quest', { subcommand: 'info', quest: DEMO.quests.unknown }, member());
    expect(unknown.ephemeral).toBe(true);
    expect(content(unknown)).toBe(`\`quest\`: no such quest "${DEMO.quests.unknown}" in this community; pick one from the suggestions`);
    for (const typed of [DEMO.quests.draft, DEMO.quests.archived, 'Holiday Quest', 'beta testers']) {
      const r = await bot.slash('quest', { subcommand: 'info', quest: typed }, member());
      expect(r.ephemeral, typed).toBe(true);
      expect(same(r, typed), typed).toBe(same(unknown, DEMO.quests.unknown));
      expect(embed(r).title, typed).toBeUndefined();
    }
  });

  it('hides them the same way when the quest is read by id because the list cannot be read', async () => {
    bot.sandbox.faults.set('listQuests', { errorRate: 1, errorStatus: 503 });
    const r = await bot.slash('quest', { subcommand: 'info', quest: DEMO.quests.draft }, member(COLD_QUEST_NAMES));
    expect(content(r)).toBe(`\`quest\`: no such quest "${DEMO.quests.draft}" in this community; pick one from the suggestions`);
    const mod = await bot.slash('quest', { subcommand: 'info', quest: DEMO.quests.draft }, moderator(COLD_QUEST_NAMES));
    expect(title(mod)).toBe('Holiday Quest');
  });

  it('a moderator opens drafts and private quests, by id or name', async () => {
    const draft = await bot.slash('quest', { subcommand: 'info', quest: 'Holiday Quest' }, moderator());
    expect(title(draft)).toBe('Holiday Quest');
    const archived = await bot.slash('quest', { subcommand: 'info', quest: DEMO.quests.archived }, moderator());
    expect(title(archived)).toBe('Beta Testers');
  });

  it('never points a member who mistyped to the moderator-only /quest completions', async () => {
    for (const id of ['weekly', DEMO.quests.unknown, 'nothing like it']) {
      const r = await bot.slash('quest', { subcommand: 'info', quest: id }, member());
      expect(content(r), id).toMatch(/^`quest`: no such quest/);
      expect(content(r), id).not.toContain('/quest completions');
    }
  });
});

describe('item 14: what happened, in words that fit what the user did', () => {
  it('an unknown quest in /quest completions is "no such quest", and no completions are read', async () => {
    const before = routes().listQuestCompletions;
    const r = await bot.slash('quest', { subcommand: 'completions', quest: DEMO.quests.unknown }, moderator());
    expect(r.ephemeral).toBe(true);
    expect(content(r)).toBe(`\`quest\`: no such quest "${DEMO.quests.unknown}" in this community; pick one from the suggestions`);
    expect(content(r)).not.toContain('No completions match');
    expect(routes().listQuestCompletions).toBe(before);
  });

  it('a board button for a point system that no longer exists says so, not "check the id"', async () => {
    const gone = DEMO.pointSystems.unknown;
    for (const id of [
      BOARD_PAGER.id('next', { system: gone, page: 1, order: 'balance-desc' })!,
      BOARD_RANK.id('rank', { system: gone })!,
    ]) {
      const r = await bot.button(id, member());
      expect(r.ephemeral, id).toBe(true);
      expect(content(r), id).toBe(
        'This point system no longer exists in this community; run /leaderboard or /points systems to see the current ones.',
      );
      expect(content(r), id).not.toMatch(/check the id/i);
    }
  });
});

describe('lookup: the one way a name or id is found', () => {
  const item = (id: string, name: string, aliases: string[] = []) => ({ id, name, aliases });
  const items = [item('a-1', 'Gold', ['au']), item('a-2', 'gold'), item('a-3', 'Silver Stars'), item('Gold', 'Iron')];

  it('the exact id first, then the exact name, then one match in any case and spacing', async () => {
    const { lookup } = await import('../src/input/lookup.js');
    expect(lookup(items, 'Gold')).toEqual({ ok: true, value: items[3] });
    expect(lookup(items, 'gold')).toEqual({ ok: true, value: items[1] });
    expect(lookup(items, ' silver   STARS ')).toEqual({ ok: true, value: items[2] });
    expect(lookup(items, 'AU')).toEqual({ ok: true, value: items[0] });
    expect(lookup(items, 'A-3')).toEqual({ ok: true, value: items[2] });
  });

  it('several equal matches are ambiguous; none gives the closest few', async () => {
    const { lookup } = await import('../src/input/lookup.js');
    expect(lookup(items, 'GOLD')).toEqual({ ok: false, ambiguous: true, close: [items[0], items[1], items[3]] });
    expect(lookup(items, 'Silver Star')).toEqual({ ok: false, ambiguous: false, close: [items[2]] });
    expect(lookup(items, 'copper')).toEqual({ ok: false, ambiguous: false, close: [] });
  });

  it('an ambiguous name is answered with the ids to type', async () => {
    const { unknownNameText, POINT_SYSTEM_WORDS } = await import('../src/command/error-texts.js');
    expect(unknownNameText(POINT_SYSTEM_WORDS, 'GOLD', { ambiguous: true, close: [items[0]!, items[1]!] })(ENGLISH)).toBe(
      '"GOLD" matches more than one point system: "Gold" (a-1), "gold" (a-2); type the id or pick one from the suggestions',
    );
  });
});
