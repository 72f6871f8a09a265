import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSigner, postInteraction } from '../bench/signed.js';
import { createCommunityApi } from '../src/api/index.js';
import type { CommunityApi } from '../src/api/types.js';
import { snowflake, startDiscordStandIn, type DiscordStandIn } from '../src/bot/offline/discord-rest.js';
import { MEMBER_PERMISSIONS } from '../src/bot/offline/harness.js';
import { buttonPayload, chatInputPayload, type Actor, type PayloadContext, type RawInteraction } from '../src/bot/offline/payloads.js';
import { parseConfig } from '../src/config.js';
import { REPLAY_WINDOW_MS, SeenIds } from '../src/http/replays.js';
import { startHttpMode, type HttpMode } from '../src/http/run.js';
import { MAX_SIGNATURE_AGE_S } from '../src/http/verify.js';
import { silentLogger } from '../src/log.js';
import { connectRedis, type SharedRedis } from '../src/redis.js';
import { DEMO, startSandbox, type Sandbox } from '../src/sandbox/index.js';
import { fixtureModules, PROBE_IDS, type Probe } from './fixtures/modules.js';
import { dropPrefix, redisPrefix, testRedis } from './support/redis.js';
import { serverAvailable, TEST_SERVERS } from './support/servers.js';

/**
 * A captured signed interaction sent again within its signature's window (5 minutes either
 * side) does nothing the second time: the same replica or another sharing Redis answers 409 and
 * the handler runs once. Discord never sends an interaction twice, so only a replay is refused.
 */

const redisUp = await serverAvailable('redis', 'replays across two HTTP replicas (Redis)');
const signer = createSigner();
const probe: Probe = {};
let upstreamCalls = 0;
let sandbox: Sandbox;
let standIn: DiscordStandIn;
let api: CommunityApi;
const running: HttpMode[] = [];

const actor = (): Actor => ({
  guildId: DEMO.guildId,
  userId: snowflake(),
  username: 'member',
  permissions: MEMBER_PERMISSIONS,
  roles: [],
  locale: 'en-US',
  channelId: snowflake(),
});
const ctx = (): PayloadContext => ({ applicationId: standIn.applicationId, actor: actor() });

async function replica(shared?: SharedRedis): Promise<{ http: HttpMode; url: string }> {
  const config = parseConfig({
    NODE_ENV: 'test',
    DISCORD_TOKEN: 'replay.test.token',
    INTERACTIONS_PORT: '0',
    INTERACTIONS_HOST: '127.0.0.1',
    DISCORD_PUBLIC_KEY: signer.publicKeyHex,
    DISCORD_API_URL: standIn.apiUrl,
    DISCORD_GUILD_ID: DEMO.guildId,
    COMMUNITY_API_KEY: sandbox.demoKey,
  });
  const http = await startHttpMode({
    config: { ...config, interactions: config.interactions! },
    logger: silentLogger,
    api,
    commands: fixtureModules(probe),
    ...(shared ? { shared } : {}),
    shutdownGraceMs: 0,
  });
  running.push(http);
  return { http, url: `http://127.0.0.1:${http.port}` };
}

/** The exact bytes and headers Discord sent, to send again as someone who captured them would. */
function captured(payload: RawInteraction) {
  const body = JSON.stringify(payload);
  return { body, headers: signer.headers(body) };
}

/** The REST calls made for one interaction (by its token), once every replica has finished it. */
async function restFor(payload: RawInteraction) {
  await Promise.all(running.map((r) => r.bot.router.inFlight(payload.id)));
  return standIn.calls.filter((c) => c.path.includes(`/${payload.token}`));
}

beforeAll(async () => {
  sandbox = await startSandbox({ ratePerSecond: 0 });
  standIn = await startDiscordStandIn();
  api = createCommunityApi({ baseUrl: sandbox.url, ratePerSecond: 0 });
  probe.beforeUpstream = () => void upstreamCalls++;
});

afterAll(async () => {
  for (const r of running) await r.stop();
  await api?.close();
  await standIn?.close();
  await sandbox?.close();
});

