import type { Reader } from '../../i18n/reader.js';
import {
  ButtonStyle,
  ComponentType,
  TextInputStyle,
  type APIButtonComponentWithCustomId,
  type APIButtonComponentWithURL,
  type APIModalInteractionResponseCallbackData,
} from 'discord.js';
import { PointSystemIdInput, type PointBalance, type PointSystem } from '../../api/schemas.js';
import type { BoardCard, RankCard } from '../../cards/draw.js';
import { componentIds, field, pageField, type DataOf } from '../../discord/component-id.js';
import type { Reply } from '../../discord/reply.js';
import { PAGER_ACTIONS, pageCount, pagerRows } from '../../views/pager.js';
import { formatNumber, MEDALS } from '../../views/format.js';
import { fitLines } from '../../views/markdown.js';
import { balanceOrderWords } from '../../views/enum-words.js';
import { cut, escape, LIMITS } from '../../discord/limits.js';
import { cardTitle } from '../../cards/text.js';

const COLOR = 0xf1c40f;
export const LEADERBOARD_PAGE_SIZE = 10;
/** Boards with more pages than this get a "Go to page…" button. */
export const GOTO_MIN_PAGES = 3;
export const BOARD_CARD_FILE = 'leaderboard.png';
export const RANK_CARD_FILE = 'rank.png';

export type BalanceOrder = 'balance-desc' | 'balance-asc';
export type SystemLabel = Pick<PointSystem, 'id' | 'name' | 'emoji'>;

/** A point system id as the API accepts it (the same check as a typed one). */
const systemId = field.text((s) => PointSystemIdInput.safeParse(s).success);

/**
 * What a board's buttons carry: the board (system, page, order), whether it is drawn as a
 * card, and its owner, the member whose board it is. The owner's presses move the message;
 * anyone else's press opens their own private copy (an id without an owner: always a copy).
 */
const orderField = field.oneOf({ d: 'balance-desc', a: 'balance-asc' });
const boardFields = {
  system: systemId,
  page: pageField,
  order: orderField,
  owner: field.optional(field.snowflake),
  card: field.optional(field.flag),
};
export type BoardState = DataOf<typeof boardFields>;

/** The board's pager: everything the handler needs, so buttons work after a restart. */
export const BOARD_PAGER = componentIds('leaderboard', PAGER_ACTIONS, boardFields);
/** "Card": the same page, drawn as an image. */
export const BOARD_CARD = componentIds('leaderboard', ['card'], boardFields);
/** "Go to page…": opens a form asking for the page (`pages`: how many the board had). */
export const BOARD_GOTO = componentIds('leaderboard', ['goto'], { ...boardFields, pages: field.int(1) });
/** The form "Go to page…" opens; `page` there is the page it was opened on. */
export const BOARD_GOTO_FORM = componentIds('leaderboard', ['goto-page'], boardFields);
/** The form's one field. */
export const GOTO_FIELD = 'page';
/** "Jump to my page": the presser's own page of the board, in the order it was shown (none: highest first). */
export const BOARD_JUMP = componentIds('leaderboard', ['jump'], {
  system: systemId,
  owner: field.optional(field.snowflake),
  card: field.optional(field.flag),
  order: field.optional(orderField),
});
/** "My rank" on a board; its "Jump to my page" keeps the board's order. */
export const BOARD_RANK = componentIds('leaderboard', ['rank'], { system: systemId, order: field.optional(orderField) });

/**
 * A member's rank is their place on the highest-first board, whichever order is shown: on the
 * lowest-first board (the same board read from its end) the row at `position` (1-based) of
 * `total` is ranked total − position + 1, so the top holder is #1 in both orders.
 */
export function rankAt(order: BalanceOrder, position: number, total: number): number {
  return order === 'balance-desc' ? position : total - position + 1;
}

/** The zero-based page of `order`'s board that shows the member ranked `rank`. */
export function pageOfRank(order: BalanceOrder, rank: number, total: number): number {
  const position = order === 'balance-desc' ? rank : total - rank + 1;
  return Math.max(0, Math.floor((position - 1) / LEADERBOARD_PAGE_SIZE));
}

