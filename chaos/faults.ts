import type { RecordedCall } from '../src/bot/offline/discord-rest.js';
import type { FaultSpec } from '../src/sandbox/index.js';
import { createRng } from '../src/sandbox/prng.js';
import { FEED_CHANNEL, type Cluster } from './cluster.js';
import type { FaultKind, History } from './history.js';

/**
 * The seeded fault injector: a plan drawn from the seed before the run (what, when, for how
 * long), then carried out against the cluster while the workload runs. A replica killed with
 * SIGKILL and started again; PostgreSQL or Redis cut for a few seconds at their proxies; the
 * Community API answering 429, 500, never (a timeout), too late (after doing it), or doing it
 * and dropping the answer; Discord answering 429 and 5xx; one replica's clock off by seconds.
 */

export type ApiFault = '429' | '500' | 'timeout' | 'late' | 'dropped';

export interface PlannedFault {
  at: number;
  kind: Exclude<FaultKind, 'restart' | 'skew'>;
  ms: number;
  /** kill: which slot (another that is up when this one is down already). */
  replica?: number;
  api?: ApiFault;
  /**
   * `after`: Discord makes the message, then answers with the error (every try discord.js makes:
   * times 4), so the bot cannot know it was posted. `feed`: the feed channel's next posts.
   */
  discord?: { status: number; path: 'webhooks' | 'channels' | 'feed'; times: number; after?: boolean };
}

export interface FaultPlan {
  faults: PlannedFault[];
  /** The slot whose clock is skewed for the whole run, and by how much. */
  skew: { replica: number; ms: number };
}

/** Faults of each kind per minute of run. */
const PER_MINUTE: Record<PlannedFault['kind'], number> = { kill: 2, 'pg-cut': 1.5, 'redis-cut': 1.5, api: 3, discord: 3 };

export function planFaults(seed: number, durationMs: number, replicas: number): FaultPlan {
  const rng = createRng(seed ^ 0xfa017);
  const from = 8_000;
  const until = Math.max(from + 1_000, durationMs - 5_000);
  const faults: PlannedFault[] = [];
  for (const kind of Object.keys(PER_MINUTE) as PlannedFault['kind'][]) {
    const n = Math.max(1, Math.round((PER_MINUTE[kind] * durationMs) / 60_000));
    for (let i = 0; i < n; i++) {
      const at = from + rng.next() * (until - from);
      switch (kind) {
        case 'kill':
          faults.push({ at, kind, ms: rng.int(1_000, 3_000), replica: rng.int(0, replicas - 1) });
          break;
        case 'pg-cut':
        case 'redis-cut':
          faults.push({ at, kind, ms: rng.int(1_000, 4_000) });
          break;
        case 'api':
          faults.push({ at, kind, ms: rng.int(2_000, 6_000), api: rng.pick(['429', '500', 'timeout', 'late', 'dropped'] as const) });
          break;
        case 'discord': {
          // Every other one: made, then answered 502 at every try (the post's outcome is unknown to the bot).
          if (i % 2 === 1) {
            faults.push({
              at,
              kind,
              ms: 0,
              discord: { status: 502, path: rng.pick(['channels', 'feed'] as const), times: 4, after: true },
            });
            break;
          }
          const status = rng.pick([429, 500, 502, 503]);
          faults.push({
            at,
            kind,
            ms: 0,
            discord: { status, path: rng.pick(['webhooks', 'channels'] as const), times: rng.int(1, status === 429 ? 3 : 2) },
          });
          break;
        }
      }
    }
  }
  faults.sort((a, b) => a.at - b.at);
  // One API fault at a time: the sandbox has one setting for every route.
  let apiFree = 0;
  for (const f of faults.filter((x) => x.kind === 'api')) {
    f.at = Math.max(f.at, apiFree);
    apiFree = f.at + f.ms + 500;
  }
  faults.sort((a, b) => a.at - b.at);
  const sign = rng.next() < 0.5 ? -1 : 1;
  return { faults, skew: { replica: rng.int(0, replicas - 1), ms: sign * rng.int(2_000, 6_000) } };
}

