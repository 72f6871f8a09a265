import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commands } from '../commands/index.js';
import { openPeriodBoard } from '../src/features/periods/board.js';
import { createCommunityApi } from '../src/api/index.js';
import { Limiter } from '../src/api/limiter.js';
import type { ApiObserver, CommunityApi } from '../src/api/types.js';
import { createHarness, type Harness } from '../src/bot/offline/harness.js';
import { createLogger } from '../src/log.js';
import { DEMO, startSandbox, type Sandbox } from '../src/sandbox/index.js';
import { storeOn, type Store } from '../src/store/index.js';
import { createBotWeb, startWebServer, type WebServer } from '../src/web/serve.js';
import { WEB_VIEW_REQUESTS } from '../src/web/boards.js';
import type { MemberDirectory } from '../src/bot/directory.js';
import { dropPrefix, redisPrefix, testRedis } from './support/redis.js';
import { serverAvailable } from './support/servers.js';
import { memoryDb } from './support/store.js';
import { pollNow, takeSnapshotNow } from './support/jobs.js';

/**
 * Anonymous visitors cannot take a key's background capacity: a flood of web page views, each a
 * cache miss upstream (random pages of a 100,000-holder board), against the real lanes (the
 * bot's own limiter, or the Redis-shared one every replica uses) and the sandbox over loopback,
 * while a period snapshot is taken and a feed is polled through the background lane. Both
 * finish while visitors are still queued, and the web's upstream requests stay within its
 * share. The flood stops by itself: when both are done, or after a fixed number of web
 * requests went upstream (on a lane where visitors go before background work, the flood would
 * end that way, with the snapshot and the poll still waiting).
 */

const redisUp = await serverAvailable('redis', 'web flood against the Redis-shared lanes');
const GUILD = DEMO.guildId;
const SILENT = createLogger({ level: 'silent' });
const FEED_CHANNEL = '1203458820156252666';
/** Visitors asking at once, each one page after another. */
const VISITORS = 24;
/** The flood's bound: this many web requests upstream and it stops, done or not. */
const WEB_REQUESTS_CAP = 400;
/** 20 requests a second per key: the test's lane is the live one's, 20 times faster. */
const RATE = 20;
const WEB_SHARE = 0.25;

