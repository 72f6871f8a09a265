import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { benchServers } from '../src/config.js';
import { DEMO } from '../src/sandbox/demo.js';
import { startDiscordStandIn } from '../src/bot/offline/discord-rest.js';
import { BUSY_CHANNEL } from './busy-channel.js';
import type { Tally } from './interactions.js';
import type { RemoteSandbox } from './processes.js';
import { runReplicaBusyChannel, runReplicaRaid, type RaidPress, type ReplicaBusySpec } from './replica-workload.js';
import { readyz, scratchDatabase, startReplicas } from './replicas.js';
import { undoOnStop } from './stop.js';
import { dropPrefix } from './redis.js';
import { ms, table } from './report.js';
import { createSigner } from './signed.js';
import { summarize, type Latency } from './stats.js';

/**
 * W3: three replicas as an operator runs them (`npm start` in HTTP interactions mode, sharing
 * Redis and a PostgreSQL database), signed interactions posted round-robin. W1's busy channel
 * (its raid taken out), then a moderator's raid: its preview on one replica, its Confirm pressed
 * on all three at once. Needs the Redis and PostgreSQL servers (BENCH_REDIS_URL,
 * BENCH_DATABASE_URL; the project's machines provide both locally); skipped without them.
 */

export const W3_SERVERS = benchServers();

export interface W3Spec {
  replicas: number;
  busy: ReplicaBusySpec;
  /** A few interactions of each kind on the fresh replicas first (then Redis is emptied again). */
  warm: ReplicaBusySpec;
  /** The moderator reads the preview this long before pressing Confirm. */
  raidPauseMs: number;
  capMs: number;
}

export const W3: W3Spec = {
  replicas: 3,
  // W1's busy channel; its raid comes after, on every replica.
  busy: {
    leaderboards: BUSY_CHANNEL.leaderboards,
    nextPresses: BUSY_CHANNEL.nextPresses,
    keystrokes: BUSY_CHANNEL.keystrokes,
    windowMs: BUSY_CHANNEL.windowMs,
    seed: BUSY_CHANNEL.seed,
  },
  warm: { leaderboards: 6, nextPresses: 3, keystrokes: 6, windowMs: 300, seed: 3 },
  raidPauseMs: 1_100,
  capMs: 60_000,
};

export interface W3Result {
  spec: W3Spec;
  /** `npm start` → every replica listening and ready. */
  startMs: number;
  busy: {
    tally: Tally;
    statuses: Record<string, number>;
    /** Requests the sandbox received during the burst, all replicas together. */
    upstream: number;
    /** 429s the replicas received (each logs one warning). */
    rateLimited: number;
    boards: number;
    durationMs: number;
  };
  raid: {
    previewMs: number;
    presses: RaidPress[];
    /** The press that sent the raid (its outcome), press → outcome shown. */
    confirmMs?: number;
    /** Raids the sandbox received. */
    created: number;
  };
  /** Round trip of each replica's /readyz after the run (its checks: Redis, the store's select 1). */
  readyz: Latency;
  notes: string[];
}

/** Whether both servers answer; the reason when not. */
export async function w3Unavailable(): Promise<string | undefined> {
  const redis = new Redis(W3_SERVERS.redis, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await redis.connect();
    await redis.ping();
  } catch {
    return `Redis is not reachable at ${W3_SERVERS.redis} (set BENCH_REDIS_URL)`;
  } finally {
    redis.disconnect();
  }
  try {
    const db = await scratchDatabase(W3_SERVERS.postgres, 'probe');
    await db.drop();
  } catch (err) {
    return `PostgreSQL at ${new URL(W3_SERVERS.postgres).host} cannot create a scratch database (${(err as Error).message}; set BENCH_DATABASE_URL)`;
  }
  return undefined;
}

const sleep = (msec: number) => new Promise<void>((r) => setTimeout(r, msec));

