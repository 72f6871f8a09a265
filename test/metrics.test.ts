import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commands } from '../commands/index.js';
import { createCommunityApi } from '../src/api/index.js';
import type { CommunityApi } from '../src/api/types.js';
import { snowflake, startDiscordStandIn, type DiscordStandIn } from '../src/bot/offline/discord-rest.js';
import { MEMBER_PERMISSIONS, MODERATOR_PERMISSIONS } from '../src/bot/offline/harness.js';
import { buttonPayload, chatInputPayload, type Actor } from '../src/bot/offline/payloads.js';
import { EXAMPLE_POST_URL } from '../src/input/parse.js';
import { parseConfig } from '../src/config.js';
import { startOpsServer } from '../src/http/ops.js';
import { startHttpMode, type HttpMode } from '../src/http/run.js';
import { silentLogger } from '../src/log.js';
import { lazyStore, openMemoryStore } from '../src/store/index.js';
import { createJobEngine, defineJob, type JobEngine } from '../src/jobs/engine.js';
import { createMetrics, PREFIX, routeLabel, type Metrics } from '../src/metrics/metrics.js';
import type { RouteName } from '../src/sandbox/routes.js';
import { DEMO, startSandbox, type Sandbox } from '../src/sandbox/index.js';
import { createSigner, postInteraction } from '../bench/signed.js';

/**
 * GET /metrics on the interactions port, scraped before and after a scripted run (reads, a raid,
 * a refused input, a fault): every counter moves by exactly what happened, upstream requests
 * match what the sandbox itself counted, and nothing secret or personal is in the text.
 */

const signer = createSigner();
const TOKEN = 'metrics.test.discord-token';
/** The ops token: /metrics and /readyz answer beside /interactions only to a request bearing it. */
const OPS_TOKEN = 'metrics-test-ops-token-0123456789';
const OPS = { headers: { authorization: `Bearer ${OPS_TOKEN}` } };
let sandbox: Sandbox;
let standIn: DiscordStandIn;
let api: CommunityApi;
let metrics: Metrics;
let http: HttpMode;
let url: string;
const userIds: string[] = [];

const actor = (permissions: bigint): Actor => {
  const userId = snowflake();
  userIds.push(userId);
  return { guildId: DEMO.guildId, userId, username: 'someone', permissions, roles: [], locale: 'en-US', channelId: DEMO.channelId };
};
const definition = (name: string) => http.bot.registry.definitions().find((d) => d.name === name);
const ctx = (a: Actor) => ({ applicationId: standIn.applicationId, actor: a });

/** Sends a slash command and waits until the router has finished it; returns the last message body sent for it. */
async function slash(a: Actor, name: string, values: Record<string, unknown>) {
  const payload = chatInputPayload(ctx(a), name, values, definition(name));
  return finish(payload, await postInteraction(url, signer, payload));
}
async function press(a: Actor, customId: string) {
  const payload = buttonPayload(ctx(a), customId);
  return finish(payload, await postInteraction(url, signer, payload));
}
async function finish(payload: { id: string; token: string }, first: { json: unknown }) {
  await http.bot.router.inFlight(payload.id);
  const calls = standIn.calls.filter((c) => c.path.includes(`/${payload.token}`));
  return {
    first: first.json as { type: number; data?: { content?: string } },
    last: calls.at(-1)?.body as { content?: string; components?: { components: { custom_id: string }[] }[] } | undefined,
  };
}

// ---- the Prometheus text format, read strictly ----

