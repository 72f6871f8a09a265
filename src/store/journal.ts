import { createHash, randomBytes } from 'node:crypto';
import { recordAudit, type AuditOutcome } from './audit.js';
import { INSTANCE_LOCK_CLASS, json, type Db, type Queryable } from './db.js';

/**
 * The write journal: every write to the Community API, from its preview to its outcome, so a
 * write is sent at most once across presses, processes and crashes.
 *
 *   previewed ──claim──▶ claimed ──▶ sent ──▶ created | refused | unknown
 *       ├──cancel──▶ cancelled
 *       └──refuseUnsent (a whole-role move stopped before this part)──▶ refused
 *   previewed ──schedule──▶ scheduled ──claim (its job, at due_at)──▶ claimed ──▶ …
 *                               ├──cancel──▶ cancelled
 *                               └──miss (past its grace, or a re-check refused it)──▶ refused
 *
 * A write with a due time (`at:`/`in:`) is confirmed into `scheduled`; only a scheduled send
 * (`execute` with `scheduled`) claims it, so a Confirm pressed again never sends it early, and
 * a cancel and its send serialise on the row: exactly one wins. Scheduling and cancelling it
 * are audit rows too, so the trail shows who set a write going and who stopped it.
 *
 * A scheduled write waiting is a twin like one sent: a preview or a claim of an identical
 * write (same guild, same body) meets it, and only "anyway" passes it; that press confirms again
 * (`confirmed_at`) the waiting twins its moderator was warned of (those scheduled before the
 * preview, or before the last repeat warning a press got, `warned_at`). When its time comes, an
 * identical write claimed since it was last confirmed (other than a twin already waiting then,
 * which it was confirmed past) holds it back: nobody who confirmed it knew of that one.
 *
 * Each transition is committed before the next step starts: `sent` is committed at the last
 * moment before the request leaves (the client calls `leaving()` once its rate-limit slot is
 * held), so an entry found `claimed` after a crash was certainly not sent (it goes back to
 * `previewed`, and a person may confirm it again), and one found `sent` may or may not have
 * reached the service (it becomes `unknown` and is never sent again). A send that fails before
 * `leaving()` is recorded `refused`: nothing was sent. Claiming is one conditional UPDATE, so
 * two presses or two processes never both send.
 *
 * "After a crash" is told by the database: each process holds an advisory lock on its
 * `instanceKey` for as long as it runs; an entry whose owner's lock is gone was left by a
 * process that died. An entry `claimed` or `sent` for longer than the lease (`leaseMs`, far
 * beyond a write's slot wait, its request timeout and the settle's retries) is settled the
 * same way by whichever process looks next, even under a live owner: its outcome could not be
 * recorded (the database was lost after the POST) and waiting longer tells nothing new.
 * Settling never resends.
 */

export type JournalState = 'previewed' | 'scheduled' | 'cancelled' | 'claimed' | 'sent' | 'created' | 'refused' | 'unknown';
export type SettledState = 'created' | 'refused' | 'unknown';

export interface JournalEntry<B = unknown, D = unknown> {
  id: string;
  guildId: string | null;
  userId: string;
  /** What kind of write, e.g. `raid.create`, `token.save`, `tip.send`. */
  operation: string;
  /** Exactly what is sent; its hash identifies "the same write". */
  body: B;
  /** What the views need beside the body (a token symbol…); not hashed, never sent. */
  display: D;
  /** One line for the audit trail. */
  summary: string;
  contentHash: string;
  state: JournalState;
  /** The earlier identical write this preview repeats, when there was one (see `preview`). */
  possibleDuplicateOf: string | null;
  createdAt: number;
  expiresAt: number;
  claimedAt: number | null;
  sentAt: number | null;
  settledAt: number | null;
  /** Confirmed with "Create anyway" despite an earlier identical write. */
  forced: boolean;
  /** The id the service gave the created thing, when it gave one. */
  reference: string | null;
  /** What `send` returned (created), or `{ reason }` (refused or unknown). */
  result: unknown;
  /** The API key the preview was made under (its hash), when the caller named one. */
  keyId: string | null;
  /** When a scheduled write is to be sent (epoch ms); null for a write sent on Confirm. */
  dueAt: number | null;
  /**
   * When a scheduled write was last confirmed (epoch ms): scheduled, or confirmed again by an
   * "anyway" press on an identical write. Null for a write never scheduled.
   */
  confirmedAt: number | null;
}

export interface WriteIntent<B, D> {
  operation: string;
  guildId: string | null;
  userId: string;
  body: B;
  display?: D;
  summary: string;
  /** How long the preview can be confirmed. */
  ttlMs: number;
  /** The API key (its hash) the preview was made under: `execute` under another key refuses. */
  keyId?: string;
  /** Confirm schedules it for this time (epoch ms) instead of sending it. */
  dueAt?: number;
}

/** What a write's `send` reports when the service accepted it. */
export interface Sent<R = unknown> {
  reference?: string | null;
  result?: R;
}

/** The id the service gave a created thing (`{ id }` in its answer), for `Sent.reference`. */
export function referenceOf(answer: unknown): string | null {
  const id = answer && typeof answer === 'object' ? (answer as { id?: unknown }).id : undefined;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : null;
}

/** How a failed send is recorded: `refused` only when the service certainly did not do it. */
export interface Failure {
  state: 'refused' | 'unknown';
  /** Plain English words for the audit trail and logs. */
  reason: string;
  /** The same reason as the views show it, in any language (JSON, kept as given). */
  phrase?: unknown;
}

