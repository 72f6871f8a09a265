import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaderboard } from '../commands/leaderboard.js';
import { setup } from '../commands/setup.js';
import { createLogger } from '../src/log.js';
import { parseConfig } from '../src/config.js';
import { Limiter } from '../src/api/limiter.js';
import { WaitQueue } from '../src/api/wait-queue.js';
import { DEMO } from '../src/sandbox/demo.js';
import { AddressLimit } from '../src/web/rate.js';
import { addressKey, parseTrustedProxies, visitorAddress } from '../src/visitor-address.js';
import { visitorLanguage } from '../src/web/language.js';
import { isWebPath } from '../src/web/paths.js';
import { createBotWeb, startWebServer, type WebListener, type WebServer } from '../src/web/serve.js';
import { createInteractionsServer } from '../src/http/server.js';
import { replayGuard } from '../src/http/replays.js';
import { createInitialResponses } from '../src/http/responder.js';
import { startTestBot, type TestBot } from './harness.js';
import { openPeriodBoard } from '../src/features/periods/board.js';
import { webConfirmView } from '../src/features/setup/view.js';
import { EVERY_READER, readerFor } from '../src/i18n/reader.js';
import { expectDiscordLimits } from './discord-limits.js';

/**
 * The web leaderboard over real HTTP: the offline bot (real API client, sandbox over loopback,
 * Discord's REST stand-in for members' names), its web app on a loopback port.
 */

const GUILD = DEMO.guildId;
const UNPUBLISHED = '1203458820156252999';
const BY = { userId: '1', summary: 'test' };
const SILENT = createLogger({ level: 'silent' });
const PUBLIC_URL = 'https://bot.example.com';
const NEW_SERVER = '1203458820156252555';
/** Ran /setup (a key, a language, roles, a zone) with its board off; then switched named → off. */
const SET_UP_OFF = '1203458820156252444';
/** Publishes with names hidden (the demo community's key too). */
const HIDDEN = '1203458820156252777';

type Row = { components: { custom_id?: string; url?: string; label?: string; style?: number }[] };
const buttonsOf = (message: Record<string, unknown> | undefined) => ((message?.components ?? []) as Row[]).flatMap((r) => r.components);

let t: TestBot;
let web: WebServer;
let base: string;
let listener: WebListener;
const board = () => `${base}/boards/${GUILD}/${DEMO.pointSystems.active}`;

beforeAll(async () => {
  t = await startTestBot({
    commands: [leaderboard, setup],
    keys: (sb) => ({ [GUILD]: sb.demoKey, [UNPUBLISHED]: sb.addCommunity(), [SET_UP_OFF]: sb.demoKey, [HIDDEN]: sb.demoKey }),
    config: (c) => (c.web.publicUrl = PUBLIC_URL),
  });
  await t.bot.services.store.settings.update(GUILD, { webBoard: 'named' }, BY);
  // Burst 20: the limit test below spends what is left.
  const app = createBotWeb({
    openPeriodBoard,
    bot: t.bot,
    api: t.api,
    config: t.config,
    logger: SILENT,
    rate: { perMinute: 1, burst: 20 },
  });
  listener = app.listener;
  web = await startWebServer(app.listener, 0, '127.0.0.1', SILENT);
  base = `http://127.0.0.1:${web.port}`;
}, 120_000);

afterAll(async () => {
  await web?.close();
  await t?.close();
});

