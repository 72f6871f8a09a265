import { afterEach, describe, expect, it } from 'vitest';
import {
  createCommunityApi,
  NetworkError,
  RateLimitedError,
  TimeoutError,
  UpstreamError,
  type ApiOptions,
  type CommunityApi,
} from '../src/api/index.js';
import { json, startStub, validAnswer, type Handler, type Stub } from './api-stub.js';
import { startSandbox } from '../src/sandbox/index.js';

const KEY_A = '11111111-1111-4111-8111-111111111111';
const KEY_B = '22222222-2222-4222-8222-222222222222';
const token = (i: number) => ({ chain: 'Base', address: `0x${i}`, symbol: `T${i}`, decimals: 18, createdAt: i });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let stub: Stub;
let api: CommunityApi;
async function setup(handler: Handler = validAnswer, options: Partial<ApiOptions> = {}) {
  stub = await startStub(handler);
  api = createCommunityApi({ baseUrl: stub.url, ratePerSecond: 0, retries: { max: 3, maxTotalMs: 5_000, baseDelayMs: 5 }, ...options });
  return api;
}
afterEach(async () => {
  await api?.close();
  await stub?.close();
});

describe('headers and queries', () => {
  it('sends the key on community paths only, never on the core endpoints', async () => {
    const client = (await setup()).forKey(KEY_A);
    await client.listTokens();
    await client.listChains();
    await client.getServiceWallets('4242424242424242');
    const [tokens, chains, wallets] = stub.seen;
    expect(tokens?.headers['x-api-key']).toBe(KEY_A);
    expect(chains?.headers['x-api-key']).toBeUndefined();
    expect(wallets?.headers['x-api-key']).toBeUndefined();
    expect(wallets?.url).toBe('/v1/servicewallets?platform=chat&user=4242424242424242');
  });

  it('uses the hidden query names, repeated array keys and true/false', async () => {
    const client = (await setup()).forKey(KEY_A);
    await client.listPointSystems({
      search: 'gold',
      statuses: ['ACTIVE', 'ARCHIVED'],
      permission: 'SPEND',
      includeShared: true,
      offset: 0,
      limit: 10,
    });
    await client.listQuestCompletions({ questId: 'q1', iteration: 2, userId: '7777777777777777', after: 1, until: 2, limit: 50 });
    await client.getPointBalances({ pointSystemId: 'p%1', userIds: ['1111111111111111', '2222222222222222'], sort: 'balance-asc' });
    expect(stub.seen.map((s) => s.url)).toEqual([
      '/v1/community/points?query=gold&statuses=ACTIVE&statuses=ARCHIVED&permission=SPEND&includeShared=true&offset=0&limit=10',
      '/v1/community/quest-completions?questId=q1&iteration=2&userId=7777777777777777&startTime=1&endTime=2&limit=50',
      '/v1/community/points/p%251/balance?platform=chat&userIds=1111111111111111&userIds=2222222222222222&sortBy=balance-asc',
    ]);
  });

  it('the discord spelling changes the platform value and the wallets path', async () => {
    const client = (await setup(validAnswer, { spelling: 'discord' })).forKey(KEY_A);
    await client.getServiceWallets('4242424242424242');
    await client.getPointBalances({ pointSystemId: 'p1' });
    expect(stub.seen.map((s) => s.url)).toEqual([
      '/v1/discordwallets?platform=discord&user=4242424242424242',
      '/v1/community/points/p1/balance?platform=discord',
    ]);
  });

  it('reuses one kept-alive connection across calls and keys', async () => {
    await setup();
    for (const key of [KEY_A, KEY_B, KEY_A]) await api.forKey(key).getQuest(`q-${key}`, { fresh: true });
    await api.forKey(KEY_B).listChains();
    // undici hands a socket back just after the body resolves, so a second one may open; never one per call.
    expect(new Set(stub.seen.map((s) => s.port)).size).toBeLessThanOrEqual(2);
  });

  it('a key only being checked gets a client that is not kept; a known key gets its own', async () => {
    await setup();
    const kept = api.forKey(KEY_A);
    expect(api.tryKey(KEY_A)).toBe(kept);
    const trial = api.tryKey(KEY_B);
    expect(api.tryKey(KEY_B)).not.toBe(trial);
    expect(api.forKey(KEY_B)).not.toBe(trial);
    expect(trial.keyId).toBe(api.forKey(KEY_B).keyId);
    expect(trial.keyId).not.toBe(kept.keyId);
    await trial.getQuest('q-1', { fresh: true });
    expect(stub.seen.at(-1)?.headers['x-api-key']).toBe(KEY_B);
    expect(() => api.tryKey('has spaces in it')).toThrow(/printable text/);
  });

  // The key check and the reads after it share the key's one lane.
  it('a key check and the first read after it wait in the same rate-limit lane: no 429 from an API that allows 1 request/s', async () => {
    const sandbox = await startSandbox({ host: '127.0.0.1', port: 0, ratePerSecond: 1 });
    const live = createCommunityApi({ baseUrl: sandbox.url, ratePerSecond: 1 });
    try {
      await live.tryKey(sandbox.demoKey).listPointSystems({ limit: 25 });
      await live.forKey(sandbox.demoKey).listTokens();
      expect(live.stats.rateLimited).toBe(0);
      expect(live.stats.requests).toBe(2);
    } finally {
      await live.close();
      await sandbox.close();
    }
  });

  it('posts JSON bodies', async () => {
    const client = (await setup()).forKey(KEY_A);
    await client.saveToken({ chain: 'Base', address: '0xabc' });
    const seen = stub.seen[0]!;
    expect(seen.method).toBe('POST');
    expect(seen.headers['content-type']).toBe('application/json');
    expect(JSON.parse(seen.body)).toEqual({ chain: 'Base', address: '0xabc' });
  });
});

