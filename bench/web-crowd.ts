import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { commands } from '../commands/index.js';
import { openPeriodBoard } from '../src/features/periods/board.js';
import { createCommunityApi } from '../src/api/index.js';
import type { CommunityApi } from '../src/api/types.js';
import { createHarness, type Harness } from '../src/bot/offline/harness.js';
import { createLogger } from '../src/log.js';
import { DEMO } from '../src/sandbox/demo.js';
import { createBotWeb, startWebServer, type WebServer } from '../src/web/serve.js';
import type { RemoteSandbox } from './processes.js';
import { ms, table } from './report.js';
import type { BusyChannelResult } from './busy-channel.js';

/**
 * W8, the web page under a crowd: visitors asking for the public leaderboard page of one board
 * (and its card) as fast as they can, driven by autocannon (in a worker thread, so the load
 * generator does not share the served event loop), against a plain static file server on the
 * same machine serving the same page's bytes: the limit of what any page could do here. The bot
 * serves warm views (the board read once, names kept) from memory: measured are views a second,
 * latency p50/p99, upstream requests and Discord reads per 1,000 views. Then W1's busy channel
 * again, while the same crowd hits the same bot's page (bench/busy-channel.ts `crowd`).
 *
 * The crowd comes from one address (127.0.0.1), so the per-visitor rate limit (WEB_RATE) is set
 * far above it here: the bench measures serving, not the limit that spreads a real crowd over
 * its visitors.
 */

export interface WebCrowdSpec {
  /** autocannon's connections, each asking again as soon as it is answered. */
  connections: number;
  /** Each of the three measured runs (static, page, card). */
  seconds: number;
  /** The crowd beside W1: from a second before its burst past its last reply. */
  crowdSeconds: number;
  /** The sandbox's and the client's limit per key (0: off). */
  ratePerSecond: number;
}
export const WEB_CROWD: WebCrowdSpec = { connections: 32, seconds: 8, crowdSeconds: 10, ratePerSecond: 1 };
/** For bench.test: a second a run, the rate limit off. */
export const QUICK_WEB_CROWD: WebCrowdSpec = { connections: 4, seconds: 1, crowdSeconds: 2, ratePerSecond: 0 };
/** Targets: a warm page at least half the static server's views a second; no upstream request when warm; W1's p99 within 10 %. */
export const WEB_CROWD_TARGETS = { ofStatic: 0.5, upstreamPerThousand: 0, w1Tolerance: 0.1 } as const;
/** The crowd's board: the community's most active one (in W1, of a community of its own: W1's board must be cold when its burst begins). */
export const CROWD_SYSTEM = DEMO.pointSystems.active;
/** The server whose page the crowd views beside W1. */
export const CROWD_GUILD = '1203458820156258008';
const SILENT = createLogger({ level: 'silent' });
const UNLIMITED_VISITOR = { perMinute: 1_000_000_000, burst: 1_000_000_000 };

export interface CannonRun {
  /** Answered views in all, and a second. */
  views: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Not 2xx, or no answer. */
  failed: number;
}

export interface ViewCost {
  upstream: number;
  discordReads: number;
}

export interface WebCrowdResult {
  spec: WebCrowdSpec;
  pageBytes: number;
  static: CannonRun;
  page: CannonRun & { perThousand: ViewCost };
  card: CannonRun & { perThousand: ViewCost };
}

/** autocannon against `url` for the crowd's length; what it answered. */
export async function cannon(url: string, connections: number, seconds: number): Promise<CannonRun> {
  const r = await autocannon({ url, connections, duration: seconds, workers: 1 });
  const views = r['2xx'];
  return {
    views,
    perSecond: views / (r.duration || seconds),
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    failed: r.non2xx + r.errors + r.timeouts,
  };
}

/** A plain HTTP server answering every request with the same bytes: the machine's limit for a page. */
async function staticServer(body: Buffer): Promise<{ url: string; server: Server }> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, server };
}

