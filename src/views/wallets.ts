import type { ServiceWallet } from '../api/schemas.js';
import type { Reply } from '../discord/reply.js';
import { code, fitLines } from './lines.js';
import { cut, escape, LIMITS } from '../discord/limits.js';

const COLOR = 0x1abc9c;

export interface WalletsData {
  userId: string;
  /** The invoker asked about themselves. */
  self: boolean;
  wallets: ServiceWallet[];
  /** Display name per chain key (from the chain list, or the static fallback). */
  name: (chainKey: string) => string;
}

export function serviceWallets({ userId, self, wallets, name }: WalletsData): Reply {
  const whose = self ? 'Your service wallets' : `Service wallets of <@${userId}>`;
  if (wallets.length === 0) {
    return { embeds: [{ title: 'Service wallets', color: COLOR, description: `${whose}: none yet.` }] };
  }
  const rows = wallets
    .map((w) => ({ chain: name(w.chain), w }))
    .sort((a, b) => a.chain.localeCompare(b.chain, 'en') || a.w.address.localeCompare(b.w.address));
  const lines = rows.map(({ chain, w }) => `**${escape(cut(chain, 64))}** ${code(cut(w.address, 200))}`);
  const head = `${whose} (${wallets.length} chain${wallets.length === 1 ? '' : 's'}):\n`;
  return {
    embeds: [
      {
        title: 'Service wallets',
        color: COLOR,
        description: head + fitLines(lines, LIMITS.embedDescription - head.length),
        footer: { text: 'Wallets the service holds for this member; the set can change over time.' },
      },
    ],
  };
}
