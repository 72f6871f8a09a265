import type { Db, Queryable } from './db.js';
import type { PeriodKind } from '../time/period.js';

/**
 * Period boards' data (see src/features/periods/jobs.ts): the point systems that keep snapshots, the
 * snapshots of their balances (one per period start, or when turned on mid-period), and the
 * final board of each ended period. Balances and gains are `numeric` (exact; written and read as
 * text, never through a float). A snapshot is written a page at a time, each page with its
 * cursor in one transaction, so one interrupted anywhere continues from its last written page;
 * a holder is one row (the key), whatever a page read twice holds.
 */

export interface PeriodSystem {
  guildId: string;
  pointSystemId: string;
  enabledAt: number;
  enabledBy: string;
  /** Holders when it was turned on (its cost: holders / 100 requests per snapshot). */
  holders: number;
  /** The system's name and emoji when turned on: past boards are shown without asking the API. */
  name: string;
  emoji: string;
}

export type SnapshotState = 'taking' | 'done' | 'late';

export interface Snapshot {
  id: string;
  guildId: string;
  pointSystemId: string;
  /** The instant its balances stand for. */
  at: number;
  state: SnapshotState;
  /** Rows read so far (the next page's offset). */
  nextOffset: number;
  /** Holders on the board when the first page was read. */
  total: number | null;
}

/**
 * A recent reading of a system's whole board (every balance, as a snapshot reads it), kept by the
 * background so that the running period's board is shown from the store: gains from the period's
 * snapshot to the latest done reading. Only the latest done one is kept (and one being taken).
 */
export interface Reading {
  id: string;
  guildId: string;
  pointSystemId: string;
  /** When its first page was read: the balances are as of this instant or later. */
  at: number;
  state: 'taking' | 'done';
  nextOffset: number;
  total: number | null;
}

/** One member on a period board. Exact decimals as text. */
export interface GainRow {
  userId: string;
  gain: string;
  balance: string;
}

export interface FinalBoard {
  guildId: string;
  pointSystemId: string;
  kind: PeriodKind;
  label: string;
  startsAt: number;
  endsAt: number;
  /** The snapshot it counts from (later than `startsAt` when turned on mid-period). */
  sinceAt: number;
  holders: number;
  /** Members whose gain is above 0: the first rows by rank. */
  gainers: number;
}

export interface Periods {
  enable(input: Omit<PeriodSystem, 'enabledAt'>, at: number): Promise<PeriodSystem>;
  disable(guildId: string, pointSystemId: string): Promise<boolean>;
  get(guildId: string, pointSystemId: string): Promise<PeriodSystem | undefined>;
  /** A server's systems with period boards on. */
  list(guildId: string): Promise<PeriodSystem[]>;
  /** Every system with period boards on (every server: the job's tick). */
  all(): Promise<PeriodSystem[]>;
  /** The snapshot at `at`, made (state `taking`) when missing. */
  snapshotAt(guildId: string, pointSystemId: string, at: number): Promise<Snapshot>;
  snapshot(id: string): Promise<Snapshot | undefined>;
  /** Snapshots still being taken (to queue again after a restart). */
  taking(): Promise<Snapshot[]>;
  /** The period's snapshot: the first one at or after `from` and before `until` that is not lost. */
  firstIn(guildId: string, pointSystemId: string, from: number, until: number): Promise<Snapshot | undefined>;
  /** Writes one page of a snapshot with its cursor; false when the snapshot moved on meanwhile (another worker wrote it). */
  writePage(id: string, offset: number, total: number, rows: readonly { userId: string; balance: string }[]): Promise<boolean>;
  finish(id: string, state: 'done' | 'late'): Promise<void>;
  /** A snapshot's balances by member (exact text). */
  balances(id: string): Promise<Map<string, string>>;
  /** Stores the final board of a period, ranked by gain from `since` to `end` (both done); no-op when stored. */
  makeFinal(board: Omit<FinalBoard, 'holders' | 'sinceAt' | 'gainers'>, since: Snapshot, end: Snapshot): Promise<void>;
  final(guildId: string, pointSystemId: string, kind: PeriodKind, label: string): Promise<FinalBoard | undefined>;
  finalRows(board: FinalBoard, offset: number, limit: number): Promise<GainRow[]>;
  /** A member's 1-based rank on a final board with their row. */
  finalRank(board: FinalBoard, userId: string): Promise<{ rank: number; row: GainRow } | undefined>;
  /** Deletes snapshots taken before `before` (their final boards stay); returns how many. */
  prune(guildId: string, before: number): Promise<number>;
  /** A new reading of the system's board (state `taking`), or the one already being taken. */
  startReading(guildId: string, pointSystemId: string, at: number): Promise<Reading>;
  reading(id: string): Promise<Reading | undefined>;
  /** Readings still being taken (to queue again after a restart). */
  readingsTaking(): Promise<Reading[]>;
  /** The system's latest done reading. */
  latestReading(guildId: string, pointSystemId: string): Promise<Reading | undefined>;
  /** Writes one page of a reading with its cursor; false when it moved on meanwhile (another worker wrote it) or is gone. */
  writeReadingPage(id: string, offset: number, total: number, rows: readonly { userId: string; balance: string }[]): Promise<boolean>;
  /** Marks a reading done and deletes the system's older ones. */
  finishReading(id: string): Promise<void>;
  /** A reading's balances by member (exact text). */
  readingBalances(id: string): Promise<Map<string, string>>;
  /**
   * The running board: gains from a snapshot to a reading (the snapshot itself when none), ranked
   * by gain then user id as a final board is, by the database (a board of any size is one query).
   */
  gainRows(snapshotId: string, readingId: string | undefined): Promise<GainRow[]>;
  /** The server's retention in weeks (/setup); null: the default. */
  retention(guildId: string): Promise<number | null>;
  setRetention(guildId: string, weeks: number | null): Promise<void>;
}

