/**
 * Splits a console line the way a user types a slash command:
 * `/raid create title:"Launch day" post-url:https://x.com/acme/status/1 amount:50`.
 * Words are separated by spaces; double quotes keep spaces, and a backslash takes the next
 * character literally (`\"`, `\\`, `\ `). `name:value` is an option; the value may be quoted.
 */

export interface Token {
  /** The word with quotes and escapes removed. */
  text: string;
  /** Option name when the word is `name:value` (colon outside quotes, name not quoted). */
  name?: string;
  value?: string;
  /** The word had a quote or an escape in it: typed exactly, not to be joined to its neighbours. */
  quoted?: boolean;
  /** Offsets of the raw word in the line. */
  start: number;
  end: number;
}

export interface Tokenized {
  tokens: Token[];
  /** The line ended inside a quote (a value still being typed). */
  open: boolean;
  /** The line ends with whitespace: the next word has not been started. */
  trailingSpace: boolean;
}

const NAME = /^[-_\p{L}\p{N}]{1,32}$/u;

export function tokenize(line: string): Tokenized {
  const tokens: Token[] = [];
  let i = 0;
  let open = false;
  while (i < line.length) {
    while (i < line.length && /\s/.test(line[i] ?? '')) i++;
    if (i >= line.length) break;
    const start = i;
    let text = '';
    let quoted = false;
    // Where the first unquoted, unescaped colon sits in `text`, if it came before any quote.
    let colon = -1;
    let literal = false;
    for (; i < line.length; i++) {
      const c = line[i] ?? '';
      if (c === '\\' && i + 1 < line.length) {
        text += line[++i];
        literal = true;
      } else if (c === '"') {
        quoted = !quoted;
        literal = true;
      } else if (!quoted && /\s/.test(c)) {
        break;
      } else {
        if (c === ':' && !quoted && colon < 0 && !literal) colon = text.length;
        text += c;
      }
    }
    if (quoted) open = true;
    const token: Token = { text, start, end: i, ...(literal ? { quoted: true } : {}) };
    const name = colon > 0 ? text.slice(0, colon) : '';
    if (NAME.test(name)) {
      token.name = name;
      token.value = text.slice(colon + 1);
    }
    tokens.push(token);
  }
  const last = line[line.length - 1];
  return { tokens, open, trailingSpace: !open && last !== undefined && /\s/.test(last) };
}

/** Quotes a value for the command line when it needs it (completion inserts values). */
export function quote(value: string): string {
  return /^[^\s"\\]+$/.test(value) ? value : `"${value.replace(/["\\]/g, (c) => `\\${c}`)}"`;
}
