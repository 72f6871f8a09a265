import { sendTimeOf } from '../src/features/writes/when.js';
import { formatDecimal } from '../src/decimal.js';
import { ApplicationCommandOptionType as T, InteractionContextType } from 'discord.js';
import { POINT_SYSTEM_STATUSES } from '../src/api/schemas.js';
import type { CommunityClient } from '../src/api/types.js';
import { check, command, component, InputError, StaleError, UserError, type CommandContext } from '../src/command/contract.js';
import { MemberListTooLargeError, MembersIntentError, type RoleMember } from '../src/services/discord-facts.js';
import type { MoveRequest } from '../src/features/writes/operations.js';
import { rankFinder } from '../src/api/rank.js';
import { slash } from '../src/discord/slash.js';
import { systemLabel, type SystemLabel } from '../src/features/leaderboard/view.js';
import { ownerReplyMode, viewPage } from '../src/views/pager.js';
import {
  balancesView,
  MAX_BALANCE_SYSTEMS,
  SYSTEMS_PAGE_SIZE,
  SYSTEMS_PAGER,
  systemsView,
  type SystemsFilters,
} from '../src/features/points/view.js';
import { discordTime, formatNumber } from '../src/views/format.js';
import type { Reply } from '../src/discord/reply.js';
import { gainText, periodSentence, type PeriodSentence } from '../src/features/periods/view.js';
import { withRewardsAhead } from '../src/features/rewards/ahead.js';
import { periodBoard, periodOf, periodSystem, zoneOf } from '../src/features/periods/board.js';
import { checkRecipients } from '../src/features/moves/recipients.js';
import { moveWrite } from '../src/features/moves/write.js';
import { checkAmountText, membersOf, resolvePoints } from '../src/features/moves/resolve.js';
import { ROLE_MOVE_MAX_MEMBERS, roleParts } from '../src/features/moves/role-parts.js';
import { OPT, SEND_LATER } from './shared-options.js';
import { withRankCard } from './leaderboard.js';
import {
  forSystem,
  pointSystemChoices,
  PointSystemInput,
  resolvePointSystem,
  serverDefaultSystem,
} from '../src/features/points/systems.js';

/** The API lists at most 50 systems a request; /points systems shows 10 a page from one block. */
export const SYSTEMS_UPSTREAM_PAGE = 50;

const definition = slash({
  name: 'points',
  description: 'Point balances and point systems',
  contexts: [InteractionContextType.Guild],
  options: [
    {
      type: T.Subcommand,
      name: 'balance',
      description: "A member's point balance (default: yours) in one or every active system",
      options: [
        { type: T.User, name: 'member', description: 'Whose balance (default: yours)' },
        { type: T.String, name: 'system', description: 'Point system, by name or id (default: every active one)', autocomplete: true },
        { type: T.Boolean, name: 'card', description: 'Also attach a rank card (the system given, or the first shown)' },
        OPT.period,
      ],
    },
    {
      type: T.Subcommand,
      name: 'systems',
      description: "The community's point systems",
      options: [
        { type: T.String, name: 'search', description: 'Text to match in the name (at most 256 characters)', max_length: 256 },
        {
          type: T.String,
          name: 'status',
          description: 'Only systems with this status',
          choices: POINT_SYSTEM_STATUSES.map((s) => ({ name: s.toLowerCase(), value: s })),
        },
        { type: T.Boolean, name: 'include-shared', description: 'Also list systems shared with us through collabs' },
      ],
    },
    {
      type: T.Subcommand,
      name: 'give',
      description: 'Give members points, printed from a point system (moderators; preview first)',
      options: [OPT.points, OPT.pointsMember, OPT.pointsRole, OPT.system, OPT.moreMembers, OPT.reason, ...SEND_LATER],
    },
    {
      type: T.Subcommand,
      name: 'take',
      description: "Take points from members' balances (moderators; preview first)",
      options: [OPT.points, OPT.pointsMember, OPT.pointsRole, OPT.system, OPT.moreMembers, OPT.reason, ...SEND_LATER],
    },
  ],
});

type ChangeOptions = {
  subcommand: 'give' | 'take';
  member?: string;
  role?: string;
  amount: string;
  system?: string;
  'more-members'?: string;
  reason?: string;
  at?: string;
  in?: string;
};

/** Names the whole-role preview shows. */
const NAMES_SHOWN = 10;

/**
 * /points give|take role: everyone holding the role (read from Discord's member list, bots left
 * out), one balance change per 1,000 members, previewed together as one move. Nothing is
 * written here; Confirm hands the parts to jobs (src/features/moves/role-move.ts).
 */
