import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO, startSandbox } from '../src/sandbox/index.js';
import { entryArgs } from './support/entries.js';

/**
 * The console as a user runs it: a separate process (its test bundle, test/support/entries.ts),
 * piped stdin for the scripted mode, a pseudo-terminal (util-linux `script`) for the interactive
 * one. Each run gets a marker in its environment so the test can prove no process outlives it.
 */

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const MAIN = 'src/console/main.ts';
const FIXTURE = 'test/console-fixture-main.ts';
// Generous: under a saturated machine one console process can take 30 s to start.
const TIMEOUT = 300_000;
const POST = 'https://x.com/acme/status/1790000000000000000';
// 0.01 ETH (about $32): under the $100 typed-confirmation limit, so one Confirm creates it.
const RAID = `/raid create title:"Launch day" post-url:${POST} reward-type:TOKEN_POOL chain:Ethereum token:native amount:0.01`;

const children = new Set<ChildProcessWithoutNullStreams>();
afterEach(() => {
  // Only a failed test leaves one running; end exactly the processes this file started.
  for (const child of children) if (child.exitCode === null && child.pid) process.kill(child.pid, 'SIGKILL');
  children.clear();
});

function start(command: string, args: string[], marker: string, env: Record<string, string> = {}): ChildProcessWithoutNullStreams {
  const child = spawn(command, args, {
    cwd: ROOT,
    // The console must use its embedded sandbox, whatever the machine's environment or .env says.
    env: { ...process.env, COMMUNITY_API_URL: '', COMMUNITY_API_KEY: '', COMMUNITY_API_KEYS: '', ...env, CONSOLE_TEST_MARKER: marker },
  });
  // Decode as a stream: a chunk may end inside a multi-byte character (translated text is UTF-8).
  child.stdout.setEncoding('utf8');
  child.stderr.setEncoding('utf8');
  children.add(child);
  return child;
}

const exited = (child: ChildProcessWithoutNullStreams) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('close', (code) => resolve(code));
  });

