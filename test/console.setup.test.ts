import { readStored, NO_KEY_MESSAGE } from '../src/command/error-texts.js';
import { ENGLISH } from '../src/i18n/reader.js';
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEY_REFUSED } from '../commands/setup.js';
import { MESSAGES } from '../src/bot/router/router.js';
import { DEMO_API_KEY } from '../src/sandbox/demo.js';
import { startSandbox } from '../src/sandbox/index.js';
import { entryArgs } from './support/entries.js';

/**
 * /setup in the console, as a new user tries it: `--as admin` on a fresh `--data` store and a
 * server that has no key, the key typed into the form's line, then /leaderboard works with it;
 * a wrong key is refused and nothing saved; the settings survive a restart on the same store;
 * a member cannot open /setup; the wrong SETTINGS_SECRET stops the console at start; the key
 * appears in no output or log line, at the most verbose log level.
 */

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const MAIN = 'src/console/main.ts';
const GUILD = '1303458820156252777';
const TIMEOUT = 300_000;
const secret = randomBytes(32).toString('base64');

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'console-setup-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

function scripted(lines: string[], args: string[], env: Record<string, string> = {}, data = join(dir, 'data')) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(
      process.execPath,
      [...entryArgs(MAIN), '--fast', '--data', data, '--guild', GUILD, '--log-level', 'trace', ...args],
      {
        cwd: ROOT,
        // Its own sandbox, whatever the machine's environment says.
        env: {
          ...process.env,
          COMMUNITY_API_URL: '',
          COMMUNITY_API_KEY: '',
          COMMUNITY_API_KEYS: '',
          SETTINGS_SECRET: secret,
          SETTINGS_SECRET_NEXT: '',
          ...env,
        },
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString('utf8')));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString('utf8')));
    child.stdin.end(lines.map((l) => `${l}\n`).join(''));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('npm run console: /setup', () => {
  const wrong = randomUUID();

  it(
    '--as admin on a fresh store: told to run /setup, a wrong key refused, the right one saved, then /leaderboard works',
    async () => {
      const r = await scripted(
        ['/leaderboard', '/setup', 'press 1', wrong, '/setup', 'press 1', DEMO_API_KEY, '/leaderboard'],
        ['--as', 'admin'],
      );
      expect(r.stderr).toContain(`Server ${GUILD} has no Community API key yet: as an administrator (--as admin), run /setup`);
      expect(r.stdout).toContain(readStored(NO_KEY_MESSAGE, ENGLISH).slice(0, 40));
      expect(r.stdout).toContain('No key yet');
      expect(r.stdout).toContain('form: Community API key');
      expect(r.stdout).toContain(KEY_REFUSED(ENGLISH).slice(0, 40));
      expect(r.stdout).toContain(`Key checked and saved (ending …${DEMO_API_KEY.slice(-4)})`);
      expect(r.stdout).toContain('Sparks leaderboard');
      expect(r.stdout + r.stderr).not.toContain(DEMO_API_KEY);
      expect(r.stdout + r.stderr).not.toContain(wrong);
      expect(r.code).toBe(0);
    },
    TIMEOUT,
  );

  it(
    'restarted on the same store: the key is still set; a member cannot open /setup',
    async () => {
      const r = await scripted(['/setup', '/leaderboard'], ['--as', 'member']);
      expect(r.stderr).not.toContain('has no Community API key yet');
      expect(r.stdout).toContain(MESSAGES.notAdmin);
      expect(r.stdout).toContain('Sparks leaderboard');
      expect(r.stdout + r.stderr).not.toContain(DEMO_API_KEY);
      const admin = await scripted(['/setup'], ['--as', 'admin']);
      expect(admin.stdout).toContain(`In force: the key set here, ending in`);
      expect(admin.stdout + admin.stderr).not.toContain(DEMO_API_KEY);
    },
    TIMEOUT,
  );

  it(
    'the wrong SETTINGS_SECRET stops it at start with a clear message, before any command',
    async () => {
      const r = await scripted(['/leaderboard'], ['--as', 'admin'], { SETTINGS_SECRET: randomBytes(32).toString('hex') });
      expect(r.code).toBe(1);
      expect(r.stdout + r.stderr).toContain('SETTINGS_SECRET: not the secret the stored keys were encrypted with');
      expect(r.stdout).not.toContain('leaderboard');
      expect(r.stdout + r.stderr).not.toContain(DEMO_API_KEY);
    },
    TIMEOUT,
  );

  it(
    'against COMMUNITY_API_URL without COMMUNITY_API_KEY: with --data, the key comes from /setup',
    async () => {
      const sandbox = await startSandbox({ ratePerSecond: 0 });
      try {
        const key = sandbox.addCommunity();
        const env = { COMMUNITY_API_URL: sandbox.url, API_RATE_PER_SECOND: '100' };
        const r = await scripted(['/leaderboard', '/setup', 'press 1', key, '/leaderboard'], ['--as', 'admin'], env, join(dir, 'remote'));
        expect(r.stderr).toContain(`Community bot console — API ${sandbox.url}`);
        expect(r.stdout).toContain(readStored(NO_KEY_MESSAGE, ENGLISH).slice(0, 40));
        expect(r.stdout).toContain(`Key checked and saved (ending …${key.slice(-4)})`);
        expect(r.stdout).toContain('leaderboard');
        expect(sandbox.stats.byKey(key)).toBeGreaterThan(1);
        expect(r.stdout + r.stderr).not.toContain(key);
        expect(r.code).toBe(0);
      } finally {
        await sandbox.close();
      }
    },
    TIMEOUT,
  );
});
