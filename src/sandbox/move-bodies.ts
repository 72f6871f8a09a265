import { z } from 'zod';
import { TOKEN_CHAINS } from '../api/chains.js';

/**
 * The six write bodies of ../../shared/spec/live-extensions.md (13 to 18), bounded exactly as
 * the notes state and no tighter, written here from the notes rather than taken from the
 * client's schemas: a client bug must show up as a 400, not pass because both sides share it.
 * Where the notes give no bound the sandbox asks only for the type.
 */

const str = z.string({ error: 'must be a string' });
const maxText = (max: number) => str.max(max, { error: `must be at most ${max} characters` });
const num = z.number({ error: 'must be a number' });
const int = num.int({ error: 'must be an integer' });
const bool = z.boolean({ error: 'must be a boolean' });
const chainKey = z.enum(TOKEN_CHAINS, { error: 'must be a chain key' });
/** Chat ids: the spec's own pattern for chat channel and role ids. */
const chatId = str.regex(/^\d{16,20}$/, { error: 'must be a chat id (16 to 20 digits)' });

export const ItemPoints = z
  .object({ type: z.literal('POINTS'), pointSystemId: str, amount: num.positive({ error: 'must be greater than 0' }) })
  .strict();
export const ItemToken = z
  .object({
    type: z.literal('TOKEN'),
    chain: chainKey,
    tokenAddress: maxText(256).nullable().optional(),
    amount: num.positive({ error: 'must be greater than 0' }),
    amountUnit: z.enum(['absolute', 'dollar'], { error: 'must be absolute or dollar' }).optional(),
  })
  .strict();
export const ItemNft = z
  .object({
    type: z.literal('NFT'),
    chain: chainKey,
    tokenAddress: str.nullable().optional(),
    tokenId: maxText(256),
    amount: int.min(1, { error: 'must be at least 1' }).optional(),
  })
  .strict();
export const ItemRole = z
  .object({
    type: z.literal('ROLE'),
    roleId: chatId,
    duration: int
      .positive({ error: 'must be greater than 0' })
      .max(93_312_000_000, { error: 'must be at most 93312000000 (3 years)' })
      .optional(),
  })
  .strict();

const items = <T extends [z.ZodObject, ...z.ZodObject[]]>(allowed: string, ...variants: T) =>
  z.discriminatedUnion('type', variants, { error: `must be an item of type ${allowed}` });

const comment = maxText(256).nullable().optional();
const hideNotification = bool.nullable().optional();
const idList = z
  .array(chatId, { error: 'must be a list of chat ids' })
  .max(16, { error: 'must hold at most 16 ids' })
  .nullable()
  .optional();

export const ChangePointsBody = z
  .object({
    changes: z
      .array(z.object({ platform: str, userId: str.regex(/^\d{1,20}$/, { error: 'must be a chat user id' }), amount: num }).strict(), {
        error: 'must be a list',
      })
      .min(1, { error: 'must hold at least 1 change' })
      .max(1000, { error: 'must hold at most 1000 changes' }),
    metadata: z
      .record(str, z.union([maxText(128), num, bool], { error: 'values must be strings of at most 128 characters, numbers or booleans' }))
      .nullable()
      .optional(),
  })
  .strict();

export const TipBody = z
  .object({
    channelId: chatId,
    recipientId: chatId,
    item: items('POINTS, TOKEN or NFT', ItemPoints, ItemToken, ItemNft),
    comment,
    hideNotification,
  })
  .strict();

export const TransferBody = z
  .object({ channelId: chatId, recipientAddress: maxText(128), item: items('TOKEN or NFT', ItemToken, ItemNft), comment, hideNotification })
  .strict();

const giveaway = {
  channelId: chatId,
  countdown: int
    .min(1000, { error: 'must be between 1000 and 2592000000' })
    .max(2_592_000_000, { error: 'must be between 1000 and 2592000000' }),
  maxEntries: int.min(1, { error: 'must be between 1 and 500' }).max(500, { error: 'must be between 1 and 500' }),
  comment,
  allowedRoleIds: idList,
  allowedUserIds: idList,
  forbiddenRoleIds: idList,
  forbiddenUserIds: idList,
};

export const AirdropBody = z.object({ ...giveaway, item: items('POINTS or TOKEN', ItemPoints, ItemToken) }).strict();

export const RaffleBody = z
  .object({
    ...giveaway,
    item: items('POINTS, TOKEN, NFT or ROLE', ItemPoints, ItemToken, ItemNft, ItemRole),
    maxWinners: int.min(1, { error: 'must be between 1 and 500' }).max(500, { error: 'must be between 1 and 500' }).nullable().optional(),
  })
  .strict();

export const BurnBody = z
  .object({ channelId: chatId, item: items('TOKEN or NFT', ItemToken, ItemNft), comment, hideNotification })
  .strict();

export type MoveItem = z.infer<typeof ItemPoints> | z.infer<typeof ItemToken> | z.infer<typeof ItemNft> | z.infer<typeof ItemRole>;
