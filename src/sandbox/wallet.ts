import { decimalText, decimalToNumber, fromUnits, toUnits, type Decimal } from '../decimal.js';
import { sameAddress } from './chaindata.js';
import type { CommunityData, PointSystemRecord } from './demo.js';
import { badRequest, failure } from './http.js';
import type { MoveItem } from './move-bodies.js';

/**
 * What a write does to the community's state: the tipping wallet gives tokens and NFTs away,
 * point systems print or take points. Each function checks everything first and changes
 * nothing when it refuses, so a refused write leaves no trace. Refusals are 400s naming the
 * field, as the service's error bodies are not public.
 *
 * Assumptions where the notes are silent: an airdrop's or raffle's token or NFT prize leaves
 * the wallet when it is created (the service must hold the pool); so does a raid's token pool
 * (the spec gives it the same item, and the bot's preview shows the wallet after it); a fixed
 * raid reward is paid per verified raider, and points prizes are printed when it ends, both
 * of which the sandbox never reaches. So a raid whose pool token the wallet lacks, or lacks enough
 * of, is refused with a 400 as a tip would be: the spec says tokens come from the shared tipping
 * wallet and documents no unfunded pool; the bot checks the same before it sends. A points change that would take a member
 * below zero is refused as a whole.
 */

/** Exact amount of an item, read from the raw body (a double would lose an 18-decimal amount). */
export type ExactAmount = Decimal | undefined;

function pointSystem(community: CommunityData, id: string, field: string): PointSystemRecord {
  const record = community.pointSystems.find((r) => r.system.id === id && !r.shared);
  if (!record) throw badRequest(field, `no point system ${JSON.stringify(id)} in this community`);
  return record;
}

/** Applies the changes, then orders the board once (a whole role's change is thousands of them). */
function credit(record: PointSystemRecord, changes: readonly { userId: string; amount: number }[]): void {
  const byUser = new Map(record.holders.map((h) => [h.userId, h]));
  for (const { userId, amount } of changes) {
    const holder = byUser.get(userId);
    if (holder) holder.balance += amount;
    else {
      const added = { userId, balance: amount };
      record.holders.push(added);
      byUser.set(userId, added);
    }
  }
  record.holders = record.holders.filter((h) => h.balance !== 0);
  record.holders.sort((a, b) => b.balance - a.balance || a.userId.localeCompare(b.userId));
  record.system.holderCount = record.holders.length;
}

/** Op 13: every change is checked before any is applied. */
export function changePoints(community: CommunityData, pointSystemId: string, changes: { userId: string; amount: number }[]): void {
  const record = community.pointSystems.find((r) => r.system.id === pointSystemId && !r.shared);
  if (!record) throw failure(404, `pointSystemId: no point system ${JSON.stringify(pointSystemId)} in this community`);
  const after = new Map<string, number>();
  const before = new Map(record.holders.map((h) => [h.userId, h.balance]));
  changes.forEach((c, i) => {
    const now = after.get(c.userId) ?? before.get(c.userId) ?? 0;
    const next = now + c.amount;
    if (next < 0) throw badRequest(`changes.${i}.amount`, `user ${c.userId} holds ${now}; cannot take ${-c.amount}`);
    after.set(c.userId, next);
  });
  credit(record, changes);
}

/**
 * Takes an item out of the tipping wallet (tokens, NFTs) or prints points to `recipient`.
 * With `apply` false it only checks, so a write can check every part before changing any.
 */
export function giveItem(
  community: CommunityData,
  item: MoveItem,
  exact: ExactAmount,
  options: { recipient?: string; apply: boolean },
): void {
  switch (item.type) {
    case 'POINTS': {
      const record = pointSystem(community, item.pointSystemId, 'item.pointSystemId');
      if (options.apply && options.recipient) credit(record, [{ userId: options.recipient, amount: item.amount }]);
      return;
    }
    case 'TOKEN':
      giveToken(community, item, exact, options.apply);
      return;
    case 'NFT':
      giveNft(community, item, options.apply);
      return;
    case 'ROLE':
      return;
  }
}

function giveToken(community: CommunityData, item: Extract<MoveItem, { type: 'TOKEN' }>, exact: ExactAmount, apply: boolean): void {
  const address = item.tokenAddress ?? null;
  const token = community.tipping.tokens.find(
    (t) =>
      t.chain === item.chain &&
      (address === null ? t.contractAddress === null : t.contractAddress !== null && sameAddress(item.chain, t.contractAddress, address)),
  );
  if (!token) {
    const what = address === null ? `the native coin of ${item.chain}` : `token ${address} on ${item.chain}`;
    throw badRequest('item.tokenAddress', `the tipping wallet holds no ${what}`);
  }
  const price = token.balance > 0 ? token.usdValue / token.balance : 0;
  let raw: bigint | undefined;
  if (item.amountUnit === 'dollar') {
    if (price <= 0) throw badRequest('item.amount', `${token.symbol} has no dollar price`);
    // Dollars to smallest units through a double: an estimate, as any price conversion is.
    raw = BigInt(Math.floor((item.amount / price) * 10 ** Math.min(token.decimals, 15))) * 10n ** BigInt(Math.max(0, token.decimals - 15));
  } else {
    if (!exact) throw badRequest('item.amount', 'must be a number');
    const units = toUnits(exact, token.decimals);
    if (!units.ok) throw badRequest('item.amount', `has more than ${token.decimals} decimal places (${token.symbol})`);
    raw = units.value;
  }
  if (raw <= 0n) throw badRequest('item.amount', `is less than the smallest unit of ${token.symbol}`);
  const held = BigInt(token.balanceRaw);
  if (raw > held) {
    throw badRequest(
      'item.amount',
      `insufficient funds: the tipping wallet holds ${decimalText(fromUnits(held, token.decimals))} ${token.symbol}`,
    );
  }
  if (!apply) return;
  const left = held - raw;
  token.balanceRaw = left.toString();
  token.balance = decimalToNumber(fromUnits(left, token.decimals));
  token.usdValue = Math.round(token.balance * price * 100) / 100;
}

function giveNft(community: CommunityData, item: Extract<MoveItem, { type: 'NFT' }>, apply: boolean): void {
  const index = community.tipping.nfts.findIndex(
    (n) =>
      n.chain === item.chain &&
      n.tokenId === item.tokenId &&
      (item.tokenAddress === undefined || item.tokenAddress === null || sameAddress(item.chain, n.contractAddress, item.tokenAddress)),
  );
  const nft = community.tipping.nfts[index];
  if (!nft)
    throw badRequest(
      'item.tokenId',
      `the tipping wallet holds no NFT ${item.tokenId} of ${item.tokenAddress ?? 'any collection'} on ${item.chain}`,
    );
  const amount = item.amount ?? 1;
  if (amount > nft.amount) throw badRequest('item.amount', `insufficient funds: the tipping wallet holds ${nft.amount} of ${nft.name}`);
  if (!apply) return;
  nft.amount -= amount;
  if (nft.amount === 0) community.tipping.nfts.splice(index, 1);
}
