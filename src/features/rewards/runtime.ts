import type { REST } from 'discord.js';
import type { CommunityClient } from '../../api/types.js';
import { messageReader } from '../../i18n/reader.js';
import type { JobDefinition } from '../../jobs/engine.js';
import type { DiscordFacts } from '../../kit/command.js';
import type { Logger } from '../../log.js';
import { createAuditLog, createPeriods, type Db } from '../../store/index.js';
import { UTC } from '../../time/zone.js';
import { changeRole, memberRoles, readMembers } from './discord.js';
import { REWARDS_SYNC, rewardJobs, tickRewards, type RewardJobDeps } from './jobs.js';
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

export interface RewardsRuntimeOptions {
  /** The bot's store, opened when asked. */
  open(): Promise<{ db: Db }>;
  rest: REST;
  discord: DiscordFacts;
  clientFor(guildId: string): Promise<CommunityClient | undefined>;
  settingsOf(guildId: string): Promise<{ language?: string | null; timeZone?: string | null } | undefined>;
  /** Posts a line in the server's audit channel and logs it. */
  postAudit(guildId: string, line: string): Promise<void>;
  botId(): string | undefined;
  now(): number;
  log: Logger;
  /** Starts the job engine if needed (a confirm queues the first sync on it). */
  startEngine(): Promise<unknown>;
  /** Test hook (RewardSyncDeps.onSending). */
  onSending?: ((syncId: string, userId: string) => void) | undefined;
}

export interface RewardsRuntime {
  /** The engine's jobs; `attach` gives them their store and queue when the engine starts. */
  jobs(): JobDefinition<any>[];
  attach(db: Db, queue: (name: string, data: object, options: { singletonKey: string }) => Promise<unknown>): void;
  tick(): Promise<number>;
  service: RewardsService;
  /** The queue the console and tests wait for. */
  readonly queues: readonly string[];
}

export function createRewardsRuntime(o: RewardsRuntimeOptions): RewardsRuntime {
  let background: { rewards: RewardsStore; db: Db } | undefined;
  let send: ((name: string, data: object, options: { singletonKey: string }) => Promise<unknown>) | undefined;
  const attached = () => {
    if (!background) throw new Error('the job engine is not started');
    return background;
  };
  let interactive: Promise<{ rewards: RewardsStore; db: Db }> | undefined;
  const foreground = () =>
    (interactive ??= o.open().then(({ db }) => ({ rewards: createRewardsStore(db), db }))).catch((err: unknown) => {
      interactive = undefined;
      throw err;
    });
  const readerFor = async (guildId: string) => messageReader({ private: false, serverLanguage: (await o.settingsOf(guildId).catch(() => undefined))?.language ?? null });
  const deps: RewardJobDeps = {
    get rewards() {
      return attached().rewards;
    },
    get periods() {
      return createPeriods({ db: attached().db });
    },
    clientFor: o.clientFor,
    discord: o.discord,
    members: (guildId) => readMembers(o.rest, guildId),
    changeRole: (guildId, userId, roleId, add, reason) => changeRole(o.rest, guildId, userId, roleId, add, reason),
    memberRoles: (guildId, userId) => memberRoles(o.rest, guildId, userId),
    readerFor,
    async audit(reward, sync, outcome, line) {
      await createAuditLog({ db: attached().db, now: o.now }).record({ guildId: reward.guildId, userId: reward.createdBy, operation: 'rewards.sync', summary: line, outcome, reference: sync.id });
      await o.postAudit(reward.guildId, line);
    },
    botId: o.botId,
    now: o.now,
    log: o.log,
    onSending: o.onSending,
    zoneOf: async (guildId) => (await o.settingsOf(guildId).catch(() => undefined))?.timeZone ?? UTC,
    async queueSyncs(syncs) {
      if (!send) throw new Error('the job engine is not started');
      // One run per reward at a time: its id as the singleton key.
      for (const s of syncs) await send(REWARDS_SYNC, { id: s.id }, { singletonKey: s.rewardId });
    },
  };
  return {
    jobs: () => rewardJobs(deps),
    attach(db, queue) {
      background = { rewards: createRewardsStore(db), db };
      send = queue;
    },
    tick: () => tickRewards(deps),
    queues: [REWARDS_SYNC],
    service: {
      store: async () => (await foreground()).rewards,
      members: (guildId) => readMembers(o.rest, guildId),
      botId: o.botId,
      async syncNow(reward) {
        // A period reward's first run is at its period's end (the tick starts it from the final board).
        if (reward.kind !== 'threshold') return;
        // Keyed as the tick keys a due run: the tick and this make one sync between them.
        const sync = await (await foreground()).rewards.startSync(reward, `at:${reward.nextSyncAt}`, o.now(), { nextSyncAt: o.now() + reward.intervalMinutes * 60_000 });
        await o.startEngine();
        if (sync) await deps.queueSyncs([{ id: sync.id, rewardId: reward.id }]);
      },
      async periodsOn(guildId, pointSystemId) {
        return (await createPeriods({ db: (await foreground()).db }).get(guildId, pointSystemId)) !== undefined;
      },
    },
  };
}
