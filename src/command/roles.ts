import { PermissionFlagsBits, PermissionsBitField } from 'discord.js';

/**
 * The bot's two roles, each defined once (the router, the jobs acting for someone, /help and the
 * console all ask these):
 * - an **administrator** holds Manage Server (Administrator includes it): /setup, and every
 *   moderator command;
 * - a **moderator** is an administrator, or a member holding a moderator role (one in
 *   MODERATOR_ROLE_IDS, or one the server chose with /setup): the moderator commands, not /setup.
 */

/** The permission that makes an administrator. */
export const ADMINISTRATOR_PERMISSION = PermissionFlagsBits.ManageGuild;

/** An administrator: Manage Server, or Administrator (which holds every permission). */
export function holdsAdministrator(permissions: bigint | undefined): boolean {
  // `has` treats Administrator as holding every permission.
  return permissions !== undefined && new PermissionsBitField(permissions).has(ADMINISTRATOR_PERMISSION);
}

/**
 * The moderator rule, for a member described by their permissions and roles (from an
 * interaction, or read from Discord for a job acting for them): an administrator, or one of
 * `moderatorRoleIds` held.
 */
export function holdsModerator(permissions: bigint | undefined, roleIds: readonly string[], moderatorRoleIds: readonly string[]): boolean {
  if (holdsAdministrator(permissions)) return true;
  if (moderatorRoleIds.length === 0) return false;
  return roleIds.some((r) => moderatorRoleIds.includes(r));
}
