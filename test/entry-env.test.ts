import { spawn } from 'node:child_process';
import { copyFile, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Client } from 'discord.js';
import { clientOptions } from '../src/bot/bot.js';
import { envSchema, parseConfig, takeShardingFromEnvironment } from '../src/config.js';
import { scratchDatabase, type ScratchDatabase } from '../bench/replicas.js';
import { TEST_SERVERS } from './support/servers.js';
import { entryArgs } from './support/entries.js';

/**
 * Every value docs/configuration.md and .env.example document, given to the real entry points (`npm start`,
 * `npm run console`, `npm run deploy-commands`) as a user would: `.env.example` copied to `.env`
 * verbatim, then the other documented values. `npm start` runs with a preload that refuses any
 * request beyond loopback, so "could not connect to Discord" proves it got as far as logging in.
 */

const root = fileURLToPath(new URL('..', import.meta.url));
const LOOPBACK_ONLY = join(root, 'test/support/loopback-only.mjs');
const KEY = '0b7f7c9e-1f0e-4a44-9a52-5d8f3c2b1a00';
const GUILD = '123456789012345678';

/** What `npm start` requires on top of .env.example (documented there as required). */
const START = { DISCORD_TOKEN: 'aaa.bbb.ccc', COMMUNITY_API_URL: 'http://127.0.0.1:9', COMMUNITY_API_KEY: KEY, DISCORD_GUILD_ID: GUILD };

/** The documented alternatives to .env.example's own values, all at once. */
const ALTERNATIVES = {
  DISCORD_APPLICATION_ID: '876543210987654321',
  COMMUNITY_API_KEYS: `${GUILD}=${KEY},223456789012345678=1b7f7c9e-1f0e-4a44-9a52-5d8f3c2b1a00`,
  COMMUNITY_PLATFORM_SPELLING: 'discord',
  MODERATOR_ROLE_IDS: '323456789012345678,423456789012345678',
  AUDIT_CHANNEL_ID: '523456789012345678',
  API_RATE_PER_SECOND: '1',
  BACKGROUND_SHARE: '0.25',
  WEB_SHARE: '0.5',
  API_TIMEOUT_MS: '8000',
  SHARD_COUNT: '2',
  SHARD_IDS: '0,1',
  LOG_LEVEL: 'debug',
  LOG_FORMAT: 'pretty',
  NODE_ENV: 'production',
  DATA_DIR: './data-elsewhere',
  DATABASE_URL: TEST_SERVERS.postgres.url,
  SETTINGS_SECRET: 'UKom/rg1KUFyHBwmI0lJjxlm/0HqZ1N7d7MPbBud7oY=',
  SETTINGS_SECRET_NEXT: 'f5d2a6e83cf931cd9cb8d9e82e387c09d82e574b69832515e195c973beae3b47',
  OPS_PORT: '0',
  OPS_HOST: '127.0.0.1',
  METRICS_PORT: '0',
  METRICS_HOST: '127.0.0.1',
  METRICS_GUILD_LABELS: 'true',
  WEB_PORT: '0',
  WEB_HOST: '127.0.0.1',
  WEB_TRUSTED_PROXIES: '10.0.0.0/8, ::1',
  WEB_SHED_UTILISATION: '0.8',
};

/**
 * HTTP-interactions and replica settings change what `npm start` is (a webhook server, not a
 * gateway login), so the tests that start it in that mode exercise them: named here, checked below.
 */
const STARTED_ELSEWHERE: Record<string, string> = {
  INTERACTIONS_PORT: 'test/http-interactions.test.ts',
  INTERACTIONS_HOST: 'test/http-interactions.test.ts',
  DISCORD_PUBLIC_KEY: 'test/replicas.test.ts',
  SHUTDOWN_GRACE_MS: 'test/replicas.test.ts',
  DISCORD_API_URL: 'test/replicas.test.ts',
  REDIS_URL: 'test/replicas.test.ts',
  REDIS_PREFIX: 'test/replicas.test.ts',
  REPLICAS: 'test/replicas.test.ts',
  PUBLIC_URL: 'test/web.server.test.ts',
  OPS_TOKEN: 'test/http-interactions.test.ts',
};

// npm start opens a PostgreSQL server's store at start (and migrates it): a database of its own,
// not the shared test database. Without a server the starts only warn that it is unreachable.
let database: ScratchDatabase | undefined;
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'entry-env-'));
  await copyFile(join(root, '.env.example'), join(dir, '.env'));
  database = await scratchDatabase(TEST_SERVERS.postgres.url, 'entry_env').catch(() => undefined);
  if (database) ALTERNATIVES.DATABASE_URL = database.url;
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
  await database?.drop();
});

