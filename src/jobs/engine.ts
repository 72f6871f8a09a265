import PgBoss from 'pg-boss';
import type { Logger } from '../log.js';
import { completionsCaught } from './completions.js';
import { jobsSchemaOf, type Db } from '../store/index.js';

/**
 * The bot's background work, on its own store: a pg-boss queue whose tables live beside the
 * store's (migration 4, see src/store/job-schema.ts), on the PostgreSQL server and on the
 * embedded PGlite alike (pg-boss runs its SQL through the store's `executeSql`).
 *
 * What pg-boss gives every job here: a job is fetched by one worker across every replica
 * (`FOR UPDATE SKIP LOCKED`); one that is still active after `expireInSeconds` (its replica was
 * killed) is failed by maintenance and retried by whoever fetches next; cron schedules (with a
 * time zone) are sent once per tick across replicas; `singletonKey` with the `stately` policy
 * keeps at most one queued and one running job per key (one poll per feed). A job's side
 * effects outside the store (a Discord post, an API write) must still be made idempotent by the
 * job itself through the store, since a retried job runs its code again.
 */

export interface JobRun {
  id: string;
  /** Seconds from when it was due to when it started. */
  lagSeconds: number;
  /** Aborted when the process stops and the grace period is over. */
  signal: AbortSignal;
}

export interface JobDefinition<D extends object = object> {
  /** The queue's name (letters, digits, `.`, `-`). */
  name: string;
  /** `stately`: with a singleton key, at most one queued and one running per key; `short`: at most one queued per key. */
  policy?: 'standard' | 'stately' | 'singleton' | 'short';
  /** Sent by the engine itself on this schedule (5-field cron), once across replicas. */
  cron?: { expression: string; tz?: string };
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** A job still running after this long is failed (its replica is presumed dead) and retried. */
  expireInSeconds?: number;
  /** How many of these jobs one process runs at once (default 1). */
  concurrency?: number;
  run(data: D, ctx: JobRun): Promise<void>;
}

export const defineJob = <D extends object>(job: JobDefinition<D>): JobDefinition<D> => job;

export interface JobObserver {
  started(name: string, lagSeconds: number): void;
  finished(name: string, outcome: 'completed' | 'failed', seconds: number): void;
}

export interface JobCount {
  name: string;
  state: string;
  count: number;
}

export interface JobEngine {
  start(): Promise<void>;
  send(name: string, data: object, options?: { singletonKey?: string; startAfterSeconds?: number }): Promise<string | null>;
  /**
   * Queues several jobs of one queue in one statement. `ordered`: fetched in the order given
   * (by descending priority; jobs queued in one statement otherwise come in any order).
   */
  sendMany(name: string, data: readonly object[], options?: { ordered?: boolean }): Promise<void>;
  /** Jobs of each queue by state (created, retry, active, completed, failed, cancelled). */
  counts(): Promise<JobCount[]>;
  /** Started and not stopping: for /readyz. */
  ready(): boolean;
  /** Jobs this process is running now. */
  readonly running: number;
  /**
   * Resolves when no job of these queues (created at `since` or later, on the database's clock)
   * is queued or running (tests, the console's `wait`). A job that failed and waits for its
   * retry counts as queued, though pg-boss starts it only after its retry delay: a run that
   * failed once (a passing fault) is not done; only a retry due after `timeoutMs` is not waited
   * for. A job sent to start later does not count.
   */
  idle(names?: readonly string[], options?: { since?: string; timeoutMs?: number }): Promise<void>;
  /** Jobs of these queues (created at `since` or later) queued or running now. */
  pending(names: readonly string[], options?: { since?: string }): Promise<number>;
  /**
   * Stops fetching, lets running jobs finish within `graceMs`, then fails what is left (retried
   * later by any replica). The store stays open: its owner closes it after.
   */
  stop(graceMs?: number): Promise<void>;
}

export interface JobEngineOptions {
  db: Db;
  jobs: readonly JobDefinition<any>[];
  logger: Logger;
  observer?: JobObserver;
  /** How often an idle queue looks for work (default 2 s; at least 0.5); see SPARE_POLL_FACTOR. */
  pollSeconds?: number;
  /** Maintenance (expiring the jobs of dead replicas, archiving): default every 60 s. */
  maintenanceSeconds?: number;
}

/** PostgreSQL's codes for a lost race between replicas creating the same queue. */
const CREATE_RACE = new Set(['40P01', '23505', '42P07']);

