import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { serverAvailable, TEST_SERVERS } from './support/servers.js';
import { machine, render, renderW2, toJson, TARGETS, checks, w2Checks } from '../bench/report.js';
import { AT_REST_TARGETS, atRestChecks, QUICK_AT_REST, renderW6, type AtRestRun } from '../bench/at-rest.js';
import { runCardBench, type CardBenchResult } from '../bench/cards.js';
import { runManyCommunitiesApart, startFromBundles, startSandboxProcess, type RemoteSandbox } from '../bench/processes.js';
import {
  GUILD_MIX,
  NEXT_PAGE_ID,
  QUICK_BUSY_CHANNEL,
  BOARD_OWNER,
  runBusyChannel,
  runRankLookups,
  rankChecks,
  RANK_TARGETS,
  QUICK_RANK_LOOKUPS,
  type RankLookupResult,
  type BusyChannelResult,
  type ManyCommunitiesResult,
} from '../bench/workload.js';
import { commands } from '../commands/index.js';
import { createCommunityApi } from '../src/api/index.js';
import { createHarness } from '../src/bot/offline/harness.js';
import { DEMO } from '../src/sandbox/index.js';
import { checkW8, CROWD_GUILD, crowdOn, QUICK_WEB_CROWD, renderW8, runWebCrowd, type CannonRun } from '../bench/web-crowd.js';

/**
 * The bench's workloads at a tenth of their size, with the rate limit off: proof that the bench
 * drives the real path and counts what it claims. Only counts and structure are asserted, never
 * timing (the machine is shared and noisy).
 */

const spec = QUICK_BUSY_CHANNEL;
const interactions = spec.leaderboards + spec.nextPresses + spec.keystrokes + 1;
const MINUTE = 60_000;

let sandbox: RemoteSandbox;
let bot: BusyChannelResult;
let withMetrics: BusyChannelResult;
let naive: BusyChannelResult;
let many: ManyCommunitiesResult;

beforeAll(async () => {
  // The helper processes start from the tests' bundles rather than through tsx (bench/processes.ts).
  startFromBundles(inject('bundles'));
  sandbox = await startSandboxProcess(0);
}, MINUTE);

afterAll(async () => {
  await sandbox?.close();
  startFromBundles(undefined);
});

describe('bench W1 (quick)', () => {
  it('presses the same next button the board shows', async () => {
    const api = createCommunityApi({ baseUrl: sandbox.url, ratePerSecond: 0 });
    const h = await createHarness({ commands, api, keysByGuild: { [DEMO.guildId]: sandbox.demoKey } });
    try {
      const board = await h.slash('leaderboard', {}, h.member({ userId: BOARD_OWNER }));
      const ids = ((board.message?.components ?? []) as { components: { custom_id?: string }[] }[]).flatMap((row) =>
        row.components.map((c) => c.custom_id),
      );
      expect(ids).toContain(NEXT_PAGE_ID);
    } finally {
      await h.close();
      await api.close();
    }
  });

  it(
    'answers every interaction with the caching client, sharing the board request',
    async () => {
      bot = await runBusyChannel(sandbox, spec, { ratePerSecond: 0, naive: false, capMs: 30_000 });
      expect(bot.tally).toMatchObject({ interactions, answered: interactions, errors: 0, unfinished: 0 });
      expect(bot.tally.byKind).toMatchObject({
        leaderboard: { n: spec.leaderboards, answered: spec.leaderboards },
        next: { n: spec.nextPresses, answered: spec.nextPresses },
        autocomplete: { n: spec.keystrokes, answered: spec.keystrokes },
        'raid-confirm': { n: 1, answered: 1 },
      });
      // Every interaction has both figures: an acknowledgement and a final reply.
      expect(bot.tally.ack.n).toBe(interactions);
      expect(Number.isFinite(bot.tally.ack.max)).toBe(true);
      expect(Number.isFinite(bot.tally.final.max)).toBe(true);
      expect(bot.raid).toMatchObject({ status: 'answered', title: 'Raid created', created: 1 });
      // The point-system list (a member's keystroke) and the preview's wallet read, nothing else.
      expect(bot.upstreamBeforeBurst).toBe(2);
      // One board block for every /leaderboard and next press; the sandbox saw what the client sent.
      expect(bot.upstream.byRoute.getPointBalances).toBe(1);
      expect(bot.upstream.byRoute.createRaid).toBe(1);
      expect(bot.upstream.sandbox).toBe(bot.upstream.client);
      expect(bot.rateLimited).toBe(0);
    },
    MINUTE,
  );

  it(
    'sends one request per call with the naive client',
    async () => {
      naive = await runBusyChannel(sandbox, spec, { ratePerSecond: 0, naive: true, capMs: 30_000 });
      expect(naive.tally).toMatchObject({ interactions, answered: interactions, errors: 0, unfinished: 0 });
      // A board is a system list then a block; a keystroke a system list; the raid one POST.
      expect(naive.upstream.byRoute.getPointBalances).toBe(spec.leaderboards + spec.nextPresses);
      expect(naive.upstream.byRoute.listPointSystems).toBe(spec.leaderboards + spec.nextPresses + spec.keystrokes);
      expect(naive.upstream.byRoute.createRaid).toBe(1);
      expect(naive.upstream.sandbox).toBe(2 * (spec.leaderboards + spec.nextPresses) + spec.keystrokes + 1);
      expect(naive.raid).toMatchObject({ status: 'answered', created: 1 });
    },
    MINUTE,
  );
});

