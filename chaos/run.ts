import { readyz } from '../bench/replicas.js';
import { buildReplicaBundle } from './bundle.js';
import { check, type CheckRow } from './check.js';
import { startCluster, type Cluster } from './cluster.js';
import { createDriver } from './driver.js';
import { createInjector, planFaults } from './faults.js';
import { drain, readFinalState, type FinalState } from './final-state.js';
import { History, type HistoryEvent } from './history.js';
import { PLANTED_BUGS, type PlantedBug, type PlantName } from './plant.js';
import { seedEndedPeriod } from './seed-store.js';
import { printViolation } from './shrink.js';
import { createWorkload, MEMBERS, populate, type WriteRecord } from './workload.js';

/**
 * One chaos run: the cluster started (with the seed's clock skew), the ended period seeded,
 * the workload and the fault injector run together for the run's time, every fault lifted, the
 * moderators who do not know an outcome look again, the work left drains, the replicas stop,
 * and the history and the final state are checked against the promises.
 */

export interface ChaosOptions {
  seed: number;
  durationMs: number;
  replicas: number;
  /** The Community API's rate per key (requests per second). */
  ratePerSecond: number;
  /** How long the run waits for its work to finish once the faults are lifted. */
  drainMs: number;
  plant?: PlantName;
  /** Told what the run is doing (the CLI prints it). */
  progress?: (line: string) => void;
}

export interface ChaosReport {
  seed: number;
  ok: boolean;
  rows: CheckRow[];
  /** Faults injected, by kind. */
  faults: Record<string, number>;
  /** Each violation with its shortest history, ready to print. */
  violations: string[][];
  /** Work the drain still saw pending when it gave up. */
  pending: string[];
  /** Interactions posted, writes previewed, completions added. */
  load: { interactions: number; writes: number; completions: number };
  /** Wall time of each phase (s). */
  timings: Record<string, number>;
  exitCodes: (number | null)[];
  /**
   * What the replicas logged at error level and above, by message: not a promise broken by
   * itself (the member may have been told "try again"), but what the run's faults made go wrong.
   */
  errors: Record<string, number>;
  /** Each replica's /readyz once every fault was lifted and the work drained: `ready`, or the checks that fail. */
  readiness: string[];
  /** Everything recorded, for a closer look (`--out`): the history, the workload's record, the final state. */
  evidence: { history: HistoryEvent[]; writes: WriteRecord[]; final: FinalState };
}

const READY_CAP_MS = 120_000;
/** How long a replica killed for a planted bug stays down (the seed's kills: 1 to 3 s). */
const KILLED_FOR_MS = 2_000;
/**
 * With the feed poster's kill armed, the workload starts this far into a wall-clock minute: the
 * job engine's minute tick then polls the feed about 20 s in, after the first completions (5 to
 * 15 s in), so the kill lands in the run and the next tick's poll (the one that repeats a post
 * the bug left unrecorded) within the drain. Left to chance, the first post often fell on the
 * tick after the run, and the kill then also took the jobs that tick started (the scheduled
 * board post), which outlast the drain.
 */
const ARMED_START_SECOND = 40;

/** Milliseconds until the wall clock is `second` seconds into a minute. */
export const untilSecond = (second: number, now = Date.now()): number => (((second * 1000 - (now % 60_000)) % 60_000) + 60_000) % 60_000;

// Readiness is asked as an operator's probe asks it (bench's readyz): with the OPS_TOKEN every
// replica is started with, since the public port answers /readyz to nobody else.

