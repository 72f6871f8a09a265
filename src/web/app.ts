import { createHash } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { visitorKey, type TrustedProxies } from '../visitor-address.js';
import { DirectoryBusyError } from '../bot/directory.js';
import { LRUCache } from 'lru-cache';
import { RateLimitedError } from '../api/errors.js';
import type { CardService } from '../services/services.js';
import { readerFor, type Reader } from '../i18n/reader.js';
import type { Logger } from '../log.js';
import { boardCard } from '../features/leaderboard/view.js';
import { ViewBudgetError, type WebBoard, type WebBoards } from './boards.js';
import { askedLanguage, visitorLanguage } from './language.js';
import { etagOf, type CachedAnswer, type PageCache } from './page-cache.js';
import { respond } from './respond.js';
import { boardPage, messagePage, notFoundPage, type Notice, type PageLinks } from './page.js';
import { AddressLimit, DEFAULT_WEB_RATE, type RateLimitOptions } from './rate.js';
import { ICON_SVG, STYLE_CSS } from './style.js';

/**
 * The public web leaderboard's routes (Hono: routing, headers, HEAD for every GET):
 *
 *   GET /boards/:server/:system            the board, 50 rows a page (?page=, ?member=, ?find=;
 *                                          ?period=week|last-week|2026-W47…: its period board, by gain)
 *   GET /boards/:server/:system/card.png   its top 10 as the bot's card (link previews)
 *   GET /web/style.css, /web/icon.svg      the page's stylesheet and icon
 *
 * Anything else, and any server or system not published, is the same 404. Each answer carries
 * a strict Content-Security-Policy (no script at all, styles and images from here and Discord's
 * CDN only) and an ETag (304 when it matches). A board and its card are `no-cache`: a browser or
 * CDN may keep a copy but asks again (a cheap 304) before each use, so a server that hides names
 * or turns its board off is obeyed by the very next view, everywhere; the bot itself keeps no
 * rendered page past its server's next settings write (page-cache.ts: a warm view of a board or
 * its card is a lookup, no settings read or render; a settings write drops the server's pages,
 * another replica's heard over Redis, or kept 2 s at most while that is not heard).
 * Board requests count against the visitor's address (rate.ts, client.ts) before the cache.
 */

