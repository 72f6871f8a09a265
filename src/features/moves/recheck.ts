import { sameAddress } from '../../api/chains.js';
import { CommunityApiError } from '../../api/errors.js';
import { compareDecimal, decimalText, fromUnits, parseDecimal } from '../../decimal.js';
import { formatNumber } from '../../views/format.js';
import { UserError, type ComponentContext } from '../../command/contract.js';
import type { MovePlan } from './view.js';
import { checkRolePrize } from './role-prize.js';

/**
 * What a move's preview checked, checked again just before it is sent (a preview can be
 * confirmed up to 10 minutes later): the tipping wallet still holds the tokens or editions, a
 * points take still leaves nobody below 0, a role prize is still one the moderator may give.
 * One read each; a failed check is a refusal with the new figures, and nothing is sent.
 */
export async function recheckMove(plan: MovePlan, ctx: Pick<ComponentContext, 'api' | 'invoker' | 'services' | 'log'>): Promise<void> {
  const { prize } = plan;
  // A role prize unchecked is never sent: Discord's roles unreadable refuse it.
  if (prize.type === 'ROLE') return checkRolePrize(ctx.services.discord, ctx.invoker, prize.roleId);
  try {
    await recheckBalances(plan, ctx);
  } catch (err) {
    if (!(err instanceof CommunityApiError)) throw err;
    // The read failed: the service checks its balances itself, so the write goes on to the one
    // send step, whose outcome (refused, nothing sent, or unknown) is recorded and told as ever.
    ctx.log.warn({ err }, 'could not read the balances again before sending');
  }
}

async function recheckBalances(plan: MovePlan, ctx: Pick<ComponentContext, 'api'>): Promise<void> {
  const { prize } = plan;
  if (prize.type === 'ROLE') return;
  if (prize.type === 'TOKEN') {
    const { tokens } = await ctx.api.getTippingBalance(prize.chain, { fresh: true });
    const token = tokens.find(
      (t) =>
        t.chain === prize.chain &&
        (prize.tokenAddress === null
          ? t.contractAddress === null
          : t.contractAddress !== null && sameAddress(prize.chain, t.contractAddress, prize.tokenAddress)),
    );
    if (!token) throw new UserError((s) => s.t('moves.changed.gone', { item: prize.symbol }));
    const now = fromUnits(token.balanceRaw, token.decimals);
    const needed = parseDecimal(prize.tokens);
    if (needed.ok && compareDecimal(needed.value, now) > 0) {
      throw new UserError((s) =>
        s.t('moves.changed.token', { symbol: prize.symbol, before: prize.holdsNow, now: decimalText(now), needed: prize.tokens }),
      );
    }
    return;
  }
  if (prize.type === 'NFT') {
    const { nfts } = await ctx.api.getTippingInventory(prize.chain, { fresh: true });
    const nft = nfts.find(
      (n) => n.chain === prize.chain && sameAddress(prize.chain, n.contractAddress, prize.contractAddress) && n.tokenId === prize.tokenId,
    );
    if (!nft) throw new UserError((s) => s.t('moves.changed.gone', { item: prize.name }));
    if (nft.amount < prize.count) {
      throw new UserError((s) =>
        s.t('moves.changed.nft', { nft: prize.name, before: String(prize.holdsNow), now: String(nft.amount), needed: String(prize.count) }),
      );
    }
    return;
  }
  // A whole role's take is checked by the service, part by part (a part that would leave someone below 0 is refused).
  if (plan.kind === 'points-take' && !plan.role) {
    const members = (plan.members ?? []).map((m) => m.userId);
    const { data } = await ctx.api.getPointBalances(
      { pointSystemId: prize.systemId, userIds: members, limit: members.length },
      { fresh: true },
    );
    const amount = Number(prize.amount);
    const short = members
      .map((userId) => ({ userId, now: data.find((e) => e.userId === userId)?.balance ?? 0 }))
      .filter((r) => r.now - amount < 0);
    if (short.length) {
      throw new UserError((s) => {
        const who = short
          .map((r) => s.t('board.points.holds', { member: `<@${r.userId}>`, balance: formatNumber(r.now, s.locale, 6) }))
          .join(s.t('board.comma'));
        return s.t('moves.changed.points', {
          detail: s.t('board.points.cannotTake', { amount: prize.amount, system: prize.systemName, who }),
        });
      });
    }
  }
}
