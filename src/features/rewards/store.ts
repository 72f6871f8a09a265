import { randomBytes } from 'node:crypto';
import { INSTANCE_LOCK_CLASS, type Db, type Queryable } from '../../store/db.js';

/** Role rewards' store queries (tables in schema.ts). */

/** The most rewards (active or stopped) a server may have: each sync reads Discord's member list. */
export const MAX_REWARDS_PER_GUILD = 10;
/** How long a /rewards add preview may be confirmed. */
export const REWARD_PREVIEW_MS = 15 * 60_000;

export type RewardKind = 'threshold' | 'period';
export type RewardState = 'preview' | 'active' | 'stopped';

export interface Reward {
  id: string;
  guildId: string;
  kind: RewardKind;
  pointSystemId: string;
  systemName: string;
  systemEmoji: string;
  roleId: string;
  /** Threshold rewards: the balance that holds the role (exact text). */
  threshold: string | null;
  /** Threshold rewards: a member who drops below keeps the role. */
  keep: boolean;
  /** Period rewards: how many winners. */
  top: number | null;
  period: 'week' | 'month' | null;
  state: RewardState;
  /** Why it stopped (a StoredText as JSON, shown in any language). */
  stoppedReason: string | null;
  createdBy: string;
  locale: string | null;
  createdAt: number;
  expiresAt: number | null;
  intervalMinutes: number;
  nextSyncAt: number | null;
  /** Period rewards: the label of the last period whose winners were given the role. */
  lastLabel: string | null;
}

export type SyncState = 'planning' | 'applying' | 'done' | 'stopped';

export interface RewardSync {
  id: string;
  rewardId: string;
  guildId: string;
  key: string;
  state: SyncState;
  startedAt: number;
  finishedAt: number | null;
  upstreamRequests: number;
  /** Members the bot cannot change (the owner, a member at or above its role), skipped. */
  cannot: string[];
  stoppedReason: string | null;
}

export type ChangeState = 'planned' | 'sending' | 'done' | 'left' | 'failed';
export interface PlannedChange {
  userId: string;
  action: 'add' | 'remove';
  state: ChangeState;
}

/** A sync's changes counted from its rows: what was made, and what was not (and why). */
export interface SyncCounts {
  given: number;
  taken: number;
  left: number;
  failed: number;
  /** Changes not made yet. */
  open: number;
}

export interface RewardInput {
  guildId: string;
  kind: RewardKind;
  pointSystemId: string;
  systemName: string;
  systemEmoji: string;
  roleId: string;
  threshold: string | null;
  keep: boolean;
  top: number | null;
  period: 'week' | 'month' | null;
  createdBy: string;
  locale: string | null;
}

export interface RewardsStore {
  /** A reward as previewed (state `preview`), to be confirmed within REWARD_PREVIEW_MS. */
  preview(input: RewardInput, now: number): Promise<Reward>;
  /** The preview made active; `full` when the server has no room left, undefined when it is gone or expired. */
  confirm(guildId: string, id: string, now: number): Promise<Reward | 'full' | undefined>;
  get(id: string): Promise<Reward | undefined>;
  /** A server's rewards (previews left out), oldest first. */
  list(guildId: string): Promise<Reward[]>;
  remove(guildId: string, id: string): Promise<boolean>;
  stop(id: string, reason: string): Promise<void>;
  /** Active threshold rewards whose next sync is due. */
  due(now: number): Promise<Reward[]>;
  /** Active period rewards (the tick looks for their ended period's final board). */
  periodRewards(): Promise<Reward[]>;
  /**
   * A sync of `reward` for `key` (made when missing); the reward's next sync moves on (threshold)
   * or its last period is recorded (period). Undefined when that run exists already.
   */
  startSync(reward: Reward, key: string, now: number, update: { nextSyncAt?: number; lastLabel?: string }): Promise<RewardSync | undefined>;
  sync(id: string): Promise<RewardSync | undefined>;
  /** Makes this process the run's owner: false while another live process owns it. */
  claim(syncId: string): Promise<boolean>;
  /** Syncs not over yet (to queue again after a restart). */
  openSyncs(): Promise<RewardSync[]>;
  /** The reward's latest sync. */
  lastSync(rewardId: string): Promise<RewardSync | undefined>;
  /** Stores a sync's plan and moves it to `applying`, at once; false when another worker did. */
  plan(
    syncId: string,
    changes: readonly { userId: string; action: 'add' | 'remove' }[],
    left: readonly string[],
    cannot: readonly string[],
    upstreamRequests: number,
  ): Promise<boolean>;
  /** The changes not made yet, adds first. */
  pending(syncId: string): Promise<PlannedChange[]>;
  mark(syncId: string, userId: string, state: ChangeState): Promise<void>;
  /** The same for several members in one statement. */
  markMany(syncId: string, userIds: readonly string[], state: ChangeState): Promise<void>;
  counts(syncId: string): Promise<SyncCounts>;
  finish(syncId: string, state: 'done' | 'stopped', now: number, reason?: string): Promise<void>;
}

