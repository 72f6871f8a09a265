import { createServer } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  AuthError,
  createCommunityApi,
  NetworkError,
  NotFoundError,
  RateLimitedError,
  RejectedError,
  SchemaError,
  TimeoutError,
  UpstreamError,
  type CommunityApi,
  type CommunityClient,
} from '../src/api/index.js';
import { json, startStub, type Stub } from './api-stub.js';

const KEY = 'a1b2c3d4-0000-4000-8000-secretkey123';

/** Everything a log line or a reply could ever print of an error. */
const everything = (e: unknown) => {
  const err = e as Error & { cause?: unknown };
  return [JSON.stringify(err), String(err), err.stack ?? '', err.message, JSON.stringify(err.cause ?? null), String(err.cause ?? '')].join(
    '\n',
  );
};

async function failure(p: Promise<unknown>): Promise<Error> {
  return p.then(
    () => expect.unreachable('expected a failure'),
    (e: unknown) => e as Error,
  );
}

describe('error mapping over real HTTP', () => {
  let stub: Stub;
  let api: CommunityApi;
  let client: CommunityClient;
  beforeEach(async () => {
    stub = await startStub();
    api = createCommunityApi({ baseUrl: stub.url, ratePerSecond: 0, cache: false, retries: { max: 0, maxTotalMs: 0 } });
    client = api.forKey(KEY);
  });
  afterEach(async () => {
    await api.close();
    await stub.close();
  });

  const cases: [string, number, string | object | undefined, Record<string, string>, (e: Error) => void][] = [
    [
      '401 json',
      401,
      { message: 'invalid api key' },
      {},
      (e) => {
        expect(e).toBeInstanceOf(AuthError);
        expect((e as AuthError).maybePlan).toBe(false);
      },
    ],
    [
      '403 text',
      403,
      'Forbidden: plan',
      {},
      (e) => {
        expect(e).toBeInstanceOf(AuthError);
        expect((e as AuthError).maybePlan).toBe(true);
        expect((e as AuthError).body).toBe('Forbidden: plan');
      },
    ],
    [
      '404 empty',
      404,
      undefined,
      {},
      (e) => {
        expect(e).toBeInstanceOf(NotFoundError);
        expect((e as NotFoundError).body).toBeUndefined();
      },
    ],
    [
      '429 seconds',
      429,
      { error: 'slow down' },
      { 'retry-after': '3' },
      (e) => {
        expect(e).toBeInstanceOf(RateLimitedError);
        expect((e as RateLimitedError).retryAfterMs).toBe(3000);
      },
    ],
    [
      '429 http-date',
      429,
      undefined,
      { 'retry-after': new Date(Date.now() + 20_000).toUTCString() },
      (e) => {
        // HTTP-dates have whole seconds; far from the 1 s default either way.
        expect((e as RateLimitedError).retryAfterMs).toBeGreaterThan(10_000);
        expect((e as RateLimitedError).retryAfterMs).toBeLessThanOrEqual(20_000);
      },
    ],
    [
      '429 without Retry-After',
      429,
      'too many',
      {},
      (e) => {
        expect((e as RateLimitedError).retryAfterMs).toBe(1000);
      },
    ],
    [
      '400 json message',
      400,
      { error: 'Bad Request', message: 'chain: not allowed' },
      {},
      (e) => {
        expect(e).toBeInstanceOf(RejectedError);
        expect((e as RejectedError).upstreamMessage).toBe('chain: not allowed');
        expect(e.message).toContain('chain: not allowed');
      },
    ],
    [
      '422 json error',
      422,
      { error: 'duplicate token' },
      {},
      (e) => {
        expect((e as RejectedError).upstreamMessage).toBe('duplicate token');
      },
    ],
    [
      '409 plain text',
      409,
      'already exists',
      {},
      (e) => {
        expect((e as RejectedError).upstreamMessage).toBe('already exists');
      },
    ],
    [
      '400 json of another shape',
      400,
      [{ code: 1 }],
      {},
      (e) => {
        expect(e).toBeInstanceOf(RejectedError);
        expect((e as RejectedError).upstreamMessage).toBeUndefined();
        expect((e as RejectedError).body).toEqual([{ code: 1 }]);
      },
    ],
    ['500 empty', 500, undefined, {}, (e) => expect(e).toBeInstanceOf(UpstreamError)],
    ['502 html', 502, '<html>bad gateway</html>', {}, (e) => expect(e).toBeInstanceOf(UpstreamError)],
  ];

  it.each(cases)('%s', async (_name, status, body, headers, check) => {
    stub.handle((_req, res) => {
      if (typeof body === 'object') return json(res, status, body, headers);
      res.writeHead(status, headers);
      res.end(body);
    });
    const error = await failure(client.listTokens({ chain: 'Base', limit: 5 }));
    check(error);
    const e = error as RejectedError;
    expect(e.method).toBe('GET');
    expect(e.path).toBe('/v1/community/tokens?chain=Base&limit=5');
    expect(e.status).toBe(status);
    expect(everything(e)).not.toContain(KEY);
  });

  it('a service that echoes the key does not leak it into the error', async () => {
    stub.handle((req, res) => json(res, 400, { message: `bad key ${String(req.headers['x-api-key'])}` }));
    const error = (await failure(client.getQuest('q1'))) as RejectedError;
    expect(error.upstreamMessage).toBe('bad key [redacted]');
    expect(everything(error)).not.toContain(KEY);
  });

  it('no answer within the timeout is a TimeoutError', async () => {
    stub.handle(() => undefined);
    const impatient = createCommunityApi({ baseUrl: stub.url, ratePerSecond: 0, retries: { max: 0, maxTotalMs: 0 }, timeoutMs: 300 });
    const error = await failure(impatient.forKey(KEY).getQuest('q1')).finally(() => impatient.close());
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as TimeoutError).outcomeUnknown).toBe(false);
    expect(everything(error)).not.toContain(KEY);
  });

  it('a reset connection is a NetworkError', async () => {
    stub.handle((_req, res) => res.socket?.destroy());
    const error = await failure(client.getQuest('q1'));
    expect(error).toBeInstanceOf(NetworkError);
    expect(everything(error)).not.toContain(KEY);
  });

  it('a refused connection is a NetworkError', async () => {
    const port = await new Promise<number>((resolve) => {
      const s = createServer();
      s.listen(0, '127.0.0.1', () => {
        const p = (s.address() as { port: number }).port;
        s.close(() => resolve(p));
      });
    });
    const dead = createCommunityApi({ baseUrl: `http://127.0.0.1:${port}`, ratePerSecond: 0, retries: { max: 0, maxTotalMs: 0 } });
    try {
      const error = await failure(dead.forKey(KEY).listChains());
      expect(error).toBeInstanceOf(NetworkError);
      expect(error.message).toContain('ECONNREFUSED');
    } finally {
      await dead.close();
    }
  });

  it('malformed JSON on a 2xx GET is a SchemaError, not a crash', async () => {
    stub.handle((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"data":[{"chain":');
    });
    const error = await failure(client.listTokens());
    expect(error).toBeInstanceOf(SchemaError);
    expect(error.message).toContain('not valid JSON');
  });

  it('an empty 2xx GET body is a SchemaError', async () => {
    stub.handle((_req, res) => {
      res.writeHead(200);
      res.end();
    });
    expect(await failure(client.listChains())).toBeInstanceOf(SchemaError);
  });

  it('a missing or mistyped field names its path; unknown fields are dropped', async () => {
    const token = (i: number) => ({ chain: 'Base', address: `0x${i}`, symbol: `T${i}`, decimals: 18, createdAt: i });
    const data = [token(0), token(1), token(2), { ...token(3), symbol: 7 }];
    stub.handle((_req, res) => json(res, 200, { data, pagination: { offset: 0, limit: 4, total: 4, count: 4 } }));
    const error = (await failure(client.listTokens())) as SchemaError;
    expect(error).toBeInstanceOf(SchemaError);
    expect(error.issues.map((i) => i.path)).toEqual(['data.3.symbol']);
    expect(error.message).toContain('data.3.symbol');
    expect(error.status).toBe(200);

    stub.handle((_req, res) =>
      json(res, 200, { data: [{ ...token(1), color: 'red' }], pagination: { offset: 0, limit: 1, total: 1, count: 1 }, extra: true }),
    );
    const page = await client.listTokens();
    expect(page.data[0]).toEqual(token(1));
    expect(page).not.toHaveProperty('extra');
  });

  it('an empty 201 to a POST is success; a text body is returned as is', async () => {
    stub.handle((_req, res) => {
      res.writeHead(201);
      res.end();
    });
    await expect(client.saveToken({ chain: 'Base', address: '0xabc' })).resolves.toBeUndefined();
    const raid = {
      title: 't',
      postUrl: 'https://x.com/p',
      requirements: { like: true, comment: false, repost: false },
      reward: { type: 'RANDOM', rewardPoolId: 'pool' },
    } as const;
    await expect(client.createRaid(raid)).resolves.toBeUndefined();
    stub.handle((_req, res) => {
      res.writeHead(201);
      res.end('created');
    });
    await expect(client.createRaid(raid)).resolves.toBe('created');
  });

  it('user details accept the platform spelling of field names', async () => {
    stub.handle((_req, res) =>
      json(res, 200, {
        discordUserId: '9999999999999999',
        discordUsername: 'n',
        discordAvatarUrl: null,
        linkedAccounts: [],
        linkedWallets: [],
      }),
    );
    await expect(client.getUserDetails('9999999999999999')).resolves.toMatchObject({
      chatUserId: '9999999999999999',
      chatUsername: 'n',
      chatAvatarUrl: null,
    });
  });
});