/** The order as a button carries it: absent for highest first (the default), so older ids read the same. */
const orderOf = (order: BalanceOrder) => (order === 'balance-asc' ? { order } : {});

/** A Discord user id as an owner field takes it (anything else: no owner, so every press is a copy). */
const asOwner = (userId: string | undefined) => (userId !== undefined && /^\d{1,20}$/.test(userId) ? userId : undefined);

/** Who a press on a board belongs to (the one rule for every public list). */
export { ownerReplyMode as boardReplyMode } from '../../views/pager.js';

/** `⚡ Sparks`, escaped and short enough for titles and sentences. */
export function systemLabel(system: SystemLabel, max = 120): string {
  const emoji = system.emoji.trim() ? `${cut(system.emoji.trim(), 32)} ` : '';
  return escape(cut(`${emoji}${system.name || system.id}`, max));
}

/** A mention renders as the member's name and, with allowed_mentions empty, pings nobody. */
export function member(userId: string): string {
  return /^\d{1,20}$/.test(userId) ? `<@${userId}>` : escape(cut(userId, 40));
}

/** "top 3.5%": the share of holders at or above a rank, rounded up (never "top 0%"). */
export function topPercent(rank: number, total: number, s: Reader): string {
  const share = (100 * rank) / Math.max(1, total, rank);
  const step = share >= 10 ? 1 : share >= 1 ? 10 : 100;
  return s.t('board.rank.top', { percent: formatNumber(Math.max(0.01, Math.ceil(share * step - 1e-9) / step), s.locale) });
}

export interface LeaderboardPage {
  system: SystemLabel;
  order: BalanceOrder;
  /** Zero-based. */
  page: number;
  /** Holders on the board (the API's pagination total). */
  total: number;
  /** The rows of this page, in board order, starting at rank page*10+1. */
  rows: PointBalance[];
}

export interface BoardOptions {
  /** The member the message belongs to (its buttons carry them). */
  owner?: string;
  /** The page drawn as a PNG (the attachment is added by the command). */
  card?: boolean;
  /** The web leaderboard's page of the owner (their row marked): an "Open on the web" link button. */
  webUrl?: string;
}

/** "Page 2 of 120 · 1,200 holders · highest first" (the board's footer, and its card's). */
function footerOf(data: LeaderboardPage, s: Reader): string {
  const pages = pageCount(data.total, LEADERBOARD_PAGE_SIZE);
  const page = s.t('board.page', { page: formatNumber(data.page + 1, s.locale), pages: formatNumber(pages, s.locale) });
  return [page, s.plural('board.holders', data.total), balanceOrderWords(data.order, s)].join(' · ');
}

export function leaderboardView(data: LeaderboardPage, s: Reader, options: BoardOptions = {}): Reply {
  const label = systemLabel(data.system);
  const title = s.t('board.leaderboard.title', { system: label });
  if (data.total === 0 || data.rows.length === 0) {
    return {
      embeds: [{ title, color: COLOR, description: s.t('board.leaderboard.empty', { system: label }) }],
      ...(options.card ? { files: [] } : {}),
    };
  }
  const pages = pageCount(data.total, LEADERBOARD_PAGE_SIZE);
  const first = data.page * LEADERBOARD_PAGE_SIZE + 1;
  const lines = data.rows.map((row, i) => {
    const rank = rankAt(data.order, first + i, data.total);
    // Medals crown the top of a highest-first board; a lowest-first board reads from the bottom.
    const medal = data.order === 'balance-desc' ? MEDALS[rank - 1] : undefined;
    return `**${formatNumber(rank, s.locale)}.** ${medal ? `${medal} ` : ''}${member(row.userId)} — **${formatNumber(row.balance, s.locale)}**`;
  });
  const footer = footerOf(data, s);
  const state: BoardState = {
    system: data.system.id,
    page: data.page,
    order: data.order,
    ...(asOwner(options.owner) ? { owner: options.owner } : {}),
    ...(options.card ? { card: true } : {}),
  };
  const rows = boardRows(state, pages, s, options.webUrl);
  return {
    embeds: [
      {
        title,
        color: COLOR,
        description: fitLines(lines, LIMITS.embedDescription, s),
        footer: { text: rows ? footer : `${footer} · ${s.t('board.leaderboard.noButtons')}` },
        ...(options.card ? { image: { url: `attachment://${BOARD_CARD_FILE}` } } : {}),
      },
    ],
    components: rows ?? [],
  };
}

