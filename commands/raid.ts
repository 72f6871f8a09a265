import {
  ChannelType,
  InteractionContextType,
  PermissionFlagsBits,
  SlashCommandBuilder,
} from 'discord.js';
import { z } from 'zod';
import { TOKEN_CHAINS, type TokenChain } from '../src/api/chains.js';
import {
  CommunityApiError,
  NetworkError,
  RejectedError,
  TimeoutError,
  UpstreamError,
  ValidationError,
} from '../src/api/errors.js';
import { CreateRaidInput, RAID_DEFAULT_MINUTES, RAID_MAX_MINUTES, TokenChainSchema } from '../src/api/schemas.js';
import type { AutocompleteContext, CommandModule, ComponentContext, ComponentHandler } from '../src/bot/command.js';
import type { Choice } from '../src/discord/reply.js';
import { UserError } from '../src/bot/command.js';
import { errorReply } from '../src/bot/errors.js';
import { symbolLookup } from './token-symbols.js';
import { addressProblem, chainChoices, checkPostUrl, matchChain, parseDuration } from '../src/bot/parse.js';
import { shortAddress } from '../src/views/format.js';
import { fitChoices } from '../src/discord/limits.js';
import {
  RAID_EXPIRED,
  RAID_IN_FLIGHT,
  RAID_NOT_YOURS,
  raidCancelled,
  raidOutcome,
  raidPreview,
  type RaidDraft,
  type RaidOutcome,
} from '../src/views/raid.js';

/** How long a preview can be confirmed. */
export const RAID_PREVIEW_TTL_MS = 10 * 60_000;
/** The token option's value for a chain's native coin. */
export const NATIVE = 'native';

const REWARD_TYPES = ['TOKEN_POOL', 'FIXED', 'RANDOM'] as const;

const definition = new SlashCommandBuilder()
  .setName('raid')
  .setDescription('Raids on posts on X')
  .setDefaultMemberPermissions(PermissionFlagsBits.ManageGuild)
  .setContexts(InteractionContextType.Guild)
  .addSubcommand((s) =>
    s
      .setName('create')
      .setDescription('Create a raid for a post on X (you see a preview first)')
      .addStringOption((o) => o.setName('title').setDescription('Title shown in Discord (at most 64 characters)').setRequired(true).setMaxLength(64))
      .addStringOption((o) =>
        o.setName('post-url').setDescription('Link to the post, e.g. https://x.com/acme/status/1790000000000000000').setRequired(true).setMaxLength(256),
      )
      .addStringOption((o) =>
        o
          .setName('reward-type')
          .setDescription('How raiders are rewarded')
          .setRequired(true)
          .addChoices(
            { name: 'Token pool (shared by the raiders)', value: 'TOKEN_POOL' },
            { name: 'Fixed token amount per raider', value: 'FIXED' },
            { name: 'Reward pool (random reward each)', value: 'RANDOM' },
          ),
      )
      .addBooleanOption((o) => o.setName('like').setDescription('Raiders must like the post (default on)'))
      .addBooleanOption((o) => o.setName('comment').setDescription('Raiders must comment on the post (default on)'))
      .addBooleanOption((o) => o.setName('repost').setDescription('Raiders must repost the post (default on)'))
      .addStringOption((o) => o.setName('description').setDescription('Description (at most 256 characters)').setMaxLength(256))
      .addStringOption((o) => o.setName('duration').setDescription('How long it runs: minutes (90) or 45m, 2h, 3d, 1d12h; default 24h, max 30 days'))
      .addChannelOption((o) =>
        o
          .setName('channel')
          .setDescription("Channel to post the raid in (default: the community's raid channel)")
          .addChannelTypes(ChannelType.GuildText, ChannelType.GuildAnnouncement),
      )
      .addRoleOption((o) => o.setName('role').setDescription('Role to mention when the raid is posted'))
      .addStringOption((o) => o.setName('chain').setDescription('Chain of the token reward').setAutocomplete(true))
      .addStringOption((o) => o.setName('token').setDescription('Token of the reward, or the native coin').setAutocomplete(true))
      .addNumberOption((o) => o.setName('amount').setDescription('Token pool size, or the amount per raider (greater than 0)'))
      .addStringOption((o) => o.setName('reward-pool').setDescription('Reward pool id (reward pool type only)').setMaxLength(128)),
  )
  .toJSON();