describe('web leaderboard over HTTP', () => {
  it('a board the command just read costs the web 0 upstream requests', async () => {
    await t.slash('leaderboard', { system: DEMO.pointSystems.active });
    const before = t.api.stats.requests;
    const res = await fetch(board());
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain('<table>');
    expect(page.match(/<tr[ >]/g)?.length).toBe(51); // header + 50 rows
    expect(t.api.stats.requests - before).toBe(0);
    // The second page lies in the same cached block of 100: still nothing upstream.
    expect((await fetch(`${board()}?page=2`)).status).toBe(200);
    expect(t.api.stats.requests - before).toBe(0);
  });

  it('answers a server that did not publish its board, or does not exist, with the same 404', async () => {
    const before = t.api.stats.requests;
    const unpublished = await fetch(`${base}/boards/${UNPUBLISHED}/${DEMO.pointSystems.active}`);
    const missing = await fetch(`${base}/boards/1203458820156252888/${DEMO.pointSystems.active}`);
    const noSystem = await fetch(`${base}/boards/${GUILD}/no-such-system`);
    expect([unpublished.status, missing.status, noSystem.status]).toEqual([404, 404, 404]);
    const bodies = await Promise.all([unpublished.text(), missing.text(), noSystem.text()]);
    expect(new Set(bodies).size).toBe(1);
    expect(bodies[0]).not.toContain(UNPUBLISHED);
    // The unpublished server's key was never used.
    expect(t.api.stats.requests - before).toBeLessThanOrEqual(1);
  });

  it("serves the card as a PNG at its own URL, named in the page's og:image", async () => {
    const page = await (await fetch(board())).text();
    const og = /<meta property="og:image" content="([^"]+)">/.exec(page)?.[1];
    // Absolute with PUBLIC_URL, so a link posted anywhere unfolds into the card.
    expect(og).toBe(`${PUBLIC_URL}/boards/${GUILD}/${DEMO.pointSystems.active}/card.png`);
    const res = await fetch(`${base}${og!.slice(PUBLIC_URL.length)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await res.arrayBuffer());
    expect(png.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
    expect(png.length).toBeGreaterThan(5_000);
  }, 60_000);

  it('answers HEAD, and 304 for a matching ETag, with a strict CSP and a Cache-Control from the cache', async () => {
    const res = await fetch(board());
    const etag = res.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    // Kept by any cache, but asked again before each use: a switch to hidden or off is seen at once.
    expect(res.headers.get('cache-control')).toBe('public, no-cache');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(res.headers.get('content-security-policy')).not.toContain('script-src');
    const head = await fetch(board(), { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    const again = await fetch(board(), { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
  });

  it('is served beside /interactions on the interactions port (HTTP mode)', async () => {
    const http = createInteractionsServer({
      publicKey: Buffer.from(generateKeyPairSync('ed25519').publicKey.export({ format: 'jwk' }).x!, 'base64url').toString('hex'),
      responses: createInitialResponses(),
      dispatch: () => undefined,
      replays: replayGuard(undefined, SILENT),
      checks: () => ({}),
      logger: SILENT,
      web: { handles: isWebPath, listener },
    });
    const { port } = await http.listen(0, '127.0.0.1');
    try {
      const at = `http://127.0.0.1:${port}`;
      const page = await fetch(`${at}/boards/${GUILD}/${DEMO.pointSystems.active}?page=2`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<table>');
      expect((await fetch(`${at}/web/style.css`)).headers.get('content-type')).toContain('text/css');
      expect((await fetch(`${at}/interactions`)).status).toBe(405);
      expect((await fetch(`${at}/healthz`)).status).toBe(200);
    } finally {
      await http.close(0);
    }
  });

  it("speaks the visitor's language", async () => {
    const page = await (await fetch(board(), { headers: { 'accept-language': 'xx, de;q=0.9, en;q=0.5' } })).text();
    expect(page).toContain('<html lang="de">');
    expect(page).toContain('Mitglied finden');
  });

  it('holds the per-address limit: past the burst, 429 with Retry-After and no upstream request', async () => {
    let last: Response | undefined;
    for (let i = 0; i < 25 && last?.status !== 429; i++) last = await fetch(board());
    expect(last?.status).toBe(429);
    expect(Number(last?.headers.get('retry-after'))).toBeGreaterThan(0);
    const before = t.api.stats.requests;
    expect((await fetch(`${board()}?page=9`)).status).toBe(429);
    expect(t.api.stats.requests - before).toBe(0);
    // The stylesheet is not counted.
    expect((await fetch(`${base}/web/style.css`)).status).toBe(200);
  });
});

