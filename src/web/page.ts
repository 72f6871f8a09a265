import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import type { Reader } from '../i18n/reader.js';
import { formatNumber, formatSpan, MEDALS } from '../views/format.js';
import { topPercent } from '../features/leaderboard/view.js';
import { gainText, periodTitle } from '../features/periods/view.js';
import type { WebBoard, WebRow } from './boards.js';

/**
 * The web leaderboard's HTML, server-rendered and complete without script: the board, its
 * pages as links, "find a member" as a plain GET form. Every value goes through hono/html's
 * `html` template, which escapes what it interpolates: a member or system named
 * `<script>` or `@everyone [x](…)` shows as that text. Pure: data and a reader in, HTML out.
 */

export interface PageLinks {
  /** The board's own path, e.g. `/boards/123/sparks` (pages and the form add their query). */
  path: string;
  /** Absolute address of this page and of its card, for link previews (PUBLIC_URL); undefined without one. */
  absolute?: { page: string; card: string };
  card: string;
  /** The period a period board's page keeps in its links (`?period=`). */
  period?: string;
}

/** `refused`: a period board that cannot be shown (its refusal, as the bot words it). */
export type Notice = { kind: 'member' } | { kind: 'name'; name: string } | { kind: 'refused'; text: string } | undefined;

type Html = HtmlEscapedString | Promise<HtmlEscapedString>;

/** The system as its title shows it: emoji and name, plain text. */
export function systemText(system: WebBoard['system']): string {
  return `${system.emoji.trim() ? `${system.emoji.trim()} ` : ''}${system.name || system.id}`.slice(0, 140);
}

