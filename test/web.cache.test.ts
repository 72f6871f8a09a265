import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { leaderboard } from '../commands/leaderboard.js';
import { setup } from '../commands/setup.js';
import { openPeriodBoard } from '../src/features/periods/board.js';
import { createLogger } from '../src/log.js';
import { DEMO } from '../src/sandbox/demo.js';
import type { Redis } from 'ioredis';
import { settingsChanged, settingsShared, shareSettingsChanges } from '../src/store/settings-changes.js';
import { dropPrefix, redisPrefix, testRedis } from './support/redis.js';
import { serverAvailable } from './support/servers.js';
import { etagOf, PageCache } from '../src/web/page-cache.js';
import { createBotWeb, WEB_PAGE_TTL_MS } from '../src/web/serve.js';
import { startTestBot, type TestBot } from './harness.js';

/**
 * The web leaderboard's rendered-page cache: a warm view is a lookup (no settings read, no
 * render), a settings write is seen by the next view, only the board's own pages are kept, the
 * visitor's limit still comes first, and what is kept is bounded.
 */

const SILENT = createLogger({ level: 'silent' });
const BY = { userId: '1', summary: 'test' };
/** A server of this file's own (the demo community's key), so no other test's settings meet it. */
const GUILD = '1203458820156259101';
const OTHER = '1203458820156259102';
const SYSTEM = DEMO.pointSystems.active;
const PATH = `/boards/${GUILD}/${SYSTEM}`;
const redisUp = await serverAvailable('redis', "web pages hearing another replica's settings writes (Redis)");

describe('PageCache', () => {
  const answer = (body: string) => ({ body, etag: etagOf(body), type: 'text/html', cacheControl: 'public, no-cache' });
  const text = (a: { body: string | Uint8Array } | undefined) => a && Buffer.from(a.body).toString();

  it('keeps answers until their lifetime ends, by the clock it is given', () => {
    let clock = 1_000;
    const pages = new PageCache({ ttlMs: 20_000, now: () => clock });
    pages.put('a', GUILD, pages.begin(), answer('A'));
    expect(text(pages.get('a'))).toBe('A');
    clock += 19_999;
    expect(text(pages.get('a'))).toBe('A');
    clock += 1;
    expect(pages.get('a')).toBeUndefined();
    expect(pages.size).toBe(0);
  });

  it('is bounded in entries and in bytes, least recently used first out', () => {
    const pages = new PageCache({ ttlMs: 60_000, maxEntries: 3, maxBytes: 1_000 });
    for (const k of ['a', 'b', 'c']) pages.put(k, GUILD, pages.begin(), answer(k));
    pages.get('a');
    pages.put('d', GUILD, pages.begin(), answer('d'));
    expect(pages.size).toBe(3);
    expect(pages.get('b')).toBeUndefined();
    expect(text(pages.get('a'))).toBe('a');
    // Bytes: two 400-byte pages fit, a third pushes the oldest out.
    for (const k of ['x', 'y', 'z']) pages.put(k, GUILD, pages.begin(), answer(k.repeat(400)));
    expect(pages.bytes).toBeLessThanOrEqual(1_000);
    expect(pages.get('x')).toBeUndefined();
    expect(text(pages.get('z'))).toBe('z'.repeat(400));
  });

  it("a settings write drops that server's answers only, and a render begun before it is not kept", () => {
    const pages = new PageCache({ ttlMs: 60_000 });
    pages.put('mine', GUILD, pages.begin(), answer('mine'));
    pages.put('theirs', OTHER, pages.begin(), answer('theirs'));
    const began = pages.begin();
    settingsChanged(GUILD);
    expect(pages.get('mine')).toBeUndefined();
    expect(text(pages.get('theirs'))).toBe('theirs');
    // Rendered with the settings read before the write: not stored.
    pages.put('mine', GUILD, began, answer('old settings'));
    expect(pages.get('mine')).toBeUndefined();
    expect(pages.stats.discarded).toBe(1);
    // Begun after it: stored.
    pages.put('mine', GUILD, pages.begin(), answer('new settings'));
    expect(text(pages.get('mine'))).toBe('new settings');
  });

  it('a settings state it may have missed drops everything, renders in flight included', () => {
    const pages = new PageCache({ ttlMs: 60_000 });
    pages.put('mine', GUILD, pages.begin(), answer('mine'));
    const began = pages.begin();
    pages.settingsUnknown();
    expect(pages.size).toBe(0);
    pages.put('theirs', OTHER, began, answer('theirs'));
    expect(pages.get('theirs')).toBeUndefined();
  });
});

