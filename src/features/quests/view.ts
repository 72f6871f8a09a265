import { ComponentType, type APIEmbed, type APIEmbedField } from 'discord.js';
import { chainName } from '../../api/chains.js';
import {
  QUEST_RECURRENCES,
  QUEST_STATUSES,
  QUEST_VISIBILITIES,
  QuestIdInput,
  SOCIAL_POST_TASK,
  type Quest,
  type QuestCompletion,
  type QuestReward,
  type QuestTask,
} from '../../api/schemas.js';
import type { Reply } from '../../discord/reply.js';
import { withAside, type Reader } from '../../i18n/reader.js';
import { discordTime, discordTimeFromNow, formatEvery, formatSpan, formatNumber, shortAddress } from '../../views/format.js';
import {
  inRunningText,
  itemTypeWords,
  questStatusWords,
  recurrenceWords,
  rewardTypeWords,
  strategyWords,
  taskTypeWords,
  visibilityWords,
} from '../../views/enum-words.js';
import { code, fitLines } from '../../views/markdown.js';
import { cut, embedLength, escape, LIMITS } from '../../discord/limits.js';
import { clampPage, PAGER_ACTIONS, pageCount, pagerActions, pagerRows } from '../../views/pager.js';
import { componentIds, field, pageField, type Field } from '../../discord/component-id.js';

const COLOR = 0xf39c12;
/** Rounds shown one by one in the completions field; older ones are only in the total. */
export const RECENT_ROUNDS = 5;

/** An enum value in its table's plain words (src/views/enum-words.ts), escaped and kept short. */
const word = (words: (value: string, s: Reader) => string, value: string, s: Reader) => escape(cut(words(value, s), 64));

/**
 * The spec calls quest times "Unix timestamp" without a unit while every other time is in
 * milliseconds; a value below 1e11 would be 1973 in milliseconds, so it must be seconds.
 */
export const questTimeMs = (t: number) => (Math.abs(t) < 1e11 ? t * 1000 : t);

/**
 * Keeps the author's markdown but takes the teeth out of mentions: a zero-width space after
 * the `@` stops `@everyone`, `@here`, `<@id>` and `<@&id>` from pinging or rendering as a
 * mention, whatever allowed_mentions says.
 */
export function neutralizeMentions(text: string): string {
  return text.replace(/@(everyone|here)/gi, '@\u200b$1').replace(/<@([!&]?\d+)>/g, '<@\u200b$1>');
}

/**
 * Cuts markdown to `max` at a line or word break where one is near, and closes a code fence
 * the cut left open (an open fence would swallow the rest of the message into code).
 */