function run(entry: string, args: string[], env: Record<string, string>, input = '', preload: string[] = []) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, [...preload.flatMap((p) => ['--import', p]), ...entryArgs(entry), ...args], {
      cwd: dir,
      env: { PATH: process.env.PATH ?? '', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.stdin.end(input);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const start = (env: Record<string, string>) => run('src/main.ts', [], env, '', [LOOPBACK_ONLY]);
const consoleRun = (env: Record<string, string>) => run('src/console/main.ts', ['--fast'], env, '/chains\n');

test('the alternatives cover every variable .env.example documents', async () => {
  const documented = (await readFile(join(root, '.env.example'), 'utf8')).match(/^[A-Z_]+(?==)/gm) ?? [];
  const alternatives = new Set([...Object.keys(ALTERNATIVES), ...Object.keys(START), ...Object.keys(STARTED_ELSEWHERE)]);
  expect(documented.filter((name) => !alternatives.has(name))).toEqual([]);
  for (const [name, file] of Object.entries(STARTED_ELSEWHERE)) {
    expect(await readFile(join(root, file), 'utf8'), `${file} sets ${name}`).toContain(name);
  }
  expect(documented.sort()).toEqual(Object.keys(envSchema.shape).sort());
});

describe('the discord.js client is built whatever the documented SHARD_COUNT (as loadConfig leaves the environment)', () => {
  test.each([
    [{ SHARD_COUNT: 'auto' }, 'auto', 1],
    [{ SHARD_COUNT: '1' }, [0], 1],
    [{ SHARD_COUNT: '2' }, [0, 1], 2],
    [{ SHARD_COUNT: '4', SHARD_IDS: '1,3' }, [1, 3], 4],
  ])('%o', (env, shards, shardCount) => {
    // discord.js reads these two from the environment itself: set them as a user would.
    const saved = { SHARD_COUNT: process.env.SHARD_COUNT, SHARD_IDS: process.env.SHARD_IDS };
    Object.assign(process.env, env);
    try {
      // What loadConfig does: parse, then take the two out of discord.js's sight.
      const config = parseConfig(process.env);
      takeShardingFromEnvironment();
      expect(process.env.SHARD_COUNT).toBeUndefined();
      const client = new Client(clientOptions(config));
      expect(client.options.shards).toEqual(shards);
      expect(client.options.shardCount).toBe(shardCount);
      void client.destroy();
    } finally {
      for (const [k, v] of Object.entries(saved))
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
    }
  });
});

// Each test starts a real process: on a loaded machine that alone can take 10 s.
const PROCESS = { timeout: 120_000 };

describe('.env.example as .env, verbatim (SHARD_COUNT=auto)', PROCESS, () => {
  test('npm start gets as far as logging in to Discord', async () => {
    const r = await start(START);
    expect(r.stderr).toContain('could not connect to Discord');
    expect(r.stderr).toContain('loopback-only');
    expect(r.stderr).not.toMatch(/shardCount|DiscordjsTypeError/);
    expect(r.code).toBe(1);
  });

  test('npm run console answers a command', async () => {
    const r = await consoleRun({});
    expect(r.stderr).not.toMatch(/shardCount|stopped/);
    expect(r.stdout).toContain('Supported chains');
    expect(r.code).toBe(0);
  });

  test('npm run deploy-commands -- --dry-run prints the definitions', async () => {
    const r = await run('src/deploy-main.ts', ['--dry-run'], {});
    expect(r.code).toBe(0);
    expect((JSON.parse(r.stdout) as unknown[]).length).toBeGreaterThan(0);
  });
});

/** The remaining documented values that ALTERNATIVES leaves out (one process each per entry). */
const MORE = { NODE_ENV: 'test', LOG_LEVEL: 'fatal', LOG_FORMAT: 'json', SHARD_COUNT: '1', COMMUNITY_PLATFORM_SPELLING: 'neutral' };

describe.each([
  ['the other documented values', ALTERNATIVES],
  ['test mode, fatal JSON logs, one shard', MORE],
])('%s', (_name, values) => {
  test('npm start', PROCESS, async () => {
    const r = await start({ ...START, ...values });
    expect(r.stderr).toContain('could not connect to Discord');
    if ('METRICS_PORT' in values)
      expect(r.stderr).toMatch(/metrics and health endpoints listening.*127\.0\.0\.1|127\.0\.0\.1.*metrics and health endpoints listening/);
    expect(r.stderr).not.toMatch(/shardCount|DiscordjsTypeError|Configuration problems/);
    expect(r.code).toBe(1);
  });

  test('npm run console', PROCESS, async () => {
    const r = await consoleRun(values);
    expect(r.stderr).not.toMatch(/shardCount|stopped|Configuration problems/);
    expect(r.stdout).toContain('Supported chains');
    expect(r.code).toBe(0);
  });
});
