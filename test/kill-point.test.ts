import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startSandbox, type Sandbox } from '../src/sandbox/index.js';
import type { JournalStep } from '../src/store/index.js';
import { serverAvailable, TEST_SERVERS } from './support/servers.js';

/**
 * The "done when", as a moderator would try it: the console (a child process) on a
 * store, `/raid create`, Confirm, SIGKILL while the POST is out against a slow API; the console
 * again on the same store: `/audit` shows the raid with outcome unknown, the identical
 * `/raid create` offers "Create anyway" and no Confirm, and the API saw one POST. The same for
 * a tip and a points change, and a raid killed at every other step (before Confirm, after the claim, after "sent",
 * after the answer, after the outcome was recorded): at most one POST each time, and the
 * restarted console tells the truth. Against the embedded database (a data folder) and a
 * PostgreSQL server (a database of its own, created and dropped here).
 */

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const MAIN = 'src/console/main.ts';
/** The console that kills itself at a journal step (KILL_AT). */
const KILLER = 'test/kill-point-main.ts';
// A console start under a saturated machine can take tens of seconds.
const WAIT_MS = 120_000;
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';

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
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

function runConsole(data: string, entry = MAIN, env: Record<string, string> = {}): Console {
  const child = spawn(process.execPath, ['--import', 'tsx', entry, '--as', 'moderator', '--json', '--data', data], {
    cwd: ROOT,
    env: { ...process.env, COMMUNITY_API_URL: sb.url, COMMUNITY_API_KEY: sb.demoKey, COMMUNITY_API_KEYS: '', DATABASE_URL: '', ...env },
  });
  children.add(child);
  let stdout = '';
  let stderr = '';
  let seen = 0;
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString('utf8')));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString('utf8')));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('close', (code, signal) => resolve({ code, signal })));
  return {
    child,
    exited,
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

const labels = (json: string) => [...json.matchAll(/"label":"([^"]+)"/g)].map((m) => m[1]);
const PREVIEW = /"label":"Cancel".*\n/;

interface Write {
  line: (tag: string) => string;
  route: 'createRaid' | 'sendTip' | 'changePoints';
  operation: string;
  /** How the audit row's summary starts, as /audit shows it (Markdown-escaped). */
  summary: (tag: string) => string;
  anyway: string;
}

const RAID: Write = {
  line: (tag) => `/raid create title:"Kill ${tag}" post-url:https://x.com/acme/status/1790000000000000000 reward-type:TOKEN_POOL chain:Polygon token:native amount:5`,
  route: 'createRaid',
  operation: 'raid.create',
  summary: (tag) => `"Kill ${tag}"`,
  anyway: 'Create anyway',
};
/** A tip's body has no title: each case tips its own amount, so no case repeats another. */
const TIP: Write = {
  line: (tag) => `/tip token member:${DEMO.memberId} chain:Ethereum token:${USDC} amount:${tag}`,
  route: 'sendTip',
  operation: 'tip.send',
  summary: (tag) => `Tip ${tag} USDC to`,
  anyway: 'Send anyway',
};

/** A points change (the first active system): each case gives its own amount. */
const POINTS: Write = {
  line: (tag) => `/points give member:${DEMO.memberId} amount:${tag}`,
  route: 'changePoints',
  operation: 'points.change',
  summary: (tag) => `Give ${tag} `,
  anyway: 'Send anyway',
};

/** What the restarted console must show: the audit outcome (none: no row) and whether Confirm is offered again. */
type Expect = { posts: 0 | 1; outcome: 'unknown' | 'created' | 'none' };

/**
 * One crash: the console previews `write`, presses Confirm and dies (SIGKILL) at `step`
 * ('preview': right after the preview; 'post': while the POST hangs at the API; else the
 * journal step). Then a console on the same store: /audit, and the identical write again.
 */
async function crash(data: string, write: Write, tag: string, step: 'preview' | 'post' | JournalStep, want: Expect) {
  const posts = () => sb.stats.byRoute()[write.route] ?? 0;
  const before = posts();
  const journalStep = step !== 'preview' && step !== 'post';
  const first = journalStep ? runConsole(data, KILLER, { KILL_AT: step }) : runConsole(data);
  first.send(write.line(tag));
  expect(labels(await first.waitFor(PREVIEW))).toEqual(['Confirm', 'Cancel']);
  if (step === 'post') sb.faults.set(write.route, { hang: true });
  if (step !== 'preview') first.send('press Confirm');
  if (step === 'post') await until('the POST to reach the API', () => posts() > before);
  if (!journalStep) first.child.kill('SIGKILL');
  expect((await first.exited).signal).toBe('SIGKILL');
  sb.faults.clear();
  expect(posts() - before).toBe(want.posts);

  const second = runConsole(data);
  second.send(`/audit operation:${write.operation}`);
  const audit = await second.waitFor(/"title":"Audit trail".*\n/);
  // The row as it stands in the JSON line: the summary's own escapes, then JSON's.
  const rest = JSON.stringify(`**\n${write.summary(tag)}`).slice(1, -1).replace(/[\\^$.*+?()[\]{}|]/g, '\\$&');
  const row = new RegExp(`\`${write.operation.replace('.', '\\.')}\` · <@\\d+> · \\*\\*(✅ created|⚠️ outcome unknown)${rest}`);
  const found = row.exec(audit);
  if (want.outcome === 'none') expect(found, audit).toBeNull();
  else expect(found?.[1], audit).toBe(want.outcome === 'created' ? '✅ created' : '⚠️ outcome unknown');

  second.send(write.line(tag));
  const again = await second.waitFor(PREVIEW);
  if (want.outcome === 'none') {
    // Nothing left: a plain new preview.
    expect(labels(again)).toEqual(['Confirm', 'Cancel']);
  } else {
    expect(labels(again)).toEqual([write.anyway, 'Cancel']);
    expect(again).toMatch(want.outcome === 'created' ? /An identical .* (was created|went through)/ : /An identical .* was sent <t:\d+:f> .* and its outcome is unknown/);
  }
  second.child.stdin.end();
  expect((await second.exited).code).toBe(0);
  expect(posts() - before).toBe(want.posts);
}

/** Every kill point, on one store (`data` is what --data gets). */
function killPoints(data: () => string) {
  it('raid, killed while the POST is out (the issue\'s "done when")', () => crash(data(), RAID, 'post', 'post', { posts: 1, outcome: 'unknown' }), 6 * WAIT_MS);
  it('tip, killed while the POST is out', () => crash(data(), TIP, '0.11', 'post', { posts: 1, outcome: 'unknown' }), 6 * WAIT_MS);
  it('points change, killed while the POST is out', () => crash(data(), POINTS, '7', 'post', { posts: 1, outcome: 'unknown' }), 6 * WAIT_MS);
  it('raid, killed before Confirm: nothing sent, nothing recorded, Confirm again', () => crash(data(), RAID, 'preview', 'preview', { posts: 0, outcome: 'none' }), 6 * WAIT_MS);
  it('raid, killed right after the claim: not sent, the claim is released, Confirm again', () => crash(data(), RAID, 'claimed', 'claimed', { posts: 0, outcome: 'none' }), 6 * WAIT_MS);
  it('raid, killed after "sent" was committed, before the request left: unknown, never resent', () => crash(data(), RAID, 'sent', 'sent', { posts: 0, outcome: 'unknown' }), 6 * WAIT_MS);
  it('raid, killed after the answer, before it was recorded: unknown, never resent', () => crash(data(), RAID, 'answered', 'answered', { posts: 1, outcome: 'unknown' }), 6 * WAIT_MS);
  it('raid, killed after the outcome was recorded, before Discord was told: created', () => crash(data(), RAID, 'recorded', 'recorded', { posts: 1, outcome: 'created' }), 6 * WAIT_MS);
}

describe('SIGKILL at each step of a write, on the embedded database (--data DIR)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'kill-point-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  killPoints(() => dir);
});

describe.runIf(serverUp)('SIGKILL at each step of a write, on PostgreSQL (--data postgres://…)', () => {
  const database = `kill_point_${randomBytes(5).toString('hex')}`;
  const admin = () => new pg.Client({ connectionString: TEST_SERVERS.postgres.url });
  const url = new URL(TEST_SERVERS.postgres.url);
  url.pathname = `/${database}`;
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
  killPoints(() => url.toString());
});
