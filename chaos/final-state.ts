import pg from 'pg';
import type { RecordedCall } from '../src/bot/offline/discord-rest.js';
import { jobsSchemaOf } from '../src/store/index.js';
import type { Cluster } from './cluster.js';
import type { History } from './history.js';
import type { WorkloadRecord } from './workload.js';

/**
 * What the run left behind, read once it is over: the store's rows (journal, feeds, schedules,
 * periods, the job engine's tables) read directly from PostgreSQL (not through the proxy), what
 * the Community API stand-in accepted, what reached the Discord stand-in, and every replica's
 * log. Before reading, the run drains: the work the run set going (scheduled writes, the
 * whole-role move's parts, the feed's last poll, the period's final board, the board post) is
 * given time to finish with no fault on.
 */

export interface JournalRow {
  id: string;
  operation: string;
  state: string;
  userId: string;
  body: unknown;
  result: unknown;
  dueAt: number | null;
  createdAt: number;
}

export interface ApiWrite {
  route: string;
  body: Record<string, unknown>;
  /** Epoch ms, the sandbox's clock (the runner's). */
  at: number;
}

export interface JobRow {
  id: string;
  name: string;
  state: string;
  retryCount: number;
  retryLimit: number;
  startedOn: number | null;
  expireInSeconds: number;
  data: unknown;
}

export interface FinalState {
  journal: JournalRow[];
  apiWrites: ApiWrite[];
  /** Each completion's row; `messageId` the announcement that carried it, once posted. */
  feedPosts: { completion: string; state: string; batch: string; messageId?: string | null }[];
  feeds: { id: string; state: string; pausedReason: string | null; lastPollAt: number | null; cursorAt: number }[];
  scheduleRuns: { scheduleId: string; kind: string; dueAt: number; state: string; messageId: string | null }[];
  schedules: { id: string; state: string; channelId: string }[];
  snapshots: { id: string; at: number; state: string; nextOffset: number; total: number | null; rows: number }[];
  finals: { kind: string; label: string; holders: number; rows: number; distinctUsers: number }[];
  jobs: JobRow[];
  calls: RecordedCall[];
  /** When each call reached the Discord stand-in (ms since the run started), by its seq. */
  callTimes: Map<number, number>;
  logs: ReturnType<Cluster['logs']>;
  /** The database's clock when this was read (epoch ms). */
  readAt: number;
}

async function withDb<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const JOBS = jobsSchemaOf('public');

/** Queues whose failed jobs nothing queues again (a cron tick re-queues the others' work). */
export const NOT_REQUEUED = ['moves.role-part', 'schedules.run', 'exports.run'];

/**
 * The drain gives up when what is pending has not changed for this long: a job a killed replica
 * left active waits for its expiry. Longer than a minute: feeds, board posts and scheduled writes
 * move at the jobs' minute ticks.
 */
const STALLED_MS = 75_000;

/**
 * Waits (at most `capMs`) until the run's work is done: no scheduled write due and waiting, no
 * whole-role part unsent, the feed polled after the last completion was added, the period's
 * final board made, the board post's run recorded, and no job of a queue that is not a tick
 * queued or running. Returns what was still pending when it gave up (empty: all done).
 */
export async function drain(cluster: Cluster, record: WorkloadRecord, history: History, capMs: number): Promise<string[]> {
  const until = performance.now() + capMs;
  const lastCompletion = Math.max(0, ...record.completions.map((c) => Date.now() - (history.now() - c.at)));
  let pending: string[] = [];
  let last = '';
  let since = performance.now();
  for (;;) {
    pending = await withDb(cluster.database.url, async (c) => {
      const left: string[] = [];
      const due = await c.query(`select count(*)::int as n from journal where state = 'scheduled' and due_at <= now()`);
      if (due.rows[0].n > 0) left.push(`${due.rows[0].n} scheduled write(s) due and not sent`);
      const parts = await c.query(
        `select count(*)::int as n from journal where operation = 'points.change' and state in ('previewed', 'claimed') and display::text like '%"part"%' and expires_at > now()`,
      );
      if (parts.rows[0].n > 0) left.push(`${parts.rows[0].n} whole-role part(s) not sent`);
      if (record.feedCreated && lastCompletion > 0) {
        const feed = await c.query(
          `select count(*)::int as n from feeds where state = 'active' and (last_poll_at is null or last_poll_at < to_timestamp($1::float8 / 1000))`,
          [lastCompletion + 1_000],
        );
        if (feed.rows[0].n > 0) left.push('the feed not polled since the last completion');
      }
      const periods = await c.query(`select count(*)::int as n from period_finals`);
      if (periods.rows[0].n === 0) {
        const taking = await c.query(`select next_offset from period_snapshots where state = 'taking'`);
        left.push(
          `no final board of the ended period${taking.rows.length ? ` (its snapshot read ${taking.rows.map((r) => r.next_offset).join(', ')} rows so far)` : ''}`,
        );
      }
      if (record.scheduleCreated) {
        const runs = await c.query(`select count(*)::int as n from schedule_runs`);
        if (runs.rows[0].n === 0) left.push('the board post has not run');
      }
      const jobs = await c.query(
        `select name, count(*)::int as n from ${JOBS}.job where state in ('created', 'retry', 'active') and start_after <= now() and name not like '%.tick' and name not like '\\_\\_pgboss\\_\\_%' group by name`,
      );
      for (const j of jobs.rows) left.push(`${j.n} ${j.name} job(s) queued or running`);
      return left;
    }).catch((err: unknown) => [`the store could not be read: ${(err as Error).message}`]);
    if (pending.length === 0 || performance.now() > until) break;
    const now = pending.join('\n');
    if (now !== last) [last, since] = [now, performance.now()];
    else if (performance.now() - since > STALLED_MS) break;
    await new Promise((r) => setTimeout(r, 1_000));
  }
  history.add({ type: 'note', text: pending.length ? `drained, still pending: ${pending.join('; ')}` : 'drained: nothing pending' });
  return pending;
}

