import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createCommunityApi, laneName, NotSentError, RateLimitedError, TimeoutError } from '../src/api/index.js';
import { SharedLimiter } from '../src/api/shared-limiter.js';
import type { CommunityApi } from '../src/api/types.js';
import { sendWrite } from '../src/features/writes/send.js';
import { outcomeOf } from '../src/features/writes/outcome.js';
import { silentLogger } from '../src/log.js';
import { connectRedis, type SharedRedis } from '../src/redis.js';
import { startSandbox, type Sandbox } from '../src/sandbox/index.js';
import { openDb, storeOn, type Db, type Store, type StoreOptions } from '../src/store/index.js';
import { ENGLISH } from '../src/i18n/reader.js';
import { dropPrefix, redisPrefix, testRedis } from './support/redis.js';
import { serverAvailable, TEST_SERVERS } from './support/servers.js';
import { dropSchema, testSchema } from './support/store.js';
import { tcpProxy, type TcpProxy } from '../bench/tcp-proxy.js';

/**
 * Confirmed writes while the bot's own servers go away mid-flow:
 * a real Redis or PostgreSQL behind a loopback proxy that the test cuts or stalls, the real
 * client over HTTP to the sandbox, the real journal and write step. A write that never left is
 * refused ("nothing was sent"), never "unknown"; one whose outcome cannot be recorded is told
 * "unknown", its settle retried, and settled after the journal's lease by any process, never
 * resent.
 */

const redisUp = await serverAvailable('redis', 'write outages (Redis)');
const pgUp = await serverAvailable('postgres', 'write outages (PostgreSQL)');

let sb: Sandbox;
const cleanup: (() => Promise<unknown>)[] = [];
beforeAll(async () => {
  sb = await startSandbox({ ratePerSecond: 0 });
});
afterEach(async () => {
  for (const f of cleanup.splice(0).reverse()) await f().catch(() => undefined);
});
afterAll(() => sb?.close());

const posts = () => sb.stats.byRoute().saveToken ?? 0;
const body = () => ({ chain: 'Base', address: `0x${randomBytes(20).toString('hex')}` });
const guildId = '900000000000000123';
const userId = '1203458820156250011';

async function until(what: string, ok: () => boolean | Promise<boolean>, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await ok())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** A store on its own schema of the local PostgreSQL, reached at `url` (the proxy, or directly). */
async function store(schema: string, url = TEST_SERVERS.postgres.url, options: StoreOptions = {}): Promise<Store> {
  const db = await openDb({ databaseUrl: url, schema });
  const s = await storeOn(db, options);
  cleanup.push(() => s.close());
  return s;
}

function newSchema(): string {
  const schema = testSchema();
  cleanup.push(() => dropSchema(schema));
  return schema;
}

function api(options: Partial<Parameters<typeof createCommunityApi>[0]> = {}): CommunityApi {
  const a = createCommunityApi({ baseUrl: sb.url, retries: { max: 0, maxTotalMs: 0 }, ...options });
  cleanup.push(() => a.close());
  return a;
}

async function preview(s: Store) {
  const { entry } = await s.journal.preview({ operation: 'token.save', guildId, userId, body: body(), summary: 'a token', ttlMs: 60_000 });
  return entry;
}

const send = (s: Store, client: ReturnType<CommunityApi['forKey']>, entry: { id: string; operation: string }) =>
  sendWrite({ journal: s.journal, api: client, log: silentLogger, audit: async () => undefined }, entry, { userId });

async function proxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const p = await tcpProxy(target);
  cleanup.push(() => p.close());
  return p;
}

/** Another replica's view of the key's lane in Redis: its 429 moves the slot for everyone. */
async function otherReplicaPushesBack(prefix: string, ms: number): Promise<void> {
  const direct = testRedis();
  cleanup.push(async () => direct.disconnect());
  const lane = `${prefix}api:${laneName(sb.demoKey)}`;
  new SharedLimiter(direct, lane, 500).pushBack(ms);
  await until('the push-back in Redis', async () => (await direct.pttl(`${lane}:next`)) > 0);
}