type Samples = Map<string, number>;
const SAMPLE =
  /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{(?:[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\\n]|\\.)*",?)*\})? (-?(?:\d+(?:\.\d+)?(?:e[+-]?\d+)?|[Nn]a[Nn]|[+-]Inf))$/;

/** Each line is a HELP, a TYPE or a sample of a declared family; the samples by `name{labels}`. */
function parse(text: string): Samples {
  const samples: Samples = new Map();
  const typed = new Set<string>();
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const meta = /^# (HELP|TYPE) ([a-zA-Z_:][a-zA-Z0-9_:]*) (.+)$/.exec(line);
    if (meta) {
      if (meta[1] === 'TYPE') {
        expect(['counter', 'gauge', 'histogram', 'summary', 'untyped']).toContain(meta[3]);
        typed.add(meta[2]!);
      }
      continue;
    }
    const m = SAMPLE.exec(line);
    expect(m, `not Prometheus text: ${line}`).not.toBeNull();
    const family = m![1]!.replace(/_(bucket|sum|count|total|created)$/, '');
    expect(typed.has(m![1]!) || typed.has(family) || typed.has(`${family}_total`), `sample before its TYPE: ${line}`).toBe(true);
    const labels = (m![2] ?? '').replace(/,\}$/, '}');
    samples.set(`${m![1]}${labels}`, Number(m![3]));
  }
  return samples;
}

async function scrape(): Promise<{ text: string; samples: Samples }> {
  const res = await fetch(`${url}/metrics`, OPS);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/plain');
  const text = await res.text();
  return { text, samples: parse(text) };
}

/** How much each sample of `name` moved, by its label set; unchanged ones left out. */
function moved(before: Samples, after: Samples, name: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [key, value] of after) {
    if (!key.startsWith(`${name}{`) && key !== name) continue;
    const delta = value - (before.get(key) ?? 0);
    if (delta !== 0) out[key.slice(name.length)] = delta;
  }
  return out;
}

beforeAll(async () => {
  sandbox = await startSandbox({ ratePerSecond: 0 });
  standIn = await startDiscordStandIn();
  metrics = createMetrics({ queued: () => api.queued });
  api = createCommunityApi({
    baseUrl: sandbox.url,
    ratePerSecond: 0,
    observer: metrics.api,
    retries: { max: 2, maxTotalMs: 2_000, baseDelayMs: 1 },
  });
  const config = parseConfig({
    NODE_ENV: 'test',
    DISCORD_TOKEN: TOKEN,
    INTERACTIONS_PORT: '0',
    INTERACTIONS_HOST: '127.0.0.1',
    DISCORD_PUBLIC_KEY: signer.publicKeyHex,
    DISCORD_API_URL: standIn.apiUrl,
    DISCORD_GUILD_ID: DEMO.guildId,
    COMMUNITY_API_KEY: sandbox.demoKey,
    OPS_TOKEN,
  });
  const store = lazyStore(() => openMemoryStore({ observe: metrics.journal }));
  http = await startHttpMode({
    config: { ...config, interactions: config.interactions! },
    logger: silentLogger,
    api,
    commands,
    metrics,
    store,
    shutdownGraceMs: 0,
  });
  url = `http://127.0.0.1:${http.port}`;
});

afterAll(async () => {
  await http?.stop();
  await api?.close();
  await standIn?.close();
  await sandbox?.close();
});

