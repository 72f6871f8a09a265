import { ButtonStyle, ComponentType, type APIButtonComponentWithCustomId } from 'discord.js';
import { PointSystemIdInput } from '../../api/schemas.js';
import type { BoardCard } from '../../cards/draw.js';
import { cardTitle } from '../../cards/text.js';
import { componentIds, field, pageField, type DataOf } from '../../discord/component-id.js';
import { LIMITS } from '../../discord/limits.js';
import type { Reply } from '../../discord/reply.js';
import { EVERY_READER, quoted, type Reader, type Text } from '../../i18n/reader.js';
import type { GainRow } from '../../store/periods.js';
import { PERIOD_WORDS, type BoardPeriod, type PeriodChoice } from '../../time/period.js';
import { counted, discordTime, formatNumber, MEDALS } from '../../views/format.js';
import { LEADERBOARD_PAGE_SIZE, member, systemLabel, type SystemLabel } from '../leaderboard/view.js';
import { fitLines } from '../../views/markdown.js';
import { pageCount, pagerActions, pagerRows } from '../../views/pager.js';
import { periodLabelWords } from '../../views/period-label.js';

/** Period boards: a page of members ranked by gain, "My rank" on it, its card, the refusals. Pure. */

const COLOR = 0x2ecc71;
export const PERIOD_CARD_FILE = 'period.png';

/** A period as its buttons carry it: its name (`2026-W48`, `2026-11`), read back in the server's zone. */
export const PERIOD_LABEL = /^\d{4}-(?:W\d{2}|\d{2})$/;

const fields = {
  system: field.text((s) => PointSystemIdInput.safeParse(s).success),
  period: field.text((s) => PERIOD_LABEL.test(s)),
  page: pageField,
  owner: field.optional(field.snowflake),
  card: field.optional(field.flag),
};
export type PeriodState = DataOf<typeof fields>;
/** The buttons belong to /leaderboard: its pager, card and "My rank", each action named for periods. */
export const PERIOD_PAGER = componentIds('leaderboard', pagerActions('period'), fields);
export const PERIOD_CARD = componentIds('leaderboard', ['period-card'], fields);
export const PERIOD_RANK = componentIds('leaderboard', ['period-rank'], { system: fields.system, period: fields.period });

/** The button of `/setup periods:`: turns a system's period boards on or off (belongs to /setup). */
export const SETUP_PERIODS = componentIds('setup', ['period-on', 'period-off'], { guild: field.snowflake, system: fields.system });

export interface PeriodPage {
  system: SystemLabel;
  period: BoardPeriod;
  live: boolean;
  sinceAt: number;
  /** When the balances shown were read (a running board: the background's latest reading). */
  asOf: number;
  midPeriod: boolean;
  /** Zero-based. */
  page: number;
  total: number;
  /** Members who gained anything (the first rows): only they are ranked. */
  gainers: number;
  rows: GainRow[];
}

/** The texts that name the period they speak of: each written whole for this week, this month and a past period. */
export type PeriodSentence = 'myRank' | 'myUnranked' | 'notRanked' | 'balanceLine' | 'balanceUnranked' | 'balanceNone';

/**
 * A sentence about a period: the running week's or month's own text, or a past period's with its
 * name (`{{label}}`), so no language fits a period's name into a sentence written for another.
 */
export function periodSentence(key: PeriodSentence, period: BoardPeriod, live: boolean, s: Reader, values: Record<string, string>): string {
  return s.t(`period.${key}.${live ? period.kind : 'past'}`, { ...values, label: periodLabelWords(period.label, s) });
}

/** A period board's title: this week's or this month's gains, or a past period's final board. */
export function periodTitle(period: BoardPeriod, live: boolean, system: string, s: Reader): string {
  return live
    ? s.t(`period.title.${period.kind}`, { system })
    : s.t('period.finalTitle', { system, label: periodLabelWords(period.label, s) });
}

/** `+120`, `-3.5`, `0`: a gain with its sign, in the reader's digits. */
export function gainText(gain: string, s: Reader): string {
  const n = Number(gain);
  return `${n > 0 ? '+' : ''}${formatNumber(n, s.locale)}`;
}

const holders = (n: number, s: Reader) => formatNumber(n, s.locale);

/** A length of time in words in the reader's language (Intl's units): 40 minutes, 2.8 hours, 1.5 days. */
export function durationWords(ms: number, locale: string): string {
  const minutes = ms / 60_000;
  const [unit, value] =
    minutes < 90
      ? (['minute', Math.max(1, Math.round(minutes))] as const)
      : minutes < 48 * 60
        ? (['hour', minutes / 60] as const)
        : (['day', minutes / 1440] as const);
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long', maximumFractionDigits: 1 }).format(value);
}

