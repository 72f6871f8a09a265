import type { APIEmbed } from 'discord.js';
import type { Reply } from './reply.js';

/**
 * Discord's message limits and the helpers that keep a view inside them. discord.js checks
 * single parts when building but not the 6000-character total, and a view that overflows is
 * refused by Discord as a whole; so views cut here, visibly, with "…".
 */
export const LIMITS = {
  content: 2000,
  embeds: 10,
  embedTitle: 256,
  embedDescription: 4096,
  embedFields: 25,
  fieldName: 256,
  fieldValue: 1024,
  footer: 2048,
  author: 256,
  embedTotal: 6000,
  rows: 5,
  buttonsPerRow: 5,
  buttonLabel: 80,
  selectOptions: 25,
  selectOptionText: 100,
  placeholder: 150,
  customId: 100,
  choices: 25,
  choiceName: 100,
  choiceValue: 100,
  /** Attachments per message. */
  files: 10,
  /** An attachment's description (alt text). */
  fileDescription: 1024,
} as const;

/** A file name Discord keeps as given (letters, digits, `-`, `_`, `.`; it rewrites others). */
export const FILE_NAME = /^[A-Za-z0-9_.-]{1,100}$/;

const ELLIPSIS = '…';

/** Left as they are: inside a link or a custom emoji, `*` and `_` are part of the name. */
const VERBATIM = /(https?:\/\/\S+|<a?:\w+:\d+>)/;

/**
 * Neutralises user-supplied text for Markdown: emphasis, code, strikethrough, spoilers,
 * masked links (every `[`, so several links on a line are all inert), and at line starts
 * headings, subtext (`-# `), quotes and lists. It does what discord.js's escapeMarkdown does
 * with every option on, without its regexes: their lookbehinds are quadratic (tenths of a
 * second on a few thousand characters) and its masked-link regex is greedy (only the first
 * link of a line was escaped) and backtracks for seconds on text full of brackets.
 */
export function escape(text: string): string {
  return lineStarts(inlineEscape(text));
}

/**
 * `escape` for text that follows other text on its first line (a refusal after the option's
 * name): that line starts no heading, list or quote, so it is left as it is there.
 */
export function escapeAfterText(text: string): string {
  const nl = text.indexOf('\n');
  return nl < 0 ? inlineEscape(text) : inlineEscape(text.slice(0, nl)) + escape(text.slice(nl));
}

