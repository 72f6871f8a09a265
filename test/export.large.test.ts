import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaderboard } from '../commands/leaderboard.js';
import type { RecordedCall } from '../src/bot/offline/discord-rest.js';
import { summarize } from '../src/bot/offline/harness.js';
import { EXPORT_RUN } from '../src/features/exports/jobs.js';
import { EXPORT_MAX_ROWS } from '../src/features/exports/export.js';
import { DEMO } from '../src/sandbox/demo.js';
import { amountText } from '../src/features/exports/csv.js';
import { startTestBot, type RunResult, type TestBot } from './harness.js';

/**
 * An export of a board as large as exports go (20,000 rows) whose members are spread over a
 * server three times its size: every member the Discord stand-in knows is named, the names read
 * from the member list (the server's member count once, then the list a thousand members a read)
 * in at most (server members / 1,000) + 2 Discord reads, never one read per member.
 */

const GUILD = '1203458820156259003';
/** The server: 60,000 members; every third one holds points (20,000 rows). */
const MEMBERS = 60_000;
const memberId = (i: number) => String(1203458820156000000n + BigInt(i) * 7n);
const holderIds = Array.from({ length: EXPORT_MAX_ROWS }, (_, k) => memberId(3 * k));
const FROST = DEMO.smallPointSystems.none;

type Msg = { content?: string };
const content = (r: RunResult) => String((r.message as Msg | undefined)?.content ?? '');

describe('an export of 20,000 rows spread over a server of 60,000 members', () => {
  let bot: TestBot;
  let key = '';

  beforeAll(async () => {
    bot = await startTestBot({
      commands: [leaderboard],
      jobPollSeconds: 0.5,
      // The export's 200 pages go through the background lane: 500 a second here.
      apiOptions: { ratePerSecond: 1_000, backgroundShare: 0.5 },
      config: (c) => {
        c.api.ratePerSecond = 1_000;
        c.api.backgroundShare = 0.5;
      },
      keys: (sb) => ({ [GUILD]: (key = sb.addCommunity({ pointSystems: 'small' })) }),
    });
    // The board: 20,000 holders with distinct balances, given in batches the API takes (1,000 changes).
    const client = bot.api.forKey(key);
    for (let i = 0; i < holderIds.length; i += 1000) {
      await client.changePoints({
        pointSystemId: FROST,
        changes: holderIds.slice(i, i + 1000).map((userId, j) => ({ userId, amount: i + j + 1 })),
      });
    }
    for (let i = 0; i < MEMBERS; i++) bot.standIn.addMember(GUILD, { user: { id: memberId(i), username: `member${i}` } });
  }, 300_000);
  afterAll(async () => {
    await bot?.close();
  });

  it('names every row from the member list in a bounded number of Discord reads', async () => {
    const r = await bot.slash('leaderboard', { system: FROST, export: true }, bot.moderator({ guildId: GUILD }));
    expect(content(r)).toContain('Exporting 20,000 rows');
    await bot.bot.jobs.engine!.idle([EXPORT_RUN], { timeoutMs: 600_000 });
    const token = /\/interactions\/\d+\/([^/]+)\/callback/.exec(r.calls[0]!.path)![1]!;
    const done = summarize(r.interactionId, token, bot.calls);
    expect(content(done)).toContain('20,000 rows');
    expect(content(done)).toContain('Names: 20,000 of 20,000 rows');

    const since = (c: RecordedCall) => c.seq > r.calls[0]!.seq && c.method === 'GET';
    const single = bot.calls.filter((c) => since(c) && new RegExp(`^/guilds/${GUILD}/members/\\d+$`).test(c.path));
    const list = bot.calls.filter((c) => since(c) && c.path === `/guilds/${GUILD}/members`);
    const count = bot.calls.filter((c) => since(c) && c.path === `/guilds/${GUILD}`);
    // The bound: the whole member list (60 pages and one for members who joined meanwhile) and the count.
    expect(single).toHaveLength(0);
    expect(count).toHaveLength(1);
    expect(list.length).toBeGreaterThan(25);
    expect(list.length).toBeLessThanOrEqual(MEMBERS / 1000 + 1);

    const file = done.files.find((f) => f.name === 'board.csv')!;
    const rows = parse(file.data.toString('utf8'), { bom: true }) as string[][];
    expect(rows).toHaveLength(EXPORT_MAX_ROWS + 1);
    // Highest balance first: the last holder given the most.
    rows.slice(1).forEach((row, i) => {
      const k = EXPORT_MAX_ROWS - 1 - i;
      expect(row).toEqual([String(i + 1), holderIds[k]!, `member${3 * k}`, amountText(k + 1)]);
    });
  }, 600_000);
});