function sharedRedis(url: string, prefix: string): SharedRedis {
  const r = connectRedis({ url, prefix }, silentLogger);
  cleanup.push(async () => {
    r.redis.disconnect();
    const direct = testRedis();
    await dropPrefix(direct, prefix);
    direct.disconnect();
  });
  return r;
}

describe.runIf(redisUp && pgUp)('a write that never left is refused, not unknown (item 3)', () => {
  it('Redis taken away while the write waits for its slot: refused, nothing sent, no "Send anyway"', async () => {
    const s = await store(newSchema());
    const redisProxy = await proxy(TEST_SERVERS.redis);
    const prefix = redisPrefix('outage3');
    const shared = sharedRedis(redisProxy.url(TEST_SERVERS.redis.url), prefix);
    await until('Redis ready', () => shared.ready());
    const client = api({ ratePerSecond: 2, shared: { redis: shared.redis, prefix } }).forKey(sb.demoKey);
    await otherReplicaPushesBack(prefix, 3_000);

    const entry = await preview(s);
    const before = posts();
    const pending = send(s, client, entry);
    // Claimed, and waiting for the slot the other replica's 429 holds: now Redis goes.
    await until('the claim', async () => (await s.journal.get(entry.id))?.state === 'claimed');
    redisProxy.cut();
    const r = await pending;

    expect(r.kind).toBe('done');
    if (r.kind !== 'done') return;
    expect(r.error).toBeInstanceOf(NotSentError);
    expect(r.entry).toMatchObject({ state: 'refused', sentAt: null });
    const shown = outcomeOf(r.entry);
    expect(shown.status === 'failed' && shown.reason(ENGLISH)).toMatch(/nothing was sent/);
    expect(await s.journal.get(entry.id)).toMatchObject({ state: 'refused', sentAt: null });
    expect((await s.audit.list({ guildId, limit: 5 })).rows[0]).toMatchObject({ journalId: entry.id, outcome: 'refused' });
    expect(posts()).toBe(before);
    // The identical write is not held behind "Send anyway": nothing happened.
    const again = await s.journal.preview({
      operation: 'token.save',
      guildId,
      userId,
      body: entry.body,
      summary: 'a token',
      ttlMs: 60_000,
    });
    expect(again.earlier).toBeUndefined();
  }, 30_000);

  it('the client closed at shutdown while the write waits: refused, nothing sent', async () => {
    const s = await store(newSchema());
    const a = api({ ratePerSecond: 0.5 });
    const client = a.forKey(sb.demoKey);
    await client.listTokens({}).catch(() => undefined); // takes the slot: the write has to wait
    const entry = await preview(s);
    const before = posts();
    const pending = send(s, client, entry);
    await until('the write queued', () => a.queued > 0);
    await a.close();
    const r = await pending;
    expect(r).toMatchObject({ kind: 'done', entry: { state: 'refused', sentAt: null } });
    expect(posts()).toBe(before);
  }, 30_000);
});

describe("a member's read, every attempt included", () => {
  it('ends within its budget when each attempt times out and is retried, instead of waiting attempt after attempt', async () => {
    sb.faults.set('listTokens', { hang: 1 });
    try {
      const client = api({ timeoutMs: 1_000, retries: { max: 5, maxTotalMs: 60_000 }, maxQueueWaitMs: { read: 2_500 } }).forKey(sb.demoKey);
      const error = await client.listTokens({}).then(
        () => undefined,
        (err: unknown) => err,
      );
      expect(error).toBeInstanceOf(TimeoutError);
      expect(String((error as Error).message)).toContain('no answer within 3 s, retries included');
    } finally {
      sb.faults.clear();
    }
  }, 20_000);
});

