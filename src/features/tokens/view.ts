import type { Reader } from '../../i18n/reader.js';
import { chainName, TOKEN_CHAINS, type TokenChain } from '../../api/chains.js';
import { componentIds, field, pageField } from '../../discord/component-id.js';
import type { CustomToken } from '../../api/schemas.js';
import type { Reply } from '../../discord/reply.js';
import { discordTime, discordTimeFromNow } from '../../views/format.js';
import { code, fitLines } from '../../views/markdown.js';
import { cut, escape, LIMITS } from '../../discord/limits.js';
import { clampPage, PAGER_ACTIONS, pageCount, pagerRows } from '../../views/pager.js';
import { confirmRow, typedNote, type ConfirmLook, type PreviewControls, type WriteOutcome } from '../writes/confirm-view.js';

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
  return s.t('info.tokens.facts', {
    symbol: escape(cut(t.symbol, 40)),
    decimals: s.plural('info.tokens.decimals', t.decimals),
    chain: escape(chainName(t.chain)),
  });
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

/** A token to add, as /tokens add sends it. */
export interface TokenToAdd {
  chain: string;
  address: string;
}

const AMBER = 0xf1c40f;
const RED = 0xe74c3c;
const GREY = 0x95a5a6;

/** The token as it will be (or was) sent: its address on its chain. */
const addEmbed = (t: TokenToAdd, title: string, color: number, s: Reader) => ({
  title,
  color,
  description: s.t('info.tokens.add.text', { address: code(cut(t.address, 300)), chain: escape(chainName(t.chain)) }),
});

/** /tokens add's private preview: Confirm (or "Add anyway" when the same token went out within 24 hours) and Cancel. */
export function tokenAddPreview(t: TokenToAdd, controls: PreviewControls, expiresAt: number, s: Reader): Reply {
  const expires = discordTime(expiresAt, 'R');
  const look: ConfirmLook = {
    confirm: s.t('info.tokens.add.confirm'),
    anyway: s.t('info.tokens.add.anyway'),
    cancel: s.t('info.tokens.add.cancel'),
  };
  const earlier = controls.earlier;
  return {
    content:
      (earlier
        ? s.t('info.tokens.add.repeat', { when: discordTimeFromNow(earlier.sentAt, s), expires })
        : s.t('info.tokens.add.content', { expires })) + typedNote(controls, look, s),
    embeds: [addEmbed(t, s.t('info.tokens.add.title'), earlier ? RED : AMBER, s)],
    components: [confirmRow(controls, look)],
  };
}

/** A token add that did not go through, or whose outcome is unknown (the created one is `tokenSaved`). */
export function tokenNotAdded(t: TokenToAdd, outcome: Exclude<WriteOutcome, { status: 'created' }>, s: Reader): Reply {
  if (outcome.status === 'failed') {
    return {
      content: s.t('info.tokens.add.failed', { reason: escape(cut(outcome.reason(s), 1500)) }),
      embeds: [addEmbed(t, s.t('info.tokens.add.failedTitle'), RED, s)],
      components: [],
    };
  }
  const sent = outcome.sentAt !== undefined ? ` ${s.t('info.tokens.add.sentAt', { when: discordTime(outcome.sentAt, 'f') })}` : '';
  return {
    content: s.t('info.tokens.add.unknown') + sent,
    embeds: [addEmbed(t, s.t('info.tokens.add.unknownTitle'), AMBER, s)],
    components: [],
  };
}

export function tokenAddCancelled(t: TokenToAdd, s: Reader): Reply {
  return { content: s.t('info.tokens.add.cancelled'), embeds: [addEmbed(t, s.t('info.tokens.add.title'), GREY, s)], components: [] };
}

/** A preview pressed after it expired: its buttons go, and it says so. Nothing was sent. */
export function tokenAddExpired(t: TokenToAdd, expiredAt: number, s: Reader): Reply {
  return {
    content: s.t('info.tokens.add.expired', { when: discordTime(expiredAt, 'R') }),
    embeds: [addEmbed(t, s.t('info.tokens.add.title'), GREY, s)],
    components: [],
  };
}
