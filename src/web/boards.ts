import { AsyncLocalStorage } from 'node:async_hooks';
import { callThrough, clientOf } from '../api/client.js';
import { rankFinder } from '../api/rank.js';
import type { PointSystem } from '../api/schemas.js';
import type { CommunityClient } from '../api/types.js';
import type { Text } from '../i18n/reader.js';
import { UserError } from '../command/contract.js';
import type { GainRow } from '../store/periods.js';
import type { BoardPeriod } from '../time/period.js';
import type { GuildSettings } from '../store/settings.js';
import { viewPage } from '../views/pager.js';
import { gainRank } from '../features/periods/view.js';
import type { MemberDirectory, WebMember } from '../bot/directory.js';

/**
 * What a web leaderboard page shows, read the way /leaderboard reads it: the same cached,
 * shared requests (the systems' list of `limit: 50`, balances in blocks of 100 highest first),
 * so a board a member just looked at in Discord costs the web 0 upstream requests, and a cold
 * one the requests the command would make. Every read carries the web priority (after members'
 * reads and writes, within the web's share). A view sends at most WEB_VIEW_REQUESTS requests
 * upstream (a cold board with a member's rank looked up needs far fewer); one that would need
 * more answers "busy" and sends nothing more, and a period board comes from the store (0).
 * Only a server that published its board (/setup) has one here; any other answers "none",
 * whether it exists or not.
 */

export const WEB_PAGE_SIZE = 50;
/** The same block the command reads (commands/leaderboard.ts UPSTREAM_PAGE), so both share one cached request. */
export const WEB_BLOCK = 100;
/** The same list the commands read (src/features/points/systems.ts), so both share one cached request. */
const SYSTEMS = { limit: 50 } as const;
/** Members a name search looks at (each one's rank is a few reads of the view's budget). */
const SEARCH_LIMIT = 5;
/** The most upstream requests one page view may send: the systems, a block, a rank search. */
export const WEB_VIEW_REQUESTS = 12;

/** A view's upstream requests are used up: the page says "busy, try again" (the cache is warmer then). */
export class ViewBudgetError extends Error {
  constructor() {
    super(`a web page view may send at most ${WEB_VIEW_REQUESTS} requests upstream`);
    this.name = 'ViewBudgetError';
  }
}

/** What a name search leaves of a view's budget for the page it lands on (its block of the board). */
const PAGE_RESERVE = 2;

/** The view being answered: its requests sent so far and how many it may send now (the web client's reads count here). */
const views = new AsyncLocalStorage<{ sent: number; limit: number }>();

function countUpstream(): void {
  const view = views.getStore();
  if (!view) return;
  if (view.sent >= view.limit) throw new ViewBudgetError();
  view.sent++;
}

export interface WebRow {
  /** The row's place on the board (its rank, except on a period board past those who gained). */
  rank: number;
  /** A period board's member without gain: listed, not ranked. */
  unranked?: true;
  /** Absent on a board whose server hides names: nothing on it ties a row to a person. */
  userId?: string;
  balance: number;
  /** A period board's gain (exact text); absent on the all-time board. */
  gain?: string;
  /** As Discord shows the member; undefined when names are hidden or the member is unknown. */
  member?: WebMember;
}

export interface WebBoard {
  guildId: string;
  /** `anonymous`: the server hides names. */
  anonymous: boolean;
  /** The server's language (/setup), for visitors whose browser asks for none we have. */
  language: string | null;
  system: Pick<PointSystem, 'id' | 'name' | 'emoji'>;
  /** Zero-based, clamped to the last page. */
  page: number;
  pages: number;
  total: number;
  rows: WebRow[];
  /** The member whose row is marked (the "Open on the web" link, or a search), when on this page; never with names hidden. */
  marked?: string;
  /** A period board (`?period=`): members ranked by gain, as /leaderboard period: shows them; `ageMs`: how old its balances are (running). */
  period?: { period: BoardPeriod; live: boolean; ageMs?: number };
}

