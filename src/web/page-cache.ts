import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { listenToSettings, type SettingsListener } from '../store/settings-changes.js';

/**
 * The web leaderboard's rendered answers (a board page's HTML, its card's PNG), so a warm view
 * is a lookup: no settings read, no API cache walk, no names, no render. Keyed by everything
 * the answer depends on (the caller builds the key); only answers that are the same for anyone
 * who asks that address are kept (the app never stores a member's or a search's page).
 *
 * How long an answer is kept (`ttlMs`): no longer than the balances it shows stay cached in the
 * API client, so a kept page is never older than a fresh render's by more than that lifetime.
 * A server's settings written in this process, or in another replica sharing Redis
 * (settings-changes.ts), drop its answers at once, and a render that began before the write is
 * not stored. Bounded in memory by entries and
 * bytes (LRU).
 */

export interface CachedAnswer {
  body: string | Uint8Array;
  /** Strong validator for If-None-Match, computed once when stored. */
  etag: string;
  type: string;
  cacheControl: string;
}

export interface PageCacheOptions {
  /** How long an answer is served; 0 keeps nothing. Asked at each view: it may shorten while other replicas' writes go unheard. */
  ttlMs: number | (() => number);
  /** The most answers kept. */
  maxEntries?: number;
  /** The most bytes of bodies kept. */
  maxBytes?: number;
  /** The clock answers age by (the bot's: its tests move it). */
  now?: () => number;
}

export const DEFAULT_PAGE_ENTRIES = 500;
export const DEFAULT_PAGE_BYTES = 32 * 1024 * 1024;

export interface PageCacheStats {
  hits: number;
  misses: number;
  stored: number;
  /** Renders finished after their server's settings changed: not stored. */
  discarded: number;
}

type Entry = CachedAnswer & { guildId: string; storedAt: number };

export const etagOf = (body: string | Uint8Array): string => `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

export class PageCache implements SettingsListener {
  readonly stats: PageCacheStats = { hits: 0, misses: 0, stored: 0, discarded: 0 };
  private readonly entries: LRUCache<string, Entry>;
  private readonly now: () => number;
  /** Counts settings writes heard; a render remembers the count it began at. */
  private changes = 0;
  /** When (in `changes`) each server's settings last changed; only renders in flight need it. */
  private readonly changedAt = new LRUCache<string, number>({ max: 10_000 });
  /** Renders begun before this count are not stored (changes were missed then). */
  private everythingBefore = 0;

  constructor(private readonly options: PageCacheOptions) {
    this.now = options.now ?? Date.now;
    this.entries = new LRUCache<string, Entry>({
      max: options.maxEntries ?? DEFAULT_PAGE_ENTRIES,
      maxSize: options.maxBytes ?? DEFAULT_PAGE_BYTES,
      sizeCalculation: (e) => Math.max(1, typeof e.body === 'string' ? Buffer.byteLength(e.body) : e.body.byteLength),
    });
    listenToSettings(this);
  }

  private ttl(): number {
    const { ttlMs } = this.options;
    return typeof ttlMs === 'number' ? ttlMs : ttlMs();
  }

  get size(): number {
    return this.entries.size;
  }

  get bytes(): number {
    return this.entries.calculatedSize;
  }

  /** A kept answer still fresh, or undefined. */
  get(key: string): CachedAnswer | undefined {
    const e = this.entries.get(key);
    if (e && this.now() - e.storedAt < this.ttl()) {
      this.stats.hits++;
      return e;
    }
    if (e) this.entries.delete(key);
    this.stats.misses++;
    return undefined;
  }

  /** Taken before a render reads anything: `put` stores its answer only if no settings write came between. */
  begin(): number {
    return this.changes;
  }

  put(key: string, guildId: string, began: number, answer: CachedAnswer): void {
    if (this.ttl() <= 0) return;
    if ((this.changedAt.get(guildId) ?? -1) >= began || began < this.everythingBefore) {
      this.stats.discarded++;
      return;
    }
    // Kept as bytes: a hit writes them as they are.
    const body = typeof answer.body === 'string' ? Buffer.from(answer.body) : answer.body;
    this.entries.set(key, { ...answer, body, guildId, storedAt: this.now() });
    this.stats.stored++;
  }

  settingsChanged(guildId: string): void {
    this.changedAt.set(guildId, this.changes++);
    const gone = [...this.entries.entries()].filter(([, e]) => e.guildId === guildId).map(([key]) => key);
    for (const key of gone) this.entries.delete(key);
  }

  settingsUnknown(): void {
    this.changedAt.clear();
    this.changes++;
    // Every render in flight began before: none of them is stored.
    this.everythingBefore = this.changes;
    this.entries.clear();
  }

  clear(): void {
    this.entries.clear();
  }
}
