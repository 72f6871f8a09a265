import { GatewayDispatchEvents } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { commands } from '../commands/index.js';
import { createCommunityApi } from '../src/api/index.js';
import type { CommunityApi } from '../src/api/types.js';
import { createHarness, MEMBER_PERMISSIONS, type Harness, type RunResult } from '../src/bot/offline/harness.js';
import { splitId } from '../src/discord/component-id.js';
import { confirmIds } from '../src/features/writes/confirm-view.js';
import { DEMO, startSandbox, type Sandbox } from '../src/sandbox/index.js';
import { ephemeralSecretBox, openStore, storeOn, type Store } from '../src/store/index.js';
import { KEY_FIELD, SETUP_KEY_FORM, SETUP_UNKEY } from '../src/features/setup/view.js';
import { expectDiscordLimits } from './discord-limits.js';
import { channelPosts } from './support/audit-channel.js';
import { serverAvailable, TEST_SERVERS } from './support/servers.js';
import { dropSchema, memoryDb, testSchema, type BackendName } from './support/store.js';

/**
 * A scheduled write acts as the moderator who scheduled it, at the moment it is sent, on both
 * back ends, through the job engine with the bot's clock moved: their member record and
 * permissions are read from Discord (the stand-in) as the router reads a command's caller; a
 * scheduler demoted or gone, or a bot no longer in the server, refuses or cancels it unsent and
 * says why in the audit channel; a scheduled role raffle goes out as its scheduler. Scheduling is
 * an audit row and an audit-channel line; every moderator pages through every write waiting
 * with a true count, finds any of them to remove, and a server holds at most its cap. A
 * scheduled write waiting is a twin like one sent: a preview names it, and one sent since it was
 * confirmed, unseen by whoever sent it, holds it back at its time.
 */

const serverUp = await serverAvailable('postgres', 'scheduled writes acting as their scheduler on PostgreSQL');

const AUDIT_CHANNEL = '1203458820156252758';
const MINUTE = 60_000;

type Message = {
  content?: string;
  embeds?: { title?: string; description?: string; footer?: { text?: string } }[];
  components?: { components: { custom_id?: string; label?: string }[] }[];
};
const msg = (r: RunResult) => (r.message ?? {}) as Message;
const ids = (r: RunResult) => (msg(r).components?.[0]?.components ?? []).map((c) => c.custom_id ?? '');
const labels = (r: RunResult) => (msg(r).components?.[0]?.components ?? []).map((c) => c.label ?? '');
const text = (r: RunResult) => JSON.stringify(r.message ?? {});
/** The journal entry a preview's button points at. */
const journalIdOf = (customId: string): string => {
  const parts = splitId(customId)!;
  return confirmIds(parts.command).buttons.parse(parts.state)!.preview;
};
const tip = (amount: string, values: Record<string, unknown> = {}) => ({ subcommand: 'points', member: DEMO.memberId, amount, ...values });

