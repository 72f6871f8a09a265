import { inEnglish } from '../../i18n/reader.js';
import type { Reply } from '../../discord/reply.js';
import { confirmedWrite, PREVIEW_TTL_MS, type ConfirmedWrite } from '../writes/flow.js';
import { dispatchRoleMove } from './role-move.js';
import type { BodyOf } from '../writes/operations.js';
import type { Stake } from '../writes/threshold.js';
import { recheckMove } from './recheck.js';
import { moveCancelled, moveExpired, moveOutcome, movePreview, plainHeadline, type MovePlan } from './view.js';
import type { TypedWord } from '../writes/confirm-view.js';

/**
 * A value move through the one confirmed-write flow (src/features/writes/flow.ts): its plan (what
 * the preview and the outcome show, kept in the journal beside the request), what it puts at
 * stake for the typed-confirmation rule, and what the moderator types when asked.
 */

type MoveOperation = 'points.change' | 'tip.send' | 'treasury.transfer' | 'airdrop.create' | 'raffle.create' | 'token.burn';

interface MoveDisplay {
  plan: MovePlan;
  /** A whole-role move's first part: the journal entries of the other parts, in order. */
  parts?: string[];
}

/** Tokens and NFTs are worth their dollar value (unknown without a price); points count as points; a role is a role. */
export function stakeOf(plan: MovePlan): Stake {
  const { prize } = plan;
  if (prize.type === 'ROLE') return { role: true };
  if (prize.type === 'POINTS') return { points: Number(prize.amount) * Math.max(1, plan.role?.members ?? plan.members?.length ?? 1) };
  return { usd: plan.usd };
}

/** What the typed confirmation asks for: BURN for a burn, the amount for tokens and points, ROLE for a role, else SEND. */
export function wordOf(plan: MovePlan): TypedWord | string {
  if (plan.kind === 'burn') return 'BURN' satisfies TypedWord;
  if (plan.prize.type === 'ROLE') return 'ROLE' satisfies TypedWord;
  if (plan.prize.type === 'TOKEN' || plan.prize.type === 'POINTS') return plan.prize.amount;
  return 'SEND' satisfies TypedWord;
}

/** A tip or a points gift whose recipients include the moderator who asks. */
export function toSelf(plan: MovePlan, userId: string): boolean {
  return (plan.kind === 'tip' || plan.kind === 'points-give') && (plan.members ?? []).some((m) => m.userId === userId);
}

export interface MoveWrite<K extends MoveOperation> extends Pick<ConfirmedWrite<BodyOf<K>, MoveDisplay>, 'components' | 'modals'> {
  /** Records the preview of `plan` (sending `request` once confirmed, or at `dueAt`) and shows it; nothing is sent. */
  preview(
    ctx: Parameters<ConfirmedWrite<BodyOf<K>, MoveDisplay>['preview']>[0],
    plan: MovePlan,
    request: BodyOf<K>,
    dueAt?: number,
  ): Promise<Reply>;
  /**
   * A whole role's move, one request per part (`plan.role`): every part recorded in the
   * journal, the first as the preview the moderator confirms; nothing is sent.
   */
  previewParts(
    ctx: Parameters<ConfirmedWrite<BodyOf<K>, MoveDisplay>['preview']>[0],
    plan: MovePlan,
    requests: { body: BodyOf<K>; members: number }[],
  ): Promise<Reply>;
}

/** The `command`'s moves, journalled as `operation`. */
export function moveWrite<K extends MoveOperation>(command: string, operation: K): MoveWrite<K> {
  const write = confirmedWrite<K, MoveDisplay>({
    command,
    operation,
    recheck: (e, ctx) => recheckMove(e.display.plan, ctx),
    dispatch: {
      when: (e) => e.display.plan.role !== undefined,
      parts: (e) => e.display.parts ?? [],
      run: (e, ctx) => dispatchRoleMove(e, ctx),
    },
    screens: {
      preview: (e, controls, s) => movePreview(e.display.plan, controls, e.expiresAt, s),
      outcome: (e, outcome, s) => moveOutcome(e.display.plan, outcome, s),
      cancelled: (e, s) => moveCancelled(e.display.plan, s),
      expired: (e, s) => moveExpired(e.display.plan, e.expiresAt, s),
    },
  });
  const summaryOf = (plan: MovePlan, self: boolean) => inEnglish((s) => plainHeadline(plan, s) + (self ? ` ${s.t('moves.toSelf')}` : ''));
  return {
    components: write.components,
    modals: write.modals,
    async previewParts(ctx, plan, requests) {
      const role = plan.role!;
      const parts = requests.map((r, i) => ({ ...plan, role: { ...role, part: { index: i + 1, members: r.members } } }));
      const summary = (p: MovePlan) =>
        `${summaryOf(p, false)} ${inEnglish((s) => s.t('moves.roleMove.summaryPart', { index: String(p.role!.part!.index), parts: String(role.parts), partMembers: s.plural('common.count.members', p.role!.part!.members) }))}`;
      // The parts after the first: recorded as previews like it, sendable once it is confirmed.
      const rest: string[] = [];
      for (let i = 1; i < requests.length; i++) {
        const { entry } = await ctx.services.store.journal.preview({
          operation,
          guildId: ctx.invoker.guildId,
          userId: ctx.invoker.userId,
          body: requests[i]!.body,
          display: { plan: parts[i]! },
          summary: summary(parts[i]!),
          ttlMs: PREVIEW_TTL_MS,
          keyId: ctx.api.keyId,
        });
        rest.push(entry.id);
      }
      return write.preview(ctx, {
        body: requests[0]!.body,
        display: { plan: parts[0]!, parts: rest },
        summary: summary(parts[0]!),
        stake: stakeOf(plan),
        word: wordOf(plan),
      });
    },
    preview: (ctx, plan, request, dueAt) => {
      const self = toSelf(plan, ctx.invoker.userId);
      // The audit row says when a moderator moved value to themself.
      return write.preview(ctx, {
        body: request,
        display: { plan },
        summary: summaryOf(plan, self),
        stake: stakeOf(plan),
        word: wordOf(plan),
        toSelf: self,
        dueAt,
      });
    },
  };
}