describe.runIf(redisUp)("another replica's settings writes, over Redis", () => {
  const prefix = redisPrefix('webcache');
  let admin: Redis;
  let listener: Redis;
  let stop: (() => Promise<void>) | undefined;
  beforeAll(() => {
    admin = testRedis();
    listener = testRedis();
  });
  afterAll(async () => {
    await stop?.();
    await listener.quit();
    await dropPrefix(admin, prefix);
    await admin.quit();
  });

  const until = async (ok: () => boolean) => {
    for (let i = 0; i < 200 && !ok(); i++) await new Promise((r) => setTimeout(r, 10));
    expect(ok()).toBe(true);
  };

  it("drops a server's pages when another replica writes its settings, and tells the others of ours", async () => {
    const pages = new PageCache({ ttlMs: 60_000 });
    const answer = (body: string) => ({ body, etag: etagOf(body), type: 'text/html', cacheControl: 'public, no-cache' });
    pages.put('early', GUILD, pages.begin(), answer('kept before the link was up'));
    stop = shareSettingsChanges(admin, prefix, (err) => {
      throw err;
    });
    await until(settingsShared);
    // Connecting drops what was kept while writes elsewhere went unheard.
    expect(pages.get('early')).toBeUndefined();
    pages.put('mine', GUILD, pages.begin(), answer('mine'));
    pages.put('theirs', OTHER, pages.begin(), answer('theirs'));
    await admin.publish(`${prefix}settings-changed`, `another-replica ${GUILD}`);
    await until(() => pages.size === 1);
    expect(pages.get('mine')).toBeUndefined();
    expect(pages.get('theirs')).toBeDefined();

    const heard: string[] = [];
    listener.on('message', (_c: string, m: string) => heard.push(m));
    await listener.subscribe(`${prefix}settings-changed`);
    settingsChanged(OTHER);
    await until(() => heard.length === 1);
    expect(heard[0]).toMatch(new RegExp(` ${OTHER}$`));
    // Our own write came back to us over Redis and was not told twice (it was told at once).
    expect(pages.get('theirs')).toBeUndefined();

    await stop();
    stop = undefined;
    expect(settingsShared()).toBe(false);
  });
});

