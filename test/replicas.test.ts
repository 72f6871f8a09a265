import type { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEXT_PAGE_ID, driver, waitAll } from '../bench/interactions.js';
import { readyz, scratchDatabase, startReplicas, type ReplicaSet, type ScratchDatabase } from '../bench/replicas.js';
import { runReplicaBusyChannel, runReplicaRaid, type ReplicaBusySpec } from '../bench/replica-workload.js';
import { createSigner, postInteraction } from '../bench/signed.js';
import { commands } from '../commands/index.js';
import { createCommunityApi } from '../src/api/index.js';
import { startDiscordStandIn, type DiscordStandIn } from '../src/bot/offline/discord-rest.js';
import { createHarness } from '../src/bot/offline/harness.js';
import { DEMO, startSandbox, type Sandbox } from '../src/sandbox/index.js';
import { dropPrefix, redisPrefix, testRedis } from './support/redis.js';
import { serverAvailable, TEST_SERVERS } from './support/servers.js';

/**
 * Three stateless replicas as an operator runs them: `npm start` in HTTP interactions mode,
 * sharing Redis and PostgreSQL (a database of this run's own on the local server), against the
 * sandbox at 1 request/s and a local Discord REST stand-in. Signed interactions arrive
 * round-robin, as from a load balancer.
 */

const available =
  (await serverAvailable('redis', 'three HTTP replicas (Redis)')) &&
  (await serverAvailable('postgres', 'three HTTP replicas (PostgreSQL)'));

/** The busy channel: 30 /leaderboard and 10 Next presses within one second. */
const BUSY: ReplicaBusySpec = { leaderboards: 30, nextPresses: 10, keystrokes: 0, windowMs: 1000, seed: 17 };

