import { createHash } from 'node:crypto';
import { AuthError, NotFoundError } from '../../api/errors.js';
import type { CommunityClient } from '../../api/types.js';
import type { Reply } from '../../discord/reply.js';
import type { Reader } from '../../i18n/reader.js';
import type { Logger } from '../../log.js';
import type { DueRun, Schedule, SchedulePause, Schedules } from '../../store/schedules.js';
import { nextRun, parseRunAt, periodAt, periodEndingAt } from '../../time/schedule.js';
import type { LeaderboardPage } from '../leaderboard/view.js';
import { scheduledBoard, schedulePause } from './view.js';
import { code } from '../../views/markdown.js';
import { nextTimes } from './times.js';
import { defineJob, type JobDefinition } from '../../jobs/engine.js';
import { zoneOf, type EditOutcome, type FeatureJobs, type JobContext, type PostOutcome } from '../job-context.js';

/**
 * Scheduled board posts' two jobs. `schedules.tick` (every minute, once across replicas) claims
 * each run that is due (moving the schedule's next run on, in the server's time zone, so two
 * ticks cannot both claim it) and queues a `schedules.run` for it. A run reads the board through
 * the key's background lane, takes the run's row in the store, then posts (or, for an `update`
 * schedule, edits its message) and records the outcome: a run whose row exists is never posted
 * again, whatever happens between the post and the record. An edited message that was deleted
 * is posted anew once; a channel the bot cannot post in, a removed point system or a key that no
 * longer works pauses the schedule with the reason (audit channel, /schedule list).
 *
 * A bot that was down when runs were due posts each schedule's board once when it is back (the
 * latest state, not one per missed run), then runs on time again.
 */

export const SCHEDULE_TICK = 'schedules.tick';
export const SCHEDULE_RUN = 'schedules.run';

export interface ScheduleJobDeps {
  schedules: Schedules;
  /** The server's time zone (/setup), UTC when it chose none. */
  zoneOf(guildId: string): Promise<string>;
  clientFor(guildId: string): Promise<CommunityClient | undefined>;
  post(channelId: string, body: Reply, nonce: string): Promise<PostOutcome>;
  edit(channelId: string, messageId: string, body: Reply): Promise<EditOutcome>;
  readerFor(schedule: Schedule): Promise<Reader>;
  audit(guildId: string, line: string): Promise<void>;
  now(): number;
  log: Logger;
  /** Queues the runs (the engine's send). */
  queueRuns(runs: readonly DueRun[]): Promise<void>;
}

const BACKGROUND = { background: true } as const;
/** The rows a board shows; read as the first 100-row block, so it shares /leaderboard's cached request. */
const BLOCK = 100;
const BOARD_ROWS = 10;

class Paused extends Error {
  constructor(readonly reason: SchedulePause) {
    super(`schedule paused: ${reason}`);
  }
}

/** Discord drops a repeat of the same nonce: one per run (at most 25 characters). */
export const runNonce = (run: DueRun): string =>
  createHash('sha256').update(`${run.scheduleId}:${run.kind}:${run.dueAt}`).digest('hex').slice(0, 25);

async function pause(deps: ScheduleJobDeps, schedule: Schedule, reason: SchedulePause): Promise<void> {
  if (!(await deps.schedules.pause(schedule.id, reason))) return;
  deps.log.info({ schedule: schedule.id, guildId: schedule.guildId, reason }, 'schedule paused');
  const s = await deps.readerFor(schedule);
  await deps.audit(
    schedule.guildId,
    s.t('schedule.stopped', { id: code(schedule.id), channel: `<#${schedule.channelId}>`, reason: schedulePause(reason, s) }),
  );
}

async function readBoard(deps: ScheduleJobDeps, schedule: Schedule): Promise<LeaderboardPage> {
  let client: CommunityClient | undefined;
  try {
    client = await deps.clientFor(schedule.guildId);
  } catch {
    throw new Paused('key');
  }
  if (!client || client.keyId === 'none') throw new Paused('key');
  try {
    const mine = (x: { id: string }) => x.id === schedule.pointSystemId;
    // The community's own systems, then those shared with it through a collab (as /leaderboard finds them).
    const system =
      (await client.listPointSystems({ limit: 50 }, BACKGROUND)).data.find(mine) ??
      (await client.listPointSystems({ limit: 50, includeShared: true }, BACKGROUND)).data.find(mine);
    if (!system) throw new Paused('system');
    const r = await client.getPointBalances({ pointSystemId: system.id, sort: 'balance-desc', offset: 0, limit: BLOCK }, BACKGROUND);
    return { system, order: 'balance-desc', page: 0, total: r.pagination.total, rows: r.data.slice(0, BOARD_ROWS) };
  } catch (err) {
    if (err instanceof NotFoundError) throw new Paused('system');
    if (err instanceof AuthError) throw new Paused('key');
    throw err;
  }
}

