import { resolveChain, TIPPING_BALANCE_CHAINS, TIPPING_INVENTORY_CHAINS, type TokenChain } from '../../api/chains.js';
import {
  COUNTDOWN_MAX_MS,
  COUNTDOWN_MIN_MS,
  ROLE_MAX_DURATION_MS,
  type NftItem,
  type PointsItem,
  type TokenItem,
} from '../../api/moves.js';
import { permissionWords } from '../../views/enum-words.js';
import type { PointSystem } from '../../api/schemas.js';
import type { CommunityClient } from '../../api/types.js';
import { InputError, UserError, type AutocompleteContext } from '../../command/contract.js';
import { chainChoices, chainRefusalText, matchChain, parseMemberList, parseSpanMs, checkWalletAddress } from '../../input/parse.js';
import { decimalText, formatUnits } from '../../decimal.js';
import { cut, escape } from '../../discord/limits.js';
import type { Choice } from '../../discord/reply.js';
import { slashText, type MovePlan, type Prize } from './view.js';
import { pointSystemChoices } from '../points/systems.js';
import { checkNftCount, checkPoints, checkTokenAmount, findNft, findPointSystem, findToken, NATIVE, positiveAmount } from './checks.js';

/**
 * The value-moving commands' autocomplete (their options: ../options.ts), and the step from
 * typed options to a checked prize: reads of the tipping wallet or the point systems, then the
 * pure checks. Every refusal names the option; nothing here writes.
 */

/** Countdown of an airdrop or raffle from its duration option, within the notes' bounds. */
export function countdownOf(text: string): number {
  const r = parseSpanMs(text, { minMs: COUNTDOWN_MIN_MS, maxMs: COUNTDOWN_MAX_MS }, 'duration');
  if (!r.ok) throw InputError.of('duration', r.error);
  return r.value;
}

/** How long a role prize is kept: undefined (for good) or within the notes' bound. */
export function roleDurationOf(text: string | undefined): number | undefined {
  if (text === undefined || !text.trim()) return undefined;
  const r = parseSpanMs(text, { minMs: 1_000, maxMs: ROLE_MAX_DURATION_MS }, 'keep-for');
  if (!r.ok) throw InputError.of('keep-for', r.error);
  return r.value;
}

/**
 * A wallet address of the chain's family, its checksum verified where it has one (a transfer
 * cannot be undone); `checksum` false: valid, but written in one case, so the preview says a
 * typo in it could not be caught.
 */
export function checkAddress(chain: string, text: string): { address: string; checksum: boolean } {
  const r = checkWalletAddress(chain as TokenChain, text.trim());
  if (!r.ok) throw InputError.of('address', r.error);
  return r.value;
}

/**
 * Pure checks of a typed amount, before any request: read by the one rule in the reader's
 * language (src/input/amount.ts), more than 0. Gives the amount as plain decimal text (`1000.5`),
 * the form every later check, the journal and the request carry.
 */
export function checkAmountText(text: string, kind: 'token' | 'points', locale: string): string {
  const r = positiveAmount(text, 'amount', locale);
  if (!r.ok) throw InputError.of('amount', r.error);
  const amount = decimalText(r.value);
  if (kind === 'points') {
    const points = checkPoints(amount);
    if (!points.ok) throw InputError.of('amount', points.error);
  }
  return amount;
}

// ---------- autocomplete ----------

/** Suggestions for chain, token, nft and system options of any move command. */
export async function moveChoices(ctx: AutocompleteContext): Promise<Choice[]> {
  const typed = ctx.focused.value;
  switch (ctx.focused.name) {
    case 'chain':
      return chainChoices(
        ctx.options.nft !== undefined || ctx.subcommand === 'nft' ? TIPPING_INVENTORY_CHAINS : TIPPING_BALANCE_CHAINS,
        typed,
      );
    case 'token':
      return tokenChoices(ctx, typed);
    case 'nft':
      return nftChoices(ctx, typed);
    case 'system':
      return pointSystemChoices(ctx);
    default:
      return [];
  }
}

async function tokenChoices(ctx: AutocompleteContext, typed: string): Promise<Choice[]> {
  const chain = typeof ctx.options.chain === 'string' ? matchChain(ctx.options.chain, TIPPING_BALANCE_CHAINS) : undefined;
  if (!chain) return [];
  const q = typed.trim().toLowerCase();
  const { tokens } = await ctx.api.getTippingBalance(chain, { noWait: true });
  return tokens
    .filter(
      (t) =>
        !q ||
        t.symbol.toLowerCase().includes(q) ||
        t.name.toLowerCase().includes(q) ||
        (t.contractAddress ?? NATIVE).toLowerCase().includes(q),
    )
    .slice(0, 25)
    .map((t) => ({
      name: cut(
        ctx.reader.t(t.contractAddress ? 'moves.choice.token' : 'moves.choice.native', {
          symbol: t.symbol,
          amount: formatUnits(t.balanceRaw, t.decimals, ctx.reader.locale, 6),
        }),
        100,
      ),
      value: t.contractAddress ?? NATIVE,
    }));
}

