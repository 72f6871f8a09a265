import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commands } from '../commands/index.js';
import { createCommunityApi } from '../src/api/index.js';
import type { CommunityApi } from '../src/api/types.js';
import { createHarness, type Harness, type RunResult } from '../src/bot/offline/harness.js';
import { splitId } from '../src/discord/component-id.js';
import { confirmIds, scheduledReply, withDue } from '../src/features/writes/confirm-view.js';
import { scheduleList } from '../src/features/schedules/view.js';
import { EVERY_READER } from '../src/i18n/reader.js';
import { EXAMPLE_POST_URL } from '../src/input/parse.js';
import { DEMO, startSandbox, type Sandbox } from '../src/sandbox/index.js';
import { openStore, storeOn, type Store } from '../src/store/index.js';
import { expectDiscordLimits } from './discord-limits.js';
import { serverAvailable, TEST_SERVERS } from './support/servers.js';
import { dropSchema, memoryDb, testSchema, type BackendName } from './support/store.js';
import { channelPosts, readBody } from './support/audit-channel.js';
import { sendScheduledNow } from './support/jobs.js';

/**
 * Writes at a set time (`at:`/`in:`) on both back ends, against the sandbox over loopback with
 * the offline Discord stand-in, through the job engine, on a clock the test moves: the preview
 * says when; Confirm schedules it (a `scheduled` journal entry) with a Cancel button; at its
 * time the job sends it once (three replicas on one PostgreSQL store due at the same moment: one
 * POST); a cancel before it is due sends nothing; one the bot was down for past its grace period
 * is refused as missed; a re-check that fails refuses it unsent; the outcome is told in the
 * audit channel and /schedule list. The time words themselves are in write-when.test.ts.
 */

const serverUp = await serverAvailable('postgres', 'scheduled writes on PostgreSQL');

const AUDIT_CHANNEL = '1203458820156252757';
const BERLIN = 'Europe/Berlin';
const MINUTE = 60_000;

type Message = { content?: string; embeds?: unknown[]; components?: { components: { custom_id?: string; label?: string }[] }[] };
const msg = (r: RunResult) => (r.message ?? {}) as Message;
const ids = (r: RunResult) => (msg(r).components?.[0]?.components ?? []).map((c) => c.custom_id ?? '');
/** The journal entry a preview's button points at. */
const journalIdOf = (customId: string): string => {
  const parts = splitId(customId)!;
  return confirmIds(parts.command).buttons.parse(parts.state)!.preview;
};
const text = (r: RunResult) => JSON.stringify(r.message ?? {});
const raid = (title: string, values: Record<string, unknown>) => ({
  subcommand: 'create',
  title,
  'post-url': EXAMPLE_POST_URL,
  'reward-type': 'RANDOM',
  'reward-pool': 'pool-launch',
  ...values,
});

it('the scheduled-write screens and the list stay within Discord limits in every language', () => {
  const at = Date.UTC(2026, 11, 1, 17);
  const tipIds = confirmIds('tip');
  const controls = {
    confirm: tipIds.buttons.id('confirm', { preview: 'AbCdEfGhIjKl' })!,
    cancel: tipIds.buttons.id('cancel', { preview: 'AbCdEfGhIjKl' })!,
  };
  const preview = { content: 'x'.repeat(1800), embeds: [{ title: 'Tip preview', description: 'y'.repeat(3000) }], components: [] };
  const rows = Array.from({ length: 40 }, (_, i) => ({
    id: `AbCdEfGhIj${String(i).padStart(2, '0')}`,
    action: 'raid create',
    dueAt: at + i * MINUTE,
    userId: '1203458820156252001',
    state: (['scheduled', 'created', 'refused', 'unknown', 'cancelled', 'sending'] as const)[i % 6]!,
    reason: () => 'r'.repeat(200),
  }));
  for (const s of EVERY_READER) {
    expectDiscordLimits(withDue(preview, at, s));
    expectDiscordLimits(scheduledReply(preview, controls, at, 'AbCdEfGhIjKl', s));
    expectDiscordLimits(scheduleList([], BERLIN, new Map(), s, { rows, page: 3, pages: 12, total: 115, waiting: 101 }));
  }
});

