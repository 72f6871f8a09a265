import { sendTimeOf } from '../src/features/writes/when.js';
import { ApplicationCommandOptionType as T, ChannelType, InteractionContextType, PermissionFlagsBits } from 'discord.js';
import { resolveChain, type TokenChain } from '../src/api/chains.js';
import { CreateRaidInput, RAID_DEFAULT_MINUTES, RAID_MAX_MINUTES } from '../src/api/schemas.js';
import type { CommunityClient } from '../src/api/types.js';
import { decimalOfNumber, decimalText, parseDecimal } from '../src/decimal.js';
import { command, InputError, schemaIssue, type CommandContext } from '../src/command/contract.js';
import { optionName } from '../src/i18n/index.js';
import type { Text } from '../src/i18n/reader.js';
import { chainRefusalText, checkPostUrl, parseDuration, postIdOf } from '../src/input/parse.js';
import { slash, type ArgsOf, type OptionIssue } from '../src/discord/slash.js';
import { confirmedWrite, PREVIEW_TTL_MS } from '../src/features/writes/flow.js';
import {
  raidCancelled,
  raidExpired,
  raidOutcome,
  raidPreview,
  type RaidDraft,
  type RaidFunding,
  type RecentRaid,
} from '../src/features/raids/view.js';
import { NATIVE, notAnAmount, positiveAmount } from '../src/features/moves/checks.js';
import { moveChoices, resolveToken } from '../src/features/moves/resolve.js';
import { SEND_LATER } from './shared-options.js';

/** How long a preview can be confirmed. */
export const RAID_PREVIEW_TTL_MS = PREVIEW_TTL_MS;
/** The token option's value for a chain's native coin: the one /tip's checks know. */
export { NATIVE };

const definition = slash({
  name: 'raid',
  description: 'Raids on posts on X',
  default_member_permissions: String(PermissionFlagsBits.ManageGuild),
  contexts: [InteractionContextType.Guild],
  options: [
    {
      type: T.Subcommand,
      name: 'create',
      description: 'Create a raid for a post on X (you see a preview first)',
      options: [
        { type: T.String, name: 'title', description: 'Title shown in Discord (at most 64 characters)', required: true, max_length: 64 },
        {
          type: T.String,
          name: 'post-url',
          description: 'Link to the post, e.g. https://x.com/acme/status/1790000000000000000',
          required: true,
          max_length: 256,
        },
        {
          type: T.String,
          name: 'reward-type',
          description: 'How raiders are rewarded',
          required: true,
          choices: [
            { name: 'Token pool (shared by the raiders)', value: 'TOKEN_POOL' },
            { name: 'Fixed token amount per raider', value: 'FIXED' },
            { name: 'Reward pool (random reward each)', value: 'RANDOM' },
          ],
        },
        { type: T.Boolean, name: 'like', description: 'Raiders must like the post (default on)' },
        { type: T.Boolean, name: 'comment', description: 'Raiders must comment on the post (default on)' },
        { type: T.Boolean, name: 'repost', description: 'Raiders must repost the post (default on)' },
        { type: T.String, name: 'description', description: 'Description (at most 256 characters)', max_length: 256 },
        { type: T.String, name: 'duration', description: 'How long it runs: minutes (90) or 45m, 2h, 3d, 1d12h; default 24h, max 30 days' },
        {
          type: T.Channel,
          name: 'channel',
          description: "Channel to post the raid in (default: the community's raid channel)",
          channel_types: [ChannelType.GuildText, ChannelType.GuildAnnouncement],
        },
        { type: T.Role, name: 'role', description: 'Role to mention when the raid is posted' },
        { type: T.String, name: 'chain', description: 'Chain of the token reward', autocomplete: true },
        { type: T.String, name: 'token', description: 'Token of the reward, or the native coin', autocomplete: true },
        {
          type: T.String,
          name: 'amount',
          description: 'Pool size, or per raider: as you write numbers (12.5 / 12,5); forms with two readings are refused',
          max_length: 80,
        },
        { type: T.String, name: 'reward-pool', description: 'Reward pool id (reward pool type only)', max_length: 128 },
        ...SEND_LATER,
      ],
    },
  ],
});

/** The options of /raid create, typed from the definition. */
export type RawRaidOptions = ArgsOf<typeof definition>;

export type Issue = OptionIssue;

