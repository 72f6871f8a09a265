import { config as loadDotenv } from 'dotenv';
import { z } from 'zod';
import { parseTrustedProxies, type TrustedProxies } from './visitor-address.js';

/**
 * The only place that reads the environment. Everything else receives a parsed Config.
 */

const snowflake = z.string().regex(/^\d{16,20}$/, 'a Discord id (16 to 20 digits)');
/** A Community API key: a UUID (the environment's keys and the ones typed into /setup). */
export const API_KEY_FORMAT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuid = z.string().regex(API_KEY_FORMAT, 'an API key in UUID format');

const list = <T extends z.ZodType>(item: T) =>
  z
    .string()
    .transform((s) =>
      s
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item) as unknown as z.ZodType<z.output<T>[], string[]>);

/** `guildId=apiKey,guildId=apiKey` */
const guildKeys = z.string().transform((s, ctx) => {
  const out: Record<string, string> = {};
  for (const pair of s
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [guild, key, ...rest] = pair.split('=').map((p) => p.trim());
    if (!guild || !key || rest.length > 0) {
      ctx.addIssue({ code: 'custom', message: 'pairs of guildId=apiKey separated by commas' });
      return z.NEVER;
    }
    if (!snowflake.safeParse(guild).success || !uuid.safeParse(key).success) {
      ctx.addIssue({ code: 'custom', message: 'pairs of guildId=apiKey (Discord id = UUID) separated by commas' });
      return z.NEVER;
    }
    out[guild] = key;
  }
  return out;
});

export const SETTINGS_SECRET_HINT = 'generate one with `openssl rand -base64 32`';
/** 32 random bytes have about 30 distinct values; fewer than 16 is a pattern, not randomness. */
const MIN_DISTINCT_BYTES = 16;

export type SecretParse = { ok: true; key: Buffer } | { ok: false; problem: string };

