import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPLETIONS_PAGER } from '../src/features/quests/view.js';
import { quest } from '../commands/quest.js';
import { MESSAGES } from '../src/bot/router/router.js';
import { DEMO } from '../src/sandbox/demo.js';
import { startTestBot, type TestBot } from './harness.js';
import { buttonId, embed, pager, shown, upstream } from './reply-helpers.js';
import { call } from './sandbox-helpers.js';

const EMPTY_GUILD = '1203458820156252911';
/** Communities with the demo's quests whose client caches start cold, for fault tests. */
const FAULT_GUILD = '1203458820156252912';
const COLD_GUILD = '1203458820156252913';
const BSPK = '0x7c3f9e2a1b4d6c8e0f2a4b6c8d0e2f4a6b8c0d2e';
const keyOf: Record<string, string> = {};
/** The bot's clock: the day after the demo quest's sixth round ended. */
const NOW = Date.UTC(2026, 9, 20);
const DAY = 86_400_000;

let bot: TestBot;

beforeAll(async () => {
  bot = await startTestBot({
    commands: [quest],
    now: () => NOW,
    keys: (sb) =>
      Object.assign(keyOf, {
        [DEMO.guildId]: sb.demoKey,
        [EMPTY_GUILD]: sb.addCommunity({ empty: true }),
        [FAULT_GUILD]: sb.addCommunity(),
        [COLD_GUILD]: sb.addCommunity(),
      }),
  });
});

afterAll(async () => {
  await bot?.close();
});