export type ExecuteResult<B = unknown, D = unknown> =
  /**
   * This call sent it (or refused it unsent); `entry.state` is created, refused or unknown.
   * `error` is what send threw. `unrecorded`: the outcome could not be committed (the database
   * failed after the request, retries included): `entry` then reads `unknown` (or `refused`
   * when nothing left) as the journal will settle it after the lease, and says so.
   */
  | { kind: 'done'; entry: JournalEntry<B, D>; error?: unknown; unrecorded?: unknown }
  /** Settled before (an earlier press, another process): show `entry`'s outcome again. */
  | { kind: 'settled'; entry: JournalEntry<B, D> }
  /** Claimed or being sent by a process that is alive: its outcome comes later. */
  | { kind: 'in-flight'; entry: JournalEntry<B, D> }
  | { kind: 'cancelled'; entry: JournalEntry<B, D> }
  | { kind: 'expired'; entry: JournalEntry<B, D> }
  | { kind: 'not-yours'; entry: JournalEntry<B, D> }
  /**
   * An identical write was sent within 24 h (`earlier`), or one is scheduled and waiting
   * (`scheduled`): only `force` (Create anyway) may send this one. For a scheduled send:
   * `earlier` was claimed since it was last confirmed, and nothing passes it.
   */
  | { kind: 'duplicate'; entry: JournalEntry<B, D>; earlier?: JournalEntry; scheduled?: JournalEntry }
  /** Previewed under another API key than the one Confirm would send with: nothing was sent. */
  | { kind: 'key-changed'; entry: JournalEntry<B, D> }
  /** Waiting for its due time: only its job sends it. `now`: this call scheduled it (`schedule`). */
  | { kind: 'scheduled'; entry: JournalEntry<B, D>; now?: true }
  | { kind: 'not-found' };

/**
 * What Confirm of a write with a due time came to: `scheduled` now, or why not (as `execute`
 * says it), or `full`: the server already has `limit` writes waiting.
 */
export type ScheduleResult<B = unknown, D = unknown> =
  | Exclude<ExecuteResult<B, D>, { kind: 'done' }>
  | { kind: 'full'; entry: JournalEntry<B, D>; limit: number };

/** Which of a guild's scheduled writes to list (`scheduledIn`). */
export interface ScheduledQuery {
  /** Settled ones due before this are left out (those waiting are always in). */
  since: number;
  /** Only waiting ones. */
  waiting?: boolean;
  /** Words to find in the id, the operation or the summary (case-insensitive). */
  search?: string;
  offset?: number;
  limit?: number;
}

export type CancelResult<B = unknown, D = unknown> =
  | { kind: 'cancelled'; entry: JournalEntry<B, D> }
  | Exclude<ExecuteResult<B, D>, { kind: 'done' } | { kind: 'duplicate' } | { kind: 'key-changed' }>;

/** Points where a test may stop the process (kill-point test); nothing else uses them. */
export type JournalStep = 'claimed' | 'sent' | 'answered' | 'recorded';

export interface JournalOptions {
  db: Db;
  now?: () => number;
  /** How long an entry may stay `claimed` or `sent` before any process settles it (default JOURNAL_LEASE_MS). */
  leaseMs?: number;
  /** Waits before each retry of a failed settle (default SETTLE_RETRY_MS). */
  settleRetryMs?: readonly number[];
  onStep?: (step: JournalStep, entry: JournalEntry) => void | Promise<void>;
  /** Told each time an entry reaches a state (metrics: alert on any unknown). */
  observe?: (operation: string, state: JournalState) => void;
}

/**
 * A write is claimed, waits at most about 10 s for its slot, is sent with a timeout of seconds
 * and its outcome committed with a few retries: minutes past its claim, nobody is still
 * working on it.
 */
export const JOURNAL_LEASE_MS = 5 * 60_000;

/**
 * The reasons the lease settles an entry `unknown` with: by then whoever sent it is gone or
 * lost its database, so nobody told anyone what became of it (a scheduled write's job, tried
 * again, tells the audit channel: src/features/writes/jobs.ts).
 */
export const LEASE_REASONS = {
  ownerGone: 'the bot stopped while the request was out, so whether the service received it is unknown',
  unrecorded: 'the outcome was never recorded (the bot lost its database after sending), so whether the service received it is unknown',
} as const;

/** Whether the lease settled this entry (its sender is gone: nobody told its outcome). */
export const settledByLease = (e: Pick<JournalEntry, 'state' | 'result'>): boolean =>
  e.state === 'unknown' && Object.values(LEASE_REASONS).includes((e.result as { reason?: string } | null)?.reason as never);

/** A settle that failed (connection lost) is tried again after these waits, then left to the lease. */
export const SETTLE_RETRY_MS: readonly number[] = [100, 500, 2_000];

/** Thrown by `leaving()` when the entry is no longer this call's to send (settled by the lease meanwhile). */
export class ClaimLostError extends Error {
  constructor(id: string) {
    super(`journal entry ${id} is no longer claimed by this call, so nothing was sent`);
    this.name = 'ClaimLostError';
  }
}

/** Same guild, same content hash, within this window: a possible duplicate. */
export const DUPLICATE_WINDOW_MS = 24 * 60 * 60_000;

