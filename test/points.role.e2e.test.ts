import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit } from '../commands/audit.js';
import { points } from '../commands/points.js';
import { snowflake } from '../src/bot/offline/discord-rest.js';
import { splitId } from '../src/discord/component-id.js';
import { ROLE_MOVE_PART } from '../src/features/moves/role-move-jobs.js';
import { ROLE_MOVE_MAX_MEMBERS } from '../src/services/discord-facts.js';
import { openStore, storeOn, type Store } from '../src/store/index.js';
import { DEMO } from '../src/sandbox/index.js';
import { expectDiscordLimits } from './discord-limits.js';
import { startTestBot, type RunResult, type TestBot } from './harness.js';
import { serverAvailable, TEST_SERVERS } from './support/servers.js';
import { dropSchema, memoryDb, testSchema, type BackendName } from './support/store.js';

/**
 * /points give|take role: everyone holding a role, read from the (stand-in) Discord member
 * list, sent as one balance change per 1,000 members through the one write flow and the job
 * engine, against the real sandbox over loopback; on both store back ends.
 */

const serverUp = await serverAvailable('postgres', 'whole-role moves on PostgreSQL');

type Message = {
  content?: string;
  embeds?: { fields?: { name: string; value: string }[]; description?: string }[];
  components?: { components: { custom_id?: string }[] }[];
};
const msg = (r: RunResult) => (r.message ?? {}) as Message;
const content = (r: RunResult) => String(msg(r).content ?? '');
const shown = (m: Message) =>
  [m.content ?? '', ...(m.embeds ?? []).flatMap((e) => [e.description ?? '', ...(e.fields ?? []).flatMap((f) => [f.name, f.value])])].join(
    '\n',
  );
const ids = (r: RunResult) => (msg(r).components?.[0]?.components ?? []).map((c) => c.custom_id ?? '');
const actions = (r: RunResult) => ids(r).map((id) => splitId(id)?.action);

