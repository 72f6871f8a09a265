import type { CommunityClient } from '../../api/types.js';
import type { ComponentIds } from '../../discord/component-id.js';
import type { Reply } from '../../discord/reply.js';
import type { Reader } from '../../i18n/reader.js';
import type { CancelResult, ExecuteResult, Journal, JournalEntry, ScheduleResult } from '../../store/index.js';
import { scheduledWritesCap } from '../../store/settings.js';
import { formatNumber } from '../../views/format.js';
import {
  confirmIds,
  TYPED_FIELD,
  typedMismatch,
  typedModal,
  typedRequired,
  wordShown,
  WRITE_IN_FLIGHT,
  WRITE_NOT_YOURS,
  previewControls,
  scheduledReply,
  withDue,
  type ConfirmIds,
  type PreviewControls,
  type PreviewData,
  type TypedWhy,
  type WriteOutcome,
} from './confirm-view.js';
import { component, StaleError, UserError, type CommandContext, type Component, type ComponentContext } from '../../command/contract.js';
import { writeOperation, type BodyOf, type WriteOperationName } from './operations.js';
import { earlierOf, outcomeOf } from './outcome.js';
import { sendWrite } from './send.js';
import { limitsOf, typedMatches, typedWhy, type Stake } from './threshold.js';

/**
 * The one confirmed-write flow, as moderators meet it in Discord: a private preview recorded in the
 * journal → Confirm (or the typed confirmation, by the one threshold rule) → the one send step
 * (write-send.ts) → the outcome edited into the preview. Cancel, a press by someone else, an
 * expired or repeated preview are answered here too. A command gives its operation, how its
 * request reads (body, summary, stake) and its screens; everything else is this module's.
 */

/** How long a preview can be confirmed. */
export const PREVIEW_TTL_MS = 10 * 60_000;

/** What the journal keeps beside the body: the command's own display, and what the typed confirmation asks for. */
export type Stored<D> = D & {
  /** The amount or word to type; absent when Confirm alone is enough. */
  typed?: string;
  typedWhy?: TypedWhy;
};

type Entry<B, D> = JournalEntry<B, Stored<D>>;

/** A write's own messages, drawn from its journal entry alone (so they read the same after a restart). */
export interface WriteScreens<B, D> {
  preview(entry: Entry<B, D>, controls: PreviewControls, s: Reader): Reply;
  /** The settled outcome; `api` for a write whose outcome shows what the service made of it. */
  outcome(entry: Entry<B, D>, outcome: WriteOutcome, s: Reader, api: CommunityClient): Reply | Promise<Reply>;
  cancelled(entry: Entry<B, D>, s: Reader): Reply;
  expired(entry: Entry<B, D>, s: Reader): Reply;
}

export interface WriteKind<K extends WriteOperationName, D> {
  /** The command whose preview carries the buttons (`tip`, `raid`). */
  command: string;
  operation: K;
  screens: WriteScreens<BodyOf<K>, D>;
  /**
   * What the preview checked that may have changed since (a balance, a role), checked again
   * just before sending: throws a UserError, and nothing is sent, when it no longer holds.
   */
  recheck?(entry: Entry<BodyOf<K>, D>, ctx: RecheckContext): Promise<void>;
  /**
   * A write that leaves as several journal entries (a whole role's points, 1,000 members an
   * entry) is handed, once confirmed, to jobs that send each through the same send step:
   * `when` tells such a preview, `parts` names its other entries (each is checked for an
   * identical write within 24 hours, as the preview's own is), `run` hands it over and shows it
   * under way.
   */
  dispatch?: {
    when(entry: Entry<BodyOf<K>, D>): boolean;
    parts(entry: Entry<BodyOf<K>, D>): readonly string[];
    run(entry: Entry<BodyOf<K>, D>, ctx: ComponentContext): Promise<Reply>;
  };
}

/** What a re-check reads with: a press's context, or a scheduled write's job (no interaction). */
export type RecheckContext = Pick<ComponentContext, 'api' | 'invoker' | 'services' | 'log'>;

/** One write as a command builds it. */
export interface WriteRequest<B, D> {
  /** Exactly what is sent; its hash tells "the same write" within 24 hours. */
  body: B;
  /** What the screens need beside the body; never sent. */
  display: D;
  /** One line in English for the audit trail. */
  summary: string;
  stake: Stake;
  /** What to type when the stake asks for typing: the amount, or a word (`BURN`, `SEND`). */
  word: string;
  /** The moderator moves value to themself: always typed. */
  toSelf?: boolean;
  /** When to send it (epoch ms, `at:`/`in:`, src/features/writes/when.ts): Confirm schedules it instead of sending. */
  dueAt?: number | undefined;
}

