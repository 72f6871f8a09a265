import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommunityApi } from '../src/api/index.js';
import { Limiter } from '../src/api/limiter.js';
import { startSandbox, type Sandbox } from '../src/sandbox/index.js';

/**
 * The keyless lane is one for every server: a burst of /wallets in one
 * server must not delay the next lookup of every other server. Within a priority, servers
 * (their keys) take turns; each server's own requests keep their order.
 */

describe('fair queueing on a shared lane', () => {
  it('a limiter serves tenants in turn within a priority, each in its own order', async () => {
    const limiter = new Limiter(20);
    expect(limiter.tryAcquire()).toBe(true);
    // Held a while, so every ask below queues even when a loaded machine stalls past one 20 ms slot.
    limiter.pushBack(300);
    const order: string[] = [];
    const asks = [
      ...[1, 2, 3, 4, 5].map((n) => ['a', `a${n}`] as const),
      ...[1, 2].map((n) => ['b', `b${n}`] as const),
      ['c', 'c1'] as const,
    ];
    await Promise.all(asks.map(([tenant, name]) => limiter.acquire('read', undefined, tenant).then(() => order.push(name))));
    expect(order).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'a3', 'a4', 'a5']);
    // Writes still go before every read, whoever asks.
    const next: string[] = [];
    await Promise.all([
      limiter.acquire('read', undefined, 'a').then(() => next.push('read a')),
      limiter.acquire('write', undefined, 'b').then(() => next.push('write b')),
    ]);
    expect(next).toEqual(['write b', 'read a']);
    limiter.close(new Error('over'));
  });

  describe('through the client, against the sandbox', () => {
    let sb: Sandbox;
    beforeAll(async () => {
      sb = await startSandbox({ ratePerSecond: 0 });
    });
    afterAll(() => sb?.close());

    it("one server's burst of keyless lookups does not hold another server's lookup behind it", async () => {
      const api = createCommunityApi({ baseUrl: sb.url, ratePerSecond: 20, retries: { max: 0, maxTotalMs: 0 } });
      try {
        const busy = api.forKey('server-a-key');
        const other = api.forKey('server-b-key');
        const done: string[] = [];
        const burst = [0, 1, 2, 3, 4, 5].map((n) =>
          busy
            .getServiceWallets(`12034588201562500${10 + n}`)
            .catch(() => undefined)
            .finally(() => done.push(`a${n}`)),
        );
        const lookup = other
          .listChains()
          .catch(() => undefined)
          .finally(() => done.push('b'));
        await Promise.all([...burst, lookup]);
        // a0 took the free slot and a1 was first in the queue; b's turn comes next, not after the whole burst.
        expect(done.indexOf('b')).toBeLessThanOrEqual(2);
      } finally {
        await api.close();
      }
    });
  });
});
