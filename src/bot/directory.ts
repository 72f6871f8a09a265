import { Routes, type REST } from 'discord.js';
import { upTo } from '../bounded.js';
import { LRUCache } from 'lru-cache';

/**
 * Members' names and avatars for the web leaderboard, as Discord shows them in the server: the
 * server nickname, else the display name, else the username; the server avatar, else the
 * user's. Read through Discord's REST (no privileged intent needed for one member or a search)
 * and kept a while, so a busy page costs Discord nothing after its first visit.
 */

export interface WebMember {
  name: string;
  /** An https URL on Discord's CDN, or undefined for none. */
  avatarUrl?: string;
}

export interface MemberDirectory {
  /** The members found among `userIds` (those not found, or not readable, are left out). */
  members(guildId: string, userIds: readonly string[]): Promise<Map<string, WebMember>>;
  /** Members whose name starts with `query`, as Discord's member search finds them (ids, at most `limit`). */
  search(guildId: string, query: string, limit: number): Promise<string[]>;
}

/** How long a name is reused; a renamed member shows the new name after this. */
export const MEMBER_TTL_MS = 10 * 60_000;

/**
 * What the web page may cost Discord (its reads share the bot's Discord rate limit with every
 * command): at most `perPage` member reads a page, and `perMinute` (bursts of `burst`) in all,
 * a tenth of Discord's global 50 a second at most. Members neither known nor read show as
 * "Member <id>" on that view, and by name on a later one; the visitor's own row is read first.
 */
export const WEB_MEMBER_READS = { perPage: 5, perMinute: 300, burst: 50 } as const;

/** Discord's reads for the web are used up for now: the page says "try again in a moment". */
export class DirectoryBusyError extends Error {
  constructor(readonly retryAfterMs: number) {
    super("the web leaderboard's Discord reads are used up for now");
    this.name = 'DirectoryBusyError';
  }
}

export interface DirectoryOptions {
  ttlMs?: number;
  onError?: (err: unknown) => void;
  /** At most this many members read from Discord per `members()` call (a page); the rest are left out. Default: all. */
  maxReads?: number;
  /** Asked before each read from Discord (a search too): the seconds to wait, 0 to go now. Default: always go. */
  budget?: () => number;
  /** A member the bot already knows (discord.js's own cache), read before Discord is asked. */
  known?: (guildId: string, userId: string) => WebMember | undefined;
}
const MAX_MEMBERS = 20_000;
/** At most this many member reads at once per page (discord.js queues the rest by its buckets anyway). */
const CONCURRENCY = 8;

interface ApiMember {
  nick?: string | null;
  avatar?: string | null;
  user?: { id: string; username: string; global_name?: string | null; avatar?: string | null };
}

const CDN = 'https://cdn.discordapp.com';

/** A member as Discord's client names and draws them. */
export function memberOf(guildId: string, m: ApiMember): (WebMember & { id: string }) | undefined {
  const user = m.user;
  if (!user || !/^\d{1,20}$/.test(user.id)) return undefined;
  const hash = (h: string | null | undefined) => (h && /^(a_)?[0-9a-f]{32}$/.test(h) ? h : undefined);
  const own = hash(m.avatar);
  const userAvatar = hash(user.avatar);
  const avatarUrl = own
    ? `${CDN}/guilds/${guildId}/users/${user.id}/avatars/${own}.png?size=64`
    : userAvatar
      ? `${CDN}/avatars/${user.id}/${userAvatar}.png?size=64`
      : undefined;
  return { id: user.id, name: m.nick || user.global_name || user.username, ...(avatarUrl ? { avatarUrl } : {}) };
}

