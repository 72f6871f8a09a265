import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commands } from '../commands/index.js';
import { createCommunityApi } from '../src/api/index.js';
import type { CommunityApi } from '../src/api/types.js';
import { createHarness, type Harness } from '../src/bot/offline/harness.js';
import type { RecordedCall } from '../src/bot/offline/discord-rest.js';
import { EVERY_READER, readerFor } from '../src/i18n/reader.js';
import { DEMO, startSandbox, type Sandbox } from '../src/sandbox/index.js';
import { openStore, storeOn, type Feed, type Store } from '../src/store/index.js';
import { ANNOUNCEMENT_LINES, feedAnnouncement, feedList } from '../src/features/feeds/view.js';
import { expectDiscordLimits } from './discord-limits.js';
import { serverAvailable, TEST_SERVERS } from './support/servers.js';
import { dropSchema, memoryDb, testSchema, type BackendName } from './support/store.js';
import { pollNow } from './support/jobs.js';

/**
 * /feed quests on both back ends, against the sandbox over loopback with the offline Discord
 * stand-in: N new completions are announced once each (grouped, ≤10 lines then "…and N more");
 * two bots on one store polling together still announce each once; a channel the bot cannot
 * post in pauses the feed with the reason (audit channel, /feed list) and nothing is retried; a
 * removed quest or a missing key pauses it too. The kill -9 between post and record is in
 * test/feed.kill.test.ts.
 */

const serverUp = await serverAvailable('postgres', '/feed tests on PostgreSQL');

const FEED_CHANNEL = '1203458820156252556';
const AUDIT_CHANNEL = '1203458820156252557';

/** Announcement posts to the feed's channel (not the greeting) among these calls. */
const announcements = (calls: readonly RecordedCall[], channel = FEED_CHANNEL) =>
  calls.filter(
    (c) =>
      c.method === 'POST' &&
      c.path === `/channels/${channel}/messages` &&
      String((c.body as { content?: string }).content).includes('New quest completions'),
  );

/** How many completions a set of announcements covers: its lines, plus each "…and N more". */
function covered(posts: readonly RecordedCall[]): number {
  let n = 0;
  for (const p of posts) {
    const content = String((p.body as { content: string }).content);
    n += content.split('\n').filter((l) => l.includes(' completed ')).length;
    const more = /…and (\d+) more/.exec(content);
    if (more) n += Number(more[1]);
  }
  return n;
}

it('an announcement shows at most 10 lines then "…and N more", within Discord limits, in every language', () => {
  const completions = Array.from({ length: 37 }, (_, i) => ({
    userId: `${100000000000000000n + BigInt(i)}`,
    username: `member ${i}`,
    questName: 'Q'.repeat(200),
    round: 3,
    at: 1_800_000_000_000 + i,
  }));
  for (const s of EVERY_READER) {
    for (const mention of [true, false]) {
      const reply = feedAnnouncement({ completions, more: 5, mention }, s);
      expectDiscordLimits(reply);
      expect(reply.content!.split('\n').length).toBeLessThanOrEqual(ANNOUNCEMENT_LINES + 2);
      expect(reply.content).toContain(s.t('common.more', { n: String(37 - ANNOUNCEMENT_LINES + 5) }));
    }
    expectDiscordLimits(feedList([], s));
  }
});