/** A period board as the period-board code gives it (src/features/periods/board.ts), from the store. */
export interface WebPeriodBoard {
  period: BoardPeriod;
  live: boolean;
  /** When the balances shown were read (a running board: the background's latest reading). */
  asOf: number;
  total: number;
  /** Members who gained anything: the first rows, the only ones ranked. */
  gainers: number;
  rows(offset: number, limit: number): Promise<GainRow[]>;
  /** Where the member's row is on the board. */
  rank(userId: string): Promise<{ place: number } | undefined>;
}

/** What a visitor asked for beyond the page: a member's own row, or a name to find. */
export interface WebAsk {
  page?: number;
  member?: string;
  find?: string;
  /** `week`, `last-week`, `2026-W47`…: the period board (a system with period boards on). */
  period?: string;
}

export type WebAnswer =
  | { board: WebBoard }
  | { board: WebBoard; notFound: 'member' | 'name' }
  | { board: WebBoard; refused: Text }
  | undefined;

export interface WebBoardsOptions {
  settings: { get(guildId: string): Promise<GuildSettings | undefined> };
  /** The server's client (its key); undefined without one. */
  client(guildId: string): Promise<CommunityClient | undefined>;
  directory: MemberDirectory;
  /** Period boards (`?period=`); absent: none on this bot. */
  periods?: WebPeriods;
  /** The bot's clock (how old a running period board's balances are); default the system's. */
  now?: () => number;
}

export type SystemName = Pick<PointSystem, 'id' | 'name' | 'emoji'>;

export interface WebPeriods {
  /** A system with period boards on, by id or its name's slug, from the store (so an ended period's page costs no request). */
  system(guildId: string, key: string): Promise<SystemName | undefined>;
  /** Opens a period board by the period a visitor typed, from the store (no upstream request); refusals as UserError. */
  open(guildId: string, system: SystemName, typed: string): Promise<WebPeriodBoard>;
}

/** A system's path segment: its name in lower case, letters and digits joined by `-`. */
export function slugOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}

/** The page's members with the marked one (the visitor's own row) first: the few names a page may read from Discord start there. */
const markedFirst = (ids: string[], marked: string | undefined): string[] =>
  marked && ids.includes(marked) ? [marked, ...ids.filter((id) => id !== marked)] : ids;

const webViews = new WeakMap<CommunityClient, CommunityClient>();

/** The client with every call at the web priority; one per client, so rankFinder's memory is kept between visits. */
export function webView(client: CommunityClient): CommunityClient {
  let view = webViews.get(client);
  if (!view) {
    const call = callThrough(client);
    view = clientOf(client.keyId, (name, input, options) => call(name, input, { ...options, web: true, onUpstream: countUpstream }));
    webViews.set(client, view);
  }
  return view;
}

export class WebBoards {
  constructor(private readonly options: WebBoardsOptions) {}

  /** The published server's settings and its client, or undefined (not published, no key, or no such server). */
  async published(guildId: string): Promise<{ settings: GuildSettings; api: CommunityClient } | undefined> {
    if (!/^\d{16,20}$/.test(guildId)) return undefined;
    const settings = await this.options.settings.get(guildId);
    if (!settings || settings.webBoard === 'off') return undefined;
    const client = await this.options.client(guildId);
    return client ? { settings, api: webView(client) } : undefined;
  }

  /** The point system by id or by its name's slug, among the community's own. */
  async system(api: CommunityClient, key: string): Promise<PointSystem | undefined> {
    const { data } = await api.listPointSystems(SYSTEMS);
    return data.find((s) => s.id === key) ?? data.find((s) => slugOf(s.name) === key && key !== '');
  }

  /** The systems a published server's page links to (the community's own). */
  async systems(api: CommunityClient): Promise<PointSystem[]> {
    return (await api.listPointSystems(SYSTEMS)).data;
  }