export interface ConfirmedWrite<B, D> {
  /** Records the preview in the journal and shows it; nothing is sent. */
  preview(ctx: Pick<CommandContext<unknown>, 'services' | 'invoker' | 'reader' | 'api'>, request: WriteRequest<B, D>): Promise<Reply>;
  /** Confirm, "anyway", Cancel and the typed button: the command's `components`. */
  components: Component[];
  /** The typed confirmation's form: the command's `modals`. */
  modals: Component[];
}

/**
 * The controls of `entry`'s preview: Confirm, or "anyway" when it repeats `earlier` (sent lately)
 * or `scheduled` (a twin waiting for its time); typed when it asks for typing.
 */
function controlsOf<B, D>(ids: ConfirmIds, entry: Entry<B, D>, earlier?: JournalEntry, scheduled?: JournalEntry): PreviewControls {
  const { typed, typedWhy: why } = entry.display;
  return previewControls(ids, entry.id, {
    typed: typed !== undefined ? { word: typed, why: why ?? { reason: 'unknown' } } : undefined,
    earlier: earlier && earlierOf(earlier),
    scheduled: scheduled && { dueAt: scheduled.dueAt ?? scheduled.createdAt, userId: scheduled.userId },
  });
}

/** The preview a button points at, if it is this write's in this server (else stale) and whoever pressed made it. */
async function ownEntry<K extends WriteOperationName, D>(
  kind: WriteKind<K, D>,
  ctx: ComponentContext,
  preview: string,
): Promise<Entry<BodyOf<K>, D>> {
  const entry = await ctx.services.store.journal.get<BodyOf<K>, Stored<D>>(preview);
  if (!entry || entry.operation !== kind.operation || entry.guildId !== ctx.invoker.guildId) throw new StaleError();
  if (entry.userId !== ctx.invoker.userId) throw new UserError(WRITE_NOT_YOURS);
  return entry;
}

/** What the preview becomes after a send or a cancel: the one answer to every journal result. */
async function screenOf<K extends WriteOperationName, D>(
  kind: WriteKind<K, D>,
  ctx: ComponentContext,
  r: ExecuteResult<BodyOf<K>, Stored<D>> | CancelResult<BodyOf<K>, Stored<D>> | ScheduleResult<BodyOf<K>, Stored<D>>,
): Promise<Reply> {
  const { screens } = kind;
  const s = ctx.reader;
  switch (r.kind) {
    case 'done':
    case 'settled':
      return screens.outcome(r.entry, outcomeOf(r.entry), s, ctx.api);
    case 'in-flight':
      throw new UserError(WRITE_IN_FLIGHT);
    case 'cancelled':
      return screens.cancelled(r.entry, s);
    case 'not-yours':
      throw new UserError(WRITE_NOT_YOURS);
    case 'duplicate':
      // An identical write went out, or was scheduled, since this preview was shown: only "anyway" may send it.
      return previewScreen(kind, r.entry, controlsOf(confirmIds(kind.command), r.entry, r.earlier, r.scheduled), s);
    case 'full': {
      const limit = r.limit;
      throw new UserError((t) => t.plural('writes.scheduled.full', limit, { n: formatNumber(limit, t.locale) }));
    }
    case 'expired':
      return screens.expired(r.entry, s);
    case 'scheduled':
      return scheduledScreen(kind, r.entry, s);
    case 'key-changed':
      // The server's key was replaced (/setup) since the preview: it would reach another community.
      throw new UserError({ key: 'errors.write.keyChanged' });
    case 'not-found':
      throw new StaleError();
  }
}

/** A preview as it shows: with when it will be sent, for a write with a due time. */
function previewScreen<K extends WriteOperationName, D>(
  kind: WriteKind<K, D>,
  entry: Entry<BodyOf<K>, D>,
  controls: PreviewControls,
  s: Reader,
): Reply {
  const shown = kind.screens.preview(entry, controls, s);
  return entry.dueAt === null ? shown : withDue(shown, entry.dueAt, s);
}

/** A write confirmed for later: its preview's body, when it goes, and Cancel. */
function scheduledScreen<K extends WriteOperationName, D>(kind: WriteKind<K, D>, entry: Entry<BodyOf<K>, D>, s: Reader): Reply {
  const controls = controlsOf(confirmIds(kind.command), entry);
  return scheduledReply(kind.screens.preview(entry, controls, s), controls, entry.dueAt ?? entry.expiresAt, entry.id, s);
}

