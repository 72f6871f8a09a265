import { chainName, chainsFor } from '../api/chains.js';
import type { Chain } from '../api/schemas.js';
import type { Reply } from '../discord/reply.js';
import { chunkLines, escape } from '../discord/limits.js';

/**
 * The supported chains, from the chain list endpoint (the run-time truth). EVM chains are the
 * ones with a numeric chain id; the rest (Solana, Cosmos-style, …) show their id when they
 * have one.
 */
export function chainsView(chains: readonly Chain[], locale = 'en-US'): Reply {
  const byName = (a: Chain, b: Chain) => a.name.localeCompare(b.name, locale, { sensitivity: 'base' });
  const evm = chains.filter((c) => /^\d+$/.test(c.id)).sort(byName);
  const other = chains.filter((c) => !/^\d+$/.test(c.id)).sort(byName);
  const line = (c: Chain) => (c.id ? `${escape(c.name)} · \`${c.id.replace(/`/g, "'")}\`` : escape(c.name));
  const group = (title: string, list: Chain[]) =>
    chunkLines(list.map(line)).map((value, i) => ({ name: i === 0 ? `${title} (${list.length})` : `${title} (cont.)`, value, inline: true }));
  if (chains.length === 0) return { content: 'The Community API lists no supported chains right now.' };
  // The live list only grows: past 25 fields or 6000 characters, the rest is cut here, not refused by Discord.
  return {
    embeds: [
      {
        title: `Supported chains (${chains.length})`,
        description: useNotes(chains),
        fields: [...group('EVM · chain id', evm), ...group('Other', other)],
        footer: { text: 'From the Community API chain list' },
      },
    ],
  };
}

/**
 * Where the commands' chain options differ from this list, said once here so /chains and every
 * command agree: which extra chains the token lists take, where there is no NFT inventory, and
 * any chain the API lists that this bot does not know yet.
 */
export function useNotes(chains: readonly Chain[]): string {
  const listed = new Set(chains.map((c) => c.key));
  // A handful by name: the notes must leave the embed's room to the list itself.
  const some = (list: readonly string[]) =>
    list.length <= 8 ? list.map(escape).join(', ') : `${list.slice(0, 8).map(escape).join(', ')} and ${list.length - 8} more`;
  const names = (keys: readonly string[]) => keys.map((k) => escape(chainName(k))).join(', ');
  const tokenOnly = chainsFor('tokens').filter((k) => !listed.has(k));
  const inventory = new Set<string>(chainsFor('inventory'));
  const noInventory = chains.map((c) => c.key).filter((k) => !inventory.has(k));
  const known = new Set<string>(chainsFor('tokens'));
  const withInventory = tokenOnly.filter((k) => inventory.has(k));
  const withoutInventory = tokenOnly.filter((k) => !inventory.has(k));
  const unknown = chains.filter((c) => !known.has(c.key)).map((c) => c.name);
  return [
    'Commands take a chain by name, chain id (`1`, `osmosis-1`) or short form (`eth`, `matic`).',
    withInventory.length ? `Also for custom tokens, raid rewards and NFT inventories: ${names(withInventory)}.` : undefined,
    withoutInventory.length ? `Also for custom tokens and raid rewards: ${names(withoutInventory)}.` : undefined,
    noInventory.length ? `No NFT inventory (/treasury inventory) on: ${names(noInventory)}.` : undefined,
    unknown.length ? `Listed by the API but not usable in commands yet: ${some(unknown)}.` : undefined,
  ]
    .filter(Boolean)
    .join('\n');
}
