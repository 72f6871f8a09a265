import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import PgBoss from 'pg-boss';
import { createJobEngine, defineJob, type JobEngine } from '../src/jobs/engine.js';
import { silentLogger } from '../src/log.js';
import { dropStoreSql, jobsSchemaOf, openDb, type Db } from '../src/store/index.js';
import { installedPgBossSchema, PG_BOSS_SCHEMA_VERSION } from '../src/store/job-schema.js';
import { migrate } from '../src/store/migrations.js';
import { serverAvailable, TEST_SERVERS } from './support/servers.js';
import { dropSchema, sharedPglite, testSchema, type BackendName } from './support/store.js';

/**
 * The job engine (pg-boss on the store) on both back ends: a job runs once across two
 * "replicas" on one store; a replica that stops mid-job leaves it to another; cron schedules
 * keep their time zone; the queue's tables come from the store's numbered migration.
 */

const serverUp = await serverAvailable('postgres', 'job engine tests on PostgreSQL');

it('the installed pg-boss expects the schema version migration 4 created (an upgrade needs a new migration)', () => {
  expect(installedPgBossSchema()).toBe(PG_BOSS_SCHEMA_VERSION);
  expect(PgBoss.getConstructionPlans('x')).toContain(`VALUES ('${PG_BOSS_SCHEMA_VERSION}')`);
});

const until = async (check: () => boolean | Promise<boolean>, ms = 60_000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 100));
  }
};

