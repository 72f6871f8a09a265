import { ComponentType, type APIEmbed, type APIEmbedField } from 'discord.js';
import { chainName } from '../api/chains.js';
import { QUEST_RECURRENCES, QUEST_STATUSES, QUEST_VISIBILITIES, QuestIdInput, SOCIAL_POST_TASK, type Quest, type QuestCompletion, type QuestReward, type QuestTask } from '../api/schemas.js';
import type { Reply } from '../discord/reply.js';
import { ENGLISH } from '../i18n/speech.js';
import { discordTime, formatSpan, formatNumber, shortAddress } from './format.js';
import { itemTypeWords, questStatusWords, recurrenceWords, rewardTypeWords, strategyWords, taskTypeWords, visibilityWords } from './words.js';
import { code, fitLines } from './lines.js';
import { cut, embedLength, escape, LIMITS } from '../discord/limits.js';
import { clampPage, PAGER_ACTIONS, pageCount, pagerActions, pagerRows } from './pager.js';
import { componentIds, field, pageField, type Field } from '../discord/component-id.js';

const COLOR = 0xf39c12;
/** Rounds shown one by one in the completions field; older ones are only in the total. */
export const RECENT_ROUNDS = 5;

/** An enum value in its table's plain words (src/views/words.ts), escaped and kept short. */
const word = (words: (value: string) => string, value: string) => escape(cut(words(value), 64));

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

function taskLine(task: QuestTask, index: number): string {
  const n = `${index + 1}.`;
  if (task.type === SOCIAL_POST_TASK && 'postUrl' in task) {
    const actions = [task.isLikeRequired && 'like', task.isRepostRequired && 'repost', task.isCommentRequired && 'comment'].filter(Boolean);
    return `${n} ${linkTo(task.postUrl, taskTypeWords(task.type, ENGLISH))}: ${actions.length ? actions.join(', ') : 'open the post'}`;
  }
  // 31 task variants are not published: their type in words, so a new one never breaks the view.
  return `${n} ${word((v: string) => taskTypeWords(v, ENGLISH), task.type)}`;
}

function rewardLine(r: QuestReward, locale: string, symbol: string | undefined): string {
  const parts = [word((v: string) => rewardTypeWords(v, ENGLISH), r.type)];
  if (r.strategy) {
    const s = word((v: string) => strategyWords(v, ENGLISH), r.strategy.type);
    const winners = r.strategy.maxWinners !== undefined ? `, up to ${formatNumber(r.strategy.maxWinners, locale)} winners` : '';
    parts.push(s + winners);
  }
  if (r.item) {
    const number = r.item.amount !== undefined ? formatNumber(r.item.amount, locale, 18) : undefined;
    const chain = r.item.chain ? ` on ${escape(chainName(r.item.chain))}` : '';
    if (r.item.type === 'TOKEN' && symbol?.trim()) {
      const which = r.item.tokenAddress ? escape(shortAddress(cut(r.item.tokenAddress, 100))) : 'native coin';
      parts.push(`${number !== undefined ? `${number} ` : ''}${escape(cut(symbol.trim(), 32))} (${which})${chain}`);
    } else {
      const amount = number !== undefined ? `${number} of ` : '';
      if (r.item.type === 'TOKEN') {
        const what = r.item.tokenAddress ? `token ${code(cut(r.item.tokenAddress, 100))}` : 'the native coin';
        parts.push(`${amount}${what}${chain}`);
      } else {
        parts.push(`${amount}${word((v: string) => itemTypeWords(v, ENGLISH), r.item.type)}${chain}`);
      }
    }
  }
  if (r.rewardPoolId) parts.push(`from reward pool ${code(cut(r.rewardPoolId, 100))}`);
  return parts.join(' · ');
}

/** The period each named recurrence implies; when the interval is that, the name says it all. */
const PERIOD_MS: Record<string, number> = { DAILY: 86_400_000, WEEKLY: 604_800_000 };