/** Snapshots are kept this many weeks unless /setup says otherwise. */
export const DEFAULT_RETENTION_WEEKS = 26;

/** `numeric` text without a fraction's trailing zeros (7.50 - 2.50 is 5.00 there): as exact, written as the API writes it. */
const plainDecimal = (text: string): string => (text.includes('.') ? text.replace(/\.?0+$/, '') : text);

const ms = (n: number) => `to_timestamp($${n}::float8 / 1000)`;

interface SnapshotRow {
  id: string | number;
  guild_id: string;
  point_system_id: string;
  at: number;
  state: SnapshotState;
  next_offset: number;
  total: number | null;
}

const SNAPSHOT = 'id::text as id, guild_id, point_system_id, epoch_ms(at) as at, state, next_offset, total';
const snapshotOf = (r: SnapshotRow): Snapshot => ({
  id: String(r.id),
  guildId: r.guild_id,
  pointSystemId: r.point_system_id,
  at: Number(r.at),
  state: r.state,
  nextOffset: r.next_offset,
  total: r.total,
});

const SYSTEM = 'guild_id, point_system_id, epoch_ms(enabled_at) as enabled_at, enabled_by, holders, name, emoji';
const systemOf = (r: {
  guild_id: string;
  point_system_id: string;
  enabled_at: number;
  enabled_by: string;
  holders: number;
  name: string;
  emoji: string;
}): PeriodSystem => ({
  guildId: r.guild_id,
  pointSystemId: r.point_system_id,
  enabledAt: Number(r.enabled_at),
  enabledBy: r.enabled_by,
  holders: r.holders,
  name: r.name,
  emoji: r.emoji,
});

const FINAL =
  'guild_id, point_system_id, kind, label, epoch_ms(starts_at) as starts_at, epoch_ms(ends_at) as ends_at, epoch_ms(since_at) as since_at, holders';
const finalOf = (r: Record<string, unknown>): FinalBoard => ({
  guildId: String(r.guild_id),
  pointSystemId: String(r.point_system_id),
  kind: r.kind as PeriodKind,
  label: String(r.label),
  startsAt: Number(r.starts_at),
  endsAt: Number(r.ends_at),
  sinceAt: Number(r.since_at),
  holders: Number(r.holders),
  gainers: Number(r.gainers ?? 0),
});

/** Rows per insert statement: 3 parameters each, far below PostgreSQL's 65,535. */
const INSERT_ROWS = 500;