describe('web leaderboard in /setup and /leaderboard', () => {
  it('is off by default, asks before publishing (what and where), and cycles off → names → names hidden → off', async () => {
    const admin = t.moderator({ guildId: NEW_SERVER });
    const panel = await t.slash('setup', {}, admin);
    const text = JSON.stringify(panel.message);
    expect(text).toContain('Web leaderboard: off (turning it on publishes members’ names and balances');
    const press = async (action = 'web') => {
      const id = buttonsOf(t.lastReply()).find((b) => b.custom_id?.startsWith(`setup:${action}:`))?.custom_id;
      expect(id).toBeDefined();
      return t.button(id!, admin);
    };
    // One press from off only asks: what becomes public, and at which address.
    await press();
    expect((await t.bot.services.store.settings.get(NEW_SERVER))?.webBoard ?? 'off').toBe('off');
    const asked = JSON.stringify(t.lastReply());
    expect(asked).toContain('publishes every holder’s name');
    expect(asked).toContain(`${PUBLIC_URL}/boards/${NEW_SERVER}/`);
    await press('web-keep');
    expect((await t.bot.services.store.settings.get(NEW_SERVER))?.webBoard ?? 'off').toBe('off');
    expect(JSON.stringify(t.lastReply())).toContain('still off; nothing was published');
    await press();
    await press('web-on');
    expect((await t.bot.services.store.settings.get(NEW_SERVER))?.webBoard).toBe('named');
    expect(JSON.stringify(t.lastReply())).toContain(`${PUBLIC_URL}/boards/${NEW_SERVER}/`);
    await press();
    expect((await t.bot.services.store.settings.get(NEW_SERVER))?.webBoard).toBe('anonymous');
    await press();
    expect((await t.bot.services.store.settings.get(NEW_SERVER))?.webBoard).toBe('off');
  }, 60_000);

  it('without PUBLIC_URL the question says plainly the page cannot be reached until it has an address', () => {
    for (const s of EVERY_READER) {
      const asked = webConfirmView(NEW_SERVER, undefined, s);
      // Administrators read the missing address in words; the variable's name is the operator's.
      expect(asked.content).not.toContain('PUBLIC_URL');
      expect(asked.content).not.toContain('https://');
      expectDiscordLimits(asked);
    }
    expect(webConfirmView(NEW_SERVER, undefined, readerFor('en-US')).content).toContain(
      'the page cannot be opened until whoever runs the bot gives it a public web address',
    );
  });

  it("links /leaderboard to the invoker's row on the web page of a published server only", async () => {
    const member = t.member({ userId: '1203458820156200001' });
    await t.slash('leaderboard', { system: DEMO.pointSystems.active }, member);
    const link = buttonsOf(t.lastReply()).find((b) => b.url);
    expect(link?.url).toBe(`${PUBLIC_URL}/boards/${GUILD}/${DEMO.pointSystems.active}?member=1203458820156200001#me`);
    expect(link?.label).toBe('Open on the web');
    await t.slash('leaderboard', { system: DEMO.pointSystems.active }, t.member({ guildId: UNPUBLISHED }));
    expect(buttonsOf(t.lastReply()).some((b) => b.url)).toBe(false);
  }, 60_000);
});