describe('one replica (no Redis)', () => {
  it('a slash command POSTed twice runs once: the replay gets 409 and changes nothing', async () => {
    const { url } = await replica();
    const payload = chatInputPayload(ctx(), 'probe', { subcommand: 'quest', id: DEMO.quests.active });
    const { body, headers } = captured(payload);
    const before = upstreamCalls;
    expect(await postInteraction(url, signer, body, headers)).toEqual({ status: 200, json: { type: 5, data: { flags: 0 } } });
    const again = await postInteraction(url, signer, body, headers);
    expect(again).toEqual({ status: 409, json: { error: 'interaction already handled' } });
    expect(upstreamCalls - before).toBe(1);
    expect((await restFor(payload)).map((c) => c.method)).toEqual(['PATCH']);
  });

  it('a button press replayed, even signed anew, is refused; PING is answered every time', async () => {
    const { url } = await replica();
    const press = buttonPayload(ctx(), PROBE_IDS.page.id('page', { page: 3 })!);
    expect((await postInteraction(url, signer, press)).json).toEqual({ type: 6 });
    expect((await postInteraction(url, signer, press)).status).toBe(409);
    expect((await restFor(press)).map((c) => c.method)).toEqual(['PATCH']);
    expect(await postInteraction(url, signer, { type: 1 })).toEqual({ status: 200, json: { type: 1 } });
    expect(await postInteraction(url, signer, { type: 1 })).toEqual({ status: 200, json: { type: 1 } });
  });
});

describe('the ids remembered', () => {
  it('for as long as a signature is accepted, then forgotten', async () => {
    let now = 1_000_000;
    const seen = new SeenIds(() => now);
    expect(REPLAY_WINDOW_MS).toBe(2 * MAX_SIGNATURE_AGE_S * 1000);
    expect(await seen.first('a')).toBe(true);
    now += REPLAY_WINDOW_MS - 1;
    expect(await seen.first('a')).toBe(false);
    expect(await seen.first('b')).toBe(true);
    now += 1;
    expect(await seen.first('c')).toBe(true);
    // 'a' expired and was dropped; 'b' is still remembered.
    expect(seen.size).toBe(2);
    expect(await seen.first('b')).toBe(false);
  });
});

describe.runIf(redisUp)('two replicas sharing Redis', () => {
  const prefix = redisPrefix('replays');
  let admin: Redis;
  const connections: SharedRedis[] = [];

  beforeAll(() => {
    admin = testRedis();
  });
  afterAll(async () => {
    for (const c of connections) await c.close();
    await dropPrefix(admin, prefix);
    await admin.quit();
  });

  const shared = () => {
    const c = connectRedis({ url: TEST_SERVERS.redis.url, prefix }, silentLogger);
    connections.push(c);
    return c;
  };

  it('the same signed interaction to both runs once; each replica still takes new ones', async () => {
    const a = await replica(shared());
    const b = await replica(shared());
    const payload = chatInputPayload(ctx(), 'probe', { subcommand: 'quest', id: DEMO.quests.active });
    const { body, headers } = captured(payload);
    const before = upstreamCalls;
    expect((await postInteraction(a.url, signer, body, headers)).status).toBe(200);
    expect(await postInteraction(b.url, signer, body, headers)).toEqual({ status: 409, json: { error: 'interaction already handled' } });
    expect((await postInteraction(a.url, signer, body, headers)).status).toBe(409);
    expect(upstreamCalls - before).toBe(1);
    expect((await restFor(payload)).map((c) => c.method)).toEqual(['PATCH']);
    // The id is kept in Redis for the whole signature window.
    const ttl = await admin.pttl(`${prefix}interaction:${payload.id}`);
    expect(ttl).toBeGreaterThan(REPLAY_WINDOW_MS - 60_000);
    expect(ttl).toBeLessThanOrEqual(REPLAY_WINDOW_MS);
    const fresh = chatInputPayload(ctx(), 'probe', { subcommand: 'count', n: 2 });
    expect((await postInteraction(b.url, signer, fresh)).status).toBe(200);
  });

  it('sent to both at the same moment, one of them runs it', async () => {
    const a = await replica(shared());
    const b = await replica(shared());
    const payload = chatInputPayload(ctx(), 'probe', { subcommand: 'quest', id: DEMO.quests.active });
    const { body, headers } = captured(payload);
    const before = upstreamCalls;
    const statuses = (await Promise.all([a, b, a, b].map((r) => postInteraction(r.url, signer, body, headers)))).map((r) => r.status);
    expect(statuses.sort()).toEqual([200, 409, 409, 409]);
    expect(upstreamCalls - before).toBe(1);
  });

  it('while Redis cannot answer, a replica still serves, and refuses a replay to itself', async () => {
    const down = connectRedis({ url: 'redis://127.0.0.1:1', prefix }, silentLogger);
    connections.push(down);
    const { url } = await replica(down);
    const payload = chatInputPayload(ctx(), 'probe', { subcommand: 'count', n: 1 });
    const { body, headers } = captured(payload);
    expect((await postInteraction(url, signer, body, headers)).status).toBe(200);
    expect((await postInteraction(url, signer, body, headers)).status).toBe(409);
  });
});
