import { DiscordAPIError, Routes, type APIGuild, type APIGuildMember, type APIUser, type REST } from 'discord.js';
import {
  BotNotInGuildError,
  MemberListTooLargeError,
  MembersIntentError,
  type DiscordFacts,
  type RoleMember,
} from '../services/discord-facts.js';
import { roleFacts } from './router/resolved.js';
import { discordDirectory, LIST_PAGE } from './directory.js';
import { guildPermissions } from './permissions.js';

/**
 * Roles, owners and users read from Discord's REST API. A server's roles are read when asked,
 * never cached: a role prize is checked against the hierarchy as it is now (two reads per
 * /raffle role preview and Confirm, a rare command). Users are cached: whether an id is a user,
 * and whether that user is a bot, never changes.
 */

/** Discord's "Unknown User": the id is not a user (a role, a channel, a server, or nothing). */
const UNKNOWN_USER = 10013;
/** Discord's "Missing Access": a privileged list read without its intent, or a server the bot is not in. */
const MISSING_ACCESS = 50001;
/** Discord's "Unknown Guild": the server is gone (or the bot was never in it). */
const UNKNOWN_GUILD = 10004;
/** Discord's "Unknown Member": the user is not (or no longer) in the server. */
const UNKNOWN_MEMBER = 10007;

/** How Discord answers a read of a server the bot is not in. */
const botNotIn = (err: unknown) =>
  err instanceof DiscordAPIError && ((err.status === 403 && err.code === MISSING_ACCESS) || err.code === UNKNOWN_GUILD);
/** The most members List Guild Members answers at once. */
export const MEMBERS_PAGE = LIST_PAGE;
/** Users remembered; beyond this the oldest are forgotten. */
const USER_CACHE = 10_000;

export function createDiscordFacts(rest: REST, botUserId: () => string | undefined, onError?: (err: unknown) => void): DiscordFacts {
  // Members' names as the web board reads them: one member at a time (no privileged intent), kept a while.
  const directory = discordDirectory(rest, onError ? { onError } : {});
  const users = new Map<string, { bot: boolean } | null>();
  const remember = (id: string, user: { bot: boolean } | null) => {
    if (users.size >= USER_CACHE) users.delete(users.keys().next().value!);
    users.set(id, user);
  };
  async function user(id: string): Promise<{ bot: boolean } | null> {
    if (users.has(id)) return users.get(id)!;
    try {
      const u = (await rest.get(Routes.user(id))) as APIUser;
      remember(id, { bot: u.bot === true });
    } catch (err) {
      if (!(err instanceof DiscordAPIError && (err.code === UNKNOWN_USER || err.status === 404))) throw err;
      remember(id, null);
    }
    return users.get(id) ?? null;
  }
  return {
    async guild(guildId) {
      // The bot's user id is its application's (Discord has made them equal since 2016); the
      // gateway's own user wins when logged in.
      const bot = botUserId() ?? ((await rest.get(Routes.user('@me'))) as APIUser).id;
      const [guild, me] = await Promise.all([
        rest.get(Routes.guild(guildId)) as Promise<APIGuild>,
        rest.get(Routes.guildMember(guildId, bot)) as Promise<APIGuildMember>,
      ]);
      return { ownerId: guild.owner_id, roles: guild.roles.map(roleFacts), botRoleIds: me.roles };
    },
    async roleMembers(guildId, roleId, max) {
      const held: RoleMember[] = [];
      let read = 0;
      // Paged by user id as Discord orders them: the next page starts after the last id seen.
      for (let after = '0'; ; ) {
        // Up to `max` members in all; past it, one member more says whether the server has more.
        const limit = read < max ? Math.min(MEMBERS_PAGE, max - read) : 1;
        let page: APIGuildMember[];
        try {
          page = (await rest.get(Routes.guildMembers(guildId), {
            query: new URLSearchParams({ limit: String(limit), after }),
          })) as APIGuildMember[];
        } catch (err) {
          // 50001 Missing Access is how Discord answers this list without the intent.
          if (err instanceof DiscordAPIError && err.status === 403 && err.code === MISSING_ACCESS) throw new MembersIntentError();
          throw err;
        }
        if (read >= max) {
          if (page.length > 0) throw new MemberListTooLargeError(max);
          return held;
        }
        read += page.length;
        for (const m of page) {
          if (!m.user || !m.roles.includes(roleId)) continue;
          held.push({ id: m.user.id, name: m.nick ?? m.user.global_name ?? m.user.username, bot: m.user.bot === true });
        }
        if (page.length < limit || !page.at(-1)?.user) return held;
        after = page.at(-1)!.user!.id;
      }
    },
    async names(guildId, userIds) {
      const found = await directory.members(guildId, userIds);
      return new Map([...found].map(([id, m]) => [id, m.name]));
    },
    nameReader: (guildId, limits) => directory.bulk(guildId, limits),
    async member(guildId, userId) {
      let guild: APIGuild;
      try {
        guild = (await rest.get(Routes.guild(guildId))) as APIGuild;
      } catch (err) {
        if (botNotIn(err)) throw new BotNotInGuildError(guildId);
        throw err;
      }
      let member: APIGuildMember;
      try {
        member = (await rest.get(Routes.guildMember(guildId, userId))) as APIGuildMember;
      } catch (err) {
        if (err instanceof DiscordAPIError && (err.code === UNKNOWN_MEMBER || err.code === UNKNOWN_USER)) return null;
        if (botNotIn(err)) throw new BotNotInGuildError(guildId);
        throw err;
      }
      const roles = guild.roles.map(roleFacts);
      return {
        userId,
        roleIds: member.roles,
        permissions: guildPermissions({ id: guildId, ownerId: guild.owner_id, roles }, userId, member.roles),
      };
    },
    async users(ids) {
      const found = await Promise.all(ids.map(async (id) => [id, await user(id)] as const));
      return new Map(found);
    },
  };
}
