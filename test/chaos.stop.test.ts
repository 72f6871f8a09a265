import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, test } from 'vitest';
import { serverAvailable, TEST_SERVERS } from './support/servers.js';

/**
 * `npm run chaos` stopped by SIGTERM once its replicas hold their database, as `timeout` stops a
 * command (the signal to the whole process group): every process the run started (the replicas,
 * each in a process group of its own) ends, and the run's scratch database is dropped.
 */

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const postgresUp =
  (await serverAvailable('postgres', 'the chaos run stopped by SIGTERM')) &&
  (await serverAvailable('redis', 'the chaos run stopped by SIGTERM'));

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

let run: ChildProcess | undefined;
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

describe.runIf(postgresUp)('npm run chaos, stopped by SIGTERM', () => {
  test('ends every replica it started and drops its scratch database', { timeout: 600_000 }, async () => {
    let output = '';
    run = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'chaos/main.ts', '--seed', '5', '--seconds', '60'], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        BENCH_DATABASE_URL: TEST_SERVERS.postgres.url,
        BENCH_REDIS_URL: TEST_SERVERS.redis.url,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    run.stdout!.on('data', (d) => (output += d));
    run.stderr!.on('data', (d) => (output += d));
    const exited = new Promise<number | null>((resolve) => run!.once('exit', (code) => resolve(code)));

    // The run's database, named once its three replicas listen (other runs may have theirs).
    for (;;) {
      if (run.exitCode !== null) throw new Error(`the run ended before its replicas started:\n${output}`);
      database = /replicas listening, on database (bot_chaos_\w+)/.exec(output)?.[1];
      if (database) break;
      await sleep(100);
    }
    expect(await query('select datname from pg_database where datname = $1', [database])).toHaveLength(1);
    // Give the replicas a moment to be spawned as processes (they connect through the run's proxy).
    for (let i = 0; i < 300 && descendants(run.pid!).size < 4; i++) await sleep(100);
    started = descendants(run.pid!);
    expect(started.size).toBeGreaterThanOrEqual(4);

    process.kill(-run.pid!, 'SIGTERM');
    await exited;
    for (let i = 0; i < 1_200 && alive(started).length > 0; i++) await sleep(100);
    expect(alive(started), output).toEqual([]);
    expect(output).toContain('stopped by SIGTERM');
    const left = await query('select datname from pg_database where datname = $1', [database]);
    expect(left, output).toEqual([]);
  });
});
