import type { Reader } from '../i18n/reader.js';
import { chainName, TOKEN_CHAINS, type TokenChain } from '../api/chains.js';
import { componentIds, field, pageField } from '../discord/component-id.js';
import type { CustomToken } from '../api/schemas.js';
import type { Reply } from '../discord/reply.js';
import { discordTime } from './format.js';
import { code, fitLines } from './markdown.js';
import { cut, escape, LIMITS } from '../discord/limits.js';
import { clampPage, PAGER_ACTIONS, pageCount, pagerRows } from './pager.js';

const COLOR = 0x5865f2;
export const TOKENS_PER_PAGE = 10;

/** The token list's pager: the chain filter (none: every chain) and the page. */
/** The list's pager: its chain filter, the page, and the member who ran /tokens list (their presses move it; see ownerReplyMode). */
export const TOKENS_PAGER = componentIds('tokens', PAGER_ACTIONS, {
  chain: field.optional(field.among(TOKEN_CHAINS)),
  page: pageField,
  owner: field.optional(field.snowflake),
});

export interface TokensPageData {
  /** The tokens of this page only (at most TOKENS_PER_PAGE). */
  tokens: CustomToken[];
  /** Zero-based. */
  page: number;
  /** All tokens matching the filter. */
  total: number;
  chain?: TokenChain;
  /** Whose list it is: their pager presses move it, anyone else's open a private copy. */
  owner?: string | undefined;
}

function tokenLine(t: CustomToken, s: Reader): string {
  const line = s.t('info.tokens.line', {
    symbol: escape(cut(t.symbol, 40)),
    chain: escape(cut(chainName(t.chain), 40)),
    decimals: s.plural('info.tokens.decimals', t.decimals),
    date: discordTime(t.createdAt, 'D'),
  });
  return `${line}\n${code(cut(t.address, 200))}`;
}

export function tokenList({ tokens, page, total, chain, owner }: TokensPageData, s: Reader): Reply {
  const title = chain ? s.t('info.tokens.titleOn', { chain: escape(chainName(chain)) }) : s.t('info.tokens.title');
  if (total === 0 || tokens.length === 0) {
    const none = chain ? s.t('info.tokens.noneOn', { chain: escape(chainName(chain)) }) : s.t('info.tokens.none');
    return { embeds: [{ title, color: COLOR, description: `${none}\n${s.t('info.tokens.addHint')}` }], components: [] };
  }
  const pages = pageCount(total, TOKENS_PER_PAGE);
  const current = clampPage(page, pages);
  const lines = tokens.slice(0, TOKENS_PER_PAGE).map((t) => tokenLine(t, s));
  return {
    embeds: [
      {
        title,
        color: COLOR,
        description: fitLines(lines, LIMITS.embedDescription, s),
        footer: { text: s.plural('info.tokens.footer', total, { page: current + 1, pages }) },
      },
    ],
    components: pagerRows(TOKENS_PAGER, current, pages, (page) => ({ chain, page, owner }), s) ?? [],
  };
}

/** Symbol, decimals and chain of a listed token, one line: `**USDC** · 6 decimals · Ethereum`. */
function tokenFacts(t: CustomToken, s: Reader): string {
  return s.t('info.tokens.facts', { symbol: escape(cut(t.symbol, 40)), decimals: s.plural('info.tokens.decimals', t.decimals), chain: escape(chainName(t.chain)) });
}

/**
 * What /tokens add added: symbol, decimals and chain as the service read them; without them
 * (the list did not show it yet), the address and chain, and where to look.
 */
export function tokenSaved(chain: string, address: string, token: CustomToken | undefined, s: Reader): Reply {
  const description = token
    ? `${tokenFacts(token, s)}\n${code(cut(token.address, 300))}\n${s.t('info.tokens.added.known')}`
    : s.t('info.tokens.added.unread', { address: code(cut(address, 300)), chain: escape(chainName(chain)) });
  return { embeds: [{ title: s.t('info.tokens.added.title'), color: 0x2ecc71, description }] };
}

/** /tokens add for a token the community has already: nothing was sent. */
export function tokenAlreadyListed(token: CustomToken, s: Reader): Reply {
  return {
    embeds: [
      {
        title: s.t('info.tokens.listed.title'),
        color: COLOR,
        description: `${tokenFacts(token, s)}\n${code(cut(token.address, 300))}\n${s.t('info.tokens.listed.text', { date: discordTime(token.createdAt, 'D') })}`,
      },
    ],
  };
}
