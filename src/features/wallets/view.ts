import type { Reader } from '../../i18n/reader.js';
import type { ServiceWallet } from '../../api/schemas.js';
import type { Reply } from '../../discord/reply.js';
import { code, fitLines } from '../../views/markdown.js';
import { cut, escape, LIMITS } from '../../discord/limits.js';

const COLOR = 0x1abc9c;

export interface WalletsData {
  userId: string;
  /** The invoker asked about themselves. */
  self: boolean;
  wallets: ServiceWallet[];
  /**
   * Another member who does not share their details with others (the service's privacy
   * setting): 'private' turned sharing off, 'unverified' never chose to share (the service does
   * not know them as verified). No address is shown.
   */
  hidden?: 'private' | 'unverified' | undefined;
  /** Display name per chain key (from the chain list, or the static fallback). */
  name: (chainKey: string) => string;
}

export function serviceWallets({ userId, self, wallets, name, hidden }: WalletsData, s: Reader): Reply {
  const member = `<@${userId}>`;
  const title = s.t('info.wallets.title');
  if (hidden && !self) {
    const description =
      hidden === 'private' ? s.t('info.wallets.hiddenTheirs', { member }) : s.t('info.wallets.unverifiedTheirs', { member });
    return { embeds: [{ title, color: COLOR, description }] };
  }
  if (wallets.length === 0) {
    return {
      embeds: [{ title, color: COLOR, description: self ? s.t('info.wallets.noneYours') : s.t('info.wallets.noneTheirs', { member }) }],
    };
  }
  // One EVM key pair serves every EVM chain: one line per address, naming each chain once.
  const byAddress = new Map<string, { address: string; chains: string[] }>();
  for (const w of wallets) {
    const key = /^0x[0-9a-fA-F]{40}$/.test(w.address) ? w.address.toLowerCase() : w.address;
    const group = byAddress.get(key) ?? { address: w.address, chains: [] };
    group.chains.push(name(w.chain));
    byAddress.set(key, group);
  }
  const groups = [...byAddress.values()]
    .map((g) => ({ ...g, chains: g.chains.sort((a, b) => a.localeCompare(b, 'en')) }))
    .sort((a, b) => b.chains.length - a.chains.length || (a.chains[0] ?? '').localeCompare(b.chains[0] ?? '', 'en'));
  const lines = groups.map(({ address, chains }) => {
    const names = chains.map((c) => escape(cut(c, 64))).join(s.t('board.comma'));
    const label = chains.length > 1 ? s.plural('info.wallets.sharedBy', chains.length, { names }) : names;
    return `**${cut(label, 900)}** ${code(cut(address, 200))}`;
  });
  const counts = { chains: s.plural('info.wallets.chains', wallets.length), addresses: s.plural('info.wallets.addresses', groups.length) };
  const head = `${self ? s.t('info.wallets.headYours', counts) : s.t('info.wallets.headTheirs', { member, ...counts })}\n`;
  return {
    embeds: [
      {
        title,
        color: COLOR,
        description: head + fitLines(lines, LIMITS.embedDescription - head.length, s),
        footer: { text: s.t('info.wallets.footer') },
      },
    ],
  };
}
