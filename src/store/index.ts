import { createAuditLog, type AuditLog } from './audit.js';
import type { BackendKind, Db, Queryable } from './db.js';
import { createJournal, type Journal, type JournalOptions } from './journal.js';
import { migrate } from './migrations.js';
import { randomBytes } from 'node:crypto';
// PGlite (and its WebAssembly) loads at the first embedded store use, never on a PostgreSQL server.
import type { PgliteHost } from './pglite.js';
import { openPostgres } from './postgres.js';
import { ephemeralSecretBox, type SecretBox } from './secret-box.js';
import { createSettings, type Settings } from './settings.js';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The bot's durable state: PostgreSQL, embedded (PGlite) or a server. `openDb` picks the back
 * end and brings the schema up to date before anything else touches it.
 */

export type { BackendKind, Db, Queryable } from './db.js';
export { json } from './db.js';
export { DataDirLockedError } from './data-dir-lock.js';

const openPglite: typeof import('./pglite.js').openPglite = async (...args) => (await import('./pglite.js')).openPglite(...args);
const createPgliteHost: typeof import('./pglite.js').createPgliteHost = async (...args) =>
  (await import('./pglite.js')).createPgliteHost(...args);
export { MIGRATIONS, migrate, type Migration } from './migrations.js';
export { dropStoreSql, jobsSchemaOf } from './job-schema.js';
import { dropStoreSql } from './job-schema.js';
export * from './journal.js';
export * from './settings.js';
export * from './feeds.js';
import { createFeeds, type Feeds } from './feeds.js';
export * from './schedules.js';
import { createSchedules, type Schedules } from './schedules.js';
export * from './periods.js';
import { createPeriods, type Periods } from './periods.js';
export { createSecretBox, ephemeralSecretBox, SecretMismatchError, settingsBox, type SecretBox } from './secret-box.js';
export { createAuditLog, type AuditLog } from './audit.js';

export type DbOptions =
  /** A PostgreSQL server (several processes may share it). */
  | { databaseUrl: string; schema?: string }
  /** Embedded, persisted under this folder (one process at a time). */
  | { dataDir: string }
  /** Embedded, in memory: gone when the process ends. */
  | { memory: true };

export async function openDb(options: DbOptions): Promise<Db> {
  const db =
    'databaseUrl' in options
      ? await openPostgres({ url: options.databaseUrl, ...(options.schema ? { schema: options.schema } : {}) })
      : await openPglite('dataDir' in options ? { dataDir: options.dataDir } : {});
  try {
    await migrate(db);
  } catch (err) {
    await db.close().catch(() => {});
    throw err;
  }
  return db;
}

/** Where the store lives, for a log line (never the URL's password). */
export function describeDb(options: DbOptions): string {
  if ('databaseUrl' in options) {
    try {
      const u = new URL(options.databaseUrl);
      return `PostgreSQL at ${u.hostname}${u.port ? `:${u.port}` : ''}${u.pathname}${options.schema ? ` (schema ${options.schema})` : ''}`;
    } catch {
      return 'PostgreSQL (DATABASE_URL)';
    }
  }
  return 'dataDir' in options ? `embedded PostgreSQL in ${options.dataDir}` : 'embedded PostgreSQL in memory';
}

/** The store as the bot uses it: the write journal (with its previews), the audit trail, each server's settings. */
export interface Store {
  readonly kind: BackendKind;
  readonly db: Db;
  readonly journal: Journal;
  readonly audit: AuditLog;
  readonly settings: Settings;
  /** The quest-completion feeds and what they announced (/feed, src/features/feeds/jobs.ts). */
  readonly feeds: Feeds;
  /** Scheduled board posts and what they posted (/schedule, src/features/schedules/jobs.ts). */
  readonly schedules: Schedules;
  /** Period boards' snapshots and final boards (src/features/periods/jobs.ts). */
  readonly periods: Periods;
  close(): Promise<void>;
}