async function rolePreview(ctx: CommandContext<unknown>, o: ChangeOptions & { role: string }) {
  if (o.member || o['more-members']) throw InputError.of('role', (s) => s.t('moves.roleMove.memberOrRole'));
  const typed = checkAmountText(o.amount, 'points', ctx.reader.locale);
  const reason = o.reason?.trim() || undefined;
  const { system, prize, item } = await resolvePoints(
    ctx.api,
    { ...o, amount: typed },
    o.system ? undefined : await serverDefaultSystem(ctx),
  );
  const guildId = ctx.invoker.guildId;
  if (!guildId) throw new StaleError();
  let holders: RoleMember[];
  try {
    holders = await ctx.services.discord.roleMembers(guildId, o.role, ROLE_MOVE_MAX_MEMBERS);
  } catch (err) {
    if (err instanceof MembersIntentError) throw new UserError((s) => s.t('moves.roleMove.intent'));
    if (err instanceof MemberListTooLargeError) throw new UserError((s) => s.plural('moves.roleMove.tooMany', err.max), 'role');
    throw err;
  }
  const people = holders.filter((m) => !m.bot);
  if (people.length === 0) throw new UserError((s) => s.t('moves.roleMove.nobody', { role: `<@&${o.role}>` }), 'role');
  const amount = String(item.amount);
  const parts: { body: MoveRequest<'changePoints'>; members: number }[] = roleParts(people).map((part) => ({
    members: part.length,
    body: {
      op: 'changePoints',
      input: {
        pointSystemId: system.id,
        changes: part.map((m) => ({ userId: m.id, amount: o.subcommand === 'take' ? `-${amount}` : amount })),
        ...(reason ? { metadata: { reason } } : {}),
      },
    },
  }));
  const role = {
    roleId: o.role,
    members: people.length,
    names: people.slice(0, NAMES_SHOWN).map((m) => m.name),
    bots: holders.length - people.length,
    parts: parts.length,
  };
  return write.previewParts(
    ctx,
    { kind: o.subcommand === 'give' ? 'points-give' : 'points-take', prize, role, ...(reason ? { reason } : {}), irreversible: false },
    parts,
  );
}

/**
 * /points give|take: the members' balances now and after, checked (nobody goes below 0), as a
 * preview of one points change. Nothing is written here.
 */
async function changePreview(ctx: CommandContext<unknown>, o: ChangeOptions) {
  // First: a bad or past time is refused before anything is read upstream.
  const dueAt = await sendTimeOf(ctx, o);
  if (o.role) {
    // A whole role's parts are sent by jobs as soon as it is confirmed; they are not scheduled.
    if (dueAt !== undefined) throw InputError.of(o.at ? 'at' : 'in', (s) => s.t('moves.roleMove.notLater'));
    return rolePreview(ctx, { ...o, role: o.role });
  }
  if (!o.member) throw InputError.of('member', (s) => s.t('moves.roleMove.noOne'));
  const typed = checkAmountText(o.amount, 'points', ctx.reader.locale);
  const members = membersOf(o.member, o['more-members']);
  await checkRecipients(ctx, members, 'member', 'more-members');
  const reason = o.reason?.trim() || undefined;
  const { system, prize, item } = await resolvePoints(
    ctx.api,
    { ...o, amount: typed },
    o.system ? undefined : await serverDefaultSystem(ctx),
  );
  const amount = String(item.amount);
  // Every member's balance: the service answers 20 rows unless asked for more.
  const { data } = await ctx.api.getPointBalances({ pointSystemId: system.id, userIds: members, limit: members.length }, { fresh: true });
  const delta = Number(amount) * (o.subcommand === 'take' ? -1 : 1);
  const rows = members.map((userId) => {
    const now = data.find((e) => e.userId === userId)?.balance ?? 0;
    return { userId, now, after: now + delta };
  });
  const short = rows.filter((r) => r.after < 0);
  if (short.length) {
    throw new UserError((s) => {
      const who = short
        .map((r) => s.t('board.points.holds', { member: `<@${r.userId}>`, balance: formatNumber(r.now, s.locale, 6) }))
        .join(s.t('board.comma'));
      return s.t('board.points.cannotTake', { amount: formatDecimal(amount, s.locale), system: system.name, who });
    }, 'amount');
  }
  return write.preview(
    ctx,
    {
      kind: o.subcommand === 'give' ? 'points-give' : 'points-take',
      prize,
      members: rows,
      ...(reason ? { reason } : {}),
      irreversible: false,
    },
    {
      op: 'changePoints',
      input: {
        pointSystemId: system.id,
        changes: members.map((userId) => ({ userId, amount: o.subcommand === 'take' ? `-${amount}` : amount })),
        ...(reason ? { metadata: { reason } } : {}),
      },
    },
    dueAt,
  );
}

const write = moveWrite('points', 'points.change');

/** Balance, exact rank and holder count (RankFinder: a few cached reads at any board size). */
async function balanceOf(api: CommunityClient, system: SystemLabel, userId: string) {
  const { balance, rank, total, exact } = await rankFinder(api).find(system.id, userId);
  return { system, balance, total, exact, ...(rank !== undefined ? { rank } : {}) };
}