const RawOptions = z.object({
  subcommand: z.literal('create', { error: 'unknown subcommand; use /raid create' }),
  title: z.string({ error: 'title is required' }),
  'post-url': z.string({ error: 'post-url is required' }),
  'reward-type': z.enum(REWARD_TYPES, { error: 'reward-type must be token pool, fixed per raider or reward pool' }),
  like: z.boolean().nullish(),
  comment: z.boolean().nullish(),
  repost: z.boolean().nullish(),
  description: z.string().nullish(),
  duration: z.string().nullish(),
  channel: z.string().nullish(),
  role: z.string().nullish(),
  chain: z.string().nullish(),
  token: z.string().nullish(),
  amount: z.number({ error: 'amount must be a number' }).nullish(),
  'reward-pool': z.string().nullish(),
});
export type RawRaidOptions = z.infer<typeof RawOptions>;

export interface Issue {
  field: string;
  message: string;
}

/** Where each CreateRaidInput field comes from, so a schema issue names the option to fix. */
const OPTION_OF: Record<string, string> = {
  title: 'title',
  postUrl: 'post-url',
  description: 'description',
  durationMinutes: 'duration',
  channelId: 'channel',
  mentionRoleId: 'role',
  requirements: 'like',
  chain: 'chain',
  tokenAddress: 'token',
  amount: 'amount',
  rewardPoolId: 'reward-pool',
  reward: 'reward-type',
};

function optionOf(path: readonly PropertyKey[]): string {
  for (let i = path.length - 1; i >= 0; i--) {
    const option = OPTION_OF[String(path[i])];
    if (option) return option;
  }
  return 'options';
}

function tokenAddressOf(token: string, chain: TokenChain, issues: Issue[]): string | undefined {
  const t = token.trim();
  if (t.toLowerCase() === NATIVE) return undefined;
  const problem = addressProblem(chain, t, 'token');
  if (problem) {
    issues.push({ field: 'token', message: `${problem}, or "${NATIVE}" for the native coin` });
  } else if (/\s/.test(t) || t.length === 0) {
    issues.push({ field: 'token', message: `token must be a token address without spaces, or "${NATIVE}" for the native coin` });
  }
  return t;
}

/**
 * Raw options → the exact body to send, or every problem named by option. Runs before the
 * preview, so nothing the spec forbids ever reaches the Community API.
 */
export function buildRaidInput(o: RawRaidOptions): { ok: true; value: RaidDraft } | { ok: false; issues: Issue[] } {
  const issues: Issue[] = [];
  const url = checkPostUrl(o['post-url'], 256);
  if (!url.ok) issues.push({ field: 'post-url', message: url.error });
  let durationMinutes = RAID_DEFAULT_MINUTES;
  if (o.duration != null) {
    const d = parseDuration(o.duration, RAID_MAX_MINUTES);
    if (d.ok) durationMinutes = d.value;
    else issues.push({ field: 'duration', message: d.error });
  }

  let reward: unknown;
  const type = o['reward-type'];
  if (type === 'RANDOM') {
    if (!o['reward-pool']) issues.push({ field: 'reward-pool', message: 'reward-pool is required for a reward pool raid: give the pool id' });
    for (const unused of ['chain', 'token', 'amount'] as const) {
      if (o[unused] != null) issues.push({ field: unused, message: `${unused} is not used with a reward pool; leave it out or pick a token reward-type` });
    }
    reward = { type, rewardPoolId: o['reward-pool']?.trim() };
  } else {
    const what = type === 'TOKEN_POOL' ? 'a token pool' : 'a fixed reward';
    if (o['reward-pool'] != null) issues.push({ field: 'reward-pool', message: `reward-pool is only used with the reward pool type; leave it out for ${what}` });
    let chain: TokenChain | undefined;
    if (o.chain == null) issues.push({ field: 'chain', message: `chain is required for ${what}` });
    else {
      chain = matchChain(o.chain, TOKEN_CHAINS);
      if (!chain) issues.push({ field: 'chain', message: TokenChainSchema.safeParse(o.chain).error?.issues[0]?.message ?? 'unknown chain' });
    }
    if (o.amount == null) issues.push({ field: 'amount', message: `amount is required for ${what}` });
    if (o.token == null) issues.push({ field: 'token', message: `token is required for ${what}: pick a token, or "${NATIVE}" for the chain's native coin` });
    const tokenAddress = o.token != null && chain ? tokenAddressOf(o.token, chain, issues) : undefined;
    reward = { type, item: { type: 'TOKEN', chain: chain ?? o.chain, ...(tokenAddress ? { tokenAddress } : {}), amount: o.amount } };
  }

  const draft = {
    title: o.title,
    postUrl: url.ok ? url.value : o['post-url'],
    ...(o.description != null && o.description !== '' ? { description: o.description } : {}),
    durationMinutes,
    ...(o.channel != null ? { channelId: o.channel } : {}),
    ...(o.role != null ? { mentionRoleId: o.role } : {}),
    requirements: { like: o.like ?? true, comment: o.comment ?? true, repost: o.repost ?? true },
    reward,
  };
  const parsed = CreateRaidInput.safeParse(draft);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = optionOf(issue.path);
      // One message per option: the checks above already explain the options they cover.
      if (!issues.some((i) => i.field === field)) issues.push({ field, message: field === 'like' ? 'a raid needs at least one of like, comment or repost turned on' : issue.message });
    }
  }
  if (!parsed.success || issues.length > 0) return { ok: false, issues };
  return { ok: true, value: parsed.data };
}

