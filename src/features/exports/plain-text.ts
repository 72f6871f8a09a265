/**
 * Discord message text as plain text, for places that show text as it is (a spreadsheet cell
 * of an export): what Discord's client would draw, in words. Mentions become the member's name
 * (`@alice`) or, unknown, their id (`@1203…`); a role and a channel, which the file cannot name,
 * their id (`@role:1203…`, `#1203…`); a timestamp its time in UTC (ISO 8601); a custom emoji its `:name:`;
 * a masked link its text and address; markdown (bold, italics, underline, strike-through,
 * spoilers, code, headings, quotes) its text; escaped characters themselves. Pure.
 */

export interface PlainOptions {
  /** The name the server shows for a member; undefined when unknown (the id is shown). */
  nameOf?(userId: string): string | undefined;
}

const MEMBER = /<@!?(\d{1,20})>/g;
/** Code spans and blocks: their text is kept exactly, nothing inside is markup. */
const CODE = /```(?:[a-z0-9_+-]*\n)?([\s\S]*?)```|``([^`]+?)``|`([^`\n]+?)`/gi;
/** A placeholder for an escaped character (private use area: never typed). */
const HELD = /\uE000(\d+)\uE001/g;

/** `2026-11-27T16:05:00Z` (ISO 8601, UTC): a timestamp with no reader's clock to count from. */
function utcWords(seconds: string): string {
  const ms = Number(seconds) * 1000;
  if (!Number.isFinite(ms) || Math.abs(ms) > 8.64e15) return seconds;
  return new Date(ms).toISOString().replace('.000Z', 'Z');
}

function plainPart(text: string, options: PlainOptions, held: string[]): string {
  return (
    text
      // Escaped characters first: what they escape is no markup.
      .replace(/\\([^\p{L}\p{N}\s])/gu, (_, c: string) => `\uE000${held.push(c) - 1}\uE001`)
      .replace(MEMBER, (_, id: string) => `@${options.nameOf?.(id) ?? id}`)
      .replace(/<@&(\d{1,20})>/g, '@role:$1')
      .replace(/<#(\d{1,20})>/g, '#$1')
      .replace(/<\/([\p{L}\p{N}_ -]{1,100}):\d{1,20}>/gu, '/$1')
      .replace(/<a?:([\w~]{1,32}):\d{1,20}>/g, ':$1:')
      .replace(/<t:(-?\d{1,13})(?::[tTdDfFR])?>/g, (_, s: string) => utcWords(s))
      .replace(/\[([^\]\n]+)\]\(<?(https?:\/\/[^\s)>]+)>?\)/g, '$1 ($2)')
      .replace(/<(https?:\/\/[^\s>]+)>/g, '$1')
      // Line starts: headings, subtext, quotes, list bullets stay (a bullet reads as one).
      .replace(/^(?:#{1,3}|-#) +/gm, '')
      .replace(/^>>> ?|^> ?/gm, '')
      // Paired emphasis, the longer markers first.
      .replace(/\*\*([^*]+?)\*\*/g, '$1')
      .replace(/__([^_]+?)__/g, '$1')
      .replace(/~~([^~]+?)~~/g, '$1')
      .replace(/\|\|([^|]+?)\|\|/g, '$1')
      .replace(/(^|[^\p{L}\p{N}*])\*(?!\s)([^*\n]+?)(?<!\s)\*(?![\p{L}\p{N}*])/gu, '$1$2')
      .replace(/(^|[^\p{L}\p{N}_])_(?!\s)([^_\n]+?)(?<!\s)_(?![\p{L}\p{N}_])/gu, '$1$2')
  );
}

/** `text` as Discord's client would show it, without markup (see the module comment). */
export function plainText(text: string, options: PlainOptions = {}): string {
  const held: string[] = [];
  let out = '';
  let at = 0;
  for (const m of text.matchAll(CODE)) {
    out += plainPart(text.slice(at, m.index), options, held) + (m[1] ?? m[2] ?? m[3] ?? '');
    at = m.index + m[0].length;
  }
  out += plainPart(text.slice(at), options, held);
  return out.replace(HELD, (_, i: string) => held[Number(i)] ?? '');
}

/** The member ids `text` mentions, in order, once each (so their names can be read). */
export function mentionedMembers(text: string): string[] {
  return [...new Set([...text.matchAll(MEMBER)].map((m) => m[1]!))];
}
