import { randomBytes } from 'node:crypto';
import type { Db } from './db.js';
import type { Every } from '../time/schedule.js';

/**
 * Scheduled board posts (/schedule leaderboard): where, what, how often, and when each runs next
 * (computed in the server's time zone by src/time/schedule.ts). Any replica's tick may claim a
 * due run; `schedule_runs` holds one row per run taken *before* its post, so a run is posted at
 * most once across replicas, retries and kills. A run whose post never got recorded stays
 * `posting`: its outcome is unknown and it is not posted again.
 */

export type SchedulePause = 'channel' | 'system' | 'key';
export type RunKind = 'board' | 'final';

export interface Schedule {
  id: string;
  guildId: string;
  channelId: string;
  every: Every;
  /** As `parseRunAt` reads it: `:15`, `18:00`, `mon 18:00`, `last 23:30`. */
  runAt: string;
  pointSystemId: string;
  /** `update`: one message edited at each run; `new`: a new message each run. */
  mode: 'update' | 'new';
  /** The message an `update` schedule edits. */
  messageId: string | null;
  state: 'active' | 'paused';
  pausedReason: SchedulePause | null;
  nextRunAt: number;
  /** When the period's final board is due (weekly and monthly only). */
  nextFinalAt: number | null;
  lastRunAt: number | null;
  runs: number;
  /**
   * How many board runs fell due while no bot was running, the last time one came back and
   * posted them once; 0 when the last run was on time.
   */
  missedRuns: number;
  createdAt: number;
  createdBy: string;
  /** The server's Discord language when it was made: its posts' language while /setup sets none. */
  locale: string | null;
}

/** At most this many schedules per server. */
export const MAX_SCHEDULES_PER_GUILD = 10;

export type NewSchedule = Pick<
  Schedule,
  'guildId' | 'channelId' | 'every' | 'runAt' | 'pointSystemId' | 'mode' | 'nextRunAt' | 'nextFinalAt' | 'createdBy' | 'locale'
>;

/** A run claimed by a tick: the job that posts it. */
export interface DueRun {
  scheduleId: string;
  kind: RunKind;
  dueAt: number;
}

export interface Schedules {
  /** A new active schedule; `full` past the limit. */
  create(input: NewSchedule): Promise<Schedule | 'full'>;
  list(guildId: string): Promise<Schedule[]>;
  get(id: string): Promise<Schedule | undefined>;
  remove(guildId: string, id: string): Promise<boolean>;
  /** Active schedules with a run or a final board due at `now`. */
  due(now: number, limit?: number): Promise<Schedule[]>;
  /**
   * Moves a schedule's next run (or final board) from `dueAt` to `next`; false when another tick
   * moved it first (that tick queues the run). `missed`, for a board run: how many runs fell due
   * since `dueAt` (1 when on time), kept as missedRuns when more than one.
   */
  claim(id: string, kind: RunKind, dueAt: number, next: number, missed?: number): Promise<boolean>;
  /** The earliest run or final board of an active schedule due after `at` (epoch ms); undefined when none. */
  nextAfter(at: number): Promise<number | undefined>;
  /** New next runs for a server's schedules (its time zone changed). */
  reschedule(id: string, nextRunAt: number, nextFinalAt: number | null): Promise<void>;
  /** Takes the run's row; false when it was taken before (posted, or its outcome unknown). */
  take(run: DueRun): Promise<boolean>;
  /** The run was posted (or edited) as `messageId`; an `update` schedule edits that message from now on. */
  posted(run: DueRun, messageId: string, at: number, keepMessage: boolean): Promise<void>;
  /** The post's outcome is unknown: never posted again. */
  unknown(run: DueRun): Promise<void>;
  /** Discord refused it: nothing was posted. */
  refused(run: DueRun): Promise<void>;
  /** Starts a paused schedule again at these times; false when it is not the guild's. */
  resume(guildId: string, id: string, nextRunAt: number, nextFinalAt: number | null): Promise<boolean>;
  /** Pauses with why; false when it was paused already (so it is said once). */
  pause(id: string, reason: SchedulePause): Promise<boolean>;
}

export const newScheduleId = (): string => randomBytes(4).toString('hex');

const COLUMNS = `id, guild_id, channel_id, every, run_at, point_system_id, mode, message_id, state, paused_reason,
  epoch_ms(next_run_at) as next_run_at, epoch_ms(next_final_at) as next_final_at, epoch_ms(last_run_at) as last_run_at,
  runs, missed_runs, epoch_ms(created_at) as created_at, created_by, locale`;

interface Row {
  id: string;
  guild_id: string;
  channel_id: string;
  every: Every;
  run_at: string;
  point_system_id: string;
  mode: Schedule['mode'];
  message_id: string | null;
  state: Schedule['state'];
  paused_reason: SchedulePause | null;
  next_run_at: number;
  next_final_at: number | null;
  last_run_at: number | null;
  runs: number;
  missed_runs: number;
  created_at: number;
  created_by: string;
  locale: string | null;
}

const scheduleOf = (r: Row): Schedule => ({
  id: r.id,
  guildId: r.guild_id,
  channelId: r.channel_id,
  every: r.every,
  runAt: r.run_at,
  pointSystemId: r.point_system_id,
  mode: r.mode,
  messageId: r.message_id,
  state: r.state,
  pausedReason: r.paused_reason,
  nextRunAt: Number(r.next_run_at),
  nextFinalAt: r.next_final_at === null ? null : Number(r.next_final_at),
  lastRunAt: r.last_run_at === null ? null : Number(r.last_run_at),
  runs: r.runs,
  missedRuns: Number(r.missed_runs ?? 0),
  createdAt: Number(r.created_at),
  createdBy: r.created_by,
  locale: r.locale,
});

