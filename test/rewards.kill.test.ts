import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommunityApi } from '../src/api/index.js';
import { snowflake, startDiscordStandIn, type DiscordStandIn } from '../src/bot/offline/discord-rest.js';
import { createRewardsStore } from '../src/features/rewards/store.js';
import { DEMO, startSandbox, type Sandbox } from '../src/sandbox/index.js';
import { openStore, type DbOptions } from '../src/store/index.js';
import { entryArgs } from './support/entries.js';
import { serverAvailable, TEST_SERVERS } from './support/servers.js';
import { dropSchema, testSchema } from './support/store.js';

/**
 * A reward's sync across a kill: a bot process (test/rewards-kill-main.ts) runs a threshold
 * reward's first sync for 300 members and is killed with SIGKILL once "Discord" has received
 * its 40th role change (whether the process recorded it or not); a process started again on the
 * same store goes on. Discord saw exactly one PUT per member, every member at or above the
 * threshold holds the role, and the run's counts say 300 given. On the embedded database (a data
 * folder) and a PostgreSQL server.
 */

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const serverUp = await serverAvailable('postgres', 'reward kill test on PostgreSQL');
const ABOVE = 300;
const KILL_AT = 40;

let sb: Sandbox;
let discord: DiscordStandIn;
beforeAll(async () => {
  sb = await startSandbox({ ratePerSecond: 0 });
  discord = await startDiscordStandIn();
});
afterAll(async () => {
  await discord?.close();
  await sb?.close();
});

function runBot(
  data: string,
  schema: string,
  rewardId: string,
  killWhen?: () => boolean,
): Promise<{ code: number | null; signal: NodeJS.Signals | null; out: string }> {
  const child: ChildProcess = spawn(process.execPath, entryArgs('test/rewards-kill-main.ts'), {
    cwd: ROOT,
    env: {
      ...process.env,
      DATA: data,
      SCHEMA: schema,
      SANDBOX_URL: sb.url,
      API_KEY: sb.demoKey,
      GUILD: DEMO.guildId,
      DISCORD_URL: discord.apiUrl,
      APPLICATION_ID: discord.applicationId,
      REWARD_ID: rewardId,
    },
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const watch = killWhen ? setInterval(() => killWhen() && child.kill('SIGKILL'), 5) : undefined;
  const timer = setTimeout(() => child.kill('SIGKILL'), 150_000);
  return new Promise((resolve) =>
    child.on('exit', (code, signal) => (clearTimeout(timer), clearInterval(watch), resolve({ code, signal, out }))),
  );
}

for (const { name, run } of [
  { name: 'the embedded database', run: true },
  { name: 'PostgreSQL', run: serverUp },
]) {
  describe.runIf(run)(`a reward's sync killed half-way, on ${name}`, () => {
    const schema = testSchema();
    const folder = mkdtempSync(join(tmpdir(), 'rewards-kill-'));
    const data = name === 'PostgreSQL' ? TEST_SERVERS.postgres.url : folder;
    const where: DbOptions = name === 'PostgreSQL' ? { databaseUrl: data, schema } : { dataDir: folder };
    afterAll(async () => {
      rmSync(folder, { recursive: true, force: true });
      if (name === 'PostgreSQL') await dropSchema(schema);
    });

    it('goes on after a restart and makes each change once, counted on the stand-in', async () => {
      const api = createCommunityApi({ baseUrl: sb.url, ratePerSecond: 0 });
      const board: { userId: string; balance: number }[] = [];
      for (let offset = 0; offset < ABOVE + 100; offset += 100) {
        board.push(
          ...(
            await api
              .forKey(sb.demoKey)
              .getPointBalances({ pointSystemId: DEMO.pointSystems.active, sort: 'balance-desc', offset, limit: 100 }, { fresh: true })
          ).data,
        );
      }
      await api.close();
      // A threshold that exactly the first ABOVE holders reach (the board's balances differ there).
      const threshold = board[ABOVE - 1]!.balance;
      expect(board[ABOVE]!.balance).toBeLessThan(threshold);
      // Each back end its own role, so the stand-in's record tells the runs apart.
      const role = discord.addRole(DEMO.guildId, { name: `Gold ${name}`, position: 3 }).id;
      for (const r of board.slice(0, ABOVE))
        discord.addMember(DEMO.guildId, { user: { id: r.userId, username: `m${r.userId.slice(-4)}` } });
      const moderator = snowflake();
      discord.addMember(DEMO.guildId, {
        user: { id: moderator, username: 'moderator' },
        roles: [discord.guild(DEMO.guildId).moderatorsRoleId],
      });

      const store = await openStore(where);
      const rewards = createRewardsStore(store.db);
      const now = Date.now();
      const preview = await rewards.preview(
        {
          guildId: DEMO.guildId,
          kind: 'threshold',
          pointSystemId: DEMO.pointSystems.active,
          systemName: 'Sparks',
          systemEmoji: '',
          roleId: role,
          threshold: String(threshold),
          keep: false,
          top: null,
          period: null,
          createdBy: moderator,
          locale: null,
        },
        now,
      );
      const reward = await rewards.confirm(DEMO.guildId, preview.id, now);
      if (!reward || reward === 'full') throw new Error('not confirmed');
      await rewards.startSync(reward, `at:${reward.nextSyncAt}`, now, { nextSyncAt: now + 3_600_000 });
      await store.close();

      const puts = () => discord.calls.filter((c) => c.method === 'PUT' && c.path.endsWith(`/roles/${role}`));
      const killed = await runBot(data, schema, reward.id, () => puts().length >= KILL_AT);
      expect(killed.signal, killed.out).toBe('SIGKILL');
      const sentBefore = puts().length;
      expect(sentBefore).toBeGreaterThanOrEqual(KILL_AT);
      expect(sentBefore).toBeLessThan(ABOVE);

      const again = await runBot(data, schema, reward.id);
      expect(again.code, again.out).toBe(0);
      expect(again.out).toContain(`sync: done given=${ABOVE} taken=0 left=0 open=0`);
      const who = puts().map((c) => c.path.split('/')[4]);
      expect(who).toHaveLength(ABOVE);
      expect(new Set(who).size).toBe(ABOVE);
      const holders = [...discord.guild(DEMO.guildId).members.values()]
        .filter((m) => m.roles.includes(role))
        .map((m) => m.user.id)
        .sort();
      expect(holders).toEqual(
        board
          .slice(0, ABOVE)
          .map((r) => r.userId)
          .sort(),
      );
    }, 360_000);
  });
}
