import type { CommandInteractionOption, Role, APIRole } from 'discord.js';
import type { ResolvedFacts } from '../../command/contract.js';
import type { RoleFacts } from '../../services/discord-facts.js';

/**
 * What an interaction's payload says of the roles, users and channels its options name: Discord
 * sends a role's permissions, `managed` flag and position with the option, each user's `bot`
 * flag, and the invoker's permissions in each channel, so checking them costs no request.
 */

/** A role as discord.js hands it over: a cached Role (gateway), or the payload's raw role (no cached guild). */
export function roleFacts(role: Role | APIRole): RoleFacts {
  if ('rawPosition' in role)
    return { id: role.id, permissions: role.permissions.bitfield, managed: role.managed, position: role.rawPosition };
  return { id: role.id, permissions: BigInt(role.permissions), managed: role.managed, position: role.position };
}

/**
 * What the invoker may do in a channel option's channel: Discord sends their permissions there
 * (overwrites applied) with the option. discord.js keeps them on the channel it makes
 * (`permissions`, a bitfield) or hands over the raw partial channel (a decimal string).
 */
function channelPermissions(channel: NonNullable<CommandInteractionOption['channel']>): bigint | null {
  const p = (channel as { permissions?: unknown }).permissions;
  if (typeof p === 'string' && /^\d+$/.test(p)) return BigInt(p);
  if (p && typeof p === 'object' && typeof (p as { bitfield?: unknown }).bitfield === 'bigint') return (p as { bitfield: bigint }).bitfield;
  return null;
}

export function resolvedFacts(data: readonly CommandInteractionOption[]): ResolvedFacts {
  const facts: ResolvedFacts = { roles: {}, users: {}, channels: {} };
  const walk = (options: readonly CommandInteractionOption[]) => {
    for (const o of options) {
      if (o.role) facts.roles[o.role.id] = roleFacts(o.role);
      if (o.user) facts.users[o.user.id] = { bot: o.user.bot };
      if (o.channel) facts.channels[o.channel.id] = { permissions: channelPermissions(o.channel) };
      if (o.options) walk(o.options);
    }
  };
  walk(data);
  return facts;
}
