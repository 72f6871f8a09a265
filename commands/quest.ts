import { ApplicationCommandOptionType as T, InteractionContextType } from 'discord.js';
import { QUEST_LIST_MAX_LIMIT, type ListQuestsInput } from '../src/api/moves.js';
import { MAX_SAFE, QUEST_RECURRENCES, QUEST_STATUSES, QUEST_VISIBILITIES, QuestIdInput, type Quest } from '../src/api/schemas.js';
import type { CommunityClient } from '../src/api/types.js';
import {
  check,
  command,
  component,
  InputError,
  StaleError,
  UserError,
  type CommandContext,
  type Invoker,
} from '../src/command/contract.js';
import { parseDuration, type Parsed } from '../src/input/parse.js';
import { optionName } from '../src/i18n/index.js';
import { ownChoices } from '../src/i18n/commands.js';
import { readerFor, type Text, type Reader } from '../src/i18n/reader.js';
import { slash } from '../src/discord/slash.js';
import { viewPage } from '../src/views/pager.js';
import { inRunningText, questStatusWords, visibilityWords } from '../src/views/enum-words.js';
import {
  COMPLETIONS_PAGER,
  COMPLETIONS_PER_PAGE,
  completionsPage,
  QUEST_LIST_PAGER,
  QUEST_LIST_PER_PAGE,
  QUEST_OPEN,
  questInfo,
  questListPage,
  completionQuery,
  type CompletionFilters,
  type QuestListFilters,
} from '../src/features/quests/view.js';
import {
  findQuest,
  LIST,
  maySee,
  MEMBER_STATUSES,
  MEMBER_VISIBILITIES,
  QuestInput,
  questChoices,
  type QuestReader,
} from '../src/features/quests/quests.js';
import { symbolLookup } from '../src/features/quests/token-symbols.js';
import { exportReply } from '../src/features/exports/reply.js';
import { OPT } from './shared-options.js';

/** The completions endpoint's largest page; five view pages per request. */
const API_PAGE = 50;
/** How far back a relative time may reach (10 years, in minutes). */
const MAX_AGO_MINUTES = 10 * 365 * 1440;

// ---------- times: ISO dates or "that long ago" ----------

/** A time as typed: absolute, or a span before the moment the command runs (resolved in execute). */
export type When = { at: number } | { agoMs: number };

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:?\d{2})?$/i;

/**
 * `2026-11-01` (UTC; as `until` it means the end of that day, so the day is included),
 * `2026-11-01T12:00`, `2026-11-01T12:00:00.000+02:00` (UTC when no offset is given), or a
 * span ago: `7d`, `12h`, `30m`, `1d12h`. A bare number is refused: `2026` could be a year.
 */
export function parseWhen(text: string, name: 'since' | 'until'): Parsed<When> {
  const s = text.trim();
  const refuse = {
    ok: false as const,
    error: ((t) => t.t('quest.refuse.notATime', { name: optionName(t, name), typed: text })) satisfies Text,
  };
  const date = DATE.exec(s);
  if (date) {
    const [y, m, d] = [Number(date[1]), Number(date[2]), Number(date[3])];
    const at = Date.UTC(y, m - 1, d);
    const back = new Date(at);
    // Date.UTC rolls 2026-02-30 over into March; a date that does not round-trip does not exist.
    if (back.getUTCFullYear() !== y || back.getUTCMonth() !== m - 1 || back.getUTCDate() !== d) return refuse;
    return { ok: true, value: { at: name === 'until' ? at + 86_400_000 - 1 : at } };
  }
  if (DATE_TIME.test(s)) {
    const at = Date.parse(/(?:Z|[+-]\d{2}:?\d{2})$/i.test(s) ? s : `${s}Z`);
    return Number.isNaN(at) ? refuse : { ok: true, value: { at } };
  }
  if (/^\d+$/.test(s)) return refuse;
  const span = parseDuration(s, MAX_AGO_MINUTES, name);
  // parseDuration's own words fit a span out of range; its format hint (bare minutes) does not apply here.
  if (!span.ok)
    return /^[\d\s]+\p{L}/iu.test(s) ? { ok: false, error: (t) => t.t('quest.refuse.spanAgo', { name: optionName(t, name) }) } : refuse;
  return { ok: true, value: { agoMs: span.value * 60_000 } };
}

export function resolveWhen(when: When | undefined, now: number): number | undefined {
  if (!when) return undefined;
  return 'at' in when ? when.at : now - when.agoMs;
}

/** Times to the second, as the pager keeps them, so every page answers the same filter. */
export function wholeSeconds(f: CompletionFilters): CompletionFilters {
  const out = { ...f };
  if (out.since !== undefined) out.since = Math.floor(out.since / 1000) * 1000;
  if (out.until !== undefined) out.until = Math.floor(out.until / 1000) * 1000 + 999;
  return out;
}

