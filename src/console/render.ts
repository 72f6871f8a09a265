/**
 * Message payloads (as Discord receives them) to plain-text cards for a terminal. Pure: the
 * same body, names and moment always give the same text. Input is read defensively because
 * it is whatever the bot sent, not what a type says it should be.
 */

export interface MessageBody {
  content?: string | null;
  embeds?: EmbedBody[];
  components?: { type: number; components?: ComponentBody[] }[];
  flags?: number;
}

interface EmbedBody {
  title?: string;
  description?: string;
  url?: string;
  color?: number;
  fields?: { name: string; value: string; inline?: boolean }[];
  footer?: { text: string };
  author?: { name: string };
  thumbnail?: { url: string };
  image?: { url: string };
  timestamp?: string;
}

interface ComponentBody {
  type: number;
  style?: number;
  label?: string;
  emoji?: { name?: string | null; id?: string | null };
  custom_id?: string;
  url?: string;
  disabled?: boolean;
  placeholder?: string;
  min_values?: number;
  max_values?: number;
  options?: { label: string; value: string; description?: string; default?: boolean }[];
}

export interface ModalBody {
  custom_id: string;
  title: string;
  components: { type: number; label?: string; description?: string; component?: InputBody; components?: InputBody[] }[];
}

interface InputBody {
  type: number;
  custom_id: string;
  label?: string;
  style?: number;
  placeholder?: string;
  value?: string;
  required?: boolean;
  min_length?: number;
  max_length?: number;
}

const BUTTON = 2;
const STRING_SELECT = 3;
const TEXT_INPUT = 4;
const LINK_STYLE = 5;
const SELECTS: Record<number, string> = {
  3: 'choose',
  5: 'choose users',
  6: 'choose roles',
  7: 'choose users or roles',
  8: 'choose channels',
};
/** What a picker takes at the console: an id, or a name it knows (Session.press). */
const PICKED: Record<number, string> = { 5: '<id or @member>', 6: '<id or @role>', 7: '<id, @member or @role>', 8: '<id or #channel>' };
export const EPHEMERAL = 1 << 6;

export interface Control {
  /** 1-based, in reading order over every row. */
  n: number;
  kind: 'button' | 'link' | 'select';
  label: string;
  customId?: string;
  url?: string;
  disabled: boolean;
  /** String select options; other selects take ids. */
  options?: { label: string; value: string; description?: string; default?: boolean }[];
  minValues?: number;
  maxValues?: number;
  selectType?: number;
}

/** Every button and select of a message, numbered as the card shows them. */
export function controlsOf(message: MessageBody): Control[] {
  const out: Control[] = [];
  for (const row of message.components ?? []) {
    for (const c of row.components ?? []) {
      const n = out.length + 1;
      const emoji = c.emoji?.name ? `${c.emoji.name} ` : '';
      if (c.type === BUTTON) {
        const link = c.style === LINK_STYLE;
        out.push({
          n,
          kind: link ? 'link' : 'button',
          label: `${emoji}${c.label ?? ''}`.trim() || '(no label)',
          ...(c.custom_id !== undefined ? { customId: c.custom_id } : {}),
          ...(c.url !== undefined ? { url: c.url } : {}),
          disabled: c.disabled === true,
        });
      } else if (c.type in SELECTS) {
        out.push({
          n,
          kind: 'select',
          label: c.placeholder ?? SELECTS[c.type] ?? 'choose',
          ...(c.custom_id !== undefined ? { customId: c.custom_id } : {}),
          disabled: c.disabled === true,
          ...(c.type === STRING_SELECT ? { options: c.options ?? [] } : {}),
          minValues: c.min_values ?? 1,
          maxValues: c.max_values ?? 1,
          selectType: c.type,
        });
      }
    }
  }
  return out;
}

