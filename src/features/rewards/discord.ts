import { DiscordAPIError, Routes, type APIGuildMember, type REST } from 'discord.js';
import { MemberListTooLargeError, MembersIntentError } from '../../services/discord-facts.js';

/**
 * What rewards ask of Discord beyond the shared facts: the whole member list with each member's
 * roles (who holds the role, and who is still in the server, in one read), and a member's role
 * given or taken through the member-role endpoints, with the audit-log reason Discord shows.
 */

/** The most members a sync reads (1,000 a request); a larger server's reward stops and says so. */
export const REWARD_MAX_MEMBERS = 20_000;
const PAGE = 1_000;

/** Discord's codes: Missing Access, Unknown Member, Unknown Role, Missing Permissions. */
const MISSING_ACCESS = 50001;
const UNKNOWN_MEMBER = 10007;
const UNKNOWN_ROLE = 10011;

/** Every member of the server (user id → role ids), paged by user id. */
export async function readMembers(rest: REST, guildId: string, max = REWARD_MAX_MEMBERS): Promise<Map<string, string[]>> {
  const members = new Map<string, string[]>();
  for (let after = '0'; ; ) {
    const limit = members.size < max ? Math.min(PAGE, max - members.size) : 1;
    let page: APIGuildMember[];
    try {
      page = (await rest.get(Routes.guildMembers(guildId), {
        query: new URLSearchParams({ limit: String(limit), after }),
      })) as APIGuildMember[];
    } catch (err) {
      if (err instanceof DiscordAPIError && err.status === 403 && err.code === MISSING_ACCESS) throw new MembersIntentError();
      throw err;
    }
    if (members.size >= max) {
      if (page.length > 0) throw new MemberListTooLargeError(max);
      return members;
    }
    for (const m of page) if (m.user) members.set(m.user.id, m.roles);
    if (page.length < limit || !page.at(-1)?.user) return members;
    after = page.at(-1)!.user!.id;
  }
}

/** What a role change came to: made (or already so), the member left, the role is gone, or Discord refused (hierarchy, permission). */
export type RoleChange = 'done' | 'left' | 'role-gone' | 'refused';

/** Gives (`add`) or takes a role; discord.js waits out Discord's rate limits per route. */
export async function changeRole(
  rest: REST,
  guildId: string,
  userId: string,
  roleId: string,
  add: boolean,
  reason: string,
): Promise<RoleChange> {
  try {
    const route = Routes.guildMemberRole(guildId, userId, roleId);
    if (add) await rest.put(route, { reason });
    else await rest.delete(route, { reason });
    return 'done';
  } catch (err) {
    if (err instanceof DiscordAPIError) {
      if (err.code === UNKNOWN_MEMBER) return 'left';
      if (err.code === UNKNOWN_ROLE) return 'role-gone';
      if (err.status === 403) return 'refused';
    }
    throw err;
  }
}

/** A member's role ids now; null when they are not in the server. */
export async function memberRoles(rest: REST, guildId: string, userId: string): Promise<string[] | null> {
  try {
    return ((await rest.get(Routes.guildMember(guildId, userId))) as APIGuildMember).roles;
  } catch (err) {
    if (err instanceof DiscordAPIError && err.code === UNKNOWN_MEMBER) return null;
    throw err;
  }
}
