import { LRUCache } from 'lru-cache';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { ApiObserver } from '../api/types.js';
import type { InteractionEvent } from '../bot/router/router.js';
import type { JobCount, JobObserver } from '../jobs/engine.js';

/**
 * What the bot does, as Prometheus metrics: one registry per process (per replica), labelled so
 * that replicas add up (Prometheus adds `instance`). No label carries a user id, an API key, a
 * token or free text; guild ids only when the operator turns them on (METRICS_GUILD_LABELS).
 */

export const PREFIX = 'community_bot_';
const GUILD_SERIES_IDLE_MS = 60 * 60_000;

export interface MetricsOptions {
  /**
   * Adds a `guild` label to interactions: one series per server, kept for the servers active
   * in the last hour (at most `maxGuildSeries`); an idle server's series are dropped and start
   * again from 0 when it comes back (Prometheus reads that as a counter reset).
   */
  guildLabels?: boolean;
  /** The most servers with series at once (default 1,000): least recently active go first. */
  maxGuildSeries?: number;
  /** The clock a server's idleness is measured on (tests). */
  now?: () => number;
  /** Requests waiting for a send slot now (CommunityApi.queued). */
  queued?: () => number;
  /** Round trips timed at each scrape; absent or throwing: the gauge is left out or reads -1. */
  probes?: { store?: () => Promise<unknown>; redis?: () => Promise<unknown> };
  /** Process metrics (heap, event-loop delay, CPU); off in tests that build many registries. */
  processMetrics?: boolean;
  /** The job engine's jobs by queue and state, read at scrape time (absent until it runs). */
  jobCounts?: () => Promise<JobCount[]> | undefined;
}

export interface Metrics {
  readonly registry: Registry;
  readonly contentType: string;
  /** The Prometheus text exposition. */
  text(): Promise<string>;
  api: ApiObserver;
  interaction(event: InteractionEvent): void;
  /** A journal entry reached `state` (previewed, created, refused, unknown, …). */
  journal(operation: string, state: string): void;
  /** A Discord REST response: errors (4xx, 5xx) are counted by route and status. */
  discordResponse(route: string, status: number): void;
  /** Gateway mode: 1 while the shard is connected, 0 otherwise. */
  shard(id: number, up: boolean): void;
  /** The job engine: lag (due → started), outcomes and durations. */
  jobs: JobObserver;
  /** A web view answered 503 so members' interactions went first (src/web/shed.ts). */
  webShed(): void;
}

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 3, 5, 10, 30];

/** `/webhooks/123456789012345678/aW50ZXJhY3Rpb24…/messages/@original` → `/webhooks/:id/:token/messages/@original`. */
export function routeLabel(route: string): string {
  return route
    .split('/')
    .map((part) => (/^\d{5,}$/.test(part) ? ':id' : part.length > 30 ? ':token' : part))
    .join('/');
}