/** Where a board's balances are written: a snapshot's, or a reading's. */
const BALANCES = {
  snapshot: { table: 'period_balances', owner: 'snapshot_id', parent: 'period_snapshots' },
  reading: { table: 'period_reading_balances', owner: 'reading_id', parent: 'period_readings' },
} as const;
type BalancesOf = (typeof BALANCES)[keyof typeof BALANCES];

async function insertBalances(
  tx: Queryable,
  to: BalancesOf,
  ownerId: string,
  rows: readonly { userId: string; balance: string }[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_ROWS) {
    const chunk = rows.slice(i, i + INSERT_ROWS);
    const values = chunk.map((_, j) => `($1::bigint, $${2 + 2 * j}, $${3 + 2 * j}::numeric)`).join(', ');
    await tx.query(
      `insert into ${to.table} (${to.owner}, user_id, balance) values ${values}
       on conflict (${to.owner}, user_id) do update set balance = excluded.balance`,
      [ownerId, ...chunk.flatMap((r) => [r.userId, r.balance])],
    );
  }
}

/** One page of a snapshot or a reading with its cursor, in one transaction; false when the cursor moved on meanwhile. */
function writeBoardPage(
  db: Db,
  to: BalancesOf,
  id: string,
  offset: number,
  total: number,
  rows: readonly { userId: string; balance: string }[],
): Promise<boolean> {
  return db.transaction(async (tx) => {
    // The cursor moves only from where this page was read: a second worker's copy of the page is not written twice.
    const moved = await tx.query(
      `update ${to.parent} set next_offset = $2, total = coalesce(total, $3) where id = $1::bigint and next_offset = $4 and state = 'taking'`,
      [id, offset + rows.length, total, offset],
    );
    if (moved.rowCount === 0) return false;
    await insertBalances(tx, to, id, rows);
    return true;
  });
}

async function balancesOf(db: Db, of: BalancesOf, id: string): Promise<Map<string, string>> {
  const r = await db.query<{ user_id: string; balance: string }>(
    `select user_id, balance::text as balance from ${of.table} where ${of.owner} = $1::bigint`,
    [id],
  );
  return new Map(r.rows.map((row) => [row.user_id, row.balance]));
}

const READING = 'id::text as id, guild_id, point_system_id, epoch_ms(at) as at, state, next_offset, total';
const readingOf = (r: SnapshotRow): Reading => ({ ...snapshotOf(r), state: r.state === 'done' ? 'done' : 'taking' });

