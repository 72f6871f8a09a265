import type { z } from 'zod';
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
import type { PlatformIdentifiers } from './upstream.js';

/**
 * Every operation of the Community API, once: the spec's twelve (../shared/spec/community-api.md)
 * and the notes' seven (live-extensions.md 13 to 19). Each entry says whether it reads or
 * writes, its path, the query names the service uses (the hidden ones from upstream-notes.md
 * included), what it takes and answers, how long a read stays cached, and which cached reads a
 * write makes stale. The client (`client.ts`), its type (`CommunityClient`), the no-wait and
 * keyless wrappers and the sandbox's routing are all built from this table.
 *
 * Paths: a `:name` segment is filled from the input field of that name; `path` is a function
 * where the live service spells the path differently from the spec (upstream.ts IDENTIFIERS).
 * Query: input field → the service's name for it, in the order sent. A `platform` field is the
 * client's own platform spelling, never the caller's.
 */

/** Paging, the same two names on every list. */
export const PAGING = { offset: 'offset', limit: 'limit' } as const;

// Paths that more than one operation uses (a list and its save, a read and its write).
const TOKENS = '/v1/community/tokens';
const POINTS = '/v1/community/points';
const POINT_BALANCES = '/v1/community/points/:pointSystemId/balance';
const TIPPING_BALANCE = '/v1/community/tipping/wallets/:chain/balance';
const TIPPING_INVENTORY = '/v1/community/tipping/wallets/:chain/inventory';

type Schema = z.ZodType;
type Names = Readonly<Record<string, string>>;
type PathSpec = string | ((ids: PlatformIdentifiers) => string);
/** What a schema gives after parsing (`undefined` for an operation that takes nothing). */
export type Parsed<I> = I extends Schema ? z.output<I> : undefined;

interface Common<I extends Schema | undefined, Q extends Names> {
  path: PathSpec;
  /** Validated before anything is sent; a refusal names the field at fault. */
  input?: I;
  /** The name of a single (non-object) input: a path segment or query field, and the field errors name. */
  arg?: string;
  query?: Q;
  /** One of the core endpoints, sent without the key (on the lane all keys share). */
  keyless?: true;
}

export interface ReadSpec<I extends Schema | undefined, O extends Schema, Q extends Names> extends Common<I, Q> {
  /** The answer is checked against this (unknown fields dropped) before anyone sees it. */
  output: O;
  /** How long an answer stays fresh in the cache. */
  ttlMs: number;
  /** Stale-while-revalidate: how long past `ttlMs` a cached answer is still served while one background read refreshes it. */
  staleMs?: number;
}

export interface WriteSpec<I extends Schema | undefined, Q extends Names> extends Common<I, Q> {
  /** The body sent; absent: the parsed input less its path fields. */
  body?: (input: Parsed<I>, ids: PlatformIdentifiers) => unknown;
  /**
   * Path prefixes of the cached reads the write makes stale. They are dropped whatever the
   * answer, a timeout or reset included, since the write may have taken effect.
   */
  invalidates?: (input: Parsed<I>) => string[];
}

export type ReadOp<I extends Schema | undefined = Schema | undefined, O extends Schema = Schema, Q extends Names = Names> = ReadSpec<
  I,
  O,
  Q
> & {
  kind: 'read';
  method: 'GET';
};
export type WriteOp<I extends Schema | undefined = Schema | undefined, Q extends Names = Names> = WriteSpec<I, Q> & {
  kind: 'write';
  /** Sent exactly once, never retried: a repeated POST could save twice or move value twice. */
  method: 'POST';
};

function read<I extends Schema | undefined, O extends Schema, const Q extends Names = Record<never, string>>(
  spec: ReadSpec<I, O, Q>,
): ReadOp<I, O, Q> {
  return { kind: 'read', method: 'GET', ...spec };
}

function write<I extends Schema | undefined, const Q extends Names = Record<never, string>>(spec: WriteSpec<I, Q>): WriteOp<I, Q> {
  return { kind: 'write', method: 'POST', ...spec };
}

