import { ENGLISH } from '../i18n/speech.js';
import { chainName, TOKEN_CHAINS, type TokenChain } from '../api/chains.js';
import { componentIds, field, pageField } from '../discord/component-id.js';
import type { CustomToken } from '../api/schemas.js';
import type { Reply } from '../discord/reply.js';
import { discordTime, formatNumber } from './format.js';
import { code, fitLines } from './lines.js';
import { cut, escape, LIMITS } from '../discord/limits.js';
import { clampPage, PAGER_ACTIONS, pageCount, pagerRows } from './pager.js';

const COLOR = 0x5865f2;
export const TOKENS_PER_PAGE = 10;

/** The token list's pager: the chain filter (none: every chain) and the page. */
export const TOKENS_PAGER = componentIds('tokens', PAGER_ACTIONS, {
  chain: field.optional(field.among(TOKEN_CHAINS)),
  page: pageField,
});

export interface TokensPageData {
  /** The tokens of this page only (at most TOKENS_PER_PAGE). */
  tokens: CustomToken[];
  /** Zero-based. */
  page: number;
  /** All tokens matching the filter. */
  total: number;
  chain?: TokenChain;
}

function tokenLine(t: CustomToken, locale: string): string {
  const decimals = `${formatNumber(t.decimals, locale)} decimal${t.decimals === 1 ? '' : 's'}`;
  return `**${escape(cut(t.symbol, 40))}** · ${escape(cut(chainName(t.chain), 40))} · ${decimals} · added ${discordTime(t.createdAt, 'D')}\n${code(cut(t.address, 200))}`;
}

export function tokenList({ tokens, page, total, chain }: TokensPageData, locale: string): Reply {
  const where = chain ? ` on ${escape(chainName(chain))}` : '';
  const title = `Custom tokens${where}`;
  if (total === 0 || tokens.length === 0) {
    const none = chain ? `No custom tokens on ${escape(chainName(chain))} yet.` : 'This community has no custom tokens yet.';
    return { embeds: [{ title, color: COLOR, description: `${none}\nModerators can add one with \`/tokens add\`.` }], components: [] };
  }
  const pages = pageCount(total, TOKENS_PER_PAGE);
  const current = clampPage(page, pages);
  const lines = tokens.slice(0, TOKENS_PER_PAGE).map((t) => tokenLine(t, locale));
  return {
    embeds: [
      {
        title,
        color: COLOR,
        description: fitLines(lines, LIMITS.embedDescription, ENGLISH),
        footer: { text: `Page ${current + 1} of ${pages} · ${formatNumber(total, locale)} token${total === 1 ? '' : 's'}` },
      },
    ],
    components: pagerRows(TOKENS_PAGER, current, pages, (page) => ({ chain, page }), ENGLISH) ?? [],
  };
}

/** Symbol, decimals and chain of a listed token, one line: `**USDC** · 6 decimals · Ethereum`. */
function tokenFacts(t: CustomToken, locale: string): string {
  return `**${escape(cut(t.symbol, 40))}** · ${formatNumber(t.decimals, locale)} decimal${t.decimals === 1 ? '' : 's'} · ${escape(chainName(t.chain))}`;
}

/**
 * What /tokens add added: symbol, decimals and chain as the service read them; without them
 * (the list did not show it yet), the address and chain, and where to look.
 */
export function tokenSaved(chain: string, address: string, token?: CustomToken, locale = 'en-US'): Reply {
  const description = token
    ? `${tokenFacts(token, locale)}\n${code(cut(token.address, 300))}\nIt is now a custom token of this community and shows in \`/tokens list\`.`
    : `${code(cut(address, 300))} on ${escape(chainName(chain))} is now a custom token of this community. Its symbol and decimals show in \`/tokens list\` once the Community API has read them.`;
  return { embeds: [{ title: 'Token added', color: 0x2ecc71, description }] };
}

/** /tokens add for a token the community has already: nothing was sent. */
export function tokenAlreadyListed(token: CustomToken, locale = 'en-US'): Reply {
  return {
    embeds: [
      {
        title: 'Already listed',
        color: COLOR,
        description: `${tokenFacts(token, locale)}\n${code(cut(token.address, 300))}\nThis token is already a custom token of this community (added ${discordTime(token.createdAt, 'D')}); nothing was changed.`,
      },
    ],
  };
}