type Row = Record<string, unknown>;
const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

function reward(r: Row): Reward {
  return {
    id: String(r.id),
    guildId: String(r.guild_id),
    kind: r.kind as RewardKind,
    pointSystemId: String(r.point_system_id),
    systemName: String(r.system_name),
    systemEmoji: String(r.system_emoji ?? ''),
    roleId: String(r.role_id),
    threshold: r.threshold === null ? null : String(r.threshold),
    keep: r.keep === true,
    top: num(r.top),
    period: (r.period as Reward['period']) ?? null,
    state: r.state as RewardState,
    stoppedReason: (r.stopped_reason as string | null) ?? null,
    createdBy: String(r.created_by),
    locale: (r.locale as string | null) ?? null,
    createdAt: Number(r.created_at),
    expiresAt: num(r.expires_at),
    intervalMinutes: Number(r.interval_minutes),
    nextSyncAt: num(r.next_sync_at),
    lastLabel: (r.last_label as string | null) ?? null,
  };
}

function sync(r: Row): RewardSync {
  const cannot = typeof r.cannot === 'string' ? (JSON.parse(r.cannot) as string[]) : ((r.cannot as string[] | null) ?? []);
  return {
    id: String(r.id),
    rewardId: String(r.reward_id),
    guildId: String(r.guild_id),
    key: String(r.key),
    state: r.state as SyncState,
    startedAt: Number(r.started_at),
    finishedAt: num(r.finished_at),
    upstreamRequests: Number(r.upstream_requests),
    cannot,
    stoppedReason: (r.stopped_reason as string | null) ?? null,
  };
}

// numeric read back as text: exact, and the same on both back ends.
const REWARD_COLUMNS = `id, guild_id, kind, point_system_id, system_name, system_emoji, role_id, threshold::text as threshold, keep, top, period, state,
  stopped_reason, created_by, locale, created_at, expires_at, interval_minutes, next_sync_at, last_label`;
const SYNC_COLUMNS = `id, reward_id, guild_id, key, state, started_at, finished_at, upstream_requests, cannot::text as cannot, stopped_reason`;

const newId = () => randomBytes(4).toString('hex');

