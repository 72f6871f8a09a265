import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { parseConfig, type Config } from '../src/config.js';
import { replicaWarning } from '../src/redis.js';
import { embeddedReplicaWarning } from '../src/store/index.js';
import { final, of, read, ROOT } from './support/dockerfile.js';

/**
 * compose.yaml, the deployment docs/deploying.md describes, read as `docker compose up` reads it (no
 * Docker daemon here or in CI): its variables interpolated from an operator's `.env`, then each
 * service checked for what it needs: the bot's environment parsed by the bot's own config (as
 * `npm start` requires it, with /setup's SETTINGS_SECRET and no replica warning), its database
 * and Redis on services of the file, the load balancer's ports and configuration file forwarding
 * to the bot's interactions port, named volumes declared, the Discord REST proxy opt-in.
 */

interface Service {
  image?: string;
  build?: string | { context?: string };
  environment?: Record<string, string | number | null>;
  ports?: string[];
  volumes?: string[];
  depends_on?: string[] | Record<string, unknown>;
  profiles?: string[];
  deploy?: { replicas?: number };
  command?: unknown;
}
interface Compose {
  services: Record<string, Service>;
  volumes?: Record<string, unknown>;
}

const text = read('compose.yaml');
const raw = parse(text) as Compose;

/** What an operator's `.env` holds: every variable the file requires, with a valid value. */
const OPERATOR = {
  DISCORD_TOKEN: 'aaa.bbb.ccc',
  DISCORD_PUBLIC_KEY: 'a'.repeat(64),
  COMMUNITY_API_URL: 'https://api.example.com',
  SETTINGS_SECRET: randomBytes(32).toString('base64'),
  POSTGRES_PASSWORD: 's3cret-pw',
  BOT_HOST: 'bot.example.com',
};

class MissingVariable extends Error {}

/**
 * Compose's interpolation of one value: `$$`, `${VAR}`, `${VAR:-default}`, `${VAR-default}`,
 * `${VAR:?message}`, `${VAR?message}` (a required variable unset stops `docker compose up`).
 */
function interpolate(value: string, env: Record<string, string>): string {
  return value.replace(
    /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?)([-?])([^}]*))?\}|\$([A-Za-z_][A-Za-z0-9_]*)/g,
    (all, name?: string, colon?: string, op?: string, arg?: string, bare?: string) => {
      if (all === '$$') return '$';
      const key = (name ?? bare)!;
      const v = env[key];
      const unset = v === undefined || (colon === ':' && v === '');
      if (op === '-') return unset ? (arg ?? '') : v!;
      if (op === '?') {
        if (unset) throw new MissingVariable(`${key}: ${arg}`);
        return v!;
      }
      return v ?? '';
    },
  );
}

function interpolateAll<T>(node: T, env: Record<string, string>): T {
  if (typeof node === 'string') return interpolate(node, env) as T;
  if (Array.isArray(node)) return node.map((n) => interpolateAll(n, env)) as T;
  if (node && typeof node === 'object') return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, interpolateAll(v, env)])) as T;
  return node;
}

const compose = interpolateAll(raw, OPERATOR);
const services = compose.services;
const inProfile = (s: Service) => (s.profiles?.length ?? 0) > 0;
const dependsOn = (s: Service) => (Array.isArray(s.depends_on) ? s.depends_on : Object.keys(s.depends_on ?? {}));
/** The image's own ENV, under the service's environment (as the container sees them). */
const imageEnv = Object.fromEntries(of(final, 'ENV').flatMap((i) => [...i.args.matchAll(/(\w+)=(\S+)/g)].map((m) => [m[1]!, m[2]!])));
const envOf = (s: Service, extra: Record<string, string> = {}) => ({
  ...imageEnv,
  ...Object.fromEntries(Object.entries(s.environment ?? {}).map(([k, v]) => [k, v === null ? '' : String(v)])),
  ...extra,
});
const bot = services.bot!;
/** The bot's configuration as `npm start` reads it (src/main.ts requires these two). */
const botConfig = (s: Service = bot): Config => parseConfig(envOf(s), { require: ['DISCORD_TOKEN', 'COMMUNITY_API_URL'] });