const member = (guildId: string = DEMO.guildId) => bot.member({ guildId });
const moderator = (guildId: string = DEMO.guildId) => bot.moderator({ guildId });
/** A refusal's words, after the option it names ("`round`: must be…" reads "must be…"). */
const plain = (content = '') => content.replace(/^`[^`]+`: /, '');
const field = (r: Awaited<ReturnType<TestBot['slash']>>, name: string) =>
  embed(r).fields?.find((f) => f.name.startsWith(name))?.value ?? '';

/** What the API itself says, asked directly: the expected totals. */
async function apiTotal(query: string): Promise<number> {
  const res = await call(bot.sandbox, `/v1/community/quest-completions?limit=1${query}`);
  return res.json.pagination.total as number;
}

describe('/quest info', () => {
  it('shows the active quest publicly: facts, rounds, tasks and rewards', async () => {
    const r = await bot.slash('quest', { subcommand: 'info', quest: DEMO.quests.active }, member());
    expect(r.ephemeral).toBe(false);
    expect(embed(r).title).toBe('Weekly Signal Boost');
    expect(embed(r).description).toContain('Every Monday we post the weekly update.');
    expect(field(r, 'Status')).toBe('Active');
    expect(field(r, 'Recurrence')).toBe('Weekly');
    expect(field(r, 'Visibility')).toBe('Public');
    expect(field(r, 'Starts')).toBe(`<t:${Date.UTC(2026, 8, 7) / 1000}:f> (<t:${Date.UTC(2026, 8, 7) / 1000}:R>)`);
    // Weekly from Monday 7 September: on the bot's day (Tuesday 20 October) the quest is in its
    // 7th round (weeks since the start + 1), begun the day before and still without completions.
    const current = Math.floor((NOW - Date.UTC(2026, 8, 7)) / (7 * DAY)) + 1;
    expect(current).toBe(7);
    expect(field(r, 'Current round')).toBe(String(current));
    const rounds = field(r, 'Completions').split('\n');
    expect(rounds[0]).toBe(`Round ${current}: 0`);
    expect(rounds[1]).toMatch(/^Round 6: \d+$/);
    expect(rounds[4]).toMatch(/^Round 3: \d+$/);
    // Five recent rounds, the ones before them as "earlier", and the total they add up to.
    expect(rounds).toHaveLength(7);
    const earlier = Number(/^Earlier rounds: (\d+)$/.exec(rounds[5] ?? '')?.[1]);
    expect(earlier).toBe(
      (await apiTotal(`&questId=${DEMO.quests.active}&iteration=1`)) + (await apiTotal(`&questId=${DEMO.quests.active}&iteration=2`)),
    );
    const total = Number(/Total: (\d+)/.exec(rounds[6] ?? '')?.[1]);
    expect(total).toBe(await apiTotal(`&questId=${DEMO.quests.active}`));
    expect(rounds.slice(0, 6).reduce((sum, l) => sum + Number(/: (\d+)$/.exec(l)?.[1]), 0)).toBe(total);
    // The account-age task keeps its threshold.
    expect(field(r, 'Tasks (2)')).toBe(
      '1. [Social post](https://x.com/signalhq/status/1965432109876543210): like, repost\n2. Discord account age: at least 30 days',
    );
    // The reward token is one of the community's custom tokens: shown by its symbol.
    expect(field(r, 'Rewards (1)')).toBe('Fixed · raffle, up to 10 winners · 250 BSPK (0x7c3f…0d2e) on Base');
  });

  it('shows the reward by address when the token list cannot be read, and still answers', async () => {
    bot.sandbox.faults.set('listTokens', { errorRate: 1, errorStatus: 503 });
    try {
      const r = await bot.slash('quest', { subcommand: 'info', quest: DEMO.quests.active }, member(FAULT_GUILD));
      expect(r.ephemeral).toBe(false);
      expect(embed(r).title).toBe('Weekly Signal Boost');
      expect(field(r, 'Rewards (1)')).toBe(`Fixed · raffle, up to 10 winners · 250 of token \`${BSPK}\` on Base`);
    } finally {
      bot.sandbox.faults.clear();
    }
  });

  it('names other task and reward types as they come', async () => {
    const r = await bot.slash('quest', { subcommand: 'info', quest: DEMO.quests.ended }, member());
    expect(field(r, 'Recurrence')).toBe('Once, runs 1 week');
    expect(field(r, 'Tasks')).toContain('2. Message in a channel');
    expect(field(r, 'Rewards')).toBe('Random · from reward pool `pool-launch`');
    // Drafts are for moderators (members: test/lookup.names.test.ts).
    const draft = await bot.slash('quest', { subcommand: 'info', quest: DEMO.quests.draft }, moderator());
    expect(field(draft, 'Status')).toBe('Draft');
    expect(field(draft, 'Rewards')).toBe('No rewards.');
    expect(field(draft, 'Completions')).toBe('**Total: 0**');
  });

  // Moderator-only content is always private, in the moderator's language.
  it("a moderator's /quest info of a draft or private quest is private; of a published public one, public", async () => {
    for (const id of [DEMO.quests.draft, DEMO.quests.archived]) {
      const r = await bot.slash('quest', { subcommand: 'info', quest: id }, bot.moderator({ locale: 'de', guildLocale: 'ja' }));
      expect(r.ephemeral, id).toBe(true);
      expect(r.deleted, id).toBe(true);
      expect(field(r, 'Status'), id).toMatch(/^(Entwurf|Archiviert)$/);
    }
    const open = await bot.slash('quest', { subcommand: 'info', quest: DEMO.quests.active }, moderator());
    expect(open.ephemeral).toBe(false);
    expect(open.deleted).toBe(false);
  });

  it('answers "no such quest" privately for an unknown id (at most one request: the quest list)', async () => {
    const [r, sent] = await upstream(bot.sandbox, () => bot.slash('quest', { subcommand: 'info', quest: DEMO.quests.unknown }, member()));
    expect(sent).toBeLessThanOrEqual(1);
    expect(r.ephemeral).toBe(true);
    expect(shown(r).content).toContain(
      `\`quest\`: no such quest "${DEMO.quests.unknown}" in this community; pick one from the suggestions`,
    );
    const empty = await bot.slash('quest', { subcommand: 'info', quest: DEMO.quests.active }, member(EMPTY_GUILD));
    expect(shown(empty).content).toContain('no such quest');
  });

  // Spaces are names now: text that is no id is looked up in the list, never sent as one.
  for (const [what, id] of [
    ['a space', 'q weekly'],
    ['a slash', 'q/../../tokens'],
    ['a question mark', 'q?x=1'],
  ] as const) {
    it(`never sends a quest id with ${what}: it is a name that matches nothing`, async () => {
      const before = bot.sandbox.stats.byRoute().getQuest;
      const r = await bot.slash('quest', { subcommand: 'info', quest: id }, member());
      expect(bot.sandbox.stats.byRoute().getQuest).toBe(before);
      expect(r.ephemeral).toBe(true);
      expect(shown(r).content).toMatch(/^`quest`: no such quest "/);
    });
  }

  it('refuses 129 characters before any request', async () => {
    const [r, sent] = await upstream(bot.sandbox, () => bot.slash('quest', { subcommand: 'info', quest: 'q'.repeat(129) }, member()));
    expect(sent).toBe(0);
    expect(r.ephemeral).toBe(true);
    // Bounds the definition states are checked against it.
    expect(shown(r).content).toMatch(/^`quest`/);
    expect(shown(r).content).toContain('at most 128 characters');
  });
});