describe('web pages kept between views', () => {
  let t: TestBot;
  beforeAll(async () => {
    t = await startTestBot({ commands: [leaderboard, setup], keys: (sb) => ({ [GUILD]: sb.demoKey }) });
    await t.bot.services.store.settings.update(GUILD, { webBoard: 'named' }, BY);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  /** A web app of its own, with a spy on its reads (each one reads the settings and renders). */
  function web(rate = { perMinute: 1_000, burst: 1_000 }) {
    const w = createBotWeb({ openPeriodBoard, bot: t.bot, api: t.api, config: t.config, logger: SILENT, rate });
    const reads = vi.spyOn(w.boards, 'published');
    const get = (path: string, headers: Record<string, string> = {}) => w.app.request(path, { headers });
    return { ...w, reads, get };
  }

  it('a second view of a board (and of its card) reads no settings and renders nothing; its ETag still answers 304', async () => {
    const w = web();
    const first = await w.get(PATH);
    expect(first.status).toBe(200);
    const page = await first.text();
    expect(page).toContain('<table>');
    expect(w.reads).toHaveBeenCalledTimes(1);
    const before = t.api.stats.requests;
    const second = await w.get(PATH);
    expect(await second.text()).toBe(page);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(second.headers.get('cache-control')).toBe('public, no-cache');
    expect(w.reads).toHaveBeenCalledTimes(1);
    expect(w.pages.stats.hits).toBe(1);
    expect((await w.get(PATH, { 'if-none-match': first.headers.get('etag')! })).status).toBe(304);
    expect(w.reads).toHaveBeenCalledTimes(1);
    expect(t.api.stats.requests - before).toBe(0);

    const card = await w.get(`${PATH}/card.png`);
    expect(card.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await card.arrayBuffer());
    expect(w.reads).toHaveBeenCalledTimes(2);
    const again = Buffer.from(await (await w.get(`${PATH}/card.png`)).arrayBuffer());
    expect(again.equals(png)).toBe(true);
    expect(w.reads).toHaveBeenCalledTimes(2);
  }, 60_000);

  it("keeps a page per language, page and period, and never a member's or a search's page", async () => {
    const w = web();
    const en = await (await w.get(PATH)).text();
    const de = await (await w.get(PATH, { 'accept-language': 'de' })).text();
    expect(de).toContain('<html lang="de">');
    expect(en).toContain('<html lang="en">');
    expect(await (await w.get(PATH, { 'accept-language': 'de-AT, en;q=0.5' })).text()).toBe(de);
    expect(await (await w.get(`${PATH}?page=2`)).text()).not.toBe(en);
    expect(w.reads).toHaveBeenCalledTimes(3);
    const member = DEMO.gating.linked;
    for (let i = 0; i < 2; i++) await w.get(`${PATH}?member=${member}`);
    for (let i = 0; i < 2; i++) await w.get(`${PATH}?find=nobody-here`);
    expect(w.reads).toHaveBeenCalledTimes(7);
  }, 60_000);

  it('names hidden, language and board off are seen by the very next view', async () => {
    const w = web();
    const named = await (await w.get(PATH)).text();
    expect(named).not.toContain('This server hides members’ names here.');
    await t.bot.services.store.settings.update(GUILD, { webBoard: 'anonymous' }, BY);
    const hidden = await (await w.get(PATH)).text();
    expect(hidden).toContain('This server hides members’ names here.');
    expect(w.reads).toHaveBeenCalledTimes(2);
    await t.bot.services.store.settings.update(GUILD, { language: 'de' }, BY);
    expect(await (await w.get(PATH)).text()).toContain('<html lang="de">');
    await t.bot.services.store.settings.update(GUILD, { webBoard: 'off' }, BY);
    expect((await w.get(PATH)).status).toBe(404);
    expect((await w.get(`${PATH}/card.png`)).status).toBe(404);
    await t.bot.services.store.settings.update(GUILD, { webBoard: 'named', language: null }, BY);
    expect((await w.get(PATH)).status).toBe(200);
  }, 60_000);

  it("a kept page is no older than the balances' own cache lifetime", async () => {
    let clock = Date.now();
    const pages = new PageCache({ ttlMs: WEB_PAGE_TTL_MS, now: () => clock });
    const w = createBotWeb({ openPeriodBoard, bot: t.bot, api: t.api, config: t.config, logger: SILENT, pages });
    const reads = vi.spyOn(w.boards, 'published');
    await w.app.request(PATH);
    clock += WEB_PAGE_TTL_MS - 1;
    await w.app.request(PATH);
    expect(reads).toHaveBeenCalledTimes(1);
    clock += 1;
    await w.app.request(PATH);
    expect(reads).toHaveBeenCalledTimes(2);
  }, 60_000);

  it("the visitor's limit comes before the cache: a kept page past the burst is 429", async () => {
    const w = web({ perMinute: 1, burst: 3 });
    for (let i = 0; i < 3; i++) expect((await w.get(PATH)).status).toBe(200);
    const res = await w.get(PATH);
    expect(res.status).toBe(429);
    expect(w.reads).toHaveBeenCalledTimes(1);
  }, 60_000);
});