/**
 * Creates a queue that is missing. pg-boss 10 makes each queue a partition: replicas starting
 * together on a fresh store deadlock on it (PostgreSQL aborts one), so the loser looks again.
 */
async function createQueueOnce(boss: PgBoss, def: JobDefinition<any>): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    if (await boss.getQueue(def.name)) return;
    try {
      await boss.createQueue(def.name, {
        name: def.name,
        policy: def.policy ?? 'standard',
        retryLimit: def.retryLimit ?? 2,
        retryDelay: def.retryDelaySeconds ?? 30,
        expireInSeconds: def.expireInSeconds ?? 300,
      });
      return;
    } catch (err) {
      if (attempt >= 5 || !CREATE_RACE.has((err as { code?: string }).code ?? '')) throw err;
      await new Promise((r) => setTimeout(r, 20 + Math.random() * 80 * attempt));
    }
  }
}

/** The database's clock now, as the engine's `idle` takes it. */
export async function dbClock(db: Db): Promise<string> {
  const r = await db.executeSql('select now()::text as now');
  return String(r.rows[0]?.now);
}

/**
 * How many times less often a queue's spare workers (all but its first) look for work. Each is
 * woken as soon as a worker of its queue in this process fetches a job or this process queues
 * one, so a burst still runs at the queue's concurrency; an idle process then polls about once
 * per queue instead of once per worker (the bot's queues have 27 workers).
 */
const SPARE_POLL_FACTOR = 15;

/** How long a stop waits for handlers told to stop to return. */
const HANDLER_EXIT_MS = 5_000;

const STATES = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;