/** SETTINGS_SECRET: 32 bytes as 64 hex characters or as base64 (standard or url-safe, padding optional). */
export function parseSettingsSecret(text: string): SecretParse {
  const s = text.trim();
  let key: Buffer | undefined;
  if (/^[0-9a-fA-F]{64}$/.test(s)) key = Buffer.from(s, 'hex');
  else if (/^[A-Za-z0-9+/_-]{43}=?$/.test(s)) key = Buffer.from(s.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  if (key?.length !== 32) {
    return { ok: false, problem: `32 random bytes as base64 (44 characters) or hex (64 characters); ${SETTINGS_SECRET_HINT}` };
  }
  if (new Set(key).size < MIN_DISTINCT_BYTES) {
    return { ok: false, problem: `32 random bytes, not a pattern (this one repeats bytes, so it is weak); ${SETTINGS_SECRET_HINT}` };
  }
  return { ok: true, key };
}

const settingsSecret = z.string().transform((s, ctx) => {
  const parsed = parseSettingsSecret(s);
  if (parsed.ok) return parsed.key;
  ctx.addIssue({ code: 'custom', message: parsed.problem });
  return z.NEVER;
});

const intFrom = (min: number, max: number, what: string) => z.coerce.number({ message: what }).int(what).min(min, what).max(max, what);

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const opt = <T extends z.ZodType>(s: T) => z.preprocess(emptyToUndefined, s.optional());

export const envSchema = z.object({
  NODE_ENV: opt(z.enum(['development', 'production', 'test'], { error: 'development, production or test' })),
  DISCORD_TOKEN: opt(z.string().regex(/^[\w-]+\.[\w-]+\.[\w-]+$/, 'a bot token from the Discord developer portal')),
  DISCORD_APPLICATION_ID: opt(snowflake),
  DISCORD_GUILD_ID: opt(snowflake),
  COMMUNITY_API_URL: opt(z.url({ protocol: /^https?$/, error: 'an http(s) URL such as https://api.example.com' })),
  COMMUNITY_API_KEY: opt(uuid),
  COMMUNITY_API_KEYS: opt(guildKeys),
  COMMUNITY_PLATFORM_SPELLING: opt(z.enum(['neutral', 'discord'], { message: 'neutral or discord' })),
  MODERATOR_ROLE_IDS: opt(list(snowflake)),
  AUDIT_CHANNEL_ID: opt(snowflake),
  API_RATE_PER_SECOND: opt(
    z.coerce.number({ message: 'a number of requests per second' }).positive('a positive number').max(1000, 'at most 1000'),
  ),
  API_TIMEOUT_MS: opt(intFrom(100, 60_000, 'milliseconds between 100 and 60000')),
  BACKGROUND_SHARE: opt(z.coerce.number({ message: 'a share between 0 and 1, such as 0.5' }).gt(0, 'more than 0').max(1, 'at most 1')),
  WEB_SHARE: opt(z.coerce.number({ message: 'a share between 0 and 1, such as 0.25' }).gt(0, 'more than 0').max(1, 'at most 1')),
  SHARD_COUNT: opt(
    z.union([z.literal('auto'), intFrom(1, 10_000, '"auto" or a whole number of shards')], { error: '"auto" or a whole number of shards' }),
  ),
  SHARD_IDS: opt(list(intFrom(0, 9_999, 'shard numbers'))),
  SETTINGS_SECRET: opt(settingsSecret),
  SETTINGS_SECRET_NEXT: opt(settingsSecret),
  DATA_DIR: opt(z.string().trim().min(1, 'a folder path')),
  DATABASE_URL: opt(z.url({ protocol: /^postgres(ql)?$/, error: 'a PostgreSQL URL such as postgres://user:password@host:5432/dbname' })),
  DISCORD_API_URL: opt(
    z.url({ protocol: /^https?$/, error: 'an http(s) URL of a Discord REST API or proxy, such as https://discord.com/api' }),
  ),
  INTERACTIONS_PORT: opt(intFrom(0, 65_535, 'a TCP port (0 to 65535)')),
  INTERACTIONS_HOST: opt(z.string().regex(/^[\w.:-]+$/, 'a host name or address to listen on, such as 0.0.0.0')),
  DISCORD_PUBLIC_KEY: opt(z.string().regex(/^[0-9a-f]{64}$/i, "the application's public key (64 hex characters, General Information tab)")),
  SHUTDOWN_GRACE_MS: opt(intFrom(0, 120_000, 'milliseconds between 0 and 120000')),
  OPS_PORT: opt(intFrom(0, 65_535, 'a TCP port (0 to 65535)')),
  OPS_HOST: opt(z.string().regex(/^[\w.:-]+$/, 'a host name or address to listen on, such as 127.0.0.1')),
  OPS_TOKEN: opt(
    z
      .string()
      .regex(/^[\x21-\x7e]{24,256}$/, 'at least 24 printable characters without spaces; generate one with `openssl rand -base64 32`'),
  ),
  METRICS_PORT: opt(intFrom(0, 65_535, 'a TCP port (0 to 65535)')),
  METRICS_HOST: opt(z.string().regex(/^[\w.:-]+$/, 'a host name or address to listen on, such as 0.0.0.0')),
  WEB_PORT: opt(intFrom(0, 65_535, 'a TCP port (0 to 65535)')),
  WEB_HOST: opt(z.string().regex(/^[\w.:-]+$/, 'a host name or address to listen on, such as 0.0.0.0')),
  WEB_TRUSTED_PROXIES: opt(
    z.string().transform((s, ctx) => {
      const parsed = parseTrustedProxies(s);
      if (parsed.ok) return parsed.value;
      ctx.addIssue({ code: 'custom', message: parsed.problem });
      return z.NEVER;
    }),
  ),
  WEB_SHED_UTILISATION: opt(
    z.coerce.number({ message: 'a share between 0 and 1, such as 0.5 (1: never shed)' }).gt(0, 'more than 0').max(1, 'at most 1'),
  ),
  PUBLIC_URL: opt(z.url({ protocol: /^https?$/, error: 'the public http(s) address of the bot, such as https://bot.example.com' })),
  METRICS_GUILD_LABELS: opt(z.enum(['true', 'false'], { error: 'true or false' }).transform((v) => v === 'true')),
  REDIS_URL: opt(z.url({ protocol: /^rediss?$/, error: 'a redis:// or rediss:// URL such as redis://127.0.0.1:6379' })),
  REDIS_PREFIX: opt(z.string().regex(/^[\x21-\x7e]{1,64}$/, 'printable text without spaces (at most 64 characters)')),
  REPLICAS: opt(intFrom(1, 10_000, 'the whole number of bot processes you run (1 or more)')),
  LOG_LEVEL: opt(
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], { error: 'fatal, error, warn, info, debug, trace or silent' }),
  ),
  LOG_FORMAT: opt(z.enum(['json', 'pretty'], { error: 'json or pretty' })),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: 'development' | 'production' | 'test';
  discord: {
    token?: string;
    applicationId?: string;
    guildId?: string;
    shardCount: number | 'auto';
    shardIds?: number[];
    moderatorRoleIds: string[];
    auditChannelId?: string;
    /** REST base (with /api, without the version): a REST proxy, or a test stand-in. */
    apiUrl?: string;
  };
  /** HTTP interactions mode (no gateway): Discord POSTs each interaction to this port. */
  interactions?: { port: number; host: string; publicKey: string };
  /** Shared rate limit and read cache for several replicas; absent: this process's own. */
  redis?: { url: string; prefix: string };
  /**
   * /metrics, /healthz and /readyz on a port of their own (OPS_PORT). Gateway mode serves them
   * nowhere else (off without it). HTTP mode's public port serves /healthz only; without OPS_PORT
   * it also answers /readyz and /metrics to a request bearing `token` (OPS_TOKEN), and to no one
   * without a token.
   */
  ops: { port?: number; host: string; token?: string };
  metrics: { guildLabels: boolean };
  /**
   * The public web leaderboard: served beside /interactions in HTTP mode, on `port` (WEB_PORT)
   * in gateway mode (off there without it). `publicUrl` (PUBLIC_URL) builds its links; without
   * it /leaderboard shows no "Open on the web" link and pages use relative links only.
   */
  web: {
    port?: number;
    host: string;
    publicUrl?: string;
    /**
     * WEB_TRUSTED_PROXIES: how far `X-Forwarded-For` is believed (a hop count, or the proxies'
     * addresses) when the per-address limit names a visitor; unset, the TCP peer is the visitor.
     */
    trustedProxies?: TrustedProxies;
    /**
     * WEB_SHED_UTILISATION (default 0.5, src/web/shed.ts): while members' interactions are in
     * flight and the event loop spends more than this share of its time running code, web views
     * are answered 503 with Retry-After so the interactions go first; 1 never sheds.
     */
    shedUtilisation?: number;
  };
  /** HTTP mode: how long health checks fail before the listener closes on shutdown. */
  shutdownGraceMs: number;
  /** How many bot processes the operator says run (REPLICAS), for the startup warning. */
  replicas: number;
  api: {
    baseUrl?: string;
    /** guild id -> API key. A key is only ever used for its own guild. */
    keysByGuild: Record<string, string>;
    /**
     * Who named keysByGuild when it was not the environment: the console on its sandbox gives the
     * demo server the sandbox's demo key, so /setup says so instead of "the environment".
     */
    keysFrom?: 'sandbox';
    /** The key used when no guild applies (console, single-community set-ups). */
    defaultKey?: string;
    spelling: 'neutral' | 'discord';
    ratePerSecond: number;
    /** The most of each key's rate background jobs may use (BACKGROUND_SHARE, default 0.5). */
    backgroundShare: number;
    /**
     * The most of each key's rate the public web page may use (WEB_SHARE, default 0.25), after
     * members and after background work whose share is due.
     */
    webShare: number;
    timeoutMs: number;
  };
  settings: {
    /** Encrypts the API keys stored by /setup. Required whenever a key is stored. */
    secret?: Buffer;
    /**
     * During a rotation: the new secret. Keys are stored under it, and read under either; `npm
     * run rotate-secret` re-encrypts the rest under it.
     */
    nextSecret?: Buffer;
  };
  /**
   * Where durable state lives: a PostgreSQL server when DATABASE_URL is set, else the embedded
   * database persisted in `dataDir` (DATA_DIR, default ./data).
   */
  store: { databaseUrl?: string; dataDir: string };
  log: { level: string; format: 'json' | 'pretty' };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Configuration problems:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export type Requirement = 'DISCORD_TOKEN' | 'COMMUNITY_API_URL' | 'COMMUNITY_API_KEY';

export function parseConfig(env: Record<string, string | undefined>, options: { require?: Requirement[]; isTTY?: boolean } = {}): Config {
  const problems: string[] = [];
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0] ?? 'environment');
      problems.push(`${name}: expected ${issue.message}`);
    }
  }
  const e: Partial<Env> = parsed.success ? parsed.data : {};
  for (const name of options.require ?? []) {
    if (name === 'COMMUNITY_API_KEY') {
      if (!env.COMMUNITY_API_KEY && !env.COMMUNITY_API_KEYS) {
        problems.push('COMMUNITY_API_KEY: missing; set it (with DISCORD_GUILD_ID) or COMMUNITY_API_KEYS=guildId=key,…');
      }
    } else if (!env[name]) {
      problems.push(
        `${name}: missing; ${name === 'DISCORD_TOKEN' ? 'the bot token from the Discord developer portal' : 'the Community API base URL'}`,
      );
    }
  }
  if (e.COMMUNITY_API_KEY && e.DISCORD_GUILD_ID === undefined && options.require?.includes('DISCORD_TOKEN') && !e.COMMUNITY_API_KEYS) {
    problems.push('DISCORD_GUILD_ID: missing; the server whose community COMMUNITY_API_KEY belongs to');
  }
  if (e.SHARD_IDS && typeof e.SHARD_COUNT !== 'number') {
    problems.push('SHARD_IDS: needs SHARD_COUNT set to the total number of shards (not auto)');
  } else if (e.SHARD_IDS && typeof e.SHARD_COUNT === 'number' && e.SHARD_IDS.some((id) => id >= (e.SHARD_COUNT as number))) {
    problems.push(`SHARD_IDS: expected shard numbers from 0 to ${e.SHARD_COUNT - 1}`);
  }
  if (e.INTERACTIONS_PORT !== undefined && !e.DISCORD_PUBLIC_KEY) {
    problems.push("DISCORD_PUBLIC_KEY: missing; INTERACTIONS_PORT needs the application's public key to verify Discord's signatures");
  }
  for (const [name, older] of [
    ['OPS_PORT', 'METRICS_PORT'],
    ['OPS_HOST', 'METRICS_HOST'],
  ] as const) {
    if (e[name] !== undefined && e[older] !== undefined && e[name] !== e[older])
      problems.push(`${older}: the former name of ${name}, set to something else; keep ${name} only`);
  }
  const opsPort = e.OPS_PORT ?? e.METRICS_PORT;
  if (opsPort !== undefined && opsPort !== 0 && opsPort === e.INTERACTIONS_PORT) {
    problems.push('OPS_PORT: the same port as INTERACTIONS_PORT; the ops paths need a port of their own (one that stays private)');
  }
  if (e.WEB_PORT !== undefined && e.WEB_PORT !== 0 && (e.WEB_PORT === e.INTERACTIONS_PORT || e.WEB_PORT === opsPort)) {
    problems.push(
      'WEB_PORT: the same port as INTERACTIONS_PORT or OPS_PORT; in HTTP mode the web leaderboard is served beside /interactions, so leave WEB_PORT unset there',
    );
  }
  if (e.SETTINGS_SECRET_NEXT && !e.SETTINGS_SECRET) {
    problems.push('SETTINGS_SECRET_NEXT: needs SETTINGS_SECRET (the current secret) beside it; a rotation goes from one to the other');
  }
  if (problems.length > 0) throw new ConfigError([...new Set(problems)]);

  const keysByGuild: Record<string, string> = { ...(e.COMMUNITY_API_KEYS ?? {}) };
  if (e.DISCORD_GUILD_ID && e.COMMUNITY_API_KEY) keysByGuild[e.DISCORD_GUILD_ID] = e.COMMUNITY_API_KEY;
  const runtime = e.NODE_ENV ?? 'development';
  return {
    env: runtime,
    discord: {
      token: e.DISCORD_TOKEN,
      applicationId: e.DISCORD_APPLICATION_ID,
      guildId: e.DISCORD_GUILD_ID,
      shardCount: e.SHARD_COUNT ?? 'auto',
      shardIds: e.SHARD_IDS,
      moderatorRoleIds: e.MODERATOR_ROLE_IDS ?? [],
      auditChannelId: e.AUDIT_CHANNEL_ID,
      apiUrl: e.DISCORD_API_URL?.replace(/\/+$/, ''),
    },
    ...(e.INTERACTIONS_PORT !== undefined && e.DISCORD_PUBLIC_KEY
      ? {
          interactions: {
            port: e.INTERACTIONS_PORT,
            host: e.INTERACTIONS_HOST ?? '0.0.0.0',
            publicKey: e.DISCORD_PUBLIC_KEY.toLowerCase(),
          },
        }
      : {}),
    ...(e.REDIS_URL ? { redis: { url: e.REDIS_URL, prefix: e.REDIS_PREFIX ?? 'cbot:' } } : {}),
    replicas: e.REPLICAS ?? 1,
    ops: {
      ...(opsPort !== undefined ? { port: opsPort } : {}),
      host: e.OPS_HOST ?? e.METRICS_HOST ?? '0.0.0.0',
      ...(e.OPS_TOKEN ? { token: e.OPS_TOKEN } : {}),
    },
    metrics: { guildLabels: e.METRICS_GUILD_LABELS ?? false },
    web: {
      ...(e.WEB_PORT !== undefined ? { port: e.WEB_PORT } : {}),
      host: e.WEB_HOST ?? '0.0.0.0',
      ...(e.PUBLIC_URL ? { publicUrl: e.PUBLIC_URL.replace(/\/+$/, '') } : {}),
      ...(e.WEB_TRUSTED_PROXIES ? { trustedProxies: e.WEB_TRUSTED_PROXIES } : {}),
      ...(e.WEB_SHED_UTILISATION !== undefined ? { shedUtilisation: e.WEB_SHED_UTILISATION } : {}),
    },
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS ?? 5_000,
    api: {
      baseUrl: e.COMMUNITY_API_URL,
      keysByGuild,
      defaultKey: e.COMMUNITY_API_KEY,
      spelling: e.COMMUNITY_PLATFORM_SPELLING ?? 'neutral',
      ratePerSecond: e.API_RATE_PER_SECOND ?? 1,
      backgroundShare: e.BACKGROUND_SHARE ?? 0.5,
      webShare: e.WEB_SHARE ?? 0.25,
      timeoutMs: e.API_TIMEOUT_MS ?? 8_000,
    },
    settings: {
      ...(e.SETTINGS_SECRET ? { secret: e.SETTINGS_SECRET } : {}),
      ...(e.SETTINGS_SECRET_NEXT ? { nextSecret: e.SETTINGS_SECRET_NEXT } : {}),
    },
    store: { ...(e.DATABASE_URL ? { databaseUrl: e.DATABASE_URL } : {}), dataDir: e.DATA_DIR ?? './data' },
    log: {
      level: e.LOG_LEVEL ?? (runtime === 'test' ? 'silent' : 'info'),
      format: e.LOG_FORMAT ?? (runtime === 'production' || !(options.isTTY ?? false) ? 'json' : 'pretty'),
    },
  };
}