describe.runIf(redisUp && pgUp)('the write deadline and a stalled Redis (item 6)', () => {
  it('another replica was told to wait a minute: the write is refused unsent at its deadline, not sent a minute later', async () => {
    const s = await store(newSchema());
    const prefix = redisPrefix('outage6');
    const shared = sharedRedis(TEST_SERVERS.redis.url, prefix);
    const client = api({ ratePerSecond: 2, shared: { redis: shared.redis, prefix }, maxQueueWaitMs: { write: 1_500 } }).forKey(sb.demoKey);
    await otherReplicaPushesBack(prefix, 60_000);
    const entry = await preview(s);
    const before = posts();
    const r = await send(s, client, entry);
    expect(r.kind).toBe('done');
    if (r.kind !== 'done') return;
    expect(r.error).toBeInstanceOf(RateLimitedError);
    expect(r.entry).toMatchObject({ state: 'refused', sentAt: null });
    expect(posts()).toBe(before);
  }, 20_000);

  it("another replica was told to wait a minute: a member's read leaves the queue at its deadline with when to retry, never sent late", async () => {
    const prefix = redisPrefix('outage6read');
    const shared = sharedRedis(TEST_SERVERS.redis.url, prefix);
    const client = api({ ratePerSecond: 2, shared: { redis: shared.redis, prefix }, maxQueueWaitMs: { read: 1_500 } }).forKey(sb.demoKey);
    await otherReplicaPushesBack(prefix, 60_000);
    const before = sb.stats.total();
    const error = await client.listTokens({}).then(
      () => undefined,
      (err: unknown) => err,
    );
    // Its whole budget and its place in the queue end together: told either way, nothing sent.
    expect(String((error as Error).message)).toMatch(/no send slot within 2 s, so nothing was sent|no answer within 2 s, retries included/);
    expect(sb.stats.total()).toBe(before);
  }, 20_000);

  it('Redis stalls (accepts, never answers) while the write waits: the command times out and the write is refused unsent', async () => {
    const s = await store(newSchema());
    const redisProxy = await proxy(TEST_SERVERS.redis);
    const prefix = redisPrefix('stall6');
    const shared = sharedRedis(redisProxy.url(TEST_SERVERS.redis.url), prefix);
    await until('Redis ready', () => shared.ready());
    // A deadline far beyond the test's: only the Redis command timeout can end the wait.
    const client = api({ ratePerSecond: 2, shared: { redis: shared.redis, prefix }, maxQueueWaitMs: { write: 120_000 } }).forKey(
      sb.demoKey,
    );
    await otherReplicaPushesBack(prefix, 1_000);
    const entry = await preview(s);
    const before = posts();
    const pending = send(s, client, entry);
    await until('the claim', async () => (await s.journal.get(entry.id))?.state === 'claimed');
    redisProxy.stall();
    const r = await pending;
    expect(r.kind).toBe('done');
    if (r.kind !== 'done') return;
    expect(r.error).toBeInstanceOf(NotSentError);
    expect(r.entry).toMatchObject({ state: 'refused', sentAt: null });
    expect(posts()).toBe(before);
  }, 20_000);
});

/** Whether the process of `db` holds its instance lock again (it retakes it after a lost connection). */
async function lockHeld(db: Db): Promise<boolean> {
  const c = new pg.Client({ connectionString: TEST_SERVERS.postgres.url });
  await c.connect();
  try {
    const r = await c.query(`select 1 from pg_locks where locktype = 'advisory' and granted and objid = $1::int::oid and objsubid = 2`, [
      db.instanceKey,
    ]);
    return r.rows.length > 0;
  } finally {
    await c.end();
  }
}