/** Processes whose environment carries the marker (a console or anything it started). */
function survivors(marker: string): number[] {
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/environ`, 'latin1').includes(`CONSOLE_TEST_MARKER=${marker}`)) found.push(Number(entry));
    } catch {
      // Gone, or not ours to read.
    }
  }
  return found;
}

async function expectNoneLeft(marker: string): Promise<void> {
  // The console has exited when this runs; its children must be gone too (polling, not a fixed sleep).
  const deadline = Date.now() + 10_000;
  while (survivors(marker).length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  expect(survivors(marker)).toEqual([]);
}

async function scripted(lines: string[], args: string[] = [], entry = MAIN, env: Record<string, string> = {}) {
  const marker = randomUUID();
  const child = start(process.execPath, [...entryArgs(entry), ...args], marker, env);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: string) => (stdout += d));
  child.stderr.on('data', (d: string) => (stderr += d));
  child.stdin.end(lines.map((l) => `${l}\n`).join(''));
  const code = await exited(child);
  await expectNoneLeft(marker);
  return { code, stdout, stderr };
}

/**
 * One scripted console whose lines serve two tests with the same flags (each test reads its part
 * of the output): a console process costs about 2 s of CPU, most of it loading modules.
 */
function shared(lines: string[], args: string[], entry = MAIN): () => ReturnType<typeof scripted> {
  let run: ReturnType<typeof scripted> | undefined;
  return () => (run ??= scripted(lines, args, entry));
}

const json = (stdout: string) =>
  stdout
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { kind: string; private: boolean; message?: number; deferred?: boolean; body: any });

// Cursor movement, colours and erases: the screen as text.
const strip = (s: string) => s.replace(/\x1b\[[0-9;?]*[A-Za-z]/g, '').replace(/\r/g, '');

/** The console under a pseudo-terminal: keystrokes in, screen text out. */
function terminal(args: string[], entry = MAIN) {
  const marker = randomUUID();
  const quoted = [process.execPath, ...entryArgs(entry), ...args].map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ');
  const child = start('script', ['-qfec', quoted, '/dev/null'], marker);
  let screen = '';
  let seen = 0;
  const waiters: (() => void)[] = [];
  child.stdout.on('data', (d: string) => {
    screen += strip(d);
    for (const w of waiters.splice(0)) w();
  });
  child.stderr.on('data', (d: string) => (screen += strip(d)));
  return {
    marker,
    child,
    get screen() {
      return screen;
    },
    type(keys: string) {
      child.stdin.write(keys);
    },
    /** Waits for `pattern` in output that arrived after the previous match. */
    async waitFor(pattern: RegExp | string, ms = 45_000): Promise<string> {
      const deadline = Date.now() + ms;
      for (;;) {
        const rest = screen.slice(seen);
        const m =
          typeof pattern === 'string' ? (rest.includes(pattern) ? { index: rest.indexOf(pattern), 0: pattern } : null) : pattern.exec(rest);
        if (m) {
          seen += m.index + m[0].length;
          return rest.slice(0, m.index + m[0].length);
        }
        if (Date.now() > deadline || child.exitCode !== null) {
          throw new Error(`timed out waiting for ${String(pattern)}; screen so far:\n${screen.slice(-3000)}`);
        }
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, 500);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    async exit(keys: string) {
      child.stdin.write(keys);
      const code = await exited(child);
      child.stdin.end();
      await expectNoneLeft(marker);
      return code;
    },
  };
}

const SUGGEST = `suggest /raid create title:x post-url:${POST} reward-type:TOKEN_POOL chain:eth`;
/** A member with --json: a moderator command and its suggestions, help, then a moderators' user menu. */
const memberJson = shared([RAID, SUGGEST, 'help', `menu "Verified details" @${DEMO.gating.linked}`], ['--json', '--fast']);
/** The fixture's forms at the most verbose log level: a modal's fields, then a secret field. */
const SECRET = 'd41c9f0e-77aa-4c1b-9e55-0f3a2b1c7e42';
const fixtureForms = shared(['/feedback topic:ui', 'Broken button', '', '/apikey', SECRET], ['--fast', '--log-level', 'trace'], FIXTURE);

describe('npm run console, scripted (stdin is not a terminal)', () => {
  it(
    'shows replies as cards, presses the pager and edits the same message, at the live rate by default',
    async () => {
      const { code, stdout, stderr } = await scripted(['/chains', '/leaderboard', 'press 3', 'help']);
      expect(code).toBe(0);
      expect(stdout).toMatch(/┌ reply #1 ─+\n│ ▌ Supported chains \(36\)/);
      expect(stdout).toMatch(/┌ reply #2 ─+\n│ ▌ ⚡ Sparks leaderboard {2}\(colour #[0-9a-f]{6}\)/);
      expect(stdout).toContain('│ [3] Next ›');
      expect(stdout).toMatch(/— Page 1 of 120 · 1,200 holders/);
      expect(stdout).toMatch(/┌ edit of #2 ─+\n[\s\S]*— Page 2 of 120/);
      expect(stdout).toContain('press N');
      expect(stdout).toMatch(/\/raid create \(moderators\)/);
      // Logs and the banner go to stderr; stdout holds only what the user reads.
      expect(stdout).not.toContain('"level"');
      expect(stderr).toContain('1 request/s like the live API');
      expect(stdout).not.toMatch(/\x1b\[/);
    },
    TIMEOUT,
  );

  it(
    "--locale de: the interactions carry the invoker's locale, so replies are German and numbers follow it (1.200, not 1,200)",
    async () => {
      const { code, stdout } = await scripted(['/leaderboard'], ['--locale', 'de', '--fast']);
      expect(code).toBe(0);
      expect(stdout).toMatch(/— Seite 1 von 120 · 1\.200 Inhaber/);
      const bad = await scripted([], ['--locale', 'klingon']);
      expect(bad.code).toBe(2);
      expect(bad.stderr).toContain('--locale must be a Discord locale code');
    },
    TIMEOUT,
  );

  it(
    '--json as a moderator: a raid preview, then Confirm, one JSON object per payload with kind and privacy',
    async () => {
      const { code, stdout } = await scripted([RAID, 'press 1'], ['--json', '--as', 'moderator', '--fast']);
      expect(code).toBe(0);
      const lines = json(stdout);
      expect(lines.map((l) => [l.kind, l.private, l.message, l.deferred ?? false])).toEqual([
        ['reply', true, 1, true],
        ['edit', true, 1, false],
        ['update', true, 1, true],
        ['edit', true, 1, false],
      ]);
      expect(lines[0]!.body).toEqual({ type: 5, data: { flags: 64 } });
      expect(lines[1]!.body.embeds[0].title).toBe('Raid preview');
      expect(lines[1]!.body.components[0].components.map((c: { label: string }) => c.label)).toEqual(['Confirm', 'Cancel']);
      expect(lines[1]!.body.allowed_mentions).toEqual({ parse: [] });
      expect(lines[2]!.body).toEqual({ type: 6 });
      expect(lines[3]!.body.content).toMatch(/^Raid created: .*Launch day/);
      expect(lines[3]!.body.components).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    'refuses a member on a moderator command as Discord would (a private reply), and lists no suggestions',
    async () => {
      // help goes to stderr with --json, so stdout stays one payload per line. The member's menu
      // line after these is the user-menu test's: its one payload comes last.
      const { code, stdout, stderr } = await memberJson();
      expect(code).toBe(0);
      expect(stderr).toContain('press N');
      const all = json(stdout);
      expect(all).toHaveLength(3);
      const lines = all.slice(0, 2);
      expect(lines.map((l) => [l.kind, l.private])).toEqual([
        ['reply', true],
        ['autocomplete', true],
      ]);
      expect(lines[0]!.body).toMatchObject({ type: 4, data: { flags: 64, content: expect.stringContaining('This is for moderators') } });
      expect(lines[1]!.body).toEqual({ type: 8, data: { choices: [] } });

      const mod = await scripted([SUGGEST], ['--as', 'admin', '--fast']);
      expect(mod.stdout).toBe('suggestions for chain:\n  1. Ethereum\n');
    },
    TIMEOUT,
  );

  it(
    'answers unknown commands and options like the Discord client, sends nothing, and exits 1',
    async () => {
      const text = await scripted(['/nope', '/leaderboard colour:red', 'hello', 'press 1'], ['--fast']);
      expect(text.code).toBe(1);
      expect(text.stdout.split('\n').filter(Boolean)).toEqual([
        '✖ Unknown command /nope: this app has no such command, so Discord would not offer it. Type help for the list.',
        expect.stringMatching(/^✖ Unknown option "colour" for \/leaderboard\. Its options: /),
        '✖ Plain text would go to the channel, not to the bot. Type a slash command such as /chains, press N, or help.',
        '✖ Nothing to press: the last message has no buttons or menus.',
      ]);
      const asJson = await scripted(['/nope'], ['--json', '--fast']);
      expect(asJson.code).toBe(1);
      expect(asJson.stdout).toBe('');
      expect(asJson.stderr).toContain('Unknown command /nope');
    },
    TIMEOUT,
  );

  it(
    'runs a user menu (Verified details) as a moderator, refuses a member as Discord would, and refuses bad menu lines',
    async () => {
      const linked = DEMO.gating.linked;
      const text = await scripted(
        [`menu "Verified details" ${linked}`, 'menu "Verified details" @Aurora.Builds', 'help'],
        ['--as', 'moderator', '--fast'],
      );
      expect(text.code).toBe(0);
      // The mention is shown by the member's name, as Discord's client shows it; @name opens the menu too.
      expect(text.stdout).toMatch(
        new RegExp(
          `┌ reply #1 · private \\(only you can see this\\) ─+\n│ ▌ Verified: .+\n│ ▌ @aurora\\.builds · id ${linked}\n│ ▌ Linked accounts`,
        ),
      );
      expect(text.stdout).toMatch(
        new RegExp(`┌ reply #2 · private \\(only you can see this\\) ─+\n│ ▌ Verified: .+\n│ ▌ @aurora\\.builds · id ${linked}`),
      );
      expect(text.stdout).toContain('menu "<name>" ID');
      expect(text.stdout).toMatch(/User menus \(menu "<name>" <member>\):\n {2}Verified details \(moderators\)/);

      const mod = json((await scripted([`menu verified details <@${linked}>`], ['--json', '--as', 'moderator', '--fast'])).stdout);
      expect(mod.map((l) => [l.kind, l.private, l.message, l.deferred ?? false])).toEqual([
        ['reply', true, 1, true],
        ['edit', true, 1, false],
      ]);
      expect(mod[1]!.body.embeds[0].description).toContain(`<@${linked}>`);
      expect(mod[1]!.body.allowed_mentions).toEqual({ parse: [] });

      // The member's line ran after the moderator-command test's three, in the same console.
      const member = await memberJson();
      expect(member.code).toBe(0);
      const refused = json(member.stdout).slice(2);
      expect(refused).toHaveLength(1);
      expect(refused[0]).toMatchObject({
        kind: 'reply',
        private: true,
        body: { type: 4, data: { flags: 64, content: expect.stringContaining('This is for moderators') } },
      });

      const bad = await scripted(
        ['menu Inspect me', 'menu "Verified details"', 'menu "Verified details" bob'],
        ['--as', 'moderator', '--fast'],
      );
      expect(bad.code).toBe(1);
      expect(bad.stdout.split('\n').filter(Boolean)).toEqual([
        '✖ Unknown user menu "Inspect": this app has no such menu, so Discord would not offer it. User menus: Verified details',
        '✖ Verified details is opened on a member: give one after the name, e.g. menu "Verified details" me',
        '✖ Verified details: "bob" is not a member the console knows; give @name, a mention such as <@123456789012345678>, the id, or me',
      ]);
    },
    TIMEOUT,
  );

  it(
    'talks to COMMUNITY_API_URL with COMMUNITY_API_KEY instead of its own sandbox, never printing the key',
    async () => {
      const sandbox = await startSandbox({ ratePerSecond: 0 });
      try {
        const env = { COMMUNITY_API_URL: sandbox.url, COMMUNITY_API_KEY: sandbox.demoKey, API_RATE_PER_SECOND: '100' };
        const { code, stdout, stderr } = await scripted(['/leaderboard'], ['--user', DEMO.memberId], MAIN, env);
        expect(code).toBe(0);
        expect(stderr).toContain(`Community bot console — API ${sandbox.url}`);
        expect(stdout).toContain('Sparks leaderboard');
        expect(sandbox.stats.byKey(sandbox.demoKey)).toBeGreaterThan(0);
        expect(stdout + stderr).not.toContain(sandbox.demoKey);

        const noKey = await scripted(['/chains'], [], MAIN, { COMMUNITY_API_URL: sandbox.url });
        expect(noKey.code).toBe(2);
        expect(noKey.stderr).toContain('COMMUNITY_API_KEY: missing');
      } finally {
        await sandbox.close();
      }
    },
    TIMEOUT,
  );

  it(
    'refuses bad flags with the usage',
    async () => {
      const { code, stderr } = await scripted([], ['--as', 'king']);
      expect(code).toBe(2);
      expect(stderr).toContain('--as must be member, moderator or admin');
      expect(stderr).toContain('Usage: npm run console');
    },
    TIMEOUT,
  );

  it(
    'reads a secret for a form from the next line and never prints it back, in any log line either',
    async () => {
      const secret = SECRET;
      // After the modal test's form, in the same console.
      const key = await fixtureForms();
      expect(key.code).toBe(0);
      expect(key.stdout).toContain('Key ending in 7e42 saved');
      // Not in a prompt, a card, or any log line at the most verbose level.
      expect(key.stdout + key.stderr).not.toContain(secret);
    },
    TIMEOUT,
  );

  it(
    'asks a modal’s fields from the next lines and submits them',
    async () => {
      // Then the secret test's /apikey, in the same console (at --log-level trace, on stderr).
      const { code, stdout } = await fixtureForms();
      expect(code).toBe(0);
      expect(stdout).toContain('┌ form: Feedback');
      expect(stdout).toContain('│ 1. Subject (required)');
      expect(stdout).toContain('│ 2. Details (optional)');
      expect(stdout).toMatch(
        /┌ reply #1 · private \(only you can see this\) ─+\n│ Thanks for the feedback on ui: Broken button \/ \(no details\)/,
      );

      const tooLong = await scripted(['/feedback', 'x'.repeat(21), '/chains'], ['--json', '--fast'], FIXTURE);
      expect(tooLong.code).toBe(1);
      expect(tooLong.stderr).toContain('Subject must be at most 20 characters; form not sent');
      expect(tooLong.stdout + tooLong.stderr).not.toContain('x'.repeat(21));
      expect(json(tooLong.stdout).map((l) => l.kind)).toEqual(['modal', 'reply', 'edit']);
    },
    TIMEOUT,
  );
});

