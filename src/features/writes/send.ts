import type { CommunityClient } from '../../api/types.js';
import { inEnglish } from '../../i18n/reader.js';
import type { Logger } from '../../log.js';
import { referenceOf, type ExecuteResult, type Journal, type JournalEntry } from '../../store/index.js';
import type { BotServices } from '../../services/services.js';
import { writeOperation } from './operations.js';
import { classifyWrite, expectedFailure, outcomeOf } from './outcome.js';

/**
 * Sends a previewed (and confirmed) journal entry: no interaction needed, so a button press and
 * a job (a write due later, a chunk of a larger one) call the same step. The journal claims the
 * entry atomically, makes the one client call of the entry's operation, which commits `sent`
 * once its rate-limit slot is held and just before the request leaves (a write that never got
 * its slot is refused, nothing sent), and records the outcome with its audit row; this adds the
 * log line and the audit channel's line. A second call, another process or a restart finds the claim or the
 * outcome and never sends again.
 */

export interface WriteSendDeps {
  journal: Journal;
  /** The client of the server's current key: an entry previewed under another key is refused unsent. */
  api: CommunityClient;
  log: Logger;
  /** The audit channel's line (BotServices.audit). */
  audit: BotServices['audit'];
}

/** Who sends it, and whether an identical write sent within 24 hours may be repeated ("anyway"). */
export interface SendBy {
  userId: string;
  force?: boolean;
  /** A scheduled write's job: only it may claim a `scheduled` entry (src/features/writes/jobs.ts). */
  scheduled?: boolean;
  /**
   * Checked once the entry is claimed, before its request can leave (a scheduled write's
   * re-check): a throw refuses it, nothing sent, and is recorded and told like any refusal.
   */
  check?: () => Promise<void>;
}

/**
 * Sends `entry` once. The result says what happened: `done` (this call sent it; the entry is
 * created, refused or unknown), or why nothing was sent (settled before, in flight, cancelled,
 * expired, not this user's, a possible duplicate without `force`, another key, not found).
 */
export async function sendWrite<B = unknown, D = unknown>(
  deps: WriteSendDeps,
  entry: Pick<JournalEntry, 'id' | 'operation'>,
  by: SendBy,
): Promise<ExecuteResult<B, D>> {
  const op = writeOperation(entry.operation);
  const r = await deps.journal.execute<B, D, unknown>(
    entry.id,
    { userId: by.userId, force: by.force ?? false, keyId: deps.api.keyId, ...(by.scheduled ? { scheduled: true } : {}) },
    async (body, leaving) => {
      if (by.check) await by.check();
      return { reference: referenceOf(await op.send(deps.api, body, { beforeSend: leaving })) };
    },
    classifyWrite,
  );
  if (r.kind === 'done') {
    const e = r.entry;
    if (r.unrecorded !== undefined)
      deps.log.error(
        { err: r.unrecorded, journal: e.id, outcome: e.state },
        'write outcome could not be recorded; told the user it is unknown, and the journal settles it after its lease',
      );
    else if (r.error !== undefined && !expectedFailure(r.error))
      deps.log.error({ err: r.error, journal: e.id, outcome: e.state }, 'write failed unexpectedly');
    deps.log.info({ guildId: e.guildId, moderator: e.userId, operation: e.operation, outcome: e.state, journal: e.id }, 'write');
    const outcome = outcomeOf(e);
    const word = outcome.status === 'created' ? op.audit.done : outcome.status;
    // A record, written once: in English, the failure's reason too.
    await deps.audit({
      guildId: e.guildId,
      userId: e.userId,
      action: op.audit.action,
      detail: `${e.summary} Outcome: ${word}${outcome.status === 'failed' ? ` (${inEnglish(outcome.reason)})` : ''}`,
    });
  }
  return r;
}