describe.runIf(pgUp)('PostgreSQL lost after the POST (item 4)', () => {
  it('lost for a moment: the settle is retried and the outcome recorded', async () => {
    const schema = newSchema();
    const pgProxy = await proxy(TEST_SERVERS.postgres);
    let cutAt: string | undefined;
    const s = await store(schema, pgProxy.url(TEST_SERVERS.postgres.url), {
      settleRetryMs: [300, 600, 1_200, 2_000],
      onStep: (step) => {
        if (step === cutAt) {
          pgProxy.cut();
          setTimeout(() => pgProxy.restore(), 400);
        }
      },
    });
    const client = api({ ratePerSecond: 0 }).forKey(sb.demoKey);
    const entry = await preview(s);
    const before = posts();
    cutAt = 'answered';
    const r = await send(s, client, entry);
    cutAt = undefined;
    expect(r).toMatchObject({ kind: 'done', entry: { state: 'created' } });
    expect(r.kind === 'done' && r.unrecorded).toBeFalsy();
    expect(posts()).toBe(before + 1);
    const direct = await store(schema);
    expect(await direct.journal.get(entry.id)).toMatchObject({ state: 'created' });
    expect((await direct.audit.list({ guildId, limit: 5 })).rows[0]).toMatchObject({ journalId: entry.id, outcome: 'created' });
  }, 30_000);

  it('lost for longer: the user is told "unknown"; after the lease another process settles it unknown under a live owner, never resent', async () => {
    const schema = newSchema();
    const pgProxy = await proxy(TEST_SERVERS.postgres);
    let cutAt: string | undefined;
    const s = await store(schema, pgProxy.url(TEST_SERVERS.postgres.url), {
      settleRetryMs: [50, 50],
      onStep: (step) => {
        if (step === cutAt) pgProxy.cut();
      },
    });
    const client = api({ ratePerSecond: 0 }).forKey(sb.demoKey);
    const entry = await preview(s);
    const before = posts();
    cutAt = 'answered';
    const r = await send(s, client, entry);
    cutAt = undefined;
    expect(r.kind).toBe('done');
    if (r.kind !== 'done') return;
    expect(r.unrecorded).toBeDefined();
    expect(r.entry.state).toBe('unknown');
    expect(outcomeOf(r.entry).status).toBe('unknown');
    expect(posts()).toBe(before + 1);

    pgProxy.restore();
    // The owner is alive: it holds its instance lock again, so only the lease can settle the entry.
    await until('the owner relocked', () => lockHeld(s.db));
    // Within the lease, another process leaves it alone (its owner lives).
    const patient = await store(schema, undefined, { leaseMs: 60_000 });
    expect(await patient.journal.get(entry.id)).toMatchObject({ state: 'sent' });
    await new Promise((res) => setTimeout(res, 1_100));
    const other = await store(schema, undefined, { leaseMs: 1_000 });
    expect(await other.journal.get(entry.id)).toMatchObject({ state: 'unknown' });
    expect((await other.audit.list({ guildId, limit: 5 })).rows[0]).toMatchObject({ journalId: entry.id, outcome: 'unknown' });
    // Pressed again: the settled outcome, nothing resent.
    const again = await send(other, client, entry);
    expect(again).toMatchObject({ kind: 'settled', entry: { state: 'unknown' } });
    expect(posts()).toBe(before + 1);
  }, 30_000);

  it('lost right after the claim: nothing is sent; after the lease the claim goes back and Confirm sends it once', async () => {
    const schema = newSchema();
    const pgProxy = await proxy(TEST_SERVERS.postgres);
    let cutAt: string | undefined;
    const s = await store(schema, pgProxy.url(TEST_SERVERS.postgres.url), {
      settleRetryMs: [50, 50],
      onStep: (step) => {
        if (step === cutAt) pgProxy.cut();
      },
    });
    const client = api({ ratePerSecond: 0 }).forKey(sb.demoKey);
    const entry = await preview(s);
    const before = posts();
    cutAt = 'claimed';
    const r = await send(s, client, entry);
    cutAt = undefined;
    expect(r).toMatchObject({ kind: 'done', entry: { state: 'refused' } });
    expect(r.kind === 'done' && r.unrecorded).toBeDefined();
    expect(posts()).toBe(before);

    pgProxy.restore();
    await until('the owner relocked', () => lockHeld(s.db));
    const patient = await store(schema, undefined, { leaseMs: 60_000 });
    expect(await patient.journal.get(entry.id)).toMatchObject({ state: 'claimed' });
    await new Promise((res) => setTimeout(res, 1_100));
    const other = await store(schema, undefined, { leaseMs: 1_000 });
    expect(await other.journal.get(entry.id)).toMatchObject({ state: 'previewed' });
    expect(await send(other, client, entry)).toMatchObject({ kind: 'done', entry: { state: 'created' } });
    expect(posts()).toBe(before + 1);
  }, 30_000);
});

