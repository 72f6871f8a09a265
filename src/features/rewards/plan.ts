import type { GuildFacts } from '../../services/discord-facts.js';

/**
 * What a sync (or the preview of one) changes: the pure comparison of who should hold the role
 * (the eligible, best first) with who holds it now (the server's member list).
 */

export interface RewardPlan {
  add: string[];
  remove: string[];
  /** Eligible, but not in the server (they left): skipped. */
  left: string[];
  /** Would change, but the bot cannot change them (the owner, a member at or above the bot's role): skipped. */
  cannot: string[];
}

/** The highest position among `roleIds` in the server (0 when none). */
export function highestPosition(guild: GuildFacts, roleIds: readonly string[]): number {
  return Math.max(0, ...guild.roles.filter((r) => roleIds.includes(r.id)).map((r) => r.position));
}

/** Whether the bot cannot change this member's roles: the server's owner, or a member whose highest role is at or above the bot's. */
export function cannotChange(guild: GuildFacts, userId: string, roleIds: readonly string[]): boolean {
  return userId === guild.ownerId || highestPosition(guild, roleIds) >= highestPosition(guild, guild.botRoleIds);
}

export function planChanges(input: {
  eligible: readonly string[];
  /** Every member of the server with their role ids. */
  members: ReadonlyMap<string, readonly string[]>;
  roleId: string;
  /** A holder no longer eligible keeps the role. */
  keep: boolean;
  guild: GuildFacts;
  /** The bot itself (never changed). */
  botId?: string;
}): RewardPlan {
  const plan: RewardPlan = { add: [], remove: [], left: [], cannot: [] };
  const eligible = new Set(input.eligible);
  const blocked = (id: string, roles: readonly string[]) => {
    if (!cannotChange(input.guild, id, roles)) return false;
    plan.cannot.push(id);
    return true;
  };
  for (const id of input.eligible) {
    const roles = input.members.get(id);
    if (!roles) plan.left.push(id);
    else if (!roles.includes(input.roleId) && !blocked(id, roles)) plan.add.push(id);
  }
  if (!input.keep) {
    for (const [id, roles] of input.members) {
      if (id === input.botId || eligible.has(id) || !roles.includes(input.roleId)) continue;
      if (!blocked(id, roles)) plan.remove.push(id);
    }
  }
  return plan;
}
