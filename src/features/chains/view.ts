import { chainName, chainsFor } from '../../api/chains.js';
import type { Chain } from '../../api/schemas.js';
import type { Reply } from '../../discord/reply.js';
import { chunkLines, escape } from '../../discord/limits.js';
import { withAside, type Reader } from '../../i18n/reader.js';
import { formatNumber } from '../../views/format.js';

/**
 * The supported chains, from the chain list endpoint (the run-time truth). EVM chains are the
 * ones with a numeric chain id; the rest (Solana, Cosmos-style, …) show their id when they
 * have one.
 */
export function chainsView(chains: readonly Chain[], s: Reader): Reply {
  const byName = (a: Chain, b: Chain) => a.name.localeCompare(b.name, s.locale, { sensitivity: 'base' });
  const evm = chains.filter((c) => /^\d+$/.test(c.id)).sort(byName);
  const other = chains.filter((c) => !/^\d+$/.test(c.id)).sort(byName);
  const line = (c: Chain) => (c.id ? `${escape(c.name)} · \`${c.id.replace(/`/g, "'")}\`` : escape(c.name));
  const group = (title: string, list: Chain[]) =>
    chunkLines(list.map(line)).map((value, i) => ({
      name: i === 0 ? withAside(s, title, formatNumber(list.length, s.locale)) : s.t('info.chains.continued', { group: title }),
      value,
      inline: true,
    }));
  if (chains.length === 0) return { content: s.t('info.chains.empty') };
  // The live list only grows: past 25 fields or 6000 characters, the rest is cut here, not refused by Discord.
  return {
    embeds: [
      {
        title: s.t('info.chains.title', { total: chains.length }),
        description: useNotes(chains, s),
        fields: [...group(s.t('info.chains.evm'), evm), ...group(s.t('info.chains.others'), other)],
        footer: { text: s.t('info.chains.footer') },
      },
    ],
  };
}

/**
 * Where the commands' chain options differ from this list, said once here so /chains and every
 * command agree: which extra chains the token lists take, where there is no NFT inventory, and
 * any chain the API lists that this bot does not know yet. Chains outside the list are said to be
 * outside its count, so "(36)" and the names after it do not read as a contradiction.
 */
export function useNotes(chains: readonly Chain[], s: Reader): string {
  const listed = new Set(chains.map((c) => c.key));
  // A handful by name: the notes must leave the embed's room to the list itself.
  const some = (list: readonly string[]) =>
    list.length <= 8
      ? list.map(escape).join(s.t('board.comma'))
      : s.t('info.chains.some', { names: list.slice(0, 8).map(escape).join(s.t('board.comma')), n: list.length - 8 });
  const names = (keys: readonly string[]) => keys.map((k) => escape(chainName(k))).join(s.t('board.comma'));
  const tokenOnly = chainsFor('tokens').filter((k) => !listed.has(k));
  const inventory = new Set<string>(chainsFor('inventory'));
  const noInventory = chains.map((c) => c.key).filter((k) => !inventory.has(k));
  const known = new Set<string>(chainsFor('tokens'));
  const withInventory = tokenOnly.filter((k) => inventory.has(k));
  const withoutInventory = tokenOnly.filter((k) => !inventory.has(k));
  const unknown = chains.filter((c) => !known.has(c.key)).map((c) => c.name);
  return [
    s.t('info.chains.usage'),
    withInventory.length ? s.t('info.chains.tokensAndInventory', { total: chains.length, chains: names(withInventory) }) : undefined,
    withoutInventory.length ? s.t('info.chains.tokensOnly', { total: chains.length, chains: names(withoutInventory) }) : undefined,
    noInventory.length ? s.t('info.chains.noInventory', { chains: names(noInventory) }) : undefined,
    unknown.length ? s.t('info.chains.unknown', { chains: some(unknown) }) : undefined,
  ]
    .filter(Boolean)
    .join('\n');
}
