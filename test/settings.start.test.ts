import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_API_KEY } from '../src/sandbox/demo.js';
import { createSecretBox, openStore } from '../src/store/index.js';
import { scratchDatabase, type ScratchDatabase } from '../bench/replicas.js';
import { serverAvailable, TEST_SERVERS } from './support/servers.js';
import { entryArgs } from './support/entries.js';

/**
 * `npm start` and `npm run rotate-secret` on a data folder holding a key stored with /setup:
 * the wrong SETTINGS_SECRET (or none) refuses to start with a clear message; the right one
 * starts; rotation re-encrypts under SETTINGS_SECRET_NEXT, after which only that one starts.
 */

const root = fileURLToPath(new URL('..', import.meta.url));
const LOOPBACK_ONLY = join(root, 'test/support/loopback-only.mjs');
const GUILD = '123456789012345678';
const KEY = '0b7f7c9e-1f0e-4a44-9a52-5d8f3c2b1a00';
const secretA = randomBytes(32);
const secretB = randomBytes(32);
const PROCESS = { timeout: 120_000 };
const postgresUp = await serverAvailable('postgres', 'npm start on a PostgreSQL server with stored keys');

let dir: string;
let data: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'settings-start-'));
  data = join(dir, 'data');
  const store = await openStore({ dataDir: data }, { box: createSecretBox(secretA) });
  try {
    await store.settings.setKey(GUILD, KEY, { userId: '423456789012345678', summary: 'set the key' });
  } finally {
    await store.close();
  }
}, 120_000);
afterAll(() => rm(dir, { recursive: true, force: true }));

function run(entry: string, env: Record<string, string>, { args = [], lines = [] }: { args?: string[]; lines?: string[] } = {}) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', LOOPBACK_ONLY, ...entryArgs(entry), ...args], {
      cwd: dir,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.stdin.end(lines.map((l) => `${l}\n`).join(''));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const BASE = { DISCORD_TOKEN: 'aaa.bbb.ccc', COMMUNITY_API_URL: 'http://127.0.0.1:9', LOG_LEVEL: 'trace' };
const start = (env: Record<string, string>) => run('src/main.ts', { ...BASE, DATA_DIR: data, ...env });

describe('npm start with a key stored by /setup', PROCESS, () => {
  test('the wrong SETTINGS_SECRET refuses to start, saying which variable and what to do', async () => {
    const r = await start({ SETTINGS_SECRET: secretB.toString('base64') });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/SETTINGS_SECRET: not the secret the stored keys were encrypted with; 1 Community API key is stored/);
    expect(r.stderr).not.toContain('could not connect to Discord');
    expect(r.stderr + r.stdout).not.toContain(KEY);
  });

  test('no SETTINGS_SECRET refuses to start, saying how to set one', async () => {
    const r = await start({});
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/SETTINGS_SECRET: missing; 1 Community API key is stored.*openssl rand -base64 32/);
  });

  test('npm run console on that folder with a missing or wrong SETTINGS_SECRET: one plain line, no JSON log, no stack', async () => {
    for (const env of [{}, { SETTINGS_SECRET: secretB.toString('base64') }] as Record<string, string>[]) {
      const r = await run('src/console/main.ts', env, { args: ['--fast', '--data', data] });
      expect(r.code).toBe(1);
      expect(r.stderr).toMatch(/^The console could not start: SETTINGS_SECRET: (missing|not the secret)[^\n]*\n$/);
      expect(r.stderr).not.toContain('"level"');
      expect(r.stderr).not.toMatch(/\n\s+at /);
      expect(r.stdout).toBe('');
    }
  });

  test('the right one starts (as far as logging in to Discord), without the key in any log line', async () => {
    const r = await start({ SETTINGS_SECRET: secretA.toString('hex') });
    expect(r.stderr).toContain('could not connect to Discord');
    expect(r.stderr).not.toMatch(/SETTINGS_SECRET:/);
    expect(r.stderr + r.stdout).not.toContain(KEY);
    expect(r.code).toBe(1);
  });

  test('with no stored keys and no secret, it starts normally and leaves a new data folder uncreated (the store stays lazy)', async () => {
    const fresh = join(dir, 'fresh');
    const r = await start({ DATA_DIR: fresh });
    expect(r.stderr).toContain('could not connect to Discord');
    expect(r.stderr).not.toMatch(/SETTINGS_SECRET/);
    expect(existsSync(fresh)).toBe(false);
  });
});