export type StoreOptions = Pick<JournalOptions, 'now' | 'onStep' | 'observe' | 'leaseMs' | 'settleRetryMs'> & {
  /** Seals the stored API keys (SETTINGS_SECRET); without it keys can be neither stored nor read. */
  box?: SecretBox | undefined;
};

/**
 * A store on `db`; settles what dead processes left in flight before anything else, and drops
 * previews that expired or were cancelled more than a day ago.
 */
export async function storeOn(db: Db, options: StoreOptions = {}): Promise<Store> {
  const { box, ...journalOptions } = options;
  const journal = createJournal({ db, ...journalOptions });
  await journal.recover();
  await journal.prune();
  const now = options.now ? { now: options.now } : {};
  return {
    kind: db.kind,
    db,
    journal,
    audit: createAuditLog({ db, ...now }),
    settings: createSettings({ db, box, ...now }),
    feeds: createFeeds({ db, ...now }),
    schedules: createSchedules({ db, ...now }),
    periods: createPeriods({ db }),
    close: () => db.close(),
  };
}

export async function openStore(options: DbOptions, storeOptions: StoreOptions = {}): Promise<Store> {
  const db = await openDb(options);
  try {
    return await storeOn(db, storeOptions);
  } catch (err) {
    await db.close().catch(() => {});
    throw err;
  }
}

let memoryHost: Promise<PgliteHost> | undefined;

/**
 * The embedded database in memory that every memory store of this process lives on, a schema
 * each (started at the first one; a failed start is tried again at the next). Tests open their
 * own schemas on it too, so a test process starts one PGlite, not one per kind of store.
 */
export function memoryPgliteHost(): Promise<PgliteHost> {
  return (memoryHost ??= createPgliteHost().catch((err: unknown) => {
    memoryHost = undefined;
    throw err;
  }));
}

/**
 * A store in memory, gone when the process ends (the console without --data, tests). Every
 * such store of a process lives in a schema of its own on one embedded database, so the
 * seconds PGlite takes to start are paid once per process; closing the store drops its schema.
 * Its keys are sealed under a secret of its own unless one is given (they never outlive it).
 */
export async function openMemoryStore(storeOptions: StoreOptions = {}): Promise<Store> {
  const host = await memoryPgliteHost();
  const schema = `memory_${randomBytes(6).toString('hex')}`;
  const inner = await host.open(schema);
  const db: Db = {
    ...inner,
    async close() {
      await inner.close();
      const cleaner = await host.open('public');
      try {
        await cleaner.exec(dropStoreSql(schema));
      } finally {
        await cleaner.close();
      }
    },
  };
  try {
    await migrate(db);
    return await storeOn(db, { ...storeOptions, box: storeOptions.box ?? ephemeralSecretBox() });
  } catch (err) {
    await db.close().catch(() => {});
    throw err;
  }
}

/**
 * Reads something from the store at start without migrating or keeping it open: an embedded
 * data folder that was never created holds nothing (nothing is started, `empty` is the answer),
 * and the folder's lock is released before the bot opens it for good.
 */
export async function probeStore<T>(options: DbOptions, read: (q: Queryable) => Promise<T>, empty: T): Promise<T> {
  if ('dataDir' in options && !existsSync(join(options.dataDir, 'pglite'))) return empty;
  if ('memory' in options) return empty;
  const db =
    'databaseUrl' in options
      ? await openPostgres({ url: options.databaseUrl, ...(options.schema ? { schema: options.schema } : {}) })
      : await openPglite({ dataDir: options.dataDir });
  try {
    return await read(db);
  } finally {
    await db.close();
  }
}

/** The store the settings name: DATABASE_URL's server, else the embedded one in the data folder. */
export const storeOptionsOf = (config: { databaseUrl?: string | undefined; dataDir: string }): DbOptions =>
  config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir };

