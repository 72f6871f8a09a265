import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INSTANCE_LOCK_CLASS } from '../src/store/db.js';
import { serverAvailable, TEST_SERVERS } from './support/servers.js';
import { serverDb } from './support/store.js';

/**
 * A replica's instance lock on PostgreSQL: other processes read a missing lock as the replica
 * gone and settle its in-flight writes as unknown. A lock connection the server drops is
 * replaced and the same lock taken again, so a live replica does not look dead for good.
 */

const serverUp = await serverAvailable('postgres', 'the instance lock on PostgreSQL');

describe.runIf(serverUp)('the instance lock on PostgreSQL', () => {
  const admin = new pg.Client({ connectionString: TEST_SERVERS.postgres.url });
  beforeAll(() => admin.connect());
  afterAll(() => admin.end());

  const holders = async (key: number) =>
    (
      await admin.query<{ pid: number }>(
        "select pid from pg_locks where locktype = 'advisory' and granted and classid = $1 and objsubid = 2 and objid = $2::oid",
        [INSTANCE_LOCK_CLASS, key],
      )
    ).rows.map((r) => r.pid);

  it('is taken again with the same key when its connection is dropped, and released on close', async () => {
    const t = await serverDb();
    const key = t.db.instanceKey;
    try {
      const [first] = await holders(key);
      expect(first).toBeDefined();
      await admin.query('select pg_terminate_backend($1)', [first]);
      let again: number[] = [];
      for (let i = 0; i < 100 && !(again.length === 1 && again[0] !== first); i++) {
        await new Promise((r) => setTimeout(r, 100));
        again = await holders(key);
      }
      expect(again).toHaveLength(1);
      expect(again[0]).not.toBe(first);
      // The store still works after it.
      expect((await t.db.query<{ one: number }>('select 1 as one')).rows[0]?.one).toBe(1);
    } finally {
      await t.drop();
    }
    expect(await holders(key)).toEqual([]);
  });
});