/** The tipping wallet reads a value move changes: the points lists, or the chain's balance and inventory. */
function movedItem(input: { item: { type: string; chain?: string } }): string[] {
  if (input.item.type === 'POINTS') return [POINTS];
  const { chain } = input.item;
  return chain === undefined ? [] : [fillPath(TIPPING_BALANCE, { chain }), fillPath(TIPPING_INVENTORY, { chain })];
}

export const OPERATIONS = {
  listTokens: read({
    path: TOKENS,
    input: ListTokensInput,
    query: { chain: 'chain', ...PAGING },
    output: TokenListResponse,
    ttlMs: 60_000,
  }),
  /** Resolves on 201; an empty body is success. */
  saveToken: write({
    path: TOKENS,
    input: SaveTokenInput,
    invalidates: () => [TOKENS],
  }),
  listQuestCompletions: read({
    path: '/v1/community/quest-completions',
    input: ListQuestCompletionsInput,
    query: { questId: 'questId', iteration: 'iteration', userId: 'userId', after: 'startTime', until: 'endTime', ...PAGING },
    output: QuestCompletionListResponse,
    ttlMs: 30_000,
  }),
  getQuest: read({
    path: '/v1/community/quests/:questId',
    input: QuestIdInput,
    arg: 'questId',
    output: QuestSchema,
    ttlMs: 60_000,
  }),
  /**
   * Every board and balance needs this list and it rarely changes: it is served stale for up
   * to 10 minutes while a background read refreshes it, so a board never waits on it, with no
   * more requests than before (the refresh replaces the read an expired entry would make).
   */
  listPointSystems: read({
    path: POINTS,
    input: ListPointSystemsInput,
    query: { search: 'query', statuses: 'statuses', permission: 'permission', includeShared: 'includeShared', ...PAGING },
    output: PointSystemListResponse,
    ttlMs: 60_000,
    staleMs: 10 * 60_000,
  }),
  /** Balances move with every tip: cached briefly. */
  getPointBalances: read({
    path: POINT_BALANCES,
    input: GetPointBalancesInput,
    query: { platform: 'platform', userIds: 'userIds', sort: 'sortBy', ...PAGING },
    output: PointBalanceListResponse,
    ttlMs: 20_000,
  }),
  getUserDetails: read({
    path: '/v1/community/gating/users/:chatUserId',
    input: ChatUserIdSchema,
    arg: 'chatUserId',
    output: UserDetailsSchema,
    ttlMs: 60_000,
  }),
  getTippingBalance: read({
    path: TIPPING_BALANCE,
    input: TippingBalanceChainSchema,
    arg: 'chain',
    output: TippingBalanceResponse,
    ttlMs: 20_000,
  }),
  getTippingInventory: read({
    path: TIPPING_INVENTORY,
    input: TippingInventoryChainSchema,
    arg: 'chain',
    output: TippingInventoryResponse,
    ttlMs: 20_000,
  }),
  /** Resolves with the upstream body (often empty: `undefined`). */
  createRaid: write({
    path: '/v1/community/raiding/raids',
    input: CreateRaidInput,
  }),
  /**
   * Core endpoint: sent without the key. The spec warns that service wallets change, so
   * cached briefly. Resolves with the wallets.
   */
  getServiceWallets: read({
    path: (ids) => ids.serviceWalletsPath,
    keyless: true,
    input: ChatUserIdSchema,
    arg: 'chatUserId',
    query: { platform: 'platform', chatUserId: 'user' },
    output: ServiceWalletsResponse.transform((r) => r.wallets),
    ttlMs: 30_000,
  }),
  /** Core endpoint: sent without the key. Chains barely change: cached long. Resolves with the chains. */
  listChains: read({
    path: '/v1/chains',
    keyless: true,
    output: ChainListResponse.transform((r) => r.chains),
    ttlMs: 60 * 60_000,
  }),
  /**
   * The value-moving writes (live-extensions 13 to 18) each resolve with the upstream body
   * (often empty: `undefined`). A TimeoutError or NetworkError from one has `outcomeUnknown`:
   * it may have taken effect. 13: a signed amount per member; the client adds the platform.
   */
  changePoints: write({
    path: POINT_BALANCES,
    input: ChangePointsInput,
    body: (p, ids) => ({
      changes: p.changes.map((c) => ({ platform: ids.platform, userId: c.userId, amount: c.amount })),
      metadata: p.metadata,
    }),
    invalidates: () => [POINTS],
  }),
  /** 14. */
  sendTip: write({ path: '/v1/community/tipping/tips', input: SendTipInput, invalidates: movedItem }),
  /** 15. */
  transfer: write({ path: '/v1/community/tipping/transfers', input: TransferInput, invalidates: movedItem }),
  /** 16. */
  createAirdrop: write({ path: '/v1/community/tipping/airdrops', input: AirdropInput, invalidates: movedItem }),
  /** 17. */
  createRaffle: write({ path: '/v1/community/tipping/raffles', input: RaffleInput, invalidates: movedItem }),
  /** 18. */
  burn: write({ path: '/v1/community/tipping/burning', input: BurnInput, invalidates: movedItem }),
  /** Live-extensions 19: quests filtered by status, recurrence and visibility. */
  listQuests: read({
    path: '/v1/community/quests',
    input: ListQuestsInput,
    query: { statuses: 'statuses', recurrences: 'recurrenceTypes', visibilities: 'visibilityTypes', ...PAGING },
    output: QuestListResponse,
    ttlMs: 30_000,
  }),
};

