import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, migrate, MIGRATIONS, type Db, type Migration } from '../src/store/index.js';
import { INSTANCE_LOCK_CLASS } from '../src/store/db.js';
import { serverAvailable } from './support/servers.js';
import { dropSchema, memoryDb, openTestDb, serverDb, testSchema, type BackendName, type TestDb } from './support/store.js';

/** The storage interface behaves the same on both back ends: these run against each. */

const serverUp = await serverAvailable('postgres', 'store contract tests on PostgreSQL');
const backends: { name: BackendName; run: boolean }[] = [
  { name: 'PGlite', run: true },
  { name: 'PostgreSQL', run: serverUp },
];

for (const { name, run } of backends) {
  describe.runIf(run)(`store on ${name}`, () => {
    let t: TestDb;
    let db: Db;
    beforeAll(async () => {
      t = await openTestDb(name);
      db = t.db;
      await db.exec('create table probe (id int primary key, doc jsonb, at timestamptz, ok boolean, note text)');
    }, 180_000);
    afterAll(() => t?.drop());

    it('runs parameterised SQL with the same values in and out', async () => {
      const at = Date.UTC(2026, 10, 24, 12, 30, 15, 250);
      const ins = await db.query('insert into probe values ($1, $2::text::jsonb, to_timestamp($3::float8 / 1000), $4, $5)', [
        1,
        json({ a: [1, 'x'], b: null }),
        at,
        true,
        null,
      ]);
      expect(ins.rowCount).toBe(1);
      const r = await db.query<{ id: number; doc: unknown; at: number; ok: boolean; note: string | null }>(
        'select id, doc, epoch_ms(at) as at, ok, note from probe where id = $1',
        [1],
      );
      expect(r.rows).toEqual([{ id: 1, doc: { a: [1, 'x'], b: null }, at, ok: true, note: null }]);
      const upd = await db.query('update probe set note = $1 where id >= $2', ['n', 0]);
      expect(upd.rowCount).toBe(1);
    });

    it('refuses parameters a driver would convert its own way', async () => {
      await expect(db.query('select $1', [new Date() as never])).rejects.toThrow(/epoch ms/);
      await expect(db.query('select $1', [{ a: 1 } as never])).rejects.toThrow(/json\(\)/);
    });

    it('commits a transaction that resolves and rolls back one that throws', async () => {
      await db.transaction(async (tx) => {
        await tx.query('insert into probe (id) values ($1)', [2]);
      });
      await expect(
        db.transaction(async (tx) => {
          await tx.query('insert into probe (id) values ($1)', [3]);
          throw new Error('changed my mind');
        }),
      ).rejects.toThrow('changed my mind');
      const r = await db.query<{ id: number }>('select id from probe where id in (2, 3) order by id');
      expect(r.rows.map((row) => row.id)).toEqual([2]);
    });

    it('has applied every migration once, and applying again changes nothing', async () => {
      const r = await db.query<{ version: number; name: string }>('select version, name from schema_migrations order by version');
      expect(r.rows).toEqual(MIGRATIONS.map((m) => ({ version: m.version, name: m.name })));
      expect(await migrate(db)).toEqual([]);
      // Two at once on the same database: the lock serialises them and neither reapplies.
      expect(await Promise.all([migrate(db), migrate(db)])).toEqual([[], []]);
    });

    it('applies a new migration once and refuses an edited or unknown one', async () => {
      const next: Migration = {
        version: MIGRATIONS.length + 1,
        name: 'probe column',
        sql: 'alter table probe add column extra int; alter table probe add column more int;',
      };
      expect(await migrate(db, [...MIGRATIONS, next])).toEqual([next.version]);
      expect(await migrate(db, [...MIGRATIONS, next])).toEqual([]);
      await expect(migrate(db, [...MIGRATIONS, { ...next, name: 'edited' }])).rejects.toThrow(/recorded as "probe column" but is "edited"/);
      await expect(migrate(db)).rejects.toThrow(/does not know: run a newer bot/);
      await expect(migrate(db, [...MIGRATIONS, { ...next, version: next.version + 1 }])).rejects.toThrow(/expected/);
    });

    it('holds an advisory lock on its instance key while open', async () => {
      const r = await db.query<{ n: number }>(
        "select count(*)::int as n from pg_locks where locktype = 'advisory' and granted and classid = $1 and objid = $2 and objsubid = 2",
        [INSTANCE_LOCK_CLASS, db.instanceKey],
      );
      expect(r.rows[0]?.n).toBe(1);
    });
  });
}

describe('stores sharing one embedded database', () => {
  it('each see only their own tables', async () => {
    const [a, b] = await Promise.all([memoryDb(), memoryDb()]);
    try {
      await a.db.exec('create table mine (v text)');
      await Promise.all([a.db.query('insert into mine values ($1)', ['a']), b.db.exec('create table mine (v text)')]);
      await b.db.transaction((tx) => tx.query('insert into mine values ($1)', ['b']));
      expect((await a.db.query('select v from mine')).rows).toEqual([{ v: 'a' }]);
      expect((await b.db.query('select v from mine')).rows).toEqual([{ v: 'b' }]);
    } finally {
      await Promise.all([a.drop(), b.drop()]);
    }
  });
});

describe.runIf(serverUp)('several processes starting at once on one PostgreSQL schema', () => {
  it('apply each migration exactly once and all start', async () => {
    const schema = testSchema();
    try {
      const opened = await Promise.all([serverDb(schema), serverDb(schema), serverDb(schema)]);
      const r = await opened[0]!.db.query<{ n: number }>('select count(*)::int as n from schema_migrations');
      expect(r.rows[0]?.n).toBe(MIGRATIONS.length);
      // Each holds its own instance lock, visible to the others.
      const keys = new Set(opened.map((o) => o.db.instanceKey));
      expect(keys.size).toBe(3);
      await Promise.all(opened.map((o) => o.db.close()));
    } finally {
      await dropSchema(schema);
    }
  }, 60_000);
});
