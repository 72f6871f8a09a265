import type { CommunityClient } from '../../api/types.js';
import type { BackgroundBudget } from '../../jobs/budget.js';
import type { Logger } from '../../log.js';
import type { PeriodSystem, Periods, Snapshot } from '../../store/periods.js';
import { readingIntervalMs, snapshotTiming } from '../../jobs/budget.js';
import { DEFAULT_RETENTION_WEEKS } from '../../store/periods.js';
import { boardPeriodAt, latestBoundary, nextBoundary, previousPeriod, type PeriodKind } from '../../time/period.js';
import { defineJob, type JobDefinition } from '../../jobs/engine.js';
import { zoneOf, type FeatureJobs, type JobContext } from '../job-context.js';

/**
 * Period boards' two jobs. `periods.tick` (every minute, once across replicas) makes sure each
 * system with period boards on has its snapshot at the latest period start (week from Monday
 * 00:00, month from the 1st, in the server's zone; or when it was turned on mid-period), queues
 * `periods.snapshot` for each snapshot still being taken (one interrupted by a restart too) and
 * deletes snapshots past the server's retention. A board of any size: the snapshot that closes a
 * period (the next one's start) is started as long before the period ends as its pages take in
 * the background lane (budget.ts snapshotTiming: holders / 100 requests at the part of the
 * background share it can count on, and a margin), so the final board is complete at the end. A snapshot reads the board highest first at the
 * API's page size through the key's background lane and writes each page with its cursor, so a
 * retry continues from the last page written. Once done, it makes the final board of each period
 * that ended at its instant (gain from that period's snapshot to this one). One that is still
 * being read when its own period is over is given up as `late` and says so in the audit channel.
 *
 * The running period's board is never computed when someone looks at it (a view would cost
 * holders / 100 requests): the tick also keeps a recent reading of each system's board
 * (`periods.reading`, read the same way, through the background lane), every 5 minutes or as
 * seldom as the readings' part of the key's background budget needs (budget.ts). Boards show
 * the gains from the period's snapshot to the latest reading, and say how old it is.
 */

export const PERIODS_TICK = 'periods.tick';
export const PERIODS_SNAPSHOT = 'periods.snapshot';
export const PERIODS_READING = 'periods.reading';

/** The API's largest page: a snapshot costs holders / 100 requests. */
export const SNAPSHOT_PAGE = 100;

/**
 * How long one snapshot or reading job reads pages before it hands the rest to a job queued
 * again (pages are written with their cursor, so the next one continues where it stopped). A
 * big board through the background lane takes longer than any expiry a killed replica's job
 * should wait out: each job stays well inside its expiry instead (a page started just before
 * the slice ends still has most of the expiry to finish), so an expired job is a dead one, and
 * its retry never runs beside it.
 */
export const PAGE_SLICE_MS = 60_000;
/** A snapshot or reading job still active after this long is a dead replica's: pg-boss retries it. */
export const PAGE_JOB_EXPIRY_SECONDS = 150;

export interface PeriodJobDeps {
  periods: Periods;
  zoneOf(guildId: string): Promise<string>;
  clientFor(guildId: string): Promise<CommunityClient | undefined>;
  /** Says a snapshot could not finish within its period (audit channel, log). */
  late(snapshot: Snapshot, zone: string): Promise<void>;
  now(): number;
  log: Logger;
  /** Queues each snapshot's job (one per snapshot), to start `afterSeconds` from now when given. */
  queueSnapshots(ids: readonly string[], afterSeconds?: number): Promise<void>;
  /** What background work may cost a key: the readings' interval. */
  budget: BackgroundBudget;
  queueReadings(ids: readonly string[], afterSeconds?: number): Promise<void>;
}

const BACKGROUND = { background: true, fresh: true, keep: false } as const;
const WEEK_MS = 7 * 86_400_000;

/** A balance as exact text for `numeric` (a JS number prints its shortest exact decimal). */
function exactText(n: number): string {
  if (!Number.isFinite(n)) throw new Error(`balance is not a number: ${n}`);
  return String(n);
}

/**
 * Snapshots taken before this are deleted: older than the retention, but never one the running
 * periods or the last ended ones still count from (an ended period's final board is made when the
 * next snapshot is done, so its start must outlive the boundary).
 */
