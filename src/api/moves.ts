import { z } from 'zod';
import { exactAmount } from './exact-json.js';

const quote = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));
import {
  intIn,
  offsetSchema,
  QUEST_RECURRENCES,
  QUEST_STATUSES,
  QUEST_VISIBILITIES,
  QuestSchema,
  PaginationSchema,
  textMax,
  TokenChainSchema,
  ChatUserIdSchema,
} from './schemas.js';

/**
 * The seven operations beyond the spec (../shared/spec/live-extensions.md, 13 to 19): what
 * moves value out of the community (points, tips, transfers, airdrops, raffles, burns) and the
 * quest list. Every bound here is the notes' own; where the notes are silent the assumption is
 * written beside the field. Inputs are strict and the body sent is the parsed input
 * (operations.ts), so nothing the notes do not list can reach the wire.
 */

/** Longest role grant the notes allow: 3 years in ms. */
export const ROLE_MAX_DURATION_MS = 93_312_000_000;
/** Airdrop and raffle countdown bounds (ms): 1 second to 30 days. */
export const COUNTDOWN_MIN_MS = 1_000;
export const COUNTDOWN_MAX_MS = 2_592_000_000;
export const MAX_ENTRIES = 500;
export const MAX_WINNERS = 500;
/** Each allowed / forbidden list. */
export const MAX_ACCESS_IDS = 16;
export const MAX_POINT_CHANGES = 1000;
export const COMMENT_MAX = 256;
export const RECIPIENT_ADDRESS_MAX = 128;
export const METADATA_TEXT_MAX = 128;
/** The notes say "assume at most 50" for the quest list. */
export const QUEST_LIST_MAX_LIMIT = 50;

const chatId = (name: string) =>
  z.string({ error: `${name} must be a Discord id` }).regex(/^\d{16,20}$/, { error: `${name} must be a Discord id (16 to 20 digits)` });

const pointSystemId = textMax('point system id', 128, 1).regex(/^[^/?#\s]+$/, {
  error: 'point system id must not contain spaces, slashes, ? or #',
});

// ---------- items ----------

export const PointsItemInput = z.object({ type: z.literal('POINTS'), pointSystemId, amount: exactAmount('amount', 'positive') }).strict();

export const TokenItemInput = z
  .object({
    type: z.literal('TOKEN'),
    chain: TokenChainSchema,
    /** Null or absent: the chain's native coin. */
    tokenAddress: textMax('token address', 256, 1).nullable().optional(),
    amount: exactAmount('amount', 'positive'),
    /** `dollar`: the amount is in US dollars. Absent means `absolute` (the service's default). */
    amountUnit: z.enum(['absolute', 'dollar'], { error: 'amount unit must be absolute or dollar' }).optional(),
  })
  .strict();

export const NftItemInput = z
  .object({
    type: z.literal('NFT'),
    chain: TokenChainSchema,
    /** Absent on Solana (the token id is the mint). */
    tokenAddress: textMax('collection address', 256, 1).nullable().optional(),
    tokenId: textMax('token id', 256, 1),
    /** Multi-edition NFTs only. */
    amount: intIn('NFT amount', 1, Number.MAX_SAFE_INTEGER).optional(),
  })
  .strict();

export const RoleItemInput = z
  .object({
    type: z.literal('ROLE'),
    roleId: chatId('role'),
    /** Absent: the role is kept for good. */
    duration: intIn('role duration (ms)', 1, ROLE_MAX_DURATION_MS).optional(),
  })
  .strict();

const gives = (write: string, names: string) => ({ error: `a ${write} gives ${names}` });

export const TipItemInput = z.discriminatedUnion(
  'type',
  [PointsItemInput, TokenItemInput, NftItemInput],
  gives('tip', 'points, a token or an NFT'),
);
export const TransferItemInput = z.discriminatedUnion('type', [TokenItemInput, NftItemInput], gives('transfer', 'a token or an NFT'));
export const AirdropItemInput = z.discriminatedUnion('type', [PointsItemInput, TokenItemInput], gives('airdrop', 'points or a token'));
export const RaffleItemInput = z.discriminatedUnion(
  'type',
  [PointsItemInput, TokenItemInput, NftItemInput, RoleItemInput],
  gives('raffle', 'points, a token, an NFT or a role'),
);
export const BurnItemInput = z.discriminatedUnion('type', [TokenItemInput, NftItemInput], gives('burn', 'a token or an NFT'));