/**
 * The identical write sent within 24 hours that the preview repeats (`earlier`, the journal's
 * answer for its own entry), or else that one of its other parts repeats: the parts are sent
 * together once confirmed, so the moderator is asked about any of them before the first.
 */
async function repeated<K extends WriteOperationName, D>(
  kind: WriteKind<K, D>,
  journal: Journal,
  entry: Entry<BodyOf<K>, D>,
  earlier: JournalEntry | undefined,
): Promise<JournalEntry | undefined> {
  if (earlier || !kind.dispatch?.when(entry)) return earlier;
  for (const id of kind.dispatch.parts(entry)) {
    const part = await journal.get(id);
    const found = part && (await journal.earlier(part));
    if (found) return found;
  }
  return undefined;
}

/** Sends the pressed preview through the one send step (or, with a due time, schedules it) and shows what became of it. */
async function send<K extends WriteOperationName, D>(
  kind: WriteKind<K, D>,
  ctx: ComponentContext,
  entry: Entry<BodyOf<K>, D>,
  force: boolean,
): Promise<Reply> {
  // Only a preview still waiting to be sent: a settled, claimed or expired one gets its own answer below.
  if (kind.recheck && entry.state === 'previewed' && entry.expiresAt > ctx.services.now()) await kind.recheck(entry, ctx);
  if (entry.dueAt !== null) {
    // Checked now and again at its due time (src/features/writes/jobs.ts), which sends it through the same step.
    const { store } = ctx.services;
    const limit = scheduledWritesCap(entry.guildId ? await store.settings.get(entry.guildId) : undefined);
    const r = await store.journal.schedule<BodyOf<K>, Stored<D>>(entry.id, {
      userId: ctx.invoker.userId,
      force,
      keyId: ctx.api.keyId,
      limit,
    });
    if (r.kind === 'scheduled' && r.now) await auditScheduled(kind, ctx, r.entry);
    return screenOf(kind, ctx, r);
  }
  if (kind.dispatch?.when(entry) && entry.state === 'previewed' && entry.expiresAt > ctx.services.now()) {
    // What the journal checks before a send, checked here before the hand-over.
    if (entry.keyId !== null && entry.keyId !== ctx.api.keyId) return screenOf(kind, ctx, { kind: 'key-changed', entry });
    const { journal } = ctx.services.store;
    const earlier = force ? undefined : await repeated(kind, journal, entry, await journal.earlier(entry));
    const scheduled = force ? undefined : await journal.scheduledTwin(entry);
    if (earlier || scheduled)
      return screenOf(kind, ctx, { kind: 'duplicate', entry, ...(earlier ? { earlier } : {}), ...(scheduled ? { scheduled } : {}) });
    return kind.dispatch.run(entry, ctx);
  }
  const deps = { journal: ctx.services.store.journal, api: ctx.api, log: ctx.log, audit: ctx.services.audit };
  return screenOf(kind, ctx, await sendWrite<BodyOf<K>, Stored<D>>(deps, entry, { userId: ctx.invoker.userId, force }));
}

/** The audit channel's line for a write scheduled: who set it going, and for when (the journal keeps its row). */
async function auditScheduled<K extends WriteOperationName, D>(
  kind: WriteKind<K, D>,
  ctx: ComponentContext,
  e: Entry<BodyOf<K>, D>,
): Promise<void> {
  const due = e.dueAt ?? e.createdAt;
  await ctx.services.audit({
    guildId: e.guildId,
    userId: e.userId,
    action: writeOperation(kind.operation).audit.action,
    detail: `scheduled for <t:${Math.floor(due / 1000)}:F> (${new Date(due).toISOString()}) as ${e.id}${e.forced ? ', confirmed as a repeat' : ''}: ${e.summary}`,
  });
}

/** Confirm, "anyway" and Cancel. */
async function pressed<K extends WriteOperationName, D>(kind: WriteKind<K, D>, ctx: ComponentContext, preview: string): Promise<Reply> {
  const entry = await ownEntry(kind, ctx, preview);
  if (ctx.action === 'cancel') {
    const r = await ctx.services.store.journal.cancel<BodyOf<K>, Stored<D>>(entry.id, ctx.invoker.userId);
    if (r.kind === 'cancelled' && entry.state === 'scheduled') {
      await ctx.services.audit({
        guildId: entry.guildId,
        userId: ctx.invoker.userId,
        action: writeOperation(kind.operation).audit.action,
        detail: `${entry.summary} Outcome: cancelled before its time`,
      });
    }
    return screenOf(kind, ctx, r);
  }
  // An id kept from a typed preview, or forged: the typed step is never skipped.
  if (entry.display.typed !== undefined) throw new UserError(typedRequired(entry.display.typed));
  return send(kind, ctx, entry, ctx.action === 'anyway');
}

