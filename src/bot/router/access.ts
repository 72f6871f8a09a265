import type { BaseInteraction } from 'discord.js';
import type { Access, AnyCommand, Invoker } from '../../command/contract.js';
import type { DiscordFacts } from '../../services/discord-facts.js';
import type { Text } from '../../i18n/reader.js';
import type { Logger } from '../../log.js';
import { holdsModerator, isAdmin, isModerator, memberRoleIds } from '../permissions.js';
import type { RouterOptions } from './context.js';
import { subcommandPath } from './flatten.js';
import { SAYS } from './says.js';

/**
 * Who is asking, and whether they may: Manage Server or Administrator, a role in
 * MODERATOR_ROLE_IDS, or a moderator role the server chose with /setup (read from the store,
 * so only when nothing cheaper already decided).
 */

export type AccessRules = Pick<RouterOptions, 'moderatorRoleIds' | 'storedModeratorRoles'>;

export function invokerOf(i: BaseInteraction, rules: AccessRules): Invoker {
  return {
    userId: i.user.id,
    guildId: i.guildId,
    channelId: i.channelId,
    locale: i.locale,
    guildLocale: i.guildLocale,
    isModerator: i.inGuild() && isModerator(i, rules.moderatorRoleIds),
    name: i.user.globalName ?? i.user.username,
    memberName: memberNameOf(i),
    ...(i.memberPermissions ? { permissions: i.memberPermissions.bitfield } : {}),
    roleIds: memberRoleIds(i.member),
    interaction: {
      applicationId: i.applicationId,
      token: (i as { token?: string }).token ?? '',
      createdAt: i.createdTimestamp,
      ...(typeof i.attachmentSizeLimit === 'number' ? { attachmentSizeLimit: i.attachmentSizeLimit } : {}),
    },
  };
}

/** The invoker's name in the server as the interaction carries it: nickname, else display name, else username. */
function memberNameOf(i: BaseInteraction): string {
  const m = i.member as { nick?: string | null; nickname?: string | null } | null;
  return m?.nickname || m?.nick || i.user.globalName || i.user.username;
}

/**
 * Whether the invoker may use what `access` guards; a member holding a moderator role set
 * with /setup becomes a moderator here (and so for the handler too).
 */
export async function allowed(rules: AccessRules, i: BaseInteraction, invoker: Invoker, access: Access, log: Logger): Promise<boolean> {
  if (access === 'member') return true;
  if (access === 'admin') return isAdmin(i);
  return moderatorNow(rules, i, invoker, log);
}

/** Sets `invoker.isModerator` when the member holds a role the server chose with /setup (asked only for a member with roles). */
export async function moderatorNow(rules: AccessRules, i: BaseInteraction, invoker: Invoker, log: Logger): Promise<boolean> {
  if (invoker.isModerator) return true;
  const roles = memberRoleIds(i.member);
  if (!rules.storedModeratorRoles || !invoker.guildId || roles.length === 0) return false;
  try {
    const stored = await rules.storedModeratorRoles(invoker.guildId);
    invoker.isModerator = roles.some((r) => stored.includes(r));
  } catch (err) {
    log.warn({ err }, 'could not read the stored moderator roles');
  }
  return invoker.isModerator;
}

/**
 * `userId` as a command of theirs in `guildId` would find them now, read from Discord (their
 * roles and what those grant) and judged by the same moderator rule, /setup roles included: how
 * a job acts for the member it acts for. Null when they are no longer a member; throws
 * BotNotInGuildError when the bot is not in the server, and whatever a failed read throws
 * (never a guess either way).
 */
export async function memberInvoker(
  facts: Pick<DiscordFacts, 'member'>,
  rules: AccessRules,
  guildId: string,
  userId: string,
  locale: string,
): Promise<Invoker | null> {
  const member = await facts.member(guildId, userId);
  if (!member) return null;
  let moderator = holdsModerator(member.permissions, member.roleIds, rules.moderatorRoleIds);
  if (!moderator && rules.storedModeratorRoles && member.roleIds.length > 0) {
    const stored = await rules.storedModeratorRoles(guildId);
    moderator = member.roleIds.some((r) => stored.includes(r));
  }
  return { userId, guildId, channelId: null, locale, isModerator: moderator, permissions: member.permissions, roleIds: member.roleIds };
}

/** Whether these options name a subcommand the module keeps for moderators. */
export function moderatorSubcommand(m: AnyCommand, options: Record<string, unknown>): boolean {
  return (m.moderatorSubcommands as readonly string[] | undefined)?.includes(subcommandPath(options)) ?? false;
}

/** The refusal for an access level the invoker does not have. */
export function refusalFor(access: Access): Text {
  return access === 'admin' ? SAYS.notAdmin : SAYS.notModerator;
}
