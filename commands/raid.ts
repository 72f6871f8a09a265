import { ApplicationCommandOptionType as T, ChannelType, InteractionContextType, PermissionFlagsBits } from 'discord.js';
import { resolveChain, type TokenChain } from '../src/api/chains.js';
import { CreateRaidInput, RAID_DEFAULT_MINUTES, RAID_MAX_MINUTES } from '../src/api/schemas.js';
import type { CommunityClient } from '../src/api/types.js';
import { decimalOfNumber, decimalText } from '../src/decimal.js';
import { command, component, InputError, schemaIssue, StaleError, UserError, type CommandContext, type ComponentContext } from '../src/kit/command.js';
import { optionName } from '../src/i18n/index.js';
import { inEnglish, type Text } from '../src/i18n/reader.js';
import { addressProblem, chainRefusalText, checkPostUrl, parseDuration, postIdOf } from '../src/kit/parse.js';
import { slash, type ArgsOf, type OptionIssue } from '../src/discord/options.js';
import type { Reply } from '../src/discord/reply.js';
import type { JournalEntry } from '../src/store/index.js';
import { earlierOf, outcomeOf, sendOnce } from '../src/kit/writes.js';
import {
  PREVIEW_BUTTONS,
  RAID_ANYWAY,
  RAID_IN_FLIGHT,
  RAID_NOT_YOURS,
  raidCancelled,
  raidExpired,
  raidOutcome,
  raidPreview,
  raidRepeatPreview,
  type RaidDraft,
  type RaidFunding,
  type RaidOutcome,
} from '../src/views/raid.js';
import { NATIVE, notAnAmount } from './support/moves/checks.js';
import { moveChoices, resolveToken } from './support/moves/resolve.js';

/** How long a preview can be confirmed. */
export const RAID_PREVIEW_TTL_MS = 10 * 60_000;
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
        { type: T.String, name: 'post-url', description: 'Link to the post, e.g. https://x.com/acme/status/1790000000000000000', required: true, max_length: 256 },
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
        { type: T.Number, name: 'amount', description: 'Token pool size, or the amount per raider (greater than 0)' },
        { type: T.String, name: 'reward-pool', description: 'Reward pool id (reward pool type only)', max_length: 128 },
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

function tokenAddressOf(token: string, chain: TokenChain, issues: Issue[]): string | undefined {
  const t = token.trim();
  if (t.toLowerCase() === NATIVE) return undefined;
  const problem = addressProblem(chain, t, 'token');
  if (problem) {
    issues.push({ field: 'token', message: (s) => s.t('raid.create.tokenOrNative', { problem: problem(s), native: NATIVE }) });
  } else if (/\s/.test(t) || t.length === 0) {
    issues.push({ field: 'token', message: (s) => s.t('raid.create.tokenSpaces', { name: optionName(s, 'token'), native: NATIVE }) });
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
    if (!o['reward-pool']) issues.push({ field: 'reward-pool', message: (s) => s.t('raid.create.poolRequired', { name: optionName(s, 'reward-pool') }) });
    for (const unused of ['chain', 'token', 'amount'] as const) {
      if (o[unused] != null) {
        issues.push({ field: unused, message: (s) => s.t('raid.create.notWithPool', { name: optionName(s, unused), type: optionName(s, 'reward-type') }) });
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
      issues.push({ field: 'reward-pool', message: (s) => s.t(pool ? 'raid.create.poolOnlyForPool' : 'raid.create.poolOnlyForFixed', { name: optionName(s, 'reward-pool') }) });
    }
    let chain: TokenChain | undefined;
    if (o.chain == null) issues.push(required('chain'));
    else {
      const r = resolveChain(o.chain, 'tokens');
      if (r.ok) chain = r.chain;
      else issues.push({ field: 'chain', message: chainRefusalText(r) });
    }
    if (o.amount == null) issues.push(required('amount'));
    if (o.token == null) {
      issues.push({
        field: 'token',
        message: (s) => s.t(pool ? 'raid.create.tokenRequiredForPool' : 'raid.create.tokenRequiredForFixed', { name: optionName(s, 'token'), native: NATIVE }),
      });
    }
    const tokenAddress = o.token != null && chain ? tokenAddressOf(o.token, chain, issues) : undefined;
    reward = { type, item: { type: 'TOKEN', chain: chain ?? o.chain, ...(tokenAddress ? { tokenAddress } : {}), amount: o.amount } };
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
      if (!issues.some((i) => i.field === field)) issues.push({ field, message: field === 'like' ? NO_REQUIREMENT : schemaIssue(field, issue) });
    }
  }
  if (!parsed.success || issues.length > 0) return { ok: false, issues };
  return { ok: true, value: parsed.data };
}

