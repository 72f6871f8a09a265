import type { CommunityClient } from '../../api/types.js';
import type { Reply } from '../../discord/reply.js';
import { readerFor } from '../../i18n/reader.js';
import { UserError, type Invoker } from '../../command/contract.js';
import { writeOperation } from '../writes/operations.js';
import type { BotServices } from '../../services/services.js';
import { outcomeOf } from '../writes/outcome.js';
import { sendWrite } from '../writes/send.js';
import type { Logger } from '../../log.js';
import type { Journal, JournalEntry } from '../../store/index.js';
import type { MovePlan } from './view.js';
import { roleMoveProgress, wholeMove, type RolePart } from './role-move-view.js';
import { defineJob, type JobDefinition } from '../../jobs/engine.js';
import type { FeatureJobs, JobContext } from '../job-context.js';
import { BotNotInGuildError, ROLE_MOVE_MAX_MEMBERS, type DiscordFacts } from '../../services/discord-facts.js';

/**
 * A whole role's points change, once confirmed: one job per part (a balance change of at most
 * 1,000 members, its own journal entry previewed with the move), queued in order. Each job
 * sends its part through the one send step (src/features/writes/send.ts), so a part is sent at most
 * once whatever runs it again: a job left by a killed process is retried by pg-boss and finds
 * its part settled (nothing sent), or `unknown` (sent before the kill: reported, never resent);
 * the parts whose jobs had not run yet are simply run by the next process. After each part the
 * moderator's message is edited with the progress, at most about once a second, the last
 * state always.
 *
 * Each part acts as the moderator who confirmed the move, as they are when it is sent (the
 * scheduled writes' rule): the bot still in the server, their member record and moderator
 * standing read from Discord, the server's key the one previewed under. When any of them no
 * longer allows it, the move stops there: every part not yet sent is refused unsent with the
 * reason (its audit row), the audit channel is told who, why and how many members got it, and
 * the moderator's message says the same.
 */

export const ROLE_MOVE_PART = 'moves.role-part';

/** A confirmed move's parts stay sendable this long after the preview (a restart within it resumes them). */
export const ROLE_MOVE_HOLD_MS = 60 * 60_000;

/** How often the moderator's message is edited at most while parts finish. */
export const PROGRESS_EDIT_MS = 1_000;

export interface RolePartJob {
  guildId: string;
  /** Every part's journal entry, in order; this job sends `entries[index]`. */
  entries: string[];
  index: number;
  /** The moderator's message, when the press gave its token: the token sealed for this guild, and the reader's locale. */
  message?: { token: string; locale: string } | undefined;
}

export interface RoleMoveDeps {
  journal: Journal;
  /**
   * The ids of the server's members holding the role now (Discord's member list, read as the
   * preview reads it, within the same cap); throws when it cannot be read. `move` (its first
   * entry) lets the parts of one move, sent one after another, share one read.
   */
  holders(guildId: string, roleId: string, move: string): Promise<ReadonlySet<string>>;
  clientFor(guildId: string): Promise<CommunityClient | undefined>;
  /**
   * The moderator who confirmed the move, as a command of theirs would find them now (the one
   * rule scheduled writes use too); null when no longer a member. Throws BotNotInGuildError when
   * the bot is not in the server, and whatever a failed read throws (never a guess).
   */
  actingAs(guildId: string, userId: string, locale: string): Promise<Invoker | null>;
  log: Logger;
  audit: BotServices['audit'];
  /** Edits the moderator's message through its (sealed) interaction token; a refusal is only logged. */
  editMessage(sealedToken: string, guildId: string, body: Reply): Promise<void>;
  now(): number;
  /** Test hook: a part's outcome was recorded, before the message is edited. */
  onPartSent?: ((index: number) => void) | undefined;
}

/** A part's journal entry as it was previewed: its plan, and the balance change it sends. */
type PartDisplay = { plan?: MovePlan; parts?: string[] };
type PartBody = { op: string; input: { changes: { userId: string; amount: unknown }[] } & Record<string, unknown> };

const changesOf = (e: JournalEntry): { userId: string }[] => (e.body as PartBody | undefined)?.input?.changes ?? [];