describe('GET /metrics', () => {
  it('moves each counter by exactly what a scripted run did', async () => {
    const member = actor(MEMBER_PERMISSIONS);
    const moderator = actor(MODERATOR_PERMISSIONS);
    const before = await scrape();
    const routesBefore = sandbox.stats.byRoute();

    // Reads.
    const board = await slash(member, 'leaderboard', {});
    expect(board.last?.content ?? '').not.toMatch(/went wrong/);
    // A raid: preview, then Confirm.
    const preview = await slash(moderator, 'raid', {
      subcommand: 'create',
      title: 'Metrics raid',
      'post-url': EXAMPLE_POST_URL,
      'reward-type': 'TOKEN_POOL',
      chain: 'Base',
      token: '0x7c3f9e2a1b4d6c8e0f2a4b6c8d0e2f4a6b8c0d2e',
      amount: 5,
    });
    const confirm = preview.last?.components?.[0]?.components[0]?.custom_id;
    expect(confirm, JSON.stringify(preview.last)).toBeDefined();
    const raidsBefore = sandbox.raids(sandbox.demoKey).length;
    await press(moderator, confirm!);
    expect(sandbox.raids(sandbox.demoKey).length).toBe(raidsBefore + 1);
    // A refused input: nothing goes upstream.
    const upstreamBefore = sandbox.stats.total();
    const refused = await slash(moderator, 'raid', {
      subcommand: 'create',
      title: '   ',
      'post-url': EXAMPLE_POST_URL,
      'reward-type': 'TOKEN_POOL',
      chain: 'Base',
      token: '0x7c3f9e2a1b4d6c8e0f2a4b6c8d0e2f4a6b8c0d2e',
      amount: 5,
    });
    expect(refused.first.type === 4 ? refused.first.data?.content : refused.last?.content).toMatch(/title/i);
    expect(sandbox.stats.total()).toBe(upstreamBefore);
    // A fault: the member lookup fails with 500 on every try.
    sandbox.faults.set('getUserDetails', { errorRate: 1, errorStatus: 500 });
    const lookupsBefore = sandbox.stats.byRoute().getUserDetails;
    await slash(moderator, 'verify', { member: DEMO.gating.linked });
    sandbox.faults.clear();
    const tries = sandbox.stats.byRoute().getUserDetails - lookupsBefore;
    expect(tries).toBe(3);

    const after = await scrape();
    const routesAfter = sandbox.stats.byRoute();

    expect(moved(before.samples, after.samples, `${PREFIX}interactions_total`)).toEqual({
      '{kind="command",command="leaderboard",outcome="answered"}': 1,
      '{kind="command",command="raid",outcome="answered"}': 1,
      '{kind="component",command="raid",outcome="answered"}': 1,
      '{kind="command",command="raid",outcome="refused"}': 1,
      '{kind="command",command="verify",outcome="failed"}': 1,
    });
    expect(moved(before.samples, after.samples, `${PREFIX}interaction_ack_seconds_count`)).toEqual({
      '{kind="command"}': 4,
      '{kind="component"}': 1,
    });
    expect(moved(before.samples, after.samples, `${PREFIX}interaction_reply_seconds_count`)).toEqual({
      '{kind="command",command="leaderboard"}': 1,
      '{kind="command",command="raid"}': 2,
      '{kind="component",command="raid"}': 1,
      '{kind="command",command="verify"}': 1,
    });

    // The raid went through the journal: previewed, claimed, sent, created; the refused one never got there.
    expect(moved(before.samples, after.samples, `${PREFIX}journal_entries_total`)).toEqual({
      '{operation="raid.create",state="previewed"}': 1,
      '{operation="raid.create",state="claimed"}': 1,
      '{operation="raid.create",state="sent"}': 1,
      '{operation="raid.create",state="created"}': 1,
    });

    // Upstream requests by operation: what the sandbox itself counted, route by route.
    const requests = moved(before.samples, after.samples, `${PREFIX}api_requests_total`);
    const byOperation: Record<string, number> = {};
    for (const [labels, n] of Object.entries(requests)) {
      const op = /operation="([^"]+)"/.exec(labels)![1]!;
      byOperation[op] = (byOperation[op] ?? 0) + n;
    }
    const sandboxDelta = Object.fromEntries(
      (Object.keys(routesAfter) as RouteName[])
        .filter((r) => routesAfter[r] !== routesBefore[r])
        .map((r) => [r, routesAfter[r] - routesBefore[r]]),
    );
    expect(byOperation).toEqual(sandboxDelta);
    expect(requests['{operation="getUserDetails",status="500"}']).toBe(tries);
    expect(Object.keys(requests).filter((l) => l.includes('createRaid'))).toEqual([expect.stringMatching(/status="20[01]"/)]);
    expect(moved(before.samples, after.samples, `${PREFIX}api_retries_total`)).toEqual({ '{operation="getUserDetails"}': tries - 1 });
    expect(moved(before.samples, after.samples, `${PREFIX}api_request_seconds_count`)).toEqual(
      Object.fromEntries(Object.entries(byOperation).map(([op, n]) => [`{operation="${op}"}`, n])),
    );
    // Each read answered: the member lookup was a miss; every miss sent at least one request.
    const reads = moved(before.samples, after.samples, `${PREFIX}api_reads_total`);
    expect(reads['{operation="getUserDetails",answer="miss"}']).toBe(1);
    for (const [labels, n] of Object.entries(reads)) {
      const op = /operation="([^"]+)"/.exec(labels)![1]!;
      if (labels.includes('answer="miss"')) expect(n).toBeLessThanOrEqual(byOperation[op] ?? 0);
    }
    // Every request waited for its slot once (rate 0: no wait, still observed).
    const waits = moved(before.samples, after.samples, `${PREFIX}api_queue_wait_seconds_count`);
    expect(Object.values(waits).reduce((a, b) => a + b, 0)).toBe(Object.values(byOperation).reduce((a, b) => a + b, 0));
    expect(after.samples.get(`${PREFIX}api_queue_depth`)).toBe(0);
    // Process metrics are there.
    expect(after.samples.has(`${PREFIX}process_resident_memory_bytes`) || after.samples.has(`${PREFIX}nodejs_heap_size_used_bytes`)).toBe(
      true,
    );
    expect([...after.samples.keys()].some((k) => k.startsWith(`${PREFIX}nodejs_eventloop_lag`))).toBe(true);

    // Nothing secret or personal.
    for (const secret of [TOKEN, OPS_TOKEN, sandbox.demoKey, DEMO.guildId, ...userIds, standIn.applicationId]) {
      expect(after.text).not.toContain(secret);
    }
  });

  it('healthz and readyz answer beside it; metrics and readyz only with the ops token', async () => {
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    const ready = await fetch(`${url}/readyz`, OPS);
    expect(await ready.json()).toEqual({ ok: true, checks: { commands: true, accepting: true } });
    for (const headers of <Record<string, string>[]>[
      {},
      { authorization: 'Bearer wrong-token-of-the-same-kind-0123' },
      { authorization: OPS_TOKEN },
    ]) {
      expect((await fetch(`${url}/metrics`, { headers })).status).toBe(404);
      expect((await fetch(`${url}/readyz`, { headers })).status).toBe(404);
    }
  });
});

