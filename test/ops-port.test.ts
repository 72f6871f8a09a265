import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSigner, postInteraction } from '../bench/signed.js';
import { createCommunityApi } from '../src/api/index.js';
import type { CommunityApi } from '../src/api/types.js';
import { startDiscordStandIn, type DiscordStandIn } from '../src/bot/offline/discord-rest.js';
import { ConfigError, parseConfig } from '../src/config.js';
import { cachedCheck, READINESS_CACHE_MS } from '../src/http/ops.js';
import { startHttpMode, type HttpMode } from '../src/http/run.js';
import { silentLogger } from '../src/log.js';
import { createMetrics } from '../src/metrics/metrics.js';
import { DEMO, startSandbox, type Sandbox } from '../src/sandbox/index.js';
import { lazyStore, openMemoryStore, storeReadiness, type Store } from '../src/store/index.js';
import { fixtureModules } from './fixtures/modules.js';

/**
 * The ops paths in HTTP mode with OPS_PORT: /metrics and /readyz leave the public interactions
 * port (which keeps /healthz, without details, for the load balancer) for a port of their own;
 * and a burst of /readyz costs one `select 1` on the store, as main.ts wires its check.
 */

const signer = createSigner();
let sandbox: Sandbox;
let standIn: DiscordStandIn;
let api: CommunityApi;
let store: Store;
let http: HttpMode;
let publicUrl: string;
let opsUrl: string;
const selects: string[] = [];

const env = () => ({
  NODE_ENV: 'test',
  DISCORD_TOKEN: 'ops.port.token',
  INTERACTIONS_PORT: '0',
  INTERACTIONS_HOST: '127.0.0.1',
  OPS_PORT: '0',
  OPS_HOST: '127.0.0.1',
  DISCORD_PUBLIC_KEY: signer.publicKeyHex,
  DISCORD_API_URL: standIn.apiUrl,
  DISCORD_GUILD_ID: DEMO.guildId,
  COMMUNITY_API_KEY: sandbox.demoKey,
  // With OPS_PORT the token opens nothing on the public port: the ops paths live on their own.
  OPS_TOKEN: OPS_TOKEN,
});
const OPS_TOKEN = 'ops-port-test-ops-token-0123456789';

beforeAll(async () => {
  sandbox = await startSandbox({ ratePerSecond: 0 });
  standIn = await startDiscordStandIn();
  api = createCommunityApi({ baseUrl: sandbox.url, ratePerSecond: 0 });
  // A real store whose queries are counted: the readiness probe is its `select 1`.
  const real = await openMemoryStore();
  const db = Object.create(real.db) as Store['db'];
  db.query = ((sql: string, params?: unknown[]) => (
    sql === 'select 1' && selects.push(sql), real.db.query(sql, params as never)
  )) as Store['db']['query'];
  store = { ...real, db, close: () => real.close() };
  const lazy = lazyStore(async () => store);
  const config = parseConfig(env());
  http = await startHttpMode({
    config: { ...config, interactions: config.interactions! },
    logger: silentLogger,
    api,
    commands: fixtureModules(),
    store: lazy,
    // As main.ts does: the store's check, asked at most once a second.
    checks: { store: cachedCheck(storeReadiness(lazy, { openOnCheck: true })) },
    metrics: createMetrics({ processMetrics: false }),
    // Long enough for the checks made while stopping, however loaded the machine.
    shutdownGraceMs: 3_000,
  });
  publicUrl = `http://127.0.0.1:${http.port}`;
  opsUrl = `http://127.0.0.1:${http.opsPort}`;
}, 120_000);

afterAll(async () => {
  await http?.stop();
  await api?.close();
  await standIn?.close();
  await sandbox?.close();
});

