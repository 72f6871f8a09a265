import { AuthError, NotFoundError, RateLimitedError, RejectedError } from '../api/errors.js';
import { cut } from '../discord/limits.js';
import type { TextKey } from '../i18n/index.js';
import { quoted, withAside, type Text, type Reader } from '../i18n/reader.js';
import { formatSeconds } from '../views/format.js';

/**
 * A text kept to be shown later, maybe in another language (a write's refusal, stored in its
 * journal entry): a key and its values, JSON as it is. A `{ seconds }` value is a wait, written
 * in the reader's words when shown.
 */
export interface StoredText {
  key: TextKey;
  values?: Record<string, string | number | { seconds: number }>;
}

export function readStored(p: StoredText, s: Reader): string {
  const values = Object.fromEntries(
    Object.entries(p.values ?? {}).map(([k, v]) => [k, typeof v === 'object' ? formatSeconds(v.seconds, s) : v]),
  );
  return s.t(p.key, values);
}

export const fromStored =
  (p: StoredText): Text =>
  (s) =>
    readStored(p, s);

/** Whether a stored value is a StoredText (a journal entry written by this version). */
export function isStoredText(v: unknown): v is StoredText {
  return typeof v === 'object' && v !== null && typeof (v as StoredText).key === 'string';
}

/**
 * What a user reads for an API error that needs no reference, in plain words (not escaped:
 * whoever puts it into a message escapes it once). Shared by the router's error replies
 * (errors.ts) and by commands that keep an outcome to show again later (a raid's "not created").
 * Undefined for errors whose text carries a log reference; those stay with errors.ts.
 */
export function apiErrorText(err: unknown): StoredText | undefined {
  // The service answers 403 both for a plan without this feature and for some key problems.
  if (err instanceof AuthError) return { key: err.maybePlan ? 'errors.api.forbidden' : 'errors.api.unauthorized' };
  if (err instanceof NotFoundError) return { key: 'errors.api.notFound' };
  if (err instanceof RateLimitedError) return { key: 'errors.api.busy', values: { wait: { seconds: err.retryAfterMs / 1000 } } };
  if (err instanceof RejectedError) {
    return err.upstreamMessage
      ? { key: 'errors.api.rejectedWith', values: { message: cut(err.upstreamMessage, 300) } }
      : { key: 'errors.api.rejected' };
  }
  return undefined;
}

/** How a lookup names what it looks for (src/input/lookup.ts): keys of `errors.lookup.<kind>`. */
export type LookupWords = 'pointSystem' | 'quest';
export const POINT_SYSTEM_WORDS: LookupWords = 'pointSystem';
/** Nothing else to point to: members may not run /quest completions, and the suggestions list every quest they may see. */
export const QUEST_WORDS: LookupWords = 'quest';

/**
 * A name or id that matched nothing, or more than one thing. Plain words, not escaped (the
 * InputError that carries it is escaped when shown). The same text for a thing that does
 * not exist and one the user may not see, so a refusal never tells them apart.
 */
export function unknownNameText(
  words: LookupWords,
  typed: string,
  miss: { ambiguous: boolean; close: readonly { id: string; name: string }[] },
): Text {
  return (s) => {
    // The texts quote what was typed themselves, each language with its own marks; names are quoted here alike.
    const shown = cut(typed, 100);
    if (miss.ambiguous) {
      const list = miss.close.map((c) => withAside(s, quoted(s, cut(c.name, 60)), cut(c.id, 60))).join(s.t('board.comma'));
      return s.t(`errors.lookup.${words}.ambiguous`, { typed: shown, list });
    }
    if (miss.close.length === 0) return s.t(`errors.lookup.${words}.none`, { typed: shown });
    const names = s.list(
      miss.close.map((c) => quoted(s, cut(c.name, 60))),
      'disjunction',
    );
    return s.t(`errors.lookup.${words}.close`, { typed: shown, names });
  };
}

/** A button that names a point system removed since it was drawn: the user typed nothing. */
/** A server with no key: every API call of its commands fails with this, before any request. */
export const NO_KEY_MESSAGE: StoredText = { key: 'errors.noKey' };

/** A key is stored but this process cannot decrypt it (SETTINGS_SECRET missing or changed). */
export const KEY_UNREADABLE_MESSAGE: StoredText = { key: 'errors.keyUnreadable' };

export const POINT_SYSTEM_GONE: Text = (s) => s.t('errors.lookup.pointSystemGone');