for (const { name, run } of [
  { name: 'PGlite' as BackendName, run: true },
  { name: 'PostgreSQL' as BackendName, run: serverUp },
]) {
  describe.runIf(run)(`scheduled writes act as their scheduler on ${name}`, () => {
    let sb: Sandbox;
    let api: CommunityApi;
    let h: Harness;
    const schema = testSchema();
    let dropMemory: (() => Promise<void>) | undefined;
    /** The bot's clock: moved on to make a write due. */
    let clock = Date.now();

    beforeAll(async () => {
      sb = await startSandbox({ ratePerSecond: 0 });
      let store: Store;
      // Keys stored with /setup (a second server's) are sealed under a secret of this run's own.
      const box = ephemeralSecretBox();
      if (name === 'PostgreSQL') store = await openStore({ databaseUrl: TEST_SERVERS.postgres.url, schema }, { box });
      else {
        const m = await memoryDb(schema);
        dropMemory = m.drop;
        store = await storeOn(m.db, { box });
      }
      api = createCommunityApi({ baseUrl: sb.url, ratePerSecond: 0, retries: { max: 0, maxTotalMs: 0 }, timeoutMs: 5_000 });
      h = await createHarness({
        commands,
        api,
        keysByGuild: { [DEMO.guildId]: sb.demoKey },
        store,
        jobPollSeconds: 0.5,
        now: () => clock,
        config: (c) => {
          c.discord.auditChannelId = AUDIT_CHANNEL;
        },
      });
    }, 180_000);
    afterAll(async () => {
      await h?.close().catch(() => {});
      await api?.close();
      await sb?.close();
      if (name === 'PostgreSQL') await dropSchema(schema);
      else await dropMemory?.();
    });

    const journal = () => h.bot.services.store.journal;
    const audit = () => channelPosts(h.calls, AUDIT_CHANNEL);
    const moves = () => sb.moves(sb.demoKey).length;
    const member = (userId: string) => h.standIn.guild(DEMO.guildId).members.get(userId)!;
    /** Schedules a points tip `in`, as `mod`; returns its journal id. */
    const scheduleTip = async (mod: ReturnType<Harness['moderator']>, amount: string, when = '1h'): Promise<string> => {
      const p = await h.slash('tip', tip(amount, { in: when }), mod);
      const s = await h.button(ids(p)[0]!, mod);
      expect(text(s)).toContain('Scheduled as');
      return journalIdOf(ids(p)[1]!);
    };
    const due = async (id: string) => {
      clock = (await journal().get(id))!.dueAt! + 5_000;
      await h.bot.jobs.runDue();
    };

    it('scheduling is an audit row and an audit-channel line; a scheduler demoted before its time is refused unsent, and the audit channel says why', async () => {
      const a = h.moderator();
      const before = moves();
      const id = await scheduleTip(a, '9');
      const rows = (await h.bot.services.store.audit.list({ guildId: DEMO.guildId, limit: 5 })).rows;
      expect(rows.find((r) => r.journalId === id)).toMatchObject({ outcome: 'scheduled', userId: a.userId, operation: 'tip.send' });
      const line = audit().filter((t) => t.includes(`as ${id}:`));
      expect(line).toHaveLength(1);
      expect(line[0]).toContain(`<@${a.userId}>`);
      expect(line[0]).toMatch(/scheduled for <t:\d+:F>/);
      // Demoted: Discord now lists them without the Moderators role; their own command is refused.
      member(a.userId).roles = [];
      const refusedList = await h.slash('schedule', { subcommand: 'list' }, h.member({ userId: a.userId }));
      expect(text(refusedList)).toContain('This is for moderators');
      await due(id);
      expect(moves()).toBe(before);
      expect(await journal().get(id)).toMatchObject({ state: 'refused' });
      const told = audit().filter((t) => t.includes(id) && !t.includes(`as ${id}:`));
      expect(told.join('\n')).toContain('no longer a moderator');
      const refused = (await h.bot.services.store.audit.list({ guildId: DEMO.guildId, limit: 5 })).rows.find(
        (r) => r.journalId === id && r.outcome === 'refused',
      );
      expect(refused?.summary).toContain('no longer a moderator');
    }, 120_000);

    it('a scheduler who left the server is refused unsent; one who is a moderator by a /setup role only is sent as a command of theirs would be', async () => {
      const gone = h.moderator();
      const before = moves();
      const id = await scheduleTip(gone, '8');
      h.standIn.removeMember(DEMO.guildId, gone.userId);
      await due(id);
      expect(moves()).toBe(before);
      expect(await journal().get(id)).toMatchObject({ state: 'refused' });
      expect(
        audit()
          .filter((t) => t.includes(id))
          .join('\n'),
      ).toContain('no longer a member of this server');

      // A role chosen with /setup, no Manage Server: a moderator for the router, and so for the job.
      const helpers = h.standIn.addRole(DEMO.guildId, { name: 'Helpers', position: 3 }).id;
      await h.bot.services.store.settings.update(
        DEMO.guildId,
        { moderatorRoleIds: [helpers] },
        { userId: gone.userId, summary: 'moderator roles set' },
      );
      const helper = h.member({ roles: [helpers], permissions: MEMBER_PERMISSIONS });
      const sent = await scheduleTip(helper, '7');
      await due(sent);
      expect(await journal().get(sent)).toMatchObject({ state: 'created' });
      expect(moves()).toBe(before + 1);
      await h.bot.services.store.settings.update(
        DEMO.guildId,
        { moderatorRoleIds: [] },
        { userId: gone.userId, summary: 'moderator roles cleared' },
      );
    }, 120_000);

    it('a scheduled role raffle goes out as its scheduler (their Manage Roles and highest role read at its time)', async () => {
      const mod = h.moderator();
      const prize = h.standIn.addRole(DEMO.guildId, { name: 'Winners', position: 2 }).id;
      const p = await h.slash('raffle', { subcommand: 'role', role: prize, duration: '1d', entries: 50, in: '10m' }, mod);
      expect(text(p)).toContain('ROLE');
      const opened = await h.button(ids(p)[0]!, mod);
      expect(opened.ack).toBe('modal');
      const typed = await h.modal(String((opened.modal as { custom_id?: string }).custom_id), { answer: 'ROLE' }, mod, true);
      expect(text(typed)).toContain('Scheduled as');
      const id = journalIdOf(ids(p)[1]!);
      const before = moves();
      await due(id);
      expect(await journal().get(id)).toMatchObject({ state: 'created' });
      expect(moves()).toBe(before + 1);
      expect(sb.moves(sb.demoKey).at(-1)?.body).toMatchObject({ item: { type: 'ROLE', roleId: prize } });
    }, 120_000);

    it('the bot leaving the server cancels its writes waiting there: found at a send, and on guildDelete', async () => {
      const mod = h.moderator();
      const before = moves();
      const first = await scheduleTip(mod, '6', '10m');
      const second = await scheduleTip(mod, '5', '2h');
      h.standIn.leave(DEMO.guildId);
      try {
        await due(first);
      } finally {
        h.standIn.rejoin(DEMO.guildId);
      }
      expect(moves()).toBe(before);
      expect(await journal().get(first)).toMatchObject({ state: 'cancelled' });
      expect(await journal().get(second)).toMatchObject({ state: 'cancelled' });
      const rows = (await h.bot.services.store.audit.list({ guildId: DEMO.guildId, limit: 10 })).rows.filter(
        (r) => r.journalId === first || r.journalId === second,
      );
      expect(rows.filter((r) => r.outcome === 'cancelled').map((r) => r.summary)).toEqual([
        expect.stringContaining('the bot is no longer in the server'),
        expect.stringContaining('the bot is no longer in the server'),
      ]);

      // Discord's GUILD_DELETE (the server removed the bot), as the gateway delivers it.
      const third = await scheduleTip(mod, '4', '3h');
      h.client.ws.emit(GatewayDispatchEvents.GuildDelete, { id: DEMO.guildId }, 0);
      await vi.waitFor(async () => expect(await journal().get(third)).toMatchObject({ state: 'cancelled' }), {
        timeout: 30_000,
        interval: 100,
      });
      // An outage (`unavailable`) is no removal: nothing is cancelled.
      const fourth = await scheduleTip(mod, '3', '3h');
      h.client.ws.emit(GatewayDispatchEvents.GuildDelete, { id: DEMO.guildId, unavailable: true }, 0);
      expect(await journal().get(fourth)).toMatchObject({ state: 'scheduled' });
      await journal().cancel(fourth, mod.userId, true);
    }, 120_000);

    it("the server's key replaced or removed since it was scheduled: refused unsent, and the audit channel says why", async () => {
      // A server whose key is stored with /setup (the environment names none for it).
      const guild = '1503458820156252777';
      const admin = h.moderator({ guildId: guild, roles: [h.standIn.guild(guild).moderatorsRoleId] });
      const setKey = async (key: string) => {
        const r = await h.modal(SETUP_KEY_FORM.id('keyform', { guild })!, { [KEY_FIELD]: key }, admin, true);
        expect(text(r)).toContain(`…${key.slice(-4)}`);
      };
      const [keyA, keyB] = [sb.addCommunity(), sb.addCommunity()];
      const sent = () => sb.moves(keyA).length + sb.moves(keyB).length;
      const schedule = async (amount: string) => {
        const p = await h.slash('points', { subcommand: 'give', member: DEMO.memberId, amount, in: '1h' }, admin);
        expect(text(await h.button(ids(p)[0]!, admin))).toContain('Scheduled as');
        return journalIdOf(ids(p)[1]!);
      };
      await setKey(keyA);
      const replaced = await schedule('3');
      await setKey(keyB);
      await due(replaced);
      expect(await journal().get(replaced)).toMatchObject({ state: 'refused' });
      // Told in words about a scheduled action, not the preview's.
      const told = audit()
        .filter((t) => t.includes(replaced))
        .join('\n');
      expect(told).toContain('key was replaced after it was scheduled, so it was not sent');
      expect(told).not.toContain('preview');
      const removed = await schedule('4');
      await h.button(SETUP_UNKEY.id('unkey', { guild })!, admin);
      await due(removed);
      expect(await journal().get(removed)).toMatchObject({ state: 'refused' });
      expect(sent()).toBe(0);
    }, 120_000);

    it('a scheduled twin: the preview names it and asks "Send anyway", which confirms it again; one sent unseen holds it back at its time', async () => {
      const a = h.moderator();
      const b = h.moderator();
      const c = h.moderator();
      // Seen: B is told A's identical tip is scheduled, and sends anyway: both go.
      const scheduled = await scheduleTip(a, '40');
      const dueAt = (await journal().get(scheduled))!.dueAt!;
      const p = await h.slash('tip', tip('40'), b);
      expect(msg(p).content).toContain('is scheduled for');
      expect(msg(p).content).toContain(`<@${a.userId}>`);
      expect(msg(p).content).toContain(`<t:${Math.floor(dueAt / 1000)}:f>`);
      expect(labels(p)[0]).toBe('Send anyway');
      expectDiscordLimits(p.message as never);
      const before = moves();
      await h.button(ids(p)[0]!, b);
      expect(moves()).toBe(before + 1);
      await due(scheduled);
      expect(await journal().get(scheduled)).toMatchObject({ state: 'created' });
      expect(moves()).toBe(before + 2);

      // Unseen: C sends 41 now; B's preview warns of C's only; A then schedules 41 (anyway,
      // past C's); B sends anyway, never told of A's: at its time A's is held back.
      const now = await h.slash('tip', tip('41'), c);
      await h.button(ids(now)[0]!, c);
      const q = await h.slash('tip', tip('41'), b);
      expect(msg(q).content).not.toContain('is scheduled for');
      const r = await h.slash('tip', tip('41', { in: '30m' }), a);
      expect(labels(r)[0]).toBe('Send anyway');
      expect(text(await h.button(ids(r)[0]!, a))).toContain('Scheduled as');
      const held = journalIdOf(ids(r)[1]!);
      await h.button(ids(q)[0]!, b);
      const sentByB = journalIdOf(ids(q)[1]!);
      expect(await journal().get(sentByB)).toMatchObject({ state: 'created' });
      const beforeDue = moves();
      await due(held);
      expect(moves()).toBe(beforeDue);
      expect(await journal().get(held)).toMatchObject({ state: 'refused' });
      const told = audit()
        .filter((t) => t.includes(held) && !t.includes(`as ${held}:`))
        .join('\n');
      expect(told).toContain('held back as a repeat');
      expect(told).toContain(sentByB);
      expect(text(await h.slash('schedule', { subcommand: 'list' }, a))).toContain('held back as a repeat');
    }, 120_000);

    it('every moderator pages through every write waiting, with a true count, finds any to remove by its words, and the server holds at most its cap', async () => {
      const a = h.moderator();
      const other = h.moderator();
      await h.slash('setup', { 'max-scheduled': 52 }, h.moderator());
      const j = journal();
      // 52 waiting by A (made straight in the journal: the list is what is looked at here).
      const made: string[] = [];
      for (let i = 1; i <= 52; i++) {
        const { entry } = await j.preview({
          operation: 'points.change',
          guildId: DEMO.guildId,
          userId: a.userId,
          body: { n: i },
          summary: `points give ${i} to <@${DEMO.memberId}> marker${String(i).padStart(3, '0')}`,
          ttlMs: 10 * MINUTE,
          dueAt: clock + 5 * 60 * MINUTE + i * MINUTE,
        });
        expect(await j.schedule(entry.id, { userId: a.userId, limit: 52 })).toMatchObject({ kind: 'scheduled' });
        made.push(entry.id);
      }
      const list = await h.slash('schedule', { subcommand: 'list' }, other);
      const writes = msg(list).embeds?.[1];
      expect(writes?.footer?.text).toMatch(/^52 waiting · listed: \d+ · page 1 of \d+/);
      expectDiscordLimits(list.message as never);
      const pager = ids(list);
      expect(pager).toHaveLength(4);
      const last = await h.button(pager[3]!, other);
      expect(text(last)).toContain(made[51]!);
      expect(msg(last).embeds?.[1]?.footer?.text).toMatch(/page (\d+) of \1/);
      // Removal suggestions search every write waiting, by its words, not only the first 25.
      const found = await h.autocomplete('schedule', { subcommand: 'remove', id: 'marker052' }, 'id', other);
      expect(found.choices?.map((x) => x.value)).toEqual([made[51]]);
      const removed = await h.slash('schedule', { subcommand: 'remove', id: made[51]! }, other);
      expect(text(removed)).toContain('is cancelled; nothing was sent');
      // The cap, 52: one removed makes room for one more; the next Confirm is refused with the figure.
      const ok = await scheduleTip(a, '2', '9h');
      expect(await j.get(ok)).toMatchObject({ state: 'scheduled' });
      const p = await h.slash('tip', tip('1', { in: '9h' }), a);
      const refused = await h.button(ids(p)[0]!, a);
      expect(refused.ephemeral).toBe(true);
      expect(text(refused)).toContain('already has 52 actions waiting');
      expect(await j.get(journalIdOf(ids(p)[1]!))).toMatchObject({ state: 'previewed' });
      await j.cancelAll(DEMO.guildId, 'test over');
    }, 180_000);
  });
}