for (const { name, run } of [
  { name: 'PGlite' as BackendName, run: true },
  { name: 'PostgreSQL' as BackendName, run: serverUp },
]) {
  describe.runIf(run)(`scheduled writes on ${name}`, () => {
    let sb: Sandbox;
    const apis: CommunityApi[] = [];
    const bots: Harness[] = [];
    const schema = testSchema();
    let dropMemory: (() => Promise<void>) | undefined;
    let memoryStore: Store | undefined;
    /** The bots' clock: moved on to make a write due, or to let its grace period pass. */
    let clock = Date.now();

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
        now: () => clock,
        config: (c) => {
          c.discord.auditChannelId = AUDIT_CHANNEL;
        },
      });
      bots.push(h);
      return h;
    };
    const first = async () => bots[0] ?? (await bot());
    const allAudit = () => bots.flatMap((b) => channelPosts(b.calls, AUDIT_CHANNEL));
    /** What the audit channel was told of write `id` once it was due (its scheduling has a line of its own). */
    const toldOf = (id: string) => allAudit().filter((t) => t.includes(id) && !t.includes(`as ${id}:`));
    const raids = () => sb.stats.byRoute().createRaid ?? 0;
    const moves = () => sb.moves(sb.demoKey).length;

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

    it('a bad or past time is refused privately, with nothing asked upstream', async () => {
      const h = await first();
      await h.slash('setup', { timezone: BERLIN }, h.moderator());
      for (const [values, said] of [
        [{ at: '25:99' }, 'is not a time I can read'],
        [{ at: '2020-01-01 18:00' }, 'is already past in the server time zone (Europe/Berlin)'],
        [{ at: 'today 00:00' }, 'is already past'],
        [{ in: 'soon' }, 'is not a duration'],
        [{ at: '18:00', in: '2h' }, 'not both'],
      ] as const) {
        const before = sb.stats.total();
        const r = await h.slash('raid', raid('Bad time', values), h.moderator());
        expect(r.ephemeral).toBe(true);
        expect(text(r)).toContain(said);
        expect(sb.stats.total() - before).toBe(0);
      }
    }, 300_000);

    it('a raid at a set time: the preview says when, Confirm schedules it with Cancel, the job sends it once at its time and tells the audit channel and the list', async () => {
      const h = await first();
      const mod = h.moderator();
      const p = await h.slash('raid', raid('Evening raid', { at: 'tomorrow 18:00' }), mod);
      const content = msg(p).content ?? '';
      const due = /<t:(\d+):F>/.exec(content);
      expect(due, content).not.toBeNull();
      const dueAt = Number(due![1]) * 1000;
      expect(content).toContain(`<t:${due![1]}:R>`);
      // Tomorrow 18:00 in Berlin, whatever the machine's zone.
      expect(
        new Intl.DateTimeFormat('en-GB', { timeZone: BERLIN, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(dueAt),
      ).toBe('18:00');
      expectDiscordLimits(p.message as never);

      const before = raids();
      const scheduled = await h.button(ids(p)[0]!, mod);
      expect(msg(scheduled).content).toContain('Scheduled as');
      expect(msg(scheduled).content).toContain(`<t:${due![1]}:F>`);
      // One button: Cancel, with the preview's own cancel id.
      expect(ids(scheduled)).toEqual([ids(p)[1]]);
      expectDiscordLimits(scheduled.message as never);
      const id = journalIdOf(ids(p)[1]!);
      const entry = await h.bot.services.store.journal.get(id);
      expect(entry).toMatchObject({ state: 'scheduled', dueAt });
      // Confirm pressed again does not send it early.
      const again = await h.button(ids(p)[0]!, mod);
      expect(msg(again).content).toContain('Scheduled as');
      expect(raids()).toBe(before);

      const listed = await h.slash('schedule', { subcommand: 'list' }, mod);
      expect(text(listed)).toContain('Scheduled actions');
      expect(text(listed)).toContain(id);
      expect(text(listed)).toContain('waiting');
      expectDiscordLimits(listed.message as never);

      // Not due yet: nothing.
      await h.bot.jobs.runDue();
      expect(raids()).toBe(before);
      // Its time comes.
      clock = dueAt + 5_000;
      await h.bot.jobs.runDue();
      expect(raids()).toBe(before + 1);
      expect((await h.bot.services.store.journal.get(id))?.state).toBe('created');
      const told = toldOf(id);
      expect(told, told.join('\n---\n')).toHaveLength(1);
      expect(told[0]).toContain('your scheduled action');
      expect(allAudit().some((t) => t.includes('raid create') && t.includes('Evening raid') && t.includes('Outcome: created'))).toBe(true);
      expect(text(await h.slash('schedule', { subcommand: 'list' }, mod))).toContain('sent');
      // Never again.
      await h.bot.jobs.runDue();
      expect(raids()).toBe(before + 1);
    }, 120_000);

    it('a cancel before it is due sends nothing: the Cancel button, and /schedule remove by another moderator', async () => {
      const h = await first();
      const mod = h.moderator();
      const before = moves();
      const one = await h.slash('tip', { subcommand: 'points', member: DEMO.memberId, amount: '3', in: '1h' }, mod);
      const s1 = await h.button(ids(one)[0]!, mod);
      const cancelled = await h.button(ids(s1)[0]!, mod);
      expect(msg(cancelled).content ?? JSON.stringify(cancelled.message)).toMatch(/cancel/i);

      const two = await h.slash('tip', { subcommand: 'points', member: DEMO.memberId, amount: '4', in: '1h' }, mod);
      await h.button(ids(two)[0]!, mod);
      const id = journalIdOf(ids(two)[1]!);
      const other = h.moderator({ userId: '318204957716159998' });
      const removed = await h.slash('schedule', { subcommand: 'remove', id }, other);
      expect(String(removed.message?.content)).toContain('is cancelled; nothing was sent');
      const late = await h.slash('schedule', { subcommand: 'remove', id }, other);
      expect(String(late.message?.content)).toContain('can no longer be cancelled');

      clock += 61 * MINUTE;
      await h.bot.jobs.runDue();
      expect(moves()).toBe(before);
      expect((await h.bot.services.store.journal.get(id))?.state).toBe('cancelled');
    }, 120_000);

    it('a write the bot was down for is refused as missed past its grace period, and sent within it (/setup grace)', async () => {
      const h = await first();
      const mod = h.moderator();
      const before = moves();
      const p = await h.slash('tip', { subcommand: 'points', member: DEMO.memberId, amount: '5', in: '30m' }, mod);
      await h.button(ids(p)[0]!, mod);
      const id = journalIdOf(ids(p)[1]!);
      // Down from before its time until 11 minutes after it (the default grace is 10).
      clock += 41 * MINUTE;
      await h.bot.jobs.runDue();
      expect(moves()).toBe(before);
      const missed = await h.bot.services.store.journal.get(id);
      expect(missed?.state).toBe('refused');
      const told = toldOf(id);
      expect(told.length).toBe(1);
      expect(told[0]).toContain('missed');
      expect(allAudit().some((t) => t.includes('Outcome: failed (missed'))).toBe(true);
      expect(text(await h.slash('schedule', { subcommand: 'list' }, mod))).toContain('not sent: missed');

      const set = await h.slash('setup', { grace: 60 }, h.moderator());
      expect(text(set)).toContain('up to 60 minutes late');
      const q = await h.slash('tip', { subcommand: 'points', member: DEMO.memberId, amount: '6', in: '30m' }, mod);
      await h.button(ids(q)[0]!, mod);
      clock += 41 * MINUTE;
      await h.bot.jobs.runDue();
      expect(moves()).toBe(before + 1);
      await h.slash('setup', { grace: 10 }, h.moderator());
    }, 120_000);

    it('a re-check that fails at its time refuses it unsent, and says why', async () => {
      const h = await first();
      const mod = h.moderator();
      const member = '318204957716159402';
      const give = await h.slash('points', { subcommand: 'give', member, amount: '7' }, mod);
      await h.button(ids(give)[0]!, mod);
      const later = await h.slash('points', { subcommand: 'take', member, amount: '5', in: '10m' }, mod);
      await h.button(ids(later)[0]!, mod);
      const id = journalIdOf(ids(later)[1]!);
      // Meanwhile someone takes 3 now: at its time, taking 5 would leave the member below 0.
      const now = await h.slash('points', { subcommand: 'take', member, amount: '3' }, mod);
      await h.button(ids(now)[0]!, mod);
      const before = moves();
      const asked = sb.stats.byRoute().changePoints ?? 0;
      clock += 11 * MINUTE;
      await h.bot.jobs.runDue();
      expect(moves()).toBe(before);
      // Refused by the re-check: the request never left.
      expect(sb.stats.byRoute().changePoints ?? 0).toBe(asked);
      expect((await h.bot.services.store.journal.get(id))?.state).toBe('refused');
      const told = toldOf(id);
      expect(told.length).toBe(1);
      expect(told[0]).toContain('a balance cannot go below 0');
    }, 120_000);

    it("its job killed with the request out: the lease settles it unknown, and the job's retry tells the audit channel so, once", async () => {
      const h = await first();
      const mod = h.moderator();
      const p = await h.slash('raid', raid('Raid whose sender died', { in: '10m' }), mod);
      await h.button(ids(p)[0]!, mod);
      const id = journalIdOf(ids(p)[1]!);
      clock += 11 * MINUTE;
      // What a replica killed just after the request left leaves: the entry `sent`, under an
      // owner whose instance lock is gone.
      await (h.bot.services.store as unknown as Store).db.query(
        `update journal set state = 'sent', claimed_at = now(), sent_at = now(), owner_key = 424242 where id = $1`,
        [id],
      );
      const before = raids();
      expect(await sendScheduledNow(h.bot.jobs, id)).toBe('told');
      expect(await h.bot.services.store.journal.get(id)).toMatchObject({ state: 'unknown' });
      // Nothing was sent again.
      expect(raids()).toBe(before);
      const told = toldOf(id);
      expect(told).toHaveLength(1);
      expect(told[0]).toContain('your scheduled action');
      expect(told[0]).toContain('unknown');
      // A second retry makes no second message (the notice's nonce).
      await sendScheduledNow(h.bot.jobs, id);
      const made = bots
        .flatMap((b) => b.calls)
        .filter(
          (c) =>
            c.method === 'POST' &&
            c.path === `/channels/${AUDIT_CHANNEL}/messages` &&
            readBody(c.body).includes(id) &&
            !readBody(c.body).includes(`as ${id}:`) &&
            c.messageId,
        );
      expect(new Set(made.map((c) => c.messageId)).size).toBe(1);
    }, 120_000);

    it('its job killed after recording the outcome, before telling: the retry tells the audit channel once and sends nothing', async () => {
      const h = await first();
      const mod = h.moderator();
      const p = await h.slash('raid', raid('Raid whose teller died', { in: '10m' }), mod);
      await h.button(ids(p)[0]!, mod);
      const id = journalIdOf(ids(p)[1]!);
      const db = (h.bot.services.store as unknown as Store).db;
      // What a replica leaves between the journal's settle and the audit-channel post: settled
      // just now, it may still be telling, so another replica's send leaves that to it.
      const settledAgo = async (ms: number) =>
        db.query(
          `update journal set state = 'created', claimed_at = now(), sent_at = now(),
             settled_at = now() - ($2::float8 * interval '1 millisecond') where id = $1`,
          [id, ms],
        );
      // Settled before the clock reaches its time, so the minute tick never sends it itself.
      await settledAgo(0);
      clock += 11 * MINUTE;
      const before = raids();
      expect(await sendScheduledNow(h.bot.jobs, id)).toBe('skipped');
      expect(toldOf(id)).toHaveLength(0);
      // Two minutes on, nobody has told it: its sender died, and this retry tells it.
      await settledAgo(2 * MINUTE);
      expect(await sendScheduledNow(h.bot.jobs, id)).toBe('told');
      expect(raids()).toBe(before);
      const told = toldOf(id);
      expect(told).toHaveLength(1);
      expect(told[0]).toContain('your scheduled action');
      // Told once: a further retry, on this replica or another, posts nothing.
      expect(await sendScheduledNow(h.bot.jobs, id)).toBe('skipped');
      expect(toldOf(id)).toHaveLength(1);
    }, 120_000);

    it('a cancel racing the send: exactly one wins', async () => {
      const h = await first();
      const mod = h.moderator();
      for (let round = 0; round < 3; round++) {
        const p = await h.slash('raid', raid(`Race ${round}`, { in: '5m' }), mod);
        await h.button(ids(p)[0]!, mod);
        const id = journalIdOf(ids(p)[1]!);
        const before = raids();
        clock += 6 * MINUTE;
        const [cancel] = await Promise.all([h.bot.services.store.journal.cancel(id, mod.userId, true), sendScheduledNow(h.bot.jobs, id)]);
        const state = (await h.bot.services.store.journal.get(id))?.state;
        if (cancel.kind === 'cancelled') {
          expect(state).toBe('cancelled');
          expect(raids()).toBe(before);
        } else {
          expect(state).toBe('created');
          expect(raids()).toBe(before + 1);
        }
      }
    }, 120_000);

    it.runIf(name === 'PostgreSQL')(
      'a scheduled raid due on three replicas at the same moment is sent once',
      async () => {
        const a = await first();
        const [b, c] = [await bot(), await bot()];
        const mod = a.moderator();
        const p = await a.slash('raid', raid('Three replicas', { in: '5m' }), mod);
        await a.button(ids(p)[0]!, mod);
        const id = journalIdOf(ids(p)[1]!);
        const before = raids();
        clock += 6 * MINUTE;
        // Three ticks at once, and the send itself on all three at once.
        await Promise.all([
          a.bot.jobs.runDue(),
          b.bot.jobs.runDue(),
          c.bot.jobs.runDue(),
          sendScheduledNow(a.bot.jobs, id),
          sendScheduledNow(b.bot.jobs, id),
          sendScheduledNow(c.bot.jobs, id),
        ]);
        await Promise.all([a.bot.jobs.runDue(), b.bot.jobs.runDue(), c.bot.jobs.runDue()]);
        expect(raids() - before).toBe(1);
        expect((await a.bot.services.store.journal.get(id))?.state).toBe('created');
        expect(toldOf(id)).toHaveLength(1);
      },
      180_000,
    );
  });
}