export function cutMarkdown(text: string, max: number): string {
  if (text.length <= max) return text;
  const room = Math.max(0, max - 5); // "…" and a possible "\n```"
  let out = text.slice(0, room);
  const brk = Math.max(out.lastIndexOf('\n'), out.lastIndexOf(' '));
  if (brk > room * 0.8) out = out.slice(0, brk);
  if (/[\uD800-\uDBFF]$/.test(out)) out = out.slice(0, -1);
  const open = (out.match(/```/g) ?? []).length % 2 === 1;
  return `${out}…${open ? '\n```' : ''}`;
}

/** A link Discord will render as a masked link without the URL breaking out of it. */
function linkTo(url: string, label: string): string {
  return /^https?:\/\/[^\s<>()[\]`]+$/i.test(url) && url.length <= 512 ? `[${label}](${url})` : code(cut(url, 200));
}

function taskLine(task: QuestTask, index: number, s: Reader): string {
  const n = `${index + 1}.`;
  if (task.type === SOCIAL_POST_TASK && 'postUrl' in task) {
    const actions = [
      task.isLikeRequired && s.t('quest.task.like'),
      task.isRepostRequired && s.t('quest.task.repost'),
      task.isCommentRequired && s.t('quest.task.comment'),
    ].filter(Boolean);
    return `${n} ${linkTo(task.postUrl, taskTypeWords(task.type, s))}: ${actions.length ? actions.join(s.t('quest.task.separator')) : s.t('quest.task.open')}`;
  }
  // 31 task variants are not published: their type in words, so a new one never breaks the view.
  const named = word(taskTypeWords, task.type, s);
  const days = 'minAccountAgeDays' in task ? task.minAccountAgeDays : undefined;
  return `${n} ${days !== undefined ? s.plural('quest.task.minAge', days, { task: named }) : named}`;
}

/** What a reward gives: `250 BSPK (0x7c3f…0d2e) on Base`, `7 of token `0xabc` on Base`, `1 of NFT`. */
function itemText(item: NonNullable<QuestReward['item']>, s: Reader, symbol: string | undefined): string {
  const number = item.amount !== undefined ? formatNumber(item.amount, s.locale, 18) : undefined;
  let what: string;
  if (item.type === 'TOKEN' && symbol?.trim()) {
    const shown = escape(cut(symbol.trim(), 32));
    const unit = item.tokenAddress
      ? withAside(s, shown, escape(shortAddress(cut(item.tokenAddress, 100))))
      : s.t('quest.reward.item.symbolNative', { symbol: shown });
    what = number !== undefined ? `${number} ${unit}` : unit;
  } else {
    const unit =
      item.type !== 'TOKEN'
        ? word(itemTypeWords, item.type, s)
        : item.tokenAddress
          ? s.t('quest.reward.item.token', { address: code(cut(item.tokenAddress, 100)) })
          : s.t('quest.reward.item.native');
    what = number !== undefined ? s.t('quest.reward.item.amountOf', { amount: number, what: unit }) : unit;
  }
  return item.chain ? s.t('quest.reward.item.onChain', { what, chain: escape(chainName(item.chain)) }) : what;
}

function rewardLine(r: QuestReward, s: Reader, symbol: string | undefined): string {
  const parts = [word(rewardTypeWords, r.type, s)];
  if (r.strategy) {
    const strategy = word(strategyWords, r.strategy.type, s);
    parts.push(r.strategy.maxWinners !== undefined ? s.plural('quest.reward.winners', r.strategy.maxWinners, { strategy }) : strategy);
  }
  if (r.item) parts.push(itemText(r.item, s, symbol));
  if (r.rewardPoolId) parts.push(s.t('quest.reward.pool', { pool: code(cut(r.rewardPoolId, 100)) }));
  return parts.join(' · ');
}

/** The period each named recurrence implies; when the interval is that, the name says it all. */
const PERIOD_MS: Record<string, number> = { DAILY: 86_400_000, WEEKLY: 604_800_000 };

function recurrenceText(q: Quest, s: Reader): string {
  const interval = formatSpan(q.recurrenceInterval, s);
  if (q.recurrence === 'ONCE') return s.t('quest.recurrence.once', { interval });
  // "Daily, every 1 day" says one thing twice; a monthly interval is a calendar month, not a span.
  if (PERIOD_MS[q.recurrence] === q.recurrenceInterval || q.recurrence === 'MONTHLY') return word(recurrenceWords, q.recurrence, s);
  const every = formatEvery(q.recurrenceInterval, s);
  return q.recurrence === 'CUSTOM'
    ? s.t('quest.recurrence.every', { every })
    : s.t('quest.recurrence.named', { recurrence: word(recurrenceWords, q.recurrence, s), every });
}

function completionsText(q: Quest, s: Reader): string {
  const counts = q.iterationCompletions;
  const recent = counts
    .map((count, i) => s.t('quest.info.roundCount', { round: formatNumber(i + 1, s.locale), completions: formatNumber(count, s.locale) }))
    .slice(-RECENT_ROUNDS)
    .reverse();
  // The rounds left out still count: one line for them, so the lines add up to the total.
  const earlier = counts.slice(0, -RECENT_ROUNDS).reduce((a, b) => a + b, 0);
  const rest = counts.length > RECENT_ROUNDS ? [s.t('quest.info.earlierRounds', { completions: formatNumber(earlier, s.locale) })] : [];
  return [...recent, ...rest, s.t('quest.info.total', { completions: formatNumber(q.totalCompletionCount, s.locale) })].join('\n');
}

/** What the command looked up for the view: each reward's token symbol, by index in `rewards`. */
export interface QuestInfoExtras {
  rewardSymbols?: readonly (string | undefined)[];
}

export function questInfo(q: Quest, s: Reader, extras: QuestInfoExtras = {}): Reply {
  const fields: APIEmbedField[] = [
    { name: s.t('quest.info.status'), value: word(questStatusWords, q.status, s), inline: true },
    { name: s.t('quest.info.recurrence'), value: recurrenceText(q, s), inline: true },
    { name: s.t('quest.info.visibility'), value: word(visibilityWords, q.visibility, s), inline: true },
    {
      name: s.t('quest.info.starts'),
      value: discordTimeFromNow(questTimeMs(q.startTime), s),
      inline: true,
    },
    {
      name: s.t('quest.info.ends'),
      value: discordTimeFromNow(questTimeMs(q.endTime), s),
      inline: true,
    },
    { name: s.t('quest.info.round'), value: formatNumber(q.iteration, s.locale), inline: true },
    { name: s.t('quest.info.completions'), value: completionsText(q, s) },
    {
      name: s.t('quest.info.tasks', { n: formatNumber(q.tasks.length, s.locale) }),
      value: q.tasks.length
        ? fitLines(
            q.tasks.map((t, i) => taskLine(t, i, s)),
            LIMITS.fieldValue,
            s,
          )
        : s.t('quest.info.noTasks'),
    },
    {
      name: s.t('quest.info.rewards', { n: formatNumber(q.rewards.length, s.locale) }),
      value: q.rewards.length
        ? fitLines(
            q.rewards.map((r, i) => rewardLine(r, s, extras.rewardSymbols?.[i])),
            LIMITS.fieldValue,
            s,
          )
        : s.t('quest.info.noRewards'),
    },
  ];
  const embed: APIEmbed = {
    title: escape(cut(q.name, 100)),
    color: COLOR,
    fields,
    footer: { text: s.t('quest.info.footer', { id: cut(q.id, 200) }) },
  };
  // The description takes whatever the 6000-character message total leaves after the facts.
  const room = Math.min(LIMITS.embedDescription, LIMITS.embedTotal - embedLength(embed));
  const text = q.fullDescription.trim() ? neutralizeMentions(q.fullDescription) : escape(q.shortDescription);
  if (text.trim()) embed.description = cutMarkdown(text, room);
  return { embeds: [embed] };
}

// ---------- completions ----------

export const COMPLETIONS_PER_PAGE = 10;

export interface CompletionFilters {
  questId?: string;
  round?: number;
  userId?: string;
  /** Milliseconds. */
  since?: number;
  until?: number;
}

/** The filters under the completions endpoint's query names (a page's offset and limit are the caller's). */
export function completionQuery(f: CompletionFilters): {
  questId?: string;
  iteration?: number;
  userId?: string;
  after?: number;
  until?: number;
} {
  return {
    ...(f.questId !== undefined ? { questId: f.questId } : {}),
    ...(f.round !== undefined ? { iteration: f.round } : {}),
    ...(f.userId !== undefined ? { userId: f.userId } : {}),
    ...(f.since !== undefined ? { after: f.since } : {}),
    ...(f.until !== undefined ? { until: f.until } : {}),
  };
}

/** Times as whole seconds: what the pager keeps, so every page answers the same filter. */
const seconds: Field<number> = {
  write: (ms) => field.int(0).write(Math.floor(ms / 1000)),
  read: (s) => {
    const n = field.int(0, Math.floor(Number.MAX_SAFE_INTEGER / 1000)).read(s);
    return n === undefined ? undefined : n * 1000;
  },
};

/**
 * The completions pager: the page and every filter. The quest id goes last and is the only
 * long part: with every other filter set, about 40 characters of it fit; longer filters get a
 * first page without buttons and a note to narrow the search.
 */
export const COMPLETIONS_PAGER = componentIds('quest', PAGER_ACTIONS, {
  page: pageField,
  round: field.optional(field.int(1)),
  userId: field.optional(field.snowflake),
  since: field.optional(seconds),
  until: field.optional(seconds),
  questId: field.optional(field.text((s) => QuestIdInput.safeParse(s).success)),
});

export interface CompletionsPageData {
  /** This page's completions only. */
  completions: QuestCompletion[];
  /** Zero-based. */
  page: number;
  total: number;
  filters: CompletionFilters;
  /** Quest id → name, from the cached quest list; a quest not in it shows its id. */
  questNames?: ReadonlyMap<string, string>;
}

const member = (id: string) => (/^\d{1,20}$/.test(id) ? `<@${id}>` : code(cut(id, 64)));

/** One completion: the quest by name when the list names it, the reward's multiplier only when it is not ×1, said what it is. */
function completionLine(c: QuestCompletion, s: Reader, names?: ReadonlyMap<string, string>): string {
  const name = names?.get(c.questId);
  const line = s.t('quest.completions.line', {
    member: member(c.userId),
    quest: name ? `**${escape(cut(name, 64))}**` : code(cut(c.questId, 64)),
    round: formatNumber(c.iteration, s.locale),
    time: discordTime(c.timestamp),
    tasks: s.plural('quest.completions.tasks', c.taskIds.length),
  });
  return c.rewardMultiplier === 1
    ? line
    : `${line} · ${s.t('quest.completions.multiplier', { multiplier: formatNumber(c.rewardMultiplier, s.locale) })}`;
}

export function filtersText(f: CompletionFilters, s: Reader): string {
  const parts = [
    f.questId !== undefined && s.t('quest.completions.filter.quest', { id: code(cut(f.questId, 200)) }),
    f.round !== undefined && s.t('quest.completions.filter.round', { round: formatNumber(f.round, s.locale) }),
    f.userId !== undefined && s.t('quest.completions.filter.member', { member: member(f.userId) }),
    f.since !== undefined && s.t('quest.completions.filter.since', { time: discordTime(f.since) }),
    f.until !== undefined && s.t('quest.completions.filter.until', { time: discordTime(f.until) }),
  ].filter((p): p is string => Boolean(p));
  return parts.length ? s.t('quest.filters', { list: parts.join(' · ') }) : s.t('quest.completions.all');
}

export function completionsPage(data: CompletionsPageData, s: Reader): Reply {
  const head = filtersText(data.filters, s);
  if (data.total === 0 || data.completions.length === 0) {
    return {
      embeds: [{ title: s.t('quest.completions.title'), color: COLOR, description: `${head}\n\n${s.t('quest.completions.none')}` }],
      components: [],
    };
  }
  const pages = pageCount(data.total, COMPLETIONS_PER_PAGE);
  const page = clampPage(data.page, pages);
  const lines = data.completions.slice(0, COMPLETIONS_PER_PAGE).map((c) => completionLine(c, s, data.questNames));
  const buttons = pagerRows(COMPLETIONS_PAGER, page, pages, (p) => ({ page: p, ...data.filters }), s);
  const footer = s.t('quest.completions.footer', {
    page: formatNumber(page + 1, s.locale),
    pages: formatNumber(pages, s.locale),
    total: s.plural('quest.completions.total', data.total),
  });
  return {
    embeds: [
      {
        title: s.t('quest.completions.title'),
        color: COLOR,
        description: `${head}\n\n${fitLines(lines, LIMITS.embedDescription - head.length - 2, s)}`,
        // Without buttons (filters too long for their ids), the footer says how to page.
        footer: { text: buttons ? footer : `${footer} · ${s.t('quest.completions.narrow')}` },
      },
    ],
    components: buttons ?? [],
  };
}

// ---------- /quest list ----------

export const QUEST_LIST_PER_PAGE = 10;

export interface QuestListFilters {
  status?: (typeof QUEST_STATUSES)[number];
  recurrence?: (typeof QUEST_RECURRENCES)[number];
  visibility?: (typeof QUEST_VISIBILITIES)[number];
}

/** The list's pager: the page and the filters as typed (who may see what is decided on each press). */
export const QUEST_LIST_PAGER = componentIds('quest', pagerActions('list'), {
  page: pageField,
  status: field.optional(field.among(QUEST_STATUSES)),
  recurrence: field.optional(field.among(QUEST_RECURRENCES)),
  visibility: field.optional(field.among(QUEST_VISIBILITIES)),
});

/** The list's select menu: the chosen quest opens as /quest info does. */
export const QUEST_OPEN = componentIds('quest', ['open'], {});

export interface QuestListData {
  /** This page's quests only. */
  quests: Quest[];
  /** Zero-based. */
  page: number;
  total: number;
  filters: QuestListFilters;
  /** Members see published public quests only; the heading says which list this is. */
  moderator: boolean;
}

function questListHead(f: QuestListFilters, moderator: boolean, s: Reader): string {
  const parts = [
    f.status && s.t('quest.list.filter.status', { status: inRunningText(word(questStatusWords, f.status, s), s) }),
    f.recurrence && s.t('quest.list.filter.recurrence', { recurrence: inRunningText(word(recurrenceWords, f.recurrence, s), s) }),
    f.visibility && s.t('quest.list.filter.visibility', { visibility: inRunningText(word(visibilityWords, f.visibility, s), s) }),
  ].filter((p): p is string => Boolean(p));
  const scope = moderator ? s.t('quest.list.every') : s.t('quest.list.published');
  return parts.length ? `${scope} ${s.t('quest.filters', { list: parts.join(' · ') })}` : scope;
}

function questListLine(q: Quest, s: Reader): string {
  return `**${escape(cut(q.name, 48))}** · ${word(questStatusWords, q.status, s)} · ${word(recurrenceWords, q.recurrence, s)} · ${word(visibilityWords, q.visibility, s)} · ${code(cut(q.id, 64))}`;
}

export function questListPage(data: QuestListData, s: Reader): Reply {
  const head = questListHead(data.filters, data.moderator, s);
  if (data.total === 0 || data.quests.length === 0) {
    return {
      embeds: [{ title: s.t('quest.list.title'), color: COLOR, description: `${head}\n\n${s.t('quest.list.none')}` }],
      components: [],
    };
  }
  const pages = pageCount(data.total, QUEST_LIST_PER_PAGE);
  const page = clampPage(data.page, pages);
  const shown = data.quests.slice(0, QUEST_LIST_PER_PAGE);
  const buttons = pagerRows(QUEST_LIST_PAGER, page, pages, (p) => ({ page: p, ...data.filters }), s);
  const options = shown
    .filter((q) => q.id.length <= LIMITS.selectOptionText)
    .map((q) => ({
      label: cut(q.name.trim() || q.id, LIMITS.selectOptionText),
      value: q.id,
      description: cut(`${questStatusWords(q.status, s)} · ${recurrenceWords(q.recurrence, s)} · ${q.id}`, LIMITS.selectOptionText),
    }));
  const open = QUEST_OPEN.id('open', {});
  const select =
    open && options.length
      ? [
          {
            type: ComponentType.ActionRow as const,
            components: [
              { type: ComponentType.StringSelect as const, custom_id: open, placeholder: s.t('quest.list.placeholder'), options },
            ],
          },
        ]
      : [];
  return {
    embeds: [
      {
        title: s.t('quest.list.title'),
        color: COLOR,
        description: `${head}\n\n${fitLines(
          shown.map((q) => questListLine(q, s)),
          LIMITS.embedDescription - head.length - 2,
          s,
        )}`,
        footer: {
          text: s.t('quest.list.footer', {
            page: formatNumber(page + 1, s.locale),
            pages: formatNumber(pages, s.locale),
            total: s.plural('quest.list.total', data.total),
          }),
        },
      },
    ],
    components: [...select, ...(buttons ?? [])],
  };
}
