import type { Reply } from '../../discord/reply.js';
import type { Reader } from '../../i18n/reader.js';
import type { Services } from '../../command/contract.js';
import { LIMITS } from '../../discord/limits.js';
import { formatNumber } from '../../views/format.js';
import type { Reward } from './store.js';

/**
 * The line /points balance adds for a member below a threshold reward of a system shown:
 * "12,400 more for @Gold", for the nearest such reward of each system (none when the store
 * cannot be read: the balance still shows).
 */

/** The nearest threshold reward above `balance` among `rewards` of this system, and how far it is. */
export function nextReward(
  rewards: readonly Reward[],
  pointSystemId: string,
  balance: number,
): { reward: Reward; missing: number } | undefined {
  const ahead = rewards
    .filter((r) => r.state === 'active' && r.kind === 'threshold' && r.pointSystemId === pointSystemId && Number(r.threshold) > balance)
    .sort((a, b) => Number(a.threshold) - Number(b.threshold))[0];
  return ahead ? { reward: ahead, missing: Number(ahead.threshold) - balance } : undefined;
}

export async function withRewardsAhead(
  view: Reply,
  services: Pick<Services, 'rewards'>,
  guildId: string | null,
  entries: readonly { system: { id: string }; balance?: number | undefined }[],
  s: Reader,
): Promise<Reply> {
  if (!guildId || !services.rewards) return view;
  let rewards: Reward[];
  try {
    rewards = await (await services.rewards.store()).list(guildId);
  } catch {
    return view;
  }
  const lines = entries.flatMap((e) => {
    const next = nextReward(rewards, e.system.id, e.balance ?? 0);
    return next ? [s.t('rewards.ahead', { amount: formatNumber(next.missing, s.locale), role: `<@&${next.reward.roleId}>` })] : [];
  });
  const embed = view.embeds?.[0];
  if (!lines.length || !embed) return view;
  const description = `${embed.description ?? ''}\n\n${lines.join('\n')}`;
  if (description.length > LIMITS.embedDescription) return view;
  return { ...view, embeds: [{ ...embed, description }, ...(view.embeds ?? []).slice(1)] };
}