function layout(s: Reader, head: { title: string; description: string; links?: PageLinks }, body: Html): Html {
  const abs = head.links?.absolute;
  return html`<!doctype html>
<html lang="${s.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>${head.title}</title>
<meta name="description" content="${head.description}">
<meta property="og:type" content="website">
<meta property="og:title" content="${head.title}">
<meta property="og:description" content="${head.description}">
${
  abs
    ? html`<meta property="og:url" content="${abs.page}">
<meta property="og:image" content="${abs.card}">`
    : head.links
      ? html`<meta property="og:image" content="${head.links.card}">`
      : ''
}
${
  head.links
    ? html`<meta property="og:image:type" content="image/png">
<meta name="twitter:card" content="summary_large_image">`
    : ''
}
<link rel="icon" href="/web/icon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/web/style.css">
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

function pageHref(links: PageLinks, page: number): string {
  const query = [...(links.period ? [`period=${encodeURIComponent(links.period)}`] : []), ...(page === 0 ? [] : [`page=${page + 1}`])];
  return query.length === 0 ? links.path : `${links.path}?${query.join('&')}`;
}

function pager(board: WebBoard, links: PageLinks, s: Reader): Html {
  if (board.pages <= 1) return html``;
  const at = board.page;
  const last = board.pages - 1;
  const link = (label: string, page: number, rel?: string) =>
    page === at || page < 0 || page > last
      ? html``
      : html`<li><a href="${pageHref(links, page)}"${rel ? html` rel="${rel}"` : ''}>${label}</a></li>`;
  const near = [at - 2, at - 1, at, at + 1, at + 2].filter((p) => p >= 0 && p <= last);
  return html`<nav aria-label="${s.t('web.pages')}"><ul>
${link(s.t('web.first'), 0)}${link(s.t('web.previous'), at - 1, 'prev')}
${near.map((p) => (p === at ? html`<li><span aria-current="page">${formatNumber(p + 1, s.locale)}</span></li>` : html`<li><a href="${pageHref(links, p)}">${formatNumber(p + 1, s.locale)}</a></li>`))}
${link(s.t('web.next'), at + 1, 'next')}${link(s.t('web.last'), last)}
</ul></nav>`;
}

const isMarked = (row: WebRow, board: WebBoard) => !board.anonymous && row.userId !== undefined && row.userId === board.marked;

function memberCell(row: WebRow, board: WebBoard, s: Reader): Html {
  if (board.anonymous || row.userId === undefined) return html`${s.t('web.hiddenName')}`;
  const you = isMarked(row, board) ? html`<span class="you">${s.t('web.you')}</span>` : '';
  const name = row.member?.name ?? s.t('web.unknownMember', { id: row.userId });
  const avatar = row.member?.avatarUrl ? html`<img src="${row.member.avatarUrl}" alt="" width="24" height="24" loading="lazy">` : '';
  return html`${avatar}<bdi>${name}</bdi>${you}`;
}

function rowHtml(row: WebRow, board: WebBoard, s: Reader): Html {
  // A period board's member without gain is listed without a rank or a medal, as the bot lists them.
  const medal = row.unranked ? undefined : MEDALS[row.rank - 1];
  const mine = isMarked(row, board);
  return html`<tr${mine ? html` id="me" class="me" aria-current="true"` : ''}>
<td class="num">${medal ? html`<span aria-hidden="true">${medal} </span>` : ''}${row.unranked ? '–' : formatNumber(row.rank, s.locale)}</td>
<td class="member">${memberCell(row, board, s)}</td>
${board.period ? html`<td class="num">${gainText(row.gain ?? '0', s)}</td>` : ''}
<td class="num">${formatNumber(row.balance, s.locale)}</td>
<td class="num top">${row.unranked ? '–' : topPercent(row.rank, board.total, s)}</td>
</tr>`;
}

export function boardPage(board: WebBoard, links: PageLinks, s: Reader, notice?: Notice, find = ''): Html {
  const system = systemText(board.system);
  const title = !board.period ? s.t('board.leaderboard.title', { system }) : periodTitle(board.period.period, board.period.live, system, s);
  const summary = [
    s.t('board.page', { page: formatNumber(board.page + 1, s.locale), pages: formatNumber(Math.max(1, board.pages), s.locale) }),
    s.plural('board.holders', board.total),
  ].join(' · ');
  const message =
    notice?.kind === 'member'
      ? s.t('web.notOnBoard', { system })
      : notice?.kind === 'name'
        ? s.t('web.noMatch', { name: notice.name, system })
        : notice?.kind === 'refused'
          ? notice.text
          : undefined;
  const body = html`<header>
<h1>${title}</h1>
${notice?.kind === 'refused' ? '' : html`<p>${summary}</p>`}
${board.period?.ageMs !== undefined && notice?.kind !== 'refused' ? html`<p>${s.t('web.asOf', { age: formatSpan(Math.max(60_000, Math.round(board.period.ageMs / 60_000) * 60_000), s) })}</p>` : ''}
</header>
${message ? html`<p class="notice" role="status">${message}</p>` : ''}
${
  board.anonymous
    ? html`<p class="notice">${s.t('web.namesHidden')}</p>`
    : notice?.kind === 'refused'
      ? ''
      : html`<form method="get" action="${links.path}" role="search">
${links.period ? html`<input type="hidden" name="period" value="${links.period}">` : ''}
<label for="find">${s.t('web.find')}</label>
<input id="find" name="find" type="search" maxlength="100" autocomplete="off" placeholder="${s.t('web.findLabel')}" value="${find}">
<button type="submit">${s.t('web.findButton')}</button>
</form>`
}
${
  notice?.kind === 'refused'
    ? ''
    : board.rows.length === 0
      ? html`<p class="notice">${s.t(board.period ? 'period.empty' : 'board.leaderboard.empty', { system })}</p>`
      : html`<table>
<caption>${title}</caption>
<thead><tr><th scope="col" class="num">${s.t('web.rank')}</th><th scope="col">${s.t('web.member')}</th>${board.period ? html`<th scope="col" class="num">${s.t('web.gain')}</th>` : ''}<th scope="col" class="num">${s.t('web.balance')}</th><th scope="col" class="num top">${s.t('web.top')}</th></tr></thead>
<tbody>
${board.rows.map((row) => rowHtml(row, board, s))}
</tbody>
</table>`
}
${pager(board, links, s)}`;
  return layout(s, { title, description: s.t('web.description', { system }), links }, body);
}

/** The one answer for an address that is not a published board: the same whether the server or system exists or not. */
export function notFoundPage(s: Reader): Html {
  return layout(
    s,
    { title: s.t('web.notFoundTitle'), description: s.t('web.notFound') },
    html`<h1>${s.t('web.notFoundTitle')}</h1><p>${s.t('web.notFound')}</p>`,
  );
}

/** Too many requests from the address, or the API's queue is too long: plain words, nothing internal. */
export function messagePage(s: Reader, text: string): Html {
  return layout(s, { title: text, description: text }, html`<h1>${text}</h1>`);
}
