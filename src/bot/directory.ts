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

export function discordDirectory(rest: Pick<REST, 'get'>, options: { ttlMs?: number; onError?: (err: unknown) => void } = {}): MemberDirectory {
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
  return {
    async members(guildId, userIds) {
      const out = new Map<string, WebMember>();
      const ids = [...new Set(userIds)].filter((id) => /^\d{1,20}$/.test(id));
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