export function pruneBefore(now: number, zone: string, weeks: number): number {
  const week = previousPeriod(boardPeriodAt('week', zone, now), zone);
  const month = previousPeriod(boardPeriodAt('month', zone, now), zone);
  return Math.min(now - weeks * WEEK_MS, week.startsAt, month.startsAt);
}

/** Makes each due snapshot, prunes old ones, and queues every snapshot being taken; returns how many were queued. */
export async function tickPeriods(deps: PeriodJobDeps): Promise<number> {
  const now = deps.now();
  const cutoffs = new Map<string, number>();
  const running: { system: PeriodSystem; snapshot: Snapshot }[] = [];
  const closing = new Set<PeriodSystem>();
  for (const system of await deps.periods.all()) {
    const zone = await deps.zoneOf(system.guildId);
    const at = Math.max(latestBoundary(zone, now), system.enabledAt);
    const snapshot = await deps.periods.snapshotAt(system.guildId, system.pointSystemId, at);
    running.push({ system, snapshot });
    if (await startClosing(deps, system, snapshot, zone, now)) closing.add(system);
    if (!cutoffs.has(system.guildId))
      cutoffs.set(system.guildId, pruneBefore(now, zone, (await deps.periods.retention(system.guildId)) ?? DEFAULT_RETENTION_WEEKS));
  }
  await startReadings(
    deps,
    running.filter((r) => !closing.has(r.system)),
    now,
  );
  for (const [guildId, before] of cutoffs) {
    const pruned = await deps.periods.prune(guildId, before);
    if (pruned > 0) deps.log.info({ guildId, pruned }, 'period snapshots past the retention deleted');
  }
  const taking = await deps.periods.taking();
  if (taking.length > 0) await deps.queueSnapshots(taking.map((s) => s.id));
  const reading = await deps.periods.readingsTaking();
  if (reading.length > 0) await deps.queueReadings(reading.map((r) => r.id));
  return taking.length;
}

/**
 * Makes the snapshot closing the running period (at its end, the next one's start) once the end
 * is nearer than what its pages take in the background lane; true while it is being taken (the
 * system's readings wait: it is the newer reading of the board).
 */
async function startClosing(deps: PeriodJobDeps, system: PeriodSystem, running: Snapshot, zone: string, now: number): Promise<boolean> {
  const end = nextBoundary(zone, now);
  const last = await deps.periods.latestReading(system.guildId, system.pointSystemId);
  const holders = Math.max(system.holders, last?.total ?? 0, running.total ?? 0);
  const timing = snapshotTiming(Math.max(1, Math.ceil(holders / SNAPSHOT_PAGE)), deps.budget);
  if (!timing || now < end - timing.leadMs) return false;
  return (await deps.periods.snapshotAt(system.guildId, system.pointSystemId, end)).state === 'taking';
}

/**
 * Starts a reading of each system whose last one (or its running period's snapshot, itself a
 * reading) is older than its key's reading interval. Not while that snapshot is being taken:
 * the snapshot a period counts from goes first.
 */
async function startReadings(
  deps: PeriodJobDeps,
  running: readonly { system: PeriodSystem; snapshot: Snapshot }[],
  now: number,
): Promise<void> {
  const keyOf = new Map<string, string | undefined>();
  const costOf = new Map<string, number>();
  const latest = new Map<PeriodSystem, { at: number; holders: number }>();
  for (const { system, snapshot } of running) {
    if (!keyOf.has(system.guildId)) {
      const client = await deps.clientFor(system.guildId).catch(() => undefined);
      keyOf.set(system.guildId, client && client.keyId !== 'none' ? client.keyId : undefined);
    }
    const key = keyOf.get(system.guildId);
    if (!key) continue;
    const last = await deps.periods.latestReading(system.guildId, system.pointSystemId);
    const holders = Math.max(system.holders, last?.total ?? 0, snapshot.total ?? 0);
    latest.set(system, { at: Math.max(last?.at ?? 0, snapshot.state === 'done' ? snapshot.at : 0), holders });
    costOf.set(key, (costOf.get(key) ?? 0) + Math.max(1, Math.ceil(holders / SNAPSHOT_PAGE)));
  }
  for (const { system, snapshot } of running) {
    const key = keyOf.get(system.guildId);
    const last = latest.get(system);
    if (!key || !last || snapshot.state !== 'done') continue;
    if (now - last.at < readingIntervalMs(costOf.get(key) ?? 1, deps.budget)) continue;
    await deps.periods.startReading(system.guildId, system.pointSystemId, now);
  }
}

