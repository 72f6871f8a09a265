/**
 * The spec's three chain-key lists. They validate input; at run time the chain list endpoint
 * is the truth for names and ids (the live list changes).
 */

export const TOKEN_CHAINS = [
  'Abstract',
  'ApeChain',
  'Arbitrum',
  'Atto',
  'Avalanche',
  'Base',
  'Berachain',
  'Blast',
  'BSC',
  'CosmosHub',
  'Cronos',
  'Ethereum',
  'Harmony',
  'HyperCore',
  'HyperEvm',
  'Initia',
  'Injective',
  'Intergaze',
  'Linea',
  'Mitosis',
  'Nano',
  'Nibiru',
  'Optimism',
  'Osmosis',
  'Pepecoin',
  'Plasma',
  'Polygon',
  'Robinhood',
  'SEDA',
  'Sei',
  'SeiEvm',
  'Solana',
  'Somnia',
  'Sonic',
  'Stargaze',
  'Terra',
  'Unichain',
  'Yominet',
  'Zaar',
  'zkCronos',
] as const;
export type TokenChain = (typeof TOKEN_CHAINS)[number];

const NOT_IN_CHAIN_LIST = new Set<string>(['Intergaze', 'Stargaze', 'Zaar', 'zkCronos']);

/** The 36 keys of the chain list endpoint; also the tipping balance path's allowed values. */
export const LISTED_CHAINS = TOKEN_CHAINS.filter((c) => !NOT_IN_CHAIN_LIST.has(c)) as Exclude<
  TokenChain,
  'Intergaze' | 'Stargaze' | 'Zaar' | 'zkCronos'
>[];
export type ListedChain = (typeof LISTED_CHAINS)[number];

/**
 * The tipping balance path's allowed values: the chain list's keys, named for where they are used.
 * @alias
 */
export const TIPPING_BALANCE_CHAINS = LISTED_CHAINS;

