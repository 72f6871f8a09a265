import { PermissionFlagsBits, type BaseInteraction } from 'discord.js';

/**
 * Run-time moderator check. default_member_permissions only sets what Discord shows; server
 * admins can override it per command, so the router checks again on every interaction.
 */

export const MODERATOR_PERMISSION = PermissionFlagsBits.ManageGuild;

/** The member's role ids, whether discord.js cached the member or handed us the raw payload. */
export function memberRoleIds(member: BaseInteraction['member']): string[] {
  if (!member) return [];
  // A raw member lists role ids; a GuildMember keeps them in `_roles` (its role manager only
  // shows roles that happen to be cached).
  const raw = (member as { _roles?: unknown })._roles ?? member.roles;
  return Array.isArray(raw) ? raw.filter((r): r is string => typeof r === 'string') : [];
}

/** Manage Server or Administrator: who may change the server's settings (/setup). */
export function isAdmin(interaction: Pick<BaseInteraction, 'memberPermissions'>): boolean {
  return interaction.memberPermissions?.has(MODERATOR_PERMISSION) ?? false;
}

export function isModerator(interaction: Pick<BaseInteraction, 'memberPermissions' | 'member'>, moderatorRoleIds: readonly string[]): boolean {
  const perms = interaction.memberPermissions;
  // `has` treats Administrator as holding every permission.
  if (perms?.has(MODERATOR_PERMISSION)) return true;
  if (moderatorRoleIds.length === 0) return false;
  return memberRoleIds(interaction.member).some((r) => moderatorRoleIds.includes(r));
}
