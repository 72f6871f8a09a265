import { ApplicationCommandOptionType as T, InteractionContextType, PermissionFlagsBits } from 'discord.js';
import { TIPPING_BALANCE_CHAINS, TIPPING_INVENTORY_CHAINS } from '../src/api/chains.js';
import { TippingBalanceChainSchema, TippingInventoryChainSchema } from '../src/api/schemas.js';
import { command, component, InputError } from '../src/bot/command.js';
import { chainChoices, matchChain } from '../src/bot/parse.js';
import { slash } from '../src/discord/options.js';
import { INVENTORY_PAGER, treasuryBalance, treasuryInventory } from '../src/views/treasury.js';

/** The `chain` option of both subcommands. */
const chainOption = { type: T.String, name: 'chain', description: 'Chain of the wallet', required: true, autocomplete: true } as const;

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

/** Each endpoint's own chain list and schema (its message names every allowed chain). */
const ENDPOINTS = {
  balance: { chains: TIPPING_BALANCE_CHAINS as readonly string[], schema: TippingBalanceChainSchema },
  inventory: { chains: TIPPING_INVENTORY_CHAINS as readonly string[], schema: TippingInventoryChainSchema },
} as const;

/** The list's own spelling of a chain typed in any case, or an InputError naming every allowed one. */
function chainFor(endpoint: keyof typeof ENDPOINTS, typed: string): string {
  const { chains, schema } = ENDPOINTS[endpoint];
  const chain = matchChain(typed, chains);
  if (chain) return chain;
  const message = schema.safeParse(typed).error?.issues[0]?.message ?? `must be one of ${chains.join(', ')}`;
  throw InputError.of('chain', `chain ${message}`);
}

const page = component({
  ids: INVENTORY_PAGER,
  reply: 'update',
  access: 'moderator',
  async handle(ctx, { chain, page }) {
    // Served from the client's short cache while paging; fresh data after it lapses.
    return treasuryInventory(chain, await ctx.api.getTippingInventory(chain), page, ctx.invoker.locale);
  },
});

export const treasury = command({
  name: 'treasury',
  definition,
  examples: { balance: '/treasury balance chain:Ethereum', inventory: '/treasury inventory chain:Ethereum' },
  access: 'moderator',
  private: true,
  async execute({ api, options, invoker }) {
    const chain = chainFor(options.subcommand, options.chain);
    if (options.subcommand === 'balance') return treasuryBalance(chain, await api.getTippingBalance(chain), invoker.locale);
    return treasuryInventory(chain, await api.getTippingInventory(chain), 0, invoker.locale);
  },
  async autocomplete(ctx) {
    return chainChoices(ENDPOINTS[ctx.subcommand === 'inventory' ? 'inventory' : 'balance'].chains, ctx.focused.value);
  },
  components: [page],
});

export default treasury;
