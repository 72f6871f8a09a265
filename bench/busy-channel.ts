import { commands } from '../commands/index.js';
import { createCommunityApi } from '../src/api/index.js';
import { randomBytes } from 'node:crypto';
import { createMetrics } from '../src/metrics/metrics.js';
import { dropStoreSql, openStore } from '../src/store/index.js';
import { createHarness, type Harness } from '../src/bot/offline/harness.js';
import type { RawInteraction } from '../src/bot/offline/payloads.js';
import { EXAMPLE_POST_URL } from '../src/input/parse.js';
import { DEMO } from '../src/sandbox/demo.js';
import { createRng } from '../src/sandbox/prng.js';
import {
  BOARD_OWNER,
  driver,
  NEXT_PAGE_ID,
  outcomeOf,
  tally,
  waitAll,
  type ClientSettings,
  type Kind,
  type Outcome,
  type Sent,
  type Tally,
} from './interactions.js';
import type { RemoteSandbox } from './remote-sandbox.js';
import { delayMonitor, type LoopDelay } from './stats.js';
import { traceStandIn } from './trace.js';
import { feedGuilds, feedRequests, setUpFeeds, tickFeeds, type FeedLoad } from './feeds.js';

/**
 * W1, a busy channel: within one second, members run /leaderboard on one board, press its next
 * button and type in its autocomplete, while a moderator confirms a raid. The board is cold.
 */

const AUDIT_CHANNEL = '1203458820156252999';
/** The raid the workloads preview and confirm (a token pool from the tipping wallet). */
export const RAID = {
  subcommand: 'create',
  title: 'Boost the launch',
  'post-url': EXAMPLE_POST_URL,
  'reward-type': 'TOKEN_POOL',
  chain: 'Polygon',
  token: 'native',
  amount: 5,
};

export interface BusyChannelSpec {
  leaderboards: number;
  nextPresses: number;
  /** Autocomplete keystrokes on /leaderboard's system option, five per member. */
  keystrokes: number;
  /** Everything is dispatched within this window. */
  windowMs: number;
  /** When the moderator presses Confirm on a raid preview made before the burst. */
  raidAtMs: number;
  seed: number;
}

export const BUSY_CHANNEL: BusyChannelSpec = { leaderboards: 60, nextPresses: 20, keystrokes: 30, windowMs: 1000, raidAtMs: 500, seed: 8 };

export interface BusyChannelResult {
  spec: BusyChannelSpec;
  naive: boolean;
  /** What was warm when the burst began. */
  warm: string[];
  /** Upstream requests before the burst (the warm-up); the board must be cold, so no balance request. */
  upstreamBeforeBurst: number;
  upstream: { sandbox: number; client: number; byRoute: Record<string, number> };
  /** 429 answers the client received from the sandbox. */
  rateLimited: number;
  retries: number;
  tally: Tally;
  raid: { ms?: number; status: Outcome['status']; title?: string; created: number };
  /** First dispatch → last reply, or the cap. */
  durationMs: number;
  eventLoopDelay: LoopDelay;
  /** Some interactions were still waiting at the cap. */
  capped: boolean;
  /** CPU time of this process (bot and client; the sandbox runs apart) from first dispatch to last reply. */
  cpuMs: number;
  /** With metrics on: how long one scrape of /metrics' text took after the burst. */
  scrapeMs?: number;
  /** W5: what the feeds polling during the burst did. */
  feeds?: FeedLoad;
  /** W8: what the crowd on the web page was served meanwhile. */
  crowd?: unknown;
}

interface Event {
  at: number;
  kind: Kind;
  build: () => RawInteraction;
}

