import { LIMITS } from './limits.js';

/**
 * Component custom ids: `<command>:<action>:<state>`. Everything a handler needs travels in
 * the id itself (no in-memory collectors), so a pager still works after a restart. The
 * router checks command and action on the way in; state is the module's business and must
 * be parsed defensively (a user can send any id).
 */

export interface CustomId {
  command: string;
  action: string;
  state: string;
}

export const ID_PART = /^[a-z0-9_-]{1,32}$/;

export class CustomIdError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CustomIdError';
  }
}

/** Throws when a part is malformed or the id would exceed Discord's 100 characters. */
export function encode(command: string, action: string, state = ''): string {
  if (!ID_PART.test(command)) throw new CustomIdError(`custom id command must match ${ID_PART}: ${command}`);
  if (!ID_PART.test(action)) throw new CustomIdError(`custom id action must match ${ID_PART}: ${action}`);
  const id = `${command}:${action}:${state}`;
  if (id.length > LIMITS.customId) {
    throw new CustomIdError(`custom id longer than ${LIMITS.customId} characters (${id.length}): ${id.slice(0, 40)}…`);
  }
  return id;
}

/** Undefined for anything that is not a well-formed id; the state may itself contain colons. */
export function decode(id: string): CustomId | undefined {
  if (id.length === 0 || id.length > LIMITS.customId) return undefined;
  const first = id.indexOf(':');
  const second = first < 0 ? -1 : id.indexOf(':', first + 1);
  if (second < 0) return undefined;
  const command = id.slice(0, first);
  const action = id.slice(first + 1, second);
  if (!ID_PART.test(command) || !ID_PART.test(action)) return undefined;
  return { command, action, state: id.slice(second + 1) };
}
