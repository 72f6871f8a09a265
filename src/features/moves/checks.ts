import { chainName, sameAddress } from '../../api/chains.js';
import {
  compareDecimal,
  decimalOfNumber,
  decimalPlaces,
  decimalToNumber,
  fromUnits,
  multiplyDecimal,
  formatDecimal,
  subtractDecimal,
  truncateDecimal,
  type Decimal,
  type DecimalResult,
} from '../../decimal.js';
import type { PointSystem, TippingNft, TippingToken } from '../../api/schemas.js';
import { POINT_SYSTEM_WORDS, unknownNameText } from '../../command/error-texts.js';
import { lookup } from '../../input/lookup.js';
import { plainAmount, readAmount } from '../../input/amount.js';
import { optionName } from '../../i18n/index.js';
import type { Text, Reader } from '../../i18n/reader.js';
import { inRunningText, pointSystemStatusWords } from '../../views/enum-words.js';

/**
 * The checks every value-moving command runs before its preview, against what the reads
 * returned: the tipping wallet's tokens and NFTs, the point systems. Pure: data in, a value or
 * one plain-words error out. Nothing here sends anything.
 */

export type Check<T> = { ok: true; value: T } | { ok: false; error: Text };
const fail = (error: Text): { ok: false; error: Text } => ({ ok: false, error });

/** The option as the reader sees it in Discord: every refusal here starts with it. */
const shown = (s: Reader, name: string) => optionName(s, name);

/** The shared parser's refusal, in the reader's words. */
export function notAnAmount(parsed: Extract<DecimalResult<Decimal>, { ok: false }>, name: string): { ok: false; error: Text } {
  const key = parsed.problem ?? 'notNumber';
  return fail((s) => s.t(`moves.check.${key}`, { name: shown(s, name) }));
}

/** The option value autocomplete gives a chain's native coin. */
export const NATIVE = 'native';
/** Dollars are given to the cent. */
export const DOLLAR_DECIMALS = 2;

/**
 * An amount typed by a person, read by the one rule (src/input/amount.ts) in the reader's
 * language, more than 0: `1.000` in German could be one or a thousand, so it is refused with
 * both readings rather than guessed.
 */
export function positiveAmount(text: string, name = 'amount', locale = 'en-US'): Check<Decimal> {
  const read = readAmount(text, locale);
  if (!read.ok) {
    if (read.problem === 'ambiguous') {
      const [a, b] = read.readings;
      return fail((s) =>
        s.t('moves.check.ambiguous', {
          name: shown(s, name),
          typed: text.trim(),
          a: plainAmount(a, s.locale),
          b: plainAmount(b, s.locale),
        }),
      );
    }
    if (read.problem === 'comma') return fail((s) => s.t('moves.check.comma', { name: shown(s, name), typed: text.trim() }));
    return notAnAmount({ ok: false, error: '', problem: read.problem }, name);
  }
  if (read.value.digits === 0n) return fail((s) => s.t('moves.check.notPositive', { name: shown(s, name) }));
  return read;
}

/**
 * A token of the tipping wallet by its option value: `native`, a contract address, or a
 * symbol typed by hand when it names exactly one token.
 */
export function findToken(tokens: readonly TippingToken[], chain: string, text: string, name = 'token'): Check<TippingToken> {
  const wanted = text.trim();
  const here = tokens.filter((t) => t.chain === chain);
  const found =
    wanted.toLowerCase() === NATIVE
      ? here.filter((t) => t.contractAddress === null)
      : here.filter(
          (t) =>
            (t.contractAddress !== null && sameAddress(chain, t.contractAddress, wanted)) ||
            t.symbol.toLowerCase() === wanted.toLowerCase(),
        );
  if (found.length === 1) return { ok: true, value: found[0]! };
  const where = { typed: wanted, chain: chainName(chain) };
  if (found.length > 1) return fail((s) => s.plural('moves.check.tokenAmbiguous', found.length, { name: shown(s, name), ...where }));
  const held = here.map((t) => t.symbol);
  return fail((s) =>
    held.length
      ? s.t('moves.check.tokenMissing', { name: shown(s, name), ...where, held: s.list(held) })
      : s.t('moves.check.tokenMissingEmpty', { name: shown(s, name), ...where }),
  );
}

/** An NFT of the inventory by its option value `<contract>:<tokenId>` (or `<tokenId>` when that is unique). */
export function findNft(nfts: readonly TippingNft[], chain: string, text: string, name = 'nft'): Check<TippingNft> {
  const wanted = text.trim();
  const at = wanted.lastIndexOf(':');
  const here = nfts.filter((n) => n.chain === chain);
  const found =
    at > 0
      ? here.filter((n) => sameAddress(chain, n.contractAddress, wanted.slice(0, at)) && n.tokenId === wanted.slice(at + 1))
      : here.filter((n) => n.tokenId === wanted || n.name.toLowerCase() === wanted.toLowerCase());
  if (found.length === 1) return { ok: true, value: found[0]! };
  const where = { typed: wanted, chain: chainName(chain) };
  if (found.length > 1) return fail((s) => s.plural('moves.check.nftAmbiguous', found.length, { name: shown(s, name), ...where }));
  return fail((s) => s.t('moves.check.nftMissing', { name: shown(s, name), ...where }));
}

export interface TokenSpend {
  token: TippingToken;
  unit: 'absolute' | 'dollar';
  /** What is sent as the item's amount: tokens, or dollars when `unit` is dollar. */
  sent: Decimal;
  /** Tokens leaving the wallet in total; an estimate when the amount is in dollars. */
  tokens: Decimal;
  holdsNow: Decimal;
  holdsAfter: Decimal;
  /** Estimated dollar value of `tokens`; undefined when the token has no price. */
  usd: number | undefined;
  /** True when `tokens` is converted from dollars at today's price. */
  estimated: boolean;
}

