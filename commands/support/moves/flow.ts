import { ComponentType, TextInputStyle, type APIModalInteractionResponseCallbackData } from 'discord.js';
import { rankFinder } from '../../../src/api/rank.js';
import type { CommunityClient } from '../../../src/api/types.js';
import { component, StaleError, UserError, type Component, type ComponentContext } from '../../../src/kit/command.js';
import { parseDecimal, compareDecimal } from '../../../src/decimal.js';
import { componentIds, field, type ComponentIds } from '../../../src/discord/component-id.js';
import type { Reply } from '../../../src/discord/reply.js';
import {
  MOVE_IN_FLIGHT,
  MOVE_NOT_YOURS,
  plainHeadline,
  moveCancelled,
  moveExpired,
  moveOutcome,
  movePreview,
  type MoveOutcome,
  type MovePlan,
} from '../../../src/views/moves.js';
import type { JournalEntry } from '../../../src/store/index.js';
import { earlierOf, outcomeOf, sendOnce } from '../../../src/kit/writes.js';
import { inEnglish, type Reader } from '../../../src/i18n/reader.js';

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

/** Beside the request in the journal: what the views need, never sent. */
interface MoveDisplay {
  plan: MovePlan;
  /** The command whose buttons the preview carries (`tip`). */
  command: string;
  /** What the typed confirmation asks for; undefined when Confirm alone is enough. */
  typed?: string;
}

type MoveEntry = JournalEntry<MoveRequest, MoveDisplay>;

/** The journal's name for each write (what /audit shows and filters on). */
export const MOVE_OPERATIONS: Record<MoveRequest['op'], string> = {
  changePoints: 'points.change',
  sendTip: 'tip.send',
  transfer: 'treasury.transfer',
  createAirdrop: 'airdrop.create',
  createRaffle: 'raffle.create',
  burn: 'token.burn',
};

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

/**
 * The ids of a command's preview buttons and of its typed-confirmation modal. The `anyway`
 * actions send a preview that repeats a write sent within 24 hours (the journal's "possible
 * duplicate"); nothing else may.
 */