/**
 * A store whose database loses the answer to the COMMIT of a transaction holding the statement
 * `lose` picks (committed, its answer never read, as when a connection drops right then), and
 * with `thenDown` answers nothing more until `restore()` (a cut that outlasts the settle's retries).
 */
async function storeLosing(schema: string, lose: (text: string) => boolean, thenDown: boolean, options: StoreOptions) {
  const db = await openDb({ databaseUrl: TEST_SERVERS.postgres.url, schema });
  let down = false;
  const lost = () => new Error('Connection terminated unexpectedly');
  const wrapped = new Proxy(db, {
    get(target, prop) {
      if (prop === 'query') return async (...args: Parameters<Db['query']>) => (down ? Promise.reject(lost()) : target.query(...args));
      if (prop === 'transaction')
        return async (fn: Parameters<Db['transaction']>[0]) => {
          if (down) throw lost();
          let picked = false;
          const r = await target.transaction((tx) =>
            fn(
              new Proxy(tx, {
                get(t, p) {
                  if (p === 'query') return (...args: Parameters<Db['query']>) => ((picked ||= lose(args[0])), t.query(...args));
                  const v = Reflect.get(t, p, t) as unknown;
                  return typeof v === 'function' ? v.bind(t) : v;
                },
              }),
            ),
          );
          if (picked) {
            down = thenDown;
            throw lost();
          }
          return r;
        };
      const v = Reflect.get(target, prop, target) as unknown;
      return typeof v === 'function' ? v.bind(target) : v;
    },
  });
  const s = await storeOn(wrapped, options);
  cleanup.push(() => s.close());
  return { s, restore: () => void (down = false) };
}

describe.runIf(pgUp)('PostgreSQL lost as the write was about to leave: the commit of "sent" made, its answer lost', () => {
  const isSent = (text: string) => /update journal set state = 'sent'/.test(text);

  it('the settle records it refused (nothing left), as the user is told', async () => {
    const schema = newSchema();
    await store(schema);
    const { s } = await storeLosing(schema, isSent, false, { settleRetryMs: [50, 50] });
    const client = api({ ratePerSecond: 0 }).forKey(sb.demoKey);
    const entry = await preview(s);
    const before = posts();
    const r = await send(s, client, entry);
    expect(r).toMatchObject({ kind: 'done', entry: { state: 'refused' } });
    expect(posts()).toBe(before);
    const direct = await store(schema);
    expect(await direct.journal.get(entry.id)).toMatchObject({ state: 'refused' });
    expect((await direct.audit.list({ guildId, limit: 5 })).rows[0]).toMatchObject({ journalId: entry.id, outcome: 'refused' });
  }, 30_000);

  it('and the database stays away: the user is told "unknown", which is what the journal says after the lease; never sent', async () => {
    const schema = newSchema();
    await store(schema);
    const { s, restore } = await storeLosing(schema, isSent, true, { settleRetryMs: [50, 50] });
    const client = api({ ratePerSecond: 0 }).forKey(sb.demoKey);
    const entry = await preview(s);
    const before = posts();
    const r = await send(s, client, entry);
    expect(r.kind).toBe('done');
    if (r.kind !== 'done') return;
    expect(r.unrecorded).toBeDefined();
    expect(r.entry.state).toBe('unknown');
    expect(outcomeOf(r.entry).status).toBe('unknown');
    expect(posts()).toBe(before);
    restore();
    await new Promise((res) => setTimeout(res, 1_100));
    const other = await store(schema, undefined, { leaseMs: 1_000 });
    expect(await other.journal.get(entry.id)).toMatchObject({ state: 'unknown' });
    expect(await send(other, client, entry)).toMatchObject({ kind: 'settled', entry: { state: 'unknown' } });
    expect(posts()).toBe(before);
  }, 30_000);
});
