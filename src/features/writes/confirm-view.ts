import {
  ButtonStyle,
  ComponentType,
  TextInputStyle,
  type APIActionRowComponent,
  type APIComponentInMessageActionRow,
  type APIModalInteractionResponseCallbackData,
} from 'discord.js';
import { componentIds, field, type ComponentIds } from '../../discord/component-id.js';
import type { Text, Reader } from '../../i18n/reader.js';
import { formatDecimal } from '../../decimal.js';
import type { Reply } from '../../discord/reply.js';
import { counted, discordTime, formatUsd } from '../../views/format.js';
import { code } from '../../views/markdown.js';

/**
 * What every confirmed write (a raid, a value move, a token added) shows around its own
 * preview body: the ids of its buttons and typed-confirmation form, the Confirm / "anyway" /
 * Cancel row, the sentence that says why typing is asked, and the refusals a stored preview
 * answers with. Each write's view draws its body and passes its own button labels.
 */

/** A journal entry's id (base64url, src/store/journal.ts): the one rule a preview's buttons read back. */
const PREVIEW = { preview: field.text((s) => /^[A-Za-z0-9_-]{1,32}$/.test(s)) };
export type PreviewData = { preview: string };
/**
 * The typed button also carries what to type (a word, or the amount as plain decimal text), so
 * the form it opens can repeat it: a form is the first answer to the press, drawn without a
 * lookup. Only words and amounts are read back; an id without it (too long, or older) still works.
 */
const WORD_IN_ID = /^(?:[A-Z]{1,16}|\d{1,60}(?:\.\d{1,60})?)$/;
const TYPED_WORD = { ...PREVIEW, word: field.optional(field.text((s) => WORD_IN_ID.test(s))) };
export type TypedButtonData = PreviewData & { word?: string | undefined };

/**
 * A command's preview ids. The `anyway` actions send a preview that repeats a write sent within
 * 24 hours (the journal's "possible duplicate"); nothing else may. The typed button opens the
 * form (`modal`) whose answer confirms.
 */
export interface ConfirmIds {
  buttons: ComponentIds<'confirm' | 'cancel' | 'anyway', PreviewData>;
  typedButton: ComponentIds<'confirmtyped' | 'anywaytyped', TypedButtonData>;
  modal: ComponentIds<'typed' | 'typedanyway', PreviewData>;
}

export function confirmIds(command: string): ConfirmIds {
  return {
    buttons: componentIds(command, ['confirm', 'cancel', 'anyway'], PREVIEW),
    typedButton: componentIds(command, ['confirmtyped', 'anywaytyped'], TYPED_WORD),
    modal: componentIds(command, ['typed', 'typedanyway'], PREVIEW),
  };
}

/**
 * Why the typed confirmation is asked: worth above the server's dollar limit, unknown worth
 * (with the dollar limit it could not be measured against; absent in previews stored before it
 * was kept), more points than its points limit, a role prize, or value to the moderator themself.
 */
export type TypedWhy =
  | { reason: 'usd'; limit: number }
  | { reason: 'unknown'; limit?: number }
  | { reason: 'points'; limit: number }
  | { reason: 'role' }
  | { reason: 'self' };

/** The typed confirmation: what to type (a word or the amount) and why. */
export interface TypedAsk {
  word: string;
  why: TypedWhy;
}

/** The identical write sent within 24 hours, as the journal recorded it. */
export interface EarlierWrite {
  state: 'claimed' | 'sent' | 'created' | 'unknown' | (string & {});
  /** When its request left (or was claimed), epoch ms. */
  sentAt: number;
}

/** The identical write scheduled and waiting, as a preview warns of it ("the same tip is scheduled for 14:00 by @A"). */
export interface ScheduledTwin {
  /** When it is due, epoch ms. */
  dueAt: number;
  /** Who scheduled it. */
  userId: string;
}

/**
 * A preview's controls: the first button's id (Confirm, or "anyway" when `earlier` or
 * `scheduled` is set; either opens the typed form when `typed` is set) and Cancel's.
 */
export interface PreviewControls {
  confirm: string;
  cancel: string;
  typed?: TypedAsk | undefined;
  earlier?: EarlierWrite | undefined;
  scheduled?: ScheduledTwin | undefined;
}

/** Whether the preview repeats an identical write, sent lately or scheduled: its first button is "anyway". */
export const repeats = (c: Pick<PreviewControls, 'earlier' | 'scheduled'>): boolean => c.earlier !== undefined || c.scheduled !== undefined;

