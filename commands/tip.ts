import { sendTimeOf } from '../src/features/writes/when.js';
import { ApplicationCommandOptionType as T, InteractionContextType, PermissionFlagsBits } from 'discord.js';
import { command } from '../src/command/contract.js';
import { serverDefaultSystem } from '../src/features/points/systems.js';
import { slash } from '../src/discord/slash.js';
import { sharedOption } from '../src/i18n/commands.js';
import { moveWrite } from '../src/features/moves/write.js';
import {
  channelOf,
  checkAmountText,
  commentOf,
  moveChoices,
  resolveNft,
  resolvePoints,
  resolveToken,
} from '../src/features/moves/resolve.js';
import { OPT, SEND_LATER } from './shared-options.js';
import { checkRecipients } from '../src/features/moves/recipients.js';

/**
 * /tip token|nft|points: one member gets a token or NFT from the tipping wallet, or points
 * printed from a point system; the service posts "tip received" in the channel.
 */

const member = sharedOption('tipMember', { type: T.User, name: 'member', description: 'Who gets the tip', required: true });

const definition = slash({
  name: 'tip',
  description: 'Tip a member from the community (you see a preview first)',
  default_member_permissions: String(PermissionFlagsBits.ManageGuild),
  contexts: [InteractionContextType.Guild],
  options: [
    {
      type: T.Subcommand,
      name: 'token',
      description: 'Tip a token from the tipping wallet',
      options: [member, OPT.chain, OPT.token, OPT.tokenAmount, OPT.unit, OPT.channel, OPT.comment, ...SEND_LATER],
    },
    {
      type: T.Subcommand,
      name: 'nft',
      description: 'Tip an NFT from the tipping wallet',
      options: [member, OPT.chain, OPT.nft, OPT.count, OPT.channel, OPT.comment, ...SEND_LATER],
    },
    {
      type: T.Subcommand,
      name: 'points',
      description: 'Tip points, printed from a point system',
      options: [member, OPT.points, OPT.system, OPT.channel, OPT.comment, ...SEND_LATER],
    },
  ],
});

const write = moveWrite('tip', 'tip.send');

export const tip = command({
  name: 'tip',
  definition,
  access: 'moderator',
  private: true,
  examples: {
    token: '/tip token member:@alice chain:Polygon token:QUEST amount:250 comment:thanks for the guide',
    nft: '/tip nft member:@alice chain:Base nft:Base Builders #2',
    points: '/tip points member:@alice amount:25',
  },
  async execute(ctx) {
    // First: a bad or past time is refused before anything is read upstream.
    const dueAt = await sendTimeOf(ctx, ctx.options);
    const o = ctx.options;
    const amount =
      o.subcommand !== 'nft' ? checkAmountText(o.amount, o.subcommand === 'points' ? 'points' : 'token', ctx.reader.locale) : '';
    const channelId = channelOf(o.channel, ctx.invoker.channelId, 'tip');
    await checkRecipients(ctx, [o.member], 'member');
    const resolved =
      o.subcommand === 'token'
        ? await resolveToken(ctx.api, { ...o, amount })
        : o.subcommand === 'nft'
          ? await resolveNft(ctx.api, o)
          : await resolvePoints(ctx.api, { ...o, amount }, o.system ? undefined : await serverDefaultSystem(ctx));
    const usd = 'usd' in resolved ? resolved.usd : undefined;
    const comment = commentOf(o.comment);
    return write.preview(
      ctx,
      {
        kind: 'tip',
        prize: resolved.prize,
        members: [{ userId: o.member }],
        channelId,
        ...(comment ? { comment } : {}),
        ...(usd !== undefined ? { usd } : {}),
        irreversible: resolved.prize.type !== 'POINTS',
      },
      { op: 'sendTip', input: { channelId, recipientId: o.member, item: resolved.item, ...(comment ? { comment } : {}) } },
      dueAt,
    );
  },
  autocomplete: moveChoices,
  components: write.components,
  modals: write.modals,
});
