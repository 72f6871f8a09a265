import { afterAll, beforeAll, describe } from 'vitest';
import { scratchDatabase, type ScratchDatabase } from '../bench/replicas.js';
import { killPoints } from './support/kill-point.js';
import { serverAvailable, TEST_SERVERS } from './support/servers.js';

/**
 * SIGKILL at every step of a write, as test/kill-point.test.ts does on the embedded database:
 * here on a PostgreSQL server (a database of its own, created and dropped here). The cases and
 * how they are checked: test/support/kill-point.ts.
 */

const serverUp = await serverAvailable('postgres', 'kill-point test on PostgreSQL');

describe.runIf(serverUp)('SIGKILL at each step of a write, on PostgreSQL (--data postgres://…)', () => {
  let database: ScratchDatabase;
  beforeAll(async () => {
    database = await scratchDatabase(TEST_SERVERS.postgres.url, 'kill_point');
  });
  afterAll(() => database?.drop());
  killPoints(() => database.url);
});
