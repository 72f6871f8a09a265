import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { dropPrefix } from '../bench/redis.js';
import { undoOnStop } from '../bench/stop.js';
import { killGroup, scratchDatabase, startReplica, stopReplica, type Replica, type ScratchDatabase } from '../bench/replicas.js';
import { createSigner, postInteraction, type EndpointReply, type Signer } from '../bench/signed.js';
import { tcpProxy, type TcpProxy } from '../bench/tcp-proxy.js';
import { arrivalTimes, traceStandIn, type Stamped } from '../bench/trace.js';
import { startDiscordStandIn, type DiscordStandIn, type RecordedCall } from '../src/bot/offline/discord-rest.js';
import { benchServers } from '../src/config.js';
import { peerProcess } from './peer.js';
import { DEMO, startSandbox, type Sandbox } from '../src/sandbox/index.js';

/**
 * The deployment a chaos run drives, as operators run it: N HTTP replicas (the bot's own entry,
 * bundled by chaos/bundle.ts) on one PostgreSQL database of the run's own and one Redis prefix,
 * each reaching both through a loopback TCP proxy the fault injector cuts; the Community API
 * stand-in (the sandbox, recording every write it accepts) and the Discord stand-in (recording
 * every REST call, stamped by interaction token), both in this process. Replicas are started,
 * killed with SIGKILL and started again by slot; one may run with its clock skewed.
 */

export interface ClusterOptions {
  replicas: number;
  /** The replica bundle's entry (chaos/bundle.ts). */
  entry: string;
  seed: number;
  /** The Community API's rate per key (the sandbox's and the replicas'). */
  ratePerSecond: number;
  /** A replica slot whose clock runs this far off (ms), or none. */
  skew?: { replica: number; ms: number };
  /** Runs on the run's database (migrated by it, if it opens a store) before any replica starts. */
  beforeReplicas?: (databaseUrl: string) => Promise<void>;
}

export interface Slot {
  index: number;
  /** The replica running in this slot now; undefined while it is down. */
  current?: Replica;
  /** Every process this slot ran, the current one last. */
  incarnations: Replica[];
  /** When the load balancer stops sending to it: a kill is noticed about a second later. */
  downSince?: number;
  skewMs: number;
}

/** One interaction's POST, as Discord would have seen it. */
export interface Posted {
  status?: number;
  json?: unknown;
  error?: string;
  ms: number;
}

export const AUDIT_CHANNEL = '1203458820156252777';
export const FEED_CHANNEL = '1203458820156252778';
export const BOARD_CHANNEL = '1203458820156252779';
const BOT_TOKEN = `chaos.${randomBytes(9).toString('base64url')}.${randomBytes(18).toString('base64url')}`;
const SKEW_PRELOAD = fileURLToPath(new URL('./clock-skew.mjs', import.meta.url));
/** How long the runner waits for one interaction's HTTP answer before calling it lost (Discord waits 3 s). */
const POST_CAP_MS = 15_000;
/** How long after a kill the load balancer may still send to the dead replica. */
const NOTICE_MS = 1_000;