/** A raid that asks raiders for nothing: the options named as the reader sees them. */
const NO_REQUIREMENT: Text = (s) => s.t('raid.create.noRequirement', { like: optionName(s, 'like'), comment: optionName(s, 'comment'), repost: optionName(s, 'repost') });

/** Beside the body in the journal: what the views show but is never sent. */
interface RaidDisplay {
  /** Shown with the amount; kept apart from the draft, which is exactly what is sent. */
  symbol?: string | undefined;
  /** The reward's dollar value and the wallet before → after, as the preview showed them. */
  funding?: RaidFunding | undefined;
}

/** The journal's name for this write. */
export const RAID_CREATE = 'raid.create';


type RaidEntry = JournalEntry<RaidDraft, RaidDisplay | null>;

/** What became of a settled entry, for the view. */
const raidOutcomeOf = (e: RaidEntry): RaidOutcome => ({ ...outcomeOf(e), draft: e.body, symbol: e.display?.symbol });

/** The preview a button points at, if it is a raid of this server (else stale) and whoever pressed made it. */
async function ownEntry(ctx: ComponentContext, preview: string): Promise<RaidEntry> {
  const entry = await ctx.services.store.journal.get<RaidDraft, RaidDisplay | null>(preview);
  if (!entry || entry.operation !== RAID_CREATE || entry.guildId !== ctx.invoker.guildId) throw new StaleError();
  if (entry.userId !== ctx.invoker.userId) throw new UserError(RAID_NOT_YOURS);
  return entry;
}

/** This server's raids on the same post within the repeat window (any spelling of its link), newest first, from the journal. */
async function raidsOnPost(ctx: CommandContext<unknown>, postUrl: string): Promise<{ title: string; at: number }[]> {
  const post = postIdOf(postUrl);
  const sent = await ctx.services.store.journal.sentSince<RaidDraft>(ctx.invoker.guildId, RAID_CREATE, ctx.services.now() - RAID_REPEAT_WINDOW_MS);
  return sent.filter((e) => postIdOf(e.body.postUrl) === post).map((e) => ({ title: e.body.title, at: e.sentAt ?? e.claimedAt ?? e.createdAt }));
}

/** Records the preview in the journal and shows it: Confirm, or "Create anyway" when it repeats a recent raid. */
async function previewRaid(
  ctx: CommandContext<unknown>,
  draft: RaidDraft,
  symbol: string | undefined,
  checked: Parameters<typeof raidPreview>[5],
): Promise<Reply> {
  const { entry, earlier } = await ctx.services.store.journal.preview<RaidDraft, RaidDisplay>({
    operation: RAID_CREATE,
    guildId: ctx.invoker.guildId,
    userId: ctx.invoker.userId,
    body: draft,
    display: { ...(symbol ? { symbol } : {}), ...(checked?.funding ? { funding: checked.funding } : {}) },
    summary: `"${draft.title}" for ${draft.postUrl}`,
    ttlMs: RAID_PREVIEW_TTL_MS,
    keyId: ctx.api.keyId,
  });
  if (earlier) return raidRepeatPreview(draft, entry.id, entry.expiresAt, ctx.reader, symbol, earlierOf(earlier), checked);
  return raidPreview(draft, entry.id, entry.expiresAt, ctx.reader, symbol, checked);
}

/**
 * Confirm (or Create anyway): the journal claims the preview atomically, commits "sent", makes
 * the one POST and records the outcome with its audit row. A second press, another process or a
 * restart finds the claim or the outcome and never sends again.
 */
