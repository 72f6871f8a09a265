import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { dropStoreSql, memoryPgliteHost, migrate, openDb, type Db } from '../../src/store/index.js';
import type { PgliteHost } from '../../src/store/pglite.js';
import { TEST_SERVERS } from './servers.js';

/**
 * Databases for store tests: an in-memory PGlite, or a schema of its own on the local
 * PostgreSQL server that `drop()` removes. Both are migrated.
 */

export interface TestDb {
  db: Db;
  /** Closes the database and, on the server, drops its schema. */
  drop(): Promise<void>;
}

export const testSchema = () => `store_test_${randomBytes(5).toString('hex')}`;

export async function dropSchema(schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_SERVERS.postgres.url });
  await client.connect();
  try {
    await client.query(dropStoreSql(schema));
  } finally {
    await client.end();
  }
}

/**
 * One in-memory PGlite per test process (starting one costs seconds), a schema per store: the
 * one the process's memory stores (test bots, consoles) use too.
 */
export const sharedPglite = (): Promise<PgliteHost> => memoryPgliteHost();

export async function memoryDb(schema = testSchema()): Promise<TestDb & { schema: string }> {
  const h = await sharedPglite();
  const db = await h.open(schema);
  await migrate(db);
  return {
    db,
    schema,
    async drop() {
      await db.close();
      const cleaner = await h.open('public');
      await cleaner.exec(dropStoreSql(schema));
      await cleaner.close();
    },
  };
}

export async function serverDb(schema = testSchema()): Promise<TestDb & { schema: string }> {
  const db = await openDb({ databaseUrl: TEST_SERVERS.postgres.url, schema });
  return {
    db,
    schema,
    async drop() {
      await db.close();
      await dropSchema(schema);
    },
  };
}

export type BackendName = 'PGlite' | 'PostgreSQL';
export const openTestDb = (name: BackendName): Promise<TestDb> => (name === 'PGlite' ? memoryDb() : serverDb());
