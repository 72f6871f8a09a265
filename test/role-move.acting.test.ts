import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { points } from '../commands/points.js';
import { snowflake, type RecordedCall } from '../src/bot/offline/discord-rest.js';
import { ROLE_MOVE_PART } from '../src/features/moves/role-move-jobs.js';
import { openStore, storeOn, type JournalStep, type Store } from '../src/store/index.js';
import { startTestBot, type RunResult, type TestBot } from './harness.js';
import { serverAvailable, TEST_SERVERS } from './support/servers.js';
import { dropSchema, memoryDb, testSchema, type BackendName } from './support/store.js';

/**
 * A whole-role move acts as the moderator who confirmed it, part by part: before each part the
 * job reads that moderator's member record from Discord (the stand-in) and judges it by the
 * router's moderator rule, as a scheduled write's send does. A moderator demoted, or gone from
 * the server, after the first part stops the move there: the parts left are never sent (the
 * sandbox sees one balance change), each is refused unsent with the reason in the audit trail,
 * the audit channel names who confirmed it, why, and how many members got it, and the
 * moderator's message says the same. Through the job engine, on both store back ends.
 */

const serverUp = await serverAvailable('postgres', 'whole-role moves acting as their moderator on PostgreSQL');

const AUDIT_CHANNEL = '1203458820156254411';
/** Three parts: 1,000, 1,000 and 100 members. */
const MEMBERS = 2_100;

type Message = { content?: string; components?: { components: { custom_id?: string }[] }[] };
const ids = (r: RunResult) => ((r.message as Message | undefined)?.components?.[0]?.components ?? []).map((c) => c.custom_id ?? '');

