import { randomBytes } from 'node:crypto';
import type { Db } from './db.js';

/**
 * The quest-completion feeds (/feed): each announces new completions of the community, or of
 * one quest, in a channel. Polling state lives here (cursor, last and next poll) so any replica
 * can poll any feed, and `feed_posts` holds one row per announced completion, taken *before*
 * the post: whoever takes a row is the only one who may post it, so a completion is announced
 * at most once across restarts, `kill -9` and replicas polling together. A row whose post
 * never got recorded (the process died) stays `posting`: its outcome is unknown and it is not
 * posted again.
 */

/**
 * Why a feed is paused: a moderator paused it, or the bot could not go on (`hidden`: its quest
 * is hidden from members now, and the feed was not made, after the warning, to announce it).
 */
export type FeedPause = 'moderator' | 'channel' | 'quest' | 'key' | 'hidden';

export interface Feed {
  id: string;
  guildId: string;
  channelId: string;
  /** Only this quest's completions; null: every quest of the community. */
  questId: string | null;
  /** Members shown as a mention (which never pings), else by name. */
  mention: boolean;
  state: 'active' | 'paused';
  pausedReason: FeedPause | null;
  /** The API key's id (its hash) the feed polls with, for the budget of that key. */
  keyId: string;
  /** Completions from this time (epoch ms) on are looked for. */
  cursorAt: number;
  intervalMs: number;
  nextPollAt: number;
  lastPollAt: number | null;
  lastPostedAt: number | null;
  /** Completions announced so far. */
  announced: number;
  createdAt: number;
  createdBy: string;
  /** The server's Discord language when the feed was made: its posts' language while /setup sets none. */
  locale: string | null;
  /**
   * Its one quest is hidden from members (a draft, a private quest) and the moderator who made it
   * was warned that its completions become public: only then are they announced.
   */
  showsHidden: boolean;
}

/** At most this many feeds per server. */
export const MAX_FEEDS_PER_GUILD = 5;

export interface NewFeed {
  guildId: string;
  channelId: string;
  questId: string | null;
  mention: boolean;
  keyId: string;
  intervalMs: number;
  userId: string;
  locale?: string | null;
  /** See Feed.showsHidden. */
  showsHidden?: boolean;
}

/** A completion as the feed knows it: a stable identity and its time. */
export interface SeenCompletion {
  key: string;
  at: number;
}

export interface Feeds {
  /** A new active feed, polling from now; `exists` for the same channel and quest, `full` past the limit. */
  create(input: NewFeed): Promise<Feed | 'exists' | 'full'>;
  list(guildId: string): Promise<Feed[]>;
  get(id: string): Promise<Feed | undefined>;
  /** Pauses (with why) or resumes one of the guild's feeds; undefined when it is not the guild's. */
  setState(guildId: string, id: string, state: Feed['state'], reason: FeedPause | null): Promise<Feed | undefined>;
  remove(guildId: string, id: string): Promise<boolean>;
  /** Active feeds whose next poll is due at `now`. */
  due(now: number, limit?: number): Promise<Feed[]>;
  /** Moves the next poll on (when a poll job was queued for it), at the interval its key allows now. */
  schedule(id: string, nextPollAt: number, intervalMs: number): Promise<void>;
  /** Moves several feeds' next polls on at once (a tick): each `intervalMs` from `now`. */
  scheduleAll(feeds: readonly { id: string; intervalMs: number }[], now: number): Promise<void>;
  /** Active feeds polling with this key: they share its background budget. */
  countOnKey(keyId: string): Promise<number>;
  /** The same for several keys in one query. */
  countOnKeys(keyIds: readonly string[]): Promise<Map<string, number>>;
  /**
   * Takes a row for each completion not yet taken, under `batch`; returns the keys taken now
   * (those another poll took first are not returned and must not be posted).
   */
  take(feedId: string, batch: string, completions: readonly SeenCompletion[]): Promise<Set<string>>;
  /** The batch was posted: its rows say so, and the feed counts them. */
  posted(feedId: string, batch: string, messageId: string, at: number): Promise<void>;
  /** The post's outcome is unknown (a timeout, a 5xx): its rows stay taken, never posted again. */
  unknown(feedId: string, batch: string): Promise<void>;
  /** Discord refused the post (nothing was posted): the rows are freed for a later poll. */
  release(feedId: string, batch: string): Promise<void>;
  /** A poll finished: where the next one starts, when it was, and rows too old to matter dropped. */
  polled(feedId: string, cursorAt: number, at: number, keepAfter: number): Promise<void>;
}