export type PointsItem = z.input<typeof PointsItemInput>;
export type TokenItem = z.input<typeof TokenItemInput>;
export type NftItem = z.input<typeof NftItemInput>;
export type RoleItem = z.input<typeof RoleItemInput>;
export type AnyItem = PointsItem | TokenItem | NftItem | RoleItem;

// ---------- bodies ----------

const comment = textMax('comment', COMMENT_MAX).nullable().optional();
const hideNotification = z.boolean({ error: 'hide-notification must be true or false' }).nullable().optional();
const idList = (name: string, id: (n: string) => z.ZodType) =>
  z
    .array(id(name))
    .max(MAX_ACCESS_IDS, { error: `at most ${MAX_ACCESS_IDS} ${name}s` })
    .nullable()
    .optional();

const metadataValue = z.union([
  textMax('metadata value', METADATA_TEXT_MAX),
  z.number({ error: 'metadata values must be text, numbers or true/false' }).finite(),
  z.boolean(),
]);

/** 13. `userId` and a signed amount per member; the client adds the platform. */
export const ChangePointsInput = z
  .object({
    pointSystemId,
    changes: z
      .array(z.object({ userId: ChatUserIdSchema, amount: exactAmount('amount', 'nonzero') }).strict())
      .min(1, { error: 'at least one member' })
      .max(MAX_POINT_CHANGES, { error: `at most ${MAX_POINT_CHANGES} members at once` }),
    metadata: z.record(z.string(), metadataValue).nullable().optional(),
  })
  .strict();
export type ChangePointsInput = z.input<typeof ChangePointsInput>;

/** 14. */
export const SendTipInput = z
  .object({ channelId: chatId('channel'), recipientId: chatId('recipient'), item: TipItemInput, comment, hideNotification })
  .strict();
export type SendTipInput = z.input<typeof SendTipInput>;

/** 15. */
export const TransferInput = z
  .object({
    channelId: chatId('channel'),
    recipientAddress: textMax('recipient address', RECIPIENT_ADDRESS_MAX, 1),
    item: TransferItemInput,
    comment,
    hideNotification,
  })
  .strict();
export type TransferInput = z.input<typeof TransferInput>;

// Field order is the order sent (the body is the parsed input).
const entries = {
  countdown: intIn('countdown (ms)', COUNTDOWN_MIN_MS, COUNTDOWN_MAX_MS),
  maxEntries: intIn('maximum entries', 1, MAX_ENTRIES),
};
const access = {
  comment,
  allowedRoleIds: idList('allowed role', chatId),
  allowedUserIds: idList('allowed member', chatId),
  forbiddenRoleIds: idList('forbidden role', chatId),
  forbiddenUserIds: idList('forbidden member', chatId),
};

/** 16. The item's amount is the whole pool, shared among entrants. */
export const AirdropInput = z.object({ channelId: chatId('channel'), item: AirdropItemInput, ...entries, ...access }).strict();
export type AirdropInput = z.input<typeof AirdropInput>;

/** 17. */
export const RaffleInput = z
  .object({
    channelId: chatId('channel'),
    item: RaffleItemInput,
    ...entries,
    maxWinners: intIn('winners', 1, MAX_WINNERS).nullable().optional(),
    ...access,
  })
  .strict();
export type RaffleInput = z.input<typeof RaffleInput>;

/** 18. */
export const BurnInput = z.object({ channelId: chatId('channel'), item: BurnItemInput, comment, hideNotification }).strict();
export type BurnInput = z.input<typeof BurnInput>;

// ---------- 19. quest list ----------

const many = <const T extends readonly [string, ...string[]]>(name: string, values: T) =>
  z.array(z.enum(values, { error: (iss) => `${name} ${quote(iss.input)} is not one of ${values.join(', ')}` })).max(values.length);

export const ListQuestsInput = z
  .object({
    statuses: many('status', QUEST_STATUSES).optional(),
    recurrences: many('recurrence', QUEST_RECURRENCES).optional(),
    visibilities: many('visibility', QUEST_VISIBILITIES).optional(),
    offset: offsetSchema.optional(),
    limit: intIn('limit', 0, QUEST_LIST_MAX_LIMIT).optional(),
  })
  .strict();
export type ListQuestsInput = z.input<typeof ListQuestsInput>;

export const QuestListResponse = z.object({ data: z.array(QuestSchema), pagination: PaginationSchema });