/** How long one job reads pages (ms) before it queues the rest. */
export interface Slice {
  ms: number;
}

/**
 * The job that goes on after a slice starts this long after it is queued: by then the slice's
 * own job is recorded completed (one job per snapshot may be active at a time).
 */
export const NEXT_SLICE_AFTER_SECONDS = 2;

const sliceEnd = (slice: Slice | undefined) => (slice ? performance.now() + slice.ms : Infinity);

/**
 * Reads (the rest of) a reading of a system's board; what it came to. With a slice, `more`
 * once it is over: the reading was queued again to go on.
 */
export async function takeReading(
  deps: PeriodJobDeps,
  id: string,
  signal?: AbortSignal,
  slice?: Slice,
): Promise<'done' | 'skipped' | 'more'> {
  const reading = await deps.periods.reading(id);
  if (reading?.state !== 'taking') return 'skipped';
  const client = await deps.clientFor(reading.guildId);
  if (!client || client.keyId === 'none') {
    deps.log.info({ reading: id, guildId: reading.guildId }, 'no key for a period board reading; tried again at the next tick');
    return 'skipped';
  }
  let offset = reading.nextOffset;
  const endsAt = sliceEnd(slice);
  for (let first = true; ; first = false) {
    signal?.throwIfAborted();
    if (!first && performance.now() >= endsAt) {
      await deps.queueReadings([id], NEXT_SLICE_AFTER_SECONDS);
      return 'more';
    }
    const page = await client.getPointBalances(
      { pointSystemId: reading.pointSystemId, sort: 'balance-desc', offset, limit: SNAPSHOT_PAGE },
      BACKGROUND,
    );
    const rows = page.data.map((r) => ({ userId: r.userId, balance: exactText(r.balance) }));
    // False: another worker wrote this page, or period boards were turned off (the reading is gone).
    if (!(await deps.periods.writeReadingPage(id, offset, page.pagination.total, rows))) return 'skipped';
    offset += rows.length;
    if (rows.length < SNAPSHOT_PAGE || offset >= page.pagination.total) break;
  }
  await deps.periods.finishReading(id);
  return 'done';
}

/** When the period a snapshot opens is over (the next week or month start): it must be done by then. */
function deadlineOf(snapshot: Snapshot, zone: string): number {
  return Math.min(boardPeriodAt('week', zone, snapshot.at).endsAt, boardPeriodAt('month', zone, snapshot.at).endsAt);
}

/**
 * Reads (the rest of) a snapshot; what it came to. With a slice, `more` once it is over: the
 * snapshot was queued again to go on.
 */
export async function takeSnapshot(
  deps: PeriodJobDeps,
  id: string,
  signal?: AbortSignal,
  slice?: Slice,
): Promise<'done' | 'late' | 'skipped' | 'more'> {
  const snapshot = await deps.periods.snapshot(id);
  if (snapshot?.state !== 'taking') return 'skipped';
  const zone = await deps.zoneOf(snapshot.guildId);
  const deadline = deadlineOf(snapshot, zone);
  const late = async () => {
    await deps.periods.finish(id, 'late');
    await deps.late(snapshot, zone);
    return 'late' as const;
  };
  // Checked before the key too: a server without a working key for a whole period is told once.
  if (deps.now() >= deadline) return late();
  const client = await deps.clientFor(snapshot.guildId);
  if (!client || client.keyId === 'none') {
    deps.log.info({ snapshot: id, guildId: snapshot.guildId }, 'no key for a period snapshot; tried again at the next tick');
    return 'skipped';
  }
  let offset = snapshot.nextOffset;
  const endsAt = sliceEnd(slice);
  for (let first = true; ; first = false) {
    signal?.throwIfAborted();
    if (deps.now() >= deadline) return late();
    if (!first && performance.now() >= endsAt) {
      await deps.queueSnapshots([id], NEXT_SLICE_AFTER_SECONDS);
      return 'more';
    }
    const page = await client.getPointBalances(
      { pointSystemId: snapshot.pointSystemId, sort: 'balance-desc', offset, limit: SNAPSHOT_PAGE },
      BACKGROUND,
    );
    const rows = page.data.map((r) => ({ userId: r.userId, balance: exactText(r.balance) }));
    if (!(await deps.periods.writePage(id, offset, page.pagination.total, rows))) return 'skipped';
    offset += rows.length;
    if (rows.length < SNAPSHOT_PAGE || offset >= page.pagination.total) break;
  }
  await deps.periods.finish(id, 'done');
  await makeFinals(deps, { ...snapshot, state: 'done' }, zone);
  return 'done';
}