const button = (
  label: string,
  custom_id: string,
  style: ButtonStyle.Primary | ButtonStyle.Secondary = ButtonStyle.Secondary,
): APIButtonComponentWithCustomId => ({ type: ComponentType.Button, style, label, custom_id });

/**
 * The pager (when there is more than one page), then "Go to page…" (long boards), "My rank",
 * "Jump to my page" (more than one page) and "Card" (when not drawn yet). Undefined when the
 * pager or "My rank" cannot carry the system id (the API allows 128 characters).
 */
function boardRows(state: BoardState, pages: number, s: Reader, webUrl?: string): NonNullable<Reply['components']> | undefined {
  const { system, owner, card } = state;
  const rank = BOARD_RANK.id('rank', { system, ...orderOf(state.order) });
  const pager = pagerRows(BOARD_PAGER, state.page, pages, (page) => ({ ...state, page }), s);
  if (rank === undefined || pager === undefined) return undefined;
  // The rest only where their ids fit (the owner makes them longer); the form's id too for "Go to page…".
  const jump =
    pages > 1
      ? BOARD_JUMP.id('jump', { system, ...(owner ? { owner } : {}), ...(card ? { card } : {}), ...orderOf(state.order) })
      : undefined;
  const cardId = card ? undefined : BOARD_CARD.id('card', { ...state, card: true });
  const goto = pages > GOTO_MIN_PAGES && BOARD_GOTO_FORM.id('goto-page', state) ? BOARD_GOTO.id('goto', { ...state, pages }) : undefined;
  const extra: APIButtonComponentWithCustomId[] = [
    ...(goto ? [button(s.t('board.leaderboard.goto'), goto)] : []),
    button(s.t('board.leaderboard.myRank'), rank, ButtonStyle.Primary),
    ...(jump ? [button(s.t('board.leaderboard.jump'), jump)] : []),
    ...(cardId ? [button(s.t('board.leaderboard.card'), cardId)] : []),
  ];
  // A link button: Discord opens it in the browser; a URL longer than Discord's 512 is left out.
  const web: APIButtonComponentWithURL[] =
    webUrl && webUrl.length <= 512
      ? [{ type: ComponentType.Button, style: ButtonStyle.Link, label: s.t('web.openOnWeb'), url: webUrl }]
      : [];
  return [...pager, { type: ComponentType.ActionRow, components: [...extra, ...web] }];
}

/** The form "Go to page…" opens. */
export function gotoModal(state: BoardState, pages: number, s: Reader): APIModalInteractionResponseCallbackData | undefined {
  const custom_id = BOARD_GOTO_FORM.id('goto-page', state);
  if (custom_id === undefined) return undefined;
  return {
    custom_id,
    title: s.t('board.leaderboard.gotoTitle'),
    components: [
      {
        type: ComponentType.ActionRow,
        components: [
          {
            type: ComponentType.TextInput,
            custom_id: GOTO_FIELD,
            style: TextInputStyle.Short,
            label: s.t('board.leaderboard.gotoLabel', { pages: String(pages) }),
            placeholder: String(Math.min(pages, state.page + 2)),
            required: true,
            min_length: 1,
            max_length: 16,
          },
        ],
      },
    ],
  };
}

/**
 * The page of the board as a card: names where known (the viewer's own, then `names`: what
 * Discord shows for the members), ids otherwise. A picture cannot render a mention.
 */
