/**
 * Names on a card come from members and communities, so they are hostile until cleaned:
 * direction overrides would reverse the rest of a row, stacks of combining marks (zalgo)
 * would climb into the rows above, control characters draw as boxes, and a 1,000-character
 * name would push the balance off the card. Pure; the drawing code also clips each cell.
 */

/** Bidi embeddings, overrides and isolates, marks, and other invisible format characters. */
const FORMAT_CONTROLS = /[\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff\ufff9-\ufffb]/gu;
const CONTROLS = /[\u0000-\u001f\u007f-\u009f]/gu;
/** Combining marks kept per base character: enough for Vietnamese, far from a zalgo tower. */
const MAX_MARKS = 2;
/** Characters kept before measuring: wider than any card row, and bounds the measuring work. */
export const MAX_NAME_CHARS = 80;

export function cleanName(raw: string): string {
  let out = '';
  let marks = 0;
  let kept = 0;
  for (const ch of raw.normalize('NFC').replace(FORMAT_CONTROLS, '').replace(CONTROLS, ' ')) {
    if (/\p{M}/u.test(ch)) {
      if (marks++ < MAX_MARKS && out) out += ch;
      continue;
    }
    marks = 0;
    if (kept >= MAX_NAME_CHARS) {
      out += '…';
      break;
    }
    out += ch;
    kept++;
  }
  return out.replace(/\s+/gu, ' ').trim();
}

/**
 * The longest start of `text` (whole code points) that fits `maxWidth` with an ellipsis,
 * by binary search over `measure`.
 */
export function fitWidth(text: string, maxWidth: number, measure: (s: string) => number): string {
  if (measure(text) <= maxWidth) return text;
  const chars = [...text];
  let lo = 0;
  let hi = chars.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (measure(`${chars.slice(0, mid).join('')}…`) <= maxWidth) lo = mid;
    else hi = mid - 1;
  }
  return `${chars.slice(0, lo).join('').trimEnd()}…`;
}

/** A point system as a card names it: its emoji (a few characters at most) and its name, cleaned. */
export function cardTitle(system: { name: string; emoji: string }): string {
  const emoji = [...cleanName(system.emoji)].slice(0, 16).join('');
  return `${emoji ? `${emoji} ` : ''}${cleanName(system.name)}`;
}