describe('retries', () => {
  it('a GET recovers after 5xx answers', async () => {
    let n = 0;
    const client = (await setup((req, res) => (++n <= 2 ? json(res, 503, { error: 'busy' }) : validAnswer(req, res)))).forKey(KEY_A);
    await expect(client.listChains()).resolves.toHaveLength(1);
    expect(stub.seen).toHaveLength(3);
    expect(api.stats).toMatchObject({ requests: 3, retries: 2 });
  });

  it('a GET gives up after the retry count', async () => {
    const client = (await setup((_req, res) => json(res, 500, {}))).forKey(KEY_A);
    await expect(client.listChains()).rejects.toBeInstanceOf(UpstreamError);
    expect(stub.seen).toHaveLength(4);
  });

  it('a GET retries after a 429, waiting for Retry-After, and counts it', async () => {
    let n = 0;
    const client = (await setup((req, res) => (++n === 1 ? json(res, 429, {}, { 'retry-after': '1' }) : validAnswer(req, res)))).forKey(
      KEY_A,
    );
    await client.getQuest('q1');
    expect(stub.seen).toHaveLength(2);
    expect(stub.seen[1]!.at - stub.seen[0]!.at).toBeGreaterThanOrEqual(950);
    expect(api.stats.rateLimited).toBe(1);
  });

  it('a POST is sent once, even when it fails with 5xx or times out', async () => {
    const client = (await setup((_req, res) => json(res, 503, {}), { timeoutMs: 1_000 })).forKey(KEY_A);
    await expect(client.saveToken({ chain: 'Base', address: '0x1' })).rejects.toBeInstanceOf(UpstreamError);
    expect(stub.seen).toHaveLength(1);
    stub.handle(() => undefined);
    const raid = {
      title: 't',
      postUrl: 'https://x.com/p',
      requirements: { like: true, comment: true, repost: true },
      reward: { type: 'RANDOM', rewardPoolId: 'p' },
    } as const;
    const error = await client.createRaid(raid).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as TimeoutError).outcomeUnknown).toBe(true);
    await sleep(300);
    expect(stub.seen).toHaveLength(2);
    expect(api.stats.retries).toBe(0);
  });

  it('a caller abort ends the call at once, without retrying', async () => {
    const client = (await setup(() => undefined)).forKey(KEY_A);
    const controller = new AbortController();
    const call = client.getQuest('q1', { signal: controller.signal });
    while (stub.seen.length === 0) await sleep(5);
    controller.abort(new Error('user left'));
    await expect(call).rejects.toThrow('user left');
    await sleep(50);
    expect(stub.seen).toHaveLength(1);
  });
});