async function completions(api: CommunityClient, f: CompletionFilters, page: number, reader: Reader) {
  const filters = completionQuery(f);
  const r = await viewPage(
    (offset, limit) => api.listQuestCompletions({ ...filters, offset, limit }),
    page,
    COMPLETIONS_PER_PAGE,
    API_PAGE,
  );
  // Names from the quest list the client caches for suggestions; ids when it cannot be read.
  const questNames = await api.listQuests(LIST).then(
    (l) => new Map(l.data.map((q) => [q.id, q.name])),
    () => undefined,
  );
  return completionsPage({ completions: r.rows, page: r.page, total: r.total, filters: f, ...(questNames ? { questNames } : {}) }, reader);
}

// ---------- definition ----------

const definition = slash({
  name: 'quest',
  description: "The community's quests",
  contexts: [InteractionContextType.Guild],
  options: [
    {
      type: T.Subcommand,
      name: 'info',
      description: 'Show a quest: status, rounds, tasks and rewards',
      options: [
        {
          type: T.String,
          name: 'quest',
          description: 'Quest name or id (pick one from the suggestions)',
          required: true,
          max_length: 128,
          autocomplete: true,
        },
      ],
    },
    {
      type: T.Subcommand,
      name: 'list',
      description: "The community's quests, 10 a page; pick one to open it",
      options: [
        // Named apart from /points systems' statuses: in some languages a status agrees with "quest".
        ownChoices('quest', {
          type: T.String,
          name: 'status',
          description: 'Only quests with this status',
          choices: QUEST_STATUSES.map((s) => ({ name: s.toLowerCase(), value: s })),
        }),
        {
          type: T.String,
          name: 'recurrence',
          description: 'Only quests with this recurrence',
          choices: QUEST_RECURRENCES.map((s) => ({ name: s.toLowerCase(), value: s })),
        },
        {
          type: T.String,
          name: 'visibility',
          description: 'Only quests with this visibility',
          choices: QUEST_VISIBILITIES.map((s) => ({ name: s.toLowerCase(), value: s })),
        },
      ],
    },
    {
      type: T.Subcommand,
      name: 'completions',
      description: 'List quest completions (moderators)',
      options: [
        { type: T.String, name: 'quest', description: 'Only this quest (name or id)', max_length: 128, autocomplete: true },
        { type: T.Integer, name: 'round', description: 'Only this round', min_value: 1, max_value: MAX_SAFE },
        { type: T.User, name: 'member', description: 'Only this member' },
        { type: T.String, name: 'since', description: 'From: 2026-11-01, 2026-11-01T12:00Z, or ago: 7d, 12h, 30m', max_length: 40 },
        { type: T.String, name: 'until', description: 'Up to: 2026-11-30 (whole day), a date and time, or ago: 1d', max_length: 40 },
        OPT.export,
      ],
    },
  ],
});

/** A time option read as typed (a date, a date and time, or a span ago), or an InputError. */
function whenOf(name: 'since' | 'until', text: string | undefined): When | undefined {
  if (text === undefined) return undefined;
  const r = parseWhen(text, name);
  if (!r.ok) throw InputError.of(name, r.error);
  return r.value;
}

/**
 * The list request for what the invoker may see: a moderator's filters as given; a member's
 * narrowed to the published public statuses and visibilities, so the service pages the list
 * (no page comes back short). A filter a member may not use is refused in plain words.
 */
function listQuery(f: QuestListFilters, invoker: Pick<Invoker, 'isModerator'>): ListQuestsInput {
  const only = <T extends string>(given: T | undefined, allowed: readonly T[] | undefined): T[] | undefined =>
    given !== undefined ? [given] : allowed && [...allowed];
  const statuses = only(f.status, invoker.isModerator ? undefined : MEMBER_STATUSES);
  const visibilities = only(f.visibility, invoker.isModerator ? undefined : MEMBER_VISIBILITIES);
  if (!invoker.isModerator && f.status && !MEMBER_STATUSES.includes(f.status)) {
    const status = f.status;
    throw new UserError(
      (s) => s.t('quest.refuse.statusForModerators', { status: inRunningText(questStatusWords(status, s), s) }),
      'status',
    );
  }
  if (!invoker.isModerator && f.visibility && !MEMBER_VISIBILITIES.includes(f.visibility)) {
    const visibility = f.visibility;
    throw new UserError(
      (s) => s.t('quest.refuse.visibilityForModerators', { visibility: inRunningText(visibilityWords(visibility, s), s) }),
      'visibility',
    );
  }
  return {
    ...(statuses ? { statuses } : {}),
    ...(f.recurrence ? { recurrences: [f.recurrence] } : {}),
    ...(visibilities ? { visibilities } : {}),
  };
}