async function nftChoices(ctx: AutocompleteContext, typed: string): Promise<Choice[]> {
  const chain = typeof ctx.options.chain === 'string' ? matchChain(ctx.options.chain, TIPPING_INVENTORY_CHAINS) : undefined;
  if (!chain) return [];
  const q = typed.trim().toLowerCase();
  const { nfts } = await ctx.api.getTippingInventory(chain, { noWait: true });
  return nfts
    .map((n) => ({ n, value: `${n.contractAddress}:${n.tokenId}` }))
    .filter(({ n, value }) => value.length <= 100 && (!q || n.name.toLowerCase().includes(q) || n.tokenId.includes(q)))
    .slice(0, 25)
    .map(({ n, value }) => ({ name: cut(`${n.name}${n.amount > 1 ? ` (×${n.amount})` : ''}`, 100), value }));
}

// ---------- options → checked prize ----------

/** The one chain resolver and its one refusal per reason ("unknown" is not "no balance there"). */
export function chainOf(text: string, use: 'balance' | 'inventory'): string {
  const r = resolveChain(text, use);
  if (!r.ok) throw InputError.of('chain', chainRefusalText(r));
  return r.chain;
}

export interface Resolved<I> {
  prize: Prize;
  item: I;
  usd: number | undefined;
}

/** A token of the tipping wallet, `times` recipients each getting `amount`. */
export async function resolveToken(
  api: CommunityClient,
  o: { chain: string; token: string; amount: string; unit?: 'absolute' | 'dollar' | null },
  times = 1,
): Promise<Resolved<TokenItem>> {
  const chain = chainOf(o.chain, 'balance');
  const { tokens } = await api.getTippingBalance(chain, { fresh: true });
  const token = findToken(tokens, chain, o.token);
  if (!token.ok) throw InputError.of('token', token.error);
  const unit = o.unit ?? 'absolute';
  const spend = checkTokenAmount(token.value, o.amount, unit, times);
  if (!spend.ok) throw InputError.of('amount', spend.error);
  const s = spend.value;
  const amount = decimalText(s.sent);
  return {
    prize: {
      type: 'TOKEN',
      chain,
      tokenAddress: token.value.contractAddress,
      symbol: token.value.symbol,
      decimals: token.value.decimals,
      amount,
      unit,
      tokens: decimalText(s.tokens),
      holdsNow: decimalText(s.holdsNow),
      holdsAfter: decimalText(s.holdsAfter),
    },
    item: {
      type: 'TOKEN',
      chain: chain as TokenItem['chain'],
      ...(token.value.contractAddress ? { tokenAddress: token.value.contractAddress } : {}),
      amount,
      ...(unit === 'dollar' ? { amountUnit: 'dollar' as const } : {}),
    },
    usd: s.usd,
  };
}

/** An NFT of the tipping wallet's inventory. */
export async function resolveNft(
  api: CommunityClient,
  o: { chain: string; nft: string; count?: number | null },
): Promise<Resolved<NftItem>> {
  const chain = chainOf(o.chain, 'inventory');
  const { nfts } = await api.getTippingInventory(chain, { fresh: true });
  const nft = findNft(nfts, chain, o.nft);
  if (!nft.ok) throw InputError.of('nft', nft.error);
  const spend = checkNftCount(nft.value, o.count);
  if (!spend.ok) throw InputError.of('count', spend.error);
  const n = nft.value;
  return {
    prize: {
      type: 'NFT',
      chain,
      contractAddress: n.contractAddress,
      tokenId: n.tokenId,
      name: n.name,
      count: spend.value.count,
      holdsNow: n.amount,
      holdsAfter: spend.value.holdsAfter,
    },
    item: {
      type: 'NFT',
      chain: chain as NftItem['chain'],
      // The notes: no collection address on Solana (the token id is the mint).
      ...(chain === 'Solana' ? {} : { tokenAddress: n.contractAddress }),
      tokenId: n.tokenId,
      // Only multi-edition NFTs take an amount.
      ...(n.amount > 1 ? { amount: spend.value.count } : {}),
    },
    // The API gives no price for NFTs.
    usd: undefined,
  };
}