/** Dollars per whole token, from the wallet's own figures; undefined without a price. */
export function usdPrice(token: TippingToken): number | undefined {
  return token.balance > 0 && token.usdValue > 0 ? token.usdValue / token.balance : undefined;
}

/**
 * An amount of a wallet token, typed by a person, checked exactly: more than 0, at most the
 * token's decimals, at most what the wallet holds (`times` recipients each get it).
 */
export function checkTokenAmount(
  token: TippingToken,
  text: string,
  unit: 'absolute' | 'dollar',
  times = 1,
  name = 'amount',
): Check<TokenSpend> {
  const parsed = positiveAmount(text, name);
  if (!parsed.ok) return parsed;
  const typed = parsed.value;
  const holdsNow = fromUnits(token.balanceRaw, token.decimals);
  const price = usdPrice(token);
  // Amounts in refusals are exact, every digit kept, written as the reader writes numbers (`9.000,5` in German).
  const n = (d: Decimal, s: Reader) => formatDecimal(d, s.locale);
  const about = (s: Reader) => ({ symbol: token.symbol, held: n(holdsNow, s) });
  let tokens: Decimal;
  if (unit === 'dollar') {
    if (decimalPlaces(typed) > DOLLAR_DECIMALS)
      return fail((s) => s.plural('moves.check.cents', DOLLAR_DECIMALS, { name: shown(s, name) }));
    if (price === undefined) return fail((s) => s.t('moves.check.noPrice', { symbol: token.symbol }));
    // Dollars → tokens at today's price: an estimate, shown as one; the service converts.
    const estimate = decimalOfNumber((decimalToNumber(typed) * times) / price);
    if (!estimate.ok) return fail((s) => s.t('moves.check.notConvertible', { name: shown(s, name), symbol: token.symbol }));
    const estimated = truncateDecimal(estimate.value, token.decimals);
    if (estimated.digits <= 0n)
      return fail((s) => s.t('moves.check.belowUnit', { name: shown(s, name), dollars: n(typed, s), symbol: token.symbol }));
    if (compareDecimal(estimated, holdsNow) > 0)
      return fail((s) => s.t('moves.check.overDollars', { name: shown(s, name), tokens: n(estimated, s), ...about(s) }));
    tokens = estimated;
  } else {
    const places = decimalPlaces(typed);
    if (places > token.decimals) {
      return fail((s) =>
        s.plural('moves.check.tooPrecise', places, {
          name: shown(s, name),
          amount: n(typed, s),
          symbol: token.symbol,
          decimals: String(token.decimals),
        }),
      );
    }
    const total = multiplyDecimal(typed, times);
    if (compareDecimal(total, holdsNow) > 0) {
      return fail((s) =>
        times > 1
          ? s.t('moves.check.overTimes', {
              name: shown(s, name),
              amount: n(typed, s),
              times: String(times),
              total: n(total, s),
              ...about(s),
            })
          : s.t('moves.check.over', { name: shown(s, name), amount: n(total, s), ...about(s) }),
      );
    }
    tokens = total;
  }
  return {
    ok: true,
    value: {
      token,
      unit,
      sent: typed,
      tokens,
      holdsNow,
      holdsAfter: subtractDecimal(holdsNow, tokens),
      usd: unit === 'dollar' ? decimalToNumber(typed) * times : price === undefined ? undefined : decimalToNumber(tokens) * price,
      estimated: unit === 'dollar',
    },
  };
}

export interface NftSpend {
  nft: TippingNft;
  count: number;
  holdsAfter: number;
}

/** How many editions of an NFT; at most what the inventory holds. */
export function checkNftCount(nft: TippingNft, count: number | null | undefined, name = 'count'): Check<NftSpend> {
  const n = count ?? 1;
  if (!Number.isSafeInteger(n) || n < 1) return fail((s) => s.t('moves.check.nftCount', { name: shown(s, name) }));
  if (n > nft.amount)
    return fail((s) => s.t('moves.check.nftOver', { name: shown(s, name), editions: String(n), nft: nft.name, held: String(nft.amount) }));
  return { ok: true, value: { nft, count: n, holdsAfter: nft.amount - n } };
}

/**
 * A points amount: more than 0, and a value a point balance (a JSON number) can hold exactly,
 * so what the preview shows is what the service records.
 */
export function checkPoints(text: string, name = 'amount'): Check<Decimal> {
  const parsed = positiveAmount(text, name);
  if (!parsed.ok) return parsed;
  const n = decimalToNumber(parsed.value);
  const back = decimalOfNumber(n);
  if (!Number.isFinite(n) || n > Number.MAX_SAFE_INTEGER || !back.ok || compareDecimal(back.value, parsed.value) !== 0) {
    return fail((s) => s.t('moves.check.points', { name: shown(s, name), amount: formatDecimal(parsed.value, s.locale) }));
  }
  return parsed;
}

/** A point system the community can print from: by id, name or alias, as every command finds one (lookup.ts). */
export function findPointSystem(systems: readonly PointSystem[], text: string, name = 'system'): Check<PointSystem> {
  const match = lookup(systems, text);
  if (!match.ok) return fail(unknownNameText(POINT_SYSTEM_WORDS, text.trim(), match));
  const found = match.value;
  if (found.status !== 'ACTIVE') {
    const status = String(found.status);
    return fail((s) =>
      s.t('moves.check.systemInactive', {
        name: shown(s, name),
        system: found.name,
        status: inRunningText(pointSystemStatusWords(status, s), s),
      }),
    );
  }
  return { ok: true, value: found };
}
