import { sendTimeOf } from '../src/features/writes/when.js';
import { ApplicationCommandOptionType as T, InteractionContextType, PermissionFlagsBits } from 'discord.js';
import { command } from '../src/command/contract.js';
import { serverDefaultSystem } from '../src/features/points/systems.js';
import { slash } from '../src/discord/slash.js';
import { moveWrite } from '../src/features/moves/write.js';
import { checkAmountText, giveawayOf, moveChoices, resolvePoints, resolveToken } from '../src/features/moves/resolve.js';
import { OPT, SEND_LATER } from './shared-options.js';

/**
 * /airdrop points|token: the service posts a message with an entry button in the channel;
 * when the duration ends, the pool (the amount given) is shared among those who entered.
 */

const definition = slash({
  name: 'airdrop',
  description: 'Share a pool of points or a token among members who enter (you see a preview first)',
  default_member_permissions: String(PermissionFlagsBits.ManageGuild),
  contexts: [InteractionContextType.Guild],
  options: [
    {
      type: T.Subcommand,
      name: 'points',
      description: 'Airdrop a pool of points, printed from a point system',
      options: [OPT.points, OPT.duration, OPT.entries, OPT.system, OPT.onlyRole, OPT.notRole, OPT.channel, OPT.comment, ...SEND_LATER],
    },
    {
      type: T.Subcommand,
      name: 'token',
      description: 'Airdrop a pool of a token of the tipping wallet',
      options: [
        OPT.chain,
        OPT.token,
        OPT.tokenAmount,
        OPT.duration,
        OPT.entries,
        OPT.unit,
        OPT.onlyRole,
        OPT.notRole,
        OPT.channel,
        OPT.comment,
        ...SEND_LATER,
      ],
    },
  ],
});

const write = moveWrite('airdrop', 'airdrop.create');

export const airdrop = command({
  name: 'airdrop',
  definition,
  access: 'moderator',
  private: true,
  examples: {
    points: '/airdrop points amount:500 duration:1d entries:50',
    token: '/airdrop token chain:Polygon token:QUEST amount:100 duration:2h entries:20',
  },
  async execute(ctx) {
    // First: a bad or past time is refused before anything is read upstream.
    const dueAt = await sendTimeOf(ctx, ctx.options);
    const o = ctx.options;
    const amount = checkAmountText(o.amount, o.subcommand === 'points' ? 'points' : 'token', ctx.reader.locale);
    const giveaway = giveawayOf(o, ctx.invoker.channelId, 'airdrop');
    const resolved =
      o.subcommand === 'points'
        ? await resolvePoints(ctx.api, { ...o, amount }, o.system ? undefined : await serverDefaultSystem(ctx))
        : await resolveToken(ctx.api, { ...o, amount });
    const usd = 'usd' in resolved ? resolved.usd : undefined;
    return write.preview(
      ctx,
      {
        kind: 'airdrop',
        prize: resolved.prize,
        ...giveaway.plan,
        ...(usd !== undefined ? { usd } : {}),
        irreversible: resolved.prize.type !== 'POINTS',
      },
      { op: 'createAirdrop', input: { ...giveaway.input, item: resolved.item } },
      dueAt,
    );
  },
  autocomplete: moveChoices,
  components: write.components,
  modals: write.modals,
});
