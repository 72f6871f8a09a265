import { InteractionContextType, SlashCommandBuilder, type SlashCommandStringOption } from 'discord.js';
import { z } from 'zod';
import { TOKEN_CHAINS, type TokenChain } from '../src/api/chains.js';
import { SaveTokenInput, TokenChainSchema } from '../src/api/schemas.js';
import type { CommunityClient } from '../src/api/types.js';
import { UserError, type AutocompleteContext, type CommandModule, type ComponentHandler } from '../src/bot/command.js';
import type { Reply } from '../src/discord/reply.js';
import { MESSAGES } from '../src/bot/router.js';
import { PAGER_ACTIONS } from '../src/views/pager.js';
import { viewPage } from '../src/bot/paging.js';
import { addressProblem, chainChoices, matchChain } from '../src/bot/parse.js';
import { parseTokensState, tokenList, tokenSaved, TOKENS_PER_PAGE } from '../src/views/tokens.js';

/** The list endpoint's largest page: one request (then the client's cache) serves ten view pages. */
const API_PAGE = 100;

/** A chain typed instead of picked: `ethereum` or `Cosmos Hub` mean the key they name. */
export function canonicalChain(typed: string): string {
  return matchChain(typed, TOKEN_CHAINS) ?? typed;
}
const ChainOption = z.preprocess((v) => (typeof v === 'string' ? canonicalChain(v) : v), TokenChainSchema);

const ListOptions = z.object({ subcommand: z.literal('list'), chain: ChainOption.optional() });
const AddOptions = z
  .object({
    subcommand: z.literal('add'),
    chain: ChainOption,
    // Pasted addresses often carry a stray space; the spec's bounds apply to what is sent.
    address: z.string({ error: 'address must be text' }).trim().pipe(SaveTokenInput.shape.address),
  })
  .superRefine((o, ctx) => {
    const problem = addressProblem(o.chain, o.address);
    if (problem) ctx.addIssue({ code: 'custom', path: ['address'], message: problem });
  });
const Options = z.discriminatedUnion('subcommand', [ListOptions, AddOptions], { error: 'unknown subcommand; use /tokens list or /tokens add' });
type Options = z.infer<typeof Options>;

const chainOption = (o: SlashCommandStringOption, required: boolean) =>
  o.setName('chain').setDescription('Chain of the token').setRequired(required).setAutocomplete(true);

const definition = new SlashCommandBuilder()
  .setName('tokens')
  .setDescription("The community's custom tokens")
  .setContexts(InteractionContextType.Guild)
  .addSubcommand((s) => s.setName('list').setDescription('List the custom tokens').addStringOption((o) => chainOption(o, false)))
  .addSubcommand((s) =>
    s
      .setName('add')
      .setDescription('Add a custom token (moderators)')
      .addStringOption((o) => chainOption(o, true))
      .addStringOption((o) => o.setName('address').setDescription('Token contract or mint address').setRequired(true).setMaxLength(256)),
  );

async function listPage(api: CommunityClient, chain: string | undefined, page: number, locale: string): Promise<Reply> {
  const r = await viewPage(
    (offset, limit) => api.listTokens({ ...(chain ? { chain: chain as TokenChain } : {}), offset, limit }),
    page,
    TOKENS_PER_PAGE,
    API_PAGE,
  );
  return tokenList({ tokens: r.rows, page: r.page, total: r.total, ...(chain ? { chain } : {}) }, locale);
}

const pager: ComponentHandler = {
  reply: 'update',
  async handle(ctx) {
    const state = parseTokensState(ctx.state);
    if (!state || (state.chain !== undefined && !(TOKEN_CHAINS as readonly string[]).includes(state.chain))) {
      throw new UserError(MESSAGES.stale);
    }
    return listPage(ctx.api, state.chain, state.page, ctx.invoker.locale);
  },
};

export const tokens: CommandModule<Options> = {
  name: 'tokens',
  examples: { list: '/tokens list chain:Ethereum', add: '/tokens add chain:Base address:0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913' },
  definitions: [definition.toJSON()],
  access: 'member',
  moderatorSubcommands: ['add'],
  private: (o) => o.subcommand === 'add',
  options: Options,
  async execute(ctx) {
    const o = ctx.options;
    if (o.subcommand === 'list') return listPage(ctx.api, o.chain, 0, ctx.invoker.locale);
    await ctx.api.saveToken({ chain: o.chain, address: o.address });
    ctx.log.info({ chain: o.chain, address: o.address }, 'custom token saved');
    await ctx.services.audit({
      guildId: ctx.invoker.guildId,
      userId: ctx.invoker.userId,
      action: 'tokens.add',
      detail: `${o.chain} ${o.address}`,
    });
    return tokenSaved(o.chain, o.address);
  },
  async autocomplete(ctx: AutocompleteContext) {
    return ctx.focused.name === 'chain' ? chainChoices(TOKEN_CHAINS, ctx.focused.value) : [];
  },
  components: Object.fromEntries(PAGER_ACTIONS.map((a) => [a, pager])),
};