describe('labels', () => {
  it('Discord REST routes lose their ids and tokens', () => {
    expect(routeLabel('/webhooks/123456789012345678/aW50ZXJhY3Rpb246MTIzNDU2Nzg5MDEyMzQ1Njc4OmFiY2RlZmdoaWprbG1u/messages/@original')).toBe(
      '/webhooks/:id/:token/messages/@original',
    );
    expect(routeLabel('/interactions/:id/:token/callback')).toBe('/interactions/:id/:token/callback');
  });

  it('guild ids appear only when the operator turns them on', async () => {
    const event = {
      kind: 'command',
      command: 'help',
      outcome: 'answered',
      guildId: '1203458820156252160',
      ackSeconds: 0.01,
      replySeconds: 0.02,
    } as const;
    const off = createMetrics({ processMetrics: false });
    off.interaction(event);
    expect(await off.text()).not.toContain('1203458820156252160');
    const on = createMetrics({ processMetrics: false, guildLabels: true });
    on.interaction(event);
    expect(await on.text()).toContain('guild="1203458820156252160"');
  });

  it("guild series are bounded: an idle server's go after an hour, the least recently active beyond the most", async () => {
    let now = 1_000_000; // lru-cache reads a start of 0 as "no lifetime"
    const m = createMetrics({ processMetrics: false, guildLabels: true, maxGuildSeries: 100, now: () => now });
    const event = (guildId: string, command = 'help') =>
      ({ kind: 'command', command, outcome: 'answered', guildId, ackSeconds: 0.01, replySeconds: 0.02 }) as const;
    const series = async () => ((await m.text()).match(/interactions_total\{[^}]*guild=/g) ?? []).length;
    for (let g = 0; g < 300; g++) m.interaction(event(`1203458820156${String(g).padStart(6, '0')}`));
    expect(await series()).toBe(100);
    m.interaction(event('1203458820156000299', 'leaderboard'));
    expect(await series()).toBe(101);
    now += 40 * 60_000;
    m.interaction(event('1203458820156000299'));
    now += 30 * 60_000;
    // Only the server active 30 minutes ago keeps its two series.
    expect(await series()).toBe(2);
  });

  it('Discord REST errors and shard status are counted without ids', async () => {
    const m = createMetrics({ processMetrics: false });
    m.discordResponse('/webhooks/123456789012345678/aW50ZXJhY3Rpb246MTIzNDU2Nzg5MDEyMzQ1Njc4OmFiY2Rl/messages/@original', 404);
    m.discordResponse('/interactions/:id/:token/callback', 204);
    m.shard(0, true);
    const text = await m.text();
    expect(text).toContain(`${PREFIX}discord_rest_errors_total{route="/webhooks/:id/:token/messages/@original",code="404"} 1`);
    expect(text).not.toContain('code="204"');
    expect(text).toContain(`${PREFIX}gateway_shard_up{shard="0"} 1`);
  });
});