  /** One page view, within its budget of upstream requests (WEB_VIEW_REQUESTS). */
  board(guildId: string, systemKey: string, ask: WebAsk = {}): Promise<WebAnswer> {
    return views.run({ sent: 0, limit: WEB_VIEW_REQUESTS }, () => this.view(guildId, systemKey, ask));
  }

  private async view(guildId: string, systemKey: string, ask: WebAsk): Promise<WebAnswer> {
    const found = await this.published(guildId);
    if (!found) return undefined;
    const { settings, api } = found;
    if (ask.period !== undefined) {
      if (!this.options.periods) return undefined;
      const system = (await this.options.periods.system(guildId, systemKey)) ?? (await this.system(api, systemKey));
      return system ? this.periodBoard(this.options.periods, guildId, settings, system, ask.period, ask) : undefined;
    }
    const system = await this.system(api, systemKey);
    if (!system) return undefined;
    const anonymous = settings.webBoard === 'anonymous';
    let page = ask.page ?? 0;
    let marked: string | undefined;
    let notFound: 'member' | 'name' | undefined;
    if (anonymous) {
      // Names hidden: neither `?member=` nor `?find=` finds anyone's row (ids are visible to
      // every member of the server), so the page is the same whoever asks.
    } else if (ask.member !== undefined) {
      const rank = /^\d{1,20}$/.test(ask.member) ? (await rankFinder(api).find(system.id, ask.member)).rank : undefined;
      if (rank === undefined) notFound = 'member';
      else [page, marked] = [Math.floor((rank - 1) / WEB_PAGE_SIZE), ask.member];
    } else if (ask.find !== undefined) {
      const hit = await this.findByName(guildId, ask.find, async (userId) => (await rankFinder(api).find(system.id, userId)).rank);
      if (!hit) notFound = 'name';
      else [page, marked] = [Math.floor((hit.rank - 1) / WEB_PAGE_SIZE), hit.userId];
    }
    const r = await viewPage(
      (offset) => api.getPointBalances({ pointSystemId: system.id, sort: 'balance-desc', offset, limit: WEB_BLOCK }),
      page,
      WEB_PAGE_SIZE,
      WEB_BLOCK,
    );
    const first = r.page * WEB_PAGE_SIZE + 1;
    const members = anonymous
      ? new Map<string, WebMember>()
      : await this.options.directory.members(
          guildId,
          markedFirst(
            r.rows.map((row) => row.userId),
            marked,
          ),
        );
    const board: WebBoard = {
      guildId,
      anonymous,
      language: settings.language,
      system: { id: system.id, name: system.name, emoji: system.emoji },
      page: Math.max(0, r.page),
      pages: r.pages,
      total: r.total,
      rows: r.rows.map((row, i) => {
        if (anonymous) return { rank: first + i, balance: row.balance };
        const member = members.get(row.userId);
        return { rank: first + i, userId: row.userId, balance: row.balance, ...(member ? { member } : {}) };
      }),
      ...(marked && r.rows.some((row) => row.userId === marked) ? { marked } : {}),
    };
    return notFound ? { board, notFound } : { board };
  }

