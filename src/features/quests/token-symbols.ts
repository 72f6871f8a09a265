import { EVM_CHAINS, TIPPING_BALANCE_CHAINS, TOKEN_CHAINS, type TokenChain } from '../../api/chains.js';
import type { CallOptions, CommunityClient } from '../../api/types.js';
import type { Logger } from '../../log.js';

export type SymbolOf = (chain: string, tokenAddress?: string) => Promise<string | undefined>;

/**
 * Finds a reward token's symbol so a moderator sees `50 SIGNAL`, not a bare amount: custom
 * tokens from the community's token list (first 100, the page autocomplete uses, so usually
 * cached), the native coin from the tipping balance. One request per chain and source however
 * often it is asked; any failure or a token not on the list is `undefined`, and the view falls
 * back to the address: a symbol is never worth failing a reply for.
 */
export function symbolLookup(api: CommunityClient, log: Logger, options: CallOptions = {}): SymbolOf {
  const lists = new Map<string, Promise<{ address: string | null; symbol: string }[]>>();
  const list = (key: string, fetch: () => Promise<{ address: string | null; symbol: string }[]>) => {
    let found = lists.get(key);
    if (!found) lists.set(key, (found = fetch()));
    return found;
  };
  return async (chain, tokenAddress) => {
    try {
      if (!tokenAddress) {
        if (!(TIPPING_BALANCE_CHAINS as readonly string[]).includes(chain)) return undefined;
        const coins = await list(`native:${chain}`, async () =>
          (await api.getTippingBalance(chain, options)).tokens.map((t) => ({ address: t.contractAddress, symbol: t.symbol })),
        );
        return coins.find((c) => c.address === null)?.symbol;
      }
      if (!(TOKEN_CHAINS as readonly string[]).includes(chain)) return undefined;
      const tokens = await list(`token:${chain}`, async () =>
        (await api.listTokens({ chain: chain as TokenChain, limit: 100 }, options)).data.map((t) => ({
          address: t.address,
          symbol: t.symbol,
        })),
      );
      // EVM addresses are hex: the checksum's capitals do not change which token it is.
      const evm = EVM_CHAINS.has(chain as TokenChain);
      const same = (a: string | null) => a !== null && (evm ? a.toLowerCase() === tokenAddress.toLowerCase() : a === tokenAddress);
      return tokens.find((t) => same(t.address))?.symbol;
    } catch (err) {
      log.debug({ err, chain }, 'token symbol lookup failed; showing the address');
      return undefined;
    }
  };
}
