import { z } from 'zod';
import { TIPPING_BALANCE_CHAINS, TIPPING_INVENTORY_CHAINS, TOKEN_CHAINS } from './chains.js';
import { USER_FIELD_ALIASES } from './upstream.js';
import { exactAmount } from './exact-json.js';
import { rendersAsNothing } from '../i18n/visible.js';

/**
 * The spec's tables as zod schemas, field by field. Inputs carry every stated bound with a
 * message a moderator can act on; responses are validated and stripped of unknown fields
 * (zod's default), so an upstream addition never breaks the bot.
 */

export const MAX_SAFE = 9007199254740991;

// ---------- building blocks with actionable messages ----------

/** Text with an unpaired UTF-16 surrogate cannot go in a URL (encodeURIComponent throws URIError) nor be shown back. */
const BROKEN = (name: string) => `${name} contains a broken character (half of an emoji or symbol); type it again`;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const isWellFormed = (s: string) => !LONE_SURROGATE.test(s);

const quote = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

export const intIn = (name: string, min: number, max: number) =>
  z
    .number({ error: `${name} must be a whole number between ${min} and ${max}` })
    .int({ error: `${name} must be a whole number between ${min} and ${max}` })
    .min(min, { error: `${name} must be between ${min} and ${max}` })
    .max(max, { error: `${name} must be between ${min} and ${max}` });

export const offsetSchema = z
  .number({ error: 'offset must be a whole number of at least 0' })
  .int({ error: 'offset must be a whole number of at least 0' })
  .min(0, { error: 'offset must be a whole number of at least 0' })
  .max(MAX_SAFE, { error: 'offset is too large' });

export const textMax = (name: string, max: number, min = 0) =>
  z
    .string({ error: `${name} must be text` })
    .min(min, { error: min === 1 ? `${name} must not be empty` : `${name} must be at least ${min} characters` })
    .max(max, { error: `${name} must be at most ${max} characters` })
    .refine((s) => isWellFormed(s), { error: BROKEN(name) });

export const chainIn = <const T extends readonly [string, ...string[]]>(list: T, what: string) =>
  z.enum(list, {
    error: (iss) => `${iss.input === undefined ? 'a chain is required' : `${quote(iss.input)} ${what}`}; allowed: ${list.join(', ')}`,
  });

export const TokenChainSchema = chainIn(TOKEN_CHAINS, 'is not a chain the token endpoints accept');
export const TippingBalanceChainSchema = chainIn(TIPPING_BALANCE_CHAINS as [string, ...string[]], 'has no tipping balance');
export const TippingInventoryChainSchema = chainIn(TIPPING_INVENTORY_CHAINS as [string, ...string[]], 'has no tipping inventory');

/**
 * Discord ids (snowflakes) have 16 to 20 digits for anything made since 2015; a shorter number
 * is never a member, so it is refused here instead of asking the API about `/gating/users/1`.
 */
export const ChatUserIdSchema = z.string({ error: 'user id must be text: pick the member from the list' }).regex(/^\d{16,20}$/, {
  error: (iss) =>
    `${quote(cutText(String(iss.input), 40))} is not a user id: a Discord user id has 16 to 20 digits; pick the member from the list`,
});

const cutText = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);