async function balances(api: CommunityClient, userId: string, system: string | undefined) {
  if (system) return { userId, entries: [await balanceOf(api, await resolvePointSystem(api, system), userId)], omitted: 0 };
  const { data, pagination } = await api.listPointSystems({ statuses: ['ACTIVE'], limit: 50 });
  const shown = data.slice(0, MAX_BALANCE_SYSTEMS);
  // One request per system: the rate limiter spaces them, the deferred reply waits.
  const entries = await Promise.all(shown.map((s) => balanceOf(api, s, userId)));
  return { userId, entries, omitted: Math.max(pagination.total, data.length) - shown.length };
}

/** Page `page` of the filtered list, cut from 50-system blocks (clamped if the list shrank). */
async function systemsPage(api: CommunityClient, filters: SystemsFilters, page: number, owner: string | undefined) {
  const fetchBlock = (offset: number) =>
    api.listPointSystems({
      ...(filters.search ? { search: filters.search } : {}),
      ...(filters.status ? { statuses: [filters.status] } : {}),
      ...(filters.includeShared ? { includeShared: true } : {}),
      offset,
      limit: SYSTEMS_UPSTREAM_PAGE,
    });
  const r = await viewPage(fetchBlock, page, SYSTEMS_PAGE_SIZE, SYSTEMS_UPSTREAM_PAGE);
  return { systems: r.rows, page: r.page, total: r.total, filters, owner };
}

/** The list's owner moves it; anyone else's press opens their own private copy (which they then own). */
const pager = component({
  ids: SYSTEMS_PAGER,
  reply: (ctx, { owner }) => ownerReplyMode(ctx.invoker.userId, owner),
  async handle({ api, reader, invoker }, { page, owner: _owner, ...filters }) {
    return systemsView(await systemsPage(api, filters, page, invoker.userId), reader);
  },
});

/** A member's gain in a period, with their place on its board (as /leaderboard period: ranks it). */
async function periodBalance(ctx: CommandContext<unknown>, userId: string, system: string | undefined, typed: string): Promise<Reply> {
  const { services, invoker, reader: s } = ctx;
  const period = periodOf(typed, await zoneOf(services, invoker.guildId ?? ''), services.now());
  const label = await periodSystem(ctx, system);
  const board = await periodBoard(services, invoker.guildId ?? '', label, period);
  const mine = await board.rank(userId);
  const said = (key: PeriodSentence, values: Record<string, string>) => periodSentence(key, period, board.live, s, values);
  const values = { member: `<@${userId}>`, system: systemLabel(label) };
  if (!mine) return { content: said('balanceNone', values) };
  const row = {
    ...values,
    gain: `**${gainText(mine.row.gain, s)}**`,
    time: discordTime(board.sinceAt),
    balance: formatNumber(Number(mine.row.balance), s.locale),
  };
  // Ranked among those who gained anything, as the board ranks them; without a gain, no rank.
  if (mine.rank === undefined) return { content: said('balanceUnranked', row) };
  return { content: said('balanceLine', { ...row, rank: formatNumber(mine.rank, s.locale), n: formatNumber(board.gainers, s.locale) }) };
}

export const points = command({
  name: 'points',
  definition,
  examples: {
    balance: '/points balance member:@alice',
    systems: '/points systems status:archived include-shared:True',
    give: '/points give member:@alice amount:25 reason:helped in support',
    take: '/points take member:@alice amount:5 reason:duplicate reward',
  },
  access: 'member',
  moderatorSubcommands: ['give', 'take'],
  private: (o) => o.subcommand === 'give' || o.subcommand === 'take',
  async execute(ctx) {
    const { api, options, invoker, services, reader } = ctx;
    if (options.subcommand === 'give' || options.subcommand === 'take') return changePreview(ctx, options);
    if (options.subcommand === 'balance') {
      const system = check('system', PointSystemInput, options.system?.trim());
      if (options.period !== undefined) return periodBalance(ctx, options.member ?? invoker.userId, system, options.period);
      const data = await forSystem(api, system, () => balances(api, options.member ?? invoker.userId, system));
      const view = await withRewardsAhead(balancesView(data, reader), services, invoker.guildId, data.entries, reader);
      return options.card ? withRankCard(services, view, data, invoker, reader) : view;
    }
    const filters: SystemsFilters = {
      ...(options.search ? { search: options.search } : {}),
      ...(options.status ? { status: options.status } : {}),
      includeShared: options['include-shared'] ?? false,
    };
    return systemsView(await systemsPage(api, filters, 0, invoker.userId), reader);
  },
  autocomplete: pointSystemChoices,
  components: [pager, ...write.components],
  modals: write.modals,
});
