import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startSandbox, type Sandbox } from '../../src/sandbox/index.js';
import type { JournalStep } from '../../src/store/index.js';
import { entryArgs } from './entries.js';

/**
 * The kill points of a write, for test/kill-point.test.ts (on the embedded database, a data
 * folder) and test/kill-point.postgres.test.ts (on a PostgreSQL server): two files, so each
 * back end's half runs on a test worker of its own.
 *
 * The issue's "done when", as a moderator would try it: the console (a child process) on a
 * store, `/raid create`, Confirm, SIGKILL while the POST is out against a slow API; the console
 * again on the same store: `/audit` shows the raid with outcome unknown, the identical
 * `/raid create` offers "Create anyway" and no Confirm, and the API saw one POST. The same for
 * a tip and a points change, and a raid killed at every other step (before Confirm, after the
 * claim, after "sent", after the answer, after the outcome was recorded): at most one POST
 * each time, and the restarted console tells the truth.
 *
 * Every case writes its own thing (its own raid title, tip or points amount) on the one store,
 * so the crashes come first, one console each (each killed), and then ONE console restarted on
 * the store checks every case: its /audit row, and what the identical write offers. A console
 * start costs seconds of CPU (the embedded database most of all); one restart for 8 crashes
 * instead of 8 restarts halves the children this test starts, and checks no less: each case's
 * POSTs are counted at its crash, and after every restart (the later crashes' consoles and the
 * checking one) the API's count of each route is still exactly what the crashes sent.
 */

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const MAIN = 'src/console/main.ts';
/** The console that kills itself at a journal step (KILL_AT). */
const KILLER = 'test/kill-point-main.ts';
// A console start under a saturated machine can take tens of seconds.
const WAIT_MS = 120_000;
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';

interface Console {
  child: ChildProcessWithoutNullStreams;
  send(line: string): void;
  /** Waits for `pattern` in stdout after the previous match; returns what came in between. */
  waitFor(pattern: RegExp): Promise<string>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

function runConsole(sb: Sandbox, data: string, entry = MAIN, env: Record<string, string> = {}): Console {
  const child = spawn(process.execPath, [...entryArgs(entry), '--as', 'moderator', '--json', '--data', data], {
    cwd: ROOT,
    // The sandbox answers at once (ratePerSecond 0) and so may the console ask: no second-long
    // slot waits between a preview's reads (the kill points are the journal's, not the limiter's).
    env: {
      ...process.env,
      COMMUNITY_API_URL: sb.url,
      COMMUNITY_API_KEY: sb.demoKey,
      COMMUNITY_API_KEYS: '',
      DATABASE_URL: '',
      API_RATE_PER_SECOND: '1000',
      ...env,
    },
  });
  let stdout = '';
  let stderr = '';
  let seen = 0;
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString('utf8')));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString('utf8')));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('close', (code, signal) => resolve({ code, signal })),
  );
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