/** Finds a control by number (`3`) or label (case-insensitive, emoji ignored, prefix allowed). */
export function findControl(controls: Control[], which: string): Control | undefined {
  const text = which.trim();
  if (/^\d+$/.test(text)) return controls.find((c) => c.n === Number(text));
  const norm = (s: string) =>
    s
      .toLowerCase()
      .replace(/[^\p{L}\p{N} ]/gu, '')
      .trim();
  const want = norm(text);
  if (!want) return undefined;
  return controls.find((c) => norm(c.label) === want) ?? controls.find((c) => norm(c.label).startsWith(want));
}

/** How text is spelled out: ANSI emphasis, the moment relative timestamps count from, member names. */
export interface TextOptions {
  /** Colour and bold through ANSI escapes (terminals only). */
  ansi?: boolean;
  /** Epoch ms that `<t:…:R>` counts from, as Discord's client does with its clock; default now. */
  now?: number;
  /** A member's name by id, where the console knows it (Discord's client shows names, not ids). */
  names?: (id: string) => string | undefined;
  /** A channel's name by id, where the console knows it (`#general`, as Discord's client shows a channel mention). */
  channels?: (id: string) => string | undefined;
  /** A role's name by id, where the console knows it (`@event`). */
  roles?: (id: string) => string | undefined;
  /** The reader's Discord locale: Discord's client writes timestamps in its own language. Default en-GB. */
  locale?: string;
}

export interface CardOptions extends TextOptions {
  /** What happened, e.g. `reply #2`, `edit of #2`, `follow-up #3`. */
  label: string;
  private: boolean;
}

const rule = (s: string) => `${s} ${'─'.repeat(Math.max(4, 56 - s.length))}`;

export function renderCard(message: MessageBody, options: CardOptions): string {
  const dim = (s: string) => (options.ansi ? `\x1b[2m${s}\x1b[22m` : s);
  const lines: string[] = [];
  const privacy = options.private ? ' · private (only you can see this)' : '';
  lines.push(dim(rule(`┌ ${options.label}${privacy}`)));
  const body: string[] = [];
  if (message.content) body.push(...plain(message.content, options).split('\n'));
  for (const embed of message.embeds ?? []) {
    if (body.length) body.push('');
    body.push(...renderEmbed(embed, options));
  }
  const controls = controlsOf(message);
  if (controls.length) {
    if (body.length) body.push('');
    for (const c of controls) body.push(...renderControl(c).split('\n'));
  }
  if (!body.length) body.push(dim('(empty message)'));
  lines.push(...body.map((l) => `│ ${l}`));
  lines.push(dim('└'));
  return lines.join('\n');
}

function renderEmbed(embed: EmbedBody, text: TextOptions): string[] {
  const ansi = text.ansi === true;
  const out: string[] = [];
  const colour = typeof embed.color === 'number' ? `#${embed.color.toString(16).padStart(6, '0')}` : undefined;
  const bar =
    colour && ansi ? `\x1b[38;2;${(embed.color! >> 16) & 255};${(embed.color! >> 8) & 255};${embed.color! & 255}m▌\x1b[39m ` : '▌ ';
  const b = (s: string) => (ansi ? `\x1b[1m${s}\x1b[22m` : s);
  if (embed.author?.name) out.push(plain(embed.author.name, text));
  const head = [embed.title ? b(plain(embed.title, text)) : '', colour ? `(colour ${colour})` : ''].filter(Boolean).join('  ');
  if (head) out.push(head);
  if (embed.url) out.push(`link: ${embed.url}`);
  if (embed.description) out.push(...plain(embed.description, text).split('\n'));
  for (const f of embed.fields ?? []) {
    out.push(b(plain(f.name, text)));
    out.push(
      ...plain(f.value, text)
        .split('\n')
        .map((l) => `  ${l}`),
    );
  }
  if (embed.thumbnail?.url) out.push(`thumbnail: ${embed.thumbnail.url}`);
  if (embed.image?.url) out.push(`image: ${embed.image.url}`);
  const footer = [embed.footer?.text ? plain(embed.footer.text, text) : '', embed.timestamp ? utc(Date.parse(embed.timestamp), 'f') : '']
    .filter(Boolean)
    .join(' · ');
  if (footer) out.push(`— ${footer}`);
  return out.map((l) => bar + l);
}