describe('compose.yaml', () => {
  it('names an image or a build for every service; the bot builds this Dockerfile and keeps its command', () => {
    for (const [name, s] of Object.entries(services)) expect(s.image ?? s.build, name).toBeDefined();
    const context = typeof bot.build === 'string' ? bot.build : bot.build?.context;
    expect(context).toBe('.');
    expect(existsSync(join(ROOT, context!, 'Dockerfile'))).toBe(true);
    // The image has neither the sources npm start would build nor curl: its CMD and HEALTHCHECK stand.
    expect(bot.command).toBeUndefined();
  });

  it('refuses to start without each value the operator must give (a required variable, not a blank)', () => {
    for (const name of Object.keys(OPERATOR)) {
      const without: Record<string, string> = { ...OPERATOR };
      delete without[name];
      expect(() => interpolateAll(raw, without), name).toThrow(MissingVariable);
    }
    // Every other variable has a default (so compose warns of nothing).
    const used = new Set([...text.replace(/^\s*#.*$/gm, '').matchAll(/\$\{(\w+)/g)].map((m) => m[1]!));
    const defaulted = new Set([...text.matchAll(/\$\{(\w+):?-/g)].map((m) => m[1]!));
    expect([...used].filter((v) => !(v in OPERATOR) && !defaulted.has(v))).toEqual([]);
  });

  it("gives the bot every setting it requires: HTTP interactions, /setup's SETTINGS_SECRET, no replica warning", () => {
    const config = botConfig();
    expect(config.interactions?.port).toBeGreaterThan(0);
    expect(config.settings.secret).toBeDefined();
    expect(config.replicas).toBe(bot.deploy?.replicas ?? 1);
    expect(replicaWarning(config)).toBeUndefined();
    expect(embeddedReplicaWarning(config)).toBeUndefined();
    // OPS_PORT is set (the image's health check asks it) and not published.
    expect(config.ops.port).toBeGreaterThan(0);
    expect(bot.ports ?? []).toEqual([]);
    // The web leaderboard's links name the host the load balancer serves.
    expect(config.web.publicUrl).toBe(`https://${OPERATOR.BOT_HOST}`);
  });

  it("points the bot's DATABASE_URL and REDIS_URL at the file's own postgres and redis services", () => {
    const config = botConfig();
    const db = new URL(config.store.databaseUrl!);
    const pg = services[db.hostname];
    expect(pg?.image).toMatch(/^postgres:/);
    expect(pg?.environment).toMatchObject({
      POSTGRES_USER: db.username,
      POSTGRES_PASSWORD: decodeURIComponent(db.password),
      POSTGRES_DB: db.pathname.slice(1),
    });
    expect(db.port || '5432').toBe('5432');
    const redis = new URL(config.redis!.url);
    expect(services[redis.hostname]?.image).toMatch(/^redis:/);
    expect(dependsOn(bot)).toEqual(expect.arrayContaining([db.hostname, redis.hostname]));
  });

  it('reaches Discord directly unless the discord-proxy profile is chosen, and then through it', () => {
    expect(botConfig().discord.apiUrl).toBeUndefined();
    const proxy = services['discord-proxy'];
    expect(proxy?.profiles).toEqual(['discord-proxy']);
    // The value the file tells the operator to set with the profile: that service, on its port (8080).
    const documented = /DISCORD_API_URL=(\S+)/.exec(text)?.[1];
    const withProxy = interpolateAll(raw, { ...OPERATOR, DISCORD_API_URL: documented! });
    const url = new URL(botConfig(withProxy.services.bot).discord.apiUrl!);
    expect(url.hostname).toBe('discord-proxy');
    expect(url.port).toBe('8080');
    expect(url.pathname).toBe('/api');
  });

  it('gives the load balancer its ports and a configuration that forwards to the interactions port', () => {
    const lb = services['load-balancer']!;
    expect(lb.image).toMatch(/^caddy:2/);
    const published = (lb.ports ?? []).map((p) => p.replace(/\/(tcp|udp)$/, ''));
    expect(published).toEqual(expect.arrayContaining(['80:80', '443:443']));
    const config = (lb.volumes ?? []).find((v) => v.endsWith(':/etc/caddy/Caddyfile:ro') || v.endsWith(':/etc/caddy/Caddyfile'));
    expect(config).toBeDefined();
    const file = config!.split(':')[0]!;
    expect(existsSync(join(ROOT, file)), file).toBe(true);
    const caddyfile = read(file).replace(/#.*$/gm, '');
    // Upstreams: the bot service's replicas on INTERACTIONS_PORT.
    expect(/\bname\s+(\S+)/.exec(caddyfile)?.[1]).toBe('bot');
    expect(Number(/\bport\s+(\d+)/.exec(caddyfile)?.[1])).toBe(botConfig().interactions?.port);
    // Every {$VAR} it reads is in the container's environment.
    for (const [, name] of caddyfile.matchAll(/\{\$(\w+)\}/g)) expect(lb.environment?.[name!], name).toBeTruthy();
    expect(dependsOn(lb)).toContain('bot');
  });

  it('declares every named volume, and every file it mounts exists', () => {
    for (const [name, s] of Object.entries(services)) {
      for (const v of s.volumes ?? []) {
        const source = v.split(':')[0]!;
        if (source.startsWith('.') || source.startsWith('/')) expect(existsSync(join(ROOT, source)), `${name}: ${source}`).toBe(true);
        else expect(Object.keys(compose.volumes ?? {}), `${name}: ${source}`).toContain(source);
      }
    }
  });

  it('depends only on services it names, and on none that waits behind a profile', () => {
    for (const [name, s] of Object.entries(services)) {
      for (const d of dependsOn(s)) {
        expect(services[d], `${name} → ${d}`).toBeDefined();
        if (!inProfile(s)) expect(inProfile(services[d]!), `${name} → ${d}`).toBe(false);
      }
    }
  });
});

describe('the README', () => {
  it('points to compose.yaml rather than carrying a copy of its own', () => {
    const readme = read('README.md');
    expect(readme).toContain('compose.yaml');
    expect(readme).not.toMatch(/```yaml\nservices:/);
  });
});