export const newBatchId = (): string => randomBytes(8).toString('hex');

const COLUMNS = `id, guild_id, channel_id, quest_id, mention, state, paused_reason, key_id, epoch_ms(cursor_at) as cursor_at, interval_ms,
  epoch_ms(next_poll_at) as next_poll_at, epoch_ms(last_poll_at) as last_poll_at, epoch_ms(last_posted_at) as last_posted_at,
  announced, epoch_ms(created_at) as created_at, created_by, locale, shows_hidden`;

interface Row {
  id: string;
  guild_id: string;
  channel_id: string;
  quest_id: string | null;
  mention: boolean;
  state: Feed['state'];
  paused_reason: FeedPause | null;
  key_id: string;
  cursor_at: number;
  interval_ms: number;
  next_poll_at: number;
  last_poll_at: number | null;
  last_posted_at: number | null;
  announced: number;
  created_at: number;
  created_by: string;
  locale: string | null;
  shows_hidden: boolean;
}

const feedOf = (r: Row): Feed => ({
  id: r.id,
  guildId: r.guild_id,
  channelId: r.channel_id,
  questId: r.quest_id,
  mention: r.mention,
  state: r.state,
  pausedReason: r.paused_reason,
  keyId: r.key_id,
  cursorAt: Number(r.cursor_at),
  intervalMs: r.interval_ms,
  nextPollAt: Number(r.next_poll_at),
  lastPollAt: r.last_poll_at === null ? null : Number(r.last_poll_at),
  lastPostedAt: r.last_posted_at === null ? null : Number(r.last_posted_at),
  announced: r.announced,
  createdAt: Number(r.created_at),
  createdBy: r.created_by,
  locale: r.locale,
  showsHidden: r.shows_hidden,
});

const ms = (n: number) => `to_timestamp($${n}::float8 / 1000)`;