function idOf<A extends string, D extends PreviewData>(
  ids: ComponentIds<A, D>,
  action: A,
  preview: string,
  extra: Omit<D, 'preview'> = {} as Omit<D, 'preview'>,
): string {
  const id = ids.id(action, { preview, ...extra } as unknown as D) ?? ids.id(action, { preview } as D);
  // The journal's ids are short: an id that does not fit is a bug, not input.
  if (id === undefined) throw new RangeError(`preview id too long: ${preview.length} characters`);
  return id;
}

/**
 * The controls of preview `preview`: Confirm, or "anyway" when it repeats `earlier`; the typed
 * button when it asks for typing.
 */
export function previewControls(
  ids: ConfirmIds,
  preview: string,
  ask: { typed?: TypedAsk | undefined; earlier?: EarlierWrite | undefined; scheduled?: ScheduledTwin | undefined } = {},
): PreviewControls {
  const repeat = repeats(ask);
  return {
    confirm: ask.typed
      ? typedId(ids, repeat ? 'anywaytyped' : 'confirmtyped', preview, ask.typed.word)
      : idOf(ids.buttons, repeat ? 'anyway' : 'confirm', preview),
    cancel: idOf(ids.buttons, 'cancel', preview),
    typed: ask.typed,
    earlier: ask.earlier,
    ...(ask.scheduled ? { scheduled: ask.scheduled } : {}),
  };
}

/**
 * The typed button's id, carrying the word when the id may: an amount kept exact (raids' text
 * amounts) can have more digits than the id's field reads back, and then the id goes without
 * it; the form then asks with its general label, as for an older id.
 */
function typedId(ids: ConfirmIds, action: 'confirmtyped' | 'anywaytyped', preview: string, word: string): string {
  // idOf already leaves out a word that fits the form but not Discord's 100 characters.
  return idOf(ids.typedButton, action, preview, WORD_IN_ID.test(word) ? { word } : {});
}

/** A write's own button labels, and whether its Confirm is red (it cannot be undone). */
export interface ConfirmLook {
  confirm: string;
  anyway: string;
  cancel: string;
  danger?: boolean;
}

/** The row under a preview: Confirm (or the red "anyway") and Cancel. */
export function confirmRow(c: PreviewControls, look: ConfirmLook): APIActionRowComponent<APIComponentInMessageActionRow> {
  return {
    type: ComponentType.ActionRow,
    components: [
      {
        type: ComponentType.Button,
        style: look.danger || repeats(c) ? ButtonStyle.Danger : ButtonStyle.Success,
        label: repeats(c) ? look.anyway : look.confirm,
        custom_id: c.confirm,
      },
      { type: ComponentType.Button, style: ButtonStyle.Secondary, label: look.cancel, custom_id: c.cancel },
    ],
  };
}

/** Whether what to type is a word (`SEND`, `BURN`, `ROLE`: TYPED_WORDS) rather than an amount. */
export const isTypedWord = (word: string): boolean => /^[A-Z]+$/.test(word);

/** What to type as the reader sees it: a word as it is, an amount as the preview writes it (`1.000,5` in German). */
export function typedShown(word: string, s: Reader): string {
  return isTypedWord(word) ? wordShown(word, s) : formatDecimal(word, s.locale);
}

/** ` Because …, Confirm then asks you to type 250.`, or '' when no typing is asked. */
export function typedNote(c: PreviewControls, look: ConfirmLook, s: Reader): string {
  if (!c.typed) return '';
  const { why, word } = c.typed;
  const values = { button: repeats(c) ? look.anyway : look.confirm, typed: code(typedShown(word, s)) };
  switch (why.reason) {
    case 'usd':
      return ` ${s.t('writes.typed.usd', { ...values, limit: formatUsd(why.limit, s.locale) })}`;
    case 'points':
      return ` ${s.t('writes.typed.points', { ...values, limit: counted('points', why.limit, s) })}`;
    case 'unknown':
      return ` ${why.limit === undefined ? s.t('writes.typed.unknown', values) : s.t('writes.typed.unknownLimit', { ...values, limit: formatUsd(why.limit, s.locale) })}`;
    case 'role':
      return ` ${s.t('writes.typed.role', values)}`;
    case 'self':
      return ` ${s.t('writes.typed.self', values)}`;
  }
}

/** The typed form's one field. */
export const TYPED_FIELD = 'answer';

