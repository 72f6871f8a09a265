import { laneName } from './lane-name.js';
import type { z } from 'zod';
import type { ReadCacheLike } from './cache.js';
import { CommunityApiError, RateLimitedError } from './errors.js';
import type { RateLimiter } from './limiter.js';
import { renamedQuery } from './query.js';
import { withRetry, type RetryPolicy } from './retry.js';
import {
  ChainListResponse,
  ChatUserIdSchema,
  CreateRaidInput,
  GetPointBalancesInput,
  ListPointSystemsInput,
  ListQuestCompletionsInput,
  ListTokensInput,
  PointBalanceListResponse,
  PointSystemListResponse,
  QuestCompletionListResponse,
  QuestIdInput,
  QuestSchema,
  SaveTokenInput,
  ServiceWalletsResponse,
  TippingBalanceChainSchema,
  TippingBalanceResponse,
  TippingInventoryChainSchema,
  TippingInventoryResponse,
  TokenListResponse,
  UserDetailsSchema,
} from './schemas.js';
import { linkSignals, type Transport } from './transport.js';
import type { ApiObserver, CallOptions, CommunityClient } from './types.js';
import {
  AirdropInput,
  BurnInput,
  ChangePointsInput,
  ListQuestsInput,
  QuestListResponse,
  RaffleInput,
  SendTipInput,
  TransferInput,
} from './moves.js';
import { PATHS, QUERY, type Operation, type PlatformIdentifiers, type ReadOperation, type WriteOperation } from './upstream.js';
import { checkInput, checkResponse } from './validate.js';


/**
 * How long each read stays fresh. Chains barely change; the spec warns that service wallets
 * change, and balances move with every tip, so those stay short.
 */
export const CACHE_TTL_MS: Record<ReadOperation, number> = {
  listChains: 60 * 60_000,
  getServiceWallets: 30_000,
  getTippingBalance: 20_000,
  getTippingInventory: 20_000,
  getPointBalances: 20_000,
  listQuestCompletions: 30_000,
  getUserDetails: 60_000,
  listTokens: 60_000,
  getQuest: 60_000,
  listPointSystems: 60_000,
  listQuests: 30_000,
};

/**
 * How long past its TTL a read may still be answered from memory while one background read
 * refreshes it (stale-while-revalidate). Only the point-system list: every board and balance
 * needs it, it rarely changes, and a refresh in the background keeps a board from waiting on
 * it — with no more requests than before, since the refresh replaces the read an expired
 * entry would have made.
 */
export const STALE_MS: Partial<Record<ReadOperation, number>> = {
  listPointSystems: 10 * 60_000,
};

/** Per key: enough for a busy server's working set, small enough for a thousand communities. */
export const MAX_CACHED_READS_PER_KEY = 64;

/** One rate-limit bucket with its cache: a community key, or the keyless core endpoints. */
export interface Lane {
  apiKey?: string;
  limiter: RateLimiter;
  cache: ReadCacheLike;
}

export interface ClientContext {
  transport: Transport;
  retry: RetryPolicy;
  ids: PlatformIdentifiers;
  /** The keyless core endpoints' lane, shared by every key. */
  core: Lane;
  closing: AbortSignal;
  stats: { requests: number; retries: number; rateLimited: number };
  observer?: ApiObserver;
  logger?: { debug: (obj: object, msg?: string) => void; warn: (obj: object, msg?: string) => void };
}

/**
 * Longest wait in a key's queue before a call gives up unsent. A moderator's write must not
 * go out minutes after they gave up on it (and perhaps tried again); a read is worth waiting
 * for a little longer, but not past the point anyone is still looking.
 */
export const MAX_QUEUE_WAIT_MS = { write: 10_000, read: 30_000, background: 60_000 } as const;