describe('gateway mode (METRICS_PORT)', () => {
  it('serves /metrics, /healthz and /readyz on its own port, and nothing else', async () => {
    const m = createMetrics({ processMetrics: false, queued: () => 2 });
    let live = true;
    const ready = { gateway: false };
    const ops = await startOpsServer(
      0,
      '127.0.0.1',
      { live: () => live, checks: () => ({ commands: true, ...ready }), metrics: m },
      silentLogger,
    );
    const base = `http://127.0.0.1:${ops.port}`;
    try {
      expect(await (await fetch(`${base}/metrics`)).text()).toContain(`${PREFIX}api_queue_depth 2`);
      const notReady = await fetch(`${base}/readyz`);
      expect(notReady.status).toBe(503);
      expect(await notReady.json()).toEqual({ ok: false, checks: { commands: true, gateway: false, accepting: true } });
      ready.gateway = true;
      expect((await fetch(`${base}/readyz`)).status).toBe(200);
      expect((await fetch(`${base}/healthz`)).status).toBe(200);
      expect((await fetch(`${base}/interactions`, { method: 'POST' })).status).toBe(404);
      live = false;
      expect((await fetch(`${base}/healthz`)).status).toBe(503);
      expect((await fetch(`${base}/readyz`)).status).toBe(503);
    } finally {
      await ops.close();
    }
  });
});

describe('ops/grafana-dashboard.json and ops/alerts.yml', () => {
  it('query only metrics the bot exports', async () => {
    const m = createMetrics({ queued: () => 0, probes: { store: async () => undefined, redis: async () => undefined } });
    // Labelled families print only once they have a sample.
    m.interaction({ kind: 'command', command: 'help', outcome: 'answered', guildId: null, ackSeconds: 0, replySeconds: 0 });
    m.api.request('getQuest', '200', 0.1);
    m.api.retry('getQuest');
    m.api.queued('read', 0);
    m.api.read('getQuest', 'hit');
    m.journal('createRaid', 'unknown');
    m.discordResponse('/channels/:id/messages', 500);
    m.shard(0, true);
    const exported = new Set([...(await m.text()).matchAll(/^# TYPE (\S+) /gm)].map((x) => x[1]));
    const dashboard = await readFile(new URL('../ops/grafana-dashboard.json', import.meta.url), 'utf8');
    const panels = (JSON.parse(dashboard) as { panels: { title: string; targets: { expr: string }[] }[] }).panels;
    expect(panels.map((p) => p.title)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/answered vs/),
        expect.stringMatching(/p99/),
        expect.stringMatching(/429/),
        expect.stringMatching(/Unknown/),
      ]),
    );
    const alerts = await readFile(new URL('../ops/alerts.yml', import.meta.url), 'utf8');
    for (const text of [panels.flatMap((p) => p.targets.map((t) => t.expr)).join('\n'), alerts]) {
      const used = [...text.matchAll(/community_bot_[a-z0-9_]+/g)].map((x) => x[0].replace(/_(bucket|sum|count)$/, ''));
      expect(used.length).toBeGreaterThan(3);
      for (const name of used) expect(exported, name).toContain(name);
    }
  });
});

