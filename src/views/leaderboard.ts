import { ButtonStyle, ComponentType, type APIButtonComponentWithCustomId } from 'discord.js';
import { PointSystemIdInput, type PointBalance, type PointSystem } from '../api/schemas.js';
import { componentIds, field, pageField } from '../discord/component-id.js';
import type { Reply } from '../discord/reply.js';
import { PAGER_ACTIONS, pageCount, pagerButtons } from './pager.js';
import { formatNumber, MEDALS } from './format.js';
import { fitLines } from './lines.js';
import { balanceOrderWords } from './words.js';
import { cut, escape, LIMITS } from '../discord/limits.js';

const COLOR = 0xf1c40f;
export const LEADERBOARD_PAGE_SIZE = 10;
/** "My rank" looks this far down the board (5 upstream pages of 100). */
export const RANK_SCAN_DEPTH = 500;

export type BalanceOrder = 'balance-desc' | 'balance-asc';
export type SystemLabel = Pick<PointSystem, 'id' | 'name' | 'emoji'>;

/** A point system id as the API accepts it (the same check as a typed one). */
const systemId = field.text((s) => PointSystemIdInput.safeParse(s).success);

/** The board's pager: everything the handler needs, so buttons work after a restart. */
export const BOARD_PAGER = componentIds('leaderboard', PAGER_ACTIONS, {
  system: systemId,
  page: pageField,
  order: field.oneOf({ d: 'balance-desc', a: 'balance-asc' }),
});
/** "My rank" on a board. */
export const BOARD_RANK = componentIds('leaderboard', ['rank'], { system: systemId });

/** `⚡ Sparks`, escaped and short enough for titles and sentences. */
export function systemLabel(system: SystemLabel, max = 120): string {
  const emoji = system.emoji.trim() ? `${cut(system.emoji.trim(), 32)} ` : '';
  return escape(cut(`${emoji}${system.name || system.id}`, max));
}

/** A mention renders as the member's name and, with allowed_mentions empty, pings nobody. */
export function member(userId: string): string {
  return /^\d{1,20}$/.test(userId) ? `<@${userId}>` : escape(cut(userId, 40));
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

export function leaderboardView(data: LeaderboardPage, locale: string): Reply {
  const label = systemLabel(data.system);
  if (data.total === 0 || data.rows.length === 0) {
    return {
      embeds: [{ title: `${label} leaderboard`, color: COLOR, description: `Nobody holds ${label} yet.` }],
    };
  }
  const pages = pageCount(data.total, LEADERBOARD_PAGE_SIZE);
  const first = data.page * LEADERBOARD_PAGE_SIZE + 1;
  const lines = data.rows.map((row, i) => {
    const rank = first + i;
    const medal = data.order === 'balance-desc' ? MEDALS[rank - 1] : undefined;
    return `**${formatNumber(rank, locale)}.** ${medal ? `${medal} ` : ''}${member(row.userId)} — **${formatNumber(row.balance, locale)}**`;
  });
  const order = balanceOrderWords(data.order);
  const holders = `${formatNumber(data.total, locale)} holder${data.total === 1 ? '' : 's'}`;
  const footer = `Page ${formatNumber(data.page + 1, locale)} of ${formatNumber(pages, locale)} · ${holders} · ${order}`;
  const buttons = boardButtons(data.system.id, data.page, pages, data.order);
  return {
    embeds: [
      {
        title: `${label} leaderboard`,
        color: COLOR,
        description: fitLines(lines, LIMITS.embedDescription),
        footer: { text: buttons ? footer : `${footer} · id too long for buttons: use /leaderboard` },
      },
    ],
    components: buttons ? [{ type: ComponentType.ActionRow, components: buttons }] : [],
  };
}

/** Undefined when the system id is too long for a custom id (the API allows 128 characters). */
function boardButtons(system: string, page: number, pages: number, order: BalanceOrder): APIButtonComponentWithCustomId[] | undefined {
  const rankId = BOARD_RANK.id('rank', { system });
  if (rankId === undefined) return undefined;
  const rank: APIButtonComponentWithCustomId = { type: ComponentType.Button, style: ButtonStyle.Primary, label: 'My rank', custom_id: rankId };
  // A single page needs no pager, but "My rank" still answers for members further down.
  if (pages <= 1) return [rank];
  const pager = pagerButtons(BOARD_PAGER, page, pages, (p) => ({ system, page: p, order }));
  return pager && [...pager, rank];
}

export interface MyRank {
  system: SystemLabel;
  userId: string;
  /** Undefined: the member holds none. */
  balance: number | undefined;
  /** Highest-first rank, when within the first RANK_SCAN_DEPTH holders. */
  rank: number | undefined;
  total: number;
}

export function myRankView(data: MyRank, locale: string): Reply {
  const label = systemLabel(data.system);
  if (data.balance === undefined) return { content: `You have no ${label} yet.` };
  const amount = `**${formatNumber(data.balance, locale)}** ${label}`;
  if (data.rank === undefined) {
    return {
      content: `You have ${amount}, outside the top ${formatNumber(RANK_SCAN_DEPTH, locale)} of ${formatNumber(data.total, locale)} holders.`,
    };
  }
  const medal = MEDALS[data.rank - 1];
  return {
    content: `${medal ? `${medal} ` : ''}You are **#${formatNumber(data.rank, locale)}** of ${formatNumber(data.total, locale)} holders with ${amount}.`,
  };
}
