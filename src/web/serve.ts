import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import type { Hono } from 'hono';
import type { CommunityApi } from '../api/types.js';
import type { Bot } from '../bot/bot.js';
import { createCommunityLookup } from '../bot/community.js';
import type { Config } from '../config.js';
import type { Logger } from '../log.js';
import { createWebApp } from './app.js';
import { slugOf, WebBoards, type SystemName, type WebPeriodBoard } from './boards.js';
import { discordDirectory, memberOf, WEB_MEMBER_READS, type MemberDirectory, type WebMember } from '../bot/directory.js';
import { AddressLimit, type RateLimitOptions } from './rate.js';
import { PageCache } from './page-cache.js';
import { LoadShedder, type LoadShedderOptions } from './shed.js';
import { withShedding } from './shed-answer.js';
import { CACHE_TTL_MS } from '../api/client.js';
import { settingsShared } from '../store/settings-changes.js';

/**
 * The web leaderboard as a Node request listener: beside /interactions in HTTP mode (the
 * interactions server hands it every path under WEB_PATHS, src/web/paths.ts), or on a port of its own (WEB_PORT)
 * in gateway mode. Built from the bot's own parts: its store's settings, its API (so the same
 * per-key cache and request sharing), its card renderer and its Discord REST (members' names).
 */

export type WebListener = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/** Hono's app as a node:http listener; the global Request and Response stay Node's own. */
export function listenerOf(app: Hono): WebListener {
  return getRequestListener(app.fetch, { overrideGlobalObjects: false });
}

/**
 * How long a rendered page is kept: the balances it shows stay cached this long in the API
 * client (a period board's running reading changes less often), so a kept page is never staler
 * than a fresh render by more than the data's own cache lifetime.
 */
export const WEB_PAGE_TTL_MS = CACHE_TTL_MS.getPointBalances;
/**
 * With several replicas another replica's settings write is heard over Redis
 * (settings-changes.ts shareSettingsChanges); while that link is down (or there is no Redis) a
 * page is kept at most this long, so hiding names or turning the board off reaches every
 * replica within it.
 */
export const WEB_PAGE_TTL_UNHEARD_MS = 2_000;

export interface BotWebOptions {
  bot: Bot;
  /**
   * Opens a period board as `/leaderboard period:` does (src/features/periods/board.ts,
   * handed in by whoever composes the bot: the web sits below the commands).
   */
  openPeriodBoard(services: Bot['services'], guildId: string, system: SystemName, typed: string): Promise<WebPeriodBoard>;
  api: CommunityApi;
  config: Config;
  logger: Logger;
  /** Members' names; default Discord's REST through the bot's client. */
  directory?: MemberDirectory;
  rate?: RateLimitOptions;
  /** Which servers count as published beyond their /setup choice (the console publishes its own). */
  publish?: (guildId: string) => 'named' | 'anonymous' | undefined;
  /** Rendered pages kept between views; default a PageCache bound as above. */
  pages?: PageCache;
  /** Each web view shed (answered 503 while members' interactions go first): the metrics' counter. */
  onShed?: () => void;
  /** Load shedding's readings; default the bot router's interactions in flight and the event loop's utilisation (tests give their own). */
  load?: Partial<Pick<LoadShedderOptions, 'inFlight' | 'utilisation'>>;
  /** How long a shed answer is held (shed-answer.ts); tests shorten it. */
  shedHoldMs?: number;
}

export function createBotWeb(options: BotWebOptions): { app: Hono; boards: WebBoards; pages: PageCache; listener: WebListener } {
  const { bot, api, config, logger } = options;
  const store = bot.services.store;
  const lookup = createCommunityLookup(api, config.api.keysByGuild, (guildId) => store.settings.apiKey(guildId));
  const boards = new WebBoards({
    settings: {
      async get(guildId) {
        const s = await store.settings.get(guildId);
        const forced = options.publish?.(guildId);
        if (!forced || (s && s.webBoard !== 'off')) return s;
        const { emptySettings } = await import('../store/settings.js');
        return { ...(s ?? emptySettings(guildId)), webBoard: forced };
      },
    },
    client: (guildId) => lookup.forGuild(guildId),
    periods: {
      async system(guildId, key) {
        const on = await store.periods.list(guildId);
        const found = on.find((x) => x.pointSystemId === key) ?? on.find((x) => key !== '' && slugOf(x.name) === key);
        return found && { id: found.pointSystemId, name: found.name, emoji: found.emoji };
      },
      open: (guildId, system, typed) => options.openPeriodBoard(bot.services, guildId, system, typed),
    },
    directory: options.directory ?? webDirectory(bot, logger),
    now: bot.services.now,
  });
  const replicas = config.replicas > 1 || config.redis !== undefined;
  const ttlMs = () => (!replicas || settingsShared() ? WEB_PAGE_TTL_MS : Math.min(WEB_PAGE_TTL_MS, WEB_PAGE_TTL_UNHEARD_MS));
  const pages = options.pages ?? new PageCache({ ttlMs, now: bot.services.now });
  const shed = new LoadShedder({
    inFlight: options.load?.inFlight ?? (() => bot.router.active),
    ...(options.load?.utilisation ? { utilisation: options.load.utilisation } : {}),
    ...(config.web.shedUtilisation !== undefined ? { threshold: config.web.shedUtilisation } : {}),
    ...(options.onShed ? { onShed: options.onShed } : {}),
  });
  const app = createWebApp({
    boards,
    pages,
    cards: bot.services.cards,
    logger,
    ...(config.web.publicUrl ? { publicUrl: config.web.publicUrl } : {}),
    ...(config.web.trustedProxies ? { trustedProxies: config.web.trustedProxies } : {}),
    ...(options.rate ? { rate: options.rate } : {}),
  });
  return { app, boards, pages, listener: withShedding(listenerOf(app), shed, options.shedHoldMs) };
}

/**
 * Members' names for the web page, on the bot's Discord rate limit: members discord.js already
 * holds first, then at most WEB_MEMBER_READS.perPage reads a page and perMinute in all.
 */
function webDirectory(bot: Bot, logger: Logger): MemberDirectory {
  const reads = new AddressLimit({ perMinute: WEB_MEMBER_READS.perMinute, burst: WEB_MEMBER_READS.burst, maxAddresses: 1 });
  return discordDirectory(bot.client.rest, {
    onError: (err) => logger.warn({ err }, "could not read a member's name from Discord"),
    maxReads: WEB_MEMBER_READS.perPage,
    budget: () => reads.take('discord'),
    known(guildId, userId): WebMember | undefined {
      const m = bot.client.guilds.cache.get(guildId)?.members.cache.get(userId);
      if (!m) return undefined;
      const found = memberOf(guildId, {
        nick: m.nickname,
        avatar: m.avatar,
        user: { id: m.user.id, username: m.user.username, global_name: m.user.globalName, avatar: m.user.avatar },
      });
      return found && { name: found.name, ...(found.avatarUrl ? { avatarUrl: found.avatarUrl } : {}) };
    },
  });
}

export interface WebServer {
  port: number;
  server: Server;
  close(): Promise<void>;
}

/** The web leaderboard on a port of its own (WEB_PORT in gateway mode, the console's --web). */
export async function startWebServer(listener: WebListener, port: number, host: string, logger: Logger): Promise<WebServer> {
  const server = createServer((req, res) => {
    listener(req, res).catch((err: unknown) => {
      logger.error({ err }, 'web leaderboard failed');
      if (!res.headersSent) res.writeHead(500).end();
    });
  });
  server.headersTimeout = 5_000;
  server.requestTimeout = 10_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
