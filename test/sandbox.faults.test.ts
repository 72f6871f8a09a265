import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ChainListResponse, QuestSchema, TokenListResponse } from '../src/api/schemas.js';
import { PATHS } from './paths.js';
import { DEMO, startSandbox, type Sandbox } from '../src/sandbox/index.js';
import { parseFaultFlag } from '../src/sandbox/faults.js';
import { call } from './sandbox-helpers.js';

let sb: Sandbox;
beforeEach(async () => {
  sb = await startSandbox({ ratePerSecond: 0 });
});
afterEach(() => sb.close());

describe('faults', () => {
  it('adds latency to the faulted route', async () => {
    sb.faults.set('listChains', { latencyMs: 300, jitterMs: 50 });
    const started = performance.now();
    expect((await call(sb, PATHS.chains, { key: null })).status).toBe(200);
    // A lower bound only: a timer never fires early, while the machine may be slow.
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('answers 5xx at error rate 1 (503 by default, or the status asked for), and never at 0', async () => {
    sb.faults.set('getQuest', { errorRate: 1 });
    const r = await call(sb, PATHS.quest(DEMO.quests.active));
    expect(r.status).toBe(503);
    expect(r.json.error).toBe('Service Unavailable');
    sb.faults.set('getQuest', { errorRate: 1, errorStatus: 502 });
    expect((await call(sb, PATHS.quest(DEMO.quests.active))).status).toBe(502);
    expect((await call(sb, PATHS.tokens)).status).toBe(200);
    sb.faults.set('getQuest', { errorRate: 0 });
    expect((await call(sb, PATHS.quest(DEMO.quests.active))).status).toBe(200);
  });

  it('fails about the asked share of requests at a fractional error rate', async () => {
    sb.faults.set('listChains', { errorRate: 0.5 });
    let failed = 0;
    for (let i = 0; i < 100; i++) if ((await call(sb, PATHS.chains, { key: null })).status === 503) failed++;
    expect(failed).toBeGreaterThan(20);
    expect(failed).toBeLessThan(80);
  });

  it('answers a burst of 429 with Retry-After, then recovers', async () => {
    sb.faults.set('listTokens', { rateLimitBurst: 2 });
    for (let i = 0; i < 2; i++) {
      const r = await call(sb, PATHS.tokens);
      expect(r.status).toBe(429);
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    }
    expect((await call(sb, PATHS.tokens)).status).toBe(200);
  });

  it('hangs until close() releases the request', async () => {
    sb.faults.set('listChains', { hang: true });
    const pending = fetch(`${sb.url}${PATHS.chains}`).then(
      (res) => `answered ${res.status}`,
      () => 'socket closed',
    );
    const raced = await Promise.race([pending, new Promise((r) => setTimeout(() => r('still waiting'), 300))]);
    expect(raced).toBe('still waiting');
    await sb.close();
    expect(await pending).toBe('socket closed');
  });

  it('resets the connection without a response', async () => {
    sb.faults.set('listTokens', { reset: 1 });
    await expect(call(sb, PATHS.tokens)).rejects.toThrow(TypeError);
    sb.faults.clear();
    expect((await call(sb, PATHS.tokens)).status).toBe(200);
  });

  it('sends a 200 whose JSON is broken', async () => {
    sb.faults.set('*', { malformedJson: 1 });
    const r = await call(sb, PATHS.tokens);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/application\/json/);
    expect(() => JSON.parse(r.text)).toThrow(SyntaxError);
  });

  it('drifts the schema: a missing required field fails the schema', async () => {
    sb.faults.set('listTokens', { drift: 'missing-field' });
    const tokens = await call(sb, PATHS.tokens);
    expect(tokens.status).toBe(200);
    expect(TokenListResponse.safeParse(tokens.json).success).toBe(false);
    sb.faults.set('getQuest', { drift: 'missing-field' });
    expect(QuestSchema.safeParse((await call(sb, PATHS.quest(DEMO.quests.active))).json).success).toBe(false);
  });

  it('drifts the schema: an unknown field still parses and is stripped', async () => {
    sb.faults.set('*', { drift: 'extra-field' });
    const r = await call(sb, PATHS.chains, { key: null });
    expect(r.json.unexpectedField).toBe('drift');
    expect(r.json.chains[0].unexpectedField).toBe('drift');
    const parsed = ChainListResponse.parse(r.json);
    expect(parsed).not.toHaveProperty('unexpectedField');
    expect(parsed.chains[0]).not.toHaveProperty('unexpectedField');
  });

  it('lets a route override the shared spec, and clear() restores normal answers', async () => {
    sb.faults.set('*', { errorRate: 1 });
    sb.faults.set('listChains', { errorRate: 0 });
    expect((await call(sb, PATHS.tokens)).status).toBe(503);
    expect((await call(sb, PATHS.chains, { key: null })).status).toBe(200);
    sb.faults.clear();
    expect((await call(sb, PATHS.tokens)).status).toBe(200);
  });

  it('parses CLI fault flags', () => {
    expect(parseFaultFlag('getQuest:errorRate=0.5,errorStatus=502')).toEqual({
      route: 'getQuest',
      spec: { errorRate: 0.5, errorStatus: 502 },
    });
    expect(parseFaultFlag('*:hang=true,drift=extra-field')).toEqual({ route: '*', spec: { hang: true, drift: 'extra-field' } });
    // A chance above 1, a status that is none, a negative delay are refused, naming the bound.
    expect(() => parseFaultFlag('getQuest:errorRate=2')).toThrow(/errorRate must be a chance from 0 to 1, not 2/);
    expect(() => parseFaultFlag('getQuest:errorStatus=42')).toThrow(/errorStatus must be an HTTP status from 100 to 599/);
    expect(() => parseFaultFlag('*:latencyMs=-5')).toThrow(/latencyMs must be milliseconds, 0 or more/);
    expect(() => parseFaultFlag('getQuests:errorRate=1')).toThrow(/routes/);
    expect(() => parseFaultFlag('getQuest:speed=1')).toThrow(/not a known fault setting/);
  });
});

describe('rate limit', () => {
  it('refuses the second request within a second with 429 + Retry-After, then recovers', async () => {
    sb.setRateLimit(1);
    expect((await call(sb, PATHS.tokens)).status).toBe(200);
    const refused = await call(sb, PATHS.tokens);
    expect(refused.status).toBe(429);
    expect(refused.json.error).toBe('Too Many Requests');
    const retryAfter = refused.headers.get('retry-after') ?? '';
    expect(retryAfter).toMatch(/^[1-9]\d*$/);
    // Another community is not held back by this one.
    expect((await call(sb, PATHS.tokens, { key: sb.addCommunity() })).status).toBe(200);
    await new Promise((r) => setTimeout(r, Number(retryAfter) * 1000 + 50));
    expect((await call(sb, PATHS.tokens)).status).toBe(200);
  });

  it('limits the keyless core endpoints per client address', async () => {
    sb.setRateLimit(1);
    expect((await call(sb, PATHS.chains, { key: null })).status).toBe(200);
    expect((await call(sb, `/v1/servicewallets?platform=chat&user=1`, { key: null })).status).toBe(429);
  });

  it('lets about one request a second through a client that keeps asking', async () => {
    sb.setRateLimit(1);
    const until = performance.now() + 2_500;
    let ok = 0;
    let refused = 0;
    while (performance.now() < until) {
      const status = (await call(sb, PATHS.tokens)).status;
      if (status === 200) ok++;
      else if (status === 429) refused++;
      await new Promise((r) => setTimeout(r, 50));
    }
    // 2.5 s at 1/s: 3 in theory; generous margins for a noisy machine.
    expect(ok).toBeGreaterThanOrEqual(2);
    expect(ok).toBeLessThanOrEqual(4);
    expect(refused).toBeGreaterThan(5);
  });

  it('is off at 0', async () => {
    sb.setRateLimit(0);
    const statuses = await Promise.all(Array.from({ length: 20 }, () => call(sb, PATHS.tokens).then((r) => r.status)));
    expect(statuses.every((s) => s === 200)).toBe(true);
  });
});

describe('stats', () => {
  it('counts every request per route and per key, refused ones included', async () => {
    const other = sb.addCommunity();
    await call(sb, PATHS.tokens);
    await call(sb, PATHS.tokens, { body: { chain: 'Base', address: '0x1' } });
    await call(sb, PATHS.quest(DEMO.quests.unknown));
    await call(sb, PATHS.tokens, { key: other });
    await call(sb, PATHS.chains, { key: null });
    await call(sb, `${PATHS.tokens}?limit=500`);
    await call(sb, '/v1/nowhere');
    sb.setRateLimit(1);
    await call(sb, PATHS.tippingBalance('Base'));
    await call(sb, PATHS.tippingBalance('Base')); // 429

    expect(sb.stats.total()).toBe(9);
    const byRoute = sb.stats.byRoute();
    expect(byRoute).toMatchObject({ listTokens: 3, saveToken: 1, getQuest: 1, listChains: 1, getTippingBalance: 2, createRaid: 0 });
    // The spec's twelve endpoints and the seven of the live extensions.
    expect(Object.keys(byRoute)).toHaveLength(19);
    expect(sb.stats.byKey(sb.demoKey)).toBe(7);
    expect(sb.stats.byKey(other)).toBe(1);
    sb.stats.reset();
    expect(sb.stats.total()).toBe(0);
    expect(sb.stats.byKey(sb.demoKey)).toBe(0);
    expect(Object.values(sb.stats.byRoute()).every((n) => n === 0)).toBe(true);
  });
});
