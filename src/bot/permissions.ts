import { PermissionFlagsBits, PermissionsBitField, type BaseInteraction } from 'discord.js';
import type { RoleFacts } from '../services/discord-facts.js';
import { holdsAdministrator, holdsModerator } from '../command/roles.js';

export { holdsModerator } from '../command/roles.js';

/**
 * Run-time checks of who is asking: the two roles (administrator, moderator) are defined once in
 * src/command/roles.ts; default_member_permissions only sets what Discord's picker shows, and a
 * server can change that per command, so the router checks every interaction.
 */

/**
 * What the bot itself needs in a server, the `permissions` of its invite URL (README, "Creating
 * the Discord application"; test/readme.invite.test.ts holds the two equal). Replies to
 * interactions need none; the bot's own messages do:
 * - View Channel and Send Messages: the audit channel's lines, feed announcements, scheduled
 *   boards (and editing them, which needs nothing more for its own messages);
 * - Embed Links: feed announcements and scheduled boards are embeds, which Discord drops from a
 *   bot's message without it;
 * - Manage Roles: a role prize (`/raffle role`) is given to its winners as the bot, so the bot
 *   needs it, with its role above the prize's. Leave it out when no role prizes are run.
 */
export const BOT_PERMISSIONS =
  PermissionFlagsBits.ViewChannel | PermissionFlagsBits.SendMessages | PermissionFlagsBits.EmbedLinks | PermissionFlagsBits.ManageRoles;

/** The OAuth2 scopes of the invite: the bot user, and its slash commands. */
export const INVITE_SCOPES = ['bot', 'applications.commands'] as const;

/** The invite URL of the application `clientId`, with the scopes and permissions above. */
export function inviteUrl(clientId: string): string {
  const q = new URLSearchParams({ client_id: clientId, scope: INVITE_SCOPES.join(' '), permissions: String(BOT_PERMISSIONS) });
  return `https://discord.com/oauth2/authorize?${q.toString().replace(/\+/g, '%20')}`;
}

/** The member's role ids, whether discord.js cached the member or handed us the raw payload. */
export function memberRoleIds(member: BaseInteraction['member']): string[] {
  if (!member) return [];
  // A raw member lists role ids; a GuildMember keeps them in `_roles` (its role manager only
  // shows roles that happen to be cached).
  const raw = (member as { _roles?: unknown })._roles ?? member.roles;
  return Array.isArray(raw) ? raw.filter((r): r is string => typeof r === 'string') : [];
}

/** Whether the invoker is an administrator: who may change the server's settings (/setup). */
export function isAdmin(interaction: Pick<BaseInteraction, 'memberPermissions'>): boolean {
  return holdsAdministrator(interaction.memberPermissions?.bitfield);
}

export function isModerator(
  interaction: Pick<BaseInteraction, 'memberPermissions' | 'member'>,
  moderatorRoleIds: readonly string[],
): boolean {
  return holdsModerator(interaction.memberPermissions?.bitfield, memberRoleIds(interaction.member), moderatorRoleIds);
}

/**
 * What a member may do server-wide, as Discord computes it from their roles: the owner and an
 * Administrator everything, anyone else @everyone's permissions and those of each role held.
 * (Channel overwrites are left out: a job acts in no channel.)
 */
export function guildPermissions(
  guild: { id: string; ownerId: string; roles: readonly RoleFacts[] },
  userId: string,
  roleIds: readonly string[],
): bigint {
  if (userId === guild.ownerId) return PermissionsBitField.All;
  let granted = guild.roles.find((r) => r.id === guild.id)?.permissions ?? 0n;
  for (const r of guild.roles) if (roleIds.includes(r.id)) granted |= r.permissions;
  return (granted & PermissionFlagsBits.Administrator) !== 0n ? PermissionsBitField.All : granted;
}
