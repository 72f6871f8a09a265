import { ENGLISH } from '../src/i18n/reader.js';
import type { Shown } from './history.js';

/**
 * How a message the bot showed reads to the member who sees it: a preview, a write's outcome
 * (created, refused, unknown), "being sent already", scheduled, cancelled, a whole-role move's
 * progress, or an error. Read from the English texts themselves (the chaos actors use en-US),
 * so a reworded text is still recognised.
 */

const t = (key: string, values?: Record<string, unknown>) => ENGLISH.t(key as Parameters<typeof ENGLISH.t>[0], values);
/** The part of a text before its first placeholder's value. */
const before = (key: string, name: string, values: Record<string, unknown> = {}) =>
  t(key, { ...values, [name]: '\u0000' }).split('\u0000')[0]!;

const MOVES = ['pointsGive', 'pointsTake', 'tip', 'transfer', 'airdrop', 'raffle', 'burn'];
const moveTitles = MOVES.map((k) => t(`moves.title.${k}`));
const heading = (key: string) => moveTitles.map((move) => t(key, { move }));

const TEXTS: [Shown, string[]][] = [
  ['in-flight', [t('writes.inFlight')]],
  ['unknown', [...heading('moves.heading.unknown'), t('raid.outcome.unknownTitle')]],
  ['refused', [...heading('moves.heading.failed'), t('raid.outcome.failedTitle')]],
  ['created', [...MOVES.map((k) => t(`moves.done.${k}`)), t('raid.outcome.createdTitle')]],
  ['cancelled', [...heading('moves.heading.cancelled'), t('raid.cancelled'), ...heading('moves.heading.expired')]],
  ['scheduled', [before('writes.scheduled.confirmed', 'id')]],
  [
    'progress',
    [...heading('moves.roleMove.heading.sending'), ...heading('moves.roleMove.heading.done'), ...heading('moves.roleMove.heading.partly')],
  ],
];

/** The router's error replies: the unexpected (with a support reference) and the upstream ones (try again). */
const ERROR = /\(reference \w+\)|went wrong|try again/i;

type Message = {
  content?: string;
  embeds?: { title?: string; description?: string; fields?: { name?: string; value?: string }[] }[];
  components?: { components?: { custom_id?: string; label?: string }[] }[];
};

/** Everything a message shows as text: content, embed titles, descriptions and fields. */
export function textOf(message: unknown): string {
  const m = (message ?? {}) as Message;
  const embeds = (m.embeds ?? []).flatMap((e) => [
    e.title ?? '',
    e.description ?? '',
    ...(e.fields ?? []).flatMap((f) => [f.name ?? '', f.value ?? '']),
  ]);
  return [m.content ?? '', ...embeds].filter(Boolean).join('\n');
}

/** The message's buttons by label. */
export function buttonsOf(message: unknown): { label: string; customId: string }[] {
  const rows = ((message ?? {}) as Message).components ?? [];
  return rows.flatMap((r) => r.components ?? []).flatMap((c) => (c.custom_id ? [{ label: c.label ?? '', customId: c.custom_id }] : []));
}

/** What the member reads in `message` (undefined: nothing was shown). */
export function classify(message: unknown): Shown {
  if (message === undefined) return 'nothing';
  const text = textOf(message);
  for (const [shown, texts] of TEXTS) if (texts.some((x) => x && text.includes(x))) return shown;
  // A preview's first button confirms it (Confirm, the typed Confirm, or "anyway"); the second cancels.
  if (buttonsOf(message).length > 0) return 'preview';
  return ERROR.test(text) ? 'error' : 'answer';
}

/** What a read (a board, a balance, a page) shows: an answer, an error, or nothing. */
export function classifyRead(message: unknown): Shown {
  if (message === undefined) return 'nothing';
  return ERROR.test(textOf(message)) && buttonsOf(message).length === 0 ? 'error' : 'answer';
}

/** Whether `text` is the audit channel's notice of what became of scheduled write `id` (not its "scheduled for" line). */
export function isScheduledNotice(text: string, id: string): boolean {
  const notice = t('writes.scheduled.notice', { member: '\u0001', id: `\`${id}\``, when: '\u0002' });
  return text.includes(notice.slice(notice.indexOf('\u0001') + 1, notice.indexOf('\u0002')));
}
