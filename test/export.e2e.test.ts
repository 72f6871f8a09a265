import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit } from '../commands/audit.js';
import { leaderboard } from '../commands/leaderboard.js';
import { quest } from '../commands/quest.js';
import type { Priority } from '../src/api/limiter.js';
import type { CommunityClient } from '../src/api/types.js';
import type { RecordedCall } from '../src/bot/offline/discord-rest.js';
import { summarize } from '../src/bot/offline/harness.js';
import { chatInputPayload } from '../src/bot/offline/payloads.js';
import { EXPORT_RUN } from '../src/features/exports/jobs.js';
import { EXPORT_MAX_ROWS } from '../src/features/exports/export.js';
import { DEMO } from '../src/sandbox/demo.js';
import { jobsSchemaOf, storeOn, type LazyStore, type Store } from '../src/store/index.js';
import { amountText, zonedIso } from '../src/features/exports/csv.js';
import { expectDiscordLimits } from './discord-limits.js';
import { startTestBot, type RunResult, type TestBot } from './harness.js';
import { serverAvailable } from './support/servers.js';
import { dropSchema, memoryDb, serverDb, type BackendName, type TestDb } from './support/store.js';

/**
 * `export:true` end to end: the offline bot, the sandbox over loopback, the real client. Each
 * file is read back with a CSV parser, as a spreadsheet would, and compared row for row with
 * what the API (or the store) holds.
 */

const serverUp = await serverAvailable('postgres', 'export tests on PostgreSQL');

type Msg = { content?: string; attachments?: { id: number | string; filename: string; description?: string }[] };
const content = (r: RunResult) => String((r.message as Msg | undefined)?.content ?? '');

