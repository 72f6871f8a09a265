import { AuthError, NotFoundError } from '../../api/errors.js';
import { QUEST_LIST_MAX_LIMIT } from '../../api/moves.js';
import type { Quest, QuestCompletion } from '../../api/schemas.js';
import type { CommunityClient } from '../../api/types.js';
import type { Reply } from '../../discord/reply.js';
import type { Reader } from '../../i18n/reader.js';
import type { Logger } from '../../log.js';
import { newBatchId, type Feed, type FeedPause, type Feeds, type SeenCompletion } from '../../store/feeds.js';
import { ANNOUNCEMENT_LINES, feedAnnouncement, pauseReason, type AnnouncedCompletion } from './view.js';
import { keepsDetailsPrivate } from '../wallets/privacy.js';
import { maySee, PUBLIC } from '../quests/visibility.js';
import { code } from '../../views/markdown.js';
import { feedIntervalMs } from '../../jobs/budget.js';
import type { BackgroundBudget } from '../../jobs/budget.js';
import { defineJob, type JobDefinition } from '../../jobs/engine.js';
import type { FeatureJobs, JobContext, PostOutcome } from '../job-context.js';

/**
 * The quest-completion feed's two jobs. `feeds.tick` (every minute, once across replicas) queues
 * one `feeds.poll` per feed that is due and moves its next poll on. A poll reads the completions after the feed's cursor through the key's background
 * lane, leaves out those of quests members may not see (as /quest does: src/features/quests/visibility.ts),
 * takes a row per new completion in the store, posts one message for the rows it took,
 * and records the outcome. Whatever happens between the post and the record (a kill, a crash,
 * a second replica), a completion whose row exists is never posted again; a post whose outcome
 * is unknown stays unposted. A channel the bot cannot post in, a removed quest, a feed's one quest
 * hidden from members since, or a key that no longer works pauses the feed with the reason (audit channel, /feed list): nothing is retried
 * in a loop.
 */

export const FEED_TICK = 'feeds.tick';
export const FEED_POLL = 'feeds.poll';

/** Completions this close before the cursor are read again (late arrivals); their rows keep them from repeating. */
export const OVERLAP_MS = 120_000;
/** Rows of completions this much older than the overlap are dropped: no poll reads that far back. */
const KEEP_MS = 86_400_000;
/** The completions endpoint's largest page. */
const PAGE = 50;
/** At most this many pages a poll (the rest are counted in "…and N more"). */
const MAX_PAGES = 4;
/** Feed polls one process runs at once. */
export const POLL_CONCURRENCY = 8;
/** A tick runs every minute, a little late at times: a feed due within this is polled now rather than a minute later. */
const TICK_SLACK_MS = 10_000;

export interface FeedJobDeps {
  feeds: Feeds;
  /** The guild's API client; undefined without a key (rejects when a stored key cannot be read). */
  clientFor(guildId: string): Promise<CommunityClient | undefined>;
  /** Posts a message once; `nonce` lets Discord drop a repeat of the same post. */
  post(channelId: string, body: Reply, nonce: string): Promise<PostOutcome>;
  /** The server's language for the feed's posts. */
  readerFor(feed: Feed): Promise<Reader>;
  /** Tells the server's audit channel (and the log). */
  audit(guildId: string, line: string): Promise<void>;
  budget: BackgroundBudget;
  now(): number;
  log: Logger;
  /** Queues a poll of each feed (the engine's send). */
  queuePolls(feedIds: readonly string[]): Promise<void>;
  /** Told when a post came back and is not recorded yet (test/feed.kill.test.ts kills the process there). */
  onPosted?(feedId: string): void;
}

/** A completion has no id upstream: who, which quest and round, and when, name it. */
export const completionKey = (c: Pick<QuestCompletion, 'questId' | 'iteration' | 'userId' | 'timestamp'>): string =>
  `${c.questId}:${c.iteration}:${c.userId}:${c.timestamp}`;

const BACKGROUND = { background: true } as const;

class Paused extends Error {
  constructor(readonly reason: FeedPause) {
    super(`feed paused: ${reason}`);
  }
}

async function pause(deps: FeedJobDeps, feed: Feed, reason: FeedPause): Promise<void> {
  const changed = await deps.feeds.setState(feed.guildId, feed.id, 'paused', reason);
  if (!changed) return;
  deps.log.info({ feed: feed.id, guildId: feed.guildId, reason }, 'feed paused');
  const s = await deps.readerFor(feed);
  await deps.audit(
    feed.guildId,
    s.t('feed.stopped', { id: code(feed.id), channel: `<#${feed.channelId}>`, reason: pauseReason(reason, s) }),
  );
}

