import { BECH32_PREFIXES, chainName, chainsFor, EVM_CHAINS, findChain, type ChainRefusal, type TokenChain } from '../api/chains.js';
import { LANGUAGES, optionName, translate } from '../i18n/index.js';
import { verifyBech32, verifyEvm, verifyOther, verifySolana, type AddressVerdict } from './address.js';
import type { Text, Reader } from '../i18n/reader.js';
import { formatMinutes, formatNumber, formatSpan } from '../views/format.js';

/**
 * Parsers for free-text command options. Each returns a result instead of throwing so callers
 * (zod transforms, handlers) decide how to report; every error message names the option.
 */

/** A refusal is plain text (escaped when shown), in the reader's language. */
export type Parsed<T> = { ok: true; value: T } | { ok: false; error: Text };

/** The option as the reader sees it in Discord, for refusals. */
const named = (s: Reader, name: string) => optionName(s, name);

const UNIT_MINUTES: Record<string, number> = { w: 10080, d: 1440, h: 60, m: 1 };

/**
 * Minutes from `90`, `45m`, `2h`, `3d`, `1w` or combinations such as `1d12h` / `1d 12h 30m`,
 * between 1 and `maxMinutes`.
 */
export function parseDuration(text: string, maxMinutes: number, name = 'duration'): Parsed<number> {
  const bounds: Text = (t) =>
    t.t('errors.parse.durationBounds', {
      name: named(t, name),
      max: formatMinutes(maxMinutes, t),
      minutes: t.plural('common.count.minutes', maxMinutes),
    });
  const s = text.trim().toLowerCase().replace(/\s+/g, ' ');
  let minutes: number;
  if (/^\d+$/.test(s)) {
    minutes = Number(s);
  } else {
    // Sticky regex: every character must belong to a `<number><unit>` span, so `2x` or `h2` fail.
    // The units are every language's (spanUnits); seconds have no place in minutes.
    const { units, pattern } = spanUnits();
    pattern.lastIndex = 0;
    minutes = 0;
    let end = 0;
    for (let m = pattern.exec(s); m; m = pattern.exec(s)) {
      const perUnit = UNIT_MINUTES[units.get(m[2] ?? '') ?? ''];
      if (perUnit === undefined) break;
      minutes += Number(m[1]) * perUnit;
      end = pattern.lastIndex;
      if (s[end] === ' ') pattern.lastIndex = ++end;
    }
    if (end === 0 || end < s.length) {
      // The typed text is echoed cut: a pasted paragraph must not come back whole.
      return { ok: false, error: (t) => t.t('errors.parse.notDurationMinutes', { name: named(t, name), typed: echo(text) }) };
    }
  }
  if (!Number.isSafeInteger(minutes) || minutes < 1 || minutes > maxMinutes) return { ok: false, error: bounds };
  return { ok: true, value: minutes };
}

/** User text quoted back in a refusal: trimmed, one line, at most 40 characters. */
export function echo(text: string, max = 40): string {
  const t = text.trim().replace(/\s+/g, ' ');
  return t.length > max ? `${t.slice(0, max - 1)}…` : t;
}

