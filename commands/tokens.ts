import { ApplicationCommandOptionType as T, InteractionContextType } from 'discord.js';
import { resolveChain, TOKEN_CHAINS, type TokenChain } from '../src/api/chains.js';
import { SaveTokenInput } from '../src/api/schemas.js';
import type { CommunityClient } from '../src/api/types.js';
import { check, command, component, InputError } from '../src/bot/command.js';
import { addressProblem, chainChoices, chainRefusalText, matchChain } from '../src/bot/parse.js';
import { slash } from '../src/discord/options.js';
import type { Reply } from '../src/discord/reply.js';
import { viewPage } from '../src/views/pager.js';
import { tokenList, tokenSaved, TOKENS_PAGER, TOKENS_PER_PAGE } from '../src/views/tokens.js';

/** The list endpoint's largest page: one request (then the client's cache) serves ten view pages. */
const API_PAGE = 100;

/** A chain typed instead of picked: `ethereum`, `eth`, `1` or `Cosmos Hub` mean the key they name. */
export function canonicalChain(typed: string): string {
  return matchChain(typed, TOKEN_CHAINS) ?? typed;
}

/** The `chain` option in both subcommands; only `add` requires it. */
const chainOption = <R extends boolean>(required: R) =>
  ({ type: T.String, name: 'chain', description: 'Chain of the token', required, autocomplete: true }) as const;

const definition = slash({
  name: 'tokens',
  description: "The community's custom tokens",
  contexts: [InteractionContextType.Guild],
  options: [
    { type: T.Subcommand, name: 'list', description: 'List the custom tokens', options: [chainOption(false)] },
    {
      type: T.Subcommand,
      name: 'add',
      description: 'Add a custom token (moderators)',
      options: [chainOption(true), { type: T.String, name: 'address', description: 'Token contract or mint address', required: true, max_length: 256 }],
    },
  ],
});

/** One resolver for every chain option: the key, or one refusal in the names /chains shows. */
function chainOf(typed: string): TokenChain {
  const r = resolveChain(typed, 'tokens');
  if (r.ok) return r.chain;
  throw InputError.of('chain', chainRefusalText(r));
}

async function listPage(api: CommunityClient, chain: TokenChain | undefined, page: number, locale: string): Promise<Reply> {
  const r = await viewPage((offset, limit) => api.listTokens({ ...(chain ? { chain } : {}), offset, limit }), page, TOKENS_PER_PAGE, API_PAGE);
  return tokenList({ tokens: r.rows, page: r.page, total: r.total, ...(chain ? { chain } : {}) }, locale);
}

const pager = component({
  ids: TOKENS_PAGER,
  reply: 'update',
  async handle(ctx, { chain, page }) {
    return listPage(ctx.api, chain, page, ctx.invoker.locale);
  },
});

export const tokens = command({
  name: 'tokens',
  definition,
  examples: { list: '/tokens list chain:Ethereum', add: '/tokens add chain:Base address:0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913' },
  access: 'member',
  moderatorSubcommands: ['add'],
  private: (o) => o.subcommand === 'add',
  async execute(ctx) {
    const o = ctx.options;
    if (o.subcommand === 'list') return listPage(ctx.api, o.chain === undefined ? undefined : chainOf(o.chain), 0, ctx.invoker.locale);
    const chain = chainOf(o.chain);
    // Pasted addresses often carry a stray space; the spec's bounds apply to what is sent.
    const address = check('address', SaveTokenInput.shape.address, o.address.trim());
    const problem = addressProblem(chain, address);
    if (problem) throw InputError.of('address', problem);
    await ctx.api.saveToken({ chain, address });
    ctx.log.info({ chain, address }, 'custom token saved');
    await ctx.services.audit({ guildId: ctx.invoker.guildId, userId: ctx.invoker.userId, action: 'tokens.add', detail: `${chain} ${address}` });
    return tokenSaved(chain, address);
  },
  async autocomplete(ctx) {
    return ctx.focused.name === 'chain' ? chainChoices(TOKEN_CHAINS, ctx.focused.value) : [];
  },
  components: [pager],
});