const idSchema = (name: string) =>
  z
    .string({ error: `${name} must be text` })
    .min(1, { error: `${name} must not be empty` })
    .max(128, { error: `${name} must be at most 128 characters` })
    .regex(/^[^/?#\s]+$/, { error: `${name} must not contain spaces, slashes, ? or #` })
    .refine((s) => isWellFormed(s), { error: BROKEN(name) });

// ---------- enums ----------

export const QUEST_STATUSES = ['DRAFT', 'TEMPLATE', 'ACTIVE', 'PAUSED', 'REVIEW', 'ENDED', 'ARCHIVED'] as const;
export const QUEST_RECURRENCES = ['ONCE', 'DAILY', 'WEEKLY', 'MONTHLY', 'CUSTOM'] as const;
export const QUEST_VISIBILITIES = ['PRIVATE', 'PUBLIC', 'SHARED'] as const;
export const POINT_SYSTEM_STATUSES = ['ACTIVE', 'ARCHIVED', 'SUSPENDED'] as const;
export const POINT_PERMISSIONS = ['VIEW', 'TRANSFER', 'SPEND', 'PRINT'] as const;
export const BALANCE_SORTS = ['balance-desc', 'balance-asc'] as const;

const enumOf = <const T extends readonly [string, ...string[]]>(name: string, values: T) =>
  z.enum(values, { error: (iss) => `${name} ${quote(iss.input)} is not one of ${values.join(', ')}` });

export const PointSystemStatusSchema = enumOf('status', POINT_SYSTEM_STATUSES);
export const PointPermissionSchema = enumOf('permission', POINT_PERMISSIONS);
export const BalanceSortSchema = enumOf('sort', BALANCE_SORTS);

// ---------- response resources ----------

export const PaginationSchema = z.object({
  offset: z.number(),
  limit: z.number(),
  total: z.number(),
  count: z.number(),
});
export type Pagination = z.infer<typeof PaginationSchema>;

/** Response chain keys are plain strings: the live list gains keys before the spec does. */
const responseChain = z.string();

/**
 * A response enum: the spec's values, and any other string too, so a status or permission
 * the service adds later shows as itself instead of breaking the command.
 */
const responseEnum = <const T extends readonly [string, ...string[]]>(values: T) => z.union([z.enum(values), z.string()]);

export const ChainSchema = z.object({ key: responseChain, id: z.string(), name: z.string() });
export type Chain = z.infer<typeof ChainSchema>;

export const CustomTokenSchema = z.object({
  chain: responseChain,
  address: z.string(),
  symbol: z.string(),
  decimals: z.number(),
  createdAt: z.number(),
});
export type CustomToken = z.infer<typeof CustomTokenSchema>;

export const QuestCompletionSchema = z.object({
  questId: z.string(),
  iteration: z.number().int(),
  userId: z.string(),
  timestamp: z.number(),
  source: z.object({ platform: z.string(), guildId: z.string(), channelId: z.string() }),
  taskIds: z.array(z.string()),
  verificationData: z.array(
    z.object({
      type: z.string(),
      taskId: z.string(),
      accountAgeDays: z.number().optional(),
      accountUsername: z.string().optional(),
    }),
  ),
  rewardMultiplier: z.number(),
});
export type QuestCompletion = z.infer<typeof QuestCompletionSchema>;

export const SOCIAL_POST_TASK = 'SOCIAL_POST_INTERACTION';

export const SocialPostTaskSchema = z.object({
  id: z.string(),
  type: z.literal(SOCIAL_POST_TASK),
  postUrl: z.string(),
  isLikeRequired: z.boolean(),
  isRepostRequired: z.boolean(),
  isCommentRequired: z.boolean(),
});
/**
 * The other 31 variants are not shown: keep their type so views can name it. An account-age
 * task's threshold is kept when it comes as `minAccountAgeDays` (days): an assumption, the
 * name the sandbox uses, since the spec shows only the completion's `accountAgeDays`.
 */
export const OtherTaskSchema = z.object({
  id: z.string().optional(),
  type: z.string(),
  minAccountAgeDays: z.number().nonnegative().optional(),
});
export const QuestTaskSchema = z.union([SocialPostTaskSchema, OtherTaskSchema]);
export type QuestTask = z.infer<typeof QuestTaskSchema>;

export const QuestRewardSchema = z.object({
  id: z.string(),
  type: z.string(),
  strategy: z.object({ type: z.string(), maxWinners: z.number().int().optional() }).optional(),
  item: z
    .object({
      type: z.string(),
      chain: responseChain.optional(),
      tokenAddress: z.string().nullable().optional(),
      amount: z.number().optional(),
    })
    .optional(),
  rewardPoolId: z.string().optional(),
});
export type QuestReward = z.infer<typeof QuestRewardSchema>;

export const QuestSchema = z.object({
  id: z.string(),
  communityId: z.string(),
  name: z.string().max(48),
  shortDescription: z.string().max(256),
  fullDescription: z.string().max(4096),
  createdAt: z.number(),
  startTime: z.number(),
  endTime: z.number(),
  status: responseEnum(QUEST_STATUSES),
  recurrence: responseEnum(QUEST_RECURRENCES),
  recurrenceInterval: z.number().min(3_600_000).max(31_536_000_000),
  visibility: responseEnum(QUEST_VISIBILITIES),
  iteration: z.number().int().min(1).max(MAX_SAFE),
  iterationCompletions: z.array(z.number()),
  totalCompletionCount: z.number(),
  tasks: z.array(QuestTaskSchema).max(32),
  rewards: z.array(QuestRewardSchema).max(4),
});
export type Quest = z.infer<typeof QuestSchema>;

export const PointSystemSchema = z.object({
  id: z.string(),
  communityId: z.string(),
  status: responseEnum(POINT_SYSTEM_STATUSES),
  createdAt: z.number(),
  name: z.string(),
  description: z.string(),
  emoji: z.string(),
  aliases: z.array(z.string()),
  isTransferable: z.boolean(),
  isBurnable: z.boolean(),
  permissions: z.array(responseEnum(POINT_PERMISSIONS)),
  holderCount: z.number(),
});
export type PointSystem = z.infer<typeof PointSystemSchema>;

/** `platform` is `chat` in the spec; the live service may use the platform's own name. */
export const PointBalanceSchema = z.object({ platform: z.string(), userId: z.string(), balance: z.number() });
export type PointBalance = z.infer<typeof PointBalanceSchema>;

const renameAliases = (value: unknown) => {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const [alias, name] of Object.entries(USER_FIELD_ALIASES)) {
    if (alias in out && !(name in out)) out[name] = out[alias];
  }
  return out;
};

export const LinkedAccountSchema = z.object({
  platform: z.string(),
  username: z.string(),
  isRedacted: z.boolean().optional(),
});
export const LinkedWalletSchema = z.object({
  chain: z.string(),
  chainId: z.string(),
  address: z.string(),
  isRedacted: z.boolean().optional(),
});
export const UserDetailsSchema = z.preprocess(
  renameAliases,
  z.object({
    chatUserId: z.string(),
    chatUsername: z.string(),
    chatAvatarUrl: z.string().nullable(),
    linkedAccounts: z.array(LinkedAccountSchema),
    linkedWallets: z.array(LinkedWalletSchema),
  }),
);
export type UserDetails = z.infer<typeof UserDetailsSchema>;

export const TippingTokenSchema = z.object({
  chain: responseChain,
  contractAddress: z.string().nullable(),
  symbol: z.string(),
  decimals: z.number(),
  name: z.string(),
  balanceRaw: z.string(),
  balance: z.number(),
  usdValue: z.number(),
});
export type TippingToken = z.infer<typeof TippingTokenSchema>;

export const TippingNftSchema = z.object({
  chain: responseChain,
  contractAddress: z.string(),
  tokenId: z.string(),
  name: z.string(),
  imageUrl: z.string(),
  amount: z.number(),
});
export type TippingNft = z.infer<typeof TippingNftSchema>;

export const ServiceWalletSchema = z.object({
  id: z.string(),
  chain: responseChain,
  chainId: z.string(),
  address: z.string(),
});
export type ServiceWallet = z.infer<typeof ServiceWalletSchema>;

// ---------- response bodies ----------

const page = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), pagination: PaginationSchema });
export interface Page<T> {
  data: T[];
  pagination: Pagination;
}

