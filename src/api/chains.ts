/**
 * The spec's three chain-key lists. They validate input; at run time the chain list endpoint
 * is the truth for names and ids (the live list changes).
 */

export const TOKEN_CHAINS = [
  'Abstract', 'ApeChain', 'Arbitrum', 'Atto', 'Avalanche', 'Base', 'Berachain', 'Blast', 'BSC', 'CosmosHub',
  'Cronos', 'Ethereum', 'Harmony', 'HyperCore', 'HyperEvm', 'Initia', 'Injective', 'Intergaze', 'Linea', 'Mitosis',
  'Nano', 'Nibiru', 'Optimism', 'Osmosis', 'Pepecoin', 'Plasma', 'Polygon', 'Robinhood', 'SEDA', 'Sei',
  'SeiEvm', 'Solana', 'Somnia', 'Sonic', 'Stargaze', 'Terra', 'Unichain', 'Yominet', 'Zaar', 'zkCronos',
] as const;
export type TokenChain = (typeof TOKEN_CHAINS)[number];

const NOT_IN_CHAIN_LIST = new Set<string>(['Intergaze', 'Stargaze', 'Zaar', 'zkCronos']);

/** The 36 keys of the chain list endpoint; also the tipping balance path's allowed values. */
export const LISTED_CHAINS = TOKEN_CHAINS.filter((c) => !NOT_IN_CHAIN_LIST.has(c)) as Exclude<
  TokenChain,
  'Intergaze' | 'Stargaze' | 'Zaar' | 'zkCronos'
>[];
export type ListedChain = (typeof LISTED_CHAINS)[number];

export const TIPPING_BALANCE_CHAINS = LISTED_CHAINS;

const FORM_A_EXCLUDED = new Set<string>(['Atto', 'Nano', 'Pepecoin', 'Plasma', 'Robinhood', 'Somnia']);
/** Inventory form A: the 36 chain-list keys without six. */
export const INVENTORY_FORM_A = LISTED_CHAINS.filter((c) => !FORM_A_EXCLUDED.has(c));
/** Inventory form B, as the spec lists it. */
export const INVENTORY_FORM_B = [
  'Abstract', 'ApeChain', 'Arbitrum', 'Avalanche', 'Base', 'Berachain', 'Blast', 'BSC', 'Cronos', 'Ethereum',
  'Harmony', 'HyperCore', 'HyperEvm', 'Initia', 'Injective', 'Intergaze', 'Linea', 'Mitosis', 'Optimism', 'Osmosis',
  'Polygon', 'SEDA', 'Sei', 'SeiEvm', 'Solana', 'Sonic', 'Stargaze', 'Terra', 'Unichain', 'Yominet',
  'Zaar', 'zkCronos',
] as const satisfies readonly TokenChain[];
/** The client accepts the union of both forms (the spec's advice to builders), in token-list order. */
export const TIPPING_INVENTORY_CHAINS = TOKEN_CHAINS.filter(
  (c) => (INVENTORY_FORM_A as string[]).includes(c) || (INVENTORY_FORM_B as readonly string[]).includes(c),
);

/** Display names that differ from the key. */
export const CHAIN_DISPLAY_NAMES: Partial<Record<TokenChain, string>> = {
  CosmosHub: 'Cosmos Hub',
  HyperEvm: 'HyperEVM',
  SeiEvm: 'Sei EVM',
};

export function chainName(key: string): string {
  return CHAIN_DISPLAY_NAMES[key as TokenChain] ?? key;
}

/** Address families, for checking a token address's form where the family is known. */
export const EVM_CHAINS = new Set<TokenChain>([
  'Abstract', 'ApeChain', 'Arbitrum', 'Avalanche', 'Base', 'Berachain', 'Blast', 'BSC', 'Cronos', 'Ethereum',
  'Harmony', 'HyperEvm', 'Linea', 'Mitosis', 'Optimism', 'Plasma', 'Polygon', 'Robinhood', 'SeiEvm', 'Somnia',
  'Sonic', 'Unichain', 'Yominet', 'zkCronos',
]);

/** Bech32 address prefixes of the Cosmos-style chains (`osmo1…`). */
export const BECH32_PREFIXES: Partial<Record<TokenChain, string>> = {
  CosmosHub: 'cosmos', Initia: 'init', Injective: 'inj', Nibiru: 'nibi', Osmosis: 'osmo', SEDA: 'seda',
  Sei: 'sei', Terra: 'terra', Stargaze: 'stars', Intergaze: 'init',
};
