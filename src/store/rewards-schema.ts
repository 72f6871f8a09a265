/**
 * Role rewards' tables (a migration of the store). No journal: a role change is idempotent on
 * Discord, so nothing here guards a send; what the tables keep is what a sync planned and how
 * far it got, so a sync stopped anywhere (kill -9) goes on from there and its counts are true.
 *
 * - `rewards`: one per reward (a preview not confirmed yet, active, or stopped with a reason).
 * - `reward_syncs`: one per run of a reward (`key`: the instant a threshold sync fell due, or the
 *   ended period's label), with its progress and, once over, its counts.
 * - `reward_changes`: what a sync planned, one row per member (add or remove), each marked as it
 *   goes: `sending` once the request may have left, `done`, or why it was not made.
 * A run belongs to one process at a time (`owner_key`, its instance lock, as the journal's
 * entries do): another process takes it over only once that lock is gone (the owner died).
 * Times are epoch milliseconds of the bot's clock (float8), as the jobs see them.
 */
export const REWARDS_SQL = `
  create table rewards (
    id text primary key,
    guild_id text not null,
    kind text not null check (kind in ('threshold', 'period')),
    point_system_id text not null,
    system_name text not null,
    system_emoji text not null default '',
    role_id text not null,
    threshold numeric,
    keep boolean not null default false,
    top int,
    period text check (period in ('week', 'month')),
    state text not null check (state in ('preview', 'active', 'stopped')),
    stopped_reason text,
    created_by text not null,
    locale text,
    created_at float8 not null,
    expires_at float8,
    interval_minutes int not null default 60,
    next_sync_at float8,
    last_label text
  );
  create index rewards_guild on rewards (guild_id, state);

  create table reward_syncs (
    id text primary key,
    reward_id text not null references rewards (id) on delete cascade,
    guild_id text not null,
    key text not null,
    state text not null check (state in ('planning', 'applying', 'done', 'stopped')),
    started_at float8 not null,
    finished_at float8,
    upstream_requests int not null default 0,
    cannot jsonb not null default '[]',
    stopped_reason text,
    -- The process running it (its store's instance key): a run whose owner is gone is taken over.
    owner_key int,
    unique (reward_id, key)
  );
  create index reward_syncs_open on reward_syncs (state) where state in ('planning', 'applying');

  create table reward_changes (
    sync_id text not null references reward_syncs (id) on delete cascade,
    user_id text not null,
    action text not null check (action in ('add', 'remove')),
    state text not null default 'planned' check (state in ('planned', 'sending', 'done', 'left', 'failed')),
    primary key (sync_id, user_id)
  );
`;
