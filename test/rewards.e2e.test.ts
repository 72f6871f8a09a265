import { PermissionFlagsBits } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commands } from '../commands/index.js';
import { createCommunityApi } from '../src/api/index.js';
import type { CommunityApi } from '../src/api/types.js';
import { createHarness, type Harness, type RunResult } from '../src/bot/offline/harness.js';
import { createDiscordFacts } from '../src/bot/discord-facts.js';
import { changeRole, memberRoles, readMembers } from '../src/features/rewards/discord.js';
import { createRewardsStore, type RewardsStore } from '../src/features/rewards/store.js';
import { runSync, type RewardSyncDeps } from '../src/features/rewards/sync.js';
import { readerFor } from '../src/i18n/reader.js';
import { formatDecimal } from '../src/decimal.js';
import { silentLogger } from '../src/log.js';
import { DEMO, startSandbox, type Sandbox } from '../src/sandbox/index.js';
import { createPeriods, openStore, storeOn, type Store } from '../src/store/index.js';
import { boardPeriodAt } from '../src/time/period.js';
import { expectDiscordLimits } from './discord-limits.js';
import { upstream } from './reply-helpers.js';
import { serverAvailable, TEST_SERVERS } from './support/servers.js';
import { dropSchema, memoryDb, testSchema, type BackendName } from './support/store.js';

/**
 * Role rewards end to end, on both back ends, against the sandbox over loopback with the
 * offline Discord stand-in and the job engine, on a clock the test moves: a threshold reward
 * gives the role to exactly the members at or above it (not to one who is not in the server),
 * takes it from one who drops below (not with keep:true), leaves one who left alone; a role
 * made dangerous stops the next sync; a period reward moves its role from last week's winners
 * to this week's at the week's end; a sync stopped half-way and run again makes each change
 * once, counted on the stand-in.
 */

const serverUp = await serverAvailable('postgres', 'reward tests on PostgreSQL');
const SYSTEM = DEMO.pointSystems.active;
const AUDIT_CHANNEL = '1203458820156999001';

const text = (r: RunResult) => JSON.stringify(r.message ?? {});
function idOf(r: RunResult, action: string): string {
  for (const row of (r.message as { components?: { components?: { custom_id?: string }[] }[] })?.components ?? []) {
    for (const b of row.components ?? []) if (b.custom_id && b.custom_id.split(':')[1] === action) return b.custom_id;
  }
  throw new Error(`no ${action} button in ${text(r).slice(0, 300)}`);
}

