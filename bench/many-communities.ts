import { commands } from '../commands/index.js';
import { createCommunityApi } from '../src/api/index.js';
import type { CommunityApi } from '../src/api/types.js';
import { snowflake } from '../src/bot/offline/discord-rest.js';
import { createHarness, type Harness } from '../src/bot/offline/harness.js';
import type { Logger } from '../src/log.js';
import { driver, NEXT_PAGE_ID, outcomeOf, sleep, tally, waitAll, type Outcome, type Sent, type Tally } from './interactions.js';
import type { RemoteSandbox } from './remote-sandbox.js';
import { delayMonitor, forceGc, memorySnapshot, type LoopDelay } from './stats.js';
import { traceStandIn, type Stamped } from './trace.js';

/**
 * W2, many communities: a thousand guilds, each with its own key and ten interactions; what the
 * bot holds in memory afterwards and how many upstream requests each guild cost.
 */

export interface ManyCommunitiesSpec {
  guilds: number;
  /** Guild g starts at g/guilds of this window. */
  windowMs: number;
  /** Between one guild's consecutive interactions. */
  gapMs: number;
  capMs: number;
  ratePerSecond: number;
}

/**
 * 10,000 interactions at about 130 a second: what this bot process sustains on a 2-core machine
 * (the Discord stand-in shares its event loop) without its own lag pushing requests for one key
 * closer together than the sandbox allows.
 */
export const MANY_COMMUNITIES: ManyCommunitiesSpec = { guilds: 1000, windowMs: 75_000, gapMs: 150, capMs: 110_000, ratePerSecond: 1 };

/** The ten interactions each guild sees, in order. */
export const GUILD_MIX = [
  'leaderboard',
  'autocomplete /leaderboard system',
  'next',
  'points balance',
  'tokens list',
  'leaderboard',
  'autocomplete /points balance system',
  'next',
  'points balance',
  'autocomplete /tokens list chain',
] as const;

export interface ManyCommunitiesResult {
  spec: ManyCommunitiesSpec;
  interactionsPerGuild: number;
  /** Time to generate the communities in the sandbox process (not part of the measurement). */
  generateMs: number;
  durationMs: number;
  tally: Tally;
  upstream: { total: number; perGuild: { min: number; mean: number; max: number }; keyless: number; byRoute: Record<string, number> };
  rateLimited: number;
  retries: number;
  eventLoopDelay: LoopDelay;
  memory: {
    gcExposed: boolean;
    before: { rss: number; heapUsed: number };
    after: { rss: number; heapUsed: number };
    afterGc: { rss: number; heapUsed: number };
    /** Heap freed by dropping discord.js's per-route REST handlers, then by closing the API client (its caches and lanes). */
    heldBy: { restHandlers: { count: number; heapUsed: number }; apiClient: { communities: number; heapUsed: number } };
  };
  notes: string[];
}

const RSS_SETTLE_MS = 1_000;

/** discord.js counts interaction webhooks against a 50/s global REST limit that Discord does not apply to them. */
const INTERACTION_REST_PER_SECOND = 100_000;

