import type { Db, Queryable } from './db.js';

/**
 * The audit trail: one row per write outcome (and per settings change), kept in the store so
 * it survives restarts and a failed post to the audit channel. `/audit` reads it.
 */

/** created / refused / unknown for writes; other words (e.g. `changed`) for settings. */
export type AuditOutcome = 'created' | 'refused' | 'unknown' | (string & {});

export interface AuditInput {
  /** Epoch ms. */
  at: number;
  guildId: string | null;
  userId: string;
  operation: string;
  summary: string;
  outcome: AuditOutcome;
  reference?: string | null;
  journalId?: string | null;
}

export interface AuditRow extends Required<AuditInput> {
  id: number;
}

interface Row {
  id: number;
  at: number;
  guild_id: string | null;
  user_id: string;
  operation: string;
  summary: string;
  outcome: string;
  reference: string | null;
  journal_id: string | null;
}

const COLUMNS = 'id::float8 as id, epoch_ms(at) as at, guild_id, user_id, operation, summary, outcome, reference, journal_id';

const toRow = (r: Row): AuditRow => ({
  id: r.id,
  at: r.at,
  guildId: r.guild_id,
  userId: r.user_id,
  operation: r.operation,
  summary: r.summary,
  outcome: r.outcome,
  reference: r.reference,
  journalId: r.journal_id,
});

/** Adds a row; pass a transaction to commit it with the change it describes. */
export async function recordAudit(q: Queryable, input: AuditInput): Promise<AuditRow> {
  const r = await q.query<Row>(
    `insert into audit (at, guild_id, user_id, operation, summary, outcome, reference, journal_id)
     values (to_timestamp($1::float8 / 1000), $2, $3, $4, $5, $6, $7, $8) returning ${COLUMNS}`,
    [
      input.at,
      input.guildId,
      input.userId,
      input.operation,
      input.summary,
      input.outcome,
      input.reference ?? null,
      input.journalId ?? null,
    ],
  );
  return toRow(r.rows[0]!);
}

export interface AuditQuery {
  guildId: string | null;
  operation?: string;
  /** Rows by this member, or of a write that names them (a recipient: any value of the write's body equal to their id). */
  userId?: string;
  /** Rows older than this id (the last row of the previous page). */
  beforeId?: number;
  limit: number;
}

export interface AuditLog {
  record(input: Omit<AuditInput, 'at'> & { at?: number }): Promise<AuditRow>;
  /** The guild's rows, newest first, `limit` of them, and whether older ones remain. */
  list(query: AuditQuery): Promise<{ rows: AuditRow[]; more: boolean }>;
  /** How many rows `list` would give through all its pages (an export's size, known before it reads them). */
  count(query: Omit<AuditQuery, 'limit' | 'beforeId'>): Promise<number>;
  /** The operations that appear in the guild's rows (for autocomplete), most recent first. */
  operations(guildId: string | null, limit?: number): Promise<string[]>;
}

/** The rows of a guild, with an operation and a member when given, below an id when given ($1 to $4). */
const WHERE = `where guild_id is not distinct from $1
           and ($2::text is null or operation = $2::text)
           and ($3::text is null or user_id = $3::text
                or exists (select 1 from journal j where j.id = audit.journal_id
                           and jsonb_path_exists(j.body, '$.** ? (@ == $m)', jsonb_build_object('m', $3::text))))
           and ($4::float8 is null or id < $4::float8)`;

export function createAuditLog({ db, now = Date.now }: { db: Db; now?: () => number }): AuditLog {
  return {
    record: (input) => recordAudit(db, { ...input, at: input.at ?? now() }),
    async list({ guildId, operation, userId, beforeId, limit }) {
      const r = await db.query<Row>(
        `select ${COLUMNS} from audit ${WHERE}
         order by id desc limit $5::int`,
        [guildId, operation ?? null, userId ?? null, beforeId ?? null, limit + 1],
      );
      const rows = r.rows.map(toRow);
      return { rows: rows.slice(0, limit), more: rows.length > limit };
    },
    async count({ guildId, operation, userId }) {
      const r = await db.query<{ n: number }>(`select count(*)::int as n from audit ${WHERE}`, [
        guildId,
        operation ?? null,
        userId ?? null,
        null,
      ]);
      return r.rows[0]?.n ?? 0;
    },
    async operations(guildId, limit = 25) {
      const r = await db.query<{ operation: string }>(
        `select operation from audit where guild_id is not distinct from $1 group by operation order by max(id) desc limit $2::int`,
        [guildId, limit],
      );
      return r.rows.map((row) => row.operation);
    },
  };
}