/** Where each CreateRaidInput field comes from, so a schema issue names the option to fix. */
const OPTION_OF: Record<string, string> = {
  postUrl: 'post-url',
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

/** Fields named as their option. */
const SAME_NAME = new Set(['title', 'description']);

function optionOf(path: readonly PropertyKey[]): string {
  for (let i = path.length - 1; i >= 0; i--) {
    const key = String(path[i]);
    const option = OPTION_OF[key] ?? (SAME_NAME.has(key) ? key : undefined);
    if (option) return option;
  }
  return 'options';
}

/**
 * The token option as typed: `native`, a contract address or a symbol. Which token it names is
 * decided by the one token resolver (/tip's, against the tipping wallet) when the raid is funded.
 */
function tokenAddressOf(token: string, issues: Issue[]): string | undefined {
  const t = token.trim();
  if (t.toLowerCase() === NATIVE) return undefined;
  if (/\s/.test(t) || t.length === 0) {
    issues.push({ field: 'token', message: (s) => s.t('raid.create.tokenSpaces', { name: optionName(s, 'token'), native: NATIVE }) });
  }
  return t;
}

/**
 * Raw options → the exact body to send, or every problem named by option. Runs before the
 * preview, so nothing the spec forbids ever reaches the Community API.
 */
export function buildRaidInput(o: RawRaidOptions, locale = 'en-US'): { ok: true; value: RaidDraft } | { ok: false; issues: Issue[] } {
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
    if (!o['reward-pool'])
      issues.push({ field: 'reward-pool', message: (s) => s.t('raid.create.poolRequired', { name: optionName(s, 'reward-pool') }) });
    for (const unused of ['chain', 'token', 'amount'] as const) {
      if (o[unused] != null) {
        issues.push({
          field: unused,
          message: (s) => s.t('raid.create.notWithPool'),
        });
      }
    }
    reward = { type, rewardPoolId: o['reward-pool']?.trim() };
  } else {
    const pool = type === 'TOKEN_POOL';
    const required = (option: 'chain' | 'amount'): Issue => ({
      field: option,
      message: (s) => s.t(pool ? 'raid.create.requiredForPool' : 'raid.create.requiredForFixed', { name: optionName(s, option) }),
    });
    if (o['reward-pool'] != null) {
      issues.push({
        field: 'reward-pool',
        message: (s) => s.t(pool ? 'raid.create.poolOnlyForPool' : 'raid.create.poolOnlyForFixed', { name: optionName(s, 'reward-pool') }),
      });
    }
    let chain: TokenChain | undefined;
    if (o.chain == null) issues.push(required('chain'));
    else {
      const r = resolveChain(o.chain, 'tokens');
      if (r.ok) chain = r.chain;
      else issues.push({ field: 'chain', message: chainRefusalText(r) });
    }
    // Money is text, read by the one rule in the reader's language and kept exact (a number option is a double).
    let amount: string | undefined;
    if (o.amount == null) issues.push(required('amount'));
    else {
      const read = positiveAmount(o.amount, 'amount', locale);
      if (read.ok) amount = decimalText(read.value);
      else issues.push({ field: 'amount', message: read.error });
    }
    if (o.token == null) {
      issues.push({
        field: 'token',
        message: (s) =>
          s.t(pool ? 'raid.create.tokenRequiredForPool' : 'raid.create.tokenRequiredForFixed', {
            name: optionName(s, 'token'),
            native: NATIVE,
          }),
      });
    }
    const tokenAddress = o.token != null && chain ? tokenAddressOf(o.token, issues) : undefined;
    reward = {
      type,
      item: { type: 'TOKEN', chain: chain ?? o.chain, ...(tokenAddress ? { tokenAddress } : {}), amount: amount ?? o.amount },
    };
  }

  const draft = {
    // Stray spaces around a title are a paste artefact; the spec's bounds apply to what is sent.
    title: o.title.trim(),
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
      if (!issues.some((i) => i.field === field))
        issues.push({ field, message: field === 'like' ? NO_REQUIREMENT : schemaIssue(field, issue) });
    }
  }
  if (!parsed.success || issues.length > 0) return { ok: false, issues };
  // What was checked, as typed in: the amount stays decimal text (the client writes it digit for digit).
  return { ok: true, value: draft as RaidDraft };
}

/** A raid that asks raiders for nothing: the options named as the reader sees them. */
const NO_REQUIREMENT: Text = (s) => s.t('raid.create.noRequirement');

/** Beside the body in the journal: what the views show but is never sent. */
interface RaidDisplay {
  /** Shown with the amount; kept apart from the draft, which is exactly what is sent. */
  symbol?: string | undefined;
  /** The reward's dollar value and the wallet before → after, as the preview showed them. */
  funding?: RaidFunding | undefined;
  /** This server's raids on the same post in the last 24 hours, when the preview was made. */
  recent?: RecentRaid[] | undefined;
}

/** The journal's name for this write. */
export const RAID_CREATE = 'raid.create';