export function createRewardsStore(db: Db): RewardsStore {
  const one = async <T>(
    q: Queryable,
    sql: string,
    params: (string | number | boolean | null)[],
    map: (r: Row) => T,
  ): Promise<T | undefined> => {
    const r = await q.query<Row>(sql, params);
    return r.rows[0] ? map(r.rows[0]) : undefined;
  };
  return {
    async preview(i, now) {
      const made = await one(
        db,
        `insert into rewards (id, guild_id, kind, point_system_id, system_name, system_emoji, role_id, threshold, keep, top, period, state, created_by, locale, created_at, expires_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8::numeric, $9, $10, $11, 'preview', $12, $13, $14, $15) returning ${REWARD_COLUMNS}`,
        [
          newId(),
          i.guildId,
          i.kind,
          i.pointSystemId,
          i.systemName,
          i.systemEmoji,
          i.roleId,
          i.threshold,
          i.keep,
          i.top,
          i.period,
          i.createdBy,
          i.locale,
          now,
          now + REWARD_PREVIEW_MS,
        ],
        reward,
      );
      // Previews never confirmed are dropped once expired.
      await db.query(`delete from rewards where state = 'preview' and expires_at < $1`, [now]);
      return made!;
    },
    confirm(guildId, id, now) {
      return db.transaction(async (tx) => {
        // One server's confirms one at a time, so the cap holds across replicas.
        await tx.query(`select pg_advisory_xact_lock(hashtext('rewards ' || $1))`, [guildId]);
        const found = await one(
          tx,
          `select ${REWARD_COLUMNS} from rewards where guild_id = $1 and id = $2 and state = 'preview' and expires_at >= $3`,
          [guildId, id, now],
          reward,
        );
        if (!found) return undefined;
        const n = await tx.query<{ n: number }>(`select count(*)::int as n from rewards where guild_id = $1 and state <> 'preview'`, [
          guildId,
        ]);
        if ((n.rows[0]?.n ?? 0) >= MAX_REWARDS_PER_GUILD) return 'full' as const;
        return one(
          tx,
          `update rewards set state = 'active', expires_at = null, created_at = $3, next_sync_at = $3 where guild_id = $1 and id = $2 returning ${REWARD_COLUMNS}`,
          [guildId, id, now],
          reward,
        );
      });
    },
    get: (id) => one(db, `select ${REWARD_COLUMNS} from rewards where id = $1`, [id], reward),
    async list(guildId) {
      const r = await db.query<Row>(
        `select ${REWARD_COLUMNS} from rewards where guild_id = $1 and state <> 'preview' order by created_at, id`,
        [guildId],
      );
      return r.rows.map(reward);
    },
    async remove(guildId, id) {
      const r = await db.query(`delete from rewards where guild_id = $1 and id = $2 and state <> 'preview'`, [guildId, id]);
      return r.rowCount > 0;
    },
    async stop(id, reason) {
      await db.query(`update rewards set state = 'stopped', stopped_reason = $2 where id = $1 and state = 'active'`, [id, reason]);
    },
    async due(now) {
      const r = await db.query<Row>(
        `select ${REWARD_COLUMNS} from rewards where state = 'active' and kind = 'threshold' and next_sync_at <= $1 order by next_sync_at`,
        [now],
      );
      return r.rows.map(reward);
    },
    async periodRewards() {
      const r = await db.query<Row>(`select ${REWARD_COLUMNS} from rewards where state = 'active' and kind = 'period' order by created_at`);
      return r.rows.map(reward);
    },
    startSync(rw, key, now, update) {
      return db.transaction(async (tx) => {
        const made = await one(
          tx,
          `insert into reward_syncs (id, reward_id, guild_id, key, state, started_at) values ($1, $2, $3, $4, 'planning', $5)
           on conflict (reward_id, key) do nothing returning ${SYNC_COLUMNS}`,
          [newId() + newId(), rw.id, rw.guildId, key, now],
          sync,
        );
        if (made) {
          await tx.query(
            `update rewards set next_sync_at = coalesce($2, next_sync_at), last_label = coalesce($3, last_label) where id = $1`,
            [rw.id, update.nextSyncAt ?? null, update.lastLabel ?? null],
          );
        }
        return made;
      });
    },
    sync: (id) => one(db, `select ${SYNC_COLUMNS} from reward_syncs where id = $1`, [id], sync),
    async claim(syncId) {
      const r = await db.query(
        `update reward_syncs set owner_key = $2 where id = $1 and state in ('planning', 'applying')
           and (owner_key is null or owner_key = $2 or not exists (
             select 1 from pg_locks l
             where l.locktype = 'advisory' and l.granted and l.classid = ${INSTANCE_LOCK_CLASS} and l.objsubid = 2 and l.objid = reward_syncs.owner_key::oid))`,
        [syncId, db.instanceKey],
      );
      return r.rowCount > 0;
    },
    async openSyncs() {
      const r = await db.query<Row>(`select ${SYNC_COLUMNS} from reward_syncs where state in ('planning', 'applying') order by started_at`);
      return r.rows.map(sync);
    },
    lastSync: (rewardId) =>
      one(db, `select ${SYNC_COLUMNS} from reward_syncs where reward_id = $1 order by started_at desc, id limit 1`, [rewardId], sync),
    plan(syncId, changes, left, cannot, upstreamRequests) {
      return db.transaction(async (tx) => {
        const moved = await tx.query(
          `update reward_syncs set state = 'applying', cannot = $2::text::jsonb, upstream_requests = $3 where id = $1 and state = 'planning'`,
          [syncId, JSON.stringify(cannot), upstreamRequests],
        );
        if (moved.rowCount === 0) return false;
        // A few thousand rows a statement at most: one parameter list per chunk.
        for (let i = 0; i < changes.length; i += 1_000) {
          const chunk = changes.slice(i, i + 1_000);
          await tx.query(
            `insert into reward_changes (sync_id, user_id, action) select $1, u, a from unnest($2::text[], $3::text[]) as t(u, a) on conflict do nothing`,
            [syncId, `{${chunk.map((c) => c.userId).join(',')}}`, `{${chunk.map((c) => c.action).join(',')}}`],
          );
        }
        // Eligible members who are not in the server: counted as skipped, never sent.
        for (let i = 0; i < left.length; i += 1_000) {
          await tx.query(
            `insert into reward_changes (sync_id, user_id, action, state) select $1, u, 'add', 'left' from unnest($2::text[]) as t(u) on conflict do nothing`,
            [syncId, `{${left.slice(i, i + 1_000).join(',')}}`],
          );
        }
        return true;
      });
    },
    async pending(syncId) {
      const r = await db.query<{ user_id: string; action: 'add' | 'remove'; state: ChangeState }>(
        `select user_id, action, state from reward_changes where sync_id = $1 and state in ('planned', 'sending') order by action, user_id`,
        [syncId],
      );
      return r.rows.map((c) => ({ userId: c.user_id, action: c.action, state: c.state }));
    },
    async mark(syncId, userId, state) {
      await db.query(`update reward_changes set state = $3 where sync_id = $1 and user_id = $2`, [syncId, userId, state]);
    },
    async markMany(syncId, userIds, state) {
      if (userIds.length === 0) return;
      await db.query(`update reward_changes set state = $3 where sync_id = $1 and user_id = any($2::text[])`, [
        syncId,
        `{${userIds.join(',')}}`,
        state,
      ]);
    },
    async counts(syncId) {
      const r = await db.query<{ action: string; state: string; n: number }>(
        `select action, state, count(*)::int as n from reward_changes where sync_id = $1 group by action, state`,
        [syncId],
      );
      const c: SyncCounts = { given: 0, taken: 0, left: 0, failed: 0, open: 0 };
      for (const row of r.rows) {
        if (row.state === 'done') c[row.action === 'add' ? 'given' : 'taken'] += row.n;
        else if (row.state === 'left') c.left += row.n;
        else if (row.state === 'failed') c.failed += row.n;
        else c.open += row.n;
      }
      return c;
    },
    async finish(syncId, state, now, reason) {
      await db.query(
        `update reward_syncs set state = $2, finished_at = $3, stopped_reason = $4 where id = $1 and state in ('planning', 'applying')`,
        [syncId, state, now, reason ?? null],
      );
    },
  };
}