export function moveIds(command: string): {
  buttons: ComponentIds<'confirm' | 'cancel' | 'anyway', PreviewData>;
  typedButton: ComponentIds<'confirmtyped' | 'anywaytyped', PreviewData>;
  modal: ComponentIds<'typed' | 'typedanyway', PreviewData>;
} {
  return {
    buttons: componentIds(command, ['confirm', 'cancel', 'anyway'], previewField),
    typedButton: componentIds(command, ['confirmtyped', 'anywaytyped'], previewField),
    modal: componentIds(command, ['typed', 'typedanyway'], previewField),
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

/** The preview for `entry`: Confirm, or "Send anyway" when it repeats a write sent within 24 h. */
function previewReply(command: string, entry: MoveEntry, s: Reader, earlier?: JournalEntry): Reply {
  const { plan, typed } = entry.display;
  const { buttons, typedButton } = moveIds(command);
  const confirm = typed
    ? idOf(typedButton, earlier ? 'anywaytyped' : 'confirmtyped', entry.id)
    : idOf(buttons, earlier ? 'anyway' : 'confirm', entry.id);
  return movePreview(plan, { confirm, cancel: idOf(buttons, 'cancel', entry.id) }, entry.expiresAt, s, typed, earlier && earlierOf(earlier));
}

/** Records the preview in the journal and returns it; nothing is sent. */
export async function previewMove(
  ctx: Pick<ComponentContext, 'services' | 'invoker' | 'reader' | 'api'>,
  command: string,
  plan: MovePlan,
  request: MoveRequest,
  thresholdUsd = DEFAULT_TYPED_CONFIRM_USD,
): Promise<Reply> {
  const typed = typedConfirmation(plan, thresholdUsd);
  const { entry, earlier } = await ctx.services.store.journal.preview<MoveRequest, MoveDisplay>({
    operation: MOVE_OPERATIONS[request.op],
    guildId: ctx.invoker.guildId,
    userId: ctx.invoker.userId,
    body: request,
    display: { plan, command, ...(typed ? { typed } : {}) },
    summary: inEnglish((s) => plainHeadline(plan, s)),
    ttlMs: MOVE_PREVIEW_TTL_MS,
    keyId: ctx.api.keyId,
  });
  return previewReply(command, entry, ctx.reader, earlier);
}

/** The point system whose balances the request changes at once (a points change or a points tip). */
function pointsChanged(request: MoveRequest): string | undefined {
  if (request.op === 'changePoints') return request.input.pointSystemId;
  if (request.op === 'sendTip' && request.input.item.type === 'POINTS') return request.input.item.pointSystemId;
  return undefined;
}

/** Sends the request: exactly one client call, whose own rules forbid a retry. */
export async function sendMove(api: CommunityClient, request: MoveRequest): Promise<unknown> {
  try {
    // MoveRequest pairs each op with its method's input; TypeScript cannot follow that pairing here.
    return await (api[request.op] as (input: MoveRequest['input']) => Promise<unknown>)(request.input);
  } finally {
    // Also when the outcome is unknown: the balances may have moved, so ranks are read again.
    const system = pointsChanged(request);
    if (system !== undefined) rankFinder(api).forget(system);
  }
}


/** What became of a settled entry, for the view (a move is "done", not "created"). */
function moveOutcomeOf(e: MoveEntry): MoveOutcome {
  const o = outcomeOf(e);
  return o.status === 'created' ? { status: 'done' } : o;
}

/** The preview a button points at, if it is this command's in this server (else stale) and whoever pressed made it. */
async function ownEntry(ctx: ComponentContext, command: string, preview: string): Promise<MoveEntry> {
  const entry = await ctx.services.store.journal.get<MoveRequest, MoveDisplay>(preview);
  if (!entry || entry.display?.command !== command || entry.guildId !== ctx.invoker.guildId) throw new StaleError();
  if (entry.userId !== ctx.invoker.userId) throw new UserError(MOVE_NOT_YOURS);
  return entry;
}

/**
 * Sends the previewed write once through the journal: claimed atomically, `sent` committed
 * before the request leaves, the outcome recorded with its audit row. A second press, another
 * process or a restart finds the claim or the outcome and never sends again.
 */
async function execute(ctx: ComponentContext, command: string, entry: MoveEntry, force: boolean): Promise<Reply> {
  const { plan } = entry.display;
  const s = ctx.reader;
  const r = await sendOnce<MoveRequest, MoveDisplay>(ctx, entry.id, force, (request) => sendMove(ctx.api, request));
  switch (r.kind) {
    case 'done': {
      const outcome = moveOutcomeOf(r.entry);
      await ctx.services.audit({
        guildId: entry.guildId,
        userId: entry.userId,
        action: command,
        // A log line, kept in English (the reason too: a Text, written out here).
        detail: `${inEnglish((en) => plainHeadline(plan, en))} Outcome: ${outcome.status}${outcome.status === 'failed' ? ` (${inEnglish(outcome.reason)})` : ''}`,
      });
      return moveOutcome(plan, outcome, s);
    }
    case 'settled':
      return moveOutcome(plan, moveOutcomeOf(r.entry), s);
    case 'in-flight':
      throw new UserError(MOVE_IN_FLIGHT);
    case 'cancelled':
      return moveCancelled(plan, s);
    case 'not-yours':
      throw new UserError(MOVE_NOT_YOURS);
    case 'duplicate':
      // An identical write went out since this preview was shown: only "Send anyway" may send it.
      return previewReply(command, r.entry, s, r.earlier);
    case 'expired':
      return moveExpired(plan, r.entry.expiresAt, s);
    case 'not-found':
      throw new StaleError();
  }
}

/** Confirm, typed confirmation and Cancel for a command's previews (its `components` and `modals`). */
export function moveHandlers(command: string): { components: Component[]; modals: Component[] } {
  const ids = moveIds(command);
  const buttons = component({
    ids: ids.buttons,
    reply: 'update',
    access: 'moderator',
    async handle(ctx, { preview }) {
      const entry = await ownEntry(ctx, command, preview);
      if (ctx.action === 'cancel') return cancel(ctx, entry);
      // An id kept from a typed preview or forged: the typed step is never skipped.
      const { typed } = entry.display;
      if (typed) throw new UserError((s) => s.t('moves.confirm.typedRequired', { typed }));
      return execute(ctx, command, entry, ctx.action === 'anyway');
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
    showModal: (ctx, { preview }) => modalFor(ids.modal, ctx.action === 'anywaytyped' ? 'typedanyway' : 'typed', preview, ctx.reader),
  });
  const typed = component({
    ids: ids.modal,
    reply: 'update',
    access: 'moderator',
    async handle(ctx, { preview }) {
      const entry = await ownEntry(ctx, command, preview);
      const answer = ctx.fields[TYPED_FIELD] ?? '';
      const { typed } = entry.display;
      if (!typed || !typedMatches(typed, answer)) {
        throw new UserError((s) => (typed ? s.t('moves.confirm.mismatch', { typed }) : s.t('moves.confirm.mismatchAmount')));
      }
      return execute(ctx, command, entry, ctx.action === 'typedanyway');
    },
  });
  return { components: [buttons, typedButton], modals: [typed] };
}

async function cancel(ctx: ComponentContext, entry: MoveEntry): Promise<Reply> {
  const { plan } = entry.display;
  const r = await ctx.services.store.journal.cancel<MoveRequest, MoveDisplay>(entry.id, ctx.invoker.userId);
  switch (r.kind) {
    case 'cancelled':
      return moveCancelled(plan, ctx.reader);
    case 'settled':
      return moveOutcome(plan, moveOutcomeOf(r.entry), ctx.reader);
    case 'in-flight':
      throw new UserError(MOVE_IN_FLIGHT);
    case 'not-yours':
      throw new UserError(MOVE_NOT_YOURS);
    case 'expired':
      return moveExpired(plan, r.entry.expiresAt, ctx.reader);
    case 'not-found':
      throw new StaleError();
  }
}

/**
 * The typed confirmation. It cannot read the stored preview (a modal is the first answer, with
 * no time for a lookup), so it asks in general words; the preview above it says what to type.
 */
function modalFor(
  ids: ComponentIds<'typed' | 'typedanyway', PreviewData>,
  action: 'typed' | 'typedanyway',
  preview: string,
  s: Reader,
): APIModalInteractionResponseCallbackData {
  return {
    custom_id: idOf(ids, action, preview),
    title: s.t('moves.confirm.modalTitle'),
    components: [
      {
        type: ComponentType.ActionRow,
        components: [
          {
            type: ComponentType.TextInput,
            custom_id: TYPED_FIELD,
            style: TextInputStyle.Short,
            label: s.t('moves.confirm.modalLabel'),
            required: true,
            max_length: 100,
          },
        ],
      },
    ],
  };
}