export const CSP = [
  "default-src 'none'",
  "style-src 'self'",
  "img-src 'self' https://cdn.discordapp.com",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * A board page or card: any cache may keep it, but must ask again before each use (the ETag makes
 * that a 304). Not a max-age: a copy kept for seconds would show names after the server hid them.
 */
export const BOARD_CACHE = 'public, no-cache';
/** A page for one member (their link, a search): theirs alone, kept by no shared cache. */
const MEMBER_CACHE = 'private, no-cache';
/** Rows on the card: the board card's page. */
const CARD_ROWS = 10;
const MAX_PAGE = 1_000_000;

export interface WebAppOptions {
  boards: WebBoards;
  cards: CardService;
  /** PUBLIC_URL: absolute links for previews (og:url, og:image). */
  publicUrl?: string;
  rate?: RateLimitOptions;
  logger: Logger;
  /** WEB_TRUSTED_PROXIES: whose `X-Forwarded-For` names the visitor; none: the connection's peer is the visitor. */
  trustedProxies?: TrustedProxies;
  /** The visitor's bucket for the per-address limit; default the connection's (or the trusted proxies' visitor), an IPv6 one by its /64. */
  address?: (c: Context) => string;
  /** Rendered boards and cards kept between views; absent: every view renders. */
  pages?: PageCache;
}

export const SECURITY = {
  'content-security-policy': CSP,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
};

/** A body with its headers, or 304 when the visitor has this very version. */
function answer(
  c: Context,
  body: string | Uint8Array,
  type: string,
  cache: string,
  status: 200 | 404 | 429 | 500 | 503 = 200,
  etag = status === 200 ? etagOf(body) : '',
  extra: Record<string, string> = {},
): Response {
  const headers: Record<string, string> = { ...SECURITY, 'content-type': type, 'cache-control': cache, vary: 'Accept-Language', ...extra };
  if (status === 200) {
    headers.etag = etag;
    const match = c.req.header('if-none-match');
    if (match?.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) return respond(c, 304, headers, null);
  }
  return respond(c, status, headers, body);
}

const HTML = 'text/html; charset=utf-8';
const NO_STORE = 'no-store';

const readerOf = (c: Context, serverLanguage: string | null = null): Reader =>
  readerFor(visitorLanguage(c.req.header('accept-language'), serverLanguage));

function peerAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

export function createWebApp(options: WebAppOptions): Hono {
  const app = new Hono();
  const limit = new AddressLimit(options.rate ?? DEFAULT_WEB_RATE);
  const address = options.address ?? ((c: Context) => visitorKey(peerAddress(c), c.req.header('x-forwarded-for'), options.trustedProxies));
  const cards = new LRUCache<string, Buffer>({ max: 200 });
  const base = options.publicUrl?.replace(/\/+$/, '');

  app.get('/web/style.css', (c) => answer(c, STYLE_CSS, 'text/css; charset=utf-8', 'public, max-age=3600'));
  app.get('/web/icon.svg', (c) => answer(c, ICON_SVG, 'image/svg+xml', 'public, max-age=86400'));

  // Every board request counts against the visitor's address before anything is read.
  app.use('/boards/*', async (c, next) => {
    const wait = limit.take(address(c));
    if (wait === 0) return next();
    const s = readerOf(c);
    return answer(c, String(await messagePage(s, s.t('web.tooMany'))), HTML, NO_STORE, 429, '', { 'retry-after': String(wait) });
  });

  /** The kept answer under `key`, or `render`'s (kept when it says so: the same for anyone who asks). */
  async function cached(
    c: Context,
    key: string | undefined,
    guildId: string,
    render: () => Promise<Response | (CachedAnswer & { keep: boolean })>,
  ): Promise<Response> {
    const pages = options.pages;
    const hit = key === undefined ? undefined : pages?.get(key);
    if (hit) return answer(c, hit.body, hit.type, hit.cacheControl, 200, hit.etag);
    const began = pages?.begin() ?? 0;
    const made = await render();
    if (made instanceof Response) return made;
    if (made.keep && key !== undefined) pages?.put(key, guildId, began, made);
    return answer(c, made.body, made.type, made.cacheControl, 200, made.etag);
  }

  app.get('/boards/:guild/:system/card.png', (c) => {
    const guild = c.req.param('guild');
    const system = c.req.param('system');
    // The card is in the server's language whoever asks.
    return cached(c, `card\n${guild}\n${system}`, guild, async () => {
      const found = await options.boards.board(guild, system, { page: 0 });
      if (!found) return notFound(c);
      const s = readerFor(visitorLanguage(undefined, found.board.language));
      const png = await cardOf(found.board, s);
      return { body: png, etag: etagOf(png), type: 'image/png', cacheControl: BOARD_CACHE, keep: !('refused' in found) };
    });
  });

  app.get('/boards/:guild/:system', async (c) => {
    const typedPage = c.req.query('page');
    const page = typedPage && /^\d{1,7}$/.test(typedPage) ? Math.min(Math.max(Number(typedPage), 1), MAX_PAGE) - 1 : 0;
    const member = c.req.query('member');
    const find = (c.req.query('find') ?? '').trim().slice(0, 100);
    const period = (c.req.query('period') ?? '').trim().slice(0, 20);
    const guild = c.req.param('guild');
    const system = c.req.param('system');
    // A member's row or a search is not kept (theirs, and a search reads names): only the board's own pages.
    const key =
      member || find ? undefined : ['page', guild, system, page, period, askedLanguage(c.req.header('accept-language')) ?? ''].join('\n');
    return cached(c, key, guild, async () => {
      const found = await options.boards.board(guild, system, {
        page,
        ...(member ? { member } : {}),
        ...(find ? { find } : {}),
        ...(period ? { period } : {}),
      });
      if (!found) return notFound(c);
      const { board } = found;
      const s = readerOf(c, board.language);
      const path = `/boards/${board.guildId}/${encodeURIComponent(c.req.param('system'))}`;
      const links: PageLinks = {
        path,
        card: `${path}/card.png`,
        ...(period ? { period } : {}),
        ...(base ? { absolute: { page: `${base}${path}`, card: `${base}${path}/card.png` } } : {}),
      };
      const notice: Notice =
        'refused' in found
          ? { kind: 'refused', text: found.refused(s) }
          : 'notFound' in found
            ? found.notFound === 'member'
              ? { kind: 'member' }
              : { kind: 'name', name: find }
            : undefined;
      const body = String(await boardPage(board, links, s, notice, board.anonymous ? '' : find));
      // With names hidden `?member=` and `?find=` change nothing: the page is the board's, for anyone.
      const cacheControl = 'refused' in found ? NO_STORE : !board.anonymous && (member || find) ? MEMBER_CACHE : BOARD_CACHE;
      return { body, etag: etagOf(body), type: HTML, cacheControl, keep: cacheControl === BOARD_CACHE };
    });
  });

  app.notFound((c) => notFound(c));

  app.onError(async (err, c) => {
    const s = readerOf(c);
    // The key's queue is too long, or the page's Discord reads are used up: busy, not broken.
    const busy = err instanceof RateLimitedError || err instanceof DirectoryBusyError || err instanceof ViewBudgetError;
    options.logger[busy ? 'info' : 'error']({ err, path: c.req.path }, 'web leaderboard request failed');
    const retry: Record<string, string> = busy
      ? { 'retry-after': String(err instanceof ViewBudgetError ? 5 : Math.max(1, Math.ceil(err.retryAfterMs / 1000))) }
      : {};
    return answer(c, String(await messagePage(s, s.t('web.busy'))), HTML, NO_STORE, busy ? 503 : 500, '', retry);
  });

  async function notFound(c: Context): Promise<Response> {
    return answer(c, String(await notFoundPage(readerOf(c))), HTML, 'public, max-age=60', 404);
  }

  /** The board's top rows as the bot's card, with names as the page shows them; drawn once per content. */
  async function cardOf(board: WebBoard, s: Reader): Promise<Buffer> {
    const top = board.rows.slice(0, CARD_ROWS);
    const drawn = boardCard(
      {
        system: board.system,
        order: 'balance-desc',
        page: 0,
        total: board.total,
        rows: top.map((r) => ({ platform: '', userId: r.userId ?? '', balance: r.balance })),
      },
      s,
    );
    const card = {
      ...drawn,
      footer: s.plural('board.holders', board.total),
      rows: drawn.rows.map((row, i) => {
        const userId = board.anonymous ? undefined : top[i]?.userId;
        return {
          ...row,
          name: userId === undefined ? s.t('web.hiddenName') : (top[i]?.member?.name ?? s.t('web.unknownMember', { id: userId })),
        };
      }),
    };
    const key = createHash('sha256').update(JSON.stringify(card)).digest('hex');
    let png = cards.get(key);
    if (!png) {
      png = await options.cards.render(card);
      cards.set(key, png);
    }
    return png;
  }

  return app;
}
