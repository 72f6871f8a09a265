import type { Reader } from '../../i18n/reader.js';
import type { APIEmbed } from 'discord.js';
import { chainName, TIPPING_INVENTORY_CHAINS } from '../../api/chains.js';
import { componentIds, field, pageField } from '../../discord/component-id.js';
import type { TippingBalance, TippingInventory, TippingToken } from '../../api/schemas.js';
import type { Reply } from '../../discord/reply.js';
import { formatNumber, formatUnits, formatUsd } from '../../views/format.js';
import { code, fitLines, imageUrl } from '../../views/markdown.js';
import { clampPage, PAGER_ACTIONS, pageCount, pagerRows } from '../../views/pager.js';
import { cut, escape, LIMITS } from '../../discord/limits.js';

const COLOR = 0x5865f2;

/** Highest USD value first; equal values by symbol, so the order is stable. */
export function sortTokens(tokens: TippingToken[]): TippingToken[] {
  return [...tokens].sort((a, b) => b.usdValue - a.usdValue || a.symbol.localeCompare(b.symbol));
}

function tokenLine(t: TippingToken, s: Reader): string {
  const amount = formatUnits(t.balanceRaw, t.decimals, s.locale);
  const what = t.contractAddress === null ? s.t('info.treasury.nativeCoin') : code(t.contractAddress);
  return `**${cut(amount, 60)} ${escape(cut(t.symbol, 32))}** — ${escape(cut(t.name, 64))} · ${formatUsd(t.usdValue, s.locale)} · ${what}`;
}

export function treasuryBalance(chain: string, balance: TippingBalance, s: Reader): Reply {
  const name = escape(chainName(chain));
  const title = s.t('info.treasury.title', { chain: name });
  const wallet = s.t('info.treasury.wallet', { address: code(balance.walletAddress) });
  if (balance.tokens.length === 0) {
    return {
      embeds: [{ title, color: COLOR, description: `${wallet}\n\n${s.t('info.treasury.empty', { chain: name })}` }],
    };
  }
  const total = balance.tokens.reduce((sum, t) => sum + t.usdValue, 0);
  const head = `${wallet}\n\n`;
  const lines = sortTokens(balance.tokens).map((t) => tokenLine(t, s));
  const more = (n: number) => s.t('info.treasury.more', { n: formatNumber(n, s.locale) });
  return {
    embeds: [
      {
        title,
        color: COLOR,
        description: head + fitLines(lines, LIMITS.embedDescription - head.length, s, more),
        fields: [
          { name: s.t('info.treasury.total'), value: formatUsd(total, s.locale), inline: true },
          { name: s.t('info.treasury.tokens'), value: formatNumber(balance.tokens.length, s.locale), inline: true },
        ],
      },
    ],
  };
}

/** NFTs per page: one embed each, well inside 10 embeds and 6000 characters a message. */
export const INVENTORY_PAGE_SIZE = 5;

export function inventoryPageCount(items: number): number {
  return pageCount(items, INVENTORY_PAGE_SIZE);
}

/** The inventory's pager: the chain (one that has an inventory) and the page it leads to. */
export const INVENTORY_PAGER = componentIds('treasury', PAGER_ACTIONS, { chain: field.among(TIPPING_INVENTORY_CHAINS), page: pageField });

/** One page of NFTs; `page` is zero-based and clamped to the pages there are. */
export function treasuryInventory(chain: string, inventory: TippingInventory, page: number, s: Reader): Reply {
  const name = escape(chainName(chain));
  const wallet = code(inventory.walletAddress);
  const count = inventory.nfts.length;
  if (count === 0) {
    return { content: s.t('info.treasury.noNfts', { wallet, chain: name }), embeds: [], components: [] };
  }
  const pages = inventoryPageCount(count);
  const current = clampPage(page, pages);
  const items = inventory.nfts.slice(current * INVENTORY_PAGE_SIZE, (current + 1) * INVENTORY_PAGE_SIZE);
  const embeds: APIEmbed[] = items.map((nft) => {
    const thumbnail = imageUrl(nft.imageUrl);
    return {
      title: escape(cut(nft.name || s.t('info.treasury.nftName', { id: nft.tokenId }), 200)),
      color: COLOR,
      fields: [
        { name: s.t('info.treasury.collection'), value: code(cut(nft.contractAddress, 200)) },
        { name: s.t('info.treasury.tokenId'), value: code(cut(nft.tokenId, 200)), inline: true },
        { name: s.t('info.treasury.amount'), value: formatNumber(nft.amount, s.locale), inline: true },
      ],
      ...(thumbnail ? { thumbnail } : {}),
    };
  });
  return {
    content: s.plural('info.treasury.inventory', count, { wallet, chain: name, page: current + 1, pages }),
    embeds,
    components: pagerRows(INVENTORY_PAGER, current, pages, (p) => ({ chain, page: p }), s) ?? [],
  };
}