export const TokenListResponse = page(CustomTokenSchema);
export const QuestCompletionListResponse = page(QuestCompletionSchema);
export const PointSystemListResponse = page(PointSystemSchema);
export const PointBalanceListResponse = page(PointBalanceSchema);
export const TippingBalanceResponse = z.object({ walletAddress: z.string(), tokens: z.array(TippingTokenSchema) });
export type TippingBalance = z.infer<typeof TippingBalanceResponse>;
export const TippingInventoryResponse = z.object({ walletAddress: z.string(), nfts: z.array(TippingNftSchema) });
export type TippingInventory = z.infer<typeof TippingInventoryResponse>;
export const ServiceWalletsResponse = z.object({ wallets: z.array(ServiceWalletSchema) });
export const ChainListResponse = z.object({ chains: z.array(ChainSchema) });

// ---------- inputs ----------

const paging = (maxLimit: number) => ({
  offset: offsetSchema.optional(),
  limit: intIn('limit', 0, maxLimit).optional(),
});

export const ListTokensInput = z.object({ chain: TokenChainSchema.optional(), ...paging(100) }).strict();
export type ListTokensInput = z.input<typeof ListTokensInput>;

export const SaveTokenInput = z.object({ chain: TokenChainSchema, address: textMax('address', 256, 1) }).strict();
export type SaveTokenInput = z.input<typeof SaveTokenInput>;

