import { z } from 'zod';
import { TOKEN_CHAINS } from '../api/chains.js';

/**
 * The two POST bodies exactly as the spec bounds them, and no tighter. The client refuses
 * more than this on purpose (an empty title, a zero duration, a raid with no requirement);
 * the sandbox must not, or it could not tell a client bug from a client rule.
 */

const tokenChain = z.enum(TOKEN_CHAINS, { error: 'must be a chain key from the token list' });
const maxText = (max: number) => z.string({ error: 'must be a string' }).max(max, { error: `must be at most ${max} characters` });

export const SaveTokenBody = z
  .object({ chain: tokenChain, address: z.string({ error: 'must be a string' }).min(1, { error: 'must not be empty' }) })
  .strict();

const TokenItem = z
  .object({
    type: z.literal('TOKEN', { error: 'must be TOKEN' }),
    chain: tokenChain,
    tokenAddress: z.string({ error: 'must be a string' }).nullable().optional(),
    // The spec states no bound; a reward of nothing or less is refused as any service would.
    amount: z.number({ error: 'must be a number' }).positive({ error: 'must be greater than 0' }),
  })
  .strict();

export const CreateRaidBody = z
  .object({
    title: maxText(64),
    postUrl: maxText(256).pipe(z.url({ error: 'must be a link' })),
    description: maxText(256).nullable().optional(),
    durationMinutes: z
      .number({ error: 'must be an integer or null' })
      .int({ error: 'must be an integer or null' })
      .max(43_200, { error: 'must be at most 43200 (30 days)' })
      .nullable()
      .optional(),
    channelId: z.string({ error: 'must be a string or null' }).nullable().optional(),
    mentionRoleId: z.string({ error: 'must be a string or null' }).nullable().optional(),
    requirements: z
      .object({
        like: z.boolean({ error: 'must be a boolean' }),
        comment: z.boolean({ error: 'must be a boolean' }),
        repost: z.boolean({ error: 'must be a boolean' }),
      })
      .strict(),
    // TOKEN_POOL is documented; FIXED and RANDOM are the client's documented assumptions.
    reward: z.discriminatedUnion(
      'type',
      [
        z.object({ type: z.literal('TOKEN_POOL'), item: TokenItem }).strict(),
        z.object({ type: z.literal('FIXED'), item: TokenItem }).strict(),
        z
          .object({
            type: z.literal('RANDOM'),
            rewardPoolId: z.string({ error: 'must be a string' }).min(1, { error: 'must not be empty' }),
          })
          .strict(),
      ],
      { error: 'must be a token pool, fixed token or reward pool reward' },
    ),
  })
  .strict();
