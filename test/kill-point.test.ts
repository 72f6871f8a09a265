import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../src/sandbox/index.js';
import { serverAvailable, TEST_SERVERS } from './support/servers.js';

/**
 * The "done when", as a moderator would try it: the console (a child process) on a
 * store, `/raid create`, Confirm, SIGKILL while the POST is out against a slow API; the console
 * again on the same store: `/audit` shows the raid with outcome unknown, the identical
 * `/raid create` offers "Create anyway" and no Confirm, and the API saw one POST. Against the
 * embedded database (a data folder) and a PostgreSQL server (a database of its own).
 */

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const MAIN = 'src/console/main.ts';
// A console start under a saturated machine can take tens of seconds.
const WAIT_MS = 120_000;
const RAID = '/raid create title:"Killed mid-POST" post-url:https://x.com/acme/status/1790000000000000000 reward-type:TOKEN_POOL chain:Polygon token:native amount:5';

const serverUp = await serverAvailable('postgres', 'kill-point test on PostgreSQL');

let sb: Sandbox;
beforeAll(async () => {
  sb = await startSandbox({ ratePerSecond: 0 });
});
afterAll(() => sb?.close());

const children = new Set<ChildProcessWithoutNullStreams>();
afterEach(() => {
  // Only a failed test leaves one running; end exactly the processes this file started.
  for (const child of children) if (child.exitCode === null && child.signalCode === null && child.pid) process.kill(child.pid, 'SIGKILL');
  children.clear();
  sb.faults.clear();
});

interface Console {
  child: ChildProcessWithoutNullStreams;
  send(line: string): void;
  /** Waits for `pattern` in stdout after the previous match; returns what came in between. */
  waitFor(pattern: RegExp): Promise<string>;
  exited: Promise<number | null>;
  output(): string;
}

function runConsole(data: string): Console {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN, '--as', 'moderator', '--json', '--data', data], {
    cwd: ROOT,
    env: { ...process.env, COMMUNITY_API_URL: sb.url, COMMUNITY_API_KEY: sb.demoKey, COMMUNITY_API_KEYS: '', DATABASE_URL: '' },
  });
  children.add(child);
  let stdout = '';
  let stderr = '';
  let seen = 0;
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString('utf8')));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  return {
    child,
    exited,
    output: () => stdout,
    send: (line) => void child.stdin.write(`${line}\n`),
    async waitFor(pattern) {
      const deadline = Date.now() + WAIT_MS;
      for (;;) {
        const rest = stdout.slice(seen);
        const m = pattern.exec(rest);
        if (m) {
          seen += m.index + m[0].length;
          return rest.slice(0, m.index + m[0].length);
        }
        if (Date.now() > deadline || child.exitCode !== null || child.signalCode !== null) {
          throw new Error(`no ${String(pattern)} from the console; stdout:\n${stdout.slice(-3000)}\nstderr:\n${stderr.slice(-3000)}`);
        }
        await new Promise((r) => setTimeout(r, 50));
      }
    },
  };
}

async function until(what: string, ok: () => boolean) {
  const deadline = Date.now() + WAIT_MS;
  while (!ok()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

const posts = () => sb.stats.byRoute().createRaid ?? 0;
const labels = (json: string) => [...json.matchAll(/"label":"([^"]+)"/g)].map((m) => m[1]);

/** The scenario on one store; `data` is what --data gets. */
async function killDuringPost(data: string) {
  const before = posts();
  sb.faults.set('createRaid', { hang: true });
  const first = runConsole(data);
  first.send(RAID);
  const preview = await first.waitFor(/"label":"Cancel".*\n/);
  expect(labels(preview)).toEqual(['Confirm', 'Cancel']);
  first.send('press Confirm');
  await until('the POST to reach the API', () => posts() > before);
  first.child.kill('SIGKILL');
  await first.exited;
  sb.faults.clear();

  const second = runConsole(data);
  second.send('/audit');
  const audit = await second.waitFor(/"title":"Audit trail".*\n/);
  expect(audit).toMatch(/`raid\.create` · <@\d+> · \*\*⚠️ outcome unknown\*\*\\n\\"Killed mid-POST\\"/);
  second.send(RAID);
  const again = await second.waitFor(/"label":"Cancel".*\n/);
  expect(labels(again)).toEqual(['Create anyway', 'Cancel']);
  expect(again).toMatch(/An identical raid was sent <t:\d+:f> .* and its outcome is unknown/);
  second.child.stdin.end();
  expect(await second.exited).toBe(0);
  expect(posts() - before).toBe(1);
}

describe('SIGKILL while the raid POST is out', () => {
  it('on the embedded database (--data DIR): one POST, the restart tells the truth', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kill-point-'));
    try {
      await killDuringPost(dir);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 6 * WAIT_MS);

  describe.runIf(serverUp)('on PostgreSQL', () => {
    const database = `kill_point_${randomBytes(5).toString('hex')}`;
    const admin = () => new pg.Client({ connectionString: TEST_SERVERS.postgres.url });
    beforeAll(async () => {
      const c = admin();
      await c.connect();
      await c.query(`create database ${database}`);
      await c.end();
    });
    afterAll(async () => {
      const c = admin();
      await c.connect();
      await c.query(`drop database if exists ${database} with (force)`);
      await c.end();
    });

    it('(--data postgres://…): one POST, the restart tells the truth', async () => {
      const url = new URL(TEST_SERVERS.postgres.url);
      url.pathname = `/${database}`;
      await killDuringPost(url.toString());
    }, 6 * WAIT_MS);
  });
});
