import { setMaxListeners } from 'node:events';
import { upTo } from '../bounded.js';
import { LRUCache } from 'lru-cache';
import { ReadCache, type CachePolicy } from './cache.js';
import { createClient, MAX_CACHED_READS_PER_KEY, type ClientContext, type Lane } from './client.js';
import { NotSentError, ValidationError } from './errors.js';
import { Limiter } from './limiter.js';
import { DEFAULT_RETRY } from './retry.js';
import { SharedReadCache } from './shared-cache.js';
import { SharedLimiter } from './shared-limiter.js';
import { createTransport, type Transport } from './transport.js';
import { laneName } from './lane-name.js';
import type { ApiOptions, CommunityApi, CommunityClient } from './types.js';
import { IDENTIFIERS } from './upstream.js';

export { laneName };

export const DEFAULT_TIMEOUT_MS = 8_000;
/** The documented limit: about one request per second per key. */
export const DEFAULT_RATE_PER_SECOND = 1;
/** A key unused this long is let go: most servers a bot serves are seen rarely. */
export const DEFAULT_IDLE_MS = 10 * 60_000;
export const DEFAULT_MAX_KEYS = 100_000;
/** How often keys idle past their time are let go when nobody asks. */
const SWEEP_EVERY_MS = 60_000;

/** Keys travel in a header: refuse anything that could not be one, without echoing it. */
const KEY_SHAPE = /^[\x21-\x7e]{1,256}$/;

function checkShape(apiKey: unknown): void {
  if (typeof apiKey !== 'string' || !KEY_SHAPE.test(apiKey)) {
    throw new ValidationError([{ field: 'apiKey', message: 'the API key must be printable text without spaces' }]);
  }
}

/** A key's rate limit, cache and client (its rank boards hang off the client). */
interface KeyState {
  lane: Lane;
  client: CommunityClient;
}

/** What one CommunityApi holds: the shared client context, and the keys in use. */
interface ApiState {
  options: ApiOptions;
  policy: CachePolicy;
  closing: AbortController;
  transport: Transport;
  ctx: ClientContext;
  /**
   * Keys used within `idleMs`. A key is let go only after that long without a request, so no
   * request of it is queued and its limiter's spacing is long past: the lane rebuilt on the
   * next use cannot send sooner than the old one would have.
   */
  keys: LRUCache<string, KeyState>;
  sweeper: NodeJS.Timeout;
}

export function createCommunityApi(options: ApiOptions): CommunityApi {
  const state = apiState(options);
  return {
    forKey: (apiKey) => clientForKey(state, apiKey),
    tryKey: (apiKey) => trialClient(state, apiKey),
    get stats() {
      return state.ctx.stats;
    },
    get queued() {
      return queuedRequests(state);
    },
    get keysHeld() {
      state.keys.purgeStale();
      return state.keys.size;
    },
    sweep: () => void state.keys.purgeStale(),
    close: () => closeApi(state),
  };
}

function apiState(options: ApiOptions): ApiState {
  const stats = { requests: 0, retries: 0, rateLimited: 0 };
  const closing = new AbortController();
  // Every request in flight listens for close; hundreds at once is normal, not a leak.
  setMaxListeners(0, closing.signal);
  const policy = { cache: options.cache ?? true, coalesce: options.coalesce ?? true };
  const transport = createTransport({
    baseUrl: options.baseUrl,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    onSent: () => stats.requests++,
    onStatus: (status) => {
      if (status === 429) stats.rateLimited++;
    },
  });
  const ctx: ClientContext = {
    transport,
    retry: { ...DEFAULT_RETRY, ...options.retries },
    ids: IDENTIFIERS[options.spelling ?? 'neutral'],
    core: newLane(options, policy),
    closing: closing.signal,
    ...(options.maxQueueWaitMs ? { maxQueueWaitMs: options.maxQueueWaitMs } : {}),
    stats,
    observer: options.observer,
    logger: options.logger,
  };
  const idleMs = options.idleMs ?? DEFAULT_IDLE_MS;
  const keys = new LRUCache<string, KeyState>({
    ...upTo(options.maxKeys ?? DEFAULT_MAX_KEYS),
    ttl: idleMs,
    updateAgeOnGet: true,
    ...(options.now ? { perf: { now: options.now }, ttlResolution: 0 } : {}),
    // Stored answers go at once, not when the lane's last reference does.
    dispose: (key) => key.lane.cache.clear(),
  });
  const sweeper = setInterval(() => keys.purgeStale(), Math.min(idleMs, SWEEP_EVERY_MS));
  sweeper.unref();
  return { options, policy, closing, transport, ctx, keys, sweeper };
}