/** Every completion after `after` (at most MAX_PAGES pages), and how many more the service holds. */
async function readCompletions(
  client: CommunityClient,
  feed: Feed,
  after: number,
  until: number,
): Promise<{ rows: QuestCompletion[]; more: number }> {
  const rows: QuestCompletion[] = [];
  let total = 0;
  for (let page = 0; page < MAX_PAGES; page++) {
    const r = await client.listQuestCompletions(
      { ...(feed.questId ? { questId: feed.questId } : {}), after, until, offset: page * PAGE, limit: PAGE },
      BACKGROUND,
    );
    rows.push(...r.data);
    total = r.pagination.total;
    if (r.data.length < PAGE || rows.length >= total) break;
  }
  return { rows, more: Math.max(0, total - rows.length) };
}

/** What an announcement needs of a quest: its name, and whether members may see it. */
type QuestFacts = Pick<Quest, 'id' | 'name' | 'status' | 'visibility'>;

/**
 * The quests of these completions: from the community's list (cached by the client), else each
 * quest by id. A quest the service no longer has is left out (its completions are not
 * announced); any other failure fails the poll, so nothing is announced on a guess.
 */
async function questFacts(
  client: CommunityClient,
  ids: readonly string[],
  known: Map<string, QuestFacts>,
): Promise<Map<string, QuestFacts>> {
  const quests = new Map(known);
  const missing = () => ids.filter((id) => !quests.has(id));
  if (missing().length === 0) return quests;
  const list = await client.listQuests({ limit: QUEST_LIST_MAX_LIMIT }, BACKGROUND).catch(() => undefined);
  for (const q of list?.data ?? []) quests.set(q.id, q);
  for (const id of missing()) {
    try {
      const q = await client.getQuest(id, BACKGROUND);
      quests.set(q.id, q);
    } catch (err) {
      if (!(err instanceof NotFoundError)) throw err;
    }
  }
  return quests;
}

/**
 * Whether a feed may announce a completion of this quest: members may see the quest (the rule
 * /quest follows), or it is the feed's own hidden quest, made public by a moderator warned so.
 */
export function announces(
  feed: Pick<Feed, 'questId' | 'showsHidden'>,
  quest: Pick<Quest, 'id' | 'status' | 'visibility'> | undefined,
): boolean {
  if (!quest) return false;
  return maySee(quest, PUBLIC) || (feed.showsHidden && quest.id === feed.questId);
}

/**
 * The members among these whose linked-account names may be shown: not those who keep their
 * details private (src/features/wallets/privacy.ts, as /verify and /wallets follow it). Read only for the
 * lines the post shows, once per member; when the service cannot tell (the plan lacks the
 * gating endpoint, an error), nobody's is shown.
 */
async function namesShown(client: CommunityClient, userIds: readonly string[], log: Logger): Promise<Set<string>> {
  const shown = new Set<string>();
  for (const id of new Set(userIds)) {
    try {
      if (!(await keepsDetailsPrivate(client, id, { background: true }))) shown.add(id);
    } catch (err) {
      log.info({ err }, "could not read a member's privacy setting; no linked-account names in this announcement");
      return new Set();
    }
  }
  return shown;
}

/** One poll of one feed. Returns how many completions it announced. */
export async function pollFeed(deps: FeedJobDeps, feedId: string): Promise<number> {
  const feed = await deps.feeds.get(feedId);
  if (feed?.state !== 'active') return 0;
  const now = deps.now();
  try {
    let client: CommunityClient | undefined;
    try {
      client = await deps.clientFor(feed.guildId);
    } catch {
      throw new Paused('key');
    }
    if (!client || client.keyId === 'none') throw new Paused('key');
    const known = new Map<string, QuestFacts>();
    let read: { rows: QuestCompletion[]; more: number };
    try {
      if (feed.questId) {
        const quest = await client.getQuest(feed.questId, BACKGROUND);
        // Hidden from members now, and this feed was not made (after the warning) to show it.
        if (!announces(feed, quest)) throw new Paused('hidden');
        known.set(quest.id, quest);
      }
      read = await readCompletions(client, feed, Math.max(feed.createdAt, feed.cursorAt - OVERLAP_MS), now);
    } catch (err) {
      if (err instanceof NotFoundError && feed.questId) throw new Paused('quest');
      if (err instanceof AuthError) throw new Paused('key');
      throw err;
    }
    const cursor = read.rows.reduce((max, c) => Math.max(max, c.timestamp), feed.cursorAt);
    const done = () => deps.feeds.polled(feed.id, cursor, now, cursor - OVERLAP_MS - KEEP_MS);
    // Only completions of quests members may see are announced: what /quest hides from a member,
    // no feed posts. Those of hidden quests are passed over (the cursor moves past them).
    const quests = await questFacts(client, [...new Set(read.rows.map((c) => c.questId))], known);
    const visible = read.rows.filter((c) => announces(feed, quests.get(c.questId)));
    const byKey = new Map(visible.map((c) => [completionKey(c), c]));
    const batch = newBatchId();
    const seen: SeenCompletion[] = [...byKey.entries()].map(([key, c]) => ({ key, at: c.timestamp }));
    // A row per completion, taken before the post: those announced before (or by another
    // replica's poll that read the same completions) are not taken again, so not posted again.
    const mine = await deps.feeds.take(feed.id, batch, seen);
    const ours = [...byKey.entries()]
      .filter(([key]) => mine.has(key))
      .map(([, c]) => c)
      .sort((a, b) => a.timestamp - b.timestamp);
    if (ours.length === 0) {
      await done();
      return 0;
    }
    const s = await deps.readerFor(feed);
    const usernameOf = (c: QuestCompletion) => c.verificationData.find((v) => v.accountUsername)?.accountUsername;
    // Names are shown only without mentions, and only for the lines the post shows.
    const named = feed.mention
      ? new Set<string>()
      : await namesShown(
          client,
          ours
            .slice(0, ANNOUNCEMENT_LINES)
            .filter(usernameOf)
            .map((c) => c.userId),
          deps.log,
        );
    const lines: AnnouncedCompletion[] = ours.map((c) => ({
      userId: c.userId,
      username: named.has(c.userId) ? usernameOf(c) : undefined,
      questName: quests.get(c.questId)?.name ?? c.questId,
      round: c.iteration,
      at: c.timestamp,
    }));
    const outcome = await deps.post(
      feed.channelId,
      feedAnnouncement({ completions: lines, more: read.more, mention: feed.mention }, s),
      batch,
    );
    if (outcome.ok) {
      deps.onPosted?.(feed.id);
      await deps.feeds.posted(feed.id, batch, outcome.messageId, now);
      await done();
      return ours.length;
    }
    if (outcome.refused) {
      // Nothing was posted: the rows are freed, and the feed waits (paused) with its cursor where it was.
      await deps.feeds.release(feed.id, batch);
      throw new Paused('channel');
    }
    // Maybe posted, maybe not: never posted again.
    await deps.feeds.unknown(feed.id, batch);
    deps.log.warn({ feed: feed.id, guildId: feed.guildId, completions: ours.length }, 'feed post outcome unknown; not repeated');
    await done();
    return 0;
  } catch (err) {
    if (!(err instanceof Paused)) throw err;
    await pause(deps, feed, err.reason);
    return 0;
  }
}