/** The raid's confirm-and-send, drawn from its journal entry (the draft is its body). */
const write = confirmedWrite<typeof RAID_CREATE, RaidDisplay>({
  command: 'raid',
  operation: RAID_CREATE,
  screens: {
    preview: (e, controls, s) =>
      raidPreview(e.body, controls, e.expiresAt, s, e.display.symbol, { funding: e.display.funding, earlier: e.display.recent }),
    outcome: (e, outcome, s) => raidOutcome({ ...outcome, draft: e.body, symbol: e.display.symbol }, s),
    cancelled: (_e, s) => raidCancelled(s),
    expired: (e, s) => raidExpired(e.body, e.expiresAt, s, e.display.symbol),
  },
});

/** This server's raids on the same post within the repeat window (any spelling of its link), newest first, from the journal. */
async function raidsOnPost(ctx: CommandContext<unknown>, postUrl: string): Promise<RecentRaid[]> {
  const post = postIdOf(postUrl);
  const sent = await ctx.services.store.journal.sentSince<RaidDraft>(
    ctx.invoker.guildId,
    RAID_CREATE,
    ctx.services.now() - RAID_REPEAT_WINDOW_MS,
  );
  return sent
    .filter((e) => postIdOf(e.body.postUrl) === post)
    .map((e) => ({ title: e.body.title, at: e.sentAt ?? e.claimedAt ?? e.createdAt }));
}

/** A raid on a post raided within this window gets a warning in its preview. */
export const RAID_REPEAT_WINDOW_MS = 24 * 60 * 60_000;

/**
 * The reward token checked against the tipping wallet by the one token resolver /tip uses
 * (`native`, a contract address, or a symbol naming one token), at most its decimals, at most its
 * balance. Gives the token's contract address to send: a symbol never reaches the service.
 */
async function fundRaid(
  api: CommunityClient,
  item: Extract<RaidDraft['reward'], { type: 'TOKEN_POOL' }>['item'],
): Promise<{ symbol: string; funding: RaidFunding; amount: string; tokenAddress: string | null }> {
  const sent = typeof item.amount === 'number' ? decimalOfNumber(item.amount) : parseDecimal(item.amount);
  if (!sent.ok) throw InputError.of('amount', notAnAmount(sent, 'amount').error);
  const amount = decimalText(sent.value);
  const { prize, usd } = await resolveToken(api, { chain: item.chain, token: item.tokenAddress ?? NATIVE, amount });
  if (prize.type !== 'TOKEN') throw new TypeError('resolveToken gave a prize that is not a token');
  return {
    symbol: prize.symbol,
    funding: { holdsNow: prize.holdsNow, holdsAfter: prize.holdsAfter, usd },
    amount,
    tokenAddress: prize.tokenAddress,
  };
}

/** The draft with the reward's token as the resolver found it: its contract address, or none for the native coin. */
function withToken(draft: RaidDraft, tokenAddress: string | null): RaidDraft {
  const { reward } = draft;
  if (reward.type === 'RANDOM') return draft;
  const { tokenAddress: _typed, ...item } = reward.item;
  return { ...draft, reward: { ...reward, item: { ...item, ...(tokenAddress ? { tokenAddress } : {}) } } };
}

export const raid = command({
  name: 'raid',
  definition,
  examples: {
    create:
      '/raid create title:Launch day post-url:https://x.com/acme/status/1790000000000000000 reward-type:Token pool chain:Polygon token:native amount:25',
  },
  access: 'moderator',
  private: true,
  async execute(ctx) {
    // First: a bad or past time is refused before anything is read upstream.
    const dueAt = await sendTimeOf(ctx, ctx.options);
    const built = buildRaidInput(ctx.options, ctx.reader.locale);
    if (!built.ok) throw new InputError(built.issues);
    const { reward } = built.value;
    const funded = reward.type === 'RANDOM' ? undefined : await fundRaid(ctx.api, reward.item);
    const draft = funded ? withToken(built.value, funded.tokenAddress) : built.value;
    // A warning, not a refusal: a second raid on a post can be meant.
    const recent = await raidsOnPost(ctx, draft.postUrl);
    return write.preview(ctx, {
      body: draft,
      display: { ...(funded ? { symbol: funded.symbol, funding: funded.funding } : {}), ...(recent.length ? { recent } : {}) },
      summary: `"${draft.title}" for ${draft.postUrl}`,
      // A token reward is worth its dollar value (a fixed one per raider, as its preview shows it);
      // a reward pool's contents are the service's, not the tipping wallet's.
      stake: funded ? { usd: funded.funding.usd } : { none: true },
      word: funded?.amount ?? '',
      dueAt,
    });
  },
  // The reward comes from the tipping wallet: its chains, and the tokens it holds (as /tip offers them).
  async autocomplete(ctx) {
    return ctx.focused.name === 'chain' || ctx.focused.name === 'token' ? moveChoices(ctx) : [];
  },
  components: write.components,
  modals: write.modals,
});
