import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { killPoints } from './support/kill-point.js';
import { serverAvailable, TEST_SERVERS } from './support/servers.js';

/**
 * SIGKILL at every step of a write, as test/kill-point.test.ts does on the embedded database:
 * here on a PostgreSQL server (a database of its own, created and dropped here). The cases and
 * how they are checked: test/support/kill-point.ts.
 */

const serverUp = await serverAvailable('postgres', 'kill-point test on PostgreSQL');

describe.runIf(serverUp)('SIGKILL at each step of a write, on PostgreSQL (--data postgres://…)', () => {
  const database = `kill_point_${randomBytes(5).toString('hex')}`;
  const admin = () => new pg.Client({ connectionString: TEST_SERVERS.postgres.url });
  const url = new URL(TEST_SERVERS.postgres.url);
  url.pathname = `/${database}`;
  beforeAll(async () => {
    const c = admin();
    await c.connect();
    await c.query(`create database ${database}`);
    await c.end();
  });
  afterAll(async () => {
    const c = admin();
    await c.connect();
    await c.query(`drop database if exists ${database} with (force)`);
    await c.end();
  });
  killPoints(() => url.toString());
});