/** The CSV of a run's last message: BOM checked, records parsed. */
function csvOf(files: RunResult['files'], name: string): string[][] {
  const file = files.find((f) => f.name === name);
  expect(file, `no ${name} attached`).toBeDefined();
  const text = file!.data.toString('utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  return parse(text, { bom: true }) as string[][];
}

/** Every balance of a board, as the API pages it. */
async function board(client: CommunityClient, pointSystemId: string): Promise<{ userId: string; balance: number }[]> {
  const out: { userId: string; balance: number }[] = [];
  for (let offset = 0; ; offset += 100) {
    const page = await client.getPointBalances({ pointSystemId, offset, limit: 100 }, { fresh: true });
    out.push(...page.data);
    if (page.data.length < 100) return out;
  }
}

const HOSTILE_NAMES = ['=HYPERLINK("https://evil.example","x")', '+1', '@x', 'Bob "the builder", Jr.\nsecond line'];

describe('exports of small boards and completions (answered at once)', () => {
  let bot: TestBot;
  let smallKey: string;
  let smallGuild: string;

  beforeAll(async () => {
    bot = await startTestBot({
      commands: [leaderboard, quest, audit],
      keys: (sb) => {
        smallKey = sb.addCommunity({ pointSystems: 'small' });
        smallGuild = '1203458820156259001';
        return { [DEMO.guildId]: sb.demoKey, [smallGuild]: smallKey };
      },
    });
  }, 120_000);
  afterAll(async () => {
    await bot?.close();
  });

  it('/leaderboard export:true: a private reply with every holder, exact, named as Discord names them', async () => {
    const client = bot.api.forKey(smallKey);
    const holders = await board(client, DEMO.smallPointSystems.few);
    expect(holders).toHaveLength(DEMO.smallPointSystems.fewHolders);
    // Discord knows three of the four, by hostile names; the fourth has no name.
    holders.slice(0, 3).forEach((h, i) => {
      bot.standIn.addMember(smallGuild, { user: { id: h.userId, username: `user${i}` }, nick: HOSTILE_NAMES[i + (i === 2 ? 1 : 0)]! });
    });
    const mod = bot.moderator({ guildId: smallGuild });
    const r = await bot.slash('leaderboard', { system: DEMO.smallPointSystems.few, export: true }, mod);
    expect(r.ephemeral).toBe(true);
    expect(content(r)).toContain(`4 rows`);
    const rows = csvOf(r.files, 'board.csv');
    expect(rows[0]).toEqual(['rank', 'user_id', 'name', 'balance']);
    expect(rows).toHaveLength(holders.length + 1);
    holders.forEach((h, i) => {
      const [rank, id, name, balance] = rows[i + 1]!;
      expect(rank).toBe(String(i + 1));
      expect(id).toBe(h.userId);
      expect(balance).toBe(amountText(h.balance));
      const raw = i < 3 ? HOSTILE_NAMES[i + (i === 2 ? 1 : 0)]! : '';
      expect(name).toBe(/^[=+\-@]/.test(raw) ? `'${raw}` : raw);
    });
    // The attachment as Discord receives it: one file, named, described, in a valid payload.
    const body = r.message as Msg;
    expect(body.attachments).toEqual([expect.objectContaining({ description: 'CSV export, 4 rows' })]);
    expectDiscordLimits({ content: content(r), files: r.files.map((f) => ({ name: f.name, data: f.data, description: 'x' })) });
  });

  it('a member may export the board too; the channel sees nothing', async () => {
    const r = await bot.slash('leaderboard', { system: DEMO.smallPointSystems.few, export: true }, bot.member({ guildId: smallGuild }));
    expect(r.ack).toBe('defer');
    expect(r.ephemeral).toBe(true);
    expect(csvOf(r.files, 'board.csv')).toHaveLength(DEMO.smallPointSystems.fewHolders + 1);
  });

  it('/quest completions export:true: every completion of the filter, with UTC and server times', async () => {
    const client = bot.api.forKey(bot.demoKey);
    const expected = await client.listQuestCompletions({ userId: DEMO.memberId, offset: 0, limit: 50 }, { fresh: true });
    expect(expected.pagination.total).toBeGreaterThan(0);
    expect(expected.pagination.total).toBeLessThanOrEqual(100);
    const r = await bot.slash(
      'quest',
      { subcommand: 'completions', member: DEMO.memberId, export: true },
      bot.moderator({ guildId: DEMO.guildId }),
    );
    expect(r.ephemeral).toBe(true);
    const rows = csvOf(r.files, 'completions.csv');
    expect(rows[0]).toEqual([
      'time_utc',
      'time_local',
      'quest_id',
      'round',
      'user_id',
      'name',
      'account_username',
      'tasks',
      'reward_multiplier',
    ]);
    expect(rows.slice(1)).toHaveLength(expected.pagination.total);
    expected.data.forEach((c, i) => {
      const row = rows[i + 1]!;
      expect(row[0]).toBe(new Date(c.timestamp).toISOString());
      expect(row[1]).toBe(`${new Date(c.timestamp).toISOString().slice(0, -1)}+00:00`);
      expect(row.slice(2, 5)).toEqual([c.questId, String(c.iteration), c.userId]);
      expect(row[7]).toBe(String(c.taskIds.length));
      expect(row[8]).toBe(amountText(c.rewardMultiplier));
    });
  });

  it('/quest completions export is for moderators, like the list', async () => {
    const r = await bot.slash('quest', { subcommand: 'completions', export: true }, bot.member({ guildId: DEMO.guildId }));
    expect(r.files).toEqual([]);
  });

  it('refuses a file larger than the attachment limit the interaction gives, with the figure', async () => {
    const payload = chatInputPayload(
      { applicationId: bot.applicationId, actor: bot.moderator({ guildId: smallGuild }), directory: bot.standIn },
      'leaderboard',
      { system: DEMO.smallPointSystems.few, export: true },
      leaderboard.definition,
    );
    payload.attachment_size_limit = 200;
    const r = await bot.run(payload);
    expect(r.files).toEqual([]);
    expect(content(r)).toContain('0 MB');
    expect(content(r)).toMatch(/larger than/);
  });
});

describe('a board above the row limit', () => {
  let bot: TestBot;
  let bigGuild: string;
  let requests: () => number;

  beforeAll(async () => {
    bot = await startTestBot({
      commands: [leaderboard],
      keys: (sb) => {
        bigGuild = '1203458820156259002';
        return { [bigGuild]: sb.addCommunity({ bigBoard: EXPORT_MAX_ROWS + 1 }) };
      },
    });
    requests = () => bot.api.stats.requests;
  }, 120_000);
  afterAll(async () => {
    await bot?.close();
  });

  it('is refused with its figures after the first page, before reading the rest', async () => {
    const before = requests();
    const r = await bot.slash('leaderboard', { system: DEMO.bigBoard.id, export: true }, bot.moderator({ guildId: bigGuild }));
    expect(r.ephemeral).toBe(true);
    expect(r.files).toEqual([]);
    expect(content(r)).toContain('20,001 rows');
    expect(content(r)).toContain('20,000');
    // The system lookup and the board's first page: nothing more.
    expect(requests() - before).toBeLessThanOrEqual(3);
  });
});

describe('a long board export runs as a job', () => {
  let bot: TestBot;
  const lanes: Priority[] = [];

  beforeAll(async () => {
    bot = await startTestBot({
      commands: [leaderboard],
      jobPollSeconds: 0.5,
      // 10 requests a second, half of it for background work: 1,200 holders take a few seconds.
      apiOptions: {
        ratePerSecond: 10,
        backgroundShare: 0.5,
        observer: { queued: (priority) => void lanes.push(priority), request() {}, retry() {}, read() {} },
      },
      config: (c) => {
        c.api.ratePerSecond = 10;
        c.api.backgroundShare = 0.5;
      },
    });
  }, 120_000);
  afterAll(async () => {
    await bot?.close();
  });

  it('answers with a progress line, edits it as pages arrive, then attaches every holder', async () => {
    const client = bot.api.forKey(bot.demoKey);
    const holders = await board(client, DEMO.pointSystems.active);
    expect(holders).toHaveLength(DEMO.pointSystems.activeHolders);
    // Discord knows all but the last 50 holders as members; the one who asks is holder 700, by
    // the nickname the interaction carries (Discord's copy of them has none).
    const asker = holders[700]!.userId;
    holders.slice(0, -50).forEach((h, i) => {
      h.userId !== asker && bot.standIn.addMember(DEMO.guildId, { user: { id: h.userId, username: `holder${i}` } });
    });
    lanes.length = 0;
    const r = await bot.slash('leaderboard', { export: true }, bot.moderator({ guildId: DEMO.guildId, userId: asker, nick: 'Asker Nick' }));
    expect(r.ephemeral).toBe(true);
    expect(content(r)).toContain('Exporting 1,200 rows');
    expect(content(r)).toContain('12 requests');
    expect(r.files).toEqual([]);
    await bot.bot.jobs.engine!.idle([EXPORT_RUN], { timeoutMs: 120_000 });
    const token = /\/interactions\/\d+\/([^/]+)\/callback/.exec(r.calls[0]!.path)![1]!;
    const done = summarize(r.interactionId, token, bot.calls);
    const edits = done.calls.filter((c: RecordedCall) => c.method === 'PATCH' && c.path.endsWith('/messages/@original'));
    // The answer, progress lines (at most one a second, so fewer than the pages), the file last.
    const progress = edits.filter((c) => /Exporting… [\d,]+ of 1,200 rows read/.test(String((c.body as Msg).content)));
    expect(progress.length).toBeGreaterThanOrEqual(2);
    expect(progress.length).toBeLessThanOrEqual(12);
    const counts = progress.map((c) => Number(/… ([\d,]+) of/.exec(String((c.body as Msg).content))![1]!.replace(/,/g, '')));
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    expect(edits.at(-1)).toBe(done.calls.at(-1));
    expect(content(done)).toContain('1,200 rows');
    // Names come from the member list, a thousand members a read, not from a read per member;
    // the reply says how many rows have one (the 50 who are not members have none).
    expect(content(done)).toContain('Names: 1,150 of 1,200 rows');
    expect(content(done)).not.toContain('time zone');
    const since = (c: RecordedCall) => c.seq > r.calls[0]!.seq;
    expect(bot.calls.filter((c) => since(c) && c.method === 'GET' && /^\/guilds\/\d+\/members\/\d+$/.test(c.path))).toHaveLength(0);
    const listReads = bot.calls.filter((c) => since(c) && c.method === 'GET' && /^\/guilds\/\d+\/members$/.test(c.path));
    expect(listReads.length).toBeGreaterThan(0);
    expect(listReads.length).toBeLessThanOrEqual(12);
    // Sent through the interaction's webhook, not the bot's authorization.
    expect(edits.at(-1)!.authorized).toBe(false);
    const rows = csvOf(done.files, 'board.csv');
    expect(rows).toHaveLength(holders.length + 1);
    holders.forEach((h, i) => {
      const name = h.userId === asker ? 'Asker Nick' : i < holders.length - 50 ? `holder${i}` : '';
      expect(rows[i + 1]).toEqual([String(i + 1), h.userId, name, amountText(h.balance)]);
    });
    // Every page after the count came through the background lane.
    expect(lanes.filter((l) => l === 'background').length).toBeGreaterThanOrEqual(11);
    // The token never sits plain in the job table.
    const store = await (bot.bot.services.store as unknown as LazyStore).open();
    const jobs = await store.db
      .background()
      .executeSql(`select data::text as data from ${jobsSchemaOf(store.db.schema)}.job where name = $1`, [EXPORT_RUN]);
    expect(jobs.rows.length).toBe(1);
    for (const row of jobs.rows as { data: string }[]) {
      expect(row.data).not.toContain(token);
      expect(row.data).toMatch(/"token": ?"v1:/);
    }
  }, 180_000);
});

describe.each<[BackendName]>([['PGlite'], ['PostgreSQL']])('/audit export:true on %s', (backend) => {
  let t: TestDb & { schema: string };
  let store: Store;
  let bot: TestBot;
  const ALICE = '1203458820156250011';
  const BOB = '1203458820156250012';
  const T0 = Date.UTC(2026, 10, 20, 12);
  // A summary as the audit channel shows it: mentions, a channel, a role, a time, markdown.
  const MARKED_UP = `Tip **10** ⚡ Sparks to <@${ALICE}> and <@${BOB}> in <#1203458820156250099> for <@&1203458820156250098>, \`ref\` at <t:1795000000:f> \\*not bold\\*`;
  const MARKED_UP_CELL = `Tip 10 ⚡ Sparks to @-2+3 and @${BOB} in #1203458820156250099 for @role:1203458820156250098, ref at 2026-11-18T11:06:40Z *not bold*`;

  beforeAll(async () => {
    if (backend === 'PostgreSQL' && !serverUp) return;
    t = backend === 'PGlite' ? await memoryDb() : await serverDb();
    store = await storeOn(t.db);
    bot = await startTestBot({ commands: [audit], store });
    await store.settings.update(bot.guildId, { timeZone: 'Europe/Berlin' }, { userId: ALICE, summary: 'time zone: Europe/Berlin' });
    for (let i = 0; i < 30; i++) {
      await store.audit.record({
        at: T0 + i * 60_000,
        guildId: bot.guildId,
        userId: i % 3 ? ALICE : BOB,
        operation: i % 2 ? 'tip.send' : 'raid.create',
        summary: i === 4 ? '=cmd|"/c calc"!A1, "quoted", 12.5 PTS\nsecond line' : i === 7 ? MARKED_UP : `row ${i}`,
        outcome: 'created',
        reference: i === 5 ? '@ref' : null,
      });
    }
    await store.audit.record({
      at: T0,
      guildId: '1203458820156250001',
      userId: ALICE,
      operation: 'raid.create',
      summary: 'elsewhere',
      outcome: 'created',
    });
    bot.standIn.addMember(bot.guildId, { user: { id: ALICE, username: 'alice' }, nick: '-2+3' });
  }, 120_000);
  afterAll(async () => {
    // The bot closes the store it was given; only the schema is left to drop.
    await bot?.close();
    if (backend === 'PostgreSQL') await (t ? dropSchema(t.schema) : undefined);
    else await t?.drop();
  });

  it('every row of this server, newest first, as the store holds it', async (c) => {
    if (!bot) return c.skip();
    const r = await bot.slash('audit', { export: true }, bot.moderator());
    expect(r.ephemeral).toBe(true);
    const rows = csvOf(r.files, 'audit.csv');
    const { rows: stored } = await store.audit.list({ guildId: bot.guildId, limit: 100 });
    // 30 rows, and the time zone's change.
    expect(stored).toHaveLength(31);
    expect(rows).toHaveLength(32);
    expect(rows[0]).toEqual(['id', 'time_utc', 'time_local', 'user_id', 'name', 'operation', 'outcome', 'reference', 'summary']);
    stored.forEach((s, i) => {
      const row = rows[i + 1]!;
      expect(row[0]).toBe(String(s.id));
      expect(row[1]).toBe(new Date(s.at).toISOString());
      expect(row[2]).toBe(zonedIso(s.at, 'Europe/Berlin'));
      expect(row[2]).toMatch(/\+01:00$/);
      expect(row[3]).toBe(s.userId);
      expect(row[4]).toBe(s.userId === ALICE ? "'-2+3" : '');
      expect(row.slice(5, 7)).toEqual([s.operation, s.outcome]);
      expect(row[7]).toBe(s.reference === '@ref' ? "'@ref" : (s.reference ?? ''));
      expect(row[8]).toBe(s.summary === MARKED_UP ? MARKED_UP_CELL : s.summary.startsWith('=') ? `'${s.summary}` : s.summary);
    });
    // No cell holds Discord's markup; the reply says how many rows are named (Alice's: Bob left).
    expect(rows.flat().filter((cell) => /<[@#]|<t:|\*\*/.test(cell))).toEqual([]);
    expect(content(r)).toContain('Names: 21 of 31 rows');
    expect(content(r)).toContain("Times are in UTC and in the server's time zone (`Europe/Berlin`)");
  });

  it('filtered by operation and member, as /audit filters', async (c) => {
    if (!bot) return c.skip();
    const r = await bot.slash('audit', { export: true, operation: 'tip.send', member: BOB }, bot.moderator());
    const rows = csvOf(r.files, 'audit.csv').slice(1);
    expect(await store.audit.count({ guildId: bot.guildId, operation: 'tip.send', userId: BOB })).toBe(rows.length);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect([row[3], row[5]]).toEqual([BOB, 'tip.send']);
  });

  it('refuses members', async (c) => {
    if (!bot) return c.skip();
    const r = await bot.slash('audit', { export: true }, bot.member());
    expect(r.files).toEqual([]);
  });
});

describe('an export the background lane could not read within 15 minutes', () => {
  let bot: TestBot;
  beforeAll(async () => {
    // One request every 200 s for background work: 12 pages would take 40 minutes.
    bot = await startTestBot({ commands: [leaderboard], config: (c) => void (c.api.ratePerSecond = 0.01) });
  }, 120_000);
  afterAll(async () => {
    await bot?.close();
  });

  it('is refused up front with the figures, and nothing is queued', async () => {
    const r = await bot.slash('leaderboard', { export: true }, bot.moderator({ guildId: DEMO.guildId }));
    expect(r.ephemeral).toBe(true);
    expect(r.files).toEqual([]);
    expect(content(r)).toContain('Reading 1,200 rows takes 12 requests, about 40 minutes');
    expect(bot.bot.jobs.engine).toBeUndefined();
  });
});