function renderControl(c: Control): string {
  const off = c.disabled ? ' (disabled)' : '';
  if (c.kind === 'button') return `[${c.n}] ${c.label}${off}`;
  if (c.kind === 'link') return `[${c.n}] ${c.label} ↗ ${c.url ?? ''}${off}`;
  const many = (c.maxValues ?? 1) > 1 ? ` (pick ${c.minValues}–${c.maxValues})` : '';
  const head = `[${c.n}] ▾ ${c.label}${many}${off}`;
  if (!c.options) return `${head}: press ${c.n} ${PICKED[c.selectType ?? 0] ?? '<id>'}`;
  return [
    head,
    ...c.options.map((o, i) => `      ${i + 1}. ${o.label}${o.description ? ` — ${o.description}` : ''}${o.default ? ' (selected)' : ''}`),
  ].join('\n');
}

/** Autocomplete suggestions, numbered, with the value sent when it differs from the name. */
export function renderChoices(choices: { name: string; value: string | number }[], option: string): string {
  if (!choices.length) return `no suggestions for ${option}`;
  return [
    `suggestions for ${option}:`,
    ...choices.map((c, i) => `  ${i + 1}. ${c.name}${String(c.value) !== c.name ? `  →  ${option}:${String(c.value)}` : ''}`),
  ].join('\n');
}

export interface ModalField {
  customId: string;
  label: string;
  paragraph: boolean;
  required: boolean;
  placeholder?: string;
  value?: string;
  minLength?: number;
  maxLength?: number;
}

/** The text inputs of a modal, in order, from rows (old style) or labels (new style). */
export function modalFields(modal: ModalBody): ModalField[] {
  const out: ModalField[] = [];
  for (const row of modal.components ?? []) {
    const inputs = row.component ? [row.component] : (row.components ?? []);
    for (const input of inputs) {
      if (input.type !== TEXT_INPUT) continue;
      out.push({
        customId: input.custom_id,
        label: row.label ?? input.label ?? input.custom_id,
        paragraph: input.style === 2,
        required: input.required !== false,
        ...(input.placeholder !== undefined ? { placeholder: input.placeholder } : {}),
        ...(input.value !== undefined ? { value: input.value } : {}),
        ...(input.min_length !== undefined ? { minLength: input.min_length } : {}),
        ...(input.max_length !== undefined ? { maxLength: input.max_length } : {}),
      });
    }
  }
  return out;
}

export function renderModal(modal: ModalBody): string {
  const fields = modalFields(modal);
  return [
    rule(`┌ form: ${modal.title}`),
    ...fields.map(
      (f, i) => `│ ${i + 1}. ${f.label}${f.required ? ' (required)' : ' (optional)'}${f.placeholder ? ` — e.g. ${f.placeholder}` : ''}`,
    ),
    '│ answer each field below; an empty line leaves an optional field empty, "cancel" closes the form',
    '└',
  ].join('\n');
}

/** The prompt for one modal field. */
export function fieldPrompt(field: ModalField): string {
  const bounds = [
    field.minLength !== undefined ? `min ${field.minLength}` : '',
    field.maxLength !== undefined ? `max ${field.maxLength}` : '',
  ]
    .filter(Boolean)
    .join(', ');
  return `${field.label}${bounds ? ` (${bounds})` : ''}${field.value ? ` [${field.value}]` : ''}: `;
}