export function createMetrics(options: MetricsOptions = {}): Metrics {
  const registry = new Registry();
  if (options.processMetrics !== false) collectDefaultMetrics({ register: registry, prefix: PREFIX });
  const registers = [registry];

  const interactions = new Counter({
    name: `${PREFIX}interactions_total`,
    help: 'Interactions handled, by kind, command and outcome (answered, refused, failed, stale).',
    labelNames: options.guildLabels ? ['kind', 'command', 'outcome', 'guild'] : ['kind', 'command', 'outcome'],
    registers,
  });
  // Each server's label sets, so an idle one's series can be removed whole.
  const guildSeries = new LRUCache<string, Set<string>>({
    max: options.maxGuildSeries ?? 1_000,
    ttl: GUILD_SERIES_IDLE_MS,
    updateAgeOnGet: true,
    ...(options.now ? { perf: { now: options.now }, ttlResolution: 0 } : {}),
    dispose: (labelSets, guild) => {
      for (const l of labelSets) interactions.remove({ ...(JSON.parse(l) as Record<string, string>), guild });
    },
  });
  const ack = new Histogram({
    name: `${PREFIX}interaction_ack_seconds`,
    help: 'From receipt to acknowledgement (defer, modal or reply); Discord allows 3 s.',
    labelNames: ['kind'],
    buckets: SECONDS,
    registers,
  });
  const reply = new Histogram({
    name: `${PREFIX}interaction_reply_seconds`,
    help: 'From receipt to the final reply.',
    labelNames: ['kind', 'command'],
    buckets: SECONDS,
    registers,
  });
  const requests = new Counter({
    name: `${PREFIX}api_requests_total`,
    help: 'Community API requests sent, by operation and HTTP status (or timeout/network when none came back).',
    labelNames: ['operation', 'status'],
    registers,
  });
  const requestSeconds = new Histogram({
    name: `${PREFIX}api_request_seconds`,
    help: 'Community API request duration, send to answer.',
    labelNames: ['operation'],
    buckets: SECONDS,
    registers,
  });
  const retries = new Counter({
    name: `${PREFIX}api_retries_total`,
    help: 'Community API reads retried.',
    labelNames: ['operation'],
    registers,
  });
  const queueWait = new Histogram({
    name: `${PREFIX}api_queue_wait_seconds`,
    help: "Time spent waiting for a send slot in the key's queue (1 request/s per key).",
    labelNames: ['priority'],
    buckets: SECONDS,
    registers,
  });
  const reads = new Counter({
    name: `${PREFIX}api_reads_total`,
    help: 'Community API reads by how they were answered: hit (cache), shared (joined an identical request in flight), miss (own request).',
    labelNames: ['operation', 'answer'],
    registers,
  });
  const journal = new Counter({
    name: `${PREFIX}journal_entries_total`,
    help: 'Write journal entries reaching a state, by operation (alert on any unknown).',
    labelNames: ['operation', 'state'],
    registers,
  });
  const discordErrors = new Counter({
    name: `${PREFIX}discord_rest_errors_total`,
    help: 'Discord REST responses with an error status, by route (ids and tokens removed) and status.',
    labelNames: ['route', 'code'],
    registers,
  });
  const shards = new Gauge({
    name: `${PREFIX}gateway_shard_up`,
    help: 'Gateway shard connected (1) or not (0).',
    labelNames: ['shard'],
    registers,
  });
  const jobLag = new Histogram({
    name: `${PREFIX}job_lag_seconds`,
    help: 'Background jobs: from when a job was due to when a worker started it, by job.',
    labelNames: ['job'],
    buckets: [...SECONDS, 60, 120, 300],
    registers,
  });
  const webShed = new Counter({
    name: `${PREFIX}web_shed_total`,
    help: "Web board views answered 503 (Retry-After) while members' interactions were in flight and the event loop was busy.",
    registers,
  });
  const jobRuns = new Counter({
    name: `${PREFIX}job_runs_total`,
    help: 'Background jobs run in this process, by job and outcome (completed, failed).',
    labelNames: ['job', 'outcome'],
    registers,
  });
  const jobSeconds = new Histogram({
    name: `${PREFIX}job_seconds`,
    help: 'Background job run time, by job.',
    labelNames: ['job'],
    buckets: [...SECONDS, 60],
    registers,
  });
  if (options.jobCounts) {
    const counts = options.jobCounts;
    new Gauge({
      name: `${PREFIX}jobs`,
      help: 'Background jobs in the queue (all replicas), by job and state (created, retry, active, completed, failed, cancelled).',
      labelNames: ['job', 'state'],
      registers,
      async collect() {
        const rows = await counts()?.catch(() => undefined);
        this.reset();
        for (const r of rows ?? []) this.set({ job: r.name, state: r.state }, r.count);
      },
    });
  }
  if (options.queued) {
    const queued = options.queued;
    new Gauge({
      name: `${PREFIX}api_queue_depth`,
      help: 'Community API requests waiting for a send slot now, all keys.',
      registers,
      collect() {
        this.set(queued());
      },
    });
  }
  for (const [name, probe] of Object.entries(options.probes ?? {})) {
    if (!probe) continue;
    new Gauge({
      name: `${PREFIX}${name}_roundtrip_seconds`,
      help: `Round trip to ${name === 'store' ? 'the store (select 1)' : 'Redis (PING)'} at scrape time; -1 when it failed (or the store is not open yet).`,
      registers,
      async collect() {
        const start = performance.now();
        try {
          await probe();
          this.set((performance.now() - start) / 1000);
        } catch {
          this.set(-1);
        }
      },
    });
  }

  return {
    registry,
    contentType: registry.contentType,
    text: () => {
      guildSeries.purgeStale();
      return registry.metrics();
    },
    api: {
      request(operation, status, seconds) {
        requests.inc({ operation, status });
        requestSeconds.observe({ operation }, seconds);
      },
      retry: (operation) => retries.inc({ operation }),
      queued: (priority, seconds) => queueWait.observe({ priority }, seconds),
      read: (operation, answer) => reads.inc({ operation, answer }),
    },
    interaction(e) {
      const labels = { kind: e.kind, command: e.command, outcome: e.outcome };
      if (!options.guildLabels) interactions.inc(labels);
      else {
        const guild = e.guildId ?? 'dm';
        const kept = guildSeries.get(guild) ?? new Set<string>();
        guildSeries.set(guild, kept);
        kept.add(JSON.stringify(labels));
        interactions.inc({ ...labels, guild });
      }
      ack.observe({ kind: e.kind }, e.ackSeconds);
      reply.observe({ kind: e.kind, command: e.command }, e.replySeconds);
    },
    journal: (operation, state) => journal.inc({ operation, state }),
    discordResponse(route, status) {
      if (status >= 400) discordErrors.inc({ route: routeLabel(route), code: String(status) });
    },
    shard: (id, up) => shards.set({ shard: String(id) }, up ? 1 : 0),
    webShed: () => webShed.inc(),
    jobs: {
      started: (job, lagSeconds) => jobLag.observe({ job }, lagSeconds),
      finished(job, outcome, seconds) {
        jobRuns.inc({ job, outcome });
        jobSeconds.observe({ job }, seconds);
      },
    },
  };
}
