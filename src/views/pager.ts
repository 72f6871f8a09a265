import { ButtonStyle, ComponentType, type APIButtonComponentWithCustomId } from 'discord.js';
import type { Page } from '../api/schemas.js';
import type { ComponentIds } from '../discord/component-id.js';
import type { Reply } from '../discord/reply.js';
import type { Reader } from '../i18n/reader.js';

/**
 * Paging, in one home: which upstream block holds a view page, cutting a page out of it, and
 * the first / previous / next / last buttons. Pages are zero-based everywhere; views show them
 * one-based. Each button carries the page it leads to in its own custom id (stateless, survives
 * a restart); the four actions keep the ids distinct even where two buttons lead to the same
 * page, which Discord would refuse otherwise.
 */
export const PAGER_ACTIONS = ['first', 'prev', 'next', 'last'] as const;
export type PagerAction = (typeof PAGER_ACTIONS)[number];

/** The four actions under a prefix (`list-first`, …), for a second pager of one command. */
export function pagerActions<const P extends string>(prefix: P): readonly `${P}-${PagerAction}`[] {
  return PAGER_ACTIONS.map((a) => `${prefix}-${a}` as const);
}

/** Actions of a pager codec: the plain four, or the four under a prefix, in that order. */
type AnyPagerAction = PagerAction | `${string}-${PagerAction}`;

/**
 * Who a press on a public list belongs to: its owner (the member who ran the command, carried in
 * the button's id) moves the message; anyone else gets a private copy at that page, so nobody
 * changes what another member is reading. An id without an owner: always a copy.
 */
export function ownerReplyMode(presser: string, owner: string | undefined): 'update' | 'private' {
  return owner !== undefined && owner === presser ? 'update' : 'private';
}

/** How many pages `total` rows make; at least 1 so "page 1 of 1" reads right when empty. */
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** A requested page clamped into the pages there are (a list may shrink between clicks). */
export function clampPage(page: number, pages: number): number {
  return Math.min(Math.max(0, Math.trunc(page)), pages - 1);
}

/**
 * The four buttons for `page` of `pages`; `dataOf(page)` is the state of the button leading
 * there. Undefined when an id would not fit in 100 characters (the view then says so).
 */
export function pagerButtons<A extends AnyPagerAction, D>(
  ids: ComponentIds<A, D>,
  page: number,
  pages: number,
  dataOf: (page: number) => D,
  s: Reader,
): APIButtonComponentWithCustomId[] | undefined {
  const last = pages - 1;
  // The codec's actions are the four in PAGER_ACTIONS order, maybe under a prefix.
  const actionOf = (a: PagerAction) => ids.actions.find((x) => x === a || x.endsWith(`-${a}`)) as A;
  const spec: [A, string, number, boolean][] = [
    [actionOf('first'), `« ${s.t('common.pager.first')}`, 0, page === 0],
    [actionOf('prev'), `‹ ${s.t('common.pager.previous')}`, Math.max(0, page - 1), page === 0],
    [actionOf('next'), `${s.t('common.pager.next')} ›`, Math.min(last, page + 1), page >= last],
    [actionOf('last'), `${s.t('common.pager.last')} »`, last, page >= last],
  ];
  const buttons: APIButtonComponentWithCustomId[] = [];
  for (const [action, label, target, disabled] of spec) {
    const custom_id = ids.id(action, dataOf(target));
    if (custom_id === undefined) return undefined;
    buttons.push({ type: ComponentType.Button, style: ButtonStyle.Secondary, label, custom_id, disabled });
  }
  return buttons;
}

/** No row when everything fits on one page; undefined when the ids would not fit. */
export function pagerRows<A extends AnyPagerAction, D>(
  ids: ComponentIds<A, D>,
  page: number,
  pages: number,
  dataOf: (page: number) => D,
  s: Reader,
): NonNullable<Reply['components']> | undefined {
  if (pages <= 1) return [];
  const buttons = pagerButtons(ids, page, pages, dataOf, s);
  return buttons && [{ type: ComponentType.ActionRow, components: buttons }];
}

/** Which API page holds a view page: views show `perPage` rows cut from API pages of `apiPageSize`. */
export function apiWindow(page: number, perPage: number, apiPageSize: number): { offset: number; skip: number } {
  const first = page * perPage;
  const offset = Math.floor(first / apiPageSize) * apiPageSize;
  return { offset, skip: first - offset };
}

/**
 * View page `page` of `perPage` rows, cut from upstream blocks of `blockSize` (so several view
 * pages share one cached request). When the list shrank since the button was drawn, the new
 * last page is shown instead of an empty one.
 */
export async function viewPage<T>(
  fetchBlock: (offset: number, limit: number) => Promise<Page<T>>,
  page: number,
  perPage: number,
  blockSize: number,
): Promise<{ rows: T[]; page: number; pages: number; total: number }> {
  let window = apiWindow(page, perPage, blockSize);
  let res = await fetchBlock(window.offset, blockSize);
  const pages = pageCount(res.pagination.total, perPage);
  if (page > pages - 1) {
    const offset = window.offset;
    page = pages - 1;
    window = apiWindow(page, perPage, blockSize);
    if (window.offset !== offset) res = await fetchBlock(window.offset, blockSize);
  }
  return { rows: res.data.slice(window.skip, window.skip + perPage), page, pages, total: res.pagination.total };
}