/**
 * With several replicas on the embedded database: its folder admits one process, so every other
 * replica would fail at its first write. They share a PostgreSQL server instead (DATABASE_URL).
 */
export function embeddedReplicaWarning(config: {
  replicas: number;
  store: { databaseUrl?: string | undefined; dataDir: string };
}): string | undefined {
  if (config.store.databaseUrl || config.replicas <= 1) return undefined;
  return (
    `REPLICAS=${config.replicas} but DATABASE_URL is not set: the embedded database in ${config.store.dataDir} admits one process, ` +
    'so the other replicas could not record writes (raids, tips). Point every replica at one PostgreSQL server with DATABASE_URL.'
  );
}

/**
 * A store opened on first use. Starting the embedded database costs seconds of CPU, so a
 * console session or a test that never writes never pays it. A failed open is retried on the
 * next use rather than remembered.
 */
export interface LazyStore extends Store {
  readonly opened: boolean;
  /** Opens it now (once; a failed open is retried on the next call). */
  open(): Promise<Store>;
}

export function lazyStore(open: () => Promise<Store>, options: { fresh?: boolean } = {}): LazyStore {
  let pending: Promise<Store> | undefined;
  let store: Store | undefined;
  const get = () =>
    (pending ??= open().then(
      (s) => (store = s),
      (err: unknown) => {
        pending = undefined;
        throw err;
      },
    ));
  const defer = <T extends object>(pick: (s: Store) => T): T =>
    new Proxy({} as T, {
      get(_t, prop) {
        if (prop === 'then') return undefined;
        return async (...args: unknown[]) => {
          const target = pick(await get()) as Record<PropertyKey, (...a: unknown[]) => unknown>;
          return target[prop]!.apply(target, args);
        };
      },
    });
  return {
    get opened() {
      return store !== undefined;
    },
    get kind() {
      if (!store) throw new Error('the store is not open yet');
      return store.kind;
    },
    get db() {
      if (!store) throw new Error('the store is not open yet');
      return store.db;
    },
    open: get,
    journal: defer((s) => s.journal),
    audit: defer((s) => s.audit),
    feeds: defer((s) => s.feeds),
    schedules: defer((s) => s.schedules),
    periods: defer((s) => s.periods),
    // A fresh store (a new one in memory) holds no settings until something is written: reading
    // them does not open it, so a guild's settings are looked up at no cost there.
    settings: options.fresh
      ? (() => {
          const real = defer((s) => s.settings);
          const settings: Settings = {
            get: (guildId) => (pending ? real.get(guildId) : Promise.resolve(undefined)),
            apiKey: (guildId) => (pending ? real.apiKey(guildId) : Promise.resolve(undefined)),
            setKey: (...args) => real.setKey(...args),
            removeKey: (...args) => real.removeKey(...args),
            update: (...args) => real.update(...args),
          };
          return settings;
        })()
      : defer((s) => s.settings),
    async close() {
      if (!pending) return;
      const s = await pending.catch(() => undefined);
      await s?.close();
    },
  };
}

/**
 * The store's readiness check for /readyz: a `select 1` within `timeoutMs` once it is open.
 * Before the first open, `openOnCheck` decides. On a PostgreSQL server opening is a connection
 * and a migration check, cheap and worth knowing (a replica that cannot reach its database should
 * get no traffic), so the check opens it. The embedded database takes seconds of CPU to start and
 * its folder admits one process, so a probe never starts it: not yet open counts as ready.
 */
export function storeReadiness(store: LazyStore, options: { openOnCheck: boolean; timeoutMs?: number }): () => Promise<boolean> {
  const timeoutMs = options.timeoutMs ?? 2_000;
  return async () => {
    if (!store.opened && !options.openOnCheck) return true;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
    const probe = (async () => {
      const s = await store.open();
      await s.db.query('select 1');
      return true;
    })().catch(() => false);
    try {
      return await Promise.race([probe, late]);
    } finally {
      clearTimeout(timer);
    }
  };
}
