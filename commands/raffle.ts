import { sendTimeOf } from '../src/features/writes/when.js';
import { ApplicationCommandOptionType as T, InteractionContextType, PermissionFlagsBits } from 'discord.js';
import type { RoleItem } from '../src/api/moves.js';
import { command, InputError } from '../src/command/contract.js';
import { formatNumber } from '../src/views/format.js';
import { serverDefaultSystem } from '../src/features/points/systems.js';
import { slash } from '../src/discord/slash.js';
import type { Prize } from '../src/features/moves/view.js';
import { moveWrite } from '../src/features/moves/write.js';
import { checkRolePrize } from '../src/features/moves/role-prize.js';
import {
  checkAmountText,
  giveawayOf,
  moveChoices,
  resolveNft,
  resolvePoints,
  resolveToken,
  roleDurationOf,
} from '../src/features/moves/resolve.js';
import { OPT, SEND_LATER } from './shared-options.js';

/**
 * /raffle points|token|nft|role: the service posts a message with an entry button in the
 * channel; when the duration ends it draws the winners among those who entered.
 */

const giveaway = [OPT.duration, OPT.entries] as const;
/** /raffle role: the prize, and how long winners keep it. */
const role = { type: T.Role, name: 'role', description: 'The role the winners get', required: true } as const;
const keepFor = {
  type: T.String,
  name: 'keep-for',
  description: 'How long winners keep the role: 7d, 2w (default: for good; at most 3 years)',
  max_length: 40,
} as const;
const optional = [OPT.winners, OPT.onlyRole, OPT.notRole, OPT.channel, OPT.comment] as const;

const definition = slash({
  name: 'raffle',
  description: 'Raffle points, a token, an NFT or a role among members who enter (you see a preview first)',
  default_member_permissions: String(PermissionFlagsBits.ManageGuild),
  contexts: [InteractionContextType.Guild],
  options: [
    {
      type: T.Subcommand,
      name: 'points',
      description: 'Raffle points, printed from a point system',
      options: [OPT.points, ...giveaway, OPT.system, ...optional, ...SEND_LATER],
    },
    {
      type: T.Subcommand,
      name: 'token',
      description: 'Raffle a token of the tipping wallet',
      options: [OPT.chain, OPT.token, OPT.tokenAmount, ...giveaway, OPT.unit, ...optional, ...SEND_LATER],
    },
    {
      type: T.Subcommand,
      name: 'nft',
      description: 'Raffle an NFT of the tipping wallet',
      options: [OPT.chain, OPT.nft, ...giveaway, OPT.count, ...optional, ...SEND_LATER],
    },
    {
      type: T.Subcommand,
      name: 'role',
      description: 'Raffle a role',
      options: [role, ...giveaway, keepFor, ...optional, ...SEND_LATER],
    },
  ],
});

const write = moveWrite('raffle', 'raffle.create');

export const raffle = command({
  name: 'raffle',
  definition,
  access: 'moderator',
  private: true,
  examples: {
    points: '/raffle points amount:100 duration:1d entries:200 winners:3',
    token: '/raffle token chain:Polygon token:QUEST amount:50 duration:12h entries:100',
    nft: '/raffle nft chain:Base nft:Base Builders #2 duration:2d entries:100',
    role: '/raffle role role:1203458820156252170 duration:1d entries:50 keep-for:30d',
  },
  async execute(ctx) {
    // First: a bad or past time is refused before anything is read upstream.
    const dueAt = await sendTimeOf(ctx, ctx.options);
    const o = ctx.options;
    const amount =
      o.subcommand === 'points' || o.subcommand === 'token'
        ? checkAmountText(o.amount, o.subcommand === 'points' ? 'points' : 'token', ctx.reader.locale)
        : '';
    const durationMs = o.subcommand === 'role' ? roleDurationOf(o['keep-for']) : undefined;
    const g = giveawayOf(o, ctx.invoker.channelId, 'raffle');
    // A role prize is checked against what Discord says of it and of the hierarchy, before anything is recorded.
    if (o.subcommand === 'role') await checkRolePrize(ctx.services.discord, ctx.invoker, o.role, ctx.resolved?.roles[o.role]);
    const maxWinners = o.winners ?? 1;
    // An impossible combination is refused before any read: more winners than members who may enter.
    if (maxWinners > o.entries) {
      const [n, m] = [maxWinners, o.entries];
      throw InputError.of('winners', (s) =>
        s.t('moves.refuse.moreWinners', {
          n: formatNumber(n, s.locale),
          m: formatNumber(m, s.locale),
          members: s.plural('common.count.members', m),
        }),
      );
    }
    const resolved: { prize: Prize; item: Parameters<typeof ctx.api.createRaffle>[0]['item']; usd?: number | undefined } =
      o.subcommand === 'points'
        ? await resolvePoints(ctx.api, { ...o, amount }, o.system ? undefined : await serverDefaultSystem(ctx))
        : o.subcommand === 'token'
          ? await resolveToken(ctx.api, { ...o, amount })
          : o.subcommand === 'nft'
            ? await resolveNft(ctx.api, o)
            : rolePrize(o.role, durationMs);
    return write.preview(
      ctx,
      {
        kind: 'raffle',
        prize: resolved.prize,
        ...g.plan,
        maxWinners,
        ...(resolved.usd !== undefined ? { usd: resolved.usd } : {}),
        irreversible: resolved.prize.type === 'TOKEN' || resolved.prize.type === 'NFT',
      },
      { op: 'createRaffle', input: { ...g.input, item: resolved.item, maxWinners } },
      dueAt,
    );
  },
  autocomplete: moveChoices,
  components: write.components,
  modals: write.modals,
});

function rolePrize(roleId: string, durationMs: number | undefined): { prize: Prize; item: RoleItem } {
  return {
    prize: { type: 'ROLE', roleId, ...(durationMs !== undefined ? { durationMs } : {}) },
    item: { type: 'ROLE', roleId, ...(durationMs !== undefined ? { duration: durationMs } : {}) },
  };
}