describe('journal metrics', () => {
  it('count each state an entry reaches: a cancel and an unknown outcome included', async () => {
    const m = createMetrics({ processMetrics: false });
    const store = await openMemoryStore({ observe: m.journal });
    try {
      const intent = {
        operation: 'tip.send',
        guildId: DEMO.guildId,
        userId: '1203458820156250011',
        body: { n: 1 },
        summary: 'a tip',
        ttlMs: 60_000,
      };
      const first = await store.journal.preview(intent);
      await store.journal.cancel(first.entry.id, intent.userId);
      await store.journal.cancel(first.entry.id, intent.userId); // already cancelled: no second count
      const second = await store.journal.preview({ ...intent, body: { n: 2 } });
      const sent = await store.journal.execute(
        second.entry.id,
        { userId: intent.userId },
        async (_body, leaving) => {
          await leaving();
          throw new Error('socket hang up');
        },
        () => ({ state: 'unknown', reason: 'no answer' }),
      );
      expect(sent.kind).toBe('done');
      const text = await m.text();
      const line = (state: string) =>
        new RegExp(`^${PREFIX}journal_entries_total\\{operation="tip.send",state="${state}"\\} (\\d+)$`, 'm').exec(text)?.[1];
      expect({
        previewed: line('previewed'),
        cancelled: line('cancelled'),
        claimed: line('claimed'),
        sent: line('sent'),
        unknown: line('unknown'),
      }).toEqual({
        previewed: '2',
        cancelled: '1',
        claimed: '1',
        sent: '1',
        unknown: '1',
      });
    } finally {
      await store.close();
    }
  });
});

describe('job metrics', () => {
  it('count runs by outcome, observe lag (due → started), and report jobs by state at scrape time', async () => {
    let engine: JobEngine | undefined;
    const m = createMetrics({ processMetrics: false, jobCounts: () => engine?.counts() });
    const store = await openMemoryStore();
    engine = createJobEngine({
      db: store.db,
      logger: silentLogger,
      observer: m.jobs,
      pollSeconds: 0.5,
      jobs: [
        defineJob<{ fail: boolean }>({
          name: 'metrics.probe',
          retryLimit: 0,
          async run({ fail }) {
            if (fail) throw new Error('probe failed');
          },
        }),
      ],
    });
    try {
      await engine.start();
      await engine.send('metrics.probe', { fail: false });
      await engine.send('metrics.probe', { fail: false });
      await engine.send('metrics.probe', { fail: true });
      await engine.idle(['metrics.probe']);
      const text = await m.text();
      const value = (pattern: string) => new RegExp(`^${PREFIX}${pattern} (\\d+)$`, 'm').exec(text)?.[1];
      expect(value('job_runs_total\\{job="metrics.probe",outcome="completed"\\}')).toBe('2');
      expect(value('job_runs_total\\{job="metrics.probe",outcome="failed"\\}')).toBe('1');
      expect(value('job_lag_seconds_count\\{job="metrics.probe"\\}')).toBe('3');
      expect(value('jobs\\{job="metrics.probe",state="completed"\\}')).toBe('2');
      expect(value('jobs\\{job="metrics.probe",state="failed"\\}')).toBe('1');
    } finally {
      await engine.stop(1_000);
      await store.close();
    }
  }, 120_000);
});