export const EXAMPLE_POST_URL = 'https://x.com/acme/status/1790000000000000000';
const POST_URL = /^https:\/\/(?:(?:www|mobile)\.)?(?:x|twitter)\.com\/[A-Za-z0-9_]{1,15}\/status\/\d{1,25}\/?(?:[?#][\w\-.~%&=+]*)?$/i;

/**
 * A link to a post on X (x.com or twitter.com, `www.`/`mobile.` allowed): `/<user>/status/<digits>`.
 * The query is limited to URL-safe characters so the link can be shown as is, unescaped.
 */
export function checkPostUrl(text: string, maxLength: number, name = 'post-url'): Parsed<string> {
  const url = text.trim();
  if (url.length > maxLength)
    return {
      ok: false,
      error: (t) => t.t('errors.option.tooLong', { name: named(t, name), max: t.plural('common.count.characters', maxLength) }),
    };
  if (!POST_URL.test(url))
    return { ok: false, error: (t) => t.t('errors.parse.postUrl', { name: named(t, name), example: EXAMPLE_POST_URL }) };
  return { ok: true, value: url };
}

/** The post's id (`…/status/<id>`) of a checked post URL: the same post under x.com, twitter.com or a query. */
export const postIdOf = (url: string): string => /\/status\/(\d+)/.exec(url)?.[1] ?? url;

/**
 * The chain a user named, if `list` has it: key, display name, alias (`eth`) or chain id (`1`).
 * Commands that refuse use chainOption / chainRefusalText for the words.
 */
export function matchChain<T extends string>(text: string, list: readonly T[]): T | undefined {
  const chain = findChain(text);
  return chain && (list as readonly string[]).includes(chain) ? (chain as string as T) : undefined;
}

/** One message per refusal, with the names /chains shows, never the API's keys. */
export function chainRefusalText(r: ChainRefusal): Text {
  return (s) => {
    if (r.reason === 'unknown') {
      const typed = echo(r.typed);
      return r.suggestion
        ? s.t('errors.chain.unknownHint', { typed, suggestion: chainName(r.suggestion) })
        : s.t('errors.chain.unknown', { typed });
    }
    const chain = chainName(r.chain);
    if (r.use === 'inventory' && chainsFor('balance').includes(r.chain)) return s.t('errors.chain.inventoryTry', { chain });
    return s.t(`errors.chain.${r.use}`, { chain });
  };
}

/** Autocomplete choices for a use: matches on key, display name, alias or chain id; prefix matches first (the router keeps 25). */
export function chainChoices(list: readonly string[], typed: string): { name: string; value: string }[] {
  const q = typed.trim().toLowerCase();
  const exact = findChain(typed);
  const hits = list.filter((c) => c === exact || c.toLowerCase().includes(q) || chainName(c).toLowerCase().includes(q));
  const starts = (c: string) => c === exact || c.toLowerCase().startsWith(q) || chainName(c).toLowerCase().startsWith(q);
  return [...hits.filter(starts), ...hits.filter((c) => !starts(c))].map((c) => ({ name: chainName(c), value: c }));
}

/** Address forms by family, where the family is known; other chains get the spec's bounds only. */
const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;
/** A bech32 account or contract address with the chain's prefix (`osmo1…`): 38 to 58 data characters. */
const bech32Address = (prefix: string) => `${prefix}1[02-9ac-hj-np-z]{38,58}`;

/**
 * A custom token's address plausible for the chain's family, checked before anything is sent:
 * a hex contract, a Solana mint, a Cosmos denom (`ibc/<hash>`, `factory/<creator>/<name>`) or
 * contract; on chains whose tokens are named by an address of the chain's own form (Nano,
 * Pepecoin, Atto), that form.
 */
export function addressProblem(chain: TokenChain, address: string, name = 'address'): Text | undefined {
  const say =
    (key: AddressKey, extra: Record<string, string> = {}): Text =>
    (t) =>
      t.t(`errors.address.${key}`, { name: named(t, name), chain: chainName(chain), ...extra });
  if (chain === 'HyperCore') return /^0x(?:[0-9a-fA-F]{32}|[0-9a-fA-F]{40})$/.test(address) ? undefined : say('hyperCoreToken');
  if (EVM_CHAINS.has(chain)) return EVM_ADDRESS.test(address) ? undefined : say('evm');
  if (chain === 'Solana') return SOLANA_ADDRESS.test(address) ? undefined : say('solanaMint');
  const prefix = BECH32_PREFIXES[chain];
  if (prefix) {
    const contract = bech32Address(prefix);
    const denom = new RegExp(
      `^(?:ibc/[0-9A-Fa-f]{64}|factory/${contract}/[A-Za-z0-9._-]{1,64}|${contract}${chain === 'Injective' ? '|peggy0x[0-9a-fA-F]{40}' : ''})$`,
    );
    return denom.test(address) ? undefined : say('cosmosToken', { prefix });
  }
  // Shape only, as for every family above: the burn rule is for a transfer's recipient (checkWalletAddress).
  if (address.length === 0 || address.length > 128) return say('length');
  const form = ownForm(chain);
  return form.pattern.test(address) ? undefined : say(form.key);
}
const UNIT_MS: Record<string, number> = { w: 604_800_000, d: 86_400_000, h: 3_600_000, m: 60_000, s: 1_000 };
const SPAN_UNITS = { week: 'w', day: 'd', hour: 'h', minute: 'm' } as const;
let spanWords: { units: Map<string, string>; pattern: RegExp } | undefined;

/**
 * The unit words a span may use, each to its letter: the English letters, and every language's
 * own (`common.spanUnits`: `j` for jour, `ч` for час), so a member types what their texts show.
 * Longest first, so `min` is not read as `m` and `sem` not as `s`.
 */
function spanUnits() {
  if (!spanWords) {
    const units = new Map(Object.keys(UNIT_MS).map((u) => [u, u]));
    for (const language of LANGUAGES)
      for (const [key, letter] of Object.entries(SPAN_UNITS))
        units.set(translate(language, `common.spanUnits.${key as keyof typeof SPAN_UNITS}`).toLowerCase(), letter);
    const words = [...units.keys()].sort((a, b) => b.length - a.length).map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    spanWords = { units, pattern: new RegExp(`(\\d+)\\s*(${words.join('|')})`, 'y') };
  }
  return spanWords;
}

/**
 * Milliseconds from a span such as `2h`, `1d 12h`, `90m`, `45s` or `2w` (units w, d, h, m, s;
 * a bare number is minutes, as in /raid), between `minMs` and `maxMs`.
 */
export function parseSpanMs(text: string, bounds: { minMs: number; maxMs: number }, name = 'duration'): Parsed<number> {
  const s = text.trim().toLowerCase().replace(/\s+/g, ' ');
  let ms = 0;
  if (/^\d+$/.test(s)) ms = Number(s) * 60_000;
  else {
    const { units, pattern } = spanUnits();
    pattern.lastIndex = 0;
    let end = 0;
    const used = new Set<string>();
    for (let m = pattern.exec(s); m; m = pattern.exec(s)) {
      // The unit as typed, for the refusal; its letter, to add and to find twice.
      const unit = m[2] ?? '';
      const letter = units.get(unit) ?? '';
      // `2h 3h` (or `2h 3ч`) is a typo, not five hours.
      if (used.has(letter))
        return { ok: false, error: (t) => t.t('errors.parse.unitTwice', { name: named(t, name), typed: echo(text), unit }) };
      used.add(letter);
      ms += Number(m[1]) * (UNIT_MS[letter] ?? NaN);
      end = pattern.lastIndex;
      if (s[end] === ' ') pattern.lastIndex = ++end;
    }
    if (end === 0 || end < s.length) {
      return { ok: false, error: (t) => t.t('errors.parse.notDuration', { name: named(t, name), typed: echo(text) }) };
    }
  }
  if (!Number.isSafeInteger(ms) || ms < bounds.minMs || ms > bounds.maxMs) {
    return {
      ok: false,
      error: (t) =>
        t.t('errors.parse.spanBounds', { name: named(t, name), min: formatSpan(bounds.minMs, t), max: formatSpan(bounds.maxMs, t) }),
    };
  }
  return { ok: true, value: ms };
}

const MENTION = /^<@!?(\d{16,20})>$|^(\d{16,20})$/;

/**
 * Member ids from a pasted list of mentions or ids (`<@123…> <@!456…>, 789…`), each once, in
 * the order given. Anything else in the list is an error naming it: a typo must not silently
 * drop a member from a payout.
 */
export function parseMemberList(text: string, max: number, name = 'members'): Parsed<string[]> {
  const tokens = text.split(/[\s,;]+/).filter(Boolean);
  const ids: string[] = [];
  for (const token of tokens) {
    const m = MENTION.exec(token);
    if (!m) return { ok: false, error: (t) => t.t('errors.parse.notMember', { name: named(t, name), typed: cutText(token, 40) }) };
    const id = (m[1] ?? m[2]) as string;
    if (!ids.includes(id)) ids.push(id);
  }
  if (ids.length === 0) return { ok: false, error: (t) => t.t('errors.parse.noMembers', { name: named(t, name) }) };
  if (ids.length > max)
    return {
      ok: false,
      error: (t) =>
        t.t('errors.parse.tooManyMembers', {
          name: named(t, name),
          max: t.plural('common.count.members', max),
          got: formatNumber(ids.length, t.locale),
        }),
    };
  return { ok: true, value: ids };
}

const cutText = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

/**
 * A wallet address for the chain's family: what a transfer sends to. Irreversible, so every
 * family with a known form is checked for shape, then for what the address says about itself
 * (./address.ts): EIP-55 on mixed-case hex, bech32's checksum and the chain's prefix, a
 * Solana key decoded to 32 bytes, and no zero or burn-like address. `checksum` is false for
 * an EVM address written in one letter case: valid, but a typo in it cannot be detected, so
 * the preview says so. The length bound is the notes' (128).
 */
export function checkWalletAddress(chain: TokenChain, address: string, name = 'address'): Parsed<{ address: string; checksum: boolean }> {
  const say = (key: AddressKey, extra: Record<string, string> = {}): Parsed<never> => ({
    ok: false,
    error: (t) => t.t(`errors.address.${key}`, { name: named(t, name), chain: chainName(chain), ...extra }),
  });
  const verdict = (v: AddressVerdict, extra: Record<string, string> = {}): Parsed<{ address: string; checksum: boolean }> =>
    v.ok ? { ok: true, value: { address, checksum: v.checksum } } : say(v.problem, { ...extra, typed: echo(address, 64) });
  if (address.length === 0 || address.length > 128) return say('length');
  if (EVM_CHAINS.has(chain) || chain === 'HyperCore') return EVM_ADDRESS.test(address) ? verdict(verifyEvm(address)) : say('evm');
  const prefix = BECH32_PREFIXES[chain];
  if (prefix)
    return new RegExp(`^${bech32Address(prefix)}$`).test(address)
      ? verdict(verifyBech32(address, prefix), { prefix })
      : say('bech32', { prefix });
  if (chain === 'Solana') return SOLANA_ADDRESS.test(address) ? verdict(verifySolana(address)) : say('solana');
  const form = ownForm(chain);
  return form.pattern.test(address) ? verdict(verifyOther(address.slice(form.prefix))) : say(form.key);
}

/**
 * The address form of a family with no checksum the bot reads (Nano, Pepecoin, Atto, any other):
 * its pattern, the length of its prefix, and the refusal naming it. One definition for a wallet
 * address (which then passes the burn rule) and a token named by such an address (which does not:
 * a token's id is no recipient, as on the hex and Cosmos families).
 */
function ownForm(chain: TokenChain): { pattern: RegExp; prefix: number; key: AddressKey } {
  if (chain === 'Nano') return { pattern: /^(?:nano|xrb)_[13][13-9a-km-uw-z]{59}$/, prefix: 5, key: 'nano' };
  if (chain === 'Pepecoin') return { pattern: /^P[1-9A-HJ-NP-Za-km-z]{25,34}$/, prefix: 1, key: 'pepecoin' };
  if (chain === 'Atto') return { pattern: /^atto:\/\/[a-z2-7]{40,100}$/, prefix: 7, key: 'atto' };
  return { pattern: /^[\x21-\x7e]+$/, prefix: 0, key: 'spaces' };
}

/** `checkWalletAddress`'s refusal alone, for callers that need only a yes or a reason. */
export function walletAddressProblem(chain: TokenChain, address: string, name = 'address'): Text | undefined {
  const r = checkWalletAddress(chain, address, name);
  return r.ok ? undefined : r.error;
}

type AddressKey =
  | 'length'
  | 'evm'
  | 'bech32'
  | 'solana'
  | 'nano'
  | 'pepecoin'
  | 'atto'
  | 'spaces'
  | 'hyperCoreToken'
  | 'solanaMint'
  | 'cosmosToken'
  | Extract<AddressVerdict, { ok: false }>['problem'];