/** The final board of each period (week, month) that ended at the snapshot's instant. */
async function makeFinals(deps: PeriodJobDeps, end: Snapshot, zone: string): Promise<void> {
  for (const kind of ['week', 'month'] as PeriodKind[]) {
    const current = boardPeriodAt(kind, zone, end.at);
    if (current.startsAt !== end.at) continue;
    const ended = previousPeriod(current, zone);
    const since = await deps.periods.firstIn(end.guildId, end.pointSystemId, ended.startsAt, ended.endsAt);
    if (since?.state !== 'done') continue;
    await deps.periods.makeFinal(
      { guildId: end.guildId, pointSystemId: end.pointSystemId, kind, label: ended.label, startsAt: ended.startsAt, endsAt: ended.endsAt },
      since,
      end,
    );
  }
}

/** The engine's jobs for period boards. */
export function periodJobs(deps: PeriodJobDeps): JobDefinition<any>[] {
  return [
    defineJob({
      name: PERIODS_TICK,
      cron: { expression: '* * * * *' },
      retryLimit: 0,
      expireInSeconds: 60,
      run: async () => void (await tickPeriods(deps)),
    }),
    defineJob<{ id: string }>({
      name: PERIODS_SNAPSHOT,
      // One per snapshot at a time; a failed read is retried from the last page written.
      policy: 'stately',
      retryLimit: 5,
      retryDelaySeconds: 30,
      expireInSeconds: PAGE_JOB_EXPIRY_SECONDS,
      concurrency: 2,
      run: async ({ id }, ctx) => void (await takeSnapshot(deps, id, ctx.signal, { ms: PAGE_SLICE_MS })),
    }),
    defineJob<{ id: string }>({
      name: PERIODS_READING,
      // As a snapshot: one per reading at a time, continued from the last page written.
      policy: 'stately',
      retryLimit: 2,
      retryDelaySeconds: 30,
      expireInSeconds: PAGE_JOB_EXPIRY_SECONDS,
      concurrency: 2,
      run: async ({ id }, ctx) => void (await takeReading(deps, id, ctx.signal, { ms: PAGE_SLICE_MS })),
    }),
  ];
}

/** The period snapshots' jobs on the shared job context. */
export function periodFeature(ctx: JobContext): FeatureJobs<PeriodJobDeps> {
  const deps: PeriodJobDeps = {
    get periods() {
      return ctx.stores.periods;
    },
    zoneOf: (guildId) => zoneOf(ctx, guildId),
    clientFor: (guildId) => ctx.clientFor(guildId),
    async late(snapshot, zone) {
      const s = await ctx.readerFor(snapshot.guildId);
      await ctx.audit(
        snapshot.guildId,
        s.t('period.snapshotLate', { system: `\`${snapshot.pointSystemId}\``, at: `<t:${Math.floor(snapshot.at / 1000)}:f>`, zone }),
      );
    },
    now: () => ctx.now(),
    log: ctx.log,
    async queueSnapshots(ids, afterSeconds) {
      // One job per snapshot (its id as singleton key): a snapshot queued again while one runs waits for it.
      const later = afterSeconds ? { startAfterSeconds: afterSeconds } : {};
      for (const id of ids) await ctx.queue.send(PERIODS_SNAPSHOT, { id }, { singletonKey: id, ...later });
    },
    budget: ctx.budget,
    async queueReadings(ids, afterSeconds) {
      const later = afterSeconds ? { startAfterSeconds: afterSeconds } : {};
      for (const id of ids) await ctx.queue.send(PERIODS_READING, { id }, { singletonKey: `reading:${id}`, ...later });
    },
  };
  return {
    jobs: periodJobs(deps),
    ticks: [{ name: PERIODS_TICK, run: () => tickPeriods(deps) }],
    due: [PERIODS_TICK, PERIODS_SNAPSHOT, PERIODS_READING],
    answers: [],
    deps,
  };
}
