import pg from 'pg';
import { checkParams, identifier, INSTANCE_LOCK_CLASS, randomInstanceKey, type Db, type Param, type Queryable, type QueryResult } from './db.js';

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
  // The instance lock lives on a connection of its own, held for as long as the store is open.
  const holder = new Client({ connectionString: options.url, options: searchPath });
  await holder.connect();
  holder.on('error', () => {
    // The pool reports connection problems on use; a lost holder only means this process's
    // in-flight entries look abandoned to others, which is the safe side.
  });
  try {
    await holder.query(`create schema if not exists ${identifier(schema)}`);
  } catch (err) {
    // Two processes creating the same schema at once: one wins, the other sees it exist.
    if ((err as { code?: string }).code !== '23505' && (err as { code?: string }).code !== '42P06') throw err;
  }
  const instanceKey = randomInstanceKey();
  await holder.query('select pg_advisory_lock($1::int, $2::int)', [INSTANCE_LOCK_CLASS, instanceKey]);
  const pool = new Pool({ connectionString: options.url, options: searchPath, max: options.max ?? 5 });
  pool.on('error', () => {
    // An idle connection dropped by the server: the pool replaces it on the next query.
  });
  const root = adapt(pool);
  return {
    kind: 'postgres',
    instanceKey,
    query: root.query,
    exec: root.exec,
    async transaction(fn) {
      const client = await pool.connect();
      let out;
      try {
        await client.query('begin');
        out = await fn(adapt(client));
        await client.query('commit');
      } catch (err) {
        // A connection that cannot even roll back is dropped rather than reused.
        const broken = await client.query('rollback').then(() => false, () => true);
        client.release(broken);
        throw err;
      }
      client.release();
      return out;
    },
    async close() {
      await pool.end();
      await holder.end();
    },
  };
}