  /**
   * A period board's page, read through the period-board code, from the store (an ended period
   * its final board, the running one the background's latest reading): gains and balances as
   * the bot shows them, no upstream request. A refusal (bad period, boards off, snapshot not
   * ready) is the page's notice.
   */
  private async periodBoard(
    periods: WebPeriods,
    guildId: string,
    settings: GuildSettings,
    system: SystemName,
    typed: string,
    ask: WebAsk,
  ): Promise<WebAnswer> {
    const anonymous = settings.webBoard === 'anonymous';
    const base: WebBoard = {
      guildId,
      anonymous,
      language: settings.language,
      system: { id: system.id, name: system.name, emoji: system.emoji },
      page: 0,
      pages: 0,
      total: 0,
      rows: [],
    };
    let board: WebPeriodBoard;
    try {
      board = await periods.open(guildId, base.system, typed.trim().slice(0, 20));
    } catch (err) {
      if (err instanceof UserError) return { board: base, refused: err.text };
      throw err;
    }
    const pages = Math.max(1, Math.ceil(board.total / WEB_PAGE_SIZE));
    let page = ask.page ?? 0;
    let marked: string | undefined;
    let notFound: 'member' | 'name' | undefined;
    if (anonymous) {
      // As on the all-time board: no row is anyone's with names hidden.
    } else if (ask.member !== undefined) {
      const mine = /^\d{1,20}$/.test(ask.member) ? await board.rank(ask.member) : undefined;
      if (!mine) notFound = 'member';
      else [page, marked] = [Math.floor((mine.place - 1) / WEB_PAGE_SIZE), ask.member];
    } else if (ask.find !== undefined) {
      const hit = await this.findByName(guildId, ask.find, async (userId) => (await board.rank(userId))?.place);
      if (!hit) notFound = 'name';
      else [page, marked] = [Math.floor((hit.rank - 1) / WEB_PAGE_SIZE), hit.userId];
    }
    page = Math.min(Math.max(0, page), pages - 1);
    const rows = await board.rows(page * WEB_PAGE_SIZE, WEB_PAGE_SIZE);
    const members = anonymous
      ? new Map<string, WebMember>()
      : await this.options.directory.members(
          guildId,
          markedFirst(
            rows.map((r) => r.userId),
            marked,
          ),
        );
    const first = page * WEB_PAGE_SIZE + 1;
    const out: WebBoard = {
      ...base,
      page,
      pages,
      total: board.total,
      period: {
        period: board.period,
        live: board.live,
        ...(board.live ? { ageMs: Math.max(0, (this.options.now ?? Date.now)() - board.asOf) } : {}),
      },
      rows: rows.map((r, i) => {
        const unranked = gainRank(first + i, board.gainers) === undefined ? { unranked: true as const } : {};
        if (anonymous) return { rank: first + i, balance: Number(r.balance), gain: r.gain, ...unranked };
        const member = members.get(r.userId);
        return { rank: first + i, userId: r.userId, balance: Number(r.balance), gain: r.gain, ...unranked, ...(member ? { member } : {}) };
      }),
      ...(marked && rows.some((r) => r.userId === marked) ? { marked } : {}),
    };
    return notFound ? { board: out, notFound } : { board: out };
  }

  /**
   * The best-placed member among those Discord finds by the name (a search looks at a few, each
   * rank read once, one after the other), on the board `rankOf` reads: the all-time one or a
   * period's. The ranks share the view's budget, less what the page it lands on needs: when it
   * runs out, the best-placed of those whose rank was read (busy when none was).
   */
  private async findByName(
    guildId: string,
    name: string,
    rankOf: (userId: string) => Promise<number | undefined>,
  ): Promise<{ userId: string; rank: number } | undefined> {
    const query = name.trim().replace(/^@/, '').slice(0, 100);
    if (!query) return undefined;
    const ids = /^\d{16,20}$/.test(query) ? [query] : await this.options.directory.search(guildId, query, SEARCH_LIMIT);
    const ranks: { userId: string; rank: number | undefined }[] = [];
    const view = views.getStore();
    const limit = view?.limit;
    if (view) view.limit = Math.max(view.sent, view.limit - PAGE_RESERVE);
    try {
      for (const userId of ids) {
        try {
          ranks.push({ userId, rank: await rankOf(userId) });
        } catch (err) {
          if (err instanceof ViewBudgetError && ranks.length > 0) break;
          throw err;
        }
      }
    } finally {
      if (view && limit !== undefined) view.limit = limit;
    }
    const held = ranks.filter((r): r is { userId: string; rank: number } => r.rank !== undefined).sort((a, b) => a.rank - b.rank);
    return held[0];
  }
}
