import { InteractionContextType, SlashCommandBuilder } from 'discord.js';
import { z } from 'zod';
import { NotFoundError } from '../src/api/errors.js';
import { ChatUserIdSchema, intIn, MAX_SAFE, QuestIdInput } from '../src/api/schemas.js';
import type { CommunityClient } from '../src/api/types.js';
import { UserError, type AutocompleteContext, type CommandModule, type ComponentHandler } from '../src/bot/command.js';
import type { Choice } from '../src/discord/reply.js';
import { encode } from '../src/discord/component-id.js';
import { parseDuration } from '../src/bot/parse.js';
import { MESSAGES } from '../src/bot/router.js';
import { cut, fitChoices, LIMITS } from '../src/discord/limits.js';
import { PAGER_ACTIONS } from '../src/views/pager.js';
import { viewPage } from '../src/bot/paging.js';
import { COMPLETIONS_PER_PAGE, completionsPage, questInfo, type CompletionFilters } from '../src/views/quest.js';
import { symbolLookup } from './token-symbols.js';

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
export function parseWhen(text: string, name: 'since' | 'until'): { ok: true; value: When } | { ok: false; error: string } {
  const s = text.trim();
  const refuse = {
    ok: false as const,
    error: `${name} "${text}" is not a time: use a date (2026-11-01), a date and time (2026-11-01T12:00Z) or a span ago (7d, 12h, 30m)`,
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
  if (!span.ok) return /^[\d\s]+[dhm]/i.test(s) ? { ok: false, error: `${name} must be a span ago between 1 minute and 3650 days` } : refuse;
  return { ok: true, value: { agoMs: span.value * 60_000 } };
}

const whenSchema = (name: 'since' | 'until') =>
  z.string({ error: `${name} must be text` }).transform((text, ctx): When => {
    const r = parseWhen(text, name);
    if (r.ok) return r.value;
    ctx.addIssue({ code: 'custom', message: r.error });
    return z.NEVER;
  });

export function resolveWhen(when: When | undefined, now: number): number | undefined {
  if (!when) return undefined;
  return 'at' in when ? when.at : now - when.agoMs;
}

// ---------- pager state ----------

/**
 * `<page>.<round>.<member>.<since>.<until>.<questId>`, numbers in base 36 (times in whole
 * seconds, the member's snowflake as a bigint), empty parts for filters not set. The quest id
 * goes last because it may hold dots (never a slash or space); the rest splits on the first
 * five dots. Everything else, at most: 3+11+13+7+7+5 = 46 characters (times before 2100), which
 * with `quest:first:` leaves a quest id about 40 within the 100 of a custom id; longer filters
 * get a first page without buttons and a note to narrow the search (see completionsPage).
 */
export function encodeCompletionsState(f: CompletionFilters, page: number): string {
  const n = (v: number | undefined) => (v === undefined ? '' : v.toString(36));
  const secs = (ms: number | undefined) => (ms === undefined ? undefined : Math.floor(ms / 1000));
  const member = f.userId === undefined ? '' : BigInt(f.userId).toString(36);
  return [page.toString(36), n(f.round), member, n(secs(f.since)), n(secs(f.until)), f.questId ?? ''].join('.');
}

const B36 = /^[0-9a-z]{1,13}$/;
const fromBase36 = (s: string) => [...s].reduce((n, ch) => n * 36n + BigInt(parseInt(ch, 36)), 0n);

/** Times to the second, as the pager keeps them, so every page answers the same filter. */
export function wholeSeconds(f: CompletionFilters): CompletionFilters {
  const out = { ...f };
  if (out.since !== undefined) out.since = Math.floor(out.since / 1000) * 1000;
  if (out.until !== undefined) out.until = Math.floor(out.until / 1000) * 1000 + 999;
  return out;
}

export function decodeCompletionsState(state: string): { filters: CompletionFilters; page: number } | undefined {
  const parts = state.split('.');
  if (parts.length < 6) return undefined;
  const [page, round, member, since, until] = parts as [string, string, string, string, string];
  const questId = parts.slice(5).join('.');
  if (![page, round, member, since, until].every((p) => p === '' || B36.test(p)) || page === '') return undefined;
  const num = (p: string) => (p === '' ? undefined : parseInt(p, 36));
  const filters: CompletionFilters = {};
  if (questId) filters.questId = questId;
  if (round) filters.round = num(round);
  if (member) filters.userId = fromBase36(member).toString();
  if (since) filters.since = (num(since) as number) * 1000;
  if (until) filters.until = (num(until) as number) * 1000 + 999;
  // A custom id can be typed by anyone: decoded filters pass the same checks as typed ones.
  const ok = z
    .object({ questId: QuestIdInput.optional(), round: intIn('round', 1, MAX_SAFE).optional(), userId: ChatUserIdSchema.optional() })
    .safeParse({ questId: filters.questId, round: filters.round, userId: filters.userId }).success;
  const times = [filters.since, filters.until].every((t) => t === undefined || Number.isSafeInteger(t));
  return ok && times ? { filters, page: num(page) as number } : undefined;
}

/** The state function for the pager, or undefined when the filters make an id too long. */
export function pagerState(f: CompletionFilters, pages: number): ((page: number) => string) | undefined {
  try {
    for (const action of PAGER_ACTIONS) encode('quest', action, encodeCompletionsState(f, pages - 1));
    return (page) => encodeCompletionsState(f, page);
  } catch {
    return undefined;
  }
}

async function completions(api: CommunityClient, f: CompletionFilters, page: number, locale: string) {
  const filters = {
    ...(f.questId !== undefined ? { questId: f.questId } : {}),
    ...(f.round !== undefined ? { iteration: f.round } : {}),
    ...(f.userId !== undefined ? { userId: f.userId } : {}),
    ...(f.since !== undefined ? { after: f.since } : {}),
    ...(f.until !== undefined ? { until: f.until } : {}),
  };
  const r = await viewPage((offset, limit) => api.listQuestCompletions({ ...filters, offset, limit }), page, COMPLETIONS_PER_PAGE, API_PAGE);
  const state = pagerState(f, r.pages);
  return completionsPage({ completions: r.rows, page: r.page, total: r.total, filters: f, ...(state ? { state } : {}) }, locale);
}

// ---------- options and definition ----------

const InfoOptions = z.object({ subcommand: z.literal('info'), id: z.string({ error: 'id must be text' }).trim().pipe(QuestIdInput) });
const CompletionsOptions = z.object({
  subcommand: z.literal('completions'),
  quest: z.string({ error: 'quest must be text' }).trim().pipe(QuestIdInput).optional(),
  round: intIn('round', 1, MAX_SAFE).optional(),
  member: ChatUserIdSchema.optional(),
  since: whenSchema('since').optional(),
  until: whenSchema('until').optional(),
});
const Options = z.discriminatedUnion('subcommand', [InfoOptions, CompletionsOptions], { error: 'unknown subcommand; use /quest info or /quest completions' });
type Options = z.infer<typeof Options>;

const definition = new SlashCommandBuilder()
  .setName('quest')
  .setDescription("The community's quests")
  .setContexts(InteractionContextType.Guild)
  .addSubcommand((s) =>
    s
      .setName('info')
      .setDescription('Show a quest: status, rounds, tasks and rewards')
      .addStringOption((o) => o.setName('id').setDescription('Quest id (pick one from the suggestions)').setRequired(true).setMaxLength(128).setAutocomplete(true)),
  )
  .addSubcommand((s) =>
    s
      .setName('completions')
      .setDescription('List quest completions (moderators)')
      .addStringOption((o) => o.setName('quest').setDescription('Only this quest id').setMaxLength(128).setAutocomplete(true))
      .addIntegerOption((o) => o.setName('round').setDescription('Only this round').setMinValue(1).setMaxValue(MAX_SAFE))
      .addUserOption((o) => o.setName('member').setDescription('Only this member'))
      .addStringOption((o) => o.setName('since').setDescription('From: 2026-11-01, 2026-11-01T12:00Z, or ago: 7d, 12h, 30m').setMaxLength(40))
      .addStringOption((o) => o.setName('until').setDescription('Up to: 2026-11-30 (whole day), a date and time, or ago: 1d').setMaxLength(40)),
  );

// ---------- quest id suggestions ----------

/** Completions read for suggestions: the API's largest page, one request, cached by the client. */
const SUGGEST_FROM = 50;

/** `Weekly Signal Boost (q-weekly-signal)`, the name cut so the id always shows. */
function questChoice(id: string, name: string | undefined): Choice {
  const room = LIMITS.choiceName - id.length - 3;
  const label = name?.trim() && room >= 8 ? `${cut(name.trim().replace(/\s+/g, ' '), room)} (${id})` : id;
  return { name: label, value: id };
}

/**
 * Quest ids have no list endpoint: the ones in recent completions are the ones members care
 * about. Names come from getQuest, cached after a first /quest info or suggestion; a quest the
 * client cannot fetch right now (noWait) is offered by its id.
 */
async function questChoices(ctx: AutocompleteContext): Promise<Choice[]> {
  const typed = ctx.focused.value.trim();
  const typedChoice = typed && QuestIdInput.safeParse(typed).success ? [{ name: typed, value: typed }] : [];
  try {
    const page = await ctx.api.listQuestCompletions({ limit: SUGGEST_FROM }, { noWait: true });
    const ids = [...new Set(page.data.map((c) => c.questId))].slice(0, LIMITS.choices);
    const names = await Promise.all(ids.map((id) => ctx.api.getQuest(id, { noWait: true }).then((q) => q.name, () => undefined)));
    const q = typed.toLowerCase();
    const found = ids
      .map((id, i) => questChoice(id, names[i]))
      .filter((c) => !q || c.name.toLowerCase().includes(q));
    const exact = found.some((c) => c.value === typed);
    return fitChoices([...found.slice(0, LIMITS.choices - (exact ? 0 : typedChoice.length)), ...(exact ? [] : typedChoice)]);
  } catch (err) {
    ctx.log.debug({ err }, 'quest id suggestions fell back to the typed text');
    return fitChoices(typedChoice);
  }
}

const pager: ComponentHandler = {
  reply: 'update',
  access: 'moderator',
  async handle(ctx) {
    const decoded = decodeCompletionsState(ctx.state);
    if (!decoded) throw new UserError(MESSAGES.stale);
    return completions(ctx.api, decoded.filters, decoded.page, ctx.invoker.locale);
  },
};

export const quest: CommandModule<Options> = {
  name: 'quest',
  examples: { info: '/quest info id:q-weekly-signal', completions: '/quest completions member:@alice since:7d' },
  definitions: [definition.toJSON()],
  access: 'member',
  moderatorSubcommands: ['completions'],
  private: (o) => o.subcommand === 'completions',
  options: Options,
  async execute(ctx) {
    const o = ctx.options;
    if (o.subcommand === 'info') {
      try {
        const q = await ctx.api.getQuest(o.id);
        // noWait: a symbol is a nicety, never worth waiting in the rate-limit queue for.
        const symbolOf = symbolLookup(ctx.api, ctx.log, { noWait: true });
        const rewardSymbols = await Promise.all(
          q.rewards.map((r) => (r.item?.type === 'TOKEN' && r.item.chain ? symbolOf(r.item.chain, r.item.tokenAddress ?? undefined) : undefined)),
        );
        return questInfo(q, ctx.invoker.locale, { rewardSymbols });
      } catch (err) {
        if (err instanceof NotFoundError) {
          throw new UserError(`no such quest "${o.id}" in this community; pick one from the suggestions, or see /quest completions`, 'id');
        }
        throw err;
      }
    }
    const now = ctx.services.now();
    const since = resolveWhen(o.since, now);
    const until = resolveWhen(o.until, now);
    if (since !== undefined && since < 0) throw new UserError('since must not be before 1970', 'since');
    if (until !== undefined && until < 0) throw new UserError('until must not be before 1970', 'until');
    if (since !== undefined && until !== undefined && since > until) throw new UserError('since must not be after until', 'since');
    const filters: CompletionFilters = wholeSeconds({
      ...(o.quest !== undefined ? { questId: o.quest } : {}),
      ...(o.round !== undefined ? { round: o.round } : {}),
      ...(o.member !== undefined ? { userId: o.member } : {}),
      ...(since !== undefined ? { since } : {}),
      ...(until !== undefined ? { until } : {}),
    });
    return completions(ctx.api, filters, 0, ctx.invoker.locale);
  },
  async autocomplete(ctx) {
    try {
      if (ctx.focused.name === 'id' || ctx.focused.name === 'quest') return await questChoices(ctx);
    } catch (err) {
      ctx.log.debug({ err }, 'quest autocomplete failed');
    }
    return [];
  },
  components: Object.fromEntries(PAGER_ACTIONS.map((a) => [a, pager])),
};