export async function runBusyChannel(sandbox: RemoteSandbox, spec: BusyChannelSpec, settings: ClientSettings): Promise<BusyChannelResult> {
  await sandbox.reset(settings.ratePerSecond);
  const apiKey = settings.apiKey ?? sandbox.demoKey;
  const metrics = settings.metrics ? createMetrics({ queued: () => api.queued }) : undefined;
  const api = createCommunityApi({
    baseUrl: sandbox.url,
    ratePerSecond: settings.ratePerSecond,
    ...(settings.naive ? { cache: false, coalesce: false } : {}),
    ...(metrics ? { observer: metrics.api } : {}),
  });
  let h: Harness | undefined;
  const schema = `bench_${randomBytes(5).toString('hex')}`;
  const store = settings.postgres ? await openStore({ databaseUrl: settings.postgres, schema }) : undefined;
  // W5: the other communities whose feeds poll during the burst, each with its own key.
  const feedKeys = settings.feeds ? [apiKey, ...(await sandbox.addCommunities(settings.feeds - 1))] : [];
  const feedGuildKeys = Object.fromEntries(feedGuilds(feedKeys.length).map((g, i) => [g, feedKeys[i]!]));
  // W8: the server whose web page the crowd views, with a community of its own.
  const crowdKeys = settings.crowd ? { [settings.crowd.guildId]: (await sandbox.addCommunities(1))[0]! } : {};
  try {
    h = await createHarness({
      commands,
      api,
      keysByGuild: { ...feedGuildKeys, ...crowdKeys, [DEMO.guildId]: apiKey },
      config: (c) => {
        c.discord.auditChannelId = AUDIT_CHANNEL;
      },
      ...(metrics ? { observer: metrics } : {}),
      ...(store ? { store } : {}),
    });
    const trace = traceStandIn(h.standIn);
    const d = driver(h);
    const channel = DEMO.channelId;

    const pause = () =>
      settings.ratePerSecond ? new Promise((resolve) => setTimeout(resolve, 1_100 / settings.ratePerSecond)) : undefined;
    // Warm-up 1: the server is in use, so its point-system list is warm, as stale-while-revalidate
    // keeps it for an active server: here a member's keystroke in /leaderboard's system option
    // read it a moment ago (one request). The Sparks board itself stays cold.
    await h.autocomplete('leaderboard', { system: '' }, 'system', d.actor(DEMO.guildId, channel));
    await pause();
    // Warm-up 2: the moderator's preview. It is private and validated locally; its one upstream
    // request reads the tipping wallet to check the reward.
    const moderator = d.actor(DEMO.guildId, channel, true);
    const preview = await h.slash('raid', RAID, moderator);
    const confirmId = (preview.message as { components?: { components: { custom_id?: string }[] }[] } | undefined)?.components?.[0]
      ?.components[0]?.custom_id;
    if (!confirmId) throw new Error(`the raid preview has no confirm button: ${JSON.stringify(preview.message).slice(0, 300)}`);
    // A moderator reads a preview before confirming: let the lookup's rate-limit slot pass so
    // the burst starts, as described, with the key's allowance full.
    await pause();
    const feedIds = settings.feeds ? await setUpFeeds(h, sandbox, feedKeys) : [];
    const crowd = settings.crowd ? await settings.crowd.start(h, api) : undefined;
    const before = await sandbox.stats();
    const clientBefore = api.stats.requests;
    const raidsBefore = await sandbox.raids(apiKey);

    const rng = createRng(spec.seed);
    const inWindow = () => rng.next() * spec.windowMs;
    const events: Event[] = [];
    for (let i = 0; i < spec.leaderboards; i++) {
      const a = d.actor(DEMO.guildId, channel);
      events.push({ at: inWindow(), kind: 'leaderboard', build: () => d.slash(a, 'leaderboard') });
    }
    const boardOwner = BOARD_OWNER;
    for (let i = 0; i < spec.nextPresses; i++) {
      const a = d.actor(DEMO.guildId, channel);
      events.push({ at: inWindow(), kind: 'next', build: () => d.button(a, NEXT_PAGE_ID, boardOwner) });
    }
    // Members type "s", "sp", "spa"… a keystroke every 60–140 ms, starting anywhere in the window.
    const word = 'sparks';
    for (let typist = 0; typist * 5 < spec.keystrokes; typist++) {
      const a = d.actor(DEMO.guildId, channel);
      let at = rng.next() * Math.max(0, spec.windowMs - 500);
      for (let k = 0; k < 5 && typist * 5 + k < spec.keystrokes; k++) {
        const typed = word.slice(0, k + 1);
        events.push({
          at: Math.min(at, spec.windowMs),
          kind: 'autocomplete',
          build: () => d.autocomplete(a, 'leaderboard', { system: typed }, 'system'),
        });
        at += 60 + rng.next() * 80;
      }
    }
    events.push({ at: spec.raidAtMs, kind: 'raid-confirm', build: () => d.button(moderator, confirmId, moderator.userId) });

    const loop = delayMonitor();
    const cpu = process.cpuUsage();
    const start = performance.now();
    const feeding = settings.feeds ? await tickFeeds(h, feedIds) : undefined;
    const sent = await Promise.all(
      events.map((e) => new Promise<Sent>((resolve) => setTimeout(() => resolve(d.send(e.kind, e.build())), e.at))),
    );
    await waitAll(
      sent.map((x) => x.finished),
      start + settings.capMs,
    );
    const durationMs = performance.now() - start;
    const used = process.cpuUsage(cpu);
    const eventLoopDelay = loop.stop();
    const crowded = await crowd?.stop();
    const scrapeStart = performance.now();
    const scraped = metrics ? await metrics.text() : undefined;
    const scrapeMs = scraped === undefined ? undefined : performance.now() - scrapeStart;
    const outcomes = sent.map((s) => outcomeOf(s, trace.get(s.token)));
    const clientStats = { ...api.stats };
    const after = await sandbox.stats();
    // The feeds' polls may go on after the burst: they are waited for and counted apart.
    const fed = await feeding?.done();
    const afterFeeds = fed ? await sandbox.stats() : after;
    const raidIndex = sent.findIndex((s) => s.kind === 'raid-confirm');
    const raid = outcomes[raidIndex]!;

    return {
      spec,
      naive: settings.naive,
      warm: [
        'bot built: a discord.js Client with REST pointed at the local Discord stand-in (discord.js defaults, incl. its 50 requests/s global REST limit), the router and every command module',
        "the server's point-system list read 1 s earlier by a member's /leaderboard keystroke (as stale-while-revalidate keeps it for an active server); then 1.1 s for its rate-limit slot to pass",
        'one /raid create preview rendered before the burst (2 Discord REST calls; 1 upstream request reading the tipping wallet, then 1.1 s for its rate-limit slot to pass); the burst presses its Confirm',
        `upstream requests before the burst: ${before.total}`,
        `API client (${settings.naive ? 'naive: cache and request sharing off' : 'cache and request sharing on'}): the point-system list and the preview's tipping balance cached; the Sparks board is cold`,
        `write journal: ${settings.postgres ? 'PostgreSQL server (a schema of its own)' : 'embedded PGlite in memory'}`,
        `sandbox (separate process): counters zeroed and rate-limit buckets full at ${settings.ratePerSecond || 'no'} request(s)/s per key`,
        'audit channel configured, so the raid confirm also posts an audit line before its outcome edit',
      ],
      upstreamBeforeBurst: before.total,
      upstream: {
        sandbox: after.total - before.total,
        client: clientStats.requests - clientBefore,
        byRoute: burstRoutes(before.byRoute, after.byRoute),
      },
      rateLimited: clientStats.rateLimited,
      retries: clientStats.retries,
      tally: tally(outcomes),
      raid: {
        ...(raid.finalMs !== undefined ? { ms: raid.finalMs } : {}),
        status: raid.status,
        ...(raid.title ? { title: raid.title } : {}),
        created: (await sandbox.raids(apiKey)) - raidsBefore,
      },
      durationMs,
      eventLoopDelay,
      capped: outcomes.some((o) => o.status === 'unfinished'),
      cpuMs: (used.user + used.system) / 1000,
      ...(scrapeMs !== undefined ? { scrapeMs } : {}),
      ...(crowded !== undefined ? { crowd: crowded } : {}),
      ...(fed
        ? {
            feeds: {
              ...fed,
              requestsInBurst: feedRequests(burstRoutes(before.byRoute, after.byRoute)),
              requests: feedRequests(burstRoutes(before.byRoute, afterFeeds.byRoute)),
            },
          }
        : {}),
    };
  } finally {
    // The client first: queued requests fail at once, so the bot's drain does not wait on them.
    await api.close();
    if (store) await store.db.exec(dropStoreSql(schema)).catch(() => undefined);
    await h?.close();
    if (!h) await store?.close();
  }
}