for (const { name, run } of [
  { name: 'PGlite' as BackendName, run: true },
  { name: 'PostgreSQL' as BackendName, run: serverUp },
]) {
  describe.runIf(run)(`job engine on ${name}`, () => {
    const schema = testSchema();
    const opened: Db[] = [];
    const engines: JobEngine[] = [];
    /** A new replica's store handle on the same database. */
    const replicaDb = async (): Promise<Db> => {
      const db =
        name === 'PGlite' ? await (await sharedPglite()).open(schema) : await openDb({ databaseUrl: TEST_SERVERS.postgres.url, schema });
      await migrate(db);
      opened.push(db);
      return db;
    };
    beforeAll(async () => {
      await replicaDb();
    }, 180_000);
    afterAll(async () => {
      for (const e of engines) await e.stop(1_000).catch(() => {});
      for (const d of opened) await d.close().catch(() => {});
      if (name === 'PostgreSQL') await dropSchema(schema);
      else {
        const c = await (await sharedPglite()).open('public');
        await c.exec(dropStoreSql(schema));
        await c.close();
      }
    });

    it('migration 4 made the queue tables in their own schema, at the version pg-boss checks', async () => {
      const db = opened[0]!;
      const r = await db.executeSql(`select version from ${jobsSchemaOf(schema)}.version`);
      expect(Number(r.rows[0]?.version)).toBe(PG_BOSS_SCHEMA_VERSION);
      expect(
        (await db.query<{ version: number }>('select max(version)::int as version from schema_migrations')).rows[0]?.version,
      ).toBeGreaterThanOrEqual(4);
    });

    it('three replicas starting at once on a store with no queues yet all start (no deadlock lost)', async () => {
      const jobs = ['test.together.a', 'test.together.b'].map((name) => defineJob({ name, async run() {} }));
      const three = await Promise.all([0, 1, 2].map(async () => createJobEngine({ db: await replicaDb(), jobs, logger: silentLogger })));
      engines.push(...three);
      await Promise.all(three.map((e) => e.start()));
      expect(three.map((e) => e.ready())).toEqual([true, true, true]);
      for (const e of three) await e.stop(1_000);
    }, 120_000);

    it('30 jobs sent to two replicas run once each; counts by state', async () => {
      const ran: Array<{ n: number; replica: string }> = [];
      const make = (replica: string) =>
        defineJob<{ n: number }>({
          name: 'test.once',
          policy: 'stately',
          async run(data) {
            ran.push({ n: data.n, replica });
            await new Promise((r) => setTimeout(r, 5));
          },
        });
      const a = createJobEngine({ db: await replicaDb(), jobs: [make('a')], logger: silentLogger, pollSeconds: 0.5 });
      const b = createJobEngine({ db: await replicaDb(), jobs: [make('b')], logger: silentLogger, pollSeconds: 0.5 });
      engines.push(a, b);
      await a.start();
      await b.start();
      for (let n = 0; n < 30; n++) expect(await a.send('test.once', { n }, { singletonKey: `k${n}` })).toBeTruthy();
      await until(() => ran.length >= 30);
      await a.idle(['test.once']);
      expect(ran.map((r) => r.n).sort((x, y) => x - y)).toEqual([...Array(30).keys()]);
      const counts = await a.counts();
      expect(counts.find((c) => c.name === 'test.once' && c.state === 'completed')?.count).toBe(30);
      await a.stop(1_000);
      await b.stop(1_000);
    }, 120_000);

    it('a replica that stops mid-job (grace over) leaves it failed for a retry, and another replica runs it', async () => {
      const seen: string[] = [];
      let release: (() => void) | undefined;
      const stuckDb = await replicaDb();
      const stuck = createJobEngine({
        db: stuckDb,
        logger: silentLogger,
        pollSeconds: 0.5,
        jobs: [
          defineJob({
            name: 'test.retry',
            retryDelaySeconds: 1,
            async run(_d, ctx) {
              seen.push('stuck');
              // Never finishes by itself: only the stop's abort ends it.
              await new Promise<void>((resolve) => {
                release = resolve;
                ctx.signal.addEventListener('abort', () => resolve());
              });
              // Still using the store a moment after the abort (a query in flight).
              await new Promise((r) => setTimeout(r, 300));
              await stuckDb.executeSql('select 1');
              throw new Error('stopped mid-job');
            },
          }),
        ],
      });
      engines.push(stuck);
      await stuck.start();
      await stuck.send('test.retry', {});
      await until(() => seen.length === 1);
      expect(stuck.running).toBe(1);
      await stuck.stop(1_000);
      // Its handler returned before the stop did: the store can close after it.
      expect(stuck.running).toBe(0);
      release?.();
      const other = createJobEngine({
        db: await replicaDb(),
        logger: silentLogger,
        pollSeconds: 0.5,
        jobs: [
          defineJob({
            name: 'test.retry',
            async run() {
              seen.push('other');
            },
          }),
        ],
      });
      engines.push(other);
      await other.start();
      await until(() => seen.includes('other'));
      expect(seen).toEqual(['stuck', 'other']);
      await other.stop(1_000);
    }, 120_000);

    it('idle waits for a job that failed and waits for its retry (retried later, still queued)', async () => {
      let runs = 0;
      const engine = createJobEngine({
        db: await replicaDb(),
        logger: silentLogger,
        pollSeconds: 0.5,
        jobs: [
          defineJob({
            name: 'test.idle-retry',
            retryLimit: 2,
            retryDelaySeconds: 2,
            async run() {
              runs++;
              if (runs === 1) throw new Error('a passing fault');
            },
          }),
        ],
      });
      engines.push(engine);
      await engine.start();
      await engine.send('test.idle-retry', {});
      // The first run failed: the job is back in the queue, due again after its retry delay.
      await until(async () => (await engine.counts()).some((c) => c.name === 'test.idle-retry' && c.state === 'retry' && c.count === 1));
      expect(runs).toBe(1);
      await engine.idle(['test.idle-retry']);
      // Idle means nothing of these queues is left to run: the retry ran.
      expect(runs).toBe(2);
      expect((await engine.counts()).find((c) => c.name === 'test.idle-retry' && c.state === 'completed')?.count).toBe(1);
      await engine.stop(1_000);
    }, 60_000);

    it('idle does not wait for a retry due after it would give up (it returns, it does not fail)', async () => {
      let runs = 0;
      const engine = createJobEngine({
        db: await replicaDb(),
        logger: silentLogger,
        pollSeconds: 0.5,
        jobs: [
          defineJob({
            name: 'test.idle-late-retry',
            retryLimit: 1,
            retryDelaySeconds: 3_600,
            async run() {
              runs++;
              throw new Error('down for an hour');
            },
          }),
        ],
      });
      engines.push(engine);
      await engine.start();
      await engine.send('test.idle-late-retry', {});
      await until(async () =>
        (await engine.counts()).some((c) => c.name === 'test.idle-late-retry' && c.state === 'retry' && c.count === 1),
      );
      await expect(engine.idle(['test.idle-late-retry'], { timeoutMs: 1_000 })).resolves.toBeUndefined();
      expect(runs).toBe(1);
      await engine.stop(1_000);
    }, 60_000);

    it("jobs queued in this process start at once, at the queue's concurrency, without waiting for a poll", async () => {
      // Polls a minute apart (spare workers fifteen): within this test only the wake-ups start these.
      let running = 0;
      let peak = 0;
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      const done: number[] = [];
      const engine = createJobEngine({
        db: await replicaDb(),
        logger: silentLogger,
        pollSeconds: 60,
        jobs: [
          defineJob<{ n: number }>({
            name: 'test.wake',
            concurrency: 3,
            async run({ n }) {
              peak = Math.max(peak, ++running);
              if (peak === 3) release();
              await gate;
              running--;
              done.push(n);
            },
          }),
        ],
      });
      engines.push(engine);
      await engine.start();
      await engine.send('test.wake', { n: 0 });
      await engine.sendMany(
        'test.wake',
        [1, 2, 3, 4].map((n) => ({ n })),
      );
      await until(() => done.length === 5, 15_000);
      expect(peak).toBe(3);
      expect(done.sort()).toEqual([0, 1, 2, 3, 4]);
      await engine.stop(1_000);
    }, 60_000);

    it('a cron job is scheduled with its time zone, once however many replicas declare it', async () => {
      const jobs = [defineJob({ name: 'test.cron', cron: { expression: '0 18 * * 1', tz: 'Europe/Berlin' }, async run() {} })];
      const a = createJobEngine({ db: await replicaDb(), jobs, logger: silentLogger });
      const b = createJobEngine({ db: await replicaDb(), jobs, logger: silentLogger });
      engines.push(a, b);
      await a.start();
      await b.start();
      const r = await opened[0]!.executeSql(`select name, cron, timezone from ${jobsSchemaOf(schema)}.schedule where name = 'test.cron'`);
      expect(r.rows).toEqual([{ name: 'test.cron', cron: '0 18 * * 1', timezone: 'Europe/Berlin' }]);
      expect(a.ready()).toBe(true);
      await a.stop(1_000);
      expect(a.ready()).toBe(false);
      await b.stop(1_000);
    }, 120_000);
  });
}