/** A part as its journal entry tells it. */
export function partOf(e: JournalEntry | undefined, now: number): RolePart {
  const part = (e?.display as PartDisplay | undefined)?.plan?.role?.part;
  const members = part?.members ?? 0;
  const left = part?.left ? { left: part.left } : {};
  if (!e) return { members, state: 'expired' };
  switch (e.state) {
    case 'created':
      return { members, state: 'created', ...left, userIds: changesOf(e).map((c) => c.userId) };
    case 'refused': {
      const o = outcomeOf(e);
      // Refused unsent because the move stopped before it: not sent, and why.
      const state = STOP_KEYS.has(phraseKeyOf(e) ?? '') ? 'stopped' : 'refused';
      return { members, state, ...left, ...(o.status === 'failed' ? { reason: o.reason } : {}) };
    }
    case 'unknown':
      return { members, state: 'unknown', ...left };
    case 'claimed':
    case 'sent':
      return { members, state: 'sending' };
    case 'cancelled':
      // Parts are cancelled only by a take stopping at an earlier part that did not go through.
      return { members, state: 'stopped' };
    default:
      return { members, state: e.expiresAt <= now ? 'expired' : 'waiting' };
  }
}

/** When each move's message (by its first entry) was last edited in this process. */
const lastEdit = new Map<string, number>();

async function showProgress(deps: RoleMoveDeps, job: RolePartJob): Promise<void> {
  if (!job.message) return;
  const entries = await Promise.all(job.entries.map((id) => deps.journal.get(id)));
  const now = deps.now();
  const parts = entries.map((e) => partOf(e, now));
  const over = parts.every((p) => p.state !== 'waiting' && p.state !== 'sending');
  const key = job.entries[0]!;
  if (!over && now - (lastEdit.get(key) ?? 0) < PROGRESS_EDIT_MS) return;
  lastEdit.set(key, now);
  if (over) lastEdit.delete(key);
  const plan = (entries[0]?.display as { plan?: MovePlan } | undefined)?.plan;
  if (!plan) return;
  await deps.editMessage(job.message.token, job.guildId, roleMoveProgress(wholeMove(plan), parts, readerFor(job.message.locale)));
}

/** An earlier part of a take is still out: this one waits (the job runs again shortly). */
export class EarlierPartPendingError extends Error {
  constructor(index: number) {
    super(`part ${index + 1} of the take waits for an earlier part to finish`);
    this.name = 'EarlierPartPendingError';
  }
}

/** A part found still waiting after its send step sent nothing: its job runs again. */
class PartNotSentError extends Error {
  constructor(index: number, why: string) {
    super(`part ${index + 1} was not sent (${why}) and is still waiting; its job runs again`);
    this.name = 'PartNotSentError';
  }
}

/** Every member of the part lost the role: the part is refused unsent, and a take goes on. */
const ALL_LEFT = { key: 'moves.roleMove.allLeft' } as const;

/** Why a move stopped before a part: who confirmed it may no longer send it (English for the record, the phrase for the views). */
interface Stop {
  reason: string;
  key: string;
}
const STOPS = {
  botLeft: { reason: 'the bot is no longer in the server', key: 'moves.roleMove.stop.botLeft' },
  left: { reason: 'the moderator who confirmed it is no longer a member of the server', key: 'moves.roleMove.stop.left' },
  notModerator: { reason: 'the moderator who confirmed it is no longer a moderator', key: 'moves.roleMove.stop.notModerator' },
  noKey: { reason: 'the server has no working Community API key', key: 'errors.write.noKey' },
  keyChanged: { reason: 'the Community API key was replaced since the preview', key: 'moves.roleMove.stop.keyChanged' },
} as const satisfies Record<string, Stop>;
const STOP_KEYS = new Set<string>(Object.values(STOPS).map((s) => s.key));

const phraseKeyOf = (e: JournalEntry): string | undefined => (e.result as { phrase?: { key?: string } } | null)?.phrase?.key;

/**
 * Whether the part may still be sent as the moderator who confirmed the move, as they and the
 * server are now: the client to send with, or why the move stops. A read that fails throws (the
 * job runs again): never sent on a guess.
 */
async function actingNow(deps: RoleMoveDeps, job: RolePartJob, entry: JournalEntry): Promise<{ api: CommunityClient } | { stop: Stop }> {
  let invoker: Invoker | null;
  try {
    invoker = await deps.actingAs(job.guildId, entry.userId, job.message?.locale ?? 'en-US');
  } catch (err) {
    if (err instanceof BotNotInGuildError) return { stop: STOPS.botLeft };
    throw err;
  }
  if (!invoker) return { stop: STOPS.left };
  if (!invoker.isModerator) return { stop: STOPS.notModerator };
  const api = await deps.clientFor(job.guildId);
  if (!api) return { stop: STOPS.noKey };
  if (entry.keyId !== null && entry.keyId !== api.keyId) return { stop: STOPS.keyChanged };
  return { api };
}

const listOf = (indexes: number[]) => `part${indexes.length === 1 ? '' : 's'} ${indexes.map((i) => i + 1).join(', ')}`;

/**
 * Stops the move at this part: every part not yet sent refused unsent with the reason (each its
 * audit row), and one line in the audit channel naming who confirmed it, why, and how many
 * members got it. Only the job whose own part it refused tells it (another found it stopped).
 */
