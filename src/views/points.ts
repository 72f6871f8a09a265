import { ENGLISH } from '../i18n/speech.js';
import { ComponentType, type APIEmbedField } from 'discord.js';
import { ListPointSystemsInput, POINT_SYSTEM_STATUSES, type PointSystem } from '../api/schemas.js';
import type { Reply } from '../discord/reply.js';
import { componentIds, field, pageField } from '../discord/component-id.js';
import { formatNumber } from './format.js';
import { permissionWords, pointSystemStatusWords } from './words.js';
import { member, rankText, systemLabel, type SystemLabel } from './leaderboard.js';
import { PAGER_ACTIONS, pageCount, pagerButtons } from './pager.js';
import { code, fitLines } from './lines.js';
import { cut, escape, LIMITS } from '../discord/limits.js';

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

export function balancesView(data: Balances, locale: string): Reply {
  const who = member(data.userId);
  if (data.entries.length === 0) {
    return { embeds: [{ title: 'Points', color: COLOR, description: 'This community has no active point systems.' }] };
  }
  const lines = data.entries.map(({ system, balance, rank, total, exact }) =>
    balance === undefined
      ? `${systemLabel(system, 100)} — 0 (none yet)`
      : `${systemLabel(system, 100)} — **${formatNumber(balance, locale)}**${rank !== undefined ? ` · ${rankText(rank, total ?? rank, exact !== false, locale)}` : ''}`,
  );
  const head = `Balances of ${who}\n\n`;
  const omitted =
    data.omitted > 0
      ? `${formatNumber(data.omitted, locale)} more active system${data.omitted === 1 ? '' : 's'} not shown; pick one with the system option.`
      : undefined;
  return {
    embeds: [
      {
        title: 'Points',
        color: COLOR,
        description: head + fitLines(lines, LIMITS.embedDescription - head.length, ENGLISH),
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
  search: field.optional(field.text((s) => ListPointSystemsInput.shape.search.safeParse(s).success)),
});

export interface SystemsPage {
  /** This page's systems (at most SYSTEMS_PAGE_SIZE). */
  systems: PointSystem[];
  /** Zero-based. */
  page: number;
  total: number;
  filters: SystemsFilters;
}

const yesNo = (v: boolean) => (v ? 'yes' : 'no');

function systemField(s: PointSystem, locale: string): APIEmbedField {
  const holders = `${formatNumber(s.holderCount, locale)} holder${s.holderCount === 1 ? '' : 's'}`;
  const details = [
    `**${escape(pointSystemStatusWords(s.status, ENGLISH))}** · ${holders}`,
    `Transferable: ${yesNo(s.isTransferable)} · Burnable: ${yesNo(s.isBurnable)}`,
    `This server may: ${s.permissions.length ? escape(s.permissions.map((v) => permissionWords(v, ENGLISH)).join(', ')) : 'nothing'}`,
    `Id: ${code(cut(s.id, 130))}`,
  ].join('\n');
  // Cut before escaping too: nobody reads more than 200 characters here, and it bounds the work.
  const description = s.description.trim() ? `\n${cut(escape(cut(s.description.trim(), 200)), 200)}` : '';
  // 100 + 450 per field keeps ten fields, title and footer under the 6000 total.
  return { name: systemLabel(s, 100), value: cut(details + description, 450) };
}

function filterText(f: SystemsFilters): string {
  const parts = [
    f.search ? `matching "${cut(f.search, 60)}"` : '',
    f.status ? `status ${pointSystemStatusWords(f.status, ENGLISH).toLowerCase()}` : '',
    f.includeShared ? 'shared included' : '',
  ].filter(Boolean);
  return parts.join(', ');
}

export function systemsView(data: SystemsPage, locale: string): Reply {
  const filters = filterText(data.filters);
  if (data.total === 0 || data.systems.length === 0) {
    const description = filters
      ? `No point systems match (${escape(filters)}).`
      : 'This community has no point systems.';
    return { embeds: [{ title: 'Point systems', color: COLOR, description }] };
  }
  const pages = pageCount(data.total, SYSTEMS_PAGE_SIZE);
  const buttons = pages > 1 ? pagerButtons(SYSTEMS_PAGER, data.page, pages, (page) => ({ page, ...data.filters }), ENGLISH) : undefined;
  const footer = [
    `Page ${formatNumber(data.page + 1, locale)} of ${formatNumber(pages, locale)}`,
    `${formatNumber(data.total, locale)} system${data.total === 1 ? '' : 's'}`,
    filters,
    pages > 1 && !buttons ? 'search too long for page buttons: narrow it to see the rest' : '',
  ].filter(Boolean);
  return {
    embeds: [
      {
        title: 'Point systems',
        color: COLOR,
        fields: data.systems.slice(0, SYSTEMS_PAGE_SIZE).map((s) => systemField(s, locale)),
        footer: { text: cut(footer.join(' · '), 300) },
      },
    ],
    components: buttons ? [{ type: ComponentType.ActionRow, components: buttons }] : [],
  };
}

