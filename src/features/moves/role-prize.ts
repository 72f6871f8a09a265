import { PermissionFlagsBits as P } from 'discord.js';
import { quotedList, type Text } from '../../i18n/reader.js';
import { UserError, type Invoker } from '../../command/contract.js';
import type { DiscordFacts, GuildFacts, RoleFacts } from '../../services/discord-facts.js';

/**
 * Whether a role may be a prize (/raffle role): the service hands it to whoever wins, so the
 * bot checks what Discord would check of a moderator giving it by hand, and more. Refused:
 * @everyone, a role an integration manages, a role carrying a permission that runs the server,
 * a role at or above the moderator's highest role (the owner excepted) or the bot's; and the
 * moderator needs Manage Roles. The role's permissions, managed flag and position come with the
 * interaction; the hierarchy (the server's roles, its owner, the bot's roles) is read from
 * Discord when asked, at the preview and again at Confirm.
 */

/** Permissions a prize must not carry: each lets its holder run or wreck the server, or reach everyone. */
export const DANGEROUS_PERMISSIONS = {
  Administrator: P.Administrator,
  ManageGuild: P.ManageGuild,
  ManageRoles: P.ManageRoles,
  ManageChannels: P.ManageChannels,
  ManageWebhooks: P.ManageWebhooks,
  BanMembers: P.BanMembers,
  KickMembers: P.KickMembers,
  MentionEveryone: P.MentionEveryone,
} as const;

const mention = (roleId: string) => `<@&${roleId}>`;

/** The highest position among `roleIds` (0, @everyone's, when none is known). */
function highest(roles: readonly RoleFacts[], roleIds: readonly string[]): number {
  return Math.max(0, ...roles.filter((r) => roleIds.includes(r.id)).map((r) => r.position));
}

/** Why `role` cannot be the invoker's prize in this server, or undefined when it can. */
export function rolePrizeProblem(
  roleId: string,
  role: RoleFacts | undefined,
  invoker: Pick<Invoker, 'userId' | 'guildId' | 'permissions' | 'roleIds'>,
  guild: GuildFacts,
): Text | undefined {
  const values = { role: mention(roleId) };
  if (roleId === invoker.guildId) return (s) => s.t('moves.role.everyone');
  if (!role) return (s) => s.t('moves.role.unknown', values);
  if (role.managed) return (s) => s.t('moves.role.managed', values);
  const dangerous = (Object.entries(DANGEROUS_PERMISSIONS) as [keyof typeof DANGEROUS_PERMISSIONS, bigint][])
    .filter(([, bit]) => (role.permissions & bit) !== 0n)
    .map(([name]) => name);
  if (dangerous.length)
    return (s) =>
      s.t('moves.role.dangerous', {
        ...values,
        permissions: quotedList(
          s,
          dangerous.map((p) => s.t(`moves.permission.${p}`)),
          'conjunction',
        ),
      });
  const perms = invoker.permissions ?? 0n;
  if ((perms & (P.ManageRoles | P.Administrator)) === 0n)
    return (s) => s.t('moves.role.manageRoles', { permission: s.t('moves.permission.ManageRoles') });
  if (invoker.userId !== guild.ownerId && role.position >= highest(guild.roles, invoker.roleIds ?? []))
    return (s) => s.t('moves.role.aboveYou', values);
  if (role.position >= highest(guild.roles, guild.botRoleIds)) return (s) => s.t('moves.role.aboveBot', values);
  return undefined;
}

/**
 * Refuses (a UserError naming the role option) a role that cannot be this invoker's prize.
 * `role` is what the interaction carried; without it (a press of Confirm), the server's own
 * description of the role is used.
 */
export async function checkRolePrize(
  discord: DiscordFacts,
  invoker: Pick<Invoker, 'userId' | 'guildId' | 'permissions' | 'roleIds'>,
  roleId: string,
  role?: RoleFacts,
): Promise<void> {
  if (!invoker.guildId) throw new UserError((s) => s.t('moves.role.unknown', { role: mention(roleId) }), 'role');
  let guild: GuildFacts;
  try {
    guild = await discord.guild(invoker.guildId);
  } catch {
    // Without the hierarchy nothing says the role is safe to give.
    throw new UserError((s) => s.t('moves.role.unreadable', { role: mention(roleId) }), 'role');
  }
  const problem = rolePrizeProblem(roleId, role ?? guild.roles.find((r) => r.id === roleId), invoker, guild);
  if (problem) throw new UserError(problem, 'role');
}
