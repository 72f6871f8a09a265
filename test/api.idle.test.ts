import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { commands } from '../commands/index.js';
import { createCommunityApi } from '../src/api/index.js';
import { rankFinder } from '../src/api/rank.js';
import { REST_HANDLER_SWEEP_MS } from '../src/bot/bot.js';
import { createHarness } from '../src/bot/offline/harness.js';
import { DEMO, startSandbox, type Sandbox } from '../src/sandbox/index.js';

/**
 * A server's state (its key's lane and client, cached reads, rank boards) is let go
 * once it has been idle, and comes back on the next use at a cold server's cost.
 */

let sb: Sandbox;
beforeAll(async () => {
  sb = await startSandbox({ ratePerSecond: 0 });
});
afterAll(() => sb?.close());

const fakeClock = () => {
  const clock = { at: 1_000_000, now: () => clock.at };
  return clock;
};

describe('idle keys', () => {
  it('a key idle past idleMs is let go (lane, client, cached reads); one in use stays', async () => {
    const clock = fakeClock();
    const api = createCommunityApi({ baseUrl: sb.url, ratePerSecond: 0, idleMs: 60_000, now: clock.now });
    try {
      const other = sb.addCommunity({ seed: 3 });
      const first = api.forKey(sb.demoKey);
      await first.listPointSystems({ limit: 25 });
      await api.forKey(other).listPointSystems({ limit: 25 });
      expect(api.keysHeld).toBe(2);
      clock.at += 40_000;
      // Used again within its time: it stays, and answers from its cache.
      const sent = api.stats.requests;
      expect(api.forKey(sb.demoKey)).toBe(first);
      await api.forKey(sb.demoKey).listPointSystems({ limit: 25 });
      expect(api.stats.requests).toBe(sent);
      clock.at += 30_000;
      api.sweep();
      expect(api.keysHeld).toBe(1);
      clock.at += 60_001;
      api.sweep();
      expect(api.keysHeld).toBe(0);
      // Rebuilt on the next use: a new client, at a cold key's cost (one request).
      const again = api.forKey(sb.demoKey);
      expect(again).not.toBe(first);
      await again.listPointSystems({ limit: 25 });
      expect(api.stats.requests).toBe(sent + 1);
    } finally {
      await api.close();
    }
  });

  it("a rank board lives on its key's client: a rebuilt client starts from nothing", async () => {
    const clock = fakeClock();
    const api = createCommunityApi({ baseUrl: sb.url, ratePerSecond: 0, idleMs: 60_000, now: clock.now });
    try {
      const client = api.forKey(sb.demoKey);
      expect(rankFinder(client)).toBe(rankFinder(api.forKey(sb.demoKey)));
      clock.at += 60_001;
      api.sweep();
      expect(rankFinder(api.forKey(sb.demoKey))).not.toBe(rankFinder(client));
    } finally {
      await api.close();
    }
  });

  it("an expired server's next command costs no more upstream requests than a cold server's", async () => {
    const clock = fakeClock();
    const api = createCommunityApi({ baseUrl: sb.url, ratePerSecond: 0, idleMs: 60_000, now: clock.now });
    const h = await createHarness({ commands, api, keysByGuild: { [DEMO.guildId]: sb.demoKey } });
    try {
      const answers: string[] = [];
      const costOf = async () => {
        const before = sb.stats.byKey(sb.demoKey);
        const r = await h.slash('leaderboard', {}, h.member());
        answers.push(JSON.stringify((r.message?.embeds as unknown[])[0]));
        return sb.stats.byKey(sb.demoKey) - before;
      };
      const cold = await costOf();
      expect(cold).toBeGreaterThan(0);
      expect(await costOf()).toBe(0);
      clock.at += 60_001;
      api.sweep();
      expect(api.keysHeld).toBe(0);
      expect(await costOf()).toBe(cold);
      // And it answers as before.
      expect(answers[0]).toContain('leaderboard');
      expect(new Set(answers).size).toBe(1);
    } finally {
      await h.close();
      await api.close();
    }
  });
});

describe("discord.js's REST handlers", () => {
  it('the handlers of answered interactions (one per interaction token) are let go within the sweep, not kept for an hour', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const api = createCommunityApi({ baseUrl: sb.url, ratePerSecond: 0 });
    let h: Awaited<ReturnType<typeof createHarness>> | undefined;
    try {
      h = await createHarness({ commands, api, keysByGuild: { [DEMO.guildId]: sb.demoKey } });
      const handlers = (h.client.rest as unknown as { handlers: Map<string, unknown> }).handlers;
      for (let i = 0; i < 20; i++) await h.slash('leaderboard', {}, h.member());
      expect(handlers.size).toBeGreaterThanOrEqual(20);
      vi.advanceTimersByTime(REST_HANDLER_SWEEP_MS);
      // Left: the one handler every interaction's callback shares (discord.js never sweeps it).
      expect([...handlers.keys()]).toEqual(['Global(POST:/interactions/:id/:token/callback):burst']);
    } finally {
      vi.useRealTimers();
      await h?.close();
      await api.close();
    }
  });
});
