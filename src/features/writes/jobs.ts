import { createHash } from 'node:crypto';
import type { CommunityClient } from '../../api/types.js';
import type { Reply } from '../../discord/reply.js';
import type { Reader } from '../../i18n/reader.js';
import { UserError, type Invoker, type Services } from '../../command/contract.js';
import { BotNotInGuildError } from '../../services/discord-facts.js';
import { writeKindOf } from './flow.js';
import { writeOperation } from './operations.js';
import { outcomeOf } from './outcome.js';
import { sendWrite } from './send.js';
import type { Logger } from '../../log.js';
import { settledByLease, type Failure, type JournalEntry } from '../../store/index.js';
import { discordTime } from '../../views/format.js';
import { code } from '../../views/markdown.js';
import { DEFAULT_GRACE_MINUTES } from './when.js';
import { defineJob, type JobDefinition } from '../../jobs/engine.js';
import type { FeatureJobs, JobContext } from '../job-context.js';

/**
 * Writes sent at a set time (`at:`/`in:`). `writes.tick` (every minute, once across replicas)
 * queues a `writes.send` for each scheduled journal entry that is due. The send claims the entry
 * through the one send step (src/features/writes/send.ts), exactly as a Confirm press does: the claim
 * is one conditional update, so a send due on three replicas at once, a retry, or a cancel
 * pressed at that moment leaves exactly one winner.
 *
 * The job acts as the moderator who scheduled it, as they are at that moment: the bot still in
 * the server, their member record and permissions read from Discord (as the router reads them
 * for a command) and judged by the same moderator rule, the server's settings and key read
 * again; then the command's own re-check runs with them as the caller (a role prize against
 * their roles now). An identical write claimed since it was confirmed holds it back (nobody who
 * confirmed it knew of that one). Any check that fails refuses it unsent, with its audit row and
 * a line in the audit channel saying why. The bot no longer in the server cancels every write
 * waiting there. A write the bot was down for is sent late only within the server's grace
 * period (/setup), else refused as missed: money never goes out hours late by surprise. The
 * moderator's interaction is long gone, so the outcome is told in the audit channel (with the
 * write's own outcome screen) and in /schedule list.
 */

export const WRITES_TICK = 'writes.tick';
export const WRITE_SEND = 'writes.send';

export interface WriteJobDeps {
  /** The store, the audit line, Discord's facts: what a re-check and the send step use. */
  services: Services;
  clientFor(guildId: string): Promise<CommunityClient | undefined>;
  /** The server's grace period in minutes (/setup), DEFAULT_GRACE_MINUTES when it set none. */
  graceOf(guildId: string): Promise<number>;
  /** The server's language for what the audit channel is told. */
  readerFor(guildId: string): Promise<Reader>;
  /** Posts in the server's audit channel (nothing when it has none); `nonce` makes a repeat a no-op. */
  tell(guildId: string, body: Reply, nonce: string): Promise<void>;
  now(): number;
  log: Logger;
  /** Queues the sends (the engine's send). */
  queueSends(ids: readonly string[]): Promise<void>;
  /**
   * The moderator who scheduled a write, as a command of theirs would find them now (Discord's
   * member record and the moderator rule, /setup roles included); null when they are no longer a
   * member. Throws BotNotInGuildError when the bot is not in the server.
   */
  actingAs(guildId: string, userId: string, locale: string): Promise<Invoker | null>;
}

export type ScheduledSend = 'sent' | 'refused' | 'missed' | 'skipped' | 'early' | 'cancelled' | 'told';

/** Why every write waiting in a server the bot left is cancelled (the audit rows say it). */
export const BOT_LEFT_REASON = 'the bot is no longer in the server';

/** Cancels every write waiting in a server the bot is no longer in (guildDelete, or found at a send); returns how many. */
export async function cancelForGuildLeft(deps: Pick<WriteJobDeps, 'services' | 'log'>, guildId: string): Promise<number> {
  const cancelled = await deps.services.store.journal.cancelAll(guildId, BOT_LEFT_REASON);
  if (cancelled.length > 0)
    deps.log.info({ guildId, cancelled: cancelled.map((e) => e.id) }, 'the bot left the server: its scheduled writes are cancelled');
  return cancelled.length;
}

/** Queues a send for every scheduled write that is due; returns how many. */
export async function tickWrites(deps: WriteJobDeps): Promise<number> {
  const due = await deps.services.store.journal.due(deps.now());
  if (due.length > 0) await deps.queueSends(due.map((e) => e.id));
  return due.length;
}

/** How soon after settling a scheduled write its sender has told the audit channel, unless it died. */
const SENDER_TELLS_WITHIN_MS = 60_000;

