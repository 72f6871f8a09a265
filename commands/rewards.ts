import { ApplicationCommandOptionType as T, InteractionContextType, PermissionFlagsBits } from 'discord.js';
import { check, command, component, InputError, StaleError, UserError, type CommandContext } from '../src/command/contract.js';
import { slash } from '../src/discord/slash.js';
import type { Reply } from '../src/discord/reply.js';
import { decimalOfNumber, decimalText } from '../src/decimal.js';
import { boardPeriodAt } from '../src/time/period.js';
import { UTC } from '../src/time/zone.js';
import { code } from '../src/views/markdown.js';
import { checkRolePrize } from '../src/features/moves/role-prize.js';
import { forSystem, pointSystemChoices, PointSystemInput, resolvePointSystem } from '../src/features/points/systems.js';
import { planChanges } from '../src/features/rewards/plan.js';
import { ruleText } from '../src/features/rewards/rule.js';
import type { RewardsService } from '../src/features/rewards/runtime.js';
import { readAbove, roleProblem } from '../src/features/rewards/sync.js';
import { MAX_REWARDS_PER_GUILD, type Reward } from '../src/features/rewards/store.js';
import { REWARD_CONFIRM, rewardList, rewardPreview } from '../src/features/rewards/views.js';

/**
 * /rewards (Manage Roles, as for a role prize): roles that follow the point boards. `add` with
 * `balance:` makes a threshold reward (every member at or above the balance holds the role; `keep`
 * lets those who drop below keep it), with `top:` and `period:` a period reward (each ended
 * week's or month's top members, from its final board). The preview shows what the first sync
 * would do, with names; Confirm stores the reward and starts it. `list` and `remove` manage them.
 */

const definition = slash({
  name: 'rewards',
  description: 'Roles that follow the point boards: at a balance, or for each period\u2019s winners (moderators)',
  default_member_permissions: String(PermissionFlagsBits.ManageGuild),
  contexts: [InteractionContextType.Guild],
  options: [
    {
      type: T.Subcommand,
      name: 'add',
      description: 'Give a role to members at or above a balance, or to each period\u2019s top members',
      options: [
        { type: T.String, name: 'system', description: 'Point system, by name or id', required: true, max_length: 128, autocomplete: true },
        { type: T.Role, name: 'role', description: 'The role the members get', required: true },
        { type: T.Number, name: 'balance', description: 'Threshold: members with at least this balance hold the role', min_value: 0 },
        { type: T.Boolean, name: 'keep', description: 'Threshold: a member who drops below keeps the role (default off)' },
        { type: T.Integer, name: 'top', description: 'Period: how many winners get the role', min_value: 1, max_value: 100 },
        {
          type: T.String,
          name: 'period',
          description: 'Period: each week or each month',
          choices: [
            { name: 'week', value: 'week' },
            { name: 'month', value: 'month' },
          ],
        },
      ],
    },
    { type: T.Subcommand, name: 'list', description: 'This server\u2019s rewards: their rule, role and last sync' },
    {
      type: T.Subcommand,
      name: 'remove',
      description: 'Delete a reward (members keep the role they hold)',
      options: [{ type: T.String, name: 'id', description: 'The reward to delete', required: true, autocomplete: true, max_length: 32 }],
    },
  ],
});

function serviceOf(ctx: Pick<CommandContext<unknown>, 'services'>): RewardsService {
  const service = ctx.services.rewards;
  if (!service) throw new UserError((s) => s.t('rewards.bad.noEngine'));
  return service;
}

type AddOptions = {
  system: string;
  role: string;
  balance?: number | undefined;
  keep?: boolean | undefined;
  top?: number | undefined;
  period?: string | undefined;
};

/** The kind of reward the options ask for, refused before any request when they do not make one. */
function kindOf(o: AddOptions): 'threshold' | 'period' {
  if (o.balance !== undefined && (o.top !== undefined || o.period !== undefined))
    throw InputError.of('balance', (s) => s.t('rewards.bad.kind'));
  if (o.balance !== undefined) return 'threshold';
  if (o.keep !== undefined) throw InputError.of('keep', (s) => s.t('rewards.bad.keep'));
  if (o.top === undefined && o.period === undefined) throw InputError.of('balance', (s) => s.t('rewards.bad.kind'));
  if (o.top === undefined || (o.period !== 'week' && o.period !== 'month'))
    throw InputError.of(o.top === undefined ? 'top' : 'period', (s) => s.t('rewards.bad.period'));
  return 'period';
}