function inlineEscape(text: string): string {
  return (
    text
      .split(VERBATIM)
      // Bold still applies inside a link, as discord.js (and Discord) treat it.
      .map((part, i) => (i % 2 === 1 ? part.replace(/[\\`[]/g, '\\$&').replaceAll('**', '\\*\\*') : part.replace(/[\\`*_[]/g, '\\$&')))
      .join('')
      .replaceAll('~~', '\\~\\~')
      .replaceAll('||', '\\|\\|')
  );
}

function lineStarts(inline: string): string {
  return inline
    .replace(/^( {0,2})([*-] )?( *)(#{1,3} )/gm, '$1$2$3\\$4')
    .replace(/^( *)([-*]|-#)( +)/gm, '$1\\$2$3')
    .replace(/^( *)>/gm, '$1\\>')
    .replace(/^( *\d+)\./gm, '$1\\.');
}

/** Cuts `text` to at most `max` characters (code points kept whole), ending with "…" when cut. */
export function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  if (max <= 0) return '';
  let out = text.slice(0, max - 1);
  // Do not leave half a surrogate pair behind.
  if (/[\uD800-\uDBFF]$/.test(out)) out = out.slice(0, -1);
  return out + ELLIPSIS;
}

export function embedLength(embed: APIEmbed): number {
  return (
    (embed.title?.length ?? 0) +
    (embed.description?.length ?? 0) +
    (embed.footer?.text.length ?? 0) +
    (embed.author?.name.length ?? 0) +
    (embed.fields ?? []).reduce((n, f) => n + f.name.length + f.value.length, 0)
  );
}

/** Fits one embed's parts into their own limits (not the message total). */
export function fitEmbed(embed: APIEmbed): APIEmbed {
  const out: APIEmbed = { ...embed };
  if (out.title !== undefined) out.title = cut(out.title, LIMITS.embedTitle);
  if (out.description !== undefined) out.description = cut(out.description, LIMITS.embedDescription);
  if (out.footer) out.footer = { ...out.footer, text: cut(out.footer.text, LIMITS.footer) };
  if (out.author) out.author = { ...out.author, name: cut(out.author.name, LIMITS.author) };
  if (out.fields) {
    out.fields = out.fields.slice(0, LIMITS.embedFields).map((f) => ({
      ...f,
      name: cut(f.name, LIMITS.fieldName),
      value: cut(f.value, LIMITS.fieldValue),
    }));
  }
  return out;
}

/**
 * Fits embeds into every per-part limit and the 6000 total across them: earlier text is kept,
 * later text is cut, and fields without room are dropped (a field cannot be empty).
 */
export function fitEmbeds(embeds: APIEmbed[]): APIEmbed[] {
  let budget = LIMITS.embedTotal;
  const take = (text: string): string => {
    const out = cut(text, budget);
    budget -= out.length;
    return out;
  };
  const result: APIEmbed[] = [];
  for (const raw of embeds.slice(0, LIMITS.embeds).map(fitEmbed)) {
    if (embedLength(raw) <= budget) {
      budget -= embedLength(raw);
      result.push(raw);
      continue;
    }
    const e: APIEmbed = { ...raw };
    if (e.author) e.author = { ...e.author, name: take(e.author.name) };
    if (e.title !== undefined) e.title = take(e.title);
    if (e.description !== undefined) e.description = take(e.description);
    if (e.fields) {
      const fields: NonNullable<APIEmbed['fields']> = [];
      for (const f of e.fields) {
        // A name and at least a few characters of value, or the field is not worth showing.
        if (budget < f.name.length + 2) break;
        const name = take(f.name);
        fields.push({ ...f, name, value: take(f.value) });
      }
      e.fields = fields;
    }
    if (e.footer) e.footer = { ...e.footer, text: take(e.footer.text) };
    if (e.author && !e.author.name) delete e.author;
    if (e.footer && !e.footer.text) delete e.footer;
    if (e.title === '') delete e.title;
    if (e.description === '') delete e.description;
    const empty = !e.title && !e.description && !e.fields?.length && !e.image && !e.thumbnail;
    if (!empty) result.push(e);
    if (budget <= 0) break;
  }
  return result;
}

type Row = NonNullable<Reply['components']>[number];

function fitRow(row: Row): Row {
  const components = row.components.slice(0, LIMITS.buttonsPerRow).map((c) => {
    if ('custom_id' in c && c.custom_id.length > LIMITS.customId) {
      // A cut id would be refused or decoded as something else: this is a bug in the view.
      throw new RangeError(`custom id longer than ${LIMITS.customId} characters: ${c.custom_id.slice(0, 40)}…`);
    }
    const out = { ...c } as typeof c;
    if ('label' in out && typeof out.label === 'string') out.label = cut(out.label, LIMITS.buttonLabel);
    if ('placeholder' in out && typeof out.placeholder === 'string') out.placeholder = cut(out.placeholder, LIMITS.placeholder);
    if ('options' in out && Array.isArray(out.options)) {
      out.options = out.options.slice(0, LIMITS.selectOptions).map((o) => ({
        ...o,
        label: cut(o.label, LIMITS.selectOptionText),
        ...(o.description !== undefined ? { description: cut(o.description, LIMITS.selectOptionText) } : {}),
      }));
      if ('max_values' in out && typeof out.max_values === 'number') {
        out.max_values = Math.min(out.max_values, out.options.length);
      }
    }
    return out;
  });
  return { ...row, components };
}

/** Fits a whole Reply: content 2000, embeds (parts and total), 5 rows, select options 25. */
export function fitReply(reply: Reply): Reply {
  const out: Reply = {};
  if (reply.content !== undefined) out.content = cut(reply.content, LIMITS.content);
  if (reply.embeds !== undefined) out.embeds = fitEmbeds(reply.embeds);
  if (reply.components !== undefined) out.components = reply.components.slice(0, LIMITS.rows).map(fitRow);
  if (reply.files !== undefined) {
    out.files = reply.files
      .slice(0, LIMITS.files)
      .map((f) => (f.description !== undefined ? { ...f, description: cut(f.description, LIMITS.fileDescription) } : f));
  }
  return out;
}

/** Autocomplete choices: at most 25, names cut to 100; values longer than 100 are left out. */
export function fitChoices<C extends { name: string; value: string | number }>(choices: C[]): C[] {
  return choices
    .filter((c) => typeof c.value !== 'string' || c.value.length <= LIMITS.choiceValue)
    .slice(0, LIMITS.choices)
    .map((c) => ({ ...c, name: cut(c.name, LIMITS.choiceName) || String(c.value) }));
}

/** Groups lines into blocks of at most `max` characters (e.g. several embed fields); a longer line is cut. */
export function chunkLines(lines: readonly string[], max: number = LIMITS.fieldValue): string[] {
  const blocks: string[] = [];
  let current = '';
  for (const raw of lines) {
    const line = cut(raw, max);
    if (current && current.length + 1 + line.length > max) {
      blocks.push(current);
      current = '';
    }
    current = current ? `${current}\n${line}` : line;
  }
  if (current) blocks.push(current);
  return blocks;
}
