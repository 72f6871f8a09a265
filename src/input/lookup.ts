import { textMax } from '../api/schemas.js';
import { InputError } from '../command/contract.js';
import { unknownNameText, type LookupWords } from '../command/error-texts.js';

/**
 * The one way a command finds a thing of a list (a point system, a quest) from what a user
 * typed: its id, or its name. Pure: the caller brings the list (from the client's cache) and
 * decides what a miss means (a plain id may still be asked for directly).
 */

/** Anything a user may name: an id, a name, and maybe other names. */
export interface Named {
  readonly id: string;
  readonly name: string;
  readonly aliases?: readonly string[];
}

/** Found, or not: `close` holds what the user may have meant (several equal matches when `ambiguous`). */
export type Lookup<T> = { ok: true; value: T } | { ok: false; ambiguous: boolean; close: T[] };

/** How many candidates a "did you mean" names. */
export const MAX_CLOSE = 3;

/**
 * A typed name or id: trimmed by the caller, not empty, at most 128 characters (ids and names
 * both fit), and whole characters only (a lone surrogate cannot be sent nor shown back).
 */
export const nameOrId = (what: string) => textMax(what, 128, 1);

/** Spaces folded and case ignored: `season  1 xp` is `Season 1 XP`. */
const fold = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();

const keys = (item: Named) => [item.name, ...(item.aliases ?? []), item.id];

/** Whether what is being typed appears in the item's name, other names or id: for suggestions. */
export function mentions(item: Named, typed: string): boolean {
  const t = fold(typed);
  return !t || keys(item).some((k) => fold(k).includes(t));
}

/**
 * The exact id, then the exact name, then the one item whose name, other name or id matches
 * ignoring case and spacing. Two or more such items, or none: not found, with the candidates.
 */
export function lookup<T extends Named>(items: readonly T[], text: string): Lookup<T> {
  const typed = text.trim();
  const byId = items.find((i) => i.id === typed);
  if (byId) return { ok: true, value: byId };
  const byName = items.filter((i) => i.name.trim() === typed);
  if (byName.length === 1) return { ok: true, value: byName[0] as T };
  const wanted = fold(typed);
  const loose = byName.length > 1 ? byName : items.filter((i) => keys(i).some((k) => fold(k) === wanted));
  if (loose.length === 1) return { ok: true, value: loose[0] as T };
  if (loose.length > 1) return { ok: false, ambiguous: true, close: loose.slice(0, MAX_CLOSE) };
  return { ok: false, ambiguous: false, close: closeTo(items, wanted) };
}

/** Items a typo away from `wanted` (folded), or containing it, or contained in it; closest first. */
function closeTo<T extends Named>(items: readonly T[], wanted: string): T[] {
  if (!wanted) return [];
  const room = Math.max(1, Math.floor(wanted.length / 3));
  return items
    .map((item, at) => ({ item, at, d: Math.min(...keys(item).map((k) => distance(fold(k), wanted))) }))
    .filter((c) => c.d <= room)
    .sort((a, b) => a.d - b.d || a.at - b.at)
    .slice(0, MAX_CLOSE)
    .map((c) => c.item);
}

/**
 * 0 when one contains the other (at least 2 characters), else the edit distance to the whole
 * key or (a little further) to its start: `season 2` is near `Season 1 XP`.
 */
function distance(key: string, wanted: string): number {
  if (!key) return Infinity;
  if (Math.min(key.length, wanted.length) >= 2 && (key.includes(wanted) || wanted.includes(key))) return 0;
  const start = key.length > wanted.length ? edits(key.slice(0, wanted.length), wanted) + 0.5 : Infinity;
  return Math.min(edits(key, wanted), start);
}

/** Levenshtein distance; Infinity when the lengths alone differ by more than a third. */
function edits(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > Math.max(1, Math.floor(b.length / 3))) return Infinity;
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) {
      next[j] = Math.min((row[j] as number) + 1, (next[j - 1] as number) + 1, (row[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    row = next;
  }
  return row[b.length] as number;
}

/** The refusal for a miss, naming the option, with what the user may have meant. */
export function unknownName(
  field: string,
  words: LookupWords,
  typed: string,
  miss: { ambiguous: boolean; close: readonly Named[] },
): InputError {
  return InputError.of(field, unknownNameText(words, typed.trim(), miss));
}
