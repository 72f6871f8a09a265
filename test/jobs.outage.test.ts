import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { tcpProxy, type TcpProxy } from '../bench/tcp-proxy.js';
import { createJobEngine, defineJob, type JobEngine } from '../src/jobs/engine.js';
import { keepStarting } from '../src/jobs/keep-starting.js';
import { createLogger, type Logger } from '../src/log.js';
import { openDb, type Db } from '../src/store/index.js';
import { migrate } from '../src/store/migrations.js';
import { serverAvailable, TEST_SERVERS } from './support/servers.js';
import { dropSchema, testSchema } from './support/store.js';

/**
 * The job engine while its PostgreSQL server goes away, through a loopback proxy the test cuts:
 * an engine that cannot start (a replica started during the outage) keeps trying and starts once
 * the server is back; a job whose completion cannot be recorded is logged, not an unhandled
 * rejection, and runs again once its expiry passes.
 */

const pgUp = await serverAvailable('postgres', 'job engine outages (PostgreSQL)');

const until = async (what: string, check: () => boolean | Promise<boolean>, ms = 60_000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
};

/** A logger whose lines the test reads. */
function recording(): { logger: Logger; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger({
    level: 'info',
    destination: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  });
  return { logger, lines };
}

describe.runIf(pgUp)('the job engine while PostgreSQL is cut', () => {
  const schema = testSchema();
  let proxy: TcpProxy;
  const dbs: Db[] = [];
  const engines: JobEngine[] = [];
  const rejections: unknown[] = [];
  const onRejection = (reason: unknown) => void rejections.push(reason);
  const proxiedDb = async () => {
    const db = await openDb({ databaseUrl: proxy.url(TEST_SERVERS.postgres.url), schema });
    dbs.push(db);
    return db;
  };

  beforeAll(async () => {
    proxy = await tcpProxy({ host: '127.0.0.1', port: Number(new URL(TEST_SERVERS.postgres.url).port || 5432) });
    const direct = await openDb({ databaseUrl: TEST_SERVERS.postgres.url, schema });
    await migrate(direct);
    await direct.close();
    process.on('unhandledRejection', onRejection);
  }, 120_000);
  afterEach(async () => {
    proxy.restore();
    for (const e of engines.splice(0)) await e.stop(1_000).catch(() => undefined);
  });
  afterAll(async () => {
    process.off('unhandledRejection', onRejection);
    for (const d of dbs) await d.close().catch(() => undefined);
    await proxy?.close();
    await dropSchema(schema);
  });

  it('an engine that cannot start while the server is down keeps trying, and starts once it is back', async () => {
    const { logger, lines } = recording();
    const db = await proxiedDb();
    proxy.cut();
    let attempts = 0;
    const stopping = new AbortController();
    const started = keepStarting(
      async () => {
        attempts++;
        // Each attempt a new engine, as the bot's jobs make one per start.
        const e = createJobEngine({ db, logger, pollSeconds: 0.5, jobs: [defineJob({ name: 'test.outage.start', async run() {} })] });
        engines.push(e);
        await e.start();
      },
      { logger, signal: stopping.signal, firstDelayMs: 200, maxDelayMs: 1_000 },
    );
    await until('two failed attempts', () => attempts >= 2);
    expect(engines.some((e) => e.ready())).toBe(false);
    const warned = lines.filter(
      (l) => l.msg === 'could not start the job engine; background jobs wait and readiness stays false until it starts',
    );
    expect(warned.length).toBeGreaterThanOrEqual(1);
    expect(warned[0]).toMatchObject({ level: 40, attempt: 1, retryInMs: 200 });
    proxy.restore();
    expect(await started).toBe(true);
    expect(engines.at(-1)!.ready()).toBe(true);
    // Only the engine that started is running: the failed ones left nothing behind.
    expect(engines.filter((e) => e.ready())).toHaveLength(1);
    expect(lines.some((l) => l.msg === 'job engine started after earlier attempts failed')).toBe(true);
  }, 120_000);

  it('a stop while it waits ends the attempts (no engine starts after the process stops)', async () => {
    const { logger } = recording();
    const stopping = new AbortController();
    let attempts = 0;
    const started = keepStarting(
      async () => {
        attempts++;
        throw new Error('the server is down');
      },
      { logger, signal: stopping.signal, firstDelayMs: 60_000 },
    );
    await until('one attempt', () => attempts === 1);
    stopping.abort();
    expect(await started).toBe(false);
    expect(attempts).toBe(1);
  });

  it("a job finished while the server is cut: its completion's failure is logged, not an unhandled rejection, and the job runs again after its expiry", async () => {
    const { logger, lines } = recording();
    const db = await proxiedDb();
    const ran: number[] = [];
    const engine = createJobEngine({
      db,
      logger,
      pollSeconds: 0.5,
      maintenanceSeconds: 1,
      jobs: [
        defineJob({
          name: 'test.outage.complete',
          expireInSeconds: 2,
          retryDelaySeconds: 0,
          async run() {
            ran.push(Date.now());
            // The server goes away as the job finishes: pg-boss's completion cannot be recorded.
            if (ran.length === 1) proxy.cut();
          },
        }),
      ],
    });
    engines.push(engine);
    await engine.start();
    rejections.length = 0;
    await engine.send('test.outage.complete', {});
    await until('the job to run', () => ran.length === 1);
    await new Promise((r) => setTimeout(r, 1_000));
    expect(rejections).toEqual([]);
    expect(
      lines.filter((l) => l.msg === 'could not record a job as completed; it stays active and is run again once its expiry passes'),
    ).toMatchObject([{ level: 40, job: 'test.outage.complete' }]);
    proxy.restore();
    await until('the job to run again', () => ran.length >= 2, 90_000);
    await until('it to complete', async () => (await engine.pending(['test.outage.complete'])) === 0, 30_000);
    expect(rejections).toEqual([]);
  }, 150_000);
});