const ms = (n: number) => `to_timestamp($${n}::float8 / 1000)`;
const NEXT: Record<RunKind, string> = { board: 'next_run_at', final: 'next_final_at' };

export function createSchedules({ db, now = Date.now }: { db: Db; now?: () => number }): Schedules {
  return {
    async create(input) {
      return db.transaction(async (tx) => {
        // One writer per guild at a time, so two moderators cannot pass the limit together.
        await tx.query(`select pg_advisory_xact_lock(hashtext('schedules ' || $1))`, [input.guildId]);
        const count = await tx.query<{ n: number }>('select count(*)::int as n from schedules where guild_id = $1', [input.guildId]);
        if ((count.rows[0]?.n ?? 0) >= MAX_SCHEDULES_PER_GUILD) return 'full' as const;
        const r = await tx.query<Row>(
          `insert into schedules (id, guild_id, channel_id, every, run_at, point_system_id, mode, state, next_run_at, next_final_at, created_at, created_by, locale)
           values ($1, $2, $3, $4, $5, $6, $7, 'active', ${ms(8)}, ${ms(9)}, ${ms(10)}, $11, $12) returning ${COLUMNS}`,
          [
            newScheduleId(),
            input.guildId,
            input.channelId,
            input.every,
            input.runAt,
            input.pointSystemId,
            input.mode,
            input.nextRunAt,
            input.nextFinalAt,
            now(),
            input.createdBy,
            input.locale,
          ],
        );
        return scheduleOf(r.rows[0]!);
      });
    },
    async list(guildId) {
      const r = await db.query<Row>(`select ${COLUMNS} from schedules where guild_id = $1 order by created_at, id`, [guildId]);
      return r.rows.map(scheduleOf);
    },
    async get(id) {
      const r = await db.query<Row>(`select ${COLUMNS} from schedules where id = $1`, [id]);
      return r.rows[0] ? scheduleOf(r.rows[0]) : undefined;
    },
    async remove(guildId, id) {
      return (await db.query('delete from schedules where guild_id = $1 and id = $2', [guildId, id])).rowCount > 0;
    },
    async due(at, limit = 500) {
      const r = await db.query<Row>(
        `select ${COLUMNS} from schedules
         where state = 'active' and least(next_run_at, coalesce(next_final_at, 'infinity')) <= ${ms(1)}
         order by least(next_run_at, coalesce(next_final_at, 'infinity')) limit $2`,
        [at, limit],
      );
      return r.rows.map(scheduleOf);
    },
    async claim(id, kind, dueAt, next, missed = 1) {
      const column = NEXT[kind];
      // A board run records how many runs it stands for (0 when just one: on time).
      const counted = kind === 'board' ? `, missed_runs = $4` : '';
      const r = await db.query(
        `update schedules set ${column} = ${ms(3)}${counted} where id = $1 and state = 'active' and ${column} = ${ms(2)}`,
        kind === 'board' ? [id, dueAt, next, missed > 1 ? missed : 0] : [id, dueAt, next],
      );
      return r.rowCount > 0;
    },
    async nextAfter(at) {
      const r = await db.query<{ at: number | null }>(
        `select epoch_ms(min(t)) as at from (
           select next_run_at as t from schedules where state = 'active' and next_run_at > ${ms(1)}
           union all select next_final_at from schedules where state = 'active' and next_final_at > ${ms(1)}
         ) due`,
        [at],
      );
      const first = r.rows[0]?.at;
      return first === null || first === undefined ? undefined : Number(first);
    },
    async reschedule(id, nextRunAt, nextFinalAt) {
      await db.query(`update schedules set next_run_at = ${ms(2)}, next_final_at = ${ms(3)} where id = $1`, [id, nextRunAt, nextFinalAt]);
    },
    async take(run) {
      const r = await db.query(
        `insert into schedule_runs (schedule_id, kind, due_at, state) values ($1, $2, ${ms(3)}, 'posting') on conflict do nothing`,
        [run.scheduleId, run.kind, run.dueAt],
      );
      return r.rowCount > 0;
    },
    async posted(run, messageId, at, keepMessage) {
      await db.transaction(async (tx) => {
        await tx.query(
          `update schedule_runs set state = 'posted', message_id = $4 where schedule_id = $1 and kind = $2 and due_at = ${ms(3)}`,
          [run.scheduleId, run.kind, run.dueAt, messageId],
        );
        await tx.query(
          `update schedules set runs = runs + 1, last_run_at = ${ms(2)}, message_id = case when $3 then $4 else message_id end where id = $1`,
          [run.scheduleId, at, keepMessage, messageId],
        );
      });
    },
    async unknown(run) {
      await db.query(`update schedule_runs set state = 'unknown' where schedule_id = $1 and kind = $2 and due_at = ${ms(3)}`, [
        run.scheduleId,
        run.kind,
        run.dueAt,
      ]);
    },
    async refused(run) {
      await db.query(`update schedule_runs set state = 'refused' where schedule_id = $1 and kind = $2 and due_at = ${ms(3)}`, [
        run.scheduleId,
        run.kind,
        run.dueAt,
      ]);
    },
    async resume(guildId, id, nextRunAt, nextFinalAt) {
      const r = await db.query(
        `update schedules set state = 'active', paused_reason = null, next_run_at = ${ms(3)}, next_final_at = ${ms(4)} where guild_id = $1 and id = $2`,
        [guildId, id, nextRunAt, nextFinalAt],
      );
      return r.rowCount > 0;
    },
    async pause(id, reason) {
      const r = await db.query(`update schedules set state = 'paused', paused_reason = $2 where id = $1 and state = 'active'`, [
        id,
        reason,
      ]);
      return r.rowCount > 0;
    },
  };
}