describe('boards turned off, and names hidden', () => {
  /** Two processes' web apps on the same store (replicas): their own caches, the same settings. */
  let one: WebServer;
  let other: WebServer;
  let oneBase: string;
  let otherBase: string;
  const settings = () => t.bot.services.store.settings;
  const path = (guild: string, query = '') => `/boards/${guild}/${DEMO.pointSystems.active}${query}`;
  beforeAll(async () => {
    const start = () =>
      startWebServer(
        createBotWeb({
          openPeriodBoard,
          bot: t.bot,
          api: t.api,
          config: t.config,
          logger: SILENT,
          rate: { perMinute: 1_000, burst: 1_000 },
        }).listener,
        0,
        '127.0.0.1',
        SILENT,
      );
    [one, other] = await Promise.all([start(), start()]);
    [oneBase, otherBase] = [`http://127.0.0.1:${one.port}`, `http://127.0.0.1:${other.port}`];
  });
  afterAll(() => Promise.all([one?.close(), other?.close()]));
  /** The demo board's holders, highest first (read outside the measured requests). */
  const holders = async () =>
    (
      await t.api
        .forKey(t.demoKey)
        .getPointBalances({ pointSystemId: DEMO.pointSystems.active, sort: 'balance-desc', offset: 0, limit: 100 })
    ).data.map((r) => r.userId);

  it('a server that ran /setup (key, language, roles, zone) with its board off is the same 404 as a server that does not exist', async () => {
    await settings().update(
      SET_UP_OFF,
      { language: 'de', moderatorRoleIds: ['1203458820156252001'], timeZone: 'Europe/Berlin', webBoard: 'off' },
      BY,
    );
    const [off, missing] = await Promise.all([
      fetch(`${otherBase}${path(SET_UP_OFF)}`),
      fetch(`${otherBase}${path('1203458820156252888')}`),
    ]);
    expect([off.status, missing.status]).toEqual([404, 404]);
    expect(await off.text()).toBe(await missing.text());
    expect((await fetch(`${otherBase}${path(SET_UP_OFF, '/card.png')}`)).status).toBe(404);
    expect((await fetch(`${otherBase}${path(SET_UP_OFF, `?member=${(await holders())[0]}`)}`)).status).toBe(404);
  });

  it('a board switched from names to off answers 404 from the next view on, in every process', async () => {
    await settings().update(SET_UP_OFF, { webBoard: 'named' }, BY);
    const named = await fetch(`${oneBase}${path(SET_UP_OFF)}`);
    expect(named.status).toBe(200);
    const etag = named.headers.get('etag')!;
    await settings().update(SET_UP_OFF, { webBoard: 'off' }, BY);
    const missing = await (await fetch(`${otherBase}${path('1203458820156252888')}`)).text();
    for (const at of [oneBase, otherBase]) {
      const res = await fetch(`${at}${path(SET_UP_OFF)}`, { headers: { 'if-none-match': etag } });
      expect(res.status).toBe(404);
      expect(await res.text()).toBe(missing);
    }
  });

  it('names hidden: ?member= and ?find= are ignored, and no row carries anything of a person (no id, no name, no mark)', async () => {
    await settings().update(HIDDEN, { webBoard: 'anonymous' }, BY);
    const ids = await holders();
    const member = ids[72]!; // on page 2 of the board
    const plain = await fetch(`${otherBase}${path(HIDDEN)}`);
    const page = await plain.text();
    expect(plain.status).toBe(200);
    expect(page).toContain('This server hides members’ names here.');
    expect(page.match(/<tr[ >]/g)?.length).toBe(51);
    for (const query of [`?member=${member}`, `?find=${member}`, `?member=${member}&find=x`]) {
      const res = await fetch(`${otherBase}${path(HIDDEN, query)}`);
      const body = await res.text();
      expect(body, query).toBe(page);
      expect(res.headers.get('cache-control')).toBe('public, no-cache');
      expect(res.headers.get('etag')).toBe(plain.headers.get('etag'));
    }
    expect(page).not.toContain('id="me"');
    expect(page).not.toContain('class="you"');
    for (const id of ids) expect(page).not.toContain(id);
    expect(page).not.toContain('<img');
  });

  it('a switch from names to hidden is obeyed by the next view in every process, with no named copy answered', async () => {
    await settings().update(HIDDEN, { webBoard: 'named' }, BY);
    const member = (await holders())[72]!;
    const named = await fetch(`${oneBase}${path(HIDDEN, `?member=${member}`)}`);
    const namedPage = await named.text();
    expect(namedPage).toContain('id="me"');
    expect(namedPage).toContain(member);
    await settings().update(HIDDEN, { webBoard: 'anonymous' }, BY);
    for (const at of [oneBase, otherBase]) {
      const res = await fetch(`${at}${path(HIDDEN, `?member=${member}`)}`, { headers: { 'if-none-match': named.headers.get('etag')! } });
      expect(res.status).toBe(200);
      const page = await res.text();
      expect(page).not.toContain('id="me"');
      expect(page).not.toContain(member);
    }
  });

  it("/leaderboard links a names-hidden board without the member's row", async () => {
    await settings().update(HIDDEN, { webBoard: 'anonymous' }, BY);
    await t.slash('leaderboard', { system: DEMO.pointSystems.active }, t.member({ guildId: HIDDEN, userId: '1203458820156200001' }));
    expect(buttonsOf(t.lastReply()).find((b) => b.url)?.url).toBe(`${PUBLIC_URL}/boards/${HIDDEN}/${DEMO.pointSystems.active}`);
  }, 60_000);
});