/** The typed confirmation's answer: sent when it matches what the preview asked for. */
async function typedIn<K extends WriteOperationName, D>(kind: WriteKind<K, D>, ctx: ComponentContext, preview: string): Promise<Reply> {
  const entry = await ownEntry(kind, ctx, preview);
  const word = entry.display.typed;
  // A form for a preview that asks for no typing was never drawn.
  if (word === undefined) throw new StaleError();
  if (!typedMatches(word, ctx.fields[TYPED_FIELD] ?? '', ctx.reader.locale, wordShown(word, ctx.reader)))
    throw new UserError(typedMismatch(word));
  return send(kind, ctx, entry, ctx.action === 'typedanyway');
}

/** Records the preview in the journal, with the typed confirmation the server's limits ask for, and shows it; nothing is sent. */
async function preview<K extends WriteOperationName, D extends object>(
  kind: WriteKind<K, D>,
  ctx: Parameters<ConfirmedWrite<BodyOf<K>, D>['preview']>[0],
  request: WriteRequest<BodyOf<K>, D>,
): Promise<Reply> {
  const guildId = ctx.invoker.guildId;
  const why = typedWhy(request.stake, limitsOf(guildId ? await ctx.services.store.settings.get(guildId) : undefined), request.toSelf);
  const { entry, earlier, scheduled } = await ctx.services.store.journal.preview<BodyOf<K>, Stored<D>>({
    operation: kind.operation,
    guildId,
    userId: ctx.invoker.userId,
    body: request.body,
    display: { ...request.display, ...(why ? { typed: request.word, typedWhy: why } : {}) },
    summary: request.summary,
    ttlMs: PREVIEW_TTL_MS,
    keyId: ctx.api.keyId,
    ...(request.dueAt !== undefined ? { dueAt: request.dueAt } : {}),
  });
  const repeats = await repeated(kind, ctx.services.store.journal, entry, earlier);
  return previewScreen(kind, entry, controlsOf(confirmIds(kind.command), entry, repeats, scheduled), ctx.reader);
}

/** A preview's control: it updates the preview in place, and only a moderator may press it. */
function control<A extends string, P extends PreviewData = PreviewData>(
  codec: ComponentIds<A, P>,
  handle: (ctx: ComponentContext, preview: string) => Promise<Reply>,
  extra: Pick<Component<P>, 'showModal'> = {},
): Component<P> {
  return component({ ids: codec, reply: 'update', access: 'moderator', handle: (ctx, { preview }) => handle(ctx, preview), ...extra });
}

/** Refuses a press of the typed button that reached `handle`: the form is its answer, so it came without one. */
async function withoutForm(): Promise<Reply> {
  throw new StaleError();
}

/**
 * Each operation's kind, as its command declared it: a scheduled write's job (no interaction,
 * no command at hand) re-checks it and tells its outcome with the same code as a press.
 */
const KINDS = new Map<string, WriteKind<WriteOperationName, object>>();

/** How a scheduled write of `operation` is re-checked and its outcome drawn; undefined for an operation no command declared. */
export function writeKindOf(operation: string): Pick<WriteKind<WriteOperationName, object>, 'recheck' | 'screens'> | undefined {
  return KINDS.get(operation);
}

/** `kind`'s preview, its controls and its typed form. */
export function confirmedWrite<K extends WriteOperationName, D extends object>(kind: WriteKind<K, D>): ConfirmedWrite<BodyOf<K>, D> {
  KINDS.set(kind.operation, kind as unknown as WriteKind<WriteOperationName, object>);
  const ids = confirmIds(kind.command);
  return {
    preview: (ctx, request) => preview(kind, ctx, request),
    components: [
      control(ids.buttons, (ctx, p) => pressed(kind, ctx, p)),
      control(ids.typedButton, withoutForm, {
        showModal: (ctx, { preview: p, word }) =>
          typedModal(ids, ctx.action === 'anywaytyped' ? 'typedanyway' : 'typed', p, ctx.reader, word),
      }),
    ],
    modals: [control(ids.modal, (ctx, p) => typedIn(kind, ctx, p))],
  };
}
