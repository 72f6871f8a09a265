import { ButtonStyle, ComponentType, type APIEmbed } from 'discord.js';
import { QuestIdInput } from '../../api/schemas.js';
import { componentIds, field } from '../../discord/component-id.js';
import { withAside, type Reader } from '../../i18n/reader.js';
import { cut, escape, LIMITS } from '../../discord/limits.js';
import type { Reply } from '../../discord/reply.js';
import type { Feed, FeedPause } from '../../store/feeds.js';
import { discordTime, formatEvery, formatNumber } from '../../views/format.js';
import { code, fitLines } from '../../views/markdown.js';

/**
 * /feed's messages: the announcement a feed posts for the completions one poll found (at most
 * ten lines, then "…and N more", in the server's language), and the list of a server's feeds.
 */

/** Lines an announcement shows before "…and N more". */
export const ANNOUNCEMENT_LINES = 10;
const COLOR = 0x2ecc71;

/** One completion as announced. */
export interface AnnouncedCompletion {
  userId: string;
  /** The member's name on the platform, when the completion carries one (shown when mentions are off). */
  username?: string | undefined;
  questName: string;
  round: number;
  /** Epoch ms. */
  at: number;
}

function memberOf(c: AnnouncedCompletion, mention: boolean): string {
  if (mention) return `<@${c.userId}>`;
  return c.username ? `**${escape(cut(c.username, 64))}**` : code(c.userId);
}

/** The message for one poll's new completions, oldest first; `more` counts those beyond `completions`. */
export function feedAnnouncement(data: { completions: readonly AnnouncedCompletion[]; more: number; mention: boolean }, s: Reader): Reply {
  const shown = data.completions.slice(0, ANNOUNCEMENT_LINES);
  const rest = data.completions.length - shown.length + data.more;
  const lines = shown.map((c) =>
    s.t('feed.announce.line', {
      member: memberOf(c, data.mention),
      quest: `**${escape(cut(c.questName, 100))}**`,
      round: formatNumber(c.round, s.locale),
      when: discordTime(c.at, 'R'),
    }),
  );
  if (rest > 0) lines.push(s.t('common.more', { n: formatNumber(rest, s.locale) }));
  const title = s.t('feed.announce.title');
  // Lines are whole or left out (fitLines), so a mention or a timestamp is never cut in half.
  return { content: `${title}\n${fitLines(lines, LIMITS.content - title.length - 1, s)}` };
}

export function pauseReason(reason: FeedPause, s: Reader): string {
  return s.t(`feed.reason.${reason}`);
}

/**
 * A text about what a feed announces, written whole for every quest or for one (`{{quest}}`: its
 * name when known, else its id), so no language fits "every quest" into a sentence made for one.
 */
export function feedSentence(
  key: 'created' | 'hello' | 'exists',
  questId: string | null,
  s: Reader,
  values: Record<string, string>,
  questName?: string,
): string {
  return questId === null
    ? s.t(`feed.${key}.all`, values)
    : s.t(`feed.${key}.quest`, { ...values, quest: questName ? `**${escape(cut(questName, 100))}**` : code(questId) });
}

function feedLine(f: Feed, s: Reader): string {
  const state =
    f.state === 'active' ? s.t('feed.list.active') : s.t('feed.list.paused', { reason: pauseReason(f.pausedReason ?? 'moderator', s) });
  const poll = f.lastPollAt === null ? s.t('feed.list.neverPolled') : s.t('feed.list.lastPoll', { when: discordTime(f.lastPollAt, 'R') });
  return [
    `${code(f.id)} <#${f.channelId}> · ${f.questId === null ? s.t('feed.list.all') : s.t('feed.list.quest', { quest: code(f.questId) })}`,
    `${state} · ${s.t('feed.list.every', { every: formatEvery(f.intervalMs, s) })} · ${poll} · ${s.t('feed.list.announced', { n: formatNumber(f.announced, s.locale) })}`,
  ].join('\n');
}

export function feedList(feeds: readonly Feed[], s: Reader): Reply {
  const embed: APIEmbed = {
    title: s.t('feed.list.title'),
    color: COLOR,
    description:
      feeds.length === 0
        ? s.t('feed.list.none')
        : fitLines(
            feeds.map((f) => feedLine(f, s)),
            LIMITS.embedDescription,
            s,
          ),
  };
  return { embeds: [embed] };
}

/** The Confirm of a feed of a quest members cannot see: where, which quest, mentions or names. */
export const FEED_HIDDEN = componentIds('feed', ['hidden'], {
  channel: field.snowflake,
  quest: field.text((t) => QuestIdInput.safeParse(t).success),
  mention: field.flag,
});

/**
 * /feed quests for a quest members cannot see (a draft, a template, a private quest): nothing is
 * made yet; the moderator is told its completions would become public, and confirms.
 */
export function hiddenQuestPreview(data: { channelId: string; questId: string; questName: string; mention: boolean }, s: Reader): Reply {
  const id = FEED_HIDDEN.id('hidden', { channel: data.channelId, quest: data.questId, mention: data.mention });
  return {
    content: s.t('feed.hidden.warning', {
      quest: withAside(s, `**${escape(cut(data.questName, 100))}**`, code(data.questId)),
      channel: `<#${data.channelId}>`,
    }),
    components: id
      ? [
          {
            type: ComponentType.ActionRow,
            components: [{ type: ComponentType.Button, style: ButtonStyle.Danger, label: s.t('feed.hidden.confirm'), custom_id: id }],
          },
        ]
      : [],
  };
}