describe('npm run console, stopping', () => {
  it(
    'SIGTERM while a line runs: that line is answered, a line queued behind it is never read (no write reaches the API)',
    async () => {
      const sandbox = await startSandbox({ ratePerSecond: 0 });
      try {
        // The preview's read stays out long enough for the stop to land while its line runs (a
        // fast machine would otherwise answer it and read the next line first).
        sandbox.faults.set('getTippingBalance', { latencyMs: 2_000 });
        const marker = randomUUID();
        const env = { COMMUNITY_API_URL: sandbox.url, COMMUNITY_API_KEY: sandbox.demoKey, API_RATE_PER_SECOND: '1' };
        const child = start(process.execPath, [...entryArgs(MAIN), '--as', 'moderator'], marker, env);
        let stdout = '';
        child.stdout.on('data', (d: string) => (stdout += d));
        // The preview and its Confirm arrive together, as from a script; stdin stays open.
        child.stdin.write(`${RAID}\npress 1\n`);
        // The preview has reached the API, so both lines have been read: now stop.
        for (let i = 0; i < 600 && sandbox.stats.total() === 0; i++) await new Promise((r) => setTimeout(r, 50));
        expect(sandbox.stats.total()).toBeGreaterThan(0);
        child.kill('SIGTERM');
        expect(await exited(child)).toBe(0);
        await expectNoneLeft(marker);
        expect(stdout).toContain('Raid preview');
        expect(sandbox.raids(sandbox.demoKey)).toEqual([]);
      } finally {
        await sandbox.close();
      }
    },
    TIMEOUT,
  );
});

