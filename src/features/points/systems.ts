import { PointSystemIdInput, type PointSystem } from '../../api/schemas.js';
import type { CommunityClient } from '../../api/types.js';
import { NotFoundError } from '../../api/errors.js';
import { UserError, type AutocompleteContext, type CommandContext } from '../../command/contract.js';
import { inRunningText, pointSystemStatusWords } from '../../views/enum-words.js';
import { POINT_SYSTEM_GONE, POINT_SYSTEM_WORDS } from '../../command/error-texts.js';
import type { Choice } from '../../discord/reply.js';
import { withAside, type Reader } from '../../i18n/reader.js';
import type { SystemLabel } from '../leaderboard/view.js';
import { lookup, mentions, nameOrId, unknownName, type Lookup } from '../../input/lookup.js';

/**
 * Point-system lookups shared by /leaderboard and /points. Every caller asks for the same
 * first page (`limit: 50`), so autocomplete, the default system and the name shown on a board
 * come from one cached request.
 */

const LIST = { limit: 50 } as const;
/** The same with the systems shared through collabs (the community's own included). */
const SHARED = { ...LIST, includeShared: true } as const;

/** A system's name, with its status beside it when it is not active: `⚡ Sparks (paused)`. */
const withStatus = (name: string, status: PointSystem['status'], s: Reader): string =>
  status === 'ACTIVE' ? name : withAside(s, name, inRunningText(pointSystemStatusWords(status, s), s));

/** The router fits the list (25 choices, 100 characters) and answers [] when this throws. */
export async function pointSystemChoices(ctx: AutocompleteContext): Promise<Choice[]> {
  const { data } = await ctx.api.listPointSystems(LIST, { noWait: true });
  return data
    .filter((s) => mentions(s, ctx.focused.value))
    .map((s) => ({
      name: withStatus(`${s.emoji ? `${s.emoji} ` : ''}${s.name}`, s.status, ctx.reader),
      value: s.id,
    }));
}

/** The server's default system (chosen with /setup) while the community still has it, else its first ACTIVE one, for commands run without one. */
export async function defaultPointSystem(api: CommunityClient, preferred?: string | null): Promise<PointSystem | undefined> {
  const { data } = await api.listPointSystems(LIST);
  return (preferred ? data.find((s) => s.id === preferred) : undefined) ?? data.find((s) => s.status === 'ACTIVE');
}

/** The default point system the server chose with /setup; none when the store cannot be read (the board still shows, with the first active system). */
export async function serverDefaultSystem({
  invoker,
  services,
  log,
}: Pick<CommandContext<unknown>, 'invoker' | 'services' | 'log'>): Promise<string | null | undefined> {
  if (!invoker.guildId) return undefined;
  try {
    return (await services.store.settings.get(invoker.guildId))?.defaultPointSystem;
  } catch (err) {
    log.warn({ err }, "could not read the server's default point system; using the first active one");
    return undefined;
  }
}

/**
 * A typed point system: its name, an alias or its id (see lookup.ts). Named as its option is
 * (`system`): an English refusal reads "system must be…", other languages name the option as
 * their members see it.
 */
export const PointSystemInput = nameOrId('system');

const asId = (id: string): SystemLabel => ({ id, name: id, emoji: '' });

/**
 * What the user gave (an id from autocomplete or a button, or a name or alias typed without
 * picking) as a label, from the cached lists: the community's own systems, then (asked for only
 * when those do not have it) the ones shared through a collab. A name that matches nothing is
 * refused here with what the user may have meant. An id that matches nothing, or any id while
 * the lists cannot be read, is kept as an id: the balance request decides (a list may be a few
 * minutes old), and forSystem or systemGone words its 404.
 */
export async function resolvePointSystem(api: CommunityClient, given: string): Promise<SystemLabel> {
  const text = given.trim();
  const isId = PointSystemIdInput.safeParse(text).success;
  let found: Lookup<PointSystem>;
  try {
    found = lookup((await api.listPointSystems(LIST)).data, text);
    if (!found.ok) found = lookup((await api.listPointSystems(SHARED)).data, text);
  } catch (err) {
    if (isId) return asId(text);
    throw err;
  }
  if (found.ok) return found.value;
  if (isId && !found.ambiguous) return asId(text);
  throw unknownName('system', POINT_SYSTEM_WORDS, text, found);
}

/** A 404 for a system the user named reads as their mistake, with what they may have meant. */
export async function forSystem<T>(api: CommunityClient, given: string | undefined, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (given !== undefined && err instanceof NotFoundError) {
      // The list resolvePointSystem just read: from cache, no request.
      const found = await api.listPointSystems(SHARED).then(
        ({ data }) => lookup(data, given),
        () => undefined,
      );
      throw unknownName('system', POINT_SYSTEM_WORDS, given, found && !found.ok ? found : { ambiguous: false, close: [] });
    }
    throw err;
  }
}

/** A 404 for the system a button names: it was removed since the button was drawn. */
export async function systemGone<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof NotFoundError) throw new UserError(POINT_SYSTEM_GONE);
    throw err;
  }
}
