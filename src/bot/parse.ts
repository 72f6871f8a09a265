import { chainName, EVM_CHAINS, type TokenChain } from '../api/chains.js';

/**
 * Parsers for free-text command options. Each returns a result instead of throwing so callers
 * (zod transforms, handlers) decide how to report; every error message names the option.
 */

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

const UNIT_MINUTES: Record<string, number> = { d: 1440, h: 60, m: 1 };
const SPAN = /(\d+)\s*([dhm])/gy;

/**
 * Minutes from `90`, `45m`, `2h`, `3d` or combinations such as `1d12h` / `1d 12h 30m`,
 * between 1 and `maxMinutes`.
 */
export function parseDuration(text: string, maxMinutes: number, name = 'duration'): Parsed<number> {
  const bounds = `${name} must be between 1 minute and ${describeMinutes(maxMinutes)} (${maxMinutes} minutes)`;
  const s = text.trim().toLowerCase().replace(/\s+/g, ' ');
  let minutes: number;
  if (/^\d+$/.test(s)) {
    minutes = Number(s);
  } else {
    // Sticky regex: every character must belong to a `<number><unit>` span, so `2x` or `h2` fail.
    SPAN.lastIndex = 0;
    minutes = 0;
    let end = 0;
    for (let m = SPAN.exec(s); m; m = SPAN.exec(s)) {
      minutes += Number(m[1]) * (UNIT_MINUTES[m[2] ?? ''] ?? NaN);
      end = SPAN.lastIndex;
      if (s[end] === ' ') SPAN.lastIndex = ++end;
    }
    if (end === 0 || end < s.length) {
      return { ok: false, error: `${name} "${text}" is not a duration; use minutes (90) or a span like 45m, 2h, 3d or 1d12h` };
    }
  }
  if (!Number.isSafeInteger(minutes) || minutes < 1 || minutes > maxMinutes) return { ok: false, error: bounds };
  return { ok: true, value: minutes };
}

function describeMinutes(minutes: number): string {
  if (minutes % 1440 === 0) return `${minutes / 1440} days`;
  if (minutes % 60 === 0) return `${minutes / 60} hours`;
  return `${minutes} minutes`;
}

export const EXAMPLE_POST_URL = 'https://x.com/acme/status/1790000000000000000';
const POST_URL = /^https:\/\/(?:(?:www|mobile)\.)?(?:x|twitter)\.com\/[A-Za-z0-9_]{1,15}\/status\/\d{1,25}\/?(?:[?#][\w\-.~%&=+]*)?$/i;

/**
 * A link to a post on X (x.com or twitter.com, `www.`/`mobile.` allowed): `/<user>/status/<digits>`.
 * The query is limited to URL-safe characters so the link can be shown as is, unescaped.
 */
export function checkPostUrl(text: string, maxLength: number, name = 'post-url'): Parsed<string> {
  const url = text.trim();
  if (url.length > maxLength) return { ok: false, error: `${name} must be at most ${maxLength} characters` };
  if (!POST_URL.test(url)) {
    return { ok: false, error: `${name} must be an https link to a post on X, such as ${EXAMPLE_POST_URL}` };
  }
  return { ok: true, value: url };
}

/** The list's own spelling of a chain typed in any case (`polygon` → `Polygon`), or undefined. */
export function matchChain<T extends string>(text: string, list: readonly T[]): T | undefined {
  const wanted = text.trim().toLowerCase();
  return list.find((c) => c.toLowerCase() === wanted || chainName(c).toLowerCase() === wanted);
}

/** Autocomplete choices from a chain list: matches on key or display name, prefix matches first, at most 25. */
export function chainChoices(list: readonly string[], typed: string): { name: string; value: string }[] {
  const q = typed.trim().toLowerCase();
  const hits = list.filter((c) => c.toLowerCase().includes(q) || chainName(c).toLowerCase().includes(q));
  const starts = (c: string) => c.toLowerCase().startsWith(q) || chainName(c).toLowerCase().startsWith(q);
  return [...hits.filter(starts), ...hits.filter((c) => !starts(c))].slice(0, 25).map((c) => ({ name: chainName(c), value: c }));
}

/** Address forms by family, where the family is known; other chains get the spec's bounds only. */
const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;

export function addressProblem(chain: TokenChain, address: string, name = 'address'): string | undefined {
  if (EVM_CHAINS.has(chain) && !EVM_ADDRESS.test(address)) {
    return `${name} must be 0x followed by 40 hexadecimal characters on ${chainName(chain)}`;
  }
  if (chain === 'Solana' && !SOLANA_ADDRESS.test(address)) {
    return `${name} must be a Solana mint address: 32 to 44 base58 characters (no 0, O, I or l)`;
  }
  return undefined;
}
