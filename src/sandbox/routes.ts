import { randomUUID } from 'node:crypto';
import { LISTED_CHAINS, TIPPING_BALANCE_CHAINS, TIPPING_INVENTORY_CHAINS, TOKEN_CHAINS } from '../api/chains.js';
import { BALANCE_SORTS, MAX_SAFE, POINT_PERMISSIONS, POINT_SYSTEM_STATUSES } from '../api/schemas.js';
import { exactAt } from '../api/exact-json.js';
import { QUEST_RECURRENCES, QUEST_STATUSES, QUEST_VISIBILITIES } from '../api/schemas.js';
import { CreateRaidBody, SaveTokenBody } from './bodies.js';
import { AirdropBody, BurnBody, ChangePointsBody, RaffleBody, TipBody, TransferBody } from './move-bodies.js';
import { changePoints, giveItem } from './wallet.js';
import { OPERATION_NAMES, OPERATIONS, operation, pathTemplate, type Operation } from '../api/operations.js';
import { UPSTREAM_DEFAULT_LIMIT, USER_FIELD_ALIASES, type PlatformIdentifiers } from '../api/upstream.js';
import { CHAIN_LIST, addressFor, chainIdOf, familyOf, sameAddress } from './chaindata.js';
import { listBoard, readBoard } from './board.js';
import { GATING_RULES, type CommunityData, type Holder } from './demo.js';
import { createRng, hashSeed } from './prng.js';
import { badRequest, failure } from './http.js';
import { DIGITS, type Query, parseBody, pathOneOf } from './validate.js';

/** The sandbox answers every operation of the service. */
export type RouteName = Operation;

export interface Context {
  params: Record<string, string>;
  query: Query;
  body: unknown;
  /** The body with every number as its source text (decimal.ts parseJsonExact), for exact amounts. */
  exact?: unknown;
  /** Undefined on the two keyless core endpoints. */
  community: CommunityData | undefined;
  ids: PlatformIdentifiers;
}

/** `body` undefined means an empty body (the live service's 201). */
export interface Result {
  status: number;
  body?: unknown;
}

export interface Route {
  name: RouteName;
  method: 'GET' | 'POST';
  /** Segments; `:name` captures a path parameter. */
  segments: string[];
  keyless?: boolean;
  handle(ctx: Context): Result;
}

const ok = (body: unknown): Result => ({ status: 200, body });
const created: Result = { status: 201 };

function page<T>(items: T[], offset: number, limit: number) {
  const data = items.slice(offset, offset + limit);
  return { data, pagination: { offset, limit, total: items.length, count: data.length } };
}

const need = (ctx: Context): CommunityData => {
  if (!ctx.community) throw new Error('community route without a community');
  return ctx.community;
};

/** The service's query names, by operation (the table's). */
const names = <K extends Operation>(name: K) => OPERATIONS[name].query as NonNullable<(typeof OPERATIONS)[K]['query']>;

// Stand-ins for what the live service reads from the chain when a token is saved.
const DECIMALS_BY_FAMILY = { evm: 18, solana: 9, cosmos: 6, nano: 30, atto: 9, pepecoin: 8 } as const;