async function stopMove(deps: RoleMoveDeps, job: RolePartJob, entry: JournalEntry, stop: Stop): Promise<void> {
  const refused = await deps.journal.refuseUnsent(job.entries, { reason: stop.reason, phrase: { key: stop.key } });
  if (!refused.some((e) => e.id === entry.id)) return;
  deps.log.info(
    { guildId: job.guildId, moderator: entry.userId, entry: entry.id, refused: refused.length, reason: stop.reason },
    'whole-role move stopped: who confirmed it may no longer send it',
  );
  const now = deps.now();
  const parts = (await Promise.all(job.entries.map((id) => deps.journal.get(id)))).map((e) => partOf(e, now));
  const through = parts.flatMap((p, i) => (p.state === 'created' ? [i] : []));
  const unknown = parts.flatMap((p, i) => (p.state === 'unknown' ? [i] : []));
  const notSent = parts.flatMap((p, i) => (p.state === 'stopped' ? [i] : []));
  const got = through.reduce((n, i) => n + (parts[i]!.userIds?.length ?? 0), 0);
  const all = parts.reduce((n, p) => n + p.members, 0).toLocaleString('en-US');
  const detail = [
    `${entry.summary} Outcome: stopped at part ${job.index + 1} of ${parts.length}, nothing more sent (${stop.reason}):`,
    `${got.toLocaleString('en-US')} of ${all} members got it${through.length ? ` (${listOf(through)})` : ''};`,
    ...(unknown.length ? [`${listOf(unknown)}: outcome unknown;`] : []),
    `${listOf(notSent)} not sent.`,
  ].join(' ');
  await deps.audit({ guildId: job.guildId, userId: entry.userId, action: writeOperation(entry.operation).audit.action, detail });
}

/**
 * Whether a take must stop before this part: an earlier part did not go through (refused for
 * another reason than its members all leaving the role, unknown, not sent in time, stopped).
 * Throws EarlierPartPendingError while an earlier part is still out.
 */
async function takeStopped(deps: RoleMoveDeps, job: RolePartJob): Promise<boolean> {
  const now = deps.now();
  for (const id of job.entries.slice(0, job.index)) {
    const e = await deps.journal.get(id);
    const p = partOf(e, now);
    if (p.state === 'waiting' || p.state === 'sending') throw new EarlierPartPendingError(job.index);
    if (p.state === 'created') continue;
    if (p.state === 'refused' && e && phraseKeyOf(e) === ALL_LEFT.key) continue;
    return true;
  }
  return false;
}

/**
 * The part without the members who lost the role since the preview (Discord's member list,
 * read now): the journal entry narrowed to what is sent, the number left out in its plan and
 * audit line. The entry as it now is, and whether nobody is left.
 */
async function withoutLeavers(
  deps: RoleMoveDeps,
  job: RolePartJob,
  entry: JournalEntry,
): Promise<{ entry: JournalEntry; nobody: boolean }> {
  const { guildId } = job;
  const display = entry.display as PartDisplay;
  const role = display.plan?.role;
  const body = entry.body as PartBody;
  if (!role?.part || !body?.input?.changes) return { entry, nobody: false };
  const holders = await deps.holders(guildId, role.roleId, job.entries[0]!);
  const kept = body.input.changes.filter((c) => holders.has(c.userId));
  const left = body.input.changes.length - kept.length;
  if (left === 0) return { entry, nobody: false };
  const narrowed = await deps.journal.narrow(entry.id, {
    body: { ...body, input: { ...body.input, changes: kept } },
    display: { ...display, plan: { ...display.plan, role: { ...role, part: { ...role.part, left: (role.part.left ?? 0) + left } } } },
    summary: `${entry.summary} (${left} no longer held the role: left out)`,
  });
  // Claimed or settled meanwhile (another replica): as it is.
  if (!narrowed) return { entry: (await deps.journal.get(entry.id)) ?? entry, nobody: false };
  deps.log.info({ guildId, entry: entry.id, left }, 'whole-role move part: members who lost the role since the preview left out');
  return { entry: narrowed, nobody: kept.length === 0 };
}

/**
 * Sends one part (unless it is settled or being sent) and shows how far the move got. At the
 * moment it acts it reads the role's members again: those who lost the role since the preview
 * are left out (counted in the outcome). A take stops at its first part that did not go
 * through: the parts after it are not sent, and the message says from whom points were taken.
 */
