import { ApplicationCommandOptionType as T, ChannelType, InteractionContextType, PermissionFlagsBits } from 'discord.js';
import { command, component, StaleError, UserError, check, type CommandContext } from '../src/command/contract.js';
import { maySee, PUBLIC } from '../src/features/quests/visibility.js';
import type { Quest } from '../src/api/schemas.js';
import { checkInvokerMayPost } from '../src/command/channel-access.js';
import { messageReader } from '../src/i18n/reader.js';
import { slash } from '../src/discord/slash.js';
import type { Reply } from '../src/discord/reply.js';
import { feedIntervalMs } from '../src/jobs/budget.js';
import { MAX_FEEDS_PER_GUILD, type Feed } from '../src/store/feeds.js';
import { FEED_HIDDEN, feedList, feedSentence, hiddenQuestPreview } from '../src/features/feeds/view.js';
import { formatEvery } from '../src/views/format.js';
import { code } from '../src/views/markdown.js';
import { findQuest, QuestInput, questChoices } from '../src/features/quests/quests.js';

/**
 * /feed (moderators): announcements the bot posts by itself. `quests` announces each new quest
 * completion of the community (or of one quest) in a channel, polled in the background
 * (src/features/feeds/jobs.ts); `list`, `pause`, `resume`, `remove` manage a server's feeds.
 */

const feedId = (description: string) =>
  ({ type: T.String, name: 'id', description, required: true, autocomplete: true, max_length: 32 }) as const;

const definition = slash({
  name: 'feed',
  description: 'Announcements the bot posts by itself, such as quest completions (moderators)',
  default_member_permissions: String(PermissionFlagsBits.ManageGuild),
  contexts: [InteractionContextType.Guild],
  options: [
    {
      type: T.Subcommand,
      name: 'quests',
      description: 'Announce new quest completions in a channel',
      options: [
        {
          type: T.Channel,
          name: 'channel',
          description: 'Where to announce them',
          required: true,
          channel_types: [ChannelType.GuildText, ChannelType.GuildAnnouncement],
        },
        {
          type: T.String,
          name: 'quest',
          description: 'Only this quest (name or id; default: every quest)',
          max_length: 128,
          autocomplete: true,
        },
        { type: T.Boolean, name: 'mention', description: 'Show members as mentions, which never ping (default on)' },
      ],
    },
    { type: T.Subcommand, name: 'list', description: "This server's feeds: where, what, and when they last checked" },
    {
      type: T.Subcommand,
      name: 'pause',
      description: 'Pause a feed (it resumes where it stopped)',
      options: [feedId('The feed to pause')],
    },
    { type: T.Subcommand, name: 'resume', description: 'Start a paused feed again', options: [feedId('The feed to start again')] },
    { type: T.Subcommand, name: 'remove', description: 'Delete a feed', options: [feedId('The feed to delete')] },
  ],
});

/** The feed named by `id` in the invoker's server, else a refusal naming it. */
async function feedOf(ctx: CommandContext<unknown>, guildId: string, id: string): Promise<Feed> {
  const found = (await ctx.services.store.feeds.list(guildId)).find((f) => f.id === id);
  if (!found) throw new UserError((s) => s.t('feed.notFound', { id: code(id) }), 'id');
  return found;
}

const said = (text: string): Reply => ({ content: text });

type FeedContext = Pick<CommandContext<unknown>, 'api' | 'invoker' | 'services' | 'reader'>;

/** Refuses a feed the server has no room for, or one the channel already has for the same target. */
async function checkRoom(ctx: FeedContext, guildId: string, channelId: string, quest: Quest | undefined): Promise<void> {
  const existing = await ctx.services.store.feeds.list(guildId);
  if (existing.length >= MAX_FEEDS_PER_GUILD) throw new UserError((t) => t.plural('feed.full', MAX_FEEDS_PER_GUILD));
  const questId = quest?.id ?? null;
  if (existing.some((f) => f.channelId === channelId && f.questId === questId)) {
    throw new UserError((t) => feedSentence('exists', questId, t, { channel: `<#${channelId}>` }, quest?.name), 'channel');
  }
}

/**
 * Makes the feed: the channel's first message says what will come (and proves the bot may post
 * there), then the feed row. A quest members cannot see is only ever shown by a feed made here
 * after its warning (`showsHidden`).
 */