/** A key's rate limit and cache: this process's own, or shared with every replica through Redis. */
function newLane(options: ApiOptions, policy: CachePolicy, apiKey?: string): Lane {
  const rate = options.ratePerSecond ?? DEFAULT_RATE_PER_SECOND;
  if (!options.shared) {
    return {
      apiKey,
      limiter: Limiter.perSecond(rate, options.backgroundShare, options.webShare),
      cache: new ReadCache(MAX_CACHED_READS_PER_KEY, policy),
    };
  }
  const { redis, prefix } = options.shared;
  const name = `${prefix}api:${laneName(apiKey)}`;
  const onError = (err: unknown) => options.logger?.warn({ err }, 'shared read cache (Redis) failed; reading upstream directly');
  return {
    apiKey,
    limiter: new SharedLimiter(redis, name, Limiter.intervalFor(rate), undefined, options.backgroundShare, options.webShare),
    cache: new SharedReadCache(redis, name, policy, { onError }),
  };
}

/**
 * The key's one lane (rate limit and cache) and client, kept while in use: the key check of
 * /setup and the server's reads after it wait in the same queue, so the first read is spaced
 * after the check instead of drawing a 429.
 */
function keyState(state: ApiState, apiKey: string): KeyState {
  let key = state.keys.get(apiKey);
  if (!key) {
    const lane = newLane(state.options, state.policy, apiKey);
    key = { lane, client: createClient(state.ctx, lane) };
    state.keys.set(apiKey, key);
  }
  return key;
}

function clientForKey(state: ApiState, apiKey: string): CommunityClient {
  checkShape(apiKey);
  return keyState(state, apiKey).client;
}

/** The key's own client when it has one, else one that is not kept, on the key's one lane. */
function trialClient(state: ApiState, apiKey: string): CommunityClient {
  checkShape(apiKey);
  return state.keys.get(apiKey)?.client ?? createClient(state.ctx, keyState(state, apiKey).lane);
}

function queuedRequests(state: ApiState): number {
  let waiting = state.ctx.core.limiter.queued;
  for (const key of state.keys.values()) waiting += key.lane.limiter.queued;
  return waiting;
}

async function closeApi(state: ApiState): Promise<void> {
  if (state.closing.signal.aborted) return;
  // Whoever still waits for a slot was not sent: a write among them is refused, not unknown.
  const reason = new NotSentError('the Community API client was closed before the request was sent', { method: '', path: '' });
  state.closing.abort(reason);
  clearInterval(state.sweeper);
  for (const lane of [state.ctx.core, ...[...state.keys.values()].map((k) => k.lane)]) {
    lane.limiter.close(reason);
    lane.cache.clear();
  }
  await state.transport.close();
}

export * from './errors.js';
export * from './chains.js';
export type * from './schemas.js';
export type * from './moves.js';
export * as moves from './moves.js';
export * from './exact-json.js';
export type { ApiOptions, CallOptions, CommunityApi, CommunityClient } from './types.js';
export { CACHE_TTL_MS, MAX_CACHED_READS_PER_KEY } from './client.js';
export { buildQuery } from './query.js';