async function allReady(cluster: Cluster): Promise<void> {
  const until = performance.now() + READY_CAP_MS;
  for (const slot of cluster.slots) {
    for (;;) {
      const ok = await readyz(slot.current!).then(
        (r) => r.status === 200,
        () => false,
      );
      if (ok) break;
      if (performance.now() > until) throw new Error(`replica ${slot.index} did not become ready`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}

export async function runChaos(o: ChaosOptions): Promise<ChaosReport> {
  const say = o.progress ?? (() => undefined);
  const timings: Record<string, number> = {};
  let mark = performance.now();
  const lap = (name: string) => {
    const now = performance.now();
    timings[name] = Math.round((now - mark) / 100) / 10;
    mark = now;
  };
  say(`building the replicas' bundle${o.plant ? ` with the planted bug "${o.plant}"` : ''}`);
  const built = await buildReplicaBundle(o.plant);
  const { entry } = built;
  lap('build');
  const plan = planFaults(o.seed, o.durationMs, o.replicas);
  let endedPeriods: string[] = [];
  say(`starting ${o.replicas} replicas`);
  const cluster = await startCluster({
    replicas: o.replicas,
    entry,
    seed: o.seed,
    ratePerSecond: o.ratePerSecond,
    skew: plan.skew,
    beforeReplicas: async (url) => void (endedPeriods = await seedEndedPeriod(url, MEMBERS)),
  });
  say(`${o.replicas} replicas listening, on database ${new URL(cluster.database.url).pathname.slice(1)}`);
  try {
    const { roleId } = populate(cluster);
    await allReady(cluster);
    const bug: PlantedBug | undefined = o.plant ? PLANTED_BUGS[o.plant] : undefined;
    if (bug?.killsFeedPoster) {
      const wait = untilSecond(ARMED_START_SECOND);
      say(
        `waiting ${Math.round(wait / 1000)} s to start ${ARMED_START_SECOND} s into a minute (the feed's first poll then falls in the run)`,
      );
      await new Promise((r) => setTimeout(r, wait));
    }
    lap('start');
    const history = new History();
    const runStartedAt = Date.now();
    const driver = createDriver(cluster, history);
    const workload = createWorkload(cluster, driver, history, { seed: o.seed, durationMs: o.durationMs }, roleId);
    const injector = createInjector(cluster, history, plan, bug?.killsFeedPoster ? { killFeedPoster: { ms: KILLED_FOR_MS } } : {});
    say(`running the workload for ${Math.round(o.durationMs / 1000)} s with ${plan.faults.length} planned faults`);
    await Promise.all([workload.run(), injector.run()]);
    lap('run');
    say('lifting every fault; moderators look again; draining');
    await injector.heal();
    await workload.lookAgain();
    const pending = await drain(cluster, workload.record, history, o.drainMs);
    await injector.disarm();
    lap('drain');
    const readiness = await readinessOf(cluster);
    const exitCodes = await cluster.stopReplicas();
    const final = await readFinalState(cluster, history);
    const rows = check({ history, record: workload.record, final, secrets: cluster.secrets, endedPeriods });
    const violations = rows.flatMap((r) => r.violations).map((v) => printViolation(o.seed, v, history.events, final, runStartedAt));
    for (const e of history.events) if (e.type === 'note' && e.text.startsWith('workload error')) say(e.text);
    lap('check');
    return {
      seed: o.seed,
      ok: rows.every((r) => r.ok),
      rows,
      faults: injector.counts(),
      violations,
      pending,
      load: {
        interactions: workload.record.interactions.size,
        writes: workload.record.writes.size,
        completions: workload.record.completions.length,
      },
      timings,
      exitCodes,
      errors: errorsOf(final),
      readiness,
      evidence: { history: history.events, writes: [...workload.record.writes.values()], final },
    };
  } finally {
    await cluster.close();
    built.remove();
  }
}

async function readinessOf(cluster: Cluster): Promise<string[]> {
  return Promise.all(
    cluster.slots.map(async (slot) => {
      if (!slot.current) return 'down';
      const r = await readyz(slot.current).catch(() => undefined);
      if (!r) return 'no answer';
      if (r.status === 200) return 'ready';
      const body = (await r.json().catch(() => ({}))) as { checks?: Record<string, boolean> };
      return `not ready (${
        Object.entries(body.checks ?? {})
          .filter(([, ok]) => !ok)
          .map(([name]) => name)
          .join(', ') || r.status
      })`;
    }),
  );
}

function errorsOf(final: FinalState): Record<string, number> {
  const out: Record<string, number> = {};
  for (const { entry } of final.logs) {
    if (typeof entry === 'string' || typeof entry.level !== 'number' || entry.level < 50) continue;
    const err = (entry.err as { message?: string } | undefined)?.message;
    const key = `${String(entry.msg)}${err ? ` (${err})` : ''}`;
    out[key] = (out[key] ?? 0) + 1;
  }
  return out;
}

/** The report as the CLI prints it: the table, the faults, then each violation's history. */
export function formatReport(r: ChaosReport): string {
  const lines: string[] = [];
  const width = Math.max(...r.rows.map((x) => x.check.length));
  lines.push(`chaos run, seed ${r.seed}: ${r.ok ? 'PASSED' : 'FAILED'}`);
  lines.push('');
  for (const x of r.rows) {
    lines.push(`${x.ok ? 'ok  ' : 'FAIL'}  ${x.check.padEnd(width)}  ${x.promise}`);
    lines.push(`      ${' '.repeat(width)}  ${x.counted}${x.violations.length ? `; ${x.violations.length} violation(s)` : ''}`);
  }
  lines.push('');
  lines.push(
    `faults: ${
      Object.entries(r.faults)
        .map(([k, n]) => `${k} ×${n}`)
        .join(', ') || 'none'
    }`,
  );
  lines.push(`load: ${r.load.interactions} interactions, ${r.load.writes} writes previewed, ${r.load.completions} completions`);
  lines.push(
    `time: ${Object.entries(r.timings)
      .map(([k, s]) => `${k} ${s} s`)
      .join(', ')}`,
  );
  lines.push(
    `after the run, replicas ${r.readiness.map((x, i) => `${i}: ${x}`).join('; ')}; stopped with exit codes ${r.exitCodes.join(', ')}`,
  );
  const errors = Object.entries(r.errors);
  if (errors.length) lines.push(`replica errors logged: ${errors.map(([m, n]) => `${m} ×${n}`).join('; ')}`);
  if (r.pending.length) lines.push(`still pending after the drain: ${r.pending.join('; ')}`);
  for (const v of r.violations) lines.push('', ...v);
  return lines.join('\n');
}