/** What a snapshot of `requests` pages costs in time, and how early the one closing each period starts (/setup periods:). */
export function snapshotTimeText(s: Reader, cost: { requests: number; perSecond: number; aloneMs: number; leadMs: number }): string {
  return s.t('period.setup.time', {
    requests: counted('requests', cost.requests, s),
    rate: new Intl.NumberFormat(s.locale, { maximumFractionDigits: 3 }).format(cost.perSecond),
    duration: durationWords(cost.aloneMs, s.locale),
    lead: durationWords(cost.leadMs, s.locale),
  });
}

const WORD_KEYS = { week: 'week', month: 'month', 'last-week': 'lastWeek', 'last-month': 'lastMonth' } as const satisfies Record<
  PeriodChoice,
  string
>;

/** What a reader types for `period:` (week, month, last week, last month), in their language. */
export const periodWords = (s: Reader): string[] => PERIOD_WORDS.map((c) => s.t(`period.words.${WORD_KEYS[c]}`));

/** How typed words are compared: case, accents and spaces (as dashes) aside. */
const folded = (text: string) => text.trim().toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, '-');
let wordChoices: Map<string, PeriodChoice> | undefined;

/**
 * A typed `period:` with the word of any language for a period (`letzte-woche`, `先週`, `last-week`)
 * as the choice it names, which src/time/period.ts reads; anything else (`2026-W47`) as typed.
 * Every language's words are read, whoever types them: a member may write in their Discord's
 * language or in the server's, and English stays valid.
 */
export function periodChoiceOf(typed: string): string {
  wordChoices ??= new Map(EVERY_READER.flatMap((s) => PERIOD_WORDS.map((c, i) => [folded(periodWords(s)[i]!), c] as const)));
  return wordChoices.get(folded(typed)) ?? typed;
}

/** Whether a gain (exact text) is above 0: only members who gained something are ranked. */
export function gained(gain: string): boolean {
  const t = gain.trim();
  return !t.startsWith('-') && /[1-9]/.test(t);
}

/**
 * A period board's rank, in one place: rows are ordered by gain, and the member at `place`
 * (1-based) is ranked only when they gained anything (`place` within the board's `gainers`);
 * the rest are listed, tied, without a rank or a medal.
 */
export function gainRank(place: number, gainers: number): number | undefined {
  return place <= gainers ? place : undefined;
}

/** A period board row's rank as a list shows it: `**3.**`, or a dash for a member without gain. */
const rankMark = (rank: number | undefined, s: Reader) => (rank === undefined ? '**–**' : `**${formatNumber(rank, s.locale)}.**`);

export const PERIOD_TEXTS = {
  bad: ((s) =>
    s.t('period.refusals.bad', {
      words: periodWords(s)
        .map((w) => quoted(s, w))
        .join(s.t('board.comma')),
    })) as Text,
  future:
    (label: string): Text =>
    (s) =>
      s.t('period.refusals.future', { label: periodLabelWords(label, s) }),
  notOn:
    (system: SystemLabel): Text =>
    (s) =>
      s.t('period.refusals.notOn', { system: systemLabel(system) }),
  notReady:
    (done: number, total: number | null): Text =>
    (s) =>
      s.t('period.refusals.notReady', { done: holders(done, s), total: total === null ? '?' : holders(total, s) }),
  noFinal:
    (label: string): Text =>
    (s) =>
      s.t('period.refusals.noFinal', { label: periodLabelWords(label, s) }),
};

const button = (
  label: string,
  custom_id: string,
  style: ButtonStyle.Primary | ButtonStyle.Secondary = ButtonStyle.Secondary,
): APIButtonComponentWithCustomId => ({ type: ComponentType.Button, style, label, custom_id });

function titleOf(data: PeriodPage, s: Reader, system: string): string {
  return periodTitle(data.period, data.live, system, s);
}

function footerOf(data: PeriodPage, s: Reader): string {
  return s.t('period.footer', {
    page: formatNumber(data.page + 1, s.locale),
    pages: formatNumber(pageCount(data.total, LEADERBOARD_PAGE_SIZE), s.locale),
    n: formatNumber(data.total, s.locale),
    label: periodLabelWords(data.period.label, s),
  });
}