describe('rate limit', () => {
  it('never sends faster than ratePerSecond per key; keys and the core lane are separate buckets', async () => {
    const client = (await setup(validAnswer, { ratePerSecond: 20, cache: false, coalesce: false })).forKey(KEY_A);
    const other = api.forKey(KEY_B);
    // Open the connections first: a connect delays one arrival and squeezes the next gap.
    await Promise.all([client.getQuest('warm'), other.getQuest('warm'), client.listChains()]);
    stub.seen.length = 0;
    await Promise.all([
      ...Array.from({ length: 24 }, (_, i) => client.getQuest(`q${i}`)),
      ...Array.from({ length: 12 }, (_, i) => other.getQuest(`q${i}`)),
      ...Array.from({ length: 8 }, () => client.listChains()),
    ]);
    const arrivals = (pick: (s: (typeof stub.seen)[number]) => boolean) => stub.seen.filter(pick).map((s) => s.at);
    const a = arrivals((s) => s.headers['x-api-key'] === KEY_A);
    const b = arrivals((s) => s.headers['x-api-key'] === KEY_B);
    const core = arrivals((s) => s.url === '/v1/chains');
    expect([a.length, b.length, core.length]).toEqual([24, 12, 8]);
    for (const times of [a, b, core]) {
      // Client and stub share one event loop, so a single pause can squeeze one gap: judge the
      // typical gap and any 500 ms window (10 slots at 20/s), each with a generous margin.
      const gaps = times
        .slice(1)
        .map((t, i) => t - times[i]!)
        .sort((x, y) => x - y);
      expect(gaps[Math.floor(gaps.length / 2)]).toBeGreaterThanOrEqual(45);
      for (const t of times) expect(times.filter((u) => u >= t && u < t + 500).length).toBeLessThanOrEqual(11);
    }
    // Separate buckets run side by side rather than one after another.
    expect(Math.min(...b)).toBeLessThan(Math.max(...a));
    expect(Math.min(...core)).toBeLessThan(Math.max(...a));
  });

  it('queued writes go before queued reads', async () => {
    // Slots 220 ms apart: wide enough that a connect on a busy machine cannot reorder arrivals.
    const client = (await setup(validAnswer, { ratePerSecond: 5, cache: false })).forKey(KEY_A);
    const calls = [client.getQuest('a'), client.getQuest('b'), client.getQuest('c'), client.saveToken({ chain: 'Base', address: '0x1' })];
    await Promise.all(calls);
    expect(stub.seen.map((s) => s.method)).toEqual(['GET', 'POST', 'GET', 'GET']);
  });

  it('noWait answers from cache, sends when there is capacity, and otherwise fails at once', async () => {
    const client = (await setup(validAnswer, { ratePerSecond: 1 })).forKey(KEY_A);
    await client.getQuest('q1', { noWait: true });
    expect(stub.seen).toHaveLength(1);
    await client.getQuest('q1', { noWait: true });
    expect(stub.seen).toHaveLength(1);
    const error = await client.getQuest('q2', { noWait: true }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitedError);
    expect((error as RateLimitedError).retryAfterMs).toBeGreaterThan(0);
    // Had it waited for the next slot, it would have been sent.
    expect(stub.seen).toHaveLength(1);
  });

  it('a 429 pushes the key back by Retry-After', async () => {
    let n = 0;
    const client = (
      await setup((req, res) => (++n === 1 ? json(res, 429, {}, { 'retry-after': '1' }) : validAnswer(req, res)), {
        ratePerSecond: 50,
        retries: { max: 0, maxTotalMs: 0 },
      })
    ).forKey(KEY_A);
    await expect(client.getQuest('a')).rejects.toBeInstanceOf(RateLimitedError);
    await client.getQuest('b');
    expect(stub.seen[1]!.at - stub.seen[0]!.at).toBeGreaterThanOrEqual(950);
  });

  it('an hour-long Retry-After neither freezes the key nor lets a write go out late', async () => {
    let n = 0;
    const client = (
      await setup((req, res) => (++n === 1 ? json(res, 429, {}, { 'retry-after': '3600' }) : validAnswer(req, res)), {
        ratePerSecond: 50,
        retries: { max: 0, maxTotalMs: 0 },
      })
    ).forKey(KEY_A);
    await expect(client.getQuest('a')).rejects.toBeInstanceOf(RateLimitedError);
    // Capped at a minute: past the budgets for queued writes (10 s) and reads (30 s), so both
    // are refused at once, unsent, with the wait, instead of leaving an hour later.
    const write = await client.saveToken({ chain: 'Base', address: `0x${'1'.repeat(40)}` }).catch((e: unknown) => e);
    const read = await client.listTokens().catch((e: unknown) => e);
    for (const error of [write, read]) {
      expect(error).toBeInstanceOf(RateLimitedError);
      expect((error as RateLimitedError).retryAfterMs).toBeGreaterThan(55_000);
      expect((error as RateLimitedError).retryAfterMs).toBeLessThanOrEqual(61_000);
    }
    expect(stub.seen).toHaveLength(1);
  });

  it('close rejects queued calls', async () => {
    const client = (await setup(validAnswer, { ratePerSecond: 1 })).forKey(KEY_A);
    const first = client.getQuest('a');
    const queued = client.getQuest('b').catch((e: unknown) => e);
    await first;
    await api.close();
    expect(String(await queued)).toContain('closed');
    await expect(client.listChains()).rejects.toThrow('closed');
    expect(stub.seen).toHaveLength(1);
  });
});

