import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { expect, onTestFinished } from 'vitest';
import { TEST_SERVERS } from './servers.js';

/**
 * A long-running project command (the bench, the chaos run) stopped by SIGTERM as `timeout`
 * stops one: the signal to its whole process group. Checks that every process it started ends
 * and that the scratch database it made is dropped; a failed check leaves nothing behind either.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

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

/** One query on the tests' PostgreSQL server, on a connection of its own. */
export async function query<T extends pg.QueryResultRow>(sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: TEST_SERVERS.postgres.url });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

export interface StoppedRun {
  command: string;
  args: string[];
  /** Added to PATH and HOME; nothing else of the test's environment is passed. */
  env: Record<string, string>;
  /** Resolves to the scratch database once the run holds it (polled with what it printed so far). */
  database(output: () => string): Promise<string>;
  /** At least this many processes below the run when the signal goes (the run's own included). */
  minProcesses: number;
}

/** Starts the run in a process group of its own, stops it with SIGTERM once it holds its database, and checks what is left. */
export async function expectSigtermLeavesNothing(run: StoppedRun): Promise<void> {
  let output = '';
  let started = new Map<number, string>();
  let database: string | undefined;
  onTestFinished(async () => {
    for (const pid of alive(started)) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // Gone.
      }
    }
    if (database) await query(`drop database if exists "${database}" with (force)`);
  });
  const child = spawn(run.command, run.args, {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...run.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  database = await run.database(() => {
    if (child.exitCode !== null) throw new Error(`the run ended before it held its database:\n${output}`);
    return output;
  });
  // Give what it starts a moment to be spawned as processes.
  for (let i = 0; i < 300 && descendants(child.pid!).size < run.minProcesses; i++) await sleep(100);
  started = descendants(child.pid!);
  expect(started.size).toBeGreaterThanOrEqual(run.minProcesses);

  process.kill(-child.pid!, 'SIGTERM');
  await exited;
  // The run's first process has exited; what it ended may still be on its way out (a leak stays for good).
  for (let i = 0; i < 1_200 && alive(started).length > 0; i++) await sleep(100);
  expect(alive(started), output).toEqual([]);
  expect(output).toContain('stopped by SIGTERM');
  expect(await query('select datname from pg_database where datname = $1', [database]), output).toEqual([]);
}