/**
 * discord.js reads SHARD_COUNT and SHARDS from the environment itself (for its
 * ShardingManager's children) whenever the client options leave them at their defaults, and
 * turns the documented SHARD_COUNT=auto into NaN. Once parsed here they are taken out, so the
 * client gets its sharding from the options alone.
 */
export function takeShardingFromEnvironment(env: Record<string, string | undefined> = process.env): void {
  delete env.SHARD_COUNT;
  delete env.SHARDS;
}

/** Reads `.env` and the process environment once. Exits with every problem listed when it is wrong. */
export function loadConfig(options: { require?: Requirement[]; hint?: string } = {}): Config {
  loadDotenv({ quiet: true });
  try {
    const config = parseConfig(process.env, { ...options, isTTY: Boolean(process.stderr.isTTY) });
    takeShardingFromEnvironment();
    return config;
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\nSee .env.example for every setting.${options.hint ? ` ${options.hint}` : ''}\n`);
      process.exit(1);
    }
    throw err;
  }
}

/** The password in a URL (a DATABASE_URL, a console's --data), for the log scrubber. */
export function passwordOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return decodeURIComponent(new URL(url).password) || undefined;
  } catch {
    return undefined;
  }
}

/** Every secret the process knows, for the logger's scrubber (the settings secrets in each spelling). */
export function secretsOf(config: Config): string[] {
  // A Redis URL may carry a password; the whole URL is treated as one.
  const redisPassword = config.redis ? decodeURIComponent(new URL(config.redis.url).password) : undefined;
  const spellings = (key: Buffer | undefined) =>
    key
      ? [key.toString('hex'), key.toString('hex').toUpperCase(), key.toString('base64').replace(/=+$/, ''), key.toString('base64url')]
      : [];
  return [
    config.discord.token,
    config.api.defaultKey,
    ...Object.values(config.api.keysByGuild),
    ...spellings(config.settings.secret),
    ...spellings(config.settings.nextSecret),
    passwordOf(config.store.databaseUrl),
    config.redis?.url,
    redisPassword,
    config.ops.token,
  ].filter((s): s is string => typeof s === 'string' && s.length > 0);
}

/**
 * What a child process started by the tests or the benchmark (npm start, the sandbox) takes
 * from this one: where programs are and the home folder npm needs. Nothing else, so no
 * setting of the developer's shell leaks into a replica under test.
 */
export function childProcessBase(): Record<string, string> {
  return { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' };
}

/**
 * Where `npm run bench`'s W3 finds its Redis and PostgreSQL servers (BENCH_REDIS_URL,
 * BENCH_DATABASE_URL), by default the local ones the tests use (TEST_REDIS_URL,
 * TEST_DATABASE_URL). The benchmark's, not the bot's settings.
 */
export function benchServers(): { redis: string; postgres: string } {
  return {
    redis: process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
    postgres: process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
  };
}