export async function readFinalState(cluster: Cluster, history: History): Promise<FinalState> {
  const db = await withDb(cluster.database.url, async (c) => {
    const journal = (
      await c.query(
        `select id, operation, state, user_id, body, result, extract(epoch from due_at) * 1000 as due_at, extract(epoch from created_at) * 1000 as created_at from journal order by created_at`,
      )
    ).rows.map((r) => ({
      id: r.id,
      operation: r.operation,
      state: r.state,
      userId: r.user_id,
      body: r.body,
      result: r.result,
      dueAt: num(r.due_at),
      createdAt: Number(r.created_at),
    }));
    const feedPosts = (await c.query(`select completion, state, batch, message_id as "messageId" from feed_posts`)).rows;
    const feeds = (
      await c.query(
        `select id, state, paused_reason, extract(epoch from last_poll_at) * 1000 as last_poll_at, extract(epoch from cursor_at) * 1000 as cursor_at from feeds`,
      )
    ).rows.map((r) => ({
      id: r.id,
      state: r.state,
      pausedReason: r.paused_reason,
      lastPollAt: num(r.last_poll_at),
      cursorAt: Number(r.cursor_at),
    }));
    const scheduleRuns = (
      await c.query(`select schedule_id, kind, extract(epoch from due_at) * 1000 as due_at, state, message_id from schedule_runs`)
    ).rows.map((r) => ({
      scheduleId: r.schedule_id,
      kind: r.kind,
      dueAt: Number(r.due_at),
      state: r.state,
      messageId: r.message_id,
    }));
    const schedules = (await c.query(`select id, state, channel_id from schedules`)).rows.map((r) => ({
      id: r.id,
      state: r.state,
      channelId: r.channel_id,
    }));
    const snapshots = (
      await c.query(
        `select s.id::text as id, extract(epoch from s.at) * 1000 as at, s.state, s.next_offset, s.total, (select count(*)::int from period_balances b where b.snapshot_id = s.id) as rows from period_snapshots s order by s.at`,
      )
    ).rows.map((r) => ({ id: r.id, at: Number(r.at), state: r.state, nextOffset: r.next_offset, total: r.total, rows: r.rows }));
    const finals = (
      await c.query(
        `select f.kind, f.label, f.holders,
           (select count(*)::int from period_final_rows r where r.guild_id = f.guild_id and r.point_system_id = f.point_system_id and r.kind = f.kind and r.label = f.label) as rows,
           (select count(distinct user_id)::int from period_final_rows r where r.guild_id = f.guild_id and r.point_system_id = f.point_system_id and r.kind = f.kind and r.label = f.label) as distinct_users
         from period_finals f`,
      )
    ).rows.map((r) => ({ kind: r.kind, label: r.label, holders: r.holders, rows: r.rows, distinctUsers: r.distinct_users }));
    const jobs = (
      await c.query(
        `select id::text, name, state::text, retry_count, retry_limit, extract(epoch from started_on) * 1000 as started_on, extract(epoch from expire_in) as expire_in, data from ${JOBS}.job`,
      )
    ).rows.map((r) => ({
      id: r.id,
      name: r.name,
      state: r.state,
      retryCount: r.retry_count,
      retryLimit: r.retry_limit,
      startedOn: num(r.started_on),
      expireInSeconds: Number(r.expire_in),
      data: r.data,
    }));
    const readAt = Number((await c.query(`select extract(epoch from now()) * 1000 as t`)).rows[0].t);
    return { journal, feedPosts, feeds, scheduleRuns, schedules, snapshots, finals, jobs, readAt };
  });
  const key = cluster.sandbox.demoKey;
  const apiWrites: ApiWrite[] = [
    ...cluster.sandbox.moves(key),
    ...(cluster.sandbox.raids(key) as { createdAt: number }[]).map((r) => ({
      route: 'createRaid',
      body: r as unknown as Record<string, unknown>,
      at: r.createdAt,
    })),
  ].sort((a, b) => a.at - b.at);
  const calls = [...cluster.standIn.calls];
  const callTimes = new Map(
    calls.flatMap((c) => (cluster.arrivals.has(c) ? [[c.seq, history.since(cluster.arrivals.get(c)!)] as const] : [])),
  );
  return { ...db, apiWrites, calls, callTimes, logs: cluster.logs() };
}