for (const lane of ['this process', 'Redis-shared'] as const) {
  describe.runIf(lane === 'this process' || redisUp)(`a flood of web visitors on the ${lane} lane`, () => {
    let sb: Sandbox;
    let api: CommunityApi;
    let h: Harness;
    let store: Store;
    let drop: () => Promise<void>;
    let web: WebServer;
    let key: string;
    let redis: Redis | undefined;
    const prefix = redisPrefix('flood');
    const slots = { web: 0, background: 0, read: 0, write: 0 };
    const upstream = { web: 0 };

    beforeAll(async () => {
      sb = await startSandbox({ ratePerSecond: 0 });
      key = sb.addCommunity({ bigBoard: 100_000 });
      const observer: ApiObserver = {
        request: () => undefined,
        retry: () => undefined,
        read: () => undefined,
        queued: (priority) => void slots[priority]++,
      };
      redis = lane === 'Redis-shared' ? testRedis() : undefined;
      api = createCommunityApi({
        baseUrl: sb.url,
        ratePerSecond: RATE,
        webShare: WEB_SHARE,
        backgroundShare: 0.5,
        // As the bot's: a connection dropped under the flood is tried again (a retry takes a slot of its own).
        retries: { max: 2, maxTotalMs: 10_000, baseDelayMs: 10 },
        timeoutMs: 5_000,
        observer,
        ...(redis ? { shared: { redis, prefix } } : {}),
      });
      const m = await memoryDb();
      drop = m.drop;
      store = await storeOn(m.db);
      h = await createHarness({
        commands,
        api,
        keysByGuild: { [GUILD]: key },
        guildId: GUILD,
        store: { ...store, close: async () => undefined },
        jobPollSeconds: 0.5,
      });
      await store.settings.update(GUILD, { webBoard: 'anonymous' }, { userId: '1', summary: 'test' });
      web = await startWebServer(
        createBotWeb({
          openPeriodBoard,
          bot: h.bot,
          api,
          config: h.config,
          logger: SILENT,
          rate: { perMinute: 1_000_000, burst: 1_000_000 },
        }).listener,
        0,
        '127.0.0.1',
        SILENT,
      );
    }, 300_000);

    afterAll(async () => {
      await web?.close();
      await h?.close().catch(() => {});
      await api?.close();
      await sb?.close();
      await store?.close().catch(() => {});
      await drop?.();
      if (redis) {
        await dropPrefix(redis, prefix);
        redis.disconnect();
      }
    });

    it('a period snapshot and a feed poll finish while visitors keep the web lane full; the web stays within its share', async () => {
      const client = api.forKey(key);
      // A small system for the period board (the big one is the visitors'), and a feed of every quest.
      const systems = (await client.listPointSystems({ limit: 50 })).data;
      const sizes = await Promise.all(
        systems.map(async (s) => ({
          s,
          total: (await client.getPointBalances({ pointSystemId: s.id, offset: 0, limit: 1 })).pagination.total,
        })),
      );
      const small = sizes
        .filter((x) => x.total > 150 && x.total <= 3_000 && x.s.id !== DEMO.bigBoard.id)
        .sort((a, b) => b.total - a.total)[0];
      expect(small, 'a system of a few hundred holders').toBeDefined();
      await store.periods.enable(
        { guildId: GUILD, pointSystemId: small!.s.id, enabledBy: '1', holders: small!.total, name: small!.s.name, emoji: small!.s.emoji },
        Date.now(),
      );
      const snapshot = await store.periods.snapshotAt(GUILD, small!.s.id, Date.now());
      await h.slash('feed', { subcommand: 'quests', channel: FEED_CHANNEL }, h.moderator());
      const feed = (await store.feeds.list(GUILD)).find((f) => f.channelId === FEED_CHANNEL)!;
      expect(feed).toBeDefined();
      await new Promise((r) => setTimeout(r, 20));
      sb.addCompletions(key, 3);

      // The flood: every visitor asks for random pages of the big board, one after another.
      const board = `http://127.0.0.1:${web.port}/boards/${GUILD}/${DEMO.bigBoard.id}`;
      let stop = false;
      const statuses = new Map<number, number>();
      const webBefore = slots.web;
      const visitor = async (n: number) => {
        for (let i = 0; !stop && slots.web - webBefore < WEB_REQUESTS_CAP; i++) {
          const page = 1 + ((n * 7919 + i * 104_729) % 2_000);
          const res = await fetch(`${board}?page=${page}`).catch(() => undefined);
          if (res) statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          await res?.arrayBuffer();
        }
      };
      const flood = Array.from({ length: VISITORS }, (_, n) => visitor(n));
      // Let the visitors fill the web lane before the background work starts.
      while (slots.web - webBefore < VISITORS / 4) await new Promise((r) => setTimeout(r, 20));

      const webAtStart = slots.web;
      const startedAt = performance.now();
      const [taken, announced] = await Promise.all([takeSnapshotNow(h.bot.jobs, snapshot.id), pollNow(h.bot.jobs, feed.id)]);
      const elapsedMs = performance.now() - startedAt;
      const webDuring = slots.web - webAtStart;
      const floodOver = slots.web - webBefore >= WEB_REQUESTS_CAP;
      stop = true;
      await Promise.all(flood);
      upstream.web = slots.web - webBefore;

      // Both finished, and while the flood was still on (not because it ran out).
      expect(taken).toBe('done');
      expect(announced).toBe(3);
      expect(floodOver).toBe(false);
      expect((await store.periods.snapshot(snapshot.id))?.state).toBe('done');
      expect((await store.periods.balances(snapshot.id)).size).toBe(small!.total);
      // The flood was real: pages were served and web requests went upstream meanwhile...
      expect(statuses.get(200) ?? 0).toBeGreaterThan(VISITORS);
      expect(webDuring).toBeGreaterThan(0);
      // ...and within its share: web slots at least interval / WEB_SHARE apart, however long it took
      // (a bound from the time measured, so a slow machine only loosens it).
      expect(webDuring).toBeLessThanOrEqual(Math.floor(elapsedMs / (Limiter.intervalFor(RATE) / WEB_SHARE)) + 2);
      // Nothing at 500: a page that could not get its slot in time says "busy" (503), nothing worse.
      expect([...statuses.keys()].every((s) => s === 200 || s === 503)).toBe(true);
    }, 240_000);

    it('a page view sends at most a fixed number of requests upstream, however deep the member or wide the name search', async () => {
      await store.settings.update(GUILD, { webBoard: 'named' }, { userId: '1', summary: 'test' });
      // Holders spread over the 100,000, read on a client of their own (nothing of it cached for the web).
      const setup = createCommunityApi({ baseUrl: sb.url, ratePerSecond: 0 });
      const ids: string[] = [];
      for (let offset = 3_000; offset < 100_000; offset += 10_000) {
        ids.push(
          (await setup.forKey(key).getPointBalances({ pointSystemId: DEMO.bigBoard.id, sort: 'balance-desc', offset, limit: 1 })).data[0]!
            .userId,
        );
      }
      await setup.close();
      // Discord's member search finds all ten for any name.
      const directory: MemberDirectory = { members: async () => new Map(), search: async () => ids };
      let sent = 0;
      const cold = createCommunityApi({
        baseUrl: sb.url,
        ratePerSecond: RATE,
        webShare: WEB_SHARE,
        retries: { max: 0, maxTotalMs: 0 },
        observer: { request: () => void sent++, retry: () => undefined, read: () => undefined, queued: () => undefined },
      });
      try {
        const app = createBotWeb({
          openPeriodBoard,
          bot: h.bot,
          api: cold,
          config: h.config,
          logger: SILENT,
          directory,
          rate: { perMinute: 1_000, burst: 1_000 },
        }).app;
        const seen: number[] = [];
        for (const query of ['?find=somebody', `?member=${ids[9]}`, `?member=${ids[4]}`, '?page=1999', '?find=somebody']) {
          const before = sent;
          const res = await app.request(`/boards/${GUILD}/${DEMO.bigBoard.id}${query}`);
          seen.push(res.status);
          expect(sent - before, query).toBeLessThanOrEqual(WEB_VIEW_REQUESTS);
          expect([200, 503], query).toContain(res.status);
        }
        // Within that, the search answers: the best-placed of the members whose rank it could read.
        expect(seen[0]).toBe(200);
        expect(seen.at(-1)).toBe(200);
      } finally {
        await cold.close();
      }
    }, 240_000);
  });
}