export function periodBoardView(data: PeriodPage, s: Reader, options: { owner?: string; card?: boolean } = {}): Reply {
  const label = systemLabel(data.system);
  const title = titleOf(data, s, label);
  const counted = s.t(data.midPeriod ? 'period.sinceTurnedOn' : 'period.since', { time: discordTime(data.sinceAt) });
  // A running board is the background's latest reading: say how old it is.
  const since = data.live ? `${counted}\n${s.t('period.asOf', { time: discordTime(data.asOf, 'R') })}` : counted;
  if (data.total === 0 || data.rows.length === 0) {
    return {
      embeds: [{ title, color: COLOR, description: `${since}\n${s.t('period.empty', { system: label })}` }],
      ...(options.card ? { files: [] } : {}),
    };
  }
  const first = data.page * LEADERBOARD_PAGE_SIZE + 1;
  const lines = data.rows.map((row, i) => {
    const rank = gainRank(first + i, data.gainers);
    const medal = rank === undefined ? undefined : MEDALS[rank - 1];
    const values = s.t('period.row', { gain: `**${gainText(row.gain, s)}**`, balance: formatNumber(Number(row.balance), s.locale) });
    return `${rankMark(rank, s)} ${medal ? `${medal} ` : ''}${member(row.userId)} — ${values}`;
  });
  const gainers = s.t('period.gainers', { gainers: formatNumber(data.gainers, s.locale), n: formatNumber(data.total, s.locale) });
  const pages = pageCount(data.total, LEADERBOARD_PAGE_SIZE);
  const owner = options.owner && /^\d{1,20}$/.test(options.owner) ? options.owner : undefined;
  const state: PeriodState = {
    system: data.system.id,
    period: data.period.label,
    page: data.page,
    ...(owner ? { owner } : {}),
    ...(options.card ? { card: true } : {}),
  };
  const rank = PERIOD_RANK.id('period-rank', { system: data.system.id, period: data.period.label });
  const cardId = options.card ? undefined : PERIOD_CARD.id('period-card', { ...state, card: true });
  const pager = pagerRows(PERIOD_PAGER, data.page, pages, (page) => ({ ...state, page }), s) ?? [];
  const extra = [
    ...(rank ? [button(s.t('board.leaderboard.myRank'), rank, ButtonStyle.Primary)] : []),
    ...(cardId ? [button(s.t('board.leaderboard.card'), cardId)] : []),
  ];
  return {
    embeds: [
      {
        title,
        color: COLOR,
        description: fitLines([since, gainers, '', ...lines], LIMITS.embedDescription, s),
        footer: { text: footerOf(data, s) },
        ...(options.card ? { image: { url: `attachment://${PERIOD_CARD_FILE}` } } : {}),
      },
    ],
    components: [...pager, ...(extra.length > 0 ? [{ type: ComponentType.ActionRow as const, components: extra }] : [])],
  };
}

/** A member's place on a period board: where their row is, their rank when they gained anything, their row. */
export interface PeriodPlace {
  place: number;
  rank: number | undefined;
  row: GainRow;
}

/** The presser's place on a period board, privately: ranked among those who gained, or not ranked without a gain. */
export function periodRankView(
  data: { system: SystemLabel; period: BoardPeriod; live: boolean; total: number; gainers: number; mine: PeriodPlace | undefined },
  s: Reader,
): Reply {
  const system = systemLabel(data.system);
  const said = (key: PeriodSentence, values: Record<string, string>) => periodSentence(key, data.period, data.live, s, values);
  if (!data.mine) return { content: said('notRanked', { system }) };
  const { rank, row } = data.mine;
  const values = { gain: `**${gainText(row.gain, s)}**`, system, balance: formatNumber(Number(row.balance), s.locale) };
  if (rank === undefined) {
    return {
      content: said('myUnranked', { ...values, gainers: formatNumber(data.gainers, s.locale), n: formatNumber(data.total, s.locale) }),
    };
  }
  const medal = MEDALS[rank - 1];
  const line = said('myRank', { ...values, rank: formatNumber(rank, s.locale), n: formatNumber(data.gainers, s.locale) });
  return { content: `${medal ? `${medal} ` : ''}${line}` };
}

/** The page as a card: gains where the all-time card shows balances. */
export function periodCard(
  data: PeriodPage,
  s: Reader,
  viewer?: { userId: string; name?: string },
  names?: ReadonlyMap<string, string>,
): BoardCard {
  const first = data.page * LEADERBOARD_PAGE_SIZE + 1;
  const system = { name: data.system.name || data.system.id, emoji: data.system.emoji };
  const name = cardTitle(system);
  const mine = data.rows.findIndex((r) => r.userId === viewer?.userId);
  return {
    kind: 'board',
    system,
    title: titleOf(data, s, name),
    empty: s.t('period.empty', { system: name }),
    medals: true,
    rows: data.rows.map((row, i) => {
      // A member without gain has no rank: no medal, a dash for a place (0 matches no medal and no highlight).
      const rank = gainRank(first + i, data.gainers);
      return {
        rank: rank ?? 0,
        place: rank === undefined ? '–' : `#${formatNumber(rank, s.locale)}`,
        name: row.userId === viewer?.userId && viewer.name ? viewer.name : (names?.get(row.userId) ?? row.userId),
        balance: gainText(row.gain, s),
      };
    }),
    footer: footerOf(data, s),
    ...(mine >= 0 && gainRank(first + mine, data.gainers) !== undefined ? { highlight: first + mine } : {}),
  };
}