export async function runRolePart(deps: RoleMoveDeps, job: RolePartJob): Promise<RolePart['state']> {
  const id = job.entries[job.index];
  let entry = id === undefined ? undefined : await deps.journal.get(id);
  if (!entry) {
    deps.log.warn({ job: ROLE_MOVE_PART, entry: id }, 'whole-role move part not found; nothing sent');
    return 'expired';
  }
  if (entry.state === 'previewed' && entry.expiresAt > deps.now()) {
    const plan = (entry.display as PartDisplay).plan;
    if (plan?.kind === 'points-take' && (await takeStopped(deps, job))) {
      await deps.journal.cancel(entry.id, entry.userId);
      deps.log.info({ guildId: job.guildId, entry: entry.id }, 'whole-role take stopped at an earlier part; this part not sent');
    } else {
      const acting = await actingNow(deps, job, entry);
      if ('stop' in acting) await stopMove(deps, job, entry, acting.stop);
      else {
        const { api } = acting;
        const narrowed = await withoutLeavers(deps, job, entry);
        entry = narrowed.entry;
        // `force`: the move's preview already asked about an identical write within 24 hours.
        const r = await sendWrite({ journal: deps.journal, api, log: deps.log, audit: deps.audit }, entry, {
          userId: entry.userId,
          force: true,
          ...(narrowed.nobody
            ? {
                check: async () => {
                  throw new UserError(ALL_LEFT);
                },
              }
            : {}),
        });
        // Nothing sent and still sendable: its claim was given back before its request left (the
        // lease judged this process gone while the database was cut). No tick looks for a part
        // again, so this job must: it fails and pg-boss runs it again.
        if (r.kind !== 'done') {
          const now = await deps.journal.get(entry.id);
          if (now?.state === 'previewed' && now.expiresAt > deps.now()) throw new PartNotSentError(job.index, r.kind);
        }
      }
    }
  }
  deps.onPartSent?.(job.index);
  await showProgress(deps, job).catch((err: unknown) => deps.log.info({ err }, 'could not show the whole-role move progress'));
  return partOf(await deps.journal.get(entry.id), deps.now()).state;
}

export function roleMoveJobs(deps: RoleMoveDeps): JobDefinition<any>[] {
  return [
    defineJob<RolePartJob>({
      name: ROLE_MOVE_PART,
      // A failed read runs again (and a take's part waits so for an earlier part still out); a
      // part once claimed is never sent again, whatever reruns it.
      retryLimit: 5,
      retryDelaySeconds: 5,
      // One request and a few reads: a part still running after this long was on a dead process.
      expireInSeconds: 120,
      run: async (job) => void (await runRolePart(deps, job)),
    }),
  ];
}

/** How long a role's holders read for one move's parts are used again. */
const HOLDERS_KEPT_MS = 30_000;

export interface RoleMoveOptions {
  /** Discord's facts: a part reads its role's members again; without them a part cannot be sent. */
  discord?: DiscordFacts | undefined;
  editMessage: RoleMoveDeps['editMessage'];
  /** The write outcome's audit line; default: a line in the audit channel. */
  audit?: RoleMoveDeps['audit'] | undefined;
  onPartSent?: RoleMoveDeps['onPartSent'];
}

/** The whole-role moves' jobs on the shared job context. */
export function roleMoveFeature(ctx: JobContext, options: RoleMoveOptions): FeatureJobs<RoleMoveDeps> {
  // A role's holders, read again when a move's parts are sent: the parts of one move (sent one
  // after another) share one read of the member list, kept at most half a minute.
  const holdersRead = new Map<string, { at: number; ids: Promise<ReadonlySet<string>> }>();
  const deps: RoleMoveDeps = {
    get journal() {
      return ctx.stores.journal;
    },
    holders(guildId, roleId, move) {
      const { discord } = options;
      if (!discord) return Promise.reject(new Error('this job engine cannot read Discord members'));
      const key = `${move}/${guildId}/${roleId}`;
      const t = Date.now();
      for (const [k, v] of holdersRead) if (t - v.at > HOLDERS_KEPT_MS) holdersRead.delete(k);
      let read = holdersRead.get(key);
      if (!read) {
        read = {
          at: t,
          ids: discord.roleMembers(guildId, roleId, ROLE_MOVE_MAX_MEMBERS).then((members) => new Set(members.map((m) => m.id))),
        };
        read.ids.catch(() => holdersRead.delete(key));
        holdersRead.set(key, read);
      }
      return read.ids;
    },
    clientFor: (guildId) => ctx.clientFor(guildId),
    actingAs: (guildId, userId, locale) => ctx.actingAs(guildId, userId, locale),
    log: ctx.log,
    audit: options.audit ?? (async (e) => void (e.guildId ? await ctx.audit(e.guildId, `${e.action}: ${e.detail}`) : undefined)),
    editMessage: options.editMessage,
    now: () => ctx.now(),
    onPartSent: options.onPartSent,
  };
  return { jobs: roleMoveJobs(deps), ticks: [], due: [ROLE_MOVE_PART], answers: [ROLE_MOVE_PART], deps };
}
