import type { Reader } from '../i18n/reader.js';
import { formatNumber } from './format.js';

/**
 * List helpers for the raid, treasury and verify views: whole lines are kept or dropped (a
 * line cut in half could break a code span or a mention), with a visible count of the rest.
 */

/** Joins as many whole lines as fit in `max`, then "…and N more" in the reader's words (or `more(n)`'s). */
export function fitLines(
  lines: string[],
  max: number,
  s: Reader,
  more = (n: number) => s.t('common.more', { n: formatNumber(n, s.locale) }),
): string {
  const out: string[] = [];
  let length = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    const rest = lines.length - i - 1;
    const tail = rest > 0 ? more(rest).length + 1 : 0;
    // Room for this line, and (if lines remain) the note for the rest.
    if (length + (out.length ? 1 : 0) + line.length + tail <= max) {
      out.push(line);
      length += (out.length > 1 ? 1 : 0) + line.length;
      continue;
    }
    const note = more(lines.length - i);
    out.push(note);
    break;
  }
  return out.join('\n');
}

/** Inline code that cannot be broken out of: backticks inside become a lookalike. Empty text shows as `∅`. */
export function code(text: string): string {
  return `\`${text.replace(/`/g, 'ˋ') || '∅'}\``;
}

/** Only http(s) links are accepted by Discord for embed images; anything else is left out. */
export function imageUrl(url: string | null | undefined): { url: string } | undefined {
  return url && /^https?:\/\/\S+$/i.test(url) && url.length <= 2048 ? { url } : undefined;
}
