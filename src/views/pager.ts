import { ButtonStyle, ComponentType, type APIButtonComponentWithCustomId } from 'discord.js';
import type { Reply } from '../discord/reply.js';
import { encode } from '../discord/component-id.js';

/**
 * First / previous / next / last buttons for a paged list. Each button carries the page it
 * leads to in its own custom id (stateless, survives a restart); the four actions keep the ids
 * distinct even where two buttons lead to the same page, which Discord would refuse otherwise.
 */
export const PAGER_ACTIONS = ['first', 'prev', 'next', 'last'] as const;

/** Zero-based page → how many pages there are; at least 1 so "page 1 of 1" reads right when empty. */
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** A requested page clamped into the pages there are (a list may shrink between clicks). */
export function clampPage(page: number, pages: number): number {
  return Math.min(Math.max(0, Math.trunc(page)), pages - 1);
}

/** The four buttons for zero-based `page` of `pages`; `state(page)` is the module's compact state. */
export function pagerButtons(command: string, page: number, pages: number, state: (page: number) => string): APIButtonComponentWithCustomId[] {
  const button = (action: (typeof PAGER_ACTIONS)[number], label: string, target: number, disabled: boolean): APIButtonComponentWithCustomId => ({
    type: ComponentType.Button,
    style: ButtonStyle.Secondary,
    label,
    custom_id: encode(command, action, state(target)),
    disabled,
  });
  const last = pages - 1;
  return [
    button('first', '« First', 0, page === 0),
    button('prev', '‹ Previous', Math.max(0, page - 1), page === 0),
    button('next', 'Next ›', Math.min(last, page + 1), page >= last),
    button('last', 'Last »', last, page >= last),
  ];
}

/** No row when everything fits on one page. */
export function pagerRows(command: string, page: number, pages: number, state: (page: number) => string): NonNullable<Reply['components']> {
  if (pages <= 1) return [];
  return [{ type: ComponentType.ActionRow, components: pagerButtons(command, page, pages, state) }];
}

/** Which API page holds a view page: views show `perPage` rows cut from API pages of `apiPageSize`. */
export function apiWindow(page: number, perPage: number, apiPageSize: number): { offset: number; skip: number } {
  const first = page * perPage;
  const offset = Math.floor(first / apiPageSize) * apiPageSize;
  return { offset, skip: first - offset };
}