export function createJobEngine(options: JobEngineOptions): JobEngine {
  const { db, jobs, logger } = options;
  const schema = jobsSchemaOf(db.schema);
  const boss = new PgBoss({
    db: completionsCaught(db, schema, logger),
    schema,
    // The store's migrations created the tables; pg-boss only checks their version.
    migrate: false,
    supervise: true,
    schedule: jobs.some((j) => j.cron),
    maintenanceIntervalSeconds: options.maintenanceSeconds ?? 60,
    // Cron ticks are looked for this often, so a minute's tick is at most this late.
    cronMonitorIntervalSeconds: 10,
    cronWorkerIntervalSeconds: 2,
  });
  boss.on('error', (err: unknown) => logger.warn({ err }, 'job engine error'));
  const stopping = new AbortController();
  let started = false;
  let running = 0;
  const byName = new Map(jobs.map((j) => [j.name, j]));
  const pollSeconds = options.pollSeconds ?? 2;
  /** Each queue's workers in this process (pg-boss's ids). */
  const workers = new Map<string, string[]>(jobs.map((j) => [j.name, []]));
  const wake = (name: string) => {
    for (const id of workers.get(name) ?? []) boss.notifyWorker(id);
  };

  async function handle(def: JobDefinition, job: PgBoss.JobWithMetadata<object>): Promise<void> {
    const startedAt = Date.now();
    const lagSeconds = Math.max(0, (new Date(job.startedOn).getTime() - new Date(job.startAfter).getTime()) / 1000);
    options.observer?.started(def.name, lagSeconds);
    running++;
    try {
      await def.run(job.data, { id: job.id, lagSeconds, signal: stopping.signal });
      options.observer?.finished(def.name, 'completed', (Date.now() - startedAt) / 1000);
    } catch (err) {
      options.observer?.finished(def.name, 'failed', (Date.now() - startedAt) / 1000);
      logger.warn({ err, job: def.name, id: job.id, retry: job.retryCount }, 'job failed');
      throw err;
    } finally {
      running--;
    }
  }

  async function pending(names: readonly string[], since: string): Promise<number> {
    const r = await db.executeSql(
      `select count(*)::int as n from ${schema}.job
       where name = any($1::text[]) and state in ('created', 'retry', 'active') and start_after <= now() and created_on >= $2::timestamptz`,
      [names, since],
    );
    return Number(r.rows[0]?.n ?? 0);
  }

  async function startBoss(): Promise<void> {
    await boss.start();
    // One read for the queues that exist (all of them after the first start); only a missing
    // one is created, one at a time (each is a partition of the same table). Schedules and
    // workers are then set up together: one after another they were most of a start's wait.
    const existing = new Set((await boss.getQueues()).map((q: { name: string }) => q.name));
    for (const def of jobs) if (!existing.has(def.name)) await createQueueOnce(boss, def);
    await Promise.all(
      jobs.map(async (def) => {
        if (def.cron) await boss.schedule(def.name, def.cron.expression, {}, def.cron.tz ? { tz: def.cron.tz } : {});
        // pg-boss 10 runs one job at a time per worker: several workers make a queue's concurrency.
        for (let w = 0; w < (def.concurrency ?? 1); w++) {
          const pollingIntervalSeconds = w === 0 ? pollSeconds : pollSeconds * SPARE_POLL_FACTOR;
          const id = await boss.work<object>(def.name, { includeMetadata: true, batchSize: 1, pollingIntervalSeconds }, async ([job]) => {
            if (!job) return;
            // More may be queued: the queue's other workers look now, and this one again once done.
            wake(def.name);
            await handle(def, job);
          });
          workers.get(def.name)!.push(id);
        }
      }),
    );
  }

  return {
    get running() {
      return running;
    },
    async start() {
      try {
        await startBoss();
      } catch (err) {
        // A start that failed part way (the store's server went away) leaves nothing running
        // behind it: pg-boss's timers and any worker already added stop, so a later attempt
        // (a new engine) is the only one fetching.
        await boss.stop({ graceful: false, close: false, wait: true }).catch(() => undefined);
        throw err;
      }
      started = true;
      logger.info({ jobs: jobs.map((j) => j.name), schema }, 'job engine started');
    },
    async send(name, data, sendOptions = {}) {
      if (!byName.has(name)) throw new Error(`no job named ${name}`);
      const id = await boss.send(name, data, {
        ...(sendOptions.singletonKey ? { singletonKey: sendOptions.singletonKey } : {}),
        ...(sendOptions.startAfterSeconds ? { startAfter: sendOptions.startAfterSeconds } : {}),
      });
      wake(name);
      return id;
    },
    async sendMany(name, data, sendOptions = {}) {
      if (!byName.has(name)) throw new Error(`no job named ${name}`);
      if (data.length === 0) return;
      await boss.insert(data.map((d, i) => ({ name, data: d, ...(sendOptions.ordered ? { priority: data.length - i } : {}) })));
      wake(name);
    },
    async counts() {
      const r = await db.executeSql(`select name, state::text as state, count(*)::int as count from ${schema}.job group by name, state`);
      const found = new Map(
        r.rows.map((row: { name: string; state: string; count: number }) => [`${row.name}\u0000${row.state}`, row.count]),
      );
      return jobs.flatMap((j) => STATES.map((state) => ({ name: j.name, state, count: found.get(`${j.name}\u0000${state}`) ?? 0 })));
    },
    ready: () => started && !stopping.signal.aborted,
    pending: (names, { since = '-infinity' } = {}) => pending(names, since),
    async idle(names = jobs.map((j) => j.name), { since = '-infinity', timeoutMs = 60_000 } = {}) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        // A retry due before this wait gives up is waited for; one due later cannot be.
        const r = await db.executeSql(
          `select count(*)::int as n from ${schema}.job
           where name = any($1::text[]) and created_on >= $2::timestamptz
             and (state = 'active' or (state = 'created' and start_after <= now())
               or (state = 'retry' and start_after <= now() + make_interval(secs => $3::float8 / 1000)))`,
          [names, since, Math.max(0, until - Date.now())],
        );
        if (r.rows[0]?.n === 0) return;
        if (Date.now() > until) throw new Error(`jobs still queued or running after ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async stop(graceMs = 10_000) {
      if (!started) return;
      started = false;
      const grace = setTimeout(() => stopping.abort(new Error('the process is stopping')), graceMs);
      try {
        // Resolves once running jobs finished (or the grace ran out and pg-boss failed them for a retry).
        await new Promise<void>((resolve, reject) => {
          boss.once('stopped', () => resolve());
          boss.stop({ graceful: true, wait: true, close: false, timeout: Math.max(graceMs, 1_000) }).catch(reject);
        });
      } finally {
        clearTimeout(grace);
        stopping.abort(new Error('stopped'));
      }
      // A job past the grace was failed for a retry and told to stop (its signal), but its handler
      // may still be inside a query: the store it uses closes after this returns, so wait for it
      // (briefly: one that ignores its signal is not waited for long).
      for (const until = Date.now() + HANDLER_EXIT_MS; running > 0 && Date.now() < until; ) await new Promise((r) => setTimeout(r, 20));
      if (running > 0) logger.warn({ running }, 'job handlers still running as the job engine stops');
      logger.info({ schema }, 'job engine stopped');
    },
  };
}