describe('bench W2 (quick)', () => {
  it(
    'runs every guild mix in its own process and reports memory',
    async () => {
      const guilds = 20;
      many = await runManyCommunitiesApart({ guilds, windowMs: 400, gapMs: 20, capMs: 30_000, ratePerSecond: 0 });
      const total = guilds * GUILD_MIX.length;
      expect(many.tally).toMatchObject({ interactions: total, answered: total, errors: 0, unfinished: 0 });
      expect(many.tally.ack.n).toBe(total);
      expect(Number.isFinite(many.tally.final.max)).toBe(true);
      expect(many.tally.autocomplete.n).toBe(3 * guilds);
      // Every request carried a guild's own key; each guild asked for at least its board and tokens.
      expect(many.upstream.keyless).toBe(0);
      expect(many.upstream.perGuild.min).toBeGreaterThanOrEqual(2);
      expect(many.upstream.total).toBe(Math.round(many.upstream.perGuild.mean * guilds));
      expect(many.rateLimited).toBe(0);
      expect(many.memory.gcExposed).toBe(true);
      for (const m of [many.memory.before, many.memory.after, many.memory.afterGc]) {
        expect(m.rss).toBeGreaterThan(0);
        expect(m.heapUsed).toBeGreaterThan(0);
      }
      expect(many.memory.heldBy.apiClient.communities).toBe(guilds);
      expect(many.memory.heldBy.restHandlers.count).toBeGreaterThan(0);
    },
    MINUTE,
  );
});