/** Stable JSON: keys sorted at every level, so equal bodies hash equally. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export const contentHash = (operation: string, body: unknown): string =>
  createHash('sha256').update(operation).update('\n').update(canonicalJson(body)).digest('hex');

const COLUMNS = `id, guild_id, user_id, operation, body, display, summary, content_hash, state,
  possible_duplicate_of, epoch_ms(created_at) as created_at, epoch_ms(expires_at) as expires_at,
  epoch_ms(claimed_at) as claimed_at, epoch_ms(sent_at) as sent_at, epoch_ms(settled_at) as settled_at,
  forced, reference, result, owner_key, key_id, epoch_ms(due_at) as due_at, epoch_ms(confirmed_at) as confirmed_at`;

interface Row {
  id: string;
  guild_id: string | null;
  user_id: string;
  operation: string;
  body: unknown;
  display: unknown;
  summary: string;
  content_hash: string;
  state: JournalState;
  possible_duplicate_of: string | null;
  created_at: number;
  expires_at: number;
  claimed_at: number | null;
  sent_at: number | null;
  settled_at: number | null;
  forced: boolean;
  reference: string | null;
  result: unknown;
  owner_key: number | null;
  key_id: string | null;
  due_at: number | null;
  confirmed_at: number | null;
}

const toEntry = <B, D>(r: Row): JournalEntry<B, D> => ({
  id: r.id,
  guildId: r.guild_id,
  userId: r.user_id,
  operation: r.operation,
  body: r.body as B,
  display: r.display as D,
  summary: r.summary,
  contentHash: r.content_hash,
  state: r.state,
  possibleDuplicateOf: r.possible_duplicate_of,
  createdAt: r.created_at,
  expiresAt: r.expires_at,
  claimedAt: r.claimed_at,
  sentAt: r.sent_at,
  settledAt: r.settled_at,
  forced: r.forced,
  reference: r.reference,
  result: r.result,
  keyId: r.key_id,
  dueAt: r.due_at === null ? null : Number(r.due_at),
  confirmedAt: r.confirmed_at === null ? null : Number(r.confirmed_at),
});

/** `$n` as a timestamptz from epoch ms. */
const at = (n: number) => `to_timestamp($${n}::float8 / 1000)`;

/** The owner of an in-flight row is gone when nobody holds its instance lock. */
const OWNER_GONE = `not exists (
  select 1 from pg_locks l
  where l.locktype = 'advisory' and l.granted and l.classid = ${INSTANCE_LOCK_CLASS} and l.objsubid = 2 and l.objid = journal.owner_key::oid)`;

export interface Journal {
  /**
   * Commits a preview (state previewed) and returns it with the most recent identical write
   * (same guild and content hash, claimed, sent or settled as created or unknown within 24 h),
   * if any, and the identical write scheduled and waiting, if any: then offer "Create anyway"
   * (execute with `force`) instead of the ordinary Confirm.
   */
  preview<B, D = null>(intent: WriteIntent<B, D>): Promise<{ entry: JournalEntry<B, D>; earlier?: JournalEntry; scheduled?: JournalEntry }>;
  get<B = unknown, D = unknown>(id: string): Promise<JournalEntry<B, D> | undefined>;
  /** The most recent identical write within 24 h (see `preview`), for a preview shown again. */
  earlier(entry: JournalEntry): Promise<JournalEntry | undefined>;
  /** The identical write scheduled and waiting (the first due), other than `entry`: a twin like one sent. */
  scheduledTwin(entry: Pick<JournalEntry, 'id' | 'guildId' | 'contentHash'>): Promise<JournalEntry | undefined>;
  /**
   * The guild's writes of `operation` that went out (claimed, sent, created or unknown; not
   * refused) since `since` (epoch ms), newest first, at most `limit`: what this bot did lately,
   * shared by every process on the store.
   */
  sentSince<B = unknown, D = unknown>(
    guildId: string | null,
    operation: string,
    since: number,
    limit?: number,
  ): Promise<JournalEntry<B, D>[]>;
  /**
   * Sends the previewed write once: claims it atomically, calls `send(body, leaving)`, which
   * calls `leaving()` just before its request leaves (the journal commits `sent` there; if
   * that fails, `send` must not send), and records the outcome and its audit row in one
   * transaction, retried when the database fails. A failure after `leaving()` is recorded as
   * `classify(err, true)` says (anything not certainly refused must be `unknown`); one before it
   * is `refused`, since nothing was sent.
   */
  execute<B, D, R>(
    id: string,
    /** `keyId`: the key Confirm would send with; a preview made under another is refused, unsent. */
    by: { userId: string; force?: boolean; keyId?: string; scheduled?: boolean },
    send: (body: B, leaving: () => Promise<void>) => Promise<Sent<R>>,
    classify: (err: unknown, left: boolean) => Failure,
  ): Promise<ExecuteResult<B, D>>;
  /**
   * Cancels a preview, or a scheduled write until it is claimed. `anyone`: any moderator may
   * (`/schedule remove`), not only whoever made it.
   */
  cancel<B = unknown, D = unknown>(id: string, userId: string, anyone?: boolean): Promise<CancelResult<B, D>>;
  /**
   * Confirm of a preview that has a due time: `scheduled` (atomically, from `previewed`), or
   * why not, checked as `execute` checks (key, duplicate without `force`).
   */
  schedule<B = unknown, D = unknown>(
    id: string,
    by: { userId: string; force?: boolean; keyId?: string; limit?: number },
  ): Promise<ScheduleResult<B, D>>;
  /** Scheduled writes due at `at`, oldest first. */
  due(at: number, limit?: number): Promise<JournalEntry[]>;
  /** When the first scheduled write due after `at` is due (epoch ms); undefined when none waits past it. */
  nextDueAfter(at: number): Promise<number | undefined>;
  /**
   * Refuses a scheduled write unsent (missed: past its grace period; or a check at its time
   * refused it), with its audit row; undefined when it is no longer scheduled (sent or
   * cancelled meanwhile).
   */
  miss<B = unknown, D = unknown>(id: string, failure: Failure): Promise<JournalEntry<B, D> | undefined>;
  /**
   * Refuses unsent the writes among `ids` still previewed and unexpired (a whole-role move
   * stopped: who confirmed it may no longer send it), each with its audit row saying why;
   * returns those refused now. One claimed meanwhile is left to its send.
   */
  refuseUnsent(ids: readonly string[], failure: Omit<Failure, 'state'>): Promise<JournalEntry[]>;
  /**
   * The guild's scheduled writes: those waiting, and the others due since `since` (or only those
   * waiting, or those whose id, operation or summary hold `search`), by due time, `limit` (50)
   * from `offset`.
   */
  scheduledIn(guildId: string, since: number, page?: Omit<ScheduledQuery, 'since'>): Promise<JournalEntry[]>;
  /** How many `scheduledIn` lists through all its pages, and how many of them are waiting. */
  countScheduled(guildId: string, query: Omit<ScheduledQuery, 'offset' | 'limit'>): Promise<{ total: number; waiting: number }>;
  /**
   * Cancels every scheduled write of the guild still waiting (the bot left the server), each
   * with its audit row saying why; returns them.
   */
  cancelAll(guildId: string, reason: string): Promise<JournalEntry[]>;
  /**
   * Keeps confirmed previews sendable by a job (the chunks of one whole-role move) until
   * `holdMs` after each was previewed: only `userId`'s, still previewed, unexpired and not held
   * before. Returns the ids held now (none: an earlier press held them already).
   */
  hold(ids: readonly string[], userId: string, holdMs: number): Promise<string[]>;
  /**
   * Narrows a write not yet sent to a part of itself (a whole-role move's part without the
   * members who lost the role since the preview): its body (what will be sent), display and
   * audit summary replaced, its content hash recomputed. Only while it is previewed and
   * unexpired, so never once claimed; undefined otherwise.
   */
  narrow<B = unknown, D = unknown>(id: string, change: { body: B; display: D; summary: string }): Promise<JournalEntry<B, D> | undefined>;
  /**
   * Settles what dead processes left in flight, and what any process left in flight longer than
   * the lease: `sent` becomes `unknown` (with an audit row), `claimed` goes back to `previewed`.
   * Runs at start and before every read of an entry; never sends.
   */
  recover(): Promise<JournalEntry[]>;
  /** Deletes previews that expired, or were cancelled, more than `olderThanMs` ago. */
  prune(olderThanMs?: number): Promise<number>;
  /**
   * Whether the audit channel has not been told the state a scheduled write settled in, and it
   * settled at least `settledForMs` ago (by the journal's clock, the one its settle used).
   */
  untold(id: string, settledForMs: number): Promise<boolean>;
  /** Records that the audit channel was told `state` of the scheduled write `id`. */
  markTold(id: string, state: string): Promise<void>;
}

