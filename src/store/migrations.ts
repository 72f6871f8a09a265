import type { Db, Queryable } from './db.js';
import { jobTablesSql } from './job-schema.js';
import { PERIOD_READINGS_SQL, PERIODS_SQL } from './periods.js';
import { REWARDS_SQL } from './rewards-schema.js';

/**
 * Versioned migrations, applied in order at start. Each runs once per database, inside one
 * transaction that holds an advisory lock, so several processes starting at once apply it
 * exactly once and the others wait, then find it done.
 *
 * To add one: append `{ version: <last + 1>, name, sql }` to MIGRATIONS. Never edit or reorder
 * a migration that has landed (databases out there have run it); write a new one instead.
 * Plain SQL that runs on PostgreSQL 15+ and on PGlite; no schema prefix (the store sets it).
 */

export interface Migration {
  version: number;
  /** Short and stable: recorded beside the version and checked at every start. */
  name: string;
  /** A function when the SQL names the store's schema (the job queue's own schema is named after it). */
  sql: string | ((storeSchema: string) => string | Promise<string>);
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'journal, audit',
    sql: `
      -- Times are read back as epoch milliseconds (float8), the same on both back ends.
      create function epoch_ms(t timestamptz) returns float8
        language sql immutable strict
        return extract(epoch from t)::float8 * 1000;

      -- Every write to the Community API, from its preview to its outcome (see journal.ts).
      create table journal (
        id text primary key,
        guild_id text,
        user_id text not null,
        operation text not null,
        body jsonb not null,
        display jsonb not null default 'null',
        summary text not null,
        content_hash text not null,
        state text not null
          check (state in ('previewed', 'cancelled', 'claimed', 'sent', 'created', 'refused', 'unknown')),
        possible_duplicate_of text,
        created_at timestamptz not null,
        expires_at timestamptz not null,
        claimed_at timestamptz,
        claimed_by text,
        sent_at timestamptz,
        settled_at timestamptz,
        owner_key int,
        forced boolean not null default false,
        reference text,
        result jsonb
      );
      create index journal_same_write on journal (content_hash, guild_id, created_at);
      create index journal_in_flight on journal (state) where state in ('claimed', 'sent');
      create index journal_expiry on journal (expires_at) where state = 'previewed';

      -- What happened, for /audit and the audit channel: one row per write outcome.
      create table audit (
        id bigint generated always as identity primary key,
        at timestamptz not null,
        guild_id text,
        user_id text not null,
        operation text not null,
        summary text not null,
        outcome text not null,
        reference text,
        journal_id text
      );
      create index audit_by_guild on audit (guild_id, id desc);
    `,
  },
  {
    version: 2,
    name: 'settings',
    sql: `
      -- Each server's own settings, written by /setup (see settings.ts). The API key is sealed
      -- with AES-256-GCM under SETTINGS_SECRET (secret-box.ts); key_check says which secret.
      create table settings (
        guild_id text primary key,
        api_key_sealed text,
        api_key_last4 text,
        key_check text,
        moderator_role_ids jsonb not null default '[]',
        audit_channel_id text,
        default_point_system text,
        language text,
        updated_at timestamptz not null,
        updated_by text not null,
        check ((api_key_sealed is null) = (key_check is null))
      );
    `,
  },
  {
    version: 3,
    name: 'journal key',
    sql: `
      -- Which API key a preview was made under (its hash): Confirm refuses to send it under another.
      alter table journal add column key_id text;
    `,
  },
  {
    version: 4,
    name: 'jobs (pg-boss 24)',
    // pg-boss's tables, in their own schema (see job-schema.ts for why and how they are upgraded).
    sql: jobTablesSql,
  },
  {
    version: 5,
    name: 'feeds',
    sql: `
      -- /feed quests: what each feed announces where, and where its polling stands (see feeds.ts).
      create table feeds (
        id text primary key,
        guild_id text not null,
        channel_id text not null,
        quest_id text,
        mention boolean not null,
        state text not null check (state in ('active', 'paused')),
        paused_reason text check (paused_reason in ('moderator', 'channel', 'quest', 'key')),
        key_id text not null,
        cursor_at timestamptz not null,
        interval_ms int not null,
        next_poll_at timestamptz not null,
        last_poll_at timestamptz,
        last_posted_at timestamptz,
        announced int not null default 0,
        created_at timestamptz not null,
        created_by text not null
      );
      create unique index feeds_one_per_target on feeds (guild_id, channel_id, coalesce(quest_id, ''));
      create index feeds_due on feeds (next_poll_at) where state = 'active';

      -- One row per completion a feed announced, taken before the post: a completion is never
      -- announced twice, whatever restarts, kills or replicas happen between post and record.
      create table feed_posts (
        feed_id text not null references feeds (id) on delete cascade,
        completion text not null,
        completed_at timestamptz not null,
        batch text not null,
        state text not null check (state in ('posting', 'posted', 'unknown')),
        message_id text,
        primary key (feed_id, completion)
      );
      create index feed_posts_batch on feed_posts (feed_id, batch);
    `,
  },
  {
    version: 6,
    name: 'typed limits',
    sql: `
      -- Above these a write asks for the amount typed (dollars, points); null: the bot's default.
      alter table settings add column typed_limit_usd float8, add column typed_limit_points float8;
    `,
  },
  {
    version: 7,
    name: 'feed language',
    sql: `
      -- The server's Discord language when a feed was made: its posts follow it while /setup sets none.
      alter table feeds add column locale text;
    `,
  },
  {
    version: 8,
    name: 'web board',
    sql: `
      -- The public web leaderboard: off until a server turns it on (it publishes names and balances).
      alter table settings add column web_board text not null default 'off' check (web_board in ('off', 'named', 'anonymous'));
    `,
  },
  {
    version: 9,
    name: 'time zone, schedules',
    sql: `
      -- The server's IANA time zone (/setup): every time the bot shows or takes is in it; null: UTC.
      alter table settings add column time_zone text;

      -- /schedule leaderboard: a board posted (or edited in place) at each run, in the server's zone.
      create table schedules (
        id text primary key,
        guild_id text not null,
        channel_id text not null,
        every text not null check (every in ('hour', 'day', 'week', 'month')),
        run_at text not null,
        point_system_id text not null,
        mode text not null check (mode in ('update', 'new')),
        message_id text,
        state text not null check (state in ('active', 'paused')),
        paused_reason text check (paused_reason in ('channel', 'system', 'key')),
        next_run_at timestamptz not null,
        next_final_at timestamptz,
        last_run_at timestamptz,
        runs int not null default 0,
        created_at timestamptz not null,
        created_by text not null,
        locale text
      );
      create index schedules_guild on schedules (guild_id);
      create index schedules_due on schedules (least(next_run_at, coalesce(next_final_at, 'infinity'))) where state = 'active';

      -- One row per run (its schedule, board or final, and due time), taken before the post: a
      -- run is posted once whatever replicas, retries or kills happen between post and record.
      create table schedule_runs (
        schedule_id text not null references schedules (id) on delete cascade,
        kind text not null check (kind in ('board', 'final')),
        due_at timestamptz not null,
        state text not null check (state in ('posting', 'posted', 'unknown', 'refused')),
        message_id text,
        primary key (schedule_id, kind, due_at)
      );
    `,
  },
  {
    version: 10,
    name: 'scheduled writes',
    sql: `
      -- A write confirmed to be sent at a set time (at:/in:): it waits as 'scheduled' until its
      -- due time, when one job claims and sends it like any confirmed write (see journal.ts).
      alter table journal drop constraint journal_state_check;
      alter table journal add constraint journal_state_check
        check (state in ('previewed', 'scheduled', 'cancelled', 'claimed', 'sent', 'created', 'refused', 'unknown'));
      alter table journal add column due_at timestamptz;
      create index journal_due on journal (due_at) where state = 'scheduled';
      create index journal_scheduled on journal (guild_id, due_at) where due_at is not null;

      -- How late a scheduled write the bot was down for may still be sent (/setup); null: 10 minutes.
      alter table settings add column write_grace_minutes int;
    `,
  },
  {
    version: 11,
    name: 'period boards',
    sql: PERIODS_SQL,
  },
  {
    version: 12,
    name: 'scheduled writes confirmed, capped',
    sql: `
      -- When a scheduled write was last confirmed (scheduled, or confirmed again by an "anyway"
      -- on its twin): an identical write claimed after it holds it back at its time.
      alter table journal add column confirmed_at timestamptz;
      -- When a preview's moderator was last warned of its twins (a press answered with the
      -- warning); null: only at the preview itself. An "anyway" confirms again only those twins.
      alter table journal add column warned_at timestamptz;

      -- The most writes a server may have waiting to be sent at a set time (/setup); null: the default.
      alter table settings add column max_scheduled_writes int;
    `,
  },
  {
    version: 13,
    name: 'period board readings',
    sql: PERIOD_READINGS_SQL,
  },
  {
    version: 14,
    name: 'feed of a hidden quest',
    sql: `
      -- A feed of one quest members cannot see (a draft, a private one), made after its moderator
      -- was warned that its completions become public: only such a feed announces them.
      alter table feeds add column shows_hidden boolean not null default false;
      -- A feed of a quest that became hidden without that warning pauses, and says why.
      alter table feeds drop constraint feeds_paused_reason_check;
      alter table feeds add constraint feeds_paused_reason_check check (paused_reason in ('moderator', 'channel', 'quest', 'key', 'hidden'));
    `,
  },
  {
    version: 15,
    name: 'schedule runs missed',
    sql: `
      -- How many of a schedule's runs fell due while no bot was running, the last time it came
      -- back and posted them once (0: its last run was on time); /schedule list says so.
      alter table schedules add column missed_runs int not null default 0;
    `,
  },
  {
    version: 16,
    name: 'role rewards',
    sql: REWARDS_SQL,
  },
  {
    version: 17,
    name: 'scheduled write notices',
    sql: `
      -- The settled state of a scheduled write the audit channel was last told of: a job that died
      -- between settling and telling leaves it behind, and its retry tells it once.
      alter table journal add column told_state text;
    `,
  },
];

