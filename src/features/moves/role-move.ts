import type { Reply } from '../../discord/reply.js';
import { UserError, type ComponentContext } from '../../command/contract.js';
import { partOf, ROLE_MOVE_HOLD_MS, ROLE_MOVE_PART, type RolePartJob } from './role-move-jobs.js';
import type { JournalEntry } from '../../store/index.js';
import { WRITE_IN_FLIGHT } from '../writes/confirm-view.js';
import type { MovePlan } from './view.js';
import { roleMoveProgress, wholeMove } from './role-move-view.js';

/**
 * A confirmed whole-role move handed to the job engine (src/features/moves/role-move-jobs.ts): its parts are
 * held sendable past the preview's ten minutes (so a restart resumes them), queued in order, and
 * the moderator's message becomes the progress bar the jobs edit. A second press finds them held
 * and queues nothing.
 */
export async function dispatchRoleMove(
  entry: JournalEntry<unknown, { plan: MovePlan; parts?: string[] }>,
  ctx: ComponentContext,
): Promise<Reply> {
  const { journal } = ctx.services.store;
  const jobs = ctx.services.jobs;
  const guildId = entry.guildId;
  if (!jobs || !guildId) throw new UserError((s) => s.t('moves.roleMove.noJobs'));
  const ids = [entry.id, ...(entry.display.parts ?? [])];
  const held = await journal.hold(ids, ctx.invoker.userId, ROLE_MOVE_HOLD_MS);
  if (!held.includes(entry.id)) throw new UserError(WRITE_IN_FLIGHT);
  // One job per part, run in order; each edits the press's message (its token sealed) with the progress.
  const message = ctx.token ? { token: jobs.seal(ctx.token, guildId), locale: ctx.reader.locale } : undefined;
  const jobsOfParts: RolePartJob[] = ids.map((_, index) => ({ guildId, entries: ids, index, ...(message ? { message } : {}) }));
  await jobs.send(ROLE_MOVE_PART, jobsOfParts, { ordered: true });
  const now = ctx.services.now();
  const parts = await Promise.all(ids.map(async (id) => partOf(await journal.get(id), now)));
  return roleMoveProgress(wholeMove(entry.display.plan), parts, ctx.reader);
}