/** Discord's bound on a text input's label. */
const LABEL_MAX = 45;

/**
 * The typed confirmation of preview `preview` (`typedanyway`: of its "anyway"). It cannot read
 * the stored preview (a form is the first answer, drawn without a lookup), so the word comes
 * from the pressed button's id: the label repeats what to type (`Type SEND exactly`), and the
 * placeholder shows it too, for an amount too long for the label. Without it, general words.
 */
export function typedModal(
  ids: ConfirmIds,
  action: 'typed' | 'typedanyway',
  preview: string,
  s: Reader,
  word?: string,
): APIModalInteractionResponseCallbackData {
  const shown = word === undefined ? undefined : typedShown(word, s);
  const specific = shown === undefined ? undefined : s.t('writes.confirm.modalLabelWord', { typed: shown });
  const label = specific !== undefined && specific.length <= LABEL_MAX ? specific : s.t('writes.confirm.modalLabel');
  return {
    custom_id: idOf(ids.modal, action, preview),
    title: s.t('writes.confirm.modalTitle'),
    components: [
      {
        type: ComponentType.ActionRow,
        components: [
          {
            type: ComponentType.TextInput,
            custom_id: TYPED_FIELD,
            style: TextInputStyle.Short,
            label,
            ...(shown !== undefined ? { placeholder: shown.slice(0, 100) } : {}),
            required: true,
            max_length: 100,
          },
        ],
      },
    ],
  };
}

/** What became of a confirmed write; a refusal's reason reads in whoever looks at it. */
/** `sentAt` on a created write: when it was sent (a giveaway's end counts from it). */
export type WriteOutcome =
  | { status: 'created'; sentAt?: number | undefined }
  | { status: 'failed'; reason: Text }
  | { status: 'unknown'; sentAt?: number | undefined };

export const WRITE_NOT_YOURS: Text = (s) => s.t('writes.notYours');
export const WRITE_IN_FLIGHT: Text = (s) => s.t('writes.inFlight');
/** A plain Confirm (kept from an earlier preview, or forged) on a preview that asks for typing. */
export const typedRequired =
  (typed: string): Text =>
  (s) =>
    s.t('writes.confirm.typedRequired', { typed: typedShown(typed, s) });
export const typedMismatch =
  (typed: string): Text =>
  (s) =>
    s.t(isTypedWord(typed) ? 'writes.confirm.mismatchWord' : 'writes.confirm.mismatch', { typed: typedShown(typed, s) });

/**
 * What the reader is asked to type: a confirmation word (`SEND`, `BURN`, `ROLE`, as the journal keeps
 * it) in the reader's language (`writes.word`), an amount as it is. The English word is accepted
 * too (typedMatches), so a member who knows it is never refused.
 */
export function wordShown(typed: string, s: Reader): string {
  return isConfirmationWord(typed) ? s.t(`writes.word.${typed}`) : typed;
}

/** When a scheduled write goes: the date as each member reads it, and how far off. */
const dueWords = (dueAt: number) => ({ when: discordTime(dueAt, 'F'), relative: discordTime(dueAt, 'R') });

/** A preview of a write with a due time: it says when it will be sent, and that Confirm schedules it. */
export function withDue(preview: Reply, dueAt: number, s: Reader): Reply {
  const note = s.t('writes.scheduled.preview', dueWords(dueAt));
  return { ...preview, content: preview.content ? `${note}\n${preview.content}` : note };
}

/**
 * A confirmed write waiting for its due time: the preview's body, what happens then, and one
 * Cancel button (the preview's own Cancel id, so one handler cancels both).
 */
export function scheduledReply(preview: Reply, c: PreviewControls, dueAt: number, id: string, s: Reader): Reply {
  return {
    ...preview,
    content: s.t('writes.scheduled.confirmed', { ...dueWords(dueAt), id: code(id) }),
    components: [
      {
        type: ComponentType.ActionRow,
        components: [
          { type: ComponentType.Button, style: ButtonStyle.Secondary, label: s.t('writes.scheduled.cancel'), custom_id: c.cancel },
        ],
      },
    ],
  };
}

/** The confirmation words a write may ask for, as the journal keeps them; each has its text in every language's `writes.word`. */
export const TYPED_WORDS = ['SEND', 'BURN', 'ROLE'] as const;
export type TypedWord = (typeof TYPED_WORDS)[number];
const isConfirmationWord = (word: string): word is TypedWord => (TYPED_WORDS as readonly string[]).includes(word);
