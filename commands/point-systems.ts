import type { PointSystem } from '../src/api/schemas.js';
import type { CommunityClient } from '../src/api/types.js';
import { NotFoundError } from '../src/api/errors.js';
import { UserError, type AutocompleteContext } from '../src/bot/command.js';
import type { Choice } from '../src/discord/reply.js';
import type { SystemLabel } from '../src/views/leaderboard.js';
import { cut, escape } from '../src/discord/limits.js';

/**
 * Point-system lookups shared by /leaderboard and /points. Every caller asks for the same
 * first page (`limit: 50`), so autocomplete, the default system and the name shown on a board
 * come from one cached request.
 */

const LIST = { limit: 50 } as const;

/** The router fits the list (25 choices, 100 characters) and answers [] when this throws. */
export async function pointSystemChoices(ctx: AutocompleteContext): Promise<Choice[]> {
  const { data } = await ctx.api.listPointSystems(LIST, { noWait: true });
  const typed = ctx.focused.value.trim().toLowerCase();
  return data
    .filter((s) => !typed || [s.name, ...s.aliases].some((n) => n.toLowerCase().includes(typed)))
    .map((s) => ({ name: `${s.emoji ? `${s.emoji} ` : ''}${s.name}${s.status === 'ACTIVE' ? '' : ` (${s.status.toLowerCase()})`}`, value: s.id }));
}

/** The community's first ACTIVE system, for commands run without one. */
export async function defaultPointSystem(api: CommunityClient): Promise<PointSystem | undefined> {
  const { data } = await api.listPointSystems(LIST);
  return data.find((s) => s.status === 'ACTIVE');
}

/**
 * Resolves what the user gave (an id from autocomplete, or a name/alias typed without picking)
 * to a label. An unknown value is kept as an id: the balance request then answers 404, which the
 * router turns into its not-found message.
 */
export async function resolvePointSystem(api: CommunityClient, given: string): Promise<SystemLabel> {
  const lower = given.trim().toLowerCase();
  const match = (data: PointSystem[]) =>
    data.find((s) => s.id === given) ??
    data.find((s) => s.name.toLowerCase() === lower) ??
    data.find((s) => s.aliases.some((a) => a.toLowerCase() === lower));
  // Systems shared through a collab are listed only on request: ask once more before giving up.
  const found = match((await api.listPointSystems(LIST)).data) ?? match((await api.listPointSystems({ ...LIST, includeShared: true })).data);
  return found ?? { id: given, name: given, emoji: '' };
}

/** A 404 for a system the user named reads as their mistake, with where to find the right one. */
export async function forSystem<T>(given: string | undefined, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (given !== undefined && err instanceof NotFoundError) {
      throw new UserError(`no point system "${escape(cut(given, 100))}" in this community; pick one from the suggestions, or see /points systems`, 'system');
    }
    throw err;
  }
}
