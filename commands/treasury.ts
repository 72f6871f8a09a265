import { InteractionContextType, PermissionFlagsBits, SlashCommandBuilder } from 'discord.js';
import { z } from 'zod';
import { TIPPING_BALANCE_CHAINS, TIPPING_INVENTORY_CHAINS } from '../src/api/chains.js';
import { TippingBalanceChainSchema, TippingInventoryChainSchema } from '../src/api/schemas.js';
import type { CommandModule, ComponentHandler } from '../src/bot/command.js';
import { UserError } from '../src/bot/command.js';
import { chainChoices, matchChain } from '../src/bot/parse.js';
import { fitChoices } from '../src/discord/limits.js';
import { PAGER_ACTIONS } from '../src/views/pager.js';
import { treasuryBalance, treasuryInventory } from '../src/views/treasury.js';

const definition = new SlashCommandBuilder()
  .setName('treasury')
  .setDescription("The community's shared tipping wallet")
  .setDefaultMemberPermissions(PermissionFlagsBits.ManageGuild)
  .setContexts(InteractionContextType.Guild)
  .addSubcommand((s) =>
    s
      .setName('balance')
      .setDescription('Token balances of the tipping wallet on a chain')
      .addStringOption((o) => o.setName('chain').setDescription('Chain of the wallet').setRequired(true).setAutocomplete(true)),
  )
  .addSubcommand((s) =>
    s
      .setName('inventory')
      .setDescription('NFTs held by the tipping wallet on a chain')
      .addStringOption((o) => o.setName('chain').setDescription('Chain of the wallet').setRequired(true).setAutocomplete(true)),
  )
  .toJSON();

/** Each endpoint's own chain list and schema (its message names every allowed chain). */
const ENDPOINTS = {
  balance: { chains: TIPPING_BALANCE_CHAINS as readonly string[], schema: TippingBalanceChainSchema },
  inventory: { chains: TIPPING_INVENTORY_CHAINS as readonly string[], schema: TippingInventoryChainSchema },
} as const;

const TreasuryOptions = z
  .object({
    subcommand: z.enum(['balance', 'inventory'], { error: 'unknown subcommand; use /treasury balance or /treasury inventory' }),
    chain: z.string({ error: 'chain is required' }),
  })
  .transform((o, ctx) => {
    const { chains, schema } = ENDPOINTS[o.subcommand];
    const chain = matchChain(o.chain, chains);
    if (chain) return { subcommand: o.subcommand, chain };
    const message = schema.safeParse(o.chain).error?.issues[0]?.message ?? `chain must be one of ${chains.join(', ')}`;
    ctx.addIssue({ code: 'custom', message: `chain ${message}`, path: ['chain'] });
    return z.NEVER;
  });
type TreasuryOptions = z.output<typeof TreasuryOptions>;

/** Pager state `chain.page`, parsed defensively: anyone can send any custom id. */
function parsePagerState(state: string): { chain: string; page: number } {
  const match = /^([A-Za-z]{1,32})\.(\d{1,5})$/.exec(state);
  const chain = match ? matchChain(match[1] ?? '', ENDPOINTS.inventory.chains) : undefined;
  if (!match || !chain) throw new UserError('This page button is no longer valid; run /treasury inventory again.');
  return { chain, page: Number(match[2]) };
}

const page: ComponentHandler = {
  reply: 'update',
  access: 'moderator',
  async handle(ctx) {
    const { chain, page } = parsePagerState(ctx.state);
    // Served from the client's short cache while paging; fresh data after it lapses.
    return treasuryInventory(chain, await ctx.api.getTippingInventory(chain), page, ctx.invoker.locale);
  },
};

export const treasury: CommandModule<TreasuryOptions> = {
  name: 'treasury',
  examples: { balance: '/treasury balance chain:Ethereum', inventory: '/treasury inventory chain:Ethereum' },
  definitions: [definition],
  access: 'moderator',
  private: true,
  options: TreasuryOptions,
  async execute({ api, options, invoker }) {
    if (options.subcommand === 'balance') {
      return treasuryBalance(options.chain, await api.getTippingBalance(options.chain), invoker.locale);
    }
    return treasuryInventory(options.chain, await api.getTippingInventory(options.chain), 0, invoker.locale);
  },
  async autocomplete(ctx) {
    const sub = ctx.subcommand === 'inventory' ? 'inventory' : 'balance';
    return fitChoices(chainChoices(ENDPOINTS[sub].chains, ctx.focused.value));
  },
  components: Object.fromEntries(PAGER_ACTIONS.map((action) => [action, page])),
};

export default treasury;