/** Ends a child this file started, if it still runs (only a failed test leaves one). */
function end(c: Console | undefined) {
  if (c && c.child.exitCode === null && c.child.signalCode === null && c.child.pid) process.kill(c.child.pid, 'SIGKILL');
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

type Route = 'createRaid' | 'sendTip' | 'changePoints';

interface Write {
  line: (tag: string) => string;
  route: Route;
  operation: string;
  /** How the audit row's summary starts, as /audit shows it (Markdown-escaped). */
  summary: (tag: string) => string;
  anyway: string;
}

const RAID: Write = {
  line: (tag) =>
    `/raid create title:"Kill ${tag}" post-url:https://x.com/acme/status/1790000000000000000 reward-type:TOKEN_POOL chain:Polygon token:native amount:5`,
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
 * journal step). Every case's `tag` is its own: no case writes what another wrote.
 */
interface Case {
  title: string;
  write: Write;
  tag: string;
  step: 'preview' | 'post' | JournalStep;
  want: Expect;
}

const CASES: readonly Case[] = [
  {
    title: 'raid, killed while the POST is out (the issue\'s "done when")',
    write: RAID,
    tag: 'post',
    step: 'post',
    want: { posts: 1, outcome: 'unknown' },
  },
  { title: 'tip, killed while the POST is out', write: TIP, tag: '0.11', step: 'post', want: { posts: 1, outcome: 'unknown' } },
  { title: 'points change, killed while the POST is out', write: POINTS, tag: '7', step: 'post', want: { posts: 1, outcome: 'unknown' } },
  {
    title: 'raid, killed before Confirm: nothing sent, nothing recorded, Confirm again',
    write: RAID,
    tag: 'preview',
    step: 'preview',
    want: { posts: 0, outcome: 'none' },
  },
  {
    title: 'raid, killed right after the claim: not sent, the claim is released, Confirm again',
    write: RAID,
    tag: 'claimed',
    step: 'claimed',
    want: { posts: 0, outcome: 'none' },
  },
  {
    title: 'raid, killed after "sent" was committed, before the request left: unknown, never resent',
    write: RAID,
    tag: 'sent',
    step: 'sent',
    want: { posts: 0, outcome: 'unknown' },
  },
  {
    title: 'raid, killed after the answer, before it was recorded: unknown, never resent',
    write: RAID,
    tag: 'answered',
    step: 'answered',
    want: { posts: 1, outcome: 'unknown' },
  },
  {
    title: 'raid, killed after the outcome was recorded, before Discord was told: created',
    write: RAID,
    tag: 'recorded',
    step: 'recorded',
    want: { posts: 1, outcome: 'created' },
  },
];

/**
 * Every kill point on one store (`data()` is what --data gets), in a describe of the caller's:
 * a sandbox of its own, the 8 crashes in order, then one console restarted on the store that
 * checks each of them.
 */
export function killPoints(data: () => string) {
  let sb: Sandbox;
  const posts = (route: Route) => sb.stats.byRoute()[route] ?? 0;
  beforeAll(async () => {
    sb = await startSandbox({ ratePerSecond: 0 });
  });
  afterAll(() => sb?.close());

  let killer: Console | undefined;
  afterEach(() => {
    end(killer);
    killer = undefined;
    sb.faults.clear();
  });

  /** The crashes whose test passed: the restarted console checks what they left. */
  const crashed = new Set<Case>();
  /** The POSTs each route's crashes sent (counted at each crash); nothing else may send one. */
  const sent: Record<Route, number> = { createRaid: 0, sendTip: 0, changePoints: 0 };

  for (const c of CASES) {
    it(
      c.title,
      async () => {
        const { write, tag, step, want } = c;
        // Each crash starts where the ones before it left the API: no restart sent anything again.
        const before = posts(write.route);
        expect(before).toBe(sent[write.route]);
        const journalStep = step !== 'preview' && step !== 'post';
        const first = (killer = journalStep ? runConsole(sb, data(), KILLER, { KILL_AT: step }) : runConsole(sb, data()));
        first.send(write.line(tag));
        expect(labels(await first.waitFor(PREVIEW))).toEqual(['Confirm', 'Cancel']);
        if (step === 'post') sb.faults.set(write.route, { hang: true });
        if (step !== 'preview') first.send('press Confirm');
        if (step === 'post') await until('the POST to reach the API', () => posts(write.route) > before);
        if (!journalStep) first.child.kill('SIGKILL');
        expect((await first.exited).signal).toBe('SIGKILL');
        sb.faults.clear();
        sent[write.route] += posts(write.route) - before;
        expect(posts(write.route) - before).toBe(want.posts);
        crashed.add(c);
      },
      3 * WAIT_MS,
    );
  }

  describe('the console restarted on the same store, after every crash', () => {
    let second: Console;
    beforeAll(() => {
      second = runConsole(sb, data());
    });
    afterAll(() => end(second));

    for (const c of CASES) {
      it(
        `${c.title}: /audit and the identical write tell the truth`,
        async () => {
          const { write, tag, want } = c;
          expect(crashed.has(c), 'its crash (the test above) happened').toBe(true);
          second.send(`/audit operation:${write.operation}`);
          const audit = await second.waitFor(/"title":"Audit trail".*\n/);
          // The row as it stands in the JSON line: the summary's own escapes, then JSON's.
          const rest = JSON.stringify(`**\n${write.summary(tag)}`)
            .slice(1, -1)
            .replace(/[\\^$.*+?()[\]{}|]/g, '\\$&');
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
            expect(again).toMatch(
              want.outcome === 'created'
                ? /An identical .* (was created|went through)/
                : /An identical .* was sent <t:\d+:f> .* and its outcome is unknown/,
            );
          }
          // Nothing sent again: the API saw exactly the crashes' POSTs of this route.
          expect(posts(write.route)).toBe(sent[write.route]);
        },
        2 * WAIT_MS,
      );
    }

    it(
      "ends cleanly, and the API saw exactly the crashes' POSTs: one for each killed once the POST was out",
      async () => {
        second.child.stdin.end();
        expect((await second.exited).code).toBe(0);
        for (const route of ['createRaid', 'sendTip', 'changePoints'] as const) expect(posts(route), route).toBe(sent[route]);
        // 3 raids (killed with the POST out, after the answer, after the record), 1 tip, 1 points change.
        expect([posts('createRaid'), posts('sendTip'), posts('changePoints')]).toEqual([3, 1, 1]);
      },
      WAIT_MS,
    );
  });
}