for (const { name, run } of [
  { name: 'PGlite' as BackendName, run: true },
  { name: 'PostgreSQL' as BackendName, run: serverUp },
]) {
  describe.runIf(run)(`/points give|take role on ${name}`, () => {
    const schema = testSchema();
    let bot: TestBot;
    let drop: (() => Promise<void>) | undefined;
    let roleId: string;
    let members: string[];
    let botIds: string[];

    beforeAll(async () => {
      let store: Store;
      if (name === 'PostgreSQL') store = await openStore({ databaseUrl: TEST_SERVERS.postgres.url, schema });
      else {
        const m = await memoryDb(schema);
        drop = m.drop;
        store = await storeOn(m.db);
      }
      bot = await startTestBot({ commands: [points, audit], store, jobPollSeconds: 0.5 });
      roleId = bot.standIn.addRole(bot.guildId, { name: 'Event', position: 2 }).id;
      members = Array.from({ length: 2_500 }, () => snowflake());
      botIds = Array.from({ length: 3 }, () => snowflake());
      for (const [i, id] of members.entries()) bot.standIn.addMember(bot.guildId, { user: { id, username: `guest${i}` }, roles: [roleId] });
      for (const id of botIds) {
        bot.standIn.bots.add(id);
        bot.standIn.addMember(bot.guildId, { user: { id, username: `helper-bot-${id.slice(-3)}` }, roles: [roleId] });
      }
      // Members without the role are not part of it.
      for (let i = 0; i < 20; i++) bot.standIn.addMember(bot.guildId, { user: { id: snowflake(), username: `other${i}` } });
    }, 120_000);
    afterAll(async () => {
      await bot?.close();
      if (name === 'PostgreSQL') await dropSchema(schema);
      else await drop?.();
    });

    const pointChanges = () => bot.sandbox.moves(bot.demoKey).filter((m) => m.route === 'changePoints');
    const settled = async () => {
      await bot.bot.jobs.engine!.idle([ROLE_MOVE_PART], { timeoutMs: 60_000 });
    };

    it('sends a role of 2,500 members as 3 balance changes, every member once, bots left out; the message ends on the full bar; /audit shows each part and the total', async () => {
      const mod = bot.moderator();
      const before = pointChanges().length;
      const preview = await bot.slash('points', { subcommand: 'give', role: roleId, amount: '3', reason: 'came to the event' }, mod);
      const text = shown(msg(preview));
      expect(text).toContain('2,500');
      expect(text).toContain('guest0, guest1');
      expect(text).toMatch(/Bots left out\n3/);
      expect(text).toContain('7,500');
      expect(text).toMatch(/Parts\n3 \(at most 1,000 members each\)/);
      expect(actions(preview)).toEqual(['confirm', 'cancel']);
      expectDiscordLimits(msg(preview) as Record<string, unknown>);
      // Only the member list was read: nothing sent yet.
      expect(pointChanges().length).toBe(before);
      const lists = bot.calls.filter((c) => c.method === 'GET' && c.path === `/guilds/${bot.guildId}/members`);
      expect(lists.map((c) => c.query.limit)).toEqual(['1000', '1000', '1000']);

      const pressed = await bot.button(ids(preview)[0]!, mod);
      expect(content(pressed)).toMatch(/^▱▱▱ 0 of 3 · 0 of 2,500 members/);
      await settled();

      const sent = pointChanges().slice(before);
      expect(sent).toHaveLength(3);
      const changes = sent.map((m) => m.body.changes as { userId: string; amount: number }[]);
      expect(changes.map((c) => c.length)).toEqual([1000, 1000, 500]);
      const who = changes.flat().map((c) => c.userId);
      expect(new Set(who).size).toBe(2_500);
      expect([...who].sort()).toEqual([...members].sort());
      expect(who.some((id) => botIds.includes(id))).toBe(false);
      expect(changes.flat().every((c) => Number(c.amount) === 3)).toBe(true);

      // The moderator's message, edited by the jobs through the press's token, ends on the full bar.
      const token = /^\/interactions\/\d+\/([^/]+)\/callback$/.exec(pressed.calls[0]!.path)![1]!;
      const edits = bot.calls.filter(
        (c) => c.method === 'PATCH' && c.path === `/webhooks/${bot.applicationId}/${token}/messages/@original`,
      );
      expect(edits.length).toBeGreaterThan(0);
      const last = edits.at(-1)!.body as Message;
      expect(String(last.content)).toMatch(/^▰▰▰ 3 of 3 · 2,500 of 2,500 members\nDone: every part went through\./);
      expectDiscordLimits(last as Record<string, unknown>);

      const rows = (await bot.bot.services.store.audit.list({ guildId: bot.guildId, limit: 10 })).rows.filter(
        (r) => r.operation === 'points.change',
      );
      expect(rows).toHaveLength(3);
      expect(rows.map((r) => r.outcome)).toEqual(['created', 'created', 'created']);
      for (const [i, members] of [
        [1, 1000],
        [2, 1000],
        [3, 500],
      ] as const) {
        expect(
          rows.some(
            (r) =>
              r.summary.includes(`(part ${i} of 3: ${members.toLocaleString('en-US')} members)`) && r.summary.includes('(2,500 in all)'),
          ),
        ).toBe(true);
      }
      const shownAudit = await bot.slash('audit', {}, mod);
      expect(shown(msg(shownAudit)).match(/part \d of 3/g)?.length).toBe(3);

      // A second press of the same preview sends nothing more.
      const again = await bot.button(ids(preview)[0]!, mod);
      expect(again.ack).toBeDefined();
      expect(pointChanges().slice(before)).toHaveLength(3);
    }, 120_000);

    it('asks for the amount typed above the points limit', async () => {
      const mod = bot.moderator();
      const before = pointChanges().length;
      // 5 × 2,500 = 12,500 points, above the default 10,000.
      const preview = await bot.slash('points', { subcommand: 'give', role: roleId, amount: '5' }, mod);
      expect(actions(preview), content(preview)).toEqual(['confirmtyped', 'cancel']);
      expect(content(preview)).toContain('10,000');
      const opened = await bot.button(ids(preview)[0]!, mod);
      expect(opened.ack).toBe('modal');
      const wrong = await bot.modal(String((opened.modal as { custom_id: string }).custom_id), { answer: '50' }, mod, true);
      expect(content(wrong)).not.toMatch(/of 3/);
      expect(pointChanges().length).toBe(before);
      const typed = await bot.modal(String((opened.modal as { custom_id: string }).custom_id), { answer: '5' }, mod, true);
      expect(content(typed)).toMatch(/0 of 3/);
      await settled();
      expect(pointChanges().length).toBe(before + 3);
    }, 120_000);

    it('takes from a whole role too, part by part', async () => {
      const mod = bot.moderator();
      const before = pointChanges().length;
      const preview = await bot.slash('points', { subcommand: 'take', role: roleId, amount: '1' }, mod);
      expect(shown(msg(preview))).toContain('Take');
      await bot.button(ids(preview)[0]!, mod);
      await settled();
      const sent = pointChanges().slice(before);
      expect(sent).toHaveLength(3);
      expect(sent.flatMap((m) => m.body.changes as { amount: number }[]).every((c) => Number(c.amount) === -1)).toBe(true);
    }, 120_000);

    it('asks "anyway" when a later part repeats a change sent within 24 hours, though the first part is new', async () => {
      const mod = bot.moderator();
      const give = { subcommand: 'give', role: roleId, amount: '2', reason: 'second event' };
      const first = await bot.slash('points', give, mod);
      await bot.button(ids(first)[0]!, mod);
      await settled();
      const before = pointChanges().length;
      // The role changes in its first part only: its lowest member leaves it, and a newcomer whose
      // id sorts before everyone's joins, so parts 2 and 3 are the very changes sent above.
      const lowest = [...members].sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1))[0]!;
      const newcomer = String(BigInt(lowest) - 7n);
      bot.standIn.addMember(bot.guildId, { user: { id: lowest, username: 'guest-left' }, roles: [] });
      bot.standIn.addMember(bot.guildId, { user: { id: newcomer, username: 'newcomer' }, roles: [roleId] });
      try {
        const again = await bot.slash('points', give, mod);
        expect(actions(again)).toEqual(['anyway', 'cancel']);
        // A Confirm id kept from before the repeat was known is asked again, and sends nothing.
        const confirmId = ids(again)[0]!.replace(':anyway:', ':confirm:');
        const asked = await bot.button(confirmId, mod);
        expect(actions(asked)).toEqual(['anyway', 'cancel']);
        expect(pointChanges().length).toBe(before);
        // "Anyway" sends all three.
        await bot.button(ids(asked)[0]!, mod);
        await settled();
        const sent = pointChanges()
          .slice(before)
          .map((m) => (m.body.changes as { userId: string }[]).map((c) => c.userId));
        expect(sent).toHaveLength(3);
        expect(sent[0]).toContain(newcomer);
        expect(sent.flat()).not.toContain(lowest);
      } finally {
        bot.standIn.addMember(bot.guildId, { user: { id: lowest, username: 'guest0' }, roles: [roleId] });
        bot.standIn.addMember(bot.guildId, { user: { id: newcomer, username: 'newcomer' }, roles: [] });
      }
    }, 120_000);

    it('without the Server Members intent says where to enable it, and sends nothing', async () => {
      const mod = bot.moderator();
      const before = pointChanges().length;
      const entries = await bot.bot.services.store.audit.list({ guildId: bot.guildId, limit: 100 });
      bot.standIn.guild(bot.guildId).membersIntent = false;
      try {
        const r = await bot.slash('points', { subcommand: 'give', role: roleId, amount: '1' }, mod);
        expect(r.ephemeral).toBe(true);
        expect(content(r)).toContain('Developer Portal');
        expect(content(r)).toContain('Privileged Gateway Intents');
        expect(content(r)).toContain('Server Members Intent');
        expect(content(r)).toContain('nothing was sent');
        expect(ids(r)).toEqual([]);
      } finally {
        bot.standIn.guild(bot.guildId).membersIntent = true;
      }
      expect(pointChanges().length).toBe(before);
      expect((await bot.bot.services.store.audit.list({ guildId: bot.guildId, limit: 100 })).rows.length).toBe(entries.rows.length);
    }, 60_000);

    it('a role of exactly 1,000 members is one part: one balance change of 1,000, done', async () => {
      const mod = bot.moderator();
      const thousand = bot.standIn.addRole(bot.guildId, { name: 'Thousand', position: 2 }).id;
      // The first 1,000 of the event's members hold it too (and one of the bots: left out).
      const holders = members.slice(0, 1_000);
      for (const id of holders)
        bot.standIn.addMember(bot.guildId, { user: { id, username: `guest${members.indexOf(id)}` }, roles: [roleId, thousand] });
      bot.standIn.addMember(bot.guildId, { user: { id: botIds[0]!, username: 'helper-bot' }, roles: [roleId, thousand] });
      const before = pointChanges().length;
      const preview = await bot.slash('points', { subcommand: 'give', role: thousand, amount: '1', reason: 'exactly a thousand' }, mod);
      expect(shown(msg(preview))).toContain('1,000');
      expect(shown(msg(preview))).toMatch(/Parts\n1 \(at most 1,000 members each\)/);
      const pressed = await bot.button(ids(preview)[0]!, mod);
      expect(content(pressed)).toMatch(/^▱ 0 of 1 · 0 of 1,000 members/);
      await settled();
      const sent = pointChanges().slice(before);
      expect(sent).toHaveLength(1);
      const changes = sent[0]!.body.changes as { userId: string }[];
      expect(changes).toHaveLength(1_000);
      expect(changes.map((c) => c.userId).sort()).toEqual([...holders].sort());
      const rows = (await bot.bot.services.store.audit.list({ guildId: bot.guildId, limit: 5 })).rows.filter((r) =>
        r.summary.includes(`<@&${thousand}>`),
      );
      expect(rows.map((r) => r.outcome)).toEqual(['created']);
    }, 120_000);

    it('refuses member and role together, and a role nobody but bots holds', async () => {
      const mod = bot.moderator();
      const both = await bot.slash('points', { subcommand: 'give', role: roleId, member: DEMO.memberId, amount: '1' }, mod);
      expect(content(both)).toMatch(/not both/);
      const botsOnly = bot.standIn.addRole(bot.guildId, { name: 'Bots', position: 2 }).id;
      for (const id of botIds)
        bot.standIn.addMember(bot.guildId, { user: { id, username: `helper-bot-${id.slice(-3)}` }, roles: [roleId, botsOnly] });
      const nobody = await bot.slash('points', { subcommand: 'give', role: botsOnly, amount: '1' }, mod);
      expect(content(nobody)).toMatch(/Nobody holds/);
    }, 60_000);

    const sorted = () => [...members].sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1));
    /** The moderator's message as the jobs left it (the last edit through the press's token). */
    const lastEdit = (pressed: RunResult) => {
      const token = /^\/interactions\/\d+\/([^/]+)\/callback$/.exec(pressed.calls[0]!.path)![1]!;
      const edits = bot.calls.filter(
        (c) => c.method === 'PATCH' && c.path === `/webhooks/${bot.applicationId}/${token}/messages/@original`,
      );
      return String((edits.at(-1)?.body as Message | undefined)?.content ?? '');
    };

    it('members who lost the role between the preview and the send are left out, and counted in the outcome', async () => {
      const mod = bot.moderator();
      const preview = await bot.slash('points', { subcommand: 'give', role: roleId, amount: '1', reason: 'left since the preview' }, mod);
      expect(shown(msg(preview))).toContain('2,500');
      // After the preview: one member of part 1 and two of part 3 lose the role.
      const byId = sorted();
      const gone = [byId[10]!, byId[2_100]!, byId[2_400]!];
      for (const id of gone) bot.standIn.addMember(bot.guildId, { user: { id, username: `guest${members.indexOf(id)}` }, roles: [] });
      try {
        const before = pointChanges().length;
        const pressed = await bot.button(ids(preview)[0]!, mod);
        await settled();
        const sent = pointChanges()
          .slice(before)
          .map((m) => (m.body.changes as { userId: string }[]).map((c) => c.userId));
        expect(sent.map((p) => p.length)).toEqual([999, 1_000, 498]);
        for (const id of gone) expect(sent.flat()).not.toContain(id);
        const said = lastEdit(pressed);
        expect(said).toContain('Done: every part went through.');
        expect(said).toContain('Part 1: 1 member who no longer holds the role was left out.');
        expect(said).toContain('Part 3: 2 members who no longer hold the role were left out.');
        // The three parts' audit rows (the latest): two say how many were left out.
        const rows = (await bot.bot.services.store.audit.list({ guildId: bot.guildId, limit: 3 })).rows;
        expect(rows.every((r) => r.summary.includes('of 3:'))).toBe(true);
        expect(rows.map((r) => /\((\d) no longer held the role: left out\)/.exec(r.summary)?.[1] ?? '-').sort()).toEqual(['-', '1', '2']);
      } finally {
        for (const id of gone)
          bot.standIn.addMember(bot.guildId, { user: { id, username: `guest${members.indexOf(id)}` }, roles: [roleId] });
      }
    }, 120_000);

    it('a take stops at its first refused part: the parts after it are not sent, and the message says from whom points were taken', async () => {
      const mod = bot.moderator();
      // Everyone holds at least a point to take (whatever ran before).
      const give = await bot.slash('points', { subcommand: 'give', role: roleId, amount: '1', reason: 'before the take' }, mod);
      await bot.button(ids(give)[0]!, mod);
      await settled();
      // A member of part 2 is left holding nothing (spent elsewhere): that part is refused (nobody goes below 0).
      const byId = sorted();
      const broke = byId[1_500]!;
      const client = bot.api.forKey(bot.demoKey);
      const held =
        (await client.getPointBalances({ pointSystemId: DEMO.pointSystems.active, userIds: [broke], limit: 1 }, { fresh: true })).data[0]
          ?.balance ?? 0;
      expect(held).toBeGreaterThan(0);
      await client.changePoints({ pointSystemId: DEMO.pointSystems.active, changes: [{ userId: broke, amount: -held }] });
      {
        const before = pointChanges().length;
        const preview = await bot.slash('points', { subcommand: 'take', role: roleId, amount: '1', reason: 'the take that stops' }, mod);
        expect(shown(msg(preview))).toContain('2,500');
        const pressed = await bot.button(ids(preview)[0]!, mod);
        await settled();
        const sent = pointChanges().slice(before);
        // Only part 1 went through; part 2 was refused upstream (nothing changed for it), part 3 never left.
        expect(sent).toHaveLength(1);
        const took = (sent[0]!.body.changes as { userId: string }[]).map((c) => c.userId);
        expect(took).toEqual(byId.slice(0, 1_000));
        const said = lastEdit(pressed);
        expect(said).toMatch(/Part 2 \(1,000 members\) was refused/);
        expect(said).toContain('Part 3 (500 members) was not sent: the take stopped at the first part that did not go through.');
        expect(said).toContain(`Taken from 1,000 members (parts 1): <@${byId[0]}>, <@${byId[1]}>`);
        expect(said).toContain('and 990 more');
        expectDiscordLimits({ content: said });
        // Audited: part 1 taken, part 2 refused; part 3 was never sent, so it has no outcome of its own.
        const rows = (await bot.bot.services.store.audit.list({ guildId: bot.guildId, limit: 2 })).rows;
        expect(rows.map((r) => [/part (\d) of 3/.exec(r.summary)?.[1], r.outcome]).sort()).toEqual([
          ['1', 'created'],
          ['2', 'refused'],
        ]);
      }
    }, 120_000);

    it('refuses a whole role at a set time privately, before reading anything (its parts are sent at Confirm)', async () => {
      const mod = bot.moderator();
      const calls = bot.calls.length;
      const changes = pointChanges().length;
      for (const when of [{ in: '2h' }, { at: 'tomorrow 9:00' }]) {
        const r = await bot.slash('points', { subcommand: 'give', role: roleId, amount: '1', ...when }, mod);
        expect(r.ephemeral).toBe(true);
        expect(content(r)).toContain('cannot be scheduled');
        expect(ids(r)).toEqual([]);
      }
      // No member list was read from Discord, nothing was sent upstream.
      expect(bot.calls.slice(calls).filter((c) => c.method === 'GET' && c.path.includes('/members'))).toEqual([]);
      expect(pointChanges().length).toBe(changes);
    }, 60_000);

    it(`refuses a server of more than ${ROLE_MOVE_MAX_MEMBERS.toLocaleString('en-US')} members with the figure, having read no more of its member list, and sends nothing`, async () => {
      const mod = bot.moderator();
      const guild = bot.standIn.guild(bot.guildId);
      const extra: string[] = [];
      for (let n = guild.members.size; n <= ROLE_MOVE_MAX_MEMBERS; n++) {
        const id = snowflake();
        extra.push(id);
        guild.members.set(id, { user: { id, username: `crowd${n}` }, roles: [] });
      }
      try {
        const calls = bot.calls.length;
        const changes = pointChanges().length;
        const r = await bot.slash('points', { subcommand: 'give', role: roleId, amount: '1' }, mod);
        expect(r.ephemeral).toBe(true);
        expect(content(r)).toContain(`at most ${ROLE_MOVE_MAX_MEMBERS.toLocaleString('en-US')} members`);
        expect(ids(r)).toEqual([]);
        // 20 pages of 1,000, then one member more to learn there are more: no further page.
        const lists = bot.calls.slice(calls).filter((c) => c.method === 'GET' && c.path === `/guilds/${bot.guildId}/members`);
        expect(lists.map((c) => c.query.limit)).toEqual([...Array.from({ length: ROLE_MOVE_MAX_MEMBERS / 1_000 }, () => '1000'), '1']);
        expect(pointChanges().length).toBe(changes);
      } finally {
        for (const id of extra) guild.members.delete(id);
      }
    }, 180_000);
  });
}