export function createClient(ctx: ClientContext, lane: Lane): CommunityClient {
  /** Waits for (or, with noWait, demands) a slot, sends once, and lets a 429 delay the whole lane. */
  async function attempt(
    on: Lane,
    operation: Operation,
    method: 'GET' | 'POST',
    path: string,
    body: unknown,
    signal?: AbortSignal,
    noWait?: boolean,
    background?: boolean,
  ) {
    if (noWait) {
      if (!(await on.limiter.tryAcquire())) {
        const waitMs = on.limiter.waitMs();
        const message = `${method} ${path}: no request capacity right now; retry in ${Math.ceil(waitMs / 1000)} s`;
        throw new RateLimitedError(message, { method, path }, waitMs);
      }
    } else {
      const priority = method === 'POST' ? 'write' : background ? 'background' : 'read';
      const waitMs = on.limiter.waitMs(priority);
      if (waitMs > MAX_QUEUE_WAIT_MS[priority]) {
        const message = `${method} ${path}: the Community API is rate limiting this key; retry in ${Math.ceil(waitMs / 1000)} s`;
        throw new RateLimitedError(message, { method, path }, waitMs);
      }
      const queuedAt = performance.now();
      await on.limiter.acquire(priority, signal);
      ctx.observer?.queued(priority, (performance.now() - queuedAt) / 1000);
    }
    const sentAt = performance.now();
    let status = 'error';
    try {
      const response = await ctx.transport.send({ method, path, apiKey: on.apiKey, body, signal });
      status = String(response.status);
      return response;
    } catch (error) {
      status = error instanceof CommunityApiError ? (error.status !== undefined ? String(error.status) : error.kind) : 'error';
      if (error instanceof RateLimitedError) {
        on.limiter.pushBack(error.retryAfterMs);
        ctx.logger?.warn({ method, path, retryAfterMs: error.retryAfterMs }, 'Community API rate limit reached');
      }
      throw error;
    } finally {
      on.limiter.done();
      ctx.observer?.request(operation, status, (performance.now() - sentAt) / 1000);
    }
  }

  async function get<S extends z.ZodType>(
    on: Lane,
    endpoint: ReadOperation,
    path: string,
    schema: S,
    options: CallOptions = {},
  ): Promise<z.output<S>> {
    let answer: 'hit' | 'shared' | 'miss' = 'hit';
    const fetch = async (signal: AbortSignal | undefined, background?: boolean) => {
      if (!background) answer = 'miss';
      // A no-wait caller (autocomplete) gets one attempt: a retry would mean waiting.
      // A background refresh (stale-while-revalidate) waits its turn behind everyone instead.
      if (options.noWait && !background) return parse(await attempt(on, endpoint, 'GET', path, undefined, signal, true));
      const stop = linkSignals([signal, ctx.closing]);
      try {
        const response = await withRetry(() => attempt(on, endpoint, 'GET', path, undefined, signal, false, background), ctx.retry, {
          signal: stop.signal,
          onRetry: (error, delayMs, retry) => {
            ctx.stats.retries++;
            ctx.observer?.retry(endpoint);
            ctx.logger?.debug({ path, retry, delayMs, error: (error as Error).name }, 'retrying Community API read');
          },
        });
        return parse(response);
      } finally {
        stop.dispose();
      }
    };
    const parse = (response: { status: number; body: unknown }) =>
      checkResponse(schema, response.body, { method: 'GET', path, status: response.status, body: response.body });
    try {
      return await on.cache.read(path, CACHE_TTL_MS[endpoint], fetch, {
        fresh: options.fresh,
        signal: options.signal,
        join: !options.noWait,
        keep: options.keep,
        staleMs: STALE_MS[endpoint],
        onJoin: () => (answer = 'shared'),
      });
    } finally {
      ctx.observer?.read(endpoint, answer);
    }
  }

  /** Writes are sent exactly once: a retried POST could save twice or start two raids. */
  async function post(operation: WriteOperation, path: string, body: unknown, options: CallOptions = {}) {
    return attempt(lane, operation, 'POST', path, body, options.signal, options.noWait);
  }

  /**
   * A write that moved an item: drop what reads of it remember. Run also when the outcome is
   * unknown (timeout, reset), since the write may have taken effect.
   */
  function forget(item: { type: string; chain?: string }) {
    if (item.type === 'POINTS') lane.cache.invalidate(PATHS.points);
    else if (item.chain !== undefined) {
      lane.cache.invalidate(PATHS.tippingBalance(item.chain));
      lane.cache.invalidate(PATHS.tippingInventory(item.chain));
    }
  }

  /** Sends a tipping write once; the caches of what it moves are dropped whatever the answer. */
  async function move<B extends { item: { type: string; chain?: string } }>(operation: WriteOperation, path: string, body: B, options?: CallOptions) {
    try {
      return (await post(operation, path, body, options)).body;
    } finally {
      forget(body.item);
    }
  }

  const PAGING = { offset: QUERY.offset, limit: QUERY.limit } as const;

  return {
    keyId: laneName(lane.apiKey),
    async listTokens(input = {}, options) {
      const p = checkInput(ListTokensInput, input);
      const path = PATHS.tokens + renamedQuery({ ...QUERY.tokens, ...PAGING }, p);
      return get(lane, 'listTokens', path, TokenListResponse, options);
    },

    async saveToken(input, options) {
      const p = checkInput(SaveTokenInput, input);
      try {
        await post('saveToken', PATHS.tokens, { chain: p.chain, address: p.address }, options);
      } finally {
        // Also after a timeout: the token may have been saved, so the next list must ask.
        lane.cache.invalidate(PATHS.tokens);
      }
    },

    async listQuestCompletions(input = {}, options) {
      const p = checkInput(ListQuestCompletionsInput, input);
      const path = PATHS.questCompletions + renamedQuery({ ...QUERY.questCompletions, ...PAGING }, p);
      return get(lane, 'listQuestCompletions', path, QuestCompletionListResponse, options);
    },

    async getQuest(questId, options) {
      const id = checkInput(QuestIdInput, questId, 'questId');
      return get(lane, 'getQuest', PATHS.quest(id), QuestSchema, options);
    },

    async listPointSystems(input = {}, options) {
      const p = checkInput(ListPointSystemsInput, input);
      const path = PATHS.points + renamedQuery({ ...QUERY.points, ...PAGING }, p);
      return get(lane, 'listPointSystems', path, PointSystemListResponse, options);
    },

    async getPointBalances(input, options) {
      const p = checkInput(GetPointBalancesInput, input);
      const path =
        PATHS.pointBalances(p.pointSystemId) +
        renamedQuery({ ...QUERY.pointBalances, ...PAGING }, { ...p, platform: ctx.ids.platform });
      return get(lane, 'getPointBalances', path, PointBalanceListResponse, options);
    },

    async getUserDetails(chatUserId, options) {
      const id = checkInput(ChatUserIdSchema, chatUserId, 'chatUserId');
      return get(lane, 'getUserDetails', PATHS.gatingUser(id), UserDetailsSchema, options);
    },

    async getTippingBalance(chain, options) {
      const key = checkInput(TippingBalanceChainSchema, chain, 'chain');
      return get(lane, 'getTippingBalance', PATHS.tippingBalance(key), TippingBalanceResponse, options);
    },

    async getTippingInventory(chain, options) {
      const key = checkInput(TippingInventoryChainSchema, chain, 'chain');
      return get(lane, 'getTippingInventory', PATHS.tippingInventory(key), TippingInventoryResponse, options);
    },

    async createRaid(input, options) {
      const body = checkInput(CreateRaidInput, input);
      return (await post('createRaid', PATHS.raids, body, options)).body;
    },

    async changePoints(input, options) {
      const p = checkInput(ChangePointsInput, input);
      const body = {
        changes: p.changes.map((c) => ({ platform: ctx.ids.platform, userId: c.userId, amount: c.amount })),
        metadata: p.metadata,
      };
      try {
        return (await post('changePoints', PATHS.pointBalances(p.pointSystemId), body, options)).body;
      } finally {
        lane.cache.invalidate(PATHS.points);
      }
    },

    async sendTip(input, options) {
      const p = checkInput(SendTipInput, input);
      const { channelId, recipientId, item, comment, hideNotification } = p;
      return move('sendTip', PATHS.tips, { channelId, recipientId, item, comment, hideNotification }, options);
    },

    async transfer(input, options) {
      const p = checkInput(TransferInput, input);
      const { channelId, recipientAddress, item, comment, hideNotification } = p;
      return move('transfer', PATHS.transfers, { channelId, recipientAddress, item, comment, hideNotification }, options);
    },

    async createAirdrop(input, options) {
      const p = checkInput(AirdropInput, input);
      const { channelId, item, countdown, maxEntries, comment } = p;
      const { allowedRoleIds, allowedUserIds, forbiddenRoleIds, forbiddenUserIds } = p;
      const body = { channelId, item, countdown, maxEntries, comment, allowedRoleIds, allowedUserIds, forbiddenRoleIds, forbiddenUserIds };
      return move('createAirdrop', PATHS.airdrops, body, options);
    },

    async createRaffle(input, options) {
      const p = checkInput(RaffleInput, input);
      const { channelId, item, countdown, maxEntries, maxWinners, comment } = p;
      const { allowedRoleIds, allowedUserIds, forbiddenRoleIds, forbiddenUserIds } = p;
      const body = { channelId, item, countdown, maxEntries, maxWinners, comment, allowedRoleIds, allowedUserIds, forbiddenRoleIds, forbiddenUserIds };
      return move('createRaffle', PATHS.raffles, body, options);
    },

    async burn(input, options) {
      const p = checkInput(BurnInput, input);
      const { channelId, item, comment, hideNotification } = p;
      return move('burn', PATHS.burns, { channelId, item, comment, hideNotification }, options);
    },

    async listQuests(input = {}, options) {
      const p = checkInput(ListQuestsInput, input);
      const path = PATHS.quests + renamedQuery({ ...QUERY.quests, ...PAGING }, p);
      return get(lane, 'listQuests', path, QuestListResponse, options);
    },

    async getServiceWallets(chatUserId, options) {
      const user = checkInput(ChatUserIdSchema, chatUserId, 'chatUserId');
      const path = ctx.ids.serviceWalletsPath + renamedQuery(QUERY.serviceWallets, { platform: ctx.ids.platform, user });
      return (await get(ctx.core, 'getServiceWallets', path, ServiceWalletsResponse, options)).wallets;
    },

    async listChains(options) {
      return (await get(ctx.core, 'listChains', PATHS.chains, ChainListResponse, options)).chains;
    },
  };
}
