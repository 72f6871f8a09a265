import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDiscordStandIn, type DiscordStandIn } from '../src/bot/offline/discord-rest.js';
import { DEMO, startSandbox, type Sandbox } from '../src/sandbox/index.js';
import { openStore, type DbOptions } from '../src/store/index.js';
import { serverAvailable, TEST_SERVERS } from './support/servers.js';
import { dropSchema, testSchema } from './support/store.js';
import { entryArgs } from './support/entries.js';

/**
 * A whole-role move across a kill: a bot process (test/role-kill-main.ts) previews and confirms
 * `/points give role` for a role of 2,500 members and is killed with SIGKILL once the first of
 * its 3 parts is recorded; a process started again on the same store sends the 2 parts left.
 * The API saw exactly 3 balance changes, every member in exactly one. On the embedded database
 * (a data folder) and a PostgreSQL server.
 */

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const serverUp = await serverAvailable('postgres', 'role move kill test on PostgreSQL');
const MEMBERS = 2_500;
/** The role both processes know: the restarted one reads its members from this test's "Discord". */
const ROLE_ID = '1203458820156259001';
/** The moderator who confirms the move: each part acts as them, so the restarted one reads them from this test's "Discord" too. */
const MODERATOR_ID = '1203458820156259002';

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
  step: 'confirm' | 'resume',
  data: string,
  schema: string,
  base: bigint,
): Promise<{ code: number | null; signal: NodeJS.Signals | null; out: string }> {
  const child = spawn(process.execPath, entryArgs('test/role-kill-main.ts'), {
    cwd: ROOT,
    env: {
      ...process.env,
      STEP: step,
      DATA: data,
      SCHEMA: schema,
      SANDBOX_URL: sb.url,
      API_KEY: sb.demoKey,
      GUILD: DEMO.guildId,
      DISCORD_URL: discord.apiUrl,
      APPLICATION_ID: discord.applicationId,
      MEMBERS: String(MEMBERS),
      MEMBER_BASE: String(base),
      ROLE_ID,
      MODERATOR_ID,
    },
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), 150_000);
  return new Promise((resolve) => child.on('exit', (code, signal) => (clearTimeout(timer), resolve({ code, signal, out }))));
}

const changes = () => sb.moves(sb.demoKey).filter((m) => m.route === 'changePoints');

for (const [n, { name, run }] of [
  { name: 'the embedded database', run: true },
  { name: 'PostgreSQL', run: serverUp },
].entries()) {
  describe.runIf(run)(`a whole-role move killed between its parts, on ${name}`, () => {
    const schema = testSchema();
    const folder = mkdtempSync(join(tmpdir(), 'role-kill-'));
    const data = name === 'PostgreSQL' ? TEST_SERVERS.postgres.url : folder;
    const where: DbOptions = name === 'PostgreSQL' ? { databaseUrl: data, schema } : { dataDir: folder };
    afterAll(async () => {
      rmSync(folder, { recursive: true, force: true });
      if (name === 'PostgreSQL') await dropSchema(schema);
    });

    it('sends the parts left after a restart, never a sent one again: 3 POSTs, every member once', async () => {
      // Each back end its own members, so the sandbox's record tells the runs apart.
      const base = 1203458820157000000n + BigInt(n) * 100_000n;
      // The same members hold the role in the Discord the restarted process asks.
      discord.addRole(DEMO.guildId, { id: ROLE_ID, name: 'Event', position: 2 });
      discord.addMember(DEMO.guildId, {
        user: { id: MODERATOR_ID, username: 'moderator' },
        roles: [discord.guild(DEMO.guildId).moderatorsRoleId],
      });
      for (let i = 0; i < MEMBERS; i++)
        discord.addMember(DEMO.guildId, { user: { id: String(base + BigInt(i)), username: `guest${i}` }, roles: [ROLE_ID] });
      const before = changes().length;
      const killed = await runBot('confirm', data, schema, base);
      expect(killed.signal, killed.out).toBe('SIGKILL');
      expect(changes().length - before, killed.out).toBe(1);

      const again = await runBot('resume', data, schema, base);
      expect(again.code, again.out).toBe(0);
      expect(again.out).toContain('parts: created,created,created');

      const sent = changes().slice(before);
      expect(sent).toHaveLength(3);
      const who = sent.flatMap((m) => (m.body.changes as { userId: string }[]).map((c) => c.userId));
      expect(who).toHaveLength(MEMBERS);
      expect(new Set(who).size).toBe(MEMBERS);
      expect(who.every((id) => BigInt(id) >= base && BigInt(id) < base + BigInt(MEMBERS))).toBe(true);

      const store = await openStore(where);
      try {
        const rows = await store.audit.list({ guildId: DEMO.guildId, operation: 'points.change', limit: 10 });
        expect(rows.rows.map((r) => r.outcome)).toEqual(['created', 'created', 'created']);
      } finally {
        await store.close();
      }
    }, 360_000);
  });
}