describe('bench W8 (quick)', () => {
  it(
    'serves the warm page, its card and a static server under autocannon, then W1 while a crowd views the same bot',
    async () => {
      const views = await runWebCrowd(sandbox, QUICK_WEB_CROWD);
      for (const run of [views.static, views.page, views.card]) {
        expect(run.views).toBeGreaterThan(0);
        expect(run.failed).toBe(0);
      }
      expect(views.pageBytes).toBeGreaterThan(1000);
      // Warm views: the board was read before, the names are kept.
      expect(views.page.perThousand.discordReads).toBe(0);
      const alone = await runBusyChannel(sandbox, spec, { ratePerSecond: 0, naive: false, capMs: 30_000 });
      const crowded = await runBusyChannel(sandbox, spec, {
        ratePerSecond: 0,
        naive: false,
        capMs: 30_000,
        crowd: { guildId: CROWD_GUILD, start: crowdOn(QUICK_WEB_CROWD) },
      });
      expect(crowded.tally).toMatchObject({ interactions, answered: interactions, errors: 0, unfinished: 0 });
      expect((crowded.crowd as CannonRun).views).toBeGreaterThan(0);
      const text = renderW8(views, alone, crowded);
      expect(text).toMatch(/warm board page ≥ 50 % of the static server's views a second +[\d.]+ % +(PASS|FAIL)/);
      expect(text).toMatch(/upstream requests per 1,000 warm views = 0 +[\d.]+ +(PASS|FAIL)/);
      expect(checkW8(views, alone, crowded).upstream.perThousand).toBe(views.page.perThousand.upstream);
    },
    2 * MINUTE,
  );
});

const { Client } = pg;
const postgresUp = await serverAvailable('postgres', 'bench W1 with the journal on PostgreSQL');

describe.runIf(postgresUp)('bench W1 with the write journal on PostgreSQL (quick)', () => {
  it(
    'answers every interaction and creates the raid once, then drops its schema',
    async () => {
      const onPostgres = await runBusyChannel(sandbox, spec, {
        ratePerSecond: 0,
        naive: false,
        capMs: 30_000,
        postgres: TEST_SERVERS.postgres.url,
      });
      expect(onPostgres.tally).toMatchObject({ interactions, answered: interactions, errors: 0, unfinished: 0 });
      expect(onPostgres.raid).toMatchObject({ status: 'answered', title: 'Raid created', created: 1 });
      expect(onPostgres.warm.join('\n')).toContain('PostgreSQL server');
      const pg = new Client({ connectionString: TEST_SERVERS.postgres.url });
      await pg.connect();
      try {
        const left = await pg.query("select count(*)::int as n from information_schema.schemata where schema_name like 'bench\\_%'");
        expect(left.rows[0].n).toBe(0);
      } finally {
        await pg.end();
      }
    },
    MINUTE,
  );
});

describe('bench W1 with metrics (quick)', () => {
  it(
    'answers the same with Prometheus metrics on, and times one scrape',
    async () => {
      withMetrics = await runBusyChannel(sandbox, spec, { ratePerSecond: 0, naive: false, capMs: 30_000, metrics: true });
      expect(withMetrics.tally).toMatchObject({ interactions, answered: interactions, errors: 0, unfinished: 0 });
      expect(withMetrics.scrapeMs).toBeGreaterThan(0);
      expect(withMetrics.cpuMs).toBeGreaterThan(0);
      expect(bot.scrapeMs).toBeUndefined();
    },
    MINUTE,
  );
});

let ranks: RankLookupResult;
let cards: CardBenchResult;

describe('bench W4 (quick)', () => {
  it(
    'each My rank on both million-holder boards is exact, and cold lookups meet their targets',
    async () => {
      ranks = await runRankLookups(sandbox, QUICK_RANK_LOOKUPS);
      expect(ranks.boards.map((b) => b.shape)).toEqual(['distinct', 'ties']);
      for (const b of ranks.boards) {
        expect(b.cold.exact).toBe(QUICK_RANK_LOOKUPS.cold);
        expect(b.warm.exact).toBe(QUICK_RANK_LOOKUPS.members);
        expect(b.cold.requests.min).toBeGreaterThan(0);
        expect(b.cold.requests.median).toBeLessThanOrEqual(RANK_TARGETS.coldMedian);
        expect(b.cold.requests.max).toBeLessThanOrEqual(RANK_TARGETS.coldMax);
        expect(b.warm.latency.n).toBe(QUICK_RANK_LOOKUPS.members);
      }
      expect(rankChecks(ranks).every((c) => c.pass)).toBe(true);
    },
    MINUTE,
  );
});

describe('bench cards (quick)', () => {
  it(
    'draws distinct hostile pages in the worker, none refused',
    async () => {
      cards = await runCardBench({ cards: 3, concurrency: 1, seed: 1 });
      expect(cards.total.n).toBe(3);
      expect(cards.draw.n).toBe(3);
      expect(cards.refused).toBe(0);
      expect(cards.pngBytes.mean).toBeGreaterThan(1000);
    },
    MINUTE,
  );
});

describe('bench report', () => {
  it('prints the machine, both W1 columns, W2 and a verdict per target; JSON keeps unfinished as null', () => {
    const text = render({
      machine: machine(),
      warm: bot.warm,
      bot,
      withMetrics,
      naive,
      naiveCapMs: 30_000,
      notes: [],
      many,
      ranks,
      cards,
      totalMs: 1234,
    });
    expect(text).toMatch(/^Machine: .+ · \d+ cores · [\d.]+ GiB · Node v\d+/);
    for (const c of checks(bot, many)) expect(text).toContain(`${c.target}  ${c.pass ? 'PASS' : 'MISS'}`);
    expect(checks(bot, many)).toHaveLength(Object.keys(TARGETS).length + 2);
    expect(text).toContain('naive/bot');
    expect(text).toContain('metrics on W1');
    expect(text).toContain('W4 rank lookups');
    expect(text).toContain('ask → PNG p50 / p99 (queue included)');
    expect(text).toContain('W2 many communities: 20 guilds');
    expect(JSON.parse(toJson({ unfinished: Infinity, ok: 1 }))).toEqual({ unfinished: null, ok: 1 });
  });

  it('prints W2 alone with its own verdicts (npm run bench -- w2)', () => {
    const text = renderW2(many);
    expect(text).toContain('W2 many communities: 20 guilds');
    for (const c of w2Checks(many)) expect(text).toContain(`${c.target}  ${c.pass ? 'PASS' : 'MISS'}`);
    expect(w2Checks(many).map((c) => c.name)).toEqual(
      checks(bot, many)
        .filter((c) => c.name.startsWith('W2'))
        .map((c) => c.name),
    );
  });

  it('W6 has the embedded default beside the PostgreSQL runs, judged against its own memory target', () => {
    const run = (script: AtRestRun['script'], restMiB: number): AtRestRun => ({
      script,
      firstStartMs: 900,
      readyMs: 800,
      startsMs: [800],
      idle: { botMiB: restMiB, treeMiB: restMiB },
      afterWork: { botMiB: restMiB, treeMiB: restMiB },
      answered: 40,
      interactions: 40,
    });
    const over = AT_REST_TARGETS.embeddedRestMiB + 1;
    const under = AT_REST_TARGETS.embeddedRestMiB - 1;
    const postgres = [run('start:tsx', 200), run('start', 100), run('image', 100)];
    const verdict = (embeddedMiB: number) =>
      atRestChecks({ spec: QUICK_AT_REST, runs: [...postgres, run('embedded', embeddedMiB)] }).find((c) => c.label.startsWith('embedded'));
    expect(verdict(over)?.pass).toBe(false);
    expect(verdict(under)?.pass).toBe(true);
    // The embedded default alone (npm run bench -- w6 embedded) still gets its verdict.
    expect(atRestChecks({ spec: QUICK_AT_REST, runs: [run('embedded', under)] }).map((c) => c.pass)).toEqual([true]);
    const text = renderW6({ spec: QUICK_AT_REST, runs: [...postgres, run('embedded', over)] });
    expect(text).toContain('embedded (npm start, DATA_DIR)');
    expect(text).toMatch(/embedded default: resident memory at rest.*< 150 MiB\s+MISS/);
  });
});
