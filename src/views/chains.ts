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
        fields: [...group('EVM · chain id', evm), ...group('Other', other)],
        footer: { text: 'From the Community API chain list' },
      },
    ],
  };
}
