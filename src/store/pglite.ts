import { existsSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync, closeSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { DataDirLockedError } from './data-dir-lock.js';
import { defaultImageDir, discardImage, readImage, writeImage } from './pglite-image.js';
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
 * The embedded back end: PostgreSQL compiled to WebAssembly, in this process. With a data
 * folder it persists there (`<dir>/pglite`); without one it lives in memory (tests, console).
 * It is one session in one process, so a persisted folder is locked (`<dir>/bot.lock`) against
 * a second process: several processes need a PostgreSQL server (DATABASE_URL).
 */

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Folders this process has open: a second open in the same process is refused too. */
const openHere = new Set<string>();

/** Takes `<dir>/bot.lock` for this process; a lock left by a process that died is taken over. */
export function lockDataDir(dir: string): () => void {
  const path = join(dir, 'bot.lock');
  if (openHere.has(dir)) throw new DataDirLockedError(dir, process.pid);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeFileSync(fd, String(process.pid));
      closeSync(fd);
      openHere.add(dir);
      return () => {
        openHere.delete(dir);
        try {
          if (readFileSync(path, 'utf8').trim() === String(process.pid)) rmSync(path);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      let pid = NaN;
      try {
        pid = Number(readFileSync(path, 'utf8').trim());
      } catch {
        continue;
      }
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid)) throw new DataDirLockedError(dir, pid);
      // Left behind by a process that is gone (a crash or kill -9): take it over.
      rmSync(path, { force: true });
    }
  }
  throw new Error(`could not lock the data folder ${dir}`);
}

/** pg-boss and the like: their own parameter types; a script without parameters may hold several statements. */
async function foreign(pg: PGlite, text: string, values?: unknown[]): Promise<{ rows: any[]; rowCount: number }> {
  if (values && values.length > 0) {
    const r = await pg.query(text, values as any[]);
    return { rows: r.rows, rowCount: r.affectedRows || r.rows.length };
  }
  const results = await pg.exec(text);
  const last = results[results.length - 1];
  return { rows: last?.rows ?? [], rowCount: last?.affectedRows || (last?.rows.length ?? 0) };
}

const adapt = (q: Pick<PGlite | Transaction, 'query' | 'exec'>): Queryable => ({
  async exec(sql: string) {
    await q.exec(sql);
  },
  async query<R>(sql: string, params?: readonly Param[]): Promise<QueryResult<R>> {
    checkParams(params);
    const r = await q.query<R>(sql, params ? [...params] : undefined);
    return { rows: r.rows, rowCount: r.affectedRows || r.rows.length };
  },
});

export interface PgliteOptions {
  /** Persist under this folder; omitted: in memory, gone when the process ends. */
  dataDir?: string;
  /**
   * Where the image of a new cluster is kept (./pglite-image.ts): a new database loads it
   * instead of running initdb. Default node_modules/.cache; false: always initdb, keep nothing.
   */
  imageDir?: string | false;
}

/**
 * PostgreSQL's shared buffers sized for one bot's tables rather than initdb's 128 MB: PGlite
 * zeroes the whole segment in WebAssembly at every start (about 0.4 s of CPU at 128 MB) and
 * keeps it resident. 4 MB (512 pages) holds what a bot touches at rest (its settings, the job
 * queues it polls); a page outside them is one read from the data folder (the system's file
 * cache) away. 16 MB kept the bot 12 MiB heavier at rest for nothing measurable.
 */
const SHARED_BUFFERS = ['-c', 'shared_buffers=4MB'];

/**
 * Shared memory sized for PGlite's one session rather than a server's 100 connections, 10 WAL
 * senders and 16 autovacuum workers: PostgreSQL sizes its process array and lock tables for
 * every backend it could have, and PGlite touches the whole segment at start, so they were
 * 4 MiB of the resident WebAssembly memory (the segment 12 MiB, now 8). Four connection slots
 * leave room above the three reserved for superusers. The lock table is given back most of
 * its room per transaction: one transaction still holds 8,000 locks (creating 1,000 tables),
 * far more than a migration or the job queues' set-up takes.
 */
const ONE_SESSION = [
  '-c',
  'max_connections=4',
  '-c',
  'max_wal_senders=0',
  '-c',
  'autovacuum_worker_slots=1',
  '-c',
  'max_locks_per_transaction=256',
];

const START_PARAMS = [...PGlite.defaultStartParams, ...SHARED_BUFFERS, ...ONE_SESSION];

const create = (options: { dataDir?: string; loadDataDir?: Blob }) => PGlite.create({ ...options, startParams: START_PARAMS });

/**
 * A new cluster keeps only the database the store uses (`postgres`): initdb's two template
 * databases are copied by CREATE DATABASE alone, which the store never runs. Without them the
 * image, and every new database loaded from it, is 25 MB instead of 40 (about 0.3 s less CPU
 * and 80 MiB less resident at each start).
 */
async function initdb(dataDir: string | undefined): Promise<PGlite> {
  const pg = await create(dataDir ? { dataDir } : {});
  const templates = await pg.query<{ name: string }>(
    "select datname as name from pg_database where datname in ('template0', 'template1') and datname <> current_database()",
  );
  for (const { name } of templates.rows) {
    await pg.query(`alter database ${name} is_template false`);
    await pg.query(`drop database ${name}`);
  }
  return pg;
}

/**
 * Starts PGlite. A new database (in memory, or a data folder without a cluster yet) is loaded
 * from the kept image when there is one; otherwise initdb runs and its result becomes the image.
 * An image that fails to load is dropped and initdb runs instead.
 */