describe('quest suggestions', () => {
  /** Every quest the community has, as the API itself lists them. */
  async function allQuests(guildId: string = DEMO.guildId): Promise<{ id: string; name: string; status: string; visibility: string }[]> {
    const res = await call(bot.sandbox, '/v1/community/quests?limit=50', { key: keyOf[guildId] });
    return res.json.data;
  }
  const named = (q: { id: string; name: string }) => ({ name: `${q.name} (${q.id})`, value: q.id });
  const published = (q: { status: string; visibility: string }) =>
    q.visibility !== 'PRIVATE' && q.status !== 'DRAFT' && q.status !== 'TEMPLATE';

  it('/quest info quest: the quests a member may see by name, then from cache with no request', async () => {
    const quests = await allQuests();
    const r = await bot.autocomplete('quest', { subcommand: 'info', quest: '' }, 'quest', member());
    expect(r.ack).toBe('choices');
    expect(r.choices).toEqual(quests.filter(published).map(named));
    const [again, sent] = await upstream(bot.sandbox, () =>
      bot.autocomplete('quest', { subcommand: 'info', quest: '' }, 'quest', member()),
    );
    expect(sent).toBe(0);
    expect(again.choices).toEqual(r.choices);
  });

  it('filters by what is typed (name or id, any case)', async () => {
    const quests = await allQuests();
    const weekly = quests.find((q) => q.id === DEMO.quests.active)!;
    expect((await bot.autocomplete('quest', { subcommand: 'info', quest: 'WEEKLY' }, 'quest', member())).choices).toEqual([named(weekly)]);
    expect((await bot.autocomplete('quest', { subcommand: 'info', quest: 'signal boost' }, 'quest', member())).choices).toEqual([
      named(weekly),
    ]);
    expect((await bot.autocomplete('quest', { subcommand: 'info', quest: DEMO.quests.active }, 'quest', member())).choices).toEqual([
      named(weekly),
    ]);
    expect((await bot.autocomplete('quest', { subcommand: 'info', quest: 'zzz' }, 'quest', member())).choices).toEqual([]);
  });

  it('/quest completions quest: every quest, for moderators', async () => {
    const quests = await allQuests();
    const r = await bot.autocomplete('quest', { subcommand: 'completions', quest: 'q-' }, 'quest', moderator());
    expect(r.choices).toEqual(quests.map(named));
  });

  it('an empty community suggests nothing', async () => {
    const none = await bot.autocomplete('quest', { subcommand: 'info', quest: '' }, 'quest', member(EMPTY_GUILD));
    expect(none.ack).toBe('choices');
    expect(none.choices).toEqual([]);
    const typed = await bot.autocomplete('quest', { subcommand: 'info', quest: 'q-x' }, 'quest', member(EMPTY_GUILD));
    expect(typed.choices).toEqual([]);
  });

  it('falls back to the typed text (an id or a name) when the quests cannot be read', async () => {
    bot.sandbox.faults.set('listQuests', { errorRate: 1, errorStatus: 503 });
    try {
      const r = await bot.autocomplete('quest', { subcommand: 'info', quest: 'q-we' }, 'quest', member(COLD_GUILD));
      expect(r.ack).toBe('choices');
      expect(r.choices).toEqual([{ name: 'q-we', value: 'q-we' }]);
      const name = await bot.autocomplete('quest', { subcommand: 'info', quest: 'Weekly Signal' }, 'quest', member(COLD_GUILD));
      expect(name.choices).toEqual([{ name: 'Weekly Signal', value: 'Weekly Signal' }]);
      const blank = await bot.autocomplete('quest', { subcommand: 'info', quest: '  ' }, 'quest', member(COLD_GUILD));
      expect(blank.choices).toEqual([]);
    } finally {
      bot.sandbox.faults.clear();
    }
  });
});

