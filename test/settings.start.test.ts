import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createSecretBox, openStore } from '../src/store/index.js';

/**
 * `npm start` and `npm run rotate-secret` on a data folder holding a key stored with /setup:
 * the wrong SETTINGS_SECRET (or none) refuses to start with a clear message; the right one
 * starts; rotation re-encrypts under SETTINGS_SECRET_NEXT, after which only that one starts.
 */

const root = fileURLToPath(new URL('..', import.meta.url));
const TSX = join(root, 'node_modules/tsx/dist/esm/index.mjs');
const LOOPBACK_ONLY = join(root, 'test/support/loopback-only.mjs');
const GUILD = '123456789012345678';
const KEY = '0b7f7c9e-1f0e-4a44-9a52-5d8f3c2b1a00';
const secretA = randomBytes(32);
const secretB = randomBytes(32);
const PROCESS = { timeout: 120_000 };

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

function run(entry: string, env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', LOOPBACK_ONLY, '--import', TSX, join(root, entry)], {
      cwd: dir,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
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

describe('npm run rotate-secret', PROCESS, () => {
  test('needs both secrets, naming the missing one', async () => {
    const r = await run('src/rotate-secret-main.ts', { DATA_DIR: data, SETTINGS_SECRET: secretA.toString('base64') });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/SETTINGS_SECRET_NEXT: missing.*openssl rand -base64 32/);
  });

  test('re-encrypts under SETTINGS_SECRET_NEXT and says to swap the variables; then only the new secret starts', async () => {
    const r = await run('src/rotate-secret-main.ts', { DATA_DIR: data, SETTINGS_SECRET: secretA.toString('base64'), SETTINGS_SECRET_NEXT: secretB.toString('base64') });
    expect(r.stderr).toBe('');
    expect(r.stdout).toMatch(/Re-encrypted 1 stored API key .*\nNow set SETTINGS_SECRET to the value of SETTINGS_SECRET_NEXT, remove SETTINGS_SECRET_NEXT, and restart/);
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
