import { randomBytes } from 'node:crypto';
import { Routes, type REST } from 'discord.js';
import type { Logger } from '../log.js';
import { cut, escape } from '../discord/limits.js';
import type { Store } from '../store/index.js';
import type { BotServices, CommandModule, PendingStore } from './command.js';

/**
 * What commands share beyond the API. Pending confirmations live in memory on purpose: they
 * guard a few minutes of "are you sure?" and may be lost on restart (the handler then says the
 * confirmation expired); anything that must survive a restart goes into the custom id.
 */

interface Entry {
  value: unknown;
  expiresAt: number;
  state: 'open' | 'claimed' | 'settled';
  outcome?: unknown;
}

export interface PendingStoreHandle extends PendingStore {
  readonly size: number;
  sweep(): void;
  stop(): void;
}

export function createPendingStore(options: { now?: () => number; sweepEveryMs?: number } = {}): PendingStoreHandle {
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const live = (id: string): Entry | undefined => {
    const e = entries.get(id);
    if (e && e.expiresAt <= now() && e.state !== 'claimed') {
      entries.delete(id);
      return undefined;
    }
    return e;
  };
  const sweep = () => {
    for (const id of entries.keys()) live(id);
  };
  const timer = setInterval(sweep, options.sweepEveryMs ?? 60_000);
  // Never keeps the process alive on its own.
  timer.unref();

  return {
    get size() {
      return entries.size;
    },
    put(value, ttlMs) {
      let id: string;
      do id = randomBytes(6).toString('base64url');
      while (entries.has(id));
      entries.set(id, { value, expiresAt: now() + ttlMs, state: 'open' });
      return id;
    },
    get<T>(id: string) {
      const e = live(id);
      return e ? { value: e.value as T, expiresAt: e.expiresAt } : undefined;
    },
    claim<T>(id: string) {
      const e = live(id);
      if (!e || e.state !== 'open') return undefined;
      e.state = 'claimed';
      return e.value as T;
    },
    settle(id, outcome) {
      const e = entries.get(id);
      if (!e) return;
      e.state = 'settled';
      e.outcome = outcome;
    },
    outcome(id) {
      const e = live(id);
      return e?.state === 'settled' ? e.outcome : undefined;
    },
    delete(id) {
      entries.delete(id);
    },
    sweep,
    stop() {
      clearInterval(timer);
    },
  };
}

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
  /** Stops the sweep and closes the store. */
  stop(): Promise<void>;
}

export function createServices(options: AuditOptions & { commands: readonly CommandModule[]; store: Store; now?: () => number }): ServicesHandle {
  const now = options.now ?? Date.now;
  const pending = createPendingStore({ now });
  const { store } = options;
  return {
    audit: createAudit(options),
    store,
    pending,
    now,
    commands: options.commands,
    async stop() {
      pending.stop();
      await store.close().catch((err: unknown) => options.log.error({ err }, 'could not close the store'));
    },
  };
}