for (const { name, run } of [
  { name: 'PGlite' as BackendName, run: true },
  { name: 'PostgreSQL' as BackendName, run: serverUp },
]) {
  describe.runIf(run)(`a whole-role move acts as its moderator at each part, on ${name}`, () => {
    const schema = testSchema();
    let bot: TestBot;
    let drop: (() => Promise<void>) | undefined;
    let roleId: string;
    let byId: string[];
    /** Runs once, the moment the next part's outcome is recorded (between that part and the next). */
    let afterPart: (() => void) | undefined;
    /** Runs once, when the next part is claimed (before its request can leave). */
    let onClaim: ((id: string) => Promise<void>) | undefined;
    const onStep = async (step: JournalStep, entry: { id: string; operation: string }) => {
      if (step === 'claimed' && entry.operation === 'points.change' && onClaim) {
        const f = onClaim;
        onClaim = undefined;
        await f(entry.id);
      }
      if (step !== 'recorded' || entry.operation !== 'points.change' || !afterPart) return;
      const f = afterPart;
      afterPart = undefined;
      f();
    };

    beforeAll(async () => {
      let store: Store;
      if (name === 'PostgreSQL') store = await openStore({ databaseUrl: TEST_SERVERS.postgres.url, schema }, { onStep });
      else {
        const m = await memoryDb(schema);
        drop = m.drop;
        store = await storeOn(m.db, { onStep });
      }
      bot = await startTestBot({
        commands: [points],
        store,
        jobPollSeconds: 0.5,
        config: (c) => {
          c.discord.auditChannelId = AUDIT_CHANNEL;
        },
      });
      roleId = bot.standIn.addRole(bot.guildId, { name: 'Event', position: 2 }).id;
      const members = Array.from({ length: MEMBERS }, () => snowflake());
      for (const [i, id] of members.entries()) bot.standIn.addMember(bot.guildId, { user: { id, username: `guest${i}` }, roles: [roleId] });
      byId = [...members].sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1));
    }, 120_000);
    afterAll(async () => {
      await bot?.close();
      if (name === 'PostgreSQL') await dropSchema(schema);
      else await drop?.();
    });

    const pointChanges = () => bot.sandbox.moves(bot.demoKey).filter((m) => m.route === 'changePoints');
    const auditPosts = (from: number) =>
      bot.calls
        .slice(from)
        .filter((c) => c.method === 'POST' && c.path === `/channels/${AUDIT_CHANNEL}/messages`)
        .map((c) => String((c.body as { content?: string }).content ?? ''));
    /** The moderator's message as the jobs left it (the last edit through the press's token). */
    const lastEdit = (pressed: RunResult) => {
      const token = /^\/interactions\/\d+\/([^/]+)\/callback$/.exec(pressed.calls[0]!.path)![1]!;
      const edits = bot.calls.filter(
        (c) => c.method === 'PATCH' && c.path === `/webhooks/${bot.applicationId}/${token}/messages/@original`,
      );
      return String((edits.at(-1)?.body as Message | undefined)?.content ?? '');
    };
    const memberReads = (calls: readonly RecordedCall[], userId: string) =>
      calls.filter((c) => c.method === 'GET' && c.path === `/guilds/${bot.guildId}/members/${userId}`).length;

    /**
     * `/points give role` confirmed by a fresh moderator; `between` changes them in Discord once
     * the first part is recorded. What the API, the audit trail, the audit channel and the
     * moderator's message then show.
     */
    const giveWhile = async (between: (userId: string) => void, reason: string) => {
      const mod = bot.moderator();
      const preview = await bot.slash('points', { subcommand: 'give', role: roleId, amount: '1', reason }, mod);
      expect(String((preview.message as Message).content ?? '') + JSON.stringify(preview.message)).toContain('2,100');
      const before = pointChanges().length;
      const calls = bot.calls.length;
      afterPart = () => between(mod.userId);
      const pressed = await bot.button(ids(preview)[0]!, mod);
      await bot.bot.jobs.engine!.idle([ROLE_MOVE_PART], { timeoutMs: 60_000 });
      expect(afterPart).toBeUndefined();
      const rows = (await bot.bot.services.store.audit.list({ guildId: bot.guildId, operation: 'points.change', limit: 3 })).rows;
      return {
        mod,
        sent: pointChanges().slice(before),
        rows,
        posts: auditPosts(calls),
        said: lastEdit(pressed),
        reads: memberReads(bot.calls.slice(calls), mod.userId),
      };
    };

    it('a moderator demoted after the first part: the two parts left are never sent, refused with the reason, the audit channel and the message say who, why and how many got it', async () => {
      const guild = bot.standIn.guild(bot.guildId);
      const r = await giveWhile((userId) => void (guild.members.get(userId)!.roles = []), 'demoted between parts');
      // One balance change reached the API: the first part's 1,000 members, nobody after.
      expect(r.sent).toHaveLength(1);
      expect((r.sent[0]!.body.changes as { userId: string }[]).map((c) => c.userId)).toEqual(byId.slice(0, 1_000));
      // Read before part 1 (a moderator) and before part 2 (no longer one); part 3 was already stopped.
      expect(r.reads).toBe(2);
      expect(r.rows.map((row) => [/part (\d) of 3/.exec(row.summary)?.[1], row.outcome]).sort()).toEqual([
        ['1', 'created'],
        ['2', 'refused'],
        ['3', 'refused'],
      ]);
      for (const row of r.rows.filter((row) => row.outcome === 'refused'))
        expect(row.summary).toContain('the moderator who confirmed it is no longer a moderator');
      const stopped = r.posts.filter((p) => p.includes('Outcome: stopped'));
      expect(stopped).toHaveLength(1);
      expect(stopped[0]).toContain(`by <@${r.mod.userId}>`);
      expect(stopped[0]).toContain('(part 2 of 3: 1,000 members) Outcome: stopped at part 2 of 3, nothing more sent');
      expect(stopped[0]).toContain('no longer a moderator');
      expect(stopped[0]).toContain('1,000 of 2,100 members got it (part 1)');
      expect(stopped[0]).toContain('parts 2, 3 not sent');
      expect(r.said).toContain('Part 2 (1,000 members) was not sent: the moderator who confirmed it is no longer a moderator here.');
      expect(r.said).toContain('Part 3 (100 members) was not sent: the moderator who confirmed it is no longer a moderator here.');
      expect(r.said).toContain(`Given to 1,000 members (parts 1): <@${byId[0]}>`);
    }, 120_000);

    it('a moderator who left the server after the first part: the same, saying they are no longer a member', async () => {
      const r = await giveWhile((userId) => bot.standIn.removeMember(bot.guildId, userId), 'left between parts');
      expect(r.sent).toHaveLength(1);
      expect((r.sent[0]!.body.changes as { userId: string }[]).map((c) => c.userId)).toEqual(byId.slice(0, 1_000));
      expect(r.reads).toBe(2);
      expect(r.rows.map((row) => row.outcome).sort()).toEqual(['created', 'refused', 'refused']);
      for (const row of r.rows.filter((row) => row.outcome === 'refused'))
        expect(row.summary).toContain('no longer a member of the server');
      const stopped = r.posts.filter((p) => p.includes('Outcome: stopped'));
      expect(stopped).toHaveLength(1);
      expect(stopped[0]).toContain(`by <@${r.mod.userId}>`);
      expect(stopped[0]).toContain('no longer a member of the server');
      expect(stopped[0]).toContain('1,000 of 2,100 members got it (part 1)');
      expect(r.said).toContain('Part 2 (1,000 members) was not sent: the moderator who confirmed it is no longer a member of this server.');
      expect(r.said).toContain('Given to 1,000 members (parts 1)');
    }, 120_000);

    it('the bot removed from the server after the first part: the parts left are not sent, and the message says why', async () => {
      try {
        const r = await giveWhile(() => bot.standIn.leave(bot.guildId), 'bot left between parts');
        expect(r.sent).toHaveLength(1);
        expect(r.rows.map((row) => row.outcome).sort()).toEqual(['created', 'refused', 'refused']);
        for (const row of r.rows.filter((row) => row.outcome === 'refused'))
          expect(row.summary).toContain('the bot is no longer in the server');
        expect(r.said).toContain('Part 2 (1,000 members) was not sent: the bot is no longer in this server.');
      } finally {
        bot.standIn.rejoin(bot.guildId);
      }
    }, 120_000);

    it('a part whose claim the lease gave back before its request left (its process judged gone while the database was cut): its job runs again and the whole move goes out, each part once', async () => {
      const { db } = bot.bot.services.store as unknown as Store;
      // After the first part: what the lease does to the next claim when it found its owner's lock
      // free (back to waiting, nothing sent), done before the request can leave.
      const giveBack = () => {
        onClaim = async (id) => {
          await db.query(`update journal set state = 'previewed', claimed_at = null, owner_key = null where id = $1`, [id]);
        };
      };
      const r = await giveWhile(giveBack, 'claim given back');
      expect(onClaim).toBeUndefined();
      expect(r.sent).toHaveLength(3);
      // The second part went out on its job's retry, after the third: each member once.
      const got = r.sent.flatMap((m) => (m.body.changes as { userId: string }[]).map((c) => c.userId));
      expect(got.sort()).toEqual([...byId].sort());
      expect(r.rows.map((row) => row.outcome)).toEqual(['created', 'created', 'created']);
      expect(r.said).toContain('Done: every part went through.');
    }, 120_000);

    it('a moderator still a moderator at every part: the whole move goes out, no stop told', async () => {
      const r = await giveWhile(() => undefined, 'moderator throughout');
      expect(r.sent).toHaveLength(3);
      expect(r.reads).toBe(3);
      expect(r.rows.map((row) => row.outcome)).toEqual(['created', 'created', 'created']);
      expect(r.posts.filter((p) => p.includes('Outcome: stopped'))).toEqual([]);
      expect(r.said).toContain('Done: every part went through.');
    }, 120_000);
  });
}