/** A point system this key may print from, and an exact amount. */
/** The points of `o.system`, or of the server's default system (/setup) while it is active, else of the first active one. */
export async function resolvePoints(
  api: CommunityClient,
  o: { system?: string | null; amount: string },
  preferred?: string | null,
): Promise<{ system: PointSystem; prize: Prize; item: PointsItem }> {
  const amount = checkPoints(o.amount);
  if (!amount.ok) throw InputError.of('amount', amount.error);
  const { data } = await api.listPointSystems({ limit: 50 });
  let system: PointSystem;
  if (o.system) {
    const found = findPointSystem(data, o.system);
    if (!found.ok) throw InputError.of('system', found.error);
    system = found.value;
  } else {
    const first = data.find((s) => s.id === preferred && s.status === 'ACTIVE') ?? data.find((s) => s.status === 'ACTIVE');
    if (!first) throw new UserError((s) => s.t('moves.refuse.noActiveSystem'), 'system');
    system = first;
  }
  if (!system.permissions.includes('PRINT')) {
    const { name, permissions } = system;
    throw new UserError((s) => {
      const values = { system: escape(name), print: permissionWords('PRINT', s) };
      return permissions.length
        ? s.t('moves.refuse.noPrint', { ...values, may: s.list(permissions.map((v) => permissionWords(v, s))) })
        : s.t('moves.refuse.noPrintNothing', values);
    }, 'system');
  }
  const text = decimalText(amount.value);
  return {
    system,
    prize: { type: 'POINTS', systemId: system.id, systemName: system.name, emoji: system.emoji, amount: text },
    item: { type: 'POINTS', pointSystemId: system.id, amount: text },
  };
}

type WalletItemOptions = (
  | { subcommand: 'token'; chain: string; token: string; amount: string; unit?: 'absolute' | 'dollar' | null }
  | { subcommand: 'nft'; chain: string; nft: string; count?: number | null }
) & { channel?: string; comment?: string };

/**
 * A token or an NFT leaving the tipping wallet (/transfer, /burn), by the subcommand that names
 * which: the options checked, the wallet read, and what the plan and the request share. Both
 * moves are irreversible.
 */
export async function walletMove(
  ctx: { api: CommunityClient; invoker: { channelId: string | null }; reader: { locale: string } },
  command: string,
  o: WalletItemOptions,
) {
  const amount = o.subcommand === 'token' ? checkAmountText(o.amount, 'token', ctx.reader.locale) : undefined;
  const channelId = channelOf(o.channel, ctx.invoker.channelId, command);
  const resolved: Resolved<TokenItem> | Resolved<NftItem> =
    o.subcommand === 'token' ? await resolveToken(ctx.api, { ...o, amount: amount ?? o.amount }) : await resolveNft(ctx.api, o);
  const comment = commentOf(o.comment);
  const commented = comment ? { comment } : {};
  return {
    plan: {
      prize: resolved.prize,
      channelId,
      ...commented,
      ...(resolved.usd !== undefined ? { usd: resolved.usd } : {}),
      irreversible: true,
    },
    input: { channelId, item: resolved.item, ...commented },
  };
}

/** The channel the service posts in: the option, else the one the command ran in. */
export function channelOf(given: string | undefined, current: string | null, command: string): string {
  const channelId = given ?? current;
  if (!channelId) throw new UserError((s) => s.t('moves.refuse.noChannel', { command: slashText(s, command) }), 'channel');
  return channelId;
}

/** The comment option as sent: trimmed, and absent when blank. */
export function commentOf(text: string | undefined): string | undefined {
  return text?.trim() || undefined;
}

/** What an airdrop and a raffle share, from their options: checked, for the plan and the request alike. */
export function giveawayOf(
  o: { duration: string; entries: number; 'only-role'?: string; 'not-role'?: string; channel?: string; comment?: string },
  current: string | null,
  command: string,
): {
  plan: Pick<MovePlan, 'channelId' | 'countdownMs' | 'maxEntries' | 'allowedRoleIds' | 'forbiddenRoleIds' | 'comment'>;
  input: {
    channelId: string;
    countdown: number;
    maxEntries: number;
    allowedRoleIds?: string[];
    forbiddenRoleIds?: string[];
    comment?: string;
  };
} {
  const countdown = countdownOf(o.duration);
  if (o['only-role'] !== undefined && o['only-role'] === o['not-role']) {
    throw InputError.of('not-role', (s) => s.t('moves.refuse.sameRole'));
  }
  const channelId = channelOf(o.channel, current, command);
  const comment = commentOf(o.comment);
  const roles = {
    ...(o['only-role'] ? { allowedRoleIds: [o['only-role']] } : {}),
    ...(o['not-role'] ? { forbiddenRoleIds: [o['not-role']] } : {}),
  };
  return {
    plan: { channelId, countdownMs: countdown, maxEntries: o.entries, ...roles, ...(comment ? { comment } : {}) },
    input: { channelId, countdown, maxEntries: o.entries, ...roles, ...(comment ? { comment } : {}) },
  };
}

/** Most members one /points give|take changes: each is one line of the preview. */
export const MAX_POINTS_MEMBERS = 25;

/** The member option and the pasted list, each member once, in the order given. */
export function membersOf(member: string, pasted: string | undefined): string[] {
  const more = pasted?.trim() ? parseMemberList(pasted, MAX_POINTS_MEMBERS, 'more-members') : { ok: true as const, value: [] };
  if (!more.ok) throw InputError.of('more-members', more.error);
  const ids = [...new Set([member, ...more.value])];
  if (ids.length > MAX_POINTS_MEMBERS) {
    const got = ids.length;
    throw InputError.of('more-members', (s) => s.plural('moves.refuse.tooManyMembers', MAX_POINTS_MEMBERS, { got: String(got) }));
  }
  return ids;
}