export async function runManyCommunities(
  sandbox: RemoteSandbox,
  spec: ManyCommunitiesSpec,
  logger?: Logger,
): Promise<ManyCommunitiesResult> {
  const generating = performance.now();
  const keys = await sandbox.addCommunities(spec.guilds);
  const generateMs = performance.now() - generating;
  await sandbox.reset(spec.ratePerSecond);
  const guilds = keys.map((key) => ({ id: snowflake(), channel: snowflake(), key }));
  let api: CommunityApi | undefined = createCommunityApi({ baseUrl: sandbox.url, ratePerSecond: spec.ratePerSecond });
  let h: Harness | undefined;
  try {
    h = await createHarness({
      commands,
      api,
      keysByGuild: Object.fromEntries(guilds.map((g) => [g.id, g.key])),
      ...(logger ? { logger } : {}),
    });
    const rest = h.client.rest as unknown as {
      options: { globalRequestsPerSecond: number };
      globalRemaining: number;
      handlers: Map<string, unknown>;
    };
    rest.options.globalRequestsPerSecond = INTERACTION_REST_PER_SECOND;
    rest.globalRemaining = INTERACTION_REST_PER_SECOND;
    const standIn = h.standIn;
    let trace: Map<string, Stamped[]> | undefined = traceStandIn(standIn);
    const d = driver(h);

    const gcExposed = forceGc();
    const before = memorySnapshot();
    const members = guilds.map((g) => [d.actor(g.id, g.channel), d.actor(g.id, g.channel), d.actor(g.id, g.channel)] as const);
    const schedule = guilds
      .flatMap((_, g) => GUILD_MIX.map((_, round) => ({ g, round, at: (g * spec.windowMs) / guilds.length + round * spec.gapMs })))
      .sort((x, y) => x.at - y.at);
    // Outcomes are read as each interaction finishes and the stand-in's records are trimmed as
    // the run goes, so the harness's own bookkeeping stays out of the bot's memory peak.
    let measuring = true;
    const outcomes: Outcome[] = [];
    const evaluated: Promise<void>[] = [];
    let sent: Sent[] = [];
    const record = (s: Sent) => {
      sent.push(s);
      evaluated.push(
        s.finished.then(() => {
          if (!measuring) return;
          outcomes.push(outcomeOf(s, trace?.get(s.token)));
          trace?.delete(s.token);
        }),
      );
      if (sent.length % 500 === 0) standIn.reset();
    };
    const loop = delayMonitor();
    const start = performance.now();
    for (const { g, round, at } of schedule) {
      const wait = start + at - performance.now();
      if (wait >= 1) await sleep(wait);
      const [a, b, c] = members[g]!;
      const who = [a, b, c][round % 3]!;
      switch (GUILD_MIX[round]!) {
        case 'leaderboard':
          record(d.send('leaderboard', d.slash(who, 'leaderboard')));
          break;
        case 'next':
          record(d.send('next', d.button(who, NEXT_PAGE_ID, a.userId)));
          break;
        case 'points balance':
          record(d.send('points-balance', d.slash(who, 'points', { subcommand: 'balance' })));
          break;
        case 'tokens list':
          record(d.send('tokens-list', d.slash(who, 'tokens', { subcommand: 'list' })));
          break;
        case 'autocomplete /leaderboard system':
          record(d.send('autocomplete', d.autocomplete(who, 'leaderboard', { system: 'sp' }, 'system')));
          break;
        case 'autocomplete /points balance system':
          record(d.send('autocomplete', d.autocomplete(who, 'points', { subcommand: 'balance', system: 'spa' }, 'system')));
          break;
        case 'autocomplete /tokens list chain':
          record(d.send('autocomplete', d.autocomplete(who, 'tokens', { subcommand: 'list', chain: 'ba' }, 'chain')));
          break;
      }
    }
    await waitAll(evaluated, start + spec.capMs);
    const durationMs = performance.now() - start;
    const eventLoopDelay = loop.stop();
    measuring = false;
    for (const s of sent) if (s.done === undefined) outcomes.push(outcomeOf(s, trace?.get(s.token)));
    const result = tally(outcomes);
    const clientStats = { ...api.stats };
    const stats = await sandbox.stats(keys);
    const perKey = stats.byKey;
    const keyed = perKey.reduce((x, y) => x + y, 0);

    // What is left is the bot: drop the bench's records and the stand-in's copy of every message.
    sent = [];
    outcomes.length = 0;
    evaluated.length = 0;
    trace.clear();
    trace = undefined;
    standIn.reset();
    const after = memorySnapshot();
    forceGc();
    // V8 hands freed pages back to the system lazily; give it a moment before reading rss.
    await sleep(RSS_SETTLE_MS);
    forceGc();
    const afterGc = memorySnapshot();

    // Attribution, for the reader: what two known holders keep, measured by letting go of them.
    const restHandlers = rest.handlers.size;
    rest.handlers.clear();
    forceGc();
    const withoutHandlers = memorySnapshot();
    await api.close();
    api = undefined;
    forceGc();
    const withoutClient = memorySnapshot();

    return {
      spec,
      interactionsPerGuild: GUILD_MIX.length,
      generateMs,
      durationMs,
      tally: result,
      upstream: {
        total: stats.total,
        perGuild: { min: Math.min(...perKey), mean: keyed / perKey.length, max: Math.max(...perKey) },
        keyless: stats.total - keyed,
        byRoute: stats.byRoute,
      },
      rateLimited: clientStats.rateLimited,
      retries: clientStats.retries,
      eventLoopDelay,
      memory: {
        gcExposed,
        before,
        after,
        afterGc,
        heldBy: {
          restHandlers: { count: restHandlers, heapUsed: afterGc.heapUsed - withoutHandlers.heapUsed },
          apiClient: { communities: guilds.length, heapUsed: withoutHandlers.heapUsed - withoutClient.heapUsed },
        },
      },
      notes: [
        `${spec.guilds} communities generated in the sandbox process before the "before" snapshot (${Math.round(generateMs)} ms); the sandbox's memory is not the bot's`,
        "before: bot built with every guild key, after a forced GC; after: all interactions finished and the bench's records dropped (the Discord stand-in's recorded calls are also trimmed every 500 interactions during the run: they are the harness's memory, not the bot's); after GC: forced GC, 1 s pause, forced GC",
        `discord.js's 50/s global REST limit raised for this run (interaction callbacks and webhooks are exempt from Discord's global limit; at 50/s the ${spec.guilds * GUILD_MIX.length} interactions' edits alone would take minutes)`,
      ],
    };
  } finally {
    await api?.close();
    api = undefined;
    await h?.close();
  }
}
