import pg from 'pg';
import {
  checkParams,
  identifier,
  INSTANCE_LOCK_CLASS,
  randomInstanceKey,
  type Db,
  type Param,
  type Queryable,
  type QueryResult,
} from './db.js';

/**
 * The server back end: a PostgreSQL server through `pg`, for several processes or replicas
 * sharing one database. All of the store's tables live in `schema` (default `public`).
 */

export interface PostgresOptions {
  url: string;
  /** Tables live here; created when missing. Tests use a schema of their own. */
  schema?: string;
  /** Connections in the pool (default 5). */
  max?: number;
}

const { Pool, Client } = pg;

// Drivers' own conversions are not relied on (see db.ts), but int8 and numeric would come back
// as strings: the store's SQL casts what it reads to int or float8 instead.

function adapt(q: pg.Pool | pg.PoolClient): Queryable {
  return {
    async exec(sql: string) {
      // Without parameters pg uses the simple protocol, which takes several statements.
      await q.query(sql);
    },
    async query<R>(sql: string, params?: readonly Param[]): Promise<QueryResult<R>> {
      checkParams(params);
      const r = await q.query(sql, params ? [...params] : undefined);
      return { rows: r.rows as R[], rowCount: r.rowCount ?? r.rows.length };
    },
  };
}

export async function openPostgres(options: PostgresOptions): Promise<Db> {
  const schema = options.schema ?? 'public';
  const searchPath = `-c search_path=${identifier(schema)}`;
  const instanceKey = randomInstanceKey();
  const lock = async (): Promise<pg.Client> => {
    const c = new Client({ connectionString: options.url, options: searchPath });
    // Until watch() takes over: a connection lost while locking fails the query, not the process.
    c.on('error', () => undefined);
    await c.connect();
    try {
      await c.query('select pg_advisory_lock($1::int, $2::int)', [INSTANCE_LOCK_CLASS, instanceKey]);
    } catch (err) {
      await c.end().catch(() => undefined);
      throw err;
    }
    return c;
  };
  // The instance lock lives on a connection of its own, held for as long as the store is open.
  // Other processes read a missing lock as this process gone and settle its in-flight writes
  // (the safe side: never resent), so a lost connection is replaced and the lock taken again
  // with the same key, retrying until the store closes.
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let holder = await lock();
  const watch = (c: pg.Client) => {
    let lost = false;
    const relock = (delayMs: number) => {
      retry = setTimeout(() => {
        retry = undefined;
        if (closed) return;
        lock().then(
          (next) => {
            if (closed) return void next.end().catch(() => undefined);
            holder = next;
            watch(next);
          },
          () => relock(Math.min(delayMs * 2, 30_000)),
        );
      }, delayMs);
      retry.unref();
    };
    const onLost = () => {
      if (lost || closed) return;
      lost = true;
      relock(200);
    };
    c.on('error', onLost);
    c.on('end', onLost);
  };
  watch(holder);
  try {
    await holder.query(`create schema if not exists ${identifier(schema)}`);
  } catch (err) {
    // Two processes creating the same schema at once: one wins, the other sees it exist.
    if ((err as { code?: string }).code !== '23505' && (err as { code?: string }).code !== '42P06') throw err;
  }
  const pool = new Pool({ connectionString: options.url, options: searchPath, max: options.max ?? 5 });
  pool.on('error', () => {
    // An idle connection dropped by the server: the pool replaces it on the next query.
  });
  const onPool = (p: pg.Pool): Omit<Db, 'close' | 'background'> => {
    const root = adapt(p);
    return {
      kind: 'postgres',
      schema,
      instanceKey,
      query: root.query,
      exec: root.exec,
      async executeSql(text, values) {
        // Without parameters pg uses the simple protocol, which takes several statements.
        const r = await p.query(text, values && values.length > 0 ? values : undefined);
        const last = Array.isArray(r) ? (r[r.length - 1] as pg.QueryResult) : r;
        return { rows: last?.rows ?? [], rowCount: last?.rowCount ?? 0 };
      },
      transaction: (fn) => transactionOn(p, fn),
    };
  };
  let backgroundPool: pg.Pool | undefined;
  let background: Db | undefined;
  return {
    ...onPool(pool),
    background() {
      if (!background) {
        backgroundPool = new Pool({ connectionString: options.url, options: searchPath, max: BACKGROUND_CONNECTIONS });
        backgroundPool.on('error', () => undefined);
        background = { ...onPool(backgroundPool), background: () => background!, close: async () => undefined };
      }
      return background;
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      await pool.end();
      await backgroundPool?.end();
      await holder.end().catch(() => undefined);
    },
  };
}

/** Connections of a store's background pool (the job engine's). */
const BACKGROUND_CONNECTIONS = 2;

async function transactionOn<T>(pool: pg.Pool, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  // A connection lost mid-transaction fails the transaction's query (the caller hears of it);
  // without a listener the client's 'error' event would also end the process.
  const lost = () => undefined;
  client.on('error', lost);
  let out: T;
  try {
    await client.query('begin');
    out = await fn(adapt(client));
    await client.query('commit');
  } catch (err) {
    // A connection that cannot even roll back is dropped rather than reused.
    const broken = await client.query('rollback').then(
      () => false,
      () => true,
    );
    client.removeListener('error', lost);
    client.release(broken);
    throw err;
  }
  client.removeListener('error', lost);
  client.release();
  return out;
}
