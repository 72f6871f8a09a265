import { inEnglish } from '../../../src/i18n/reader.js';
import type { Reply } from '../../../src/discord/reply.js';
import { confirmedWrite, type ConfirmedWrite } from '../../../src/kit/write-flow.js';
import type { BodyOf } from '../../../src/kit/write-operations.js';
import type { Stake } from '../../../src/kit/write-threshold.js';
import { recheckMove } from './recheck.js';
import { moveCancelled, moveExpired, moveOutcome, movePreview, plainHeadline, type MovePlan } from '../../../src/views/moves.js';

/**
 * A value move through the one confirmed-write flow (src/kit/write-flow.ts): its plan (what
 * the preview and the outcome show, kept in the journal beside the request), what it puts at
 * stake for the typed-confirmation rule, and what the moderator types when asked.
 */

type MoveOperation = 'points.change' | 'tip.send' | 'treasury.transfer' | 'airdrop.create' | 'raffle.create' | 'token.burn';

interface MoveDisplay {
  plan: MovePlan;
}

/** Tokens and NFTs are worth their dollar value (unknown without a price); points count as points; a role is a role. */
export function stakeOf(plan: MovePlan): Stake {
  const { prize } = plan;
  if (prize.type === 'ROLE') return { role: true };
  if (prize.type === 'POINTS') return { points: Number(prize.amount) * Math.max(1, plan.members?.length ?? 1) };
  return { usd: plan.usd };
}

/** What the typed confirmation asks for: BURN for a burn, the amount for tokens and points, ROLE for a role, else SEND. */
export function wordOf(plan: MovePlan): string {
  if (plan.kind === 'burn') return 'BURN';
  if (plan.prize.type === 'ROLE') return 'ROLE';
  if (plan.prize.type === 'TOKEN' || plan.prize.type === 'POINTS') return plan.prize.amount;
  return 'SEND';
}

/** A tip or a points gift whose recipients include the moderator who asks. */
export function toSelf(plan: MovePlan, userId: string): boolean {
  return (plan.kind === 'tip' || plan.kind === 'points-give') && (plan.members ?? []).some((m) => m.userId === userId);
}

export interface MoveWrite<K extends MoveOperation> extends Pick<ConfirmedWrite<BodyOf<K>, MoveDisplay>, 'components' | 'modals'> {
  /** Records the preview of `plan` (sending `request` once confirmed, or at `dueAt`) and shows it; nothing is sent. */
  preview(ctx: Parameters<ConfirmedWrite<BodyOf<K>, MoveDisplay>['preview']>[0], plan: MovePlan, request: BodyOf<K>, dueAt?: number): Promise<Reply>;
}

/** The `command`'s moves, journalled as `operation`. */
export function moveWrite<K extends MoveOperation>(command: string, operation: K): MoveWrite<K> {
  const write = confirmedWrite<K, MoveDisplay>({
    command,
    operation,
    recheck: (e, ctx) => recheckMove(e.display.plan, ctx),
    screens: {
      preview: (e, controls, s) => movePreview(e.display.plan, controls, e.expiresAt, s),
      outcome: (e, outcome, s) => moveOutcome(e.display.plan, outcome, s),
      cancelled: (e, s) => moveCancelled(e.display.plan, s),
      expired: (e, s) => moveExpired(e.display.plan, e.expiresAt, s),
    },
  });
  return {
    components: write.components,
    modals: write.modals,
    preview: (ctx, plan, request, dueAt) => {
      const self = toSelf(plan, ctx.invoker.userId);
      // The audit row says when a moderator moved value to themself.
      const summary = inEnglish((s) => plainHeadline(plan, s) + (self ? ` ${s.t('moves.toSelf')}` : ''));
      return write.preview(ctx, { body: request, display: { plan }, summary, stake: stakeOf(plan), word: wordOf(plan), toSelf: self, dueAt });
    },
  };
}
