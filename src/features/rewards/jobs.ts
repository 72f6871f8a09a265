import { defineJob, type JobDefinition } from '../../jobs/engine.js';
import { boardPeriodAt, previousPeriod } from '../../time/period.js';
import { runSync, type RewardSyncDeps } from './sync.js';

/**
 * Rewards' two jobs. `rewards.tick` (every minute, once across replicas) starts a sync of each
 * threshold reward whose next sync is due, and of each period reward whose last ended period
 * has a final board it has not acted on yet; then queues every sync not over (one left by a
 * restart too). `rewards.sync` runs one sync (src/features/rewards/sync.ts), one per reward at
 * a time, in the background.
 */

export const REWARDS_TICK = 'rewards.tick';
export const REWARDS_SYNC = 'rewards.sync';

export interface RewardJobDeps extends RewardSyncDeps {
  zoneOf(guildId: string): Promise<string>;
  queueSyncs(syncs: readonly { id: string; rewardId: string }[]): Promise<void>;
}

/** Starts the syncs due and queues every open one; returns how many were queued. */
export async function tickRewards(deps: RewardJobDeps): Promise<number> {
  const now = deps.now();
  for (const reward of await deps.rewards.due(now)) {
    // Keyed by the due instant: a tick run twice (two replicas) makes one sync.
    await deps.rewards.startSync(reward, `at:${reward.nextSyncAt}`, now, { nextSyncAt: now + reward.intervalMinutes * 60_000 });
  }
  for (const reward of await deps.rewards.periodRewards()) {
    const zone = await deps.zoneOf(reward.guildId);
    const ended = previousPeriod(boardPeriodAt(reward.period ?? 'week', zone, now), zone);
    // A period that ended before the reward was added is not its own.
    if (ended.endsAt <= reward.createdAt || reward.lastLabel === ended.label) continue;
    if (!(await deps.periods.final(reward.guildId, reward.pointSystemId, reward.period ?? 'week', ended.label))) continue;
    await deps.rewards.startSync(reward, ended.label, now, { lastLabel: ended.label });
  }
  const open = await deps.rewards.openSyncs();
  if (open.length) await deps.queueSyncs(open.map((s) => ({ id: s.id, rewardId: s.rewardId })));
  return open.length;
}

export function rewardJobs(deps: RewardJobDeps): JobDefinition<any>[] {
  // The store's owner tells processes apart; two jobs of one run in this process are told apart here.
  const running = new Set<string>();
  const runOnce = async (id: string, signal: AbortSignal) => {
    if (running.has(id)) return;
    running.add(id);
    try {
      await runSync(deps, id, signal);
    } finally {
      running.delete(id);
    }
  };
  return [
    defineJob({
      name: REWARDS_TICK,
      cron: { expression: '* * * * *' },
      retryLimit: 0,
      expireInSeconds: 60,
      run: async () => void (await tickRewards(deps)),
    }),
    defineJob<{ id: string }>({
      name: REWARDS_SYNC,
      // At most one queued per reward (its id as singleton key); a run is one process's at a time
      // through its owner in the store, so one left active by a dead process never holds it up.
      policy: 'short',
      retryLimit: 5,
      retryDelaySeconds: 30,
      expireInSeconds: 1_800,
      concurrency: 2,
      run: ({ id }, ctx) => runOnce(id, ctx.signal),
    }),
  ];
}