/** The lock every migrating process takes (pg_advisory_xact_lock's key): "migrate" hashed per schema. */
const LOCK_SQL = `select pg_advisory_xact_lock(hashtext('community-bot migrate ' || current_schema()))`;

export class MigrationError extends Error {
  override name = 'MigrationError';
}

export function checkMigrationList(list: readonly Migration[]): void {
  list.forEach((m, i) => {
    if (m.version !== i + 1)
      throw new MigrationError(`migration "${m.name}" has version ${m.version}; expected ${i + 1} (versions are 1, 2, 3… in order)`);
  });
}

async function applied(tx: Queryable): Promise<Map<number, string>> {
  const r = await tx.query<{ version: number; name: string }>('select version, name from schema_migrations order by version');
  return new Map(r.rows.map((row) => [row.version, row.name]));
}

/**
 * Brings the database up to date; returns the versions it applied (empty when none were
 * missing). Refuses a database that has migrations this code does not know (a newer bot ran
 * on it) or whose recorded names differ (an edited migration).
 */
export async function migrate(db: Db, list: readonly Migration[] = MIGRATIONS): Promise<number[]> {
  checkMigrationList(list);
  return db.transaction(async (tx) => {
    await tx.query(LOCK_SQL);
    await tx.query(`create table if not exists schema_migrations (
      version int primary key,
      name text not null,
      applied_at timestamptz not null default now()
    )`);
    const done = await applied(tx);
    for (const [version, name] of done) {
      const known = list[version - 1];
      if (!known)
        throw new MigrationError(
          `the database has migration ${version} ("${name}"), which this version of the bot does not know: run a newer bot`,
        );
      if (known.name !== name)
        throw new MigrationError(
          `migration ${version} is recorded as "${name}" but is "${known.name}" here: a landed migration was edited`,
        );
    }
    const ran: number[] = [];
    for (const m of list) {
      if (done.has(m.version)) continue;
      await tx.exec(typeof m.sql === 'string' ? m.sql : await m.sql(db.schema));
      await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [m.version, m.name]);
      ran.push(m.version);
    }
    return ran;
  });
}
