import type { REST } from 'discord.js';
import { zoneOf, type FeatureJobs, type JobContext } from '../job-context.js';
import type { DiscordFacts } from '../../services/discord-facts.js';
import { createPeriods, type Db } from '../../store/index.js';
import { changeRole, memberRoles, readMembers } from './discord.js';
import { REWARDS_SYNC, REWARDS_TICK, rewardJobs, tickRewards, type RewardJobDeps } from './jobs.js';
import { createRewardsStore, type Reward, type RewardsStore } from './store.js';

/**
 * Rewards wired to the bot: their jobs (on the job engine's background store) and what
 * /rewards uses (the store on the interactive lane, the member list, the first sync's start).
 */

/** What /rewards asks of the runtime (BotServices.rewards). */
export interface RewardsService {
  store(): Promise<RewardsStore>;
  /** Every member of the server with their role ids (the preview's read). */
  members(guildId: string): Promise<Map<string, string[]>>;
  botId(): string | undefined;
  /** Starts the first sync of a threshold reward just confirmed, now, in the background (a period reward's first is at its period's end). */
  syncNow(reward: Reward): Promise<void>;
  /** Whether period boards are on for this system (a period reward needs its final boards). */
  periodsOn(guildId: string, pointSystemId: string): Promise<boolean>;
}

/**
 * What the bot lends /rewards: the services learn of it here, from the feature, so the layers
 * below the features never name one (src/bot/jobs.ts builds it).
 */
declare module '../../services/services.js' {
  interface BotServices {
    /** Role rewards: their store, the member list, the first sync; absent where no job engine runs. */
    rewards?: RewardsService;
  }
}

export interface RewardsOptions {
  /** The bot's store, opened when asked (what /rewards reads and writes on the interactive lane). */
  open(): Promise<{ db: Db }>;
  rest: REST;
  /** Discord's facts, read when a job asks (absent where this engine cannot read Discord). */
  discord(): DiscordFacts;
  botId(): string | undefined;
  /** Starts the job engine if needed (a confirm queues the first sync on it). */
  startEngine(): Promise<unknown>;
  /** Test hook (RewardSyncDeps.onSending). */
  onSending?: ((syncId: string, userId: string) => void) | undefined;
}

/** Role rewards' jobs on the shared job context, and what /rewards uses of them. */
export interface RewardsFeature extends FeatureJobs<RewardJobDeps> {
  service: RewardsService;
}

export function rewardsFeature(ctx: JobContext, o: RewardsOptions): RewardsFeature {
  // The jobs' rewards store on the engine's background lane, made once per started store.
  const kept = new WeakMap<Db, RewardsStore>();
  const background = (): RewardsStore => {
    const { db } = ctx.stores;
    let r = kept.get(db);
    if (!r) kept.set(db, (r = createRewardsStore(db)));
    return r;
  };
  let interactive: Promise<{ rewards: RewardsStore; db: Db }> | undefined;
  const foreground = () =>
    (interactive ??= o.open().then(({ db }) => ({ rewards: createRewardsStore(db), db }))).catch((err: unknown) => {
      interactive = undefined;
      throw err;
    });
  const deps: RewardJobDeps = {
    get rewards() {
      return background();
    },
    get periods() {
      return ctx.stores.periods;
    },
    clientFor: (guildId) => ctx.clientFor(guildId),
    get discord() {
      return o.discord();
    },
    members: (guildId) => readMembers(o.rest, guildId),
    changeRole: (guildId, userId, roleId, add, reason) => changeRole(o.rest, guildId, userId, roleId, add, reason),
    memberRoles: (guildId, userId) => memberRoles(o.rest, guildId, userId),
    readerFor: (guildId) => ctx.readerFor(guildId),
    async audit(reward, sync, outcome, line) {
      await ctx.stores.audit.record({
        guildId: reward.guildId,
        userId: reward.createdBy,
        operation: 'rewards.sync',
        summary: line,
        outcome,
        reference: sync.id,
      });
      await ctx.audit(reward.guildId, line);
    },
    botId: o.botId,
    now: () => ctx.now(),
    log: ctx.log,
    onSending: o.onSending,
    zoneOf: (guildId) => zoneOf(ctx, guildId),
    async queueSyncs(syncs) {
      // One run per reward at a time: its id as the singleton key.
      for (const s of syncs) await ctx.queue.send(REWARDS_SYNC, { id: s.id }, { singletonKey: s.rewardId });
    },
  };
  return {
    jobs: rewardJobs(deps),
    ticks: [{ name: REWARDS_TICK, run: () => tickRewards(deps) }],
    // After the period snapshots: a period that just ended has its final board by then.
    after: true,
    due: [REWARDS_SYNC],
    answers: [],
    deps,
    service: {
      store: async () => (await foreground()).rewards,
      members: (guildId) => readMembers(o.rest, guildId),
      botId: o.botId,
      async syncNow(reward) {
        // A period reward's first run is at its period's end (the tick starts it from the final board).
        if (reward.kind !== 'threshold') return;
        // Keyed as the tick keys a due run: the tick and this make one sync between them.
        const sync = await (await foreground()).rewards.startSync(reward, `at:${reward.nextSyncAt}`, ctx.now(), {
          nextSyncAt: ctx.now() + reward.intervalMinutes * 60_000,
        });
        await o.startEngine();
        if (sync) await deps.queueSyncs([{ id: sync.id, rewardId: reward.id }]);
      },
      async periodsOn(guildId, pointSystemId) {
        return (await createPeriods({ db: (await foreground()).db }).get(guildId, pointSystemId)) !== undefined;
      },
    },
  };
}
