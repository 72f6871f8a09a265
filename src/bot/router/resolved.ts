import type { CommandInteractionOption, Role, APIRole } from 'discord.js';
import type { ResolvedFacts, RoleFacts } from '../../kit/command.js';

/**
 * What an interaction's payload says of the roles and users its options name: Discord sends a
 * role's permissions, `managed` flag and position with the option, and each user's `bot` flag,
 * so checking them costs no request.
 */

/** A role as discord.js hands it over: a cached Role (gateway), or the payload's raw role (no cached guild). */
export function roleFacts(role: Role | APIRole): RoleFacts {
  if ('rawPosition' in role) return { id: role.id, permissions: role.permissions.bitfield, managed: role.managed, position: role.rawPosition };
  return { id: role.id, permissions: BigInt(role.permissions), managed: role.managed, position: role.position };
}

export function resolvedFacts(data: readonly CommandInteractionOption[]): ResolvedFacts {
  const facts: ResolvedFacts = { roles: {}, users: {} };
  const walk = (options: readonly CommandInteractionOption[]) => {
    for (const o of options) {
      if (o.role) facts.roles[o.role.id] = roleFacts(o.role);
      if (o.user) facts.users[o.user.id] = { bot: o.user.bot };
      if (o.options) walk(o.options);
    }
  };
  walk(data);
  return facts;
}