describe.runIf(available)('three HTTP replicas on shared Redis and PostgreSQL', () => {
  const signer = createSigner();
  const prefix = redisPrefix('replicas');
  let admin: Redis;
  let sandbox: Sandbox;
  let standIn: DiscordStandIn;
  let database: ScratchDatabase | undefined;
  let set: ReplicaSet | undefined;
  let exitCodes: (number | null)[] = [];

  beforeAll(async () => {
    admin = testRedis();
    sandbox = await startSandbox({ ratePerSecond: 1 });
    standIn = await startDiscordStandIn();
    database = await scratchDatabase(TEST_SERVERS.postgres.url);
    set = await startReplicas(3, {
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      DISCORD_TOKEN: 'replica.test.token',
      DISCORD_PUBLIC_KEY: signer.publicKeyHex,
      DISCORD_API_URL: standIn.apiUrl,
      DISCORD_GUILD_ID: DEMO.guildId,
      COMMUNITY_API_URL: sandbox.url,
      COMMUNITY_API_KEY: sandbox.demoKey,
      REDIS_URL: TEST_SERVERS.redis.url,
      REDIS_PREFIX: prefix,
      DATABASE_URL: database.url,
      REPLICAS: '3',
      SHUTDOWN_GRACE_MS: '0',
    });
  }, 120_000);

  afterAll(async () => {
    exitCodes = (await set?.stop()) ?? [];
    await standIn?.close();
    await sandbox?.close();
    await database?.drop();
    if (admin) {
      await dropPrefix(admin, prefix);
      await admin.quit();
    }
  }, 60_000);

  it('each replica is ready (its store open on the shared server) and refuses bad signatures with 401', async () => {
    for (const r of set!.replicas) {
      // As a load balancer does: poll until ready (the first check opens the store, migrations included).
      let health = await readyz(r);
      for (const until = Date.now() + 20_000; health.status !== 200 && Date.now() < until; health = await readyz(r)) {
        await new Promise((done) => setTimeout(done, 250));
      }
      expect(await health.json()).toEqual({ ok: true, checks: { commands: true, redis: true, store: true, jobs: true, accepting: true } });
      const body = JSON.stringify({ type: 1 });
      expect((await postInteraction(r.url, signer, body, createSigner().headers(body))).status).toBe(401);
      expect((await postInteraction(r.url, signer, body, { 'content-type': 'application/json' })).status).toBe(401);
      expect((await postInteraction(r.url, signer, { type: 1 })).json).toEqual({ type: 1 });
    }
    // Nothing was sent upstream for any of it.
    expect(sandbox.stats.total()).toBe(0);
    // Readiness opened each replica's store on the one database (three opens, one set of migrations).
    expect(set!.logged(/^store open$/)).toHaveLength(3);
  });

  it('a busy channel is fully answered with no 429 and no more upstream requests than one replica alone', async () => {
    // One replica alone: the same bot in one process (its own cache and limiter), same burst.
    const api = createCommunityApi({ baseUrl: sandbox.url, ratePerSecond: 1 });
    const h = await createHarness({ commands, api, keysByGuild: { [DEMO.guildId]: sandbox.demoKey } });
    const d = driver(h);
    const owner = d.actor(DEMO.guildId, DEMO.channelId).userId;
    const start = performance.now();
    const sent = await Promise.all([
      ...Array.from(
        { length: BUSY.leaderboards },
        (_, i) =>
          new Promise<ReturnType<typeof d.send>>((r) =>
            setTimeout(
              () => r(d.send('leaderboard', d.slash(d.actor(DEMO.guildId, DEMO.channelId), 'leaderboard'))),
              (i * BUSY.windowMs) / BUSY.leaderboards,
            ),
          ),
      ),
      ...Array.from(
        { length: BUSY.nextPresses },
        (_, i) =>
          new Promise<ReturnType<typeof d.send>>((r) =>
            setTimeout(
              () => r(d.send('next', d.button(d.actor(DEMO.guildId, DEMO.channelId), NEXT_PAGE_ID, owner))),
              (i * BUSY.windowMs) / BUSY.nextPresses,
            ),
          ),
      ),
    ]);
    await waitAll(
      sent.map((s) => s.finished),
      start + 60_000,
    );
    const alone = sandbox.stats.byKey(sandbox.demoKey);
    expect(api.stats.rateLimited).toBe(0);
    await api.close();
    await h.close();
    expect(alone).toBeGreaterThan(0);

    // The replicas, cold (nothing in their shared cache), the key's allowance full again.
    sandbox.stats.reset();
    sandbox.setRateLimit(1);
    await new Promise((r) => setTimeout(r, 1_100));
    const result = await runReplicaBusyChannel(set!, signer, standIn, BUSY, 60_000);
    expect(result.statuses).toEqual({ 200: BUSY.leaderboards + BUSY.nextPresses });
    expect(result.tally.reasons).toEqual({});
    expect(result.tally.answered).toBe(BUSY.leaderboards + BUSY.nextPresses);
    // Whichever replica answered, every board shows the same board (one shared answer).
    const boards = new Set(result.outcomes.filter((o) => o.kind === 'leaderboard').map((o) => o.title));
    expect([...boards]).toHaveLength(1);
    expect([...boards][0]).toBeTruthy();
    expect(set!.logged(/rate limit reached/)).toEqual([]);
    const together = sandbox.stats.byKey(sandbox.demoKey);
    expect(together).toBeGreaterThan(0);
    expect(together).toBeLessThanOrEqual(alone);
  }, 120_000);

  it('a raid Confirm pressed on all three replicas at once sends one POST', async () => {
    const before = sandbox.raids(sandbox.demoKey).length;
    // The key's allowance full again after the busy channel; the preview takes one slot.
    await new Promise((r) => setTimeout(r, 1_100));
    const raid = await runReplicaRaid(set!, signer, standIn, { pauseMs: 1_100, capMs: 30_000 });
    expect(sandbox.raids(sandbox.demoKey).length).toBe(before + 1);
    // Each press shows the outcome or "being created already"; none an error or nothing.
    expect(raid.presses.map((p) => p.answer).sort()).toEqual(expect.arrayContaining(['outcome']));
    for (const press of raid.presses) {
      expect(press.status).toBe(200);
      expect(['outcome', 'in-flight']).toContain(press.answer);
      if (press.answer === 'outcome') expect(press.text).toBe('Raid created');
    }
    // The one journal entry, in the replicas' shared database, settled once.
    const db = new pg.Client({ connectionString: database!.url });
    await db.connect();
    try {
      const { rows } = await db.query(`select state, count(*)::int as n from journal where operation = 'raid.create' group by state`);
      expect(rows).toEqual([{ state: 'created', n: 1 }]);
    } finally {
      await db.end();
    }
    // No replica logged an error (pino level 50 and above) for any of it.
    expect(set!.logged(/./).filter((l) => (l.level as number) >= 50)).toEqual([]);
  }, 60_000);

  it('all three stop gracefully on SIGTERM', async () => {
    exitCodes = await set!.stop();
    expect(exitCodes).toEqual([0, 0, 0]);
    expect(set!.logged(/shutting down/)).toHaveLength(3);
  }, 60_000);
});
