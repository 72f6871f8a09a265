import type { Reader } from '../i18n/reader.js';

/**
 * A period's name as a member reads it: `2026-W47` is "week 47 of 2026" in the reader's
 * language and `2026-11` is "November 2026". The ISO label stays what members type and what the
 * store keys by; only the words shown change.
 */
export function periodLabelWords(label: string, s: Reader): string {
  const week = /^(\d{4})-W(\d{1,2})$/.exec(label);
  if (week) return s.t('period.labelWeek', { week: String(Number(week[2])), year: week[1]! });
  const month = /^(\d{4})-(\d{1,2})$/.exec(label);
  if (month)
    return new Intl.DateTimeFormat(s.locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      Date.UTC(Number(month[1]), Number(month[2]) - 1, 15),
    );
  return label;
}
