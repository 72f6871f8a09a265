import { sendTimeOf } from '../src/features/writes/when.js';
import { ApplicationCommandOptionType as T, InteractionContextType, PermissionFlagsBits } from 'discord.js';
import { command } from '../src/command/contract.js';
import { slash } from '../src/discord/slash.js';
import { moveWrite } from '../src/features/moves/write.js';
import { chainOf, checkAddress, moveChoices, walletMove } from '../src/features/moves/resolve.js';
import { OPT, SEND_LATER } from './shared-options.js';

/**
 * /transfer token|nft: a token or NFT leaves the tipping wallet for a wallet address on its
 * chain. The address is checked for the chain's family before anything is read; the move is
 * irreversible, so above the server's threshold it asks for the typed confirmation.
 */

const definition = slash({
  name: 'transfer',
  description: 'Send from the tipping wallet to a wallet address (you see a preview first)',
  default_member_permissions: String(PermissionFlagsBits.ManageGuild),
  contexts: [InteractionContextType.Guild],
  options: [
    {
      type: T.Subcommand,
      name: 'token',
      description: 'Transfer a token of the tipping wallet to an address',
      options: [OPT.address, OPT.chain, OPT.token, OPT.tokenAmount, OPT.unit, OPT.channel, OPT.comment, ...SEND_LATER],
    },
    {
      type: T.Subcommand,
      name: 'nft',
      description: 'Transfer an NFT of the tipping wallet to an address',
      options: [OPT.address, OPT.chain, OPT.nft, OPT.count, OPT.channel, OPT.comment, ...SEND_LATER],
    },
  ],
});

const write = moveWrite('transfer', 'treasury.transfer');

export const transfer = command({
  name: 'transfer',
  definition,
  access: 'moderator',
  private: true,
  examples: {
    token: '/transfer token address:0x52908400098527886E0F7030069857D2E4169EE7 chain:Polygon token:QUEST amount:10',
    nft: '/transfer nft address:0x52908400098527886E0F7030069857D2E4169EE7 chain:Base nft:Base Builders #2',
  },
  async execute(ctx) {
    // First: a bad or past time is refused before anything is read upstream.
    const dueAt = await sendTimeOf(ctx, ctx.options);
    const o = ctx.options;
    // The address's form first, before any read: it needs only the chain.
    const chain = chainOf(o.chain, o.subcommand === 'token' ? 'balance' : 'inventory');
    const { address, checksum } = checkAddress(chain, o.address);
    const move = await walletMove(ctx, 'transfer', o);
    return write.preview(
      ctx,
      { kind: 'transfer', ...move.plan, address, ...(checksum ? {} : { addressUnchecked: true }) },
      { op: 'transfer', input: { ...move.input, recipientAddress: address } },
      dueAt,
    );
  },
  autocomplete: moveChoices,
  components: write.components,
  modals: write.modals,
});