function recurrenceText(q: Quest): string {
  const interval = formatSpan(q.recurrenceInterval, ENGLISH);
  if (q.recurrence === 'ONCE') return `Once, runs ${interval}`;
  // "Daily, every 1 day" says one thing twice; a monthly interval is a calendar month, not a span.
  if (PERIOD_MS[q.recurrence] === q.recurrenceInterval || q.recurrence === 'MONTHLY') return word((v: string) => recurrenceWords(v, ENGLISH), q.recurrence);
  return q.recurrence === 'CUSTOM' ? `Every ${interval}` : `${word((v: string) => recurrenceWords(v, ENGLISH), q.recurrence)}, every ${interval}`;
}

function completionsText(q: Quest, locale: string): string {
  const counts = q.iterationCompletions;
  const recent = counts
    .map((count, i) => `Round ${formatNumber(i + 1, locale)}: ${formatNumber(count, locale)}`)
    .slice(-RECENT_ROUNDS)
    .reverse();
  // The rounds left out still count: one line for them, so the lines add up to the total.
  const earlier = counts.slice(0, -RECENT_ROUNDS).reduce((a, b) => a + b, 0);
  const rest = counts.length > RECENT_ROUNDS ? [`Earlier rounds: ${formatNumber(earlier, locale)}`] : [];
  return [...recent, ...rest, `**Total: ${formatNumber(q.totalCompletionCount, locale)}**`].join('\n');
}

/** What the command looked up for the view: each reward's token symbol, by index in `rewards`. */
export interface QuestInfoExtras {
  rewardSymbols?: readonly (string | undefined)[];
}

