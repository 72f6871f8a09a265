/**
 * The Community API's enum values in plain words: one table per enum, the only place a value
 * becomes what a user reads. A value the API adds later is never shown raw: it reads as the
 * words it is made of (`CHAT_ACCOUNT_AGE` → "Chat account age"). Plain text: callers escape.
 * The tables are `common.words` in src/i18n/languages/<language>/common.ts.
 */
import { RESOURCES, type TextKey, type Texts } from '../i18n/index.js';
import { CAPITAL_NOUNS } from '../i18n/locales.js';
import type { Reader } from '../i18n/reader.js';

/** `CHAT_ACCOUNT_AGE` → `Chat account age`, `balance-desc` → `Balance desc`, `holderCount` → `Holder count`. */
export function wordsOf(value: string): string {
  const words = value
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_\-.]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase())
    .join(' ');
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : value;
}

type Tables = Texts['common']['words'];

/** A value in the reader's words from its table in `common.words`, else the words it is made of. */
const lookup =
  <T extends keyof Tables>(table: T) =>
  (value: string, s: Reader): string =>
    Object.hasOwn(RESOURCES.en.common.words[table], value) ? s.t(`common.words.${table}.${value}` as TextKey) : wordsOf(value);

/**
 * A table's word inside running text ("status active", "статус: активен"): the tables write
 * words as labels, capitalised; running text lowers them, except in a language that capitalises
 * nouns (German: Entwurf, Vorlage), where a label's capital also reads right after "Status:".
 */
export const inRunningText = (word: string, s: Reader): string => (CAPITAL_NOUNS[s.language] ? word : word.toLocaleLowerCase(s.locale));

/** Quest task types (the spec shows one of 32; the rest read as their words). */
export const taskTypeWords = lookup('taskType');
export const questStatusWords = lookup('questStatus');
export const recurrenceWords = lookup('recurrence');
export const visibilityWords = lookup('visibility');
/** Quest reward variants and how winners are drawn. */
export const rewardTypeWords = lookup('rewardType');
export const strategyWords = lookup('strategy');
/** What a reward or a write gives away. */
export const itemTypeWords = lookup('itemType');
export const pointSystemStatusWords = lookup('pointSystemStatus');
/** What the community's key may do with a point system. */
export const permissionWords = lookup('permission');
export const balanceOrderWords = lookup('balanceOrder');
/** Linked account platforms: the spec's neutral words and the live service's names. */
export const platformWords = lookup('platform');