describe.runIf(postgresUp)('npm start on a PostgreSQL server with a key stored by /setup', PROCESS, () => {
  // A database of its own: the store is opened (and migrated) at start and the keys read from it.
  let database: ScratchDatabase;
  beforeAll(async () => {
    database = await scratchDatabase(TEST_SERVERS.postgres.url, 'settings_start');
    const store = await openStore({ databaseUrl: database.url }, { box: createSecretBox(secretA) });
    try {
      await store.settings.setKey(GUILD, KEY, { userId: '423456789012345678', summary: 'set the key' });
    } finally {
      await store.close();
    }
  });
  afterAll(() => database?.drop());

  test('the wrong SETTINGS_SECRET refuses to start, saying which variable, without the key', async () => {
    const r = await run('src/main.ts', { ...BASE, DATABASE_URL: database.url, SETTINGS_SECRET: secretB.toString('base64') });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/SETTINGS_SECRET: not the secret the stored keys were encrypted with; 1 Community API key is stored/);
    expect(r.stderr).not.toContain('could not connect to Discord');
    expect(r.stderr + r.stdout).not.toContain(KEY);
  });
});

describe('npm run rotate-secret', PROCESS, () => {
  test('needs both secrets, naming the missing one', async () => {
    const r = await run('src/rotate-secret-main.ts', { DATA_DIR: data, SETTINGS_SECRET: secretA.toString('base64') });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/SETTINGS_SECRET_NEXT: missing.*openssl rand -base64 32/);
  });

  test('re-encrypts under SETTINGS_SECRET_NEXT and says to swap the variables; then only the new secret starts', async () => {
    const r = await run('src/rotate-secret-main.ts', {
      DATA_DIR: data,
      SETTINGS_SECRET: secretA.toString('base64'),
      SETTINGS_SECRET_NEXT: secretB.toString('base64'),
    });
    expect(r.stderr).toBe('');
    expect(r.stdout).toMatch(
      /Re-encrypted 1 stored API key .*\nNow set SETTINGS_SECRET to the value of SETTINGS_SECRET_NEXT, remove SETTINGS_SECRET_NEXT, and restart/,
    );
    expect(r.code).toBe(0);
    const old = await start({ SETTINGS_SECRET: secretA.toString('base64') });
    expect(old.code).toBe(1);
    expect(old.stderr).toContain('SETTINGS_SECRET: not the secret');
    const swapped = await start({ SETTINGS_SECRET: secretB.toString('base64') });
    expect(swapped.stderr).toContain('could not connect to Discord');
    const store = await openStore({ dataDir: data }, { box: createSecretBox(secretB) });
    try {
      expect(await store.settings.apiKey(GUILD)).toBe(KEY);
    } finally {
      await store.close();
    }
  });
});

/**
 * The rotation window as docs/operating.md runs it: every process has SETTINGS_SECRET (old) and
 * SETTINGS_SECRET_NEXT (new) while `npm run rotate-secret` moves the stored keys; then the
 * variables are swapped and the processes restarted one by one.
 */