export function createJournal({
  db,
  now = Date.now,
  onStep,
  observe = () => undefined,
  leaseMs = JOURNAL_LEASE_MS,
  settleRetryMs = SETTLE_RETRY_MS,
}: JournalOptions): Journal {
  const me = db.instanceKey;

  const load = async <B, D>(q: Queryable, id: string, forUpdate = false): Promise<JournalEntry<B, D> | undefined> => {
    const r = await q.query<Row>(`select ${COLUMNS} from journal where id = $1${forUpdate ? ' for update' : ''}`, [id]);
    return r.rows[0] ? toEntry<B, D>(r.rows[0]) : undefined;
  };

  const earlierOf = async (
    q: Queryable,
    e: { id: string; guildId: string | null; contentHash: string },
  ): Promise<JournalEntry | undefined> => {
    const r = await q.query<Row>(
      `select ${COLUMNS} from journal
       where content_hash = $1 and guild_id is not distinct from $2 and id <> $3
         and state in ('claimed', 'sent', 'created', 'unknown')
         and coalesce(sent_at, claimed_at) > ${at(4)}
       order by coalesce(sent_at, claimed_at) desc limit 1`,
      [e.contentHash, e.guildId, e.id, now() - DUPLICATE_WINDOW_MS],
    );
    return r.rows[0] ? toEntry(r.rows[0]) : undefined;
  };

  const twinOf = async (q: Queryable, e: Pick<JournalEntry, 'id' | 'guildId' | 'contentHash'>): Promise<JournalEntry | undefined> => {
    const r = await q.query<Row>(
      `select ${COLUMNS} from journal
       where content_hash = $1 and guild_id is not distinct from $2 and id <> $3 and state = 'scheduled'
       order by due_at, id limit 1`,
      [e.contentHash, e.guildId, e.id],
    );
    return r.rows[0] ? toEntry(r.rows[0]) : undefined;
  };

  /**
   * The identical write claimed since scheduled write `e` was last confirmed, which nobody who
   * confirmed it knew of: not a twin that was already scheduled then (it was confirmed past
   * that one, or that one past it).
   */
  const heldBackBy = async (q: Queryable, e: JournalEntry): Promise<JournalEntry | undefined> => {
    const since = e.confirmedAt ?? e.createdAt;
    const r = await q.query<Row>(
      `select ${COLUMNS} from journal
       where content_hash = $1 and guild_id is not distinct from $2 and id <> $3
         and state in ('claimed', 'sent', 'created', 'unknown')
         and claimed_at > ${at(4)}
         and not (due_at is not null and confirmed_at is not null and confirmed_at <= ${at(4)})
       order by claimed_at desc limit 1`,
      [e.contentHash, e.guildId, e.id, since],
    );
    return r.rows[0] ? toEntry(r.rows[0]) : undefined;
  };

  const step = async (s: JournalStep, entry: JournalEntry) => {
    if (s !== 'answered') observe(entry.operation, entry.state);
    if (onStep) await onStep(s, entry);
  };

  /** In flight and either left by a dead process or older than the lease. */
  const STALE = `state in ('claimed', 'sent') and (
    (owner_key is distinct from $1 and ${OWNER_GONE}) or coalesce(sent_at, claimed_at) < ${at(2)})`;

  const recover = async (): Promise<JournalEntry[]> => {
    const t = now();
    const stale = await db.query<{ id: string }>(`select id from journal where ${STALE}`, [me, t - leaseMs]);
    if (stale.rows.length === 0) return [];
    return db
      .transaction(async (tx) => {
        const r = await tx.query<Row>(
          `update journal set
           state = case when state = 'sent' then 'unknown' when due_at is not null then 'scheduled' else 'previewed' end,
           settled_at = case when state = 'sent' then ${at(3)} end,
           result = case when state <> 'sent' then result
             when owner_key is distinct from $1 and ${OWNER_GONE} then $4::text::jsonb else $5::text::jsonb end,
           claimed_at = case when state = 'sent' then claimed_at end,
           owner_key = case when state = 'sent' then owner_key end
         where ${STALE}
         returning ${COLUMNS}`,
          [me, t - leaseMs, t, json({ reason: LEASE_REASONS.ownerGone }), json({ reason: LEASE_REASONS.unrecorded })],
        );
        const entries = r.rows.map((row) => toEntry(row));
        for (const e of entries) {
          if (e.state === 'unknown') await recordAudit(tx, auditOf(e, t));
        }
        return entries;
      })
      .then((entries) => {
        for (const e of entries) observe(e.operation, e.state);
        return entries;
      });
  };

  /** Runs `fn` until it succeeds or the retries run out (the database lost for longer). */
  const retried = async <T>(fn: () => Promise<T>): Promise<{ ok: true; value: T } | { ok: false; error: unknown }> => {
    let error: unknown;
    for (let attempt = 0; attempt <= settleRetryMs.length; attempt++) {
      if (attempt > 0) await new Promise((r) => setTimeout(r, settleRetryMs[attempt - 1]));
      try {
        return { ok: true, value: await fn() };
      } catch (err) {
        error = err;
      }
    }
    return { ok: false, error };
  };

  const settledKind = (e: JournalEntry) => e.state === 'created' || e.state === 'refused' || e.state === 'unknown';

  /** Why `e` cannot be claimed or cancelled now, or undefined when it can. */
  const blocked = <B, D>(e: JournalEntry<B, D>, userId: string, as: 'press' | 'job' | 'cancel' | 'anyone' = 'press') => {
    if (settledKind(e)) return { kind: 'settled', entry: e } as const;
    if (e.state === 'claimed' || e.state === 'sent') return { kind: 'in-flight', entry: e } as const;
    if (e.state === 'cancelled') return { kind: 'cancelled', entry: e } as const;
    // A scheduled write waits for its job (its grace is the job's to judge), or for a cancel.
    if (e.state === 'scheduled')
      return as === 'press'
        ? ({ kind: 'scheduled', entry: e } as const)
        : as !== 'anyone' && e.userId !== userId
          ? ({ kind: 'not-yours', entry: e } as const)
          : undefined;
    if (as === 'job') return { kind: 'not-found' } as const;
    if (e.expiresAt <= now()) return { kind: 'expired', entry: e } as const;
    if (as !== 'anyone' && e.userId !== userId) return { kind: 'not-yours', entry: e } as const;
    return undefined;
  };

  /**
   * The claim's checks beyond `blocked`: the key the preview was made under, and an identical
   * write sent within 24 h or scheduled and waiting (only `force` passes them, and confirms the
   * waiting ones again at `t`). A scheduled send (`scheduled`): an identical write claimed
   * since it was last confirmed holds it back, and nothing passes that.
   */
  const claimable = async <B, D>(
    tx: Queryable,
    found: JournalEntry<B, D>,
    by: { force?: boolean; keyId?: string; scheduled?: boolean },
    t: number,
  ) => {
    if (found.keyId !== null && by.keyId !== undefined && found.keyId !== by.keyId) return { kind: 'key-changed', entry: found } as const;
    // Identical writes claimed at once serialise here, so the second sees the first.
    await tx.query(`select pg_advisory_xact_lock(hashtext('journal ' || $1))`, [`${found.guildId ?? ''}:${found.contentHash}`]);
    if (by.scheduled) {
      const held = await heldBackBy(tx, found as JournalEntry);
      return held ? ({ kind: 'duplicate', entry: found, earlier: held } as const) : ({ kind: 'ok', earlier: undefined } as const);
    }
    const earlier = await earlierOf(tx, found);
    const scheduled = await twinOf(tx, found);
    if ((earlier || scheduled) && !by.force) {
      // What this press is shown now: an "anyway" after it confirms the twins waiting by then.
      await tx.query(`update journal set warned_at = ${at(2)} where id = $1`, [found.id, t]);
      return { kind: 'duplicate', entry: found, ...(earlier ? { earlier } : {}), ...(scheduled ? { scheduled } : {}) } as const;
    }
    if (scheduled) {
      // "Anyway": the twins its moderator was warned of are confirmed again, so they still go at their time.
      await tx.query(
        `update journal set confirmed_at = ${at(4)}
         where content_hash = $1 and guild_id is not distinct from $2 and id <> $3 and state = 'scheduled'
           and confirmed_at <= (select coalesce(warned_at, created_at) from journal where id = $3)`,
        [found.contentHash, found.guildId, found.id, t],
      );
    }
    return { kind: 'ok', earlier: earlier ?? scheduled } as const;
  };

  return {
    recover,

    async preview<B, D = null>(intent: WriteIntent<B, D>) {
      await recover();
      const id = randomBytes(9).toString('base64url');
      const hash = contentHash(intent.operation, intent.body);
      const t = now();
      const earlier = await earlierOf(db, { id, guildId: intent.guildId, contentHash: hash });
      const scheduled = await twinOf(db, { id, guildId: intent.guildId, contentHash: hash });
      const r = await db.query<Row>(
        `insert into journal (id, guild_id, user_id, operation, body, display, summary, content_hash, state,
           possible_duplicate_of, created_at, expires_at, key_id, due_at)
         values ($1, $2, $3, $4, $5::text::jsonb, $6::text::jsonb, $7, $8, 'previewed', $9, ${at(10)}, ${at(11)}, $12, ${at(13)})
         returning ${COLUMNS}`,
        [
          id,
          intent.guildId,
          intent.userId,
          intent.operation,
          json(intent.body),
          json(intent.display ?? null),
          intent.summary,
          hash,
          earlier?.id ?? null,
          t,
          t + intent.ttlMs,
          intent.keyId ?? null,
          intent.dueAt ?? null,
        ],
      );
      const entry = toEntry<B, D>(r.rows[0]!);
      observe(entry.operation, entry.state);
      return { entry, ...(earlier ? { earlier } : {}), ...(scheduled ? { scheduled } : {}) };
    },

    async get<B, D>(id: string) {
      await recover();
      return load<B, D>(db, id);
    },

    earlier: (entry) => earlierOf(db, entry),

    scheduledTwin: (entry) => twinOf(db, entry),

    async sentSince<B, D>(guildId: string | null, operation: string, since: number, limit = 100) {
      const r = await db.query<Row>(
        `select ${COLUMNS} from journal
         where guild_id is not distinct from $1 and operation = $2
           and state in ('claimed', 'sent', 'created', 'unknown')
           and coalesce(sent_at, claimed_at) >= ${at(3)}
         order by coalesce(sent_at, claimed_at) desc limit $4`,
        [guildId, operation, since, limit],
      );
      return r.rows.map((row) => toEntry<B, D>(row));
    },

    async execute<B, D, R>(
      id: string,
      by: { userId: string; force?: boolean; keyId?: string; scheduled?: boolean },
      send: (body: B, leaving: () => Promise<void>) => Promise<Sent<R>>,
      classify: (err: unknown, left: boolean) => Failure,
    ): Promise<ExecuteResult<B, D>> {
      await recover();
      const claim = await db.transaction(async (tx): Promise<ExecuteResult<B, D> | { kind: 'claimed'; entry: JournalEntry<B, D> }> => {
        const found = await load<B, D>(tx, id, true);
        if (!found) return { kind: 'not-found' };
        const no = blocked(found, by.userId, by.scheduled ? 'job' : 'press');
        if (no) return no;
        // One time for the claim and any twin it confirms again: a twin is held back only by a claim after it.
        const t = now();
        const checked = await claimable(tx, found, by, t);
        if (checked.kind !== 'ok') return checked;
        const r = await tx.query<Row>(
          `update journal set state = 'claimed', claimed_at = ${at(2)}, claimed_by = $3, owner_key = $4, forced = forced or $5
           where id = $1 and state = $6 returning ${COLUMNS}`,
          [id, t, by.userId, me, Boolean(by.force && checked.earlier), by.scheduled ? 'scheduled' : 'previewed'],
        );
        return { kind: 'claimed', entry: toEntry<B, D>(r.rows[0]!) };
      });
      if (claim.kind !== 'claimed') return claim;
      await step('claimed', claim.entry);

      const claimedAt = claim.entry.claimedAt!;
      let inFlight = claim.entry;
      let left = false;
      // The commit of `sent` got no answer (the database went away as it was made): nothing
      // left, but the entry may say `sent`, which the lease would settle as unknown. In a
      // transaction of its own so that only a failed COMMIT leaves this in doubt: a failure
      // before it (no connection, the UPDATE itself) certainly left the entry `claimed`.
      let sentUnanswered = false;
      const leaving = async () => {
        if (left) return;
        let updated = false;
        // Only the claim this call made: not one the lease gave back and someone made again.
        const sent = await db
          .transaction(async (tx) => {
            const r = await tx.query<Row>(
              `update journal set state = 'sent', sent_at = ${at(2)}
               where id = $1 and state = 'claimed' and owner_key = $3 and epoch_ms(claimed_at) = $4 returning ${COLUMNS}`,
              [id, now(), me, claimedAt],
            );
            updated = true;
            return r;
          })
          .catch((err: unknown) => {
            sentUnanswered = updated;
            throw err;
          });
        if (!sent.rows[0]) throw new ClaimLostError(id);
        left = true;
        inFlight = toEntry<B, D>(sent.rows[0]);
        await step('sent', inFlight);
      };

      let state: SettledState;
      let reference: string | null = null;
      let result: unknown;
      let error: unknown;
      try {
        const ok = await send(inFlight.body, leaving);
        state = 'created';
        reference = ok.reference ?? null;
        result = ok.result ?? null;
      } catch (err) {
        error = err;
        let failure: Failure;
        try {
          failure = classify(err, left);
        } catch {
          failure = { state: 'unknown', reason: 'an unexpected error after the request was sent' };
        }
        // Before leaving() nothing went out, whatever the error says.
        if (!left && failure.state === 'unknown') failure = { state: 'refused', reason: 'nothing was sent' };
        state = failure.state;
        result = { reason: failure.reason, ...(failure.phrase !== undefined ? { phrase: failure.phrase } : {}) };
      }
      if (!left && error instanceof ClaimLostError) {
        // Settled by another process meanwhile (the lease): what it says stands.
        const e = await load<B, D>(db, id);
        return e ? (blocked(e, by.userId, by.scheduled ? 'job' : 'press') ?? { kind: 'in-flight', entry: e }) : { kind: 'not-found' };
      }
      await step('answered', { ...inFlight, state, reference, result });

      // A send that never called leaving() (nothing went out through the client, or it succeeded
      // without one) settles from `claimed`, this claim only; from `sent` too when the commit of
      // `sent` got no answer (it may have been made, and still nothing left).
      const from = left
        ? `state in ('sent', 'unknown') and owner_key = $6`
        : `state ${sentUnanswered ? `in ('claimed', 'sent')` : `= 'claimed'`} and owner_key = $6 and epoch_ms(claimed_at) = $7`;
      const settle = retried(() =>
        db.transaction(async (tx) => {
          const r = await tx.query<Row>(
            `update journal set state = $2, settled_at = ${at(3)}, reference = $4, result = $5::text::jsonb
             where id = $1 and ${from} returning ${COLUMNS}`,
            [id, state, now(), reference, json(result ?? null), me, ...(left ? [] : [claimedAt])],
          );
          const e = r.rows[0] ? toEntry<B, D>(r.rows[0]) : undefined;
          if (e) await recordAudit(tx, auditOf(e, now()));
          return e;
        }),
      );
      const settled = await settle;
      if (!settled.ok) {
        // The outcome is not in the journal: whoever looks after the lease settles it as unknown
        // (never resent), so that is what the user is told now, unless nothing left. Nothing left
        // when `sent` got no answer either, but the entry may say `sent` and be settled unknown:
        // the user is told what the journal will say, not "nothing was sent".
        const told: JournalEntry<B, D> =
          left || sentUnanswered
            ? {
                ...inFlight,
                state: 'unknown',
                result: { reason: 'the outcome could not be recorded (the database did not answer), so it is unknown' },
              }
            : { ...inFlight, state, result };
        await step('recorded', told);
        return { kind: 'done', entry: told, ...(error !== undefined ? { error } : {}), unrecorded: settled.error };
      }
      const entry = settled.value ?? (await load<B, D>(db, id))!;
      await step('recorded', entry);
      return error === undefined ? { kind: 'done', entry } : { kind: 'done', entry, error };
    },

    async cancel<B, D>(id: string, userId: string, anyone = false): Promise<CancelResult<B, D>> {
      await recover();
      let cancelled: JournalEntry<B, D> | undefined;
      const result = await db.transaction(async (tx): Promise<CancelResult<B, D>> => {
        const found = await load<B, D>(tx, id, true);
        if (!found) return { kind: 'not-found' };
        const no = blocked(found, userId, anyone ? 'anyone' : 'cancel');
        if (no) return no;
        const t = now();
        const r = await tx.query<Row>(`update journal set state = 'cancelled', settled_at = ${at(2)} where id = $1 returning ${COLUMNS}`, [
          id,
          t,
        ]);
        cancelled = toEntry<B, D>(r.rows[0]!);
        // A scheduled write stopped is a record (a preview cancelled was never confirmed): who stopped it.
        if (found.state === 'scheduled') {
          await recordAudit(tx, {
            at: t,
            guildId: found.guildId,
            userId,
            operation: found.operation,
            summary: `${found.summary} (cancelled before its time)`,
            outcome: 'cancelled',
            journalId: found.id,
          });
        }
        return { kind: 'cancelled', entry: cancelled };
      });
      if (cancelled) observe(cancelled.operation, 'cancelled');
      return result;
    },

    async schedule<B, D>(
      id: string,
      by: { userId: string; force?: boolean; keyId?: string; limit?: number },
    ): Promise<ScheduleResult<B, D>> {
      await recover();
      const r = await db.transaction(async (tx): Promise<ScheduleResult<B, D>> => {
        const found = await load<B, D>(tx, id, true);
        if (!found) return { kind: 'not-found' };
        const no = blocked(found, by.userId);
        if (no) return no;
        if (found.dueAt === null) throw new TypeError(`journal entry ${id} has no due time to schedule it for`);
        if (by.limit !== undefined) {
          // Two Confirms at once in one server serialise here, so the cap holds.
          await tx.query(`select pg_advisory_xact_lock(hashtext('journal waiting ' || $1))`, [found.guildId ?? '']);
          const n = await tx.query<{ n: number }>(
            `select count(*)::int as n from journal where guild_id is not distinct from $1 and state = 'scheduled'`,
            [found.guildId],
          );
          if ((n.rows[0]?.n ?? 0) >= by.limit) return { kind: 'full', entry: found, limit: by.limit };
        }
        const t = now();
        const checked = await claimable(tx, found, by, t);
        if (checked.kind !== 'ok') return checked;
        const u = await tx.query<Row>(
          `update journal set state = 'scheduled', claimed_by = $2, forced = $3, confirmed_at = ${at(4)} where id = $1 and state = 'previewed' returning ${COLUMNS}`,
          [id, by.userId, Boolean(by.force && checked.earlier), t],
        );
        const entry = toEntry<B, D>(u.rows[0]!);
        await recordAudit(tx, {
          at: t,
          guildId: entry.guildId,
          userId: entry.userId,
          operation: entry.operation,
          summary: `${entry.summary} (scheduled for ${new Date(entry.dueAt!).toISOString()}${entry.forced ? ', confirmed as a repeat' : ''})`,
          outcome: 'scheduled',
          journalId: entry.id,
        });
        return { kind: 'scheduled', entry, now: true };
      });
      if (r.kind === 'scheduled') observe(r.entry.operation, 'scheduled');
      return r;
    },

    async due(t, limit = 100) {
      const r = await db.query<Row>(
        `select ${COLUMNS} from journal where state = 'scheduled' and due_at <= ${at(1)} order by due_at limit $2`,
        [t, limit],
      );
      return r.rows.map((row) => toEntry(row));
    },

    async nextDueAfter(t) {
      const r = await db.query<{ due_at: number | null }>(
        `select epoch_ms(min(due_at)) as due_at from journal where state = 'scheduled' and due_at > ${at(1)}`,
        [t],
      );
      const first = r.rows[0]?.due_at;
      return first === null || first === undefined ? undefined : Number(first);
    },

    async miss<B, D>(id: string, failure: Failure) {
      const e = await db.transaction(async (tx) => {
        const r = await tx.query<Row>(
          `update journal set state = $2, settled_at = ${at(3)}, result = $4::text::jsonb where id = $1 and state = 'scheduled' returning ${COLUMNS}`,
          [id, failure.state, now(), json({ reason: failure.reason, ...(failure.phrase !== undefined ? { phrase: failure.phrase } : {}) })],
        );
        const found = r.rows[0] ? toEntry<B, D>(r.rows[0]) : undefined;
        if (found) await recordAudit(tx, auditOf(found, now()));
        return found;
      });
      if (e) observe(e.operation, e.state);
      return e;
    },

    async refuseUnsent(ids, failure) {
      const t = now();
      const entries = await db.transaction(async (tx) => {
        const r = await tx.query<Row>(
          `update journal set state = 'refused', settled_at = ${at(2)}, result = $3::text::jsonb
           where id in (select jsonb_array_elements_text($1::text::jsonb)) and state = 'previewed' and expires_at > ${at(2)} returning ${COLUMNS}`,
          [json([...ids]), t, json({ reason: failure.reason, ...(failure.phrase !== undefined ? { phrase: failure.phrase } : {}) })],
        );
        const refused = r.rows.map((row) => toEntry(row));
        for (const e of refused) await recordAudit(tx, auditOf(e, t));
        return refused;
      });
      for (const e of entries) observe(e.operation, e.state);
      return entries;
    },

    async scheduledIn(guildId, since, page = {}) {
      const r = await db.query<Row>(
        `select ${COLUMNS} from journal where ${SCHEDULED_WHERE}
         order by due_at, id offset $5::int limit $6::int`,
        [guildId, since, page.waiting ?? false, page.search?.trim().toLowerCase() || null, page.offset ?? 0, page.limit ?? 50],
      );
      return r.rows.map((row) => toEntry(row));
    },

    async countScheduled(guildId, query) {
      const r = await db.query<{ total: number; waiting: number }>(
        `select count(*)::int as total, (count(*) filter (where state = 'scheduled'))::int as waiting from journal where ${SCHEDULED_WHERE}`,
        [guildId, query.since, query.waiting ?? false, query.search?.trim().toLowerCase() || null],
      );
      return { total: r.rows[0]?.total ?? 0, waiting: r.rows[0]?.waiting ?? 0 };
    },

    async cancelAll(guildId, reason) {
      const t = now();
      const entries = await db.transaction(async (tx) => {
        const r = await tx.query<Row>(
          `update journal set state = 'cancelled', settled_at = ${at(2)} where guild_id = $1 and state = 'scheduled' returning ${COLUMNS}`,
          [guildId, t],
        );
        const cancelled = r.rows.map((row) => toEntry(row));
        for (const e of cancelled) {
          await recordAudit(tx, {
            at: t,
            guildId,
            userId: e.userId,
            operation: e.operation,
            summary: `${e.summary} (cancelled: ${reason})`,
            outcome: 'cancelled',
            journalId: e.id,
          });
        }
        return cancelled;
      });
      for (const e of entries) observe(e.operation, 'cancelled');
      return entries;
    },

    async hold(ids, userId, holdMs) {
      const r = await db.query<{ id: string }>(
        `update journal set expires_at = created_at + make_interval(secs => $3::float8 / 1000)
         where id in (select jsonb_array_elements_text($1::text::jsonb)) and user_id = $2 and state = 'previewed'
           and expires_at > ${at(4)} and expires_at < created_at + make_interval(secs => $3::float8 / 1000)
         returning id`,
        [json([...ids]), userId, holdMs, now()],
      );
      return r.rows.map((row) => row.id);
    },

    async narrow(id, change) {
      const entry = await load(db, id);
      if (!entry) return undefined;
      const r = await db.query<Row>(
        `update journal set body = $2::text::jsonb, display = $3::text::jsonb, summary = $4, content_hash = $5
         where id = $1 and state = 'previewed' and expires_at > ${at(6)} returning ${COLUMNS}`,
        [id, json(change.body), json(change.display), change.summary, contentHash(entry.operation, change.body), now()],
      );
      return r.rows[0] ? toEntry(r.rows[0]) : undefined;
    },

    async untold(id, settledForMs) {
      const r = await db.query(`select 1 from journal where id = $1 and told_state is distinct from state and settled_at <= ${at(2)}`, [
        id,
        now() - settledForMs,
      ]);
      return r.rows.length > 0;
    },

    async markTold(id, state) {
      await db.query('update journal set told_state = $2 where id = $1', [id, state]);
    },

    async prune(olderThanMs = 24 * 60 * 60_000) {
      const r = await db.query(
        `delete from journal where (state = 'previewed' and expires_at < ${at(1)}) or (state = 'cancelled' and settled_at < ${at(1)})`,
        [now() - olderThanMs],
      );
      return r.rowCount;
    },
  };
}

/**
 * A guild's scheduled writes ($1): waiting, or settled and due since $2 unless only waiting ones
 * ($3); with $4 (lowercase) in the id, the operation or the summary when given.
 */
const SCHEDULED_WHERE = `guild_id = $1 and due_at is not null and state <> 'previewed'
  and (state = 'scheduled' or (not $3::boolean and due_at >= ${at(2)}))
  and ($4::text is null or strpos(lower(id || ' ' || operation || ' ' || summary), $4::text) > 0)`;

const OUTCOME_WORDS: Record<SettledState, AuditOutcome> = { created: 'created', refused: 'refused', unknown: 'unknown' };

function auditOf(e: JournalEntry, t: number) {
  const reason =
    e.state !== 'created' && e.result && typeof e.result === 'object' && 'reason' in e.result
      ? String((e.result as { reason: unknown }).reason)
      : undefined;
  return {
    at: t,
    guildId: e.guildId,
    userId: e.userId,
    operation: e.operation,
    summary: reason ? `${e.summary} (${reason})` : e.summary,
    outcome: OUTCOME_WORDS[e.state as SettledState] ?? 'unknown',
    reference: e.reference,
    journalId: e.id,
  };
}