/** Queues a poll for every feed that is due, and moves each one's next poll on by its key's interval. */
export async function tickFeeds(deps: FeedJobDeps): Promise<number> {
  const now = deps.now();
  const due = await deps.feeds.due(now + TICK_SLACK_MS);
  if (due.length === 0) return 0;
  const onKeys = await deps.feeds.countOnKeys([...new Set(due.map((f) => f.keyId))]);
  await deps.queuePolls(due.map((f) => f.id));
  await deps.feeds.scheduleAll(
    due.map((f) => ({ id: f.id, intervalMs: feedIntervalMs(onKeys.get(f.keyId) ?? 1, deps.budget) })),
    now,
  );
  return due.length;
}

/** The engine's jobs for feeds. */
export function feedJobs(deps: FeedJobDeps): JobDefinition<any>[] {
  return [
    defineJob({
      name: FEED_TICK,
      cron: { expression: '* * * * *' },
      retryLimit: 0,
      expireInSeconds: 60,
      run: async () => void (await tickFeeds(deps)),
    }),
    defineJob<{ feedId: string }>({
      name: FEED_POLL,
      // Not `stately`: a poll left active by a killed replica would block the feed's next polls
      // until it expires. Polls of one feed may overlap; the rows keep each completion to one post.
      // A failed poll is tried once more; the next tick polls again anyway.
      retryLimit: 1,
      retryDelaySeconds: 30,
      // A replica killed mid-poll: its job is retried by another after this.
      expireInSeconds: 120,
      // Polls of different keys wait on different limiters: a few at once keep 100 feeds within a minute.
      concurrency: POLL_CONCURRENCY,
      run: async ({ feedId }) => void (await pollFeed(deps, feedId)),
    }),
  ];
}

/** The feeds' jobs on the shared job context; `onPosted`: see FeedJobDeps.onPosted. */
export function feedFeature(ctx: JobContext, onPosted?: (feedId: string) => void): FeatureJobs<FeedJobDeps> {
  const deps: FeedJobDeps = {
    get feeds() {
      return ctx.stores.feeds;
    },
    clientFor: (guildId) => ctx.clientFor(guildId),
    post: (channelId, body, nonce) => ctx.post(channelId, body, nonce),
    readerFor: (feed) => ctx.readerFor(feed.guildId, feed.locale),
    audit: (guildId, line) => ctx.audit(guildId, line),
    budget: ctx.budget,
    now: () => ctx.now(),
    log: ctx.log,
    async queuePolls(feedIds) {
      await ctx.queue.sendMany(
        FEED_POLL,
        feedIds.map((feedId) => ({ feedId })),
      );
    },
    ...(onPosted ? { onPosted } : {}),
  };
  return { jobs: feedJobs(deps), ticks: [{ name: FEED_TICK, run: () => tickFeeds(deps) }], due: [FEED_TICK, FEED_POLL], answers: [], deps };
}
