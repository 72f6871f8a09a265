import { ComponentType, TextInputStyle, type APIModalInteractionResponseCallbackData } from 'discord.js';
import {
  CommunityApiError,
  NetworkError,
  RejectedError,
  TimeoutError,
  UpstreamError,
  ValidationError,
} from '../../src/api/errors.js';
import type { CommunityClient } from '../../src/api/types.js';
import { component, StaleError, UserError, type Component, type ComponentContext } from '../../src/bot/command.js';
import { apiErrorText } from '../../src/bot/error-text.js';
import { parseDecimal, compareDecimal } from '../../src/decimal.js';
import { componentIds, field, type ComponentIds } from '../../src/discord/component-id.js';
import type { Reply } from '../../src/discord/reply.js';
import {
  MOVE_IN_FLIGHT,
  MOVE_NOT_YOURS,
  headline,
  moveCancelled,
  moveOutcome,
  movePreview,
  type MoveOutcome,
  type MovePlan,
} from '../../src/views/moves.js';

/**
 * The one path every value-moving command takes after its checks: a private preview with
 * Confirm and Cancel for the invoker only; on Confirm the write is claimed once, sent once,
 * audited, and its outcome edited into the preview. Irreversible moves worth more than the
 * server's threshold (or of unknown worth) ask for a typed confirmation first.
 */

/** The client call a confirmed preview makes: plain JSON, kept with the preview. */
type MoveOp = 'changePoints' | 'sendTip' | 'transfer' | 'createAirdrop' | 'createRaffle' | 'burn';
/** One write to the service: the client method it calls and that method's input. */
export type MoveRequest = { [Op in MoveOp]: { op: Op; input: Parameters<CommunityClient[Op]>[0] } }[MoveOp];

interface PendingMove {
  plan: MovePlan;
  request: MoveRequest;
  userId: string;
  guildId: string | null;
  /** What the typed confirmation asks for; undefined when Confirm alone is enough. */
  typed?: string;
}

/** How long a preview can be confirmed. */
export const MOVE_PREVIEW_TTL_MS = 10 * 60_000;
/**
 * Irreversible moves above this many dollars need the typed confirmation. A sensible default
 * until the server sets its own: a slip of a digit on a tip should cost a second look.
 */
export const DEFAULT_TYPED_CONFIRM_USD = 100;

const TYPED_FIELD = 'answer';

const previewField = { preview: field.text((s) => /^[A-Za-z0-9_-]{1,32}$/.test(s)) };
type PreviewData = { preview: string };

/** The ids of a command's preview buttons and of its typed-confirmation modal. */
export function moveIds(command: string): {
  buttons: ComponentIds<'confirm' | 'cancel', PreviewData>;
  typedButton: ComponentIds<'confirmtyped', PreviewData>;
  modal: ComponentIds<'typed', PreviewData>;
} {
  return {
    buttons: componentIds(command, ['confirm', 'cancel'], previewField),
    typedButton: componentIds(command, ['confirmtyped'], previewField),
    modal: componentIds(command, ['typed'], previewField),
  };
}

function idOf<A extends string>(ids: ComponentIds<A, PreviewData>, action: A, preview: string): string {
  const id = ids.id(action, { preview });
  // The pending store's ids are short: an id that does not fit is a bug, not input.
  if (id === undefined) throw new RangeError(`preview id too long: ${preview.length} characters`);
  return id;
}

/** What the moderator must type, or undefined. Unknown worth counts as above the threshold. */
export function typedConfirmation(plan: MovePlan, thresholdUsd: number): string | undefined {
  if (!plan.irreversible) return undefined;
  if (plan.usd !== undefined && plan.usd <= thresholdUsd) return undefined;
  if (plan.kind === 'burn') return 'BURN';
  if (plan.prize.type === 'TOKEN') return plan.prize.amount;
  return 'SEND';
}

/** Whether the typed answer matches: a word in any case, an amount as the same number. */
export function typedMatches(expected: string, answer: string): boolean {
  const a = answer.trim();
  if (/^[A-Z]+$/.test(expected)) return a.toUpperCase() === expected;
  const want = parseDecimal(expected);
  const got = parseDecimal(a);
  return want.ok && got.ok && compareDecimal(want.value, got.value) === 0;
}

/** Stores the preview and returns it; nothing is sent. */
export function previewMove(
  ctx: { services: ComponentContext['services']; invoker: ComponentContext['invoker'] },
  command: string,
  plan: MovePlan,
  request: MoveRequest,
  thresholdUsd = DEFAULT_TYPED_CONFIRM_USD,
): Reply {
  const typed = typedConfirmation(plan, thresholdUsd);
  const entry: PendingMove = { plan, request, userId: ctx.invoker.userId, guildId: ctx.invoker.guildId, ...(typed ? { typed } : {}) };
  const id = ctx.services.pending.put<PendingMove>(entry, MOVE_PREVIEW_TTL_MS);
  const expiresAt = ctx.services.pending.get(id)?.expiresAt ?? ctx.services.now() + MOVE_PREVIEW_TTL_MS;
  const { buttons, typedButton } = moveIds(command);
  const ids = { confirm: typed ? idOf(typedButton, 'confirmtyped', id) : idOf(buttons, 'confirm', id), cancel: idOf(buttons, 'cancel', id) };
  return movePreview(plan, ids, expiresAt, ctx.invoker.locale, typed);
}

/** Sends the request: exactly one client call, whose own rules forbid a retry. */
export function sendMove(api: CommunityClient, { op, input }: MoveRequest): Promise<unknown> {
  // MoveRequest pairs each op with its method's input; TypeScript cannot follow that pairing here.
  return (api[op] as (input: MoveRequest['input']) => Promise<unknown>)(input);
}