for (const { name, run } of [
  { name: 'PGlite' as BackendName, run: true },
  { name: 'PostgreSQL' as BackendName, run: serverUp },
]) {
  describe.runIf(run)(`role rewards on ${name}`, () => {
    let sb: Sandbox;
    let api: CommunityApi;
    let h: Harness;
    let store: Store;
    const schema = testSchema();
    let dropMemory: (() => Promise<void>) | undefined;
    // A Wednesday, mid-week (UTC: the server sets no zone).
    let clock = Date.UTC(2026, 10, 18, 10, 0);
    let gold = '';
    let silver = '';
    /** The board's top rows as the sandbox has them now. */
    let top: { userId: string; balance: number }[] = [];
    let threshold = 0;
    /** Above the threshold but not in the server. */
    let absent = '';

    beforeAll(async () => {
      sb = await startSandbox({ ratePerSecond: 0, now: () => clock });
      if (name === 'PostgreSQL') store = await openStore({ databaseUrl: TEST_SERVERS.postgres.url, schema });
      else {
        const m = await memoryDb(schema);
        dropMemory = m.drop;
        store = await storeOn(m.db);
      }
      api = createCommunityApi({ baseUrl: sb.url, ratePerSecond: 0, retries: { max: 0, maxTotalMs: 0 }, timeoutMs: 5_000 });
      h = await createHarness({
        commands,
        api,
        keysByGuild: { [DEMO.guildId]: sb.demoKey },
        guildId: DEMO.guildId,
        store: { ...store, close: async () => undefined },
        jobPollSeconds: 0.5,
        now: () => clock,
        config: (c) => void (c.discord.auditChannelId = AUDIT_CHANNEL),
      });
      gold = h.standIn.addRole(DEMO.guildId, { name: 'Gold', position: 3 }).id;
      silver = h.standIn.addRole(DEMO.guildId, { name: 'Silver', position: 2 }).id;
      const page = await api
        .forKey(sb.demoKey)
        .getPointBalances({ pointSystemId: SYSTEM, sort: 'balance-desc', offset: 0, limit: 20 }, { fresh: true });
      top = page.data.map((r) => ({ userId: r.userId, balance: r.balance }));
      // Six at or above (ties included), the sixth's balance strictly above the seventh's.
      const cut = top.findIndex((r, i) => i >= 5 && top[i + 1] !== undefined && top[i + 1]!.balance < r.balance);
      threshold = top[cut]!.balance;
      absent = top[1]!.userId;
      for (const r of top)
        if (r.userId !== absent)
          h.standIn.addMember(DEMO.guildId, {
            user: { id: r.userId, username: `m${r.userId.slice(-4)}`, global_name: null, avatar: null },
          });
    }, 300_000);
    afterAll(async () => {
      await h?.close().catch(() => {});
      await api?.close();
      await sb?.close();
      await store?.close().catch(() => {});
      if (name === 'PostgreSQL') await dropSchema(schema);
      else await dropMemory?.();
    });

    const above = () => top.filter((r) => r.balance >= threshold).map((r) => r.userId);
    const holders = (roleId: string) =>
      [...h.standIn.guild(DEMO.guildId).members.values()]
        .filter((m) => m.roles.includes(roleId))
        .map((m) => m.user.id)
        .sort();
    const roleCalls = (roleId: string, method: 'PUT' | 'DELETE') =>
      h.calls.filter((c) => c.method === method && c.path.endsWith(`/roles/${roleId}`));
    const auditLines = () =>
      h.calls
        .filter((c) => c.method === 'POST' && c.path === `/channels/${AUDIT_CHANNEL}/messages`)
        .map((c) => String((c.body as { content?: string }).content));
    const change = async (sub: 'give' | 'take', member: string, amount: string) => {
      const mod = h.moderator();
      const preview = await h.slash('points', { subcommand: sub, member, amount, system: SYSTEM }, mod);
      const done = await h.button(idOf(preview, 'confirm'), mod);
      expect(text(done)).not.toContain('unknown');
    };
    const add = async (values: Record<string, unknown>, roleId: string) => {
      const mod = h.moderator();
      const preview = await h.slash('rewards', { subcommand: 'add', system: SYSTEM, role: roleId, ...values }, mod);
      expect(preview.ephemeral).toBe(true);
      expectDiscordLimits(preview.message as never);
      return { preview, confirm: () => h.button(idOf(preview, 'confirm'), mod) };
    };

    it('refuses a reward that is neither a threshold nor a period one, privately, before any request', async () => {
      const [both, requests] = await upstream(sb, () =>
        h.slash('rewards', { subcommand: 'add', system: SYSTEM, role: gold, balance: 10, top: 3, period: 'week' }, h.moderator()),
      );
      expect(both.ephemeral).toBe(true);
      expect(text(both)).toContain('not both');
      // The options named on their own, as the member typed them (a refusal's text is shown as typed, no Markdown).
      expect(text(both)).toContain(
        JSON.stringify('Give either "balance" (a balance that holds the role) or "top" with "period"').slice(1, -1),
      );
      const german = await h.slash(
        'rewards',
        { subcommand: 'add', system: SYSTEM, role: gold, balance: 10, top: 3, period: 'week' },
        h.moderator({ locale: 'de' }),
      );
      expect(text(german)).toContain('Gib entweder „guthaben“');
      expect(requests).toBe(0);
      const dangerous = h.standIn.addRole(DEMO.guildId, { name: 'Admins', position: 1, permissions: PermissionFlagsBits.Administrator }).id;
      const refused = await h.slash('rewards', { subcommand: 'add', system: SYSTEM, role: dangerous, balance: 10 }, h.moderator());
      expect(text(refused)).toContain('Administrator');
    }, 120_000);

    it('a threshold reward: the preview tells the first sync with names and its cost; Confirm gives exactly the members at or above it (not one who is not in the server)', async () => {
      const { preview, confirm } = await add({ balance: threshold }, gold);
      const inServer = above().filter((id) => id !== absent);
      expect(text(preview)).toContain(`Get <@&${gold}>: **${inServer.length}**`);
      expect(text(preview)).toContain('Lose it: **0**');
      expect(text(preview)).toContain('Not in the server (skipped): **1**');
      expect(text(preview)).toContain(`m${inServer[0]!.slice(-4)}`);
      expect(text(preview)).toContain('**1 request**');
      // Nothing stored as a reward, nothing changed, before Confirm.
      expect(roleCalls(gold, 'PUT')).toHaveLength(0);
      const done = await confirm();
      expect(text(done)).toContain('is on');
      await h.bot.jobs.runDue();
      expect(holders(gold)).toEqual([...inServer].sort());
      const puts = roleCalls(gold, 'PUT');
      expect(puts).toHaveLength(inServer.length);
      expect(puts.map((c) => c.reason)).toEqual(puts.map(() => `Points reward: Sparks ≥ ${formatDecimal(String(threshold), 'en-US')}`));
      expect(auditLines().at(-1)).toContain(`given: ${inServer.length}`);
      const rows = await store.audit.list({ guildId: DEMO.guildId, operation: 'rewards.sync', limit: 5 });
      expect(rows.rows[0]?.summary).toContain(`given: ${inServer.length}`);
      const list = await h.slash('rewards', { subcommand: 'list' }, h.moderator());
      expect(text(list)).toContain(`given ${inServer.length}`);
    }, 300_000);

    it('keep:true keeps the role of one who drops below; without it the next sync takes it; one who left is left alone', async () => {
      const { confirm } = await add({ balance: threshold, keep: true }, silver);
      await confirm();
      await h.bot.jobs.runDue();
      const inServer = above().filter((id) => id !== absent);
      expect(holders(silver)).toEqual([...inServer].sort());
      // One drops below the threshold; another leaves the server.
      const dropper = inServer[inServer.length - 1]!;
      const leaver = inServer[0]!;
      const balance = top.find((r) => r.userId === dropper)!.balance;
      await change('take', dropper, String(balance - threshold + 1));
      h.standIn.removeMember(DEMO.guildId, leaver);
      const before = h.calls.length;
      clock += 61 * 60_000;
      await h.bot.jobs.runDue();
      const calls = h.calls.slice(before).filter((c) => /\/roles\/\d+$/.test(c.path));
      expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([`DELETE /guilds/${DEMO.guildId}/members/${dropper}/roles/${gold}`]);
      expect(holders(gold)).toEqual(inServer.filter((id) => id !== dropper && id !== leaver).sort());
      expect(holders(silver)).toContain(dropper);
      expect(auditLines().some((l) => l.includes('taken: 1') && l.includes('skipped, not in the server: 2'))).toBe(true);
      // The member sees how far the reward is.
      const bal = await h.slash('points', { subcommand: 'balance', member: dropper, system: SYSTEM }, h.member());
      expect(text(bal)).toMatch(new RegExp(`(?<!\\d)1 more for <@&(${gold}|${silver})>`));
    }, 300_000);

    it('a role made dangerous after the reward was added stops the next sync, which says so in the audit channel', async () => {
      const role = h.standIn.guild(DEMO.guildId).roles.get(gold)!;
      role.permissions = String(PermissionFlagsBits.ManageRoles);
      const before = h.calls.length;
      clock += 61 * 60_000;
      await h.bot.jobs.runDue();
      expect(h.calls.slice(before).filter((c) => c.path.endsWith(`/roles/${gold}`))).toHaveLength(0);
      expect(auditLines().some((l) => /Reward <@&\d+> .* stopped: .*Manage Roles/.test(l))).toBe(true);
      const list = await h.slash('rewards', { subcommand: 'list' }, h.moderator());
      expect(text(list)).toContain('stopped');
      role.permissions = '0';
    }, 300_000);

    it("a period reward moves its role from last week's winners to this week's at the week's end, from the final board (no request)", async () => {
      const champion = h.standIn.addRole(DEMO.guildId, { name: 'Champion', position: 4 }).id;
      const holdersCount = (await api.forKey(sb.demoKey).getPointBalances({ pointSystemId: SYSTEM, offset: 0, limit: 1 }, { fresh: true }))
        .pagination.total;
      await store.periods.enable(
        { guildId: DEMO.guildId, pointSystemId: SYSTEM, enabledBy: '1', holders: holdersCount, name: 'Sparks', emoji: '' },
        clock,
      );
      await h.bot.jobs.runDue();
      const { preview, confirm } = await add({ top: 2, period: 'week' }, champion);
      expect(text(preview)).toContain('from its final board (no request)');
      await confirm();
      const [a, b, c, d] = [top[10]!.userId, top[11]!.userId, top[12]!.userId, top[13]!.userId];
      await change('give', a, '5000');
      await change('give', b, '4000');
      clock = boardPeriodAt('week', 'UTC', clock).endsAt + 60_000;
      await h.bot.jobs.runDue();
      expect(holders(champion)).toEqual([a, b].sort());
      await change('give', c, '5000');
      await change('give', d, '4000');
      await change('give', a, '1');
      const before = h.calls.length;
      clock = boardPeriodAt('week', 'UTC', clock).endsAt + 60_000;
      await h.bot.jobs.runDue();
      expect(holders(champion)).toEqual([c, d].sort());
      const changes = h.calls.slice(before).filter((x) => x.path.endsWith(`/roles/${champion}`));
      expect(changes.filter((x) => x.method === 'PUT')).toHaveLength(2);
      expect(changes.filter((x) => x.method === 'DELETE')).toHaveLength(2);
      expect(changes[0]?.reason).toMatch(/^Points reward: Sparks top 2 of week \d{1,2} of \d{4}$/);
      // Its first run was at the first week's end, not at Confirm.
      expect(auditLines().filter((l) => l.includes(`<@&${champion}>`) && l.includes('changed nobody'))).toEqual([]);
    }, 300_000);

    it('/rewards remove deletes a reward (its holders keep the role); an unknown id is refused privately; /audit lists the syncs', async () => {
      const all = await createRewardsStore(store.db).list(DEMO.guildId);
      const silverReward = all.find((r) => r.roleId === silver)!;
      const holding = holders(silver);
      const removed = await h.slash('rewards', { subcommand: 'remove', id: silverReward.id }, h.moderator());
      expect(text(removed)).toContain(`Reward \`${silverReward.id}\` is removed`);
      expect(text(await h.slash('rewards', { subcommand: 'list' }, h.moderator()))).not.toContain(silverReward.id);
      expect(holders(silver)).toEqual(holding);
      const unknown = await h.slash('rewards', { subcommand: 'remove', id: 'nope' }, h.moderator());
      expect(unknown.ephemeral).toBe(true);
      expect(text(unknown)).toContain('There is no reward');
      const audit = await h.slash('audit', { operation: 'rewards.sync' }, h.moderator());
      expect(text(audit)).toContain('synced: given:');
    }, 120_000);

    it('a sync stopped half-way (after a request, before it was marked) and run again makes each change once', async () => {
      const rewards: RewardsStore = createRewardsStore(store.db);
      const bronze = h.standIn.addRole(DEMO.guildId, { name: 'Bronze', position: 1 }).id;
      const mod = h.moderator();
      h.standIn.seeMember(DEMO.guildId, { user: { id: mod.userId, username: 'moderator' }, roles: mod.roles });
      const reward = await rewards.preview(
        {
          guildId: DEMO.guildId,
          kind: 'threshold',
          pointSystemId: SYSTEM,
          systemName: 'Sparks',
          systemEmoji: '',
          roleId: bronze,
          threshold: String(threshold),
          keep: false,
          top: null,
          period: null,
          createdBy: mod.userId,
          locale: null,
        },
        clock,
      );
      const active = await rewards.confirm(DEMO.guildId, reward.id, clock);
      if (!active || active === 'full') throw new Error('not confirmed');
      const sync = await rewards.startSync(active, 'test', clock, {});
      const rest = h.client.rest;
      let sent = 0;
      const deps = (crashAfter?: number): RewardSyncDeps => ({
        rewards,
        periods: createPeriods({ db: store.db }),
        clientFor: async () => api.forKey(sb.demoKey),
        discord: createDiscordFacts(rest, () => h.applicationId),
        members: (g) => readMembers(rest, g),
        async changeRole(g, u, r, add, reason) {
          const out = await changeRole(rest, g, u, r, add, reason);
          // The process dies right after Discord made the change, before the store knew.
          if (crashAfter !== undefined && ++sent === crashAfter) throw new Error('killed');
          return out;
        },
        memberRoles: (g, u) => memberRoles(rest, g, u),
        readerFor: async () => readerFor('en-US'),
        audit: async () => undefined,
        botId: () => h.applicationId,
        now: () => clock,
        log: silentLogger,
      });
      await expect(runSync(deps(2), sync!.id)).rejects.toThrow('killed');
      expect(holders(bronze)).toHaveLength(2);
      expect(await runSync(deps(), sync!.id)).toBe('done');
      const now = (
        await api
          .forKey(sb.demoKey)
          .getPointBalances({ pointSystemId: SYSTEM, sort: 'balance-desc', offset: 0, limit: 20 }, { fresh: true })
      ).data;
      const members = h.standIn.guild(DEMO.guildId).members;
      const expected = now.filter((r) => r.balance >= threshold && members.has(r.userId)).map((r) => r.userId);
      expect(holders(bronze)).toEqual(expected.sort());
      const puts = roleCalls(bronze, 'PUT').map((c) => c.path);
      expect(puts).toHaveLength(expected.length);
      expect(new Set(puts).size).toBe(puts.length);
      const counts = await rewards.counts(sync!.id);
      expect(counts.given).toBe(expected.length);
    }, 300_000);
  });
}