export function createPeriods({ db }: { db: Db }): Periods {
  const one = async (sql: string, params: (string | number | null)[]) => (await db.query<SnapshotRow>(sql, params)).rows.map(snapshotOf)[0];
  return {
    async enable(input, at) {
      const r = await db.query<Parameters<typeof systemOf>[0]>(
        `insert into period_systems (guild_id, point_system_id, enabled_at, enabled_by, holders, name, emoji) values ($1, $2, ${ms(3)}, $4, $5, $6, $7)
         on conflict (guild_id, point_system_id) do update set holders = excluded.holders, name = excluded.name, emoji = excluded.emoji
         returning ${SYSTEM}`,
        [input.guildId, input.pointSystemId, at, input.enabledBy, input.holders, input.name, input.emoji],
      );
      return systemOf(r.rows[0]!);
    },
    async disable(guildId, pointSystemId) {
      return db.transaction(async (tx) => {
        // Its readings go with it (they serve only the running board); snapshots and final boards stay.
        await tx.query('delete from period_readings where guild_id = $1 and point_system_id = $2', [guildId, pointSystemId]);
        return (
          (await tx.query('delete from period_systems where guild_id = $1 and point_system_id = $2', [guildId, pointSystemId])).rowCount > 0
        );
      });
    },
    async get(guildId, pointSystemId) {
      const r = await db.query<Parameters<typeof systemOf>[0]>(
        `select ${SYSTEM} from period_systems where guild_id = $1 and point_system_id = $2`,
        [guildId, pointSystemId],
      );
      return r.rows[0] && systemOf(r.rows[0]);
    },
    async list(guildId) {
      return (
        await db.query<Parameters<typeof systemOf>[0]>(`select ${SYSTEM} from period_systems where guild_id = $1 order by enabled_at`, [
          guildId,
        ])
      ).rows.map(systemOf);
    },
    async all() {
      return (
        await db.query<Parameters<typeof systemOf>[0]>(`select ${SYSTEM} from period_systems order by guild_id, point_system_id`)
      ).rows.map(systemOf);
    },
    async snapshotAt(guildId, pointSystemId, at) {
      await db.query(
        `insert into period_snapshots (guild_id, point_system_id, at, state, started_at) values ($1, $2, ${ms(3)}, 'taking', now())
         on conflict (guild_id, point_system_id, at) do nothing`,
        [guildId, pointSystemId, at],
      );
      return (await one(`select ${SNAPSHOT} from period_snapshots where guild_id = $1 and point_system_id = $2 and at = ${ms(3)}`, [
        guildId,
        pointSystemId,
        at,
      ]))!;
    },
    snapshot: (id) => one(`select ${SNAPSHOT} from period_snapshots where id = $1::bigint`, [id]),
    async taking() {
      return (await db.query<SnapshotRow>(`select ${SNAPSHOT} from period_snapshots where state = 'taking' order by at`)).rows.map(
        snapshotOf,
      );
    },
    firstIn: (guildId, pointSystemId, from, until) =>
      one(
        `select ${SNAPSHOT} from period_snapshots where guild_id = $1 and point_system_id = $2 and at >= ${ms(3)} and at < ${ms(4)} and state <> 'late' order by at limit 1`,
        [guildId, pointSystemId, from, until],
      ),
    writePage: (id, offset, total, rows) => writeBoardPage(db, BALANCES.snapshot, id, offset, total, rows),
    async finish(id, state) {
      await db.query(`update period_snapshots set state = $2, finished_at = now() where id = $1::bigint and state = 'taking'`, [id, state]);
    },
    balances: (id) => balancesOf(db, BALANCES.snapshot, id),
    async makeFinal(board, since, end) {
      await db.transaction(async (tx) => {
        const made = await tx.query(
          `insert into period_finals (guild_id, point_system_id, kind, label, starts_at, ends_at, since_at, holders, made_at)
           values ($1, $2, $3, $4, ${ms(5)}, ${ms(6)}, ${ms(7)}, 0, now()) on conflict do nothing`,
          [board.guildId, board.pointSystemId, board.kind, board.label, board.startsAt, board.endsAt, since.at],
        );
        if (made.rowCount === 0) return;
        // Gain from the period's snapshot to the next one's (its end): absent at the start is from 0, absent at the end is 0 now.
        const rows = await tx.query(
          `insert into period_final_rows (guild_id, point_system_id, kind, label, rank, user_id, gain, balance)
           select $1, $2, $3, $4,
             row_number() over (order by coalesce(e.balance, 0) - coalesce(s.balance, 0) desc, coalesce(e.user_id, s.user_id) collate "C"),
             coalesce(e.user_id, s.user_id), coalesce(e.balance, 0) - coalesce(s.balance, 0), coalesce(e.balance, 0)
           from (select user_id, balance from period_balances where snapshot_id = $5::bigint) s
           full outer join (select user_id, balance from period_balances where snapshot_id = $6::bigint) e on e.user_id = s.user_id`,
          [board.guildId, board.pointSystemId, board.kind, board.label, since.id, end.id],
        );
        await tx.query('update period_finals set holders = $5 where guild_id = $1 and point_system_id = $2 and kind = $3 and label = $4', [
          board.guildId,
          board.pointSystemId,
          board.kind,
          board.label,
          rows.rowCount,
        ]);
      });
    },
    async final(guildId, pointSystemId, kind, label) {
      const r = await db.query(
        `select ${FINAL},
           (select count(*)::int from period_final_rows r
            where r.guild_id = f.guild_id and r.point_system_id = f.point_system_id and r.kind = f.kind and r.label = f.label and r.gain > 0) as gainers
         from period_finals f where guild_id = $1 and point_system_id = $2 and kind = $3 and label = $4`,
        [guildId, pointSystemId, kind, label],
      );
      return r.rows[0] && finalOf(r.rows[0]);
    },
    async finalRows(board, offset, limit) {
      const r = await db.query<{ user_id: string; gain: string; balance: string }>(
        `select user_id, gain::text as gain, balance::text as balance from period_final_rows
         where guild_id = $1 and point_system_id = $2 and kind = $3 and label = $4 and rank > $5 and rank <= $6 order by rank`,
        [board.guildId, board.pointSystemId, board.kind, board.label, offset, offset + limit],
      );
      return r.rows.map((row) => ({ userId: row.user_id, gain: row.gain, balance: row.balance }));
    },
    async finalRank(board, userId) {
      const r = await db.query<{ rank: number; user_id: string; gain: string; balance: string }>(
        `select rank, user_id, gain::text as gain, balance::text as balance from period_final_rows
         where guild_id = $1 and point_system_id = $2 and kind = $3 and label = $4 and user_id = $5`,
        [board.guildId, board.pointSystemId, board.kind, board.label, userId],
      );
      const row = r.rows[0];
      return row && { rank: Number(row.rank), row: { userId: row.user_id, gain: row.gain, balance: row.balance } };
    },
    async prune(guildId, before) {
      return (await db.query(`delete from period_snapshots where guild_id = $1 and at < ${ms(2)}`, [guildId, before])).rowCount;
    },
    async startReading(guildId, pointSystemId, at) {
      // At most one being taken per system (the partial unique index): a second start finds it.
      await db.query(
        `insert into period_readings (guild_id, point_system_id, at, state, started_at) values ($1, $2, ${ms(3)}, 'taking', now())
         on conflict (guild_id, point_system_id) where state = 'taking' do nothing`,
        [guildId, pointSystemId, at],
      );
      const r = await db.query<SnapshotRow>(
        `select ${READING} from period_readings where guild_id = $1 and point_system_id = $2 and state = 'taking'`,
        [guildId, pointSystemId],
      );
      return readingOf(r.rows[0]!);
    },
    async reading(id) {
      const r = await db.query<SnapshotRow>(`select ${READING} from period_readings where id = $1::bigint`, [id]);
      return r.rows[0] && readingOf(r.rows[0]);
    },
    async readingsTaking() {
      return (await db.query<SnapshotRow>(`select ${READING} from period_readings where state = 'taking' order by at`)).rows.map(readingOf);
    },
    async latestReading(guildId, pointSystemId) {
      const r = await db.query<SnapshotRow>(
        `select ${READING} from period_readings where guild_id = $1 and point_system_id = $2 and state = 'done' order by at desc limit 1`,
        [guildId, pointSystemId],
      );
      return r.rows[0] && readingOf(r.rows[0]);
    },
    writeReadingPage: (id, offset, total, rows) => writeBoardPage(db, BALANCES.reading, id, offset, total, rows),
    async finishReading(id) {
      await db.transaction(async (tx) => {
        const done = await tx.query<{ guild_id: string; point_system_id: string; at: number }>(
          `update period_readings set state = 'done', finished_at = now() where id = $1::bigint and state = 'taking' returning guild_id, point_system_id, epoch_ms(at) as at`,
          [id],
        );
        const row = done.rows[0];
        if (!row) return;
        await tx.query(`delete from period_readings where guild_id = $1 and point_system_id = $2 and state = 'done' and id <> $3::bigint`, [
          row.guild_id,
          row.point_system_id,
          id,
        ]);
      });
    },
    readingBalances: (id) => balancesOf(db, BALANCES.reading, id),
    async gainRows(snapshotId, readingId) {
      const r =
        readingId === undefined
          ? await db.query<{ user_id: string; gain: string; balance: string }>(
              `select user_id, '0' as gain, balance::text as balance from period_balances where snapshot_id = $1::bigint order by user_id collate "C"`,
              [snapshotId],
            )
          : await db.query<{ user_id: string; gain: string; balance: string }>(
              `select coalesce(e.user_id, s.user_id) as user_id, (coalesce(e.balance, 0) - coalesce(s.balance, 0))::text as gain, coalesce(e.balance, 0)::text as balance
             from (select user_id, balance from period_balances where snapshot_id = $1::bigint) s
             full outer join (select user_id, balance from period_reading_balances where reading_id = $2::bigint) e on e.user_id = s.user_id
             order by coalesce(e.balance, 0) - coalesce(s.balance, 0) desc, coalesce(e.user_id, s.user_id) collate "C"`,
              [snapshotId, readingId],
            );
      return r.rows.map((row) => ({ userId: row.user_id, gain: plainDecimal(row.gain), balance: plainDecimal(row.balance) }));
    },
    async retention(guildId) {
      const r = await db.query<{ weeks: number }>('select weeks from period_retention where guild_id = $1', [guildId]);
      return r.rows[0]?.weeks ?? null;
    },
    async setRetention(guildId, weeks) {
      if (weeks === null) await db.query('delete from period_retention where guild_id = $1', [guildId]);
      else
        await db.query(
          'insert into period_retention (guild_id, weeks) values ($1, $2) on conflict (guild_id) do update set weeks = excluded.weeks',
          [guildId, weeks],
        );
    },
  };
}