const RaidOptions = RawOptions.transform((o, ctx) => {
  const built = buildRaidInput(o);
  if (built.ok) return built.value;
  for (const issue of built.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: [issue.field] });
  return z.NEVER;
});


interface PendingRaid {
  draft: RaidDraft;
  /** Shown with the amount; kept apart from the draft, which is exactly what is sent. */
  symbol?: string | undefined;
  userId: string;
  guildId: string | null;
}

/** A write whose request may have reached the service: never resent, reported as unknown. */
function outcomeUnknown(err: unknown): boolean {
  return err instanceof TimeoutError || err instanceof NetworkError || (err instanceof UpstreamError && (err.status ?? 500) >= 500);
}

/** Plain text (the view escapes it): the API's own words when it gave any. */
function failureReason(err: unknown, ctx: ComponentContext): string {
  if (err instanceof RejectedError) {
    return err.upstreamMessage ?? `the Community API refused it (status ${err.status ?? 'unknown'})`;
  }
  return errorReply(err, { log: ctx.log, where: { command: 'raid', guildId: ctx.invoker.guildId } }).content;
}

/** The entry a button points at, if it is still there and belongs to whoever pressed. */
function ownEntry(ctx: ComponentContext) {
  const entry = ctx.services.pending.get<PendingRaid>(ctx.state);
  if (!entry || entry.value.guildId !== ctx.invoker.guildId) throw new UserError(RAID_EXPIRED);
  if (entry.value.userId !== ctx.invoker.userId) throw new UserError(RAID_NOT_YOURS);
  return entry.value;
}

const settled = (ctx: ComponentContext) => ctx.services.pending.outcome(ctx.state) as RaidOutcome | undefined;

const confirm: ComponentHandler = {
  reply: 'update',
  access: 'moderator',
  async handle(ctx) {
    const { draft, symbol, guildId, userId } = ownEntry(ctx);
    const earlier = settled(ctx);
    if (earlier) return raidOutcome(earlier, ctx.invoker.locale);
    // Exactly once: a second press, a second client or a retry finds the entry claimed.
    if (!ctx.services.pending.claim<PendingRaid>(ctx.state)) {
      const now = settled(ctx);
      if (now) return raidOutcome(now, ctx.invoker.locale);
      throw new UserError(RAID_IN_FLIGHT);
    }
    let outcome: RaidOutcome;
    try {
      await ctx.api.createRaid(draft);
      outcome = { status: 'created', draft, symbol };
    } catch (err) {
      if (outcomeUnknown(err)) outcome = { status: 'unknown', draft, symbol };
      else if (err instanceof CommunityApiError || err instanceof ValidationError) {
        outcome = { status: 'failed', draft, symbol, reason: failureReason(err, ctx) };
      } else {
        // A bug after the claim: we cannot tell whether the POST went out, so never resend.
        ctx.services.pending.settle(ctx.state, { status: 'unknown', draft, symbol } satisfies RaidOutcome);
        throw err;
      }
    }
    ctx.services.pending.settle(ctx.state, outcome);
    ctx.log.info({ guildId, moderator: userId, title: draft.title, outcome: outcome.status }, 'raid create');
    await ctx.services.audit({
      guildId,
      userId,
      action: 'raid create',
      detail: `"${draft.title}" for ${draft.postUrl}: ${outcome.status}${outcome.status === 'failed' ? ` (${outcome.reason})` : ''}`,
    });
    return raidOutcome(outcome, ctx.invoker.locale);
  },
};