export interface Cluster {
  readonly sandbox: Sandbox;
  readonly standIn: DiscordStandIn;
  /** The stand-in's calls by interaction token, stamped on arrival (performance.now()). */
  readonly trace: Map<string, Stamped[]>;
  /** When each of the stand-in's calls arrived (performance.now()). */
  readonly arrivals: WeakMap<RecordedCall, number>;
  readonly signer: Signer;
  readonly database: ScratchDatabase;
  readonly pgProxy: TcpProxy;
  readonly redisProxy: TcpProxy;
  readonly slots: Slot[];
  /** Everything secret a replica was given, and the interaction tokens: none may appear in a log. */
  readonly secrets: Set<string>;
  /** A slot the load balancer would send to now, chosen with `pick` (one of the candidates). */
  route(pick: (n: number) => number): number;
  post(slot: number, payload: unknown): Promise<Posted>;
  kill(slot: number): Promise<void>;
  start(slot: number): Promise<void>;
  /** Slots up now. */
  up(): number[];
  /** The slot whose replica made the Discord stand-in's call that came from `port`, if one of those up now did. */
  slotOfCaller(port: number): number | undefined;
  /** Every line the replicas logged (every incarnation), JSON lines parsed. */
  logs(): { slot: number; entry: Record<string, unknown> | string }[];
  /** Stops the replicas gracefully (SIGTERM); their exit codes. */
  stopReplicas(): Promise<(number | null)[]>;
  close(): Promise<void>;
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const servers = benchServers();
  const cleanup: (() => Promise<unknown>)[] = [];
  const onError = async (err: unknown): Promise<never> => {
    for (const f of cleanup.reverse()) await f().catch(() => undefined);
    throw err;
  };
  try {
    const sandbox = await startSandbox({ ratePerSecond: options.ratePerSecond, seed: options.seed });
    cleanup.push(() => sandbox.close());
    const standIn = await startDiscordStandIn();
    cleanup.push(() => standIn.close());
    const trace = traceStandIn(standIn);
    const arrivals = arrivalTimes(standIn);
    const signer = createSigner();
    const database = await scratchDatabase(servers.postgres, 'chaos');
    cleanup.push(() => database.drop());
    const at = (url: string, port: number) => ({ host: new URL(url).hostname || '127.0.0.1', port: Number(new URL(url).port || port) });
    const pgProxy = await tcpProxy(at(servers.postgres, 5432));
    cleanup.push(() => pgProxy.close());
    const redisProxy = await tcpProxy(at(servers.redis, 6379));
    cleanup.push(() => redisProxy.close());
    const prefix = `chaos:${randomBytes(6).toString('hex')}:`;
    const dropKeys = async () => {
      const redis = new Redis(servers.redis, { maxRetriesPerRequest: 1 });
      try {
        await dropPrefix(redis, prefix);
      } finally {
        redis.disconnect();
      }
    };
    // A run stopped by a signal never reaches its cleanup: the keys go then too (bench/stop.ts).
    const forgetKeys = undoOnStop('data', dropKeys);
    cleanup.push(async () => {
      forgetKeys();
      await dropKeys();
    });
    const settingsSecret = randomBytes(32).toString('base64');
    const env: Record<string, string> = {
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      DISCORD_TOKEN: BOT_TOKEN,
      DISCORD_PUBLIC_KEY: signer.publicKeyHex,
      DISCORD_API_URL: standIn.apiUrl,
      DISCORD_APPLICATION_ID: standIn.applicationId,
      DISCORD_GUILD_ID: DEMO.guildId,
      AUDIT_CHANNEL_ID: AUDIT_CHANNEL,
      COMMUNITY_API_URL: sandbox.url,
      COMMUNITY_API_KEY: sandbox.demoKey,
      API_RATE_PER_SECOND: String(options.ratePerSecond),
      // A hung API request gives up in seconds, so a timeout fault is seen within the run.
      API_TIMEOUT_MS: '4000',
      REDIS_URL: redisProxy.url(servers.redis),
      REDIS_PREFIX: prefix,
      DATABASE_URL: pgProxy.url(database.url),
      SETTINGS_SECRET: settingsSecret,
      REPLICAS: String(options.replicas),
      SHUTDOWN_GRACE_MS: '0',
    };
    const secrets = new Set([BOT_TOKEN, sandbox.demoKey, settingsSecret]);
    const slots: Slot[] = Array.from({ length: options.replicas }, (_, index) => ({
      index,
      incarnations: [],
      skewMs: options.skew?.replica === index ? options.skew.ms : 0,
    }));

    const start = async (i: number) => {
      const slot = slots[i]!;
      if (slot.current) return;
      const args = [...(slot.skewMs ? ['--import', SKEW_PRELOAD] : []), options.entry];
      const r = await startReplica(
        { ...env, ...(slot.skewMs ? { CHAOS_CLOCK_SKEW_MS: String(slot.skewMs) } : {}) },
        { command: process.execPath, args },
      );
      slot.current = r;
      slot.incarnations.push(r);
      delete slot.downSince;
      // A replica that dies by itself (not killed here) is down too.
      r.child.once('exit', () => {
        if (slot.current === r) {
          delete slot.current;
          slot.downSince = performance.now();
        }
      });
    };
    const kill = async (i: number) => {
      const slot = slots[i]!;
      const r = slot.current;
      if (!r) return;
      delete slot.current;
      slot.downSince = performance.now();
      const exited = new Promise<void>((resolve) =>
        r.child.exitCode !== null || r.child.signalCode !== null ? resolve() : r.child.once('exit', () => resolve()),
      );
      killGroup(r.child, 'SIGKILL');
      await exited;
    };

    await options.beforeReplicas?.(database.url);
    await Promise.all(slots.map((s) => start(s.index)));
    cleanup.push(() => Promise.all(slots.map((s) => (s.current ? stopReplica(s.current) : undefined))));

    return {
      sandbox,
      standIn,
      trace,
      arrivals,
      signer,
      database,
      pgProxy,
      redisProxy,
      slots,
      secrets,
      route(pick) {
        const now = performance.now();
        const candidates = slots.filter(
          (s) => s.current || (s.downSince !== undefined && now - s.downSince < NOTICE_MS) || s.incarnations.length === 0,
        );
        const from = candidates.length > 0 ? candidates : slots;
        return from[pick(from.length)]!.index;
      },
      async post(i, payload) {
        const slot = slots[i]!;
        const url = (slot.current ?? slot.incarnations.at(-1))?.url;
        const t = performance.now();
        if (!url) return { error: 'no replica', ms: 0 };
        let timer: NodeJS.Timeout | undefined;
        try {
          const reply = await Promise.race([
            postInteraction(url, signer, payload),
            new Promise<EndpointReply>((_, reject) => (timer = setTimeout(() => reject(new Error('no answer')), POST_CAP_MS))),
          ]);
          return { status: reply.status, json: reply.json, ms: performance.now() - t };
        } catch (err) {
          const cause = (err as { cause?: { code?: string } }).cause?.code;
          return { error: cause ?? (err as Error).message, ms: performance.now() - t };
        } finally {
          clearTimeout(timer);
        }
      },
      kill,
      start,
      up: () => slots.filter((s) => s.current).map((s) => s.index),
      slotOfCaller(port) {
        const up = slots.filter((s) => s.current?.child.pid !== undefined);
        const pid = peerProcess(
          port,
          Number(new URL(standIn.apiUrl).port),
          up.map((s) => s.current!.child.pid!),
        );
        return up.find((s) => s.current!.child.pid === pid)?.index;
      },
      logs: () =>
        slots.flatMap((s) =>
          s.incarnations.flatMap((r) => [
            ...r.logs.map((entry) => ({ slot: s.index, entry })),
            ...r.text.map((entry) => ({ slot: s.index, entry })),
          ]),
        ),
      stopReplicas: () => Promise.all(slots.map((s) => (s.current ? stopReplica(s.current) : null))),
      async close() {
        for (const f of cleanup.reverse()) await f().catch(() => undefined);
      },
    };
  } catch (err) {
    return onError(err);
  }
}
