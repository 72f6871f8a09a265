import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commands } from '../commands/index.js';
import { createCommunityApi } from '../src/api/index.js';
import type { CommunityApi } from '../src/api/types.js';
import { createHarness, type Harness } from '../src/bot/offline/harness.js';
import type { RecordedCall } from '../src/bot/offline/discord-rest.js';
import { EVERY_READER, readerFor } from '../src/i18n/reader.js';
import { DEMO, startSandbox, type Sandbox } from '../src/sandbox/index.js';
import { openStore, storeOn, type Schedule, type Store } from '../src/store/index.js';
import { nextRun, parseRunAt, periodAt } from '../src/time/schedule.js';
import { scheduledBoard, scheduleList } from '../src/features/schedules/view.js';
import { expectDiscordLimits } from './discord-limits.js';
import { serverAvailable, TEST_SERVERS } from './support/servers.js';
import { dropSchema, memoryDb, testSchema, type BackendName } from './support/store.js';
import { runScheduleNow } from './support/jobs.js';

/**
 * /setup's time zone and /schedule leaderboard on both back ends, against the sandbox over
 * loopback with the offline Discord stand-in, through the job engine: an `update` schedule
 * posts its board once and then edits that message at each run; a deleted message is posted
 * anew once and recorded; the weekly period's final board; a run is posted once when two
 * replicas run it at the same moment; a channel the bot cannot post in pauses it with the
 * reason (audit channel, /schedule list). The zone math over DST is in schedule-time.test.ts.
 */

const serverUp = await serverAvailable('postgres', '/schedule tests on PostgreSQL');

const CHANNEL = '1203458820156252656';
const AUDIT_CHANNEL = '1203458820156252657';
const BERLIN = 'Europe/Berlin';

const posts = (calls: readonly RecordedCall[], channel = CHANNEL) =>
  calls.filter((c) => c.method === 'POST' && c.path === `/channels/${channel}/messages`);
const boards = (calls: readonly RecordedCall[], channel = CHANNEL) =>
  posts(calls, channel).filter(
    (c) => Array.isArray((c.body as { embeds?: unknown[] }).embeds) && (c.body as { embeds: unknown[] }).embeds.length > 0,
  );
const edits = (calls: readonly RecordedCall[], channel = CHANNEL) =>
  calls.filter((c) => c.method === 'PATCH' && c.path.startsWith(`/channels/${channel}/messages/`));
const text = (c: RecordedCall) => JSON.stringify(c.body);

it("a weekly final board names its week with the ISO week's year, so week 1 posted in December reads as next year's", () => {
  const page = { system: { id: 'ps', name: 'Sparks', emoji: '' }, order: 'balance-desc' as const, page: 0, total: 0, rows: [] as never[] };
  const at = Date.parse('2025-12-30T12:00:00Z');
  const final = periodAt('week', BERLIN, at)!;
  const shown = (l: string) => JSON.stringify(scheduledBoard({ page, mode: 'new', at, nextAt: at, final }, readerFor(l)));
  expect(shown('en')).toContain('Final board of week 1 of 2026');
  expect(shown('de')).toContain('Endstand für KW 1/2026');
  expect(shown('ja')).toContain('2026年第1週の最終ランキング');
  for (const s of EVERY_READER) expect(shown(s.language), s.language).toContain('2026');
});

