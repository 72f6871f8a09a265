/**
 * What the bot reads from Discord itself (not the Community API) to check a request: a
 * server's roles and owner, its members, their names. The bot implements it
 * (src/bot/discord-facts.ts); handlers and jobs get it as `services.discord`.
 */

/** A role as Discord describes it: what it grants, whether an integration owns it, where it sits. */
export interface RoleFacts {
  id: string;
  permissions: bigint;
  /** Owned by an integration (a bot's own role, a booster role): nobody can hand it out. */
  managed: boolean;
  /** Higher is stronger; @everyone is 0. */
  position: number;
}

/** A server as Discord describes it now: its owner, its roles, and which of them the bot holds. */
export interface GuildFacts {
  ownerId: string;
  roles: readonly RoleFacts[];
  botRoleIds: readonly string[];
}

/** What one reader of many names (an export's) may cost Discord. */
export interface NameLimits {
  /** Pages of the server's member list (1,000 members each) it may read at first. */
  listPages: number;
  /**
   * When those are not enough (the wanted members are spread over a larger server), it may read
   * the whole list: as many pages as the server's member count takes (one more read), at most these.
   */
  maxListPages?: number;
  /** Members it may read one at a time when Discord refuses the list (the Server Members intent is off). */
  singleReads: number;
  /** Names the bot already has (the invoker's, from the interaction): used before anything is read. */
  known?: ReadonlyMap<string, string>;
}

/**
 * Names for many members (an export asks once for all its rows; a reader may be asked again), its budget kept across the calls.
 * `limited` says why some were left without a name: 'intent' (Discord refused the member list
 * and the single reads are spent), 'list' (the list pages are spent, or Discord did not answer).
 * Members who are not in the server are simply not named.
 */
export interface NameReader {
  names(userIds: readonly string[]): Promise<Map<string, string>>;
  readonly limited: 'intent' | 'list' | undefined;
}

/** What the bot reads from Discord itself (not the Community API) to check a request. */
export interface DiscordFacts {
  /** The server's owner, roles and the bot's roles, read when asked (a role prize is checked against them). */
  guild(guildId: string): Promise<GuildFacts>;
  /** For each id: a user (and whether a bot), or null when the id is no user (a role, a channel, a server). */
  users(ids: readonly string[]): Promise<Map<string, { bot: boolean } | null>>;
  /**
   * Every member of the server holding `roleId`, read from the member list (paged, 1,000 a
   * request). Throws MembersIntentError when Discord refuses the list for lack of the intent,
   * and MemberListTooLargeError, after `max` members, when the server has more.
   */
  roleMembers(guildId: string, roleId: string, max: number): Promise<RoleMember[]>;
  /** The names Discord shows for these members in the server (nickname, display name, username); unknown ones left out. */
  names(guildId: string, userIds: readonly string[]): Promise<Map<string, string>>;
  /** Names for many members (an export's rows): kept names first, then the member list, within `limits`. */
  nameReader(guildId: string, limits: NameLimits): NameReader;
  /**
   * `userId` as a member of the server now, read when asked (never cached); null when they are
   * not a member. Throws BotNotInGuildError when the bot is not in the server.
   */
  member(guildId: string, userId: string): Promise<MemberFacts | null>;
}

/** A member of a server as Discord describes them now (a job acting for them reads this). */
export interface MemberFacts {
  userId: string;
  /** Their role ids (besides @everyone). */
  roleIds: readonly string[];
  /** What their roles grant server-wide (everything for the owner or an Administrator). */
  permissions: bigint;
}

/** Discord answers that the bot is not in the server (it left, was removed, or the server is gone). */
export class BotNotInGuildError extends Error {
  constructor(readonly guildId: string) {
    super(`the bot is not in server ${guildId}`);
    this.name = 'BotNotInGuildError';
  }
}

/** A member holding a role, as a whole-role move reads them. */
export interface RoleMember {
  id: string;
  /** The name the server shows: nickname, else display name, else username. */
  name: string;
  bot: boolean;
}

/**
 * Discord refused the server's member list (403 Missing Access): the bot's Server Members
 * intent is off in the Developer Portal.
 */
export class MembersIntentError extends Error {
  constructor() {
    super('the member list needs the Server Members intent');
    this.name = 'MembersIntentError';
  }
}

/**
 * A whole-role move reads the server's member list (Discord lists every member, 1,000 a request;
 * the role is picked out here) up to this many members, at its preview and again when each part
 * is sent; a larger server is refused with the figure before anything is sent, so one read costs
 * at most 21 requests on the bot's Discord limit.
 */
export const ROLE_MOVE_MAX_MEMBERS = 20_000;

/** The server has more members than a whole-role move reads (`max`): nothing was sent. */
export class MemberListTooLargeError extends Error {
  constructor(readonly max: number) {
    super(`the server has more than ${max} members, the most a whole-role move reads`);
    this.name = 'MemberListTooLargeError';
  }
}