async function createFeed(
  ctx: FeedContext,
  guildId: string,
  channelId: string,
  quest: Quest | undefined,
  mention: boolean,
): Promise<Reply> {
  const s = ctx.reader;
  const feeds = ctx.services.store.feeds;
  const channel = `<#${channelId}>`;
  const questId = quest?.id ?? null;
  const guildLocale = ctx.invoker.guildLocale ?? null;
  const here = messageReader({ private: false, serverLanguage: (await ctx.services.store.settings.get(guildId))?.language, guildLocale });
  const hello = feedSentence('hello', questId, here, { member: `<@${ctx.invoker.userId}>` }, quest?.name);
  if (!(await ctx.services.tryPost(channelId, hello))) throw new UserError((t) => t.t('feed.cannotPost', { channel }), 'channel');
  const onKey = await feeds.countOnKey(ctx.api.keyId);
  const created = await feeds.create({
    guildId,
    channelId,
    questId,
    mention,
    keyId: ctx.api.keyId,
    intervalMs: feedIntervalMs(onKey + 1, ctx.services.background),
    userId: ctx.invoker.userId,
    locale: guildLocale,
    showsHidden: quest !== undefined && !maySee(quest, PUBLIC),
  });
  if (created === 'full') throw new UserError((t) => t.plural('feed.full', MAX_FEEDS_PER_GUILD));
  if (created === 'exists') throw new UserError((t) => feedSentence('exists', questId, t, { channel }, quest?.name), 'channel');
  return said(
    feedSentence('created', questId, s, { id: code(created.id), channel, every: formatEvery(created.intervalMs, s) }, quest?.name),
  );
}

/**
 * Confirm of a feed of a hidden quest: the quest is read again (a moderator still sees it) and
 * the feed made as the command would, the preview replaced by what came of it.
 */
const confirmHidden = component({
  ids: FEED_HIDDEN,
  reply: 'update',
  async handle(ctx, data) {
    const guildId = ctx.invoker.guildId;
    if (!guildId) throw new StaleError();
    const quest = await findQuest(ctx, 'quest', data.quest);
    await checkRoom(ctx, guildId, data.channel, quest);
    return { ...(await createFeed(ctx, guildId, data.channel, quest, data.mention)), components: [] };
  },
});

export const feed = command({
  name: 'feed',
  definition,
  examples: {
    quests: '/feed quests channel:#quests',
    pause: '/feed pause id:3f2a…',
    resume: '/feed resume id:3f2a…',
    remove: '/feed remove id:3f2a…',
  },
  access: 'moderator',
  private: true,
  async execute(ctx) {
    const o = ctx.options;
    const guildId = ctx.invoker.guildId;
    if (!guildId) throw new UserError((s) => s.t('feed.list.none'));
    const feeds = ctx.services.store.feeds;
    const s = ctx.reader;
    if (o.subcommand === 'list') return feedList(await feeds.list(guildId), s);
    if (o.subcommand === 'pause' || o.subcommand === 'resume' || o.subcommand === 'remove') {
      const found = await feedOf(ctx, guildId, o.id.trim());
      const id = code(found.id);
      if (o.subcommand === 'remove') {
        await feeds.remove(guildId, found.id);
        return said(s.t('feed.removed', { id }));
      }
      await feeds.setState(guildId, found.id, o.subcommand === 'pause' ? 'paused' : 'active', 'moderator');
      return said(s.t(o.subcommand === 'pause' ? 'feed.paused' : 'feed.resumed', { id }));
    }
    const typedQuest = check('quest', QuestInput, o.quest?.trim() || undefined);
    // The moderator must be able to post there too, not only the bot (before anything is read upstream).
    checkInvokerMayPost(ctx, 'channel', o.channel);
    const quest = typedQuest === undefined ? undefined : await findQuest(ctx, 'quest', typedQuest);
    const mention = o.mention ?? true;
    await checkRoom(ctx, guildId, o.channel, quest);
    // A quest members cannot see: its completions would become public. Nothing is made until
    // the moderator, warned so, confirms.
    if (quest && !maySee(quest, PUBLIC))
      return hiddenQuestPreview({ channelId: o.channel, questId: quest.id, questName: quest.name, mention }, s);
    return createFeed(ctx, guildId, o.channel, quest, mention);
  },
  async autocomplete(ctx) {
    if (ctx.focused.name === 'quest') return questChoices(ctx);
    const guildId = ctx.invoker.guildId;
    if (!guildId) return [];
    const typed = ctx.focused.value.trim().toLowerCase();
    const feeds = await ctx.services.store.feeds.list(guildId);
    return feeds
      .filter((f) => !typed || f.id.includes(typed))
      .slice(0, 25)
      .map((f) => ({ name: `${f.state === 'active' ? '▶️' : '⏸️'} ${f.id} · ${f.questId ?? '*'}`.slice(0, 100), value: f.id }));
  },
  components: [confirmHidden],
});