export function boardCard(
  data: LeaderboardPage,
  s: Reader,
  viewer?: { userId: string; name?: string },
  names?: ReadonlyMap<string, string>,
): BoardCard {
  const first = data.page * LEADERBOARD_PAGE_SIZE + 1;
  const mine = data.rows.findIndex((r) => r.userId === viewer?.userId);
  const system = { name: data.system.name || data.system.id, emoji: data.system.emoji };
  // The card is plain text: the system's name cleaned for drawing, not escaped for Markdown.
  const name = cardTitle(system);
  return {
    kind: 'board',
    system,
    title: s.t('board.leaderboard.title', { system: name }),
    empty: s.t('board.leaderboard.empty', { system: name }),
    medals: data.order === 'balance-desc',
    rows: data.rows.map((row, i) => {
      const rank = rankAt(data.order, first + i, data.total);
      return {
        rank,
        place: `#${formatNumber(rank, s.locale)}`,
        name: row.userId === viewer?.userId && viewer.name ? viewer.name : (names?.get(row.userId) ?? row.userId),
        balance: formatNumber(row.balance, s.locale),
      };
    }),
    footer: footerOf(data, s),
    ...(mine >= 0 ? { highlight: rankAt(data.order, first + mine, data.total) } : {}),
  };
}

export interface MyRank {
  system: SystemLabel;
  /** The order of the board it was asked from: its "Jump to my page" shows that board. */
  order?: BalanceOrder;
  userId: string;
  /** Undefined: the member holds none. */
  balance: number | undefined;
  /** Highest-first rank; undefined when the member holds none. */
  rank: number | undefined;
  total: number;
  /** False: the board moved during the search; the rank is where the balance starts. */
  exact?: boolean;
}

/** The values of a rank sentence: the place, the holders (at least the place) and the top-%. */
function placeOf(rank: number, total: number, s: Reader) {
  const holders = Math.max(total, rank);
  return { holders, values: { rank: formatNumber(rank, s.locale), top: topPercent(rank, holders, s) } };
}

/** "#42 of 1,200 holders (top 3.5%)", or "about #42…" when the board moved under the search. */
export function rankText(rank: number, total: number, exact: boolean, s: Reader): string {
  const { holders, values } = placeOf(rank, total, s);
  return s.plural(exact ? 'board.rank.place' : 'board.rank.placeAbout', holders, values);
}

/** The line a member sees while their rank is being found. */
export function rankSearchLine(p: { total: number; remaining: number }, s: Reader): string {
  return s.t('board.rank.searching', { total: formatNumber(p.total, s.locale), remaining: formatNumber(p.remaining, s.locale) });
}

export function myRankView(data: MyRank, s: Reader): Reply {
  const label = systemLabel(data.system);
  if (data.balance === undefined || data.rank === undefined) return { content: s.t('board.rank.none', { system: label }) };
  const exact = data.exact !== false;
  const medal = exact ? MEDALS[data.rank - 1] : undefined;
  const { holders, values } = placeOf(data.rank, data.total, s);
  const sentence = s.plural(exact ? 'board.rank.you' : 'board.rank.youAbout', holders, {
    ...values,
    balance: formatNumber(data.balance, s.locale),
    system: label,
  });
  const content = `${medal ? `${medal} ` : ''}${sentence}`;
  const owner = asOwner(data.userId);
  const jump = BOARD_JUMP.id('jump', { system: data.system.id, ...(owner ? { owner } : {}), ...orderOf(data.order ?? 'balance-desc') });
  return {
    content,
    ...(jump
      ? { components: [{ type: ComponentType.ActionRow, components: [button(s.t('board.leaderboard.jump'), jump, ButtonStyle.Primary)] }] }
      : {}),
  };
}

/** A member's place as a card. */
export function rankCard(data: MyRank, name: string, s: Reader): RankCard {
  const rank = data.balance !== undefined ? data.rank : undefined;
  const holders = Math.max(data.total, rank ?? 0);
  return {
    kind: 'rank',
    system: { name: data.system.name || data.system.id, emoji: data.system.emoji },
    name,
    rank: rank !== undefined ? `${data.exact === false ? '~' : ''}#${formatNumber(rank, s.locale)}` : '—',
    detail:
      rank !== undefined
        ? s.plural('board.card.detail', holders, { top: topPercent(rank, holders, s) })
        : s.plural('board.card.none', data.total),
    balance: s.t('board.card.balance', {
      balance: formatNumber(data.balance ?? 0, s.locale),
      system: cardTitle({ name: data.system.name || data.system.id, emoji: data.system.emoji }),
    }),
  };
}