describe('a secret rotation with processes running', { timeout: 300_000 }, () => {
  const secretC = randomBytes(32);
  const OTHER = '223456789012345678';
  const CONSOLE_GUILD = '1303458820156252777';
  const ROTATING = { SETTINGS_SECRET: secretB.toString('base64'), SETTINGS_SECRET_NEXT: secretC.toString('base64') };
  const SWAPPED = { SETTINGS_SECRET: secretC.toString('base64') };

  /** `npm run console` on `folder`, fed `lines`, as an administrator of CONSOLE_GUILD. */
  const consoleOn = (folder: string, lines: string[], env: Record<string, string>) =>
    run('src/console/main.ts', env, { args: ['--fast', '--data', folder, '--guild', CONSOLE_GUILD, '--as', 'admin'], lines });

  async function keysUnder(folder: string, secret: Buffer, guilds: string[]) {
    const store = await openStore({ dataDir: folder }, { box: createSecretBox(secret) });
    try {
      return await Promise.all(guilds.map((g) => store.settings.apiKey(g).catch((err: unknown) => (err as Error).name)));
    } finally {
      await store.close();
    }
  }

  test('a /setup during the window is stored under the new secret: after the swap every process starts', async () => {
    const folder = join(dir, 'window');
    const seed = await openStore({ dataDir: folder }, { box: createSecretBox(secretB) });
    await seed.settings.setKey(GUILD, KEY, { userId: '423456789012345678', summary: 'set the key' });
    await seed.close();

    const rotated = await run('src/rotate-secret-main.ts', { DATA_DIR: folder, ...ROTATING });
    expect(rotated.stdout).toMatch(/Re-encrypted 1 stored API key/);
    // In the window, a process that has both secrets takes a new key with /setup.
    const setup = await consoleOn(folder, ['/setup', 'press 1', DEMO_API_KEY], ROTATING);
    expect(setup.stdout).toContain(`Key checked and saved (ending …${DEMO_API_KEY.slice(-4)})`);
    expect(setup.code).toBe(0);

    // Swapped: SETTINGS_SECRET is the new one, alone.
    const swapped = await start({ DATA_DIR: folder, ...SWAPPED });
    expect(swapped.stderr).not.toMatch(/SETTINGS_SECRET:/);
    expect(swapped.stderr).toContain('could not connect to Discord');
    expect(await keysUnder(folder, secretC, [GUILD, CONSOLE_GUILD])).toEqual([KEY, DEMO_API_KEY]);
  });

  test('a rolling restart: a process restarted with both secrets starts whichever secret each key is under', async () => {
    const folder = join(dir, 'rolling');
    // One key still under the old secret, one stored in the window under the new one.
    for (const [secret, guild] of [
      [secretB, GUILD],
      [secretC, OTHER],
    ] as const) {
      const seed = await openStore({ dataDir: folder }, { box: createSecretBox(secret) });
      await seed.settings.setKey(guild, KEY, { userId: '423456789012345678', summary: 'set the key' });
      await seed.close();
    }
    const both = await start({ DATA_DIR: folder, ...ROTATING });
    expect(both.stderr).not.toMatch(/SETTINGS_SECRET:/);
    expect(both.stderr).toContain('could not connect to Discord');

    // Swapped before the rotation moved the old key: refused, naming the server and the recovery.
    const early = await start({ DATA_DIR: folder, ...SWAPPED });
    expect(early.code).toBe(1);
    expect(early.stderr).toMatch(/SETTINGS_SECRET: not the secret the stored keys were encrypted with; 2 Community API keys are stored/);
    expect(early.stderr).toContain(`the key of server ${GUILD} opens with neither SETTINGS_SECRET nor SETTINGS_SECRET_NEXT`);
    expect(early.stderr).not.toContain(OTHER);
    expect(early.stderr).toMatch(/running `npm run rotate-secret` again.*it is idempotent/);

    // The recovery it names, run twice: the second run finds nothing left to move.
    const first = await run('src/rotate-secret-main.ts', { DATA_DIR: folder, ...ROTATING });
    expect(first.stdout).toMatch(/Re-encrypted 1 stored API key .*\n.*\nRunning this again is safe/);
    const again = await run('src/rotate-secret-main.ts', { DATA_DIR: folder, ...ROTATING });
    expect(again.stdout).toMatch(/Re-encrypted 0 stored API keys/);
    expect(again.code).toBe(0);
    const after = await start({ DATA_DIR: folder, ...SWAPPED });
    expect(after.stderr).not.toMatch(/SETTINGS_SECRET:/);
    expect(after.stderr).toContain('could not connect to Discord');
    expect(await keysUnder(folder, secretC, [GUILD, OTHER])).toEqual([KEY, KEY]);
  });
});
