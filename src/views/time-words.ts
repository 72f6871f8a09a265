import { EVERY_READER, type Reader } from '../i18n/reader.js';

/**
 * The words a member types in a time (`at:` of a write sent later, a schedule's `at:`), in any
 * language: today, tomorrow, a month's last day and the weekdays (`morgen 9:00`, `mo 18:00`,
 * `letzter 23:30`), read as the English ones src/time/when.ts and src/time/schedule.ts read.
 * Each language's words are its translators' (`common.timeWords`), plus the full weekday names
 * its dates are written with (Intl: `montag`, `lundi`).
 */

const ENGLISH_WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

/** How typed words are compared: case, accents, apostrophes and a trailing dot aside. */
const folded = (word: string) => word.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/['’]/g, '').replace(/\.$/, '');

/** The reader's words for a weekday (0 is Monday): theirs as typed, then the full name. */
export function weekdayWords(s: Reader): string[][] {
  const short = s.t('common.timeWords.weekdays').split(/\s+/);
  const long = new Intl.DateTimeFormat(s.locale, { weekday: 'long', timeZone: 'UTC' });
  // 2024-01-01 was a Monday.
  return ENGLISH_WEEKDAYS.map((_, i) => [short[i] ?? '', long.format(Date.UTC(2024, 0, 1 + i))].filter(Boolean));
}

let english: Map<string, string> | undefined;
function englishOf(): Map<string, string> {
  if (english) return english;
  const map = new Map<string, string>();
  for (const s of EVERY_READER) {
    for (const word of ['today', 'tomorrow', 'last'] as const) map.set(folded(s.t(`common.timeWords.${word}`)), word);
    weekdayWords(s).forEach((words, i) => {
      words.forEach((w) => {
        map.set(folded(w), ENGLISH_WEEKDAYS[i]!);
      });
    });
  }
  return (english = map);
}

/** `typed` with each word for a day in any language as its English one; numbers and dates as typed. */
export function englishTimeWords(typed: string): string {
  const map = englishOf();
  return typed
    .trim()
    .split(/\s+/)
    .map((token) => map.get(folded(token)) ?? token)
    .join(' ');
}
