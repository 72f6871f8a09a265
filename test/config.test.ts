import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ConfigError, envSchema, parseConfig, secretsOf } from '../src/config.js';
import { replicaWarning } from '../src/redis.js';

const KEY = '0b7f7c9e-1f0e-4a44-9a52-5d8f3c2b1a00';
const GUILD = '123456789012345678';

describe('config', () => {
  it('applies sensible defaults to an empty environment', () => {
    const c = parseConfig({});
    expect(c.api.ratePerSecond).toBe(1);
    expect(c.api.timeoutMs).toBe(8000);
    expect(c.api.spelling).toBe('neutral');
    expect(c.discord.shardCount).toBe('auto');
    expect(c.api.keysByGuild).toEqual({});
    expect(c.log.format).toBe('json');
  });

  it('keeps state in ./data by default, and on a PostgreSQL server when DATABASE_URL is set', () => {
    expect(parseConfig({}).store).toEqual({ dataDir: './data' });
    const c = parseConfig({ DATA_DIR: '/var/lib/bot', DATABASE_URL: 'postgres://bot:s%40cret@db:5432/bot' });
    expect(c.store).toEqual({ dataDir: '/var/lib/bot', databaseUrl: 'postgres://bot:s%40cret@db:5432/bot' });
    // The password is scrubbed from logs like the other secrets.
    expect(secretsOf(c)).toContain('s@cret');
    expect(() => parseConfig({ DATABASE_URL: 'mysql://db/bot' })).toThrow(/DATABASE_URL: expected a PostgreSQL URL/);
  });

  it('maps the single guild and key, and several guilds through COMMUNITY_API_KEYS', () => {
    const other = '223456789012345678';
    const key2 = '1b7f7c9e-1f0e-4a44-9a52-5d8f3c2b1a00';
    const c = parseConfig({ DISCORD_GUILD_ID: GUILD, COMMUNITY_API_KEY: KEY, COMMUNITY_API_KEYS: `${other}=${key2}` });
    expect(c.api.keysByGuild).toEqual({ [GUILD]: KEY, [other]: key2 });
  });

  it('reports every malformed variable at once, by name, with what is expected', () => {
    let err: unknown;
    try {
      parseConfig({
        DISCORD_GUILD_ID: 'abc',
        COMMUNITY_API_KEY: 'not-a-uuid',
        COMMUNITY_API_URL: 'nope',
        API_RATE_PER_SECOND: '-1',
        SHARD_IDS: '0,x',
        COMMUNITY_API_KEYS: 'junk',
      });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ConfigError);
    const text = (err as ConfigError).message;
    for (const name of [
      'DISCORD_GUILD_ID',
      'COMMUNITY_API_KEY',
      'COMMUNITY_API_URL',
      'API_RATE_PER_SECOND',
      'SHARD_IDS',
      'COMMUNITY_API_KEYS',
    ]) {
      expect(text).toContain(name);
    }
    expect(text).toContain('UUID');
    expect(text).not.toContain('not-a-uuid');
  });

  it('refuses a shard slice without a shard count, or outside it', () => {
    expect(() => parseConfig({ SHARD_IDS: '0,1' })).toThrow(/SHARD_IDS: needs SHARD_COUNT/);
    expect(() => parseConfig({ SHARD_COUNT: '2', SHARD_IDS: '1,2' })).toThrow(/SHARD_IDS: expected shard numbers from 0 to 1/);
    expect(parseConfig({ SHARD_COUNT: '4', SHARD_IDS: '2,3' }).discord).toMatchObject({ shardCount: 4, shardIds: [2, 3] });
  });

  it('reports required variables that are missing', () => {
    expect(() => parseConfig({}, { require: ['DISCORD_TOKEN', 'COMMUNITY_API_KEY'] })).toThrow(
      /DISCORD_TOKEN: missing[\s\S]*COMMUNITY_API_KEY: missing/,
    );
  });

  it('reads the replica settings: HTTP interactions, Redis, REST base', () => {
    const publicKey = 'AB'.repeat(32);
    const c = parseConfig({
      INTERACTIONS_PORT: '8080',
      DISCORD_PUBLIC_KEY: publicKey,
      REDIS_URL: 'redis://:s3cret-pass@redis:6379/0',
      DISCORD_API_URL: 'http://proxy:8080/api/',
      REPLICAS: '3',
    });
    expect(c.interactions).toEqual({ port: 8080, host: '0.0.0.0', publicKey: publicKey.toLowerCase() });
    expect(c.redis).toEqual({ url: 'redis://:s3cret-pass@redis:6379/0', prefix: 'cbot:' });
    expect(c.discord.apiUrl).toBe('http://proxy:8080/api');
    expect(c.replicas).toBe(3);
    // The Redis password never reaches a log line.
    expect(secretsOf(c)).toContain('s3cret-pass');
    expect(parseConfig({}).interactions).toBeUndefined();
    expect(parseConfig({}).redis).toBeUndefined();
  });

  it('requires the public key in HTTP interactions mode, and refuses malformed replica settings', () => {
    expect(() => parseConfig({ INTERACTIONS_PORT: '8080' })).toThrow(/DISCORD_PUBLIC_KEY: missing/);
    let text = '';
    try {
      parseConfig({ INTERACTIONS_PORT: '70000', DISCORD_PUBLIC_KEY: 'xyz', REDIS_URL: 'http://redis', REPLICAS: '0' });
    } catch (e) {
      text = (e as Error).message;
    }
    for (const name of ['INTERACTIONS_PORT', 'DISCORD_PUBLIC_KEY', 'REDIS_URL', 'REPLICAS']) expect(text).toContain(`${name}: expected`);
  });

  it('warns when several replicas run without Redis, and only then', () => {
    expect(replicaWarning(parseConfig({ REPLICAS: '3' }))).toMatch(/REPLICAS=3 but REDIS_URL is not set.*per replica.*3 times/);
    expect(replicaWarning(parseConfig({ REPLICAS: '3', REDIS_URL: 'redis://127.0.0.1:6379' }))).toBeUndefined();
    expect(replicaWarning(parseConfig({}))).toBeUndefined();
  });

  it('lists every variable in .env.example with a comment', () => {
    const example = readFileSync(new URL('../.env.example', import.meta.url), 'utf8');
    for (const name of Object.keys(envSchema.shape)) {
      expect(example, name).toMatch(new RegExp(`#[^\\n]*\\n(#[^\\n]*\\n)*${name}=`));
    }
  });

  it('is the only module that reads process.env', () => {
    const root = new URL('..', import.meta.url);
    const files = ['src', 'commands', 'bench']
      .flatMap((dir) => {
        try {
          return readdirSync(new URL(dir, root), { recursive: true }).map((f) => `${dir}/${String(f)}`);
        } catch {
          return [];
        }
      })
      .filter((f) => f.endsWith('.ts') && /process\.env\b/.test(readFileSync(new URL(f, root), 'utf8')));
    expect(files).toEqual(['src/config.ts']);
  });
});
