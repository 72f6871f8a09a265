import { ApplicationCommandOptionType as T, InteractionContextType, PermissionFlagsBits } from 'discord.js';
import { resolveChain, TIPPING_BALANCE_CHAINS, TIPPING_INVENTORY_CHAINS } from '../src/api/chains.js';
import { command, component, InputError } from '../src/command/contract.js';
import { chainChoices, chainRefusalText } from '../src/input/parse.js';
import { slash } from '../src/discord/slash.js';
import { sharedOption } from '../src/i18n/commands.js';
import { INVENTORY_PAGER, treasuryBalance, treasuryInventory } from '../src/features/treasury/view.js';

/** The `chain` option of both subcommands. */
const chainOption = sharedOption('walletChain', {
  type: T.String,
  name: 'chain',
  description: 'Chain of the wallet',
  required: true,
  autocomplete: true,
});

const definition = slash({
  name: 'treasury',
  description: "The community's shared tipping wallet",
  default_member_permissions: String(PermissionFlagsBits.ManageGuild),
  contexts: [InteractionContextType.Guild],
  options: [
    { type: T.Subcommand, name: 'balance', description: 'Token balances of the tipping wallet on a chain', options: [chainOption] },
    { type: T.Subcommand, name: 'inventory', description: 'NFTs held by the tipping wallet on a chain', options: [chainOption] },
  ],
});

/** Each endpoint's own chain list (the spec's; the resolver explains a chain outside it). */
const ENDPOINTS = {
  balance: { chains: TIPPING_BALANCE_CHAINS as readonly string[] },
  inventory: { chains: TIPPING_INVENTORY_CHAINS as readonly string[] },
} as const;

/** The key of a chain named any way (name, id, short form), or one InputError saying why not. */
function chainFor(endpoint: keyof typeof ENDPOINTS, typed: string): string {
  const r = resolveChain(typed, endpoint);
  if (r.ok) return r.chain;
  throw InputError.of('chain', chainRefusalText(r));
}

const page = component({
  ids: INVENTORY_PAGER,
  reply: 'update',
  access: 'moderator',
  async handle(ctx, { chain, page }) {
    // Served from the client's short cache while paging; fresh data after it lapses.
    return treasuryInventory(chain, await ctx.api.getTippingInventory(chain), page, ctx.reader);
  },
});

export const treasury = command({
  name: 'treasury',
  definition,
  examples: { balance: '/treasury balance chain:Ethereum', inventory: '/treasury inventory chain:Ethereum' },
  access: 'moderator',
  private: true,
  async execute({ api, options, reader }) {
    const chain = chainFor(options.subcommand, options.chain);
    if (options.subcommand === 'balance') return treasuryBalance(chain, await api.getTippingBalance(chain), reader);
    return treasuryInventory(chain, await api.getTippingInventory(chain), 0, reader);
  },
  async autocomplete(ctx) {
    return chainChoices(ENDPOINTS[ctx.subcommand === 'inventory' ? 'inventory' : 'balance'].chains, ctx.focused.value);
  },
  components: [page],
});