export function questInfo(q: Quest, locale: string, extras: QuestInfoExtras = {}): Reply {
  const fields: APIEmbedField[] = [
    { name: 'Status', value: word((v: string) => questStatusWords(v, ENGLISH), q.status), inline: true },
    { name: 'Recurrence', value: recurrenceText(q), inline: true },
    { name: 'Visibility', value: word((v: string) => visibilityWords(v, ENGLISH), q.visibility), inline: true },
    { name: 'Starts', value: `${discordTime(questTimeMs(q.startTime))} (${discordTime(questTimeMs(q.startTime), 'R')})`, inline: true },
    { name: 'Ends', value: `${discordTime(questTimeMs(q.endTime))} (${discordTime(questTimeMs(q.endTime), 'R')})`, inline: true },
    { name: 'Current round', value: formatNumber(q.iteration, locale), inline: true },
    { name: 'Completions', value: completionsText(q, locale) },
    {
      name: `Tasks (${q.tasks.length})`,
      value: q.tasks.length ? fitLines(q.tasks.map(taskLine), LIMITS.fieldValue, ENGLISH) : 'No tasks.',
    },
    {
      name: `Rewards (${q.rewards.length})`,
      value: q.rewards.length ? fitLines(q.rewards.map((r, i) => rewardLine(r, locale, extras.rewardSymbols?.[i])), LIMITS.fieldValue, ENGLISH) : 'No rewards.',
    },
  ];
  const embed: APIEmbed = {
    title: escape(cut(q.name, 100)),
    color: COLOR,
    fields,
    footer: { text: `Quest id: ${cut(q.id, 200)}` },
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
}

const member = (id: string) => (/^\d{1,20}$/.test(id) ? `<@${id}>` : code(cut(id, 64)));

function completionLine(c: QuestCompletion, locale: string): string {
  const tasks = `${formatNumber(c.taskIds.length, locale)} task${c.taskIds.length === 1 ? '' : 's'}`;
  return `${member(c.userId)} · ${code(cut(c.questId, 64))} · round ${formatNumber(c.iteration, locale)} · ${discordTime(c.timestamp)} · ${tasks} · reward ×${formatNumber(c.rewardMultiplier, locale)}`;
}

export function filtersText(f: CompletionFilters, locale: string): string {
  const parts = [
    f.questId !== undefined && `quest ${code(cut(f.questId, 200))}`,
    f.round !== undefined && `round ${formatNumber(f.round, locale)}`,
    f.userId !== undefined && `member ${member(f.userId)}`,
    f.since !== undefined && `since ${discordTime(f.since)}`,
    f.until !== undefined && `until ${discordTime(f.until)}`,
  ].filter((p): p is string => Boolean(p));
  return parts.length ? `Filters: ${parts.join(' · ')}` : 'All quests, all members.';
}

export function completionsPage(data: CompletionsPageData, locale: string): Reply {
  const head = filtersText(data.filters, locale);
  if (data.total === 0 || data.completions.length === 0) {
    return {
      embeds: [{ title: 'Quest completions', color: COLOR, description: `${head}\n\nNo completions match.` }],
      components: [],
    };
  }
  const pages = pageCount(data.total, COMPLETIONS_PER_PAGE);
  const page = clampPage(data.page, pages);
  const lines = data.completions.slice(0, COMPLETIONS_PER_PAGE).map((c) => completionLine(c, locale));
  const buttons = pagerRows(COMPLETIONS_PAGER, page, pages, (p) => ({ page: p, ...data.filters }), ENGLISH);
  const narrow = !buttons ? ' · filters too long for page buttons: narrow the search (e.g. a shorter quest id) to page' : '';
  const total = `${formatNumber(data.total, locale)} completion${data.total === 1 ? '' : 's'}`;
  return {
    embeds: [
      {
        title: 'Quest completions',
        color: COLOR,
        description: `${head}\n\n${fitLines(lines, LIMITS.embedDescription - head.length - 2, ENGLISH)}`,
        footer: { text: `Page ${page + 1} of ${pages} · ${total}${narrow}` },
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

function questListHead(f: QuestListFilters, moderator: boolean): string {
  const parts = [f.status && `status ${word((v: string) => questStatusWords(v, ENGLISH), f.status)}`, f.recurrence && `recurrence ${word((v: string) => recurrenceWords(v, ENGLISH), f.recurrence)}`, f.visibility && `visibility ${word((v: string) => visibilityWords(v, ENGLISH), f.visibility)}`].filter(
    (p): p is string => Boolean(p),
  );
  const scope = moderator ? 'Every quest, drafts and private ones included.' : 'Published quests open to members.';
  return parts.length ? `${scope} Filters: ${parts.join(' · ')}` : scope;
}

function questListLine(q: Quest): string {
  return `**${escape(cut(q.name, 48))}** · ${word((v: string) => questStatusWords(v, ENGLISH), q.status)} · ${word((v: string) => recurrenceWords(v, ENGLISH), q.recurrence)} · ${word((v: string) => visibilityWords(v, ENGLISH), q.visibility)} · ${code(cut(q.id, 64))}`;
}

export function questListPage(data: QuestListData, locale: string): Reply {
  const head = questListHead(data.filters, data.moderator);
  if (data.total === 0 || data.quests.length === 0) {
    return { embeds: [{ title: 'Quests', color: COLOR, description: `${head}\n\nNo quests match.` }], components: [] };
  }
  const pages = pageCount(data.total, QUEST_LIST_PER_PAGE);
  const page = clampPage(data.page, pages);
  const shown = data.quests.slice(0, QUEST_LIST_PER_PAGE);
  const buttons = pagerRows(QUEST_LIST_PAGER, page, pages, (p) => ({ page: p, ...data.filters }), ENGLISH);
  const options = shown
    .filter((q) => q.id.length <= LIMITS.selectOptionText)
    .map((q) => ({ label: cut(q.name.trim() || q.id, LIMITS.selectOptionText), value: q.id, description: cut(`${questStatusWords(q.status, ENGLISH)} · ${recurrenceWords(q.recurrence, ENGLISH)} · ${q.id}`, LIMITS.selectOptionText) }));
  const open = QUEST_OPEN.id('open', {});
  const select =
    open && options.length
      ? [{ type: ComponentType.ActionRow as const, components: [{ type: ComponentType.StringSelect as const, custom_id: open, placeholder: 'Open a quest…', options }] }]
      : [];
  const total = `${formatNumber(data.total, locale)} quest${data.total === 1 ? '' : 's'}`;
  return {
    embeds: [
      {
        title: 'Quests',
        color: COLOR,
        description: `${head}\n\n${fitLines(shown.map(questListLine), LIMITS.embedDescription - head.length - 2, ENGLISH)}`,
        footer: { text: `Page ${page + 1} of ${pages} · ${total} · pick one below to open it` },
      },
    ],
    components: [...select, ...(buttons ?? [])],
  };
}