export function createFeeds({ db, now = Date.now }: { db: Db; now?: () => number }): Feeds {
  return {
    async create(input) {
      return db.transaction(async (tx) => {
        // One writer per guild at a time, so two moderators cannot pass the limit together.
        await tx.query(`select pg_advisory_xact_lock(hashtext('feeds ' || $1))`, [input.guildId]);
        const count = await tx.query<{ n: number }>('select count(*)::int as n from feeds where guild_id = $1', [input.guildId]);
        if ((count.rows[0]?.n ?? 0) >= MAX_FEEDS_PER_GUILD) return 'full' as const;
        const at = now();
        const r = await tx.query<Row>(
          `insert into feeds (id, guild_id, channel_id, quest_id, mention, state, key_id, cursor_at, interval_ms, next_poll_at, created_at, created_by, locale, shows_hidden)
           values ($1, $2, $3, $4, $5, 'active', $6, ${ms(7)}, $8, ${ms(7)}, ${ms(7)}, $9, $10, $11)
           on conflict do nothing returning ${COLUMNS}`,
          [
            newBatchId(),
            input.guildId,
            input.channelId,
            input.questId,
            input.mention,
            input.keyId,
            at,
            input.intervalMs,
            input.userId,
            input.locale ?? null,
            input.questId !== null && input.showsHidden === true,
          ],
        );
        return r.rows[0] ? feedOf(r.rows[0]) : ('exists' as const);
      });
    },
    async list(guildId) {
      const r = await db.query<Row>(`select ${COLUMNS} from feeds where guild_id = $1 order by created_at, id`, [guildId]);
      return r.rows.map(feedOf);
    },
    async get(id) {
      const r = await db.query<Row>(`select ${COLUMNS} from feeds where id = $1`, [id]);
      return r.rows[0] ? feedOf(r.rows[0]) : undefined;
    },
    async setState(guildId, id, state, reason) {
      // Resuming polls at once; pausing keeps the cursor, so nothing between is lost.
      const r = await db.query<Row>(
        `update feeds set state = $3, paused_reason = $4, next_poll_at = case when $3 = 'active' then ${ms(5)} else next_poll_at end
         where guild_id = $1 and id = $2 returning ${COLUMNS}`,
        [guildId, id, state, state === 'paused' ? reason : null, now()],
      );
      return r.rows[0] ? feedOf(r.rows[0]) : undefined;
    },
    async remove(guildId, id) {
      const r = await db.query('delete from feeds where guild_id = $1 and id = $2', [guildId, id]);
      return r.rowCount > 0;
    },
    async due(at, limit = 500) {
      const r = await db.query<Row>(
        `select ${COLUMNS} from feeds where state = 'active' and next_poll_at <= ${ms(1)} order by next_poll_at limit $2`,
        [at, limit],
      );
      return r.rows.map(feedOf);
    },
    async schedule(id, nextPollAt, intervalMs) {
      await db.query(`update feeds set next_poll_at = ${ms(2)}, interval_ms = $3 where id = $1`, [id, nextPollAt, intervalMs]);
    },
    async scheduleAll(feeds, at) {
      if (feeds.length === 0) return;
      await db.query(
        `update feeds f set next_poll_at = to_timestamp(($2::float8 + s.interval_ms) / 1000), interval_ms = s.interval_ms
         from jsonb_to_recordset($1::text::jsonb) as s(id text, interval_ms int) where f.id = s.id`,
        [JSON.stringify(feeds.map((f) => ({ id: f.id, interval_ms: f.intervalMs }))), at],
      );
    },
    async countOnKeys(keyIds) {
      const r = await db.query<{ key_id: string; n: number }>(
        `select key_id, count(*)::int as n from feeds where state = 'active' and key_id in (select jsonb_array_elements_text($1::text::jsonb)) group by key_id`,
        [JSON.stringify(keyIds)],
      );
      return new Map(r.rows.map((row) => [row.key_id, row.n]));
    },
    async countOnKey(keyId) {
      const r = await db.query<{ n: number }>(`select count(*)::int as n from feeds where key_id = $1 and state = 'active'`, [keyId]);
      return r.rows[0]?.n ?? 0;
    },
    async take(feedId, batch, completions) {
      if (completions.length === 0) return new Set();
      const r = await db.query<{ completion: string }>(
        `insert into feed_posts (feed_id, completion, completed_at, batch, state)
         select $1, c.key, to_timestamp(c.at / 1000), $2, 'posting'
         from jsonb_to_recordset($3::text::jsonb) as c(key text, at float8)
         on conflict do nothing returning completion`,
        [feedId, batch, JSON.stringify(completions)],
      );
      return new Set(r.rows.map((row) => row.completion));
    },
    async posted(feedId, batch, messageId, at) {
      await db.transaction(async (tx) => {
        const r = await tx.query(`update feed_posts set state = 'posted', message_id = $3 where feed_id = $1 and batch = $2`, [
          feedId,
          batch,
          messageId,
        ]);
        await tx.query(`update feeds set announced = announced + $2, last_posted_at = ${ms(3)} where id = $1`, [feedId, r.rowCount, at]);
      });
    },
    async unknown(feedId, batch) {
      await db.query(`update feed_posts set state = 'unknown' where feed_id = $1 and batch = $2`, [feedId, batch]);
    },
    async release(feedId, batch) {
      await db.query(`delete from feed_posts where feed_id = $1 and batch = $2 and state = 'posting'`, [feedId, batch]);
    },
    async polled(feedId, cursorAt, at, keepAfter) {
      await db.transaction(async (tx) => {
        await tx.query(`update feeds set cursor_at = greatest(cursor_at, ${ms(2)}), last_poll_at = ${ms(3)} where id = $1`, [
          feedId,
          cursorAt,
          at,
        ]);
        await tx.query(`delete from feed_posts where feed_id = $1 and completed_at < ${ms(2)}`, [feedId, keepAfter]);
      });
    },
  };
}