/** The states a scheduled write's audit notice tells. */
const SETTLED = new Set(['created', 'refused', 'unknown']);

const nonceOf = (e: JournalEntry) => createHash('sha256').update(`write:${e.id}:${e.state}`).digest('hex').slice(0, 25);

/**
 * Tells the audit channel what became of a scheduled write: the moderator named, then the
 * write's own outcome screen (what a press would have shown). `why`: a re-check's refusal, in
 * the server's language (the journal keeps it in English).
 */
async function tellOutcome(deps: WriteJobDeps, e: JournalEntry, api: CommunityClient | undefined, why?: UserError): Promise<void> {
  if (!e.guildId) return;
  const s = await deps.readerFor(e.guildId);
  const settled = outcomeOf(e);
  const outcome = why && settled.status === 'failed' ? { status: 'failed' as const, reason: why.text } : settled;
  const kind = writeKindOf(e.operation);
  const head = s.t('writes.scheduled.notice', { member: `<@${e.userId}>`, id: code(e.id), when: discordTime(e.dueAt ?? e.createdAt, 'F') });
  const client = api ?? (await deps.clientFor(e.guildId).catch(() => undefined));
  const body: Reply = kind && client ? await kind.screens.outcome(e as never, outcome, s, client) : {};
  // Buttons are for the moderator's own message; the channel gets the words.
  await deps.tell(e.guildId, { ...body, content: body.content ? `${head}\n${body.content}` : head, components: [] }, nonceOf(e));
  await deps.services.store.journal.markTold(e.id, e.state);
}

/** Refuses a scheduled write unsent, with the audit line a sent one gets, and tells it. */
async function refuse(deps: WriteJobDeps, e: JournalEntry, failure: Failure, reason: string): Promise<boolean> {
  const refused = await deps.services.store.journal.miss(e.id, failure);
  if (!refused) return false;
  deps.log.info(
    { guildId: e.guildId, moderator: e.userId, operation: e.operation, outcome: refused.state, journal: e.id },
    'scheduled write refused unsent',
  );
  await deps.services.audit({
    guildId: e.guildId,
    userId: e.userId,
    action: writeOperation(e.operation).audit.action,
    detail: `${e.summary} Outcome: failed (${reason})`,
  });
  await tellOutcome(deps, refused, undefined);
  return true;
}

