import { spawn, type ChildProcess } from 'node:child_process';
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
 * Exactly once across a kill: a bot process (test/feed-kill-main.ts, the real job engine and
 * feed poll) is killed with SIGKILL after its announcement was posted and before the post was
 * recorded; the process started again on the same store does not post those completions again,
 * and announces the next ones. On the embedded database (a data folder) and a PostgreSQL server.
 */

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const serverUp = await serverAvailable('postgres', 'feed kill test on PostgreSQL');
const CHANNEL = '1203458820156252561';

let sb: Sandbox;
let discord: DiscordStandIn;
beforeAll(async () => {
  sb = await startSandbox({ ratePerSecond: 0 });
  discord = await startDiscordStandIn();
});
/** The processes this file started: one left running by a failed test is ended. */
const running = new Set<ChildProcess>();
afterAll(async () => {
  for (const child of running) if (child.exitCode === null && child.signalCode === null && child.pid) process.kill(child.pid, 'SIGKILL');
  await discord?.close();
  await sb?.close();
});

interface Bot {
  /** What the process printed so far (stdout and stderr). */
  out(): string;
  /** Waits until it printed `pattern` `times` times in all. */
  printed(pattern: RegExp, times: number): Promise<void>;
  /** Writes a line to its stdin (ROUNDS: run what is due again). */
  send(line: string): void;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; out: string }>;
}

function startBot(data: string, schema: string, env: Record<string, string> = {}): Bot {
  const child = spawn(process.execPath, entryArgs('test/feed-kill-main.ts'), {
    cwd: ROOT,
    env: {
      ...process.env,
      DATA: data,
      SCHEMA: schema,
      SANDBOX_URL: sb.url,
      API_KEY: sb.demoKey,
      GUILD: DEMO.guildId,
      DISCORD_URL: discord.apiUrl,
      KILL_AT: '',
      ...env,
    },
  });
  running.add(child);
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; out: string }>((resolve) =>
    child.on('exit', (code, signal) => (clearTimeout(timer), resolve({ code, signal, out }))),
  );
  return {
    out: () => out,
    async printed(pattern, times) {
      const count = () => [...out.matchAll(new RegExp(pattern.source, 'g'))].length;
      while (count() < times) {
        if (child.exitCode !== null || child.signalCode !== null)
          throw new Error(`exited before printing ${String(pattern)} ${times} times:\n${out}`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    send: (line) => void child.stdin.write(`${line}\n`),
    exited,
  };
}

const posts = () => discord.calls.filter((c) => c.method === 'POST' && c.path === `/channels/${CHANNEL}/messages`);
const lines = (i: number) =>
  String((posts()[i]!.body as { content: string }).content)
    .split('\n')
    .filter((l) => l.includes(' completed ')).length;

for (const { name, run } of [
  { name: 'the embedded database', run: true },
  { name: 'PostgreSQL', run: serverUp },
]) {
  describe.runIf(run)(`a feed's process killed between its post and its record, on ${name}`, () => {
    const schema = testSchema();
    const folder = mkdtempSync(join(tmpdir(), 'feed-kill-'));
    const data = name === 'PostgreSQL' ? TEST_SERVERS.postgres.url : folder;
    const where: DbOptions = name === 'PostgreSQL' ? { databaseUrl: data, schema } : { dataDir: folder };
    afterAll(async () => {
      rmSync(folder, { recursive: true, force: true });
      if (name === 'PostgreSQL') await dropSchema(schema);
    });

    it('does not post again after a restart, and announces what comes next', async () => {
      discord.reset();
      const store = await openStore(where);
      const feed = await store.feeds.create({
        guildId: DEMO.guildId,
        channelId: CHANNEL,
        questId: null,
        mention: true,
        keyId: 'k',
        intervalMs: 60_000,
        userId: DEMO.memberId,
      });
      await store.close();
      if (typeof feed === 'string') throw new Error(feed);
      await new Promise((r) => setTimeout(r, 20));
      sb.addCompletions(sb.demoKey, 5);

      const killed = await startBot(data, schema, { KILL_AT: 'posted' }).exited;
      expect(killed.signal, killed.out).toBe('SIGKILL');
      expect(posts()).toHaveLength(1);
      expect(lines(0)).toBe(5);

      // What a process killed at a minute's turn also leaves: the cron's tick, queued and never
      // run (LEFT_TICK: the next process queues it before its engine starts). The next process
      // runs it while its engine starts; the polls it queues are waited for.
      // Restarted, it runs what is due twice (ROUNDS), the second time after 2 new completions.
      const again = startBot(data, schema, { LEFT_TICK: '1', ROUNDS: '2' });
      await again.printed(/feeds polled: \d+\n/, 1);
      expect(again.out()).toContain('feeds polled: 1');
      // Nothing new: the 5 were taken before the post, so they are not posted twice.
      expect(posts()).toHaveLength(1);

      sb.addCompletions(sb.demoKey, 2);
      again.send('again');
      const next = await again.exited;
      expect(next.code, next.out).toBe(0);
      expect(next.out.match(/feeds polled: \d+/g)).toEqual(['feeds polled: 1', 'feeds polled: 1']);
      expect(posts()).toHaveLength(2);
      expect(lines(1)).toBe(2);

      const after = await openStore(where);
      try {
        const rows = await after.db.query<{ state: string; n: number }>(
          'select state, count(*)::int as n from feed_posts group by state order by state',
          [],
        );
        // The killed post's outcome was never recorded: its rows stay taken (never posted again).
        expect(rows.rows).toEqual([
          { state: 'posted', n: 2 },
          { state: 'posting', n: 5 },
        ]);
      } finally {
        await after.close();
      }
    }, 360_000);
  });
}