async function add(ctx: CommandContext<unknown>, guildId: string, o: AddOptions): Promise<Reply> {
  const kind = kindOf(o);
  const typed = check('system', PointSystemInput, o.system.trim());
  const threshold = o.balance === undefined ? null : decimalOfNumber(o.balance);
  if (threshold && !threshold.ok) throw InputError.of('balance', () => threshold.error);
  const service = serviceOf(ctx);
  // The same checks as a role prize, with the role as the interaction describes it.
  await checkRolePrize(ctx.services.discord, ctx.invoker, o.role, ctx.resolved?.roles[o.role]);
  const rewards = await service.store();
  if ((await rewards.list(guildId)).length >= MAX_REWARDS_PER_GUILD)
    throw new UserError((s) => s.t('rewards.full', { max: MAX_REWARDS_PER_GUILD }));
  const system = await resolvePointSystem(ctx.api, typed);
  if (kind === 'period' && !(await service.periodsOn(guildId, system.id)))
    throw new UserError((s) => s.t('rewards.bad.periodsOff', { system: `**${system.name}**` }), 'system');
  const now = ctx.services.now();
  const reward = await rewards.preview(
    {
      guildId,
      kind,
      pointSystemId: system.id,
      systemName: system.name,
      systemEmoji: system.emoji ?? '',
      roleId: o.role,
      threshold: threshold?.ok ? decimalText(threshold.value) : null,
      keep: o.keep ?? false,
      top: kind === 'period' ? o.top! : null,
      period: kind === 'period' ? (o.period as 'week' | 'month') : null,
      createdBy: ctx.invoker.userId,
      locale: ctx.invoker.guildLocale ?? null,
    },
    now,
  );
  if (kind === 'period') {
    const zone = (await ctx.services.store.settings.get(guildId))?.timeZone ?? UTC;
    return rewardPreview({ reward, periodEndsAt: boardPeriodAt(reward.period!, zone, now).endsAt, names: new Map() }, ctx.reader);
  }
  // What the first sync would do now: the same reads it makes (interactive lane: the moderator waits).
  const above = await forSystem(ctx.api, typed, () =>
    readAbove(ctx.api, system.id, threshold!.ok ? threshold!.value : (undefined as never), { background: false }),
  );
  const { guild } = await roleProblem(ctx.services.discord, reward);
  const members = await service.members(guildId);
  const bot = service.botId();
  const plan = planChanges({ eligible: above.userIds, members, roleId: o.role, keep: reward.keep, guild, ...(bot ? { botId: bot } : {}) });
  const named = [...plan.add.slice(0, 10), ...plan.remove.slice(0, 10), ...plan.cannot.slice(0, 10)];
  const names = await ctx.services.discord.names(guildId, named).catch(() => new Map<string, string>());
  return rewardPreview({ reward, plan, requests: above.requests, names }, ctx.reader);
}

const confirm = component({
  ids: REWARD_CONFIRM,
  reply: 'update',
  async handle(ctx, data) {
    const guildId = ctx.invoker.guildId;
    if (!guildId) throw new StaleError();
    const service = serviceOf(ctx);
    const rewards = await service.store();
    const previewed = await rewards.get(data.id);
    if (!previewed || previewed.guildId !== guildId || previewed.state !== 'preview')
      return { content: ctx.reader.t('rewards.preview.expired'), embeds: [], components: [] };
    // Checked again at the press: the role, and the moderator pressing, as they are now.
    await checkRolePrize(ctx.services.discord, ctx.invoker, previewed.roleId);
    const made = await rewards.confirm(guildId, data.id, ctx.services.now());
    if (made === 'full') throw new UserError((s) => s.t('rewards.full', { max: MAX_REWARDS_PER_GUILD }));
    if (!made) return { content: ctx.reader.t('rewards.preview.expired'), embeds: [], components: [] };
    await service.syncNow(made);
    const s = ctx.reader;
    const next = made.kind === 'threshold' ? s.t('rewards.firstSync') : s.t('rewards.firstPeriod');
    return {
      content: s.t('rewards.confirmed', { id: code(made.id), role: `<@&${made.roleId}>`, rule: ruleText(made, s), next }),
      embeds: [],
      components: [],
    };
  },
});

async function list(ctx: CommandContext<unknown>, guildId: string): Promise<Reply> {
  const rewards = await serviceOf(ctx).store();
  const rows = await Promise.all(
    (await rewards.list(guildId)).map(async (reward: Reward) => {
      const sync = await rewards.lastSync(reward.id);
      return { reward, last: sync ? { sync, counts: await rewards.counts(sync.id) } : undefined };
    }),
  );
  return rewardList(rows, ctx.reader);
}

export const rewards = command({
  name: 'rewards',
  definition,
  examples: { add: '/rewards add system:Sparks role:@gold balance:40000', list: '/rewards list', remove: '/rewards remove id:3f2a91c0' },
  access: 'moderator',
  private: true,
  async execute(ctx) {
    const o = ctx.options;
    const guildId = ctx.invoker.guildId;
    if (!guildId) throw new UserError((s) => s.t('rewards.list.none'));
    if (o.subcommand === 'list') return list(ctx, guildId);
    if (o.subcommand === 'remove') {
      const id = o.id.trim();
      const removed = await (await serviceOf(ctx).store()).remove(guildId, id);
      if (!removed) throw new UserError((s) => s.t('rewards.notFound', { id: code(id) }), 'id');
      return { content: ctx.reader.t('rewards.removed', { id: code(id) }) };
    }
    return add(ctx, guildId, o);
  },
  async autocomplete(ctx) {
    if (ctx.focused.name === 'system') return pointSystemChoices(ctx);
    const guildId = ctx.invoker.guildId;
    if (!guildId || !ctx.services.rewards) return [];
    const typed = ctx.focused.value.trim().toLowerCase();
    const all = await (await ctx.services.rewards.store()).list(guildId);
    return all
      .filter((r) => !typed || r.id.includes(typed) || r.systemName.toLowerCase().includes(typed))
      .slice(0, 25)
      .map((r) => ({ name: `${r.id} · ${ruleText(r, ctx.reader).replace(/\*\*/g, '')}`.slice(0, 100), value: r.id }));
  },
  components: [confirm],
});
