import { Routes, type REST } from 'discord.js';
import type { Logger } from '../log.js';
import { cut, escape } from '../discord/limits.js';
import type { CardRenderer } from '../cards/renderer.js';
import type { Store } from '../store/index.js';
import type { CommandModule, Services } from '../command/contract.js';
import type { BotServices, CardService, GuildKeys } from '../services/services.js';

/**
 * What commands share beyond the API. Nothing here lives only in memory that a restart would
 * lose: confirmations (previews) and outcomes are in the store's journal.
 */

export interface AuditOptions {
  rest: REST;
  /** AUDIT_CHANNEL_ID: the channel for servers that did not choose their own with /setup. */
  channelId?: string;
  /** The server's own audit channel (set with /setup), which wins over `channelId`. */
  channelFor?: (guildId: string) => Promise<string | null | undefined>;
  log: Logger;
}

/** Logs every audited action; also posts it to the server's audit channel, or the configured one. */
export function createAudit({ rest, channelId: fallback, channelFor, log }: AuditOptions): BotServices['audit'] {
  return async ({ guildId, userId, action, detail }) => {
    log.info({ audit: true, guildId, userId, action, detail }, 'audit');
    let own: string | undefined;
    if (guildId && channelFor) {
      try {
        own = (await channelFor(guildId)) ?? undefined;
      } catch (err) {
        log.warn({ err, guildId }, "could not read the server's audit channel");
      }
    }
    const channelId = own ?? fallback;
    if (!channelId) return;
    // The server's own channel needs no server id; AUDIT_CHANNEL_ID may hear from several servers.
    const where = guildId && !own ? ` in ${guildId}` : '';
    try {
      await rest.post(Routes.channelMessages(channelId), {
        body: {
          content: cut(`**${escape(action)}** by <@${userId}>${where}: ${escape(detail)}`, 2000),
          allowed_mentions: { parse: [] },
        },
      });
    } catch (err) {
      log.warn({ err, guildId, action, channelId }, 'could not post to the audit channel');
    }
  };
}

export interface ServicesHandle extends Services {
  /** Closes the store. */
  stop(): Promise<void>;
}

/**
 * The card renderer, loaded and started on the first card (the native canvas module and its
 * worker thread cost nothing to a bot nobody asks for a card), closed on stop.
 */
function lazyCards(): CardService & { close(): Promise<void> } {
  let renderer: Promise<CardRenderer> | undefined;
  return {
    async render(card) {
      renderer ??= import('../cards/renderer.js').then((m) => new m.CardRenderer());
      return (await renderer).render(card);
    },
    async close() {
      const r = renderer;
      renderer = undefined;
      await (await r)?.close();
    },
  };
}

/** Posts `line` in `channelId`; false (logged) when Discord refuses (no access, unknown channel). */
export function createTryPost(rest: REST, log: Logger): BotServices['tryPost'] {
  return async (channelId, line) => {
    try {
      await rest.post(Routes.channelMessages(channelId), { body: { content: cut(line, 2000), allowed_mentions: { parse: [] } } });
      return true;
    } catch (err) {
      log.info({ err, channelId }, 'cannot post in the channel');
      return false;
    }
  };
}

export function createServices(
  options: AuditOptions & {
    commands: readonly CommandModule[];
    store: Store;
    keys: GuildKeys;
    background: BotServices['background'];
    discord: BotServices['discord'];
    now?: () => number;
    publicUrl?: string;
  },
): ServicesHandle {
  const now = options.now ?? Date.now;
  const { store } = options;
  const cards = lazyCards();
  return {
    audit: createAudit({ channelFor: async (guildId) => (await store.settings.get(guildId))?.auditChannelId, ...options }),
    keys: options.keys,
    background: options.background,
    discord: options.discord,
    tryPost: createTryPost(options.rest, options.log),
    store,
    now,
    commands: options.commands,
    cards,
    ...(options.publicUrl ? { publicUrl: options.publicUrl } : {}),
    async stop() {
      await cards.close().catch((err: unknown) => options.log.error({ err }, 'could not stop the card renderer'));
      await store.close().catch((err: unknown) => options.log.error({ err }, 'could not close the store'));
    },
  };
}
