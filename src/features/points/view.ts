import type { Reader } from '../../i18n/reader.js';
import { ComponentType, type APIEmbedField } from 'discord.js';
import { ListPointSystemsInput, type POINT_SYSTEM_STATUSES, type PointSystem } from '../../api/schemas.js';
import type { Reply } from '../../discord/reply.js';
import { componentIds, field, pageField } from '../../discord/component-id.js';
import { formatNumber } from '../../views/format.js';
import { permissionWords, pointSystemStatusWords } from '../../views/enum-words.js';
import { member, rankText, systemLabel, type SystemLabel } from '../leaderboard/view.js';
import { PAGER_ACTIONS, pageCount, pagerButtons } from '../../views/pager.js';
import { code, fitLines } from '../../views/markdown.js';
import { cut, escape, LIMITS } from '../../discord/limits.js';

const COLOR = 0x2ecc71;
export const SYSTEMS_PAGE_SIZE = 10;
/** /points balance without a system shows at most this many systems (one request each). */
export const MAX_BALANCE_SYSTEMS = 10;

export type SystemStatus = (typeof POINT_SYSTEM_STATUSES)[number];

export interface BalanceEntry {
  system: SystemLabel;
  /** Undefined: the member holds none of it. */
  balance: number | undefined;
  /** Highest-first place on the system's board, with its holder count (shown with top-%). */
  rank?: number;
  total?: number;
  /** False: the board moved during the search; the rank is approximate. */
  exact?: boolean;
}

export interface Balances {
  userId: string;
  entries: BalanceEntry[];
  /** Active systems left out by the cap. */
  omitted: number;
}

export function balancesView(data: Balances, s: Reader): Reply {
  const who = member(data.userId);
  const title = s.t('board.points.title');
  if (data.entries.length === 0) {
    return { embeds: [{ title, color: COLOR, description: s.t('board.points.noActive') }] };
  }
  const lines = data.entries.map(({ system, balance, rank, total, exact }) =>
    balance === undefined
      ? s.t('board.points.noneYet', { system: systemLabel(system, 100) })
      : `${s.t('board.points.held', { system: systemLabel(system, 100), balance: `**${formatNumber(balance, s.locale)}**` })}${rank !== undefined ? ` · ${rankText(rank, total ?? rank, exact !== false, s)}` : ''}`,
  );
  const head = `${s.t('board.points.of', { member: who })}\n\n`;
  const omitted = data.omitted > 0 ? s.plural('board.points.omitted', data.omitted) : undefined;
  return {
    embeds: [
      {
        title,
        color: COLOR,
        description: head + fitLines(lines, LIMITS.embedDescription - head.length, s),
        ...(omitted ? { footer: { text: omitted } } : {}),
      },
    ],
  };
}

export interface SystemsFilters {
  search?: string;
  status?: SystemStatus;
  includeShared: boolean;
}

/**
 * The systems list's pager: the page and the filters it was drawn with. A search too long for
 * a 100-character id gets no pager (the footer asks to narrow it).
 */
export const SYSTEMS_PAGER = componentIds('points', PAGER_ACTIONS, {
  page: pageField,
  // Written out: ACTIVE and ARCHIVED share their first letter (the dotted format mixed them up).
  status: field.optional(field.oneOf({ A: 'ACTIVE', R: 'ARCHIVED', S: 'SUSPENDED' } satisfies Record<string, SystemStatus>)),
  includeShared: field.flag,
  owner: field.optional(field.snowflake),
  search: field.optional(field.text((s) => ListPointSystemsInput.shape.search.safeParse(s).success)),
});

export interface SystemsPage {
  /** This page's systems (at most SYSTEMS_PAGE_SIZE). */
  systems: PointSystem[];
  /** Zero-based. */
  page: number;
  total: number;
  filters: SystemsFilters;
  /** Whose list it is: their pager presses move it, anyone else's open a private copy. */
  owner?: string | undefined;
}

const yesNo = (v: boolean, s: Reader) => s.t(v ? 'board.systems.yes' : 'board.systems.no');

function systemField(p: PointSystem, s: Reader): APIEmbedField {
  const permissions = p.permissions.length ? escape(s.list(p.permissions.map((v) => permissionWords(v, s)))) : s.t('board.systems.nothing');
  const details = [
    `**${escape(pointSystemStatusWords(p.status, s))}** · ${s.plural('board.holders', p.holderCount)}`,
    s.t('board.systems.flags', { transferable: yesNo(p.isTransferable, s), burnable: yesNo(p.isBurnable, s) }),
    s.t('board.systems.may', { permissions }),
    s.t('board.systems.id', { id: code(cut(p.id, 130)) }),
  ].join('\n');
  // Cut before escaping too: nobody reads more than 200 characters here, and it bounds the work.
  const description = p.description.trim() ? `\n${cut(escape(cut(p.description.trim(), 200)), 200)}` : '';
  // 100 + 450 per field keeps ten fields, title and footer under the 6000 total.
  return { name: systemLabel(p, 100), value: cut(details + description, 450) };
}

function filterText(f: SystemsFilters, s: Reader): string {
  const parts = [
    f.search ? s.t('board.systems.matching', { search: cut(f.search, 60) }) : '',
    f.status ? s.t('board.systems.status', { status: pointSystemStatusWords(f.status, s).toLocaleLowerCase(s.locale) }) : '',
    f.includeShared ? s.t('board.systems.shared') : '',
  ].filter(Boolean);
  return parts.join(s.t('board.comma'));
}

export function systemsView(data: SystemsPage, s: Reader): Reply {
  const filters = filterText(data.filters, s);
  const title = s.t('board.systems.title');
  if (data.total === 0 || data.systems.length === 0) {
    const description = filters ? s.t('board.systems.noMatch', { filters: escape(filters) }) : s.t('board.systems.none');
    return { embeds: [{ title, color: COLOR, description }] };
  }
  const pages = pageCount(data.total, SYSTEMS_PAGE_SIZE);
  const buttons =
    pages > 1 ? pagerButtons(SYSTEMS_PAGER, data.page, pages, (page) => ({ page, ...data.filters, owner: data.owner }), s) : undefined;
  const footer = [
    s.t('board.page', { page: formatNumber(data.page + 1, s.locale), pages: formatNumber(pages, s.locale) }),
    s.plural('board.systems.count', data.total),
    filters,
    pages > 1 && !buttons ? s.t('board.systems.searchTooLong') : '',
  ].filter(Boolean);
  return {
    embeds: [
      {
        title,
        color: COLOR,
        fields: data.systems.slice(0, SYSTEMS_PAGE_SIZE).map((p) => systemField(p, s)),
        footer: { text: cut(footer.join(' · '), 300) },
      },
    ],
    components: buttons ? [{ type: ComponentType.ActionRow, components: buttons }] : [],
  };
}
