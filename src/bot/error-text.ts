import { AuthError, NotFoundError, RateLimitedError, RejectedError } from '../api/errors.js';
import { cut } from '../discord/limits.js';
import { formatSeconds } from '../views/format.js';

/**
 * What a user reads for an API error that needs no reference, in plain words (not escaped:
 * whoever puts it into a message escapes it once). Shared by the router's error replies
 * (errors.ts) and by commands that keep an outcome to show again later (a raid's "not created").
 * Undefined for errors whose text carries a log reference; those stay with errors.ts.
 */
export function apiErrorText(err: unknown): string | undefined {
  if (err instanceof AuthError) {
    // The service answers 403 both for a plan without this feature and for some key problems.
    return err.maybePlan
      ? "This server's Community API key was refused for this feature (403): the community's plan may not include it, or the key may be wrong; ask an admin."
      : "This server's Community API key was refused (401); ask an admin.";
  }
  if (err instanceof NotFoundError) return 'Not found: the Community API has no such item. Check the id and try again.';
  if (err instanceof RateLimitedError) return `The Community API is busy; try again in ${formatSeconds(err.retryAfterMs / 1000)}.`;
  if (err instanceof RejectedError) {
    return `The Community API refused the request${err.upstreamMessage ? `: ${cut(err.upstreamMessage, 300)}` : '.'}`;
  }
  return undefined;
}

/** How a lookup names what it looks for (commands/lookup.ts). */
export interface LookupWords {
  /** `point system`: in "matches more than one point system". */
  one: string;
  /** `no point system`, `no such quest`: the start of a miss. */
  none: string;
  /** Where else to look, after the suggestions: `, or see /points systems`. */
  where: string;
}

export const POINT_SYSTEM_WORDS: LookupWords = { one: 'point system', none: 'no point system', where: ', or see /points systems' };
/** Nothing else to point to: members may not run /quest completions, and the suggestions list every quest they may see. */
export const QUEST_WORDS: LookupWords = { one: 'quest', none: 'no such quest', where: '' };

/**
 * A name or id that matched nothing, or more than one thing. Plain words, not escaped (the
 * InputError that carries it is escaped when shown). The same text for a thing that does
 * not exist and one the user may not see, so a refusal never tells them apart.
 */
export function unknownNameText(words: LookupWords, typed: string, miss: { ambiguous: boolean; close: readonly { id: string; name: string }[] }): string {
  const shown = `"${cut(typed, 100)}"`;
  if (miss.ambiguous) {
    const list = miss.close.map((c) => `"${cut(c.name, 60)}" (${cut(c.id, 60)})`).join(', ');
    return `${shown} matches more than one ${words.one}: ${list}; type the id or pick one from the suggestions`;
  }
  const head = `${words.none} ${shown} in this community`;
  if (miss.close.length === 0) return `${head}; pick one from the suggestions${words.where}`;
  const names = miss.close.map((c) => `"${cut(c.name, 60)}"`);
  const options = names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : names[0];
  return `${head}; did you mean ${options}? Pick one from the suggestions${words.where}`;
}

/** A button that names a point system removed since it was drawn: the user typed nothing. */
export const POINT_SYSTEM_GONE = 'This point system no longer exists in this community; run /leaderboard or /points systems to see the current ones.';
