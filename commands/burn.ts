import { sendTimeOf } from '../src/features/writes/when.js';
import { ApplicationCommandOptionType as T, InteractionContextType, PermissionFlagsBits } from 'discord.js';
import { command } from '../src/command/contract.js';
import { slash } from '../src/discord/slash.js';
import { moveWrite } from '../src/features/moves/write.js';
import { moveChoices, walletMove } from '../src/features/moves/resolve.js';
import { OPT, SEND_LATER } from './shared-options.js';

/**
 * /burn token|nft: a token amount or an NFT of the tipping wallet is destroyed. Irreversible:
 * above the server's threshold (or of unknown worth) Confirm asks to type BURN.
 */

const definition = slash({
  name: 'burn',
  description: 'Destroy a token or NFT of the tipping wallet (you see a preview first)',
  default_member_permissions: String(PermissionFlagsBits.ManageGuild),
  contexts: [InteractionContextType.Guild],
  options: [
    {
      type: T.Subcommand,
      name: 'token',
      description: 'Burn an amount of a token of the tipping wallet',
      options: [OPT.chain, OPT.token, OPT.tokenAmount, OPT.unit, OPT.channel, OPT.comment, ...SEND_LATER],
    },
    {
      type: T.Subcommand,
      name: 'nft',
      description: 'Burn an NFT of the tipping wallet',
      options: [OPT.chain, OPT.nft, OPT.count, OPT.channel, OPT.comment, ...SEND_LATER],
    },
  ],
});

const write = moveWrite('burn', 'token.burn');

export const burn = command({
  name: 'burn',
  definition,
  access: 'moderator',
  private: true,
  examples: {
    token: '/burn token chain:Polygon token:QUEST amount:5',
    nft: '/burn nft chain:Base nft:Base Builders #2',
  },
  async execute(ctx) {
    // First: a bad or past time is refused before anything is read upstream.
    const dueAt = await sendTimeOf(ctx, ctx.options);
    const move = await walletMove(ctx, 'burn', ctx.options);
    return write.preview(ctx, { kind: 'burn', ...move.plan }, { op: 'burn', input: move.input }, dueAt);
  },
  autocomplete: moveChoices,
  components: write.components,
  modals: write.modals,
});