/** A write whose request may have reached the service: never resent, reported as unknown. */
function outcomeUnknown(err: unknown): boolean {
  return err instanceof TimeoutError || err instanceof NetworkError || (err instanceof UpstreamError && (err.status ?? 500) >= 500);
}

/** Plain text (the view escapes it): the API's own words when it gave any. */
function failureReason(err: unknown): string {
  if (err instanceof RejectedError) return err.upstreamMessage ?? `the Community API refused it (status ${err.status ?? 'unknown'})`;
  if (err instanceof ValidationError) return err.issues.map((i) => `${i.field}: ${i.message}`).join('; ') || err.message;
  return apiErrorText(err) ?? 'The Community API had a problem answering; try again later.';
}

/** The entry a button points at, if it is still there (else stale) and belongs to whoever pressed. */
function ownEntry(ctx: ComponentContext, preview: string): PendingMove {
  const entry = ctx.services.pending.get<PendingMove>(preview);
  if (!entry || entry.value.guildId !== ctx.invoker.guildId) throw new StaleError();
  if (entry.value.userId !== ctx.invoker.userId) throw new UserError(MOVE_NOT_YOURS);
  return entry.value;
}

async function execute(ctx: ComponentContext, command: string, preview: string, entry: PendingMove): Promise<Reply> {
  const settled = () => ctx.services.pending.outcome(preview) as MoveOutcome | undefined;
  const { plan, request } = entry;
  const locale = ctx.invoker.locale;
  const earlier = settled();
  if (earlier) return moveOutcome(plan, earlier, locale);
  // Exactly once: a second press, a second client or a retry finds the entry claimed.
  if (!ctx.services.pending.claim<PendingMove>(preview)) {
    const now = settled();
    if (now) return moveOutcome(plan, now, locale);
    throw new UserError(MOVE_IN_FLIGHT);
  }
  let outcome: MoveOutcome;
  try {
    await sendMove(ctx.api, request);
    outcome = { status: 'done' };
  } catch (err) {
    if (outcomeUnknown(err)) outcome = { status: 'unknown' };
    else if (err instanceof CommunityApiError || err instanceof ValidationError) outcome = { status: 'failed', reason: failureReason(err) };
    else {
      // A bug after the claim: whether the POST went out is unknown, so it is never resent.
      ctx.services.pending.settle(preview, { status: 'unknown' } satisfies MoveOutcome);
      throw err;
    }
  }
  ctx.services.pending.settle(preview, outcome);
  ctx.log.info({ guildId: entry.guildId, moderator: entry.userId, op: request.op, outcome: outcome.status }, 'move');
  await ctx.services.audit({
    guildId: entry.guildId,
    userId: entry.userId,
    action: command,
    detail: `${headline(plan, 'en-US')} Outcome: ${outcome.status}${outcome.status === 'failed' ? ` (${outcome.reason})` : ''}`,
  });
  return moveOutcome(plan, outcome, locale);
}

/** Confirm, typed confirmation and Cancel for a command's previews (its `components` and `modals`). */
export function moveHandlers(command: string): { components: Component[]; modals: Component[] } {
  const ids = moveIds(command);
  const buttons = component({
    ids: ids.buttons,
    reply: 'update',
    access: 'moderator',
    async handle(ctx, { preview }) {
      const entry = ownEntry(ctx, preview);
      if (ctx.action === 'cancel') return cancel(ctx, preview, entry);
      // An id kept from a typed preview or forged: the typed step is never skipped.
      if (entry.typed) throw new UserError(`Press Confirm and type ${entry.typed ?? 'what the preview asks'} to confirm.`);
      return execute(ctx, command, preview, entry);
    },
  });
  const typedButton = component({
    ids: ids.typedButton,
    reply: 'update',
    access: 'moderator',
    // The modal is the answer; a press that reaches here came without one.
    async handle() {
      throw new StaleError();
    },
    showModal: (_ctx, { preview }) => modalFor(ids.modal, preview),
  });
  const typed = component({
    ids: ids.modal,
    reply: 'update',
    access: 'moderator',
    async handle(ctx, { preview }) {
      const entry = ownEntry(ctx, preview);
      const answer = ctx.fields[TYPED_FIELD] ?? '';
      if (!entry.typed || !typedMatches(entry.typed, answer)) {
        throw new UserError(`That does not match; nothing was sent. To confirm, press Confirm and type ${entry.typed ?? 'the amount'} exactly.`);
      }
      return execute(ctx, command, preview, entry);
    },
  });
  return { components: [buttons, typedButton], modals: [typed] };
}

function cancel(ctx: ComponentContext, preview: string, entry: PendingMove): Reply {
  if (ctx.services.pending.claim<PendingMove>(preview)) {
    ctx.services.pending.delete(preview);
    return moveCancelled(entry.plan, ctx.invoker.locale);
  }
  const earlier = ctx.services.pending.outcome(preview) as MoveOutcome | undefined;
  if (earlier) return moveOutcome(entry.plan, earlier, ctx.invoker.locale);
  throw new UserError(MOVE_IN_FLIGHT);
}

/**
 * The typed confirmation. It cannot read the stored preview (a modal is the first answer, with
 * no time for a lookup), so it asks in general words; the preview above it says what to type.
 */
function modalFor(ids: ComponentIds<'typed', PreviewData>, preview: string): APIModalInteractionResponseCallbackData {
  return {
    custom_id: idOf(ids, 'typed', preview),
    title: 'Confirm an irreversible move',
    components: [
      {
        type: ComponentType.ActionRow,
        components: [
          {
            type: ComponentType.TextInput,
            custom_id: TYPED_FIELD,
            style: TextInputStyle.Short,
            label: 'Type what the preview asks (amount or word)',
            required: true,
            max_length: 100,
          },
        ],
      },
    ],
  };
}