export function discordDirectory(rest: Pick<REST, 'get'>, options: DirectoryOptions = {}): MemberDirectory {
  // `null`: Discord said this user is not a member (kept too, so a departed holder costs one read).
  const cache = new LRUCache<string, { member: WebMember | null }>({ ...upTo(MAX_MEMBERS), ttl: options.ttlMs ?? MEMBER_TTL_MS });
  const flights = new Map<string, Promise<WebMember | null>>();
  const one = (guildId: string, userId: string): Promise<WebMember | null> => {
    const key = `${guildId}:${userId}`;
    const hit = cache.get(key);
    if (hit !== undefined) return Promise.resolve(hit.member);
    let flight = flights.get(key);
    if (!flight) {
      flight = (rest.get(Routes.guildMember(guildId, userId)) as Promise<ApiMember>)
        .then((m) => {
          const found = memberOf(guildId, m) ?? null;
          const member = found && { name: found.name, ...(found.avatarUrl ? { avatarUrl: found.avatarUrl } : {}) };
          cache.set(key, { member });
          return member;
        })
        .catch((err: unknown) => {
          // Unknown member (10007) or user: remembered; anything else (Discord down) is tried again next time.
          if ((err as { code?: number }).code === 10007 || (err as { code?: number }).code === 10013) cache.set(key, { member: null });
          else options.onError?.(err);
          return null;
        })
        .finally(() => flights.delete(key));
      flights.set(key, flight);
    }
    return flight;
  };
  /** Ids whose name is kept or known now; the rest to read, at most `maxReads` that the budget allows. */
  const plan = (guildId: string, userIds: readonly string[], out: Map<string, WebMember>): string[] => {
    const toRead: string[] = [];
    let reads = 0;
    for (const id of new Set(userIds)) {
      if (!/^\d{1,20}$/.test(id)) continue;
      const key = `${guildId}:${id}`;
      const hit = cache.get(key);
      if (hit !== undefined) {
        if (hit.member) out.set(id, hit.member);
        continue;
      }
      const known = options.known?.(guildId, id);
      if (known) {
        cache.set(key, { member: known });
        out.set(id, known);
        continue;
      }
      // A read already on its way costs nothing more.
      if (flights.has(key)) toRead.push(id);
      else if (reads < (options.maxReads ?? Infinity) && (options.budget?.() ?? 0) === 0) {
        reads++;
        toRead.push(id);
      }
    }
    return toRead;
  };
  return {
    async members(guildId, userIds) {
      const out = new Map<string, WebMember>();
      const ids = plan(guildId, userIds, out);
      for (let i = 0; i < ids.length; i += CONCURRENCY) {
        const batch = ids.slice(i, i + CONCURRENCY);
        const found = await Promise.all(batch.map((id) => one(guildId, id)));
        batch.forEach((id, n) => {
          const m = found[n];
          if (m) out.set(id, m);
        });
      }
      return out;
    },
    async search(guildId, query, limit) {
      const wait = options.budget?.() ?? 0;
      if (wait > 0) throw new DirectoryBusyError(wait * 1000);
      try {
        const found = (await rest.get(Routes.guildMembersSearch(guildId), { query: new URLSearchParams({ query, limit: String(limit) }) })) as ApiMember[];
        const members = found.map((m) => memberOf(guildId, m)).filter((m): m is WebMember & { id: string } => m !== undefined);
        for (const m of members) cache.set(`${guildId}:${m.id}`, { member: { name: m.name, ...(m.avatarUrl ? { avatarUrl: m.avatarUrl } : {}) } });
        return members.map((m) => m.id);
      } catch (err) {
        options.onError?.(err);
        return [];
      }
    },
  };
}

/** A fixed list of members (the console's, tests'): names as given, search by name prefix. */
export function listedDirectory(list: () => Iterable<{ id: string; name: string; avatarUrl?: string }>): MemberDirectory {
  return {
    async members(_guildId, userIds) {
      const wanted = new Set(userIds);
      const out = new Map<string, WebMember>();
      for (const m of list()) if (wanted.has(m.id) && !out.has(m.id)) out.set(m.id, { name: m.name, ...(m.avatarUrl ? { avatarUrl: m.avatarUrl } : {}) });
      return out;
    },
    async search(_guildId, query, limit) {
      const q = query.toLocaleLowerCase();
      return [...list()].filter((m) => m.name.toLocaleLowerCase().startsWith(q)).slice(0, limit).map((m) => m.id);
    },
  };
}