const STYLES: Record<string, Intl.DateTimeFormatOptions> = {
  t: { hour: '2-digit', minute: '2-digit' },
  T: { hour: '2-digit', minute: '2-digit', second: '2-digit' },
  d: { year: 'numeric', month: '2-digit', day: '2-digit' },
  D: { year: 'numeric', month: 'long', day: 'numeric' },
  f: { year: 'numeric', month: 'long', day: 'numeric', hour: '2-digit', minute: '2-digit' },
  F: { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', hour: '2-digit', minute: '2-digit' },
};

/** A Discord timestamp tag as a UTC date, in the reader's language. */
function utc(ms: number, style: string, locale = 'en-GB'): string {
  if (!Number.isFinite(ms)) return '';
  const format = STYLES[style] ?? STYLES.f!;
  return `${new Intl.DateTimeFormat(locale, { ...format, timeZone: 'UTC', hour12: false }).format(ms)} UTC`;
}

const RELATIVE_STEPS: [Intl.RelativeTimeFormatUnit, number, number][] = [
  // unit, its length in seconds, and up to how many of it before the next unit takes over
  ['second', 1, 45],
  ['minute', 60, 45],
  ['hour', 3_600, 22],
  ['day', 86_400, 26],
  ['month', 2_629_800, 11],
  ['year', 31_557_600, Infinity],
];

/** `<t:…:R>` as Discord's client words it: "in 3 days", "2 hours ago". */
export function relative(ms: number, now: number, locale = 'en'): string {
  if (!Number.isFinite(ms)) return '';
  const seconds = (ms - now) / 1000;
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'always' });
  for (const [unit, size, upTo] of RELATIVE_STEPS) {
    const n = Math.round(seconds / size);
    // This very moment is "now" in the reader's language, never "0 seconds ago".
    if (n === 0) return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(0, 'second');
    if (Math.abs(n) < upTo) return format.format(n, unit);
  }
  return '';
}

/**
 * Discord markdown as a reader sees it: escapes removed, timestamps and mentions spelled out
 * (a member's, channel's or role's name where it is known, as Discord's client shows it), masked links show their
 * target (a disguised link stays visible), emphasis markers dropped.
 */
export function plain(text: string, options: TextOptions = {}): string {
  const { ansi = false, names, channels, roles } = options;
  const literals: string[] = [];
  let s = text.replace(/\\([^\p{L}\p{N}\s])/gu, (_, c: string) => `\u0000${literals.push(c) - 1}\u0000`);
  s = s
    .replace(/<t:(-?\d+)(?::([tTdDfFR]))?>/g, (_, secs: string, style?: string) =>
      style === 'R'
        ? relative(Number(secs) * 1000, options.now ?? Date.now(), options.locale)
        : utc(Number(secs) * 1000, style ?? 'f', options.locale),
    )
    .replace(/<@!?(\d+)>/g, (_, id: string) => `@${names?.(id) ?? id}`)
    .replace(/<@&(\d+)>/g, (_, id: string) => `@${roles?.(id) ?? `role:${id}`}`)
    .replace(/<#(\d+)>/g, (_, id: string) => `#${channels?.(id) ?? id}`)
    .replace(/<a?(:\w+:)\d+>/g, '$1')
    .replace(/<(https?:\/\/[^\s>]+)>/g, '$1')
    .replace(/\[([^\]\n]+)\]\(<?(https?:\/\/[^\s)>]+)>?\)/g, '$1 ($2)')
    .replace(/^```\w*\n?|\n?```$/gm, '')
    .replace(/^(?:#{1,3}|-#) +/gm, '')
    .replace(/\*\*(.+?)\*\*/gs, (_, inner: string) => (ansi ? `\x1b[1m${inner}\x1b[22m` : inner))
    .replace(/__(.+?)__/gs, '$1')
    .replace(/~~(.+?)~~/gs, '$1')
    .replace(/`([^`\n]+)`/g, '$1');
  return s.replace(/\u0000(\d+)\u0000/g, (_, i: string) => literals[Number(i)] ?? '');
}