describe('npm run console, interactive (a terminal)', () => {
  it(
    'tab-completes commands and lists autocomplete suggestions, presses a button, leaves with Ctrl-D',
    async () => {
      const t = terminal(['--as', 'moderator', '--fast']);
      await t.waitFor('moderator › ');
      t.type('/lead\t');
      await t.waitFor('/leaderboard ');
      t.type('\r');
      await t.waitFor(/Page 1 of 120[\s\S]*\[3\] Next ›[\s\S]*moderator › /);
      t.type('press 3\r');
      await t.waitFor(/edit of #1[\s\S]*Page 2 of 120[\s\S]*moderator › /);

      t.type(`/raid create title:x post-url:${POST} reward-type:TOKEN_POOL chain:Eth\t`);
      await t.waitFor('chain:Ethereum ');
      t.type('token:\t');
      await t.waitFor(/suggestions for token:\n {2}1\. ETH · [\d,.]+ held \(native\) {2}→ {2}token:native/);
      t.type('native amount:0.5\r');
      await t.waitFor(/reply #2 · private[\s\S]*Raid preview[\s\S]*\[1\] Confirm[\s\S]*moderator › /);
      t.type('press cancel\r');
      await t.waitFor(/edit of #2 · private/);
      expect(await t.exit('\x04')).toBe(0);
    },
    TIMEOUT,
  );

  it(
    'asks a modal’s fields one by one, re-asks a required one, and leaves with Ctrl-C',
    async () => {
      const t = terminal(['--fast'], FIXTURE);
      await t.waitFor('member › ');
      t.type('/feedback\r');
      await t.waitFor('┌ form: Feedback');
      await t.waitFor('Subject (max 20): ');
      t.type('\r');
      await t.waitFor('✖ Subject is required');
      await t.waitFor('Subject (max 20): ');
      // A field may hold a secret: the terminal shows a dot per character, never the text.
      t.type('Typo\r');
      expect(await t.waitFor(/\n/)).toBe('••••\n');
      await t.waitFor('Details: ');
      t.type('on the help page\r');
      expect(await t.waitFor(/\n/)).toBe('••••••••••••••••\n');
      await t.waitFor(/Thanks for the feedback on anything: Typo \/ on the help page[\s\S]*member › /);

      // A modal opened by a button, and a suggestion list from the module's autocomplete.
      t.type('/probe pager\r');
      await t.waitFor(/\[2\] Form[\s\S]*member › /);
      t.type('press form\r');
      await t.waitFor('Note: ');
      t.type('hi\r');
      await t.waitFor(/form from-button: hi[\s\S]*member › /);
      t.type('/probe suggest q:o\t');
      await t.waitFor(/suggestions for q:\n[\s\S]*\d+\. Osmosis\n/);
      expect(await t.exit('\x03')).toBe(0);
    },
    TIMEOUT,
  );
});
