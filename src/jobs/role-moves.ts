import type { CommunityClient } from '../api/types.js';
import type { Reply } from '../discord/reply.js';
import { readerFor } from '../i18n/reader.js';
import type { BotServices } from '../kit/command.js';
import { outcomeOf } from '../kit/write-outcome.js';
import { sendWrite } from '../kit/write-send.js';
import type { Logger } from '../log.js';
import type { Journal, JournalEntry } from '../store/index.js';
import type { MovePlan } from '../views/moves.js';
import { roleMoveProgress, wholeMove, type RolePart } from '../views/role-move.js';
import { defineJob, type JobDefinition } from './engine.js';

/**
 * A whole role's points change, once confirmed: one job per part (a balance change of at most
 * 1,000 members, its own journal entry previewed with the move), queued in order. Each job
 * sends its part through the one send step (src/kit/write-send.ts), so a part is sent at most
 * once whatever runs it again: a job left by a killed process is retried by pg-boss and finds
 * its part settled (nothing sent), or `unknown` (sent before the kill: reported, never resent);
 * the parts whose jobs had not run yet are simply run by the next process. After each part the
 * moderator's message is edited with the progress, at most about once a second, the last
 * state always.
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
  clientFor(guildId: string): Promise<CommunityClient | undefined>;
  log: Logger;
  audit: BotServices['audit'];
  /** Edits the moderator's message through its (sealed) interaction token; a refusal is only logged. */
  editMessage(sealedToken: string, guildId: string, body: Reply): Promise<void>;
  now(): number;
  /** Test hook: a part's outcome was recorded, before the message is edited. */
  onPartSent?: ((index: number) => void) | undefined;
}

/** A part as its journal entry tells it. */
export function partOf(e: JournalEntry | undefined, now: number): RolePart {
  const members = ((e?.display as { plan?: MovePlan } | undefined)?.plan?.role?.part?.members ?? 0) as number;
  if (!e) return { members, state: 'expired' };
  switch (e.state) {
    case 'created':
      return { members, state: 'created' };
    case 'refused': {
      const o = outcomeOf(e);
      return { members, state: 'refused', ...(o.status === 'failed' ? { reason: o.reason } : {}) };
    }
    case 'unknown':
      return { members, state: 'unknown' };
    case 'claimed':
    case 'sent':
      return { members, state: 'sending' };
    case 'cancelled':
      return { members, state: 'expired' };
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

/** Sends one part (unless it is settled or being sent) and shows how far the move got. */
export async function runRolePart(deps: RoleMoveDeps, job: RolePartJob): Promise<RolePart['state']> {
  const id = job.entries[job.index];
  const entry = id === undefined ? undefined : await deps.journal.get(id);
  if (!entry) {
    deps.log.warn({ job: ROLE_MOVE_PART, entry: id }, 'whole-role move part not found; nothing sent');
    return 'expired';
  }
  if (entry.state === 'previewed' && entry.expiresAt > deps.now()) {
    const api = await deps.clientFor(job.guildId).catch(() => undefined);
    if (api) {
      // `force`: the move's preview already asked about an identical write within 24 hours.
      await sendWrite({ journal: deps.journal, api, log: deps.log, audit: deps.audit }, entry, { userId: entry.userId, force: true });
    } else {
      deps.log.warn({ guildId: job.guildId, entry: entry.id }, 'no API key for the server; whole-role move part left unsent');
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
      // A failed read runs again; a part once claimed is never sent again, whatever reruns it.
      retryLimit: 3,
      retryDelaySeconds: 5,
      // One request and a few reads: a part still running after this long was on a dead process.
      expireInSeconds: 120,
      run: async (job) => void (await runRolePart(deps, job)),
    }),
  ];
}