/** What the sandbox is told for each kind of API fault (the replicas give up on a request after 4 s). */
const API_FAULTS: Record<ApiFault, FaultSpec> = {
  '429': { rateLimitBurst: 4 },
  '500': { errorRate: 0.5, errorStatus: 500 },
  timeout: { hang: 0.5 },
  // Done, but answered after the client gave up: an outcome the bot cannot know.
  late: { latencyMs: 4_500, jitterMs: 1_000 },
  dropped: { dropAnswer: 0.5 },
};

export interface InjectorOptions {
  /**
   * The replica that makes the first feed announcement Discord accepts is killed (SIGKILL) once Discord
   * made it and before it reads the answer, and started again `ms` later. Armed through the run
   * and its drain until it fires: the moment a feed bug shows (chaos/plant.ts), which the seed's
   * timed kills seldom meet, the first post following the job engine's minute tick. Not part of
   * the seed's plan, so a run without it injects what it always did.
   */
  killFeedPoster?: { ms: number };
}

export interface Injector {
  /** Carries out the plan until its last fault is over. */
  run(): Promise<void>;
  /** Lifts every fault still on and starts every replica that is down. */
  heal(): Promise<void>;
  /** After the drain: the armed kill put away (noted if it never fired), and the replica it killed started again. */
  disarm(): Promise<void>;
  /** Faults injected so far, by kind. */
  counts(): Record<string, number>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));

