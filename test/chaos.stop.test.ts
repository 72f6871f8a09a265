import { describe, expect, test } from 'vitest';
import { serverAvailable, TEST_SERVERS } from './support/servers.js';
import { expectSigtermLeavesNothing, query, sleep } from './support/stopped-run.js';

/**
 * `npm run chaos` stopped by SIGTERM once its replicas hold their database: every process the
 * run started (the replicas, each in a process group of its own) ends, and the run's scratch
 * database is dropped.
 */

const serversUp =
  (await serverAvailable('postgres', 'the chaos run stopped by SIGTERM')) &&
  (await serverAvailable('redis', 'the chaos run stopped by SIGTERM'));

describe.runIf(serversUp)('npm run chaos, stopped by SIGTERM', () => {
  test('ends every replica it started and drops its scratch database', { timeout: 600_000 }, async () => {
    await expectSigtermLeavesNothing({
      command: process.execPath,
      args: ['node_modules/tsx/dist/cli.mjs', 'chaos/main.ts', '--seed', '5', '--seconds', '60'],
      env: { BENCH_DATABASE_URL: TEST_SERVERS.postgres.url, BENCH_REDIS_URL: TEST_SERVERS.redis.url },
      // The run and its three replicas (they connect through the run's proxy).
      minProcesses: 4,
      async database(output) {
        // Named once its three replicas listen (other runs may have theirs).
        for (;;) {
          const name = /replicas listening, on database (bot_chaos_\w+)/.exec(output())?.[1];
          if (name) {
            expect(await query('select datname from pg_database where datname = $1', [name])).toHaveLength(1);
            return name;
          }
          await sleep(100);
        }
      },
    });
  });
});