describe('visitors behind a proxy, and what a page costs Discord', () => {
  const servers: WebServer[] = [];
  afterAll(() => Promise.all(servers.map((x) => x.close())));
  /** A web app of its own (its own limit and name cache) with `env`'s web settings. */
  async function webWith(env: Record<string, string>, rate = { perMinute: 1, burst: 3 }): Promise<string> {
    const config = { ...t.config, web: { ...t.config.web, ...parseConfig(env).web } };
    const server = await startWebServer(
      createBotWeb({ openPeriodBoard, bot: t.bot, api: t.api, config, logger: SILENT, rate }).listener,
      0,
      '127.0.0.1',
      SILENT,
    );
    servers.push(server);
    return `http://127.0.0.1:${server.port}/boards/${GUILD}/${DEMO.pointSystems.active}`;
  }
  const statuses = async (url: string, forwardedFor: string, n: number) => {
    const out: number[] = [];
    for (let i = 0; i < n; i++) out.push((await fetch(url, { headers: { 'x-forwarded-for': forwardedFor } })).status);
    return out;
  };

  it('WEB_TRUSTED_PROXIES=1: each visitor the proxy forwards for has a limit of their own', async () => {
    const url = await webWith({ WEB_TRUSTED_PROXIES: '1' });
    expect(await statuses(url, '203.0.113.5', 4)).toEqual([200, 200, 200, 429]);
    // Another visitor behind the same proxy is not locked out by the first.
    expect(await statuses(url, '203.0.113.6', 1)).toEqual([200]);
    // What a visitor writes in the header themselves is left of what the proxy appended: not believed.
    expect(await statuses(url, '198.51.100.1, 203.0.113.5', 1)).toEqual([429]);
  });

  it("WEB_TRUSTED_PROXIES by address: the proxies' range is walked back; IPv6 visitors count by their /64", async () => {
    const url = await webWith({ WEB_TRUSTED_PROXIES: '127.0.0.0/8, 10.0.0.0/8' });
    // Two proxies (a CDN at 10.1.2.3, then the local one at the TCP peer): the visitor is left of both.
    expect(await statuses(url, '2001:db8:1:2::1, 10.1.2.3', 2)).toEqual([200, 200]);
    expect(await statuses(url, '2001:db8:1:2:ffff:ffff:ffff:fffe, 10.1.2.3', 2)).toEqual([200, 429]);
    expect(await statuses(url, '2001:db8:1:3::1, 10.1.2.3', 1)).toEqual([200]);
  });

  it('without WEB_TRUSTED_PROXIES the TCP peer is the visitor, whatever X-Forwarded-For says', async () => {
    const url = await webWith({});
    const seen = [];
    for (let i = 0; i < 4; i++) seen.push(...(await statuses(url, `203.0.113.${10 + i}`, 1)));
    expect(seen).toEqual([200, 200, 200, 429]);
  });

  it('a 50-row page reads at most 5 members from Discord; the names the bot keeps cost nothing', async () => {
    await t.slash('leaderboard', { system: DEMO.pointSystems.active });
    const url = await webWith({}, { perMinute: 1_000, burst: 1_000 });
    const memberReads = () =>
      t.calls.filter((c) => c.method === 'GET' && new RegExp(`^/guilds/${GUILD}/members/\\d+$`).test(c.path)).length;
    const before = memberReads();
    // A page the tests above never showed: the names the bot keeps (one cache per bot, also its
    // exports') then hold none of its rows, so reading them is up to this page's cap.
    const first = await fetch(`${url}?page=12`);
    expect(first.status).toBe(200);
    const page = await first.text();
    expect(page.match(/<tr[ >]/g)?.length).toBe(51);
    expect(memberReads() - before).toBeLessThanOrEqual(5);
    expect(memberReads() - before).toBeGreaterThan(0);
    // Those not read show as "Member <id>"; a later view reads the next few.
    expect(page).toMatch(/<bdi>Member \d{17,20}<\/bdi>/);
    const second = memberReads();
    expect((await fetch(`${url}?page=12`)).status).toBe(200);
    expect(memberReads() - second).toBeLessThanOrEqual(5);
    // A member read once is kept: the second view read others, none twice.
    const paths = t.calls
      .filter((c) => c.method === 'GET' && c.path.startsWith(`/guilds/${GUILD}/members/`))
      .slice(-(memberReads() - before))
      .map((c) => c.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('web leaderboard parts', () => {
  it('reads X-Forwarded-For only as far as the trusted proxies go, and counts IPv6 by /64', () => {
    const one = { hops: 1 };
    expect(visitorAddress('10.0.0.1', '203.0.113.5', one)).toBe('203.0.113.5');
    expect(visitorAddress('10.0.0.1', '6.6.6.6, 203.0.113.5', one)).toBe('203.0.113.5');
    expect(visitorAddress('10.0.0.1', '6.6.6.6, 203.0.113.5, 10.0.0.9', { hops: 2 })).toBe('203.0.113.5');
    expect(visitorAddress('10.0.0.1', 'garbage', one)).toBe('10.0.0.1');
    expect(visitorAddress('::ffff:10.0.0.1', undefined, one)).toBe('10.0.0.1');
    expect(visitorAddress('10.0.0.1', '203.0.113.5', undefined)).toBe('10.0.0.1');
    expect(visitorAddress('10.0.0.1', '203.0.113.5', { hops: 0 })).toBe('10.0.0.1');
    const listed = { addresses: ['10.0.0.0/8', '::1'] };
    expect(visitorAddress('::1', '6.6.6.6, 203.0.113.5, 10.9.9.9', listed)).toBe('203.0.113.5');
    // A peer that is no trusted proxy: its header is its own word, not believed.
    expect(visitorAddress('198.51.100.7', '203.0.113.5', listed)).toBe('198.51.100.7');
    expect(visitorAddress('::ffff:10.0.0.2', '203.0.113.5', listed)).toBe('203.0.113.5');
    expect(addressKey('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002::9')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('::ffff:203.0.113.5')).toBe('203.0.113.5');
    expect(addressKey('203.0.113.5')).toBe('203.0.113.5');
    expect(parseTrustedProxies('2')).toEqual({ ok: true, value: { hops: 2 } });
    expect(parseTrustedProxies(' 10.0.0.0/8 , fd00::/8,127.0.0.1 ')).toEqual({
      ok: true,
      value: { addresses: ['10.0.0.0/8', 'fd00::/8', '127.0.0.1'] },
    });
    for (const bad of ['11', '10.0.0.0/33', 'proxy.example.com', '', '10.0.0.1/8/2']) expect(parseTrustedProxies(bad).ok, bad).toBe(false);
    expect(() => parseConfig({ WEB_TRUSTED_PROXIES: 'proxy.example.com' })).toThrow(/WEB_TRUSTED_PROXIES: expected a hop count/);
  });

  it('limits each address on its own', () => {
    let now = 0;
    const limit = new AddressLimit({ perMinute: 60, burst: 2, now: () => now });
    expect([limit.take('a'), limit.take('a')]).toEqual([0, 0]);
    expect(limit.take('a')).toBeGreaterThan(0);
    expect(limit.take('b')).toBe(0);
    now += 1_000;
    expect(limit.take('a')).toBe(0);
  });

  it("queues web reads after members' reads and writes, before background work", () => {
    const q = new WaitQueue();
    const order: string[] = [];
    for (const p of ['background', 'web', 'read', 'write'] as const) void q.wait(p).then(() => order.push(p));
    expect(q.head()).toBe('write');
    expect(q.ahead('web')).toBe(3);
    expect(q.ahead('read')).toBe(2);
    while (q.grant());
    return Promise.resolve().then(() => expect(order).toEqual(['write', 'read', 'web', 'background']));
  });

  it("gives a member's read the slot before a web read queued earlier", async () => {
    const limiter = new Limiter(40);
    await limiter.acquire('read');
    const order: string[] = [];
    const web = limiter.acquire('web').then(() => order.push('web'));
    const read = limiter.acquire('read').then(() => order.push('read'));
    await Promise.all([web, read]);
    expect(order).toEqual(['read', 'web']);
    limiter.close(new Error('done'));
  });

  it("picks the visitor's language from Accept-Language, else the server's", () => {
    expect(visitorLanguage('fr-CA,fr;q=0.9', null)).toBe('fr');
    expect(visitorLanguage('xx', 'ja')).toBe('ja');
    expect(visitorLanguage('en;q=0.1, pt-BR', null)).toBe('pt-BR');
    expect(visitorLanguage(undefined, null)).toBe('en');
  });
});
