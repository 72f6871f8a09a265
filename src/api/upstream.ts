/**
 * What the live service publishes that the spec writes in neutral words or hides
 * (../shared/spec/upstream-notes.md). Every such identifier lives here and nowhere else.
 */

export type Spelling = 'neutral' | 'discord';

export interface PlatformIdentifiers {
  /** Value of the `platform` query and of balance entries. */
  platform: string;
  serviceWalletsPath: string;
}

/**
 * `neutral` follows the spec. `discord` is the platform's published spelling (an assumption
 * from the notes: the live service names the platform where the spec says `chat`).
 */
export const IDENTIFIERS: Record<Spelling, PlatformIdentifiers> = {
  neutral: { platform: 'chat', serviceWalletsPath: '/v1/servicewallets' },
  discord: { platform: 'discord', serviceWalletsPath: '/v1/discordwallets' },
};

/** Response field spellings accepted for the user-details object; either maps to the spec's name. */
export const USER_FIELD_ALIASES: Record<string, string> = {
  discordUserId: 'chatUserId',
  discordUsername: 'chatUsername',
  discordAvatarUrl: 'chatAvatarUrl',
};

export const PATHS = {
  tokens: '/v1/community/tokens',
  questCompletions: '/v1/community/quest-completions',
  quest: (id: string) => `/v1/community/quests/${encodeURIComponent(id)}`,
  points: '/v1/community/points',
  pointBalances: (id: string) => `/v1/community/points/${encodeURIComponent(id)}/balance`,
  gatingUser: (id: string) => `/v1/community/gating/users/${encodeURIComponent(id)}`,
  tippingBalance: (chain: string) => `/v1/community/tipping/wallets/${encodeURIComponent(chain)}/balance`,
  tippingInventory: (chain: string) => `/v1/community/tipping/wallets/${encodeURIComponent(chain)}/inventory`,
  raids: '/v1/community/raiding/raids',
  /** Prefix of both tipping wallet reads (balance and inventory), for cache invalidation. */
  tippingWallets: '/v1/community/tipping/wallets/',
  tips: '/v1/community/tipping/tips',
  transfers: '/v1/community/tipping/transfers',
  airdrops: '/v1/community/tipping/airdrops',
  raffles: '/v1/community/tipping/raffles',
  burns: '/v1/community/tipping/burning',
  quests: '/v1/community/quests',
  chains: '/v1/chains',
} as const;

/** Query parameter names the spec hides. */
/** The service's operations that only read; the client caches these. */
export type ReadOperation =
  | 'listTokens'
  | 'listQuestCompletions'
  | 'getQuest'
  | 'listPointSystems'
  | 'getPointBalances'
  | 'getUserDetails'
  | 'getTippingBalance'
  | 'getTippingInventory'
  | 'getServiceWallets'
  | 'listChains'
  | 'listQuests';

/** The operations that change something upstream; each is sent at most once. */
export type WriteOperation = 'saveToken' | 'createRaid' | 'changePoints' | 'sendTip' | 'transfer' | 'createAirdrop' | 'createRaffle' | 'burn';

export type Operation = ReadOperation | WriteOperation;

export const QUERY = {
  offset: 'offset',
  limit: 'limit',
  tokens: { chain: 'chain' },
  questCompletions: { questId: 'questId', iteration: 'iteration', userId: 'userId', after: 'startTime', until: 'endTime' },
  points: { search: 'query', statuses: 'statuses', permission: 'permission', includeShared: 'includeShared' },
  pointBalances: { platform: 'platform', userIds: 'userIds', sort: 'sortBy' },
  serviceWallets: { platform: 'platform', user: 'user' },
  quests: { statuses: 'statuses', recurrences: 'recurrenceTypes', visibilities: 'visibilityTypes' },
} as const;

/** Defaults observed upstream where the spec gives none. */
export const UPSTREAM_DEFAULT_LIMIT = 20;
export const API_KEY_HEADER = 'x-api-key';
