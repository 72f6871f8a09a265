import { ApplicationCommandOptionType as T, InteractionContextType } from 'discord.js';
import { resolveChain, sameAddress, TOKEN_CHAINS, type TokenChain } from '../src/api/chains.js';
import { SaveTokenInput, type CustomToken } from '../src/api/schemas.js';
import type { CommunityClient } from '../src/api/types.js';
import { check, command, component, InputError } from '../src/command/contract.js';
import { addressProblem, chainChoices, chainRefusalText } from '../src/input/parse.js';
import { slash } from '../src/discord/slash.js';
import { sharedOption } from '../src/i18n/commands.js';
import type { Reply } from '../src/discord/reply.js';
import type { Reader } from '../src/i18n/reader.js';
import { ownerReplyMode, viewPage } from '../src/views/pager.js';
import { confirmedWrite } from '../src/features/writes/flow.js';
import {
  tokenAddCancelled,
  tokenAddExpired,
  tokenAddPreview,
  tokenAlreadyListed,
  tokenList,
  tokenNotAdded,
  tokenSaved,
  TOKENS_PAGER,
  TOKENS_PER_PAGE,
} from '../src/features/tokens/view.js';

/** The list endpoint's largest page: one request (then the client's cache) serves ten view pages. */
const API_PAGE = 100;

/** The `chain` option in both subcommands (one text); only `add` requires it. */
const chainOption = <R extends boolean>(required: R) =>
  sharedOption('tokenChain', { type: T.String, name: 'chain', description: 'Chain of the token', required, autocomplete: true });

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
      options: [
        chainOption(true),
        { type: T.String, name: 'address', description: 'Token contract or mint address', required: true, max_length: 256 },
      ],
    },
  ],
});

/** One resolver for every chain option: the key, or one refusal in the names /chains shows. */
function chainOf(typed: string): TokenChain {
  const r = resolveChain(typed, 'tokens');
  if (r.ok) return r.chain;
  throw InputError.of('chain', chainRefusalText(r));
}

async function listPage(api: CommunityClient, chain: TokenChain | undefined, page: number, s: Reader, owner: string): Promise<Reply> {
  const r = await viewPage(
    (offset, limit) => api.listTokens({ ...(chain ? { chain } : {}), offset, limit }),
    page,
    TOKENS_PER_PAGE,
    API_PAGE,
  );
  return tokenList({ tokens: r.rows, page: r.page, total: r.total, owner, ...(chain ? { chain } : {}) }, s);
}

/** Pages read at most when looking a token up (100 each): far beyond any community's list. */
const MAX_LOOKUP_PAGES = 10;

/** The community's token at `address` on `chain`, read fresh (hex addresses in any case). */
async function listedToken(api: CommunityClient, chain: TokenChain, address: string): Promise<CustomToken | undefined> {
  for (let offset = 0, page = 0; page < MAX_LOOKUP_PAGES; page++) {
    const r = await api.listTokens({ chain, offset, limit: API_PAGE }, { fresh: true });
    const found = r.data.find((t) => t.chain === chain && sameAddress(chain, t.address, address));
    if (found) return found;
    offset += r.data.length;
    if (r.data.length === 0 || offset >= r.pagination.total) return undefined;
  }
  return undefined;
}

/** /tokens add: the token previewed, then saved once through the journal on Confirm. */
const write = confirmedWrite<'token.save', object>({
  command: 'tokens',
  operation: 'token.save',
  screens: {
    preview: (e, controls, s) => tokenAddPreview(e.body, controls, e.expiresAt, s),
    async outcome({ body }, outcome, s, api) {
      if (outcome.status !== 'created') return tokenNotAdded(body, outcome, s);
      // The save answers with no body: the list says what the service read from the chain.
      const chain = body.chain as TokenChain;
      const saved = await listedToken(api, chain, body.address).catch(() => undefined);
      return tokenSaved(chain, body.address, saved, s);
    },
    cancelled: (e, s) => tokenAddCancelled(e.body, s),
    expired: (e, s) => tokenAddExpired(e.body, e.expiresAt, s),
  },
});

/** The list's owner moves it; anyone else's press opens their own private copy (which they then own). */
const pager = component({
  ids: TOKENS_PAGER,
  reply: (ctx, { owner }) => ownerReplyMode(ctx.invoker.userId, owner),
  async handle(ctx, { chain, page }) {
    return listPage(ctx.api, chain, page, ctx.reader, ctx.invoker.userId);
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
    if (o.subcommand === 'list')
      return listPage(ctx.api, o.chain === undefined ? undefined : chainOf(o.chain), 0, ctx.reader, ctx.invoker.userId);
    const chain = chainOf(o.chain);
    // Pasted addresses often carry a stray space; the spec's bounds apply to what is sent.
    const address = check('address', SaveTokenInput.shape.address, o.address.trim());
    const problem = addressProblem(chain, address);
    if (problem) throw InputError.of('address', problem);
    // Already listed (this address, or the same one in other letter case on a hex chain): say so, send nothing.
    const listed = await listedToken(ctx.api, chain, address);
    if (listed) return tokenAlreadyListed(listed, ctx.reader);
    return write.preview(ctx, { body: { chain, address }, display: {}, summary: `${chain} ${address}`, stake: { none: true }, word: '' });
  },
  async autocomplete(ctx) {
    return ctx.focused.name === 'chain' ? chainChoices(TOKEN_CHAINS, ctx.focused.value) : [];
  },
  components: [pager, ...write.components],
  modals: write.modals,
});
