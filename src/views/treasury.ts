import { ENGLISH } from '../i18n/speech.js';
import type { APIEmbed } from 'discord.js';
import { chainName, TIPPING_INVENTORY_CHAINS } from '../api/chains.js';
import { componentIds, field, pageField } from '../discord/component-id.js';
import type { TippingBalance, TippingInventory, TippingToken } from '../api/schemas.js';
import type { Reply } from '../discord/reply.js';
import { formatNumber, formatUnits, formatUsd } from './format.js';
import { code, fitLines, imageUrl } from './lines.js';
import { clampPage, PAGER_ACTIONS, pageCount, pagerRows } from './pager.js';
import { cut, escape, LIMITS } from '../discord/limits.js';

const COLOR = 0x5865f2;

/** Highest USD value first; equal values by symbol, so the order is stable. */
export function sortTokens(tokens: TippingToken[]): TippingToken[] {
  return [...tokens].sort((a, b) => b.usdValue - a.usdValue || a.symbol.localeCompare(b.symbol));
}

function tokenLine(t: TippingToken, locale: string): string {
  const amount = formatUnits(t.balanceRaw, t.decimals, locale);
  const what = t.contractAddress === null ? ' · **native coin**' : ` · ${code(t.contractAddress)}`;
  return `**${cut(amount, 60)} ${escape(cut(t.symbol, 32))}** — ${escape(cut(t.name, 64))} · ${formatUsd(t.usdValue, locale)}${what}`;
}

export function treasuryBalance(chain: string, balance: TippingBalance, locale: string): Reply {
  const name = escape(chainName(chain));
  const wallet = `Wallet: ${code(balance.walletAddress)}`;
  if (balance.tokens.length === 0) {
    return {
      embeds: [{ title: `Tipping wallet on ${name}`, color: COLOR, description: `${wallet}\n\nThe wallet holds no tokens on ${name}.` }],
    };
  }
  const total = balance.tokens.reduce((sum, t) => sum + t.usdValue, 0);
  const head = `${wallet}\n\n`;
  const lines = sortTokens(balance.tokens).map((t) => tokenLine(t, locale));
  return {
    embeds: [
      {
        title: `Tipping wallet on ${name}`,
        color: COLOR,
        description: head + fitLines(lines, LIMITS.embedDescription - head.length, ENGLISH, (n) => `…and ${n} more (counted in the total)`),
        fields: [
          { name: 'Total value', value: formatUsd(total, locale), inline: true },
          { name: 'Tokens', value: formatNumber(balance.tokens.length, locale), inline: true },
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
export function treasuryInventory(chain: string, inventory: TippingInventory, page: number, locale: string): Reply {
  const name = escape(chainName(chain));
  const wallet = code(inventory.walletAddress);
  const count = inventory.nfts.length;
  if (count === 0) {
    return { content: `The tipping wallet ${wallet} holds no NFTs on ${name}.`, embeds: [], components: [] };
  }
  const pages = inventoryPageCount(count);
  const current = clampPage(page, pages);
  const items = inventory.nfts.slice(current * INVENTORY_PAGE_SIZE, (current + 1) * INVENTORY_PAGE_SIZE);
  const embeds: APIEmbed[] = items.map((nft) => {
    const thumbnail = imageUrl(nft.imageUrl);
    return {
      title: escape(cut(nft.name || `Token ${nft.tokenId}`, 200)),
      color: COLOR,
      fields: [
        { name: 'Collection', value: code(cut(nft.contractAddress, 200)) },
        { name: 'Token id', value: code(cut(nft.tokenId, 200)), inline: true },
        { name: 'Amount', value: formatNumber(nft.amount, locale), inline: true },
      ],
      ...(thumbnail ? { thumbnail } : {}),
    };
  });
  return {
    content: `Tipping wallet ${wallet} on ${name}: ${formatNumber(count, locale)} NFT${count === 1 ? '' : 's'}, page ${current + 1} of ${pages}.`,
    embeds,
    components: pagerRows(INVENTORY_PAGER, current, pages, (p) => ({ chain, page: p }), ENGLISH) ?? [],
  };
}