/** W1 at a tenth of its size, for the quick test and the process warm-up. */
export const QUICK_BUSY_CHANNEL: BusyChannelSpec = {
  leaderboards: 6,
  nextPresses: 2,
  keystrokes: 3,
  windowMs: 200,
  raidAtMs: 100,
  seed: 1,
};

/**
 * A running bot has loaded and compiled its code paths; a fresh process pays for that on its first
 * interactions (hundreds of ms each). This runs the W1 interaction kinds on a throwaway bot, API
 * client and community, so the measured bot is new but its process is not. Returns what it did.
 */
export async function warmProcess(sandbox: RemoteSandbox, rounds: number): Promise<string> {
  const [key] = await sandbox.addCommunities(1);
  for (let i = 0; i < rounds; i++) {
    await runBusyChannel(sandbox, { ...QUICK_BUSY_CHANNEL, seed: 100 + i }, { ratePerSecond: 0, naive: false, capMs: 20_000, apiKey: key });
  }
  const s = QUICK_BUSY_CHANNEL;
  return (
    `process warm-up: ${rounds} rounds of ${s.leaderboards} /leaderboard, ${s.nextPresses} next, ${s.keystrokes} autocomplete and a raid ` +
    'on a throwaway bot, API client and Discord stand-in, against another sandbox community with the rate limit off (loads and compiles the code paths)'
  );
}

/** Requests per route during the burst alone. */
function burstRoutes(before: Record<string, number>, after: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(after).map(([route, n]) => [route, n - (before[route] ?? 0)]));
}