async function startPglite(dataDir: string | undefined, imageDir: string | undefined): Promise<{ pg: PGlite; startedFrom: StartedFrom }> {
  const fresh = dataDir === undefined || !existsSync(join(dataDir, 'PG_VERSION'));
  if (!fresh) return { pg: await create({ dataDir }), startedFrom: 'existing' };
  if (imageDir === undefined) return { pg: await initdb(dataDir), startedFrom: 'initdb' };
  const image = readImage(imageDir);
  if (image) {
    const emptyBefore = dataDir === undefined || !existsSync(dataDir) || readdirSync(dataDir).length === 0;
    try {
      return { pg: await create({ ...(dataDir ? { dataDir } : {}), loadDataDir: image }), startedFrom: 'image' };
    } catch {
      discardImage(imageDir);
      // What the failed load left in a folder that was empty is ours to remove before initdb.
      if (dataDir !== undefined && emptyBefore) rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const pg = await initdb(dataDir);
  await writeImage(imageDir, pg);
  return { pg, startedFrom: 'initdb' };
}

/** How a host's database started: a data folder's cluster, the kept image, or a new initdb. */
export type StartedFrom = 'existing' | 'image' | 'initdb';

/**
 * One embedded database that can hold several stores, each in a schema of its own. Starting
 * PGlite costs seconds of CPU (it runs initdb), so tests and consoles share one per process.
 * It has one session: every operation of every store runs in turn, each after setting its own
 * search_path, so the stores never see each other's tables.
 */
export interface PgliteHost {
  readonly startedFrom: StartedFrom;
  open(schema?: string): Promise<Db>;
  close(): Promise<void>;
}

export async function createPgliteHost(options: PgliteOptions = {}): Promise<PgliteHost> {
  let release = () => {};
  let dataDir: string | undefined;
  if (options.dataDir !== undefined) {
    const dir = resolve(options.dataDir);
    mkdirSync(dir, { recursive: true });
    release = lockDataDir(dir);
    dataDir = join(dir, 'pglite');
  }
  let pg: PGlite;
  let startedFrom: StartedFrom;
  try {
    ({ pg, startedFrom } = await startPglite(dataDir, options.imageDir === false ? undefined : (options.imageDir ?? defaultImageDir())));
  } catch (err) {
    release();
    throw err;
  }
  let current = 'public';
  // One session, so operations run one at a time: interactive ones first, background ones
  // (the job engine's, Db.background()) only when no interactive one waits. A member's command
  // then waits behind at most the one background statement already running.
  type Turn = { schema: string; fn: () => Promise<unknown>; resolve: (v: unknown) => void; reject: (e: unknown) => void };
  const waiting: Record<'now' | 'background', Turn[]> = { now: [], background: [] };
  let busy: Promise<void> | undefined;
  const pump = async () => {
    for (let turn = waiting.now.shift() ?? waiting.background.shift(); turn; turn = waiting.now.shift() ?? waiting.background.shift()) {
      try {
        if (current !== turn.schema) {
          await pg.exec(`set search_path to ${identifier(turn.schema)}`);
          current = turn.schema;
        }
        turn.resolve(await turn.fn());
      } catch (err) {
        turn.reject(err);
      }
    }
    busy = undefined;
  };
  const inTurn = <T>(schema: string, fn: () => Promise<T>, lane: 'now' | 'background' = 'now'): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      waiting[lane].push({ schema, fn, resolve: resolve as (v: unknown) => void, reject });
      busy ??= pump();
    });
  const root = adapt(pg);
  return {
    startedFrom,
    async open(schema = 'public') {
      const instanceKey = randomInstanceKey();
      await inTurn(schema, async () => {
        await pg.exec(`create schema if not exists ${identifier(schema)}`);
        await pg.query('select pg_advisory_lock($1::int, $2::int)', [INSTANCE_LOCK_CLASS, instanceKey]);
      });
      let closed = false;
      const live = () => {
        if (closed) throw new Error('the store is closed');
      };
      const lane = (l: 'now' | 'background'): Omit<Db, 'close' | 'background'> => ({
        kind: 'pglite',
        schema,
        instanceKey,
        query: (sql, params) => (live(), inTurn(schema, () => root.query(sql, params), l)),
        exec: (sql) => (live(), inTurn(schema, () => root.exec(sql), l)),
        executeSql: (text, values) => (live(), inTurn(schema, () => foreign(pg, text, values), l)),
        transaction: (fn) => (live(), inTurn(schema, () => pg.transaction((tx) => fn(adapt(tx))), l)),
      });
      const background: Db = { ...lane('background'), background: () => background, close: async () => undefined };
      return {
        ...lane('now'),
        background: () => background,
        async close() {
          if (closed) return;
          closed = true;
          if (!pg.closed)
            await inTurn(schema, () => pg.query('select pg_advisory_unlock($1::int, $2::int)', [INSTANCE_LOCK_CLASS, instanceKey]));
        },
      } satisfies Db;
    },
    async close() {
      try {
        await busy;
        if (!pg.closed) await pg.close();
      } finally {
        release();
      }
    },
  };
}

/** An embedded database holding one store: closing the store closes the database. */
export async function openPglite(options: PgliteOptions = {}): Promise<Db> {
  const host = await createPgliteHost(options);
  try {
    const db = await host.open();
    return {
      ...db,
      async close() {
        try {
          await db.close();
        } finally {
          await host.close();
        }
      },
    };
  } catch (err) {
    await host.close();
    throw err;
  }
}

export { DataDirLockedError };
