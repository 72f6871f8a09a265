import { Routes, type REST } from 'discord.js';
import { upTo } from '../bounded.js';
import { LRUCache } from 'lru-cache';
import type { NameLimits, NameReader } from '../services/discord-facts.js';

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
  /** A reader of many members' names at once (an export's): see `bulkNames`. */
  bulk?(guildId: string, limits: NameLimits): NameReader;
}

/** The most members List Guild Members answers at once. */
export const LIST_PAGE = 1000;

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
/** Discord's "Missing Access": the member list read without the Server Members intent. */
const MISSING_ACCESS = 50001;

type Kept = LRUCache<string, { member: WebMember | null }>;
/**
 * Names kept per REST client: every directory on the bot's client (the web board's, the
 * commands', an export's) shares what any of them read. `null`: Discord said this user is not
 * a member (kept too, so a departed holder costs one read).
 */
const keptByRest = new WeakMap<object, Kept>();
function keptFor(rest: object, ttlMs: number): Kept {
  let kept = keptByRest.get(rest);
  if (!kept) keptByRest.set(rest, (kept = new LRUCache<string, { member: WebMember | null }>({ ...upTo(MAX_MEMBERS), ttl: ttlMs })));
  return kept;
}
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

export function discordDirectory(
  rest: Pick<REST, 'get'>,
  options: DirectoryOptions = {},
): MemberDirectory & Required<Pick<MemberDirectory, 'bulk'>> {
  const cache = keptFor(rest, options.ttlMs ?? MEMBER_TTL_MS);
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
    bulk(guildId, limits) {
      return bulkNames(
        {
          kept: (userId) => {
            const hit = cache.get(`${guildId}:${userId}`);
            if (hit !== undefined) return hit.member;
            const known = options.known?.(guildId, userId);
            if (known) cache.set(`${guildId}:${userId}`, { member: known });
            return known;
          },
          remember: (userId, member) => cache.set(`${guildId}:${userId}`, { member }),
          list: async (after) =>
            (await rest.get(Routes.guildMembers(guildId), {
              query: new URLSearchParams({ limit: String(LIST_PAGE), after }),
            })) as ApiMember[],
          memberCount: async () => {
            try {
              const guild = (await rest.get(Routes.guild(guildId), { query: new URLSearchParams({ with_counts: 'true' }) })) as {
                approximate_member_count?: number;
              };
              return typeof guild.approximate_member_count === 'number' ? guild.approximate_member_count : undefined;
            } catch (err) {
              options.onError?.(err);
              return undefined;
            }
          },
          one: (userId) => one(guildId, userId),
          memberOf: (m) => memberOf(guildId, m),
          ...(options.onError ? { onError: options.onError } : {}),
        },
        limits,
      );
    },
    async search(guildId, query, limit) {
      const wait = options.budget?.() ?? 0;
      if (wait > 0) throw new DirectoryBusyError(wait * 1000);
      try {
        const found = (await rest.get(Routes.guildMembersSearch(guildId), {
          query: new URLSearchParams({ query, limit: String(limit) }),
        })) as ApiMember[];
        const members = found.map((m) => memberOf(guildId, m)).filter((m): m is WebMember & { id: string } => m !== undefined);
        for (const m of members)
          cache.set(`${guildId}:${m.id}`, { member: { name: m.name, ...(m.avatarUrl ? { avatarUrl: m.avatarUrl } : {}) } });
        return members.map((m) => m.id);
      } catch (err) {
        options.onError?.(err);
        return [];
      }
    },
  };
}

interface BulkParts {
  /** A member kept or known now; null: known not to be a member; undefined: not known. */
  kept(userId: string): WebMember | null | undefined;
  remember(userId: string, member: WebMember | null): void;
  /** A page of the member list: members with ids above `after`, ascending. */
  list(after: string): Promise<ApiMember[]>;
  /** The server's member count (Discord's approximate one); undefined when it cannot be read. */
  memberCount(): Promise<number | undefined>;
  one(userId: string): Promise<WebMember | null>;
  memberOf(m: ApiMember): (WebMember & { id: string }) | undefined;
  onError?: (err: unknown) => void;
}