describe('OPS_PORT in HTTP mode', () => {
  it('serves /metrics, /readyz and /healthz on a port of its own, and nothing else there', async () => {
    expect(http.opsPort).toBeGreaterThan(0);
    expect(http.opsPort).not.toBe(http.port);
    const metrics = await fetch(`${opsUrl}/metrics`);
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toContain('# TYPE community_bot_');
    const ready = await fetch(`${opsUrl}/readyz`);
    expect(await ready.json()).toEqual({ ok: true, checks: { commands: true, store: true, accepting: true } });
    expect(await (await fetch(`${opsUrl}/healthz`)).json()).toEqual({ ok: true });
    expect((await postInteraction(opsUrl, signer, { type: 1 })).status).toBe(404);
  });

  it('the interactions port no longer answers /metrics or /readyz; it keeps /healthz and /interactions', async () => {
    expect((await fetch(`${publicUrl}/metrics`)).status).toBe(404);
    expect((await fetch(`${publicUrl}/readyz`)).status).toBe(404);
    const bearing = { headers: { authorization: `Bearer ${OPS_TOKEN}` } };
    expect((await fetch(`${publicUrl}/metrics`, bearing)).status).toBe(404);
    expect((await fetch(`${publicUrl}/readyz`, bearing)).status).toBe(404);
    const health = await fetch(`${publicUrl}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ ok: true });
    expect(await postInteraction(publicUrl, signer, { type: 1 })).toEqual({ status: 200, json: { type: 1 } });
  });

  it('a burst of /readyz makes one select 1; the next second, one more', async () => {
    // Past the cache of the probes before this one.
    await new Promise((r) => setTimeout(r, READINESS_CACHE_MS + 50));
    selects.length = 0;
    const burst = await Promise.all(Array.from({ length: 20 }, () => fetch(`${opsUrl}/readyz`)));
    for (let n = 0; n < 5; n++) burst.push(await fetch(`${opsUrl}/readyz`));
    expect(burst.map((r) => r.status)).toEqual(Array(25).fill(200));
    expect(selects).toEqual(['select 1']);
    await new Promise((r) => setTimeout(r, READINESS_CACHE_MS + 50));
    expect((await fetch(`${opsUrl}/readyz`)).status).toBe(200);
    expect(selects).toEqual(['select 1', 'select 1']);
  });

  it('stopping: both ports say 503 at once (the liveness is not cached), then both close', async () => {
    const stopped = http.stop();
    expect((await fetch(`${publicUrl}/healthz`)).status).toBe(503);
    expect((await fetch(`${opsUrl}/healthz`)).status).toBe(503);
    const ready = await fetch(`${opsUrl}/readyz`);
    expect(ready.status).toBe(503);
    expect(((await ready.json()) as { checks: { accepting: boolean } }).checks.accepting).toBe(false);
    await stopped;
    await expect(fetch(`${opsUrl}/healthz`)).rejects.toThrow();
    await expect(fetch(`${publicUrl}/healthz`)).rejects.toThrow();
  });
});

describe('a cached check', () => {
  it('shares one answer among callers within its time, and a check that throws is not ready', async () => {
    let now = 0;
    let calls = 0;
    let answer: () => boolean = () => true;
    const check = cachedCheck(
      () => (calls++, answer()),
      1_000,
      () => now,
    );
    expect(await Promise.all([check(), check(), check()])).toEqual([true, true, true]);
    answer = () => {
      throw new Error('connection lost');
    };
    now = 999;
    expect(await check()).toBe(true);
    expect(calls).toBe(1);
    now = 1_000;
    expect(await check()).toBe(false);
    expect(calls).toBe(2);
  });
});

describe('configuration', () => {
  const problems = (env: Record<string, string>) => {
    try {
      parseConfig(env);
      return '';
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      return (err as ConfigError).message;
    }
  };

  it('OPS_PORT and OPS_HOST, or their former names METRICS_PORT and METRICS_HOST', () => {
    expect(parseConfig({ OPS_PORT: '9100', OPS_HOST: '127.0.0.1' }).ops).toEqual({ port: 9100, host: '127.0.0.1' });
    expect(parseConfig({ METRICS_PORT: '9100', METRICS_HOST: '10.0.0.2' }).ops).toEqual({ port: 9100, host: '10.0.0.2' });
    expect(parseConfig({}).ops).toEqual({ host: '0.0.0.0' });
    expect(parseConfig({ OPS_TOKEN }).ops).toEqual({ host: '0.0.0.0', token: OPS_TOKEN });
    expect(problems({ OPS_TOKEN: 'short' })).toContain('OPS_TOKEN: expected at least 24 printable characters');
    expect(problems({ OPS_PORT: '9100', METRICS_PORT: '9200' })).toContain('METRICS_PORT: the former name of OPS_PORT');
    expect(problems({ INTERACTIONS_PORT: '8080', DISCORD_PUBLIC_KEY: signer.publicKeyHex, OPS_PORT: '8080' })).toContain(
      'OPS_PORT: the same port as INTERACTIONS_PORT',
    );
  });
});
