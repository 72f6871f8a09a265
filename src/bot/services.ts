import { Routes, type REST } from 'discord.js';
import type { Logger } from '../log.js';
import { cut, escape } from '../discord/limits.js';
import type { Store } from '../store/index.js';
import type { BotServices, CommandModule } from './command.js';

/**
 * What commands share beyond the API. Nothing here lives only in memory that a restart would
 * lose: confirmations (previews) and outcomes are in the store's journal.
 */

export interface AuditOptions {
  rest: REST;
  channelId?: string;
  log: Logger;
}

/** Logs every audited action; also posts it to the audit channel when one is configured. */
export function createAudit({ rest, channelId, log }: AuditOptions): BotServices['audit'] {
  return async ({ guildId, userId, action, detail }) => {
    log.info({ audit: true, guildId, userId, action, detail }, 'audit');
    if (!channelId) return;
    try {
      await rest.post(Routes.channelMessages(channelId), {
        body: {
          content: cut(`**${escape(action)}** by <@${userId}>${guildId ? ` in ${guildId}` : ''}: ${escape(detail)}`, 2000),
          allowed_mentions: { parse: [] },
        },
      });
    } catch (err) {
      log.warn({ err, guildId, action, channelId }, 'could not post to the audit channel');
    }
  };
}

export interface ServicesHandle extends BotServices {
  /** Closes the store. */
  stop(): Promise<void>;
}

export function createServices(options: AuditOptions & { commands: readonly CommandModule[]; store: Store; now?: () => number }): ServicesHandle {
  const now = options.now ?? Date.now;
  const { store } = options;
  return {
    audit: createAudit(options),
    store,
    now,
    commands: options.commands,
    async stop() {
      await store.close().catch((err: unknown) => options.log.error({ err }, 'could not close the store'));
    },
  };
}