/**
 * Many members' names for few reads: those named already (the invoker, names kept by any
 * directory of the bot), then the member list (LIST_PAGE members a read, by id), each read
 * starting at the lowest id still wanted, so a read covers every wanted id up to the last
 * member it returns; ids below that which it did not return are not members. Sparse ids cost
 * at most a read each; a board of most of the server costs about (members / LIST_PAGE) reads.
 * When `listPages` runs out with members still wanted (a board spread over a larger server), the
 * server's member count is read once and the reader may go on to the whole list's pages (count /
 * LIST_PAGE and one for members who joined meanwhile), at most `maxListPages`: a board of any
 * size is named in at most about (server members / LIST_PAGE) + 2 reads. Without the Server
 * Members intent Discord refuses the list: then at most `singleReads` members are read one at a time.
 */
function bulkNames(parts: BulkParts, limits: NameLimits): NameReader {
  let listPages = limits.listPages;
  let singleReads = limits.singleReads;
  let counted = false;
  let noList = false;
  let limited: 'intent' | 'list' | undefined;
  return {
    get limited() {
      return limited;
    },
    async names(userIds) {
      const out = new Map<string, string>();
      const wanted: bigint[] = [];
      for (const id of new Set(userIds)) {
        if (!/^\d{1,20}$/.test(id)) continue;
        const given = limits.known?.get(id);
        if (given) {
          out.set(id, given);
          continue;
        }
        const kept = parts.kept(id);
        if (kept) out.set(id, kept.name);
        else if (kept === undefined) wanted.push(BigInt(id));
      }
      wanted.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      while (wanted.length > 0 && !noList) {
        if (listPages <= 0 && !counted && limits.maxListPages !== undefined) {
          counted = true;
          const members = await parts.memberCount();
          const whole = members === undefined ? 0 : Math.min(limits.maxListPages, Math.ceil(members / LIST_PAGE) + 1);
          listPages = Math.max(0, whole - limits.listPages);
        }
        if (listPages <= 0) {
          limited = 'list';
          break;
        }
        listPages--;
        let page: ApiMember[];
        try {
          page = await parts.list(String(wanted[0]! - 1n));
        } catch (err) {
          if ((err as { code?: number }).code === MISSING_ACCESS) noList = true;
          else {
            // Discord down: these rows stay unnamed, said as the list's limit.
            parts.onError?.(err);
            limited = 'list';
            return out;
          }
          break;
        }
        const seen = new Map<bigint, WebMember>();
        for (const m of page) {
          const found = parts.memberOf(m);
          if (!found) continue;
          const member = { name: found.name, ...(found.avatarUrl ? { avatarUrl: found.avatarUrl } : {}) };
          parts.remember(found.id, member);
          seen.set(BigInt(found.id), member);
        }
        const lastId = page.at(-1)?.user?.id;
        // A full page covers ids up to its last member; a short one is the end of the list.
        const upTo = page.length >= LIST_PAGE && lastId ? BigInt(lastId) : undefined;
        let covered = 0;
        for (const id of wanted) {
          if (upTo !== undefined && id > upTo) break;
          covered++;
          const member = seen.get(id);
          if (member) out.set(String(id), member.name);
          else parts.remember(String(id), null);
        }
        // Guards against a list that ignores `after`: the first wanted id is always settled.
        wanted.splice(0, Math.max(1, covered));
      }
      if (noList) {
        for (const id of wanted) {
          if (singleReads <= 0) {
            limited = 'intent';
            break;
          }
          singleReads--;
          const member = await parts.one(String(id));
          if (member) out.set(String(id), member.name);
        }
      }
      return out;
    },
  };
}

/** A fixed list of members (the console's, tests'): names as given, search by name prefix. */
export function listedDirectory(list: () => Iterable<{ id: string; name: string; avatarUrl?: string }>): MemberDirectory {
  return {
    async members(_guildId, userIds) {
      const wanted = new Set(userIds);
      const out = new Map<string, WebMember>();
      for (const m of list())
        if (wanted.has(m.id) && !out.has(m.id)) out.set(m.id, { name: m.name, ...(m.avatarUrl ? { avatarUrl: m.avatarUrl } : {}) });
      return out;
    },
    async search(_guildId, query, limit) {
      const q = query.toLocaleLowerCase();
      return [...list()]
        .filter((m) => m.name.toLocaleLowerCase().startsWith(q))
        .slice(0, limit)
        .map((m) => m.id);
    },
  };
}