const cancel: ComponentHandler = {
  reply: 'update',
  access: 'moderator',
  async handle(ctx) {
    ownEntry(ctx);
    if (ctx.services.pending.claim<PendingRaid>(ctx.state)) {
      ctx.services.pending.delete(ctx.state);
      return raidCancelled();
    }
    const earlier = settled(ctx);
    if (earlier) return raidOutcome(earlier, ctx.invoker.locale);
    throw new UserError(RAID_IN_FLIGHT);
  },
};

const ADDRESS_LIKE = /^(?:0x[0-9a-fA-F]{40}|[A-Za-z0-9][A-Za-z0-9/_.:-]{19,99})$/;

async function tokenChoices(ctx: AutocompleteContext, typed: string): Promise<Choice[]> {
  const chain = typeof ctx.options.chain === 'string' ? matchChain(ctx.options.chain, TOKEN_CHAINS) : undefined;
  const native: Choice = { name: chain ? `Native coin of ${chain}` : 'Native coin of the chain', value: NATIVE };
  const q = typed.trim().toLowerCase();
  const fallback = (): Choice[] => [native, ...(ADDRESS_LIKE.test(typed.trim()) ? [{ name: typed.trim(), value: typed.trim() }] : [])];
  if (!chain) return fallback();
  try {
    const page = await ctx.api.listTokens({ chain, limit: 100 }, { noWait: true });
    const tokens = page.data
      .filter((t) => !q || t.symbol.toLowerCase().includes(q) || t.address.toLowerCase().includes(q))
      .map((t) => ({ name: `${t.symbol} · ${shortAddress(t.address)}`, value: t.address }));
    const withTyped = tokens.length === 0 && ADDRESS_LIKE.test(typed.trim()) ? [{ name: typed.trim(), value: typed.trim() }] : [];
    return [...(!q || 'native coin'.includes(q) || NATIVE.includes(q) ? [native] : []), ...tokens, ...withTyped];
  } catch (err) {
    ctx.log.debug({ err, chain }, 'token autocomplete fell back to static choices');
    return fallback();
  }
}

export const raid: CommandModule<RaidDraft> = {
  name: 'raid',
  examples: { create: '/raid create title:Launch day post-url:https://x.com/acme/status/1790000000000000000 reward-type:Token pool chain:Base token:native amount:500' },
  definitions: [definition],
  access: 'moderator',
  private: true,
  options: RaidOptions,
  async execute(ctx) {
    const { reward } = ctx.options;
    const symbol = reward.type === 'RANDOM' ? undefined : await symbolLookup(ctx.api, ctx.log)(reward.item.chain, reward.item.tokenAddress);
    const id = ctx.services.pending.put<PendingRaid>(
      { draft: ctx.options, symbol, userId: ctx.invoker.userId, guildId: ctx.invoker.guildId },
      RAID_PREVIEW_TTL_MS,
    );
    const expiresAt = ctx.services.pending.get(id)?.expiresAt ?? ctx.services.now() + RAID_PREVIEW_TTL_MS;
    return raidPreview(ctx.options, id, expiresAt, ctx.invoker.locale, symbol);
  },
  async autocomplete(ctx) {
    try {
      if (ctx.focused.name === 'chain') return fitChoices(chainChoices(TOKEN_CHAINS, ctx.focused.value));
      if (ctx.focused.name === 'token') return fitChoices(await tokenChoices(ctx, ctx.focused.value));
    } catch (err) {
      ctx.log.warn({ err }, 'raid autocomplete failed');
    }
    return [];
  },
  components: { confirm, cancel },
};

export default raid;