describe('close', () => {
  it('ends hanging requests and retry waits at once', async () => {
    const client = (await setup(() => undefined, { timeoutMs: 10_000 })).forKey(KEY_A);
    const hanging = client.getQuest('q1').catch((e: unknown) => e);
    await sleep(50);
    await api.close();
    // Closed, not timed out: close did not wait for the 10 s timeout.
    expect(await hanging).toBeInstanceOf(NetworkError);
    expect(String(await hanging)).toContain('closed');
  });
});

describe('coalescing and caching', () => {
  it('10 identical concurrent GETs share one upstream request', async () => {
    const client = (await setup((req, res) => setTimeout(() => validAnswer(req, res), 30))).forKey(KEY_A);
    const results = await Promise.all(Array.from({ length: 10 }, () => client.getQuest('q1', { fresh: true })));
    expect(new Set(results.map((r) => r.id))).toEqual(new Set(['q1']));
    expect(stub.seen).toHaveLength(1);
  });

  it('the naive client sends every call', async () => {
    const client = (await setup(validAnswer, { cache: false, coalesce: false })).forKey(KEY_A);
    await Promise.all(Array.from({ length: 10 }, () => client.getQuest('q1')));
    await client.getQuest('q1');
    expect(stub.seen).toHaveLength(11);
  });

  it('caches per key, fresh skips the cache, errors are not cached', async () => {
    let fail = true;
    const client = (await setup((req, res) => (fail && req.url.includes('q2') ? json(res, 404, {}) : validAnswer(req, res)))).forKey(KEY_A);
    await client.getQuest('q1');
    await client.getQuest('q1');
    expect(stub.seen).toHaveLength(1);
    await client.getQuest('q1', { fresh: true });
    expect(stub.seen).toHaveLength(2);
    await api.forKey(KEY_B).getQuest('q1');
    expect(stub.seen).toHaveLength(3);
    expect(stub.seen[2]!.headers['x-api-key']).toBe(KEY_B);
    await expect(client.getQuest('q2')).rejects.toThrow('404');
    fail = false;
    await expect(client.getQuest('q2')).resolves.toMatchObject({ id: 'q1' });
  });

  it('the core endpoints are cached across keys', async () => {
    await setup();
    await api.forKey(KEY_A).listChains();
    await api.forKey(KEY_B).listChains();
    expect(stub.seen).toHaveLength(1);
  });

  it('a saved token shows in the next listTokens at once', async () => {
    const saved: ReturnType<typeof token>[] = [];
    const client = (
      await setup(async (req, res) => {
        if (req.method === 'POST') {
          saved.push({ ...token(saved.length), ...JSON.parse(req.body) });
          return json(res, 201, undefined);
        }
        json(res, 200, { data: saved, pagination: { offset: 0, limit: 20, total: saved.length, count: saved.length } });
      })
    ).forKey(KEY_A);
    const other = api.forKey(KEY_B);
    expect((await client.listTokens()).data).toHaveLength(0);
    expect((await other.listTokens()).data).toHaveLength(0);
    await client.saveToken({ chain: 'Base', address: '0xnew' });
    expect((await client.listTokens()).data.map((t) => t.address)).toEqual(['0xnew']);
    // The other key's cache is its own: untouched by this key's write.
    expect((await other.listTokens()).data).toHaveLength(0);
  });

  it('bounds the cache per key', async () => {
    const client = (await setup()).forKey(KEY_A);
    for (let i = 0; i < 80; i++) await client.getQuest(`q${i}`);
    await client.getQuest('q79');
    expect(stub.seen).toHaveLength(80);
    await client.getQuest('q0');
    expect(stub.seen).toHaveLength(81);
  });
});