export type Operations = typeof OPERATIONS;
export type Operation = keyof Operations;
/** The service's operations that only read; the client caches these. */
export type ReadOperation = { [K in Operation]: Operations[K] extends { kind: 'read' } ? K : never }[Operation];

export const OPERATION_NAMES = Object.keys(OPERATIONS) as Operation[];

/** The operation as the table's general shape, for code that handles any of them. */
export function operation(name: Operation): ReadOp | WriteOp {
  return OPERATIONS[name] as ReadOp | WriteOp;
}

/** How long each read stays fresh (the table's `ttlMs`, by name). */
export const CACHE_TTL_MS = Object.fromEntries(
  OPERATION_NAMES.flatMap((name) => {
    const op = operation(name);
    return op.kind === 'read' ? [[name, op.ttlMs]] : [];
  }),
) as Record<ReadOperation, number>;

/** The path template of an operation, `:name` segments unfilled, in the given spelling. */
export function pathTemplate(name: Operation, ids: PlatformIdentifiers): string {
  const { path } = operation(name);
  return typeof path === 'function' ? path(ids) : path;
}

/**
 * The template with each `:name` segment filled (URI-encoded) from `values`. A segment with no
 * value cuts the path there, which gives the prefix of every path the template can make.
 */
export function fillPath(template: string, values: Readonly<Record<string, unknown>>): string {
  const segments = template.split('/');
  const filled: string[] = [];
  for (const segment of segments) {
    if (!segment.startsWith(':')) {
      filled.push(segment);
      continue;
    }
    const value = values[segment.slice(1)];
    if (value === undefined || value === null) return `${filled.join('/')}/`;
    filled.push(encodeURIComponent(String(value)));
  }
  return filled.join('/');
}

/** The names of the `:name` segments of a template. */
export function pathFields(template: string): string[] {
  return template
    .split('/')
    .filter((s) => s.startsWith(':'))
    .map((s) => s.slice(1));
}

// ---------- the client's type, from the table ----------

type InputOf<Op> = Op extends { input?: infer S } ? (S extends Schema ? z.input<S> : undefined) : undefined;
type ArgsOf<Op, Options> =
  undefined extends InputOf<Op>
    ? [input?: InputOf<Op>, options?: Options]
    : object extends InputOf<Op>
      ? [input?: InputOf<Op>, options?: Options]
      : [input: InputOf<Op>, options?: Options];
type ResultOf<Op> = Op extends { kind: 'read'; output: infer O extends Schema } ? z.output<O> : unknown;

/** One method per operation: `(input, options)`, resolving with the checked answer (reads) or the upstream body (writes). */
export type OperationMethods<Options> = {
  [K in Operation]: (...args: ArgsOf<Operations[K], Options>) => Promise<ResultOf<Operations[K]>>;
};