const handlers: Record<RouteName, (ctx: Context) => Result> = {
  listTokens(ctx) {
    const { tokens } = need(ctx);
    const chain = ctx.query.oneOf(names('listTokens').chain, TOKEN_CHAINS);
    const offset = ctx.query.offset();
    const limit = ctx.query.limit(100, UPSTREAM_DEFAULT_LIMIT);
    return ok(page(chain ? tokens.filter((t) => t.chain === chain) : tokens, offset, limit));
  },

  saveToken(ctx) {
    const community = need(ctx);
    const { chain, address } = parseBody(SaveTokenBody, ctx.body);
    // Saving a token the community already has is idempotent: 201 again and no second row, as
    // a registry keyed on (chain, address) would answer. EVM addresses match in any letter
    // case (checksummed or not); base58 and bech32 are case-sensitive.
    if (!community.tokens.some((t) => t.chain === chain && sameAddress(chain, t.address, address))) {
      const family = familyOf(chain);
      const symbol = `T${address
        .replace(/[^a-z0-9]/gi, '')
        .slice(-4)
        .toUpperCase()}`;
      community.tokens.push({ chain, address, symbol, decimals: DECIMALS_BY_FAMILY[family], createdAt: Date.now() });
    }
    return created;
  },

  listQuestCompletions(ctx) {
    const q = ctx.query;
    const Q = names('listQuestCompletions');
    const questId = q.text(Q.questId, 256, 1);
    const iteration = q.int(Q.iteration, 1, MAX_SAFE);
    const userId = q.matching(Q.userId, DIGITS, 'is not a user id (digits)');
    const after = q.int(Q.after, 0, MAX_SAFE);
    const until = q.int(Q.until, 0, MAX_SAFE);
    const offset = q.offset();
    const limit = q.limit(50, UPSTREAM_DEFAULT_LIMIT);
    const matches = need(ctx).completions.filter(
      (c) =>
        (questId === undefined || c.questId === questId) &&
        (iteration === undefined || c.iteration === iteration) &&
        (userId === undefined || c.userId === userId) &&
        (after === undefined || c.timestamp >= after) &&
        (until === undefined || c.timestamp <= until),
    );
    return ok(page(matches, offset, limit));
  },

  getQuest(ctx) {
    const id = ctx.params.questId ?? '';
    const quest = need(ctx).quests.get(id);
    if (!quest) throw failure(404, `questId: no quest ${JSON.stringify(id)} in this community`);
    return ok(quest);
  },

  listPointSystems(ctx) {
    const q = ctx.query;
    const Q = names('listPointSystems');
    const search = q.text(Q.search, 256)?.toLowerCase();
    const statuses = q.manyOf(Q.statuses, POINT_SYSTEM_STATUSES);
    const permission = q.oneOf(Q.permission, POINT_PERMISSIONS) ?? 'VIEW';
    const includeShared = q.bool(Q.includeShared) ?? false;
    const offset = q.offset();
    const limit = q.limit(50, UPSTREAM_DEFAULT_LIMIT);
    const matches = need(ctx)
      .pointSystems.filter(
        (r) =>
          (includeShared || !r.shared) &&
          (!statuses || (statuses as readonly string[]).includes(r.system.status)) &&
          r.system.permissions.includes(permission) &&
          (!search || r.system.name.toLowerCase().includes(search)),
      )
      .map((r) => r.system);
    return ok(page(matches, offset, limit));
  },

  getPointBalances(ctx) {
    const id = ctx.params.pointSystemId ?? '';
    const q = ctx.query;
    const Q = names('getPointBalances');
    // One value is allowed, so it filters nothing; anything else is refused.
    q.oneOf(Q.platform, [ctx.ids.platform]);
    const userIds = q.many(Q.userIds, DIGITS, 'is not a user id (digits)');
    const sort = q.oneOf(Q.sort, BALANCE_SORTS) ?? 'balance-desc';
    const offset = q.offset();
    const limit = q.limit(100, UPSTREAM_DEFAULT_LIMIT);
    const record = need(ctx).pointSystems.find((r) => r.system.id === id);
    if (!record) throw failure(404, `pointSystemId: no point system ${JSON.stringify(id)} in this community`);
    const board = record.board ?? listBoard(record.holders);
    const entry = (h: Holder) => ({ platform: ctx.ids.platform, userId: h.userId, balance: h.balance });
    if (userIds) {
      const found = userIds.map((u) => board.indexOf(u)).filter((i) => i >= 0);
      const inOrder = [...new Set(found)].sort((a, b) => (sort === 'balance-asc' ? b - a : a - b));
      return ok(
        page(
          inOrder.map((i) => entry(board.at(i))),
          offset,
          limit,
        ),
      );
    }
    // Only the asked rows are built: a generated board of a million holders is never listed whole.
    const data = readBoard(board, sort, offset, limit).map(entry);
    return ok({ data, pagination: { offset, limit, total: board.size, count: data.length } });
  },

  getUserDetails(ctx) {
    const id = ctx.params.chatUserId ?? '';
    if (!DIGITS.test(id)) throw badRequest('userId', `${JSON.stringify(id)} is not a user id (digits)`);
    const user = need(ctx).users.get(id);
    if (!user) throw failure(404, `userId: no verified user ${id}`);
    const blank = user.redacted;
    const names = spelledUserFields(ctx.ids);
    return ok({
      [names.chatUserId]: user.id,
      [names.chatUsername]: user.username,
      [names.chatAvatarUrl]: user.avatarUrl,
      linkedAccounts: user.accounts
        .filter((a) => GATING_RULES.accounts.has(a.platform))
        .map((a) => (blank ? { platform: a.platform, username: '', isRedacted: true } : a)),
      linkedWallets: user.wallets
        .filter((w) => GATING_RULES.walletChains.has(w.chain))
        .map((w) => (blank ? { chain: w.chain, chainId: w.chainId, address: '', isRedacted: true } : w)),
    });
  },

  getTippingBalance(ctx) {
    const chain = pathOneOf('chain', ctx.params.chain ?? '', TIPPING_BALANCE_CHAINS);
    const community = need(ctx);
    return ok({
      walletAddress: tippingWallet(community, chain),
      tokens: community.tipping.tokens.filter((t) => t.chain === chain),
    });
  },

  getTippingInventory(ctx) {
    const chain = pathOneOf('chain', ctx.params.chain ?? '', TIPPING_INVENTORY_CHAINS);
    const community = need(ctx);
    return ok({
      walletAddress: tippingWallet(community, chain),
      nfts: community.tipping.nfts.filter((n) => n.chain === chain),
    });
  },

  createRaid(ctx) {
    const body = parseBody(CreateRaidBody, ctx.body);
    const community = need(ctx);
    // Assumption (wallet.ts): a token pool leaves the tipping wallet when the raid is created, as
    // an airdrop's pool does; the spec and the notes say nothing of when. A fixed reward is paid
    // per verified raider, which the sandbox never reaches, so it takes nothing now.
    if (body.reward.type === 'TOKEN_POOL') {
      const exact = exactAt(ctx.exact, ['reward', 'item', 'amount']);
      giveItem(community, body.reward.item, exact, { apply: false });
      giveItem(community, body.reward.item, exact, { apply: true });
    }
    // Stored as sent (defaults not applied), so tests see exactly what the client put on the wire.
    community.raids.push({ ...(ctx.body as Record<string, unknown>), id: randomUUID(), createdAt: Date.now() });
    return created;
  },

  getServiceWallets(ctx) {
    const q = ctx.query;
    const Q = names('getServiceWallets');
    if (q.one(Q.platform) === undefined) throw badRequest(Q.platform, `is required (${ctx.ids.platform})`);
    q.oneOf(Q.platform, [ctx.ids.platform]);
    const user = q.matching(Q.chatUserId, DIGITS, 'is not a user id (digits)');
    if (user === undefined) throw badRequest(Q.chatUserId, 'is required');
    return ok({ wallets: LISTED_CHAINS.map((chain) => serviceWallet(user, chain)) });
  },

  listChains() {
    return ok({ chains: CHAIN_LIST });
  },

  changePoints(ctx) {
    const body = parseBody(ChangePointsBody, ctx.body);
    body.changes.forEach((c, i) => {
      if (c.platform !== ctx.ids.platform) throw badRequest(`changes.${i}.platform`, `must be ${ctx.ids.platform}`);
      if (c.amount === 0) throw badRequest(`changes.${i}.amount`, 'must not be 0');
    });
    const community = need(ctx);
    changePoints(community, ctx.params.pointSystemId ?? '', body.changes);
    return record(community, 'changePoints', ctx);
  },

  sendTip(ctx) {
    const body = parseBody(TipBody, ctx.body);
    return give(ctx, 'sendTip', body.item, body.recipientId);
  },

  transfer(ctx) {
    return give(ctx, 'transfer', parseBody(TransferBody, ctx.body).item);
  },

  createAirdrop(ctx) {
    return give(ctx, 'createAirdrop', parseBody(AirdropBody, ctx.body).item);
  },

  createRaffle(ctx) {
    return give(ctx, 'createRaffle', parseBody(RaffleBody, ctx.body).item);
  },

  burn(ctx) {
    return give(ctx, 'burn', parseBody(BurnBody, ctx.body).item);
  },

  listQuests(ctx) {
    const q = ctx.query;
    const Q = names('listQuests');
    const statuses = q.manyOf(Q.statuses, QUEST_STATUSES);
    const recurrences = q.manyOf(Q.recurrences, QUEST_RECURRENCES);
    const visibilities = q.manyOf(Q.visibilities, QUEST_VISIBILITIES);
    const offset = q.offset();
    // The notes: "assume at most 50".
    const limit = q.limit(50, UPSTREAM_DEFAULT_LIMIT);
    const matches = [...need(ctx).quests.values()].filter(
      (quest) =>
        (!statuses || (statuses as string[]).includes(quest.status)) &&
        (!recurrences || (recurrences as string[]).includes(quest.recurrence)) &&
        (!visibilities || (visibilities as string[]).includes(quest.visibility)),
    );
    return ok(page(matches, offset, limit));
  },
};