const FORM_A_EXCLUDED = new Set<string>(['Atto', 'Nano', 'Pepecoin', 'Plasma', 'Robinhood', 'Somnia']);
/** Inventory form A: the 36 chain-list keys without six. */
export const INVENTORY_FORM_A = LISTED_CHAINS.filter((c) => !FORM_A_EXCLUDED.has(c));
/** Inventory form B, as the spec lists it. */
export const INVENTORY_FORM_B = [
  'Abstract',
  'ApeChain',
  'Arbitrum',
  'Avalanche',
  'Base',
  'Berachain',
  'Blast',
  'BSC',
  'Cronos',
  'Ethereum',
  'Harmony',
  'HyperCore',
  'HyperEvm',
  'Initia',
  'Injective',
  'Intergaze',
  'Linea',
  'Mitosis',
  'Optimism',
  'Osmosis',
  'Polygon',
  'SEDA',
  'Sei',
  'SeiEvm',
  'Solana',
  'Sonic',
  'Stargaze',
  'Terra',
  'Unichain',
  'Yominet',
  'Zaar',
  'zkCronos',
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

/** Chain identifiers as the live list publishes them: empty, EVM numeric, or Cosmos-style text. */
export const CHAIN_IDS: Record<ListedChain, string> = {
  Abstract: '2741',
  ApeChain: '33139',
  Arbitrum: '42161',
  Atto: '',
  Avalanche: '43114',
  Base: '8453',
  Berachain: '80094',
  Blast: '81457',
  BSC: '56',
  CosmosHub: 'cosmoshub-4',
  Cronos: '25',
  Ethereum: '1',
  Harmony: '1666600000',
  HyperCore: '',
  HyperEvm: '999',
  Initia: 'interwoven-1',
  Injective: 'injective-1',
  Linea: '59144',
  Mitosis: '124816',
  Nano: '',
  Nibiru: 'cataclysm-1',
  Optimism: '10',
  Osmosis: 'osmosis-1',
  Pepecoin: '',
  Plasma: '9745',
  Polygon: '137',
  Robinhood: '46630',
  SEDA: 'seda-1',
  Sei: 'pacific-1',
  SeiEvm: '1329',
  Solana: '',
  Somnia: '5031',
  Sonic: '146',
  Terra: 'phoenix-1',
  Unichain: '130',
  Yominet: 'yominet-1',
};

/**
 * Names people type for a chain besides its key and display name: tickers and common short
 * forms. Only unambiguous ones (`sei` is the key Sei, so it is not an alias of Sei EVM).
 */
export const CHAIN_ALIASES: Record<string, TokenChain> = {
  eth: 'Ethereum',
  ether: 'Ethereum',
  mainnet: 'Ethereum',
  'ethereum mainnet': 'Ethereum',
  arb: 'Arbitrum',
  'arbitrum one': 'Arbitrum',
  avax: 'Avalanche',
  'avalanche c-chain': 'Avalanche',
  bnb: 'BSC',
  'bnb chain': 'BSC',
  'bnb smart chain': 'BSC',
  'binance smart chain': 'BSC',
  binance: 'BSC',
  matic: 'Polygon',
  pol: 'Polygon',
  'polygon pos': 'Polygon',
  op: 'Optimism',
  'op mainnet': 'Optimism',
  sol: 'Solana',
  atom: 'CosmosHub',
  cosmos: 'CosmosHub',
  osmo: 'Osmosis',
  inj: 'Injective',
  luna: 'Terra',
  nibi: 'Nibiru',
  init: 'Initia',
  stars: 'Stargaze',
  cro: 'Cronos',
  'cronos zkevm': 'zkCronos',
  'zk cronos': 'zkCronos',
  one: 'Harmony',
  ape: 'ApeChain',
  bera: 'Berachain',
  abs: 'Abstract',
  uni: 'Unichain',
  mito: 'Mitosis',
  xno: 'Nano',
  pep: 'Pepecoin',
  somi: 'Somnia',
  xpl: 'Plasma',
  hype: 'HyperEvm',
  'hyperliquid evm': 'HyperEvm',
  'hyperliquid core': 'HyperCore',
  'sei evm': 'SeiEvm',
};

/** What a chain is asked for: the token lists (40 keys), the tipping balance (36), the NFT inventory. */
export type ChainUse = 'tokens' | 'balance' | 'inventory';

/** The keys the spec allows for each use (see TIPPING_INVENTORY_CHAINS for the inventory union). */
export function chainsFor(use: ChainUse): readonly TokenChain[] {
  if (use === 'balance') return TIPPING_BALANCE_CHAINS;
  if (use === 'inventory') return TIPPING_INVENTORY_CHAINS;
  return TOKEN_CHAINS;
}

/** `Cosmos Hub`, `cosmos-hub`, `COSMOSHUB` all read `cosmoshub`. */
const squash = (s: string) =>
  s
    .trim()
    .toLowerCase()
    .replace(/[\s_\-.]+/g, '');

const BY_WORD = new Map<string, TokenChain>();
for (const key of TOKEN_CHAINS) {
  BY_WORD.set(squash(key), key);
  BY_WORD.set(squash(chainName(key)), key);
}
for (const [alias, key] of Object.entries(CHAIN_ALIASES)) if (!BY_WORD.has(squash(alias))) BY_WORD.set(squash(alias), key);
const BY_ID = new Map<string, TokenChain>(
  Object.entries(CHAIN_IDS)
    .filter(([, id]) => id !== '')
    .map(([key, id]) => [id.toLowerCase(), key as TokenChain]),
);

/**
 * Any way of naming a chain → its key: the key or display name in any case and spacing
 * (`cosmos hub`), a common alias (`eth`, `matic`), or its chain id (`1`, `137`, `osmosis-1`).
 */
export function findChain(text: string): TokenChain | undefined {
  const t = text.trim();
  if (!t) return undefined;
  return BY_ID.get(t.toLowerCase()) ?? BY_WORD.get(squash(t));
}

export type ChainRefusal =
  | { reason: 'unknown'; typed: string; suggestion?: TokenChain }
  | { reason: 'unsupported'; chain: TokenChain; use: ChainUse };

/** One resolver for every command: the key, or why not (an unknown name, or a chain this use does not serve). */
export function resolveChain(text: string, use: ChainUse): { ok: true; chain: TokenChain } | ({ ok: false } & ChainRefusal) {
  const chain = findChain(text);
  if (!chain) {
    const suggestion = nearestChain(text);
    return { ok: false, reason: 'unknown', typed: text, ...(suggestion ? { suggestion } : {}) };
  }
  if (!chainsFor(use).includes(chain)) return { ok: false, reason: 'unsupported', chain, use };
  return { ok: true, chain };
}

/** The chain whose name, key or alias is within two edits (or starts with what was typed), for "did you mean". */
export function nearestChain(text: string): TokenChain | undefined {
  const t = squash(text);
  if (t.length < 2 || t.length > 40) return undefined;
  let best: { key: TokenChain; d: number } | undefined;
  for (const [word, key] of BY_WORD) {
    const d = word.startsWith(t) && t.length >= 3 ? 0.5 : editDistance(t, word, 2);
    if (d <= 2 && (!best || d < best.d)) best = { key, d };
  }
  return best?.key;
}

/** Levenshtein distance, stopping early past `max`. */
function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    if (Math.min(...row) > max) return max + 1;
    prev = row;
  }
  return prev[b.length] ?? max + 1;
}

export function chainName(key: string): string {
  return CHAIN_DISPLAY_NAMES[key as TokenChain] ?? key;
}

/** Address families, for checking a token address's form where the family is known. */
export const EVM_CHAINS = new Set<TokenChain>([
  'Abstract',
  'ApeChain',
  'Arbitrum',
  'Avalanche',
  'Base',
  'Berachain',
  'Blast',
  'BSC',
  'Cronos',
  'Ethereum',
  'Harmony',
  'HyperEvm',
  'Linea',
  'Mitosis',
  'Optimism',
  'Plasma',
  'Polygon',
  'Robinhood',
  'SeiEvm',
  'Somnia',
  'Sonic',
  'Unichain',
  'Yominet',
  'zkCronos',
]);

/** EVM-style (hex) addresses: the same address in any letter case. HyperCore's are hex too. */
export const isHexAddressChain = (chain: string): boolean => EVM_CHAINS.has(chain as TokenChain) || chain === 'HyperCore';

/** Whether two addresses on `chain` are one: hex in any case; base58, bech32 and the rest exactly. */
export function sameAddress(chain: string, a: string, b: string): boolean {
  return isHexAddressChain(chain) ? a.toLowerCase() === b.toLowerCase() : a === b;
}

/** Bech32 address prefixes of the Cosmos-style chains (`osmo1…`). */
export const BECH32_PREFIXES: Partial<Record<TokenChain, string>> = {
  CosmosHub: 'cosmos',
  Initia: 'init',
  Injective: 'inj',
  Nibiru: 'nibi',
  Osmosis: 'osmo',
  SEDA: 'seda',
  Sei: 'sei',
  Terra: 'terra',
  Stargaze: 'stars',
  Intergaze: 'init',
};