describe('/quest completions', () => {
  it('pages every completion privately, 10 a page from API pages of 50: first, next, last, past the end', async () => {
    const total = await apiTotal('');
    const pages = Math.ceil(total / 10);
    const [first, sent] = await upstream(bot.sandbox, () => bot.slash('quest', { subcommand: 'completions' }, moderator()));
    expect(sent).toBe(1);
    expect(first.ephemeral).toBe(true);
    expect(embed(first).footer?.text).toBe(`Page 1 of ${pages} · ${total} completions`);
    expect(embed(first).description).toContain('All quests, all members.');
    const lines = (embed(first).description ?? '').split('\n').filter((l) => l.startsWith('<@'));
    expect(lines).toHaveLength(10);
    // The quest by name, and a multiplier only when the reward was multiplied, said what it is.
    for (const line of lines)
      expect(line).toMatch(
        /^<@\d+> · \*\*[^*]+\*\* · round \d+ · <t:\d+:f> · \d+ tasks?( · reward ×[\d.]+ \(the service's bonus multiplier\))?$/,
      );
    expect(lines.join('\n')).not.toMatch(/`q-[a-z-]+`/);
    expect(lines.join('\n')).not.toContain('×1 ');
    expect(pager(first).map((b) => [b.action, b.disabled])).toEqual([
      ['first', true],
      ['prev', true],
      ['next', false],
      ['last', false],
    ]);
    const [next, nextSent] = await upstream(bot.sandbox, () => bot.button(buttonId(first, 'next'), moderator()));
    expect(nextSent).toBe(0); // page 2 is in the first API page of 50
    expect(embed(next).footer?.text).toBe(`Page 2 of ${pages} · ${total} completions`);
    const last = await bot.button(buttonId(next, 'last'), moderator());
    expect(embed(last).footer?.text).toBe(`Page ${pages} of ${pages} · ${total} completions`);
    expect((embed(last).description ?? '').split('\n').filter((l) => l.startsWith('<@'))).toHaveLength(total - (pages - 1) * 10);
    expect(pager(last).map((b) => b.disabled)).toEqual([false, false, true, true]);
    const beyond = await bot.button(COMPLETIONS_PAGER.id('next', { page: pages + 4 })!, moderator());
    expect(embed(beyond).footer?.text).toBe(`Page ${pages} of ${pages} · ${total} completions`);
  });

  it('filters by quest and member: one page, no buttons', async () => {
    const r = await bot.slash('quest', { subcommand: 'completions', quest: DEMO.quests.active, member: DEMO.memberId }, moderator());
    const d = embed(r).description ?? '';
    expect(d).toContain(`Filters: quest \`${DEMO.quests.active}\` · member <@${DEMO.memberId}>`);
    expect(d.split('\n').filter((l) => l.startsWith(`<@${DEMO.memberId}>`))).toHaveLength(DEMO.quests.activeRounds);
    expect(embed(r).footer?.text).toBe(`Page 1 of 1 · ${DEMO.quests.activeRounds} completions`);
    expect(shown(r).components).toEqual([]);
  });

  it('reads relative and ISO times, and keeps them fixed in the pager', async () => {
    const since = NOW - 14 * DAY;
    const until = Date.UTC(2026, 9, 18, 23, 59, 59, 999);
    const expected = await apiTotal(`&startTime=${since}&endTime=${until}`);
    expect(expected).toBeGreaterThan(10);
    const r = await bot.slash('quest', { subcommand: 'completions', since: '14d', until: '2026-10-18' }, moderator());
    expect(embed(r).description).toContain(`since <t:${since / 1000}:f> · until <t:${Math.floor(until / 1000)}:f>`);
    expect(embed(r).footer?.text).toContain(`· ${expected} completions`);
    const next = pager(r).find((b) => b.action === 'next');
    expect(next?.state).toBe(`1:::${(since / 1000).toString(36)}:${Math.floor(until / 1000).toString(36)}:~`);
    const round = await bot.slash(
      'quest',
      { subcommand: 'completions', quest: DEMO.quests.active, round: 2, since: '2026-09-01T00:00Z' },
      moderator(),
    );
    expect(embed(round).footer?.text).toContain(`${await apiTotal(`&questId=${DEMO.quests.active}&iteration=2`)} completions`);
  });

  it('says so when nothing matches', async () => {
    const r = await bot.slash('quest', { subcommand: 'completions' }, moderator(EMPTY_GUILD));
    expect(embed(r).description).toContain('No completions match.');
    expect(shown(r).components).toEqual([]);
    // A quest that exists but has no completions in the range; an unknown one is "no such quest" (lookup.names).
    const none = await bot.slash('quest', { subcommand: 'completions', quest: DEMO.quests.draft }, moderator());
    expect(embed(none).description).toContain('No completions match.');
  });

  const refusals: [string, Record<string, unknown>, string][] = [
    ['round 0', { round: 0 }, '`round`: must be between 1 and 9,007,199,254,740,991'],
    ['a round past 2^53-1', { round: 2 ** 53 }, '`round`: must be'],
    ['a since that is no time', { since: 'yesterday' }, '`since`: "yesterday" is not a time'],
    ['a date that does not exist', { until: '2026-02-30' }, '`until`: "2026-02-30" is not a time'],
    ['a bare number', { since: '2026' }, '`since`: "2026" is not a time'],
    ['a span beyond ten years', { since: '4000d' }, '`since`: must be a span ago between 1 minute and 3650 days'],
    ['since after until', { since: '2026-10-10', until: '2026-10-01' }, '`since`: must not be after "until"'],
    ['since (relative) after until', { since: '1h', until: '2d' }, '`since`: must not be after "until"'],
    ['a quest of 129 characters', { quest: 'q'.repeat(129) }, '`quest`: at most 128 characters'],
    ['a member that is no id', { member: 'abc' }, '`member`: abc is not a user id'],
  ];
  for (const [what, values, message] of refusals) {
    it(`refuses ${what} privately, before any request`, async () => {
      const [r, sent] = await upstream(bot.sandbox, () => bot.slash('quest', { subcommand: 'completions', ...values }, moderator()));
      expect(sent).toBe(0);
      expect(r.ephemeral).toBe(true);
      // The one shape: the option first, in code, then what is wrong.
      const [, field, words] = /^`([^`]+)`: (.*)$/.exec(message) ?? [];
      expect(shown(r).content).toMatch(new RegExp(`^\`${field}\`: `));
      expect(plain(shown(r).content)).toContain(words);
    });
  }

  it('refuses a member, for the command and for its page buttons, before any request', async () => {
    const [r, sent] = await upstream(bot.sandbox, () => bot.slash('quest', { subcommand: 'completions' }, member()));
    expect(sent).toBe(0);
    expect(r.ephemeral).toBe(true);
    expect(shown(r).content).toContain(MESSAGES.notModerator);
    const [b, bSent] = await upstream(bot.sandbox, () => bot.button(COMPLETIONS_PAGER.id('next', { page: 1 })!, member()));
    expect(bSent).toBe(0);
    expect(shown(b).content).toContain(MESSAGES.notModerator);
  });

  it('treats a tampered pager id as stale', async () => {
    for (const id of [
      'quest:next:x',
      'quest:next:1.0....',
      'quest:next:1.....a b',
      'quest:next:1.....',
      'quest:next:1:0::::~',
      'quest:next:1:::::a b~',
      'quest:next:1:::::',
    ]) {
      const [r, sent] = await upstream(bot.sandbox, () => bot.button(id, moderator()));
      expect(sent).toBe(0);
      expect(shown(r).content).toContain(MESSAGES.stale);
    }
  });
});