const msTime = (name: string) =>
  z
    .number({ error: `${name} must be a time in milliseconds` })
    .int({ error: `${name} must be a whole number of milliseconds` })
    .min(0, { error: `${name} must not be before 1970` })
    .max(MAX_SAFE, { error: `${name} is too large` });

export const ListQuestCompletionsInput = z
  .object({
    questId: idSchema('quest id').optional(),
    iteration: intIn('round', 1, MAX_SAFE).optional(),
    userId: ChatUserIdSchema.optional(),
    after: msTime('since').optional(),
    until: msTime('until').optional(),
    ...paging(50),
  })
  .strict()
  .refine((v) => v.after === undefined || v.until === undefined || v.after <= v.until, {
    error: 'since must be before until',
    path: ['after'],
  });
export type ListQuestCompletionsInput = z.input<typeof ListQuestCompletionsInput>;

export const QuestIdInput = idSchema('quest id');
export const PointSystemIdInput = idSchema('point system id');

export const ListPointSystemsInput = z
  .object({
    search: textMax('search', 256).optional(),
    statuses: z.array(PointSystemStatusSchema).max(3).optional(),
    permission: PointPermissionSchema.optional(),
    includeShared: z.boolean({ error: 'include-shared must be true or false' }).optional(),
    ...paging(50),
  })
  .strict();
export type ListPointSystemsInput = z.input<typeof ListPointSystemsInput>;

export const GetPointBalancesInput = z
  .object({
    pointSystemId: PointSystemIdInput,
    userIds: z.array(ChatUserIdSchema).min(1).max(100, { error: 'at most 100 user ids at once' }).optional(),
    sort: BalanceSortSchema.optional(),
    ...paging(100),
  })
  .strict();
export type GetPointBalancesInput = z.input<typeof GetPointBalancesInput>;

// Raid rewards. TOKEN_POOL is documented publicly; FIXED and RANDOM are assumptions
// (upstream-notes: quest rewards use FIXED with an item and RANDOM with a rewardPoolId).
export const TokenItemSchema = z
  .object({
    type: z.literal('TOKEN'),
    chain: TokenChainSchema,
    /** Left out for a chain's native coin. */
    tokenAddress: textMax('token address', 256, 1).optional(),
    /** Decimal text (or a number), written digit for digit on the wire: money is never a double. */
    amount: exactAmount('amount', 'positive'),
  })
  .strict();
export const RaidRewardSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('TOKEN_POOL'), item: TokenItemSchema }).strict(),
    /** Assumed shape: each raider gets `item.amount`. */
    z.object({ type: z.literal('FIXED'), item: TokenItemSchema }).strict(),
    /** Assumed shape: a random reward from the pool. */
    z.object({ type: z.literal('RANDOM'), rewardPoolId: idSchema('reward pool id') }).strict(),
  ],
  { error: 'reward must be a token pool, a fixed token reward or a reward pool' },
);
export type RaidReward = z.infer<typeof RaidRewardSchema>;

const discordId = (name: string) =>
  z.string({ error: `${name} must be a Discord id` }).regex(/^\d{16,20}$/, { error: `${name} must be a Discord id (16 to 20 digits)` });

export const RAID_DEFAULT_MINUTES = 1440;
export const RAID_MAX_MINUTES = 43_200;

export const CreateRaidInput = z
  .object({
    // A title that shows nothing (spaces, zero-width characters) reads "Raid created:     for …".
    title: textMax('title', 64, 1).refine((t) => !rendersAsNothing(t), { error: 'title must not be blank: give the raid a name' }),
    postUrl: textMax('post URL', 256, 1).pipe(z.url({ error: 'post URL must be a link starting with https://' })),
    description: textMax('description', 256).nullable().optional(),
    durationMinutes: intIn('duration (minutes)', 1, RAID_MAX_MINUTES).nullable().optional(),
    channelId: discordId('channel').nullable().optional(),
    mentionRoleId: discordId('role').nullable().optional(),
    requirements: z
      .object({ like: z.boolean(), comment: z.boolean(), repost: z.boolean() })
      .strict()
      .refine((r) => r.like || r.comment || r.repost, { error: 'a raid needs at least one of like, comment or repost' }),
    reward: RaidRewardSchema,
  })
  .strict();
export type CreateRaidInput = z.input<typeof CreateRaidInput>;