it('a scheduled board and the list stay within Discord limits in every language', () => {
  const page = {
    system: { id: 'ps', name: 'S'.repeat(200), emoji: '' },
    order: 'balance-desc' as const,
    page: 0,
    total: 3,
    rows: [{ userId: '1203458820156252001', balance: 5 }] as never[],
  };
  const at = Date.UTC(2026, 10, 20, 12);
  const schedule: Schedule = {
    id: 'abcd1234',
    guildId: '1',
    channelId: CHANNEL,
    every: 'week',
    runAt: 'mon 18:00',
    pointSystemId: 'ps',
    mode: 'update',
    messageId: null,
    state: 'paused',
    pausedReason: 'channel',
    nextRunAt: at,
    nextFinalAt: at,
    lastRunAt: null,
    runs: 3,
    missedRuns: 1000,
    createdAt: at,
    createdBy: '1203458820156252001',
    locale: null,
  };
  for (const s of EVERY_READER) {
    expectDiscordLimits(scheduledBoard({ page, mode: 'update', at, nextAt: at + 3_600_000 }, s));
    expectDiscordLimits(scheduledBoard({ page, mode: 'new', at, nextAt: at, final: periodAt('week', BERLIN, at) }, s));
    expectDiscordLimits(scheduledBoard({ page, mode: 'new', at, nextAt: at, final: periodAt('month', BERLIN, at) }, s));
    expectDiscordLimits(
      scheduleList(
        Array.from({ length: 10 }, (_, i) => ({ ...schedule, id: `abcd123${i}`, state: i % 2 ? 'active' : 'paused' }) as Schedule),
        BERLIN,
        new Map(),
        s,
      ),
    );
  }
});

it("/schedule and /setup's time zone count from the bot's clock, not the machine's", async () => {
  // A Monday morning years from the machine's own date: the console's `wait` moves only this clock.
  const clock = Date.UTC(2031, 0, 6, 9, 0);
  const sb = await startSandbox({ ratePerSecond: 0 });
  const api = createCommunityApi({ baseUrl: sb.url, ratePerSecond: 0, retries: { max: 0, maxTotalMs: 0 }, timeoutMs: 5_000 });
  const m = await memoryDb();
  const store = await storeOn(m.db);
  const h = await createHarness({
    commands,
    api,
    keysByGuild: { [DEMO.guildId]: sb.demoKey },
    guildId: DEMO.guildId,
    store,
    now: () => clock,
  });
  try {
    const at = parseRunAt('day', '18:00')!;
    await h.slash('schedule', { subcommand: 'leaderboard', channel: CHANNEL, every: 'day', at: '18:00', mode: 'new' }, h.moderator());
    const [created] = await store.schedules.list(DEMO.guildId);
    expect(created?.nextRunAt).toBe(nextRun(at, 'UTC', clock));
    await h.slash('setup', { timezone: BERLIN }, h.moderator());
    expect((await store.schedules.list(DEMO.guildId))[0]?.nextRunAt).toBe(nextRun(at, BERLIN, clock));
    await store.schedules.reschedule(created!.id, Date.UTC(2031, 0, 1), null);
    await h.slash('schedule', { subcommand: 'resume', id: created!.id }, h.moderator());
    expect((await store.schedules.list(DEMO.guildId))[0]?.nextRunAt).toBe(nextRun(at, BERLIN, clock));
  } finally {
    await h.close();
    await api.close();
    await m.drop();
    await sb.close();
  }
}, 120_000);