export async function runW3(
  sandbox: RemoteSandbox,
  spec: W3Spec = W3,
  progress: (line: string) => void = () => undefined,
): Promise<W3Result> {
  const signer = createSigner();
  const prefix = `bench:w3:${randomBytes(6).toString('hex')}:`;
  const redis = new Redis(W3_SERVERS.redis, { maxRetriesPerRequest: 1 });
  const forgetKeys = undoOnStop('data', () => dropPrefix(redis, prefix));
  const standIn = await startDiscordStandIn();
  const database = await scratchDatabase(W3_SERVERS.postgres, 'w3');
  let set: Awaited<ReturnType<typeof startReplicas>> | undefined;
  try {
    await sandbox.reset(1);
    const started = performance.now();
    set = await startReplicas(spec.replicas, {
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      DISCORD_TOKEN: 'bench.w3.token',
      DISCORD_PUBLIC_KEY: signer.publicKeyHex,
      DISCORD_API_URL: standIn.apiUrl,
      DISCORD_GUILD_ID: DEMO.guildId,
      COMMUNITY_API_URL: sandbox.url,
      COMMUNITY_API_KEY: sandbox.demoKey,
      REDIS_URL: W3_SERVERS.redis,
      REDIS_PREFIX: prefix,
      DATABASE_URL: database.url,
      REPLICAS: String(spec.replicas),
      SHUTDOWN_GRACE_MS: '0',
    });
    // Ready as a load balancer sees it: the first /readyz opens each replica's store.
    for (const r of set.replicas) {
      for (const until = performance.now() + 30_000; (await readyz(r)).status !== 200; ) {
        if (performance.now() > until) throw new Error(`replica ${r.url} did not become ready`);
        await sleep(100);
      }
    }
    const startMs = performance.now() - started;

    progress(`W3 warming ${spec.replicas} replicas…`);
    await runReplicaBusyChannel(set, signer, standIn, spec.warm, spec.capMs);
    // Cold again: nothing cached, the key's allowance full.
    await dropPrefix(redis, prefix);
    await sleep(1_100);
    await sandbox.reset(1);
    const raidsBefore = await sandbox.raids(sandbox.demoKey);
    const limitedBefore = set.logged(/rate limit reached/).length;

    progress(`W3 busy channel over ${spec.replicas} replicas…`);
    const burst = await runReplicaBusyChannel(set, signer, standIn, spec.busy, spec.capMs);
    const upstream = (await sandbox.stats()).total;
    const boards = new Set(burst.outcomes.filter((o) => o.kind === 'leaderboard').map((o) => o.title)).size;

    progress('W3 raid: preview on one replica, Confirm on all three at once…');
    await sleep(1_100);
    const raid = await runReplicaRaid(set, signer, standIn, { pauseMs: spec.raidPauseMs, capMs: spec.capMs });
    const created = (await sandbox.raids(sandbox.demoKey)) - raidsBefore;
    const sender = raid.presses.filter((p) => p.answer === 'outcome' && p.ms !== undefined).sort((a, b) => a.ms! - b.ms!)[0];

    const probes: number[] = [];
    for (const r of set.replicas) {
      const t = performance.now();
      await readyz(r);
      probes.push(performance.now() - t);
    }

    return {
      spec,
      startMs,
      busy: {
        tally: burst.tally,
        statuses: burst.statuses,
        upstream,
        rateLimited: set.logged(/rate limit reached/).length - limitedBefore,
        boards,
        durationMs: burst.durationMs,
      },
      raid: { previewMs: raid.previewMs, presses: raid.presses, ...(sender?.ms !== undefined ? { confirmMs: sender.ms } : {}), created },
      readyz: summarize(probes),
      notes: [
        `${spec.replicas} × \`npm start\` (tsx) in HTTP mode on this machine, sharing Redis (${new URL(W3_SERVERS.redis).host}) and a fresh PostgreSQL database; the Discord stand-in and the sandbox (1 request/s per key) as in W1`,
        `warm-up: ${spec.warm.leaderboards} /leaderboard, ${spec.warm.nextPresses} next, ${spec.warm.keystrokes} autocomplete round-robin; then the Redis keys were removed (cold cache, full allowance)`,
        'the raid runs after the burst (W1 confirms it during the burst); its Confirm is pressed on every replica at once',
        'times are from the bench process: signing, loopback HTTP to a replica and the stand-in, as Discord would see them',
      ],
    };
  } finally {
    await set?.stop();
    await standIn.close();
    await database.drop().catch(() => undefined);
    await dropPrefix(redis, prefix).catch(() => undefined);
    forgetKeys();
    redis.disconnect();
  }
}

/** W3's table; `w1Upstream` is what one process alone sent for the same burst (W1, without its raid). */
export function renderW3(r: W3Result, w1Upstream?: number): string {
  const b = r.busy;
  const lat = (l: Latency) => `${ms(l.p50)} / ${ms(l.p99)}`;
  const presses = r.raid.presses.map((p) =>
    p.answer === 'in-flight' ? 'being created' : p.answer === 'outcome' ? p.text : `${p.answer}: ${p.text}`,
  );
  const s = r.spec.busy;
  return [
    `W3 three replicas: ${s.leaderboards} /leaderboard, ${s.nextPresses} next, ${s.keystrokes} autocomplete within ${s.windowMs} ms, signed and posted round-robin to ${r.spec.replicas} replicas; then a raid confirmed on all of them at once`,
    ...r.notes.map((n) => `  - ${n}`),
    '',
    table([
      ['', 'measured', 'target'],
      ['replicas started and ready', ms(r.startMs), ''],
      ['answered / errors / unfinished', `${b.tally.answered} / ${b.tally.errors} / ${b.tally.unfinished}`, ''],
      [
        'HTTP statuses',
        Object.entries(b.statuses)
          .map(([k, n]) => `${n} × ${k}`)
          .join(', '),
        '',
      ],
      [
        'upstream requests (all replicas)',
        String(b.upstream),
        w1Upstream === undefined ? '' : `≤ ${w1Upstream} (one process, W1)  ${b.upstream <= w1Upstream ? 'PASS' : 'MISS'}`,
      ],
      ['429s received', String(b.rateLimited), `0  ${b.rateLimited === 0 ? 'PASS' : 'MISS'}`],
      ['distinct boards shown', String(b.boards), ''],
      ['ack p50 / p99 (HTTP response)', lat(b.tally.ack), ''],
      ['final reply p50 / p99', lat(b.tally.final), ''],
      ['autocomplete with choices', `${b.tally.autocomplete.withChoices} of ${b.tally.autocomplete.n}`, ''],
      ['raid preview (one replica)', ms(r.raid.previewMs), ''],
      ['raid confirm → outcome (the press that sent)', ms(r.raid.confirmMs), ''],
      ['raid presses (one per replica)', presses.join(' · '), ''],
      ['raids created', String(r.raid.created), `1  ${r.raid.created === 1 ? 'PASS' : 'MISS'}`],
      ['/readyz p50 / p99', lat(r.readyz), ''],
    ]),
    ...Object.entries(b.tally.reasons).map(([reason, n]) => `  W3 error reply: ${n} × "${reason}"`),
  ].join('\n');
}
