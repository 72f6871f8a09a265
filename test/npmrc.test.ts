import { spawn } from 'node:child_process';
import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

/**
 * The project's `.npmrc`, as a newcomer's npm reads it: a failing `npm ci` says why, an
 * unsupported Node is warned about, and `npm run -s` (the documented form for output a program
 * reads) prints only the script's own output.
 */

const root = fileURLToPath(new URL('..', import.meta.url));

/** npm run from `npm test` exports npm_config_* (its own loglevel among them): the child must read only the .npmrc. */
function cleanEnv(): Record<string, string> {
  return Object.fromEntries(Object.entries(process.env).filter(([k, v]) => !/^npm_/i.test(k) && v !== undefined)) as Record<string, string>;
}

function npm(args: string[], cwd: string) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn('npm', args, { cwd, env: cleanEnv() });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8');
    child.stderr.setEncoding('utf8');
    child.stdout.on('data', (d: string) => (stdout += d));
    child.stderr.on('data', (d: string) => (stderr += d));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe(".npmrc keeps npm's errors and warnings", { timeout: 120_000 }, () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'npmrc-'));
    await copyFile(join(root, '.npmrc'), join(dir, '.npmrc'));
    // A project as a clone would be when `npm ci` cannot work (no lockfile) on a Node it does not support.
    await writeFile(
      join(dir, 'package.json'),
      JSON.stringify({ name: 'npmrc-check', version: '1.0.0', private: true, engines: { node: '>=99' } }),
    );
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  test('a failing npm ci prints why, not only exit 1', async () => {
    const r = await npm(['ci', '--offline', '--no-audit', '--no-fund'], dir);
    expect(r.code).not.toBe(0);
    expect(r.stderr).toMatch(/npm error .*package-lock\.json/);
  });

  test('an unsupported Node version is warned about (EBADENGINE)', async () => {
    const r = await npm(['install', '--offline', '--no-audit', '--no-fund'], dir);
    expect(r.stderr).toContain('npm warn EBADENGINE');
  });
});

test('`npm run -s deploy-commands -- --dry-run`, as docs/discord-setup.md prints it, writes only the JSON on stdout', {
  timeout: 120_000,
}, async () => {
  const r = await npm(['run', '-s', 'deploy-commands', '--', '--dry-run'], root);
  expect(r.code).toBe(0);
  expect(Array.isArray(JSON.parse(r.stdout))).toBe(true);
});