for (const { name, run } of [
  { name: 'PGlite' as BackendName, run: true },
  { name: 'PostgreSQL' as BackendName, run: serverUp },
]) {
  describe.runIf(run)(`/schedule on ${name}`, () => {
    let sb: Sandbox;
    const apis: CommunityApi[] = [];
    const bots: Harness[] = [];
    const schema = testSchema();
    let dropMemory: (() => Promise<void>) | undefined;
    let memoryStore: Store | undefined;

    const store = async (): Promise<Store> => {
      if (name === 'PostgreSQL') return openStore({ databaseUrl: TEST_SERVERS.postgres.url, schema });
      if (!memoryStore) {
        const m = await memoryDb(schema);
        dropMemory = m.drop;
        memoryStore = await storeOn(m.db);
        memoryStore = { ...memoryStore, close: async () => undefined };
      }
      return memoryStore;
    };

    const bot = async (): Promise<Harness> => {
      const api = createCommunityApi({ baseUrl: sb.url, ratePerSecond: 0, retries: { max: 0, maxTotalMs: 0 }, timeoutMs: 5_000 });
      apis.push(api);
      const h = await createHarness({
        commands,
        api,
        keysByGuild: { [DEMO.guildId]: sb.demoKey },
        guildId: DEMO.guildId,
        store: await store(),
        jobPollSeconds: 0.5,
        config: (c) => {
          c.discord.auditChannelId = AUDIT_CHANNEL;
        },
      });
      bots.push(h);
      return h;
    };

    beforeAll(async () => {
      sb = await startSandbox({ ratePerSecond: 0 });
    }, 180_000);
    afterAll(async () => {
      for (const b of bots) await b.close().catch(() => {});
      for (const a of apis) await a.close();
      await sb?.close();
      if (name === 'PostgreSQL') await dropSchema(schema);
      else await dropMemory?.();
    });

    const scheduleIn = async (h: Harness, channel = CHANNEL): Promise<Schedule> =>
      (await h.bot.services.store.schedules.list(DEMO.guildId)).find((x) => x.channelId === channel)!;
    /** Makes the schedule's next run (and final board, when given) due now, as a tick a minute later finds it. */
    const due = async (h: Harness, x: Schedule, final = false) => {
      const at = Date.now() - 1_000;
      await h.bot.services.store.schedules.reschedule(x.id, at, final ? at : x.nextFinalAt);
      return at;
    };

    it('/setup takes the time zone (autocomplete from Intl), refuses an unknown one, and says it in the panel', async () => {
      const h = await bot();
      const choices = (await h.autocomplete('setup', { timezone: 'berl' }, 'timezone', h.moderator())).choices ?? [];
      expect(choices.map((c) => c.value)).toContain(BERLIN);
      const bad = await h.slash('setup', { timezone: 'Mars/Olympus' }, h.moderator());
      expect(String(bad.message?.content)).toContain('I do not know the time zone');
      expect((await h.bot.services.store.settings.get(DEMO.guildId))?.timeZone ?? null).toBeNull();
      const set = await h.slash('setup', { timezone: 'europe/berlin' }, h.moderator());
      expect(String(set.message?.content)).toContain(`Time zone set to ${BERLIN}`);
      expect(JSON.stringify(set.message)).toContain(`Time zone: ${BERLIN}`);
      expect((await h.bot.services.store.settings.get(DEMO.guildId))?.timeZone).toBe(BERLIN);
      const audit = h.calls.filter((c) => c.method === 'POST' && c.path === `/channels/${AUDIT_CHANNEL}/messages`);
      expect(audit.map(text).join()).toContain('time zone set to Europe/Berlin');
      // The first test pays for the store's and sandbox's start on a busy machine.
    }, 300_000);

    it('an update schedule posts its board once, then edits that message at each run; a deleted one is posted anew once', async () => {
      const h = bots[0] ?? (await bot());
      const bad = await h.slash(
        'schedule',
        { subcommand: 'leaderboard', channel: CHANNEL, every: 'week', at: 'someday 18:00' },
        h.moderator(),
      );
      expect(String(bad.message?.content)).toContain('`mon 18:00`');
      expect(posts(h.calls)).toHaveLength(0);

      const created = await h.slash(
        'schedule',
        { subcommand: 'leaderboard', channel: CHANNEL, every: 'week', at: 'mon 18:00' },
        h.moderator(),
      );
      expect(created.ephemeral).toBe(true);
      expect(String(created.message?.content)).toContain('every Monday at 18:00 (Europe/Berlin)');
      expect(String(created.message?.content)).toContain('final board');
      // The greeting proved the bot may post there.
      expect(posts(h.calls)).toHaveLength(1);
      const x = await scheduleIn(h);
      expect(x.mode).toBe('update');
      expect(x.nextFinalAt).toBe(periodAt('week', BERLIN, x.createdAt)!.endsAt);

      // The first board is posted at once (the next tick), and the next run is Monday 18:00 in Berlin.
      await h.bot.jobs.runDue();
      expect(boards(h.calls)).toHaveLength(1);
      expect(text(boards(h.calls)[0]!)).toContain('Updated <t:');
      let now = await scheduleIn(h);
      expect(now.messageId).not.toBeNull();
      expect(now.runs).toBe(1);
      expect(now.nextRunAt).toBe(nextRun(parseRunAt('week', 'mon 18:00')!, BERLIN, Date.now() - 60_000));
      // Nothing due: nothing more.
      await h.bot.jobs.runDue();
      expect(boards(h.calls)).toHaveLength(1);
      expect(edits(h.calls)).toHaveLength(0);

      // The run is due: the message is edited in place, not posted again.
      await due(h, now);
      await h.bot.jobs.runDue();
      expect(boards(h.calls)).toHaveLength(1);
      expect(edits(h.calls)).toHaveLength(1);
      expect(edits(h.calls)[0]!.path).toBe(`/channels/${CHANNEL}/messages/${now.messageId}`);

      // A member deletes it: the next run posts a new one (once) and edits that from then on.
      const first = now.messageId!;
      const gone = await fetch(`${h.standIn.apiUrl}/v10/channels/${CHANNEL}/messages/${first}`, { method: 'DELETE' });
      expect(gone.status).toBe(204);
      await due(h, await scheduleIn(h));
      await h.bot.jobs.runDue();
      expect(boards(h.calls)).toHaveLength(2);
      now = await scheduleIn(h);
      expect(now.messageId).not.toBe(first);
      await due(h, now);
      await h.bot.jobs.runDue();
      expect(boards(h.calls)).toHaveLength(2);
      expect(edits(h.calls).at(-1)!.path).toBe(`/channels/${CHANNEL}/messages/${now.messageId}`);
      expect((await scheduleIn(h)).runs).toBe(4);

      const list = await h.slash('schedule', { subcommand: 'list' }, h.moderator());
      const shown = JSON.stringify(list.message);
      expect(shown).toContain(now.id);
      expect(shown).toContain('every Monday at 18:00 (Europe/Berlin)');
      expect(shown).toContain('edits one message');
      expect(shown).toContain(`<t:${Math.floor(now.nextRunAt / 1000)}:f>`);
    }, 120_000);

    it('runs missed while no bot ran are posted once, and /schedule list says how many until a run is on time again', async () => {
      const h = bots[0] ?? (await bot());
      const channel = '1203458820156252660';
      await h.slash('schedule', { subcommand: 'leaderboard', channel, every: 'hour', at: ':15', mode: 'new' }, h.moderator());
      const x = await scheduleIn(h, channel);
      // Stopped for three of its runs: the next run was three hours ago.
      await h.bot.services.store.schedules.reschedule(x.id, x.nextRunAt - 3 * 3_600_000, null);
      await h.bot.jobs.runDue();
      expect(boards(h.calls, channel)).toHaveLength(1);
      const back = await scheduleIn(h, channel);
      expect(back.missedRuns).toBe(3);
      expect(back.nextRunAt).toBe(x.nextRunAt);
      const list = JSON.stringify((await h.slash('schedule', { subcommand: 'list' }, h.moderator())).message);
      expect(list).toContain('3 runs missed while the bot was stopped; posted once');
      // The next run on time: the list no longer says it.
      await due(h, back);
      await h.bot.jobs.runDue();
      expect(boards(h.calls, channel)).toHaveLength(2);
      expect((await scheduleIn(h, channel)).missedRuns).toBe(0);
      expect(JSON.stringify((await h.slash('schedule', { subcommand: 'list' }, h.moderator())).message)).not.toContain('missed');
    }, 120_000);

    it("a weekly schedule posts the period's final board at its end, as a new message", async () => {
      const h = bots[0] ?? (await bot());
      const x = await scheduleIn(h);
      const before = boards(h.calls).length;
      // The week ended: the final board is due (and not a regular run).
      const endsAt = Date.now() - 1_000;
      await h.bot.services.store.schedules.reschedule(x.id, x.nextRunAt, endsAt);
      await h.bot.jobs.runDue();
      const finals = boards(h.calls).slice(before);
      expect(finals).toHaveLength(1);
      const { week, weekYear } = periodAt('week', BERLIN, endsAt - 60_000)!;
      expect(text(finals[0]!)).toContain(`Final board of week ${week} of ${weekYear}`);
      const after = await scheduleIn(h);
      expect(after.nextFinalAt).toBe(periodAt('week', BERLIN, Date.now())!.endsAt);
      expect(after.messageId).toBe(x.messageId);
    }, 120_000);

    it.runIf(name === 'PostgreSQL')(
      'a run due on two replicas at the same moment is posted once',
      async () => {
        const a = bots[0] ?? (await bot());
        const b = await bot();
        const channel = '1203458820156252658';
        await a.slash('schedule', { subcommand: 'leaderboard', channel, every: 'day', at: '18:00', mode: 'new' }, a.moderator());
        const x = await scheduleIn(a, channel);
        for (let round = 0; round < 3; round++) {
          const at = await due(a, await scheduleIn(a, channel));
          // Both ticks at once, and the run itself on both at once.
          await Promise.all([
            a.bot.jobs.runDue(),
            b.bot.jobs.runDue(),
            runScheduleNow(a.bot.jobs, { scheduleId: x.id, kind: 'board', dueAt: at }),
            runScheduleNow(b.bot.jobs, { scheduleId: x.id, kind: 'board', dueAt: at }),
          ]);
        }
        expect(boards(a.calls, channel).length + boards(b.calls, channel).length).toBe(3);
        expect((await scheduleIn(a, channel)).runs).toBe(3);
      },
      180_000,
    );

    it('a channel the bot cannot post in pauses the schedule with the reason; resume and remove by id', async () => {
      const h = bots[0] ?? (await bot());
      // Only this bot's engine may run the schedule: another bot's (an earlier test's) would post through its own stand-in, which does not refuse.
      for (const other of bots) if (other !== h) await other.bot.jobs.stop(1_000);
      const channel = '1203458820156252659';
      await h.slash('schedule', { subcommand: 'leaderboard', channel, every: 'hour', at: ':15', mode: 'new' }, h.moderator());
      const x = await scheduleIn(h, channel);
      h.standIn.fail({
        method: 'POST',
        path: new RegExp(`^/channels/${channel}/messages$`),
        status: 403,
        body: { message: 'Missing Permissions', code: 50013 },
        times: 100,
      });
      await due(h, x);
      const before = h.calls.length;
      await h.bot.jobs.runDue();
      const paused = await scheduleIn(h, channel);
      expect(paused.state).toBe('paused');
      expect(paused.pausedReason).toBe('channel');
      const audit = h.calls.slice(before).filter((c) => c.method === 'POST' && c.path === `/channels/${AUDIT_CHANNEL}/messages`);
      expect(audit).toHaveLength(1);
      expect(text(audit[0]!)).toContain('cannot post in that channel');
      const list = await h.slash('schedule', { subcommand: 'list' }, h.moderator());
      expect(JSON.stringify(list.message)).toContain('paused: the bot cannot post in that channel');
      // Paused: no further attempt.
      const tried = posts(h.calls, channel).length;
      await due(h, paused);
      await h.bot.jobs.runDue();
      expect(posts(h.calls, channel).length).toBe(tried);
      h.standIn.reset();
      const resumedFrom = Date.now();
      const resumed = await h.slash('schedule', { subcommand: 'resume', id: x.id }, h.moderator());
      const resumedBy = Date.now();
      expect(String(resumed.message?.content)).toContain('active again');
      const again = await scheduleIn(h, channel);
      expect(again.state).toBe('active');
      // The next :15 after the resume: one that falls on a :15 may take either side of it.
      const at = parseRunAt('hour', ':15')!;
      expect([nextRun(at, BERLIN, resumedFrom), nextRun(at, BERLIN, resumedBy)]).toContain(again.nextRunAt);
      const removed = await h.slash('schedule', { subcommand: 'remove', id: x.id }, h.moderator());
      expect(String(removed.message?.content)).toContain('removed');
      const missing = await h.slash('schedule', { subcommand: 'remove', id: x.id }, h.moderator());
      expect(String(missing.message?.content)).toContain('There is no schedule');
      const member = await h.slash('schedule', { subcommand: 'list' }, h.member());
      expect(JSON.stringify(member.message)).not.toContain('Schedules in this server');
    }, 120_000);
  });
}
