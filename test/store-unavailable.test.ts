import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tcpProxy, type TcpProxy } from '../bench/tcp-proxy.js';
import { commands } from '../commands/index.js';
import { createCommunityApi } from '../src/api/index.js';
import type { CommunityApi } from '../src/api/types.js';
import { errorReply } from '../src/bot/error-reply.js';
import { createHarness, type Harness } from '../src/bot/offline/harness.js';
import { EVERY_READER } from '../src/i18n/reader.js';
import { createLogger } from '../src/log.js';
import { DEMO, startSandbox, type Sandbox } from '../src/sandbox/index.js';
import { openStore, type Store } from '../src/store/index.js';
import { isStoreUnavailable } from '../src/store/unavailable.js';
import { serverAvailable, TEST_SERVERS } from './support/servers.js';
import { dropSchema, testSchema } from './support/store.js';

/**
 * The bot's own storage cut (PostgreSQL, Redis) through a loopback proxy: what pg and ioredis
 * throw then is told to the member as "the bot's storage is unavailable, try again in a minute"
 * in their language, logged as a warning, never "something went wrong"; any other error still is.
 */

const pgUp = await serverAvailable('postgres', 'storage unavailable (PostgreSQL)');
const redisUp = await serverAvailable('redis', 'storage unavailable (Redis)');

const lines: Record<string, unknown>[] = [];
const log = createLogger({
  level: 'debug',
  destination: { write: (l: string) => void lines.push(JSON.parse(l) as Record<string, unknown>) },
});
const portOf = (url: string, fallback: number) => ({ host: '127.0.0.1', port: Number(new URL(url).port || fallback) });

/** What `act` threw once the proxy in front of its server was cut mid-connection. */
async function thrownWhileCut(proxy: TcpProxy, act: () => Promise<unknown>): Promise<unknown> {
  proxy.cut();
  try {
    await act();
  } catch (err) {
    return err;
  } finally {
    proxy.restore();
  }
  throw new Error('nothing was thrown');
}

describe.runIf(pgUp)("PostgreSQL cut: the member is told the bot's storage is unavailable", () => {
  let proxy: TcpProxy;
  beforeAll(async () => {
    proxy = await tcpProxy(portOf(TEST_SERVERS.postgres.url, 5432));
  });
  afterAll(() => proxy?.close());

  it("pg's errors for a lost and a refused connection are the storage's, in every language", async () => {
    const client = new pg.Client({ connectionString: proxy.url(TEST_SERVERS.postgres.url) });
    client.on('error', () => undefined);
    await client.connect();
    const lost = await thrownWhileCut(proxy, () => client.query('select pg_sleep(5)'));
    await client.end().catch(() => undefined);
    proxy.cut();
    const cutPool = new pg.Pool({ connectionString: proxy.url(TEST_SERVERS.postgres.url), connectionTimeoutMillis: 2_000 });
    const refused = await cutPool.query('select 1').catch((err: unknown) => err);
    await cutPool.end();
    proxy.restore();
    for (const err of [lost, refused]) {
      expect(isStoreUnavailable(err), String(err)).toBe(true);
      lines.length = 0;
      const reply = errorReply(err, { log });
      expect(reply.content).toBe(`The bot's storage is unavailable right now; try again in a minute (reference ${reply.reference}).`);
      expect(lines).toMatchObject([
        { level: 40, msg: "the bot's storage did not answer while handling an interaction", reference: reply.reference },
      ]);
    }
    const withoutReference = (text: string) => text.replace(/[0-9A-F]{8}/, 'REF');
    for (const reader of EVERY_READER) {
      const text = withoutReference(errorReply(lost, { log, reader }).content);
      expect(text).toContain('REF');
      expect(text).not.toBe(withoutReference(errorReply(new Error('a bug'), { log, reader }).content));
      expect(text).toBe(reader.t('errors.storeUnavailable', { reference: 'REF' }));
    }
    // A query that is wrong is not the storage being away.
    const direct = new pg.Client({ connectionString: TEST_SERVERS.postgres.url });
    await direct.connect();
    const bad = await direct.query('select * from no_such_table').catch((err: unknown) => err);
    await direct.end();
    expect(isStoreUnavailable(bad)).toBe(false);
    expect(errorReply(bad, { log }).content).toMatch(/^Something went wrong on our side/);
  }, 60_000);

  describe('end to end: a moderator command while the store is cut', () => {
    const schema = testSchema();
    let sb: Sandbox;
    let api: CommunityApi;
    let store: Store;
    let h: Harness;
    beforeAll(async () => {
      sb = await startSandbox({ ratePerSecond: 0 });
      api = createCommunityApi({ baseUrl: sb.url, ratePerSecond: 0 });
      store = await openStore({ databaseUrl: proxy.url(TEST_SERVERS.postgres.url), schema });
      h = await createHarness({
        commands,
        api,
        keysByGuild: { [DEMO.guildId]: sb.demoKey },
        guildId: DEMO.guildId,
        store: { ...store, close: async () => undefined },
      });
    }, 120_000);
    afterAll(async () => {
      proxy.restore();
      await h?.close().catch(() => undefined);
      await api?.close();
      await sb?.close();
      await store?.close().catch(() => undefined);
      await dropSchema(schema);
    });

    it("/setup's settings cannot be read: told the storage is unavailable, privately", async () => {
      proxy.cut();
      try {
        const r = await h.slash('setup', {}, h.moderator());
        expect(r.ephemeral).toBe(true);
        expect(JSON.stringify(r.message)).toContain("The bot's storage is unavailable right now; try again in a minute (reference ");
      } finally {
        proxy.restore();
      }
    }, 60_000);
  });
});

describe.runIf(redisUp)("Redis cut: the member is told the bot's storage is unavailable", () => {
  it("ioredis's errors once its connection is lost are the storage's", async () => {
    const proxy = await tcpProxy(portOf(TEST_SERVERS.redis.url, 6379));
    const redis = new Redis(proxy.url(TEST_SERVERS.redis.url), { maxRetriesPerRequest: 1, retryStrategy: () => 50, lazyConnect: true });
    redis.on('error', () => undefined);
    try {
      await redis.connect();
      const err = await thrownWhileCut(proxy, async () => {
        await new Promise((r) => setTimeout(r, 100));
        await redis.get('storage-unavailable-test');
      });
      expect(isStoreUnavailable(err), String(err)).toBe(true);
      expect(errorReply(err, { log }).content).toMatch(/^The bot's storage is unavailable right now/);
    } finally {
      redis.disconnect();
      await proxy.close();
    }
  }, 30_000);
});