for (const { name, run } of [
  { name: 'PGlite' as BackendName, run: true },
  { name: 'PostgreSQL' as BackendName, run: serverUp },
]) {
  describe.runIf(run)(`/feed quests on ${name}`, () => {
    let sb: Sandbox;
    const apis: CommunityApi[] = [];
    const bots: Harness[] = [];
    const schema = testSchema();
    let dropMemory: (() => Promise<void>) | undefined;
    let memoryStore: Store | undefined;

    /** A store on the test's database: each call a new "process" on the same one. */
    const store = async (): Promise<Store> => {
      if (name === 'PostgreSQL') return openStore({ databaseUrl: TEST_SERVERS.postgres.url, schema });
      if (!memoryStore) {
        const m = await memoryDb(schema);
        dropMemory = m.drop;
        memoryStore = await storeOn(m.db);
        // The harness closes its store; the test drops the schema at the end.
        memoryStore = { ...memoryStore, close: async () => undefined };
      }
      return memoryStore;
    };

    const bot = async (keys: Record<string, string> = { [DEMO.guildId]: sb.demoKey }): Promise<Harness> => {
      const api = createCommunityApi({ baseUrl: sb.url, ratePerSecond: 0, retries: { max: 0, maxTotalMs: 0 }, timeoutMs: 5_000 });
      apis.push(api);
      const h = await createHarness({
        commands,
        api,
        keysByGuild: keys,
        guildId: DEMO.guildId,
        store: await store(),
        jobPollSeconds: 0.5,
        config: (c) => {
          c.discord.auditChannelId = AUDIT_CHANNEL;
        },
      });
      bots.push(h);
      return h;
    };

    beforeAll(async () => {
      sb = await startSandbox({ ratePerSecond: 0 });
    }, 180_000);
    afterAll(async () => {
      for (const b of bots) await b.close().catch(() => {});
      for (const a of apis) await a.close();
      await sb?.close();
      if (name === 'PostgreSQL') await dropSchema(schema);
      else await dropMemory?.();
    });

    const feedOf = async (h: Harness, channel = FEED_CHANNEL): Promise<Feed> => {
      const feeds = await h.bot.services.store.feeds.list(DEMO.guildId);
      return feeds.find((f) => f.channelId === channel)!;
    };

    it('announces N new completions once each, grouped, through the job engine; again nothing after', async () => {
      const h = await bot();
      const created = await h.slash('feed', { subcommand: 'quests', channel: FEED_CHANNEL }, h.moderator());
      expect(created.ephemeral).toBe(true);
      expect(String(created.message?.content)).toContain('every quest');
      // The greeting proved the bot may post there.
      expect(h.calls.filter((c) => c.method === 'POST' && c.path === `/channels/${FEED_CHANNEL}/messages`)).toHaveLength(1);
      const feed = await feedOf(h);
      expect(feed.state).toBe('active');
      expect(feed.intervalMs).toBe(60_000);

      // Completions before the feed existed are not announced; these 13 are (the sandbox dates them 1 ms apart, ending now).
      await new Promise((r) => setTimeout(r, 20));
      sb.addCompletions(sb.demoKey, 13);
      await h.bot.jobs.runDue();
      let posts = announcements(h.calls);
      expect(posts).toHaveLength(1);
      const content = String((posts[0]!.body as { content: string }).content);
      expect(content.split('\n').filter((l) => l.includes(' completed '))).toHaveLength(10);
      expect(content).toContain('…and 3 more');
      expect((posts[0]!.body as { allowed_mentions: unknown }).allowed_mentions).toEqual({ parse: [] });
      expect(covered(posts)).toBe(13);

      // Due again (as a minute later): nothing new, nothing posted.
      await h.bot.services.store.feeds.schedule(feed.id, 0, 60_000);
      await h.bot.jobs.runDue();
      expect(announcements(h.calls)).toHaveLength(1);

      sb.addCompletions(sb.demoKey, 2);
      await h.bot.services.store.feeds.schedule(feed.id, 0, 60_000);
      await h.bot.jobs.runDue();
      posts = announcements(h.calls);
      expect(posts).toHaveLength(2);
      expect(covered(posts)).toBe(15);
      const after = await feedOf(h);
      expect(after.announced).toBe(15);
      expect(after.lastPollAt).not.toBeNull();

      const list = await h.slash('feed', { subcommand: 'list' }, h.moderator());
      const text = JSON.stringify(list.message);
      expect(text).toContain(feed.id);
      expect(text).toContain('15 announced');
      expect(text).toContain('checked every minute');
    }, 120_000);

    it.runIf(name === 'PostgreSQL')(
      'two bots on one store polling together announce each completion once',
      async () => {
        const a = await bot();
        const b = await bot();
        const channel = '1203458820156252558';
        await a.slash('feed', { subcommand: 'quests', channel }, a.moderator());
        const feed = await feedOf(a, channel);
        // The sandbox dates new completions 1 ms apart, ending now: completions dated before the
        // feed existed are not announced, so the first round waits until all 7 fall after it.
        await new Promise((r) => setTimeout(r, 50));
        for (let round = 0; round < 3; round++) {
          sb.addCompletions(sb.demoKey, 7 + round);
          // The same feed polled by both at the same moment, directly and through both engines.
          await Promise.all([pollNow(a.bot.jobs, feed.id), pollNow(b.bot.jobs, feed.id)]);
          await a.bot.services.store.feeds.schedule(feed.id, 0, 60_000);
          await Promise.all([a.bot.jobs.runDue(), b.bot.jobs.runDue()]);
        }
        const posts = [...announcements(a.calls, channel), ...announcements(b.calls, channel)];
        expect(covered(posts)).toBe(7 + 8 + 9);
        const rows = await (a.bot.services.store as Store).db.query<{ n: number; posted: number }>(
          `select count(*)::int as n, count(*) filter (where state = 'posted')::int as posted from feed_posts where feed_id = $1`,
          [feed.id],
        );
        expect(rows.rows[0]).toEqual({ n: 24, posted: 24 });
        expect((await feedOf(a, channel)).announced).toBe(24);
      },
      180_000,
    );

    it("posts in the server's Discord language while /setup sets none (greeting and announcements)", async () => {
      const h = bots[0] ?? (await bot());
      const channel = '1203458820156252561';
      await h.slash('feed', { subcommand: 'quests', channel }, { ...h.moderator(), guildLocale: 'de' });
      const feed = await feedOf(h, channel);
      expect(feed.locale).toBe('de');
      await new Promise((r) => setTimeout(r, 20));
      sb.addCompletions(sb.demoKey, 2);
      await pollNow(h.bot.jobs, feed.id);
      const posts = h.calls.filter((c) => c.method === 'POST' && c.path === `/channels/${channel}/messages`);
      const [greeting, announcement] = posts.map((c) => String((c.body as { content: string }).content));
      const de = readerFor('de');
      expect(greeting).toContain(de.t('feed.hello.all', { member: '§' }).split('§')[0]!);
      expect(announcement).toContain(de.t('feed.announce.title'));
      await h.slash('feed', { subcommand: 'remove', id: feed.id }, h.moderator());
    }, 120_000);

    it('a channel the bot cannot post in pauses the feed with the reason, in the audit channel and /feed list; nothing is retried', async () => {
      const h = bots[0] ?? (await bot());
      const channel = '1203458820156252559';
      await h.slash('feed', { subcommand: 'quests', channel }, h.moderator());
      const feed = await feedOf(h, channel);
      // The bot lost its permission there after the feed was made.
      h.standIn.fail({
        method: 'POST',
        path: new RegExp(`^/channels/${channel}/messages$`),
        status: 403,
        body: { message: 'Missing Permissions', code: 50013 },
        times: 100,
      });
      // The sandbox dates the 4 completions 1 ms apart, ending now: all after the feed's start.
      await new Promise((r) => setTimeout(r, 20));
      sb.addCompletions(sb.demoKey, 4);
      const before = h.calls.length;
      await pollNow(h.bot.jobs, feed.id);
      const paused = await feedOf(h, channel);
      expect(paused.state).toBe('paused');
      expect(paused.pausedReason).toBe('channel');
      const audit = h.calls.slice(before).filter((c) => c.method === 'POST' && c.path === `/channels/${AUDIT_CHANNEL}/messages`);
      expect(audit).toHaveLength(1);
      expect(String((audit[0]!.body as { content: string }).content)).toContain('cannot post in that channel');
      const list = await h.slash('feed', { subcommand: 'list' }, h.moderator());
      expect(JSON.stringify(list.message)).toContain('paused: the bot cannot post in that channel');
      // No loop: paused feeds are not polled, so no further attempt at the channel.
      const attempts = () => h.calls.filter((c) => c.method === 'POST' && c.path === `/channels/${channel}/messages`).length;
      const tried = attempts();
      await h.bot.services.store.feeds.schedule(feed.id, 0, 60_000);
      await h.bot.jobs.runDue();
      await pollNow(h.bot.jobs, feed.id);
      expect(attempts()).toBe(tried);
      // The refused post took nothing: once the permission is back and the feed resumed, the 4 are announced.
      h.standIn.reset();
      const resumed = await h.slash('feed', { subcommand: 'resume', id: feed.id }, h.moderator());
      expect(String(resumed.message?.content)).toContain('active again');
      await pollNow(h.bot.jobs, feed.id);
      // Resumed, it was due: the engine's own tick may have polled it first, so its posts are waited for too.
      await h.bot.jobs.runDue();
      expect(covered(announcements(h.calls, channel))).toBeGreaterThanOrEqual(4);
    }, 120_000);

    it('a refused post leaves the cursor where it was, so completions older than the overlap are announced once the channel works', async () => {
      // Its own community: these completions are dated minutes back, and no other feed reads them.
      const key = sb.addCommunity({ seed: 11 });
      const h = await bot({ [DEMO.guildId]: key });
      const channel = '1203458820156252562';
      await h.slash('feed', { subcommand: 'quests', channel }, h.moderator());
      const feed = await feedOf(h, channel);
      // Its first poll (due at once) is over, and the engine polls it no more by itself here.
      await h.bot.jobs.runDue();
      // The feed has existed for 15 minutes and last looked 12 minutes ago (a slow key, a pause).
      const now = Date.now();
      const cursorAt = now - 12 * 60_000;
      await (h.bot.services.store as Store).db.query(
        `update feeds set created_at = to_timestamp($2::float8 / 1000), cursor_at = to_timestamp($3::float8 / 1000), next_poll_at = to_timestamp($4::float8 / 1000) where id = $1`,
        [feed.id, now - 15 * 60_000, cursorAt, now + 3_600_000],
      );
      // Three completions since, far more than the 2-minute overlap apart: 10 and 5 minutes ago, and a second ago.
      for (const ago of [10 * 60_000, 5 * 60_000, 1_000]) sb.addCompletions(key, 1, undefined, { at: now - ago });
      h.standIn.fail({
        method: 'POST',
        path: new RegExp(`^/channels/${channel}/messages$`),
        status: 403,
        body: { message: 'Missing Permissions', code: 50013 },
        times: 100,
      });
      await pollNow(h.bot.jobs, feed.id);
      const refused = await feedOf(h, channel);
      expect(refused.pausedReason).toBe('channel');
      // Nothing was posted: the cursor did not move past what was not announced.
      expect(refused.cursorAt).toBe(cursorAt);
      h.standIn.reset();
      const mark = h.calls.length;
      await h.slash('feed', { subcommand: 'resume', id: feed.id }, h.moderator());
      await pollNow(h.bot.jobs, feed.id);
      const posts = announcements(h.calls.slice(mark), channel);
      expect(posts).toHaveLength(1);
      expect(covered(posts)).toBe(3);
      expect((await feedOf(h, channel)).cursorAt).toBe(now - 1_000);
    }, 120_000);

    /** The server's feeds left by earlier tests removed: it may have 5 at most. */
    const clearFeeds = async (h: Harness) => {
      for (const f of await h.bot.services.store.feeds.list(DEMO.guildId)) await h.bot.services.store.feeds.remove(DEMO.guildId, f.id);
    };

    /** Its first poll (due at once) over, the engine leaves the feed to the test's own polls. */
    const park = async (h: Harness, feed: Feed) => {
      await h.bot.jobs.runDue();
      await h.bot.services.store.feeds.schedule(feed.id, Date.now() + 3_600_000, feed.intervalMs);
    };

    it('a feed announces only completions of quests members may see; a hidden quest named explicitly is previewed with a warning and made only on Confirm', async () => {
      // Its own community: completions of its private and draft quests reach no other feed.
      const key = sb.addCommunity({ seed: 21 });
      const h = await bot({ [DEMO.guildId]: key });
      await clearFeeds(h);
      const mod = h.moderator();
      const all = '1203458820156252563';
      await h.slash('feed', { subcommand: 'quests', channel: all }, mod);
      const everyQuest = await feedOf(h, all);
      await park(h, everyQuest);
      await new Promise((r) => setTimeout(r, 20));
      // Beta Testers is private (and archived), Holiday Quest a draft: /quest info tells a member neither exists.
      sb.addCompletions(key, 2, DEMO.quests.archived);
      sb.addCompletions(key, 2, DEMO.quests.draft);
      sb.addCompletions(key, 1, DEMO.quests.active);
      // The sandbox dates each added completion after the last one, a millisecond apart: let "now" pass the last.
      await new Promise((r) => setTimeout(r, 20));
      await pollNow(h.bot.jobs, everyQuest.id);
      const posts = announcements(h.calls, all);
      expect(posts).toHaveLength(1);
      expect(covered(posts)).toBe(1);
      const said = String((posts[0]!.body as { content: string }).content);
      expect(said).toContain('Weekly Signal Boost');
      expect(said).not.toContain('Beta Testers');
      expect(said).not.toContain('Holiday Quest');

      // Named explicitly: a warning that its completions become public, and nothing made yet.
      const one = '1203458820156252564';
      const preview = await h.slash('feed', { subcommand: 'quests', channel: one, quest: DEMO.quests.archived, mention: false }, mod);
      expect(preview.ephemeral).toBe(true);
      expect(String(preview.message?.content)).toContain('is hidden from members');
      expect(String(preview.message?.content)).toContain('publicly');
      expectDiscordLimits(preview.message as Record<string, unknown>);
      expect(h.calls.filter((c) => c.method === 'POST' && c.path === `/channels/${one}/messages`)).toHaveLength(0);
      expect(await feedOf(h, one)).toBeUndefined();
      const confirm = (preview.message as { components: { components: { custom_id: string }[] }[] }).components[0]!.components[0]!
        .custom_id;
      const made = await h.button(confirm, mod);
      expect(String(made.message?.content)).toContain('Beta Testers');
      const hidden = await feedOf(h, one);
      expect(hidden.showsHidden).toBe(true);
      expect(hidden.mention).toBe(false);
      await park(h, hidden);
      await new Promise((r) => setTimeout(r, 20));
      sb.addCompletions(key, 2, DEMO.quests.archived);
      await new Promise((r) => setTimeout(r, 20));
      await pollNow(h.bot.jobs, hidden.id);
      await pollNow(h.bot.jobs, everyQuest.id);
      expect(covered(announcements(h.calls, one))).toBe(2);
      // The feed of every quest still leaves them out.
      expect(covered(announcements(h.calls, all))).toBe(1);

      // A feed of one quest that is hidden now, not made after the warning (it was public then): paused, and said why.
      const since = '1203458820156252565';
      const made2 = await h.bot.services.store.feeds.create({
        guildId: DEMO.guildId,
        channelId: since,
        questId: DEMO.quests.draft,
        mention: true,
        keyId: everyQuest.keyId,
        intervalMs: 60_000,
        userId: DEMO.memberId,
      });
      if (typeof made2 === 'string') throw new Error(made2);
      sb.addCompletions(key, 1, DEMO.quests.draft);
      await new Promise((r) => setTimeout(r, 20));
      await pollNow(h.bot.jobs, made2.id);
      expect(announcements(h.calls, since)).toHaveLength(0);
      const paused = await feedOf(h, since);
      expect(paused.pausedReason).toBe('hidden');
      expect(JSON.stringify((await h.slash('feed', { subcommand: 'list' }, mod)).message)).toContain('hidden from members');
      for (const id of [everyQuest.id, hidden.id, made2.id]) await h.bot.services.store.feeds.remove(DEMO.guildId, id);
    }, 180_000);

    it("shows a linked account's name only for members who share their details (the service's privacy setting, as /verify)", async () => {
      const key = sb.addCommunity({ seed: 22 });
      const h = await bot({ [DEMO.guildId]: key });
      await clearFeeds(h);
      const channel = '1203458820156252566';
      await h.slash('feed', { subcommand: 'quests', channel, mention: false }, h.moderator());
      const feed = await feedOf(h, channel);
      await park(h, feed);
      await new Promise((r) => setTimeout(r, 20));
      // quiet.otter turned sharing off (/verify shows their accounts hidden); aurora.builds did not.
      sb.addCompletions(key, 1, DEMO.quests.active, { by: { userId: DEMO.gating.redacted, username: 'quiet_otter' } });
      sb.addCompletions(key, 1, DEMO.quests.active, { by: { userId: DEMO.gating.linked, username: 'aurora_builds' } });
      await new Promise((r) => setTimeout(r, 20));
      await pollNow(h.bot.jobs, feed.id);
      const posts = announcements(h.calls, channel);
      expect(covered(posts)).toBe(2);
      const said = String((posts[0]!.body as { content: string }).content);
      expect(said).toContain('**aurora\\_builds**');
      expect(said).not.toContain('quiet');
      expect(said).toContain(`\`${DEMO.gating.redacted}\``);
      await h.bot.services.store.feeds.remove(DEMO.guildId, feed.id);
    }, 120_000);

    it('a removed quest pauses its feed; a server without a key pauses its feed; pause, resume and remove by id', async () => {
      const h = bots[0] ?? (await bot());
      const channel = '1203458820156252560';
      const questKey = sb.addCommunity({ seed: 7 });
      // A second community, so removing its quest leaves the demo's alone.
      const other = await bot({ [DEMO.guildId]: questKey });
      await other.slash('feed', { subcommand: 'quests', channel, quest: DEMO.quests.active }, other.moderator());
      const questFeed = await feedOf(other, channel);
      expect(questFeed.questId).toBe(DEMO.quests.active);
      sb.removeQuest(questKey, DEMO.quests.active);
      await pollNow(other.bot.jobs, questFeed.id);
      expect((await feedOf(other, channel)).pausedReason).toBe('quest');

      const keyless = await h.bot.services.store.feeds.create({
        guildId: '1203458820156259999',
        channelId: channel,
        questId: null,
        mention: true,
        keyId: 'none',
        intervalMs: 60_000,
        userId: DEMO.memberId,
      });
      if (typeof keyless === 'string') throw new Error(keyless);
      await pollNow(h.bot.jobs, keyless.id);
      expect((await h.bot.services.store.feeds.get(keyless.id))?.pausedReason).toBe('key');

      const paused = await h.slash('feed', { subcommand: 'pause', id: questFeed.id }, h.moderator());
      expect(String(paused.message?.content)).toContain('is paused');
      expect((await feedOf(h, channel)).pausedReason).toBe('moderator');
      const removed = await h.slash('feed', { subcommand: 'remove', id: questFeed.id }, h.moderator());
      expect(String(removed.message?.content)).toContain('removed');
      const gone = await h.slash('feed', { subcommand: 'pause', id: questFeed.id }, h.moderator());
      expect(String(gone.message?.content)).toContain('There is no feed');
      // Members cannot manage feeds.
      const member = await h.slash('feed', { subcommand: 'list' }, h.member());
      expect(JSON.stringify(member.message)).not.toContain('Feeds in this server');
    }, 120_000);
  });
}