/** Checks the item against the wallet, then moves it; a refusal changes nothing. */
function give(ctx: Context, route: RouteName, item: Parameters<typeof giveItem>[1], recipient?: string): Result {
  const community = need(ctx);
  const exact = exactAt(ctx.exact, ['item', 'amount']);
  giveItem(community, item, exact, { recipient, apply: false });
  giveItem(community, item, exact, { recipient, apply: true });
  return record(community, route, ctx);
}

function record(community: CommunityData, route: RouteName, ctx: Context): Result {
  community.moves.push({ route, body: structuredClone(ctx.body as Record<string, unknown>), at: Date.now() });
  return created;
}

function spelledUserFields(ids: PlatformIdentifiers): Record<'chatUserId' | 'chatUsername' | 'chatAvatarUrl', string> {
  const names = { chatUserId: 'chatUserId', chatUsername: 'chatUsername', chatAvatarUrl: 'chatAvatarUrl' };
  if (ids.platform === 'chat') return names;
  for (const [alias, name] of Object.entries(USER_FIELD_ALIASES)) {
    if (alias.startsWith(ids.platform) && name in names) names[name as keyof typeof names] = alias;
  }
  return names;
}

function tippingWallet(community: CommunityData, chain: string): string {
  return addressFor(chain, `${community.communityId}:tipping`);
}