async function questList(ctx: Pick<CommandContext<unknown>, 'api' | 'invoker' | 'reader'>, filters: QuestListFilters, page: number) {
  const query = listQuery(filters, ctx.invoker);
  const r = await viewPage(
    (offset, limit) => ctx.api.listQuests({ ...query, offset, limit }),
    page,
    QUEST_LIST_PER_PAGE,
    QUEST_LIST_MAX_LIMIT,
  );
  return questListPage({ quests: r.rows, page: r.page, total: r.total, filters, moderator: ctx.invoker.isModerator }, ctx.reader);
}

/** /quest info's reply: the quest with its rewards' token symbols. */
async function infoOf(ctx: QuestReader, q: Quest) {
  // noWait: a symbol is a nicety, never worth waiting in the rate-limit queue for.
  const symbolOf = symbolLookup(ctx.api, ctx.log, { noWait: true });
  const rewardSymbols = await Promise.all(
    q.rewards.map((r) => (r.item?.type === 'TOKEN' && r.item.chain ? symbolOf(r.item.chain, r.item.tokenAddress ?? undefined) : undefined)),
  );
  return questInfo(q, ctx.reader, { rewardSymbols });
}

const pager = component({
  ids: COMPLETIONS_PAGER,
  reply: 'update',
  access: 'moderator',
  async handle(ctx, { page, ...filters }) {
    return completions(ctx.api, wholeSeconds(filters), page, ctx.reader);
  },
});

const listPager = component({
  ids: QUEST_LIST_PAGER,
  reply: 'update',
  // Who may see what is decided on each press, from who pressed.
  async handle(ctx, { page, ...filters }) {
    return questList(ctx, filters, page);
  },
});

const open = component({
  ids: QUEST_OPEN,
  reply: 'private',
  async handle(ctx) {
    const id = ctx.values[0];
    if (!id || !QuestIdInput.safeParse(id).success) throw new StaleError();
    return infoOf(ctx, await findQuest(ctx, 'quest', id));
  },
});

export const quest = command({
  name: 'quest',
  definition,
  examples: {
    info: '/quest info quest:"Weekly Signal Boost"',
    list: '/quest list status:active',
    completions: '/quest completions member:@alice since:7d',
  },
  access: 'member',
  moderatorSubcommands: ['completions'],
  // A moderator's list may hold drafts and private quests: lists are private for everyone.
  private: (o) => o.subcommand === 'completions' || o.subcommand === 'list',
  async execute(ctx) {
    const o = ctx.options;
    if (o.subcommand === 'info') {
      const q = await findQuest(ctx, 'quest', check('quest', QuestInput, o.quest.trim()));
      if (maySee(q, { isModerator: false })) return infoOf(ctx, q);
      // A draft, template or private quest is for moderators: never shown in the channel, so
      // it goes privately, in the moderator's own language.
      return { ...(await infoOf({ ...ctx, reader: readerFor(ctx.invoker.locale) }, q)), private: true };
    }
    if (o.subcommand === 'list') {
      const filters: QuestListFilters = {
        ...(o.status ? { status: o.status } : {}),
        ...(o.recurrence ? { recurrence: o.recurrence } : {}),
        ...(o.visibility ? { visibility: o.visibility } : {}),
      };
      return questList(ctx, filters, 0);
    }
    const typedQuest = check('quest', QuestInput, o.quest?.trim());
    const now = ctx.services.now();
    const since = resolveWhen(whenOf('since', o.since), now);
    const until = resolveWhen(whenOf('until', o.until), now);
    if (since !== undefined && since < 0)
      throw new UserError((s) => s.t('quest.refuse.before1970', { name: optionName(s, 'since') }), 'since');
    if (until !== undefined && until < 0)
      throw new UserError((s) => s.t('quest.refuse.before1970', { name: optionName(s, 'until') }), 'until');
    if (since !== undefined && until !== undefined && since > until) {
      throw new UserError((s) => s.t('quest.refuse.sinceAfterUntil'), 'since');
    }
    // After every check of the other options, so bad input sends nothing.
    const questId = typedQuest === undefined ? undefined : (await findQuest(ctx, 'quest', typedQuest)).id;
    const filters: CompletionFilters = wholeSeconds({
      ...(questId !== undefined ? { questId } : {}),
      ...(o.round !== undefined ? { round: o.round } : {}),
      ...(o.member !== undefined ? { userId: o.member } : {}),
      ...(since !== undefined ? { since } : {}),
      ...(until !== undefined ? { until } : {}),
    });
    if (o.export) return exportReply(ctx, { kind: 'completions', filters });
    return completions(ctx.api, filters, 0, ctx.reader);
  },
  async autocomplete(ctx) {
    return ctx.focused.name === 'quest' ? questChoices(ctx) : [];
  },
  components: [pager, listPager, open],
});