/** Sends one scheduled write if it is due, still scheduled and within its grace period. */
export async function sendScheduled(deps: WriteJobDeps, id: string): Promise<ScheduledSend> {
  const { journal } = deps.services.store;
  const e = await journal.get(id);
  // Settled, and the audit channel not told of it: the lease settled it unknown, or the job that
  // settled it died before telling (its retry is this run). A sender that is alive tells within
  // moments of settling, so another replica's send of the same entry leaves that to it. The
  // notice's nonce makes a repeat of a tell that went out but was not recorded a no-op.
  if (
    e &&
    e.dueAt !== null &&
    e.guildId &&
    SETTLED.has(e.state) &&
    (await journal.untold(e.id, settledByLease(e) ? 0 : SENDER_TELLS_WITHIN_MS))
  ) {
    await tellOutcome(deps, e, undefined);
    return 'told';
  }
  if (e?.state !== 'scheduled' || e.dueAt === null || !e.guildId) return 'skipped';
  const now = deps.now();
  if (e.dueAt > now) return 'early';
  const grace = await deps.graceOf(e.guildId);
  if (now - e.dueAt > grace * 60_000) {
    const when = new Date(e.dueAt).toISOString();
    const reason = `missed: it was due ${when} while the bot was down, more than ${grace} minutes ago, so it was not sent late`;
    const phrase = { key: 'writes.scheduled.missed', values: { when: discordTime(e.dueAt, 'F'), minutes: { seconds: grace * 60 } } };
    return (await refuse(deps, e, { state: 'refused', reason, phrase }, reason)) ? 'missed' : 'skipped';
  }
  const s = await deps.readerFor(e.guildId);
  // Who it acts as: the moderator who scheduled it, as they are now. A read that fails throws
  // (the job is tried again); it is never sent on a guess.
  let invoker: Invoker | null;
  try {
    invoker = await deps.actingAs(e.guildId, e.userId, s.locale);
  } catch (err) {
    if (!(err instanceof BotNotInGuildError)) throw err;
    await cancelForGuildLeft(deps, e.guildId);
    return 'cancelled';
  }
  const refused = async (reason: string, key: string, values?: Record<string, unknown>): Promise<ScheduledSend> =>
    (await refuse(deps, e, { state: 'refused', reason, phrase: { key, ...(values ? { values } : {}) } }, reason)) ? 'refused' : 'skipped';
  if (!invoker) return refused('the moderator who scheduled it is no longer a member of the server', 'writes.scheduled.refusedLeft');
  if (!invoker.isModerator)
    return refused('the moderator who scheduled it is no longer a moderator', 'writes.scheduled.refusedNotModerator');
  const api = await deps.clientFor(e.guildId);
  if (!api) return refused('the server has no working Community API key', 'errors.write.noKey');
  // The key replaced since it was scheduled: it would reach another community (the claim refuses it too).
  if (e.keyId !== null && e.keyId !== api.keyId)
    return refused('the Community API key was replaced since it was scheduled', 'writes.scheduled.refusedKeyChanged');
  const kind = writeKindOf(e.operation);
  if (!kind) {
    // Its command is not loaded here, so its re-check cannot run: never sent unchecked.
    deps.log.error({ journal: e.id, operation: e.operation }, 'a scheduled write of an operation no loaded command declares');
    const reason = 'the command that made it is not loaded, so it could not be checked again';
    return (await refuse(deps, e, { state: 'refused', reason }, reason)) ? 'refused' : 'skipped';
  }
  const ctx = { api, invoker, services: deps.services, log: deps.log };
  const recheck = kind.recheck;
  const r = await sendWrite(
    { journal, api, log: deps.log, audit: deps.services.audit },
    e,
    // Never forced: a repeat shown at its Confirm was passed then; one claimed since holds it back.
    { userId: e.userId, scheduled: true, ...(recheck ? { check: () => recheck(e as never, ctx) } : {}) },
  );
  if (r.kind === 'duplicate' && r.earlier) {
    const twin = r.earlier;
    const at = twin.sentAt ?? twin.claimedAt ?? twin.createdAt;
    return refused(
      `held back as a repeat: an identical write (${twin.id}) went out ${new Date(at).toISOString()}, after this one was scheduled`,
      'writes.scheduled.refusedRepeat',
      {
        id: code(twin.id),
        when: discordTime(at, 'f'),
        member: `<@${twin.userId}>`,
      },
    );
  }
  if (r.kind === 'key-changed')
    return refused('the Community API key was replaced since it was scheduled', 'writes.scheduled.refusedKeyChanged');
  if (r.kind !== 'done') return 'skipped';
  await tellOutcome(deps, r.entry, api, r.error instanceof UserError ? r.error : undefined);
  return r.entry.state === 'refused' ? 'refused' : 'sent';
}

/** The engine's jobs for scheduled writes. */
export function writeJobs(deps: WriteJobDeps): JobDefinition<any>[] {
  return [
    defineJob({
      name: WRITES_TICK,
      cron: { expression: '* * * * *' },
      retryLimit: 0,
      expireInSeconds: 60,
      run: async () => void (await tickWrites(deps)),
    }),
    defineJob<{ id: string }>({
      name: WRITE_SEND,
      // A failed read before the claim is tried again; once claimed, a retry finds it settled and stops.
      retryLimit: 2,
      retryDelaySeconds: 10,
      expireInSeconds: 120,
      concurrency: 4,
      run: async ({ id }) => void (await sendScheduled(deps, id)),
    }),
  ];
}

/** The scheduled writes' jobs on the shared job context, sending through `services` as the moderator `actingAs` finds. */
export function writeFeature(ctx: JobContext, services: Services, actingAs: WriteJobDeps['actingAs']): FeatureJobs<WriteJobDeps> {
  const deps: WriteJobDeps = {
    services,
    clientFor: (guildId) => ctx.clientFor(guildId),
    graceOf: async (guildId) => (await ctx.settingsOf(guildId))?.writeGraceMinutes ?? DEFAULT_GRACE_MINUTES,
    readerFor: (guildId) => ctx.readerFor(guildId),
    async tell(guildId, body, nonce) {
      const channelId = await ctx.auditChannelOf(guildId);
      if (channelId) await ctx.post(channelId, body, nonce);
      else ctx.log.info({ guildId }, 'no audit channel to tell a scheduled write outcome in');
    },
    now: () => ctx.now(),
    log: ctx.log,
    async queueSends(ids) {
      await ctx.queue.sendMany(
        WRITE_SEND,
        ids.map((id) => ({ id })),
      );
    },
    actingAs,
  };
  return {
    jobs: writeJobs(deps),
    ticks: [{ name: WRITES_TICK, run: () => tickWrites(deps) }],
    due: [WRITES_TICK, WRITE_SEND],
    answers: [],
    deps,
  };
}