function serviceWallet(user: string, chain: string) {
  const rng = createRng(hashSeed(user, chain, 'wallet-id'));
  const id = `${rng.hex(8)}-${rng.hex(4)}-4${rng.hex(3)}-a${rng.hex(3)}-${rng.hex(12)}`;
  return { id, chain, chainId: chainIdOf(chain), address: addressFor(chain, `service:${user}`) };
}

// No empty segments are dropped: `/v1/chains/` is not `/v1/chains`.
const segmentsOf = (path: string) => path.split('/').slice(1);

/** The route table, one route per operation of the table; the service wallets path follows the served spelling. */
export function routeTable(ids: PlatformIdentifiers): Route[] {
  return OPERATION_NAMES.map((name) => ({
    name,
    method: operation(name).method,
    segments: segmentsOf(pathTemplate(name, ids)),
    keyless: operation(name).keyless === true,
    handle: handlers[name],
  }));
}

export type Match = { route: Route; params: Record<string, string> } | { route?: undefined; allow: string[] };

/** Finds the route for a method and path; `allow` lists the methods the path takes (405) or is empty (404). */
export function matchRoute(routes: Route[], method: string, pathname: string): Match {
  const parts = segmentsOf(pathname);
  const allow: string[] = [];
  for (const route of routes) {
    if (route.segments.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const fits = route.segments.every((seg, i) => {
      const part = parts[i] as string;
      if (!seg.startsWith(':')) return seg === part;
      params[seg.slice(1)] = decodePart(part);
      return part !== '';
    });
    if (!fits) continue;
    if (route.method === method) return { route, params };
    allow.push(route.method);
  }
  return { allow };
}

function decodePart(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    throw badRequest('path', `${JSON.stringify(part)} is not valid percent-encoding`);
  }
}
