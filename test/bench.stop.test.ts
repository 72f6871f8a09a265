import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, test } from 'vitest';
import { serverAvailable, TEST_SERVERS } from './support/servers.js';

/**
 * `npm run bench -- w6` stopped by SIGTERM while W6 starts its first replica, as `timeout` stops
 * a command (the signal to the whole process group): every process the bench started (its
 * sandbox, the replica npm started in a group of its own, that replica's bot) ends, and the
 * scratch database the replica was given is dropped. Only the start is run: the signal comes as
 * soon as the replica holds its database.
 */

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const postgresUp = await serverAvailable('postgres', 'the bench stopped by SIGTERM during W6');

/** Each process's parent and start time (the start time tells a pid reused later apart). */
function processTable(): Map<number, { ppid: number; start: string }> {
  const out = new Map<number, { ppid: number; start: string }>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // Fields after the command (which may hold spaces) in parentheses: state ppid … starttime (22nd).
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (fields[0] === 'Z') continue; // exited, waiting to be reaped
      out.set(Number(name), { ppid: Number(fields[1]), start: fields[19]! });
    } catch {
      // Gone meanwhile.
    }
  }
  return out;
}

/** `root` and every process below it now, with their start times. */
function descendants(root: number): Map<number, string> {
  const table = processTable();
  const found = new Map<number, string>();
  const queue = [root];
  while (queue.length > 0) {
    const pid = queue.pop()!;
    const p = table.get(pid);
    if (!p || found.has(pid)) continue;
    found.set(pid, p.start);
    for (const [child, c] of table) if (c.ppid === pid) queue.push(child);
  }
  return found;
}

const alive = (pids: Map<number, string>) => {
  const table = processTable();
  return [...pids].filter(([pid, start]) => table.get(pid)?.start === start).map(([pid]) => pid);
};

async function query<T extends pg.QueryResultRow>(sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: TEST_SERVERS.postgres.url });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

let bench: ChildProcess | undefined;
let started = new Map<number, string>();
let database: string | undefined;

afterAll(async () => {
  // A failed run leaves nothing behind either.
  for (const pid of alive(started)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Gone.
    }
  }
  if (database) await query(`drop database if exists "${database}" with (force)`);
});

describe.runIf(postgresUp)('npm run bench, stopped by SIGTERM during W6', () => {
  test('ends every process it started and drops its scratch database', { timeout: 600_000 }, async () => {
    const before = new Set(
      (await query<{ datname: string }>("select datname from pg_database where datname like 'bot_w6_%'")).map((r) => r.datname),
    );
    let output = '';
    // Its own process group, which the signal goes to, as `timeout` sends it.
    bench = spawn('npm', ['run', 'bench', '--', 'w6'], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', BENCH_DATABASE_URL: TEST_SERVERS.postgres.url },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    bench.stdout!.on('data', (d) => (output += d));
    bench.stderr!.on('data', (d) => (output += d));
    const exited = new Promise<number | null>((resolve) => bench!.once('exit', (code) => resolve(code)));

    // W6's scratch database, once a replica's bot is connected to it (migrating: not ready yet).
    for (;;) {
      if (bench.exitCode !== null) throw new Error(`the bench ended before W6 started a replica:\n${output}`);
      const rows = await query<{ datname: string; sessions: number }>(
        "select d.datname, (select count(*)::int from pg_stat_activity a where a.datname = d.datname) as sessions from pg_database d where d.datname like 'bot_w6_%'",
      );
      const ours = rows.find((r) => !before.has(r.datname));
      if (ours) database = ours.datname;
      if (ours && ours.sessions > 0) break;
      await sleep(100);
    }
    started = descendants(bench.pid!);
    // npm, the bench, its sandbox, and the replica's npm and bot (and the shells between).
    expect(started.size).toBeGreaterThanOrEqual(5);
    expect(output).not.toContain('W6: a replica started with npm start');

    process.kill(-bench.pid!, 'SIGTERM');
    await exited;
    // npm has exited; the bench and what it ended may still be on their way out (a leak stays for good).
    for (let i = 0; i < 1_200 && alive(started).length > 0; i++) await sleep(100);
    expect(alive(started), output).toEqual([]);
    expect(output).toContain('stopped by SIGTERM');
    const left = await query('select datname from pg_database where datname = $1', [database]);
    expect(left, output).toEqual([]);
  });
});