async function send(ctx: ComponentContext, preview: string, force: boolean): Promise<Reply> {
  const mine = await ownEntry(ctx, preview);
  const s = ctx.reader;
  const r = await sendOnce<RaidDraft, RaidDisplay | null>(ctx, preview, force, (body) => ctx.api.createRaid(body));
  switch (r.kind) {
    case 'done': {
      const outcome = raidOutcomeOf(r.entry);
      await ctx.services.audit({
        guildId: mine.guildId,
        userId: mine.userId,
        action: 'raid create',
        detail: `"${mine.body.title}" for ${mine.body.postUrl}: ${outcome.status}${outcome.status === 'failed' ? ` (${inEnglish(outcome.reason)})` : ''}`,
      });
      return raidOutcome(outcome, s);
    }
    case 'settled':
      return raidOutcome(raidOutcomeOf(r.entry), s);
    case 'in-flight':
      throw new UserError(RAID_IN_FLIGHT);
    case 'cancelled':
      return raidCancelled(s);
    case 'not-yours':
      throw new UserError(RAID_NOT_YOURS);
    case 'duplicate':
      // Another identical raid went out since this preview was shown: only Create anyway may send it.
      return raidRepeatPreview(r.entry.body, r.entry.id, r.entry.expiresAt, s, r.entry.display?.symbol, earlierOf(r.earlier), { funding: r.entry.display?.funding });
    case 'expired':
      return raidExpired(r.entry.body, r.entry.expiresAt, s, r.entry.display?.symbol);
    case 'not-found':
      throw new StaleError();
  }
}

const confirm = component({
  ids: PREVIEW_BUTTONS,
  reply: 'update',
  access: 'moderator',
  async handle(ctx, { preview }) {
    if (ctx.action === 'cancel') return cancel(ctx, preview);
    return send(ctx, preview, false);
  },
});

const anyway = component({
  ids: RAID_ANYWAY,
  reply: 'update',
  access: 'moderator',
  handle: (ctx, { preview }) => send(ctx, preview, true),
});

async function cancel(ctx: ComponentContext, preview: string): Promise<Reply> {
  await ownEntry(ctx, preview);
  const r = await ctx.services.store.journal.cancel<RaidDraft, RaidDisplay | null>(preview, ctx.invoker.userId);
  switch (r.kind) {
    case 'cancelled':
      return raidCancelled(ctx.reader);
    case 'settled':
      return raidOutcome(raidOutcomeOf(r.entry), ctx.reader);
    case 'in-flight':
      throw new UserError(RAID_IN_FLIGHT);
    case 'not-yours':
      throw new UserError(RAID_NOT_YOURS);
    case 'expired':
      return raidExpired(r.entry.body, r.entry.expiresAt, ctx.reader, r.entry.display?.symbol);
    case 'not-found':
      throw new StaleError();
  }
}

/** A raid on a post raided within this window gets a warning in its preview. */
export const RAID_REPEAT_WINDOW_MS = 24 * 60 * 60_000;

/**
 * The reward token checked against the tipping wallet with /tip's checks: a token it holds on
 * that chain, at most its decimals, at most its balance. The amount checked is the exact
 * decimal the body's JSON number carries (`1e-19` is 0.0000000000000000001, never 0).
 */
async function fundRaid(api: CommunityClient, item: Extract<RaidDraft['reward'], { type: 'TOKEN_POOL' }>['item']): Promise<{ symbol: string; funding: RaidFunding }> {
  const sent = decimalOfNumber(item.amount);
  if (!sent.ok) throw InputError.of('amount', notAnAmount(sent, 'amount').error);
  const { prize, usd } = await resolveToken(api, { chain: item.chain, token: item.tokenAddress ?? NATIVE, amount: decimalText(sent.value) });
  if (prize.type !== 'TOKEN') throw new TypeError('resolveToken gave a prize that is not a token');
  return { symbol: prize.symbol, funding: { holdsNow: prize.holdsNow, holdsAfter: prize.holdsAfter, usd } };
}

export const raid = command({
  name: 'raid',
  definition,
  examples: { create: '/raid create title:Launch day post-url:https://x.com/acme/status/1790000000000000000 reward-type:Token pool chain:Polygon token:native amount:25' },
  access: 'moderator',
  private: true,
  async execute(ctx) {
    const built = buildRaidInput(ctx.options);
    if (!built.ok) throw new InputError(built.issues);
    const draft = built.value;
    const { reward } = draft;
    const checked = reward.type === 'RANDOM' ? undefined : await fundRaid(ctx.api, reward.item);
    // A warning, not a refusal: a second raid on a post can be meant.
    const recent = await raidsOnPost(ctx, draft.postUrl);
    return previewRaid(ctx, draft, checked?.symbol, { funding: checked?.funding, earlier: recent });
  },
  // The reward comes from the tipping wallet: its chains, and the tokens it holds (as /tip offers them).
  async autocomplete(ctx) {
    return ctx.focused.name === 'chain' || ctx.focused.name === 'token' ? moveChoices(ctx) : [];
  },
  components: [confirm, anyway],
});

export default raid;
