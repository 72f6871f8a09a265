import { spawn } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LimitedCollection } from 'discord.js';
import { afterEach, describe, expect, test } from 'vitest';
import { clientOptions, shardOptions } from '../src/bot/bot.js';
import { installProcessHandlers } from '../src/bot/process.js';
import { MESSAGES } from '../src/bot/router/router.js';
import { parseConfig } from '../src/config.js';
import { createLogger } from '../src/log.js';
import { fixtureModules, type Probe } from './fixtures/modules.js';
import { startTestBot, type TestBot } from './harness.js';
import { entryArgs } from './support/entries.js';

async function until(cond: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 500 && !cond(); i++) await new Promise((r) => setTimeout(r, 10));
  if (!cond()) throw new Error(`timed out waiting for ${what}`);
}

describe('npm start', () => {
  async function start(env: Record<string, string>) {
    const dir = await mkdtemp(join(tmpdir(), 'main-'));
    try {
      return await new Promise<{ code: number | null; stderr: string }>((resolve) => {
        const child = spawn(process.execPath, entryArgs('src/main.ts'), {
          cwd: dir,
          env: { PATH: process.env.PATH ?? '', ...env },
        });
        let stderr = '';
        child.stderr.on('data', (d) => (stderr += d));
        child.on('close', (code) => resolve({ code, stderr }));
      });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  test('lists everything missing or malformed at once, points to npm run console, exits 1', async () => {
    const r = await start({ DISCORD_TOKEN: '', COMMUNITY_API_URL: 'ftp://example.com', SHARD_COUNT: 'two', COMMUNITY_API_KEYS: '' });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('DISCORD_TOKEN: missing');
    expect(r.stderr).toContain('COMMUNITY_API_URL: expected an http(s) URL');
    expect(r.stderr).toContain('SHARD_COUNT: expected "auto" or a whole number of shards');
    // No key is required at start: each server sets its own with /setup.
    expect(r.stderr).not.toContain('COMMUNITY_API_KEY');
    expect(r.stderr).toContain('npm run console');
  });

  test('a key without the server it belongs to names DISCORD_GUILD_ID', async () => {
    const r = await start({
      DISCORD_TOKEN: 'aaa.bbb.ccc',
      COMMUNITY_API_URL: 'http://127.0.0.1:9',
      COMMUNITY_API_KEY: '0b7f7c9e-1f0e-4a44-9a52-5d8f3c2b1a00',
    });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('DISCORD_GUILD_ID: missing');
    expect(r.stderr).not.toContain('COMMUNITY_API_KEY: missing');
  });
});

describe('client options', () => {
  test('no intents (no server, channel or role is sent at login to be cached), no mentions, unused caches off', () => {
    const o = clientOptions(parseConfig({ NODE_ENV: 'test' }));
    expect(o.intents).toEqual([]);
    expect(o.allowedMentions).toEqual({ parse: [] });
    const users = o.makeCache!(class UserManager {} as never, class User {} as never, { name: 'UserManager' } as never);
    expect(users).toBeInstanceOf(LimitedCollection);
    expect((users as LimitedCollection<string, unknown>).maxSize).toBe(0);
  });

  test('sharding from config: auto, a count, or some ids of a count', () => {
    expect(shardOptions(parseConfig({}).discord)).toEqual({ shards: 'auto' });
    expect(shardOptions(parseConfig({ SHARD_COUNT: '3' }).discord)).toEqual({ shardCount: 3, shards: [0, 1, 2] });
    expect(shardOptions(parseConfig({ SHARD_COUNT: '4', SHARD_IDS: '1,3' }).discord)).toEqual({ shardCount: 4, shards: [1, 3] });
  });
});

describe('signals and shutdown', () => {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger({ level: 'info', destination: { write: (l: string) => void lines.push(JSON.parse(l)) } });
  let bot: TestBot | undefined;
  let release: () => void = () => undefined;
  let uninstall: () => void = () => undefined;
  afterEach(async () => {
    release();
    uninstall();
    await bot?.close();
    bot = undefined;
  });

  async function setUp(drainTimeoutMs?: number) {
    const probe: Probe = { slowGate: new Promise<void>((r) => (release = r)) };
    bot = await startTestBot({ commands: fixtureModules(probe), logger, ...(drainTimeoutMs ? { drainTimeoutMs } : {}) });
    const proc = new EventEmitter();
    const exits: number[] = [];
    uninstall = installProcessHandlers({ proc, logger, exit: (c) => exits.push(c), stop: () => bot!.bot.stop() });
    return { proc, exits, bot };
  }

  test('SIGTERM: stops taking interactions, lets the one in flight finish, then exits 0', async () => {
    const { proc, exits, bot } = await setUp();
    const slow = bot.slash('probe', { subcommand: 'slow' });
    await until(() => bot.router.active === 1 && bot.calls.length === 1, 'the slow command to be deferred');
    proc.emit('SIGTERM');
    const late = await bot.slash('probe', { subcommand: 'count', n: 1 });
    expect(late.message?.content).toBe(MESSAGES.restarting);
    expect(late.ephemeral).toBe(true);
    expect(exits).toEqual([]);
    release();
    const finished = await slow;
    expect(finished.message?.content).toBe('slow done');
    await until(() => exits.length > 0, 'exit');
    expect(exits).toEqual([0]);
  });

  test('the wait is bounded', async () => {
    const { proc, exits, bot } = await setUp(200);
    void bot.slash('probe', { subcommand: 'slow' });
    await until(() => bot.router.active === 1 && bot.calls.length === 1, 'the slow command to be deferred');
    proc.emit('SIGINT');
    await until(() => exits.length > 0, 'exit');
    expect(exits).toEqual([0]);
    expect(lines.some((l) => l.msg === 'stopping with interactions still in flight' && l.active === 1)).toBe(true);
  });

  test('an unhandled rejection is logged and the process stays up', async () => {
    const { proc, exits } = await setUp();
    proc.emit('unhandledRejection', new Error('nobody caught me'));
    expect(exits).toEqual([]);
    expect(lines.some((l) => l.msg === 'unhandled promise rejection' && JSON.stringify(l.err).includes('nobody caught me'))).toBe(true);
  });
});