/** The store's migration for period boards (see migrations.ts). */
export const PERIODS_SQL = `
  -- Period boards (/setup, or a weekly or monthly /schedule): which point systems keep snapshots.
  create table period_systems (
    guild_id text not null,
    point_system_id text not null,
    enabled_at timestamptz not null,
    enabled_by text not null,
    holders int not null,
    name text not null,
    emoji text not null,
    primary key (guild_id, point_system_id)
  );
  -- How long a server keeps snapshots (/setup); none: 26 weeks. Final boards are kept regardless.
  create table period_retention (
    guild_id text primary key,
    weeks int not null check (weeks between 1 and 520)
  );

  -- A system's balances at a period's start (or when turned on mid-period), written a page at a
  -- time with its cursor, so an interrupted one continues where it stopped. Exact: numeric.
  create table period_snapshots (
    id bigint generated always as identity primary key,
    guild_id text not null,
    point_system_id text not null,
    at timestamptz not null,
    state text not null check (state in ('taking', 'done', 'late')),
    next_offset int not null default 0,
    total int,
    started_at timestamptz not null,
    finished_at timestamptz,
    unique (guild_id, point_system_id, at)
  );
  create index period_snapshots_taking on period_snapshots (at) where state = 'taking';
  create table period_balances (
    snapshot_id bigint not null references period_snapshots (id) on delete cascade,
    user_id text not null,
    balance numeric not null,
    primary key (snapshot_id, user_id)
  );

  -- The final board of each ended period, ranked by gain: answered from here, kept past the retention.
  create table period_finals (
    guild_id text not null,
    point_system_id text not null,
    kind text not null check (kind in ('week', 'month')),
    label text not null,
    starts_at timestamptz not null,
    ends_at timestamptz not null,
    since_at timestamptz not null,
    holders int not null,
    made_at timestamptz not null,
    primary key (guild_id, point_system_id, kind, label)
  );
  create table period_final_rows (
    guild_id text not null,
    point_system_id text not null,
    kind text not null,
    label text not null,
    rank int not null,
    user_id text not null,
    gain numeric not null,
    balance numeric not null,
    primary key (guild_id, point_system_id, kind, label, rank),
    foreign key (guild_id, point_system_id, kind, label) references period_finals on delete cascade
  );
  create index period_final_rows_member on period_final_rows (guild_id, point_system_id, kind, label, user_id);
`;

/**
 * The store's migration for the running period boards' readings (see Reading): the latest done
 * reading of each system and at most one being taken, a page at a time with its cursor.
 */
export const PERIOD_READINGS_SQL = `
  create table period_readings (
    id bigint generated always as identity primary key,
    guild_id text not null,
    point_system_id text not null,
    at timestamptz not null,
    state text not null check (state in ('taking', 'done')),
    next_offset int not null default 0,
    total int,
    started_at timestamptz not null,
    finished_at timestamptz
  );
  create unique index period_readings_taking on period_readings (guild_id, point_system_id) where state = 'taking';
  create index period_readings_latest on period_readings (guild_id, point_system_id, at) where state = 'done';
  create table period_reading_balances (
    reading_id bigint not null references period_readings (id) on delete cascade,
    user_id text not null,
    balance numeric not null,
    primary key (reading_id, user_id)
  );
`;
