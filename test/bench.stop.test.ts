import { describe, expect, test } from 'vitest';
import { serverAvailable, TEST_SERVERS } from './support/servers.js';
import { expectSigtermLeavesNothing, query, sleep } from './support/stopped-run.js';

/**
 * `npm run bench -- w6` stopped by SIGTERM while W6 starts its first replica: every process the
 * bench started (its sandbox, the replica npm started in a group of its own, that replica's bot)
 * ends, and the scratch database the replica was given is dropped. Only the start is run: the
 * signal comes as soon as the replica holds its database.
 */

const postgresUp = await serverAvailable('postgres', 'the bench stopped by SIGTERM during W6');

describe.runIf(postgresUp)('npm run bench, stopped by SIGTERM during W6', () => {
  test('ends every process it started and drops its scratch database', { timeout: 600_000 }, async () => {
    const before = new Set(
      (await query<{ datname: string }>("select datname from pg_database where datname like 'bot_w6_%'")).map((r) => r.datname),
    );
    await expectSigtermLeavesNothing({
      command: 'npm',
      args: ['run', 'bench', '--', 'w6'],
      env: { BENCH_DATABASE_URL: TEST_SERVERS.postgres.url },
      // npm, the bench, its sandbox, and the replica's npm and bot (and the shells between).
      minProcesses: 5,
      async database(output) {
        // W6's scratch database, once a replica's bot is connected to it (migrating: not ready yet).
        for (;;) {
          const rows = await query<{ datname: string; sessions: number }>(
            "select d.datname, (select count(*)::int from pg_stat_activity a where a.datname = d.datname) as sessions from pg_database d where d.datname like 'bot_w6_%'",
          );
          const ours = rows.find((r) => !before.has(r.datname) && r.sessions > 0);
          if (ours) {
            expect(output()).not.toContain('W6: a replica started with npm start');
            return ours.datname;
          }
          output();
          await sleep(100);
        }
      },
    });
  });
});
