import type { Logger } from '../log.js';
import type { SharedRedis } from '../redis.js';
import { MAX_SIGNATURE_AGE_S } from './verify.js';

/**
 * Each interaction is handled once. A signature stays valid for MAX_SIGNATURE_AGE_S either side
 * of its timestamp, so a captured request could be sent again within that window, to this
 * replica or another. Discord itself never sends an interaction twice, so a repeated id is a
 * replay: it is refused and does nothing.
 *
 * Ids are remembered for the whole window in which their signature is accepted: in Redis
 * (`SET NX` with a TTL) when replicas share one, so a replay to another replica is caught too;
 * always also in this process, which decides alone while Redis cannot answer (a replay to
 * another replica during a Redis outage is the one case that gets through).
 */

/** From the earliest to the latest moment a signature with one timestamp is accepted. */
export const REPLAY_WINDOW_MS = 2 * MAX_SIGNATURE_AGE_S * 1000;

export interface ReplayGuard {
  /** True the first time an id is seen (it is recorded); false for a replay. */
  first(interactionId: string): Promise<boolean>;
}

/**
 * Ids seen by this process, each kept REPLAY_WINDOW_MS. Every id lives equally long, so the Map's
 * insertion order is also the order of expiry: the oldest are dropped from the front. (A few
 * lines over a Map: a cache library's eviction and sizing would add nothing here.)
 */
export class SeenIds implements ReplayGuard {
  private readonly until = new Map<string, number>();

  constructor(private readonly now: () => number = Date.now) {}

  get size(): number {
    return this.until.size;
  }

  async first(id: string): Promise<boolean> {
    return this.record(id);
  }

  /** Synchronous form of `first`, for the Redis guard's own use. */
  record(id: string): boolean {
    const at = this.now();
    for (const [old, expires] of this.until) {
      if (expires > at) break;
      this.until.delete(old);
    }
    if (this.until.has(id)) return false;
    this.until.set(id, at + REPLAY_WINDOW_MS);
    return true;
  }
}

/** Ids seen by any replica sharing this Redis. */
export class SharedSeenIds implements ReplayGuard {
  private readonly local: SeenIds;

  constructor(
    private readonly shared: Pick<SharedRedis, 'redis' | 'prefix'>,
    private readonly log: Logger,
    now: () => number = Date.now,
  ) {
    this.local = new SeenIds(now);
  }

  async first(id: string): Promise<boolean> {
    const here = this.local.record(id);
    if (!here) return false;
    try {
      const set = await this.shared.redis.set(`${this.shared.prefix}interaction:${id}`, '1', 'PX', REPLAY_WINDOW_MS, 'NX');
      return set === 'OK';
    } catch (err) {
      this.log.warn({ err, interaction: id }, 'could not record the interaction id in Redis; this replica alone checks it for replays');
      return here;
    }
  }
}

export function replayGuard(shared: Pick<SharedRedis, 'redis' | 'prefix'> | undefined, log: Logger): ReplayGuard {
  return shared ? new SharedSeenIds(shared, log) : new SeenIds();
}