/** One run of one schedule: what it came to. */
export async function runSchedule(deps: ScheduleJobDeps, run: DueRun): Promise<'posted' | 'edited' | 'skipped' | 'paused' | 'unknown'> {
  const schedule = await deps.schedules.get(run.scheduleId);
  if (schedule?.state !== 'active') return 'skipped';
  let page: LeaderboardPage;
  try {
    // Read before the row is taken: a failed read leaves the run to the job's retry.
    page = await readBoard(deps, schedule);
  } catch (err) {
    if (!(err instanceof Paused)) throw err;
    await pause(deps, schedule, err.reason);
    return 'paused';
  }
  if (!(await deps.schedules.take(run))) return 'skipped';
  const zone = await deps.zoneOf(schedule.guildId);
  const s = await deps.readerFor(schedule);
  const now = deps.now();
  const final = run.kind === 'final' ? periodEndingAt(schedule.every, zone, run.dueAt) : undefined;
  const body = scheduledBoard({ page, mode: schedule.mode, at: now, nextAt: schedule.nextRunAt, final }, s);
  const editable = run.kind === 'board' && schedule.mode === 'update';
  const refused = async () => {
    await deps.schedules.refused(run);
    await pause(deps, schedule, 'channel');
    return 'paused' as const;
  };
  if (editable && schedule.messageId) {
    const edited = await deps.edit(schedule.channelId, schedule.messageId, body);
    if (edited.ok) {
      await deps.schedules.posted(run, schedule.messageId, now, true);
      return 'edited';
    }
    if (!edited.gone) {
      if (edited.refused) return refused();
      await deps.schedules.unknown(run);
      deps.log.warn({ schedule: schedule.id }, 'scheduled board edit outcome unknown; not repeated');
      return 'unknown';
    }
    // Deleted: this run posts a new one (once: the run's row is taken) and records it.
    deps.log.info({ schedule: schedule.id, messageId: schedule.messageId }, 'scheduled board was deleted; posting a new one');
  }
  const outcome = await deps.post(schedule.channelId, body, runNonce(run));
  if (outcome.ok) {
    await deps.schedules.posted(run, outcome.messageId, now, editable);
    return 'posted';
  }
  if (outcome.refused) return refused();
  await deps.schedules.unknown(run);
  deps.log.warn({ schedule: schedule.id }, 'scheduled board post outcome unknown; not repeated');
  return 'unknown';
}

/** Counting missed runs stops here: a bot down for months is said to have missed "1,000". */
export const MISSED_COUNT_MAX = 1_000;

/**
 * How many of the schedule's runs are due at `now`, from its next run on: 1 when it is on time,
 * more when no bot ran through the later ones (they are posted once, and the list says so).
 */
export function runsDue(schedule: Pick<Schedule, 'every' | 'runAt' | 'nextRunAt'>, zone: string, now: number): number {
  const at = parseRunAt(schedule.every, schedule.runAt);
  if (!at || schedule.nextRunAt > now) return 0;
  let n = 1;
  for (let t = nextRun(at, zone, schedule.nextRunAt); t <= now && n < MISSED_COUNT_MAX; t = nextRun(at, zone, t)) n++;
  return n;
}

/** Claims every run that is due and queues it; returns how many were queued. */
export async function tickSchedules(deps: ScheduleJobDeps): Promise<number> {
  const now = deps.now();
  const due = await deps.schedules.due(now);
  const runs: DueRun[] = [];
  for (const schedule of due) {
    const zone = await deps.zoneOf(schedule.guildId);
    // From now, not from the due time: a bot that was down posts once, then runs on time again.
    const next = nextTimes(schedule, zone, Math.max(now, schedule.nextRunAt));
    if (
      schedule.nextRunAt <= now &&
      (await deps.schedules.claim(schedule.id, 'board', schedule.nextRunAt, next.nextRunAt, runsDue(schedule, zone, now)))
    ) {
      runs.push({ scheduleId: schedule.id, kind: 'board', dueAt: schedule.nextRunAt });
    }
    if (schedule.nextFinalAt !== null && schedule.nextFinalAt <= now) {
      const after = periodAt(schedule.every, zone, Math.max(now, schedule.nextFinalAt))?.endsAt ?? null;
      if (after !== null && (await deps.schedules.claim(schedule.id, 'final', schedule.nextFinalAt, after))) {
        runs.push({ scheduleId: schedule.id, kind: 'final', dueAt: schedule.nextFinalAt });
      }
    }
  }
  if (runs.length > 0) await deps.queueRuns(runs);
  return runs.length;
}

/** The engine's jobs for schedules. */
export function scheduleJobs(deps: ScheduleJobDeps): JobDefinition<any>[] {
  return [
    defineJob({
      name: SCHEDULE_TICK,
      cron: { expression: '* * * * *' },
      retryLimit: 0,
      expireInSeconds: 60,
      run: async () => void (await tickSchedules(deps)),
    }),
    defineJob<DueRun>({
      name: SCHEDULE_RUN,
      // A failed read is tried again; once the row is taken, a retry finds it taken and stops.
      retryLimit: 2,
      retryDelaySeconds: 20,
      expireInSeconds: 120,
      concurrency: 4,
      run: async (run) => void (await runSchedule(deps, run)),
    }),
  ];
}

/** The scheduled boards' jobs on the shared job context. */
export function scheduleFeature(ctx: JobContext): FeatureJobs<ScheduleJobDeps> {
  const deps: ScheduleJobDeps = {
    get schedules() {
      return ctx.stores.schedules;
    },
    zoneOf: (guildId) => zoneOf(ctx, guildId),
    clientFor: (guildId) => ctx.clientFor(guildId),
    post: (channelId, body, nonce) => ctx.post(channelId, body, nonce),
    edit: (channelId, messageId, body) => ctx.edit(channelId, messageId, body),
    readerFor: (schedule) => ctx.readerFor(schedule.guildId, schedule.locale),
    audit: (guildId, line) => ctx.audit(guildId, line),
    now: () => ctx.now(),
    log: ctx.log,
    async queueRuns(runs) {
      await ctx.queue.sendMany(SCHEDULE_RUN, runs);
    },
  };
  return {
    jobs: scheduleJobs(deps),
    ticks: [{ name: SCHEDULE_TICK, run: () => tickSchedules(deps) }],
    due: [SCHEDULE_TICK, SCHEDULE_RUN],
    answers: [],
    deps,
  };
}