describe('/quest in German', () => {
  it('info is public in the server language, whatever the member reads', async () => {
    const r = await bot.slash('quest', { subcommand: 'info', quest: DEMO.quests.active }, bot.member({ locale: 'ja', guildLocale: 'de' }));
    expect(r.ephemeral).toBe(false);
    const names = (embed(r).fields ?? []).map((f) => f.name);
    expect(names).toEqual([
      'Status',
      'Wiederholung',
      'Sichtbarkeit',
      'Beginn',
      'Ende',
      'Aktuelle Runde',
      'Abschlüsse',
      'Aufgaben (2)',
      'Belohnungen (1)',
    ]);
    expect(field(r, 'Abschlüsse').split('\n')[0]).toBe('Runde 7: 0');
    expect(field(r, 'Aufgaben')).toContain(': liken, reposten');
    expect(field(r, 'Belohnungen')).toContain('bis zu 10 Gewinner · 250 BSPK (0x7c3f…0d2e) auf Base');
    expect(embed(r).footer?.text).toBe(`Quest-ID: ${DEMO.quests.active}`);
  });

  it("lists, pages and refuses privately in the member's language", async () => {
    const de = bot.member({ locale: 'de' });
    const list = await bot.slash('quest', { subcommand: 'list' }, de);
    expect(list.ephemeral).toBe(true);
    expect(embed(list).title).toBe('Quests');
    expect(embed(list).description).toMatch(/^Veröffentlichte Quests, offen für Mitglieder\./);
    expect(embed(list).footer?.text).toMatch(/^Seite 1 von 1 · \d+ Quests? · wähle unten eine, um sie zu öffnen$/);
    const refused = await bot.slash('quest', { subcommand: 'list', status: 'DRAFT' }, de);
    expect(refused.ephemeral).toBe(true);
    expect(shown(refused).content).toContain('sehen nur Moderatoren; Mitglieder sehen nur veröffentlichte Quests.');

    // The harness's button presses come from a message without the ephemeral flag, so an update
    // follows the server's language: German too, as the member's private list would be.
    const mod = bot.moderator({ locale: 'de', guildLocale: 'de' });
    const page = await bot.slash('quest', { subcommand: 'completions', quest: DEMO.quests.active }, mod);
    expect(embed(page).title).toBe('Quest-Abschlüsse');
    expect(embed(page).description).toMatch(/^Filter: Quest `/);
    expect(embed(page).footer?.text).toMatch(/^Seite 1 von \d+ · [\d.]+ Abschlüsse$/);
    const next = await bot.button(buttonId(page, 'next'), mod);
    expect(embed(next).footer?.text).toMatch(/^Seite 2 von /);
    const backwards = await bot.slash('quest', { subcommand: 'completions', since: '2026-11-02', until: '2026-11-01' }, mod);
    expect(shown(backwards).content).toContain('darf nicht nach');
    const notATime = await bot.slash('quest', { subcommand: 'completions', since: 'gestern' }, mod);
    expect(shown(notATime).content).toContain('„gestern“ ist keine Zeitangabe');
  });
});
