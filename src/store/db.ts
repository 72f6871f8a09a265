/**
 * The one storage interface. Both back ends (embedded PGlite, a PostgreSQL server through `pg`)
 * run the same plain parameterised SQL. To keep it the same on both, parameters are only
 * strings, numbers, booleans and null: JSON goes in as text (`$1::text::jsonb` with `json(x)`),
 * times as epoch milliseconds (`to_timestamp($1::float8 / 1000)`) and come back through
 * `epoch_ms(column)`, so no driver's own type conversion is ever relied on.
 */

export type Param = string | number | boolean | null;

export interface QueryResult<R> {
  rows: R[];
  /** Rows inserted, updated or deleted (or returned by a SELECT). */
  rowCount: number;
}

export interface Queryable {
  query<R = Record<string, unknown>>(sql: string, params?: readonly Param[]): Promise<QueryResult<R>>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export type BackendKind = 'pglite' | 'postgres';

/** What a library that brings its own SQL needs (pg-boss's `db` option): its parameters as it gives them. */
export interface ForeignSql {
  /** Several statements when there are no parameters; the last one's rows. */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: any[]; rowCount: number }>;
}

export interface Db extends Queryable, ForeignSql {
  readonly kind: BackendKind;
  /** The schema the store's tables live in (`public` unless chosen). */
  readonly schema: string;
  /**
   * Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. Inside,
   * use only `tx` (never the Db itself: the embedded back end has one session, and waiting on it
   * from inside its own transaction would never end).
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * A number that identifies this process while it is alive. The back end holds a session-level
   * advisory lock on it for as long as it is open, so any process can tell whether the owner of
   * a journal entry is still running (see `ownerAlive` in journal.ts).
   */
  readonly instanceKey: number;
  /**
   * The same store for work nobody waits for (the job engine): on the embedded database its
   * statements run only when no interactive one waits; on a server it has connections of its own
   * (a small pool), so it never holds the connections members' commands use. Closed with this.
   */
  background(): Db;
  close(): Promise<void>;
}

/** The advisory-lock class for instance keys (pg_locks.classid): "bot" in ASCII. */
export const INSTANCE_LOCK_CLASS = 0x626f74;

/** JSON as a text parameter, for `$n::text::jsonb`. */
export const json = (value: unknown): string => JSON.stringify(value);

export function checkParams(params: readonly Param[] | undefined): void {
  for (const p of params ?? []) {
    const t = typeof p;
    if (p !== null && t !== 'string' && t !== 'number' && t !== 'boolean') {
      throw new TypeError(
        `store parameters are strings, numbers, booleans or null (got ${t}); pass JSON with json() and times as epoch ms`,
      );
    }
    if (t === 'number' && !Number.isFinite(p as number)) throw new TypeError('store parameters must be finite numbers');
  }
}

/** A quoted SQL identifier, for a schema name chosen by tests or configuration. */
export function identifier(name: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`not a plain schema name: ${name}`);
  return `"${name}"`;
}

/** A random positive 31-bit number. */
export function randomInstanceKey(): number {
  return 1 + Math.floor(Math.random() * 0x7ffffffe);
}
