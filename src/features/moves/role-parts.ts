import { MAX_POINT_CHANGES } from '../../api/moves.js';
export { ROLE_MOVE_MAX_MEMBERS } from '../../services/discord-facts.js';

/**
 * How a whole role is cut for its points change: one balance change holds at most the API's
 * 1,000 members, so a role is sent in parts of that size, in order. Pure, so the edges (a role
 * of exactly 1,000 or 2,000) are tested as such.
 */

/** One balance change holds at most this many members (the API's limit). */
export const MEMBERS_PER_CHANGE = MAX_POINT_CHANGES;

/**
 * `members` in parts of at most `size`, in order: every member in exactly one part, no part
 * empty (a role of exactly 1,000 is one part, not two). None for nobody.
 */
export function roleParts<T>(members: readonly T[], size: number = MEMBERS_PER_CHANGE): T[][] {
  if (!Number.isSafeInteger(size) || size < 1) throw new RangeError(`a part holds at least one member (got ${size})`);
  const parts: T[][] = [];
  for (let start = 0; start < members.length; start += size) parts.push(members.slice(start, start + size));
  return parts;
}