/** The bot's web board on a port of its own, the server publishing it to anyone. */
export async function serveBoard(h: Harness, api: CommunityApi, guildId: string): Promise<{ web: WebServer; page: string; card: string }> {
  await h.bot.services.store.settings.update(guildId, { webBoard: 'anonymous' }, { userId: '1', summary: 'bench: web board on' });
  const web = await startWebServer(
    createBotWeb({ openPeriodBoard, bot: h.bot, api, config: h.config, logger: SILENT, rate: UNLIMITED_VISITOR }).listener,
    0,
    '127.0.0.1',
    SILENT,
  );
  const page = `http://127.0.0.1:${web.port}/boards/${guildId}/${CROWD_SYSTEM}`;
  return { web, page, card: `${page}/card.png` };
}

/** One view, made twice: the second is warm (board read, names kept). Throws when the page does not answer 200. */
export async function warm(url: string): Promise<Buffer> {
  let body = Buffer.alloc(0);
  for (let i = 0; i < 2; i++) {
    const res = await fetch(url);
    body = Buffer.from(await res.arrayBuffer());
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${body.toString('utf8').slice(0, 200)}`);
  }
  return body;
}

/** Discord reads the stand-in received (members' names, the guild), counted since `from`. */
const discordReads = (h: Harness, from: number) => h.standIn.calls.slice(from).filter((c) => c.method === 'GET').length;

async function measured(
  h: Harness,
  sandbox: RemoteSandbox,
  url: string,
  spec: WebCrowdSpec,
): Promise<CannonRun & { perThousand: ViewCost }> {
  const before = (await sandbox.stats()).total;
  const calls = h.standIn.calls.length;
  const run = await cannon(url, spec.connections, spec.seconds);
  const upstream = (await sandbox.stats()).total - before;
  const per = (n: number) => (run.views > 0 ? (n * 1000) / run.views : 0);
  return { ...run, perThousand: { upstream: per(upstream), discordReads: per(discordReads(h, calls)) } };
}

/** W8's views: the static server, the bot's warm page and its card, one after another on one machine. */
export async function runWebCrowd(sandbox: RemoteSandbox, spec: WebCrowdSpec = WEB_CROWD): Promise<WebCrowdResult> {
  await sandbox.reset(spec.ratePerSecond);
  const api = createCommunityApi({ baseUrl: sandbox.url, ratePerSecond: spec.ratePerSecond });
  let h: Harness | undefined;
  let web: WebServer | undefined;
  let plain: Server | undefined;
  try {
    h = await createHarness({ commands, api, keysByGuild: { [DEMO.guildId]: sandbox.demoKey }, guildId: DEMO.guildId });
    const served = await serveBoard(h, api, DEMO.guildId);
    web = served.web;
    const body = await warm(served.page);
    await warm(served.card);
    const still = await staticServer(body);
    plain = still.server;
    const staticRun = await cannon(still.url, spec.connections, spec.seconds);
    const page = await measured(h, sandbox, served.page, spec);
    const card = await measured(h, sandbox, served.card, spec);
    return { spec, pageBytes: body.length, static: staticRun, page, card };
  } finally {
    await new Promise((resolve) => (plain ? plain.close(resolve) : resolve(undefined)));
    await web?.close();
    await api.close();
    await h?.close();
  }
}

/**
 * The crowd for W1 (ClientSettings.crowd): the page of another community's board (CROWD_GUILD,
 * its own key: W1's board stays cold) served by W1's own bot, warmed, then
 * autocannon on it for `crowdSeconds`, the burst starting a second in; what it served.
 */
export const crowdOn =
  (spec: WebCrowdSpec = WEB_CROWD) =>
  async (h: Harness, api: CommunityApi): Promise<{ stop(): Promise<CannonRun> }> => {
    const { web, page } = await serveBoard(h, api, CROWD_GUILD);
    await warm(page);
    const running = cannon(page, spec.connections, spec.crowdSeconds);
    // autocannon's worker takes a moment to start: the burst begins under load.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    return {
      async stop() {
        // Waited for (its fixed length), so W1's bot closes only after its crowd is gone.
        const run = await running;
        await web.close();
        return run;
      },
    };
  };

export interface W8Check {
  ofStatic: { ratio: number; pass: boolean };
  upstream: { perThousand: number; pass: boolean };
  w1: { alone: number; withCrowd: number; pass: boolean };
  pass: boolean;
}

export function checkW8(views: WebCrowdResult, alone: BusyChannelResult, crowded: BusyChannelResult): W8Check {
  const ratio = views.static.perSecond > 0 ? views.page.perSecond / views.static.perSecond : 0;
  const ofStatic = { ratio, pass: ratio >= WEB_CROWD_TARGETS.ofStatic };
  const upstream = {
    perThousand: views.page.perThousand.upstream,
    pass: views.page.views > 0 && views.page.perThousand.upstream <= WEB_CROWD_TARGETS.upstreamPerThousand,
  };
  const w1 = {
    alone: alone.tally.final.p99,
    withCrowd: crowded.tally.final.p99,
    pass: crowded.tally.final.p99 <= alone.tally.final.p99 * (1 + WEB_CROWD_TARGETS.w1Tolerance),
  };
  return { ofStatic, upstream, w1, pass: ofStatic.pass && upstream.pass && w1.pass };
}

export function renderW8(views: WebCrowdResult, alone: BusyChannelResult, crowded: BusyChannelResult): string {
  const c = checkW8(views, alone, crowded);
  const verdict = (pass: boolean) => (pass ? 'PASS' : 'FAIL');
  const rate = (r: CannonRun) => `${Math.round(r.perSecond)}/s`;
  const lat = (r: CannonRun) => `${ms(r.p50Ms)} / ${ms(r.p99Ms)}`;
  const per = (x: ViewCost) => `${x.upstream.toFixed(1)} / ${x.discordReads.toFixed(1)}`;
  const served = crowded.crowd as CannonRun | undefined;
  return [
    `W8 — the web page under a crowd: ${views.spec.connections} connections for ${views.spec.seconds} s each (autocannon, in a worker thread), the page ${(views.pageBytes / 1024).toFixed(1)} KiB`,
    table([
      ['', 'views a second', 'latency p50 / p99', 'upstream / Discord reads per 1,000 views', 'failed'],
      ['static file server (the limit)', rate(views.static), lat(views.static), '', String(views.static.failed)],
      ['board page, warm', rate(views.page), lat(views.page), per(views.page.perThousand), String(views.page.failed)],
      ['its card (PNG), warm', rate(views.card), lat(views.card), per(views.card.perThousand), String(views.card.failed)],
    ]),
    table([
      ['', 'W1 alone', 'W1 with the crowd', ''],
      ['final reply p99', ms(c.w1.alone), ms(c.w1.withCrowd), ''],
      ['final reply p50', ms(alone.tally.final.p50), ms(crowded.tally.final.p50), ''],
      ['answered', `${alone.tally.answered}/${alone.tally.interactions}`, `${crowded.tally.answered}/${crowded.tally.interactions}`, ''],
      ['event-loop delay p99', ms(alone.eventLoopDelay.p99), ms(crowded.eventLoopDelay.p99), ''],
      ['crowd served meanwhile', '', served ? `${served.views} views (${rate(served)}, ${served.failed} failed)` : 'none', ''],
    ]),
    table([
      ['target', 'measured', ''],
      [
        `warm board page ≥ ${WEB_CROWD_TARGETS.ofStatic * 100} % of the static server's views a second`,
        `${(c.ofStatic.ratio * 100).toFixed(1)} %`,
        verdict(c.ofStatic.pass),
      ],
      ['upstream requests per 1,000 warm views = 0', c.upstream.perThousand.toFixed(2), verdict(c.upstream.pass)],
      [
        `W1's final reply p99 with the crowd ≤ +${WEB_CROWD_TARGETS.w1Tolerance * 100} % of alone`,
        `${ms(c.w1.alone)} → ${ms(c.w1.withCrowd)}`,
        verdict(c.w1.pass),
      ],
    ]),
  ].join('\n');
}