export function createInjector(cluster: Cluster, history: History, plan: FaultPlan, options: InjectorOptions = {}): Injector {
  const counts: Record<string, number> = {};
  const count = (key: string) => (counts[key] = (counts[key] ?? 0) + 1);
  const pending: Promise<unknown>[] = [];
  let stopped = false;

  async function restart(slot: number, afterMs: number): Promise<void> {
    await sleep(afterMs);
    const t = history.now();
    try {
      await cluster.start(slot);
      history.add({
        type: 'fault',
        fault: 'restart',
        replica: slot,
        detail: `replica ${slot} started again (${history.now() - t} ms to listen)`,
      });
    } catch (err) {
      history.add({ type: 'note', text: `replica ${slot} did not start again: ${(err as Error).message.split('\n')[0]}` });
    }
  }

  async function inject(f: PlannedFault): Promise<void> {
    switch (f.kind) {
      case 'kill': {
        // Never two down at once: wait for the last one killed to be back first.
        for (let waited = 0; cluster.up().length < cluster.slots.length && waited < 20_000 && !stopped; waited += 250) await sleep(250);
        if (stopped || cluster.up().length < cluster.slots.length) return;
        const slot = f.replica!;
        await cluster.kill(slot);
        count('kill');
        history.add({
          type: 'fault',
          fault: 'kill',
          replica: slot,
          detail: `replica ${slot} killed with SIGKILL`,
          until: history.now() + f.ms,
        });
        pending.push(restart(slot, f.ms));
        return;
      }
      case 'pg-cut':
      case 'redis-cut': {
        const proxy = f.kind === 'pg-cut' ? cluster.pgProxy : cluster.redisProxy;
        proxy.cut();
        count(f.kind);
        history.add({
          type: 'fault',
          fault: f.kind,
          detail: `${f.kind === 'pg-cut' ? 'PostgreSQL' : 'Redis'} connections cut for ${f.ms} ms`,
          until: history.now() + f.ms,
        });
        pending.push(sleep(f.ms).then(() => proxy.restore()));
        return;
      }
      case 'api': {
        cluster.sandbox.faults.set('*', API_FAULTS[f.api!]);
        count(`api ${f.api}`);
        history.add({
          type: 'fault',
          fault: 'api',
          detail: `Community API ${f.api} (${JSON.stringify(API_FAULTS[f.api!])}) for ${f.ms} ms`,
          until: history.now() + f.ms,
        });
        pending.push(sleep(f.ms).then(() => cluster.sandbox.faults.clear()));
        return;
      }
      case 'discord': {
        const d = f.discord!;
        const path = {
          webhooks: /^\/webhooks\//,
          channels: /^\/channels\/\d+\/messages$/,
          feed: new RegExp(`^/channels/${FEED_CHANNEL}/messages$`),
        }[d.path];
        cluster.standIn.fail({
          path,
          ...(d.path === 'webhooks' ? {} : { method: 'POST' }),
          status: d.status,
          times: d.times,
          ...(d.after ? { afterEffect: true } : {}),
          ...(d.status === 429
            ? { headers: { 'retry-after': '1' }, body: { message: 'You are being rate limited.', retry_after: 1, global: false, code: 0 } }
            : {}),
        });
        count(`discord ${d.status}${d.after ? ' after posting' : ''}`);
        history.add({
          type: 'fault',
          fault: 'discord',
          detail: d.after
            ? `Discord makes the next ${d.path} post, then answers ${d.status} (each of ${d.times} tries)`
            : `Discord answers the next ${d.times} ${d.path} call(s) ${d.status}`,
        });
        return;
      }
    }
  }

  let armed = options.killFeedPoster !== undefined;
  let firing: Promise<void> | undefined;
  const feedPosts = `/channels/${FEED_CHANNEL}/messages`;
  async function killFeedPoster(call: RecordedCall, port: number | undefined, ms: number): Promise<void> {
    const slot = port === undefined ? undefined : cluster.slotOfCaller(port);
    if (slot === undefined) {
      history.add({
        type: 'note',
        text: `feed post (call ${call.seq}) made by no replica found from its port ${port}; the kill stays armed`,
      });
      armed = true;
      return;
    }
    await cluster.kill(slot);
    count('kill feed poster');
    history.add({
      type: 'fault',
      fault: 'kill',
      replica: slot,
      detail: `replica ${slot} killed with SIGKILL: Discord made its feed post (call ${call.seq}), and it never read the answer`,
      until: history.now() + ms,
    });
    pending.push(restart(slot, ms));
  }
  if (options.killFeedPoster) {
    const { ms } = options.killFeedPoster;
    cluster.standIn.beforeAnswer((call, port) => {
      // An announcement carries its batch as the nonce; the notice /feed posts when it is set up does not.
      const announcement =
        call.method === 'POST' && call.path === feedPosts && (call.body as { nonce?: unknown } | undefined)?.nonce !== undefined;
      if (!armed || !announcement || !call.messageId || (call.status ?? 500) >= 300) return;
      armed = false;
      firing = killFeedPoster(call, port, ms);
      return firing;
    });
  }

  return {
    async run() {
      if (plan.skew.ms !== 0) {
        count('clock skew');
        history.add({
          type: 'fault',
          fault: 'skew',
          replica: plan.skew.replica,
          detail: `replica ${plan.skew.replica}'s clock is ${plan.skew.ms > 0 ? '+' : ''}${plan.skew.ms} ms off all run`,
        });
      }
      for (const f of plan.faults) {
        await sleep(f.at - history.now());
        if (stopped) break;
        await inject(f);
      }
      await Promise.all(pending);
    },
    async heal() {
      stopped = true;
      cluster.pgProxy.restore();
      cluster.redisProxy.restore();
      cluster.sandbox.faults.clear();
      cluster.standIn.clearFaults();
      await Promise.all(pending);
      await Promise.all(cluster.slots.filter((s) => !s.current).map((s) => restart(s.index, 0)));
    },
    async disarm() {
      if (!options.killFeedPoster) return;
      cluster.standIn.beforeAnswer(undefined);
      await firing;
      if (armed) history.add({ type: 'note', text: 'the feed poster was never killed: Discord accepted no feed post' });
      armed = false;
      await Promise.all(pending);
    },
    counts: () => ({ ...counts }),
  };
}
